-- TC-43 Reserves threshold. Given 4 Energon. When Reserves is played. Then no Energon is gained.
-- Given 3 Energon: gain 1 (->4).

local H = require "lib.tf"
local ready, energon, pos = H.ready, H.energon, H.pos

scenario("TC-43 Reserves gives 1 Energon only at 3 or fewer", function()
  local g = ready({}, { p1 = { energon = 4, pos = { 1, 1 }, hand = { "Reserves" } } })
  g:act("play Reserves")
  eq(energon(g, 1), 4, "4: nothing gained")
  g:setup{ p1 = { energon = 3, hand = { "Reserves" } } }
  g:act("play Reserves")
  eq(energon(g, 1), 4, "3: gains 1")
end)
