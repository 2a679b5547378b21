-- TC-53 Battle cleanup and continuation. [RB How to battle 7-8]
-- Given P1 played 3 cards (one with Ongoing), still holds 2 cards, and has unspent Move; defeats a
-- Decepticon Robot.
-- Then the 2 non-Ongoing played cards are discarded (a played Relic may be vaulted instead), the
-- Ongoing card stays in play, all Power/Move is gone, and P1 may play the 2 remaining cards and
-- keep acting.

local H = require "lib.tf"
local ready, names, energon, pos, power, has_option, sorted =
  H.ready, H.names, H.energon, H.pos, H.power, H.has_option, H.sorted

scenario("TC-53 After a won battle: discard, keep Ongoing, lose Power and Move, keep playing", function()
  local g = ready({}, { matrix = { ["1,0"] = { "Rumble", up = true } },
    p1 = { mode = "alt", energon = 0, pos = { 1, 0 }, alt_move = 2, hand = { "Courage", "Patrol" },
           played = { { "Courage", power = 3 }, { "Roll Out!", power = 0, move = 1 }, "Shield Generator" } } })
  g:act("battle Rumble")
  eq(names(g, "vault", 1), { "Rumble" }, "defeated (3 - 1 Alt = 2 >= 2)")
  eq(sorted(names(g, "discard", 1)), { "Courage", "Roll Out!" }, "non-Ongoing played cards discarded")
  eq(names(g, "played", 1), { "Shield Generator" }, "the Ongoing card stays in play")
  eq(power(g, 1, 0), 0, "no Power left")
  eq(g:get("TF.total_move(g, 1)"), 0, "no Move left (Alt Move too, AMB-11)")
  ok(has_option(g, "play Courage") and has_option(g, "play Patrol"), "the hand may still be played")
end)
