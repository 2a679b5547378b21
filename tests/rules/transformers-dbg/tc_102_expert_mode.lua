-- TC-102 Expert mode. Given Co-op Expert. Then the same defeat gives no Energon; "Lose 1 VP" costs
-- nothing.

local H = require "lib.tf"
local ready, names, energon, pos, count_log, boss_fight =
  H.ready, H.names, H.energon, H.pos, H.count_log, H.boss_fight

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
