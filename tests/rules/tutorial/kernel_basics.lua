-- Kernel behaviour seen through the tutorial game: decisions, edits,
-- snapshots, save and replay.

scenario("a new game waits for the active player's first decision", function()
  local g = game{ seed = 3 }
  eq(g:player(), g:active(), "decision player")
  ok(g:can("pass"), "pass is offered")
  eq(g:turn(), 1, "turn")
end)

scenario("an illegal answer is refused and changes nothing", function()
  local g = game{ seed = 3 }
  local h = g:hash()
  fails(function() g:act(99) end, "no option 99")
  eq(g:hash(), h, "state hash")
end)

scenario("Flare asks for a choice and the card waits for the answer", function()
  local g = game{ seed = 3 }
  g:edit("return g:new_card('Flare', g:active(), g:zone('hand', g:active()))")
  g:act("play Flare")
  eq(g:prompt(), "Flare: gain 2 points or burn an opponent", "prompt")
  g:act("gain 2")
  eq(g:get("g:pget(g:active(), 'points')"), 2, "points")
end)

scenario("undo by snapshot restores the exact state, log and decision", function()
  local g = game{ seed = 5 }
  local s, h, n = g:snapshot(), g:hash(), #g:log()
  g:act("pass"); g:act("pass"); g:act("pass")
  ok(g:hash() ~= h, "the game moved on")
  g:restore(s)
  eq(g:hash(), h, "hash after restore")
  eq(#g:log(), n, "log length after restore")
  g:act("pass")
  g:restore(s)
  eq(g:hash(), h, "hash after a second restore")
end)

scenario("restoring mid-choice replays the unit lazily and continues correctly", function()
  local g = game{ seed = 3 }
  g:edit("return g:new_card('Flare', g:active(), g:zone('hand', g:active()))")
  g:act("play Flare")
  local s, h = g:snapshot(), g:hash()
  g:act("gain 2")
  local after = g:hash()
  g:restore(s)
  eq(g:hash(), h, "hash at the choice")
  eq(g:prompt(), "Flare: gain 2 points or burn an opponent", "prompt after restore")
  g:act("gain 2")
  eq(g:hash(), after, "same result as the first time")
end)

scenario("save and load replay the game to the same state hash", function()
  local g = game{ seed = 11 }
  for _ = 1, 6 do g:act(1) end
  g:edit("return g:padd(1, 'points', 3)")
  g:act(1)
  local path = os.tmpname()
  g:save(path)
  local h2, err = load_game(path)
  os.remove(path)
  ok(h2, err)
  eq(h2:hash(), g:hash(), "replayed hash")
  eq(h2:inputs(), g:inputs(), "inputs")
end)

scenario("a query may not change the game", function()
  local g = game{ seed = 3 }
  local h = g:hash()
  fails(function() g:query("g:padd(1, 'points', 5)") end, "a query %(an edit may write%) may only read the game, and g:padd changes it")
  eq(g:hash(), h, "hash")
end)

scenario("a whole game runs to its end and names the winner", function()
  local g = game{ seed = 8, options = "deck=sparks" }
  local guard = 0
  while not g:over() and guard < 500 do
    if g:can("play Spark") then g:act("play Spark") else g:act("pass") end
    guard = guard + 1
  end
  ok(g:over(), "game over")
  eq(#g:winners(), 1, "one winner")
  ok(g:result():find("wins with 10 points"), "result text")
end)

-- Regressions found while documenting the API.

scenario("g:effects() without a hook lists every effect", function()
  local g = game{ seed = 3 }
  g:edit("g:add_effect{ hook = 'x', source = 1, handler = 'h' }")
  g:edit("g:add_effect{ hook = 'y', source = 1, handler = 'h' }")
  eq(g:get("#g:effects()"), 2, "all effects")
  eq(g:get("#g:effects('x')"), 1, "effects on x")
end)

scenario("the game API table itself is read-only to scripts", function()
  local g = game{ seed = 3 }
  fails(function() g:edit("g.players = function() return 9 end") end, "read%-only")
  eq(g:get("g:players()"), 2, "players")
end)

scenario("a view returns plain text, not a quoted literal", function()
  local g = game{ seed = 3 }
  local b = g:view("board", 0)
  ok(b:sub(1, 3) == "p1:", "board starts with p1: " .. b)
end)

-- Regressions for features asked for while writing the Transformers rules.

scenario("an edit may end the game at a window, and nothing is asked after it", function()
  local g = game{ seed = 3 }
  g:edit("g:finish({ 2 }, 'p2 wins: the adjudicator ends the game')")
  ok(g:over(), "the game is over")
  eq(g:result(), "p2 wins: the adjudicator ends the game", "result")
  eq(#g:options(), 0, "no options")
end)

scenario("a choice may hold options that another player takes instead", function()
  local g = game{ seed = 3, cards = "tests/fixtures/reactions" }
  local p = g:active()
  local q = p % 2 + 1
  g:edit(("return g:new_card('Parley', %d, g:zone('hand', %d))"):format(p, p))
  g:act("play Parley")
  has(g:options(), ("p%d objects"):format(q), "the opponent's reaction is offered")
  g:act(("p%d objects"):format(q))
  eq(g:get(("g:pget(%d, 'points')"):format(q)), 1, "the objecting player's points")
  eq(g:get(("g:pget(%d, 'points')"):format(p)), 0, "the player of Parley gets nothing")
end)

scenario("a query returns several values that read back as Lua values", function()
  local g = game{ seed = 3 }
  local a, b, c = g:query("return 1, 'two', { 3 }")
  eq({ a, b, c }, { 1, "two", { 3 } }, "values")
end)

scenario("g:draw takes cards one at a time and refills the empty pile from another", function()
  local g = game{ seed = 3 }
  local p = g:active()
  local deck = g:get(("g:size(g:zone('deck', %d))"):format(p))
  local got, refills = g:edit(([[
    local d, h, pl = g:zone("deck", %d), g:zone("hand", %d), g:zone("play", %d)
    g:move_all(d, pl)                          -- the deck is empty now, play holds it
    return g:draw(d, h, 3, pl)
  ]]):format(p, p, p))
  eq({ got, refills }, { 3, 1 }, "three drawn after one refill")
  eq(g:get(("g:size(g:zone('hand', %d))"):format(p)) - 0 >= 3, true, "the hand grew")
  eq(g:get(("g:size(g:zone('deck', %d))"):format(p)), deck - 3, "the rest is the new deck")
  eq(g:get(("g:size(g:zone('play', %d))"):format(p)), 0, "the refill pile was emptied")
  local none = g:edit(("return (g:draw(g:zone('play', %d), g:zone('hand', %d), 2))"):format(p, p))
  eq(none, 0, "nothing to draw and nothing to refill from")
end)

scenario("a value read by its key is the value read by its name", function()
  local g = game{ seed = 3 }
  local by_name, by_key, added = g:edit([[
    local POINTS = g:key("points")
    g:padd(1, POINTS, 2)
    return g:pget(1, "points"), g:pget(1, POINTS), g:padd(1, "points", 1)
  ]])
  eq({ by_name, by_key, added }, { 2, 2, 3 }, "one value, two ways to name it")
  fails(function() g:query("return g:pget(1, 1e6)") end, "bad value key")
end)

scenario("a card flipped down in a public zone and shuffled is seen by nobody but the god view", function()
  local g = game{ seed = 3 }
  local before, after, god = g:edit([[
    local z = g:new_zone("pool", 0, { vis = "public" })
    local c = g:cards(g:zone("deck", 1))[1]
    g:move(c, z)
    local seen = g:sees(2, c)
    g:flip(c, false)
    g:shuffle(z)
    return seen, g:sees(2, c), g:sees(0, c)
  ]])
  eq({ before, after, god }, { true, false, true }, "face up: everyone; down and shuffled: nobody")
end)
