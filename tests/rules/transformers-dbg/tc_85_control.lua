-- TC-85 Control. Given cards in hand/deck/discard/Vault. When an effect says "destroy a card you
-- control". Then none of them may be chosen; only PLAYED and IN_FRONT cards.

local H = require "lib.tf"
local ready, energon, pos, sorted = H.ready, H.energon, H.pos, H.sorted

scenario("TC-85 Only played and in-play cards are controlled", function()
  local g = ready({}, { p1 = { pos = { 1, 1 }, energon = 1, hand = { "Courage" }, deck = { "Patrol" },
    discard = { "Firepower" }, vault = { "Rumble" }, front = { "Sparkplug Witwicky" }, played = { "Fix" } } })
  g:act("use Fix")
  eq(sorted(g:options()), sorted{ "Fix (played)", "Sparkplug Witwicky (in play)" }, "only controlled cards")
end)
