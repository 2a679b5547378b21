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
--     half same_amount damage rounded down, & SCRAP THIS_CARD";
--   * a cap on the attack damage the defender takes, after C3 (below).

local TC = include "core"
local L = include "cardlib"

-- An Upgrade's replacement of its host's attack damage: fn(g, self, dmg)
-- -> the new amount (it may scrap self).  The effect is added when the
-- Upgrade is attached -- once: an Upgrade moved to another host (its attach
-- trigger runs again) keeps its one effect, which follows the current host
-- -- and removed once the Upgrade is off its host.  While it is off its
-- host, C3 does not offer it (combat.lua).
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
             local dmg = fn(g, self, ev.damage)
             if not g:cget(self, TC.K.host) then g:remove_effect(effect.id) end
             return dmg
           end } }
end

-- Force Field: 5 or more becomes 4, and the Upgrade is scrapped; less is
-- taken as it is (the Field stays).
function L.four_if_five_or_more(g, self, dmg)
  if dmg < 5 then return dmg end
  TC.scrap(g, self)
  return 4
end

-- Emergency Defense Field: an even amount (above 0: a host that takes no
-- damage takes no even amount) becomes none; the Field stays.
function L.none_if_even(g, self, dmg)
  if dmg % 2 == 0 then return 0 end
  return dmg
end
-- "ON(host_defends & takes no ATK_dmg)", read after the attack (P1): the
-- attack's damage after C3 and the caps (combat.lua) was 0.
function L.took_no_attack_damage(g) return (g:gget(TC.K.last_damage) or 0) == 0 end

-- Blast Suit: half, rounded down, and the Upgrade is scrapped.
function L.halve_and_scrap(g, self, dmg)
  TC.scrap(g, self)
  return dmg // 2
end

-- "SELF CANNOT take > 3 ATK_dmg from single attack" (a marker on a
-- character's side; trait: "from single Ranged character's attack"): the
-- most attack damage the defender takes, after C3.
function L.attack_damage_cap(text, n, trait) return { on = "none", text = text, atk_cap = n, cap_trait = trait } end
function TC.attack_damage_cap(g, att, dfd)
  local cap = math.huge
  local m = g:cget(dfd, TC.K.mode) or 1
  for _, ab in ipairs(g:def(dfd).abilities or {}) do
    if ab.atk_cap and (not ab.mode or ab.mode == m) and (not ab.cap_trait or TC.has_trait(g, att, ab.cap_trait)) then
      cap = math.min(cap, ab.atk_cap)
    end
  end
  return cap
end

return TC
