-- Extra (§8.3, reading A11): in Hunter a player may attack or target only the player on their
-- left (the next in turn order), and only the bases of the players on their left and right;
-- when the left neighbour is defeated, the next surviving player to the left takes their place.

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names

scenario("Hunter targeting: P1 may attack only P2 (left), and only the bases of P2 (left) and P4 (right)", function()
  local g = game{ seed = 1, options = "format=hunter", players = 4 }
  g:setup{ active = 1, p1 = { combat = 30 },
           p2 = { bases = { "Spike Cluster" } }, p3 = { bases = { "Nesting Ground" } }, p4 = { bases = { "Swarm Cluster" } } }
  ok(g:can("attack p2"), "the left neighbour P2 can be attacked")
  ok(not g:can("attack p3"), "P3 cannot be attacked")
  ok(not g:can("attack p4"), "P4, on the right, cannot be attacked")
  ok(tostring(g:why("attack p4")):find("only the player on your left"), "reason: " .. tostring(g:why("attack p4")))
  ok(g:can("attack Spike Cluster of p2"), "the left neighbour's base")
  ok(g:can("attack Swarm Cluster of p4"), "the right neighbour's base")
  ok(not g:can("attack Nesting Ground of p3"), "not the base of the player across")
  ok(g:why("attack Nesting Ground of p3"), "a reason is recorded for the base across")
  g:act("attack Swarm Cluster of p4")
  eq(names(g, "discard", 4), { "Swarm Cluster" }, "P4's base destroyed")
end)

scenario("Hunter targeting: \"destroy target base\" and \"target opponent discards\" follow the same limits", function()
  local g = game{ seed = 1, options = "format=hunter", players = 4 }
  g:setup{ active = 1, p1 = { hand = { "Moonwurm Hatchling", "Cargo Craft" } },
           p2 = { bases = { "Spike Cluster" } }, p3 = { bases = { "Nesting Ground" } }, p4 = { bases = { "Swarm Cluster" } } }
  g:act("play Moonwurm Hatchling")
  g:act("destroy target base")
  eq(g:options(), { "Spike Cluster of p2", "Swarm Cluster of p4" }, "bases of the left and right neighbours")
  g:act("Spike Cluster of p2")
  g:act("play Cargo Craft")                  -- only one legal target: chosen without asking
  eq(g:get("g:pget(2, 'discard_pending')"), 1, "the left neighbour must discard")
  eq(g:get("(g:pget(3, 'discard_pending') or 0) + (g:pget(4, 'discard_pending') or 0)"), 0, "nobody else")
end)

scenario("Hunter targeting: when the left neighbour is defeated the next surviving player to the left becomes the target", function()
  local g = game{ seed = 1, options = "format=hunter", players = 4 }
  g:setup{ active = 1, p1 = { combat = 10 }, p2 = { authority = 3 }, p3 = { bases = { "Nesting Ground" } } }
  g:act("attack p2")
  eq(g:get("SR.alive(g, 2)"), false, "P2 is out")
  ok(not g:over(), "plain Hunter goes on")
  ok(g:can("attack p3"), "P3 is now on P1's left")
  ok(g:can("attack Nesting Ground of p3"), "and P3's bases")
  ok(not g:can("attack p4"), "P4 is still only the right neighbour")
end)

scenario("Hunter targeting: the last player still in wins", function()
  local g = game{ seed = 1, options = "format=hunter", players = 3 }
  g:setup{ active = 1, p1 = { combat = 10 }, p2 = { authority = 3 }, p3 = { authority = 3 } }
  g:act("attack p2")
  ok(not g:over(), "two players left")
  ok(g:can("attack p3"), "P3 is P1's next left")
  g:act("attack p3")
  eq(g:winners(), { 1 }, "winners")
end)
