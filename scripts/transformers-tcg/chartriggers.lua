-- transformers-tcg/chartriggers.lua -- characters' and Stratagems' triggers of round 8 (8b).
--
-- The digest is silent on all of these; the card data's notation names them and
-- docs/transformers-tcg.md ("Round 8b") gives the reading adopted for each: a Wrecker of
-- yours damaged (Sergeant Kup), damage you repair (Specialist Ratchet), any character
-- KO'd (Quake), the opponent drawing again in a turn (Raider Caliburst), a KO by attack
-- with no damage to spare (Dirge) or by a named character with full slots (Who's Next?),
-- attack damage to spare (Grimlock), a named character's flip in any mode (Better Things
-- To Do Than Die), a marked enemy KO'd this turn (Deadlock - Bounty Hunter), a turn-long
-- attack trigger of an Action (Overwhelming Advantage); their conditions and the options
-- of the readings that change play.  An amount a trigger carries (damage taken, damage
-- repaired) waits on the card as a value until the trigger resolves, so nothing lives
-- outside the kernel.  The effects these cards' texts name are in charverbs.lua.

local TC = include "core"
local K = TC.K
local Z = TC.z
local L = include "cardlib"
local Ctx = include "ctx"

TC.choice("windcharger_first_turn", { "own", "game" })      -- its controller's first turn; the game's turn 1
TC.choice("visper_same_names", { "cost", "opponent" })      -- the 3 cards its cost scrapped; the opponent's
TC.choice("overwhelming_upgrades", { "attacker", "own" })   -- the attacker's Upgrades; all of yours

local on_bf = TC.on_bf
local function mine(g, self, x) return x ~= nil and g:controller(x) == g:controller(self) end

-- An amount carried by a trigger: added when it wakes, taken when it resolves.
local function carry(g, x, key, n) g:cset(x, key, (g:cget(x, key) or 0) + n, K.turn) end
local function take(g, x, key)
  local n = x and g:cget(x, key) or 0
  if x then g:cset(x, key, nil) end
  return n
end

-- "ON(own:<Trait> takes 1 or_more damage during turn) => IT += same_amount +ATK [EOT]".
function L.on_own_damaged(text, fn, trait)
  return { on = "damage", text = text, run = fn,
           when = function(g, self, ev)
             if not (mine(g, self, ev.card) and TC.answers_to(g, ev.card, trait) and (ev.n or 0) >= 1) then return false end
             carry(g, ev.card, "dmg_carried", ev.n)
             return true
           end }
end
function Ctx.boost_by_damage_taken(c, it) Ctx.boost(c, it, "atk", take(c.g, it, "dmg_carried")) end

-- "ON(repair damage)": a repair by a card of yours (the resolving text's, sources.lua).
function L.on_own_repair(text, fn)
  return { on = "repair", text = text, run = fn, subject = function(_, self) return self end,
           when = function(g, self, ev)
             if not mine(g, self, g:gget("src")) then return false end
             carry(g, self, "rep_carried", ev.n or 0)
             return true
           end }
end
function Ctx.boost_by_repaired(c) Ctx.boost(c, c.card, "atk", take(c.g, c.card, "rep_carried")) end

-- "ON(SELF or another character KOd)": any character, while this one is on the battlefield.
function L.on_any_ko(text, fn)
  return { on = "ko", text = text, run = fn,
           when = function(g, self, ev) return TC.is_character(g, ev.card) and (ev.card == self or on_bf(g, self)) end }
end

-- "ON(OPP draws card, IF they've already drawn card [turn])": a draw of the opponent
-- that holds a card beyond their first of the turn (answers2.lua's `drawn_t`).
function L.on_opp_draws_again(text, fn)
  return { on = "draw", text = text, run = fn,
           when = function(g, self, ev)
             return ev.player ~= g:controller(self) and (ev.n or 0) > 0 and (g:pget(ev.player, "drawn_t") or 0) >= 2
           end }
end

-- A KO by this character's attack (keywords.lua's Bounty role) with a condition.
function L.on_kos_by_attack(text, fn, cond)
  return { on = "ko", role = "kos_by_attack", text = text, run = fn, when = cond }
end
-- "_exact": the attack damage left no counter to spare (perturn.lua's `excess_t`).
function L.exact_ko() return function(g, _, ev) return (g:cget(ev.card, "excess_t") or 0) == 0 end end

-- "ON(SELF does > enough ATK_dmg -> KO enemy)": its attack damage KO'd an enemy with
-- counters to spare (perturn.lua's Ctx.excess_to_other places them).
function L.on_attack_excess(text, fn)
  return { on = "damage", text = text, run = fn,
           when = function(g, self, ev)
             return ev.attack and ev.source == self and not mine(g, self, ev.card) and (g:cget(ev.card, "excess_t") or 0) > 0
           end }
end

-- "ON(\"<Name>\" upgraded Weapon, Armor, & Utility, & IT does enough ATK_dmg -> KO
-- defender)" (a Stratagem): your named character, with all three slots filled, KO's
-- the defender by its attack.  IT is the attacker.
function L.on_own_named_kos(text, fn, name)
  return { on = "ko", text = text, run = fn, subject = function(g) return g:gget(K.att) end,
           when = function(g, self, ev)
             local a = g:gget(K.att)
             return g:phase_name() == "damage" and ev.card == g:gget(K.dfd) and mine(g, self, a) and TC.named(g, a, name)
                    and TC.has_slot(g, a, "weapon") and TC.has_slot(g, a, "armor") and TC.has_slot(g, a, "utility")
           end }
end

-- "ON(<Name> @bf & flipped IT -> another mode)" (a Stratagem): any flip of it.
function L.on_own_named_flip_any(text, fn, name)
  return { on = "flip", text = text, run = fn,
           when = function(g, self, ev)
             return mine(g, self, ev.card) and TC.is_character(g, ev.card) and on_bf(g, ev.card) and TC.named(g, ev.card, name)
           end }
end

-- Deadlock - Bounty Hunter: "CHOOSE & enemy ; IF KOd [turn], draw(2)": the chosen enemy
-- carries the mark (charverbs.lua's Ctx.mark_enemy); its KO this turn wakes the draw,
-- whatever Deadlock's mode (`any_mode`, queue.lua) or place.
function L.on_marked_ko(text, fn)
  return { on = "ko", text = text, run = fn, any_mode = true,
           when = function(g, self, ev) return g:cget(ev.card, "marked_by") == self end }
end

-- Overwhelming Advantage: "ON(own_char attacks [turn], IF Upgrades include >= {all five}
-- & flipped>={all five})": woken from the played area this turn, after the attacker's
-- flips (B4).  Whose Upgrades: option overwhelming_upgrades.
local FIVE = { "white", "orange", "black", "blue", "green" }
local function upgrade_colors(g, self, a)
  local ups = TC.opt(g, "overwhelming_upgrades") == "own" and g:cards(Z(g, "upgrades", g:controller(self)))
              or TC.upgrades_of(g, a)
  for _, col in ipairs(FIVE) do
    local found = false
    for _, u in ipairs(ups) do found = found or ((g:def(u).icons or {})[col] or 0) > 0 end
    if not found then return false end
  end
  return true
end
function L.on_own_attack_all_colors(text, fn)
  local five = L.flipped { WH = 1, OR = 1, BK = 1, BL = 1, GR = 1 }
  return { on = "B4", text = text, run = fn, played_zone = true, part = true,
           when = function(g, self, ev)
             return g:where(self) == Z(g, "played", g:controller(self)) and mine(g, self, ev.attacker)
                    and upgrade_colors(g, self, ev.attacker) and five(g, self)
           end }
end

-- Windcharger: "SELF HAS ATK+3 during first turn game" (option windcharger_first_turn).
function L.first_turn_of_game()
  return function(g, c)
    if TC.opt(g, "windcharger_first_turn") == "game" then return g:turn() == 1 end
    return g:turn() <= 2 and g:active() == g:controller(c)
  end
end

-- "ON(self_attacks & HAS Weapon)": the character carries an Upgrade in that slot.
function L.with_slot(slot) return function(g, self) return TC.has_slot(g, self, slot) end end

return TC
