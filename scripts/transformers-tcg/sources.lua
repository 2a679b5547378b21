-- transformers-tcg/sources.lua -- the source of damage: which card dealt it.
--
-- The digest's damage (7.3, C4) has no source, the card data names one:
-- "ON(SELF damage enemy)" (Air Raid), "ON(HOST does ATK_dmg ->
-- enemy)" (Battering Ram), "SELF CANNOT take NA_dmg from opp_card"
-- (Captain Ironhide; Holomatter Projector: HOST), "IF HOST take NA_dmg from
-- opp_card ; INSTEAD HOST takes same_amount damage minus 1" (Defensive
-- Driving).  Readings: attack damage's source is the attacker; non-attack
-- damage's source is the card whose text is resolving (an Action, a
-- triggered or tap ability: the game value `src`, set by TC.use around
-- the text and put back after, so nested texts name their own card);
-- damage placed outside any text (a delayed "at end of turn" damage) has
-- no source, and no "from opp_card" rule applies to it.  An "opp_card" is
-- a card whose controller is not the damaged character's.  core.lua's
-- "damage" event carries the source (`source`).  Also here: what caused a
-- scrap (Data Protection) and a tap ability used (main.lua's event
-- "tap_used", after the ability resolves).

local TC = include "core"
local K = TC.K
local L = include "cardlib"
local Ctx = include "ctx"

-- g:use(card, p, fn, ...) with `card` as the source of what fn does.
function TC.use(g, card, p, fn, ...)
  local outer = g:gget("src")
  g:gset("src", card)
  local a, b, c = g:use(card, p, fn, ...)
  g:gset("src", outer)
  return a, b, c
end

function TC.damage_source(g, attack)
  if attack then return g:gget(K.att) end
  return g:gget("src")
end

-- "CANNOT take NA_dmg from opp_card" (static `no_opp_na`) and "... INSTEAD
-- same_amount damage minus 1" (static `opp_na_minus`), before core.lua's
-- own reductions and Safeguard.
local placed = TC.place_damage
function TC.place_damage(g, c, n, attack)
  local s = not attack and g:gget("src")
  if s and n > 0 and g:controller(s) ~= g:controller(c) then
    if TC.static(g, c, "no_opp_na") > 0 then
      g:log("%s takes no damage from %s", g:name(c), g:name(s))
      return 0
    end
    n = n - TC.static(g, c, "opp_na_minus")
  end
  return placed(g, c, n, attack)
end

-- "ON(SELF damages enemy)" (attack_only: "ON(SELF does ATK_dmg -> enemy)";
-- host: the Upgrade's host is the one): `it` is the damaged enemy.
function L.on_damages_enemy(text, fn, attack_only, host)
  local function dealer(g, self) return host and g:cget(self, K.host) or (not host and self) or nil end
  return { on = "damage", text = text, run = fn,
           when = function(g, self, ev)
             local d = dealer(g, self)
             return d ~= nil and ev.source == d and (ev.attack or not attack_only)
                    and g:controller(ev.card) ~= g:controller(d) and TC.is_character(g, ev.card)
           end }
end

-- What caused a scrap: the same `src`.  Data Protection: "WHILE(HAS "Crankcase,
-- Data Collector" @bf) => opp_card CANNOT cause -> SCRAP cards <-own_hand": a
-- Stratagem's player rule `no_opp_hand_scrap` (cond(g, self) on the
-- Stratagem); a card of its player's hand that an opponent's card would
-- scrap stays.
function L.player_rule(text, key, cond) return { on = "none", text = text, rule_key = key, cond = cond } end
function TC.player_rule(g, p, key)
  for _, s in ipairs(g:cards(TC.z(g, "stratagems", p))) do
    for _, ab in ipairs(g:def(s).abilities or {}) do
      if ab.rule_key == key and (not ab.cond or ab.cond(g, s)) then return true end
    end
  end
  return false
end
local scrap = TC.scrap
function TC.scrap(g, c)
  local s, p = g:gget("src"), g:owner(c)
  if s and g:controller(s) ~= p and g:where(c) == TC.z(g, "hand", p) and TC.player_rule(g, p, "no_opp_hand_scrap") then
    return g:log("%s cannot make p%d scrap from their hand", g:name(s), p)
  end
  return scrap(g, c)
end

-- "ON(use HOST's TAP_ABILITY =>ability)" (Micro-Capacitor): main.lua raises
-- "tap_used" once a tap ability has resolved; `it` is the character.
function L.on_host_tap_used(text, fn)
  return { on = "tap_used", text = text, run = fn,
           when = function(g, self, ev) return ev.card ~= nil and g:cget(self, K.host) == ev.card end }
end
-- "UNTAP character & SCRAP THIS_CARD".
function Ctx.untap_and_scrap_self(c, x)
  local g = c.g
  if x and g:where(x) == TC.z(g, "battlefield", g:owner(x)) then TC.untap(g, x) end
  TC.scrap(g, c.card)
end

-- "SCRAP Upgrade on enemy": one of x's Upgrades, picked by the player.
function Ctx.scrap_upgrade_on(c, x)
  local u = x and c.g:choose(c.player, "Scrap which Upgrade of " .. c.g:name(x) .. "?", TC.upgrades_of(c.g, x),
                             { auto = true })
  if u then TC.scrap(c.g, u) end
end
-- "OPP FLIP enemy ->other_mode": x's controller flips it to another mode
-- (their choice among several: a Triple Changer).
function Ctx.opp_flips_other_mode(c, x)
  local g = c.g
  if not x or g:where(x) ~= TC.z(g, "battlefield", g:owner(x)) then return end
  local to = TC.flip_targets(g, x)
  if #to == 0 then return end
  TC.mode_flip(g, x, TC.pick_mode(g, g:controller(x), x, to))
end

return TC
