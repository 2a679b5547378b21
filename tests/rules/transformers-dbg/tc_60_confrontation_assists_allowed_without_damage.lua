-- TC-60 Confrontation Assists allowed without Damage. Given the active player has 0 Damage and
-- declares a Confrontation. When P2 places a legal Assist. Then accepted.

local H = require "lib.tf"
local new, ready, names, size, energon, vp, pos, cell, power, card_pm, count_log, has_option, sorted =
  H.new, H.ready, H.names, H.size, H.energon, H.vp, H.pos, H.cell, H.power, H.card_pm,
  H.count_log, H.has_option, H.sorted
local _ = { new, ready, names, size, energon, vp, pos, cell, power, card_pm, count_log, has_option, sorted }

local function conf(spec_extra)
  local spec = { matrix = { ["1,0"] = { "Starscream", up = true, cost = 10 } }, force_encounters = { "Quiet Encounter" },
    p1 = { mode = "bot", energon = 2, pos = { 1, 0 }, hand = {}, played = { { "Courage", power = 8 } } },
    p2 = { character = "Wheeljack", mode = "bot", pos = { 1, 0 }, hand = { "Photon Blaster" } },
    p3 = { character = "Optimus Prime", mode = "bot", pos = { 1, 0 }, hand = { "Cliffjumper" } } }
  for k, v in pairs(spec_extra or {}) do spec[k] = v end
  return ready({ players = 3 }, spec)
end

scenario("TC-60 Anyone may Assist a Confrontation, Damage or not", function()
  local g = conf{ p3 = { pos = { 3, 3 }, hand = {} } }
  eq(g:get("TF.damage_count(g, 1)"), 0, "P1 has no Damage")
  g:act("confront Starscream")
  eq(g:player(), 2, "P2 is offered the Assist")
  g:act("Photon Blaster")
  eq(names(g, "discard", 2), { "Photon Blaster" }, "it was placed (and discarded after the battle)")
  eq(count_log(g, "p2 places an Assist"), 1, "accepted")
end)
