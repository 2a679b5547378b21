-- Regressions for engine problems found while writing the card scripts.

scenario("a card passed to a teammate in Emperor belongs to that teammate", function()
  local g = game{ players = 6, options = "format=emperor,set=both,emperor_pass_cost=0" }
  g:setup{ active = 1, p1 = { hand = {}, discard = { "Junkyard" } } }
  g:act("pass Junkyard to p2")
  eq(g:get("g:owner(g:top(g:zone('discard', 2)))"), 2, "owner of the passed card")
end)

scenario("a free acquisition onto the deck leaves Freighter's redirection for the next ship", function()
  local g = game{ seed = 2, options = "set=core" }
  g:setup{ active = 1,
           p1 = { hand = { "Freighter", "Cutter", "Blob Carrier", "Blob Fighter" }, deck = { "Scout" } },
           trade_row = { "Cutter", "Corvette", "Imperial Fighter", "Trade Bot", "Cutter" } }
  g:act("play Freighter"); g:act("play Cutter"); g:act("ally Freighter")
  g:act("play Blob Carrier"); g:act("play Blob Fighter"); g:act("ally Blob Carrier")
  g:act("Corvette")                                   -- Blob Carrier: onto the deck
  eq(g:get("g:name(g:top(g:zone('deck', 1)))"), "Corvette", "top of the deck")
  ok(not g:prompt():find("top of your deck"), "no pointless question: " .. g:prompt())
  eq(g:get("g:pget(1, 'next_top_ship')"), "may", "the redirection is still pending")
end)
