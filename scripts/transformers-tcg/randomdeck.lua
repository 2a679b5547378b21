-- transformers-tcg/randomdeck.lua -- a random legal deck drawn from the whole card pool.
--
-- `--options deck1=random` (or deck2): the player's team and battle deck are drawn with the
-- game's random generator when the game is set up, so a seed always gives the same decks and a
-- saved game replays.  For casual play against the unknown, and for soaks that reach every
-- card in the pool (tests/bench/soak.sh, the sim ctest "random_decks"): over many seeds every
-- character and battle card of waves 1-5 turns up.  What it draws:
--   * a team of plain characters (kind "character"; the kinds with extra deck entries --
--     Titan Masters' heads, Battle Masters, Weaponizers, cards that start under another --
--     and Stratagems are left to hand-made decks), drawn in a random order while the team's
--     stars stay within the limit (option team_stars, default 25);
--   * a battle deck of 40 cards (option deck_min, if larger): cards with no stars of their
--     own (a star battle card would count toward the team), each drawn as 1 to 3 copies
--     (its own limit, if lower) until the deck is full.
-- The text it makes is an ordinary deck list, checked by TC.validate like any other.

local TC = include "core"

local function shuffled(g, list)
  for i = #list, 2, -1 do
    local j = g:random(i)
    list[i], list[j] = list[j], list[i]
  end
  return list
end

-- Names of the pool's definitions for which ok(d) holds, in the pool's order.
local function pool(g, ok)
  local out = {}
  for _, d in ipairs(g:card_defs()) do if ok(d) then out[#out + 1] = d.name end end
  return out
end

local function plain_character(d)
  return d.kind == "character" and not d.start_under and not d.under and (d.stars or 0) > 0
end

local function plain_battle(d) return d.kind == "battle" and (d.stars or 0) == 0 and (d.max_copies or 3) > 0 end

-- The deck text: "[characters]" and "[battle cards]" sections, one "N Name" line each.
function TC.random_deck_text(g, stars_limit, size)
  local lines, stars = { "# a random deck (deck1=random): drawn when the game was set up", "[characters]" }, 0
  for _, name in ipairs(shuffled(g, pool(g, plain_character))) do
    local s = g:card_def(name).stars
    if stars + s <= stars_limit then
      lines[#lines + 1] = "1 " .. name
      stars = stars + s
    end
  end
  lines[#lines + 1] = "[battle cards]"
  local n = 0
  for _, name in ipairs(shuffled(g, pool(g, plain_battle))) do
    if n >= size then break end
    local k = math.min(g:random(3), g:card_def(name).max_copies or 3, size - n)
    lines[#lines + 1] = k .. " " .. name
    n = n + k
  end
  return table.concat(lines, "\n") .. "\n"
end

return TC
