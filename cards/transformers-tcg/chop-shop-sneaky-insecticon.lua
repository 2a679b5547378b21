-- hand-written: Chop Shop - Sneaky Insecticon (Wave 1 #T10), the digest's TF-42 example (keep: the generator skips this file).
-- Alt: ON(flip_to_mode) => SCRAP Upgrades from SELF ; PER one scrapped SELF way, draw(1) & repair 1 <- each_own:Insecticons
-- Bot: ON(self_attacks) => OPT MOVE Upgrade from own_other_char -> SELF one
-- Reading (digest 17.22): the alt ability triggers when Chop Shop becomes alt mode; for each Upgrade
-- scrapped this way: draw 1 and repair 1 on each of your Insecticons.
return character {
  name = "Chop Shop - Sneaky Insecticon", kind = "character",
  stars = 6, health = 9, faction = "Decepticon", max_copies = 1,
  modes = {
    { "alt", atk = 4, def = 2, traits = { "Insecticon", "Melee" }, kw = {},
      abilities = {
        on_flip("ON(flip_to_mode) => SCRAP Upgrades from SELF ; PER one scrapped SELF way, draw(1) & repair 1 <- each_own:Insecticons",
          function(c)
            for _ = 1, c:scrap_own_upgrades() do
              c:draw(1)
              c:repair_each_own(1, "Insecticon")
            end
          end),
      } },
    { "bot", atk = 4, def = 1, traits = { "Insecticon", "Melee" }, kw = {},
      abilities = {
        on_attack("ON(self_attacks) => OPT MOVE Upgrade from own_other_char -> SELF one",
          function(c) c:move_upgrade_to_self(true) end),
      } },
  },
}
