-- T14 — Acquire from the Trade Row: given P1 has 5 Trade and the Trade Row shows Crusher (cost 3), when P1 acquires Crusher: P1's pool drops to 2; Crusher goes face up into P1's Discard Pile, not into play; the empty slot is refilled at once from the Trade Deck; P1 may then buy an Explorer (cost 2) with the remaining 2.

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names
local ROW = { "Crusher", "Blob Alpha", "Swarm Cluster", "Hive Queen", "Federation Battleship" }

scenario("T14 — Acquire from the Trade Row: buying Crusher for 3 of 5 Trade puts it face up in the Discard Pile and refills the row at once", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, trade_row = ROW, trade_deck = { "Patrol Boat", "Cargo Craft" },
           p1 = { hand = {}, discard = {}, trade = 5, combat = 0 } }
  local crusher = g:get("g:cards(g:zone('trade_row', 0))[1]")
  ok(g:can("buy Crusher (3)"), "Crusher is offered for 3")
  ok(not g:can("buy Blob Alpha (6)"), "Blob Alpha (6) is not affordable")
  ok(tostring(g:why("buy Blob Alpha")):find("costs 6 Trade and you have 5"), "refusal: " .. tostring(g:why("buy Blob Alpha")))
  g:act("buy Crusher (3)")
  eq(pool(g, 1, "trade"), 2, "Trade Pool after buying")
  eq(g:get(("(g:zone_info(g:where(%d)))"):format(crusher)), "discard", "Crusher's zone")
  eq(g:get(("g:owner(%d)"):format(crusher)), 1, "Crusher belongs to P1")
  eq(g:get(("g:face_up(%d)"):format(crusher)), true, "face up")
  eq(names(g, "discard", 1), { "Crusher" }, "P1's discard pile")
  eq(size(g, "ships", 1) + size(g, "bases", 1), 0, "nothing entered play")
  eq(pool(g, 1, "combat"), 0, "Crusher's abilities were not used")
  eq(size(g, "trade_row"), 5, "Trade Row refilled to 5")
  has(names(g, "trade_row"), "Patrol Boat", "the top card of the Trade Deck is in the row")
  eq(names(g, "trade_deck"), { "Cargo Craft" }, "Trade Deck")

  local pile = size(g, "explorers")
  ok(g:can("buy Explorer (2)"), "an Explorer is affordable with the remaining 2")
  g:act("buy Explorer (2)")
  eq(pool(g, 1, "trade"), 0, "Trade Pool")
  eq(names(g, "discard", 1), { "Crusher", "Explorer" }, "P1's discard pile")
  eq(size(g, "explorers"), pile - 1, "Explorer pile")
  ok(not g:can("buy Explorer (2)"), "no Trade left for another")
end)

scenario("T14 — Acquire from the Trade Row: unspent Trade is lost in the Discard Phase (D1) and Combat too (D2)", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, trade_row = ROW, p1 = { trade = 5, combat = 4 } }
  g:act("buy Crusher (3)")
  g:act("end turn")
  eq(pool(g, 1, "trade"), 0, "P1's Trade after the turn")
  eq(pool(g, 1, "combat"), 0, "P1's Combat after the turn")
end)
