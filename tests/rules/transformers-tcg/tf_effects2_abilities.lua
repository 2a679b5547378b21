-- Round 5's effects (scripts/transformers-tcg/effects2.lua, tests/tools/gen_tcg_effects2.py),
-- played out, part 3 of 3: statics ("HOST HAS ATK+1 for each_own_other:tapped Aerialbots",
-- "enemies CANNOT repaired", Pierce, Stealth, attach limits...), stacks of copies in one slot,
-- tap abilities, a named teammate that flips, keyword caps, a second Action, a KO'd character
-- brought back.
-- Each scenario names the card and its text, sets up the state, acts, and checks the effect.
-- Plays: tf_effects2_plays.lua; Actions' effects: tf_effects2_actions.lua.
local H = require "lib.tcg"

local blanks, atk, kw, mode = H.blanks, H.atk, H.kw, H.mode

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

scenario("view stats: what makes a character's attack, each static named with its card and scope", function()
  local AIR = "Air Raid - Fearless Flyer"
  local g = H.at_main{ p1 = { chars = { { AIR, upgrades = { "Aerialbot Formation" } },
                                        { "Fireflight - Sky High Recon", tapped = true },
                                        { "Skydive - Air Warfare Specialist", tapped = true } } },
                       p2 = { chars = { "F Wall" } } }
  eq(H.get(g, "select(1, g:statics(T.char(g, 1, %q), 'atk'))", AIR), 2, "g:statics: the sum, as g:static")
  eq(H.get(g, "(function() local _, p = g:statics(T.char(g, 1, %q), 'atk') return g:name(p[1].card) .. ' '"
              .. " .. p[1].scope .. ' ' .. p[1].bonus .. ' ' .. #p end)()", AIR),
     "Aerialbot Formation host 2 1", "its parts: one static, the Upgrade's (scope host), +2 for two tapped Aerialbots")
  local stats = g:view("stats", 1, "Air Raid")
  ok(stats:find("ATK " .. atk(g, 1, AIR), 1, true), "the view gives the attack")
  ok(stats:find("statics +2 Aerialbot Formation (host)", 1, true), "and names the static that adds to it")
  ok(g:view("stats", 1, "Nobody"):find("no character on a battlefield is named 'Nobody'", 1, true),
     "a name on no battlefield is said so")
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
