-- "INSTEAD" replacement effects of Upgrades on their host (replace.lua): non-attack damage minus
-- one (Ultra Magnus Armor), repair plus one (Toolbox), attack damage halved and the Upgrade
-- scrapped (Blast Suit, a C3 modifier of the defending player).  Not in the digest beyond 7.3
-- and Safeguard: the card data's notation.
local H = require "lib.tcg"

local function blanks(n) return H.list(n or 8, "F Blank") end

scenario("Ultra Magnus Armor: IF(HOST take NA_dmg) => INSTEAD IT takes same_amount damages minus one", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", upgrades = { "Ultra Magnus Armor" } }, "F Omega" } }, p2 = { chars = { "F Wall" } } }
  g:edit("TC.place_damage(g, T.char(g, 1, 'F Striker'), 3, false) return true")
  eq(H.dmg(g, 1, "F Striker"), 2, "3 non-attack damage: 2")
  g:edit("TC.place_damage(g, T.char(g, 1, 'F Striker'), 1, false) return true")
  eq(H.dmg(g, 1, "F Striker"), 2, "1 non-attack damage: none")
  g:edit("TC.place_damage(g, T.char(g, 1, 'F Omega'), 3, false) return true")
  eq(H.dmg(g, 1, "F Omega"), 3, "another character takes it all")
end)

scenario("Toolbox: IF(damage repaired from HOST) => INSTEAD repair same_amount damage plus 1 (never more than the damage)", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", dmg = 5, upgrades = { "Toolbox" } } } }, p2 = { chars = { "F Wall" } } }
  g:edit("TC.repair(g, T.char(g, 1, 'F Striker'), 2) return true")
  eq(H.dmg(g, 1, "F Striker"), 2, "repair 2 repairs 3")
  g:edit("TC.repair(g, T.char(g, 1, 'F Striker'), 2) return true")
  eq(H.dmg(g, 1, "F Striker"), 0, "3 would be more than the 2 damage left: 2")
end)

scenario("Blast Suit: IF(HOST take ATK_dmg) => INSTEAD IT takes half same_amount damage rounded down, & SCRAP THIS_CARD", function()
  local g = H.at_main{ p1 = { chars = { { "F Wall", tapped = true } }, hand = { "Blast Suit" }, deck = blanks() },
                       p2 = { chars = { { "F Striker", atk = 5 } }, deck = blanks() } }
  g:act("play Blast Suit on F Wall")
  g:act("end main phase")                                    -- p1 cannot attack (A1): p2's turn
  eq(g:active(), 2, "p2's turn")
  H.attack(g, "F Striker", "F Wall")
  eq(H.dmg(g, 1, "F Wall"), 2, "5 attack damage halved, rounded down")
  ok(table.concat(H.names(g, "scrap", 1), ","):find("Blast Suit", 1, true), "the Suit is scrapped")
  eq(H.size(g, "upgrades", 1), 0, "and off its host")
end)

scenario("Skrapnel (bot): SELF CANNOT take > 3 ATK_dmg from single attack -- after the modifiers (C3)", function()
  local name = "Insecticon Skrapnel - Insecticon Leader"
  local function hit(mode)
    local g = H.at_main{ active = 2, p1 = { chars = { { name, mode = mode } }, deck = blanks() },
                         p2 = { chars = { { "F Striker", atk = 9 } }, deck = blanks() } }
    H.attack(g, "F Striker", "Insecticon")
    return H.dmg(g, 1, name)
  end
  eq(hit(2), 3, "bot: 9 damage, 3 taken")
  eq(hit(1), 6, "alt (DEF 3): no cap, 6 taken")
end)

scenario("Whirl (bot): SELF CANNOT take > 5 ATK_dmg from single Ranged character's attack", function()
  local name = "Autobot Whirl - Aerial Assault"
  local function hit(attacker, atk)
    local g = H.at_main{ active = 2, p1 = { chars = { { name, mode = 2 } }, deck = blanks() },
                         p2 = { chars = { { attacker, atk = atk } }, deck = blanks() } }
    H.attack(g, attacker, "Autobot Whirl")
    return H.dmg(g, 1, name)
  end
  eq(hit("Megatron - Arrogant Ruler", 6), 5, "a Ranged attacker (ATK 3 + 6 against DEF 1: 8): 5 taken")
  eq(hit("F Striker", 9), 8, "F Striker has no Ranged trait (ATK 9 against DEF 1): 8 taken")
end)

-- Force Field moved between hosts (as Chop Shop or "MOVE Upgrade" do): its attach trigger runs
-- again on the new host; the replacement must still be one effect, offered once, for the new host.
local MOVE_FF = "local u = g:cards(TC.z(g, 'upgrades', 1))[1] TC.attach(g, 1, u, T.char(g, 1, %q), true) return true"
scenario("Force Field moved to another host: IF(HOST take 5 or_more ATK_dmg) => INSTEAD ... applies once, to the new host", function()
  local g = H.at_main{ p1 = { chars = { { "F Wall", tapped = true }, { "F Tapper", tapped = true } }, hand = { "Force Field" }, deck = blanks() },
                       p2 = { chars = { { "F Striker", atk = 9 } }, deck = blanks() } }
  g:act("play Force Field on F Wall")
  g:edit(string.format(MOVE_FF, "F Tapper"))
  g:edit(string.format(MOVE_FF, "F Wall"))                     -- and back: three attachments in all
  g:edit(string.format(MOVE_FF, "F Tapper"))
  eq(H.get(g, "(function() local n = 0 for _, e in ipairs(g:effects('dmg_mod')) do if g:name(e.source) == 'Force Field' then n = n + 1 end end return n end)()"),
     1, "one damage modifier for one Force Field")
  g:act("end main phase")                                    -- p1 cannot attack (all tapped): p2's turn
  eq(g:active(), 2, "p2's turn")
  H.attack(g, "F Striker", "F Tapper")
  eq(H.count_log(g, "Force Field: damage"), 1, "offered once: no choice between copies of it")
  eq(H.count_log(g, "Force Field: damage 8 -> 4"), 1, "and it replaced the damage (9 against DEF 1)")
  ok(H.dmg(g, 1, "F Tapper") == 4, "the new host's damage became 4")
  ok(table.concat(H.names(g, "scrap", 1), ","):find("Force Field", 1, true), "Force Field scrapped")
end)

scenario("Force Field moved away: its old host takes the attack damage in full", function()
  local g = H.at_main{ p1 = { chars = { { "F Wall", tapped = true }, { "F Tapper", tapped = true } }, hand = { "Force Field" }, deck = blanks() },
                       p2 = { chars = { { "F Striker", atk = 9 } }, deck = blanks() } }
  g:act("play Force Field on F Wall")
  g:edit(string.format(MOVE_FF, "F Tapper"))
  g:act("end main phase")
  H.attack(g, "F Striker", "F Wall")
  eq(H.count_log(g, "Force Field: damage 9 -> 9"), 1, "no replacement on the old host")
  eq(H.dmg(g, 1, "F Wall"), 9, "F Wall takes all 9")
  eq(H.size(g, "upgrades", 1), 1, "Force Field stays on F Tapper")
end)

-- Emergency Defense Field: "IF(host_defends & take even amount ATK_dmg) => INSTEAD IT takes no
-- ATK_dmg" (a C3 modifier of the defending player) and "ON(host_defends & takes no ATK_dmg) =>
-- SCRAP THIS_CARD" (after the attack, P1: the damage after C3 was 0, replaced or not).
local function edf_attack(atk)
  local g = H.at_main{ p1 = { chars = { { "F Wall", tapped = true } }, hand = { "Emergency Defense Field" }, deck = blanks() },
                       p2 = { chars = { { "F Striker", atk = atk } }, deck = blanks() } }
  g:act("play Emergency Defense Field on F Wall")
  g:act("end main phase")
  H.attack(g, "F Striker", "F Wall")
  return g
end
scenario("Emergency Defense Field: an even amount of attack damage to its host becomes none, and the Field is scrapped", function()
  local g = edf_attack(6)
  eq(H.dmg(g, 1, "F Wall"), 0, "6 attack damage: none taken")
  ok(table.concat(H.names(g, "scrap", 1), ","):find("Emergency Defense Field", 1, true), "took no damage: scrapped")
end)
scenario("Emergency Defense Field: an odd amount is taken in full, and the Field stays", function()
  local g = edf_attack(5)
  eq(H.dmg(g, 1, "F Wall"), 5, "5 attack damage taken")
  eq(table.concat(H.names(g, "upgrades", 1), ","), "Emergency Defense Field", "still on F Wall")
end)
scenario("Emergency Defense Field: a defence that does no damage at all also scraps it (takes no ATK_dmg)", function()
  local g = edf_attack(0)
  eq(H.dmg(g, 1, "F Wall"), 0, "0 damage")
  eq(H.size(g, "upgrades", 1), 0, "scrapped after the attack")
end)
