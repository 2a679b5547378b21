-- Energon Embargo -- RECONSTRUCTION: invented Decepticon Scheme (not the printed card).
return tfcard {
  name = "Energon Embargo", types = { "Decepticon Scheme" },
  reconstruction = true,
  vault_vp = 3,
  text = "Start of Turn: If you have 5 or more Energon, lose 1 Energon. Thwart (on this space): pay 4 Energon. Vault: 3 VP.",
  start_of_turn = function(c) if c:energon_count() >= 5 then c:lose_energon(1) end end,
  thwart = {
    on_space = true, energon = 4, text = "pay 4 Energon on this space",
  },
}
