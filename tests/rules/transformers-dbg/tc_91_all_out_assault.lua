-- TC-91 All-Out Assault. [CLAR]
-- Given All-Out Assault faceup; P1 (0 Damage) battles a Decepticon Robot.
-- Then other players may Assist; a Confrontation Encounter is drawn after shuffling all 10;
-- CNF.4b/4c apply; P1's turn ends after the battle.
-- Given P2 discards a Block with enough Range to cancel an Attack on P3 (any player's turn). Then
-- All-Out Assault is thwarted and goes to P2's Vault (ENGINE CHOICE AMB-38: the blocking player
-- thwarts it even when not active). In Solo it can never be thwarted.

local H = require "lib.tf"
local ready, names, size, energon, pos, power, count_log, has_option =
  H.ready, H.names, H.size, H.energon, H.pos, H.power, H.count_log, H.has_option

scenario("TC-91 All-Out Assault turns every battle into a Confrontation", function()
  local g = ready({}, { matrix = { ["2,3"] = { "All-Out Assault", up = true }, ["1,0"] = { "Hook", up = true, cost = 9 } },
    force_encounters = { "Quiet Encounter" },
    p1 = { mode = "bot", energon = 1, pos = { 1, 0 }, hand = {}, played = { { "Courage", power = 4 } } },
    p2 = { mode = "bot", pos = { 1, 0 }, hand = { "Courage" } } })
  ok(has_option(g, "confront Hook"), "the battle is a Confrontation")
  g:act("confront Hook")
  eq(g:player(), 2, "P2 may Assist although P1 has no Damage")
  g:act("Courage")
  eq(count_log(g, "shuffled together for the Confrontation"), 1, "a Confrontation Encounter after a shuffle")
  eq(count_log(g, "CNF.4b"), 1, "CNF.4b: the Assist is forced while short")
  ok(g:prompt():find("Confrontation: 5 of 9"), "CNF.4c: " .. g:prompt())
  g:act("done")
  eq(g:active(), 2, "the turn ended")
end)

scenario("TC-91 Blocking for another player thwarts All-Out Assault, even on someone else's turn", function()
  local g = ready({ players = 3 }, { matrix = { ["2,3"] = { "All-Out Assault", up = true } },
    force_encounters = { "Quiet Encounter" },
    p1 = { mode = "bot", energon = 1, pos = { 1, 1 }, hand = { "Brawl" } },
    p2 = { pos = { 1, 2 }, hand = { "Shield 1" } }, p3 = { pos = { 1, 1 }, hand = {} } })
  g:act("play Brawl")
  g:act("use Brawl")
  eq(g:player(), 2, "P2 may Block for P3")
  g:act("discard Shield 1 to Block")
  eq(names(g, "vault", 2), { "All-Out Assault" }, "P2 thwarts it into his Vault")
end)

scenario("TC-91 Solo: blocking for yourself never thwarts it", function()
  local g = ready({ players = 1, options = "mode=solo" }, { matrix = { ["2,3"] = { "All-Out Assault", up = true },
      ["1,0"] = { "Rumble", up = true } }, force_encounters = { "Quiet Encounter" },
    p1 = { mode = "alt", pos = { 1, 1 }, hand = { "Shield 0" } } })
  g:act("move to (1,0)")
  g:act("discard Shield 0 to Block")
  eq(size(g, "vault", 1), 0, "not thwarted")
  ok(not has_option(g, "thwart All-Out Assault"), "no other way to thwart it")
end)
