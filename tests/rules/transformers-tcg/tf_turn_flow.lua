-- Digest section 16, turn flow: TF-01, TF-02, TF-04, TF-05, TF-06, TF-07.
local H = require "lib.tcg"

scenario("TF-01 start of turn: the active player draws first, then start-of-turn abilities resolve", function()
  local g = H.at_main{ active = 2, turn = 2,
    p1 = { chars = { "F Starter" }, hand = {}, deck = H.list(5, "F Blank") },
    p2 = { chars = { { "F Wall", tapped = true } }, hand = {}, deck = H.list(5, "F Blank") } }
  g:act("end main phase")              -- p2 has no untapped character: no attack; p1 untapped: end
  eq(g:active(), 1, "p1's turn")
  eq(H.size(g, "hand", 1), 1, "p1 drew 1")
  eq(H.cval(g, 1, "F Starter", "seen_hand"), 1, "the ability saw the drawn card")
end)

scenario("TF-02 main-phase budget: one flip, one Action, one Upgrade, one tap ability; a second Action is refused", function()
  local g = H.at_main{ p1 = { chars = { "F Striker", "F Tapper" },
                              hand = { "F Action X", "F Action Y", "F Bold Weapon" }, deck = H.list(5, "F Blank") },
                       p2 = { chars = { "F Wall" } } }
  g:act("flip F Striker to bot")
  g:act("play F Action X")
  ok(not H.has(g, "play F Action Y"), "a second Action is not offered")
  ok(g:why("play F Action Y"):find("one Action per turn"), "the refusal names the rule")
  g:act("play F Bold Weapon on F Striker")
  g:act("tap F Tapper")
  ok(not H.has(g, "flip "), "no second flip")
  eq(H.get(g, "#TC.upgrades_of(g, T.char(g, 1, 'F Striker'))"), 1, "the Upgrade is attached")
  ok(H.cval(g, 1, "F Tapper", "tapped"), "the tap ability tapped its character")
end)

scenario("TF-04 second turn: after an Upgrade, an Action from hand is refused (and the reverse)", function()
  local g = H.at_main{ active = 2, turn = 2, p1 = { chars = { "F Wall" } },
    p2 = { chars = { "F Striker" }, hand = { "F Action X", "F Bold Weapon" } } }
  g:act("play F Bold Weapon on F Striker")
  ok(not H.has(g, "play F Action X"), "no Action after the Upgrade")
  ok(g:why("play F Action X"):find("never both"), "the refusal names the rule")
  local h = H.at_main{ active = 2, turn = 2, p1 = { chars = { "F Wall" } },
    p2 = { chars = { "F Striker" }, hand = { "F Action X", "F Bold Weapon" } } }
  h:act("play F Action X")
  ok(not H.has(h, "play F Bold Weapon"), "no Upgrade after the Action")
end)

scenario("TF-04 (6.1) first turn of the game: the first player plays no card from hand", function()
  local g = H.at_main{ turn = 1, p1 = { chars = { "F Striker" }, hand = { "F Action X", "F Bold Weapon" } },
                       p2 = { chars = { "F Wall" } } }
  ok(not H.has(g, "play "), "nothing from hand")
  ok(H.has(g, "flip F Striker"), "flipping is allowed")
end)

scenario("TF-05 a Triple Changer in Alt Mode 1 may flip to either other mode", function()
  local g = H.at_main{ p1 = { chars = { "F Triple" } }, p2 = { chars = { "F Wall" } } }
  ok(H.has(g, "flip F Triple to alt2"), "to alt2")
  ok(H.has(g, "flip F Triple to bot"), "to bot")
  g:act("flip F Triple to bot")
  eq(H.get(g, "TC.mode_name(g, T.char(g, 1, 'F Triple'))"), "bot", "now in bot mode")
end)

scenario("TF-05 (17.8) with triple_changer_any_to_any=false, alt2 flips back only to Alt Mode 1", function()
  local g = H.at_main({ p1 = { chars = { { "F Triple", mode = 2 } } }, p2 = { chars = { "F Wall" } } },
                      "triple_changer_any_to_any=false")
  ok(H.has(g, "flip F Triple to alt1"), "to alt1")
  ok(not H.has(g, "flip F Triple to bot"), "not to bot")
end)

scenario("TF-06 Upgrades survive flips: Chop Shop keeps Anticipation Engine when it flips (damage stays too)", function()
  local g = H.at_main{ p1 = { chars = { { "Chop Shop - Sneaky Insecticon", mode = 2, dmg = 2,
                                          upgrades = { "Anticipation Engine" } } } },
                       p2 = { chars = { "F Wall" } } }
  -- Rapid Conversion is how the digest's example flips it; a main-phase flip to alt is the same flip.
  g:edit("TC.mode_flip(g, T.char(g, 1, 'Chop Shop - Sneaky Insecticon'), 1) return true")
  eq(H.size(g, "upgrades", 1), 0, "flipped to alt, its ability scrapped the Upgrade (TF-42's alt text)")
  local h = H.at_main{ p1 = { chars = { { "Chop Shop - Sneaky Insecticon", dmg = 2,
                                          upgrades = { "Anticipation Engine" } } } },
                       p2 = { chars = { "F Wall" } } }
  h:act("flip Chop Shop - Sneaky Insecticon to bot")
  eq(table.concat(H.names(h, "upgrades", 1), ","), "Anticipation Engine", "Anticipation Engine is still attached")
  eq(H.get(h, "TC.host(g, g:cards(TC.z(g, 'upgrades', 1))[1]) == T.char(g, 1, 'Chop Shop - Sneaky Insecticon')"),
     true, "on Chop Shop")
  eq(H.dmg(h, 1, "Chop Shop - Sneaky Insecticon"), 2, "damage counters stay (17.9)")
end)

scenario("TF-07 a tap ability taps its character, which then cannot be chosen as attacker", function()
  local g = H.at_main{ p1 = { chars = { "F Tapper", "F Striker" }, deck = H.list(5, "F Blank") },
                       p2 = { chars = { "F Wall" } } }
  g:act("tap F Tapper")
  g:act("end main phase")
  eq(g:prompt(), "Choose an attacker", "attacker prompt")
  ok(not H.has(g, "F Tapper"), "F Tapper is not offered")
  ok(H.has(g, "F Striker"), "F Striker is")
end)
