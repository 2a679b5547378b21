-- Extra (§8.7): in Raid the Raiders are one team, so a Raider attacks only the Boss, never another
-- Raider nor a Raider's base; the Boss attacks any Raider.  The kernel judges these from the
-- format's data (allow = { team = "team", need = "authority" }, kernel/lua/targets.c) -- no Lua
-- runs while the attacks are listed -- and `why` still words each refusal.
-- Seating in this ruleset: the Boss is P1; the Raiders are P2 and P3.

local Q = require "lib.sr"

scenario("Raid teams: a Raider may attack the Boss but not a fellow Raider, and why says so", function()
  local g = game{ seed = 1, options = "format=raid", players = 3 }
  g:setup{ active = 2, p2 = { combat = 5 }, p3 = { bases = { "Nesting Ground" } } }
  ok(g:can("attack p1 (5)"), "the Boss is a target")
  ok(not g:can("attack p3"), "a fellow Raider is not")
  eq(g:why("attack p3"), "p3 is your teammate", "the refusal's reason")
  ok(not g:can("attack Nesting Ground of p3"), "nor a fellow Raider's base")
  eq(g:why("attack Nesting Ground of p3"), "p3 is your teammate", "the base's refusal")
end)

scenario("Raid teams: the Boss may attack either Raider, for no more than their Authority", function()
  local g = game{ seed = 1, options = "format=raid", players = 3 }
  g:setup{ active = 1, p1 = { combat = 60 }, p3 = { authority = 7 } }
  ok(g:can("attack p2 (50)"), "P2: 50 Authority, so 50 of the 60 Combat")
  ok(g:can("attack p3 (7)"), "P3: 7 Authority, so 7")
end)
