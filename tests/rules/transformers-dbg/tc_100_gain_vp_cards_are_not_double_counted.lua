-- TC-100 Gain-VP cards are not double counted. Given Starscream (cost 8, "Gain 4 VP") in A's Vault
-- and 4 VP tokens from it. Then end scoring adds 8 to the Adversary-cost sum but does not add
-- another 4.

local H = require "lib.tf"
local ready, energon, vp, pos = H.ready, H.energon, H.vp, H.pos

scenario("TC-100 A vaulted Boss scores its cost once and its 'Gain 4 VP' is not repeated", function()
  local g = ready({}, { p1 = { vp = 4, energon = 0, pos = { 1, 1 }, vault = { "Starscream" } } })
  local parts = g:get("(select(2, TF.score(g, 1)))")
  eq(parts.tokens, 4, "the 4 VP tokens")
  eq(parts.adversaries, 1, "floor(8 / 5)")
  eq(parts.vault, 0, "nothing more")
  eq(g:get("(TF.score(g, 1))"), 5, "5 in all")
end)
