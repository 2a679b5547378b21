-- transformers-tcg/outcome.lua -- extra turns and a game won by a card's effect.
--
-- The digest is silent on both; the card data defines them and these are
-- its readings.  "take extra turn after SELF one" (Peace through Tyranny):
-- the player value `extra_turns` counts the turns owed; the ruleset's
-- next_turn (called by the kernel at the end of every turn) keeps the
-- active player while one is owed, spending it, else passes to the other
-- player.  Two owed in one turn give two extra turns in a row.  An extra
-- turn is a whole turn (start, draw, main, attack, end) and counts as a
-- turn of the game ("[turn]" values expire at its end as at any other).
-- "IF(own_deck & SCRAP pile empty) => win game" (Daring Escape): the
-- player wins at once when both are empty after the effect's other
-- clauses (the reshuffle of digest 11 runs first, so a scrap pile that
-- refills the deck means no win).  All state stays in kernel values.

local TC = include "core"
local Z = TC.z
local Ctx = include "ctx"

-- The kernel's next_turn: an owed extra turn keeps p active.
function TC.next_turn(g)
  local p = g:active()
  local owed = g:pget(p, "extra_turns") or 0
  if owed > 0 then
    g:pset(p, "extra_turns", owed > 1 and owed - 1 or nil)
    g:log("p%d takes an extra turn", p)
    return
  end
  g:set_active(TC.other(g, p))
end

-- "take extra turn after SELF one": p owes one more turn after this one.
function Ctx.extra_turn(c)
  c.g:padd(c.player, "extra_turns", 1)
  c.g:log("p%d will take an extra turn after this one", c.player)
end

-- "OPT KO own_char HAS stars>=N": one of your characters of N stars or more,
-- if you wish; returns whether one was KO'd.
function Ctx.ko_own_stars(c, min)
  local out = {}
  for _, x in ipairs(TC.characters(c.g, c.player)) do
    if (c.g:def(x).stars or 0) >= min then out[#out + 1] = x end
  end
  local x = Ctx.pick(c, c.player, "KO one of your characters?", out, true)
  if x then TC.ko(c.g, x); return true end
  return false
end

-- "PER <Faction> HAS @bf, PUT own_deck.top(1) @own_KO face up": one card
-- from the top of your deck into your KO area per character of that
-- faction on your battlefield (counted before the first card moves).
function Ctx.deck_to_ko_per(c, faction)
  local g, p, n = c.g, c.player, 0
  for _, x in ipairs(TC.characters(g, p)) do
    if g:def(x).faction == faction then n = n + 1 end
  end
  for _ = 1, n do
    local x = TC.top(g, p)
    if not x then break end
    g:move(x, Z(g, "ko", p))
    g:flip(x, true)
    g:log("p%d puts %s from the deck into the KO area", p, g:name(x))
    TC.check_reshuffle(g, p)
  end
end

-- "IF(own_deck & SCRAP pile empty) => win game".
function Ctx.win_if_no_deck(c)
  local g, p = c.g, c.player
  if g:over() or g:size(Z(g, "deck", p)) > 0 or g:size(Z(g, "scrap", p)) > 0 then return false end
  g:finish({ p }, string.format("p%d's deck and scrap pile are empty: p%d wins by %s", p, p, g:name(c.card)))
  return true
end

return TC
