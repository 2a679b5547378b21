-- Sparkplug Witwicky -- RECONSTRUCTION: invented Ally (not the printed card).
return tfcard {
  name = "Sparkplug Witwicky", types = { "Ally" },
  reconstruction = true,
  cost = 3,
  text = "Start of Turn: If you have 2 or fewer Energon, gain 1 Energon.",
  start_of_turn = function(c) if c:energon_count() <= 2 then c:energon(1) end end,
}
