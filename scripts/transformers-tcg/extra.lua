-- transformers-tcg/extra.lua -- extra attacks: Blurr, Pincer Movement.
--
-- Digest 8 lets a turn hold any number of attacks by "attacking out" (P3:
-- while the defending player has no untapped character).  An extra attack
-- is one more that a card grants after an attack, before P2 would end the
-- turn: "ON(SELF does ATK_dmg -> tapped enemy while there's >= one untapped
-- enemy) => SELF untaps & attacks untapped enemy" (Blurr), "ON(own:Decepticons
-- attacks enemy [turn]) => EXTRA_ATTACK[turn], but own_other:Decepticons
-- against same enemy" (Pincer Movement).  Readings: an extra attack is an
-- attack like any other (digest 7: attacking is not optional when
-- possible, A3/A5 triggers, flips, damage, P1), only its attacker and
-- defender pools are narrowed; it happens only if a legal attacker and
-- defender exist when the attack that granted it is over (after P1).
-- State is kernel game values: the grant `xa_*` (expiry "turn"), consumed
-- when combat.lua's attack phase chooses the attacker, and Pincer
-- Movement's player value `pincer_<trait>` (expiry "turn").

local TC = include "core"
local K = TC.K
local Z = TC.z
local L = include "cardlib"
local Ctx = include "ctx"

local on_bf = TC.on_bf

-- The grant: attacker `att` (or any untapped character of the active
-- player with `trait`, other than `not_att`), against `dfd` (or, with
-- dfd nil, any untapped enemy).
local function grant(g, att, trait, not_att, dfd)
  g:gset("xa", true, K.turn)
  g:gset("xa_att", att, K.turn); g:gset("xa_trait", trait, K.turn)
  g:gset("xa_not", not_att, K.turn); g:gset("xa_dfd", dfd, K.turn)
end
function TC.grant_extra_attack(g, att) grant(g, att, nil, nil, nil) end   -- fleet.lua: Tidal Wave
local function clear(g)
  for _, k in ipairs({ "xa", "xa_att", "xa_trait", "xa_not", "xa_dfd" }) do g:gset(k, nil) end
end

-- combat.lua's attack phase: the attackers an extra attack allows (all of
-- `ready` when none is granted).
function TC.extra_attackers(g, ready)
  if not g:gget("xa") then return ready end
  local att, trait, no = g:gget("xa_att"), g:gget("xa_trait"), g:gget("xa_not")
  local out = {}
  for _, c in ipairs(ready) do
    if (not att or c == att) and (not trait or TC.has_trait(g, c, trait)) and c ~= no then out[#out + 1] = c end
  end
  return out
end
-- ... and its defenders (of player o; `pool` when none is granted).  The
-- grant is used up here.
function TC.extra_defenders(g, o, pool)
  if not g:gget("xa") then return pool end
  local d = g:gget("xa_dfd")
  clear(g)
  if d then return on_bf(g, d) and { d } or pool end
  local out = {}
  for _, c in ipairs(TC.untapped(g, o)) do if not TC.uses(g, c, "Stealth") then out[#out + 1] = c end end
  return #out > 0 and out or TC.untapped(g, o)
end

-- combat.lua's post phase, after P1: true when a granted extra attack can
-- happen (then the turn goes back to A1); a grant that cannot is dropped.
function TC.extra_attack_next(g)
  local p = g:active()
  local att, dfd = g:gget(K.att), g:gget(K.dfd)
  local trait = g:pget(p, "pincer_trait")
  if not g:gget("xa") and trait and att and TC.has_trait(g, att, trait) then
    grant(g, nil, trait, att, dfd)                                  -- Pincer Movement
  end
  if not g:gget("xa") then return false end
  local o = TC.other(g, p)
  local d = g:gget("xa_dfd")
  local foes = d and (on_bf(g, d) and { d } or {}) or TC.untapped(g, o)
  if #TC.extra_attackers(g, TC.untapped(g, p)) == 0 or #foes == 0 then clear(g); return false end
  g:log("p%d has an extra attack", p)
  return true
end

-- Blurr: "ON(SELF does ATK_dmg -> tapped enemy while there's >= one untapped
-- enemy)", read after the attack (P1): this attack's damage after C3 and
-- the caps was above 0, the defender was tapped, an enemy is untapped.
function L.hit_tapped_with_untapped_left()
  return function(g)
    local d = g:gget(K.dfd)
    return (g:gget(K.last_damage) or 0) > 0 and d ~= nil and TC.tapped(g, d)
           and #TC.untapped(g, TC.other(g, g:active())) > 0
  end
end
-- "SELF untaps & attacks untapped enemy".
function Ctx.untap_and_attack_untapped(c)
  local g, x = c.g, Ctx.char(c)
  if not on_bf(g, x) then return end
  TC.untap(g, x)
  grant(g, x, nil, nil, nil)
end
-- Pincer Movement: "ON(own:<Trait> attacks enemy [turn]) => EXTRA_ATTACK[turn],
-- but own_other:<Trait> against same enemy" for the rest of the turn.
function Ctx.pincer(c, trait)
  c.g:pset(c.player, "pincer_trait", trait, K.turn)
  c.g:log("p%d: each %s attack this turn grants another %s an extra attack on the same enemy", c.player, trait, trait)
end

return TC
