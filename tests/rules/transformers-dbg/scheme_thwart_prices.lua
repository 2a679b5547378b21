-- K-57 Decepticon Scheme thwarts priced as data (the cards' `thwart` = { on_space, power,
-- energon, text }): the kernel offers a thwart while its place and price hold, refuses it in
-- the card's own words otherwise, and TF.thwart_run pays the price before the Scheme goes to
-- the Vault. Sabotaged Supply Lines: 3 Power that reaches it, from anywhere; Divided
-- Loyalties: 4 Power on its space; Energon Embargo: 4 Energon on its space (all three
-- RECONSTRUCTIONS of their thwart conditions, marked so in their files).

local H = require "lib.tf"
local ready, names, energon, power, has_option = H.ready, H.names, H.energon, H.power, H.has_option

scenario("Sabotaged Supply Lines: thwarted with 3 Power whose Range reaches it, which is spent", function()
  local g = ready({}, { matrix = { ["0,1"] = { "Sabotaged Supply Lines", up = true } },
    p1 = { mode = "bot", pos = { 1, 1 }, energon = 0, hand = {}, played = { { "Courage", power = 9 } } } })
  ok(not has_option(g, "thwart Sabotaged Supply Lines"), "9 Power of Range 0, one space away: not offered")
  eq(g:why("thwart Sabotaged Supply Lines"), "spend 3 Power that reaches this card", "the card's own words")
  g:setup{ p1 = { played = { { "Bluestreak", power = 3 } } } }
  ok(has_option(g, "thwart Sabotaged Supply Lines"), "Bluestreak's 3 Power with Range 2 reaches it: offered")
  g:act("thwart Sabotaged Supply Lines")
  eq(names(g, "vault", 1), { "Sabotaged Supply Lines" }, "in P1's Vault")
  eq(power(g, 1, 1), 0, "the 3 Power that reached it is spent")
end)

scenario("Divided Loyalties: thwarted only on its space, with 4 Power there", function()
  local g = ready({}, { matrix = { ["0,1"] = { "Divided Loyalties", up = true } },
    p1 = { mode = "bot", pos = { 1, 1 }, energon = 0, hand = {}, played = { { "Courage", power = 5 } } } })
  eq(g:why("thwart Divided Loyalties"), "your standee must be on the Scheme's space to thwart it",
     "one space away: refused for its place, whatever the Power")
  g:setup{ p1 = { pos = { 0, 1 }, played = { { "Courage", power = 3 } } } }
  eq(g:why("thwart Divided Loyalties"), "spend 4 Power on this space", "on its space with 3 Power: its price")
  g:setup{ p1 = { played = { { "Courage", power = 5 } } } }
  g:act("thwart Divided Loyalties")
  eq(names(g, "vault", 1), { "Divided Loyalties" }, "in P1's Vault")
  eq(power(g, 1, 0), 1, "4 of the 5 Power spent")
end)

scenario("Energon Embargo: thwarted on its space by paying 4 Energon", function()
  local g = ready({}, { matrix = { ["0,1"] = { "Energon Embargo", up = true } },
    p1 = { mode = "bot", pos = { 0, 1 }, energon = 3, hand = {}, played = {} } })
  eq(g:why("thwart Energon Embargo"), "pay 4 Energon on this space", "3 Energon: refused")
  g:setup{ p1 = { energon = 5 } }
  g:act("thwart Energon Embargo")
  eq(names(g, "vault", 1), { "Energon Embargo" }, "in P1's Vault")
  eq(energon(g, 1), 1, "4 Energon paid")
end)
