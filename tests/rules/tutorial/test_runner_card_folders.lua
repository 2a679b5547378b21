-- Rulings about the scenario runner itself (issue 13): a test names its mod
-- folders relative to its own file, wherever it is run from, and a folder
-- that is not there is an error, not a game without the mod.

scenario("a card folder named by a test is found beside the test file", function()
  local g = game{ game = "tutorial", seed = 3, cards = "../../repl/games/mods/bright" }
  g:edit("return g:new_card('Glow', 1, g:zone('hand', 1))")
  g:act("play Glow")
  eq(g:get("g:pget(1, 'points')"), 1, "p1's points after Glow (a card only the mod has)")
end)

scenario("several card folders load in order, the later replacing the earlier's cards", function()
  local g = game{ game = "tutorial", seed = 3,
                  cards = { "../../repl/games/mods/dim", "../../repl/games/mods/bright" } }
  ok(g:get("g:card_def('Dusk') ~= nil"), "Dusk, from the first folder, is loaded")
  g:act("play Spark")
  eq(g:get("g:pget(1, 'points')"), 3, "p1's points after the modded Spark (gains 3)")
end)

scenario("a card folder that is not there is an error naming it", function()
  fails(function() game{ game = "tutorial", cards = "no/such/mod" } end,
        "no card folder 'no/such/mod'", "a game with a missing mod folder")
end)

scenario("a card folder under the root is still found by its root-relative name", function()
  local g = game{ game = "tutorial", seed = 3, cards = "docs/examples" }
  ok(g:get("g:card_def('Ember Fox') ~= nil"), "Ember Fox is loaded")
end)
