-- TC-104 Five Damage loses. [RB Co-op 6]
-- Given Co-op; P2 controls 4 Damage (team total irrelevant). When P2 gains a Damage. Then the game
-- ends immediately with a team loss. (3 players with 4 Damage each do not lose.)

local H = require "lib.tf"
local ready, energon, pos = H.ready, H.energon, H.pos

scenario("TC-104 A fifth Damage on one player loses the co-op game at once", function()
  local g = ready({ players = 3, options = "mode=coop" }, { force_encounters = { "Seeker Strike" },
    p1 = { mode = "bot", energon = 1, pos = { 1, 1 }, hand = { "Brawl" }, front = { "Damage", "Damage", "Damage", "Damage" } },
    p2 = { pos = { 1, 1 }, hand = {}, front = { "Damage", "Damage", "Damage", "Damage" } },
    p3 = { pos = { 3, 3 }, hand = {}, front = { "Damage", "Damage", "Damage", "Damage" } } })
  ok(not g:over(), "12 Damage in the team, 4 each: still playing")
  g:act("play Brawl")
  g:act("use Brawl")
  ok(g:over(), "P2's fifth Damage ends the game")
  eq(g:winners(), {}, "a team loss")
  ok(g:result():find("5 Damage"), g:result())
end)
