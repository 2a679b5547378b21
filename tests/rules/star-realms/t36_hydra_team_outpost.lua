-- T36 — Hydra team Outpost: given P3 (on team X) has an Outpost in play and P1 (also team X) has only a non-Outpost base, then opponents may not attack team X's Authority or P1's base until P3's Outpost is destroyed.
-- Seating in this ruleset: P1 and P3 are team X (odd seats), P2 and P4 the opponents.

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names

scenario("T36 — Hydra team Outpost: P3's Outpost shields P1, P3 and P1's base from P2 until it is destroyed", function()
  local g = game{ seed = 1, options = "format=hydra", players = 4 }
  g:setup{ active = 2, p2 = { combat = 20 }, p1 = { bases = { "Nesting Ground" } }, p3 = { bases = { "Defense System" } } }
  ok(not g:can("attack p1"), "P1 cannot be attacked")
  ok(tostring(g:why("attack p1")):find("Outpost Defense System"), "reason: " .. tostring(g:why("attack p1")))
  ok(not g:can("attack p3"), "P3 cannot be attacked")
  ok(not g:can("attack Nesting Ground of p1"), "P1's base cannot be attacked")
  ok(tostring(g:why("attack Nesting Ground of p1")):find("Outpost"), "reason: " .. tostring(g:why("attack Nesting Ground of p1")))
  ok(g:can("attack Defense System of p3 (5/5)"), "the Outpost itself can be attacked")
  g:act("attack Defense System of p3")
  ok(g:can("attack Nesting Ground of p1 (5/5)"), "P1's base is exposed")
  ok(g:can("attack p1"), "team X can be attacked through P1")
  ok(g:can("attack p3"), "and through P3")
  g:act("attack Nesting Ground of p1")
  g:act("attack p3 (10)")
  eq(auth(g, 1), 65, "team X's shared Authority")
end)

scenario("T36 — Hydra team Outpost: the protection also holds for the attacker's teammate and for \"destroy target base\"", function()
  local g = game{ seed = 1, options = "format=hydra", players = 4 }
  g:setup{ active = 2, p4 = { hand = { "Moonwurm Hatchling" }, combat = 9 },
           p1 = { bases = { "Nesting Ground" } }, p3 = { bases = { "Defense System" } } }
  ok(not g:can("attack p1"), "P4 cannot attack P1 either")
  ok(not g:can("attack Nesting Ground of p1"), "nor P1's base")
  g:act("play Moonwurm Hatchling")
  g:act("destroy target base")
  eq(g:options(), { "Defense System of p3" }, "only the Outpost can be targeted")
end)

scenario("T36 — Hydra team Outpost: player-targeted discards still reach a protected team (reading A19)", function()
  local g = game{ seed = 1, options = "format=hydra", players = 4 }
  g:setup{ active = 2, p2 = { hand = { "Cargo Craft" } }, p3 = { bases = { "Defense System" } } }
  g:act("play Cargo Craft")
  eq(g:options(), { "p1", "p3" }, "both members of the protected team are targets")
end)
