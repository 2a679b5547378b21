-- Rules the section 17 list does not number but sections 8, 9 and 14
-- define: a soft Z-G landing on a foe (9.3), knockdown against a figure
-- (9.5), Knockback counting only the first target card (8.5, 11.7),
-- fewer than 3 zGear (14), sneak attacks from out of sight (10.2.3).
local H = require "lib.zg"

-- p2 (Impulse 765) acts first, so p1's attack is not its round's first
-- (sneak condition 1 stays out of the way); p1 then plays the Range 4
-- fixture from p1at, takes `steps`, and attacks p2 at p2at.
local function second_mover(p1at, p2at, steps)
  local g = H.start{ arena = "towers", p1at = p1at, p2at = p2at,
                     p1hand = { "Blue Footgear L", "Blue Footgear R", "Vanguard Ulster" },
                     p2hand = { "Striker Z-G Wings", "Striker Claw", "Striker Tailgear" },
                     setup = { p1 = { hand = { "Fix ranged attacker" } }, p2 = { deck = { "Fix miss target" } } } }
  H.pass_turn(g)
  g:act("play Fix ranged attacker")
  for _, st in ipairs(steps or {}) do g:act(st) end
  g:act("end move"); g:act("attack p2"); g:act("end A")
  return g
end

scenario("9.3 landing on a foe with Z-G: no knockdown and no knockback", function()
  local g = H.start{ arena = "ledges", p1at = { 1, 3, 2 }, p2at = { 2, 3, 0 } }
  g:act("play Vanguard Jetgear")
  g:act("drop e")
  ok(H.logged(g, "p1 lands on p2 softly %(Z%-G%)"), "a soft landing")
  g:act("end move"); g:act("no attack")
  eq(H.pv(g, 1, "down"), nil, "the faller stands")
  ok(not H.logged(g, "landing test"), "no knockback test")
  eq(H.pos(g, 2), { 2, 3, 0 }, "p2 did not move")
end)

scenario("9.5 knocked into a figure 1 cl away: knockdown; into an adjacent one: none", function()
  local function push(p3at)
    local g = H.start{ players = 3, p1at = { 2, 2, 0 }, p2at = { 3, 2, 0 }, p3at = p3at,
                       p1hand = { "Vanguard Jetgear", "Firefight Frontgear", "Vanguard Arm Blade" },
                       setup = { p1 = { hand = { "Striker Tailgear" } }, p2 = { deck = { "Fix tail2 target" } } } }
    while g:get("g:active()") ~= 1 do H.pass_turn(g) end
    H.attack(g, "Striker Tailgear", 2)
    H.finish(g)
    return g
  end
  local g = push({ 5, 2, 0 })
  eq(H.pos(g, 2), { 4, 2, 0 }, "stopped by p3 after 1 cl")
  eq(H.pv(g, 2, "down"), 1, "knocked down")
  g = push({ 4, 2, 0 })
  eq(H.pos(g, 2), { 3, 2, 0 }, "p3 is right behind: no travel")
  eq(H.pv(g, 2, "down"), nil, "no knockdown")
end)

scenario("8.7, 11.7 Knockback counts the first target card's matches only", function()
  local g = H.start{ options = "play=advanced",
                     setup = { p1 = { hand = { "Striker Tailgear" } }, p2 = { deck = { "Fix miss target", "Fix tail3ar target" } } } }
  g:act("play Striker Tailgear"); g:act("end move"); g:act("attack p2"); g:act("end A")
  g:act("add a target card with Supercharge!!"); g:act("go on")
  H.finish(g)
  eq(H.count_log(g, "^test: "), 2, "two target cards tested")
  ok(not H.logged(g, "knocked back"), "the first card's 0 matches: no knockback despite 3 on the added card")
end)

scenario("14 a player left with fewer than 3 zGear is defeated", function()
  local g = H.start{ setup = { p1 = { hand = { "Fix 06 attacker" } },
                               p2 = { deck = { "Fix 06 target" }, slag = { "Striker Claw", "Striker Blaster", "Striker Visor",
                                      "Striker Tailgear", "Striker Z-G Wings", "Magnetron Generator", "Reaction Armor Frontgear",
                                      "Red Footgear L" } } } }
  eq(#g:get("ZG.gear(g, 2)"), 3, "p2 has 3 zGear left")
  H.attack(g, "Fix 06 attacker", 2)
  g:act("no save")
  eq(H.pv(g, 2, "out"), "fewer than 3 zGear left", "defeated with 2")
  eq(g:winners(), { 1 }, "p1 wins")
end)

scenario("10.2.3 out of the foe's sight when the action began: a sneak attack, the defender may not look", function()
  local g = second_mover({ 1, 4, 0 }, { 5, 4, 0 }, { "step n", "step n" })
  ok(H.logged(g, "sneak attack on p2 %(out of sight when the action began%)"), "hidden behind the tower at the start")
  ok(not g:sees(2, g:get("g:top(g:zone('target', 2))")), "p2 may not look at the target card")
  g = second_mover({ 1, 2, 0 }, { 5, 4, 0 })
  ok(H.logged(g, 'p1 attacks p2: "'), "in sight from the start: an ordinary attack")
  ok(g:sees(2, g:get("g:top(g:zone('target', 2))")), "p2 looks at the target card")
end)

scenario("7.4 a target card whose part is covered makes the attack fail; an uncovered one is tested", function()
  local g = H.start{ arena = "towers", p1at = { 6, 0, 0 }, p2at = { 6, 3, 0 },
                     setup = { p1 = { hand = { "Fix ranged attacker" } }, p2 = { deck = { "Red Footgear R", "Striker Claw" } } } }
  ok(g:get("T.covered(g, 1, 2, 'Red Footgear R')"), "p2's footgear hides behind the low wall")
  ok(not g:get("T.covered(g, 1, 2, 'Striker Claw')"), "its arm does not")
  g:act("play Fix ranged attacker"); g:act("end move"); g:act("attack p2"); g:act("end A")
  ok(H.logged(g, "Red Footgear R is covered: the attack fails"), "the covered card fails the attack")
  ok(not H.logged(g, "^test: "), "nothing was tested")
  ok(H.has(H.names(g, "deck", 2), "Red Footgear R"), "the card went back to the deck")
end)

scenario("10.2.2 attacking from cover (a part of the attacker hidden from the foe's head) is a sneak attack", function()
  local g = second_mover({ 6, 3, 0 }, { 6, 0, 0 })
  ok(g:get("T.covered(g, 2, 1, 'Blue Footgear L')"), "p1's footgear is hidden by the low wall")
  ok(H.logged(g, "sneak attack on p2 %(attacking from cover%)"), "a sneak attack")
  g = second_mover({ 9, 3, 0 }, { 6, 0, 0 })
  ok(H.logged(g, 'p1 attacks p2: "'), "in the open: announced")
end)
