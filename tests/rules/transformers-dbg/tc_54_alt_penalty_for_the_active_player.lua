-- TC-54 Alt penalty for the active player.
-- Given P1 in Alt Mode has exactly 4 eligible Power against a cost-4 Decepticon Robot, no Damage.
-- When P1 battles. Then the total is 3 and the battle fails (cleanup still happens). Had P1
-- Converted to Bot (1 Energon) before BTL.6, the total would be 4 and it would succeed.

local H = require "lib.tf"
local ready, names, size, energon, pos, power, count_log =
  H.ready, H.names, H.size, H.energon, H.pos, H.power, H.count_log

local SPEC = { matrix = { ["1,0"] = { "Thundercracker", up = true } },
  p1 = { character = "Ironhide", mode = "alt", energon = 1, pos = { 1, 0 }, hand = {}, played = { { "Courage", power = 4 } } } }

scenario("TC-54 In Alt Mode the battle total is 1 lower", function()
  local g = ready({}, SPEC)
  g:act("battle Thundercracker")
  ok(g:prompt():find("Convert to Bot Mode now"), "a Convert is offered before the outcome")
  g:act("no")
  eq(count_log(g, "battle outcome: 3 Power against cost 4"), 1, "4 - 1 = 3")
  eq(size(g, "vault", 1), 0, "the battle fails")
  eq(names(g, "discard", 1), { "Courage" }, "cleanup happened")
end)

scenario("TC-54 Converting to Bot before the outcome avoids the penalty", function()
  local g = ready({}, SPEC)
  g:act("battle Thundercracker")
  g:act("yes")
  eq(count_log(g, "battle outcome: 4 Power against cost 4"), 1, "4")
  eq(names(g, "vault", 1), { "Thundercracker" }, "defeated")
  eq(energon(g, 1), 0, "the Convert cost 1 Energon")
end)
