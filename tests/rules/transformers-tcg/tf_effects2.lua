-- Round 5's effects (scripts/transformers-tcg/effects2.lua, tests/tools/gen_tcg_effects2.py),
-- played out: Actions that cost something to play (refused, with the reason, while the cost
-- cannot be paid), "PLAY_REQ(you've played ...)" and plays counted by name, the starting team,
-- the Omnibots' first-turn plays, CHOOSE and FLIP sequences, the deck, Upgrades, and the
-- statics "HOST HAS ATK+1 for each_own_other:tapped Aerialbots" and "enemies CANNOT repaired".
-- Each scenario names the card and its text, sets up the state, acts, and checks the effect.
local H = require "lib.tcg"

local function blanks(n) return H.list(n or 8, "F Blank") end
local function atk(g, p, name) return H.get(g, "TC.attack(g, T.char(g, %d, %q))", p, name) end
local function def(g, p, name) return H.get(g, "TC.defense(g, T.char(g, %d, %q))", p, name) end
local function mode(g, p, name) return H.get(g, "TC.mode_name(g, T.char(g, %d, %q))", p, name) end
local function tapped(g, p, name) return H.cval(g, p, name, "tapped") == true end
local function kw(g, p, name, k) return H.get(g, "TC.kw(g, T.char(g, %d, %q), %q)", p, name, k) end

-- Costs -------------------------------------------------------------------------------------------

scenario("Intelligence Mission: COST(TAP own:untapped Specialists HAS stars>=5) => draw(3)", function()
  local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Intelligence Mission" }, deck = blanks() },
                       p2 = { chars = { "F Wall" } } }
  ok(g:why("play Intelligence Mission"):find("its cost cannot be paid", 1, true), "no Specialist of 5 stars: refused, naming the cost")
  g = H.at_main{ p1 = { chars = { { "F Payer", tapped = true } }, hand = { "Intelligence Mission" }, deck = blanks() },
                 p2 = { chars = { "F Wall" } } }
  ok(g:why("play Intelligence Mission"), "a tapped Specialist cannot pay")
  g = H.at_main{ p1 = { chars = { "F Payer", "F Striker" }, hand = { "Intelligence Mission" }, deck = blanks() },
                 p2 = { chars = { "F Wall" } } }
  g:act("play Intelligence Mission")
  ok(tapped(g, 1, "F Payer"), "the Specialist is tapped (the cost)")
  eq(H.size(g, "hand", 1), 3, "draw 3")
end)

scenario("Inferno Breath: COST(TAP own:untapped characters HAS stars>=5) => dmg 3 -> enemy", function()
  local g = H.at_main{ p1 = { chars = { "F Payer", "F Striker" }, hand = { "Inferno Breath" } }, p2 = { chars = { "F Wall" } } }
  g:act("play Inferno Breath")
  ok(tapped(g, 1, "F Payer"), "the 6-star character is tapped")
  ok(not tapped(g, 1, "F Striker"), "the 1-star one could not pay")
  eq(H.dmg(g, 2, "F Wall"), 3, "3 damage to the enemy")
end)

scenario("Tackle: COST(TAP own:untapped Melee characters) => TAP untapped enemy character HAS same number stars or_fewer", function()
  local g = H.at_main{ p1 = { chars = { "F Payer" }, hand = { "Tackle" } },
                       p2 = { chars = { "F Wall", "Megatron - Decepticon Leader" } } }
  g:act("play Tackle")
  ok(tapped(g, 1, "F Payer"), "the Melee character (6 stars) is tapped")
  ok(tapped(g, 2, "F Wall"), "the only untapped enemy of 6 stars or fewer is tapped")
  ok(not tapped(g, 2, "Megatron - Decepticon Leader"), "more stars: not a choice")
end)

scenario("Headbutt: COST(TAP own_char [body]) => TAP enemy HAS stars<=10 & [bot] or body mode", function()
  local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Headbutt" } }, p2 = { chars = { "F Wall" } } }
  ok(g:why("play Headbutt"), "no character in body mode: refused")
  g = H.at_main{ p1 = { chars = { "F Body" }, hand = { "Headbutt" } }, p2 = { chars = { { "F Wall", mode = 2 }, "F Striker" } } }
  g:act("play Headbutt")
  ok(tapped(g, 1, "F Body"), "the body-mode character pays")
  ok(tapped(g, 2, "F Wall"), "the enemy in bot mode is tapped")
  ok(not tapped(g, 2, "F Striker"), "the one in alt mode is not a choice")
end)

scenario("Hit and Run: COST(FLIP own_char bot->alt) => MOVE 1 dmg_ctr from IT -> enemy [alt]", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", mode = 1 } }, hand = { "Hit and Run" } }, p2 = { chars = { "F Wall" } } }
  ok(g:why("play Hit and Run"), "no character in bot mode: refused")
  g = H.at_main{ p1 = { chars = { { "F Payer", dmg = 2 } }, hand = { "Hit and Run" } },
                 p2 = { chars = { "F Wall", { "F Striker", mode = 2 } } } }
  g:act("play Hit and Run")
  eq(mode(g, 1, "F Payer"), "alt", "the cost: flipped from bot to alt")
  eq(H.dmg(g, 1, "F Payer"), 1, "one counter moved off it")
  eq(H.dmg(g, 2, "F Wall"), 1, "onto the enemy in alt mode")
  eq(H.dmg(g, 2, "F Striker"), 0, "the enemy in bot mode is not a choice")
end)

scenario("Reprocess: COST(SCRAP Upgrade from character) => repair 2 <- character", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", dmg = 1 } }, hand = { "Reprocess" } }, p2 = { chars = { "F Wall" } } }
  ok(g:why("play Reprocess"), "no Upgrade on any character: refused")
  g = H.at_main{ p1 = { chars = { { "F Striker", dmg = 3, upgrades = { "F Upgrade" } } }, hand = { "Reprocess" } },
                 p2 = { chars = { "F Wall" } } }
  g:act("play Reprocess")
  eq(H.names(g, "scrap", 1)[1], "F Upgrade", "the Upgrade is scrapped (the cost)")
  eq(H.dmg(g, 1, "F Striker"), 1, "its character is repaired by 2")
end)

scenario("Disassemble: COST(SCRAP Weapon or Armor) => owner draws card", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", upgrades = { "F Focus Utility" } } }, hand = { "Disassemble" } },
                       p2 = { chars = { "F Wall" } } }
  ok(g:why("play Disassemble"), "a Utility only: refused")
  g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Disassemble" }, deck = blanks() },
                 p2 = { chars = { { "F Wall", upgrades = { "F Bold Weapon" } } }, hand = {}, deck = blanks() } }
  g:act("play Disassemble")
  eq(H.names(g, "scrap", 2)[1], "F Bold Weapon", "the enemy's Weapon is scrapped")
  eq(H.size(g, "hand", 2), 1, "its owner draws a card")
  eq(H.size(g, "hand", 1), 0, "the player of Disassemble does not")
end)

scenario("Device Virus: COST(SCRAP own:Upgrades) => SCRAP <=2 enemy Upgrades same type as scrapped Upgrade", function()
  local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Device Virus" } },
                       p2 = { chars = { { "F Wall", upgrades = { "F Upgrade" } } } } }
  ok(g:why("play Device Virus"), "no Upgrade of yours: refused (an enemy's does not pay)")
  g = H.at_main{ p1 = { chars = { { "F Striker", upgrades = { "F Upgrade" } } }, hand = { "Device Virus" } },
                 p2 = { chars = { { "F Wall", upgrades = { "F Upgrade", "F Bold Weapon" } }, { "F Striker", upgrades = { "F Upgrade" } } } } }
  g:act("play Device Virus")
  eq(H.names(g, "scrap", 1)[1], "F Upgrade", "your Armor is scrapped (the cost)")
  g:act("F Upgrade"); g:act("F Upgrade")
  eq(H.size(g, "scrap", 2), 2, "two enemy Armors scrapped")
  eq(H.names(g, "upgrades", 2)[1], "F Bold Weapon", "the Weapon, another type, stays")
end)

-- Plays by name this turn ---------------------------------------------------------------------------

scenario("Superior Cannon: PLAY_REQ(you've played \"Tech Research\" [turn])", function()
  local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Superior Cannon" } }, p2 = { chars = { "F Wall" } } }
  ok(g:why("play Superior Cannon on F Striker"):find("Tech Research", 1, true), "refused before Tech Research, naming it")
  g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Superior Cannon" }, played = { "Tech Research" } },
                 p2 = { chars = { "F Wall" } } }
  g:act("play Superior Cannon on F Striker")
  eq(H.names(g, "upgrades", 1)[1], "Superior Cannon", "Tech Research played this turn: the Cannon is played")
end)

scenario("Sonic Scramble: OPP CHOOSE card <-opp_hand & SCRAP IT ; IF(SELF third \"Sonic Scramble\" you've played [turn]) => draw(3) ; OPT PLAY another", function()
  local function play(before)
    local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Sonic Scramble" }, played = before, deck = blanks() },
                         p2 = { chars = { "F Wall" }, hand = { "F Blank", "F Blank" } } }
    g:act("play Sonic Scramble")
    g:act("F Blank")                                       -- the opponent's pick
    return g
  end
  local g = play({ "Sonic Scramble", "Sonic Scramble" })
  eq(H.size(g, "hand", 2), 1, "the opponent scraps a card")
  eq(H.size(g, "hand", 1), 3, "the third this turn: draw 3")
  g = play({ "Sonic Scramble" })
  eq(H.size(g, "hand", 1), 0, "the second: no draw")
end)

scenario("War of Attrition: ... OPT PLAY another War Attrition (the data's name for War Of Attrition)", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", dmg = 4 } }, hand = { "War Of Attrition", "War Of Attrition" } },
                       p2 = { chars = { "F Wall" } } }
  g:act("play War Of Attrition")
  eq(H.dmg(g, 2, "F Wall"), 1, "the opponent's character takes 1")
  ok(g:prompt():find("War Of Attrition", 1, true), "another may be played")
  g:act("War Of Attrition")
  eq(H.dmg(g, 2, "F Wall"), 2, "the second one resolves")
  eq(H.dmg(g, 1, "F Striker"), 4, "only the third one repairs")
end)

scenario("Focus Fire: PER(\"Focus Fire\" you've played [turn]) => own_char += Bold(1) [EOT]", function()
  local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Focus Fire" }, played = { "Focus Fire" } },
                       p2 = { chars = { "F Wall" } } }
  g:act("play Focus Fire")
  eq(kw(g, 1, "F Striker", "Bold"), 2, "two played this turn (this one too): Bold 2")
end)

-- The starting team -------------------------------------------------------------------------------

scenario("Diagnosis: repair 1 <- own_char ; IF(start_team was Autobots) => draw(1)", function()
  local function play(team)
    local g = H.at_main{ p1 = { chars = team, hand = { "Diagnosis" }, deck = blanks() }, p2 = { chars = { "F Wall" } } }
    g:act("play Diagnosis")
    if g:prompt():find("Choose one of your characters", 1, true) then g:act("F Striker") end
    return g
  end
  eq(H.size(play({ "F Striker", "F Payer" }), "hand", 1), 1, "every team character an Autobot: draw 1")
  eq(H.size(play({ "F Striker", "F Wall" }), "hand", 1), 0, "a Decepticon in the team: no draw")
end)

scenario("Diagnosis: a KO'd team character still counts in the starting team", function()
  local g = H.at_main{ p1 = { chars = { "F Striker", { "F Wall", dmg = 9 } }, hand = { "Diagnosis", "Zap" }, deck = blanks() },
                       p2 = { chars = { "F Wall" } } }
  g:edit("TC.place_damage(g, T.char(g, 1, 'F Wall'), 5, false) return true")
  eq(H.names(g, "ko", 1)[1], "F Wall", "the Decepticon is KO'd")
  g:act("play Diagnosis")
  eq(H.size(g, "hand", 1), 1, "the team started with a Decepticon: no draw")
end)

scenario("Frag Toss: OPP CHOOSE opp_char & does one damage -> IT ; IF(start_team was Decepticons) => 1 more damage", function()
  local function play(team)
    local g = H.at_main{ p1 = { chars = team, hand = { "Frag Toss" } }, p2 = { chars = { "F Wall" } } }
    g:act("play Frag Toss")
    return H.dmg(g, 2, "F Wall")
  end
  eq(play({ "F Wall" }), 2, "a Decepticon team: 1 damage, then 1 more")
  eq(play({ "F Striker" }), 1, "an Autobot team: 1 damage")
end)

scenario("Confidence: draw(2) ; SCRAP 2 cards <-own_hand ; IF(start_team had Autobot characters) => OPT PLAY Action", function()
  local g = H.at_main{ p1 = { chars = { "F Wall", "F Striker" }, hand = { "Confidence", "F Draw Action" }, deck = blanks() },
                       p2 = { chars = { "F Wall" } } }
  g:act("play Confidence")
  g:act("F Blank"); g:act("F Blank")
  g:act("F Draw Action")
  eq(H.count_log(g, "plays F Draw Action"), 1, "one Autobot in the team: an Action may be played")
  g = H.at_main{ p1 = { chars = { "F Wall" }, hand = { "Confidence", "F Draw Action" }, deck = blanks() },
                 p2 = { chars = { "F Wall" } } }
  g:act("play Confidence")
  g:act("F Blank"); g:act("F Blank")
  eq(H.count_log(g, "plays F Draw Action"), 0, "no Autobot: nothing offered")
  ok(g:prompt():match("^Play a card, flip"), "back in the main phase")
end)

-- The Omnibots' start-of-turn plays -------------------------------------------------------------------

local CAMSHAFT = "Private Camshaft - Special Ops, Scout"
local function to_p1_turn(turn, hand)
  local g = H.at_main{ active = 2, turn = turn,
                       p1 = { chars = { CAMSHAFT, "F Striker" }, hand = hand, deck = blanks() },
                       p2 = { chars = { { "F Wall", tapped = true } }, deck = blanks() } }
  g:act("end main phase")
  return g
end

scenario("Private Camshaft: ON start_of(own_first_turn) => OPT PLAY Armor onto own:Omnibots", function()
  local g = to_p1_turn(1, { "F Upgrade", "F Bold Weapon" })
  eq(g:active(), 1, "p1's first turn (the game's second)")
  g:act("F Upgrade")
  eq(H.get(g, "g:name(TC.host(g, g:cards(TC.z(g, 'upgrades', 1))[1]))"), CAMSHAFT, "the Armor goes on the Omnibot")
  eq(H.get(g, "g:pget(1, 'm_upgrade')"), nil, "not the main phase's Upgrade")
  g = to_p1_turn(3, { "F Upgrade" })
  ok(g:prompt():match("^Play a card, flip"), "a later turn: nothing offered")
  eq(H.size(g, "upgrades", 1), 0, "no Armor played")
end)

-- CHOOSE ... --------------------------------------------------------------------------------------

scenario("Bombing Run: CHOOSE enemy ; MOVE 1 dmg_ctr from each_own:Planes -> enemy", function()
  local g = H.at_main{ p1 = { chars = { { "Ramjet - Sky Smasher", dmg = 2 }, { "Jetfire - Air Guardian", dmg = 1 }, { "F Striker", dmg = 3 } },
                              hand = { "Bombing Run" } },
                       p2 = { chars = { "F Wall" } } }
  g:act("play Bombing Run")
  eq(H.dmg(g, 2, "F Wall"), 2, "one counter from each Plane")
  eq(H.dmg(g, 1, "Ramjet - Sky Smasher"), 1, "Ramjet loses one")
  eq(H.dmg(g, 1, "Jetfire - Air Guardian"), 0, "Jetfire loses one")
  eq(H.dmg(g, 1, "F Striker"), 3, "a Car keeps its counters")
end)

scenario("Cornered!: CHOOSE enemy [bot] ; OPP FLIP IT too alt mode", function()
  local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Cornered!" } },
                       p2 = { chars = { { "F Wall", mode = 2 }, "F Striker" } } }
  g:act("play Cornered!")
  eq(mode(g, 2, "F Wall"), "alt", "the enemy in bot mode flips to alt")
  g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Cornered!" } },
                 p2 = { chars = { { "Blitzwing - Relentless Foe", mode = 2 } } } }
  g:act("play Cornered!")
  eq(g:prompt():match("^Flip Blitzwing"), "Flip Blitzwing", "a Triple Changer: its owner picks the alt mode")
  ok(g:options()[1]:match("^alt"), "alt modes offered")
end)

scenario("Precision Fire: CHOOSE mode ; dmg 1 -> EACH character in mode", function()
  local g = H.at_main{ p1 = { chars = { "F Striker", { "F Payer" } }, hand = { "Precision Fire" } },
                       p2 = { chars = { { "F Wall", mode = 2 }, "F Striker" } } }
  g:act("play Precision Fire")
  g:act("bot")
  eq(H.dmg(g, 1, "F Payer"), 1, "your character in bot mode")
  eq(H.dmg(g, 2, "F Wall"), 1, "the enemy in bot mode")
  eq(H.dmg(g, 1, "F Striker") + H.dmg(g, 2, "F Striker"), 0, "alt mode: untouched")
end)

scenario("Press the Advantage: CHOOSE own:Autobots, IT += ATK+2 [EOT] ; CHOOSE enemy Decepticon IT += DEF-2 [EOT]", function()
  local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Press the Advantage" } },
                       p2 = { chars = { { "F Wall", def = 3 } } } }
  g:act("play Press the Advantage")
  eq(atk(g, 1, "F Striker"), 2, "your Autobot: ATK+2")
  eq(def(g, 2, "F Wall"), 1, "the enemy Decepticon: DEF-2")
end)

scenario("Full Loadout: CHOOSE own_char ; OPT PLAY Weapon, Armor, & Utility onto IT", function()
  local g = H.at_main{ p1 = { chars = { "F Striker", "F Payer" }, hand = { "Full Loadout", "F Bold Weapon", "F Upgrade", "F Focus Utility" } },
                       p2 = { chars = { "F Wall" } } }
  g:act("play Full Loadout")
  g:act("F Payer")
  g:act("F Bold Weapon"); g:act("F Upgrade"); g:act("F Focus Utility")
  eq(#H.get(g, "TC.upgrades_of(g, T.char(g, 1, 'F Payer'))"), 3, "all three on the chosen character")
end)

scenario("High Five: CHOOSE 2 characters ; IF they share trait, repair 1 <- each them", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", dmg = 2 }, { "F Payer", mode = 2, dmg = 2 }, { "F Wall", dmg = 2 } }, hand = { "High Five" } },
                       p2 = { chars = { "F Wall" } } }
  g:act("play High Five")
  g:act("F Striker"); g:act("F Payer")
  eq(H.dmg(g, 1, "F Striker") + H.dmg(g, 1, "F Payer"), 2, "two Cars: each repaired by 1")
  g = H.at_main{ p1 = { chars = { { "F Striker", dmg = 2 }, { "F Payer", dmg = 2 } }, hand = { "High Five" } },
                 p2 = { chars = { "F Wall" } } }
  g:act("play High Five")
  g:act("F Striker"); g:act("F Payer")
  eq(H.dmg(g, 1, "F Striker") + H.dmg(g, 1, "F Payer"), 4, "no shared trait: nothing")
end)

scenario("Daring Counterattack: CHOOSE_ONE(characters) => IT += ATK+1 [EOT] PER Autobot Mini-Cassette @own_KO ; IF HAS Blaster @bf, Pierce(6)", function()
  local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Daring Counterattack" },
                              ko = { "Eject - Electronic Surveillance", "Ramhorn - Warrior", "F Wall" } },
                       p2 = { chars = { "F Wall" } } }
  g:act("play Daring Counterattack")
  g:act("F Striker")
  eq(atk(g, 1, "F Striker"), 2, "two Autobot Mini-Cassettes in the KO area: ATK+2")
  eq(kw(g, 1, "F Striker", "Pierce"), 0, "no Blaster: no Pierce")
end)

-- FLIP ... ----------------------------------------------------------------------------------------

scenario("Hunker Down: FLIP each_own_char from bot mode -> Tank mode ; for each_own:Tanks NOT upgraded Armor, PUT Armor on IT from scrap pile", function()
  local SLAMMER = "Demolisher - Devoted Decepticon"
  local g = H.at_main{ p1 = { chars = { { SLAMMER, mode = 2 }, { "F Striker", mode = 2 } }, hand = { "Hunker Down" },
                              scrap = { "F Upgrade" }, deck = blanks() },
                       p2 = { chars = { "F Wall" } } }
  g:act("play Hunker Down")
  eq(mode(g, 1, SLAMMER), "alt", "the Tank flips to its Tank mode")
  eq(mode(g, 1, "F Striker"), "bot", "a Car stays in bot mode")
  eq(H.get(g, "TC.has_slot(g, T.char(g, 1, %q), 'armor')", SLAMMER), true, "an Armor from the scrap pile onto the Tank")
end)

scenario("Unconventional Flying Object: FLIP own:Spaceships ->bot ; FLIP IT back ->alt", function()
  local COSMOS = "Autobot Cosmos - Recon and Communication"
  local g = H.at_main{ p1 = { chars = { COSMOS, "F Striker" }, hand = { "Unconventional Flying Object" }, deck = blanks() },
                       p2 = { chars = { "F Wall" } } }
  g:act("play Unconventional Flying Object")
  for _ = 1, 6 do if g:prompt():match("^Play a card, flip") then break end g:act(1) end
  eq(mode(g, 1, COSMOS), "alt", "back in alt mode")
  eq(H.count_log(g, COSMOS .. " flips to"), 2, "flipped twice (its flip abilities wake each time)")
end)

scenario("Showing Off: FLIP own_char -> another mode ; FLIP IT -> another mode", function()
  local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Showing Off" } }, p2 = { chars = { "F Wall" } } }
  g:act("play Showing Off")
  eq(H.count_log(g, "F Striker flips to"), 2, "two flips")
  eq(mode(g, 1, "F Striker"), "alt", "alt -> bot -> alt")
end)

-- The deck, Upgrades --------------------------------------------------------------------------------

scenario("Leap of Faith: SCRAP own_deck.top(1) ; OPT PLAY card ; SCRAP another card from top own_deck ; OPT PLAY card", function()
  local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Leap of Faith" }, deck = { "F Upgrade", "F Action X", "F Blank", "F Blank" } },
                       p2 = { chars = { "F Wall" } } }
  g:act("play Leap of Faith")
  g:act("yes")
  eq(H.names(g, "upgrades", 1)[1], "F Upgrade", "the first card scrapped is played (an Upgrade, onto your character)")
  g:act("no")
  eq(H.count_log(g, "plays F Action X"), 0, "the second is declined")
  eq(table.concat(H.names(g, "scrap", 1), ","):find("F Action X", 1, true) ~= nil, true, "and stays in the scrap pile")
  eq(H.names(g, "deck", 1)[1], "F Blank", "two cards left the deck")
end)

scenario("Ancient Wisdom: SCRAP own_deck.top(2) ; PUT Action & Upgrade scrapped SELF way ->own_hand ; OPT PLAY Unleashed Potential", function()
  local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Ancient Wisdom", "Unleash Potential" }, deck = { "F Action X", "F Upgrade", "F Blank" } },
                       p2 = { chars = { "F Wall" } } }
  g:act("play Ancient Wisdom")
  ok(g:prompt():find("Unleash Potential", 1, true), "Unleash Potential may be played")
  g:act("no")
  eq(H.size(g, "hand", 1), 3, "the Action and the Upgrade scrapped go to hand")
end)

scenario("Salvage for Parts: SCRAP Upgrades ; repair 1 <- each character PER Upgrade scrapped from IT", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", dmg = 3, upgrades = { "F Upgrade", "F Bold Weapon" } } }, hand = { "Salvage for Parts" } },
                       p2 = { chars = { { "F Wall", dmg = 3, upgrades = { "F Upgrade" } } } } }
  g:act("play Salvage for Parts")
  eq(H.size(g, "upgrades", 1) + H.size(g, "upgrades", 2), 0, "every Upgrade scrapped")
  eq(H.dmg(g, 1, "F Striker"), 1, "two scrapped from it: repaired by 2")
  eq(H.dmg(g, 2, "F Wall"), 2, "one scrapped from it: repaired by 1")
end)

-- Statics -------------------------------------------------------------------------------------------

scenario("Aerialbot Formation: HOST HAS ATK+1 for each_own_other:tapped Aerialbots", function()
  local AIR = "Air Raid - Fearless Flyer"
  local g = H.at_main{ p1 = { chars = { { AIR, upgrades = { "Aerialbot Formation" } },
                                        { "Fireflight - Sky High Recon", tapped = true }, { "Skydive - Air Warfare Specialist", tapped = true },
                                        { "Silverbolt - Aerialbot Leader" }, { "F Striker", tapped = true } } },
                       p2 = { chars = { "F Wall" } } }
  local base = H.get(g, "TC.mode(g, T.char(g, 1, %q)).atk", AIR)
  eq(atk(g, 1, AIR), base + 2, "two other tapped Aerialbots: ATK+2 (an untapped one and a tapped Car do not count)")
end)

scenario("Torox: enemies CANNOT repaired (its alt mode)", function()
  local g = H.at_main{ p1 = { chars = { { "Torox - Fueler", dmg = 2 }, { "F Striker", dmg = 2 } } },
                       p2 = { chars = { { "F Wall", dmg = 2 } } } }
  g:edit("TC.repair(g, T.char(g, 2, 'F Wall'), 1) TC.repair(g, T.char(g, 1, 'F Striker'), 1) return true")
  eq(H.dmg(g, 2, "F Wall"), 2, "the enemy is not repaired")
  eq(H.dmg(g, 1, "F Striker"), 1, "Torox's teammate is")
  g:act("flip Torox - Fueler to bot")
  g:edit("TC.repair(g, T.char(g, 2, 'F Wall'), 1) return true")
  eq(H.dmg(g, 2, "F Wall"), 1, "in bot mode (no such ability) the enemy is repaired")
end)

-- An Action's "[turn]" bonus for the character it chose --------------------------------------------

-- Arranges a battle (the game values the combat reads) between p1's `att` and p2's `dfd`.
local function battle(g, att, dfd)
  g:edit(string.format("g:gset('att', T.char(g, 1, %q)); g:gset('dfd', T.char(g, 2, %q)) return true", att, dfd))
end

scenario("Head-on Collision: CHOOSE own_char ; IT += ATK+3 while attacking [alt] [turn]", function()
  local g = H.at_main{ p1 = { chars = { "F Striker", "F Payer" }, hand = { "Head-on Collision" } }, p2 = { chars = { "F Wall" } } }
  g:act("play Head-on Collision")
  g:act("F Striker")
  eq(atk(g, 1, "F Striker"), 0, "not attacking: no bonus")
  battle(g, "F Striker", "F Wall")
  eq(atk(g, 1, "F Striker"), 3, "attacking in alt mode: ATK+3")
  g:edit("g:cset(T.char(g, 1, 'F Striker'), 'mode', 2) return true")
  eq(atk(g, 1, "F Striker"), 0, "in bot mode: no bonus")
  battle(g, "F Payer", "F Wall")
  eq(atk(g, 1, "F Payer"), 0, "another attacker: no bonus")
end)

scenario("Head-on Collision: the bonus ends with the turn (the Action leaves the played area at E2)", function()
  local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Head-on Collision" }, deck = blanks() },
                       p2 = { chars = { { "F Wall", tapped = true } }, deck = blanks() } }
  g:act("play Head-on Collision")
  g:act("end main phase")
  for _ = 1, 10 do if g:active() == 2 then break end g:act(1) end
  eq(g:active(), 2, "the opponent's turn")
  battle(g, "F Striker", "F Wall")
  eq(atk(g, 1, "F Striker"), 0, "no bonus after the turn")
end)

scenario("Heavy-Handed: own_char += ATK+2 [EOT] ; WHILE IT's attacking enemy [turn] stars<IT.stars, IT HAS Pierce(4)", function()
  local g = H.at_main{ p1 = { chars = { "F Payer" }, hand = { "Heavy Handed" } },
                       p2 = { chars = { "F Wall", "Megatron - Decepticon Leader" } } }
  g:act("play Heavy Handed")
  eq(atk(g, 1, "F Payer"), 2, "ATK+2")
  battle(g, "F Payer", "F Wall")
  eq(kw(g, 1, "F Payer", "Pierce"), 4, "attacking an enemy of fewer stars: Pierce 4")
  battle(g, "F Payer", "Megatron - Decepticon Leader")
  eq(kw(g, 1, "F Payer", "Pierce"), 0, "more stars: none")
end)

scenario("The Bigger They Are: own_char += ATK+2 [EOT] ; WHILE IT's attacking enemy stars>IT.stars, IT += Pierce(4)", function()
  local g = H.at_main{ p1 = { chars = { "F Payer" }, hand = { "The Bigger They Are" } },
                       p2 = { chars = { "F Wall", "Megatron - Decepticon Leader" } } }
  g:act("play The Bigger They Are")
  battle(g, "F Payer", "Megatron - Decepticon Leader")
  eq(kw(g, 1, "F Payer", "Pierce"), 4, "attacking an enemy of more stars: Pierce 4")
  battle(g, "F Payer", "F Wall")
  eq(kw(g, 1, "F Payer", "Pierce"), 0, "fewer stars: none")
end)

-- Statics ---------------------------------------------------------------------------------------------

scenario("Arcee (bot): SELF HAS Pierce == IT ATK", function()
  local ARCEE = "Arcee - Skilled Fighter"
  local g = H.at_main{ p1 = { chars = { { ARCEE, mode = 2, atk = 2 } } }, p2 = { chars = { "F Wall" } } }
  local a = atk(g, 1, ARCEE)
  ok(a > 0, "Arcee has attack")
  eq(kw(g, 1, ARCEE, "Pierce"), a, "Pierce equals its attack")
  g:act("flip " .. ARCEE .. " to alt")
  eq(kw(g, 1, ARCEE, "Pierce"), 0, "alt mode: no such ability")
end)

scenario("Skullsmasher (alt): COST(Whie SELF attacking Autobot) => SELF HAS Pierce(3) (the data's typo for WHILE)", function()
  local SKULL = "Skullsmasher - Swamp Warrior"
  local g = H.at_main{ p1 = { chars = { SKULL } }, p2 = { chars = { "F Striker", "F Wall" } } }
  eq(kw(g, 1, SKULL, "Pierce"), 0, "not attacking")
  g:edit(string.format("g:gset('att', T.char(g, 1, %q)); g:gset('dfd', T.char(g, 2, 'F Striker')) return true", SKULL))
  eq(kw(g, 1, SKULL, "Pierce"), 3, "attacking an Autobot: Pierce 3")
  g:edit(string.format("g:gset('att', T.char(g, 1, %q)); g:gset('dfd', T.char(g, 2, 'F Wall')) return true", SKULL))
  eq(kw(g, 1, SKULL, "Pierce"), 0, "attacking a Decepticon: none")
end)

scenario("Deadlock - Soldier Of Fortune (alt): Stealth against Autobots & Decepticons", function()
  local DEADLOCK = "Deadlock - Soldier Of Fortune"
  local g = H.at_main{ p1 = { chars = { "F Striker", "Lockdown - Bounty Hunter" } }, p2 = { chars = { DEADLOCK, "F Wall" } } }
  eq(kw(g, 2, DEADLOCK, "Stealth"), 0, "no attacker: no Stealth")
  g:edit(string.format("g:gset('att', T.char(g, 1, 'F Striker')) return true"))
  eq(kw(g, 2, DEADLOCK, "Stealth"), 1, "an Autobot attacks: Stealth")
  g:edit(string.format("g:gset('att', T.char(g, 1, 'Lockdown - Bounty Hunter')) return true"))
  eq(kw(g, 2, DEADLOCK, "Stealth"), 0, "a Mercenary attacks: no Stealth")
  g = H.at_main{ p1 = { chars = { "F Striker" } }, p2 = { chars = { DEADLOCK, "F Wall" } } }
  H.attack(g, "F Striker")
  eq(H.defenders(g), "F Wall", "Deadlock cannot be chosen by an Autobot while the Wall can")
end)

scenario("Bumpers: ATTACH_ONLY(Cars) ; dmg_ctr CANNOT moved from other characters -> HOST", function()
  local g = H.at_main{ p1 = { chars = { { "Ramjet - Sky Smasher", dmg = 2 } }, hand = { "Bombing Run" } },
                       p2 = { chars = { { "F Striker", upgrades = { "Bumpers" } } } } }
  g:act("play Bombing Run")
  eq(H.dmg(g, 2, "F Striker"), 0, "no counter moves onto the host")
  eq(H.dmg(g, 1, "Ramjet - Sky Smasher"), 2, "the Plane keeps its counters")
  g = H.at_main{ p1 = { chars = { "F Striker", "F Wall" }, hand = { "Bumpers" } }, p2 = { chars = { "F Wall" } } }
  ok(H.has(g, "play Bumpers on F Striker"), "on a Car")
  ok(not H.has(g, "play Bumpers on F Wall"), "not on a character with no Car mode")
end)

scenario("Conversion Engine: PUT on character HAS > one alt mode", function()
  local g = H.at_main{ p1 = { chars = { "F Striker", "Blitzwing - Relentless Foe" }, hand = { "Conversion Engine" } },
                       p2 = { chars = { "F Wall" } } }
  ok(H.has(g, "play Conversion Engine on Blitzwing"), "a Triple Changer (two alt modes) may carry it")
  ok(not H.has(g, "play Conversion Engine on F Striker"), "one alt mode: not offered")
end)

scenario("Dual Wield: own_char += extra Weapon slot [EOT] ; IF(character Mercenary) => OPT PLAY Weapon <-own_scrap onto IT", function()
  local LOCK = "Lockdown - Bounty Hunter"
  local g = H.at_main{ p1 = { chars = { { LOCK, upgrades = { "F Bold Weapon" } } }, hand = { "Dual Wield" }, scrap = { "Backup Beam" } },
                       p2 = { chars = { "F Wall" } } }
  g:act("play Dual Wield")
  g:act("Backup Beam")
  eq(#H.get(g, "TC.upgrades_of(g, T.char(g, 1, %q))", LOCK), 2, "a Mercenary: a second Weapon from the scrap pile, the first stays")
  g = H.at_main{ p1 = { chars = { { "F Striker", upgrades = { "F Bold Weapon" } } }, hand = { "Dual Wield", "Backup Beam" }, scrap = { "Backup Beam" } },
                 p2 = { chars = { "F Wall" } } }
  g:act("play Dual Wield")
  ok(g:prompt():match("^Play a card, flip"), "not a Mercenary: nothing from the scrap pile")
  g:act("play Backup Beam on F Striker")
  eq(#H.get(g, "TC.upgrades_of(g, T.char(g, 1, 'F Striker'))"), 2, "the extra slot holds a second Weapon this turn")
end)

scenario("Counterespionage: NAME Action ; PEEK opp_hand & each face-down enemy Secret Action ; OPP SCRAP each card NAMEd", function()
  local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Counterespionage" } },
                       p2 = { chars = { "F Wall" }, hand = { "F Action X", "F Blank", "F Action X" }, secret = { "F Secret" } } }
  g:act("play Counterespionage")
  g:act("F Action X")
  eq(H.size(g, "hand", 2), 1, "both copies in hand are scrapped")
  eq(H.size(g, "secret", 2), 1, "the Secret Action of another name stays")
  g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Counterespionage" } },
                 p2 = { chars = { "F Wall" }, hand = { "F Blank" }, secret = { "F Secret" } } }
  g:act("play Counterespionage")
  g:act("F Secret")
  eq(H.size(g, "secret", 2), 0, "a face-down Secret Action of that name is scrapped")
end)

-- Tap abilities whose three scrapped cards may share a name ------------------------------------------

scenario("Raider Storm Cloud (bot): COST(TAP_ABILITY => SCRAP 3 {GR} cards) => own_char += Bold(3) [EOT] ; IF 3 scrapped cards HAS same NAME, INSTEAD Bold(6)", function()
  local STORM = "Raider Storm Cloud - Infantry, Electronic Warfare"
  local function tap(hand)
    local g = H.at_main{ p1 = { chars = { { STORM, mode = 2 } }, hand = hand }, p2 = { chars = { "F Wall" } } }
    g:act("tap " .. STORM)
    for _ = 1, 4 do if g:prompt():match("^Play a card, flip") then break end g:act(1) end
    return kw(g, 1, STORM, "Bold")
  end
  eq(tap({ "F Green", "F Green", "F Green" }), 6, "three of one name: Bold 6 instead")
  eq(tap({ "F Green", "F Green", "Backup Beam" }), 3, "different names: Bold 3")
end)

scenario("Raider Nightflight (bot): COST({TAP] SCRAP 3 {GR} cards) => OPP ... dmg 3 ; IF 3 scrapped cards HAS same NAME, repair 3 <- own_char", function()
  local NIGHT = "Raider Nightflight - Air Strike Patrol Spy"
  local function tap(hand)
    local g = H.at_main{ p1 = { chars = { { NIGHT, mode = 2, dmg = 4 } }, hand = hand }, p2 = { chars = { "F Wall" } } }
    ok(not g:why("tap " .. NIGHT) or #hand < 3, "playable with three green cards")
    g:act("tap " .. NIGHT)
    for _ = 1, 4 do if g:prompt():match("^Play a card, flip") then break end g:act(1) end
    eq(H.dmg(g, 2, "F Wall"), 3, "the opponent's character takes 3")
    return H.dmg(g, 1, NIGHT)
  end
  eq(tap({ "F Green", "F Green", "F Green" }), 1, "three of one name: repair 3")
  eq(tap({ "Backup Beam", "F Green", "F Green" }), 4, "different names: no repair")
  local g = H.at_main{ p1 = { chars = { { NIGHT, mode = 2 } }, hand = { "F Green" } }, p2 = { chars = { "F Wall" } } }
  ok(g:why("tap " .. NIGHT), "one green card: the cost cannot be paid")
end)

-- A named teammate that flips -----------------------------------------------------------------------

scenario("Raider Runamuck (bot): ON(flip_to_mode) => draw(1) ; IF HAS Runabout @bf, FLIP IT from alt mode ->bot", function()
  local MUCK, BOUT = "Raider Runamuck - Infantry, Soldier", "Raider Runabout - Infantry, Soldier"
  local g = H.at_main{ p1 = { chars = { MUCK, BOUT }, hand = {}, deck = blanks() }, p2 = { chars = { "F Wall" } } }
  g:act("flip " .. MUCK .. " to bot")
  eq(H.size(g, "hand", 1), 1, "draw 1")
  eq(mode(g, 1, BOUT), "bot", "Runabout flips from alt to bot")
end)

scenario("Raider Runabout (alt): ON(flip_to_mode) => repair 1 <- SELF ; IF HAS Runamuck @bf, repair 1 <- IT, & FLIP IT bot->alt", function()
  local MUCK, BOUT = "Raider Runamuck - Infantry, Soldier", "Raider Runabout - Infantry, Soldier"
  local g = H.at_main{ p1 = { chars = { { MUCK, mode = 2, dmg = 2 }, { BOUT, mode = 2, dmg = 2 } }, deck = blanks() },
                       p2 = { chars = { "F Wall" } } }
  g:act("flip " .. BOUT .. " to alt")
  eq(H.dmg(g, 1, BOUT), 1, "Runabout repaired by 1")
  eq(H.dmg(g, 1, MUCK), 1, "Runamuck repaired by 1")
  eq(mode(g, 1, MUCK), "alt", "and flipped from bot to alt")
end)

-- Stacks of copies in one slot -------------------------------------------------------------------------

local function ups(g, p, name) return H.get(g, "(function() local t = {} for _, u in ipairs(TC.upgrades_of(g, T.char(g, %d, %q))) " ..
                                               "do t[#t + 1] = g:name(u) end return table.concat(t, ',') end)()", p, name) end

scenario("Attack Drone: STACK_LIMIT(\"Attack Drone\"s x3 in Weapon_slot)", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", upgrades = { "Attack Drone", "Attack Drone" } } }, hand = { "Attack Drone" } },
                       p2 = { chars = { "F Wall" } } }
  g:act("play Attack Drone on F Striker")
  eq(ups(g, 1, "F Striker"), "Attack Drone,Attack Drone,Attack Drone", "a third copy shares the Weapon slot")
  g = H.at_main{ p1 = { chars = { { "F Striker", upgrades = { "Attack Drone", "Attack Drone", "Attack Drone" } } }, hand = { "Attack Drone" } },
                 p2 = { chars = { "F Wall" } } }
  g:act("play Attack Drone on F Striker")
  eq(ups(g, 1, "F Striker"), "Attack Drone,Attack Drone,Attack Drone", "a fourth replaces the oldest: still three")
  eq(H.size(g, "scrap", 1), 1, "one scrapped")
  g = H.at_main{ p1 = { chars = { { "F Striker", upgrades = { "Attack Drone", "Attack Drone" } } }, hand = { "F Bold Weapon" } },
                 p2 = { chars = { "F Wall" } } }
  g:act("play F Bold Weapon on F Striker")
  eq(ups(g, 1, "F Striker"), "F Bold Weapon", "another Weapon replaces the whole stack")
  eq(H.size(g, "scrap", 1), 2, "both copies scrapped")
  g = H.at_main{ p1 = { chars = { { "F Striker", upgrades = { "F Bold Weapon" } } }, hand = { "Attack Drone" } },
                 p2 = { chars = { "F Wall" } } }
  g:act("play Attack Drone on F Striker")
  eq(ups(g, 1, "F Striker"), "Attack Drone", "a copy onto another Weapon replaces it")
end)

scenario("LV Gamma-Disruptor Launcher: COST(STACK_LIMIT(LV Gamma) => Disruptor Launchers x2 in Weapon_slot)", function()
  -- (its ATTACH_ONLY(Shockwave) names no card of the data -- "Major Shockwave" -- so it is attached here directly)
  local LV = "LV Gamma-Disruptor Launcher"
  local g = H.at_main{ p1 = { chars = { { "F Striker", upgrades = { LV } } }, hand = { LV, LV } }, p2 = { chars = { "F Wall" } } }
  local attach = "TC.attach(g, 1, g:cards(TC.z(g, 'hand', 1))[1], T.char(g, 1, 'F Striker')) return true"
  g:edit(attach)
  eq(ups(g, 1, "F Striker"), LV .. "," .. LV, "two share the slot")
  g:edit(attach)
  eq(H.size(g, "scrap", 1), 1, "a third replaces the oldest (limit 2)")
  eq(ups(g, 1, "F Striker"), LV .. "," .. LV, "still two")
end)

scenario("Cargo Trailer: HOST HAS ATK+1 PER \"Cargo Trailer\" on IT ; <=3 \"Cargo Trailer\"s can fit in Utility slot", function()
  local GEARS = "Autobot Gears - Transport and Reconnaissance"
  local g = H.at_main{ p1 = { chars = { { GEARS, upgrades = { "Cargo Trailer" } } }, hand = { "Cargo Trailer" } },
                       p2 = { chars = { "F Wall" } } }
  local base = H.get(g, "TC.mode(g, T.char(g, 1, %q)).atk", GEARS)
  eq(atk(g, 1, GEARS), base + 1, "one Trailer: ATK+1")
  g:act("play Cargo Trailer on " .. GEARS)
  eq(ups(g, 1, GEARS), "Cargo Trailer,Cargo Trailer", "two share the Utility slot")
  eq(atk(g, 1, GEARS), base + 4, "each of the two gives +1 per Trailer on the host: ATK+4")
end)

scenario("Ghost Shield: PLAY_REQ(replace Armor on character HAS no empty Armor slots)", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", upgrades = { "F Upgrade" } }, "F Payer" }, hand = { "Ghost Shield" } },
                       p2 = { chars = { "F Wall" } } }
  ok(g:why("play Ghost Shield on F Payer"):find("PLAY_REQ", 1, true), "an empty Armor slot: refused, naming the requirement")
  g:act("play Ghost Shield on F Striker")
  eq(ups(g, 1, "F Striker"), "Ghost Shield", "it replaces the Armor of a full slot")
end)

-- Tap abilities ---------------------------------------------------------------------------------------

scenario("Raider Ratbat (bot): COST(TAP) => REVEAL own_deck.top(1) ; repair 1 <- each_own_char PER different color among card's icon", function()
  local RAT = "Raider Ratbat - Spy Patrol, Fuel Scout"
  local g = H.at_main{ p1 = { chars = { { RAT, mode = 2, dmg = 3 }, { "F Striker", dmg = 3 } }, deck = { "F Blue Orange", "F Blank" } },
                       p2 = { chars = { "F Wall" } } }
  g:act("tap " .. RAT)
  ok(H.cval(g, 1, RAT, "tapped"), "tapped")
  eq(H.dmg(g, 1, RAT), 1, "two colors on the revealed card: repair 2")
  eq(H.dmg(g, 1, "F Striker"), 1, "each of your characters")
  eq(H.names(g, "deck", 1)[1], "F Blue Orange", "the card stays on top")
end)

scenario("Private Sidetrack (bot): COST(TAP_ABILITY =>SCRAP {OR} card) => SCRAP own_deck.top(4) ; PUT Upgrades scrapped from own_deck SELF way ->own_hand", function()
  local SIDE = "Private Sidetrack - Battle Patrol, Demolitions"
  local g = H.at_main{ p1 = { chars = { { SIDE, mode = 2 } }, hand = { "F Orange2" },
                              deck = { "F Upgrade", "F Blank", "F Bold Weapon", "F Action X", "F Blank" } },
                       p2 = { chars = { "F Wall" } } }
  g:act("tap " .. SIDE)
  eq(table.concat(H.names(g, "hand", 1), ","):gsub("[^,]+", "x"), "x,x", "the two Upgrades among the top four go to hand")
  eq(H.size(g, "deck", 1), 1, "four cards left the deck")
end)

scenario("Raider Chop Shop (alt): ON(flip_to_mode) => OPT SCRAP {GR} card ; => if_done: repair 1 <- each_own_char ; IF scrapped card HAS no other icon, repair 1", function()
  local CHOP = "Raider Chop Shop - Infantry Soldier"
  local function flip(card)
    local g = H.at_main{ p1 = { chars = { { CHOP, mode = 2, dmg = 3 } }, hand = { card } }, p2 = { chars = { "F Wall" } } }
    g:act("flip " .. CHOP .. " to alt")
    g:act(card)
    return H.dmg(g, 1, CHOP)
  end
  eq(flip("F Green"), 1, "a card with only green icons: repair 1, then 1 more")
  eq(flip("Backup Beam"), 2, "a green and blue card: repair 1")
end)

-- Flips, keyword caps, a second Action, a KO'd character back -----------------------------------------

scenario("Kickback (bot): WHEN SELF attacking, FLIP 2 more BC PER other Insecticon start_team had", function()
  local KICK, BARRAGE = "Kickback - Cunning Insecticon", "Barrage - Merciless Insecticon"
  local function flips(team)
    local g = H.at_main{ p1 = { chars = team, deck = blanks(12) }, p2 = { chars = { "F Wall" }, deck = blanks() } }
    g:edit(string.format("TC.place_damage(g, T.char(g, 1, %q), 99, false) return true", BARRAGE))  -- KO'd: still of the starting team
    H.attack(g, KICK, "F Wall")
    return H.count_log(g, "p1 flips")
  end
  eq(flips({ { KICK, mode = 2 }, BARRAGE, "F Striker" }), 4, "one other Insecticon started in the team: 2 + 2 flips")
  eq(flips({ { KICK, mode = 2 }, "F Striker", BARRAGE }), 4, "the same, whatever the order")
end)

scenario("Raider Brunt (bot): each_enemy's Bold total & Tough total CANNOT > 1", function()
  local BRUNT = "Raider Brunt - Weapon, Soldier"
  local g = H.at_main{ p1 = { chars = { BRUNT, { "F Striker", kw = { Bold = 3 } } } },
                       p2 = { chars = { { "F Wall", kw = { Bold = 3, Tough = 2 } }, { "F Striker", kw = { Tough = 1 } } } } }
  eq(kw(g, 2, "F Wall", "Bold"), 1, "an enemy's Bold 3 is 1")
  eq(kw(g, 2, "F Wall", "Tough"), 1, "an enemy's Tough 2 is 1")
  eq(kw(g, 2, "F Striker", "Tough"), 1, "Tough 1 stays 1")
  eq(kw(g, 1, "F Striker", "Bold"), 3, "Brunt's teammate keeps Bold 3")
end)

scenario("Menasor: EXTRA_ACTION_PLAY each own turn", function()
  local g = H.at_main{ p1 = { chars = { "Menasor - Menacing Colossus" }, hand = { "F Action X", "F Action Y", "F Action X" } },
                       p2 = { chars = { "F Wall" } } }
  g:act("play F Action X")
  g:act("play F Action Y")
  eq(H.count_log(g, "plays F Action"), 2, "a second Action this turn")
  eq(g:why("play F Action X"), "6.1: one Action per turn", "not a third")
  g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "F Action X", "F Action Y" } }, p2 = { chars = { "F Wall" } } }
  g:act("play F Action X")
  eq(g:why("play F Action Y"), "6.1: one Action per turn", "without Menasor: one")
end)

scenario("I Still Function!: RETURN own:KOd characters HAS stars<=12 ->bf & repair 1 <- IT ; @turn_end, KO(IT)", function()
  local g = H.at_main{ p1 = { chars = { "F Striker", { "F Payer", dmg = 9 } }, hand = { "I Still Function!" }, deck = blanks() },
                       p2 = { chars = { { "F Wall", tapped = true } }, deck = blanks() } }
  g:edit("TC.place_damage(g, T.char(g, 1, 'F Payer'), 1, false) return true")
  eq(H.names(g, "ko", 1)[1], "F Payer", "KO'd with 10 damage")
  g:act("play I Still Function!")
  ok(table.concat(H.names(g, "battlefield", 1), ","):find("F Payer", 1, true), "back on the battlefield")
  eq(H.dmg(g, 1, "F Payer"), 9, "repaired by 1")
  g:act("end main phase")
  for _ = 1, 20 do if g:active() == 2 then break end g:act(1) end
  eq(H.names(g, "ko", 1)[1], "F Payer", "KO'd again at the end of the turn")
end)

scenario("Quartermaster: CHOOSE_ONE: MOVE Upgrade from own_char -> another one ; OR PUT Battle Master Upgrade @own_KO onto own_char", function()
  local FIRE = "Private Firedrive - Ground Command, Artillery"
  local g = H.at_main{ p1 = { chars = { { "F Striker", upgrades = { "F Upgrade" } }, "F Payer" }, hand = { "Quartermaster" }, ko = { FIRE } },
                       p2 = { chars = { "F Wall" } } }
  g:act("play Quartermaster")
  g:act("MOVE")
  eq(ups(g, 1, "F Payer"), "F Upgrade", "the Upgrade moves to another of your characters")
  g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Quartermaster" }, ko = { FIRE } }, p2 = { chars = { "F Wall" } } }
  g:act("play Quartermaster")
  g:act("PUT")
  eq(ups(g, 1, "F Striker"), FIRE, "the Battle Master from the KO area, on its upgrade side")
  ok(H.get(g, "TC.mode(g, g:cards(TC.z(g, 'upgrades', 1))[1]).upgrade") ~= nil, "its upgrade side")
end)

-- An Action's trigger about the character it chose, this turn ---------------------------------------

scenario("Hand-To-Hand Combat: CHOOSE own_char ; ON(IT attacks [turn] & NOT HAS Weapon) => IT += ATK+3 [EOB], & SCRAP DEFENDER's Weapons", function()
  local function fight(mine)
    local g = H.at_main{ p1 = { chars = { { "F Striker", upgrades = mine } }, hand = { "Hand-To-Hand Combat" }, deck = blanks() },
                         p2 = { chars = { { "F Wall", upgrades = { "F Bold Weapon" } } }, deck = blanks() } }
    g:act("play Hand-To-Hand Combat")
    H.attack(g, "F Striker", "F Wall")
    return g
  end
  local g = fight(nil)
  eq(H.dmg(g, 2, "F Wall"), 3, "no Weapon: ATK+3 for the battle")
  eq(H.size(g, "upgrades", 2), 0, "the defender's Weapons are scrapped")
  ok(table.concat(H.names(g, "scrap", 2), ","):find("F Bold Weapon", 1, true), "into its owner's scrap pile")
  g = fight({ "F Bold Weapon" })
  eq(H.dmg(g, 2, "F Wall"), 0, "with a Weapon: no bonus")
  eq(H.size(g, "upgrades", 2), 1, "the defender keeps its Weapon")
end)

scenario("Master of Metallikato: CHOOSE own_char ; ON(IT attacks [turn] & flipped_any) => IT += ATK+1 [EOB] PER different color among icon flipped", function()
  local function fight(hand)
    local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = hand, deck = { "F Orange2", "F Blank", "F Blank", "F Blank" } },
                         p2 = { chars = { "F Wall" }, deck = blanks() } }
    if hand[1] then g:act("play " .. hand[1]) end
    H.attack(g, "F Striker", "F Wall")
    return H.dmg(g, 2, "F Wall")
  end
  local without = fight({})
  eq(fight({ "Master of Metallikato" }) - without, 1, "one color flipped (orange): ATK+1 more")
end)

scenario("Squish Them Like Bugs: CHOOSE own_char ; ON(IT does ATK_dmg [turn] -> enemy HAS fewer stars than IT) => dmg 1 -> each_enemy HAS fewer stars", function()
  local MEGA = "Megatron - Decepticon Leader"
  local g = H.at_main{ p1 = { chars = { { "F Payer", atk = 2 } }, hand = { "Squish Them Like Bugs" }, deck = blanks() },
                       p2 = { chars = { "F Wall", { "F Striker", tapped = true }, { MEGA, tapped = true } }, deck = blanks() } }
  g:act("play Squish Them Like Bugs")
  H.attack(g, "F Payer", "F Striker")
  eq(H.dmg(g, 2, "F Striker"), 3, "2 attack damage, then 1 (fewer stars than the 6-star attacker)")
  eq(H.dmg(g, 2, "F Wall"), 1, "each enemy of fewer stars takes 1")
  eq(H.dmg(g, 2, MEGA), 0, "more stars: none")
end)
