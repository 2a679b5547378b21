-- transformers-tcg/outside.lua -- cards taken from outside the game (the player's collection).
--
-- The card data names "outside_game" four times: "CHOOSE Dinobot own <-outside_game ; PUT @own_KO
-- [alt]" (Grimlock - Powerful Commander), "CHOOSE <=3 different Sentinels own <-outside_game ; PUT
-- them @own_KO [alt]" (Optimus Prime - Gleaming Commander), "CHOOSE BC own <-outside_game HAS 1
-- star & PUT IT ->own_hand" (Unleash Potential, Valuable Contract) and "HAS Ominus outside_game"
-- (Sky Shadow Sync).  The digest has no outside of the game.  Reading (docs/transformers-tcg.md,
-- "Round 8d"): it is the player's collection, i.e. any card of the card pool (every definition
-- loaded) that matches.  The player picks by name -- one option per name -- and the card is created
-- into the game with a fresh card id (g:new_card); from then on it is that player's card like any
-- other (undo, save and replay see it as kernel state).  A character whose name the player already
-- has in the game (any zone) is not offered, as a team holds one copy of each character; combined
-- forms are made in play and never taken.  TC.from_outside is the one service; the card verbs
-- below are its uses.

local TC = include "core"
local K = TC.K
local Z = TC.z
local Ctx = include "ctx"

-- Does player p have a card named `name` in the game (any of their zones)?
local function in_game(g, p, name)
  for _, zn in ipairs(TC.PERSONAL) do
    for _, x in ipairs(g:cards(Z(g, zn, p))) do if g:name(x) == name then return true end end
  end
  return false
end

local function is_char_def(d) return d.modes ~= nil and d.kind ~= "combined_form" end

-- The pool cards player p may take: definitions for which match(d) holds, by name.
function TC.outside_pool(g, p, match)
  local out, seen = {}, {}
  for _, d in ipairs(g:card_defs()) do
    if not seen[d.name] and d.kind ~= "combined_form" and match(d)
       and not (is_char_def(d) and in_game(g, p, d.name)) then
      seen[d.name] = true
      out[#out + 1] = d.name
    end
  end
  return out
end

-- The one service: player p picks up to spec.max (default 1) cards of the pool that
-- spec.match(def) accepts, each a different name, asked with spec.prompt (spec.optional: each
-- pick may be declined; else the first pick is required when any can be taken); each is created
-- in p's zone spec.zone, a character in its mode named spec.mode.  Returns the cards made.
function TC.from_outside(g, p, spec)
  local pool, made = TC.outside_pool(g, p, spec.match), {}
  for i = 1, spec.max or 1 do
    local opt = spec.optional or i > 1
    local name = g:choose(p, spec.prompt, pool, { optional = opt, none = "no more", auto = not opt })
    if not name then break end
    for j, n in ipairs(pool) do if n == name then table.remove(pool, j); break end end
    local x = g:new_card(name, p, Z(g, spec.zone, p))
    if spec.mode and g:def(x).modes then
      g:cset(x, K.mode, TC.mode_index(g:def(x), spec.mode) or TC.bot_side(g, x))   -- a Titan Master: bot
    end
    g:log("p%d takes %s from outside the game (%s)", p, name, spec.zone)
    made[#made + 1] = x
  end
  return made
end

-- The index of the mode named `name` in definition d (nil when it has none so named).
function TC.mode_index(d, name)
  for i, m in ipairs(d.modes or {}) do if m[1] == name then return i end end
end

-- A definition whose modes (any of them) carry the trait.
local function def_has_trait(d, trait)
  for _, m in ipairs(d.modes or {}) do
    for _, t in ipairs(m.traits or {}) do
      if t == trait or t .. "s" == trait then return true end
    end
  end
  return false
end

-- "CHOOSE Dinobot own <-outside_game ; PUT @own_KO [alt]" (max 1, required) and "CHOOSE <=3
-- different Sentinels own <-outside_game ; PUT them @own_KO [alt]" (max 3, each optional):
-- characters with the trait go to the player's KO area in alt mode.  Returns how many.
function Ctx.outside_to_ko(c, trait, max, upto)
  local made = TC.from_outside(c.g, c.player, {
    match = function(d) return is_char_def(d) and def_has_trait(d, trait) end,
    prompt = "Take a " .. trait .. " character from outside the game into your KO area?",
    zone = "ko", mode = "alt", max = max, optional = upto })
  return #made
end

-- "CHOOSE BC own <-outside_game HAS exactly 1 stars & PUT IT ->own_hand": a battle card of that
-- many stars from the pool into the player's hand.  Returns the card (nil: none).
function Ctx.outside_to_hand(c, stars)
  return TC.from_outside(c.g, c.player, {
    match = function(d) return d.kind == "battle" and (d.stars or 0) == stars end,
    prompt = "Take a " .. stars .. "-star battle card from outside the game into your hand",
    zone = "hand" })[1]
end

return TC
