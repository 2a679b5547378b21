-- TC-109 Solo has no Assists. Given Solo with 2 Damage battling a Decepticon Robot. Then there is no
-- Assist window and no mandatory Assist requirement; the battle is decided by the player's own
-- Power.

local H = require "lib.tf"
local ready, names, pos, power = H.ready, H.names, H.pos, H.power

scenario("TC-109 Solo: battles have no Assist window", function()
  local g = ready({ players = 1, options = "mode=solo" }, { matrix = { ["1,0"] = { "Rumble", up = true } },
    p1 = { mode = "bot", pos = { 1, 0 }, hand = {}, front = { "Damage", "Damage" }, played = { { "Courage", power = 2 } } } })
  g:act("battle Rumble")
  ok(g:prompt():find("action phase"), "no Assist window, no decline question: " .. g:prompt())
  eq(names(g, "vault", 1), { "Rumble" }, "decided by P1's own Power")
end)
