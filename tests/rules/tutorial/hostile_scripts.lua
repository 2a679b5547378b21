-- A hostile or broken card script yields a clear error and leaves the game
-- exactly as it was (fixtures in tests/fixtures/hostile, loaded as a mod).

local function with(card)
  local g = game{ seed = 3, cards = "tests/fixtures/hostile" }
  g:edit(string.format("return g:new_card(%q, g:active(), g:zone('hand', g:active()))", card))
  return g, g:hash(), g:options()
end

local function refused_cleanly(card, pattern)
  local g, h, opts = with(card)
  local err = fails(function() g:act("play " .. card) end, pattern, "playing " .. card)
  eq(g:hash(), h, "state hash after the failure")
  eq(g:options(), opts, "options after the failure")
  g:act("pass")                                 -- and the game goes on
  return err
end

scenario("an endless loop is stopped by the instruction budget", function()
  refused_cleanly("Runaway", "instruction budget exceeded")
end)

scenario("a 1 GB allocation is stopped by the memory cap", function()
  refused_cleanly("Hog", "not enough memory")
end)

scenario("os.execute does not exist in the sandbox", function()
  refused_cleanly("Escape", "attempt to index a nil value %(global 'os'%)")
end)

scenario("an error half-way through an effect rolls back its first half", function()
  local err = refused_cleanly("Halfway", "Halfway breaks down")
  ok(err:find("hostile/halfway.lua:7"), "the error names the card file and line: " .. err)
end)

scenario("a card definition cannot be changed; the failed answer is undone", function()
  local g = with("Meddler")
  g:act("play Meddler")
  local h = g:hash()
  fails(function() g:act("definition") end, "read%-only")
  eq(g:hash(), h, "state hash: back at the choice")
  eq(g:prompt(), "Meddle with", "the same decision is pending")
end)

scenario("a script cannot set a global", function()
  local g = with("Meddler")
  g:act("play Meddler")
  fails(function() g:act("global") end, "may not set the global 'counter'")
end)

scenario("the shared string library is read-only", function()
  local g = with("Meddler")
  g:act("play Meddler")
  fails(function() g:act("string library") end, "read%-only")
end)

scenario("binary chunks cannot be loaded", function()
  local g = with("Meddler")
  g:act("play Meddler")
  fails(function() g:act("load binary") end, "attempt to load a binary chunk")
end)

scenario("hidden state in an upvalue is caught when a snapshot is replayed", function()
  local g = with("Hoarder")
  g:act("play Hoarder")
  local s = g:snapshot()
  g:act("carry on")
  g:restore(s)
  fails(function() g:act("carry on") end, "keeps state outside the kernel")
end)

scenario("the replay that caught hidden state leaves the game as it was restored", function()
  local g = with("Hoarder")
  g:act("play Hoarder")
  local s = g:snapshot()
  local h, lines = g:hash(), #g:log()
  g:act("carry on")
  g:restore(s)
  fails(function() g:act("carry on") end, "keeps state outside the kernel")
  eq(g:hash(), h, "no points from the diverging replay")
  eq(#g:log(), lines, "no log line from it")
  eq(g:prompt(), "Hoarder: carry on?", "the same decision is shown")
  fails(function() g:act("carry on") end, "cannot continue from here")
  g:restore(s)                                 -- undo is the way on
  eq(g:hash(), h, "restored again")
end)

scenario("a card file that sets a global at load time is refused with its name", function()
  local good, err = pcall(game, { seed = 1, cards = "tests/fixtures/bad_global" })
  ok(not good, "the game should not start")
  ok(tostring(err):find("global.lua:2"), "names file and line: " .. tostring(err))
  ok(tostring(err):find("may not set the global 'leak'"), "says why: " .. tostring(err))
end)

scenario("a card definition nested 300 tables deep is refused with its file's name", function()
  local good, err = pcall(game, { seed = 1, cards = "tests/fixtures/bad_nesting" })
  ok(not good, "the game should not start")
  ok(tostring(err):find("nested.lua"), "names the file: " .. tostring(err))
  ok(tostring(err):find("nests tables more than 256 deep"), "says why: " .. tostring(err))
end)

scenario("a frozen definition keeps its cycles and shared tables, read-only", function()
  local g = game{ seed = 1, cards = "tests/fixtures/shared_tables" }
  local c = g:edit("return g:new_card('Shared', 1, g:zone('hand', 1))")
  local h = string.format("g:def(%d).handlers", c)
  eq(g:get(h .. ".loop.self.self == " .. h .. ".again"), true, "two paths to one table meet")
  eq(g:get(h .. ".loop == " .. h .. ".loop.self"), true, "the cycle is kept")
  fails(function() g:edit(h .. ".loop.x = 1") end, "the definition of Shared is read%-only")
  eq(g:get(h .. ".loop.x"), nil, "and nothing was written")
end)
