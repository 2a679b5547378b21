-- The third pass's second batch (tests/tools/gen_tcg_more.py install_second), played out:
-- clauses that continue the one before ("IF CANNOT", "IF IT's ...", "OTHERWISE"), flip results
-- (colours, counts), taps and non-attack damage of other characters, KO'd characters that flip,
-- combat limits (flip caps, no Pierce, any defender), "@turn_end" effects, an Action counted per
-- turn, and more effects.  Each scenario names the card and its text, sets up the state, acts,
-- and checks what the text says happens.
local H = require "lib.tcg"

local function blanks(n) return H.list(n or 8, "F Blank") end
local function atk(g, p, name) return H.get(g, "TC.attack(g, T.char(g, %d, %q))", p, name) end
local function holds(list, name)
  for _, x in ipairs(list) do if x == name then return true end end
  return false
end

-- Continued clauses ------------------------------------------------------------------------------

scenario("Scrapper Gauntlets: ON(attach) => SCRAP enemy Weapon ; IF CANNOT, draw(1)", function()
  local function play(enemy_ups)
    local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Scrapper Gauntlets" }, deck = blanks() },
                         p2 = { chars = { { "F Wall", upgrades = enemy_ups } } } }
    g:act("play Scrapper Gauntlets on F Striker")
    return g
  end
  local g = play({ "F Bold Weapon" })
  eq(H.names(g, "scrap", 2)[1], "F Bold Weapon", "the enemy Weapon is scrapped")
  eq(H.size(g, "hand", 1), 0, "no draw")
  g = play({ "F Upgrade" })
  eq(H.size(g, "hand", 1), 1, "no enemy Weapon: draw 1")
end)

scenario("General Optimus Prime - Galactic Commander (alt): REVEAL own_deck.top(1) ; IF IT's Action, OPT PLAY IT", function()
  local name = "General Optimus Prime - Galactic Commander"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, hand = {}, deck = { "F Draw Action", "F Blank", "F Blank", "F Blank" } },
                       p2 = { chars = { "F Wall" } } }
  g:act("flip " .. name .. " to alt")
  g:act("yes")
  eq(H.count_log(g, "plays F Draw Action"), 1, "the revealed Action is played")
  eq(H.size(g, "hand", 1), 2, "its text resolves: draw 2")
  g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, hand = {}, deck = { "F Upgrade", "F Blank" } }, p2 = { chars = { "F Wall" } } }
  g:act("flip " .. name .. " to alt")
  eq(H.names(g, "deck", 1)[1], "F Upgrade", "an Upgrade: stays on top, nothing asked")
end)

scenario("Defensive Configuration: ON(attach) => REVEAL own_deck.top(1) ; IF IT's Armor, PLAY IT onto HOST", function()
  local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Defensive Configuration" }, deck = { "F Upgrade", "F Blank" } },
                       p2 = { chars = { "F Wall" } } }
  g:act("play Defensive Configuration on F Striker")
  eq(H.size(g, "upgrades", 1), 2, "the revealed Armor goes onto the host")
end)

scenario("Sergeant Mirage (alt): REVEAL own_deck.top(1) ; IF IT's {BL} card, draw(2) ; OTHERWISE, draw(1)", function()
  local name = "Sergeant Mirage - Special Ops, Spy"
  local function flip(deck)
    local g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, hand = {}, deck = deck }, p2 = { chars = { "F Wall" } } }
    g:act("flip " .. name .. " to alt")
    return H.size(g, "hand", 1)
  end
  eq(flip({ "F Blue2", "F Blank", "F Blank" }), 2, "a blue card on top: draw 2")
  eq(flip({ "F Orange2", "F Blank", "F Blank" }), 1, "otherwise: draw 1")
end)

scenario("Divebomb (bot): OPP REVEAL card at random <-opp_hand ; IF IT's Action, SCRAP IT", function()
  local name = "Divebomb - Aerial Assault"
  local g = H.at_main{ p1 = { chars = { name } }, p2 = { chars = { "F Wall" }, hand = { "F Action X" } } }
  g:act("flip " .. name .. " to bot")
  eq(H.names(g, "scrap", 2)[1], "F Action X", "an Action revealed: scrapped")
  g = H.at_main{ p1 = { chars = { name } }, p2 = { chars = { "F Wall" }, hand = { "F Upgrade" } } }
  g:act("flip " .. name .. " to bot")
  eq(H.size(g, "hand", 2), 1, "an Upgrade revealed: kept")
end)

scenario("Tracks (alt): own_char += ATK+1 [EOT] ; IF IT shares trait SELF, IT += ATK+2 [EOT] INSTEAD", function()
  local name = "Tracks - Autobot Warrior"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 }, "F Striker", "F Wall" } }, p2 = { chars = { "F Wall" } } }
  g:act("flip " .. name .. " to alt")
  g:act("F Striker")
  eq(atk(g, 1, "F Striker"), 2, "a Car like Tracks in alt mode: ATK+2 instead")
  g = H.at_main{ p1 = { chars = { { name, mode = 2 }, "F Striker", "F Wall" } }, p2 = { chars = { "F Wall" } } }
  g:act("flip " .. name .. " to alt")
  g:act("F Wall")
  eq(atk(g, 1, "F Wall"), 1, "no shared trait: ATK+1")
end)

scenario("Raider Ravage (bot): TAP_ABILITY => dmg 1 -> enemy ; IF enemy HAS 4 DEF or_more, dmg 2 -> IT INSTEAD", function()
  local name = "Raider Ravage - Espionage, Saboteur"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 } } }, p2 = { chars = { { "F Wall", def = 4 }, "F Omega" } } }
  g:act("tap " .. name)
  g:act("F Wall")
  eq(H.dmg(g, 2, "F Wall"), 2, "DEF 4: 2 damage")
  g = H.at_main{ p1 = { chars = { { name, mode = 2 } } }, p2 = { chars = { { "F Wall", def = 4 }, "F Omega" } } }
  g:act("tap " .. name)
  g:act("F Omega")
  eq(H.dmg(g, 2, "F Omega"), 1, "DEF 0: 1 damage")
end)

-- Flip results ------------------------------------------------------------------------------------

scenario("Slipstream (bot): ON(self_attacks & flipped>=3 different icon) => SELF += ATK+3 [EOT]", function()
  local name = "Slipstream - Strategic Seeker"
  local function hit(deck)
    local g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, deck = deck }, p2 = { chars = { { "F Wall", def = 5 } }, deck = blanks() } }
    H.attack(g, "Slipstream", "F Wall")
    return H.dmg(g, 2, "F Wall")
  end
  eq(hit({ "F Green", "F Blue Orange", "F Blank" }), 3 + 1 + 3 - 5, "green, blue and orange: ATK 3 + 1 orange + 3")
  eq(hit({ "F Blue Orange", "F Blank", "F Blank" }), 0, "two colours: 3 + 1 against DEF 5")
end)

scenario("Grapple (bot): ON(self_battles & flipped>=icon exactly 4 different colors) => SELF += ATK+4 & DEF+4 [EOT]", function()
  local name = "Grapple - Autobot Architect"
  local function bonus(deck)
    local g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, deck = deck }, p2 = { chars = { { "F Wall", def = 6 } }, deck = blanks() } }
    H.attack(g, "Grapple", "F Wall")
    return H.dmg(g, 2, "F Wall")
  end
  -- a white flip gives two more: White, Blue Orange, Black2 = four colours (ATK 4 + 1 orange, Pierce 2)
  eq(bonus({ "F White", "F Blue Orange", "F Black2", "F Blank", "F Blank" }), 4 + 1 + 4 - 6, "four colours: ATK+4")
  eq(bonus({ "F White", "F Orange2", "F Black2", "F Blank", "F Blank" }), 2, "three: ATK 6 against DEF 6, Pierce 2")
  eq(bonus({ "F White", "F Blue Orange", "F Black2", "F Green", "F Blank" }), 2, "five: not exactly four, Pierce 2")
end)

scenario("Raider Flamefeather (bot): ON(self_defends & flipped_any) => IT += DEF+1 [EOB] PER {OR} FLIP, up -> DEF+5", function()
  local name = "Raider Flamefeather - Black Ops, Soldier"
  local g = H.at_main{ active = 2, p1 = { chars = { { name, mode = 2 } }, deck = H.list(8, "F Orange2") },
                       p2 = { chars = { { "F Striker", atk = 10 } }, deck = blanks() } }
  H.attack(g, "F Striker", "Raider Flamefeather")
  eq(H.dmg(g, 1, name), 10 - 1 - 4, "4 orange icons flipped: DEF 1 + 4")
  g = H.at_main{ active = 2, p1 = { chars = { { name, mode = 2, kw = { Tough = 2 } } }, deck = H.list(8, "F Orange2") },
                 p2 = { chars = { { "F Striker", atk = 10 } }, deck = blanks() } }
  H.attack(g, "F Striker", "Raider Flamefeather")
  eq(H.dmg(g, 1, name), 10 - 1 - 5, "8 orange icons: at most DEF+5")
end)

scenario("Brawn (bot): ON(self_defends enemy HAS more Stars than IT & flipped_any) => SELF += DEF+1 [EOB] PER different color", function()
  local name = "Brawn - Demolitions"
  local function hit(attacker)
    local g = H.at_main{ active = 2, p1 = { chars = { { name, mode = 2 } }, deck = { "F Blue Orange", "F Green", "F Blank" } },
                         p2 = { chars = { { attacker, atk = 6 } }, deck = blanks() } }
    H.attack(g, attacker, "Brawn")
    return H.dmg(g, 1, name)
  end
  eq(hit("Roadbuster - Ground Assault Commander"), 5 + 6 - 1 - 1 - 3, "an 11-star attacker (ATK 5 + 6): three colours, DEF+3 (and the blue icon)")
  eq(hit("F Striker"), 6 - 1 - 1, "a 1-star attacker: no bonus")
end)

scenario("Autobot Nautica (alt): ON(self_defends against Car, Truck, or tank, & flipped>={BL}) => SELF += DEF+1 [EOB] PER {BL} flipped", function()
  local name = "Autobot Nautica - Camien Engineer"
  local function hit(attacker)
    local g = H.at_main{ active = 2, p1 = { chars = { name }, deck = H.list(8, "F Blue2") },
                         p2 = { chars = { { attacker, atk = 10 } }, deck = blanks() } }
    H.attack(g, attacker, "Autobot Nautica")
    return H.dmg(g, 1, name)
  end
  eq(hit("F Striker"), 10 - 1 - 4 - 4, "a Car attacks: 4 blue icons flipped, DEF+4 on top of them")
  eq(hit("F Wall"), 10 - 1 - 4, "another attacker: the icons only")
end)

scenario("Thermal Weaponry: ON(HOST attacking) => IT HAS Pierce(1) attack PER blue icon FLIP", function()
  local function hit(deck)
    local g = H.at_main{ p1 = { chars = { { "F Striker", atk = 10, upgrades = { "Thermal Weaponry" } } }, deck = deck },
                         p2 = { chars = { { "F Wall", def = 20 } }, deck = blanks() } }
    H.attack(g, "F Striker", "F Wall")
    return H.dmg(g, 2, "F Wall")
  end
  eq(hit(H.list(8, "F Blue2")), 4, "4 blue icons flipped by the attacker: Pierce 4 through DEF 20")
  eq(hit(blanks()), 0, "none: no Pierce")
end)

-- Other characters: taps, damage ------------------------------------------------------------------

scenario("Private Sunrunner (alt): ON(own:Off-Road Patrols taps) => dmg 1 -> tapped enemy", function()
  local g = H.at_main{ p1 = { chars = { "Private Sunrunner - Battle Patrol, Air Defense", "Private Powertrain - Off-Road Patrol, Patrol Leader" },
                              deck = blanks() },
                       p2 = { chars = { { "F Wall", tapped = true, def = 20 }, "F Omega" }, deck = blanks() } }
  H.attack(g, "Private Powertrain", "F Wall")
  eq(H.dmg(g, 2, "F Wall"), 1, "an Off-Road Patrol taps to attack: 1 damage to the tapped enemy")
end)

scenario("Skullsmasher (body): ON(enemy stars<IT.stars taps) => dmg 1 -> enemy ; ON(enemy stars>IT.stars taps) => dmg 1 -> SELF", function()
  local name = "Skullsmasher - Swamp Warrior"
  local g = H.at_main{ active = 2, p1 = { chars = { { name, mode = 2 } }, deck = blanks() },
                       p2 = { chars = { "F Tapper" }, deck = blanks() } }
  g:act("tap F Tapper")
  eq(H.dmg(g, 2, "F Tapper"), 1, "a 1-star enemy taps: 1 damage to an enemy")
  g = H.at_main{ active = 2, p1 = { chars = { { name, mode = 2 } }, deck = blanks() },
                 p2 = { chars = { { "Metroplex - Autobot City", tapped = false } }, deck = blanks() } }
  H.attack(g, "Metroplex", "Skullsmasher")
  ok(H.count_log(g, "Skullsmasher - Swamp Warrior's ability resolves") == 1, "a 25-star enemy taps to attack: the second ability")
end)

scenario("Bludgeon (bot): ON(enemy takes NA_dmg) => IT += DEF-1 [EOT]", function()
  local g = H.at_main{ p1 = { chars = { { "Bludgeon - Electric Warrior", mode = 2 } }, hand = { "Tripwire" } },
                       p2 = { chars = { { "F Wall", def = 3 } } } }
  g:act("play Tripwire")
  eq(H.get(g, "TC.defense(g, T.char(g, 2, 'F Wall'))"), 2, "the enemy took non-attack damage: DEF-1")
end)

scenario("Captain Wheeljack (bot): ON(PLAY third Action during turn) => draw(1)", function()
  local name = "Captain Wheeljack - Engineer, Scientist"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, hand = { "F Action X", "Special Ops Mission", "F Secret" }, deck = blanks() },
                       p2 = { chars = { "F Wall" } } }
  local drawn = H.count_log(g, "p1 draws 1")
  g:act("play Special Ops Mission")                -- the first Action; it plays a Secret Action (the second)
  g:act("F Secret"); g:act("no")
  eq(H.count_log(g, "p1 draws 1") - drawn, 0, "two Actions: nothing yet")
  g:edit("g:pset(1, 'm_action', nil)")             -- a second Action from hand (as if allowed)
  g:act("play F Action X")
  eq(H.count_log(g, "p1 draws 1") - drawn, 1, "the third Action this turn: draw 1")
end)

-- KO'd characters that flip ---------------------------------------------------------------------

scenario("Optimus Prime - Gleaming Commander (bot): OPT FLIP character @own_KO ->other_mode; Sunstreaker: ON(SELF @own_KO & flip_to_mode) => draw(1)", function()
  local op = "Optimus Prime - Gleaming Commander"
  local g = H.at_main{ p1 = { chars = { { op, mode = 2 } }, ko = { "Sunstreaker - Bold Warrior" }, hand = {},
                              deck = { "F White", "F Blue Orange", "F Blank", "F Blank", "F Blank", "F Blank", "F Blank" } },
                       p2 = { chars = { { "F Wall", def = 20 } }, deck = blanks() } }
  H.attack(g, "Optimus Prime", "F Wall")
  g:act("Sunstreaker")
  eq(H.get(g, "g:cget(g:cards(TC.z(g, 'ko', 1))[1], 'mode')"), 2, "the KO'd Sunstreaker flipped to bot")
  eq(H.count_log(g, "Sunstreaker - Bold Warrior's ability resolves"), 1, "its KO-area ability resolves")
  ok(H.count_log(g, "p1 draws 1") >= 1, "draw 1")
end)

scenario("Combat Commands: ON(host_attacks) => OPT FLIP Sentinel @own_KO bot->alt ; => if_done: FLIP IT back ->bot", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", upgrades = { "Combat Commands" } } }, hand = {},
                              ko = { "Sunstreaker - Bold Warrior" }, deck = blanks() },
                       p2 = { chars = { { "F Wall", def = 20 } }, deck = blanks() } }
  g:edit("g:cset(g:cards(TC.z(g, 'ko', 1))[1], 'mode', 2)")
  H.attack(g, "F Striker", "F Wall")
  g:act("Sunstreaker")
  eq(H.get(g, "g:cget(g:cards(TC.z(g, 'ko', 1))[1], 'mode')"), 2, "flipped to alt and back to bot")
  eq(H.count_log(g, "Sunstreaker - Bold Warrior flips to alt mode"), 1, "through alt")
  eq(H.count_log(g, "Sunstreaker - Bold Warrior's ability resolves"), 1, "flipping back to bot: its KO-area ability")
end)

-- Combat limits -----------------------------------------------------------------------------------

scenario("Bumblebee - Legendary Warrior (alt): ON(flip_to_mode) => SELF may_target_untapped[turn]", function()
  local name = "Bumblebee - Legendary Warrior"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, deck = blanks() },
                       p2 = { chars = { { "F Wall", tapped = true }, "F Omega" }, deck = blanks() } }
  g:act("end main phase"); g:act("Bumblebee")
  ok(not H.has(g, "F Omega"), "before: only the tapped enemy may be chosen")
  g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, deck = blanks() },
                 p2 = { chars = { { "F Wall", tapped = true }, "F Omega" }, deck = blanks() } }
  g:act("flip " .. name .. " to alt")
  g:act("end main phase"); g:act("Bumblebee")
  ok(H.has(g, "F Omega"), "after the flip: the untapped enemy too")
end)

scenario("Dampening Field: SECRET_REVEAL_ON(own_char defends) ; ON_REVEAL => OPP CANNOT FLIP > 4 BC during [battle]", function()
  local g = H.at_main{ active = 2, p1 = { chars = { "F Wall" }, secret = { "Dampening Field" }, deck = blanks() },
                       p2 = { chars = { { "F Striker", kw = { Bold = 4 } } }, deck = blanks(12) } }
  H.attack(g, "F Striker", "F Wall")
  eq(H.count_log(g, "p2 flips"), 4, "Bold 4 would flip 6: the cap is 4")
end)

scenario("Temporal Quagmire: SECRET_REVEAL_ON(own:character defends) ; ON_REVEAL => EACH_PLAYER CANNOT FLIP > 2 BC during [battle]", function()
  local g = H.at_main{ active = 2, p1 = { chars = { { "F Wall", kw = { Tough = 3 } } }, secret = { "Temporal Quagmire" }, deck = blanks() },
                       p2 = { chars = { "F Striker" }, deck = { "F White", "F Blank", "F Blank", "F Blank", "F Blank", "F Blank" } } }
  H.attack(g, "F Striker", "F Wall")
  eq(H.count_log(g, "p2 flips"), 2, "a white icon's extra flips stop at 2")
  eq(H.count_log(g, "p1 flips"), 2, "Tough 3 stops at 2")
end)

scenario("Stable Cover: SECRET_REVEAL_ON(own_char defends) ; ON_REVEAL => character += DEF+1 [EOB] ; ATTACKER CANNOT use Pierce [battle]", function()
  local g = H.at_main{ active = 2, p1 = { chars = { { "F Wall", def = 5 } }, secret = { "Stable Cover" }, deck = blanks() },
                       p2 = { chars = { { "F Striker", atk = 3, kw = { Pierce = 3 } } }, deck = blanks() } }
  H.attack(g, "F Striker", "F Wall")
  eq(H.dmg(g, 1, "F Wall"), 0, "no Pierce: ATK 3 against DEF 6 does nothing")
end)

scenario("Backfire: SECRET_REVEAL_ON(own:Decepticons defends) ; ON_REVEAL => dmg(X) -> ATTACKER == # Upgrades on attacker", function()
  local g = H.at_main{ active = 2, p1 = { chars = { { "F Wall", def = 9 } }, secret = { "Backfire" }, deck = blanks() },
                       p2 = { chars = { { "F Striker", upgrades = { "F Upgrade", "F Bold Weapon" } } }, deck = blanks() } }
  H.attack(g, "F Striker", "F Wall")
  eq(H.dmg(g, 2, "F Striker"), 2, "two Upgrades: 2 damage")
end)

-- End of turn, KO ---------------------------------------------------------------------------------

scenario("Reckless Charge: own_char += ATK+4 [EOT] ; @turn_end, dmg 3 -> IT; Last Stand: ... ; KO(IT) @turn_end", function()
  local g = H.at_main{ p1 = { chars = { "F Striker", "F Wall" }, hand = { "Reckless Charge" }, deck = blanks() },
                       p2 = { chars = { { "F Omega", def = 20 } }, deck = blanks() } }
  g:act("play Reckless Charge"); g:act("F Wall")
  eq(atk(g, 1, "F Wall"), 4, "ATK+4")
  H.attack(g, "F Striker", "F Omega")
  eq(H.dmg(g, 1, "F Wall"), 3, "at the end of the turn: 3 damage")
  g = H.at_main{ p1 = { chars = { "F Striker", "F Wall" }, hand = { "Last Stand" }, deck = blanks() },
                 p2 = { chars = { { "F Omega", def = 20 } }, deck = blanks() } }
  g:act("play Last Stand"); g:act("F Wall")
  H.attack(g, "F Striker", "F Omega")
  eq(H.names(g, "ko", 1)[1], "F Wall", "KO'd at the end of the turn")
end)

scenario("Trypticon (bot): OPT KO own_other_char ; => if_done: SELF += ATK+3 [EOT] OR repair 3 <- SELF", function()
  local name = "Trypticon - Assault Base"
  local g = H.at_main{ p1 = { chars = { { name, dmg = 5 }, "F Wall" } }, p2 = { chars = { "F Omega" } } }
  g:act("flip " .. name .. " to bot")
  g:act("F Wall")
  eq(H.names(g, "ko", 1)[1], "F Wall", "the other character is KO'd")
  g:act("repair 3 <- SELF")
  eq(H.dmg(g, 1, name), 2, "then Trypticon is repaired by 3")
end)

-- More effects ------------------------------------------------------------------------------------

scenario("Espionage: CHOOSE icon color ; PEEK opp_hand & SCRAP card from IT HAS icon color", function()
  local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Espionage" } },
                       p2 = { chars = { "F Wall" }, hand = { "F Orange2", "F Blue2" } } }
  g:act("play Espionage")
  g:act("blue")
  eq(H.names(g, "scrap", 2)[1], "F Blue2", "the blue card is scrapped")
  eq(H.names(g, "hand", 2)[1], "F Orange2", "the other stays")
end)

scenario("Frenzy (alt): OPP REVEAL opp_deck.top(2) ; OPT HAS OPP SCRAP those cards", function()
  local g = H.at_main{ p1 = { chars = { { "Frenzy - Warrior", mode = 2 } } },
                       p2 = { chars = { "F Wall" }, deck = { "F Orange2", "F Blue2", "F Blank" } } }
  g:act("flip Frenzy - Warrior to alt")
  g:act("yes")
  eq(H.size(g, "scrap", 2), 2, "both revealed cards scrapped")
  eq(H.names(g, "deck", 2)[1], "F Blank", "the third stays")
end)

scenario("Sergeant Skywarp (alt): RETURN <=2 Secret Actions HAS different names <-own_scrap ->own_hand", function()
  local name = "Sergeant Skywarp - Black Ops, Seeker"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, hand = {}, scrap = { "F Secret", "F Secret", "Dampening Field", "F Blank" } },
                       p2 = { chars = { "F Wall" } } }
  g:act("flip " .. name .. " to alt")
  g:act("F Secret")
  ok(not H.has(g, "F Secret"), "a second F Secret is not offered (different names)")
  g:act("Dampening Field")
  eq(H.size(g, "hand", 1), 2, "two Secret Actions returned")
end)

scenario("Decepticon Pounce (bot): PEEK own_deck.top(3) ; OPT REVEAL Secret Action from among them & PUT IT ->own_hand", function()
  local name = "Decepticon Pounce - Infiltrator"
  local g = H.at_main{ p1 = { chars = { name }, hand = {}, deck = { "F Blank", "F Orange2", "F Secret", "F Secret" } },
                       p2 = { chars = { "F Wall" } } }
  g:act("flip " .. name .. " to bot")
  g:act("F Secret")
  eq(H.names(g, "hand", 1)[1], "F Secret", "the Secret Action among the top 3")
  eq(table.concat(H.names(g, "deck", 1), ","), "F Blank,F Orange2,F Secret", "the rest in order; the fourth card untouched")
end)

scenario("Starscream - Decepticon King (alt): RETURN card lets Plan <-own_scrap ->own_hand", function()
  local name = "Starscream - Decepticon King"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, hand = {}, scrap = { "F Blank", "Decepticon Crown" } },
                       p2 = { chars = { "F Wall" } } }
  g:act("flip " .. name .. " to alt")
  eq(table.concat(H.names(g, "hand", 1), ","), "Decepticon Crown", "the card whose text has Plan")
end)

scenario("Autobot Gears (alt): ON(flip_to_mode) => MOVE Upgrade from enemy -> another enemy", function()
  local name = "Autobot Gears - Transport and Reconnaissance"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 } } },
                       p2 = { chars = { { "F Wall", upgrades = { "F Upgrade" } }, "F Omega" } } }
  g:act("flip " .. name .. " to alt")
  eq(H.get(g, "g:name(TC.host(g, g:cards(TC.z(g, 'upgrades', 2))[1]))"), "F Omega", "moved to the other enemy")
end)

scenario("Sergeant Soundblaster (bot): ON(self_attacks) => OPT PLAY {BK} Weapon <-own_scrap onto SELF", function()
  local name = "Sergeant Soundblaster - Weapons Arms Dealer"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, scrap = { "Crowbar", "F Bold Weapon" }, deck = blanks() },
                       p2 = { chars = { { "F Wall", def = 20 } }, deck = blanks() } }
  H.attack(g, "Sergeant Soundblaster", "F Wall")
  ok(not H.has(g, "F Bold Weapon"), "a Weapon with no black icon is not offered")
  g:act("Crowbar")
  eq(H.count_log(g, "attaches Crowbar to " .. name), 1, "the black Weapon from the scrap pile onto it")
  ok(holds(H.names(g, "scrap", 1), "F Bold Weapon"), "the other stays")
end)

scenario("Bug Bomb: ON(host_KOd) => draw(1), SCRAP enemy Upgrade, & OPP CHOOSE card <-opp_hand & SCRAP IT", function()
  local g = H.at_main{ active = 2, p1 = { chars = { { "F Striker", dmg = 9, upgrades = { "Bug Bomb" } }, "F Omega" }, hand = {},
                                          deck = blanks() },
                       p2 = { chars = { { "F Wall", atk = 5, upgrades = { "F Upgrade" } } }, hand = { "F Blank" }, deck = blanks() } }
  H.attack(g, "F Wall", "F Striker")
  eq(H.names(g, "ko", 1)[1], "F Striker", "the host is KO'd")
  ok(H.count_log(g, "p1 draws 1") >= 1, "draw 1")
  eq(H.size(g, "upgrades", 2), 0, "the enemy Upgrade is scrapped")
  eq(H.size(g, "hand", 2), 0, "the opponent scraps a card of their hand")
end)

scenario("Security Checkpoint: EACH_PLAYER REVEAL hands & SCRAP upgrades from IT", function()
  local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Security Checkpoint", "F Upgrade", "F Blank" } },
                       p2 = { chars = { "F Wall" }, hand = { "F Bold Weapon", "F Action X" } } }
  g:act("play Security Checkpoint")
  eq(table.concat(H.names(g, "hand", 1), ","), "F Blank", "p1's Upgrade scrapped")
  eq(table.concat(H.names(g, "hand", 2), ","), "F Action X", "p2's Upgrade scrapped")
end)

scenario("Raider Nova Storm (alt): ON(SELF HAS {BK} Upgrade & flip_to_mode) => MOVE 1 dmg_ctr from SELF -> enemy", function()
  local name = "Raider Nova Storm - Infantry, Combustion Specialist"
  local function flip(ups)
    local g = H.at_main{ p1 = { chars = { { name, mode = 2, dmg = 2, upgrades = ups } } }, p2 = { chars = { "F Wall" } } }
    g:act("flip " .. name .. " to alt")
    return H.dmg(g, 2, "F Wall")
  end
  eq(flip({ "Crowbar" }), 1, "a black Upgrade: 1 counter moved to the enemy")
  eq(flip({ "F Upgrade" }), 0, "no black Upgrade: nothing")
end)

scenario("Two-Pronged Attack: CHOOSE own_char ; IF IT's Tank, OPP CHOOSE 2 cards ... ; IF IT's Plane, OPP CHOOSE opp_char & dmg 2 -> IT", function()
  local g = H.at_main{ p1 = { chars = { "Skywarp - Teleporting Seeker", "Warpath - Confident Sharpshooter" }, hand = { "Two-Pronged Attack" } },
                       p2 = { chars = { "F Wall" }, hand = { "F Blank", "F Blank", "F Blank" } } }
  g:act("play Two-Pronged Attack")
  g:act("Skywarp")
  eq(H.dmg(g, 2, "F Wall"), 2, "a Plane: the opponent's character takes 2")
  eq(H.size(g, "hand", 2), 3, "not a Tank: the hand stays")
end)

scenario("Bombshell (bot): ON(self_attacks) => OPT SCRAP cards <-own_hand == # stars on DEFENDER ; => if_done: KO DEFENDER", function()
  local name = "Bombshell - Decepticon Psy Ops"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, hand = { "F Blank", "F Orange2" }, deck = blanks() },
                       p2 = { chars = { { "F Wall", def = 20 }, "F Omega" }, deck = blanks() } }
  H.attack(g, "Bombshell", "F Wall")
  g:act("yes"); g:act(1)
  eq(H.names(g, "ko", 2)[1], "F Wall", "one card scrapped for the 1-star defender: KO'd")
  eq(H.size(g, "hand", 1), 1, "one card left")
  g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, hand = {}, deck = blanks() },
                 p2 = { chars = { { "F Wall", def = 20 }, "F Omega" }, deck = blanks() } }
  H.attack(g, "Bombshell", "F Wall")
  eq(H.size(g, "ko", 2), 0, "an empty hand cannot pay: no KO")
end)

scenario("General Megatron (alt): ON(flip_to_mode) => dmg(X) -> enemy == # Weapons HAS @bf", function()
  local name = "General Megatron - Infantry, Leader"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2, upgrades = { "F Bold Weapon" } }, { "F Striker", upgrades = { "Crowbar", "F Upgrade" } } } },
                       p2 = { chars = { { "F Wall", upgrades = { "F Bold Weapon" } } } } }
  g:act("flip " .. name .. " to alt")
  eq(H.dmg(g, 2, "F Wall"), 2, "your two Weapons (not the Armor, not the enemy's): 2 damage")
end)

scenario("Raider Rumble (bot): COST(TAP_ABILITY =>) => RETURN Upgrade on character -> owner's hand", function()
  local name = "Raider Rumble - Spy Patrol, Demolitions"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, hand = {} },
                       p2 = { chars = { { "F Wall", upgrades = { "F Upgrade" } } }, hand = {} } }
  g:act("tap " .. name)
  ok(H.cval(g, 1, name, "tapped"), "a tap ability: Rumble taps")
  eq(H.names(g, "hand", 2)[1], "F Upgrade", "the Upgrade is back in its owner's hand")
end)

scenario("Prowl - Strategic Mastermind (bot): ON(SELF @own_KO & flip_to_mode) => SCRAP enemy weapon", function()
  local op = "Optimus Prime - Gleaming Commander"
  local g = H.at_main{ p1 = { chars = { { op, mode = 2 } }, ko = { "Prowl - Strategic Mastermind" }, hand = {},
                              deck = { "F White", "F Blue Orange", "F Blank", "F Blank", "F Blank", "F Blank", "F Blank" } },
                       p2 = { chars = { { "F Wall", def = 20, upgrades = { "F Bold Weapon", "F Upgrade" } } }, deck = blanks() } }
  H.attack(g, "Optimus Prime", "F Wall")
  g:act("Prowl")
  eq(H.get(g, "g:cget(g:cards(TC.z(g, 'ko', 1))[1], 'mode')"), 2, "the KO'd Prowl flipped to bot")
  eq(H.names(g, "upgrades", 2)[1], "F Upgrade", "the enemy Weapon is scrapped, the Armor stays")
  eq(H.size(g, "upgrades", 2), 1, "one Upgrade left")
end)

scenario("Predaking - Ferocious Hunter: ON(SELF combined) => draw(1) ; OPT PLAY card", function()
  local five = {}
  for i, n in ipairs({ "Divebomb - Aerial Assault", "Predacon Headstrong - Ground Assault", "Predacon Rampage - Savage Hunter",
                       "Razorclaw - Predacon Leader", "Torox - Fueler" }) do five[i] = { n, mode = 2 } end
  local g = H.at_main{ p1 = { chars = five, hand = { "Predacon Enigma", "F Upgrade", "F Action X" }, deck = blanks() },
                       p2 = { chars = { "F Wall" } } }
  local drawn = H.count_log(g, "p1 draws 1")
  g:act("play Predacon Enigma")
  eq(H.names(g, "battlefield", 1)[1], "Predaking - Ferocious Hunter", "combined")
  ok(H.has(g, "F Upgrade") and H.has(g, "F Action X"), "any Action or Upgrade of the hand may be played: " .. table.concat(g:options(), " | "))
  g:act("F Upgrade")
  if #g:options() > 0 and H.has(g, "Predaking") then g:act("Predaking") end
  eq(H.size(g, "upgrades", 1), 1, "the Upgrade is played onto Predaking")
  eq(H.count_log(g, "p1 draws 1") - drawn, 1, "after drawing 1")
end)
