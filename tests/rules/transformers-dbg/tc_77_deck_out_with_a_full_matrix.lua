-- TC-77 Deck-out with a full Matrix. Given a full Matrix and an empty main deck. When EOT.2b runs.
-- Then the game ends.

local H = require "lib.tf"
local ready, pos = H.ready, H.pos

scenario("TC-77 A full Matrix and an empty main deck end the game", function()
  local g = ready({}, { main_deck = {}, p1 = { pos = { 1, 1 }, hand = {} }, p2 = { pos = { 0, 0 } } })
  g:act("end turn")
  ok(g:over(), "over")
  ok(g:result():find("empty main deck"), g:result())
end)
