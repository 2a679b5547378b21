-- Card anatomy as data (digest 2.2, 2.3): every zGear file is checked when
-- the game starts, and a bad one stops it with the file named; options too.
local H = require "lib.zg"

scenario("a card with an unknown blaze stops the game, naming the file and the dot", function()
  fails(function() game{ seed = 1, options = "arena=flat", cards = "tests/fixtures/z-g-bad" } end,
        "bad_dots.lua: Bad Dots end A: dot 'G/zz': unknown blaze 'zz'")
end)

scenario("an unknown deck name is refused with the decks known", function()
  fails(function() game{ seed = 1, options = "decks=Vanguard;Nobody" } end, "unknown deck 'Nobody'")
end)

scenario("every shipped zGear card has Impulse, Move, Range and two ends of 3 dots; all are marked reconstructions", function()
  local g = H.start{}
  local n = g:get([[(function()
    local n = 0
    for _, d in pairs(g:card_defs()) do
      if d.kind == "zgear" and not d.name:find("^Fix ") then
        assert(ZG.check_def(d) == nil, d.name)
        assert(d.reconstruction == true, d.name .. " is not marked")
        n = n + 1
      end
    end
    return n
  end)()]])
  eq(n, 20, "20 zGear cards: two decks of 10")
  local c = g:view("card", 0, "Magnetron Generator")
  ok(c:find("end A: Y  R  G/ar"), c)
  ok(g:view("card", 0, "Reaction Armor Frontgear"):find("Knockback %(errata%)"), "errata shown")
end)
