-- Energon Refinery -- RECONSTRUCTION: invented Site (not the printed card).
-- Its cost-free ability fires by itself (K-59).
return tfcard {
  name = "Energon Refinery", types = { "Site" },
  reconstruction = true,
  text = "When you move onto this space, gain 1 Energon (once per turn).",
  on_enter = function(c, how)
    if how == "move" and c:my_turn() and not c.g:pget(c.player, "refinery") then
      c.g:pset(c.player, "refinery", true, "turn")
      c:energon(1)
    end
  end,
}
