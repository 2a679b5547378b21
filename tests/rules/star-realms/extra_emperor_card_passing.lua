-- Extra (§8.6, reading A13): in Emperor a player may, during their own Main Phase, pay to move a
-- card from their Discard Pile to a neighbouring teammate's Discard Pile. The cost is lost from
-- the rulebook: option emperor_pass_cost, default 2 Trade. Six players need set=both.

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names
local OPTS = "format=emperor,set=both"

scenario("Emperor card passing: Admiral P1 pays 2 Trade to move Crusher from their discard pile to their Emperor's", function()
  local g = game{ seed = 1, options = OPTS, players = 6 }
  g:setup{ active = 1, p1 = { discard = { "Crusher" }, trade = 3 }, p2 = { discard = {} } }
  ok(g:can("pass Crusher to p2 (2 Trade)"), "offered to the neighbouring teammate")
  lacks(g:options(), "pass Crusher to p6 (2 Trade)", "not to the neighbour on the other team")
  lacks(g:options(), "pass Crusher to p3 (2 Trade)", "not to a teammate who is not a neighbour")
  g:act("pass Crusher to p2 (2 Trade)")
  eq(pool(g, 1, "trade"), 1, "P1's Trade")
  eq(names(g, "discard", 2), { "Crusher" }, "the Emperor's discard pile")
  eq(size(g, "discard", 1), 0, "P1's discard pile")
  eq(g:get("g:owner(g:cards(g:zone('discard', 2))[1])"), 2, "the card now belongs to the Emperor")
  ok(not g:can("pass"), "no Trade left for another pass")
end)

scenario("Emperor card passing: the Emperor may pass to either neighbouring Admiral; the cost is configurable", function()
  local g = game{ seed = 1, options = OPTS .. ",emperor_pass_cost=3", players = 6 }
  g:setup{ active = 2, p2 = { discard = { "Stinger" }, trade = 3 } }
  ok(g:can("pass Stinger to p1 (3 Trade)"), "to P1")
  ok(g:can("pass Stinger to p3 (3 Trade)"), "to P3")
  g:setup{ p2 = { trade = 2 } }
  ok(not g:can("pass Stinger"), "2 Trade is not enough at cost 3")
end)

scenario("Emperor card passing: no passing outside Emperor (Raid has no pool transfers or passing either)", function()
  local g = game{ seed = 1, options = "format=raid", players = 3 }
  g:setup{ active = 2, p2 = { discard = { "Crusher" }, trade = 5, combat = 5 } }
  for _, l in ipairs(g:options()) do
    ok(not l:find("^pass ") and not l:find("^give "), "no pass or transfer: " .. l)
  end
end)
