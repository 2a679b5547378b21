-- Extra (Freighter, digest A14): "you may put the next ship you acquire this turn on top of your
-- deck".  A buy is kernel steps (kernel/lua/steps.c) with one Lua call, made only while such a
-- redirection waits: these rulings check that the buy still pays, asks, places, counts, logs and
-- refills the Trade Row as SR.acquire always did, either answer.

local function top_of_deck(g) return g:get("g:name(g:top(g:zone('deck', 1)))") end
local function top_of_discard(g) return g:get("g:name(g:top(g:zone('discard', 1)))") end
local function logged(g, line)
  for _, l in ipairs(g:log()) do if l == line then return true end end
  return false
end

local function freighter_ally(g)
  g:setup{ active = 1, p1 = { hand = { "Freighter", "Cutter" }, deck = { "Scout" }, discard = {} },
           trade_row = { "Corvette", "Cutter", "Imperial Fighter", "Trade Bot", "Barter World" } }
  g:act("play Freighter"); g:act("play Cutter"); g:act("ally Freighter")
  eq(g:get("g:pget(1, 'trade')"), 6, "Freighter 4 + Cutter 2")
end

scenario("Freighter's ally: the next ship bought may go on top of the deck -- yes", function()
  local g = game{ seed = 1, options = "set=core" }
  freighter_ally(g)
  g:act("buy Corvette (2)")
  ok(g:prompt():find("top of your deck"), "the buyer is asked: " .. g:prompt())
  g:act("yes")
  eq(top_of_deck(g), "Corvette", "on top of the deck")
  eq(g:get("g:pget(1, 'trade')"), 4, "the cost was paid")
  eq(g:get("g:owner(g:top(g:zone('deck', 1)))"), 1, "p1 owns it")
  eq(g:get("g:size(g:zone('trade_row', 0))"), 5, "the Trade Row was refilled")
  eq(g:get("g:pget(1, 'next_top_ship')"), nil, "the redirection is used up")
  ok(logged(g, "p1 acquires Corvette for 2 Trade, onto the deck"), "one log line, naming the deck")
end)

scenario("Freighter's ally: the next ship bought may go on top of the deck -- no", function()
  local g = game{ seed = 1, options = "set=core" }
  freighter_ally(g)
  g:act("buy Corvette (2)")
  g:act("no")
  eq(top_of_deck(g), "Scout", "the deck is as it was")
  eq(top_of_discard(g), "Corvette", "into the discard pile")
  eq(g:get("g:pget(1, 'trade')"), 4, "the cost was paid")
  ok(logged(g, "p1 acquires Corvette for 2 Trade"), "the usual log line")
end)

scenario("Freighter's ally waits for a ship: a base bought meanwhile goes to the discard pile unasked", function()
  local g = game{ seed = 1, options = "set=core" }
  freighter_ally(g)
  g:act("buy Barter World (4)")
  eq(top_of_discard(g), "Barter World", "into the discard pile")
  eq(g:get("g:pget(1, 'next_top_ship')"), "may", "the redirection still waits for a ship")
end)
