-- Tactics, stances, zones, victory and the rest (digest 17: ZG-52 to ZG-68).
local H = require "lib.zg"

local function skip_pulse(g, name)
  g:act("play " .. name); g:act("end move"); g:act("no attack")
end

scenario("ZG-52 Dash: Blue L in pulse 1, another card, Blue R in pulse 3 gets +3 Move", function()
  local g = H.start{ p1hand = { "Blue Footgear L", "Firefight Frontgear", "Blue Footgear R" }, p2at = { 2, 6, 0 } }
  skip_pulse(g, "Blue Footgear L")
  skip_pulse(g, "Firefight Frontgear")
  g:act("play Blue Footgear R")
  ok(H.logged(g, "Dash: Blue Footgear R gets %+3 Move"), "Dash")
  eq(H.pv(g, 1, "mv"), 7, "Move 4 + 3")
end)

scenario("ZG-52 Blue L with Red R: no Dash", function()
  local g = H.start{ p1hand = { "Blue Footgear L", "Firefight Frontgear", "Maneuvering Footgear" }, p2at = { 2, 6, 0 },
                     setup = { p1 = { hand = { "Red Footgear R" } } } }
  skip_pulse(g, "Blue Footgear L")
  g:act("play Red Footgear R")
  eq(H.pv(g, 1, "mv"), 4, "no bonus")
end)

scenario("ZG-53 Maneuvering Footgear (Move 4): move 1 and Kneel is legal, move 2 and Kneel is not", function()
  local g = H.start{ p2at = { 2, 6, 0 }, setup = { p1 = { hand = { "Maneuvering Footgear" } } } }
  g:act("play Maneuvering Footgear")
  g:act("step e")
  ok(g:can("stance kneel (3 Move)"), "move 1 + Kneel")
  g:act("step e")
  ok(not g:can("stance kneel (3 Move)"), "move 2 + Kneel refused")
  eq(g:why("stance kneel (3 Move)"):match("needs 3 Move, 2 left") ~= nil, true, "why: " .. g:why("stance kneel (3 Move)"))
end)

scenario("ZG-54 Defense stance: at most 1 cl of travel per card, or 3 Move to Stand", function()
  local g = H.start{ p2at = { 2, 6, 0 }, setup = { p1 = { stance = "defense", hand = { "Maneuvering Footgear" } } } }
  g:act("play Maneuvering Footgear")
  g:act("step e")
  ok(not g:can("step e"), "a second cl is refused")
  ok(g:why("step e"):find("defense stance"), "why: " .. g:why("step e"))
  ok(g:can("stance stand (3 Move)"), "standing costs 3 and is allowed")
  g:act("stance stand (3 Move)")
  eq(H.pv(g, 1, "stance"), nil, "back to neutral")
end)

scenario("ZG-55 Attack stance vs Defense stance: the HtH attack is not a sneak attack but may target the hand", function()
  local g = H.start{ setup = { p1 = { stance = "attack", hand = { "Fix miss attacker" } }, p2 = { stance = "defense" } } }
  ok(g:get("T.may_attack_hand(g, 1, 2)"), "Attack stance may attack a Defense-stance foe's hand")
  H.attack(g, "Fix miss attacker", 2)
  ok(H.logged(g, 'p1 attacks p2: "'), "announced: not a sneak attack")
  ok(not H.logged(g, "sneak attack"), "no sneak")
  g:setup{ p1 = { stance = "stand" } }
  ok(not g:get("T.may_attack_hand(g, 1, 2)"), "without Attack stance the hand is protected")
end)

scenario("ZG-56 high ground: ranged needs feet above the foe's head; above the knee only helps HtH", function()
  local g = H.start{ arena = "ledges", p1at = { 1, 3, 2 }, p2at = { 4, 3, 0 } }
  H.attack(g, "Firefight Frontgear", 2)
  ok(H.logged(g, "augmented: high ground %(above the head%)"), "ranged from 2 cl up: +1 AP")
  g = H.start{ arena = "ledges", p1at = { 1, 1, 1 }, p2at = { 4, 1, 0 } }
  H.attack(g, "Firefight Frontgear", 2)
  ok(not H.logged(g, "augmented"), "ranged from 1 cl up: nothing")
  g = H.start{ arena = "ledges", p1at = { 1, 1, 1 }, p2at = { 2, 1, 0 } }
  H.attack(g, "Vanguard Arm Blade", 2)
  ok(H.logged(g, "augmented: high ground %(above the knee%)"), "HtH from 1 cl up: +1 AP")
end)

scenario("ZG-58 a card used last round cannot make a sneak attack", function()
  local g = H.start{ setup = { p1 = { hand = { "Fix miss attacker" }, used_last_round = { "Fix miss attacker" } } } }
  H.attack(g, "Fix miss attacker", 2)
  ok(not H.logged(g, "sneak attack"), "not a sneak attack")
  ok(H.logged(g, 'p1 attacks p2: "'), "an ordinary, announced attack")
  g = H.start{ setup = { p1 = { hand = { "Fix miss attacker" } } } }
  H.attack(g, "Fix miss attacker", 2)
  ok(H.logged(g, "sneak attack"), "the same attack with a fresh card is a sneak attack")
end)

scenario("ZG-59 Flameout: 6 pulses, each card twice; no foe defeated this round, the player forfeits", function()
  local g = H.start{ flameout = { 1 }, p2at = { 2, 6, 0 } }
  ok(H.logged(g, "p1 announces Flameout"), "announced")
  H.pass_turn(g)
  eq(H.count_log(g, "^p1 plays an action card"), 6, "6 pulses")
  H.pass_turn(g)
  ok(g:over(), "the game is over")
  eq(H.pv(g, 1, "out"), "flamed out: no foe was defeated this round", "p1 forfeits")
  eq(g:winners(), { 2 }, "p2 wins")
end)

scenario("ZG-59 Flameout: when a foe is defeated that round, play goes on", function()
  local g = H.start{ players = 3, flameout = { 1 }, p2at = { 2, 6, 0 } }
  g:edit("ZG.defeat(g, 3, 'defeated for the test', false)")
  for _ = 1, 3 do H.pass_turn(g) end
  ok(not g:over(), "the game goes on")
  eq(H.pv(g, 1, "out"), nil, "p1 is still in")
  eq(g:prompt(), "Announce Flameout this round?", "round 2 begins")
end)

scenario("ZG-60 an Ulster held in hand cannot be reached by a penetrating attack", function()
  local g = H.start{ setup = { p1 = { hand = { "Fix hit3 attacker" } },
                               p2 = { hand = { "Striker Ulster" }, deck = { "Fix hit3 target", "Fix 02 target" } } } }
  H.attack(g, "Fix hit3 attacker", 2)
  H.finish(g)
  ok(H.logged(g, "penetration"), "a follow-up was drawn")
  ok(not H.logged(g, "vs Striker Ulster"), "never tested against the Ulster")
  ok(H.has(H.names(g, "hand", 2), "Striker Ulster"), "the Ulster is still in p2's hand")
end)

scenario("ZG-61 with an empty deck the target card comes from the hand", function()
  local g = H.start{ setup = { p1 = { hand = { "Fix miss attacker" } }, p2 = { deck_empty = true } } }
  H.attack(g, "Fix miss attacker", 2)
  ok(H.logged(g, "p2's deck is empty: the target comes from the hand"), "drawn from the hand")
end)

scenario("ZG-62 3 strikes on the Ulster: the owner is defeated at once, no follow-up", function()
  local g = H.start{ setup = { p1 = { hand = { "Fix ulster attacker" } }, p2 = { deck = { "Striker Ulster", "Fix 02 target" } } } }
  H.attack(g, "Fix ulster attacker", 2, "A", "A")
  eq({ H.last_test(g) }, { 3, 3 }, "3 strikes")
  g:act("no save")
  ok(g:over(), "over")
  eq(H.pv(g, 2, "out"), "the Ulster was slagged", "p2 defeated")
  eq(g:winners(), { 1 }, "p1 wins")
  ok(not H.logged(g, "penetration"), "no follow-up")
end)

scenario("ZG-64 sacrificing the character card saves the zGear card; the character card is gone for good", function()
  local g = H.start{ setup = { p1 = { hand = { "Fix 06 attacker", "Fix 07 attacker" } },
                               p2 = { deck = { "Fix 06 target", "Fix 07 target" } } } }
  H.attack(g, "Fix 06 attacker", 2)
  g:act("sacrifice Striker to save Fix 06 target")
  eq(H.names(g, "slag", 2), {}, "not slagged")
  eq(H.names(g, "panel", 2), {}, "the character card left the control panel")
  H.finish(g)
  H.attack(g, "Fix 07 attacker", 2)
  ok(not g:prompt():find("save it"), "no save the second time")
  ok(H.has(H.names(g, "slag", 2), "Fix 07 target"), "slagged")
end)

scenario("ZG-65 terrain: a 3 x 2 x 1 crate has Mass 5; the target card is the attacker's own; 5 strikes remove it", function()
  local g = H.start{ arena = "ledges", p1at = { 4, 6, 0 }, p2at = { 4, 3, 0 },
                     setup = { p1 = { hand = { "Fix hit3 attacker" }, deck = { "Fix hit3 target" } } } }
  local mass, i = table.unpack(g:get("{ T.mass(g, 'crate') }"))
  eq(mass, 5, "Mass = 3 + 2")
  g:edit(("g:gset('pstrikes%d', 2)"):format(i))
  g:act("play Fix hit3 attacker"); g:act("end move"); g:act("attack the crate"); g:act("end A")
  H.face(g, 1, "A")
  ok(H.logged(g, "vs Fix hit3 target"), "tested against p1's own deck card")
  ok(H.logged(g, "the crate takes 3 strikes %(5 of 5%)"), "strikes accumulate")
  ok(H.logged(g, "the crate is destroyed"), "destroyed")
  eq(g:zone_size("rubble"), 6, "its 6 cells are rubble")
end)

scenario("ZG-66 Scan is an Extra powerup: the T-Laser still attacks", function()
  local g = H.start{ p2at = { 6, 2, 0 }, setup = { p1 = { hand = { "T-Laser" } }, p2 = { deck = { "Fix tlaser3 target" } } } }
  g:act("play T-Laser"); g:act("end move"); g:act("attack p2"); g:act("end A")
  g:act("use Scan (Extra)")
  H.face(g, 2, "A")
  ok(H.logged(g, "^test: T%-Laser"), "the attack's test happens")
  H.finish(g)
  ok(H.logged(g, "p1 scans"), "and Scan is used too")
end)

scenario("ZG-67 errata: Reaction Armor Frontgear has Knockback", function()
  ok(H.start{}:get("T.has(g, 'Reaction Armor Frontgear', 'Knockback')"), "Knockback by errata")
  local g = H.start{ setup = { p1 = { hand = { "Reaction Armor Frontgear" } }, p2 = { deck = { "Fix react2 target" } } } }
  H.attack(g, "Reaction Armor Frontgear", 2)
  H.finish(g)
  ok(H.logged(g, "p2 is knocked back 2 cl e %(Knockback%)"), "knocked back by the 2 matches")
  eq(H.pos(g, 2), { 5, 2, 0 }, "2 cl away")
end)

scenario("ZG-68 Rule of Null: a card with no text follows every basic rule", function()
  local g = H.start{ setup = { p1 = { hand = { "Fix 02 attacker" } }, p2 = { deck = { "Fix 02 target" } } } }
  g:act("play Fix 02 attacker")
  ok(not g:can("air up"), "no jump without Z-G")
  ok(not g:can("attack first, move after (Z-G)"), "Move before Attack")
  g:act("end move"); g:act("attack p2"); g:act("end A")
  H.face(g, 2, "A")
  H.finish(g)
  ok(H.logged(g, "1 strike on Fix 02 target: targetlock"), "the basic chart")
end)
