-- Rulings for Ember Fox (docs/examples/ember_fox.lua), loaded as a mod:
-- the card folder is named relative to this file.

local function fox_in_hand()
  local g = game{ game = "tutorial", seed = 3, cards = ".." }
  g:edit("return g:new_card('Ember Fox', 1, g:zone('hand', 1))")
  return g
end

local function points(g, p)
  return g:get(string.format("g:pget(%d, 'points')", p))
end

scenario("Ember Fox gains 1 point when played", function()
  local g = fox_in_hand()
  g:act("play Ember Fox")
  g:act("keep them")
  eq(points(g, 1), 1, "p1's points")
end)

scenario("Ember Fox may tuck a card from hand under the deck", function()
  local g = fox_in_hand()
  g:act("play Ember Fox")
  eq(g:prompt(), "Ember Fox: tuck a card under your deck?", "prompt")
  g:act("Spark")
  eq(g:get("g:name(g:bottom(g:zone('deck', 1)))"), "Spark", "bottom of p1's deck")
  ok(not g:can("play Spark"), "Spark left the hand")
end)

scenario("after a tuck, the next card played this turn gains 1 more point", function()
  local g = fox_in_hand()
  g:act("play Ember Fox"); g:act("Spark")       -- 1 point
  g:act("play Flare"); g:act("gain 2")          -- 2 points, +1 from the Fox
  eq(points(g, 1), 4, "p1's points")
end)

scenario("the bonus applies once only", function()
  local g = fox_in_hand()
  g:act("play Ember Fox"); g:act("Spark")
  g:act("play Flare"); g:act("gain 2")
  g:act("play Flare"); g:act("gain 2")
  eq(points(g, 1), 6, "p1's points")
end)

scenario("an unused bonus ends with the turn", function()
  local g = fox_in_hand()
  g:act("play Ember Fox"); g:act("Spark")
  g:act("pass")
  eq(g:get("#g:effects('card_played')"), 0, "effects left")
end)
