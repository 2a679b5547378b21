-- TC-96 Matrix of Leadership. [CLAR]
-- Given P1 uses Matrix of Leadership to gain a faceup Decepticon Robot. Then the Robot goes to P1's
-- discard pile (not Vault); when later drawn it can be played like any card, using its Power and
-- text (e.g. Brawl's Energon ability).

local H = require "lib.tf"
local ready, names, size, energon, pos, card_pm, count_log =
  H.ready, H.names, H.size, H.energon, H.pos, H.card_pm, H.count_log

scenario("TC-96 A Decepticon gained with Matrix of Leadership is an ordinary card of your deck", function()
  local g = ready({}, { matrix = { ["1,2"] = { "Brawl", up = true } }, force_encounters = { "Quiet Encounter" },
    p1 = { mode = "bot", energon = 1, pos = { 1, 1 }, hand = { "Matrix of Leadership" }, discard = {} },
    p2 = { pos = { 1, 1 }, hand = {} } })
  g:act("play Matrix of Leadership")
  g:act("Brawl")
  eq(names(g, "discard", 1), { "Brawl" }, "Brawl is in the discard pile")
  eq(size(g, "vault", 1), 0, "not in the Vault")
  g:setup{ p1 = { hand = { "Brawl" }, discard = {} } }
  g:act("play Brawl")
  eq(card_pm(g, "Brawl", 1)[1], 2, "its Power")
  g:act("use Brawl")
  eq(count_log(g, "Quiet Encounter hits p2"), 1, "its Energon ability works")
end)
