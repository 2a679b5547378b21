-- Round 8d (scripts/transformers-tcg/outside.lua, combine2.lua, fleet.lua, invasion.lua;
-- tests/tools/gen_tcg_round8d.py), played out: cards taken from outside the game (the player's
-- collection: any matching card of the pool, picked by name, created with a fresh id) and the
-- combinings that a trigger makes.  Each scenario names the card and its text, sets up the
-- state, acts, and checks what the card says happens.
local H = require "lib.tcg"

local function blanks(n) return H.list(n or 8, "F Blank") end
local function has(list, x)
  for _, y in ipairs(list) do if y == x then return true end end
  return false
end
local function mode(g, p, name) return H.cval(g, p, name, "mode") or 1 end
-- The names of the cards in p's zone zn, of the given name, with their mode.
local function ko_mode(g, p, name)
  return H.get(g, "(function() for _, x in ipairs(g:cards(TC.z(g, 'ko', %d))) do " ..
                  "if g:name(x) == %q then return g:cget(x, 'mode') or 1 end end end)()", p, name)
end
-- p2 (active) attacks p1's `target` with an F Striker of attack `atk`.
local function p2_attacks(p1, target, atk, opts)
  local g = H.at_main({ active = 2, p1 = p1,
                        p2 = { chars = { { "F Striker", atk = atk } }, deck = blanks() } }, opts)
  H.attack(g, "F Striker", target)
  return g
end

-- Grimlock - Powerful Commander -----------------------------------------------------------------

local GRIMLOCK = "Grimlock - Powerful Commander"
local SLUG = "Dinobot Slug - Hot-Headed Warrior"

scenario("Grimlock - Powerful Commander (bot): ON(self_attacks) => CHOOSE Dinobot own <-outside_game ; PUT @own_KO [alt]", function()
  local g = H.at_main{ p1 = { chars = { { GRIMLOCK, mode = 2 }, "Dinobot Swoop - Fearsome Flyer" }, deck = blanks() },
                       p2 = { chars = { "F Wall" }, deck = blanks() } }
  H.attack(g, GRIMLOCK, "F Wall")
  local opts = g:options()
  ok(has(opts, SLUG) and has(opts, "Volcanicus - Fiery Champion") == false, "Dinobot characters of the pool; no combined form")
  ok(not has(opts, GRIMLOCK) and not has(opts, "Dinobot Swoop - Fearsome Flyer"),
     "not a character p1 already has in the game (one copy of each character)")
  ok(not has(opts, "no more"), "CHOOSE: one must be taken")
  g:act(SLUG)
  eq(H.names(g, "ko", 1)[1], SLUG, "the chosen Dinobot is created in p1's KO area")
  eq(ko_mode(g, 1, SLUG), 1, "in alt mode")
  eq(H.count_log(g, "p1 takes " .. SLUG .. " from outside the game"), 1, "the log says where it came from")
end)

scenario("Grimlock - Powerful Commander: a second attack takes another Dinobot, not the same name again", function()
  local g = H.at_main{ p1 = { chars = { { GRIMLOCK, mode = 2 } }, ko = { SLUG }, deck = blanks() },
                       p2 = { chars = { "F Wall" }, deck = blanks() } }
  H.attack(g, GRIMLOCK, "F Wall")
  ok(not has(g:options(), SLUG), "the Dinobot already in p1's KO area is not offered")
end)

-- Optimus Prime - Gleaming Commander --------------------------------------------------------------

local OPTIMUS = "Optimus Prime - Gleaming Commander"
local function optimus_game()
  return H.new("deck_min=0,deck1=1 " .. OPTIMUS .. ";1 Ironhide - Steadfast Brawler;3 Zap,deck2=1 F Wall;3 Zap")
end

scenario("Optimus Prime - Gleaming Commander (alt): ON(pregame & HAS Sentinel characters) => CHOOSE <=3 different Sentinels own <-outside_game ; PUT them @own_KO [alt]", function()
  local g = optimus_game()
  local opts = g:options()
  ok(has(opts, "Prowl - Strategic Mastermind") and has(opts, "no more"), "before the first turn p1 is offered Sentinels; up to: may stop")
  ok(not has(opts, "Ironhide - Steadfast Brawler") and not has(opts, OPTIMUS), "not the team's own Sentinels")
  ok(not has(opts, "Optimus Maximus - Ultimate Defender"), "not the combined form")
  g:act("Prowl - Strategic Mastermind")
  ok(not has(g:options(), "Prowl - Strategic Mastermind"), "different Sentinels: Prowl is not offered twice")
  g:act("Sunstreaker - Bold Warrior")
  g:act("Autobot Mirage - Counterintelligence")
  local ko = H.names(g, "ko", 1)
  table.sort(ko)
  eq(table.concat(ko, ","), "Autobot Mirage - Counterintelligence,Prowl - Strategic Mastermind,Sunstreaker - Bold Warrior",
     "three Sentinels in p1's KO area, and no fourth question")
end)

scenario("Optimus Prime - Gleaming Commander: up to 3 -- the player may take fewer", function()
  local g = optimus_game()
  g:act("Prowl - Strategic Mastermind")
  g:act("no more")
  eq(table.concat(H.names(g, "ko", 1), ","), "Prowl - Strategic Mastermind", "one taken")
end)

-- Unleash Potential, Valuable Contract ------------------------------------------------------------

-- The 1-star battle cards of the pool (the data), by the rules' own reading of the definitions.
local ONE_STAR = "(function() local t = {} for _, d in ipairs(g:card_defs()) do " ..
                 "if d.kind == 'battle' and d.stars == 1 then t[#t + 1] = d.name end end return t end)()"

scenario("Unleash Potential: IF(you've played \"Ancient Wisdom\" [turn]) => CHOOSE BC own <-outside_game HAS 1 star & PUT IT ->own_hand", function()
  local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Unleash Potential" }, played = { "Ancient Wisdom" }, deck = blanks() },
                       p2 = { chars = { "F Wall" }, deck = blanks() } }
  g:act("play Unleash Potential")
  local pool = g:get(ONE_STAR)
  eq(#g:options(), #pool, "one option per 1-star battle card of the pool")
  ok(has(g:options(), "Relentless Invasion"), "e.g. Relentless Invasion (1 star)")
  g:act("Relentless Invasion")
  eq(table.concat(H.names(g, "hand", 1), ","), "Relentless Invasion", "the card is created in p1's hand")
end)

scenario("Unleash Potential played by Ancient Wisdom's \"OPT PLAY Unleashed Potential\": the pair the cards name", function()
  local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Ancient Wisdom", "Unleash Potential" }, deck = blanks() },
                       p2 = { chars = { "F Wall" }, deck = blanks() } }
  g:act("play Ancient Wisdom")
  g:act("Unleash Potential")
  ok(has(g:options(), "Relentless Invasion"), "Ancient Wisdom, resolving, is in the played area: Unleash Potential's condition holds")
  g:act("Relentless Invasion")
  ok(has(H.names(g, "hand", 1), "Relentless Invasion"), "the 1-star card taken from outside the game is in p1's hand")
  eq(H.count_log(g, "p1 takes Relentless Invasion from outside the game"), 1, "logged")
end)

scenario("Unleash Potential: without Ancient Wisdom played this turn it does nothing", function()
  local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Unleash Potential" }, deck = blanks() },
                       p2 = { chars = { "F Wall" }, deck = blanks() } }
  g:act("play Unleash Potential")
  eq(H.size(g, "hand", 1), 0, "no card taken")
  ok(g:prompt():match("^Play a card"), "no question asked")
end)

scenario("Valuable Contract: ON(HOST KOs_enemy_by_attack) => use BOUNTY ; BOUNTY => CHOOSE BC own <-outside_game HAS exactly 1 stars & PUT IT ->own_hand", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", atk = 20, upgrades = { "Valuable Contract" } } }, hand = {}, deck = blanks() },
                       p2 = { chars = { "F Wall", "F Omega" }, deck = blanks() } }
  H.attack(g, "F Striker", "F Wall")
  ok(has(H.names(g, "ko", 2), "F Wall"), "the host's attack KOs the defender")
  ok(has(g:options(), "Relentless Invasion"), "the Bounty offers the 1-star battle cards of the pool")
  g:act("Relentless Invasion")
  eq(table.concat(H.names(g, "hand", 1), ","), "Relentless Invasion", "the card is created in p1's hand")
end)

scenario("Valuable Contract: no KO, no Bounty", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", atk = 3, upgrades = { "Valuable Contract" } } }, hand = {}, deck = blanks() },
                       p2 = { chars = { "F Wall", "F Omega" }, deck = blanks() } }
  H.attack(g, "F Striker", "F Wall")
  eq(H.dmg(g, 2, "F Wall"), 3, "the defender survives")
  eq(H.size(g, "hand", 1), 0, "no card taken")
end)

-- Sky Shadow Sync -------------------------------------------------------------------------------

local TANK, PLANE, SKY = "Sky Shadow (Tank)", "Sky Shadow (Plane)", "Sky Shadow - Elite Warrior"
local function sync_game(extra)
  local chars = { { TANK, dmg = 9 }, PLANE }
  if extra then chars[#chars + 1] = extra end
  local g = H.at_main({ active = 2, p1 = { chars = chars, deck = blanks() },
                        p2 = { chars = { { "F Striker", atk = 20 }, "F Omega" }, deck = blanks() } })
  g:edit("g:new_card('Sky Shadow Sync', 1, TC.z(g, 'stratagems', 1)) return true")
  H.attack(g, "F Striker", TANK)
  return g
end

scenario("Sky Shadow Sync: ON(\"Sky Shadow (Tank)\" or \"Sky Shadow (Plane)\" KOd & HAS Ominus outside_game) => COMBINE them into \"Sky Shadow, Elite Warrior\" Ominus [head]", function()
  local g = sync_game()
  ok(H.char(g, 1, SKY) ~= nil, "the KO'd Tank and the Plane combine into Sky Shadow - Elite Warrior")
  local under = H.names(g, "under", 1)
  table.sort(under)
  eq(table.concat(under, ","), PLANE .. "," .. TANK, "both parts are under the form")
  eq(table.concat(H.names(g, "heads", 1), ","), "Ominus", "Ominus comes from outside the game as a head")
  eq(H.get(g, "g:cget(g:cards(TC.z(g, 'heads', 1))[1], 'host') == T.char(g, 1, %q)", SKY), true, "on the form")
  eq(H.get(g, "TC.kw(g, T.char(g, 1, %q), 'Pierce')", SKY), 4, "its GRANT: the form has Pierce 4")
  eq(H.dmg(g, 2, "F Striker"), 3, "the form's ON(SELF combined) => dmg 3 -> enemy Autobot")
end)

scenario("Sky Shadow Sync: with Ominus already in the player's game, it is not outside the game -- no combining", function()
  local g = sync_game("Ominus")
  eq(H.char(g, 1, SKY), nil, "no form")
  ok(has(H.names(g, "ko", 1), TANK), "the Tank stays KO'd")
end)

-- Skytread --------------------------------------------------------------------------------------

local SPLANE, STANK, RAIDER = "Skytread (Plane) - Special Ops Soldier", "Skytread (Tank) - Special Ops Soldier",
                              "Raider Skytread - Special Ops Soldier"
local function skytread_game()
  return p2_attacks({ chars = { { SPLANE, dmg = 9 }, { STANK, dmg = 2 } }, hand = { "F Blank", "F Action X" },
                      deck = H.list(8, "F Action Y") }, SPLANE, 20)
end

scenario("Skytread (Plane): REVENGE => IF HAS \"Skytread (Tank)\" @bf or @own_KO, OPT COMBINE SELF IT into \"Raider Skytread\" ; => if_done: PUT cards <-own_hand face down under \"Raider Skytread\"", function()
  local g = skytread_game()
  eq(table.concat(g:options(), ","), "yes,no", "p1 may combine the two")
  g:act("yes")
  ok(H.char(g, 1, RAIDER) ~= nil, "Raider Skytread is on p1's battlefield")
  eq(H.dmg(g, 1, RAIDER), 2, "with the damage of the part that was on the battlefield (the Tank's 2)")
  g:act("F Blank")
  g:act("done")
  ok(not has(H.names(g, "hand", 1), "F Blank") and has(H.names(g, "hand", 1), "F Action X"),
     "the card picked left the hand, the other stayed")
  eq(H.get(g, "#TC.under(g, T.char(g, 1, %q))", RAIDER), 1, "it lies face down under Raider Skytread")
end)

scenario("Skytread (Plane): the combining is optional", function()
  local g = skytread_game()
  g:act("no")
  eq(H.char(g, 1, RAIDER), nil, "no form")
  ok(H.char(g, 1, STANK) ~= nil, "the Tank stays on the battlefield")
  ok(has(H.names(g, "hand", 1), "F Blank") and has(H.names(g, "hand", 1), "F Action X"), "the hand is kept")
  eq(H.size(g, "under", 1), 0, "nothing under anything")
end)

scenario("Skytread (Tank): its partner may be in the KO area", function()
  local g = p2_attacks({ chars = { { STANK, dmg = 7 }, "F Wall" }, ko = { SPLANE }, deck = blanks() }, STANK, 20)
  g:act("yes")
  ok(H.char(g, 1, RAIDER) ~= nil, "Raider Skytread from two KO'd parts")
end)

-- Omega Supreme (Tank) --------------------------------------------------------------------------

local OTANK, SHIP, BASE, CAPTAIN = "Omega Supreme (Tank) - Transport City Defender",
  "Omega Supreme (Spaceship) - Transport City Defender", "Omega Supreme (Base) - Transport City Defender",
  "Captain Omega Supreme - Transport City Defender"
-- p1 attacks; p2's deck is empty, so p2's defense flips reshuffle p2's scrap pile.
local function reshuffle_game(ko)
  local g = H.at_main{ p1 = { chars = { OTANK, { SHIP, dmg = 3 }, "F Striker" }, ko = ko, deck = blanks(), hand = {} },
                       p2 = { chars = { "F Wall" }, deck = {}, scrap = blanks(4) } }
  H.attack(g, "F Striker", "F Wall")
  return g
end

scenario("Omega Supreme (Tank): ON(OPP reshuffles opp_deck, IF HAS \"Omega Supreme (Spaceship)\" & \"Omega Supreme (Base)\" @bf or @own_KO) => COMBINE them into \"Captain Omega Supreme\"", function()
  local g = reshuffle_game({ BASE })
  ok(H.count_log(g, "p2 shuffles") >= 1, "p2 reshuffled")
  ok(H.char(g, 1, CAPTAIN) ~= nil, "the three combine into Captain Omega Supreme")
  eq(H.char(g, 1, OTANK), nil, "the Tank is no longer on the battlefield")
  eq(H.size(g, "under", 1), 3, "the three parts are under the form")
  eq(H.dmg(g, 1, CAPTAIN), 3, "with the Spaceship's damage")
end)

scenario("Omega Supreme (Tank): without the Base nothing combines", function()
  local g = reshuffle_game(nil)
  ok(H.count_log(g, "p2 shuffles") >= 1, "p2 reshuffled")
  eq(H.char(g, 1, CAPTAIN), nil, "no form")
end)

-- Tidal Wave - Dark Fleet -----------------------------------------------------------------------

local CARRIER, TRANSPORT, SHIP2, FLEET = "Tidal Wave - Dark Fleet (Aircraft Carrier)", "Tidal Wave - Dark Fleet (Transport)",
  "Tidal Wave - Dark Fleet (Battleship)", "Tidal Wave - Dark Fleet"

scenario("Tidal Wave (Aircraft Carrier): ON(self_attacks) => Deploy character under IT ->bf [alt] ; IF SELF attacking EXTRA_ATTACK[turn], but deployed character", function()
  local g = H.at_main{ p1 = { chars = { { CARRIER, under = { "F Striker" } }, "F Omega" }, deck = blanks() },
                       p2 = { chars = { "F Wall" }, deck = blanks() } }
  H.attack(g, CARRIER, "F Wall")
  ok(H.char(g, 1, "F Striker") ~= nil, "the carried character is deployed")
  eq(mode(g, 1, "F Striker"), 1, "in alt mode")
  eq(H.count_log(g, "extra attack this turn, with F Striker only"), 1, "an extra attack, for it only")
  local pick = g:options()
  eq(#pick, 1, "the extra attack's attacker: one choice")
  ok(pick[1]:match("^F Striker"), "the deployed character only, not F Omega")
  g:act("F Striker")
  eq(H.count_log(g, "F Striker attacks"), 1, "it attacks")
end)

scenario("Tidal Wave (Transport): ON(KOd) => Deploy character under IT ->bf [alt] -- one that was under it", function()
  local g = p2_attacks({ chars = { { TRANSPORT, under = { "F Wall" } }, "F Omega" }, deck = blanks() }, TRANSPORT, 20)
  ok(has(H.names(g, "ko", 1), TRANSPORT), "the Transport is KO'd")
  ok(H.char(g, 1, "F Wall") ~= nil, "the character that was under it is deployed from the KO area")
  eq(mode(g, 1, "F Wall"), 1, "in alt mode")
end)

-- p1: the three parts (the Carrier carries F Striker); p2's F Wall (9 damage, health 10) is hit
-- by the Battleship (ATK 4).  `kos`: KOs already counted this game.
local function fleet_game(kos, opts)
  local g = H.at_main({ p1 = { chars = { SHIP2, { CARRIER, under = { "F Striker" } }, TRANSPORT }, deck = blanks() },
                        p2 = { chars = { { "F Wall", dmg = 9 }, "F Omega" }, deck = blanks() } }, opts)
  g:edit(string.format("g:gset('kos', %d) g:pset(1, 'kos', %d) return true", kos, kos))
  H.attack(g, SHIP2, "F Wall")
  return g
end

scenario("Tidal Wave (Battleship): ON(second character KOd [game] & had Aircraft Carrier & Transport on start_team) => COMBINE them SELF into \"Tidal Wave, Dark Fleet\"", function()
  local g = fleet_game(1)
  eq(g:get("g:gget('kos')"), 2, "the game's second KO (a kernel value)")
  ok(H.char(g, 1, FLEET) ~= nil, "the three combine into Tidal Wave - Dark Fleet")
  eq(H.char(g, 1, SHIP2), nil, "the Battleship is a part now")
  ok(H.char(g, 1, "F Striker") ~= nil, "the Carrier, combining, deploys the character under it (ON(combines))")
  eq(H.get(g, "TC.tapped(g, T.char(g, 2, 'F Omega'))"), true, "the form's ON(SELF combined) => TAP enemy")
end)

scenario("Tidal Wave (Battleship): the first KO of the game does not combine", function()
  local g = fleet_game(0)
  eq(g:get("g:gget('kos')"), 1, "the first KO")
  eq(H.char(g, 1, FLEET), nil, "no form")
end)

scenario("Tidal Wave (Battleship), option second_ko_either_side=false: only its owner's characters count", function()
  local g = fleet_game(1, "second_ko_either_side=false")
  eq(H.char(g, 1, FLEET), nil, "p2's character KO'd: no form")
  g = p2_attacks({ chars = { SHIP2, CARRIER, TRANSPORT, { "F Omega", dmg = 19 } }, deck = blanks() }, "F Omega", 20,
                 "second_ko_either_side=false")
  eq(H.char(g, 1, FLEET), nil, "p1's first KO: no form")
end)

scenario("Tidal Wave (Battleship), option second_ko_either_side=false: its owner's second KO combines", function()
  local g = H.at_main({ active = 2, p1 = { chars = { SHIP2, CARRIER, TRANSPORT, { "F Omega", dmg = 19 } }, deck = blanks() },
                        p2 = { chars = { { "F Striker", atk = 20 } }, deck = blanks() } }, "second_ko_either_side=false")
  g:edit("g:gset('kos', 5) g:pset(1, 'kos', 1) return true")
  H.attack(g, "F Striker", "F Omega")
  ok(H.char(g, 1, FLEET) ~= nil, "p1's second KO: the three combine")
end)

-- Relentless Invasion ---------------------------------------------------------------------------

local TRYP = "Trypticon - Assault Base"
local CREW = { "Brunt - Artillery Drone", "Full-Tilt - Base Recon", "Wipe-Out - Devoted Minion" }

scenario("Relentless Invasion: IF(HAS \"Trypticon, Assault Base\" @bf) => PUT \"Full-Tilt\", \"Wipe-Out\", & Brunt @own_KO ->bf fully repaired ; ... ; @turn_end, PUT each those characters that's still @bf under Trypticon", function()
  local g = H.at_main{ p1 = { chars = { { TRYP, under = {} } }, ko = CREW, hand = { "Relentless Invasion" }, deck = blanks() },
                       p2 = { chars = { "F Wall" }, deck = blanks() } }
  g:edit("for _, x in ipairs(g:cards(TC.z(g, 'ko', 1))) do g:cset(x, 'dmg', 2) end return true")
  g:act("play Relentless Invasion")
  for _, n in ipairs(CREW) do
    ok(H.char(g, 1, n) ~= nil, n .. " is on the battlefield")
    eq(H.dmg(g, 1, n), 0, n .. " is fully repaired")
  end
  eq(H.size(g, "ko", 1), 0, "the KO area is empty")
  H.attack(g, "Brunt - Artillery Drone", "F Wall")       -- one of them attacks this turn
  for _ = 1, 10 do
    if g:active() == 2 then break end
    g:act(1)
  end
  eq(g:active(), 2, "the turn ended")
  local under = H.names(g, "under", 1)
  table.sort(under)
  eq(table.concat(under, ","), table.concat(CREW, ","), "at the end of the turn the three went under Trypticon")
  eq(H.get(g, "#TC.under(g, T.char(g, 1, %q))", TRYP), 3, "under Trypticon")
end)

scenario("Relentless Invasion: without Trypticon on the battlefield nothing happens", function()
  local g = H.at_main{ p1 = { chars = { "F Striker" }, ko = CREW, hand = { "Relentless Invasion" }, deck = blanks() },
                       p2 = { chars = { "F Wall" }, deck = blanks() } }
  g:act("play Relentless Invasion")
  eq(H.size(g, "ko", 1), 3, "the three stay KO'd")
end)

-- Random play -----------------------------------------------------------------------------------

-- Two teams of this round's cards (star limits lifted), played to the end by a fixed pseudo-random
-- answer sequence: every game ends, and the round's effects happen in ordinary play.
local D1 = "1 " .. SHIP2 .. ";1 " .. CARRIER .. ";1 " .. TRANSPORT .. ";1 " .. TRYP .. ";1 " .. TANK .. ";1 " .. PLANE ..
           ";1 Sky Shadow Sync;3 Relentless Invasion;3 Valuable Contract;3 Zap;3 Unleash Potential;3 Ancient Wisdom"
local D2 = "1 " .. GRIMLOCK .. ";1 " .. OPTIMUS .. ";1 " .. OTANK .. ";1 " .. SHIP .. ";1 " .. BASE .. ";1 " .. SPLANE ..
           ";1 " .. STANK .. ";3 Ancient Wisdom;3 Unleash Potential;3 Valuable Contract;3 Zap;3 Relentless Invasion"

scenario("Random play with the round's cards: every game ends, and the takings and combinings happen", function()
  local seen = {}
  for seed = 1, 8 do
    local g = game{ seed = seed, options = "team_stars=99,deck_min=0,battle_card_stars=false,deck1=" .. D1 .. ",deck2=" .. D2 }
    local n = 0
    while not g:over() and n < 3000 do
      g:act((seed * 7 + n * 13) % #g:options() + 1)
      n = n + 1
    end
    ok(g:over(), "game " .. seed .. " ended")
    for _, l in ipairs(g:log()) do
      for _, what in ipairs({ "from outside the game", "into " .. FLEET, "into " .. SKY, "into " .. CAPTAIN }) do
        if l:find(what, 1, true) then seen[what] = true end
      end
    end
  end
  for _, what in ipairs({ "from outside the game", "into " .. FLEET, "into " .. SKY, "into " .. CAPTAIN }) do
    ok(seen[what], "seen: " .. what)
  end
end)

-- Volcanicus - Fiery Champion: "ON(self_attacks on turn IT's combined) => PER BC FLIP w/>= {OR},
-- dmg 1 -> DEFENDER" (combine2.lua): after its side's flips, 1 damage to the defender for each card
-- flipped with an orange icon -- only on the turn the form was made.
local VOLCANICUS = "Volcanicus - Fiery Champion"
local DINOBOTS = { "Grimlock - Dinobot Leader", "Dinobot Sludge - Mighty Stomper", "Dinobot Slug - Battering Ram",
                   "Dinobot Snarl - Desert Warrior", "Dinobot Swoop - Fearsome Flyer" }
local function volcanicus_attacks(chars, deck)
  local g = H.at_main({ p1 = { chars = chars, hand = { "Dinobot Enigma" }, deck = deck },
                        p2 = { chars = { "F Wall" }, deck = H.list(10, "F Blank") } })
  if #chars > 1 then g:act("play Dinobot Enigma") end
  H.attack(g, "Volcanicus", "F Wall")
  return g
end

scenario("Volcanicus, combined this turn, attacks: 1 damage to the defender per flipped card with an orange icon", function()
  local bots = {}
  for i, n in ipairs(DINOBOTS) do bots[i] = { n, mode = 2 } end
  local g = volcanicus_attacks(bots, { "F Orange2", "F Blank", "F Orange2", "F Blank" })
  eq(H.count_log(g, VOLCANICUS .. "'s ability resolves: ON(self_attacks on turn IT's combined)"), 1, "it triggers")
  eq(H.log_lines(g, "F Wall takes")[1], "F Wall takes 1 damage (1/10)",
     "one of its two flips has an orange icon (F Orange2 counts once, not per icon)")
end)

scenario("Volcanicus on a later turn than its combining: its attack deals no extra damage", function()
  local g = volcanicus_attacks({ VOLCANICUS }, H.list(10, "F Orange2"))
  eq(H.count_log(g, VOLCANICUS .. "'s ability resolves"), 0, "not the turn it combined")
end)
