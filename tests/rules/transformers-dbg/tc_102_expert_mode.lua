-- TC-102 Expert mode. Given Co-op Expert. Then the same defeat gives no Energon; "Lose 1 VP" costs
-- nothing.

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

scenario("TC-102 Expert co-op: VP changes do nothing", function()
  local g = boss_fight("mode=coop,expert=true")
  eq(names(g, "vault", 1), { "Starscream" }, "defeated")
  eq(energon(g, 1), 0, "no Energon")
  eq(energon(g, 2), 0, "no Energon")
end)

scenario("TC-102 Expert co-op: 'Lose 1 VP' costs nothing", function()
  local g = ready({ options = "mode=coop,expert=true" }, { matrix = { ["1,0"] = { "Rumble", up = true } },
    force_encounters = { "Crossfire" }, p1 = { mode = "alt", energon = 3, pos = { 1, 1 }, hand = {} } })
  g:act("move to (1,0)")
  eq(energon(g, 1), 3, "Crossfire's 'Lose 1 VP' did nothing")
  eq(count_log(g, "nothing happens"), 1, "logged")
end)
