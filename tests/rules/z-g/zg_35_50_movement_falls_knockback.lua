-- Movement, falling and knockback (digest 17: ZG-35 to ZG-50).
local H = require "lib.zg"
local NO_ZG = { "Firefight Frontgear", "Vanguard Arm Blade", "Maneuvering Footgear" }   -- Impulse 664

scenario("ZG-35 laid cards are final: a step is never taken back, going back costs Move", function()
  local g = H.start{ p2at = { 2, 6, 0 }, setup = { p1 = { hand = { "Maneuvering Footgear" } } } }
  g:act("play Maneuvering Footgear")
  g:act("step e"); g:act("step e")
  eq(H.pv(g, 1, "mv"), 2, "2 of 4 Move spent")
  for _, o in ipairs(g:options()) do ok(not o:find("undo") and not o:find("back"), "no take-back option: " .. o) end
  g:act("step w")
  eq(H.pv(g, 1, "mv"), 1, "stepping back is a new step")
  eq(H.pos(g, 1), { 3, 2, 0 }, "position")
end)

scenario("ZG-36 ending 2 cl up a wall without Z-G: the figure falls 2 cl and is knocked down", function()
  local g = H.start{ arena = "towers", p1hand = NO_ZG, p1at = { 2, 4, 0 }, p2at = { 2, 7, 0 } }
  g:act("play Maneuvering Footgear")
  g:act("climb e"); g:act("climb up")
  eq(g:get("ZG.z and T.pos(g, 1)"), { 2, 4, 1 }, "clinging to the tower")
  g:act("end move")
  ok(H.logged(g, "p1 falls 2 cl"), "falls 2 cl")
  eq(H.pv(g, 1, "down"), 1, "knocked down")
  eq(H.pos(g, 1), { 2, 4, 0 }, "on the floor")
end)

scenario("ZG-36 the same fall with a Z-G card in hand: no knockdown", function()
  local g = H.start{ arena = "towers", p1at = { 2, 4, 0 }, p2at = { 2, 7, 0 },
                     setup = { p1 = { hand = { "Maneuvering Footgear" } } } }
  g:act("play Maneuvering Footgear")
  g:act("climb e"); g:act("climb up"); g:act("end move")
  ok(H.logged(g, "p1 falls 2 cl"), "falls")
  eq(H.pv(g, 1, "down"), nil, "not knocked down: Vanguard Jetgear is in hand")
end)

scenario("ZG-37 a 4 cl drop with a non-Z-G action card but a Z-G card in hand: no knockdown", function()
  local g = H.start{ arena = "chasm", p1at = { 3, 2, 4 }, p2at = { 7, 2, 4 } }
  g:act("play Firefight Frontgear")
  g:act("drop e")
  eq(H.pos(g, 1), { 4, 2, 0 }, "at the bottom of the chasm")
  g:act("end move"); g:act("no attack")
  eq(H.pv(g, 1, "down"), nil, "not knocked down")
end)

scenario("ZG-37 without any Z-G card the same drop knocks the figure down", function()
  local g = H.start{ arena = "chasm", p1hand = NO_ZG, p1at = { 3, 2, 4 }, p2at = { 7, 2, 4 } }
  g:act("play Firefight Frontgear")
  g:act("drop e")
  ok(not g:can("step e"), "no travel after the drop")
  g:act("end move"); g:act("no attack")
  eq(H.pv(g, 1, "down"), 1, "knocked down")
end)

scenario("ZG-38 falling 2 cl onto a foe without Z-G: knockdown and a knockback test, no slag", function()
  local g = H.start{ arena = "ledges", p1hand = NO_ZG, p1at = { 1, 3, 2 }, p2at = { 2, 3, 0 } }
  g:act("play Maneuvering Footgear")
  g:act("drop e")
  ok(H.logged(g, "p1 lands on p2"), "lands on p2")
  g:act("end move"); g:act("no attack")
  eq(H.pv(g, 1, "down"), 1, "the faller is knocked down")
  ok(H.logged(g, "^landing test: Maneuvering Footgear"), "the action card is tested against a random card of p2's deck")
  local m
  for _, l in ipairs(g:log()) do m = m or tonumber(l:match("^landing test: .*: (%d+) matches")) end
  eq(H.names(g, "slag", 2), {}, "nothing is slagged, whatever the strikes")
  if m > 0 then ok(H.logged(g, "p2 is knocked back " .. m .. " cl"), "knocked back by the matches") end
end)

scenario("ZG-40 jump-down attack without Z-G: augmented, the attacker is knocked down after it, no landing knockback", function()
  local g = H.start{ arena = "ledges", p1hand = NO_ZG, p1at = { 1, 3, 2 }, p2at = { 2, 3, 0 } }
  g:act("play Vanguard Arm Blade")
  g:act("drop e"); g:act("end move")
  g:act("attack p2"); g:act("end A")
  ok(H.logged(g, "augmented: jumping down"), "+1 AP for jumping down")
  eq(H.pv(g, 1, "down"), nil, "not yet down during the attack")
  H.finish(g)
  eq(H.pv(g, 1, "down"), 1, "knocked down after the attack")
  ok(not H.logged(g, "landing test"), "no landing knockback")
end)

scenario("ZG-41 jump-down attack with a Z-G card in hand: augmented, no knockdown", function()
  local g = H.start{ arena = "ledges", p1at = { 1, 3, 2 }, p2at = { 2, 3, 0 } }
  g:act("play Vanguard Arm Blade")
  g:act("drop e"); g:act("end move")
  g:act("attack p2"); g:act("end A")
  ok(H.logged(g, "augmented: jumping down"), "augmented")
  H.finish(g)
  eq(H.pv(g, 1, "down"), nil, "not knocked down")
end)

scenario("ZG-42 a chasm: a non-Z-G card cannot cross; a Z-G card jumps from solid ground to solid ground", function()
  local g = H.start{ arena = "chasm", p1at = { 3, 2, 4 }, p2at = { 8, 5, 4 } }
  g:act("play Firefight Frontgear")
  ok(not g:can("step e"), "no floor")
  ok(not g:can("air e"), "no jump without Z-G")
  eq(g:why("air e"), "jumps and air steps need a Z-G action card (10.3)", "why")
  g:act("end move"); g:act("no attack")
  g:act("play Vanguard Jetgear")
  g:act("air e"); g:act("air e")
  ok(not g:can("end move") == false, "end move is offered")
  g:act("air e")
  eq(H.pos(g, 1), { 6, 2, 4 }, "across, on the east plateau")
  eq(H.pv(g, 1, "mv"), 0, "3 Move for 3 cl")
end)

scenario("ZG-43 Z-G vertical: rise 3, cross 3 and float down, paying only the 3 across", function()
  local g = H.start{ arena = "ledges", p1at = { 7, 4, 0 }, p2at = { 7, 1, 0 } }
  g:act("play Vanguard Jetgear")
  g:act("air up"); g:act("air up"); g:act("air up")
  eq(H.pv(g, 1, "mv"), 3, "rising is free")
  ok(not g:can("air up"), "the free vertical budget (base Move 3) is spent")
  g:act("air e"); g:act("air e"); g:act("air e")
  eq(H.pos(g, 1), { 10, 4, 3 }, "over the pillar")
  g:act("end move")
  eq(H.pos(g, 1), { 10, 4, 0 }, "floated down")
  eq(H.pv(g, 1, "down"), nil, "no knockdown")
end)

local function knock(arena, p1at, p2at, target, setup)
  setup = setup or {}
  setup.p1 = setup.p1 or {}
  setup.p1.hand = { "Striker Tailgear" }
  setup.p2 = setup.p2 or {}
  setup.p2.deck = { target, "Fix miss target", "Fix miss target" }
  local g = H.start{ arena = arena, p1at = p1at, p2at = p2at, setup = setup }
  H.attack(g, "Striker Tailgear", 2)
  H.finish(g)
  return g
end

scenario("ZG-44 a kneeling foe ignores Knockback from 2 strikes, not from 3", function()
  local g = knock("flat", { 2, 2, 0 }, { 3, 2, 0 }, "Fix tail2 target", { p2 = { stance = "kneel" } })
  ok(H.logged(g, "p2 kneels: no knockback"), "2 strikes: no knockback")
  eq(H.pos(g, 2), { 3, 2, 0 }, "did not move")
  g = knock("flat", { 2, 2, 0 }, { 3, 2, 0 }, "Fix tail3 target", { p2 = { stance = "kneel" } })
  ok(H.logged(g, "p2 is knocked back 3 cl e"), "3 strikes: knocked back")
end)

scenario("ZG-46 knocked toward a barrier 1 cl away: no knockdown; 2 cl away: knockdown", function()
  local g = knock("flat", { 7, 2, 0 }, { 8, 2, 0 }, "Fix tail3ar target")
  eq(H.pos(g, 2), { 9, 2, 0 }, "moved 1 to the edge")
  eq(H.pv(g, 2, "down"), nil, "not knocked down")
  g = knock("flat", { 6, 2, 0 }, { 7, 2, 0 }, "Fix tail3ar target")
  eq(H.pos(g, 2), { 9, 2, 0 }, "moved 2")
  eq(H.pv(g, 2, "down"), 1, "knocked down against the table edge")
end)

scenario("ZG-47 knocked off a 1 cl ledge: knockdown", function()
  local g = knock("ledges", { 0, 1, 1 }, { 1, 1, 1 }, "Fix tail2 target")
  eq(H.pos(g, 2), { 2, 1, 0 }, "over the ledge and down")
  eq(H.pv(g, 2, "down"), 1, "knocked down")
end)

scenario("ZG-48 FALL edges: knocked over the edge, the foe is out of the game; WALL edges stop it", function()
  local g = knock("chasm", { 8, 2, 4 }, { 9, 2, 4 }, "Fix tail2 target")
  eq(H.pv(g, 2, "out"), "knocked off the table (FALL edge)", "p2 is out")
  ok(g:over(), "the game is over")
  g = knock("flat", { 8, 2, 0 }, { 9, 2, 0 }, "Fix tail2 target")
  eq(H.pos(g, 2), { 9, 2, 0 }, "stopped at the WALL edge")
  eq(H.pv(g, 2, "out"), nil, "still in")
end)

scenario("ZG-49 a knocked-down figure with Move 4 may stand (3) and travel 1", function()
  local g = H.start{ p2at = { 2, 6, 0 }, setup = { p1 = { down = true, hand = { "Maneuvering Footgear" } } } }
  g:act("play Maneuvering Footgear")
  ok(not g:can("step e"), "no travel while down")
  g:act("stand up (3 Move)")
  g:act("step e")
  ok(not g:can("step e"), "no Move left")
  eq(H.pos(g, 1), { 3, 2, 0 }, "travelled 1")
end)

scenario("ZG-50 free retest against a downed foe in hand-to-hand, not at range", function()
  local g = H.start{ setup = { p1 = { hand = { "Fix miss attacker" } }, p2 = { down = true, deck = { "Fix miss target" } } } }
  H.attack(g, "Fix miss attacker", 2)
  ok(g:can("free retest (the foe is down): spin the target card again"), "HtH: a free retest")
  g = H.start{ p2at = { 5, 2, 0 }, setup = { p1 = { hand = { "Fix ranged attacker" } }, p2 = { down = true, deck = { "Fix miss target" } } } }
  H.attack(g, "Fix ranged attacker", 2)
  ok(H.logged(g, "a miss"), "ranged: no retest, the attack misses")
  eq(g:prompt(), "Play an action card", "the pulse goes on")
end)
