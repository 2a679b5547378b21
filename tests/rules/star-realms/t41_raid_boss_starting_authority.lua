-- T41 — Raid Boss starting Authority: given 2 Raiders the Boss starts at 50; given 5 Raiders, at 90.
-- 3 and 4 Raiders: 70, the extracted row as given (reading A14). The Boss's hand size is lost:
-- option boss_hand, default 7; the Boss starts with two fewer, Raiders with 5.

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names

scenario("T41 — Raid Boss starting Authority: 50 with 2 Raiders, 70 with 3 or 4, 90 with 5; Raiders have 50", function()
  local want = { [3] = 50, [4] = 70, [5] = 70, [6] = 90 }
  for n = 3, 6 do
    local g = game{ seed = 1, options = "format=raid,set=both", players = n }
    eq(auth(g, 1), want[n], ("the Boss's Authority with %d Raiders"):format(n - 1))
    for p = 2, n do eq(auth(g, p), 50, ("Raider P%d with %d Raiders"):format(p, n - 1)) end
  end
end)

scenario("T41 — Raid Boss starting Authority: the Boss goes first with its hand size minus 2; Raiders hold 5", function()
  local g = game{ seed = 1, options = "format=raid,boss_hand=7", players = 3 }
  eq(g:active(), 1, "the Boss starts")
  eq(size(g, "hand", 1), 5, "the Boss's starting hand (7 - 2)")
  eq(size(g, "hand", 2), 5, "Raider")
  eq(size(g, "hand", 3), 5, "Raider")
  g:act("end turn")
  eq(size(g, "hand", 1), 7, "the Boss draws its full hand size in its Draw Phase")
  eq(g:active(), 2, "then the Raiders, clockwise")
  g:act("end turn")
  eq(size(g, "hand", 2), 5, "Raiders draw 5")
  eq(g:active(), 3, "next Raider")
end)

scenario("T41 — Raid Boss starting Authority: another Boss hand size is honoured", function()
  local g = game{ seed = 1, options = "format=raid,boss_hand=6", players = 4 }
  eq(size(g, "hand", 1), 4, "the Boss's starting hand (6 - 2)")
end)
