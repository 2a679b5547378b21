-- T23 — "Destroy target base" uses no Combat: given P2 has Swarm Cluster (Defense 8) and no Outposts, when P1 uses Moonwurm Hatchling's "destroy target base" option, then Swarm Cluster goes to P2's Discard Pile and P1's Combat Pool is unchanged.

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names

scenario("T23 — \"Destroy target base\" uses no Combat: Moonwurm Hatchling destroys Swarm Cluster (Defense 8) with P1's Combat untouched", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { hand = { "Moonwurm Hatchling" }, combat = 3, trade = 0 },
           p2 = { bases = { "Swarm Cluster" }, discard = {} } }
  g:act("play Moonwurm Hatchling")
  g:act("destroy target base")
  eq(g:options(), { "Swarm Cluster of p2" }, "the target")
  g:act("Swarm Cluster of p2")
  eq(size(g, "bases", 2), 0, "P2's bases")
  eq(names(g, "discard", 2), { "Swarm Cluster" }, "P2's discard pile")
  eq(pool(g, 1, "combat"), 3, "P1's Combat Pool is unchanged")
  eq(pool(g, 1, "trade"), 0, "and the Trade branch was not taken")
end)

scenario("T23 — \"Destroy target base\" uses no Combat: with no base to target the branch does nothing", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { hand = { "Moonwurm Hatchling" }, combat = 0, trade = 0 }, p2 = { bases = {} } }
  g:act("play Moonwurm Hatchling")
  g:act("destroy target base")
  eq(g:player(), 1, "back to P1's Main Phase")
  ok(g:can("end turn"), "Main Phase")
  eq(pool(g, 1, "trade") + pool(g, 1, "combat"), 0, "nothing gained")
end)

scenario("T23 — \"Destroy target base\" uses no Combat: P1's own bases are never targets", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { hand = { "Moonwurm Hatchling" }, bases = { "Spike Cluster" } }, p2 = { bases = { "Nesting Ground" } } }
  g:act("play Moonwurm Hatchling")
  g:act("destroy target base")
  eq(g:options(), { "Nesting Ground of p2" }, "only the opponent's base")
end)
