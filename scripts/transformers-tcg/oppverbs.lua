-- transformers-tcg/oppverbs.lua -- card verbs on the opponent's hand and deck (and each player's hand).
--
-- The generator's third pass writes effects on what the opponent holds:
-- their hand seen and a card scrapped from it, cards they keep or show,
-- a card revealed at random, their deck's top cards revealed or scrapped,
-- counts of their scrap pile; an icon colour chosen for such a test; and
-- effects on every player's hand in turn.  Reveals go through the
-- kernel's visibility (g:reveal); no state of their own.

local TC = include "core"
local Z = TC.z
local Ctx = include "ctx"
include "pileverbs"
local cards_where = TC.list_where

-- Cards in the opponent's scrap pile with at least these icons ({ OR = 2 }).
function Ctx.opp_scrap_count(c, req)
  return #cards_where(c.g, Z(c.g, "scrap", Ctx.opp(c)), function(g, x)
    local ic = g:def(x).icons or {}
    for icon, k in pairs(req) do if (ic[TC.ICON[icon]] or 0) < k then return false end end
    return true
  end)
end
-- The opponent scraps the top n of their deck.
function Ctx.opp_mill(c, n)
  local o = Ctx.opp(c)
  for _ = 1, n do
    if not TC.mill(c.g, o) then break end
  end
end

-- "PEEK opp_hand & SCRAP Action from IT": you see the hand, scrap one such card.
function Ctx.peek_opp_hand_scrap(c, pred)
  local g, o = c.g, Ctx.opp(c)
  local h = g:cards(Z(g, "hand", o))
  for _, x in ipairs(h) do g:reveal(x, c.player) end
  local x = g:choose(c.player, "Scrap which card of the opponent's hand?", cards_where(g, Z(g, "hand", o), pred),
                     { auto = true })
  if x then TC.scrap(g, x); return true end
end
-- "OPP CHOOSE 3 cards <-opp_hand & SCRAP rest".
function Ctx.opp_keeps(c, n)
  local g, o = c.g, Ctx.opp(c)
  local keep = {}
  for i = 1, n do
    local rest = cards_where(g, Z(g, "hand", o), function(_, x) return not keep[x] end)
    if #rest == 0 then break end
    local x = g:choose(o, "Keep which card (" .. i .. " of " .. n .. ")?", rest, { auto = true })
    keep[x] = true
  end
  for _, x in ipairs(g:cards(Z(g, "hand", o))) do
    if not keep[x] then TC.scrap(g, x) end
  end
end
-- "OPP CHOOSE 3 cards <-opp_hand & REVEAL them ; SCRAP one them": you pick the one.
function Ctx.opp_shows_scrap_one(c, n)
  local g, o = c.g, Ctx.opp(c)
  local shown, set = {}, {}
  for i = 1, n do
    local rest = cards_where(g, Z(g, "hand", o), function(_, x) return not set[x] end)
    if #rest == 0 then break end
    local x = g:choose(o, "Reveal which card (" .. i .. " of " .. n .. ")?", rest, { auto = true })
    set[x] = true; shown[#shown + 1] = x
    g:reveal(x)
  end
  local x = g:choose(c.player, "Scrap which revealed card?", shown, { auto = true })
  if x then TC.scrap(g, x) end
end
-- "OPP REVEAL card at random <-opp_hand".
function Ctx.opp_reveal_random(c)
  local h = c.g:cards(Z(c.g, "hand", Ctx.opp(c)))
  if #h == 0 then return nil end
  local x = h[c.g:random(#h)]
  c.g:reveal(x)
  c.g:log("p%d reveals %s at random", Ctx.opp(c), c.g:name(x))
  return x
end
-- "OPP REVEAL opp_deck.top(2) ; OPT HAS OPP SCRAP those cards".
function Ctx.opp_reveal_top_may_scrap(c, n)
  local g, o = c.g, Ctx.opp(c)
  local deck = Z(g, "deck", o)
  for i = 1, math.min(n, g:size(deck)) do g:reveal(g:top(deck, i)) end
  if g:size(deck) > 0 and g:yes_no(c.player, "Have the opponent scrap the revealed cards?") then Ctx.opp_mill(c, n) end
end
local ICON_NAMES = { "WH", "OR", "BL", "GR", "BK" }
function Ctx.choose_color(c)
  local o = {}
  for i, k in ipairs(ICON_NAMES) do o[i] = { label = TC.ICON[k], value = k } end
  return c.g:choose(c.player, "Choose an icon color", o)
end
-- "EACH_PLAYER REVEAL hands & SCRAP upgrades from IT".
function Ctx.each_reveal_scrap_upgrades(c)
  local g = c.g
  for p = 1, 2 do
    for _, x in ipairs(g:cards(Z(g, "hand", p))) do
      g:reveal(x)
      if TC.is_upgrade(g, x) then TC.scrap(g, x) end
    end
  end
end
-- "EACH_PLAYER CHOOSE card in hand & SCRAP IT", you first.
function Ctx.each_scrap_from_hand(c)
  local g = c.g
  for _, p in ipairs({ c.player, Ctx.opp(c) }) do
    local x = g:choose(p, "Scrap which card of your hand?", g:cards(Z(g, "hand", p)), { auto = true })
    if x then TC.scrap(g, x) end
  end
end
