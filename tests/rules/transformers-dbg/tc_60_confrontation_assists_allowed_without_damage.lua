-- TC-60 Confrontation Assists allowed without Damage. Given the active player has 0 Damage and
-- declares a Confrontation. When P2 places a legal Assist. Then accepted.

local H = require "lib.tf"
local names, pos, count_log, conf = H.names, H.pos, H.count_log, H.conf

scenario("TC-60 Anyone may Assist a Confrontation, Damage or not", function()
  local g = conf{ p3 = { pos = { 3, 3 }, hand = {} } }
  eq(g:get("TF.damage_count(g, 1)"), 0, "P1 has no Damage")
  g:act("confront Starscream")
  eq(g:player(), 2, "P2 is offered the Assist")
  g:act("Photon Blaster")
  eq(names(g, "discard", 2), { "Photon Blaster" }, "it was placed (and discarded after the battle)")
  eq(count_log(g, "p2 places an Assist"), 1, "accepted")
end)
