-- Round 6 (scripts/transformers-tcg/outcome.lua, perturn.lua; tests/tools/gen_tcg_round6b.py),
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

-- Plays Daring Escape with two Autobots; returns the game after it.
local function escape(deck, scrap)
  local g = H.at_main{ p1 = { chars = { "F Payer", "F Striker" }, hand = { "Daring Escape" }, deck = deck, scrap = scrap },
                       p2 = { chars = { "F Wall" }, deck = blanks() } }
  g:act("play Daring Escape")
  eq(H.size(g, "ko", 1), 2, "two cards to the KO area")
  return g
end

scenario("Daring Escape: cards left in the deck, no win", function()
  local g = escape(blanks(3))
  eq(H.size(g, "deck", 1), 1, "one left")
  ok(not g:over(), "the game goes on")
end)

scenario("Daring Escape: the emptied deck is refilled from the scrap pile first (digest 11), so no win", function()
  local g = escape(blanks(2), blanks(1))
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

-- Star battle cards and extra stars (deck construction) -----------------------------------------

-- A deck: `team` lines, then 39 zero-star battle cards, then `extra` lines; its errors.
local function deck_errors(team, extra, opts)
  local g = H.new(opts)
  local text = "[characters]\n" .. table.concat(team, "\n") .. "\n[battle cards]\n" ..
    "3 Armored Plating\n3 Body Armor\n3 Brass Knuckles\n3 Combat Dagger\n3 Data Pad\n3 Energon Axe\n3 Flamethrower\n" ..
    "3 Handheld Blaster\n3 Steady Shot\n3 Brainstorm\n3 Medic!\n3 Pep Talk\n3 Rapid Conversion\n" .. table.concat(extra, "\n") .. "\n"
  return g:get(string.format("select(3, TC.validate(g, DeckFile.parse(%q, 'my.txt'), 'my.txt', 25))", text))
end
local TEAM24 = { "1 Optimus Prime - Autobot Leader", "1 Bumblebee - Brave Warrior", "1 Ironhide - Veteran Autobot",
                 "1 Arcee - Skilled Fighter" }

scenario("Star battle cards: each copy's stars count toward the team's 25 (the data: a card's stars are its team-point cost)", function()
  local team = { "1 Optimus Prime - Autobot Leader", "1 Bumblebee - Brave Warrior", "1 Ironhide - Veteran Autobot",
                 "1 Red Alert - Security Chief" }                                    -- 25 stars
  eq(#deck_errors(team, { "1 Zap" }), 0, "25 stars and no star card: legal")
  local errs = deck_errors(team, { "1 Bolt of Lightning" })
  eq(errs[1], "my.txt:20: the team has 25 stars and its star battle cards 1 more: 26 (at most 25)",
     "one Bolt of Lightning (1 star) is one too many, the error names its file and line")
  eq(#deck_errors(team, { "1 Bolt of Lightning" }, "battle_card_stars=false"), 0, "option battle_card_stars=false: battle cards cost nothing")
end)

scenario("Science Officer: own_deck can HAS <=1 extra Star Actions & <=1 extra Star Upgrades", function()
  local t = { "1 Optimus Prime - Autobot Leader", "1 Bumblebee - Brave Warrior", "1 Ironhide - Veteran Autobot",
              "1 Science Officer", "1 Arcee - Skilled Fighter" }
  local stars = H.new():get("(function() local n = 0 for _, x in ipairs({ 'Optimus Prime - Autobot Leader', " ..
    "'Bumblebee - Brave Warrior', 'Ironhide - Veteran Autobot', 'Science Officer', 'Arcee - Skilled Fighter' }) do " ..
    "n = n + (g:card_def(x).stars or 0) end return n end)()")
  ok(stars <= 25 and stars >= 23, "the team with Science Officer leaves room for 0-2 stars (" .. stars .. ")")
  local room = 25 - stars
  eq(#deck_errors(t, { (room + 1) .. " Bolt of Lightning" }), 0,
     "one star Action more than the team's room: paid by the extra star")
  ok(#deck_errors(t, { (room + 2) .. " Bolt of Lightning" }) > 0, "two more: over")
  eq(#deck_errors(t, { (room + 1) .. " Bolt of Lightning", "1 Mounted Missiles" }), 0, "and one extra star of Upgrades")
  ok(#deck_errors(t, { (room + 1) .. " Bolt of Lightning", "2 Mounted Missiles" }) > 0, "but only one")
end)

scenario("Heroic Spotlight: IF(start_team Autobots) => own_deck can HAS <=2 extra Stars {BL} cards", function()
  local function room(t)                           -- 25 minus the team's stars
    local q = {}
    for i, x in ipairs(t) do q[i] = string.format("%q", x:sub(3)) end
    return 25 - H.new():get("(function() local n = 0 for _, x in ipairs({" .. table.concat(q, ",") ..
                            "}) do n = n + (g:card_def(x).stars or 0) end return n end)()")
  end
  local team = { "1 Optimus Prime - Autobot Leader", "1 Bumblebee - Brave Warrior", "1 Ironhide - Veteran Autobot",
                 "1 Heroic Spotlight" }
  local function fill(n, more)            -- n one-star cards without a blue icon, then `more`
    local out = {}
    for _, name in ipairs({ "Bolt of Lightning", "Leap of Faith", "Lucky Dodge" }) do
      local k = math.min(n, 3)
      if k > 0 then out[#out + 1] = k .. " " .. name end
      n = n - k
    end
    out[#out + 1] = more
    return out
  end
  local r = room(team)
  eq(#deck_errors(team, fill(r, "1 Ultra Magnus Armor")), 0,
     "an all-Autobot team: Ultra Magnus Armor's 2 stars (a blue icon) are the extra ones")
  ok(#deck_errors(team, fill(r + 1, "1 Ultra Magnus Armor")) > 0,
     "the one-star cards have no blue icon: its star is not paid by the Spotlight")
  local mixed = { "1 Barrage - Merciless Insecticon", team[2], team[3], team[4] }   -- a Decepticon on the team
  ok(#deck_errors(mixed, { room(mixed) .. " Bolt of Lightning", "1 Ultra Magnus Armor" }) > 0,
     "a team not all Autobots: no extra stars")
end)

-- A play by an effect obeys the same rules (costs, PLAY_REQ, play limits) -----------------------

scenario("Brainstorm cannot play Intelligence Mission whose cost cannot be paid (a play by an effect is a play, digest 6.4)", function()
  local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Brainstorm", "Intelligence Mission", "F Action X" }, deck = blanks() },
                       p2 = { chars = { "F Wall" } } }
  g:act("play Brainstorm")
  local opts = table.concat(g:options(), ",")
  ok(not opts:find("Intelligence Mission", 1, true), "no Specialist of 5 stars to tap: not offered (" .. opts .. ")")
  ok(opts:find("F Action X", 1, true), "an Action without a cost is")
  g:act("F Action X")
  g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Intelligence Mission" }, deck = blanks() }, p2 = { chars = { "F Wall" } } }
  g:edit("local x = g:cards(TC.z(g, 'hand', 1))[1] TC.play_action(g, 1, x) return true")
  eq(H.count_log(g, "Intelligence Mission cannot be played: its cost cannot be paid"), 1,
     "played directly by an effect, it is refused, and the log says why")
  ok(table.concat(H.names(g, "hand", 1), ","):find("Intelligence Mission", 1, true), "it stays in hand")
end)

local TURBO = "Private Turbo Board - Air Command, Evac"
-- p1 at main with Brainstorm, two Actions and an Upgrade in hand; p2's Turbo Board in mode `mode`.
local function turbo_game(mode)
  return H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Brainstorm", "F Action X", "F Action Y", "F Bold Weapon" },
                           deck = blanks() },
                    p2 = { chars = { { TURBO, mode = mode } } } }
end

scenario("Private Turbo Board (bot): OPP CANNOT PLAY > 2 cards during turn -- from hand or by an effect", function()
  local g = turbo_game(1)
  g:act("play Brainstorm")                           -- 1
  g:act("F Action X")                                -- 2, by Brainstorm
  local opts = table.concat(g:options(), ",")
  ok(not opts:find("F Action Y", 1, true), "a third card is not offered to Brainstorm (" .. opts .. ")")
  while not g:prompt():match("^Play a card") do g:act(g:options()[#g:options()]) end
  eq(H.get(g, "g:pget(1, 'n_played')"), 2, "two cards played this turn")
  ok(g:why("play F Bold Weapon on F Striker"):find("at most 2", 1, true), "the main phase's Upgrade is refused, naming the limit")
end)

scenario("Private Turbo Board: only its bot mode limits, and only the opponent", function()
  local g = turbo_game(2)
  g:act("play Brainstorm")
  g:act("F Action X")
  g:act("F Action Y")                                -- a third card: its Upgrade side limits nothing
  eq(H.get(g, "g:pget(1, 'n_played')"), 3, "three cards played")
  g = H.at_main{ p1 = { chars = { { TURBO, mode = 1 } } }, p2 = { chars = { "F Wall" } } }
  eq(H.get(g, "TC.play_limit(g, 1) == nil"), true, "its own player is not limited")
  eq(H.get(g, "TC.play_limit(g, 2)"), 2, "its opponent is")
end)
