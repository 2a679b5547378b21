-- TC-70 Defeating the third Boss ends the game at once. [RB How to battle 7 note]
-- Given two Bosses already gone; P1 played a Relic this turn and defeats the third Boss.
-- Then the game ends immediately at BTL.6: no cleanup; the Relic is not vaulted (scores 0 if not
-- already in the Vault); scoring follows.

local H = require "lib.tf"
local ready, names, energon, pos, power = H.ready, H.names, H.energon, H.pos, H.power

scenario("TC-70 The third Boss ends the game before cleanup", function()
  local g = ready({}, { bosses_gone = 2, matrix = { ["1,0"] = { "Starscream", up = true } },
    force_encounters = { "Quiet Encounter" },
    p1 = { mode = "bot", energon = 0, pos = { 1, 0 }, hand = {}, played = { { "Star Saber", power = 9 } } },
    p2 = { pos = { 3, 3 }, hand = {} } })
  g:act("confront Starscream")
  g:act("battle on")
  ok(g:over(), "the game is over")
  eq(names(g, "played", 1), { "Star Saber" }, "no cleanup: the Relic was not vaulted")
  eq(names(g, "vault", 1), { "Starscream" }, "only Starscream is in the Vault")
  ok(g:result():find("third Boss"), g:result())
  eq(g:winners(), { 1 }, "P1 wins: 4 VP + 1 (Starscream's cost 8 / 5)")
end)
