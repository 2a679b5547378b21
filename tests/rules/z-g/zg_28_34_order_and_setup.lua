-- Order, Impulse and setup (digest 17: ZG-28 cover, ZG-29 to ZG-34).
local H = require "lib.zg"

scenario("ZG-28 a figure's own gear never covers its own gear; terrain does", function()
  local g = H.start{ arena = "towers", p1at = { 1, 7, 0 }, p2at = { 5, 7, 0 } }
  ok(not g:get("T.covered(g, 1, 2, 'Magnetron Generator')"), "p2's generator is seen past p2's own parts")
  ok(g:get("T.covered(g, 1, 2, 'Red Footgear L')") == false, "and its footgear too")
  g:setup{ p1 = { at = { 1, 4, 0 } }, p2 = { at = { 4, 4, 0 } } }
  ok(g:get("T.covered(g, 1, 2, 'Magnetron Generator')"), "behind the tower, the generator is covered")
end)

scenario("ZG-29 Impulse 3, 7, 5 reads 753 and beats 666: that player places and acts first", function()
  local g = H.new{}
  g:setup{ p2 = { deck = { "Fix six a", "Fix six b", "Fix six c" } } }
  g:act("no"); g:act("no")
  for _, n in ipairs({ "Blue Footgear L", "Vanguard Jetgear", "T-Laser" }) do g:act(n) end
  for _, n in ipairs({ "Fix six a", "Fix six b", "Fix six c" }) do g:act(n) end
  ok(H.logged(g, "p1's Impulse: 753"), "753")
  ok(H.logged(g, "p2's Impulse: 666"), "666")
  eq(g:player(), 1, "p1 places first")
  g:act("place at (2,2,0)"); g:act("place at (4,2,0)")
  eq(g:player(), 1, "p1 takes the first turn")
  eq(g:prompt(), "Play an action card", "p1's first pulse")
end)

scenario("ZG-30 tied Impulse: each draws a random deck card, the higher Impulse goes first", function()
  for seed = 1, 6 do
    local g = H.new{ seed = seed, options = "decks=Vanguard;Vanguard" }
    g:act("no"); g:act("no")
    for _ = 1, 2 do
      for _, n in ipairs({ "Blue Footgear L", "Vanguard Jetgear", "T-Laser" }) do g:act(n) end
    end
    local draws = {}
    for _, l in ipairs(g:log()) do
      local p, i = l:match("^tie%-break: p(%d) reveals .* %(Impulse (%d+)%)")
      if p then draws[#draws + 1] = { tonumber(p), tonumber(i) } end
    end
    ok(#draws >= 2, "both players drew (seed " .. seed .. ")")
    local last1, last2 = draws[#draws - 1], draws[#draws]
    ok(last1[2] ~= last2[2], "the last draws differ: a tie is drawn again")
    local first = last1[2] > last2[2] and last1[1] or last2[1]
    eq(g:player(), first, "the higher draw places first (seed " .. seed .. ")")
  end
end)

scenario("ZG-31 placement: 8 cl from the placed foe is refused, 7 cl is accepted", function()
  local g = H.new{}
  g:act("no"); g:act("no")
  for _, n in ipairs({ "Vanguard Jetgear", "Firefight Frontgear", "Vanguard Arm Blade" }) do g:act(n) end
  for _, n in ipairs({ "Striker Visor", "Red Footgear L", "Red Footgear R" }) do g:act(n) end
  g:act("place at (0,0,0)")
  ok(not g:can("place at (8,0,0)"), "8 cl refused")
  ok(g:why("place at (8,0,0)"):find("8.0 cl from the nearest foe"), "why: " .. g:why("place at (8,0,0)"))
  ok(g:can("place at (7,0,0)"), "7 cl accepted")
  g:act("place at (7,0,0)")
  eq(H.pos(g, 2), { 7, 0, 0 }, "placed")
end)

scenario("ZG-32 without Z-G the pulse is Move then Attack: attacking first is refused", function()
  local g = H.start{}
  g:act("play Firefight Frontgear")
  ok(not g:can("attack first, move after (Z-G)"), "refused")
  ok(g:why("attack first, move after (Z-G)"):find("only a Z%-G card"), "why: " .. g:why("attack first, move after (Z-G)"))
  g:act("end move")
  eq(g:prompt(), "Time 5: attack?", "the attack follows the move")
  g:act("no attack")
  eq(g:prompt(), "Play an action card", "no movement after the attack")
end)

scenario("ZG-32 a Z-G card may attack first and move after the damage", function()
  local g = H.start{}
  g:act("play Vanguard Jetgear")
  g:act("attack first, move after (Z-G)")
  g:act("no attack")
  eq(g:prompt(), "After damage: the rest of the Z-G movement (or it is lost)", "movement after the attack")
  g:act("step n")
  eq(H.pos(g, 1), { 2, 1, 0 }, "moved after attacking")
end)

scenario("ZG-34 Z-G2 with Move 6: move 2, attack, then move the other 4", function()
  local g = H.start{ p2at = { 5, 2, 0 }, setup = { p1 = { hand = { "Striker Z-G Wings" } } } }
  g:act("play Striker Z-G Wings")
  g:act("step e"); g:act("step e")
  g:act("end move")
  g:act("attack p2"); H.finish(g, "^After damage")
  eq(g:prompt(), "After damage: the rest of the Z-G movement (or it is lost)", "the split remainder")
  eq(H.pv(g, 1, "mv"), 4, "4 Move left")
  g:act("step w"); g:act("step w"); g:act("step w"); g:act("step w")
  eq(H.pos(g, 1), { 0, 2, 0 }, "moved 4 more")
  ok(not g:can("step n"), "nothing left")
end)

scenario("ZG-30 a three-way tie: all three draw, and the order holds each player once", function()
  for seed = 1, 4 do
    local g = H.new{ seed = seed, players = 3, options = "decks=Vanguard;Vanguard;Vanguard" }
    for _ = 1, 3 do g:act("no") end
    for _ = 1, 3 do
      for _, n in ipairs({ "Blue Footgear L", "Vanguard Jetgear", "T-Laser" }) do g:act(n) end
    end
    ok(H.count_log(g, "^tie%-break: ") >= 3, "every tied player draws (seed " .. seed .. ")")
    local order = g:get("ZG.order(g)")
    table.sort(order)
    eq(order, { 1, 2, 3 }, "each player once")
    eq(g:player(), g:get("ZG.order(g)[1]"), "the first in order places first")
  end
end)
