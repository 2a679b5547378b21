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
