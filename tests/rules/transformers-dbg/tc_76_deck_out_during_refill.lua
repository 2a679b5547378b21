-- TC-76 Deck-out during refill. [RB Game end]
-- Given 3 empty spaces and 2 cards in the main deck; the active player played a Relic this turn.
-- When EOT.2a runs. Then 2 spaces are filled, then the game ends immediately; EOT.3 never happens;
-- the Relic cannot be vaulted.

local H = require "lib.tf"
local ready, names, pos, cell = H.ready, H.names, H.pos, H.cell

scenario("TC-76 Running out while refilling ends the game before cleanup", function()
  local g = ready({}, { matrix = { ["0,1"] = false, ["1,2"] = false, ["2,3"] = false },
    main_deck = { "Skids", "Wheelie" },
    p1 = { pos = { 1, 1 }, hand = { "Courage" }, played = { "Star Saber" } }, p2 = { pos = { 0, 0 } } })
  g:act("end turn")
  ok(g:over(), "the game is over")
  eq(cell(g, 0, 1), { "Skids", false }, "first space filled")
  eq(cell(g, 1, 2), { "Wheelie", false }, "second space filled")
  eq(cell(g, 2, 3), false, "third space empty")
  eq(names(g, "played", 1), { "Star Saber" }, "no cleanup: the Relic was not vaulted")
  eq(names(g, "hand", 1), { "Courage" }, "the hand was not discarded")
  ok(g:result():find("empty main deck"), g:result())
end)
