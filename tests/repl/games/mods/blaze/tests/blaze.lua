-- Rulings for the mod blaze (with ember, which it depends on).
scenario("blaze's Spark gains 4 points", function()
  local g = game{ game = "tutorial", seed = 3, cards = { "../../ember/cards", "../cards" } }
  g:act("play Spark")
  eq(g:get("g:pget(1, 'points')"), 4, "p1's points")
end)
