-- TC-92 Tox-En. [CLAR]
-- Given faceup Tox-En at (2,2). When P1 moves onto it (or is moved onto it, or it is revealed under
-- P1). Then P1 loses 3 Energon (all, if fewer). When P1 gains Tox-En. Then it is destroyed
-- (main-deck discard), not placed in the discard pile or Vault, and its VP is taken immediately.

local H = require "lib.tf"
local ready, names, size, energon, vp, pos, power =
  H.ready, H.names, H.size, H.energon, H.vp, H.pos, H.power

scenario("TC-92 Entering Tox-En's space costs 3 Energon, by Move or by Teleport", function()
  local g = ready({}, { matrix = { ["2,2"] = { "Tox-En", up = true } },
    p1 = { mode = "alt", energon = 5, pos = { 2, 1 }, alt_move = 2, hand = { "Warp" } } })
  g:act("move to (2,2)")
  eq(energon(g, 1), 2, "5 - 3")
  g:act("move to (2,1)")
  g:act("play Warp")
  g:act("teleport to (2,2)")
  eq(energon(g, 1), 0, "all that was left (2)")
end)

scenario("TC-92 Tox-En revealed under a player costs 3 Energon", function()
  local g = ready({}, { matrix = { ["1,1"] = "Tox-En" }, p1 = { mode = "alt", energon = 4, pos = { 1, 1 }, hand = {} } })
  g:act("search (1,1)")
  eq(energon(g, 1), 1, "4 - 3")
end)

scenario("TC-92 Gaining Tox-En destroys it and gives its VP at once", function()
  local g = ready({}, { matrix = { ["1,1"] = { "Tox-En", up = true } },
    p1 = { mode = "bot", pos = { 1, 1 }, vp = 0, hand = {}, played = { { "Courage", power = 6 } } } })
  g:act("buy Tox-En")
  eq(names(g, "main_discard"), { "Tox-En" }, "destroyed to the main-deck discard")
  eq(size(g, "discard", 1) + size(g, "vault", 1), 0, "not in the discard pile or Vault")
  eq(vp(g, 1), 5, "its VP (reconstructed 5) at once")
end)
