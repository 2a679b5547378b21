-- Digest section 16, choosing combatants and battle flips: TF-08, TF-10..TF-14, TF-16..TF-20.
local H = require "lib.tcg"

local function duel(p1, p2, deck1, deck2)
  return H.at_main{ p1 = { chars = p1, deck = deck1 or H.list(8, "F Blank") },
                    p2 = { chars = p2, deck = deck2 or H.list(8, "F Blank") } }
end

scenario("TF-08 no untapped character: no attack, post-attack routing runs (P1 skipped)", function()
  local g = duel({ { "F Striker", tapped = true } }, { "F Wall" })
  g:act("end main phase")
  eq(g:active(), 2, "the turn ended (p2 has an untapped character)")
  eq(H.count_log(g, "attacks"), 0, "no attack")
end)

scenario("TF-10 all opposing characters untapped: any may be chosen", function()
  local g = duel({ "F Striker" }, { "F Wall", "F Omega" })
  g:act("end main phase"); g:act("F Striker")
  ok(H.has(g, "F Wall") and H.has(g, "F Omega"), "both offered")
end)

scenario("TF-10 (7.1.4) a tapped opposing character must be chosen when there is one", function()
  local g = duel({ "F Striker" }, { "F Wall", { "F Omega", tapped = true } })
  g:act("end main phase"); g:act("F Striker")
  ok(H.has(g, "F Omega") and not H.has(g, "F Wall"), "only the tapped one")
end)

scenario("TF-11 the attacker is tapped before any A3 ability", function()
  local g = duel({ "F Striker" }, { "F Wall" })
  g:act("end main phase"); g:act("F Striker")
  ok(H.cval(g, 1, "F Striker", "tapped"), "tapped when the defender is asked for")
end)

scenario("TF-12 Megatron / Data Pad / defender: all trigger at A5; the active player orders theirs, the defender's last", function()
  local g = duel({ { "Megatron - Arrogant Ruler", mode = 2, upgrades = { "Data Pad" } } }, { "F Omega" })
  g:act("end main phase"); g:act("Megatron"); g:act("F Omega")
  eq(g:prompt(), "Order triggers: which ability resolves next?", "p1 orders")
  eq(g:player(), 1, "the active player")
  eq(#g:options(), 2, "Megatron's and Data Pad's, not the defender's")
  g:act("Data Pad")
  g:act("no")                                   -- Data Pad: keep the drawn card
  g:act("no")                                   -- Megatron: scrap no Upgrade
  eq(H.get(g, "g:gget('order')"), "Omega;", "the defender's resolved")
  local lines = H.log_lines(g, "ability resolves")
  ok(lines[1]:find("Data Pad") and lines[2]:find("Megatron") and lines[3]:find("F Omega"), "order Data Pad, Megatron, Omega")
end)

scenario("TF-13 no Bold/Tough: each side flips exactly 2", function()
  local g = duel({ "F Striker" }, { "F Wall" })
  H.attack(g, "F Striker", "F Wall")
  eq(H.count_log(g, "p1 flips"), 2, "attacker flips 2")
  eq(H.count_log(g, "p2 flips"), 2, "defender flips 2")
end)

scenario("TF-14 Bold 2 with a Bold 1 weapon flips 5", function()
  local g = duel({ { "F Striker", kw = { Bold = 2 }, upgrades = { "F Bold Weapon" } } }, { "F Wall" })
  H.attack(g, "F Striker", "F Wall")
  eq(H.count_log(g, "p1 flips"), 5, "5 flips")
end)

scenario("TF-14 (12) Tough adds flips when defending", function()
  local g = duel({ "F Striker" }, { { "F Wall", kw = { Tough = 1 } } })
  H.attack(g, "F Striker", "F Wall")
  eq(H.count_log(g, "p2 flips"), 3, "3 flips")
end)

scenario("TF-16 orange is immediate: a battle-flip listener sees attack 7 before the second flip", function()
  local g = duel({ { "F Striker", atk = 5 }, "F Watcher" }, { "F Wall" },
                 { "F Orange2", "F Blank", "F Blank" })
  H.attack(g, "F Striker", "F Wall")
  eq(H.cval(g, 1, "F Watcher", "att_at_1"), 7, "after the first flip")
end)

scenario("TF-17 black: printed Pierce 1 and 2 black icons make Pierce 3", function()
  local g = duel({ { "F Striker", atk = 3, kw = { Pierce = 1 } } }, { { "F Wall", def = 5 } },
                 { "F Black2", "F Blank" })
  H.attack(g, "F Striker", "F Wall")
  eq(H.dmg(g, 2, "F Wall"), 3, "3 damage from Pierce 3 (attack 3 vs defense 5)")
end)

scenario("TF-18 white once: white on cards 1 and 3 gives 4 flips in total", function()
  local g = duel({ "F Striker" }, { "F Wall" }, { "F White", "F Blank", "F White", "F Blank", "F Blank" })
  H.attack(g, "F Striker", "F Wall")
  eq(H.count_log(g, "p1 flips"), 4, "4 flips")
end)

scenario("TF-19 the defender's white bonus is its own", function()
  local g = duel({ "F Striker" }, { "F Wall" }, { "F White", "F Blank", "F Blank", "F Blank" },
                 { "F White", "F Blank", "F Blank", "F Blank" })
  H.attack(g, "F Striker", "F Wall")
  eq(H.count_log(g, "p2 flips"), 4, "defender flips 4")
end)

scenario("TF-20 wrong-side icons change nothing", function()
  local g = duel({ { "F Striker", atk = 4 } }, { { "F Wall", def = 2 } }, { "F Blue2", "F Blue2" },
                 { "F Orange2", "F Black2" })
  H.attack(g, "F Striker", "F Wall")
  eq(H.dmg(g, 2, "F Wall"), 2, "4 - 2 = 2, nothing added")
end)

scenario("7.1 Stealth: a Stealth character is not chosen while another can be", function()
  local g = duel({ "F Striker" }, { { "F Wall", kw = { Stealth = 1 } }, "F Omega" })
  g:act("end main phase"); g:act("F Striker")
  ok(not H.has(g, "F Wall") and H.has(g, "F Omega"), "F Omega only")
end)
