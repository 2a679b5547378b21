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

TC.AT_ONCE.answer_untap = true

-- Untaps character c (false: it was not tapped, or an answer kept it tapped).
function TC.untap(g, c, many)
  if not c or not TC.tapped(g, c) then return false end
  local source = g:gget("src")
  if source and TC.answer_point(g, "answer_untap", { card = c, source = source, many = many }) then
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

return TC
