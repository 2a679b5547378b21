-- Extra ([data]: "discard_then_draw?(2)", "scrap?(hand+discard,2) -> draw(1 per card scrapped)"):
-- Recycling Station's second branch and Brain World pick up to two cards one at a time -- the
-- player may stop at any pick -- and then draw exactly as many as they discarded or scrapped.

local Q = require "lib.sr"
local pool, size, names = Q.pool, Q.size, Q.names

local DECK = { "Scout", "Scout", "Scout" }

scenario("Recycling Station: discard two, then draw two", function()
  local g = game{ seed = 1 }
  g:setup{ active = 1, p1 = { bases = { "Recycling Station" }, hand = { "Viper", "Explorer", "Cutter" },
                              deck = DECK, discard = {}, trade = 0 } }
  g:act("use Recycling Station")
  eq(g:options(), { "gain 1 Trade", "discard up to two cards, then draw that many cards" }, "the two branches")
  g:act("discard up to two cards, then draw that many cards")
  eq(g:prompt(), "Recycling Station: discard a card from your hand", "the first pick")
  eq(g:options(), { "Viper", "Explorer", "Cutter", "done" }, "the hand, or done")
  g:act("Viper")
  eq(g:options(), { "Explorer", "Cutter", "done" }, "the second pick: the card discarded is gone")
  g:act("Cutter")
  eq(names(g, "discard", 1), { "Cutter", "Viper" }, "both discarded")
  eq(names(g, "hand", 1), { "Explorer", "Scout", "Scout" }, "two drawn")
  eq(pool(g, 1, "trade"), 0, "no Trade: one branch only")
end)

scenario("Recycling Station: discard one, say done, draw one", function()
  local g = game{ seed = 1 }
  g:setup{ active = 1, p1 = { bases = { "Recycling Station" }, hand = { "Viper", "Explorer" }, deck = DECK, discard = {} } }
  g:act("use Recycling Station")
  g:act("discard up to two cards, then draw that many cards")
  g:act("Explorer")
  g:act("done")
  eq(names(g, "discard", 1), { "Explorer" }, "one discarded")
  eq(names(g, "hand", 1), { "Scout", "Viper" }, "one drawn")
  eq(size(g, "deck", 1), 2, "the deck gave one card")
end)

scenario("Recycling Station: done at once discards and draws nothing; gain 1 Trade is the other branch", function()
  local g = game{ seed = 1 }
  g:setup{ active = 1, p1 = { bases = { "Recycling Station" }, hand = { "Viper" }, deck = DECK, discard = {}, trade = 0 } }
  local s = g:snapshot()
  g:act("use Recycling Station")
  g:act("discard up to two cards, then draw that many cards")
  g:act("done")
  eq(names(g, "hand", 1), { "Viper" }, "nothing discarded, nothing drawn")
  eq(size(g, "deck", 1), 3, "the deck is untouched")
  g:restore(s)
  g:act("use Recycling Station")
  g:act("gain 1 Trade")
  eq(pool(g, 1, "trade"), 1, "1 Trade")
  eq(names(g, "hand", 1), { "Viper" }, "and no discard")
end)

scenario("Brain World: scrap up to two from hand or discard pile, then draw one per card scrapped", function()
  local g = game{ seed = 1 }
  g:setup{ active = 1, p1 = { bases = { "Brain World" }, hand = { "Viper" }, discard = { "Scout" }, deck = DECK } }
  g:act("use Brain World")
  eq(g:prompt(), "Brain World: scrap a card from hand+discard (1 of 2)", "the first pick, numbered")
  eq(g:options(), { "Viper (hand)", "Scout (discard)", "stop scrapping" }, "hand and discard pile, or stop")
  g:act("Scout (discard)")
  eq(g:prompt(), "Brain World: scrap a card from hand+discard (2 of 2)", "the second pick")
  g:act("Viper (hand)")
  eq(names(g, "scrap", 0), { "Scout", "Viper" }, "both in the Scrap Heap")
  eq(names(g, "hand", 1), { "Scout", "Scout" }, "two drawn")
end)

scenario("Brain World: stopping after one scrap draws one; stopping at once draws none", function()
  local g = game{ seed = 1 }
  g:setup{ active = 1, p1 = { bases = { "Brain World" }, hand = { "Viper" }, discard = { "Scout" }, deck = DECK } }
  local s = g:snapshot()
  g:act("use Brain World")
  g:act("Viper (hand)")
  g:act("stop scrapping")
  eq(names(g, "scrap", 0), { "Viper" }, "one scrapped")
  eq(names(g, "hand", 1), { "Scout" }, "one drawn")
  g:restore(s)
  g:act("use Brain World")
  g:act("stop scrapping")
  eq(size(g, "scrap", 0), 0, "nothing scrapped")
  eq(names(g, "hand", 1), { "Viper" }, "nothing drawn")
end)
