-- Rulings for the mod lint.
scenario("Smoulder gains 1 point", function()
  local g = game{ game = "tutorial", seed = 3, cards = "../cards" }
  g:edit("return g:new_card('Smoulder', 1, g:zone('hand', 1))")
  g:act("play Smoulder")
  eq(g:get("g:pget(1, 'points')"), 1, "p1's points")
end)
