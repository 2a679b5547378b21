-- TC-86 Default discard location. Given "discard a card". Then it comes from hand.

local H = require "lib.tf"
local new, ready, names, size, energon, vp, pos, cell, power, card_pm, count_log, has_option, sorted =
  H.new, H.ready, H.names, H.size, H.energon, H.vp, H.pos, H.cell, H.power, H.card_pm,
  H.count_log, H.has_option, H.sorted
local _ = { new, ready, names, size, energon, vp, pos, cell, power, card_pm, count_log, has_option, sorted }

scenario("TC-86 'Discard a card' takes a card from hand", function()
  local g = ready({}, { matrix = { ["1,0"] = { "Rumble", up = true } }, force_encounters = { "Sniper Fire" },
    p1 = { mode = "alt", pos = { 1, 1 }, hand = { "Courage", "Patrol" }, discard = { "Fix" },
           played = { "Firepower" } } })
  g:act("move to (1,0)")
  eq(sorted(g:options()), sorted{ "Courage", "Patrol" }, "the hand's cards are offered")
  g:act("Patrol")
  eq(sorted(names(g, "discard", 1)), sorted{ "Fix", "Patrol" }, "discarded from hand")
end)
