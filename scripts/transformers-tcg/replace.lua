-- transformers-tcg/replace.lua -- "INSTEAD" replacement effects of Upgrades on their host.
--
-- Not in the digest beyond Safeguard and the damage modifiers of C3 (7.3); the card data's
-- notation names them.  Two kinds:
--   * statics read where the rules place damage or repair (core.lua): "IF(HOST take NA_dmg)
--     => INSTEAD IT takes same_amount damages minus one" (bonus na_dmg_minus, before
--     Safeguard), "IF(damage repaired from HOST) => INSTEAD repair same_amount damage plus 1"
--     (bonus repair_plus, only when damage is repaired; never more than the damage);
--   * attack damage to the host, as a C3 modifier of the defending player (a kernel effect
--     on the hook "dmg_mod", as Force Field's): "IF(HOST take ATK_dmg) => INSTEAD IT takes
--     half same_amount damage rounded down, & SCRAP THIS_CARD".

local TC = include "core"
local L = include "cardlib"

-- An Upgrade's replacement of its host's attack damage: fn(g, self, dmg)
-- -> the new amount (it may scrap self).  The effect is added when the
-- Upgrade is attached and removed once it is off its host.
function L.host_attack_damage_instead(text, fn)
  local name = "instead_atk"
  return { on = "attach", role = "self", text = text,
           run = function(c)
             for _, e in ipairs(c.g:effects("dmg_mod")) do if e.source == c.card then return end end  -- moved: one effect
             c.g:add_effect { hook = "dmg_mod", source = c.card, handler = name, expiry = "ia" .. c.card }
           end,
           handler = { name, function(c, ev, effect)
             local g, self = c.g, c.card
             local host = g:cget(self, TC.K.host)
             if not host then g:remove_effect(effect.id); return ev.damage end
             if host ~= ev.defender or ev.damage <= 0 then return ev.damage end
             g:remove_effect(effect.id)
             return fn(g, self, ev.damage)
           end } }
end

-- Blast Suit: half, rounded down, and the Upgrade is scrapped.
function L.halve_and_scrap(g, self, dmg)
  TC.scrap(g, self)
  return dmg // 2
end

return TC
