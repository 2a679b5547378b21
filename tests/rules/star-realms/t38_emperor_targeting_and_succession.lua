-- T38 — Emperor targeting and succession: given Admiral A1 faces enemy Admiral B1: (1) A1 may attack only B1 and B1's bases until B1 is defeated, then also the enemy Emperor and the Emperor's bases; (2) the enemy Emperor may attack any player or base; (3) when B1 is defeated, B1 may send one card (from hand, deck or Discard Pile) to their Emperor's Discard Pile; (4) when an Emperor falls, that Emperor's team loses.
-- Seating (reading A13, lost diagram): seats 1-3 are team A with its Emperor in seat 2, seats
-- 4-6 team B with its Emperor in seat 5; Admiral 1 faces Admiral 4 and Admiral 3 faces 6.
-- Six players need 48 Scouts, so these games use set=both.

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names
local OPTS = "format=emperor,set=both"

scenario("T38 — Emperor targeting and succession: setup gives Emperors 60 and Admirals 50; team A opens with 3 cards each, team B 5", function()
  local g = game{ seed = 1, options = OPTS, players = 6 }
  for p = 1, 6 do
    eq(auth(g, p), (p == 2 or p == 5) and 60 or 50, "P" .. p .. "'s Authority")
    eq(size(g, "hand", p), p <= 3 and 3 or 5, "P" .. p .. "'s hand")
  end
  eq(g:active(), 1, "Player 1 starts")
end)

scenario("T38 — Emperor targeting and succession: Admiral A1 may attack only the facing Admiral B1 and B1's bases", function()
  local g = game{ seed = 1, options = OPTS, players = 6 }
  g:setup{ active = 1, p1 = { combat = 30 }, p4 = { bases = { "Spike Cluster" } },
           p5 = { bases = { "Nesting Ground" } }, p6 = { bases = { "Swarm Cluster" } } }
  ok(g:can("attack p4"), "B1")
  ok(g:can("attack Spike Cluster of p4"), "B1's base")
  for _, l in ipairs({ "attack p5", "attack p6", "attack Nesting Ground of p5", "attack Swarm Cluster of p6", "attack p2", "attack p3" }) do
    ok(not g:can(l), l .. " is refused")
  end
  ok(tostring(g:why("attack p5")):find("only the Admiral facing them"), "reason: " .. tostring(g:why("attack p5")))
end)

scenario("T38 — Emperor targeting and succession: once B1 is defeated, A1 may attack the enemy Emperor and the Emperor's bases", function()
  local g = game{ seed = 1, options = OPTS, players = 6 }
  g:setup{ active = 1, p1 = { combat = 30 }, p4 = { authority = 3 },
           p5 = { bases = { "Nesting Ground" } }, p6 = { bases = { "Swarm Cluster" } } }
  g:act("attack p4 (3)")
  eq(g:player(), 4, "the defeated Admiral is asked about the card to send")
  g:act("send nothing")
  eq(g:get("SR.alive(g, 4)"), false, "B1 is out")
  ok(not g:over(), "an Admiral's defeat does not end the game")
  ok(g:can("attack p5 (27)"), "the enemy Emperor")
  ok(g:can("attack Nesting Ground of p5 (5/5)"), "the Emperor's base")
  ok(not g:can("attack p6"), "still not the other enemy Admiral")
  ok(not g:can("attack Swarm Cluster of p6"), "nor that Admiral's base")
end)

scenario("T38 — Emperor targeting and succession: the enemy Emperor may attack any player or base", function()
  local g = game{ seed = 1, options = OPTS, players = 6 }
  g:setup{ active = 5, p5 = { combat = 30 }, p1 = { bases = { "Spike Cluster" } }, p2 = { bases = { "Nesting Ground" } }, p3 = { bases = { "Swarm Cluster" } } }
  for _, l in ipairs({ "attack p1", "attack p2", "attack p3", "attack Spike Cluster of p1", "attack Nesting Ground of p2", "attack Swarm Cluster of p3" }) do
    ok(g:can(l), l)
  end
  ok(not g:can("attack p4"), "not a teammate")
  ok(not g:can("attack p6"), "not a teammate")
end)

scenario("T38 — Emperor targeting and succession: defeated B1 may send one card from hand, deck or discard pile to the Emperor's discard pile", function()
  local g = game{ seed = 1, options = OPTS, players = 6 }
  g:setup{ active = 1, p1 = { combat = 3 }, p4 = { authority = 3, hand = { "Scout" }, deck = { "Blob Alpha" }, discard = { "Crusher" } },
           p5 = { discard = {} } }
  g:act("attack p4 (3)")
  eq(g:player(), 4, "B1 decides")
  local opts = g:options()
  for _, l in ipairs({ "Scout", "Blob Alpha", "Crusher", "send nothing" }) do has(opts, l, "B1's choices") end
  eq(#opts, 4, "exactly the three cards B1 owns, or nothing")
  g:act("Blob Alpha")
  eq(names(g, "discard", 5), { "Blob Alpha" }, "the Emperor's discard pile")
  eq(size(g, "deck", 4), 0, "the card left B1's deck")
  eq(g:player(), 1, "A1's turn goes on")
end)

scenario("T38 — Emperor targeting and succession: when an Emperor falls, that Emperor's whole team loses", function()
  local g = game{ seed = 1, options = OPTS, players = 6 }
  g:setup{ active = 5, p5 = { combat = 10 }, p2 = { authority = 10 } }
  g:act("attack p2 (10)")
  ok(g:over(), "the game is over")
  eq(g:winners(), { 4, 5, 6 }, "team B wins")
  ok(g:result():find("Emperor p2 has fallen"), "result: " .. g:result())
end)

scenario("T38 — Emperor targeting and succession: the card B1 sends becomes the Emperor's own: played, it can be attacked and returns to the Emperor's discard pile", function()
  local g = game{ seed = 1, options = OPTS, players = 6 }
  g:setup{ active = 1, p1 = { combat = 20 }, p4 = { authority = 3, hand = {}, deck = {}, discard = { "Defense System" } },
           p5 = { hand = {}, discard = {} } }
  g:act("attack p4 (3)")
  g:act("Defense System")
  eq(g:get("g:owner(g:cards(g:zone('discard', 5))[1])"), 5, "the Emperor owns the card now")
  -- The Emperor draws it later; put it straight into the Emperor's hand and play it.
  g:edit("return g:move(g:cards(g:zone('discard', 5))[1], g:zone('hand', 5))")
  g:setup{ active = 5 }
  g:act("play Defense System")
  g:setup{ active = 1, p1 = { combat = 20 } }
  ok(not g:can("attack p5"), "the Emperor is protected by the Outpost")
  ok(g:can("attack Defense System of p5 (5/5)"), "A1 may attack it: B1 is out and it is the Emperor's base")
  g:act("attack Defense System of p5 (5/5)")
  eq(names(g, "discard", 5), { "Defense System" }, "destroyed into the Emperor's discard pile")
  eq(size(g, "discard", 4), 0, "not the defeated Admiral's")
end)
