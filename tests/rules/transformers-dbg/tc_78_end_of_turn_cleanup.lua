-- TC-78 End-of-turn cleanup. [RB End of turn 3]
-- Given at end of turn: 2 cards in hand; in PLAYED a Courage, an Ongoing card, a Relic; in IN_FRONT
-- an Ally and a Damage; 2 "-1 Move" markers.
-- Then hand and Courage go to the discard pile; the Ongoing card moves in front of the character;
-- the Relic goes to discard or facedown Vault (player's choice); Ally and Damage stay; markers
-- removed; then 5 cards are drawn.

local H = require "lib.tf"
local ready, names, size, pos, sorted = H.ready, H.names, H.size, H.pos, H.sorted

scenario("TC-78 End of turn: discard, keep Ongoing/Ally/Damage, Relic to the Vault by choice, draw 5", function()
  local g = ready({}, { main_deck = { "Skids", "Skids" },
    p1 = { character = "Bumblebee", mode = "alt", pos = { 1, 1 }, alt_move = 2, hand = { "Firepower", "Patrol" },
           played = { "Courage", "Shield Generator", "Star Saber" }, front = { "Sparkplug Witwicky", "Damage" },
           deck = { "Courage", "Courage", "Courage", "Courage", "Courage", "Courage" }, discard = {} },
    p2 = { pos = { 0, 0 } } })
  g:act("move to (1,2)")
  g:act("move to (1,1)")
  eq(g:get("TF.alt_move(g, 1)"), 0, "two -1 Move markers")
  g:act("end turn")
  ok(g:prompt():find("Star Saber"), "the Relic choice: " .. g:prompt())
  g:act("yes")
  eq(names(g, "vault", 1), { "Star Saber" }, "the Relic is in the Vault")
  eq(sorted(names(g, "discard", 1)), sorted{ "Firepower", "Patrol", "Courage" }, "hand and Courage discarded")
  eq(sorted(names(g, "front", 1)), sorted{ "Damage", "Shield Generator", "Sparkplug Witwicky" }, "kept in front")
  eq(size(g, "played", 1), 0, "nothing left played")
  eq(size(g, "hand", 1), 5, "5 drawn")
  eq(g:get("g:pget(1, 'amv')"), nil, "markers removed")
end)
