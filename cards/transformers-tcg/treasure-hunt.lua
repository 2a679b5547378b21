-- hand-written: Treasure Hunt (Wave 1 #79), the digest's section 11 example (keep: the generator skips this file).
-- SCRAP own_deck.top(4) ; PUT Upgrades scrapped SELF way ->own_hand
-- The four are scrapped one at a time; while this resolves they stay out of a reshuffle (digest 11).
return battle {
  name = "Treasure Hunt", type = "Action",
  faction = "", max_copies = 3,
  icons = { orange = 1 },
  play = { text = "SCRAP own_deck.top(4) ; PUT Upgrades scrapped SELF way ->own_hand",
    run = function(c)
      for _, x in ipairs(c:mill(4)) do
        if TC.is_upgrade(c.g, x) then c.g:move(x, TC.z(c.g, "hand", c.player)) end
      end
    end },
}
