-- BTL.7 Cleanup: a played Relic may go to the Vault; the Assists of every player go to their
-- owners' discard piles; with the option battle_clears_alt_move = false, unspent Alt Move survives.
-- Given P1 (Alt Mode, 2 Alt Move) played Courage (Power 3) and Star Saber (a Relic), and battles
-- Rumble.
-- When the battle is won.
-- Then P1 is asked whether Star Saber goes to the Vault; saying yes vaults it, Courage is discarded;
-- with the option off, the Alt Move is still there after the cleanup (by default it is lost, TC-53).

local H = require "lib.tf"
local ready, names = H.ready, H.names

local function fight(options)
  local g = ready({ options = options }, { matrix = { ["1,0"] = { "Rumble", up = true } },
    p1 = { mode = "alt", energon = 0, pos = { 1, 0 }, alt_move = 2, hand = {},
           played = { { "Courage", power = 3 }, "Star Saber" } } })
  g:act("battle Rumble")
  ok(g:prompt():find("Star Saber"), "the Relic's question: " .. g:prompt())
  g:act("yes")
  return g
end

scenario("BTL.7 a played Relic may be vaulted at the battle's cleanup", function()
  local g = fight(nil)
  eq(names(g, "vault", 1), { "Star Saber", "Rumble" }, "the Relic joins the defeated Rumble in the Vault")
  eq(names(g, "discard", 1), { "Courage" }, "Courage is discarded")
  eq(names(g, "played", 1), {}, "nothing played is left")
  eq(g:get("TF.alt_move(g, 1)"), 0, "by default the Alt Move is lost (AMB-11)")
end)

scenario("BTL.7 with battle_clears_alt_move = false, the Alt Move survives", function()
  local g = fight("battle_clears_alt_move=false")
  eq(g:get("TF.alt_move(g, 1)"), 2, "the 2 Alt Move are still there")
end)
