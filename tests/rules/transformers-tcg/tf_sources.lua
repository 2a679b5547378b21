-- The source of damage (scripts/transformers-tcg/sources.lua): attack damage comes from the
-- attacker, non-attack damage from the card whose text is resolving.  Cards that read it:
-- "ON(SELF damage enemy)" (Air Raid), "ON(HOST does ATK_dmg -> enemy)" (Battering Ram),
-- "CANNOT take NA_dmg from opp_card" (Captain Ironhide, Holomatter Projector), "INSTEAD ... minus 1"
-- for damage from an opponent's card (Defensive Driving).  Each scenario names the card, sets up
-- the state, acts, and checks what the text says happens.
local H = require "lib.tcg"

local function blanks() return H.list(12, "F Blank") end
local function enemy_pick(g, name) if g:prompt() and g:prompt():find("enemy", 1, true) then g:act(name) end end

scenario("Air Raid (bot): ON(SELF damage enemy) => SCRAP Upgrade on enemy", function()
  local A = "Air Raid - Fearless Flyer"
  local g = H.at_main{ p1 = { chars = { { A, mode = 2 } }, deck = blanks() },
                       p2 = { chars = { { "F Wall", tapped = true, upgrades = { "F Upgrade" } } }, deck = blanks() } }
  H.attack(g, A, "F Wall")
  ok(H.dmg(g, 2, "F Wall") > 0, "Air Raid's attack damaged F Wall")
  eq(H.size(g, "upgrades", 2), 0, "the enemy's Upgrade is off F Wall")
  eq(H.count_log(g, "Air Raid - Fearless Flyer's ability resolves"), 1, "by Air Raid's ability")
  local found = false
  for _, n in ipairs(H.names(g, "scrap", 2)) do found = found or n == "F Upgrade" end
  ok(found, "F Upgrade is in p2's scrap pile")
end)

scenario("Air Raid: another card's damage to the enemy is not Air Raid's (Zap)", function()
  local A = "Air Raid - Fearless Flyer"
  local g = H.at_main{ p1 = { chars = { { A, mode = 2 } }, hand = { "Zap" }, deck = blanks() },
                       p2 = { chars = { { "F Wall", upgrades = { "F Upgrade" } } }, deck = blanks() } }
  g:act("play Zap")
  enemy_pick(g, "F Wall")
  eq(H.dmg(g, 2, "F Wall"), 1, "Zap's damage")
  eq(H.size(g, "scrap", 2), 0, "the Upgrade stays: Zap, not Air Raid, dealt it")
end)

scenario("Battering Ram: ON(HOST does ATK_dmg -> enemy) => OPP FLIP enemy ->other_mode", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", atk = 5, upgrades = { "Battering Ram" } } }, deck = blanks() },
                       p2 = { chars = { { "F Wall", tapped = true } }, deck = blanks() } }
  eq(H.get(g, "TC.mode_name(g, T.char(g, 2, 'F Wall'))"), "alt", "F Wall in alt mode")
  H.attack(g, "F Striker", "F Wall")
  ok(H.dmg(g, 2, "F Wall") > 0, "attack damage from the host")
  eq(H.get(g, "TC.mode_name(g, T.char(g, 2, 'F Wall'))"), "bot", "the enemy flips to its other mode")
end)

scenario("Captain Ironhide: SELF CANNOT take NA_dmg from opp_card (its own side's damage still lands)", function()
  local I = "Captain Ironhide - Infantry, Bodyguard"
  local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Bolt of Lightning" }, deck = blanks() },
                       p2 = { chars = { I }, deck = blanks() } }
  g:act("play Bolt of Lightning")
  enemy_pick(g, I)
  eq(H.dmg(g, 2, I), 0, "no damage from p1's Bolt of Lightning")
  eq(H.count_log(g, "takes no damage from Bolt of Lightning"), 1, "logged")
  g = H.at_main{ p1 = { chars = { I, "F Striker" }, hand = { "Camien Crash" }, deck = blanks() },
                 p2 = { chars = { "F Wall" }, deck = blanks() } }
  g:act("play Camien Crash")
  if g:prompt() and g:prompt():find("your", 1, true) then g:act(I) end
  enemy_pick(g, "F Wall")
  eq(H.dmg(g, 1, I) + H.dmg(g, 1, "F Striker"), 1, "Camien Crash's cost (its own card) damages p1's character")
end)

scenario("Holomatter Projector: HOST CANNOT take NA_dmg from opp_card; attack damage still lands", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", atk = 4 } }, hand = { "Bolt of Lightning" }, deck = blanks() },
                       p2 = { chars = { { "F Wall", tapped = true, upgrades = { "Holomatter Projector" } } }, deck = blanks() } }
  g:act("play Bolt of Lightning")
  enemy_pick(g, "F Wall")
  eq(H.dmg(g, 2, "F Wall"), 0, "no damage from the Bolt")
  H.attack(g, "F Striker", "F Wall")
  ok(H.dmg(g, 2, "F Wall") > 0, "attack damage is not NA_dmg")
end)

scenario("Defensive Driving: IF HOST take NA_dmg from opp_card ; INSTEAD HOST takes same_amount damage minus 1", function()
  local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Bolt of Lightning" }, deck = blanks() },
                       p2 = { chars = { { "F Wall", upgrades = { "Defensive Driving" } } }, deck = blanks() } }
  g:act("play Bolt of Lightning")
  enemy_pick(g, "F Wall")
  eq(H.dmg(g, 2, "F Wall"), 3 - 1, "3 damage from p1's card: 2")
end)

scenario("The damage event names its source: the attacker for attack damage, the resolving card otherwise", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", atk = 4 } }, hand = { "Zap" }, deck = blanks() },
                       p2 = { chars = { { "F Wall", tapped = true } }, deck = blanks() } }
  g:act("play Zap")
  enemy_pick(g, "F Wall")
  eq(H.get(g, "g:gget('src')"), nil, "no source once Zap has resolved")
  H.attack(g, "F Striker", "F Wall")
  eq(H.dmg(g, 2, "F Wall") > 1, true, "Zap's 1, then the attack's")
end)

scenario("Micro Capacitor: ON(use HOST's TAP_ABILITY =>ability) => UNTAP character & SCRAP THIS_CARD", function()
  local g = H.at_main{ p1 = { chars = { { "F Tapper", upgrades = { "Micro Capacitor" } } }, hand = {}, deck = blanks() },
                       p2 = { chars = { "F Wall" }, deck = blanks() } }
  g:act("tap F Tapper: TAP_ABILITY => draw(1)")
  eq(H.size(g, "hand", 1), 1, "the tap ability resolved first (draw 1)")
  eq(H.get(g, "TC.tapped(g, T.char(g, 1, 'F Tapper'))"), false, "then F Tapper untaps")
  eq(H.names(g, "scrap", 1)[1], "Micro Capacitor", "and the Capacitor is scrapped")
  ok(not H.has(g, "tap F Tapper"), "untapped, but the turn's tap ability is spent (6.1)")
end)

scenario("Data Protection: WHILE(HAS \"Crankcase, Data Collector\" @bf) => opp_card CANNOT cause -> SCRAP cards <-own_hand", function()
  local S = "Major Shockwave - Applied Sciences, Scientist"     -- ON(flip_to_mode) => draw(1) ; OPP ... SCRAP IT
  local function shockwave_flips(p2chars)
    local g = H.at_main{ p1 = { chars = { { S, mode = 2 } }, hand = {}, deck = blanks() },
                         p2 = { chars = p2chars, hand = { "F Action X", "F Upgrade" }, deck = blanks() } }
    g:act("flip " .. S .. " to alt")
    if g:prompt() and g:player() == 2 and H.has(g, "F Upgrade") then g:act("F Upgrade") end
    return g
  end
  local g = shockwave_flips({ "Crankcase - Data Collector", "Data Protection" })
  eq(H.size(g, "hand", 2), 2, "p2's hand keeps both cards")
  eq(H.count_log(g, "cannot make p2 scrap from their hand"), 1, "Shockwave's scrap is refused")
  g = shockwave_flips({ "F Wall", "Data Protection" })
  eq(H.size(g, "hand", 2), 1, "without Crankcase on the battlefield: scrapped")
end)
