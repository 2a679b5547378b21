-- TC-43 Reserves threshold. Given 4 Energon. When Reserves is played. Then no Energon is gained.
-- Given 3 Energon: gain 1 (->4).

local H = require "lib.tf"
local new, ready, names, size, energon, vp, pos, cell, power, card_pm, count_log, has_option, sorted =
  H.new, H.ready, H.names, H.size, H.energon, H.vp, H.pos, H.cell, H.power, H.card_pm,
  H.count_log, H.has_option, H.sorted
local _ = { new, ready, names, size, energon, vp, pos, cell, power, card_pm, count_log, has_option, sorted }

scenario("TC-43 Reserves gives 1 Energon only at 3 or fewer", function()
  local g = ready({}, { p1 = { energon = 4, pos = { 1, 1 }, hand = { "Reserves" } } })
  g:act("play Reserves")
  eq(energon(g, 1), 4, "4: nothing gained")
  g:setup{ p1 = { energon = 3, hand = { "Reserves" } } }
  g:act("play Reserves")
  eq(energon(g, 1), 4, "3: gains 1")
end)
