-- transformers-tcg/pileverbs.lua -- card verbs on your own hand, deck and scrap pile.
--
-- The generator's third pass writes effects that take cards from your
-- piles: a card played now (from the hand, or offered after a reveal),
-- cards returned from the scrap pile to the hand, the deck's top cards
-- revealed, peeked at, taken or scrapped, the hand drawn up to a size.
-- Also TC.list_where, the cards of a zone that pass a test, which the
-- other verb files use.  No state of their own: each verb moves cards.

local TC = include "core"
local Z = TC.z
local Ctx = include "ctx"
local pick = Ctx.pick

-- The cards of zone z for which pred(g, x) holds (oppverbs.lua, upgradeverbs.lua, triggers2.lua,
-- battle2.lua, verbs2.lua... use it too).
function TC.list_where(g, z, pred)
  local out = {}
  for _, x in ipairs(g:cards(z)) do if pred(g, x) then out[#out + 1] = x end end
  return out
end
local cards_where = TC.list_where
local function hand(g, p) return g:size(Z(g, "hand", p)) end

function Ctx.hand_size(c, p) return hand(c.g, p) end
-- Drawing up to a hand size ("IF HAS < 4 cards @hand, draw cards == difference").
function Ctx.draw_up_to(c, n)
  local k = n - hand(c.g, c.player)
  if k > 0 then Ctx.draw(c, k) end
end

-- Play card x now (an Action, or an Upgrade on one of your characters).
function Ctx.play_card(c, x, onto)
  local g = c.g
  if TC.is_action(g, x) then TC.play_action(g, c.player, x); return true end
  local h = onto or pick(c, c.player, "On which character?", TC.hosts_for(g, c.player, x))
  if h and TC.can_host(g, x, h) then TC.attach(g, c.player, x, h); return true end
end
-- "IF IT's Upgrade, OPT PLAY IT": the player may play card x.
function Ctx.offer_play(c, x)
  if c.g:yes_no(c.player, "Play " .. c.g:name(x) .. "?") then return Ctx.play_card(c, x) end
end
-- "OPT PLAY {BK} card": an Action or Upgrade of your hand with the icon
-- (icon nil: "OPT PLAY card", any).
function Ctx.play_card_from_hand(c, icon)
  local g = c.g
  local x = g:choose(c.player, "Play a " .. (icon and "{" .. icon .. "} " or "") .. "card from your hand?",
                     cards_where(g, Z(g, "hand", c.player), function(g_, y)
                       return (not icon or TC.has_icon(g_, y, icon)) and (TC.is_action(g_, y) or TC.is_upgrade(g_, y)) end),
                     { optional = true, none = "no" })
  if x then return Ctx.play_card(c, x) end
end
function Ctx.play_secret_from_hand(c)
  local g = c.g
  local x = g:choose(c.player, "Play a Secret Action from your hand?",
                     cards_where(g, Z(g, "hand", c.player), function(g_, y) return g_:def(y).type == "Secret Action" end),
                     { optional = true, none = "no" })
  if x then TC.play_action(g, c.player, x); return true end
end

function Ctx.return_scrap_where(c, pred, what)
  local g = c.g
  local x = g:choose(c.player, "Return which " .. what .. " to your hand?",
                     cards_where(g, Z(g, "scrap", c.player), pred), { auto = true })
  if x then g:move(x, Z(g, "hand", c.player)); return true end
end

-- "REVEAL own_deck.top(5) ; PUT Upgrades from among them ->own_hand ; SCRAP rest":
-- the cards are taken one by one (the scrap pile's reshuffle, digest 11,
-- leaves out those this effect scrapped).
function Ctx.reveal_take(c, n, pred)
  local g = c.g
  for _, x in ipairs(Ctx.mill(c, n)) do
    g:reveal(x)
    if pred(g, x) then g:move(x, Z(g, "hand", c.player)) end
  end
end
-- "SCRAP own_deck.top(4) ; PUT Upgrades scrapped SELF way ->own_hand".
Ctx.mill_take = Ctx.reveal_take
-- "REVEAL own_deck.top(3) ; IF include >= {OR+BL+WH}, PUT them ->own_hand ; OTHERWISE SCRAP them".
function Ctx.reveal_all_or_none(c, n, req)
  local g = c.g
  local xs, have = Ctx.mill(c, n), {}
  for _, x in ipairs(xs) do
    g:reveal(x)
    for color, k in pairs(g:def(x).icons or {}) do have[color] = (have[color] or 0) + k end
  end
  for icon, k in pairs(req) do
    if (have[TC.ICON[icon]] or 0) < k then return false end
  end
  for _, x in ipairs(xs) do g:move(x, Z(g, "hand", c.player)) end
  return true
end

-- The top card of your deck: reveal it (to everyone, or to you only).
function Ctx.reveal_top(c, all)
  local x = TC.top(c.g, c.player)
  if x then
    c.g:reveal(x, (all == false) and c.player or nil)
    c.g:log("p%d reveals %s from the top of the deck", c.player, c.g:name(x))
  end
  return x
end
-- "REVEAL own_deck.top(1) ; IF IT's Action, OPT PLAY IT" (PEEK: only you see it).
function Ctx.top_may_play(c, pred, reveal)
  local x = Ctx.reveal_top(c, reveal)
  if x and pred(c.g, x) then return Ctx.offer_play(c, x) end
end
function Ctx.may_scrap_top(c)
  local x = c.g:top(Z(c.g, "deck", c.player))
  if x and c.g:yes_no(c.player, "Scrap " .. c.g:name(x) .. " from the top of your deck?") then TC.scrap(c.g, x) end
end
-- "RETURN <=2 Secret Actions HAS different names <-own_scrap ->own_hand".
function Ctx.return_secrets(c, n)
  local g, names = c.g, {}
  for _ = 1, n do
    local x = g:choose(c.player, "Return a Secret Action to your hand?",
                       cards_where(g, Z(g, "scrap", c.player), function(g_, y)
                         return g_:def(y).type == "Secret Action" and not names[g_:name(y)] end),
                       { optional = true, none = "done" })
    if not x then return end
    names[g:name(x)] = true
    g:move(x, Z(g, "hand", c.player))
  end
end
-- "PEEK own_deck.top(3) ; OPT REVEAL Secret Action from among them & PUT IT ->own_hand".
function Ctx.peek_take_secret(c, n)
  local g, deck = c.g, Z(c.g, "deck", c.player)
  local look = {}
  for i = 1, math.min(n, g:size(deck)) do look[i] = g:top(deck, i); g:reveal(look[i], c.player) end
  local x = g:choose(c.player, "Put a Secret Action from among them into your hand?",
                     cards_where(g, deck, function(g_, y)
                       for _, l in ipairs(look) do if l == y then return g_:def(y).type == "Secret Action" end end
                       return false end), { optional = true, none = "no" })
  if x then g:reveal(x); g:move(x, Z(g, "hand", c.player)) end
end
