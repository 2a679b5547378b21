-- TC-42 The basic turn, end to end. [EX-TURN]
-- Given 2 players. Ironhide (P1, already had a turn) in Bot Mode with >=2 Energon and 6 cards in
-- his discard, standing on facedown Thundercracker at (0,1). Bumblebee (P2, first turn), Alt Mode
-- (Alt Move 2), 2 Energon; hand = Courage x3, Reserves, Fix; deck = Courage x3, Firepower, Patrol.
-- Facedown Jazz at (0,2); facedown Small Energon Mine at corner (0,3). Forced Encounter: Ambush
-- "Destroy 1 random card in your discard pile."
-- When Bumblebee: places at (0,2); spends 1 Alt Move to Search (Jazz); plays Courage x3, Reserves,
-- Fix; Converts (1 Energon), using his Alt ability before the flip to reveal (0,1); Ironhide
-- Blocks with his 2-Energon ability; Bumblebee activates his Bot 1-Energon "+1 Power"; buys Jazz;
-- moves to (0,3) with Reserves' Move; Searches with Fix's Move; activates Fix's Energon ability
-- to destroy a played Courage; ends the turn.
-- Then: Energon 2 -> 3 -> 2 -> 1 -> 0; Power 3 + 1 = 4 = Jazz's cost; only Ironhide was Ambushed,
-- his discard still has 6 cards, he paid 2 Energon; Small Energon Mine faceup with 8 Energon; the
-- destroyed Courage is removed from the game; (0,2) receives the main deck's top card facedown;
-- hand = Courage x3, Firepower, Patrol; deck 0; discard = Jazz, Courage x2, Reserves, Fix;
-- Bumblebee still in Bot Mode.

local H = require "lib.tf"
local new, names, size, energon, pos, cell, power, count_log, sorted =
  H.new, H.names, H.size, H.energon, H.pos, H.cell, H.power, H.count_log, H.sorted

scenario("TC-42 Bumblebee's first turn, as in the rulebook example", function()
  local g = new{ chars = "Ironhide;Bumblebee" }
  g:act("place at (0,1)")
  g:act("end turn")
  eq(g:player(), 2, "Bumblebee's first turn")
  g:setup{
    matrix = { ["0,1"] = "Thundercracker", ["0,2"] = "Jazz", ["0,3"] = "Small Energon Mine" },
    main_deck = { "Wheelie", "Skids", "Frenzy" }, force_encounters = { "Scrap Raid" },
    p1 = { character = "Ironhide", mode = "bot", energon = 3, pos = { 0, 1 }, hand = {},
           discard = { "Courage", "Courage", "Courage", "Courage", "Fix", "Patrol" } },
    p2 = { character = "Bumblebee", mode = "alt", energon = 2, hand = { "Courage", "Courage", "Courage", "Reserves", "Fix" },
           deck = { "Courage", "Courage", "Courage", "Firepower", "Patrol" }, discard = {} } }
  g:act("place at (0,2)")
  g:act("search (0,2)")
  eq(cell(g, 0, 2), { "Jazz", true }, "Jazz revealed")
  for _ = 1, 3 do g:act("play Courage") end
  g:act("play Reserves")
  eq(energon(g, 2), 3, "Reserves: 2 -> 3")
  g:act("play Fix")
  g:act("p2")                            -- Fix: Bumblebee picks himself (Ironhide is adjacent too)
  g:act("convert to Bot Mode")
  g:act("reveal (0,1)")
  eq(g:player(), 1, "Ironhide may Block the Ambush")
  g:act("Ironhide's 2-Energon Block")
  eq(energon(g, 2), 2, "Convert: 3 -> 2")
  g:act("use Bumblebee: +1 Power")
  eq(energon(g, 2), 1, "+1 Power: 2 -> 1")
  eq(power(g, 2, 0), 4, "3 Courage + 1 character Power")
  g:act("buy Jazz at (0,2) (cost 4)")
  g:act("move to (0,3)")
  g:act("search (0,3)")
  eq(g:get("(function() local x = TF.cell(g, 0, 3) return g:cget(x, 'energon_on') end)()"), 8, "8 Energon on the Mine")
  g:act("use Fix")
  g:act("Courage (played)")
  eq(energon(g, 2), 0, "Fix: 1 -> 0")
  eq(count_log(g, "Encounter drawn"), 1, "one Ambush")
  eq(energon(g, 1), 1, "Ironhide paid 2")
  eq(size(g, "discard", 1), 6, "Ironhide's discard is intact")
  eq(count_log(g, "Courage is destroyed"), 1, "a Courage was destroyed")
  eq(size(g, "removed"), 1, "the Courage is removed from the game")
  g:act("end turn")
  eq(cell(g, 0, 2), { "Wheelie", false }, "(0,2) refilled facedown from the top of the main deck")
  eq(sorted(names(g, "hand", 2)), sorted{ "Courage", "Courage", "Courage", "Firepower", "Patrol" }, "new hand")
  eq(size(g, "deck", 2), 0, "deck empty (no shuffle)")
  eq(sorted(names(g, "discard", 2)), sorted{ "Jazz", "Courage", "Courage", "Reserves", "Fix" }, "discard")
  eq(g:get("TF.mode(g, 2)"), "bot", "still in Bot Mode")
  eq(g:get("TF.alt_move(g, 2)"), 0, "no Alt Move markers left")
end)
