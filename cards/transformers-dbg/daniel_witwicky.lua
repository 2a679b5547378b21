-- Daniel Witwicky -- RECONSTRUCTION: invented Ally (not the printed card).
return tfcard {
  name = "Daniel Witwicky", types = { "Ally" },
  reconstruction = true,
  cost = 2,
  text = "Start of Turn: You may discard a card to gain 1 Energon.",
  start_of_turn = function(c)
    if c.g:size(TF.z("hand", c.player)) > 0 and c:yes_no("discard a card to gain 1 Energon?") then
      c:discard(1); c:energon(1)
    end
  end,
}
