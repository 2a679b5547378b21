-- transformers-tcg/triggers2.lua -- the triggers of round 5: who and when, and what they read.
--
-- tests/tools/gen_tcg_triggers2.py writes these: triggers about one of your
-- characters defending, a reshuffle, a character flipping to bot mode, a
-- battle card of a name flipped, an Upgrade scrapped off an enemy or off
-- one of yours, a card scrapped from the opponent's hand, a KO'd
-- Insecticon; and the conditions read when a trigger fires (the
-- opponent's KO area, the hands' sizes, the colours each side flipped, an
-- enemy in Combiner mode, a Battle Master Upgrade, a card among the
-- battle's flips, the first attack or white of a turn).  What the effects
-- do is in battle2.lua (battle-long effects) and verbs2.lua (card verbs).
-- The battle's flips carry combat.lua's card value `fl_battle`.

local TC = include "core"
local Z = TC.z
local L = include "cardlib"

local function mine(g, self, x) return x ~= nil and g:controller(x) == g:controller(self) end
local function char_of(g, self) return g:cget(self, TC.K.host) or self end
include "pileverbs"                     -- TC.list_where
local list_where = TC.list_where

---------------------------------------------------------------------------
-- Triggers
---------------------------------------------------------------------------

-- "ON(own Omnibots Armor defends)": one of your characters defends (`it`).
function L.on_own_char_defend(text, fn, timing, cond)
  return { on = timing or "A5", text = text, run = fn,
           subject = function(g, self, ev) return mine(g, self, ev.defender) and ev.defender or nil end,
           when = function(g, self, ev)
             return mine(g, self, ev.defender) and (not cond or cond(g, self, ev, ev.defender))
           end }
end
-- "ON(OPP reshuffles opp_deck)" (cardlib's on_reshuffle is your own deck).
TC.ROLES.opp_player = function(g, s, ev) return ev.player ~= nil and ev.player ~= g:controller(s) end
function L.on_opp_reshuffle(text, fn) return { on = "reshuffle", role = "opp_player", text = text, run = fn } end
-- "ON(reshuffle own_deck while SELF attacking)".
function L.on_own_reshuffle_attacking(text, fn)
  return { on = "reshuffle", role = "own_turn", text = text, run = fn,
           when = function(g, self) return TC.attacker(g) == self end }
end
-- "ON(SELF or own_other:Insecticons KOd)": this character, or another of
-- yours with the trait while this one is on the battlefield.
function L.on_self_or_own_other_ko(text, fn, trait)
  return { on = "ko", text = text, run = fn,
           when = function(g, self, ev)
             if ev.card == self then return true end
             return ev.card ~= nil and g:where(self) == Z(g, "battlefield", g:owner(self)) and mine(g, self, ev.card)
                    and TC.is_character(g, ev.card) and TC.has_trait(g, ev.card, trait)
           end }
end
-- "ON(FLIP own_other Cars ->bot)": another of your characters that had the
-- trait before it flipped (its first mode's) now shows bot mode.
function L.on_own_other_flip_to(text, fn, trait, mode)
  return { on = "flip", text = text, run = fn,
           when = function(g, self, ev)
             local x = ev.card
             if x == self or not mine(g, self, x) or not TC.is_character(g, x) then return false end
             if TC.mode_name(g, x) ~= mode then return false end
             for _, m in ipairs(g:def(x).modes) do
               for _, t in ipairs(m.traits or {}) do
                 if t == trait or t .. "s" == trait then return true end
               end
             end
             return false
           end }
end
-- "ON(Upgrade scrapped from enemy)": an effect scraps an Upgrade that was on
-- an enemy character (core.lua's EVT.SCRAP names the character).
function L.on_enemy_upgrade_scrapped(text, fn)
  return { on = "scrap", text = text, run = fn,
           when = function(g, self, ev)
             return ev.host ~= nil and TC.is_upgrade(g, ev.card) and not mine(g, self, ev.host)
           end }
end

-- "ON(card scrapped from opp_hand)": an effect scraps a card of the opponent's hand.
function L.on_opp_hand_scrapped(text, fn)
  return { on = "scrap", text = text, run = fn,
           when = function(g, self, ev)
             return ev.from ~= nil and ev.from == Z(g, "hand", TC.other(g, g:controller(self)))
           end }
end

-- "ON(FLIP "Decepticon Crown" while SELF battling)": its controller flips a
-- battle card of that name while this character attacks or defends.
function L.on_battle_flip_named(text, fn, name)
  return { on = "battle_flip", text = text, run = fn,
           when = function(g, self, ev)
             return ev.player == g:controller(self) and g:name(ev.card) == name
                    and (TC.attacker(g) == self or TC.defender(g) == self)
           end }
end
-- Stratagems: "ON(HAS <Name> @bf & Upgrade scrapped from own_char)" (the
-- scrapped Upgrade is the subject).
function L.on_own_scrapped_while(text, fn, cond)
  return { on = "scrap", role = "scrapped_from_own", text = text, run = fn,
           when = function(g, self, ev) return cond(g, self, ev) end }
end

---------------------------------------------------------------------------
-- Conditions (g, self, ev[, it])
---------------------------------------------------------------------------

-- "for first time each turn": this character's first attack of the turn (combat.lua counts them).
function L.first_attack_turn() return function(g, self) return (g:cget(self, "attacks_turn") or 0) == 1 end end
-- "flipped>=your first {WH} [turn]": the controller's whites this turn are all of this combat.
function L.first_white_turn()
  return function(g, self)
    local p = g:controller(self)
    local now = g:gget("fl" .. p .. "_white") or 0
    return now > 0 and (g:pget(p, "whites_turn") or 0) == now
  end
end
-- "<Name> attacks enemy HAS fewer Stars than IT" (`it` the attacker).
function L.defender_fewer_stars()
  return function(g, _, ev, x)
    return ev.defender ~= nil and (g:def(ev.defender).stars or 0) < (g:def(x).stars or 0)
  end
end
-- "don't FLIP BC HAS > 1 icon": no card of the controller's battle flips has more than one icon.
local function icons(g, x)
  local n = 0
  for _, k in pairs(g:def(x).icons or {}) do n = n + k end
  return n
end
function L.no_flip_with_icons_over(n)
  return function(g, self)
    for _, x in ipairs(g:cards(Z(g, "played", g:controller(self)))) do
      if g:cget(x, "fl_battle") ~= nil and icons(g, x) > n then return false end
    end
    return true
  end
end
-- "OPP HAS 3 or_more Actions in KO area".
function L.opp_ko_actions(n)
  return function(g, self)
    local o = TC.other(g, g:controller(self))
    return #list_where(g, Z(g, "ko", o), TC.is_action) >= n
  end
end
-- "OPP HAS more cards @hand than [you]".
function L.opp_more_cards()
  return function(g, self)
    local p = g:controller(self)
    return g:size(Z(g, "hand", TC.other(g, p))) > g:size(Z(g, "hand", p))
  end
end
-- "self_attacks enemy in Combiner mode".
function L.foe_in_mode(mode)
  return function(g, self)
    local foe = TC.foe(g, char_of(g, self))
    return foe ~= nil and TC.mode_name(g, foe) == mode
  end
end
-- "self_defends against enemy NOT HAS Pierce".
function L.foe_without(kw)
  return function(g, self)
    local foe = TC.foe(g, char_of(g, self))
    return foe ~= nil and TC.kw(g, foe, kw) == 0
  end
end
-- "host_attacks & don't FLIP {BK}": the controller flipped no such icon.
function L.not_flipped(icon)
  return function(g, self) return (g:gget("fl" .. g:controller(self) .. "_" .. TC.ICON[icon]) or 0) == 0 end
end
-- "flipped>=more colors icon than OPP FLIP".
local COLORS = { "white", "orange", "blue", "black", "green" }
local function colors(g, p)
  local n = 0
  for _, col in ipairs(COLORS) do if (g:gget("fl" .. p .. "_" .. col) or 0) > 0 then n = n + 1 end end
  return n
end
function L.more_colors_than_opp()
  return function(g, self)
    local p = g:controller(self)
    return colors(g, p) > colors(g, TC.other(g, p))
  end
end
-- "flipped>=one Upgrade": a card of the kind among this battle's flips of the controller.
function L.flipped_card(pred)
  return function(g, self)
    for _, x in ipairs(g:cards(Z(g, "played", g:controller(self)))) do
      if g:cget(x, "fl_battle") ~= nil and pred(g, x) then return true end
    end
    return false
  end
end
-- "<Trait> <Slot>" ("own Omnibots Armor"): `it` has the trait and an Upgrade in the slot.
function L.char_with_slot(trait, slot)
  return function(g, _, _, x) return TC.has_trait(g, x, trait) and TC.has_slot(g, x, slot) end
end
-- "SELF HAS Battle Master Upgrade": a Battle Master card attached as an Upgrade.
local function battle_master(g, u)
  if not TC.is_character(g, u) then return false end
  for _, m in ipairs(g:def(u).modes or {}) do
    for _, t in ipairs(m.traits or {}) do if t == "Battle Master" then return true end end
  end
  return g:def(u).kind == "battle_master"
end
function TC.has_battle_master_upgrade(g, c)
  for _, u in ipairs(TC.upgrades_of(g, c)) do if battle_master(g, u) then return true end end
  return false
end

return TC
