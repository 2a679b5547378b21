-- transformers-tcg/playrules.lua -- what may be played, whoever plays it.
--
-- The digest (6.4, 10.4): playing an Action is putting it into the played
-- area and resolving it, whether from the main phase or by another card's
-- effect (Brainstorm: "You may play an Action"); the rules book's Brainstorm
-- example plays the Actions as plays.  So an Action's cost ("COST(TAP
-- ...) => X", effects2.lua) and a card's "PLAY_REQ(...)" hold for a play by
-- an effect too: a card that cannot be played is not offered by the
-- effect, and TC.play_action / TC.attach refuse it (it stays where it was,
-- and the log says why).  Before round 6 such an Action was played and did
-- nothing.  "OPP CANNOT PLAY > 2 cards during turn" (Private Turbo Board,
-- bot mode, on the battlefield) caps the cards its opponent plays in a
-- turn, Actions, Secret Actions and Upgrades, from hand or by an effect
-- (player value `n_played`, expiry turn; an Upgrade "PUT" onto a
-- character or moved is not played).

local TC = include "core"
local K = TC.K
local L = include "cardlib"

function L.opp_play_limit(text, n) return { on = "none", text = text, opp_play_limit = n } end

-- The cards p may play this turn, from the opponent's characters' current
-- modes, or nil (no limit).
function TC.play_limit(g, p)
  local lim
  for _, x in ipairs(TC.characters(g, TC.other(g, p))) do
    local m = g:cget(x, K.mode) or 1
    for _, ab in ipairs(g:def(x).abilities) do
      if ab.opp_play_limit and ab.mode == m then lim = math.min(lim or ab.opp_play_limit, ab.opp_play_limit) end
    end
  end
  return lim
end

-- Why p may play no more card this turn, or nil.
function TC.limit_refusal(g, p)
  local lim = TC.play_limit(g, p)
  local n = g:pget(p, "n_played") or 0
  if lim and n >= lim then
    return string.format("p%d has played %d cards this turn (an enemy allows at most %d)", p, n, lim)
  end
end

-- Why p cannot play card c (an Upgrade: onto h) now, or nil: "no Actions
-- this turn" (answers.lua), the play limit, the card's cost or PLAY_REQ
-- (main.lua's TC.req_refusal).
function TC.play_refusal(g, p, c, h)
  if TC.is_action(g, c) and g:pget(p, "no_actions") then return "an effect: no Actions this turn" end   -- answers.lua
  return TC.limit_refusal(g, p) or TC.req_refusal(g, p, c, h)
end

-- Whether p can play card c now (an Upgrade: onto some character).
function TC.playable(g, p, c)
  if TC.is_action(g, c) then return TC.play_refusal(g, p, c) == nil end
  for _, h in ipairs(TC.hosts_for(g, p, c)) do
    if TC.play_refusal(g, p, c, h) == nil then return true end
  end
  return false
end

-- Counts a play (TC.play_action, TC.attach); refuses one that is not
-- allowed, logging why.  Returns whether the play goes on.
function TC.count_play(g, p, c, h)
  local why = TC.play_refusal(g, p, c, h)
  if why then
    g:log("%s cannot be played: %s", g:name(c), why)
    return false
  end
  g:padd(p, "n_played", 1, K.turn)
  return true
end

return TC
