-- transformers-tcg/setup.lua -- deck lists, their construction rules, and the start of a game.
--
-- A deck list is plain text (scripts/lib/deckfile.lua): the team's characters and the
-- battle cards, "N Name" per line.  Construction rules (the WotC basic
-- rules quoted in the card data's SOURCES): a team of at most 25 stars,
-- one copy of each character (by full name); a battle deck of at least 40
-- cards, at most 3 of a name.  Combined forms are made in play, never
-- chosen.  Battle Masters, Titan Masters and Weaponizers are team
-- characters (their stars count); "1 Apex on Fortress Maximus - Great War
-- Veteran" starts a Titan Master as that character's head (kinds.lua).
-- Stratagems are on the team too (stratagems.lua).  Setup (not in the digest, so options): characters enter in
-- their first listed mode, untapped; the deck is shuffled; each player
-- draws `hand_size` cards; the first player is option `first` or random.

local TC = include "core"
local K = TC.K
local D = include "lib/deckfile"
local DECKS = include "decks"
local Z = TC.z

local TEAM_KINDS = { character = true, battle_master = true, titan_master = true, weaponizer = true,
                     stratagem = true }

-- Checks a parsed deck; returns team names, battle names, errors.
function TC.validate(g, parsed, source, stars)
  local errs = {}
  for _, e in ipairs(parsed.errors) do errs[#errs + 1] = e end
  local team, deck, total_stars = {}, {}, 0
  local seen = {}
  local function err(e, fmt, ...) errs[#errs + 1] = string.format("%s:%d: " .. fmt, source, e.line, ...) end
  local heads, unders = {}, {}
  for _, e in ipairs(parsed.entries) do
    local d = g:card_def(e.name)
    if not d then d = TC.head_entry(g, e, heads, err) or TC.under_entry(g, e, unders) end   -- kinds.lua, teamunder.lua
    if not d then err(e, "no card named '%s'", e.name)
    elseif TEAM_KINDS[d.kind] then
      if e.count > 1 or seen[e.name] then err(e, "a team holds one copy of each character ('%s')", e.name) end
      seen[e.name] = true
      total_stars = total_stars + (d.stars or 0)
      team[#team + 1] = e.name
    elseif d.kind == "combined_form" then err(e, "'%s' is a combined form: it is made in play, never chosen", e.name)
    elseif d.kind == "battle" then
      local n = (seen[e.name] or 0) + e.count
      seen[e.name] = n
      if n > (d.max_copies or 3) then err(e, "at most %d copies of '%s' (%d)", d.max_copies or 3, e.name, n) end
      for _ = 1, e.count do deck[#deck + 1] = e.name end
    end
  end
  stars = stars + TC.check_unders(g, unders, parsed.entries, err)           -- teamunder.lua
  if #team == 0 then errs[#errs + 1] = source .. ": the team has no character" end
  local card_stars, last = TC.battle_card_stars(g, parsed.entries)          -- star battle cards (deckstars.lua)
  if total_stars + card_stars > stars and card_stars > 0 then
    err(last, "the team has %d stars and its star battle cards %d more: %d (at most %d)",
        total_stars, card_stars, total_stars + card_stars, stars)
  elseif total_stars > stars then
    errs[#errs + 1] = string.format("%s: the team has %d stars (at most %d)", source, total_stars, stars)
  end
  local min = TC.opt(g, "deck_min") or 40
  if #deck < min then
    errs[#errs + 1] = string.format("%s: the battle deck has %d cards (at least %d)", source, #deck, min)
  end
  TC.check_heads(g, heads, seen, err)
  TC.check_stratagems(g, parsed.entries, err)
  TC.check_start_under(g, parsed.entries, err)
  return team, deck, errs, heads, unders
end

-- The deck text of option `key` (value v) and the name errors cite: a
-- shipped deck's name (decks.lua), "random" (randomdeck.lua), a file (a value with "/" or ending in
-- ".txt": read with g:option_file), or the list itself with ";" between
-- lines.
function TC.deck_text(g, key, v)
  if DECKS[v] then return DECKS[v], v end
  if v == "random" then                                   -- randomdeck.lua
    return TC.random_deck_text(g, g:options().team_stars or 25, TC.opt(g, "deck_min") or 40), key .. "=random"
  end
  if v:find("/", 1, true) or v:match("%.txt$") then
    local text, err = g:option_file(key)
    if not text then error(err, 0) end
    return text, v
  end
  return (v:gsub(";", "\n")), key
end

-- The zones, every player's in TC.PERSONAL order (the ids Z counts on):
-- the ruleset's `zones` declaration, made by the kernel before setup
-- (kernel/lua/layout.c).
function TC.zone_list(g)
  local out = {}
  for p = 1, 2 do
    for _, n in ipairs(TC.PERSONAL) do out[#out + 1] = { n, owner = p, vis = TC.VIS[n] or "public" } end
  end
  return out
end

function TC.setup(g, opts)
  TC.check_choices(opts)                            -- options of a few words (TC.choice)
  for p = 1, 2 do
    for _, n in ipairs(TC.PERSONAL) do
      assert(g:zone(n, p) == Z(g, n, p), "zones are made in TC.PERSONAL order")
    end
  end
  for p = 1, 2 do
    local key = "deck" .. p
    local v = opts[key] or (p == 1 and "autobots" or "decepticons")
    local text, source = TC.deck_text(g, key, v)
    local team, deck, errs, heads, unders = TC.validate(g, D.parse(text, source), source, opts.team_stars or 25)
    if #errs > 0 then error(#errs .. " deck problem" .. (#errs > 1 and "s" or "") .. ": " .. table.concat(errs, "; "), 0) end
    for _, name in ipairs(team) do
      local c = g:new_card(name, p, Z(g, "battlefield", p))
      g:cset(c, K.mode, 1)
      TC.enter_team(g, c)
    end
    TC.place_heads(g, p, heads)
    TC.place_unders(g, p, unders)
    local dz = Z(g, "deck", p)
    for _, name in ipairs(deck) do g:new_card(name, p, dz) end
    g:shuffle(dz)
  end
  local first = opts.first or g:random(2)
  g:set_active(first)
  TC.raise(g, "pregame", {})                 -- "BEFORE(pregame)" (pregame.lua), before the opening hands
  for p = 1, 2 do
    local q = (first + p - 2) % 2 + 1
    g:draw(Z(g, "deck", q), Z(g, "hand", q), TC.opt(g, "hand_size"))
  end
  g:log("p%d goes first", first)
end

return TC
