-- TC-101 VP becomes Energon. [RB Co-op 1]
-- Given Co-op; P1 defeats Starscream ("Gain 4 VP") with P2's legal Assist resolved. Then P1 and P2
-- each gain 4 Energon; Starscream goes to P1's Vault.

local H = require "lib.tf"
local names, energon, vp, boss_fight = H.names, H.energon, H.vp, H.boss_fight

scenario("TC-101 In co-op 'Gain 4 VP' gives 4 Energon to each recipient", function()
  local g = boss_fight("mode=coop")
  eq(names(g, "vault", 1), { "Starscream" }, "Starscream in P1's Vault")
  eq(energon(g, 1), 4, "P1 +4 Energon")
  eq(energon(g, 2), 4, "P2 +4 Energon")
  eq(vp(g, 1), 0, "no VP")
end)
