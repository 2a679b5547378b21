-- TC-41 Buying/gaining Allies and gaining Damage. [RB Gaining], [RB Ally]
-- Given the player buys an Ally and later an effect makes them gain a Damage.
-- Then the Ally is in IN_FRONT immediately (its Ongoing/Start of Turn effect is live; e.g.
-- Bumblebee's "+1 Power per Ally" now counts it), not in the discard pile; the Damage is in
-- IN_FRONT. If the Damage supply is empty, nothing is gained.

local H = require "lib.tf"
local ready, names, size, pos, power = H.ready, H.names, H.size, H.pos, H.power

scenario("TC-41 A bought Ally goes into play at once; a gained Damage too", function()
  local g = ready({}, { matrix = { ["1,2"] = { "Sparkplug Witwicky", up = true }, ["1,0"] = { "Rumble", up = true } },
    force_encounters = { "Seeker Strike" },
    p1 = { character = "Bumblebee", mode = "bot", pos = { 1, 1 }, hand = {}, alt_move = 0,
           played = { { "Helping Hand", power = 3 }, { "Roll Out!", power = 0, move = 1 } } } })
  eq(power(g, 1, 0), 3, "before: 3 Power")
  g:act("buy Sparkplug Witwicky")
  eq(names(g, "front", 1), { "Sparkplug Witwicky" }, "the Ally is in play")
  eq(size(g, "discard", 1), 0, "not in the discard pile")
  eq(power(g, 1, 0), 1, "Bumblebee's Bot text counts the new Ally (+1)")
  g:act("move to (1,0)")                  -- Ambush: Seeker Strike "Attack: Gain 1 Damage."
  eq(g:get("TF.damage_count(g, 1)"), 1, "the Damage is in front of the character")
  g:setup{ damage_supply = 0 }
  g:edit("TF.gain_damage(g, 1, 1)")
  eq(g:get("TF.damage_count(g, 1)"), 1, "an empty supply gives no Damage")
end)
