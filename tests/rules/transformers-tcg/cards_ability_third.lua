-- One card per notation pattern of the generator's third pass (tests/tools/gen_tcg_more.py,
-- scripts/transformers-tcg/verbs.lua), played out: extra Upgrade slots, an Upgrade's team aura,
-- "Enemies CANNOT use <keyword>", triggers about another character (an own or enemy character
-- attacks, battles or is KO'd), a card played, a host flipped or upgraded, conditions read when a
-- trigger fires, attach restrictions, and the new effects.  Each scenario names the card and its
-- text, sets up the state, acts, and checks what the text says happens.
local H = require "lib.tcg"

local function kw(g, p, name, k) return H.get(g, "TC.kw(g, T.char(g, %d, %q), %q)", p, name, k) end
local function atk(g, p, name) return H.get(g, "TC.attack(g, T.char(g, %d, %q))", p, name) end
local function host_of(g, p, upgrade)
  return H.get(g, "(function() for _, u in ipairs(g:cards(TC.z(g, 'upgrades', %d))) do " ..
                  "if g:name(u) == %q then return g:name(TC.host(g, u)) end end end)()", p, upgrade)
end
local function blanks(n) return H.list(n or 8, "F Blank") end

-- Slots -------------------------------------------------------------------------------------

scenario("Raider Spinister: SELF HAS 2 Weapon slots -- a second Weapon fits; F Striker's one slot replaces", function()
  local name = "Raider Spinister - Infantry, Aerial Assault"
  local g = H.at_main{ p1 = { chars = { { name, upgrades = { "F Bold Weapon" } } }, hand = { "F Bold Weapon" } },
                       p2 = { chars = { "F Wall" } } }
  g:act("play F Bold Weapon on " .. name)
  eq(H.size(g, "upgrades", 1), 2, "two Weapons on Raider Spinister")
  eq(H.size(g, "scrap", 1), 0, "nothing replaced")
  g = H.at_main{ p1 = { chars = { { "F Striker", upgrades = { "F Bold Weapon" } } }, hand = { "F Bold Weapon" } },
                 p2 = { chars = { "F Wall" } } }
  g:act("play F Bold Weapon on F Striker")
  eq(H.size(g, "upgrades", 1), 1, "one Weapon slot: the old Weapon is replaced")
  eq(H.names(g, "scrap", 1)[1], "F Bold Weapon", "and scrapped")
end)

scenario("Shoulder Holster: HOST HAS extra Weapon slot", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", upgrades = { "Shoulder Holster", "F Bold Weapon" } } },
                              hand = { "F Bold Weapon" } },
                       p2 = { chars = { "F Wall" } } }
  g:act("play F Bold Weapon on F Striker")
  eq(H.size(g, "upgrades", 1), 3, "Shoulder Holster and two Weapons")
  eq(kw(g, 1, "F Striker", "Bold"), 2, "both Weapons count")
end)

-- Team auras of an Upgrade ---------------------------------------------------------------------

scenario("Matrix of Leadership: WHILE(SELF on Leader) => each_own_other_char HAS ATK+1 & Pierce(1)", function()
  local leader = "Optimus Prime - Autobot Leader"
  local g = H.at_main{ p1 = { chars = { { leader, upgrades = { "Matrix of Leadership" } }, "F Striker" } },
                       p2 = { chars = { "F Wall" } } }
  eq(atk(g, 1, "F Striker"), 1, "another character of the team: ATK+1")
  eq(kw(g, 1, "F Striker", "Pierce"), 1, "and Pierce 1")
  eq(H.get(g, "TC.static(g, T.char(g, 1, %q), 'atk')", leader), 0, "not its host")
  eq(atk(g, 2, "F Wall"), 0, "not the enemy")
  g = H.at_main{ p1 = { chars = { leader, { "F Striker", upgrades = { "Matrix of Leadership" } } } },
                 p2 = { chars = { "F Wall" } } }
  eq(atk(g, 1, leader), 3, "on a host that is no Leader: nothing")
  eq(H.get(g, "TC.static(g, T.char(g, 1, 'F Striker'), 'atk')"), 0, "not even for its host")
end)

scenario("Firecon Flame: each_own:Firecons HAS Bold(1) (an Upgrade's aura over its team)", function()
  local firecon = "Raider Cindersaur - Black Ops, Demolitions"
  local g = H.at_main{ p1 = { chars = { firecon, { "F Striker", upgrades = { "Firecon Flame" } } } },
                       p2 = { chars = { "F Wall" } } }
  eq(kw(g, 1, firecon, "Bold") - H.get(g, "(TC.mode(g, T.char(g, 1, %q)).kw.Bold or 0)", firecon), 1,
     "the Firecon gets Bold 1 from the Flame on another character")
  eq(kw(g, 1, "F Striker", "Bold"), 0, "a non-Firecon host does not")
end)

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

-- Hosts and Upgrades ------------------------------------------------------------------------------

scenario("Kinetic Converter: ON(FLIP HOST -> another mode) => draw(1)", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", upgrades = { "Kinetic Converter" } }, "F Wall" }, hand = {},
                              deck = blanks() },
                       p2 = { chars = { "F Wall" } } }
  g:act("flip F Wall to bot")
  eq(H.size(g, "hand", 1), 0, "another character flips: nothing")
  g = H.at_main{ p1 = { chars = { { "F Striker", upgrades = { "Kinetic Converter" } } }, hand = {}, deck = blanks() },
                 p2 = { chars = { "F Wall" } } }
  g:act("flip F Striker to bot")
  eq(H.size(g, "hand", 1), 1, "its host flips: draw 1")
end)

scenario("Conversion Engine: ON end_of(own_turn) => FLIP HOST -> another mode", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", upgrades = { "Conversion Engine" } } }, deck = blanks() },
                       p2 = { chars = { { "F Wall", def = 9 } }, deck = blanks() } }
  H.attack(g, "F Striker", "F Wall")
  eq(H.cval(g, 1, "F Striker", "mode"), 2, "at the end of p1's turn the host flipped to bot")
end)

scenario("Roadbuster: ON(upgrade SELF Armor) => repair 1 <- IT (alt); ON(upgrade SELF Weapon) => dmg 1 -> enemy (bot)", function()
  local name = "Roadbuster - Ground Assault Commander"
  local g = H.at_main{ p1 = { chars = { { name, dmg = 2 } }, hand = { "F Upgrade" } }, p2 = { chars = { "F Wall" } } }
  g:act("play F Upgrade on " .. name)
  eq(H.dmg(g, 1, name), 1, "an Armor: repaired by 1")
  g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, hand = { "F Bold Weapon", "F Upgrade" } }, p2 = { chars = { "F Wall" } } }
  g:act("play F Bold Weapon on " .. name)
  eq(H.dmg(g, 2, "F Wall"), 1, "a Weapon: 1 damage to an enemy")
end)

scenario("Junk Cannon: ON(PUT SELF or another Upgrade on HOST) => IT += ATK+2 [EOT]", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", upgrades = { "Junk Cannon" } }, "F Wall" },
                              hand = { "F Upgrade", "F Upgrade" } },
                       p2 = { chars = { "F Wall" } } }
  local before = atk(g, 1, "F Striker")
  g:act("play F Upgrade on F Striker")
  eq(atk(g, 1, "F Striker") - before, 2, "another Upgrade put on its host: ATK+2")
end)

scenario("Wheeljack - Weapons Inventor (alt): ON(upgrade own:Cars) => draw(1) ; SCRAP card <-own_hand", function()
  local name = "Wheeljack - Weapons Inventor"
  local g = H.at_main{ p1 = { chars = { name, "F Striker" }, hand = { "F Upgrade", "F Blank" }, deck = blanks() },
                       p2 = { chars = { "F Wall" } } }
  local drawn = H.count_log(g, "p1 draws 1")
  g:act("play F Upgrade on F Striker")
  g:act(1)
  eq(H.count_log(g, "p1 draws 1") - drawn, 1, "an Upgrade on a Car: draw 1")
  eq(H.size(g, "hand", 1), 1, "then scrap 1")
  eq(H.size(g, "scrap", 1), 1, "into the scrap pile")
  g = H.at_main{ p1 = { chars = { name, "F Wall" }, hand = { "F Upgrade" }, deck = blanks() }, p2 = { chars = { "F Wall" } } }
  g:act("play F Upgrade on F Wall")
  eq(H.size(g, "hand", 1), 0, "not a Car: nothing drawn")
end)

scenario("Wheeljack - Weapons Inventor (bot): WHILE(HAS Weapon in own_scrap) => SELF HAS Bold(3)", function()
  local name = "Wheeljack - Weapons Inventor"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, scrap = { "F Bold Weapon" } }, p2 = { chars = { "F Wall" } } }
  eq(kw(g, 1, name, "Bold"), 3, "a Weapon in the scrap pile")
  g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, scrap = { "F Upgrade" } }, p2 = { chars = { "F Wall" } } }
  eq(kw(g, 1, name, "Bold"), 0, "an Armor only: no")
end)

scenario("Static Laser of Ironhide: ON(HOST NOT Ironhide & IT attacks) => dmg 2 -> IT", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", upgrades = { "Static Laser of Ironhide" } } }, deck = blanks() },
                       p2 = { chars = { { "F Wall", def = 9 } }, deck = blanks() } }
  H.attack(g, "F Striker", "F Wall")
  eq(H.dmg(g, 1, "F Striker"), 2, "a host that is not Ironhide takes 2 when it attacks")
end)

scenario("Agility of Bumblebee: ON(SELF on Bumblebee & IT attacks) => draw(1)", function()
  local bee = "Bumblebee - Brave Warrior"
  local function draws(host)
    local g = H.at_main{ p1 = { chars = { { host, upgrades = { "Agility of Bumblebee" } } }, deck = blanks() },
                         p2 = { chars = { { "F Wall", def = 9 } }, deck = blanks() } }
    local drawn = H.count_log(g, "p1 draws 1")
    H.attack(g, host, "F Wall")
    return H.count_log(g, "p1 draws 1") - drawn
  end
  eq(draws(bee), 1, "on Bumblebee: draw 1 when it attacks")
  eq(draws("F Striker"), 0, "on another character: nothing")
end)

scenario("Soldier's Blaster: ON(host_attacks enemy from different faction) => HOST += ATK+2 [EOB]", function()
  local function hit(enemy)
    local g = H.at_main{ p1 = { chars = { { "F Striker", upgrades = { "Soldier's Blaster" } } }, deck = blanks() },
                         p2 = { chars = { enemy }, deck = blanks() } }
    H.attack(g, "F Striker", enemy)
    return H.dmg(g, 2, enemy)
  end
  eq(hit("F Wall") - hit("F Striker"), 2, "an Autobot against a Decepticon: 2 more damage than against an Autobot")
end)

scenario("Major Prowl (bot): ON(self_attacks enemy HAS Weapon) => dmg 2 -> enemy", function()
  local name = "Major Prowl - Infantry, Strategist"
  local function hit(ups)
    local g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, deck = blanks() },
                         p2 = { chars = { { "F Wall", def = 5, upgrades = ups } }, deck = blanks() } }
    H.attack(g, "Major Prowl", "F Wall")
    return H.dmg(g, 2, "F Wall")
  end
  eq(hit({ "F Bold Weapon" }), 2, "the defender has a Weapon: 2 damage (the attack does 5 - 5 = 0)")
  eq(hit({ "F Upgrade" }), 0, "an Armor only: none")
end)

scenario("Enemy Combat Analysis: ON(HOST battling enemy HAS same number stars as IT) => HOST HAS ATK+2 & DEF+2", function()
  local function hit(enemy)
    local g = H.at_main{ p1 = { chars = { { "F Striker", upgrades = { "Enemy Combat Analysis" } } }, deck = blanks() },
                         p2 = { chars = { enemy }, deck = blanks() } }
    eq(atk(g, 1, "F Striker"), 0, "out of battle: no bonus")
    H.attack(g, "F Striker", enemy)
    return H.dmg(g, 2, enemy)
  end
  eq(hit("F Wall"), 2, "1 star against 1 star: ATK 0 + 2")
  eq(hit("Ramhorn - Warrior"), 0, "against 5 stars: no bonus (0 against DEF 1)")
end)

scenario("Autobot Springer (alt1): ON(SELF HAS Armor) => IT HAS Tough(2)", function()
  local name = "Autobot Springer - Aerial Defense"
  local g = H.at_main{ p1 = { chars = { { name, upgrades = { "F Upgrade" } } } }, p2 = { chars = { "F Wall" } } }
  eq(kw(g, 1, name, "Tough"), 2, "with an Armor")
  g = H.at_main{ p1 = { chars = { name } }, p2 = { chars = { "F Wall" } } }
  eq(kw(g, 1, name, "Tough"), 0, "without")
end)

scenario("Power Punch: Bold(3) ; After HOST attacks, SCRAP THIS_CARD", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", upgrades = { "Power Punch" } } }, deck = blanks() },
                       p2 = { chars = { { "F Wall", def = 9 } }, deck = blanks() } }
  eq(kw(g, 1, "F Striker", "Bold"), 3, "Bold 3")
  H.attack(g, "F Striker", "F Wall")
  eq(H.count_log(g, "p1 flips"), 5, "5 flips: it was attached during the attack")
  ok(H.get(g, "(function() for _, x in ipairs(T.names(g, 'scrap', 1)) do if x == 'Power Punch' then return true end end end)()"),
     "scrapped after the attack")
  eq(H.size(g, "upgrades", 1), 0, "no longer attached")
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

-- Attach restrictions -----------------------------------------------------------------------------

scenario("Attach restrictions: a name, star bounds, ATTACH_NOT, one of several traits", function()
  local op = "Optimus Prime - Autobot Leader"
  local g = H.at_main{ p1 = { chars = { op, "F Striker", "Roadbuster - Ground Assault Commander", "Starscream - Air Commander" },
                              hand = { "Ion Blaster of Optimus Prime", "Laser Cutlass", "Energy Pack", "Terrifying Resilience",
                                       "Multi-Missile Pod" } },
                       p2 = { chars = { "F Wall" } } }
  ok(H.has(g, "play Ion Blaster of Optimus Prime on " .. op), "ATTACH_ONLY(\"Optimus Prime\"): on Optimus Prime")
  ok(not H.has(g, "play Ion Blaster of Optimus Prime on F Striker"), "not on another")
  ok(H.has(g, "play Laser Cutlass on " .. op), "stars<=7: Optimus Prime (7)")
  ok(not H.has(g, "play Laser Cutlass on Roadbuster"), "not Roadbuster (11)")
  ok(H.has(g, "play Energy Pack on Roadbuster"), "stars>=11: Roadbuster")
  ok(not H.has(g, "play Energy Pack on F Striker"), "not F Striker (1)")
  ok(not H.has(g, "play Terrifying Resilience on F Striker"), "ATTACH_NOT(Autobots)")
  ok(H.has(g, "play Terrifying Resilience on Starscream"), "a Decepticon may carry it")
  ok(H.has(g, "play Multi-Missile Pod on Starscream"), "ATTACH_ONLY(Planes or Helicopters): a Plane")
end)
