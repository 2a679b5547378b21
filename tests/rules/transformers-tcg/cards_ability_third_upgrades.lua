-- One card per notation pattern of the generator's third pass (tests/tools/gen_tcg_more.py,
-- scripts/transformers-tcg/upgradeverbs.lua, ittriggers.lua, conditions.lua), played out, part 1
-- of 3: Upgrades: extra Upgrade slots, an Upgrade's team aura, hosts flipped or upgraded and the
-- Upgrades' triggers and conditions about their host, attach restrictions.
-- Each scenario names the card and its text, sets up the state, acts, and checks what the text
-- says happens.
-- Triggers: cards_ability_third_triggers.lua; effects: cards_ability_third_effects.lua.
local H = require "lib.tcg"

local blanks, atk, kw = H.blanks, H.atk, H.kw

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
