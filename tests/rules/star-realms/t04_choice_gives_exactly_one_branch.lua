-- T04 — Choice gives exactly one branch: given P1 activates Outland Station's primary, then P1 gets either +1 Trade or +3 Authority, never both.

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names

scenario("T04 — Choice gives exactly one branch: Outland Station gives +1 Trade or +3 Authority, never both", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { bases = { "Outland Station" }, trade = 0, authority = 50 } }
  g:act("use Outland Station")
  eq(g:player(), 1, "P1 makes the choice")
  eq(g:options(), { "gain 1 Trade", "gain 3 Authority" }, "the two branches, and nothing that gives both")
  local s = g:snapshot()

  g:act("gain 1 Trade")
  eq(pool(g, 1, "trade"), 1, "Trade after choosing Trade")
  eq(auth(g, 1), 50, "Authority after choosing Trade")
  ok(not g:can("use Outland Station"), "the primary cannot be used again for the other branch")
  ok(g:why("use Outland Station"), "the refusal has a reason")

  g:restore(s)
  g:act("gain 3 Authority")
  eq(auth(g, 1), 53, "Authority after choosing Authority")
  eq(pool(g, 1, "trade"), 0, "Trade after choosing Authority")
  ok(not g:can("use Outland Station"), "the primary cannot be used again for the other branch")
end)

scenario("T04 — Choice gives exactly one branch: a ship's OR (Moonwurm Hatchling) likewise resolves one branch as it is played", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { hand = { "Moonwurm Hatchling" }, trade = 0 }, p2 = { bases = { "Spike Cluster" } } }
  g:act("play Moonwurm Hatchling")
  eq(g:options(), { "gain 3 Trade", "destroy target base" }, "the two branches")
  g:act("gain 3 Trade")
  eq(pool(g, 1, "trade"), 3, "Trade")
  eq(names(g, "bases", 2), { "Spike Cluster" }, "no base destroyed as well")
end)
