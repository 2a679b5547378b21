-- Energy Swords -- Technology (2 copies).
-- From the sources [CLAR]: Block; when discarded to Block you may pay 2 Energon
-- to keep it in hand (it can be played or Block again; it is still
-- discarded with the hand at the end of your turn).
-- RECONSTRUCTION: type, cost, stats.
return tfcard {
  name = "Energy Swords", types = { "Technology" },
  reconstruction = true,
  unknown = "type, cost, stats",
  cost = 3,
  power = 2,
  range = 0,
  move = 0,
  block = true,
  text = "Block: You may pay 2 Energon to put this back into your hand.",
  block_effect = function(c)
    if c:energon_count() >= 2 and c:yes_no("pay 2 Energon to keep Energy Swords in your hand?") then
      TF.pay_energon(c.g, c.player, 2)
      c.g:move(c.card, TF.z("hand", c.player))
      c:log("%s pays 2 Energon and keeps Energy Swords in hand", TF.pname(c.player))
    end
  end,
}
