-- T10 — Unaligned cards never ally: given P1 has Scouts, Vipers and Explorers in play and exactly one faction card, then that faction card's Ally Ability is not usable.

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names

scenario("T10 — Unaligned cards never ally: Scouts, Vipers and Explorers in play do not unlock Stinger's ally", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { hand = { "Scout", "Scout", "Viper", "Viper", "Explorer", "Explorer", "Stinger" }, combat = 0, trade = 0 } }
  g:act("play all")
  eq(size(g, "ships", 1), 7, "all seven ships in play")
  eq(pool(g, 1, "trade"), 2 + 2 * 2, "2 Scouts + 2 Explorers")
  eq(pool(g, 1, "combat"), 2 + 3, "2 Vipers + Stinger")
  ok(not g:can("ally Stinger"), "Stinger's ally is not usable")
  ok(tostring(g:why("ally Stinger")):find("Blob"), "refusal names the faction needed: " .. tostring(g:why("ally Stinger")))
  eq(g:get("SR.ally_count(g, 1, g:cards(g:zone('ships', 1))[1]) + SR.ally_count(g, 1, g:cards(g:zone('ships', 1))[7])"),
     0, "ally counts of the first and last card played")
end)

scenario("T10 — Unaligned cards never ally: the same table plus one more Blob card does unlock it (control)", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { hand = { "Scout", "Viper", "Explorer", "Stinger" }, bases = { "Spike Cluster" }, combat = 0 } }
  g:act("play all")
  ok(g:can("ally Stinger"), "Stinger allies with the Blob base")
end)
