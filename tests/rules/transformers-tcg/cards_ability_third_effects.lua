-- One card per notation pattern of the generator's third pass (tests/tools/gen_tcg_more.py,
-- scripts/transformers-tcg/fieldverbs.lua, pileverbs.lua, oppverbs.lua, upgradeverbs.lua),
-- played out, part 3 of 3: "Enemies CANNOT use <keyword>", and the new effects (on characters,
-- hands, decks, scrap piles and Upgrades).
-- Each scenario names the card and its text, sets up the state, acts, and checks what the text
-- says happens.
-- Upgrades: cards_ability_third_upgrades.lua; triggers: cards_ability_third_triggers.lua.
local H = require "lib.tcg"

local blanks, atk, kw = H.blanks, H.atk, H.kw
local function host_of(g, p, upgrade)
  return H.get(g, "(function() for _, u in ipairs(g:cards(TC.z(g, 'upgrades', %d))) do " ..
                  "if g:name(u) == %q then return g:name(TC.host(g, u)) end end end)()", p, upgrade)
end

-- Keywords an enemy cannot use ------------------------------------------------------------------

scenario("Acid Storm (bot): Enemies CANNOT use Bold", function()
  local name = "Acid Storm - Toxic Terror"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 }, { "F Wall", kw = { Bold = 1 } } } },
                       p2 = { chars = { { "F Striker", kw = { Bold = 2 } } } } }
  eq(kw(g, 2, "F Striker", "Bold"), 0, "the enemy's Bold is 0")
  eq(kw(g, 1, "F Wall", "Bold"), 1, "its own team keeps Bold")
  g = H.at_main{ p1 = { chars = { { name, mode = 1 } } }, p2 = { chars = { { "F Striker", kw = { Bold = 2 } } } } }
  eq(kw(g, 2, "F Striker", "Bold"), 2, "in alt mode: no such ability")
end)

scenario("Frenzy (bot): ON(self_attacks) => Enemies CANNOT use Tough [turn]: the defender flips 2, not 2 + Tough", function()
  local g = H.at_main{ p1 = { chars = { { "Frenzy - Warrior", mode = 2 } }, deck = blanks() },
                       p2 = { chars = { { "F Wall", kw = { Tough = 2 } } }, deck = blanks() } }
  H.attack(g, "Frenzy", "F Wall")
  eq(H.count_log(g, "p2 flips"), 2, "Tough 2 not used")
  eq(H.count_log(g, "p1 flips"), 2, "the attacker flips 2")
end)

scenario("Deadlock - Soldier Of Fortune (alt): ON(flip_to_mode) => Autobots & Decepticons CANNOT use Stealth [turn]", function()
  local name = "Deadlock - Soldier Of Fortune"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 } } },
                       p2 = { chars = { { "F Striker", kw = { Stealth = 1 } }, { "F Omega", kw = { Stealth = 1 } } } } }
  eq(kw(g, 2, "F Striker", "Stealth"), 1, "before the flip")
  g:act("flip " .. name .. " to alt")
  eq(kw(g, 2, "F Striker", "Stealth"), 0, "an Autobot cannot use Stealth this turn")
  eq(kw(g, 2, "F Omega", "Stealth"), 1, "a character of no faction still can")
end)

-- Effects -----------------------------------------------------------------------------------------

scenario("Demolisher (alt): ON(flip_to_mode) => draw(1) for each_own_other:Tanks", function()
  local name = "Demolisher - Devoted Decepticon"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 }, "Warpath - Confident Sharpshooter",
                                        "Lord Megatron - Conqueror of Cybertron", "F Wall" }, hand = {}, deck = blanks() },
                       p2 = { chars = { "F Wall" } } }
  g:act("flip " .. name .. " to alt")
  eq(H.size(g, "hand", 1), 2, "two other Tanks: draw 2 (Demolisher, a Tank now, does not count)")
end)

scenario("Six-Gun (bot): ON(flip_to_mode) => Metroplex += Bold(2) [EOT]; (alt): ON(Metroplex attacks) => dmg 1 -> DEFENDER", function()
  local name, metro = "Six-Gun - Heavy Weapons Expert", "Metroplex - Autobot City"
  local g = H.at_main{ p1 = { chars = { name, metro } }, p2 = { chars = { "F Wall" } } }
  local base = kw(g, 1, metro, "Bold")
  g:act("flip " .. name .. " to bot")
  eq(kw(g, 1, metro, "Bold") - base, 2, "Metroplex gets Bold 2")
  g = H.at_main{ p1 = { chars = { name, metro }, deck = blanks() }, p2 = { chars = { { "F Wall", def = 20 } }, deck = blanks() } }
  H.attack(g, "Metroplex", "F Wall")
  eq(H.dmg(g, 2, "F Wall"), 1, "Metroplex attacks: 1 damage to the defender")
end)

scenario("Omega Supreme (Base): ON(self_defends) => dmg 2 -> ATTACKER ; OPP SCRAP opp_deck.top(2)", function()
  local name = "Omega Supreme (Base) - Transport City Defender"
  local g = H.at_main{ active = 2, p1 = { chars = { name }, deck = blanks() },
                       p2 = { chars = { "F Striker" }, deck = blanks(12) } }
  H.attack(g, "F Striker", "Omega Supreme")
  eq(H.dmg(g, 2, "F Striker"), 2, "the attacker takes 2")
  eq(H.size(g, "deck", 2), 12 - 2 - 2, "the attacking player scraps the top 2 of their deck (and flipped 2)")
end)

scenario("Ramhorn (alt): ON(flip_to_mode) => OPT MOVE Armor from own_char -> another one", function()
  local name = "Ramhorn - Warrior"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 }, { "F Striker", upgrades = { "F Upgrade" } }, "F Wall" } },
                       p2 = { chars = { "F Wall" } } }
  g:act("flip " .. name .. " to alt")
  g:act("F Upgrade")
  g:act("F Wall")
  eq(host_of(g, 1, "F Upgrade"), "F Wall", "the Armor moved to F Wall")
end)

scenario("Autobot Gears (bot): ON(flip_to_mode) => RETURN Upgrade on enemy -> owner's hand", function()
  local name = "Autobot Gears - Transport and Reconnaissance"
  local g = H.at_main{ p1 = { chars = { name } }, p2 = { chars = { { "F Wall", upgrades = { "F Upgrade" } } }, hand = {} } }
  g:act("flip " .. name .. " to bot")
  eq(H.names(g, "hand", 2)[1], "F Upgrade", "back in its owner's hand")
  eq(H.size(g, "upgrades", 2), 0, "off the character")
end)

scenario("Disarm: RETURN Upgrades on character -> owner's hand (all of one character's)", function()
  local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Disarm" } },
                       p2 = { chars = { { "F Wall", upgrades = { "F Upgrade", "F Bold Weapon" } } }, hand = {} } }
  g:act("play Disarm")
  g:act("F Wall")
  eq(H.size(g, "hand", 2), 2, "both Upgrades back in p2's hand")
end)

scenario("Disruption: PEEK opp_hand & SCRAP Upgrade from IT", function()
  local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Disruption" } },
                       p2 = { chars = { "F Wall" }, hand = { "F Upgrade", "F Action X" } } }
  g:act("play Disruption")
  eq(H.names(g, "scrap", 2)[1], "F Upgrade", "the Upgrade of the opponent's hand is scrapped")
  eq(H.names(g, "hand", 2)[1], "F Action X", "the Action stays")
  ok(H.get(g, "g:sees(1, g:cards(TC.z(g, 'hand', 2))[1])"), "p1 has seen the hand")
end)

scenario("Metroplex (bot): ON(self_attacks & flipped>={WH+WH+OR+OR+BL+BL}) => TAP each_enemy & dmg 1 -> each_enemy", function()
  local metro = "Metroplex - Autobot City"
  local g = H.at_main{ p1 = { chars = { { metro, mode = 2 }, "F Striker" },
                              deck = { "F White", "F White", "F Blue Orange", "F Blue Orange", "F Blank", "F Blank" } },
                       p2 = { chars = { { "F Wall", def = 20 }, "F Omega" }, deck = blanks() } }
  H.attack(g, "Metroplex", "F Wall")
  eq(H.dmg(g, 2, "F Omega"), 1, "each enemy takes 1")
  eq(H.dmg(g, 2, "F Wall"), 1, "the defender too (its DEF 20 stops the attack)")
  eq(H.cval(g, 2, "F Omega", "tapped"), true, "and is tapped")
end)

scenario("Autobot Whirl (alt): ON(self_attacks & flipped>={BL}) => dmg 1 -> each non-defending enemy", function()
  local g = H.at_main{ p1 = { chars = { "Autobot Whirl - Aerial Assault" }, deck = H.list(8, "F Blue2") },
                       p2 = { chars = { { "F Wall", def = 20 }, "F Omega" }, deck = blanks() } }
  H.attack(g, "Autobot Whirl", "F Wall")
  eq(H.dmg(g, 2, "F Omega"), 1, "the other enemy takes 1")
  eq(H.dmg(g, 2, "F Wall"), 0, "not the defender")
end)

scenario("Bluestreak (bot): ON(self_attacks & flipped>={WH+OR+BL}) => FLIP SELF ->alt after attack", function()
  local name = "Bluestreak - Reluctant Soldier"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, deck = { "F White", "F Blue Orange", "F Blank", "F Blank", "F Blank" } },
                       p2 = { chars = { { "F Wall", def = 20 } }, deck = blanks() } }
  H.attack(g, "Bluestreak", "F Wall")
  eq(H.cval(g, 1, name, "mode"), 1, "back in alt mode after the attack")
end)

scenario("Work Overtime: IF HAS < 4 cards @hand, draw cards == difference", function()
  local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Work Overtime", "F Blank" }, deck = blanks() },
                       p2 = { chars = { "F Wall" } } }
  g:act("play Work Overtime")
  eq(H.size(g, "hand", 1), 4, "1 card left: draw 3")
end)

scenario("Computer Sabotage: OPP CHOOSE 3 cards <-opp_hand & SCRAP rest", function()
  local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Computer Sabotage" } },
                       p2 = { chars = { "F Wall" }, hand = { "F Blank", "F Action X", "F Upgrade", "F Orange2", "F Blue2" } } }
  g:act("play Computer Sabotage")
  g:act("F Orange2"); g:act("F Blue2"); g:act("F Upgrade")
  eq(table.concat(H.names(g, "hand", 2), ","), "F Upgrade,F Orange2,F Blue2", "the three kept")
  eq(H.size(g, "scrap", 2), 2, "the rest scrapped")
end)

scenario("Plunder: OPP CHOOSE 3 cards <-opp_hand & REVEAL them ; SCRAP one them", function()
  local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Plunder" } },
                       p2 = { chars = { "F Wall" }, hand = { "F Blank", "F Action X", "F Upgrade", "F Orange2" } } }
  g:act("play Plunder")
  g:act("F Action X"); g:act("F Upgrade"); g:act("F Orange2")
  eq(g:prompt(), "Scrap which revealed card?", "p1 picks among the three revealed")
  g:act("F Upgrade")
  eq(H.names(g, "scrap", 2)[1], "F Upgrade", "scrapped")
  eq(H.size(g, "hand", 2), 3, "the rest stay")
end)

scenario("Special Ops Mission: OPT PLAY Secret Action ; OPT PLAY another Secret Action", function()
  local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Special Ops Mission", "F Secret", "F Secret" } },
                       p2 = { chars = { "F Wall" } } }
  g:act("play Special Ops Mission")
  g:act("F Secret"); g:act("F Secret")
  eq(H.size(g, "secret", 1), 2, "both face down")
end)

scenario("Captain Jetfire (alt): REVEAL own_deck.top(5) ; PUT Upgrades from among them ->own_hand ; SCRAP rest", function()
  local name = "Captain Jetfire - Engineering, Air Guardian"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, hand = {},
                              deck = { "F Upgrade", "F Blank", "F Bold Weapon", "F Action X", "F Blank", "F Orange2" } },
                       p2 = { chars = { "F Wall" } } }
  g:act("flip " .. name .. " to alt")
  local hand = H.names(g, "hand", 1)
  table.sort(hand)
  eq(table.concat(hand, ","), "F Bold Weapon,F Upgrade", "the two Upgrades")
  eq(H.size(g, "scrap", 1), 3, "the other three scrapped")
  eq(H.names(g, "deck", 1)[1], "F Orange2", "the sixth card stays")
end)

scenario("Fuel Cache: REVEAL own_deck.top(3) ; IF include >= {OR+BL+WH}, PUT them ->own_hand ; OTHERWISE SCRAP them", function()
  local function play(deck)
    local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Fuel Cache" }, deck = deck }, p2 = { chars = { "F Wall" } } }
    g:act("play Fuel Cache")
    return g
  end
  local g = play({ "F White", "F Blue Orange", "F Blank", "F Blank" })
  eq(H.size(g, "hand", 1), 3, "white, orange and blue among them: all three to hand")
  g = play({ "F White", "F Blue2", "F Blank", "F Blank" })
  eq(H.size(g, "hand", 1), 0, "no orange: none to hand")
  eq(H.size(g, "scrap", 1), 3, "all three scrapped")
end)

scenario("Scrounge: SCRAP own_deck.top(1) ; IF IT's Upgrade, OPT PLAY IT", function()
  local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Scrounge" }, deck = { "F Upgrade", "F Blank" } },
                       p2 = { chars = { "F Wall" } } }
  g:act("play Scrounge")
  g:act("yes")
  eq(host_of(g, 1, "F Upgrade"), "F Striker", "the scrapped Upgrade is played")
end)

scenario("Detritus (alt): ON(flip_to_mode) => OPT PLAY {BK} card", function()
  local name = "Detritus - Arms Dealer"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, hand = { "F Black2", "F Orange2" } }, p2 = { chars = { "F Wall" } } }
  g:act("flip " .. name .. " to alt")
  eq(#g:options(), 2, "only the black card is offered (and no)")
  g:act("F Black2")
  eq(H.size(g, "hand", 1), 1, "one card left")
  ok(H.count_log(g, "plays F Black2") == 1, "and played")
end)

scenario("Skywarp - Teleporting Seeker (alt): RETURN card HAS no icon <-own_scrap ->own_hand", function()
  local name = "Skywarp - Teleporting Seeker"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, hand = {}, scrap = { "F Orange2", "F Blank" } },
                       p2 = { chars = { "F Wall" } } }
  g:act("flip " .. name .. " to alt")
  eq(table.concat(H.names(g, "hand", 1), ","), "F Blank", "the card with no icon")
end)

scenario("Jetfire - Air Guardian (bot): PUT Armor or Utility <-own_scrap onto SELF", function()
  local name = "Jetfire - Air Guardian"
  local g = H.at_main{ p1 = { chars = { name }, scrap = { "F Bold Weapon", "F Upgrade" } }, p2 = { chars = { "F Wall" } } }
  g:act("flip " .. name .. " to bot")
  eq(host_of(g, 1, "F Upgrade"), name, "the Armor from the scrap pile is on Jetfire")
  eq(H.names(g, "scrap", 1)[1], "F Bold Weapon", "not the Weapon")
end)

scenario("Smelt: OPP CHOOSE one Upgrades & SCRAP IT", function()
  local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Smelt" } },
                       p2 = { chars = { { "F Wall", upgrades = { "F Upgrade", "F Bold Weapon" } } } } }
  g:act("play Smelt")
  eq(g:prompt(), "Scrap which of your Upgrades?", "the opponent chooses")
  g:act("F Upgrade")
  eq(H.names(g, "scrap", 2)[1], "F Upgrade", "their choice is scrapped")
end)

scenario("Battle Ready: each_own_char += ATK+1 [EOT] PER Upgrade on IT", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", upgrades = { "F Upgrade", "F Focus Utility" } }, "F Wall" },
                              hand = { "Battle Ready" } },
                       p2 = { chars = { "F Wall" } } }
  g:act("play Battle Ready")
  eq(atk(g, 1, "F Striker"), 2, "two Upgrades: ATK+2")
  eq(atk(g, 1, "F Wall"), 0, "none: nothing")
end)

scenario("Magnetic Dysfunction Ray: dmg 1 -> EACH character ; dmg 1 -> EACH Autobot", function()
  local g = H.at_main{ p1 = { chars = { "F Wall" }, hand = { "Magnetic Dysfunction Ray" } },
                       p2 = { chars = { "F Striker", "F Omega" } } }
  g:act("play Magnetic Dysfunction Ray")
  eq(H.dmg(g, 1, "F Wall"), 1, "a Decepticon: 1")
  eq(H.dmg(g, 2, "F Omega"), 1, "no faction: 1")
  eq(H.dmg(g, 2, "F Striker"), 2, "an Autobot: 2")
end)

scenario("Octone (alt): OPP CHOOSE one Autobots & dmg 1 -> IT ; SELF HAS ATK+3 while attacking Autobot", function()
  local name = "Octone - Capricious Agitator"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, deck = blanks() },
                       p2 = { chars = { "F Striker", "F Wall" }, deck = blanks() } }
  g:act("flip " .. name .. " to alt")
  eq(H.dmg(g, 2, "F Striker"), 1, "the opponent's Autobot takes 1 (their only Autobot)")
  eq(H.dmg(g, 2, "F Wall"), 0, "not the Decepticon")
  H.attack(g, "Octone", "F Striker")
  eq(H.dmg(g, 2, "F Striker"), 1 + 5 + 3, "attacking an Autobot: ATK 5 + 3")
end)

scenario("Tripwire: dmg 1 -> enemy ; IF IT HAS 5 Stars fewer, TAP IT", function()
  local function play(enemy)
    local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Tripwire" } }, p2 = { chars = { enemy } } }
    g:act("play Tripwire")
    return g
  end
  local g = play("F Wall")
  eq(H.dmg(g, 2, "F Wall"), 1, "1 damage")
  eq(H.cval(g, 2, "F Wall", "tapped"), true, "1 star: tapped")
  g = play("Roadbuster - Ground Assault Commander")
  eq(H.cval(g, 2, "Roadbuster - Ground Assault Commander", "tapped"), nil, "11 stars: not tapped")
end)
