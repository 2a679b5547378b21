-- T32 — Free-For-All starting hands: given a 4-player Free-For-All, when setup finishes, then the first player has 3 cards, the second 4, the third and fourth 5; turns go clockwise.

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names

scenario("T32 — Free-For-All starting hands: with 4 players the hands are 3, 4, 5, 5 in turn order from the random first player", function()
  local firsts = {}
  for seed = 1, 12 do
    local g = game{ seed = seed, options = "format=ffa", players = 4 }
    local a = g:active()
    firsts[a] = true
    local want = { 3, 4, 5, 5 }
    for k = 0, 3 do
      local p = (a - 1 + k) % 4 + 1
      eq(size(g, "hand", p), want[k + 1], ("seed %d: hand of the player %d seat(s) after the first"):format(seed, k))
      eq(size(g, "hand", p) + size(g, "deck", p), 10, "10-card Personal Deck")
      eq(auth(g, p), 50, "Authority")
    end
  end
  local n = 0
  for _ in pairs(firsts) do n = n + 1 end
  ok(n >= 3, "the first player varies with the seed (" .. n .. " different seats over 12 seeds)")
end)

scenario("T32 — Free-For-All starting hands: turns go clockwise, seat by seat, wrapping around", function()
  local g = game{ seed = 5, options = "format=ffa", players = 4 }
  local a = g:active()
  local seen = {}
  for k = 1, 9 do
    seen[k] = g:active()
    g:act("end turn")
  end
  for k = 1, 9 do eq(seen[k], (a - 1 + k - 1) % 4 + 1, "active player on turn " .. k) end
end)

scenario("T32 — Free-For-All starting hands: any opponent and any opponent's bases may be attacked (reading A12)", function()
  local g = game{ seed = 5, options = "format=ffa", players = 4 }
  g:setup{ active = 1, p1 = { combat = 5 }, p2 = { bases = { "Spike Cluster" } }, p3 = { bases = { "Nesting Ground" } }, p4 = {} }
  for _, l in ipairs({ "attack p2 (5)", "attack p3 (5)", "attack p4 (5)", "attack Spike Cluster of p2 (3/3)", "attack Nesting Ground of p3 (5/5)" }) do
    ok(g:can(l), l)
  end
end)

scenario("T32 — Free-For-All starting hands: Combat left after defeating one opponent can finish another; the last player in wins", function()
  local g = game{ seed = 5, options = "format=ffa", players = 3 }
  g:setup{ active = 1, p1 = { combat = 20 }, p2 = { authority = 5 }, p3 = { authority = 15 } }
  g:act("attack p2")
  eq(pool(g, 1, "combat"), 15, "only the 5 needed were spent")
  ok(not g:over(), "two players left")
  g:act("attack p3 (15)")
  eq(auth(g, 3), 0, "P3 (15 Authority) took the other 15")
  eq(g:winners(), { 1 }, "P1 is the last player in")
end)

scenario("T32 — Free-For-All starting hands: a defeated player's seat is skipped in turn order", function()
  local g = game{ seed = 5, options = "format=ffa", players = 3 }
  g:setup{ active = 1, p1 = { combat = 20 }, p2 = { authority = 5 }, p3 = { authority = 15 } }
  g:act("attack p2")
  ok(not g:over(), "two players left")
  eq(g:get("SR.alive(g, 2)"), false, "P2 is out")
  ok(not g:can("attack p2"), "P2 can no longer be attacked")
  g:act("end turn")
  eq(g:active(), 3, "P2's seat is skipped")
  g:setup{ p3 = { combat = 50 } }
  g:act("attack p1")
  eq(g:winners(), { 3 }, "the last player in wins")
end)
