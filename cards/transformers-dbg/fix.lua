-- Fix -- Starter (1 per starting deck).
-- From the sources: Power 0 and Move 1 (INFERRED, [EX-TURN]); its text
-- affects any player in your space or one adjacent to you, you included,
-- and repairs Damage [CLAR], [RB Damage]; Energon 1: destroy a card you
-- control [EX-TURN].
-- RECONSTRUCTION: the exact wording of the repair (return a Damage).
return tfcard {
  name = "Fix", types = { "Starter" },
  reconstruction = true, unknown = "exact wording of the repair text",
  power = 0, range = 0, move = 1,
  text = "Choose a player in your space or adjacent to you (you included): they return a Damage they control to the supply.",
  on_play = function(c)
    local q = c:pick_player(c:players_near(1), "which player (in your space or adjacent) repairs a Damage?")
    if q then TF.return_damage(c.g, q) end
  end,
  energon = {
    { cost = 1, text = "Destroy a card you control", fn = function(c) c:destroy_controlled {} end },
  },
}
