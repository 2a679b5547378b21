-- TC-86 Default discard location. Given "discard a card". Then it comes from hand.

local H = require "lib.tf"
local ready, names, pos, sorted = H.ready, H.names, H.pos, H.sorted

scenario("TC-86 'Discard a card' takes a card from hand", function()
  local g = ready({}, { matrix = { ["1,0"] = { "Rumble", up = true } }, force_encounters = { "Sniper Fire" },
    p1 = { mode = "alt", pos = { 1, 1 }, hand = { "Courage", "Patrol" }, discard = { "Fix" },
           played = { "Firepower" } } })
  g:act("move to (1,0)")
  eq(sorted(g:options()), sorted{ "Courage", "Patrol" }, "the hand's cards are offered")
  g:act("Patrol")
  eq(sorted(names(g, "discard", 1)), sorted{ "Fix", "Patrol" }, "discarded from hand")
end)
