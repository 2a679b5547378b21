-- TC-107 Co-op deck-out loses. Given Co-op and an empty main deck when EOT.2 needs a card. Then the
-- team loses.

local H = require "lib.tf"
local ready, pos = H.ready, H.pos

scenario("TC-107 Co-op: running out of main deck is a team loss", function()
  local g = ready({ options = "mode=coop" }, { main_deck = {}, p1 = { pos = { 1, 1 } }, p2 = { pos = { 0, 0 } } })
  g:act("end turn")
  ok(g:over(), "over")
  eq(g:winners(), {}, "lost")
  ok(g:result():find("lose"), g:result())
end)
