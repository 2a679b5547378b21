-- Rulings for the mod ember.
scenario("Kindle gains 2 points", function()
  local g = game{ game = "tutorial", seed = 3, cards = "../cards" }
  g:edit("return g:new_card('Kindle', 1, g:zone('hand', 1))")
  g:act("play Kindle")
  eq(g:get("g:pget(1, 'points')"), 2, "p1's points")
end)
