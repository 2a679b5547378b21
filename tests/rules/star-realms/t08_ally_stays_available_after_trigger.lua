-- T08 — Ally stays available after it has triggered: (1) given Stinger's ally became usable because Blob Miner was in play, when P1 scraps Blob Miner with its Scrap Ability before using Stinger's ally, then P1 may still use Stinger's ally this Main Phase (reading A6); (2) given instead that Blob Miner was scrapped before Stinger was played, then Blob Miner is not in play, so Stinger's ally does not trigger from it.

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names

scenario("T08 — Ally stays available after it has triggered: scrapping Blob Miner after Stinger's ally triggered leaves the ally usable", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { hand = { "Blob Miner", "Stinger" }, combat = 0, trade = 0 } }
  g:act("play Blob Miner")
  g:act("stop scrapping")                    -- Blob Miner's optional Trade Row scrap
  g:act("play Stinger")
  ok(g:can("ally Stinger"), "Stinger's ally triggered by Blob Miner")
  g:act("scrap Blob Miner")
  eq(names(g, "ships", 1), { "Stinger" }, "Blob Miner has left play")
  has(names(g, "scrap"), "Blob Miner", "Scrap Heap")
  eq(pool(g, 1, "combat"), 5, "Stinger 3 + Blob Miner's scrap 2")
  ok(g:can("ally Stinger"), "Stinger's ally is still usable after its partner left play")
  g:act("ally Stinger")
  eq(pool(g, 1, "combat"), 8, "after Stinger's ally (+3)")
end)

scenario("T08 — Ally stays available after it has triggered: Blob Miner scrapped before Stinger is played does not trigger Stinger's ally", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { hand = { "Blob Miner", "Stinger" }, combat = 0, trade = 0 } }
  g:act("play Blob Miner")
  g:act("stop scrapping")
  g:act("scrap Blob Miner")
  g:act("play Stinger")
  ok(not g:can("ally Stinger"), "no other Blob card in play when Stinger arrives")
  ok(tostring(g:why("ally Stinger")):find("needs one other Blob card"), "refusal: " .. tostring(g:why("ally Stinger")))
  eq(pool(g, 1, "combat"), 5, "Blob Miner's scrap 2 + Stinger 3, no ally")
end)

scenario("T08 — Ally stays available after it has triggered: a partner base that leaves play mid-turn does not take the triggered ally away", function()
  -- Same reading (A6) with a base as the partner: Blob Wheel (Blob base; Scrap: 3 Trade).
  local g = game{ seed = 1, options = "set=both" }
  g:setup{ active = 1, p1 = { hand = { "Stinger" }, bases = { "Blob Wheel" }, combat = 0, trade = 0 } }
  g:act("play Stinger")
  ok(g:can("ally Stinger"), "Blob Wheel triggers Stinger's ally")
  g:act("scrap Blob Wheel")
  eq(size(g, "bases", 1), 0, "Blob Wheel has left play")
  eq(pool(g, 1, "trade"), 3, "Blob Wheel's scrap")
  ok(g:can("ally Stinger"), "Stinger's ally is still usable")
  g:act("ally Stinger")
  eq(pool(g, 1, "combat"), 6, "Stinger 3 + ally 3")
end)
