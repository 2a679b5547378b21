-- "BEFORE(pregame)" (scripts/transformers-tcg/pregame.lua): once both teams are on the battlefield
-- and the first player is chosen, before the opening hands, each such ability of a team
-- character resolves (the first player's first) and asks its player.  Each scenario names the
-- card, starts a game from deck lists, answers, and checks where the searched card went.
local H = require "lib.tcg"

-- p1's deck: tests/data/tcg-decks/pregame-<who>.txt (a team of one; its names hold commas,
-- which an inline option cannot).
local function start(who)
  return game{ seed = 3, options = "first=1,hand_size=6,deck1=tests/data/tcg-decks/pregame-" .. who .. ".txt,deck2=decepticons" }
end
local function count(g, zone, p, name)
  local n = 0
  for _, x in ipairs(H.names(g, zone, p)) do if x == name then n = n + 1 end end
  return n
end

scenario("Captain Wheeljack: BEFORE(pregame) => OPT REVEAL Brainstorm from own_deck & PUT IT ->own_hand", function()
  local g = start("wheeljack")
  eq(g:prompt(), "Reveal Brainstorm from your deck and put it into your hand?", "asked before the first turn")
  eq(g:player(), 1, "Wheeljack's player")
  eq(H.size(g, "hand", 1), 0, "before the opening hand")
  g:act("Brainstorm")
  eq(count(g, "hand", 1, "Brainstorm") >= 1, true, "Brainstorm is in p1's hand")
  eq(H.size(g, "hand", 1), 1 + 6 + 1, "Brainstorm, then the opening hand of 6 and the first turn's draw")
  eq(H.count_log(g, "p1 reveals Brainstorm from the deck"), 1, "revealed")
end)

scenario("Specialist Ratchet: BEFORE(pregame) => OPT REVEAL Medic! ... declined: nothing moves", function()
  local g = start("ratchet")
  eq(g:prompt(), "Reveal Medic! from your deck and put it into your hand?", "asked")
  g:act("no")
  eq(H.count_log(g, "reveals Medic!"), 0, "nothing revealed")
  eq(H.size(g, "hand", 1), 6 + 1, "only the opening hand and the turn's draw")
end)

scenario("Private Trailbreaker: BEFORE(pregame) => OPT PUT \"Force Field\" from own_deck onto SELF", function()
  local T = "Private Trailbreaker - Infantry, Fortification and Defense"
  local g = start("trailbreaker")
  eq(g:prompt(), "Put Force Field from your deck onto " .. T .. "?", "asked")
  g:act("Force Field")
  eq(H.names(g, "upgrades", 1)[1], "Force Field", "Force Field is on Trailbreaker")
  eq(H.get(g, "g:cget(g:cards(TC.z(g, 'upgrades', 1))[1], TC.K.host) == T.char(g, 1, %q)", T), true, "its host")
  eq(count(g, "deck", 1, "Force Field") + count(g, "hand", 1, "Force Field"), 2, "the other two stay in the deck or hand")
end)
