-- One card per notation pattern of the generator's third pass (tests/tools/gen_tcg_more.py,
-- scripts/transformers-tcg/ittriggers.lua, conditions.lua), played out, part 2 of 3: triggers
-- about a card played and about another character (an own or enemy character attacks, battles
-- or is KO'd), and conditions read when a flip trigger fires.
-- Each scenario names the card and its text, sets up the state, acts, and checks what the text
-- says happens.
-- Upgrades: cards_ability_third_upgrades.lua; effects: cards_ability_third_effects.lua.
local H = require "lib.tcg"

local blanks = H.blanks

-- Cards played ------------------------------------------------------------------------------------

scenario("Sergeant Skywarp (bot): ON(PLAY Secret Action) => draw(1)", function()
  local name = "Sergeant Skywarp - Black Ops, Seeker"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, hand = { "F Secret", "F Action X" }, deck = blanks() },
                       p2 = { chars = { "F Wall" } } }
  g:act("play F Secret")
  eq(H.size(g, "secret", 1), 1, "face down")
  eq(H.size(g, "hand", 1), 2, "F Action X and the card drawn")
  g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, hand = { "F Action X" }, deck = blanks() },
                 p2 = { chars = { "F Wall" } } }
  g:act("play F Action X")
  eq(H.size(g, "hand", 1), 0, "an Action that is no Secret Action: no draw")
end)

scenario("Horri-Bull (body): ON(PLAY {BK} card) => dmg 1 -> enemy & 1 damage -> SELF", function()
  local name = "Horri-Bull - Ground Trooper"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, hand = { "F Black2", "F Blue2" } },
                       p2 = { chars = { "F Wall" } } }
  g:act("play F Black2")
  eq(H.dmg(g, 2, "F Wall"), 1, "the enemy takes 1")
  eq(H.dmg(g, 1, name), 1, "Horri-Bull takes 1")
  g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, hand = { "F Blue2" } }, p2 = { chars = { "F Wall" } } }
  g:act("play F Blue2")
  eq(H.dmg(g, 2, "F Wall"), 0, "no black icon: nothing")
end)

scenario("Nightbird (alt): ON(OPP plays Action) => They CHOOSE opp_char & dmg 1 -> IT", function()
  local g = H.at_main{ active = 2, p1 = { chars = { "Nightbird - Enigmatic Agent" } },
                       p2 = { chars = { "F Wall" }, hand = { "F Action X" } } }
  g:act("play F Action X")
  eq(H.dmg(g, 2, "F Wall"), 1, "the player of the Action damages their own character")
end)

-- Triggers about another character ------------------------------------------------------------

scenario("Offroad (alt): ON(enemy car attacks) => dmg 1 -> IT", function()
  local g = H.at_main{ active = 2, p1 = { chars = { "Offroad - All-Terrain Soldier" }, deck = blanks() },
                       p2 = { chars = { "F Striker" }, deck = blanks() } }
  H.attack(g, "F Striker", "Offroad")
  eq(H.dmg(g, 2, "F Striker"), 1, "the attacking Car takes 1")
  g = H.at_main{ active = 2, p1 = { chars = { "Offroad - All-Terrain Soldier" }, deck = blanks() },
                 p2 = { chars = { "F Wall" }, deck = blanks() } }
  H.attack(g, "F Wall", "Offroad")
  eq(H.dmg(g, 2, "F Wall"), 0, "an attacker that is no Car: nothing")
end)

scenario("Dinobot Sludge - Mighty Stomper (bot): ON(own:Dinobots attacks) => repair 1 <- IT", function()
  local g = H.at_main{ p1 = { chars = { { "Dinobot Sludge - Mighty Stomper", mode = 2 },
                                        { "Dinobot Snarl - Desert Warrior", dmg = 3 } }, deck = blanks() },
                       p2 = { chars = { { "F Wall", def = 20 } }, deck = blanks() } }
  H.attack(g, "Dinobot Snarl", "F Wall")
  eq(H.dmg(g, 1, "Dinobot Snarl - Desert Warrior"), 2, "the attacking Dinobot is repaired by 1")
end)

scenario("Raider Kickback (bot): ON(own:Insecticons attacks & flipped>={BL}) => dmg 1 -> DEFENDER", function()
  local name = "Raider Kickback - Infantry Soldier"
  local function hit(deck)
    local g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, deck = deck },
                         p2 = { chars = { { "F Wall", def = 4 } }, deck = blanks() } }
    H.attack(g, "Raider Kickback", "F Wall")
    return H.dmg(g, 2, "F Wall")
  end
  eq(hit(H.list(8, "F Blue2")), 1, "a blue icon flipped: 1 damage (the attack does 4 - 4 = 0)")
  eq(hit(blanks()), 0, "no blue icon: none")
end)

scenario("Raider Tailwind (alt): ON(own:Air Strike Patrols battles & flipped>={GR}) => IT += ATK+2 & DEF+1 [EOB]", function()
  local name = "Raider Tailwind - Air Strike Patrol, Strategist"
  local function hit(deck)
    local g = H.at_main{ p1 = { chars = { name }, deck = deck }, p2 = { chars = { "F Wall" }, deck = blanks() } }
    H.attack(g, "Raider Tailwind", "F Wall")
    return H.dmg(g, 2, "F Wall")
  end
  eq(hit(H.list(8, "F Green")), 5, "a green icon flipped: attack 3 + 2")
  eq(hit(blanks()), 3, "none: attack 3")
end)

scenario("Windsweeper (bot): ON(own_other_char attacks) => OPT MOVE 1 dmg_ctr from IT -> SELF", function()
  local name = "Windsweeper - Air Defense"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 }, { "F Striker", dmg = 2 } }, deck = blanks() },
                       p2 = { chars = { { "F Wall", def = 9 } }, deck = blanks() } }
  H.attack(g, "F Striker", "F Wall")
  g:act("yes")
  eq(H.dmg(g, 1, "F Striker"), 1, "one counter moved off the attacker")
  eq(H.dmg(g, 1, name), 1, "onto Windsweeper")
end)

scenario("Predacon Rampage (bot): ON(enemy KOd) => repair 1 <- each_own:Predacons", function()
  local name = "Predacon Rampage - Savage Hunter"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2, dmg = 2 }, { "F Striker", atk = 10 } }, deck = blanks() },
                       p2 = { chars = { { "F Wall", dmg = 5 }, "F Omega" }, deck = blanks() } }
  H.attack(g, "F Striker", "F Wall")
  eq(H.names(g, "ko", 2)[1], "F Wall", "the enemy is KO'd")
  eq(H.dmg(g, 1, name), 1, "the Predacon is repaired by 1")
end)

scenario("Private Sideswipe (bot): ON(own_other_char KOd during OPP's turn) => UNTAP SELF", function()
  local name = "Private Sideswipe - Infantry, Soldier"
  local g = H.at_main{ active = 2, p1 = { chars = { { name, mode = 2, tapped = true }, { "F Striker", dmg = 9, tapped = true } },
                                          deck = blanks() },
                       p2 = { chars = { { "F Wall", atk = 5 }, "F Omega" }, deck = blanks() } }
  H.attack(g, "F Wall", "F Striker")
  eq(H.names(g, "ko", 1)[1], "F Striker", "the other character is KO'd on the opponent's turn")
  eq(H.cval(g, 1, name, "tapped"), nil, "Private Sideswipe untaps")
end)

scenario("Prowl - Military Strategist (bot): ON(own:Cars KOd) => repair 3 <- own_other_char", function()
  local name = "Prowl - Military Strategist"
  local g = H.at_main{ active = 2, p1 = { chars = { { name, mode = 2 }, { "F Striker", dmg = 9, tapped = true },
                                                     { "F Wall", dmg = 4 } }, deck = blanks() },
                       p2 = { chars = { { "F Omega", atk = 5 } }, deck = blanks() } }
  H.attack(g, "F Omega", "F Striker")
  eq(H.names(g, "ko", 1)[1], "F Striker", "a Car (F Striker's alt mode) is KO'd")
  eq(H.dmg(g, 1, "F Wall"), 1, "another own character is repaired by 3")
end)

-- Conditions of flip triggers ---------------------------------------------------------------------

scenario("Dinobot Snarl - Desert Warrior (alt): ON(flip_to_mode & HAS no cards @hand) => draw(2)", function()
  local name = "Dinobot Snarl - Desert Warrior"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, hand = {}, deck = blanks() }, p2 = { chars = { "F Wall" } } }
  g:act("flip " .. name .. " to alt")
  eq(H.size(g, "hand", 1), 2, "an empty hand: draw 2")
  g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, hand = { "F Blank" }, deck = blanks() }, p2 = { chars = { "F Wall" } } }
  g:act("flip " .. name .. " to alt")
  eq(H.size(g, "hand", 1), 1, "a card in hand: nothing")
end)

scenario("Sunstorm (alt): ON(flip_to_mode & HAS < 3 cards @hand) => Draw cards == difference", function()
  local name = "Sunstorm - Fusion Flyer"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, hand = { "F Blank" }, deck = blanks() }, p2 = { chars = { "F Wall" } } }
  g:act("flip " .. name .. " to alt")
  eq(H.size(g, "hand", 1), 3, "1 card: draw 2, up to 3")
end)

scenario("Scamper - City Patrol: ON(flip_to_mode & HAS Metroplex @bf) => SCRAP enemy Weapon or Armor ; Metroplex HAS Bold(1)", function()
  local name, metro = "Scamper - City Patrol", "Metroplex - Autobot City"
  local function flip(team)
    local g = H.at_main{ p1 = { chars = team }, p2 = { chars = { { "F Wall", upgrades = { "F Upgrade" } } } } }
    g:act("flip " .. name .. " to bot")
    return g
  end
  local g = flip({ name, metro })
  eq(H.size(g, "upgrades", 2), 0, "with Metroplex: the enemy Armor is scrapped")
  eq(H.size(flip({ name }), "upgrades", 2), 1, "without: nothing")
  eq(H.get(g, "TC.static(g, T.char(g, 1, %q), 'Bold')", metro), 0, "Scamper in bot mode: no Bold for Metroplex")
  g = H.at_main{ p1 = { chars = { name, metro } }, p2 = { chars = { "F Wall" } } }
  eq(H.get(g, "TC.static(g, T.char(g, 1, %q), 'Bold')", metro), 1, "in alt mode: Metroplex HAS Bold(1)")
end)
