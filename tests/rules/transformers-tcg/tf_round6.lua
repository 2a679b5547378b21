-- Round 6 (scripts/transformers-tcg/outcome.lua, perturn.lua; tests/tools/gen_tcg_round6.py),
-- played out: extra turns (Peace through Tyranny), a game won by an effect (Daring Escape),
-- and the per-turn counts the cards read (a character's own flips this turn: Twin Twist).
-- Each scenario names the card and its text, sets up the state, acts, and checks the effect.
local H = require "lib.tcg"

local function blanks(n) return H.list(n or 8, "F Blank") end
-- Plays the rest of the turn out (p1's characters tapped: no attack); returns the next turn's number.
local function finish_turn(g)
  local t = g:turn()
  g:act("end main phase")
  while g:turn() == t and not g:over() do g:act(g:options()[1]) end
  return g:turn()
end

-- Extra turns ----------------------------------------------------------------------------------

scenario("Peace through Tyranny: OPT KO own_char HAS stars>=6 ; => if_done: take extra turn after SELF one", function()
  local g = H.at_main{ p1 = { chars = { "F Payer", { "F Striker", tapped = true } }, hand = { "Peace through Tyranny" },
                              deck = blanks() },
                       p2 = { chars = { { "F Wall", tapped = true } }, deck = blanks() } }
  g:act("play Peace through Tyranny")
  eq(table.concat(g:options(), ","), "F Payer (bot, 0/10),none", "only the character of 6 stars or more may be KO'd (F Striker has 1)")
  g:act("F Payer")
  eq(H.size(g, "ko", 1), 1, "the character is KO'd (the cost of the extra turn)")
  eq(finish_turn(g), 4, "the turn ends")
  eq(g:active(), 1, "p1 takes the extra turn")
  eq(H.size(g, "hand", 1), 1, "the extra turn is a whole turn: p1 drew at its start")
  eq(finish_turn(g), 5, "the extra turn ends")
  eq(g:active(), 2, "then p2 plays: one extra turn only")
end)

scenario("Peace through Tyranny: no character KO'd, no extra turn (\"if_done\")", function()
  local g = H.at_main{ p1 = { chars = { "F Payer", { "F Striker", tapped = true } }, hand = { "Peace through Tyranny" },
                              deck = blanks() },
                       p2 = { chars = { { "F Wall", tapped = true } }, deck = blanks() } }
  g:act("play Peace through Tyranny")
  g:act("none")
  eq(H.size(g, "ko", 1), 0, "nothing KO'd")
  finish_turn(g)
  eq(g:active(), 2, "p2's turn, as usual")
end)

scenario("Peace through Tyranny played again in the extra turn: another extra turn", function()
  local g = H.at_main{ p1 = { chars = { "F Payer", "Megatron - Decepticon Leader", { "F Striker", tapped = true } },
                              hand = { "Peace through Tyranny", "Peace through Tyranny" }, deck = blanks() },
                       p2 = { chars = { { "F Wall", tapped = true } }, deck = blanks() } }
  g:act("play Peace through Tyranny")
  g:act("F Payer")
  eq(finish_turn(g), 4, "end of turn 3")
  eq(g:active(), 1, "the extra turn")
  g:act("play Peace through Tyranny")
  g:act("Megatron")
  eq(H.size(g, "ko", 1), 2, "a second character KO'd")
  eq(finish_turn(g), 5, "end of the first extra turn")
  eq(g:active(), 1, "a second extra turn")
  eq(finish_turn(g), 6, "end of the second extra turn")
  eq(g:active(), 2, "none owed: p2")
end)

-- Winning by an effect -------------------------------------------------------------------------

scenario("Daring Escape: PER Autobot HAS @bf, PUT own_deck.top(1) @own_KO face up ; IF(own_deck & SCRAP pile empty) => win game", function()
  local g = H.at_main{ p1 = { chars = { "F Payer", "F Striker", "F Wall" }, hand = { "Daring Escape" }, deck = blanks(2) },
                       p2 = { chars = { "F Wall" }, deck = blanks() } }
  g:act("play Daring Escape")
  eq(H.size(g, "ko", 1), 2, "two Autobots (F Payer, F Striker; F Wall is a Decepticon): two cards to the KO area")
  eq(H.size(g, "deck", 1), 0, "the deck is empty")
  ok(g:over(), "deck and scrap pile empty: the game ends")
  eq(g:winners(), { 1 }, "p1 wins by the effect")
end)

scenario("Daring Escape: cards left in the deck, no win", function()
  local g = H.at_main{ p1 = { chars = { "F Payer", "F Striker" }, hand = { "Daring Escape" }, deck = blanks(3) },
                       p2 = { chars = { "F Wall" }, deck = blanks() } }
  g:act("play Daring Escape")
  eq(H.size(g, "ko", 1), 2, "two cards to the KO area")
  eq(H.size(g, "deck", 1), 1, "one left")
  ok(not g:over(), "the game goes on")
end)

scenario("Daring Escape: the emptied deck is refilled from the scrap pile first (digest 11), so no win", function()
  local g = H.at_main{ p1 = { chars = { "F Payer", "F Striker" }, hand = { "Daring Escape" }, deck = blanks(2),
                              scrap = blanks(1) },
                       p2 = { chars = { "F Wall" }, deck = blanks() } }
  g:act("play Daring Escape")
  eq(H.size(g, "ko", 1), 2, "two cards to the KO area")
  eq(H.size(g, "deck", 1), 1, "the scrapped card was shuffled into a new deck")
  ok(not g:over(), "not both empty: no win")
end)

-- Per-turn counts --------------------------------------------------------------------------------

local TWIN = "Twin Twist - Demolitions"

scenario("Twin Twist (body): ON(flip_to_mode) => OPP CHOOSE opp_char & dmg 1 -> IT -- its first flip this turn", function()
  local g = H.at_main{ p1 = { chars = { TWIN } }, p2 = { chars = { "F Wall", "F Striker" } } }
  g:act("flip " .. TWIN .. " to body")
  eq(H.cval(g, 1, TWIN, "flips_t"), 1, "one flip this turn")
  g:act("F Striker")                                -- the opponent chooses
  eq(H.dmg(g, 2, "F Striker"), 1, "the character the opponent chose takes 1")
  eq(H.dmg(g, 2, "F Wall"), 0, "the other one none")
end)

scenario("Twin Twist (body): IF flipped SELF >= 2 times [turn], INSTEAD dmg 1 -> each_enemy (Showing Off flips it twice)", function()
  local g = H.at_main{ p1 = { chars = { { TWIN, mode = 2 } }, hand = { "Showing Off" } },
                       p2 = { chars = { "F Wall", "F Striker" } } }
  g:act("play Showing Off")                         -- body -> alt -> body
  eq(H.cval(g, 1, TWIN, "flips_t"), 2, "two flips this turn")
  eq(H.get(g, "TC.mode_name(g, T.char(g, 1, %q))", TWIN), "body", "back in body mode")
  eq(H.dmg(g, 2, "F Wall"), 1, "each enemy takes 1 (F Wall)")
  eq(H.dmg(g, 2, "F Striker"), 1, "each enemy takes 1 (F Striker), no choice asked")
end)

scenario("Twin Twist: the flip count is a turn's (card value flips_t, expiry turn)", function()
  local g = H.at_main{ p1 = { chars = { TWIN }, deck = blanks() }, p2 = { chars = { { "F Wall", tapped = true } }, deck = blanks() } }
  g:act("flip " .. TWIN .. " to body")
  eq(H.cval(g, 1, TWIN, "flips_t"), 1, "one flip")
  finish_turn(g)
  eq(H.cval(g, 1, TWIN, "flips_t"), nil, "gone at the end of the turn")
end)

scenario("Versatility: CHOOSE own_char ; ON(IT attacks for first time [turn] & flipped>=one icon) => repair 1 <- IT PER different color", function()
  local function fight(before)
    local g = H.at_main{ p1 = { chars = { { "F Striker", dmg = 3 } }, hand = { "Versatility" },
                                deck = { "F Blue Orange", "F Blank", "F Blank", "F Blank" } },
                         p2 = { chars = { "F Wall" }, deck = blanks() } }
    g:act("play Versatility")
    if before then g:edit("g:cset(T.char(g, 1, 'F Striker'), 'attacks_turn', 1, 'turn') return true") end
    H.attack(g, "F Striker", "F Wall")
    return H.dmg(g, 1, "F Striker")
  end
  eq(fight(false), 1, "first attack this turn, two colors flipped (blue, orange): repair 2")
  eq(fight(true), 3, "it attacked already this turn (attacks_turn 1): not the first time, no repair")
end)

scenario("Versatility: no icon flipped, no repair", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", dmg = 3 } }, hand = { "Versatility" }, deck = blanks() },
                       p2 = { chars = { "F Wall" }, deck = blanks() } }
  g:act("play Versatility")
  H.attack(g, "F Striker", "F Wall")
  eq(H.dmg(g, 1, "F Striker"), 3, "nothing repaired")
end)

scenario("Steamroll: ON(IT does > enough ATK_dmg -> KO enemy [turn]) => OPP CHOOSE one other characters & puts extra damage on IT", function()
  local function fight(wall_dmg)
    local g = H.at_main{ p1 = { chars = { { "F Striker", atk = 5 } }, hand = { "Steamroll" }, deck = blanks() },
                         p2 = { chars = { { "F Wall", dmg = wall_dmg, tapped = true }, "F Striker" }, deck = blanks() } }
    g:act("play Steamroll")
    H.attack(g, "F Striker", "F Wall")
    return g, H.dmg(g, 2, "F Striker")
  end
  local g, extra = fight(8)
  eq(H.size(g, "ko", 2), 1, "5 attack damage on 8 of 10: F Wall is KO'd")
  eq(extra, 3, "3 more than enough: on the opponent's other character")
  g, extra = fight(5)
  eq(H.size(g, "ko", 2), 1, "exactly enough: KO'd")
  eq(extra, 0, "no extra damage")
  g, extra = fight(0)
  eq(H.size(g, "ko", 2), 0, "not enough: no KO")
  eq(extra, 0, "nothing moves")
end)

-- Slots of another kind -------------------------------------------------------------------------

local function slot(g, p, name)
  return H.get(g, "(function() local out = {} for _, u in ipairs(g:cards(TC.z(g, 'upgrades', %d))) do " ..
                  "if g:name(u) == %q then out[#out + 1] = TC.slot_of(g, u) end end table.sort(out) return table.concat(out, ',') end)()", p, name)
end
local MEGA = "Megatron - Living Weapon"

scenario("Megatron - Living Weapon (bot): SELF can upgraded Weapon in IT's Armor and/or Utility slots", function()
  local g = H.at_main{ p1 = { chars = { { MEGA, mode = 2, upgrades = { "F Bold Weapon" } } }, hand = { "F Bold Weapon" } },
                       p2 = { chars = { "F Wall" } } }
  g:act("play F Bold Weapon on " .. MEGA)
  eq(table.concat(g:options(), ","), "armor slot,utility slot", "the Weapon slot is full: the two free slots are offered")
  g:act("armor slot")
  eq(slot(g, 1, "F Bold Weapon"), "armor,weapon", "two Weapons: one in the Weapon slot, one in the Armor slot")
  eq(H.get(g, "TC.kw(g, T.char(g, 1, %q), 'Bold')", MEGA), 2, "both give their Bold")
end)

scenario("Megatron - Living Weapon (alt): no such ability, a second Weapon replaces the first", function()
  local g = H.at_main{ p1 = { chars = { { MEGA, mode = 1, upgrades = { "F Bold Weapon" } } }, hand = { "F Bold Weapon" } },
                       p2 = { chars = { "F Wall" } } }
  g:act("play F Bold Weapon on " .. MEGA)
  eq(slot(g, 1, "F Bold Weapon"), "weapon", "one Weapon, in the Weapon slot")
  eq(H.size(g, "scrap", 1), 1, "the old one is scrapped")
end)

scenario("Mounted Missiles: SELF can in Armor or Utility slot", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", upgrades = { "F Bold Weapon", "F Upgrade" } } }, hand = { "Mounted Missiles" } },
                       p2 = { chars = { "F Wall" } } }
  g:act("play Mounted Missiles on F Striker")
  eq(slot(g, 1, "Mounted Missiles"), "utility", "Weapon and Armor slots full: it takes the free Utility slot, no question")
  eq(H.size(g, "scrap", 1), 0, "nothing replaced")
  g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Mounted Missiles" } }, p2 = { chars = { "F Wall" } } }
  g:act("play Mounted Missiles on F Striker")
  eq(table.concat(g:options(), ","), "weapon slot,armor slot,utility slot", "every slot free: the player picks")
  g:act("utility slot")
  eq(slot(g, 1, "Mounted Missiles"), "utility", "in the Utility slot, the Weapon slot left free")
end)

scenario("Mounted Missiles: every slot it may take is full -- the player picks which Upgrade it replaces", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", upgrades = { "F Bold Weapon", "F Upgrade", "F Focus Utility" } } },
                              hand = { "Mounted Missiles" } }, p2 = { chars = { "F Wall" } } }
  g:act("play Mounted Missiles on F Striker")
  eq(table.concat(g:options(), ","), "weapon slot (replaces),armor slot (replaces),utility slot (replaces)", "all three offered")
  g:act("armor slot")
  eq(slot(g, 1, "Mounted Missiles"), "armor", "in the Armor slot")
  eq(table.concat(H.names(g, "scrap", 1), ","), "F Upgrade", "the Armor it replaced is scrapped")
end)

scenario("Tooth and Claw: ATTACH_ONLY(Predacons) ; HOST can HAS Weapon or Armor in IT's Armor slot", function()
  local PRED = "Predacon Headstrong - Ground Assault"
  local g = H.at_main{ p1 = { chars = { { PRED, upgrades = { "F Bold Weapon", "Tooth and Claw" } }, "F Striker" },
                              hand = { "F Bold Weapon", "Tooth and Claw" } }, p2 = { chars = { "F Wall" } } }
  ok(not H.has(g, "play Tooth and Claw on F Striker"), "only onto a Predacon")
  g:act("play F Bold Weapon on " .. PRED)
  eq(slot(g, 1, "F Bold Weapon"), "armor,weapon", "the second Weapon takes the host's free Armor slot")
  eq(H.size(g, "scrap", 1), 0, "nothing replaced")
end)
