-- Views: the board view draws the Matrix as a grid with standees, faceup and facedown cards, and
-- hides per seat what that seat may not see (other players' hands, facedown Assists, facedown
-- Matrix cards it has not peeked at, other Vaults); seat 0 is the god view.  The card view gives a
-- card's rules text and says when a card is a reconstruction.

local H = require "lib.tf"
local new, ready, pos = H.new, H.ready, H.pos

scenario("The board view hides hands, facedown cards and Vaults from other seats", function()
  local g = ready({ players = 3 }, { matrix = { ["0,1"] = { "Jazz", up = true }, ["2,2"] = "Brawl" },
    p1 = { pos = { 1, 1 }, hand = { "Firepower" }, vault = { "Rumble" } },
    p2 = { pos = { 1, 1 }, hand = { "Patrol" } } })
  local god, me, other = g:view("board", 0), g:view("board", 1), g:view("board", 2)
  ok(god:find("Jazz %[4%]"), "faceup card with its cost")
  ok(god:find("<P1,P2>"), "standees drawn in their space")
  ok(god:find("fd:Brawl"), "seat 0 sees facedown cards")
  ok(not other:find("Brawl"), "seat 2 does not")
  ok(me:find("hand: Firepower"), "seat 1 sees its hand")
  ok(not other:find("Firepower"), "seat 2 does not see P1's hand")
  ok(other:find("hand: 1 card"), "only its size")
  ok(me:find("Vault: Rumble"), "own Vault contents")
  ok(not other:find("Vault: Rumble"), "other seats see only the Vault's size")
end)

scenario("A peeked card shows to the peeking seat only; a facedown Assist is hidden from others", function()
  local g = ready({ players = 3 }, { matrix = { ["1,2"] = "Brawl", ["1,0"] = { "Hook", up = true, cost = 9 } },
    p1 = { mode = "bot", pos = { 1, 1 }, hand = { "Hound" }, front = { "Damage" } },
    p2 = { mode = "bot", pos = { 1, 0 }, hand = { "Firepower" } },
    p3 = { mode = "bot", pos = { 1, 0 }, hand = { "Courage" } } })
  g:act("play Hound")
  g:act("peek at (1,2)")
  ok(g:view("board", 1):find("fd:Brawl"), "P1 knows the peeked card")
  ok(not g:view("board", 2):find("Brawl"), "P2 does not")
  g:act("battle Hook")
  g:act("Firepower")
  eq(g:player(), 3, "P3 is being asked for an Assist")
  ok(g:view("board", 2):find("Assist: Firepower"), "P2 sees its own facedown Assist")
  ok(g:view("board", 3):find("Assist: facedown card"), "P3 does not")
  ok(not g:view("board", 3):find("Firepower"), "nowhere")
end)

scenario("The card view gives rules text and flags reconstructions", function()
  local g = new{}
  local s = g:view("card", 0, "Starscream")
  ok(s:find("cost 8"), s)
  ok(s:find("Start of Turn: Discard a card"), s)
  ok(s:find("Reward: Gain 4 VP"), s)
  ok(s:find("RECONSTRUCTED"), "Starscream's Level and Reveal Attack are reconstructed: " .. s)
  local r = g:view("card", 0, "Reserves")
  ok(r:find("If you have 3 or fewer Energon"), r)
  ok(not r:find("RECONSTRUCTED"), "Reserves is fully from the sources: " .. r)
  ok(g:view("card", 0, "Nope"):find("no card named"), "unknown names are reported")
end)
