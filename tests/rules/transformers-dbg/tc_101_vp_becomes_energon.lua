-- TC-101 VP becomes Energon. [RB Co-op 1]
-- Given Co-op; P1 defeats Starscream ("Gain 4 VP") with P2's legal Assist resolved. Then P1 and P2
-- each gain 4 Energon; Starscream goes to P1's Vault.

local H = require "lib.tf"
local new, ready, names, size, energon, vp, pos, cell, power, card_pm, count_log, has_option, sorted =
  H.new, H.ready, H.names, H.size, H.energon, H.vp, H.pos, H.cell, H.power, H.card_pm,
  H.count_log, H.has_option, H.sorted
local _ = { new, ready, names, size, energon, vp, pos, cell, power, card_pm, count_log, has_option, sorted }

local function boss_fight(options)
  local g = ready({ options = options }, { matrix = { ["1,0"] = { "Starscream", up = true } },
    force_encounters = { "Quiet Encounter" },
    p1 = { mode = "bot", energon = 0, pos = { 1, 0 }, hand = {}, played = { { "Courage", power = 7 } } },
    p2 = { mode = "bot", energon = 0, pos = { 1, 0 }, hand = { "Courage" } } })
  g:act("confront Starscream")
  g:act("Courage")
  return g
end

scenario("TC-101 In co-op 'Gain 4 VP' gives 4 Energon to each recipient", function()
  local g = boss_fight("mode=coop")
  eq(names(g, "vault", 1), { "Starscream" }, "Starscream in P1's Vault")
  eq(energon(g, 1), 4, "P1 +4 Energon")
  eq(energon(g, 2), 4, "P2 +4 Energon")
  eq(vp(g, 1), 0, "no VP")
end)
