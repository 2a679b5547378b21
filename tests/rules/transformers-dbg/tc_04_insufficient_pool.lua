-- TC-04 Insufficient pool.
-- Given a 5-player co-op setup whose pool (after removing Relics and, as first-game option,
-- Decepticon Schemes) has fewer than 70 cards.
-- When setup runs. Then the engine refuses setup with an explicit error.
-- (The reconstructed pool is big enough, so five more cards are left out with `remove`.)

scenario("TC-04 A pool smaller than M + 3S + 5 is refused with an explicit error", function()
  local good, err = pcall(game, { seed = 1, players = 5,
    options = "mode=coop,first_game=true,remove=Jazz;Hound;Prowl;Brawn;Wheelie" })
  ok(not good, "the game must not start")
  ok(tostring(err):find("setup refused"), "explicit refusal: " .. tostring(err))
  ok(tostring(err):find("70"), "names the size needed: " .. tostring(err))
  local g = game{ seed = 1, players = 5, options = "mode=coop,first_game=true" }
  ok(g:prompt():find("standee"), "with the whole pool the same setup works")
end)
