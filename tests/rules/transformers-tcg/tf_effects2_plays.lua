-- Round 5's effects (scripts/transformers-tcg/effects2.lua, tests/tools/gen_tcg_effects2.py),
-- played out, part 1 of 3: plays: Actions that cost something to play (refused, with the
-- reason, while the cost cannot be paid), "PLAY_REQ(you've played ...)" and plays counted by
-- name, the starting team, the Omnibots' first-turn plays.
-- Each scenario names the card and its text, sets up the state, acts, and checks the effect.
-- Actions' effects: tf_effects2_actions.lua; statics and abilities: tf_effects2_abilities.lua.
local H = require "lib.tcg"

local blanks, kw, mode, tapped = H.blanks, H.kw, H.mode, H.tapped

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
