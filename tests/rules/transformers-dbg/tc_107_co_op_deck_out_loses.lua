-- TC-107 Co-op deck-out loses. Given Co-op and an empty main deck when EOT.2 needs a card. Then the
-- team loses.

local H = require "lib.tf"
local new, ready, names, size, energon, vp, pos, cell, power, card_pm, count_log, has_option, sorted =
  H.new, H.ready, H.names, H.size, H.energon, H.vp, H.pos, H.cell, H.power, H.card_pm,
  H.count_log, H.has_option, H.sorted
local _ = { new, ready, names, size, energon, vp, pos, cell, power, card_pm, count_log, has_option, sorted }

scenario("TC-107 Co-op: running out of main deck is a team loss", function()
  local g = ready({ options = "mode=coop" }, { main_deck = {}, p1 = { pos = { 1, 1 } }, p2 = { pos = { 0, 0 } } })
  g:act("end turn")
  ok(g:over(), "over")
  eq(g:winners(), {}, "lost")
  ok(g:result():find("lose"), g:result())
end)
