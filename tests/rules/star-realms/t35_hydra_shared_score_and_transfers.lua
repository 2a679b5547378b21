-- T35 — Hydra shared score and transfers: given Two-Headed Hydra, each team starts at 75; given P1 has 3 Combat and teammate P3 has 4, when P1 transfers 3 Combat to P3, then P3 may destroy a Defense-7 base; transfers are allowed any number of times during the shared turn.
-- Seating in this ruleset: odd seats (P1, P3) are one team, even seats (P2, P4) the other.
-- Blob World (Core Set, Defense 7) is the Defense-7 base, so these games use set=both.

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names

scenario("T35 — Hydra shared score and transfers: both teams start with one shared score of 75", function()
  local g = game{ seed = 1, options = "format=hydra", players = 4 }
  for p = 1, 4 do eq(auth(g, p), 75, "P" .. p .. "'s team Authority") end
  eq(g:get("g:pget(1, 'team') == g:pget(3, 'team') and g:pget(2, 'team') == g:pget(4, 'team') and g:pget(1, 'team') ~= g:pget(2, 'team')"),
     true, "teams: P1+P3 and P2+P4")
  local a = g:active()
  for p = 1, 4 do
    local mine = (p - a) % 2 == 0
    eq(size(g, "hand", p), mine and 3 or 5, "P" .. p .. "'s starting hand (3 for the starting team, 5 for the other)")
  end
end)

scenario("T35 — Hydra shared score and transfers: damage to either teammate comes off the one shared score", function()
  local g = game{ seed = 1, options = "format=hydra", players = 4 }
  g:setup{ active = 1, p1 = { combat = 10 } }
  g:act("attack p2 (10)")
  eq(auth(g, 2), 65, "P2's team")
  eq(auth(g, 4), 65, "P4 shows the same score")
  eq(auth(g, 1), 75, "the attacking team")
end)

scenario("T35 — Hydra shared score and transfers: P1 gives 3 Combat to P3, who then destroys a Defense-7 base", function()
  local g = game{ seed = 1, options = "format=hydra,set=both", players = 4 }
  g:setup{ active = 1, p1 = { combat = 3 }, p3 = { combat = 4 }, p2 = { bases = { "Blob World" }, discard = {} } }
  ok(not g:can("attack Blob World of p2 (7/7)"), "neither can destroy it alone")
  g:act("give 3 combat to p3")
  eq(pool(g, 1, "combat"), 0, "P1's Combat")
  eq(pool(g, 3, "combat"), 7, "P3's Combat")
  ok(g:can("attack Blob World of p2 (7/7)"), "P3 can now destroy it")
  g:act("attack Blob World of p2 (7/7)")
  eq(names(g, "discard", 2), { "Blob World" }, "P2's discard pile")
  eq(pool(g, 3, "combat"), 0, "P3's Combat")
end)

scenario("T35 — Hydra shared score and transfers: transfers go both ways, any number of times, for Trade as well as Combat", function()
  local g = game{ seed = 1, options = "format=hydra", players = 4 }
  g:setup{ active = 1, p1 = { combat = 3, trade = 2 }, p3 = { combat = 4, trade = 5 } }
  g:act("give 3 combat to p3")
  g:act("give 7 combat to p1")
  g:act("give 7 combat to p3")
  eq(pool(g, 3, "combat"), 7, "P3's Combat after three transfers")
  g:act("give 2 trade to p3")
  eq(pool(g, 3, "trade"), 7, "P3's Trade")
  g:act("give 7 trade to p1")
  eq(pool(g, 1, "trade"), 7, "P1's Trade")
  eq(pool(g, 3, "trade"), 0, "P3's Trade")
  ok(not g:can("give 0"), "nothing to give from an empty pool")
end)

scenario("T35 — Hydra shared score and transfers: no transfer to an opponent, and none outside one's own team's turn", function()
  local g = game{ seed = 1, options = "format=hydra", players = 4 }
  g:setup{ active = 1, p1 = { combat = 3 }, p2 = { combat = 4 } }
  lacks(g:options(), "give 3 combat to p2", "P1 cannot give to an opponent")
  lacks(g:options(), "give 3 combat to p4", "P1 cannot give to an opponent")
  lacks(g:options(), "give 4 combat to p4", "P2 does not act on team 1's turn")
end)

scenario("T35 — Hydra shared score and transfers: a teammate's cards in play never trigger your Ally Abilities", function()
  local g = game{ seed = 1, options = "format=hydra", players = 4 }
  g:setup{ active = 1, p1 = { hand = { "Stinger" } }, p3 = { hand = { "Crusher" }, bases = { "Spike Cluster" } } }
  g:act("play Stinger")
  g:act("play Crusher")
  ok(not g:can("ally Stinger"), "P3's Blob cards do not count for P1")
  ok(g:can("ally Crusher"), "P3's own Blob base counts for P3")
end)

scenario("T35 — Hydra shared score and transfers: both teammates share the Main, Discard and Draw Phases; then the other team plays", function()
  local g = game{ seed = 1, options = "format=hydra", players = 4 }
  g:setup{ active = 1, p1 = { hand = { "Scout" }, deck = { "Viper", "Viper", "Viper", "Viper", "Viper" } },
           p3 = { hand = { "Stinger" }, deck = { "Crusher", "Crusher", "Crusher", "Crusher", "Crusher" } } }
  ok(g:can("play Scout") and g:can("play Stinger"), "both teammates may act in the shared Main Phase")
  g:act("play Stinger")
  g:act("end turn")
  eq(names(g, "hand", 1), { "Viper", "Viper", "Viper", "Viper", "Viper" }, "P1 drew a new hand")
  eq(names(g, "hand", 3), { "Crusher", "Crusher", "Crusher", "Crusher", "Crusher" }, "P3 drew a new hand")
  eq(g:get("g:pget(g:active(), 'team')"), g:get("g:pget(2, 'team')"), "the other team's turn")
end)

scenario("T35 — Hydra shared score and transfers: when a team's shared score reaches 0 both its players are defeated and the other team wins", function()
  local g = game{ seed = 1, options = "format=hydra", players = 4 }
  g:setup{ active = 1, p1 = { combat = 40 }, p3 = { combat = 36 }, p2 = { authority = 75 } }
  g:act("attack p2 (40)")
  eq(auth(g, 4), 35, "the team score after P1's attack on P2")
  ok(g:can("attack p4 (35)"), "P3 (36 Combat) needs only 35 to finish the team through P4")
  g:act("attack p4 (35)")
  eq(pool(g, 3, "combat"), 1, "P3 keeps the Combat not needed")
  eq(g:get("SR.alive(g, 2) or SR.alive(g, 4)"), false, "both P2 and P4 are defeated")
  eq(g:winners(), { 1, 3 }, "team P1 + P3 wins")
end)
