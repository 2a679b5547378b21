-- T18 — Destroying a base with Combat: given P2 has Spike Cluster (Defense 3, not an Outpost) and no Outposts, and P1 has 5 Combat, when P1 attacks Spike Cluster, then P1's pool falls to 2; Spike Cluster goes to P2's Discard Pile; P1 may spend the remaining 2 on P2 (Authority -2).

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names

scenario("T18 — Destroying a base with Combat: 3 of P1's 5 Combat destroy Spike Cluster, which goes to P2's Discard Pile; the last 2 hit P2", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { combat = 5, discard = {} }, p2 = { bases = { "Spike Cluster" }, discard = {}, authority = 50 } }
  ok(g:can("attack Spike Cluster of p2 (3/3)"), "the attack spends exactly the Defense, 3")
  g:act("attack Spike Cluster of p2")
  eq(pool(g, 1, "combat"), 2, "P1's Combat Pool")
  eq(size(g, "bases", 2), 0, "P2 has no base in play")
  eq(names(g, "discard", 2), { "Spike Cluster" }, "P2's discard pile")
  eq(size(g, "discard", 1), 0, "not P1's discard pile")
  eq(size(g, "scrap"), 0, "not the Scrap Heap")
  g:act("attack p2 (2)")
  eq(auth(g, 2), 48, "P2's Authority")
  eq(pool(g, 1, "combat"), 0, "P1's Combat Pool")
end)
