-- Test resolution (digest 17: ZG-02, 04, 05, 06, 07, 08, 10, 11, 14): a
-- synthetic attacking card whose dots face a synthetic target card as the
-- case lists the pairs (attacking dot : target dot); both ends of each
-- fixture are the same, so the spin does not matter.  Each case is played
-- as a real attack: p1 hits p2, who stands next to it.
local H = require "lib.zg"

local function run(case)
  local g = H.start{ setup = { p1 = { hand = { "Fix " .. case .. " attacker" } },
                               p2 = { deck = { "Fix " .. case .. " target" } } } }
  H.attack(g, "Fix " .. case .. " attacker", 2)
  return g
end

local function slagged(g, case)
  return H.has(H.names(g, "slag", 2), "Fix " .. case .. " target")
end

scenario("ZG-02 plain matches: X:X, Y:Z, Z:Y is 1 match, 1 strike: targetlock", function()
  local g = run("02")
  eq({ H.last_test(g) }, { 1, 1 }, "matches, strikes")
  H.finish(g)
  ok(not slagged(g, "02"), "no slag")
  ok(H.logged(g, "1 strike on Fix 02 target: targetlock"), "targetlock")
  eq(g:get("g:name(g:pget(1, 'lock'))"), "Fix 02 target", "p1 holds the lock on that card")
end)

scenario("ZG-04 AP pierces armor: X/ap:X/ar, Y:Y, Z:Z is 3 strikes: slag and penetration", function()
  local g = run("04")
  eq({ H.last_test(g) }, { 3, 3 }, "matches, strikes")
  H.finish(g)
  ok(slagged(g, "04"), "slagged")
  ok(H.logged(g, "penetration: a new target card is drawn"), "a penetrating follow-up is drawn")
end)

scenario("ZG-05 double armor: X/ap:X/ar2 is 0 (no effect); X/ap2:X/ar2 is 1", function()
  local g = run("05a")
  eq({ H.last_test(g) }, { 1, 0 }, "one AP against double armor: a match, no strike")
  H.finish(g)
  ok(H.logged(g, "0 strikes on Fix 05a target: no effect"), "no effect")
  g = run("05b")
  eq({ H.last_test(g) }, { 1, 1 }, "double AP against double armor: a strike")
end)

scenario("ZG-06 AP into a weak point: X/ap:X/wp, Y:Z, Z:Y is 1 match, 2 strikes: slag, not targetlock", function()
  local g = run("06")
  eq({ H.last_test(g) }, { 1, 2 }, "matches, strikes")
  H.finish(g)
  ok(slagged(g, "06"), "slagged")
end)

scenario("ZG-07 explosive without a colour match: X/ex:Y/wp, Y:Y, Z:X is 1 match, 2 strikes: slag", function()
  local g = run("07")
  eq({ H.last_test(g) }, { 1, 2 }, "matches, strikes")
  H.finish(g)
  ok(slagged(g, "07"), "slagged")
end)

scenario("ZG-08 explosive vs an armored weak point: X/ex:X/ar/wp, Y:Y, Z:Y is 2 strikes", function()
  local g = run("08")
  eq({ H.last_test(g) }, { 2, 2 }, "matches, strikes")
end)

scenario("ZG-10 AP with nothing to hit: X/ap:X is a plain strike", function()
  local g = run("10")
  eq({ H.last_test(g) }, { 1, 1 }, "matches, strikes")
end)

scenario("ZG-11 weak point under one armor: one AP gives 1, two AP give 2", function()
  local g = run("11a")
  eq({ H.last_test(g) }, { 1, 1 }, "X/ap:X/ar/wp")
  g = run("11b")
  eq({ H.last_test(g) }, { 1, 2 }, "X/ap2:X/ar/wp")
end)

scenario("ZG-14 four strikes: slag, the foe is stunned, and a penetrating follow-up is drawn", function()
  local g = run("14")
  eq({ H.last_test(g) }, { 3, 4 }, "matches, strikes")
  H.finish(g)
  ok(slagged(g, "14"), "slagged")
  eq(H.pv(g, 2, "stunned"), 1, "p2 is stunned")
  ok(H.logged(g, "penetration: a new target card is drawn"), "follow-up drawn")
end)
