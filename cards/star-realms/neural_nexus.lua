-- Neural Nexus (Frontiers): Machine Cult Outpost, cost 7, defense 6; copies: Frontiers 1.
-- Reading: the scrap is compulsory (no '?'); the Combat equals the printed cost of
-- the card scrapped (0 for a Scout or Viper, which have none).
return base {
  name = "Neural Nexus", faction = "Machine Cult", cost = 7, defense = 6, outpost = true,
  sets = { frontiers = 1 },
  text = "Scrap a card in your hand or discard pile and gain Combat equal to its cost. Ally (Machine Cult): draw a card.",
  primary = function(c)
    local scrapped = c:scrap_cards{ from = "hand+discard", max = 1 }
    if scrapped[1] then c:combat(c.g:def(scrapped[1]).cost or 0) end
  end,
  ally = { draw = 1 },
}
