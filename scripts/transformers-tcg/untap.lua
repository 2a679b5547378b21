-- transformers-tcg/untap.lua -- the one verb every untap goes through, and its event.
--
-- The digest untaps in P4 (everything) and cards untap characters by their
-- effects (Blurr, Micro Capacitor, "UNTAP SELF", "UNTAP own:Cars").  Each goes
-- through TC.untap(g, c, many): a tapped character is first answered
-- ("answer_untap", answers at once: Lose the Initiative may keep it tapped),
-- then untapped, and the event "untap" is raised for it with its cause:
-- `source`, the card whose text untaps it (the game value `src` of
-- sources.lua; nil when the rules untap it, P4), and `many` when one effect
-- untaps several characters at once ("exactly opp_char" is not such an
-- untap).  Raider Blackjack's "ON(own:Sports Car Patrols untaps)" listens to
-- it.  A character that leaves the battlefield (KO, combined) is not untapped:
-- its tapped state is cleared where it leaves.

local TC = include "core"
local K = TC.K
local L = include "cardlib"
local Ctx = include "ctx"

TC.AT_ONCE.answer_untap = true

-- Untaps character c (false: it was not tapped, or an answer kept it tapped).
function TC.untap(g, c, many)
  if not c or not TC.tapped(g, c) then return false end
  local source = g:gget("src")
  local kept = false
  if source then                           -- the answered character is the game value untap_answered
    local outer = g:gget("untap_answered")
    g:gset("untap_answered", c)
    kept = TC.answer(g, "answer_untap", { card = c, source = source, many = many })
    g:gset("untap_answered", outer)
  end
  if kept then
    g:log("%s stays tapped", g:name(c))
    return false
  end
  g:cset(c, K.tapped, nil)
  if source then g:log("%s untaps", g:name(c)) end
  TC.raise(g, "untap", { card = c, source = source, many = many })
  return true
end

-- "ON(own:<Trait> untaps)": one of its controller's characters with the trait
-- untaps (the subject, IT).
function L.on_own_untap(text, fn, trait)
  return { on = "untap", text = text, run = fn,
           when = function(g, self, ev)
             return g:controller(ev.card) == g:controller(self) and TC.answers_to(g, ev.card, trait)
           end }
end

-- Lose the Initiative: "SECRET_REVEAL_ON(IF(opp_card cause exactly opp_char -> UNTAP))":
-- a card of the opponent untaps one of the opponent's characters, alone (not `many`).
function L.answer_untap_opp()
  return function(g, self, ev)
    local p = g:controller(self)
    return not ev.many and g:controller(ev.source) ~= p and g:controller(ev.card) ~= p
  end
end
-- "ON_REVEAL => INSTEAD UNTAP own_char HAS same number Stars or_fewer": that character
-- stays tapped; one of your tapped characters with at most its stars untaps (your pick).
function Ctx.untap_instead(c)
  local g, x = c.g, c.g:gget("untap_answered")
  if not x then return end
  Ctx.keep_answered(c)
  local out = {}
  for _, y in ipairs(TC.characters(g, c.player)) do
    if TC.tapped(g, y) and (g:def(y).stars or 0) <= (g:def(x).stars or 0) then out[#out + 1] = y end
  end
  TC.untap(g, (Ctx.pick(c, c.player, "Untap which of your characters instead?", out)))   -- one value: no `many`
end

return TC
