-- transformers-tcg/deckplay.lua -- a peek at the deck's top "anytime", and playing it as if in hand (round 8c).
--
-- Major Shockwave - Applied Sciences, Scientist.  The digest is silent; the readings:
--   * "OPT PEEK own_deck.top(1) anytime" (both modes): an option offered in every window
--     where its controller may act -- the ruleset has one, its main phase -- while Major
--     Shockwave is on their battlefield: "peek at the top of your deck (<name>)" shows
--     the top card to that player only (g:reveal; it stays known to them until it moves).
--     It costs nothing and is offered again only once the top card is one they do not know.
--   * "WHILE(own_deck.top(1) Decepticon card or Secret Action) => OPT PLAY IT as_if_in_hand"
--     (bot): while the top card of its controller's deck is a Decepticon battle card or a
--     Secret Action, the main window offers to play it as a card of the hand ("play top
--     <name>", "play top <name> on <character>"): the turn's Action or Upgrade budget, the
--     first turns' limits, costs and play limits apply as to a card in hand.
-- The families are added to the main window's list (main.lua's TC.MAIN) before "end main
-- phase".

local TC = include "core"
local K = TC.K
local Z = TC.z
local L = include "cardlib"

function L.peek_anytime(text) return { on = "none", text = text, peek_anytime = true } end
function L.play_top_as_hand(text) return { on = "none", text = text, play_top = true } end

local function with_marker(g, p, key)
  for _, x in ipairs(TC.characters(g, p)) do
    if TC.marked(g, x, key) then return x end
  end
end

local function peeks(g, p, acts)
  local top = g:top(Z(g, "deck", p))
  local x = top and not g:sees(p, top) and with_marker(g, p, "peek_anytime")
  if not x then return end
  acts:add("peek at the top of your deck (" .. g:name(x) .. ")", function()
    g:reveal(top, p)
    g:log("p%d peeks at the top card of their deck", p)
  end)
end

local function playable_top(g, x)
  local d = g:def(x)
  return d.faction == "Decepticon" or d.type == "Secret Action"
end

local function top_plays(g, p, acts)
  local top = g:top(Z(g, "deck", p))
  if not top or not with_marker(g, p, "play_top") or not playable_top(g, top) then return end
  local name = g:name(top)
  local function play(fn)
    return function()
      g:reveal(top)
      fn()
      TC.check_reshuffle(g, p)
    end
  end
  if TC.is_action(g, top) then
    TC.offer(g, p, acts, "play top " .. name, TC.hand_refusal(g, p, "m_action") or TC.play_refusal(g, p, top),
             g:pget(p, K.m_action) and "m_action2" or "m_action", play(function() TC.play_action(g, p, top) end))
  elseif TC.is_upgrade(g, top) then
    local why = TC.hand_refusal(g, p, "m_upgrade")
    for _, h in ipairs(TC.hosts_for(g, p, top)) do
      TC.offer(g, p, acts, "play top " .. name .. " on " .. g:name(h), why or TC.play_refusal(g, p, top, h), "m_upgrade",
               play(function() TC.attach(g, p, top, h) end))
    end
  end
end

table.insert(TC.MAIN, #TC.MAIN, { list = peeks })
table.insert(TC.MAIN, #TC.MAIN, { list = top_plays })

return TC
