-- Reclamation Station (Frontiers): Machine Cult Outpost, cost 6, defense 6; copies: Frontiers 1.
-- Data note: primary printed without 'may' in the publisher list; one fan table makes it optional
-- Reading: the primary's scrap is compulsory (publisher list, no 'may'; data README).
-- The scrap ability counts the cards of yours scrapped this turn, by any effect
-- and from anywhere (hand, discard pile, play; Explorers included), this one
-- included; Trade Row cards are nobody's and do not count (c:scrapped_this_turn).
return base {
  name = "Reclamation Station", faction = "Machine Cult", cost = 6, defense = 6, outpost = true,
  sets = { frontiers = 1 },
  text = "Scrap a card in your discard pile. Scrap: gain 3 Combat for each of your cards scrapped this turn, this one included.",
  primary = { scrap_discard = 1 },
  scrap = function(c) c:combat(3 * c:scrapped_this_turn()) end,
}
