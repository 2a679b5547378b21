-- Round 5's effects (scripts/transformers-tcg/effects2.lua, tests/tools/gen_tcg_effects2.py),
-- played out, part 2 of 3: Actions' effects: CHOOSE and FLIP sequences, the deck and Upgrades,
-- an Action's "[turn]" bonus for the character it chose, and its trigger about that character.
-- Each scenario names the card and its text, sets up the state, acts, and checks the effect.
-- Plays: tf_effects2_plays.lua; statics and abilities: tf_effects2_abilities.lua.
local H = require "lib.tcg"

local blanks, atk, def, kw, mode = H.blanks, H.atk, H.def, H.kw, H.mode

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
