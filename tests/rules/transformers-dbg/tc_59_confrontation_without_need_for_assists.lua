-- TC-59 Confrontation without need for Assists.
-- Given a Confrontation, 0 Damage, total 12 vs cost 10 after the Encounter; P2 placed an Assist.
-- Then no Assist is resolved; P2 gains nothing; P2's card is discarded.

local H = require "lib.tf"
local names, energon, vp, pos, power, count_log, conf =
  H.names, H.energon, H.vp, H.pos, H.power, H.count_log, H.conf

scenario("TC-59 Enough Power: the placed Assist is not resolved and earns nothing", function()
  local g = conf{ p1 = { mode = "bot", energon = 2, pos = { 1, 0 }, hand = {}, played = { { "Courage", power = 12 } } },
                  p3 = { pos = { 3, 3 }, hand = {} } }
  g:act("confront Starscream")
  g:act("Photon Blaster")
  eq(count_log(g, "Assist is resolved"), 0, "no Assist resolved")
  eq(vp(g, 1), 4, "P1 wins the reward")
  eq(vp(g, 2), 0, "P2 gains nothing")
  eq(names(g, "discard", 2), { "Photon Blaster" }, "P2's card is discarded")
end)
