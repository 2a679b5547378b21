-- Digest section 16, damage and post-attack: TF-22..TF-26, TF-28..TF-32, TF-34..TF-38.
local H = require "lib.tcg"

local function fight(a, d, opts)
  opts = opts or {}
  local g = H.at_main({ p1 = { chars = { a }, deck = opts.deck1 or H.list(8, "F Blank") },
                        p2 = { chars = { d }, deck = H.list(8, "F Blank") } }, opts.options)
  if opts.edit then g:edit(opts.edit) end
  H.attack(g, a[1], d[1])
  return g
end

local CASES = {
  { "TF-22 att 5 def 5, no Pierce: 0 damage", 5, 5, 0, 0 },
  { "TF-23 att 7 def 4: 3 damage", 7, 4, 0, 3 },
  { "TF-24 att 3 def 5 Pierce 2: 2 damage", 3, 5, 2, 2 },
  { "TF-24 att 1 def 5 Pierce 2: 1 damage (capped by attack)", 1, 5, 2, 1 },
  { "TF-25 att 6 def 5 Pierce 3: 3 damage", 6, 5, 3, 3 },
  { "TF-26 att 9 def 3 Pierce 2: 6 damage", 9, 3, 2, 6 },
}
for _, c in ipairs(CASES) do
  scenario(c[1], function()
    local g = fight({ "F Striker", atk = c[2], kw = { Pierce = c[4] } }, { "F Wall", def = c[3] })
    eq(H.dmg(g, 2, "F Wall"), c[5], "counters")
  end)
end

scenario("TF-28 modifier order: 2, the active player's +2, then Safeguard 3: 3 counters", function()
  local g = fight({ "F Striker", atk = 2 }, { "F Wall", kw = { Safeguard = 3 } },
    { edit = "g:add_effect{ hook = 'dmg_mod', source = g:new_card('F Boost', 1, TC.z(g, 'box', 1)), " ..
             "handler = 'plus2', player = 1 } return true" })
  local lines = H.log_lines(g, "damage ")
  eq(H.dmg(g, 2, "F Wall"), 3, "3 counters")
  ok(H.count_log(g, "F Boost: damage 2 -> 4") == 1 and H.count_log(g, "Safeguard 3: damage 4 -> 3") == 1,
     "2 -> 4 -> 3, in that order")
end)

scenario("TF-29 KO at equality: health 10, 8 counters, 2 more: KO", function()
  local g = fight({ "F Striker", atk = 2 }, { "F Wall", dmg = 8 })
  eq(table.concat(H.names(g, "ko", 2), ","), "F Wall", "KO'd")
  ok(g:over(), "no character left: the game ends (digest 14 placeholder)")
end)

scenario("TF-30 Safeguard 3 (Private Hot Rod's printed Safeguard is a cost in the data; synthetic here): 5 damage places 3, then 5", function()
  local g = fight({ "F Striker", atk = 5 }, { "F Wall", kw = { Safeguard = 3 } })
  eq(H.dmg(g, 2, "F Wall"), 3, "capped while undamaged")
  g:edit("TC.place_damage(g, T.char(g, 2, 'F Wall'), 5, false) return true")
  eq(H.dmg(g, 2, "F Wall"), 8, "now damaged: 5 more")
end)

scenario("TF-31 Safeguard stacking with Medic's Protective Field: Safeguard 6 lets 5 through and caps 8 at 6", function()
  local g = fight({ "F Striker", atk = 5 }, { "F Wall", kw = { Safeguard = 3 }, upgrades = { "Medic's Protective Field" } })
  eq(H.dmg(g, 2, "F Wall"), 5, "5 counters")
  local h = fight({ "F Striker", atk = 8 }, { "F Wall", kw = { Safeguard = 3 }, upgrades = { "Medic's Protective Field" } })
  eq(H.dmg(h, 2, "F Wall"), 6, "6 counters")
end)

scenario("TF-32 Focus 1 + a Focus 1 utility: look at 2 at B1, scrap any, return the rest in a chosen order", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", kw = { Focus = 1 }, upgrades = { "F Focus Utility" } } },
                              deck = { "F Orange2", "F Blue2", "F Blank", "F Blank", "F Blank", "F Blank" } },
                       p2 = { chars = { "F Wall" }, deck = H.list(4, "F Blank") } }
  H.attack(g, "F Striker", "F Wall")
  eq(g:prompt(), "Focus: scrap which of the top cards?", "Focus asks")
  eq(#g:options(), 3, "two cards and done")
  g:act("F Blue2"); g:act("done")
  eq(H.count_log(g, "p1 focuses on 2 cards, scraps 1"), 1, "looked at 2, scrapped 1")
  eq(H.count_log(g, "p1 flips F Blue2"), 0, "the scrapped card is not flipped")
  eq(H.count_log(g, "p1 flips F Orange2"), 1, "the kept card is flipped first")
end)

scenario("TF-34 green icons: after-the-attack (P1) comes after the damage counters", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", atk = 5 } }, deck = { "F Green", "F Blank", "F Blank" } },
                       p2 = { chars = { "F Wall" }, deck = H.list(4, "F Blank") } }
  g:edit("return true")
  H.attack(g, "F Striker", "F Wall")
  eq(H.dmg(g, 2, "F Wall"), 5, "damage placed")
  eq(H.get(g, "g:gget('greens')"), nil, "combat values expired after the attack; the green hook ran at P1")
end)

scenario("TF-35 attacking out: every defender tapped, the active player attacks again", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", atk = 1 }, { "F Tapper", atk = 1 } }, deck = H.list(8, "F Blank") },
                       p2 = { chars = { { "F Wall", tapped = true } }, deck = H.list(8, "F Blank") } }
  H.attack(g, "F Striker", "F Wall")
  eq(g:prompt(), "Choose an attacker", "a second attack starts at A1")
  g:act("F Tapper"); g:act("F Wall")
  eq(H.count_log(g, "attacks"), 2, "two attacks")
end)

scenario("TF-36 untap all: every character tapped at P2, all untap and the turn ends", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", atk = 1 } }, deck = H.list(8, "F Blank") },
                       p2 = { chars = { { "F Wall", tapped = true } }, deck = H.list(8, "F Blank") } }
  H.attack(g, "F Striker", "F Wall")
  eq(g:active(), 2, "the turn ended")
  ok(not H.cval(g, 1, "F Striker", "tapped") and not H.cval(g, 2, "F Wall", "tapped"), "all untapped")
end)

scenario("TF-37 the defending player has an untapped character: the turn ends", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", atk = 1 }, "F Tapper" }, deck = H.list(8, "F Blank") },
                       p2 = { chars = { "F Wall" }, deck = H.list(8, "F Blank") } }
  H.attack(g, "F Striker", "F Wall")
  eq(g:active(), 2, "p2's turn, though p1's F Tapper is untapped")
end)

scenario("TF-38 cleanup: flipped cards and Actions to scrap; the defender's face-down Secret Action scrapped unresolved; the active player's stays", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", atk = 1 } }, deck = H.list(8, "F Blank"), hand = { "F Action X", "F Secret" } },
                       p2 = { chars = { "F Wall" }, deck = H.list(8, "F Blank"), hand = {}, secret = { "F Secret" } } }
  g:act("play F Secret")
  ok(not g:sees(2, H.get(g, "g:cards(TC.z(g, 'secret', 1))[1]")), "p2 cannot see p1's face-down card")
  H.attack(g, "F Striker", "F Wall")
  eq(H.size(g, "scrap", 1), 2, "p1's two flipped cards")
  eq(H.size(g, "played", 1) + H.size(g, "played", 2), 0, "played areas empty")
  eq(table.concat(H.names(g, "scrap", 2), ","), "F Secret,F Blank,F Blank", "p2's Secret Action scrapped")
  eq(H.size(g, "hand", 2), 1, "p2's Secret Action did not resolve (p2 drew only its turn's card)")
  eq(table.concat(H.names(g, "secret", 1), ","), "F Secret", "p1's own face-down Secret Action stays")
end)

scenario("TF.SBA.KO at E3: an until-end-of-turn health bonus expires and the damaged character is KO'd", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", tapped = true }, "F Tapper" }, deck = H.list(5, "F Blank") },
                       p2 = { chars = { "F Wall", "F Omega" }, deck = H.list(5, "F Blank") } }
  g:edit("local c = T.char(g, 1, 'F Tapper') g:cadd(c, 'hp_t', 3, 'turn') g:cset(c, 'dmg', 11) return true")
  eq(H.size(g, "ko", 1), 0, "alive with 11 counters and health 13")
  g:act("end main phase"); g:act("F Tapper"); g:act("F Wall")
  eq(table.concat(H.names(g, "ko", 1), ","), "F Tapper", "KO'd when the bonus expired (health 10)")
end)
