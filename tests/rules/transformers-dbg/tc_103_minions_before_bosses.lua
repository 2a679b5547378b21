-- TC-103 Minions before Bosses. [RB Co-op 2]
-- Given Co-op, a faceup Decepticon Robot anywhere in the Matrix and a faceup Boss on P1's space.
-- When P1 tries to Confront. Then rejected. After the Robot is defeated, accepted.

local H = require "lib.tf"
local ready, names, pos, power, has_option = H.ready, H.names, H.pos, H.power, H.has_option

scenario("TC-103 Co-op: no Confrontation while a non-Boss Adversary is faceup", function()
  local g = ready({ options = "mode=coop" }, { matrix = { ["1,0"] = { "Starscream", up = true }, ["1,1"] = { "Rumble", up = true } },
    p1 = { mode = "bot", pos = { 1, 0 }, hand = {}, played = { { "Photon Blaster", power = 12 } } },
    p2 = { pos = { 2, 3 }, hand = {} } })
  ok(not has_option(g, "confront Starscream"), "refused")
  ok(g:why("confront Starscream"):find("non%-Boss Adversary"), g:why("confront Starscream"))
  g:act("battle Rumble")
  g:act("battle on")
  eq(names(g, "vault", 1), { "Rumble" }, "the Robot is defeated")
  g:setup{ p1 = { played = { { "Courage", power = 9 } } } }
  ok(has_option(g, "confront Starscream"), "now accepted")
end)
