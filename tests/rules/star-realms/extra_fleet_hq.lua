-- Extra (§5.10 [data], errata): Fleet HQ (Core Set, Star Empire base) gives 1 Combat whenever
-- its owner plays a ship while it is in play; ships played before it do not count.

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names
local OPTS = "set=both"

scenario("Fleet HQ counts only ships played after it: Stinger before Fleet HQ gets nothing, Crusher after it gets +1", function()
  local g = game{ seed = 1, options = OPTS }
  g:setup{ active = 1, p1 = { hand = { "Stinger", "Fleet HQ", "Crusher", "Spike Cluster" }, combat = 0 } }
  g:act("play Stinger")
  eq(pool(g, 1, "combat"), 3, "Stinger")
  g:act("play Fleet HQ")
  eq(pool(g, 1, "combat"), 3, "playing Fleet HQ gives nothing retroactively")
  g:act("play Crusher")
  eq(pool(g, 1, "combat"), 3 + 6 + 1, "Crusher + Fleet HQ's 1")
  g:act("play Spike Cluster")
  eq(pool(g, 1, "combat"), 10, "a base played does not trigger it")
end)

scenario("Fleet HQ counts only ships played after it: on later turns every ship played gives +1, Scouts included", function()
  local g = game{ seed = 1, options = OPTS }
  g:setup{ active = 1, p1 = { bases = { "Fleet HQ" }, hand = { "Scout", "Viper", "Explorer" }, combat = 0 } }
  g:act("play all")
  eq(pool(g, 1, "combat"), 1 + 3, "Viper 1 + three triggers")
end)

scenario("Fleet HQ counts only ships played after it: the opponent's ships do not trigger it", function()
  local g = game{ seed = 1, options = OPTS }
  g:setup{ active = 2, p1 = { bases = { "Fleet HQ" }, combat = 0 }, p2 = { hand = { "Viper" }, combat = 0 } }
  g:act("play Viper")
  eq(pool(g, 2, "combat"), 1, "P2's Viper only")
  eq(pool(g, 1, "combat"), 0, "P1 gains nothing on P2's turn")
end)
