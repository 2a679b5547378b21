-- ZG-01 (digest 17): Firefight Frontgear vs Magnetron Generator.  Pairs
-- G/ex : G/ar, R/ap : R, Y : Y -> 3 matches, 2 strikes (green blocked by
-- armor, the explosive has no power over armor, the AP faces no armor or
-- weak point): Magnetron Generator is slagged.
local H = require "lib.zg"

scenario("ZG-01 Firefight Frontgear slags Magnetron Generator with 3 matches and 2 strikes", function()
  local g = H.start{ setup = { p2 = { deck = { "Magnetron Generator" } }, p1 = { hand = { "Firefight Frontgear" } } },
                     p2at = { 5, 2, 0 } }
  H.attack(g, "Firefight Frontgear", 2, "A", "A")
  ok(H.logged(g, "3 matches"), "3 matches")
  ok(H.logged(g, "^2 strikes$"), "2 strikes")
  g:act("no save")
  ok(H.has(H.names(g, "slag", 2), "Magnetron Generator"), "Magnetron Generator is in p2's slag heap")
  ok(H.logged(g, "2 strikes on Magnetron Generator: slag"), "the chart says slag")
end)
