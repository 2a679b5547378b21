-- The arena (digest 19): map files checked with file and line, the
-- proposal-level grid rulings GP-01, 02, 04, 06 and 07, `why` answers for
-- movement and sight, and the REPL views (top-down arena, side slice).
local H = require "lib.zg"

scenario("a map error names the map file and line", function()
  local g = H.start{}
  local src = "return function(A)\n  A.size(10, 10, 5)\n  A.box('tower', 9, 0, 0, 2, 1, 1)\nend\n"
  local err = g:get(("T.check_map(%q, 'scripts/z-g/arena_bad.lua')"):format(src))
  ok(err:find("^scripts/z%-g/arena_bad.lua:3: box 'tower' leaves the arena at %(10,0,0%)"), err)
  src = "return function(A)\n  A.size(10, 10, 5)\n  A.box('a', 1, 1, 0, 2, 2, 1)\n  A.box('b', 2, 2, 0, 1, 1, 1)\nend\n"
  err = g:get(("T.check_map(%q, 'arena_overlap.lua')"):format(src))
  ok(err:find("^arena_overlap.lua:4: box 'b' overlaps 'a' at %(2,2,0%)"), err)
  err = g:get(("T.check_map(%q, 'arena_edge.lua')"):format("return function(A)\n A.size(5, 5, 5)\n A.edge('cliff')\nend"))
  ok(err:find('^arena_edge.lua:3: edge is "wall" or "fall"'), err)
  err = g:get(("T.check_map(%q, 'arena_nosize.lua')"):format("return function(A)\n A.box('x', 0, 0, 0, 1, 1, 1)\nend"))
  ok(err:find("^arena_nosize.lua:2: size%(W, D, H%) must come first"), err)
  eq(g:get(("T.check_map(%q, 'arena_fine.lua')"):format("return function(A) A.size(4, 4, 3) end")), "ok", "a good map")
end)

scenario("an unknown arena stops the game before it starts", function()
  fails(function() game{ seed = 1, options = "arena=nowhere" } end, "arena 'nowhere'")
end)

scenario("GP-01 climbing onto a 1 cl box costs 2", function()
  local g = H.start{ arena = "ledges", p1at = { 2, 1, 0 }, p2at = { 5, 1, 0 },
                     setup = { p1 = { hand = { "Maneuvering Footgear" } } } }
  g:act("play Maneuvering Footgear")
  g:act("climb w"); g:act("climb up")
  eq(H.pos(g, 1), { 1, 1, 1 }, "on top of ledge1")
  eq(H.pv(g, 1, "mv"), 2, "2 Move spent")
end)

scenario("GP-02 climbing down a 1 cl ledge costs 1 and settles without a fall", function()
  local g = H.start{ arena = "ledges", p1hand = { "Firefight Frontgear", "Vanguard Arm Blade", "Maneuvering Footgear" },
                     p1at = { 1, 1, 1 }, p2at = { 5, 1, 0 } }
  g:act("play Maneuvering Footgear")
  g:act("climb down e")
  eq(H.pv(g, 1, "mv"), 3, "1 Move")
  g:act("end move")
  eq(H.pos(g, 1), { 2, 1, 0 }, "on the floor")
  ok(not H.logged(g, "falls"), "no fall")
  eq(H.pv(g, 1, "down"), nil, "no knockdown")
end)

scenario("GP-04 Z-G over a 3 cl wall: up 3 free, across 2, down 3 free: 2 Move", function()
  local g = H.start{ arena = "ledges", p1at = { 7, 4, 0 }, p2at = { 7, 1, 0 } }
  g:act("play Vanguard Jetgear")
  for _, s in ipairs({ "air up", "air up", "air up", "air e", "air e", "air down", "air down", "air down" }) do g:act(s) end
  eq(H.pos(g, 1), { 9, 4, 0 }, "over the pillar")
  eq(H.pv(g, 1, "mv"), 1, "2 of 3 Move spent")
end)

scenario("GP-06 a part with exactly 1 of its 5 sample points in sight is covered", function()
  -- p1 at (3,1) on the ledges map looks at p2 standing just behind the 3 cl
  -- pillar at (8,4): one sample point of each part of p2 shows past the
  -- pillar's corner.
  local g = H.start{ arena = "ledges", p1at = { 3, 1, 0 }, p2at = { 9, 4, 0 } }
  local clear, covered = g:get("T.cover_points(g, 1, 2, 0)")
  eq(clear, 1, "1 of 5 sample points is clear")
  eq(covered, true, "so the part is covered (fewer than 2 clear)")
  g = H.start{ arena = "ledges", p1at = { 3, 1, 0 }, p2at = { 6, 3, 0 } }
  clear, covered = g:get("T.cover_points(g, 1, 2, 0)")
  eq(clear, 5, "in the open, all 5 are clear")
  eq(covered, false, "and the part is not covered")
end)

scenario("GP-07 Range 1 reaches a diagonal neighbour (1.41 cl) but not 2 cl", function()
  local g = H.start{ p2at = { 3, 3, 0 }, setup = { p1 = { hand = { "Fix range1 attacker" } } } }
  g:act("play Fix range1 attacker"); g:act("end move")
  ok(g:can("attack p2"), "diagonal: in range")
  g = H.start{ p2at = { 4, 2, 0 }, setup = { p1 = { hand = { "Fix range1 attacker" } } } }
  g:act("play Fix range1 attacker"); g:act("end move")
  ok(not g:can("attack p2"), "2 cl: out of range")
  ok(g:why("attack p2"):find("out of range: 2.0 cl away, Range 1"), g:why("attack p2"))
end)

scenario("why: a step into terrain names the piece and cell", function()
  local g = H.start{ arena = "towers", p1at = { 2, 4, 0 }, p2at = { 2, 7, 0 } }
  g:act("play Firefight Frontgear")
  ok(not g:can("step e"), "refused")
  eq(g:why("step e"), "blocked by the tower at (3,4,0) (climb it)", "why")
  eq(g:view("why", 0, "step e"), "blocked by the tower at (3,4,0) (climb it)", "the why view")
end)

scenario("why: an attack without line of sight names the blocker", function()
  local g = H.start{ arena = "towers", p1at = { 1, 4, 0 }, p2at = { 5, 4, 0 } }
  g:act("play Firefight Frontgear"); g:act("end move")
  ok(not g:can("attack p2"), "refused")
  ok(g:why("attack p2"):find("no line of sight: blocked by the tower at %(3,4,1%)"), g:why("attack p2"))
  ok(g:view("why", 0, "sight 1 2"):find("p1 cannot see p2: blocked by the tower at %(3,4,1%)"), "the why view")
end)

scenario("the arena view shows heights, figures and facing; the slice shows a side view", function()
  local g = H.start{ arena = "towers", p1at = { 2, 4, 0 }, p2at = { 2, 7, 0 } }
  local top = g:view("arena", 0)
  ok(top:find("  4 "), "the tower's height 4")
  ok(top:find("%.p1%^"), "p1 on the table, facing north")
  g:act("play Firefight Frontgear"); g:act("step s")
  ok(g:view("arena", 0):find("%.p1v"), "p1 now faces south")
  local side = g:view("slice", 0, "y 4")
  ok(side:find("z3  ...#"), "the tower's top cell in the slice:\n" .. side)
  ok(side:find("z0  ..1#") == nil and side:find("z0  ...#"), "p1 left row 4")
  local board = g:view("board", 2)
  ok(board:find("hand %[%?, %?%]"), "p2 does not see p1's hand: " .. board)
end)

scenario("19.3 clinging: sideways along a wall, and round the outer corner of a pillar", function()
  local g = H.start{ arena = "towers", p1hand = { "Firefight Frontgear", "Vanguard Arm Blade", "Maneuvering Footgear" },
                     p1at = { 2, 4, 0 }, p2at = { 2, 8, 0 } }
  g:act("play Maneuvering Footgear")
  g:act("climb e"); g:act("climb up")
  ok(g:can("climb across n"), "sideways is offered while clinging")
  ok(not g:can("climb across e"), "into the wall is not")
  g:act("climb across n")
  eq(H.pos(g, 1), { 3, 3, 1 }, "round the pillar's outer corner: now on its north face")
  eq(g:get("g:pget(1, 'attach')"), "s", "clinging to the face south of it")
  eq(H.pv(g, 1, "mv"), 1, "3 Move spent")
end)
