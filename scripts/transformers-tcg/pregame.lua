-- transformers-tcg/pregame.lua -- "BEFORE(pregame)": abilities that act before the first turn.
--
-- The digest's setup (not its section 5) has no pregame step; the card data
-- names one: "BEFORE(pregame) => OPT REVEAL Brainstorm from own_deck & PUT IT
-- ->own_hand" (Captain Wheeljack, Specialist Ratchet: Medic!), "BEFORE(pregame)
-- => OPT PUT "Force Field" from own_deck onto SELF" (Private Trailbreaker;
-- Major Ultra Magnus: Ultra Magnus Armor).  Reading: once both teams are on
-- the battlefield, the decks shuffled and the first player chosen, and
-- before the opening hands are drawn, setup.lua raises the event "pregame"
-- (the kernel's trigger queue: the first player orders theirs first, 10.2);
-- each such ability of a team character resolves then, asking its player
-- (setup may ask decisions).  A card taken from the deck is shown to both
-- players when revealed; the deck is shuffled after it is searched.

local TC = include "core"
local Z = TC.z
local L = include "cardlib"
local Ctx = include "ctx"

function L.pregame(text, fn) return { on = "pregame", text = text, run = fn } end

-- A card named `name` from the player's deck, if they want one (nil: none).
local function search(c, name, prompt)
  local g = c.g
  local deck = Z(g, "deck", c.player)
  local x = g:choose(c.player, prompt, TC.list_where(g, deck, function(g_, y) return g_:name(y) == name end),
                     { optional = true, none = "no" })
  return x, deck
end

-- "OPT REVEAL <Name> from own_deck & PUT IT ->own_hand".
function Ctx.tutor_to_hand(c, name)
  local g = c.g
  local x, deck = search(c, name, "Reveal " .. name .. " from your deck and put it into your hand?")
  if not x then return end
  g:reveal(x)
  g:move(x, Z(g, "hand", c.player))
  g:log("p%d reveals %s from the deck and puts it into their hand", c.player, name)
  g:shuffle(deck)
end
-- "OPT PUT "<Name>" from own_deck onto SELF" (a put, not a play: main.lua's TC.attach).
function Ctx.tutor_onto_self(c, name)
  local g, self = c.g, Ctx.char(c)
  local x, deck = search(c, name, "Put " .. name .. " from your deck onto " .. g:name(self) .. "?")
  if not x then return end
  g:reveal(x)
  TC.attach(g, c.player, x, self, true)
  g:shuffle(deck)
end

return TC
