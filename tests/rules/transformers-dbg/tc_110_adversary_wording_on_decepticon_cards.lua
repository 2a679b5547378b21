-- TC-110 Adversary wording on Decepticon cards. [RB Adversaries]
-- Given a STUB Boss whose Reveal Attack reads "each Adversary loses 1 Energon". Then it applies to
-- the Autobot players it affects (every player in the Matrix), not to Decepticon cards in the
-- Matrix.

local H = require "lib.tf"
local ready, energon, pos, cell = H.ready, H.energon, H.pos, H.cell

scenario("TC-110 'Adversary' on a Boss means the Autobot players", function()
  local g = ready({ players = 3 }, { matrix = { ["0,0"] = "Adversary Boss", ["0,1"] = { "Rumble", up = true } },
    p1 = { mode = "alt", pos = { 0, 0 }, energon = 2, hand = {} }, p2 = { pos = { 3, 3 }, energon = 2, hand = {} },
    p3 = { pos = { 2, 2 }, energon = 2, hand = {} } })
  g:act("search (0,0)")
  eq({ energon(g, 1), energon(g, 2), energon(g, 3) }, { 1, 1, 1 }, "every player in the Matrix lost 1")
  eq(cell(g, 0, 1), { "Rumble", true }, "the Decepticon card is untouched")
end)
