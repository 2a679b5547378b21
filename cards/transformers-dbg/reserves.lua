-- Reserves -- Starter (1 per starting deck).
-- From the sources: Power 0 [EX-BOSS]; Move 1 (INFERRED); when played gain
-- 1 Energon if you have 3 or fewer (checked as it resolves, AMB-42).
return tfcard {
  name = "Reserves", types = { "Starter" },
  power = 0, range = 0, move = 1,
  text = "If you have 3 or fewer Energon, gain 1 Energon.",
  on_play = function(c) if c:energon_count() <= 3 then c:energon(1) end end,
}
