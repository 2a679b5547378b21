-- T20 — Outpost blocks attacks on the player and on other bases: given P2 has Defense System (Outpost, Defense 5) and Nesting Ground (base) in play, and P1 has 12 Combat: P1 may not attack P2 or Nesting Ground; P1 may spend 5 to destroy Defense System; after that, P1 may spend 5 on Nesting Ground and the last 2 on P2.

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names

scenario("T20 — Outpost blocks attacks on the player and on other bases: with Defense System up P2 and Nesting Ground are off limits; 5 + 5 + 2 after it falls", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { combat = 12 }, p2 = { bases = { "Defense System", "Nesting Ground" }, authority = 50, discard = {} } }
  ok(not g:can("attack p2"), "P2 cannot be attacked")
  ok(tostring(g:why("attack p2")):find("Outpost Defense System"), "reason: " .. tostring(g:why("attack p2")))
  ok(not g:can("attack Nesting Ground of p2"), "Nesting Ground cannot be attacked")
  ok(tostring(g:why("attack Nesting Ground of p2")):find("Outpost"), "reason: " .. tostring(g:why("attack Nesting Ground of p2")))
  ok(g:can("attack Defense System of p2 (5/5)"), "the Outpost itself can be attacked")

  g:act("attack Defense System of p2")
  eq(pool(g, 1, "combat"), 7, "P1's Combat after destroying the Outpost")
  eq(names(g, "discard", 2), { "Defense System" }, "P2's discard pile")
  ok(g:can("attack Nesting Ground of p2 (5/5)"), "Nesting Ground is now attackable")
  ok(g:can("attack p2 (7)"), "P2 is now attackable")
  g:act("attack Nesting Ground of p2")
  eq(pool(g, 1, "combat"), 2, "P1's Combat")
  eq(names(g, "discard", 2), { "Defense System", "Nesting Ground" }, "P2's discard pile")
  g:act("attack p2 (2)")
  eq(auth(g, 2), 48, "P2's Authority")
end)

scenario("T20 — Outpost blocks attacks on the player and on other bases: protection lasts until every Outpost is destroyed", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { combat = 20 }, p2 = { bases = { "Defense System", "Ion Station", "Nesting Ground" } } }
  g:act("attack Defense System of p2")
  ok(not g:can("attack p2"), "Ion Station (an Outpost) still protects P2")
  ok(not g:can("attack Nesting Ground of p2"), "and Nesting Ground")
  g:act("attack Ion Station of p2")
  ok(g:can("attack p2"), "no Outposts left: P2 can be attacked")
  ok(g:can("attack Nesting Ground of p2"), "and Nesting Ground")
end)

scenario("T20 — Outpost blocks attacks on the player and on other bases: a \"destroy target base\" effect may aim only at the Outpost", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { hand = { "Moonwurm Hatchling" } }, p2 = { bases = { "Defense System", "Nesting Ground" } } }
  g:act("play Moonwurm Hatchling")
  g:act("destroy target base")
  eq(g:options(), { "Defense System of p2" }, "only the Outpost is a legal target")
end)
