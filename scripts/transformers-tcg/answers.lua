-- transformers-tcg/answers.lua -- a played Action answered before its text resolves.
--
-- Digest 6.4: an Action goes face up into the played area, then its text
-- resolves; 10.1: a trigger on "an Action is played" waits until the
-- Action has fully resolved.  Some Secret Actions answer the play itself
-- ("SECRET_REVEAL_ON(OPP plays {BL} Action) ; ON_REVEAL => SCRAP Action & IT
-- NEGATED": Jam Signals, Infiltrate, Overrule, Speed Trap), so they must act
-- between the two.  That point is the event "answer", which main.lua's
-- TC.play_action emits with g:emit (the kernel's events: every listener runs
-- when it happens, even inside another resolution such as Brainstorm's)
-- once the Action is in the played area and before its text.  A listener
-- of "answer" does not wait in the trigger queue: queue.lua's TC.collect
-- runs it at once (TC.AT_ONCE), and a Secret Action's reveal is a
-- resolution of its own.  The Action being answered is the game value
-- `answering` while the event lasts; an answer that scraps it negates it:
-- TC.play_action resolves the text only of an Action still in the played
-- area, and a negated Action raises no "played" event (it never resolved).
--
-- The same point for attack damage: "answer_damage", emitted by combat.lua
-- once C3 and the caps have given the damage and before it is placed
-- (C4).  Lucky Dodge ("IF(own_char defends & take odd amount ATK_dmg) =>
-- INSTEAD character takes no ATK_dmg"), Heroic Resolve ("own:Autobots take
-- enough attack damage -> KOd => INSTEAD ... at 1 HP"), Even the Score
-- ("own:Decepticons takes > enough ATK_dmg -> KOd => Do extra ATK_dmg ->
-- ATTACKER": the damage beyond what KOs, to the attacker as attack damage)
-- reveal there; the damage being answered is the game value `answer_dmg`.
-- A face-down card answers only when its condition holds, so nothing about
-- it shows otherwise (a C3 modifier would be named in the log each time).

local TC = include "core"
local K = TC.K
local Z = TC.z
local L = include "cardlib"
local Ctx = include "ctx"

TC.AT_ONCE = { answer = true, answer_damage = true }

-- main.lua: the answer point of Action c played by p; true when the Action
-- left the played area (negated) before its text.
function TC.answered(g, c, p)
  local outer = g:gget("answering")
  g:gset("answering", c)
  g:emit("answer", { card = c, player = p })
  g:gset("answering", outer)
  if g:where(c) == Z(g, "played", p) then return false end
  g:log("%s is negated: its text does not resolve", g:name(c))
  return true
end

-- "SECRET_REVEAL_ON(OPP plays {BL} Action)" (when: an extra test of the
-- Action, e.g. "IT's second Action they played [turn]").
-- Both test that the Action is still in the played area (not negated by
-- an earlier answer).
local function live(g, ev) return g:where(ev.card) == Z(g, "played", ev.player) end
function L.answer_icon(icon)
  return function(g, _, ev) return live(g, ev) and TC.has_icon(g, ev.card, icon) end
end
function L.answer_nth(n)
  return function(g, _, ev) return live(g, ev) and (g:pget(ev.player, "n_actions") or 0) == n end
end

-- combat.lua: the attack damage dmg to dfd, after the answers.
function TC.answer_damage(g, att, dfd, dmg)
  if dmg <= 0 then return dmg end
  g:gset("answer_dmg", dmg)
  g:emit("answer_damage", { attacker = att, defender = dfd, damage = dmg })
  dmg = g:gget("answer_dmg")
  g:gset("answer_dmg", nil)
  return dmg
end
local function own_defender(g, self, ev) return g:controller(ev.defender) == g:controller(self) end
local function kos(g, ev) return TC.damage(g, ev.defender) + (g:gget("answer_dmg") or 0) >= TC.health(g, ev.defender) end
-- "own_char defends & take odd amount ATK_dmg".
function L.answer_odd_damage()
  return function(g, self, ev) return own_defender(g, self, ev) and (g:gget("answer_dmg") or 0) % 2 == 1 end
end
-- "own:<Trait> take enough ATK_dmg -> KOd" (more: "> enough").
function L.answer_ko_damage(trait, more)
  return function(g, self, ev)
    if not own_defender(g, self, ev) or not TC.has_trait(g, ev.defender, trait) or not kos(g, ev) then return false end
    return not more or TC.damage(g, ev.defender) + g:gget("answer_dmg") > TC.health(g, ev.defender)
  end
end
-- "INSTEAD character takes no ATK_dmg" (n = 0).
function Ctx.answer_damage_to(c, n)
  c.g:gset("answer_dmg", n)
  c.g:log("the attack damage becomes %d", n)
end
-- "INSTEAD character takes enough ATK_dmg -> at 1 HP".
function Ctx.answer_damage_to_one(c)
  local d = TC.defender(c.g)
  if d then Ctx.answer_damage_to(c, math.max(TC.health(c.g, d) - TC.damage(c.g, d) - 1, 0)) end
end
-- "Do extra ATK_dmg -> ATTACKER": the damage beyond what KOs the defender.
function Ctx.excess_to_attacker(c)
  local g = c.g
  local d, a = TC.defender(g), TC.attacker(g)
  local extra = d and (g:gget("answer_dmg") or 0) - (TC.health(g, d) - TC.damage(g, d)) or 0
  if a and extra > 0 then TC.place_damage(g, a, extra, true) end
end
-- "PUT THIS_CARD @own_KO".
function Ctx.this_to_ko(c)
  c.g:move(c.card, Z(c.g, "ko", c.g:owner(c.card)))
  c.g:log("%s goes to p%d's KO area", c.g:name(c.card), c.g:owner(c.card))
end

-- "SCRAP Action & IT NEGATED": the Action being answered goes to its
-- owner's scrap pile before its text resolves.
function Ctx.negate_answered(c)
  local g = c.g
  local x = g:gget("answering")
  if not x or g:where(x) ~= Z(g, "played", g:owner(x)) then return end
  g:log("p%d negates %s", c.player, g:name(x))
  TC.scrap(g, x)
end

-- "OPP CANNOT PLAY Actions [turn]": main.lua's window refuses the
-- opponent's Actions from hand for the rest of the turn.
function Ctx.forbid_actions(c)
  local o = Ctx.opp(c)
  c.g:pset(o, "no_actions", true, K.turn)
  c.g:log("p%d cannot play Actions this turn", o)
end

return TC
