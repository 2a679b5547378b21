-- Patrol -- Starter (1 per starting deck).
-- From the sources: its text flips a card faceup [RB Flipping cards].
-- RECONSTRUCTION: the stats and exact wording.
return tfcard {
  name = "Patrol", types = { "Starter" },
  reconstruction = true, unknown = "stats and exact wording",
  power = 0, range = 0, move = 1,
  text = "You may reveal a facedown card adjacent to you.",
  on_play = function(c) c:reveal_near { within = 1, adjacent_only = true } end,
}
