-- T02 — Ship primary is immediate: given P1 holds Frontier Runner, when P1 plays it, then P1's Trade Pool rises by 2 and Authority by 2 at once; no later activation is needed or possible.

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names

scenario("T02 — Ship primary is immediate: playing Frontier Runner adds 2 Trade and 2 Authority at once, with nothing left to activate", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { hand = { "Frontier Runner", "Scout" }, trade = 0, authority = 50 } }
  ok(g:can("play Frontier Runner"), "Frontier Runner can be played")
  g:act("play Frontier Runner")
  eq(pool(g, 1, "trade"), 2, "P1's Trade Pool right after playing")
  eq(auth(g, 1), 52, "P1's Authority right after playing")
  eq(names(g, "ships", 1), { "Frontier Runner" }, "P1's ships in play")
  eq(g:player(), 1, "P1 is asked for the next Main Phase action (no pending choice)")
  for _, label in ipairs(g:options()) do
    ok(not label:find("Frontier Runner", 1, true), "no action names Frontier Runner any more: " .. label)
  end
  eq(g:why("use Frontier Runner"), nil, "a ship's primary is not an activated ability")
  -- The Trade is in the pool now, so it can be spent at once.
  g:act("buy Explorer (2)")
  eq(pool(g, 1, "trade"), 0, "Trade after buying an Explorer with it")
  eq(auth(g, 1), 52, "Authority stays")
end)

scenario("T02 — Ship primary is immediate: a base's primary is not automatic, unlike a ship's", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { hand = { "Spike Cluster" }, combat = 0 } }
  g:act("play Spike Cluster")
  eq(pool(g, 1, "combat"), 0, "playing the base gives nothing by itself")
  eq(names(g, "bases", 1), { "Spike Cluster" }, "the base is in play")
  ok(g:can("use Spike Cluster"), "its primary is offered as an action this turn")
  g:act("use Spike Cluster")
  eq(pool(g, 1, "combat"), 2, "Combat after using the base's primary")
end)
