-- hand-written: Force Field (Wave 1 #31, Wave 3 #26), a damage modifier of step C3 (keep: the generator skips this file).
-- IF(HOST take 5 or_more ATK_dmg) => INSTEAD SCRAP THIS_CARD & HOST takes 4 ATK_dmg
-- While attached it is a "dmg_mod" effect of its controller (the defending player when its host defends).
return battle {
  name = "Force Field", type = "Upgrade",
  slot = "armor",
  faction = "", max_copies = 3,
  icons = { white = 1 },
  abilities = {
    on_attach("IF(HOST take 5 or_more ATK_dmg) => INSTEAD SCRAP THIS_CARD & HOST takes 4 ATK_dmg", function(c)
      c.g:add_effect { hook = "dmg_mod", source = c.card, handler = "shield", expiry = "ff" .. c.card }
    end),
  },
  handlers = {
    shield = function(c, ev, effect)
      local g, self = c.g, c.card
      if g:cget(self, "host") ~= ev.defender then
        if not g:cget(self, "host") then g:remove_effect(effect.id) end
        return ev.damage
      end
      if ev.damage < 5 then return ev.damage end
      g:remove_effect(effect.id)
      TC.scrap(g, self)
      return 4
    end,
  },
}
