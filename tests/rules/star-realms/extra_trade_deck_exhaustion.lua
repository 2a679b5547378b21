-- Extra (§5.5, reading A8): when the Trade Deck runs out, Trade Row slots stay empty and play
-- goes on; the log reports it.

local function pool(g, p, k) return g:get(("SR.pool(g, %d, %q)"):format(p, k)) end
local function auth(g, p) return g:get(("SR.authority(g, %d)"):format(p)) end
local function size(g, zone, p) return g:get(("g:size(g:zone(%q, %d))"):format(zone, p or 0)) end
local function names(g, zone, p)    -- sorted card names in a zone
  return g:get(("(function() local t = {} for _, c in ipairs(g:cards(g:zone(%q, %d))) do t[#t+1] = g:name(c) end table.sort(t) return t end)()"):format(zone, p or 0))
end

scenario("Trade Deck exhaustion: a bought card's slot stays empty when the Trade Deck is empty, and play goes on", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, trade_row = { "Stinger", "Crusher", "Blob Miner", "Hive Queen", "Blob Alpha" }, trade_deck = { "Cargo Craft" },
           p1 = { trade = 10, discard = {} } }
  g:act("buy Stinger (1)")
  eq(size(g, "trade_row"), 5, "the last Trade Deck card refills the row")
  eq(size(g, "trade_deck"), 0, "Trade Deck empty")
  g:act("buy Crusher (3)")
  eq(size(g, "trade_row"), 4, "the slot stays empty")
  g:act("buy Blob Miner (2)")
  eq(size(g, "trade_row"), 3, "another empty slot")
  eq(names(g, "discard", 1), { "Blob Miner", "Crusher", "Stinger" }, "P1 got the cards")
  local noted = 0
  for _, l in ipairs(g:log()) do if l:find("Trade Deck is empty") then noted = noted + 1 end end
  eq(noted, 1, "the log reports it once")
  g:act("end turn")
  g:act("end turn")
  ok(not g:over(), "the game goes on")
  eq(g:active(), 1, "turns still pass")
  eq(size(g, "trade_row"), 3, "the row stays short")
end)

scenario("Trade Deck exhaustion: scrapping from a short Trade Row leaves it shorter", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, trade_row = { "Stinger", "Crusher" }, trade_deck = {}, p1 = { hand = { "Blob Miner" } } }
  g:act("play Blob Miner")
  g:act("Crusher (trade row)")
  eq(names(g, "trade_row"), { "Stinger" }, "Trade Row")
  eq(names(g, "scrap"), { "Crusher" }, "Scrap Heap")
end)
