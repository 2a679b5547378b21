-- Shield Generator -- RECONSTRUCTION: invented Technology (not the printed card).
-- It exercises Ongoing playable cards (AMB-12) and Energon-ability Blocks
-- on cards in play (AMB-43).
return tfcard {
  name = "Shield Generator", types = { "Technology" },
  reconstruction = true,
  cost = 4,
  power = 0,
  range = 1,
  move = 0,
  ongoing = true,
  energon = { { cost = 1, block = true, any_turn = true, text = "Block an Attack on a player within Range" } },
  text = "Ongoing. Energon 1: Block an Attack on a player within Range (any player's turn).",
}
