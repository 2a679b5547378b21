-- transformers-tcg/keepdown.lua -- a Secret Action kept face down past the end of turns (round 8c).
--
-- Spymaster's Ruse (Action): "OPT PLAY Secret Action ; WHILE card face down, THIS_CARD & card
-- aren't scrapped at end turns".  The digest is silent (its E2 scraps the played areas and the
-- defending player's face-down Secret Actions).  Read: its player may play a Secret Action
-- from hand (face down, as a play from hand: costs and play limits apply); while that card
-- stays face down, neither it nor the Ruse (in its played area) is scrapped at the end of any
-- turn.  Once it is revealed (or leaves the secret zone), both go at the next end of turn as
-- usual.  The pair is the card value `ruse` on each, naming the other (turn.lua's cleanup asks
-- TC.kept_at_end).

local TC = include "core"
local Z = TC.z
local Ctx = include "ctx"

function Ctx.ruse(c)
  local g, p = c.g, c.player
  local before = {}
  for _, x in ipairs(g:cards(Z(g, "secret", p))) do before[x] = true end
  Ctx.play_secret_from_hand(c)
  for _, x in ipairs(g:cards(Z(g, "secret", p))) do
    if not before[x] then
      g:cset(x, "ruse", c.card)
      g:cset(c.card, "ruse", x)
    end
  end
end

-- Card x (in a played area or a secret zone) stays at E2.
function TC.kept_at_end(g, x)
  local y = g:cget(x, "ruse")
  if not y or g:cget(y, "ruse") ~= x then return false end
  local secret, ruse = x, y
  if g:where(x) ~= Z(g, "secret", g:owner(x)) then secret, ruse = y, x end
  return g:where(secret) == Z(g, "secret", g:owner(secret)) and g:where(ruse) == Z(g, "played", g:owner(ruse))
end

return TC
