-- TC-88 Decepticon Scheme thwart. [RB Schemes]
-- Given a faceup Decepticon Scheme "Vault: 3 VP" (FIXTURE) whose condition P1 meets this turn.
-- Then it goes facedown into P1's Vault; P1's VP tokens do not change now; at the end it adds 3
-- VP.

local H = require "lib.tf"
local ready, names, energon, vp, pos = H.ready, H.names, H.energon, H.vp, H.pos

scenario("TC-88 A thwarted Scheme goes to the Vault and scores at the end", function()
  local g = ready({}, { matrix = { ["2,3"] = { "Stub Scheme", up = true } },
    p1 = { pos = { 1, 1 }, energon = 1, vp = 0, hand = {} } })
  g:act("thwart Stub Scheme")
  eq(names(g, "vault", 1), { "Stub Scheme" }, "in P1's Vault")
  eq(g:get("(function() return g:face_up(g:top(TF.z('vault', 1))) end)()"), false, "facedown")
  eq(vp(g, 1), 0, "no VP tokens now")
  eq(g:get("select(2, TF.score(g, 1)).vault"), 3, "3 VP at the end")
end)
