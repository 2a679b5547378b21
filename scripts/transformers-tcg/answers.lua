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

local TC = include "core"
local K = TC.K
local Z = TC.z
local L = include "cardlib"
local Ctx = include "ctx"

TC.AT_ONCE = { answer = true }

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
