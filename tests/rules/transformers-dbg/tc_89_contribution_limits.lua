-- TC-89 Contribution limits. [RB Contribute]
-- Given a Scheme asking for 4 cards of different costs; P1 on its space contributes a cost-2 card.
-- When P1 tries to contribute another cost-2 card. Then rejected.  (Co-op; the reconstructed
-- Co-op Scheme Spare Parts Raid asks for 4 cards of different costs.)

local H = require "lib.tf"
local ready, pos, has_option = H.ready, H.pos, H.has_option

scenario("TC-89 Only contributions that advance the thwart are allowed", function()
  local g = ready({ options = "mode=coop" }, { matrix = { ["1,1"] = { "Spare Parts Raid", up = true } },
    p1 = { pos = { 1, 1 }, hand = { "Skids", "Wheelie", "Hound" } } })
  g:act("contribute Skids")
  ok(not has_option(g, "contribute Wheelie"), "a second cost-2 card is refused")
  ok(has_option(g, "contribute Hound"), "a cost-3 card advances the thwart")
  g:act("contribute Hound")
  eq(g:get("TF.contributed(g, TF.cell(g, 1, 1))"), 2, "2 of 4 contributed")
end)
