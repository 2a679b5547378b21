-- TC-59 Confrontation without need for Assists.
-- Given a Confrontation, 0 Damage, total 12 vs cost 10 after the Encounter; P2 placed an Assist.
-- Then no Assist is resolved; P2 gains nothing; P2's card is discarded.

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
