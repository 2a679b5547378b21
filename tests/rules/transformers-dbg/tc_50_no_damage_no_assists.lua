-- TC-50 No Damage, no Assists. [RB How to battle 3 note]
-- Given P1 (no Damage) declares a battle against a Decepticon Robot. When P2 tries to place an
-- Assist. Then rejected.

local H = require "lib.tf"
local ready, names, size, pos, power = H.ready, H.names, H.size, H.pos, H.power

scenario("TC-50 Without Damage nobody may Assist in a non-Boss battle", function()
  local g = ready({}, { matrix = { ["1,0"] = { "Rumble", up = true } },
    p1 = { mode = "bot", pos = { 1, 0 }, hand = {}, played = { { "Courage", power = 2 } } },
    p2 = { mode = "bot", pos = { 1, 0 }, hand = { "Courage", "Roll Out!" } } })
  g:act("battle Rumble")
  eq(g:player(), 1, "P2 is never asked")
  eq(names(g, "vault", 1), { "Rumble" }, "the battle resolved on P1's own Power")
  eq(size(g, "hand", 2), 2, "P2 placed nothing")
end)
