-- hand-written: Force Field (Wave 1 #31, Wave 3 #26), a damage modifier of step C3 (keep: the generator skips this file).
-- IF(HOST take 5 or_more ATK_dmg) => INSTEAD SCRAP THIS_CARD & HOST takes 4 ATK_dmg
-- While attached it is one "dmg_mod" effect of its controller (the defending player when its host
-- defends), kept once when the Field moves to another host (replace.lua).
return battle {
  name = "Force Field", type = "Upgrade",
  slot = "armor",
  faction = "", max_copies = 3,
  icons = { white = 1 },
  abilities = {
    host_attack_damage_instead("IF(HOST take 5 or_more ATK_dmg) => INSTEAD SCRAP THIS_CARD & HOST takes 4 ATK_dmg",
                               four_if_five_or_more),
  },
}
