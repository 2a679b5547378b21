-- TC-98 Scoring arithmetic. [RB End game scoring]
-- Given at game end player A: 12 VP tokens; Vault = Adversaries with costs 5, 3, 3, a Relic
-- (FIXTURE 2 VP), a Decepticon Scheme ("Vault: 3 VP" FIXTURE); 19 Energon; 3 Damage; a Relic
-- (FIXTURE 4 VP) in the discard pile.
-- Then score = 12 + floor(11/5)=2 + floor(19/5)=3 + 2 + 3 - floor(3/2)=1 = 21; the discarded Relic
-- adds 0.

local H = require "lib.tf"
local ready, energon, vp, pos = H.ready, H.energon, H.vp, H.pos

scenario("TC-98 End-game score: tokens + Adversaries/5 + Energon/5 + Vault VP - Damage/2", function()
  local g = ready({}, { main_deck = {},
    p1 = { vp = 12, energon = 19, pos = { 1, 1 }, front = { "Damage", "Damage", "Damage" },
           vault = { { "Hook", cost = 5 }, { "Ravage", cost = 3 }, { "Swindle", cost = 3 }, "Relic Two", "Stub Scheme" },
           discard = { "Relic Four" } },
    p2 = { pos = { 0, 0 }, vp = 0, energon = 0 } })
  eq(g:get("(TF.score(g, 1))"), 21, "21")
  g:act("end turn")
  ok(g:over(), "deck-out ends the game")
  eq(g:get("g:pget(1, 'score')"), 21, "final score 21")
  eq(g:winners(), { 1 }, "A wins")
end)
