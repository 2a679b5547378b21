-- Deck lists: the plain-text format (scripts/lib/deckfile.lua), the construction rules (setup.lua), the shipped
-- starter decks, and choosing decks with --options deck1=...,deck2=... (a name, a file, or inline).
local H = require "lib.tcg"

local function parse(g, text)
  return g:get(string.format("DeckFile.parse(%q, 'test')", text))
end

scenario("the parser reads counts, names, sections and comments, and names the line of each problem", function()
  local g = H.new()
  local d = parse(g, "# a comment\n[Characters]\n1 Optimus Prime - Autobot Leader  # 7 stars\n\nBattle cards:\n3x Zap\nMedic!\n// more\n0 Zap\n")
  eq(#d.entries, 3, "three entries")
  eq(d.entries[1].section, "characters", "section, lower-cased")
  eq(d.entries[1].name, "Optimus Prime - Autobot Leader", "comment stripped")
  eq(d.entries[2].count, 3, "'3x' form")
  eq(d.entries[2].section, "battle cards", "'Name:' header")
  eq(d.entries[3].count, 1, "a bare name is one copy")
  eq(d.errors[1], "test:9: count 0 out of range 1-99", "error with its line")
  local e = parse(g, "123456789012345678901234567890 Zap\n\0\1 binary\n")
  eq(e.errors[1], "test:1: count 123456789012345678901234567890 out of range 1-99", "a huge count is an error, not a crash")
end)

scenario("the shipped starter decks are legal (25-star teams, 40+ battle cards)", function()
  local g = H.new()
  for _, name in ipairs({ "autobots", "decepticons", "specialists", "masters", "stunticons", "constructicons", "cassettes" }) do
    local errs = g:get(string.format("select(3, TC.validate(g, DeckFile.parse(DECKS[%q], %q), %q, 25))", name, name, name))
    eq(#errs, 0, name .. " has no problem")
  end
end)

scenario("scripts/transformers-tcg/decks/*.txt are the shipped decks' text, and a deck file is chosen by option", function()
  local a = game{ seed = 2, options = "first=1,deck1=scripts/transformers-tcg/decks/decepticons.txt,deck2=scripts/transformers-tcg/decks/autobots.txt" }
  local b = game{ seed = 2, options = "first=1,deck1=decepticons,deck2=autobots" }
  eq(a:get("g:option_file('deck1')"), b:get("DECKS.decepticons"), "same text")
  local c = game{ seed = 2, options = "first=1,deck1=scripts/transformers-tcg/decks/specialists.txt,deck2=scripts/transformers-tcg/decks/autobots.txt" }
  eq(c:get("g:option_file('deck1')"), b:get("DECKS.specialists"), "specialists.txt")
  eq(c:get("g:option_file('deck2')"), b:get("DECKS.autobots"), "autobots.txt")
  local m = game{ seed = 2, options = "first=1,deck1=scripts/transformers-tcg/decks/masters.txt,deck2=scripts/transformers-tcg/decks/stunticons.txt" }
  eq(m:get("g:option_file('deck1')"), b:get("DECKS.masters"), "masters.txt")
  eq(m:get("g:option_file('deck2')"), b:get("DECKS.stunticons"), "stunticons.txt")
  local k = game{ seed = 2, options = "first=1,deck1=scripts/transformers-tcg/decks/constructicons.txt,deck2=autobots" }
  eq(k:get("g:option_file('deck1')"), b:get("DECKS.constructicons"), "constructicons.txt")
  local s = game{ seed = 2, options = "first=1,deck1=scripts/transformers-tcg/decks/cassettes.txt,deck2=autobots" }
  eq(s:get("g:option_file('deck1')"), b:get("DECKS.cassettes"), "cassettes.txt")
  eq(a:get("g:name(g:cards(TC.z(g, 'battlefield', 1))[1])"), b:get("g:name(g:cards(TC.z(g, 'battlefield', 1))[1])"), "same team")
end)

scenario("construction rules: every problem is listed with its line", function()
  fails(function() game{ options = "deck1=2 Optimus Prime - Autobot Leader;1 Nobody;4 Zap" } end,
        "deck1:1: a team holds one copy of each character")
  fails(function() game{ options = "deck1=1 Nobody" } end, "deck1:1: no card named 'Nobody'")
  fails(function() game{ options = "deck1=1 Optimus Prime - Autobot Leader;4 Zap" } end, "at most 3 copies of 'Zap' %(4%)")
  fails(function() game{ options = "deck1=1 Metroplex - Autobot City;1 Ironhide - Veteran Autobot" } end,
        "the team has 31 stars %(at most 25%)")
  fails(function() game{ options = "deck1=1 Ironhide - Veteran Autobot;3 Zap" } end, "the battle deck has 3 cards %(at least 40%)")
  fails(function() game{ options = "deck1=1 Devastator - Towering Warrior" } end, "combined form")
  fails(function() game{ options = "deck1=missing/deck.txt" } end, "option deck1: cannot read 'missing/deck.txt'")
end)

scenario("an inline list with a smaller deck minimum starts a game", function()
  local g = game{ seed = 1, options = "first=1,deck_min=3,deck1=1 Ironhide - Veteran Autobot;3 Zap" }
  eq(H.size(g, "battlefield", 1), 1, "the team")
  eq(H.size(g, "deck", 1) + H.size(g, "hand", 1), 3, "the deck")
end)

scenario("g:option_file reads only a file an option names", function()
  local g = H.new()
  eq(g:get("g:option_file('deck1')"), nil, "deck1=... is not set in this game")
  eq(g:get("select(2, g:option_file('deck1'))"), "no option 'deck1' names a file", "and says why")
  eq(g:get("g:option_file('first')"), nil, "first=1 names no readable file")
end)

-- deck1=random (randomdeck.lua): a legal team and battle deck drawn from the whole pool with the
-- game's random generator, so the seed decides them.
local function dealt(seed)
  local g = game{ seed = seed, options = "first=1,deck1=random,deck2=random" }
  local out = {}
  for p = 1, 2 do
    out[p] = {
      team = g:get(string.format("T.names(g, 'battlefield', %d)", p)),
      stars = g:query(string.format([[local n = 0
        for _, c in ipairs(g:cards(g:zone('battlefield', %d))) do n = n + g:def(c).stars end
        return n]], p)),
      cards = g:get(string.format("#g:cards(g:zone('deck', %d)) + #g:cards(g:zone('hand', %d))", p, p)),
    }
  end
  return out
end

scenario("deck1=random: a legal team (at most 25 stars) and a 40-card battle deck, the same for the same seed", function()
  local a, b, c = dealt(3), dealt(3), dealt(4)
  for p = 1, 2 do
    ok(#a[p].team >= 1, "p" .. p .. " has a team")
    ok(a[p].stars <= 25, "p" .. p .. "'s team has at most 25 stars: " .. a[p].stars)
    eq(a[p].cards, 40, "p" .. p .. "'s battle cards (deck and hand)")
    eq(table.concat(a[p].team, ","), table.concat(b[p].team, ","), "the same seed deals the same team")
  end
  ok(table.concat(a[1].team, ",") ~= table.concat(c[1].team, ",") or table.concat(a[2].team, ",") ~= table.concat(c[2].team, ","),
     "another seed deals other teams")
end)
