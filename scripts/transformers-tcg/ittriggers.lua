-- transformers-tcg/ittriggers.lua -- triggers about another character: `it` is that character.
--
-- The generator's third pass (tests/tools/gen_tcg_more.py) writes cards
-- whose triggers wake on someone else: one of yours or an enemy attacks,
-- battles, taps, is damaged or is KO'd; a card is played; this Upgrade's
-- host flips or is upgraded.  The ability's second argument (`it`) is the
-- character the trigger is about.  Also the trigger of a character that
-- flips in its owner's KO area.  Nothing here keeps state: each trigger
-- reads the event and the kernel's values.

local TC = include "core"
local K = TC.K
local Z = TC.z
local L = include "cardlib"

-- A trigger on event `on` whose role picks the character it is about:
-- subject(g, self, ev) -> that character or nil (nil: not woken).  The
-- condition, if any, is cond(g, self, ev, it).
local function about(on, subject)
  return function(text, fn, timing, cond)
    return { on = timing or on, text = text, run = fn, subject = subject,
             when = function(g, self, ev)
               local x = subject(g, self, ev)
               return x ~= nil and (not cond or cond(g, self, ev, x))
             end }
  end
end
local function mine(g, self, x) return x ~= nil and g:controller(x) == g:controller(self) end
local on_bf = TC.on_bf

L.on_own_char_attack = about("A5", function(g, self, ev) return mine(g, self, ev.attacker) and ev.attacker or nil end)
L.on_enemy_attack = about("A5", function(g, self, ev)
  return ev.attacker ~= nil and not mine(g, self, ev.attacker) and ev.attacker or nil
end)
L.on_own_char_battle = about("A5", function(g, self, ev)
  if mine(g, self, ev.attacker) then return ev.attacker end
  if mine(g, self, ev.defender) then return ev.defender end
end)
-- "ON(own:Cars KOd)", "ON(enemy KOd)": while this card is on the battlefield.
L.on_own_ko = about("ko", function(g, self, ev)
  return on_bf(g, self) and ev.card ~= self and mine(g, self, ev.card) and ev.card or nil
end)
L.on_enemy_ko = about("ko", function(g, self, ev)
  return on_bf(g, self) and TC.is_character(g, ev.card) and not mine(g, self, ev.card) and ev.card or nil
end)
-- "ON(FLIP HOST -> another mode)": this Upgrade's character flips.
L.on_host_flip = about("flip", function(g, self, ev)
  return g:cget(self, K.host) ~= nil and ev.card == g:cget(self, K.host) and ev.card or nil
end)
-- "ON(PUT SELF or another Upgrade on HOST)": an Upgrade is put on this one's host.
L.on_host_upgraded = about("attach", function(g, self, ev)
  return g:cget(self, K.host) ~= nil and ev.host == g:cget(self, K.host) and ev.host or nil
end)
-- "ON(upgrade own:Cars)": an Upgrade is put on one of your characters.
L.on_own_upgraded = about("attach", function(g, self, ev) return mine(g, self, ev.host) and ev.host or nil end)
-- "ON(PLAY {GR} card)", "ON(OPP plays Action)": a card played (main.lua's "played").
L.on_card_played = about("played", function(g, self, ev) return ev.card end)

L.on_own_tap = about("tapped", function(g, self, ev) return mine(g, self, ev.card) and ev.card or nil end)
L.on_enemy_tap = about("tapped", function(g, self, ev)
  return TC.is_character(g, ev.card) and not mine(g, self, ev.card) and ev.card or nil
end)
L.on_enemy_damaged = about("damage", function(g, self, ev)
  return TC.is_character(g, ev.card) and not mine(g, self, ev.card) and ev.card or nil
end)
-- "ON(SELF @own_KO & flip_to_mode)": this character, in its owner's KO area,
-- flips to this mode (queue.lua wakes abilities marked ko_zone there).
function L.on_ko_flip(text, fn)
  return { on = "flip", role = "self", ko_zone = true, text = text, run = fn,
           when = function(g, self) return g:where(self) == Z(g, "ko", g:owner(self)) end }
end
