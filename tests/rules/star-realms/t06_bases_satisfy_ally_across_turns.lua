-- T06 — Bases satisfy Ally conditions across turns: given P1 has Nesting Ground (Blob base; ally: 4 Combat) in play from an earlier turn, when P1 plays Blob Alpha (Blob ship), then Nesting Ground's Ally Ability becomes usable this turn.

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names

scenario("T06 — Bases satisfy Ally conditions across turns: Nesting Ground played on an earlier turn allies with Blob Alpha played now", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1,
           p1 = { hand = { "Nesting Ground" }, deck = { "Blob Alpha", "Scout", "Scout", "Scout", "Scout" },
                  discard = {}, combat = 0, trade = 0 } }
  g:act("play Nesting Ground")
  ok(not g:can("ally Nesting Ground"), "alone, Nesting Ground has no ally")
  g:act("end turn")                          -- P1 draws Blob Alpha and 4 Scouts
  eq(g:active(), 2, "P2's turn")
  eq(names(g, "bases", 1), { "Nesting Ground" }, "the base stays in play across turns")
  g:act("end turn")
  eq(g:active(), 1, "P1's next turn")
  eq(names(g, "hand", 1), { "Blob Alpha", "Scout", "Scout", "Scout", "Scout" }, "P1's hand")
  ok(not g:can("ally Nesting Ground"), "before Blob Alpha is played the ally is not usable")
  ok(g:can("use Nesting Ground"), "the base's primary is usable again on this new turn")
  g:act("play Blob Alpha")
  eq(pool(g, 1, "combat"), 10, "Blob Alpha's primary")
  ok(g:can("ally Nesting Ground"), "Nesting Ground's ally is usable once Blob Alpha is in play")
  g:act("ally Nesting Ground")
  eq(pool(g, 1, "combat"), 14, "Combat after Nesting Ground's ally (+4)")
  g:act("use Nesting Ground")
  eq(pool(g, 1, "trade"), 2, "Nesting Ground's primary (+2 Trade)")
end)

scenario("T06 — Bases satisfy Ally conditions across turns: two Blob bases already in play ally each other at the start of the turn", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { bases = { "Nesting Ground", "Spike Cluster" }, combat = 0, trade = 0 } }
  ok(g:can("ally Nesting Ground"), "Nesting Ground's ally, from Spike Cluster")
  ok(g:can("ally Spike Cluster"), "Spike Cluster's ally, from Nesting Ground")
  g:act("ally Nesting Ground")
  g:act("ally Spike Cluster")
  eq(pool(g, 1, "combat"), 4, "Combat")
  eq(pool(g, 1, "trade"), 1, "Trade")
end)

scenario("T06 — Bases satisfy Ally conditions across turns: a base played this turn also unlocks the allies of ships played before it", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { hand = { "Stinger", "Spike Cluster" }, combat = 0 } }
  g:act("play Stinger")
  ok(not g:can("ally Stinger"), "alone")
  g:act("play Spike Cluster")
  ok(g:can("ally Stinger"), "the base played after Stinger counts")
  ok(g:can("ally Spike Cluster"), "and Stinger counts for the base")
end)
