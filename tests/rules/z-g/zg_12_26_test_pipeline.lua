-- The test pipeline (digest 17: ZG-12, 13, 16-20, 22-26): the zero-match
-- gate, retests, saves, penetration locking, multicard attacks, the order
-- of bolster and augment placement, and targetlock.  Advanced play puts
-- the Mode cards (Deadshot!!, Supercharge!!, Hero Drive, Retest Drive,
-- Augment Drive, Bolster Drive) in both control panels.
local H = require "lib.zg"

local function adv(setup, t)
  t = t or {}
  t.options = "play=advanced"
  t.setup = setup
  return H.start(t)
end

-- Fix 23 (X/ap : X/ar, Y : Z, Z : Y) with an augment and a bolster
-- declared; stops at the dot placement, after Deadshot!! is declined.
local function bolstered_and_augmented()
  local g = adv({ p1 = { hand = { "Fix 23 attacker" } }, p2 = { deck = { "Fix 23 target" } } })
  g:act("play Fix 23 attacker"); g:act("end move"); g:act("attack p2"); g:act("end A")
  g:act("declare an augment with Augment Drive"); g:act("go on")
  g:act("declare a bolster with Bolster Drive")
  H.face(g, 2, "A")
  g:act("no")
  return g
end

scenario("ZG-12 zero matches: an explosive facing a weak point on an unmatched pair does not count; Deadshot!! cannot be played", function()
  local g = adv({ p1 = { hand = { "Fix 12 attacker" } }, p2 = { deck = { "Fix 12 target" } } })
  H.attack(g, "Fix 12 attacker", 2)
  eq({ H.last_test(g) }, { 0, nil }, "0 matches, no strike counted")
  eq(g:prompt(), "Retest?", "only the retest window follows a miss")
  g:act("no retest")
  eq(g:prompt(), "Retest?", "the defender's retest window")
  g:act("no retest")
  ok(H.logged(g, "a miss"), "the attack misses")
  ok(not H.logged(g, "Deadshot"), "Deadshot!! was never offered")
  ok(H.has(H.names(g, "panel", 1), "Deadshot!!"), "Deadshot!! is still in the control panel")
end)

scenario("ZG-13 a miss returns the action card to the deck; no retest is offered once the next pulse starts", function()
  local g = H.start{ setup = { p1 = { hand = { "Fix miss attacker" } }, p2 = { deck = { "Fix miss target" } } } }
  H.attack(g, "Fix miss attacker", 2)
  ok(H.logged(g, "a miss"), "a miss")
  ok(H.has(H.names(g, "deck", 1), "Fix miss attacker"), "the action card is back in p1's deck")
  eq(g:prompt(), "Play an action card", "the next pulse starts")
  for _, o in ipairs(g:options()) do ok(not o:find("retest"), "no retest option: " .. o) end
end)

scenario("ZG-16 no powerups on penetration: Scan is used on the first target card only", function()
  local g = H.start{ setup = { p1 = { hand = { "T-Laser" } }, p2 = { deck = { "Fix tlaser3 target", "Fix 02 target" } } },
                     p2at = { 6, 2, 0 } }
  g:act("play T-Laser"); g:act("end move"); g:act("attack p2"); g:act("end A")
  eq(g:prompt(), "Before the test: declarations?", "the Extra powerup is declared before the test")
  g:act("use Scan (Extra)")
  H.face(g, 2, "A")
  eq({ H.last_test(g) }, { 3, 3 }, "3 strikes")
  g:act("no save")
  ok(H.logged(g, "penetration"), "a follow-up is drawn")
  H.finish(g)
  eq(H.count_log(g, "scans"), 1, "Scan applied once")
  ok(H.logged(g, "p1 scans Fix tlaser3 target"), "to the first target card")
end)

scenario("ZG-17 save timing: the hero undo is offered in the save window, and never once the follow-up is drawn", function()
  local g = adv({ p1 = { hand = { "Fix hit3 attacker" } }, p2 = { deck = { "Fix hit3 target", "Fix hit3 target" } } })
  H.attack(g, "Fix hit3 attacker", 2)
  H.finish(g, "save it")
  ok(g:can("undo the attack with Hero Drive"), "the undo is offered in the save window")
  g:act("no save")
  ok(H.logged(g, "penetration"), "the follow-up card is drawn")
  local seen = {}
  H.finish(g, nil, seen)
  ok(#seen >= 1, "the follow-up asks its half turn")
  for _, p in ipairs(seen) do
    ok(not p:find("save") and not p:find("Retest") and not p:find("Time 6") and not p:find("declarations"),
       "no save, retest, maneuver or declaration after the draw: " .. p)
  end
end)

scenario("ZG-18 an undone 3-strike attack slags nothing and draws no follow-up", function()
  local g = adv({ p1 = { hand = { "Fix hit3 attacker" } }, p2 = { deck = { "Fix hit3 target" } } })
  H.attack(g, "Fix hit3 attacker", 2)
  H.finish(g, "save it")
  g:act("undo the attack with Hero Drive")
  eq(H.names(g, "slag", 2), {}, "nothing slagged")
  ok(not H.logged(g, "penetration"), "no follow-up")
  ok(H.has(H.names(g, "deck", 2), "Fix hit3 target"), "the target card went back to the deck")
  ok(H.has(H.names(g, "modes", 2), "Hero Drive"), "the Hero Drive was used")
end)

scenario("ZG-19 the defender looks at a penetration target card, except in a sneak attack", function()
  -- p1's first attack of the round is a sneak attack (highest Impulse, 10.2.1); its second is not.
  local g = H.start{ setup = { p1 = { hand = { "Fix miss attacker", "Fix hit3 attacker" } },
                               p2 = { deck = { "Fix miss target", "Fix hit3 target", "Fix 02 target" } } } }
  H.attack(g, "Fix miss attacker", 2)
  ok(H.logged(g, "sneak attack"), "the first attack is a sneak attack")
  H.finish(g)
  H.attack(g, "Fix hit3 attacker", 2)
  ok(H.logged(g, 'p1 attacks p2: "'), "the second is announced")
  H.finish(g, "half turn")   -- the follow-up's half turn: the new card is in the target zone
  local t = g:get("g:top(g:zone('target', 2))")
  ok(g:sees(2, t), "p2 sees the follow-up card")
  H.finish(g)
  g = H.start{ setup = { p1 = { hand = { "Fix hit3 attacker" } }, p2 = { deck = { "Fix hit3 target", "Fix 02 target" } } } }
  H.attack(g, "Fix hit3 attacker", 2)
  ok(H.logged(g, "sneak attack"), "a sneak attack")
  H.finish(g, "half turn")
  t = g:get("g:top(g:zone('target', 2))")
  ok(not g:sees(2, t), "p2 may not look at the follow-up card")
end)

scenario("ZG-20 multicard: with Supercharge!!, Scan applies to only one of the two target cards", function()
  local g = adv({ p1 = { hand = { "T-Laser" } }, p2 = { deck = { "Fix 02 target", "Fix miss target" } } }, { p2at = { 6, 2, 0 } })
  g:act("play T-Laser"); g:act("end move"); g:act("attack p2"); g:act("end A")
  g:act("use Scan (Extra)")
  g:act("add a target card with Supercharge!!")
  H.finish(g, "Scan applies")
  eq(g:options(), { "scan the first target card", "scan the added target card" }, "one card or the other")
  g:act("scan the added target card")
  H.finish(g)
  eq(H.count_log(g, "scans"), 1, "Scan applied once")
  eq(H.count_log(g, "^test: "), 2, "each target card was tested")
end)

scenario("ZG-22 the defender places declared bolsters before the attacker places augments", function()
  local g = bolstered_and_augmented()
  eq(g:prompt(), "Bolster: +1 armor on which target dot?", "the bolster first")
  eq(g:player(), 2, "placed by the defender")
  g:act(3)
  eq(g:prompt(), "Augment: +1 AP on which attacking dot?", "then the augment")
  eq(g:player(), 1, "placed by the attacker")
  ok(g:can("AP on attacking dot 1 (X/ap)"), "the attacker sees the dots and may answer the new armor")
end)

scenario("ZG-23 stacking: X/ar bolstered to ar2 and X/ap augmented to ap2 still strike", function()
  local g = bolstered_and_augmented()
  g:act("armor on target dot 3 (X/ar)")
  g:act("AP on attacking dot 1 (X/ap)")
  eq({ H.last_test(g) }, { 1, 1 }, "the X pair strikes")
end)

scenario("ZG-24 one retest per player per test, even a free one; the defender keeps theirs", function()
  local g = adv({ p1 = { hand = { "Fix miss attacker" } }, p2 = { deck = { "Fix miss target" }, down = true } })
  H.attack(g, "Fix miss attacker", 2)
  eq(g:player(), 1, "the attacker's retest window")
  ok(g:can("free retest (the foe is down): spin the target card again"), "a free retest against a downed foe")
  g:act("retest with Retest Drive: spin the target card again")
  H.face(g, 2, "A")
  eq({ H.last_test(g) }, { 0, nil }, "a miss again")
  eq(g:prompt(), "Retest?", "a retest window")
  eq(g:player(), 2, "only the defender may still retest")
  ok(not g:can("free retest (the foe is down): spin the target card again"), "the free retest is refused")
end)

scenario("ZG-25 a retest after strikes respins the card, re-places the dots and replaces the result", function()
  local g = bolstered_and_augmented()
  g:act("armor on target dot 3 (X/ar)")
  g:act("AP on attacking dot 2 (Y)")
  eq({ H.last_test(g) }, { 1, 0 }, "X/ap against X/ar2: no strike")
  g:act("retest with Retest Drive: spin the target card again")
  H.face(g, 2, "A")
  g:act("no")
  eq(g:prompt(), "Bolster: +1 armor on which target dot?", "the bolster is placed again")
  g:act("armor on target dot 3 (X/ar)")
  eq(g:prompt(), "Augment: +1 AP on which attacking dot?", "then the augment again")
  g:act("AP on attacking dot 1 (X/ap)")
  eq({ H.last_test(g) }, { 1, 1 }, "the new result replaces the old")
end)

scenario("ZG-26 targetlock: the next attack this turn may take the locked card; a later turn may not", function()
  local g = H.start{ setup = { p1 = { hand = { "Fix 02 attacker", "Fix miss attacker" } },
                               p2 = { deck = { "Fix 02 target", "Fix miss target" } } } }
  H.attack(g, "Fix 02 attacker", 2)
  H.finish(g)
  g:act("play Fix miss attacker"); g:act("end move"); g:act("attack p2"); g:act("end A")
  eq(g:prompt(), "Targetlock: attack the locked card again?", "offered on the next attack")
  g:act("target the locked Fix 02 target")
  H.face(g, 2, "A")
  ok(H.logged(g, "^test: Fix miss attacker A .* vs Fix 02 target"), "the locked card is the target")
end)

scenario("ZG-26 a targetlock expires at the end of the player turn", function()
  local g = H.start{ setup = { p1 = { hand = { "Fix 02 attacker" } }, p2 = { deck = { "Fix 02 target" } } } }
  H.attack(g, "Fix 02 attacker", 2)
  H.finish(g)
  ok(g:get("g:pget(1, 'lock')") ~= nil, "locked")
  while g:get("g:active()") == 1 do
    if g:prompt() == "Play an action card" then g:act(1) else g:act(g:can("no attack") and "no attack" or "end move") end
  end
  eq(g:get("g:pget(1, 'lock')"), nil, "the lock is gone in p2's turn")
end)
