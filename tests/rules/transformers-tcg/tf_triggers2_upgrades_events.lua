-- Round 5's triggered abilities (scripts/transformers-tcg/triggers2.lua, written by
-- tests/tools/gen_tcg_triggers2.py), played out, part 3 of 3: an Upgrade's triggers on its
-- host's attack, defense or flip and the battle-long effects they make (keywords, attack damage
-- caps, Pierce reductions, a base defense made 0); triggers on KOs, the opponent's reshuffle,
-- another character's flip, an Upgrade scrapped off an enemy; Secret Actions; Stratagems that
-- name a character.
-- Each scenario names the card and its notation, sets up the state, acts, and checks what the
-- text says happens.
-- Own flips: tf_triggers2_flips.lua; battles: tf_triggers2_battles.lua.
local H = require "lib.tcg"

local blanks, atk, kw, attack_wall, has = H.blanks, H.atk, H.kw, H.attack_wall, H.contains

-- Upgrades: host_attacks / host_defends, battle-long effects -------------------------------------------

local function bm_on(g, name, side, host)
  g:act("flip " .. name .. " to " .. side .. " on " .. host)
  g:edit("g:pset(1, 'm_flip', nil) return true")
end

scenario("Raider Caliburst (Oxidation Cannon): ON(host_attacks & OPP HAS more cards @hand than) => OPP CHOOSE card <-opp_hand & SCRAP IT ; draw(1)", function()
  local name = "Raider Caliburst - Air Force, Weapons"
  local function attack(p2hand)
    local g = H.at_main{ p1 = { chars = { name, "F Striker" }, hand = { "F Blank" }, deck = blanks() },
                         p2 = { chars = { { "F Wall", def = 20 } }, hand = p2hand, deck = blanks() } }
    bm_on(g, name, "Oxidation Cannon", "F Striker")
    H.attack(g, "F Striker", "F Wall")
    return g
  end
  local g = attack({ "F Action X", "F Upgrade" })
  g:act("F Action X")
  ok(has(H.names(g, "scrap", 2), "F Action X"), "p2 (2 cards against 1) scraps the card it chose")
  eq(H.size(g, "hand", 1), 2, "p1 draws 1")
  g = attack({ "F Action X" })
  eq(H.count_log(g, "Raider Caliburst - Air Force, Weapons's ability resolves"), 0, "equal hands: no trigger")
end)

scenario("RR Disruption Blade: ON(host_attacks & don't FLIP {BK}) => SCRAP THIS_CARD after battle", function()
  local function attack(deck)
    local g = attack_wall({ chars = { { "F Striker", upgrades = { "RR Disruption Blade" } } }, deck = deck }, "F Striker", 20)
    return has(H.names(g, "scrap", 1), "RR Disruption Blade")
  end
  ok(attack(blanks()), "no black flipped: scrapped after the battle")
  ok(not attack({ "F Black2", "F Blank", "F Blank" }), "a black flipped: it stays")
end)

scenario("Composite Armor: ON(host_defends) => SCRAP THIS_CARD after battle ; if flipped >= {BK} battle, dmg 1 -> theattacker", function()
  local function defend(deck)
    local g = H.at_main{ active = 2, p1 = { chars = { { "F Striker", upgrades = { "Composite Armor" } } }, deck = deck },
                         p2 = { chars = { "F Wall" }, deck = blanks() } }
    H.attack(g, "F Wall", "F Striker")
    return g
  end
  local g = defend({ "F Black2", "F Blank", "F Blank", "F Blank", "F Blank" })
  ok(has(H.names(g, "scrap", 1), "Composite Armor"), "scrapped after the battle")
  eq(H.dmg(g, 2, "F Wall"), 1, "a black flipped by its side: the attacker takes 1")
  g = defend(blanks())
  eq(H.dmg(g, 2, "F Wall"), 0, "no black: no damage")
end)

scenario("Paralyzo Box: ON(host_attacks) => CHOOSE icon color ; OPP REVEAL opp_deck.top(1) ; IF IT HAS icon chosen color, HOST += ATK+4 [EOB]", function()
  local function attack(color)
    local g = H.at_main{ p1 = { chars = { { "F Striker", upgrades = { "Paralyzo Box" } } }, deck = blanks() },
                         p2 = { chars = { "F Wall" }, deck = { "F Orange2", "F Blank", "F Blank" } } }
    local base = atk(g, 1, "F Striker")
    H.attack(g, "F Striker", "F Wall")
    g:act(color)
    return H.dmg(g, 2, "F Wall") - base
  end
  eq(attack("orange"), 4, "orange named, an orange card on top: ATK+4")
  eq(attack("blue"), 0, "blue named: nothing")
end)

scenario("Regenerative Core: ON(host_attacks) => MOVE 1 dmg_ctr from IT -> SELF ; if SELF HAS 2 or_more dmg_ctr, SCRAP IT", function()
  local g = attack_wall({ chars = { { "F Striker", dmg = 3, upgrades = { "Regenerative Core" } } }, deck = blanks() },
                        "F Striker", 20)
  eq(H.dmg(g, 1, "F Striker"), 2, "one counter leaves the host")
  eq(H.get(g, "g:cget(TC.upgrades_of(g, T.char(g, 1, 'F Striker'))[1], 'dmg')"), 1, "onto the Core")
  g = H.at_main{ p1 = { chars = { { "F Striker", dmg = 3, upgrades = { "Regenerative Core" } } }, deck = blanks() },
                 p2 = { chars = { { "F Wall", def = 20 } }, deck = blanks() } }
  g:edit("g:cset(TC.upgrades_of(g, T.char(g, 1, 'F Striker'))[1], 'dmg', 1) return true")
  H.attack(g, "F Striker", "F Wall")
  ok(has(H.names(g, "scrap", 1), "Regenerative Core"), "its second counter: scrapped")
  eq(H.dmg(g, 1, "F Striker"), 2, "the host still lost one")
end)

scenario("Private Firedrive (Duo-Charge Electrostatic Photon Cannon): ON(host_attacks) => SCRAP any# cards <-own_hand", function()
  local name = "Private Firedrive - Ground Command, Artillery"
  local g = H.at_main{ p1 = { chars = { name, "F Striker" }, hand = { "F Action X", "F Upgrade", "F Blank" }, deck = blanks() },
                       p2 = { chars = { { "F Wall", def = 20 } }, deck = blanks() } }
  bm_on(g, name, "Duo-Charge Electrostatic Photon Cannon", "F Striker")
  H.attack(g, "F Striker", "F Wall")
  g:act("F Action X"); g:act("F Blank"); g:act("done")
  eq(table.concat(H.names(g, "hand", 1), ","), "F Upgrade", "the two picked are scrapped")
end)

scenario("Private Smashdown (Airquake Hammerclaw): ON(host_attacks & flipped>=more colors icon than OPP FLIP) => HOST += ATK+2 [EOB]", function()
  local name = "Private Smashdown - Ground Command, Artillery"
  local function attack(p2deck)
    local g = H.at_main{ p1 = { chars = { name, "F Striker" }, deck = { "F Blue Orange", "F Green", "F Blank" } },
                         p2 = { chars = { "F Wall" }, deck = p2deck } }
    bm_on(g, name, "Airquake Hammerclaw", "F Striker")
    H.attack(g, "F Striker", "F Wall")
    return H.dmg(g, 2, "F Wall")
  end
  eq(attack(blanks()), 2 + 1 + 2, "three colours against none: Hammerclaw 2 + orange 1 + 2")
  eq(attack({ "F White", "F Black2", "F Green", "F Blank", "F Blank" }), 2 + 1, "three against three: no bonus")
end)

scenario("Private Pteraxadon (Binary Edgewing Scythe): ON(host_attacks & flipped>={WH+WH}) => DEFENDER's base DEF becomes 0 during [battle]", function()
  local name, meg = "Private Pteraxadon - Air Command, Artillery", "Megatron - Arrogant Ruler"
  local function attack(deck)
    local g = H.at_main{ p1 = { chars = { name, "F Striker" }, deck = deck }, p2 = { chars = { meg }, deck = blanks() } }
    bm_on(g, name, "Binary Edgewing Scythe", "F Striker")
    H.attack(g, "F Striker", "Megatron")
    return H.dmg(g, 2, meg)
  end
  eq(attack({ "F White", "F White", "F Blank", "F Blank", "F Blank" }), 3, "two whites: ATK 3 against base DEF 3 made 0")
  eq(attack(blanks()), 0, "otherwise 3 against 3")
end)

scenario("Private Turbo Board (Anti-Gravity Turbo Pack): ON(host_attacks & flipped>={OR+BL}) => After battle, OPT PLAY one {OR} or {BL} card flipped", function()
  local name = "Private Turbo Board - Air Command, Evac"
  local g = H.at_main{ p1 = { chars = { name, "F Striker" }, deck = { "F Blue Orange", "F Black2", "F Blank" } },
                       p2 = { chars = { { "F Wall", def = 20 } }, deck = blanks() } }
  bm_on(g, name, "Anti-Gravity Turbo Pack", "F Striker")
  H.attack(g, "F Striker", "F Wall")
  ok(not H.has(g, "F Black2"), "a card without orange or blue: not offered")
  g:act("F Blue Orange")
  eq(H.count_log(g, "plays F Blue Orange"), 1, "played after the battle")
end)

scenario("Lucky Vest: ON(host_defends & flipped>=icon >= 4 different colors) => character CANNOT take > 4 ATK_dmg [battle]", function()
  local function defend(deck)
    local g = H.at_main{ active = 2, p1 = { chars = { { "F Omega", upgrades = { "Lucky Vest" } } }, deck = deck },
                         p2 = { chars = { { "F Wall", atk = 15 } }, deck = blanks() } }
    H.attack(g, "F Wall", "F Omega")
    return H.dmg(g, 1, "F Omega")
  end
  eq(defend({ "F White", "F Blue Orange", "F Green", "F Blank", "F Blank" }), 4, "four colours flipped: at most 4")
  eq(defend({ "F Blue Orange", "F Green", "F Blank" }), 15 - 1, "three: the attack less 1 blue")
end)

scenario("Kinetic Intensifier Whip: ON(FLIP HOST -> another mode) => IT += Bold(2) [EOT]", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", upgrades = { "Kinetic Intensifier Whip" } }, "F Wall" } },
                       p2 = { chars = { "F Wall" } } }
  local before = kw(g, 1, "F Striker", "Bold")
  g:act("flip F Striker to bot")
  eq(kw(g, 1, "F Striker", "Bold") - before, 2, "its host flipped: Bold 2")
end)

scenario("Electro-Optical Visor: ON(PUT SELF on Decepticon) => OPP REVEAL hand, CHOOSE Autobot card from IT, & SCRAP card", function()
  local function play(host)
    local g = H.at_main{ p1 = { chars = { "F Wall", "F Striker" }, hand = { "Electro-Optical Visor" } },
                         p2 = { chars = { "F Omega" }, hand = { "Confidence", "F Action X" } } }
    g:act("play Electro-Optical Visor on " .. host)
    return g
  end
  local g = play("F Wall")
  ok(has(H.names(g, "scrap", 2), "Confidence"), "on a Decepticon: the Autobot card is scrapped")
  eq(table.concat(H.names(g, "hand", 2), ","), "F Action X", "the other stays")
  g = play("F Striker")
  eq(H.size(g, "hand", 2), 2, "on an Autobot: nothing")
end)

scenario("Trithyllium Shield: WHILE(HOST defending against Decepticon Leader) => Reduce Leader's Pierce total by 3", function()
  local function defend(att)
    local g = H.at_main{ active = 2, p1 = { chars = { { "F Striker", def = 20, upgrades = { "Trithyllium Shield" } } },
                         deck = blanks() },
                         p2 = { chars = { { att, kw = { Pierce = 4 } } }, deck = blanks() } }
    H.attack(g, att, "F Striker")
    return H.dmg(g, 1, "F Striker")
  end
  eq(defend("Megatron - Arrogant Ruler"), 1, "a Decepticon Leader: Pierce 4 - 3")
  eq(defend("F Wall"), 0, "F Wall (Decepticon, ATK 0): Pierce never above the attack")
end)

scenario("Point-Defense System: WHILE(HOST defending against enemy HAS Pierce) => Reduce enemy's Pierce total by 2", function()
  local function defend(ups)
    local g = H.at_main{ active = 2, p1 = { chars = { { "F Striker", def = 20, upgrades = ups } }, deck = blanks() },
                         p2 = { chars = { { "F Wall", atk = 5, kw = { Pierce = 3 } } }, deck = blanks() } }
    H.attack(g, "F Wall", "F Striker")
    return H.dmg(g, 1, "F Striker")
  end
  eq(defend({ "Point-Defense System" }), 1, "Pierce 3 - 2")
  eq(defend({}), 3, "without it: Pierce 3")
end)

-- KOs, reshuffles, flips of others, scrapped Upgrades, Secret Actions ------------------------------------

scenario("Decepticon Venin (alt): ON(SELF or own_other:Insecticons KOd) => OPP CHOOSE 2 cards <-opp_hand ans SCRAP them", function()
  local name, kick = "Decepticon Venin - Insecticon Tyrant", "Kickback - Cunning Insecticon"
  local function ko(target)
    local g = H.at_main{ active = 2, p1 = { chars = { name, kick, "F Striker" }, deck = blanks() },
                         p2 = { chars = { { "F Wall", atk = 40 } }, hand = { "F Action X", "F Upgrade", "F Blank" }, deck = blanks() } }
    g:edit(string.format("g:cset(T.char(g, 1, %q), 'tapped', true) return true", target))
    H.attack(g, "F Wall", target)
    return g
  end
  local g = ko(kick)
  g:act("F Action X"); g:act("F Upgrade")
  eq(table.concat(H.names(g, "hand", 2), ","), "F Blank", "another Insecticon KO'd: p2 scraps 2 of its choice")
  g = ko(name)
  g:act("F Blank"); g:act("F Upgrade")
  eq(table.concat(H.names(g, "hand", 2), ","), "F Action X", "Venin itself KO'd: the same")
  g = ko("F Striker")
  eq(H.size(g, "hand", 2), 3, "not an Insecticon: nothing")
end)

scenario("Lord Megatron (bot): ON(OPP reshuffles opp_deck) => They CHOOSE opp_char & dmg(X) -> IT == SELF's ATK total", function()
  local name = "Lord Megatron - Conqueror of Cybertron"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, deck = blanks() },
                       p2 = { chars = { { "F Wall", def = 30 }, "F Omega" }, deck = {}, scrap = H.list(5, "F Blank") } }
  local x = atk(g, 1, name)
  H.attack(g, "Lord Megatron", "F Wall")                 -- p2 flips from an empty deck: it reshuffles
  g:act("F Omega")
  eq(H.dmg(g, 2, "F Omega"), x, "the character p2 chose takes Megatron's ATK total")
end)

scenario("Autobot Cosmos (bot): ON(reshuffle own_deck while SELF attacking) => KO DEFENDER if IT HAS stars<=12", function()
  local name = "Autobot Cosmos - Recon and Communication"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, deck = {}, scrap = H.list(5, "F Blank") },
                       p2 = { chars = { { "F Wall", def = 30 }, "F Omega" }, deck = blanks() } }
  H.attack(g, "Autobot Cosmos", "F Wall")
  ok(has(H.names(g, "ko", 2), "F Wall"), "p1 reshuffled while Cosmos attacks: the 1-star defender is KO'd")
end)

scenario("CliffJumper (alt): ON(FLIP own_other:Cars ->bot) => draw(1)", function()
  local name = "CliffJumper - Renegade Warrior"
  local g = H.at_main{ p1 = { chars = { name, "F Striker", "F Wall" }, hand = {}, deck = blanks() },
                       p2 = { chars = { "F Wall" } } }
  g:act("flip F Striker to bot")
  eq(H.size(g, "hand", 1), 1, "a Car flipped to bot: draw 1")
  g = H.at_main{ p1 = { chars = { name, "F Striker", "F Wall" }, hand = {}, deck = blanks() }, p2 = { chars = { "F Wall" } } }
  g:act("flip F Wall to bot")
  eq(H.size(g, "hand", 1), 0, "not a Car: nothing")
end)

scenario("Captain Starscream (bot): ON(Upgrade scrapped from enemy) => dmg 1 -> enemy", function()
  local name = "Captain Starscream - Infantry, Air Commander"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, hand = { "Scrapper Gauntlets" } },
                       p2 = { chars = { { "F Wall", upgrades = { "F Bold Weapon" } } } } }
  g:act("play Scrapper Gauntlets on Captain Starscream")
  ok(has(H.names(g, "scrap", 2), "F Bold Weapon"), "the enemy's Weapon is scrapped")
  eq(H.dmg(g, 2, "F Wall"), 1, "Starscream's trigger: 1 damage to an enemy")
end)

scenario("Concealing Contrails: SECRET_REVEAL_ON(own_char defends & flipped_any) ; ON_REVEAL => DEFENDER += DEF+1 [EOB] PER {BK} flipped", function()
  local function defend(deck)
    local g = H.at_main{ active = 2, p1 = { chars = { "F Striker" }, secret = { "Concealing Contrails" }, deck = deck },
                         p2 = { chars = { { "F Wall", atk = 5 } }, deck = blanks() } }
    H.attack(g, "F Wall", "F Striker")
    return g
  end
  local g = defend({ "F Black2", "F Blank", "F Blank", "F Blank" })
  eq(H.count_log(g, "p1 reveals Concealing Contrails"), 1, "revealed after the defender flipped an icon")
  eq(H.dmg(g, 1, "F Striker"), 5 - 2, "DEF+1 per black icon (2)")
  g = defend(blanks())
  eq(H.count_log(g, "p1 reveals Concealing Contrails"), 0, "no icon flipped: not revealed")
  eq(H.dmg(g, 1, "F Striker"), 5, "and the attack is whole")
end)

scenario("Hold The Line: SECRET_REVEAL_ON(own_char defends) ; ON_REVEAL => repair 1 <- DEFENDER ; IT CANNOT take more ATK_dmg [battle] than # Stars ATTACKER HAS", function()
  local g = H.at_main{ active = 2, p1 = { chars = { { "F Striker", dmg = 2 } }, secret = { "Hold The Line" }, deck = blanks() },
                       p2 = { chars = { { "F Wall", atk = 8 } }, deck = blanks() } }
  H.attack(g, "F Wall", "F Striker")
  eq(H.dmg(g, 1, "F Striker"), 2 - 1 + 1, "repaired 1, then at most 1 attack damage (F Wall has 1 star)")
end)

-- Stratagems naming a character --------------------------------------------------------------------------

scenario("Resilience: ON(\"Brawn, Demolitions\" defends) => IT += DEF+1 [EOB] == ATTACKER's Bold total", function()
  local function defend(strat)
    local chars = { { "Brawn - Demolitions", tapped = true } }
    if strat then chars[2] = "Resilience" end
    local g = H.at_main{ active = 2, p1 = { chars = chars, deck = blanks() },
                         p2 = { chars = { { "F Wall", atk = 6, kw = { Bold = 2 } } }, deck = blanks() } }
    H.attack(g, "F Wall", "Brawn")
    return H.dmg(g, 1, "Brawn - Demolitions")
  end
  eq(defend(true), 6 - 2 - 2, "the attacker's Bold 2 added to Brawn's DEF 2")
  eq(defend(false), 6 - 2, "without the Stratagem")
end)

scenario("Jurassic Punch: ON(\"Volcanicus, Fiery Champion\" attacks enemy HAS fewer Stars than IT) => Volcanicus += Bold [EOB] == Star difference", function()
  local g = attack_wall({ chars = { "Volcanicus - Fiery Champion", "Jurassic Punch" }, deck = H.list(45, "F Blank") },
                        "Volcanicus", 90)
  eq(H.count_log(g, "p1 flips"), 2 + (39 - 1), "39 stars against 1: Bold 38")
end)

scenario("Bike Gang: ON(own:Motorcycles attacks while HAS \"Chromia, Special Ops\" @bf & flipped>={WH+WH}) => Motorcycle += ATK+2 [EOB]", function()
  local function attack(team)
    local g = attack_wall({ chars = team, deck = { "F White", "F White", "F Blank", "F Blank", "F Blank" } }, "Chromia", 4)
    return H.dmg(g, 2, "F Wall")
  end
  eq(attack({ "Chromia - Special Ops", "Bike Gang" }), 4 + 2 - 4, "Chromia (a Motorcycle) flips two whites: ATK 4 + 2")
  eq(attack({ "Chromia - Special Ops" }), 0, "without the Stratagem: 4 against 4")
end)

scenario("Metallikato Stance: ON(\"Bludgeon, Electric Warrior\" attacks & don't FLIP BC HAS > 1 icon) => PUT one cards flipped ->own_hand after battle", function()
  local function attack(deck)
    local g = attack_wall({ chars = { "Bludgeon - Electric Warrior", "Metallikato Stance" }, hand = {}, deck = deck },
                          "Bludgeon", 20)
    return g
  end
  local g = attack({ "F Green", "F Blank", "F Blank" })
  g:act("F Green")
  eq(table.concat(H.names(g, "hand", 1), ","), "F Green", "no card with two icons: one flipped card to the hand")
  g = attack({ "F Orange2", "F Blank", "F Blank" })
  eq(H.size(g, "hand", 1), 0, "a card with two icons flipped: nothing")
end)

scenario("Strategic Airlift: ON(HAS \"Wingspan, Data Processor\" @bf & Upgrade scrapped from own_char) => PUT Upgrade under Wingspan", function()
  local function play(team)
    local g = H.at_main{ p1 = { chars = team, hand = { "F Upgrade" } }, p2 = { chars = { "F Wall" } } }
    g:act("play F Upgrade on F Striker")                  -- the full armor slot: the old F Upgrade is scrapped
    return g
  end
  local g = play({ "Wingspan - Data Processor", { "F Striker", upgrades = { "F Upgrade" } }, "Strategic Airlift" })
  eq(H.size(g, "under", 1), 1, "the scrapped Upgrade goes under Wingspan")
  eq(H.get(g, "g:name(g:cget(g:cards(TC.z(g, 'under', 1))[1], 'host'))"), "Wingspan - Data Processor", "its host is Wingspan")
  g = play({ "F Wall", { "F Striker", upgrades = { "F Upgrade" } }, "Strategic Airlift" })
  eq(H.size(g, "under", 1), 0, "no Wingspan on the battlefield: it stays in the scrap pile")
end)

scenario("Starscream - Decepticon King (bot): ON(FLIP \"Decepticon Crown\" while SELF battling) => SELF += ATK+3 & DEF+3 [EOT]", function()
  local name = "Starscream - Decepticon King"
  local function attack(deck)
    local g = attack_wall({ chars = { { name, mode = 2 } }, deck = deck }, "Starscream", 8)
    return H.dmg(g, 2, "F Wall")
  end
  eq(attack({ "Decepticon Crown", "F Blank", "F Blank" }), 6 + 3 - 8, "the Crown flipped in its battle: ATK 6 + 3")
  eq(attack(blanks()), 0, "otherwise 6 against 8")
end)
