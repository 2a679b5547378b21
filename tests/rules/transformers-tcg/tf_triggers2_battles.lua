-- Round 5's triggered abilities (scripts/transformers-tcg/triggers2.lua, written by
-- tests/tools/gen_tcg_triggers2.py), played out, part 2 of 3: a character's attack and
-- defense triggers that read the battle's flips, the opponent's KO area or hand; extra battle
-- flips and flip caps (combat.lua's flip_side); the start team, a turn's first attack and first
-- whites, a card scrapped from the opponent's hand.
-- Each scenario names the card and its notation, sets up the state, acts, and checks what the
-- text says happens.
-- Own flips: tf_triggers2_flips.lua; Upgrades and other events: tf_triggers2_upgrades_events.lua.
local H = require "lib.tcg"

local blanks, attack_wall, has = H.blanks, H.attack_wall, H.contains

-- Attack and defense triggers ---------------------------------------------------------------------

scenario("Autobot Jazz (bot): ON(self_attacks & flipped>={WH+WH}) => SELF += Pierce(2) until after attack", function()
  local name = "Autobot Jazz - Special Ops"
  local function hit(deck)
    local g = attack_wall({ chars = { { name, mode = 2 } }, deck = deck }, "Autobot Jazz", 5)
    return H.dmg(g, 2, "F Wall")
  end
  eq(hit({ "F White", "F White", "F Blank", "F Blank", "F Blank" }), 2, "two whites: ATK 3 against DEF 5, Pierce 2")
  eq(hit({ "F White", "F Blank", "F Blank", "F Blank", "F Blank" }), 0, "one white: no Pierce")
end)

scenario("Autobot Jazz (alt): ON(self_defends against enemy NOT HAS Pierce & flipped>={WH+WH}) => SELF CANNOT take > 2 damage", function()
  local name = "Autobot Jazz - Special Ops"
  local function hit(attacker_kw)
    local g = H.at_main{ active = 2, p1 = { chars = { name }, deck = { "F White", "F White", "F Blank", "F Blank", "F Blank" } },
                         p2 = { chars = { { "F Striker", atk = 8, kw = attacker_kw } }, deck = blanks() } }
    H.attack(g, "F Striker", "Autobot Jazz")
    return H.dmg(g, 1, name)
  end
  eq(hit(nil), 2, "an attacker without Pierce: at most 2")
  eq(hit({ Pierce = 1 }), 8, "an attacker with Pierce: the full 8")
end)

scenario("Windblade (bot): ON(self_attacks enemy in Combiner mode) => each_own_char += Pierce(4) [EOT]", function()
  local name = "Windblade - Combiner Hunter"
  local function attack(enemy, d)
    local g = H.at_main{ p1 = { chars = { { name, mode = 2 }, "F Striker" }, deck = blanks() },
                         p2 = { chars = { { enemy, def = d } }, deck = blanks() } }
    H.attack(g, "Windblade", enemy)
    return g, H.dmg(g, 2, enemy)
  end
  local g, d = attack("Raider Skytread - Special Ops Soldier", 0)
  eq(d, 4, "a combined form (Combiner mode): ATK 6 against DEF 3, Pierce 4")
  eq(H.count_log(g, "Pierce 4: 4 damage"), 1, "Windblade has Pierce 4 in the damage step")
  g, d = attack("F Wall", 3)
  eq(d, 3, "another enemy: no Pierce, 6 - 3")
end)

scenario("Sergeant Thundercracker (bot): ON(self_attacks & flipped>=one Black Icon) => OPP CHOOSE number cards <-opp_hand == # Black Icons flipped & REVEAL them ; SCRAP one them", function()
  local name = "Sergeant Thundercracker - Infantry, Seeker"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, deck = { "F Black2", "F Blank", "F Blank" } },
                       p2 = { chars = { { "F Wall", def = 20 } }, hand = { "F Action X", "F Upgrade", "F Action Y" }, deck = blanks() } }
  H.attack(g, "Sergeant Thundercracker", "F Wall")
  g:act("F Action X"); g:act("F Upgrade")             -- p2 reveals two (two black icons)
  ok(not H.has(g, "F Action Y"), "p1 picks among the revealed two only")
  g:act("F Upgrade")
  ok(has(H.names(g, "scrap", 2), "F Upgrade") and not has(H.names(g, "scrap", 2), "F Action X"), "the card p1 picked is scrapped")
  local hand = H.names(g, "hand", 2)
  ok(has(hand, "F Action X") and has(hand, "F Action Y"), "the others stay")
end)

scenario("Raider Skytread (combiner): ON(self_attacks) => OPT PUT face down card from under SELF ->own_hand ; => if_done: MOVE 1 dmg_ctr from SELF -> DEFENDER", function()
  local name = "Raider Skytread - Special Ops Soldier"
  local g = attack_wall({ chars = { { name, dmg = 2, under = { "F Upgrade" } } }, hand = {}, deck = blanks() },
                        "Raider Skytread", 20)
  g:act("F Upgrade")
  eq(H.names(g, "hand", 1)[1], "F Upgrade", "the card from under goes to the hand")
  eq(H.dmg(g, 1, name), 1, "one counter leaves Skytread")
  eq(H.dmg(g, 2, "F Wall"), 1, "onto the defender")
end)

scenario("Captain Omega Supreme (combiner): ON(self_attacks) => OPT SCRAP 4 cards <-own_hand ; => if_done: SCRAP DEFENDER's Upgrades, dmg 1 -> each_enemy", function()
  local name = "Captain Omega Supreme - Transport City Defender"
  local g = H.at_main{ p1 = { chars = { name }, hand = H.list(4, "F Blank"), deck = blanks() },
                       p2 = { chars = { { "F Wall", def = 20, upgrades = { "F Upgrade" } }, "F Omega" }, deck = blanks() } }
  H.attack(g, "Captain Omega Supreme", "F Wall")
  g:act("yes")
  for _ = 1, 4 do g:act("F Blank") end
  eq(H.size(g, "hand", 1), 0, "four cards scrapped")
  ok(has(H.names(g, "scrap", 2), "F Upgrade"), "the defender's Upgrade is scrapped")
  eq(H.dmg(g, 2, "F Omega"), 1, "each enemy takes 1")
  eq(H.dmg(g, 2, "F Wall"), 1 + 4, "the defender too (then the attack: Pierce 4 against DEF 20)")
end)

scenario("Sergeant Six-Gun (bot): ON(self_attacks) => OPT SCRAP Weapon <-own_hand HAS +ATK in stat box ; => if_done: SELF += same_amount +ATK [EOT]", function()
  local name = "Sergeant Six-Gun"
  local g = attack_wall({ chars = { name }, hand = { "Crowbar", "F Bold Weapon" }, deck = blanks() }, "Sergeant Six-Gun", 5)
  ok(not H.has(g, "F Bold Weapon"), "a Weapon without +ATK is not offered")
  g:act("Crowbar")
  ok(has(H.names(g, "scrap", 1), "Crowbar"), "scrapped")
  eq(H.dmg(g, 2, "F Wall"), 4 + 2 - 5, "ATK 4 + Crowbar's +2 against DEF 5")
end)

scenario("Fortress Maximus (body): ON(self_attacks & flipped>={OR+BL}) => dmg 2 -> each_enemy ; FLIP SELF ->alt after battle", function()
  local name = "Fortress Maximus - Great War Veteran"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, deck = { "F Blue Orange", "F Blank", "F Blank" } },
                       p2 = { chars = { { "F Wall", def = 20 }, "F Omega" }, deck = blanks() } }
  H.attack(g, "Fortress Maximus", "F Wall")
  eq(H.dmg(g, 2, "F Omega"), 2, "each enemy takes 2")
  eq(H.get(g, "TC.mode_name(g, T.char(g, 1, %q))", name), "alt", "after the battle it flips to alt")
  local dmg_at, flip_at
  for i, l in ipairs(g:log()) do
    if l:find("attack %d+ vs defense") then dmg_at = i end
    if l:find("Fortress Maximus - Great War Veteran flips to alt", 1, true) then flip_at = i end
  end
  ok(dmg_at and flip_at and flip_at > dmg_at, "the flip comes after the damage step")
end)

scenario("Blitzwing (bot): ON(self_attacks & flipped>={OR+BL}) => draw(1) ; After battle, FLIP SELF -> one IT's other modes", function()
  local name = "Blitzwing - Relentless Foe"
  local g = attack_wall({ chars = { { name, mode = 2 } }, hand = {}, deck = { "F Blue Orange", "F Blank", "F Blank",
                        "F Blank" } }, "Blitzwing", 20)
  eq(H.size(g, "hand", 1), 1, "draw 1 after its flips")
  ok(H.has(g, "alt1") and H.has(g, "alt2"), "after the battle: either other mode")
  g:act("alt2")
  eq(H.get(g, "TC.mode_name(g, T.char(g, 1, %q))", name), "alt2", "flipped to the mode picked")
end)

scenario("Brainstorm (body): ON(self_attacks & flipped>=one Upgrade) => OPT PUT one Upgrades flipped ->own_hand after battle", function()
  local name = "Brainstorm - Biomechanical Engineer"
  local g = attack_wall({ chars = { { name, mode = 2 } }, hand = {}, deck = { "F Upgrade", "F Action X", "F Blank" } },
                        "Brainstorm", 20)
  ok(not H.has(g, "F Action X"), "only Upgrades offered")
  g:act("F Upgrade")
  eq(table.concat(H.names(g, "hand", 1), ","), "F Upgrade", "the flipped Upgrade goes to the hand")
  g = attack_wall({ chars = { { name, mode = 2 } }, hand = {}, deck = { "F Action X", "F Action Y", "F Blank" } },
                  "Brainstorm", 20)
  eq(H.count_log(g, "Brainstorm - Biomechanical Engineer's ability resolves"), 0, "no Upgrade flipped: no trigger")
end)

scenario("General Optimus Prime (bot): ON(self_attacks & flipped>={OR+BL}) => OPT PLAY own:flipped Upgrades onto SELF after battle", function()
  local name = "General Optimus Prime - Galactic Commander"
  local g = attack_wall({ chars = { { name, mode = 2 } }, deck = { "F Blue Orange", "F Upgrade", "F Blank" } },
                        "General Optimus Prime", 20)
  g:act("F Upgrade")
  eq(H.get(g, "#TC.upgrades_of(g, T.char(g, 1, %q))", name), 1, "the flipped Upgrade is played onto it")
end)

scenario("Dinobot Swoop (bot): AFTER(self_attacks) => PUT BC flipped SELF attack w/>= {GR} ->own_hand", function()
  local name = "Dinobot Swoop - Bombardier"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, hand = {}, deck = { "F Green", "F Blank", "F Blank" } },
                       p2 = { chars = { { "F Wall", def = 20 } }, hand = {}, deck = { "F Green", "F Green", "F Blank" } } }
  H.attack(g, "Dinobot Swoop", "F Wall")
  eq(table.concat(H.names(g, "hand", 1), ","), "F Green", "its own green card goes to the hand")
  eq(H.size(g, "hand", 2), 1, "not the defender's (p2 only drew for its turn)")
end)

scenario("Optimus Prime - Battlefield Legend (bot): AFTER(FLIP BC for SELF's attack & before defense FLIP) => OPT PLAY one Actions flipped", function()
  local name = "Optimus Prime - Battlefield Legend"
  local g = attack_wall({ chars = { { name, mode = 2 } }, hand = {}, deck = { "F Draw Action", "F Upgrade", "F Blank",
                        "F Blank", "F Blank" } }, "Optimus Prime", 20)
  ok(not H.has(g, "F Upgrade"), "only Actions offered")
  local before = H.count_log(g, "p2 flips")
  g:act("F Draw Action")
  eq(before, 0, "asked before the defender flips")
  eq(H.count_log(g, "plays F Draw Action"), 1, "the flipped Action is played")
end)

scenario("Alpha Trion (bot): AFTER(FLIP BC for SELF's attack & before defense FLIP) => OPT PLAY one {BL} Actions flipped", function()
  local name = "Alpha Trion - Cybertronian, Sage"
  local g = attack_wall({ chars = { { name, mode = 2 } }, deck = { "F Orange2", "F Blue2", "F Blank" } }, "Alpha Trion", 20)
  ok(not H.has(g, "F Orange2"), "an Action without blue: not offered")
  g:act("F Blue2")
  eq(H.count_log(g, "plays F Blue2"), 1, "the blue Action is played")
end)

scenario("Topspin (alt): ON(self_defends) => IT += Tough [EOB] == IT's Bold total", function()
  local name = "Topspin - Air and Space Assault"
  local g = H.at_main{ active = 2, p1 = { chars = { { name, kw = { Bold = 2 } } }, deck = blanks(10) },
                       p2 = { chars = { "F Wall" }, deck = blanks() } }
  H.attack(g, "F Wall", "Topspin")
  eq(H.count_log(g, "p1 flips"), 2 + 2, "Bold 2 becomes Tough 2 for the battle: 4 flips")
end)

scenario("Private Vanguard (bot): ON(own_other_char defends & flipped>={WH}) => character CANNOT take > 5 ATK_dmg [battle]", function()
  local name = "Private Vanguard - Ground Command, Advance Guard"
  local function hit(deck)
    local g = H.at_main{ active = 2, p1 = { chars = { name, { "F Omega", tapped = true } }, deck = deck },
                         p2 = { chars = { { "F Wall", atk = 12 } }, deck = blanks() } }
    H.attack(g, "F Wall", "F Omega")
    return H.dmg(g, 1, "F Omega")
  end
  eq(hit({ "F White", "F Blank", "F Blank", "F Blank", "F Blank" }), 5, "a white flipped: at most 5")
  eq(hit(blanks()), 12, "no white: 12")
end)

scenario("Optimus Maximus (combiner): ON(self_battles) => draw(1) Plan(1)", function()
  local name = "Optimus Maximus - Ultimate Defender"
  local g = attack_wall({ chars = { name }, hand = { "F Action X" }, deck = { "F Upgrade", "F Blank", "F Blank",
                        "F Blank" } }, "Optimus Maximus", 20)
  eq(H.size(g, "hand", 1), 2, "draw 1")
  g:act("F Action X")
  eq(H.count_log(g, "p1 plans 1"), 1, "then Plan 1")
end)

scenario("Private Camshaft (bot): ON(own:Omnibots Armor defends) => IT += Tough [EOB] == # Omnibots HAS Armor", function()
  local cam, down = "Private Camshaft - Special Ops, Scout", "Private Downshift - Special Ops, Security Agent"
  local g = H.at_main{ active = 2, p1 = { chars = { { cam, mode = 2, upgrades = { "F Upgrade" } }, { down, tapped = true,
                       upgrades = { "F Upgrade" } } },
                                          deck = blanks(10) },
                       p2 = { chars = { "F Wall" }, deck = blanks() } }
  H.attack(g, "F Wall", "Private Downshift")
  eq(H.count_log(g, "p1 flips"), 2 + 2, "two Omnibots with Armor: Tough 2")
end)

scenario("Private Downshift (bot): ON(own:Omnibots Weapon attacks) => IT += Bold [EOT] == # Omnibots HAS Weapon", function()
  local cam, down = "Private Camshaft - Special Ops, Scout", "Private Downshift - Special Ops, Security Agent"
  local g = attack_wall({ chars = { { down, mode = 2, upgrades = { "F Upgrade" } }, { cam,
                        upgrades = { "F Bold Weapon" } } }, deck = blanks(10) }, "Private Camshaft", 20)
  eq(H.count_log(g, "p1 flips"), 2 + 1 + 1, "Bold 1 from the Weapon, +1 for the one Omnibot with a Weapon")
end)

scenario("Sergeant Overdrive (bot): ON(own:Omnibots Utility battles) => IT += Focus [EOB] == # Omnibots HAS Utility", function()
  local over, cam = "Sergeant Overdrive - Special Ops, Strategist", "Private Camshaft - Special Ops, Scout"
  local g = attack_wall({ chars = { { over, mode = 2, upgrades = { "F Focus Utility" } }, { cam,
                        upgrades = { "F Focus Utility" } } }, deck = blanks(10) }, "Sergeant Overdrive", 20)
  g:act("done"); g:act("done")
  eq(H.count_log(g, "p1 focuses on 3 cards"), 1, "Focus 1 from the Utility, +2 for two Omnibots with a Utility")
end)

scenario("Thrust (alt): ON(own_other_char attacks) => OPT TAP SELF ; => if_done: ATTACKER += +ATK [EOT] == SELF's ATK total", function()
  local name = "Thrust - Supersonic Interceptor"
  local g = H.at_main{ p1 = { chars = { name, "F Striker" }, deck = blanks() }, p2 = { chars = { "F Wall" }, deck = blanks() } }
  H.attack(g, "F Striker", "F Wall")
  g:act("yes")
  eq(H.dmg(g, 2, "F Wall"), 3, "F Striker attacks with Thrust's 3 added")
  ok(H.cval(g, 1, name, "tapped"), "Thrust is tapped")
end)

-- More flips (combat.lua's flip_side: one white bonus per player and combat, flip caps) -----------------

scenario("Bumblebee - Courageous Scout (bot): ON(self_attacks or defends & flipped>={WH+WH}) => FLIP 2 more BC", function()
  local name = "Bumblebee - Courageous Scout"
  local g = attack_wall({ chars = { { name, mode = 2 } }, deck = { "F White", "F White", "F Blank", "F Blank",
                        "F Orange2", "F Orange2", "F Blank" } }, "Bumblebee", 20)
  eq(H.count_log(g, "p1 flips"), 4 + 2, "two whites (one bonus of 2), then 2 more")
  eq(H.count_log(g, "attack 10 vs defense 20"), 1, "the two extra orange cards count: ATK 6 + 4")
  g = H.at_main{ active = 2, p1 = { chars = { { name, mode = 2, tapped = true } }, deck = { "F White", "F White",
                 "F Blank", "F Blank", "F Blue2", "F Blank" } },
                 p2 = { chars = { { "F Wall", atk = 10 } }, deck = blanks() } }
  H.attack(g, "F Wall", "Bumblebee")
  eq(H.count_log(g, "p1 flips"), 4 + 2, "defending: the same")
  eq(H.dmg(g, 1, name), 10 - 2 - 2, "the extra blue card defends")
end)

scenario("Dinobot Slug (bot): ON(self_battles & flipped>=your first {WH}) => FLIP 3 extra BC for {WH} INSTEAD 2", function()
  local name = "Dinobot Slug - Battering Ram"
  local function flips(deck)
    local g = attack_wall({ chars = { { name, mode = 2 } }, deck = deck }, "Dinobot Slug", 20)
    return H.count_log(g, "p1 flips")
  end
  eq(flips({ "F White", "F Blank", "F Blank", "F Blank", "F Blank", "F Blank" }), 2 + 3, "a white: 3 extra flips")
  eq(flips(blanks()), 2, "no white: 2")
end)

scenario("Spinner Rims: ON(host_battles & flipped>=your first {WH}) => FLIP 1 extra BC", function()
  local g = attack_wall({ chars = { { "F Striker", upgrades = { "Spinner Rims" } } }, deck = { "F White", "F Blank",
                        "F Blank", "F Blank", "F Blank", "F Blank" } }, "F Striker", 20)
  eq(H.count_log(g, "p1 flips"), 2 + 2 + 1, "a white: its 2 and 1 extra")
end)

scenario("Private Seawatch (alt): ON(own:Off-Road Patrols battles & flipped>={WH+WH}) => FLIP 3 more BC", function()
  local name, tote = "Private Seawatch - Rescue Patrol, Search and Rescue", "Private Tote - Special Ops, Infiltration"
  local function flips(att)
    local g = attack_wall({ chars = { name, tote, "F Striker" }, deck = { "F White", "F White", "F Blank", "F Blank",
                          "F Blank", "F Blank", "F Blank", "F Blank" } }, att, 20)
    return H.count_log(g, "p1 flips")
  end
  eq(flips("Private Tote"), 4 + 3, "an Off-Road Patrol attacks and flips two whites: 3 more")
  eq(flips("F Striker"), 4, "another character: no more")
end)

scenario("Captain Jetfire (bot): ON(self_battles) => draw(1) ; OPT REVEAL Upgrade <-own_hand & PUT IT ->own_deck.top ; => if_done: FLIP one more BC [battle]", function()
  local name = "Captain Jetfire - Engineering, Air Guardian"
  local g = attack_wall({ chars = { { name, mode = 2 } }, hand = { "F Upgrade" }, deck = blanks(10) }, "Captain Jetfire", 20)
  g:act("F Upgrade")
  eq(H.count_log(g, "p1 flips"), 3, "one more flip this battle")
  eq(H.count_log(g, "p1 flips F Upgrade"), 1, "the Upgrade put on top is flipped")
end)

scenario("Flip caps count every flip of the battle, extra flips included (Bumblebee under a cap of 2)", function()
  local name = "Bumblebee - Courageous Scout"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, deck = { "F White", "F White", "F Blank", "F Blank",
                       "F Blank", "F Blank" } },
                       p2 = { chars = { { "F Wall", def = 20 } }, deck = blanks() } }
  g:edit("g:gset('flip_cap1', 2) return true")
  H.attack(g, "Bumblebee", "F Wall")
  eq(H.count_log(g, "p1 flips"), 2, "two flips, then the cap: no bonus flips, no extra ones")
end)

-- The start team, first attacks and first whites of a turn, a card scrapped from the opponent's hand ----

scenario("Windsweeper (alt): ON(self_attacks) => IF had >= 2 Planes on start_team, MOVE 2 dmg_ctr from SELF -> DEFENDER ; OTHERWISE, MOVE 1", function()
  local name = "Windsweeper - Air Defense"
  local function attack(team)
    local g = attack_wall({ chars = team, deck = blanks() }, "Windsweeper", 20)
    return H.dmg(g, 2, "F Wall")
  end
  eq(attack({ { name, dmg = 3 }, "Captain Starscream - Infantry, Air Commander" }), 2, "two Planes on the team: 2 counters")
  eq(attack({ { name, dmg = 3 }, "F Striker" }), 1, "one Plane (itself): 1 counter")
end)

scenario("Raider Kickback (alt): ON(self_defends) => FLIP 1 more BC PER Insecticon was on start_team", function()
  local name = "Raider Kickback - Infantry Soldier"
  local g = H.at_main{ active = 2, p1 = { chars = { { name, tapped = true }, "Kickback - Cunning Insecticon",
                       "F Striker" }, deck = blanks(10) },
                       p2 = { chars = { "F Wall" }, deck = blanks() } }
  g:edit("TC.ko(g, T.char(g, 1, 'Kickback - Cunning Insecticon')) return true")   -- KO'd: still of the start team
  H.attack(g, "F Wall", "Raider Kickback")
  eq(H.count_log(g, "p1 flips"), 2 + 2, "two Insecticons on the start team, one of them KO'd: 2 more flips")
end)

scenario("Autobot Mirage (bot): ON(self_attacks for first time each turn & flipped>={WH+WH+WH}) => UNTAP SELF", function()
  local name = "Autobot Mirage - Lone Wolf"
  local deck = { "F White", "F White", "F White", "F Blank", "F Blank", "F Blank", "F Blank", "F Blank" }
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, deck = deck }, p2 = { chars = { { "F Wall", def = 20 },
                       "F Omega" }, deck = blanks() } }
  H.attack(g, "Autobot Mirage", "F Wall")
  eq(H.count_log(g, "Autobot Mirage - Lone Wolf attacks"), 1, "it attacked")
  ok(not H.cval(g, 1, name, "tapped"), "three whites on its first attack: untapped")
  g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, deck = deck }, p2 = { chars = { { "F Wall", def = 20 },
                 "F Omega" }, deck = blanks() } }
  g:edit(string.format("g:cset(T.char(g, 1, %q), 'attacks_turn', 1) return true", name))      -- as if it had attacked
  H.attack(g, "Autobot Mirage", "F Wall")
  ok(H.cval(g, 1, name, "tapped"), "not its first attack this turn: stays tapped")
end)

scenario("Autobot Hound (bot): ON(self_attacks or defends & flipped>=your first {WH} [turn]) => SELF += ATK+1 & DEF+1 [EOT]", function()
  local name = "Autobot Hound - Long Range Scout"
  local function attack(prior_whites)
    local g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, deck = { "F White", "F Blank", "F Blank", "F Blank",
                         "F Blank" } },
                         p2 = { chars = { { "F Wall", def = 6 } }, deck = blanks() } }
    if prior_whites then g:edit("g:padd(1, 'whites_turn', 1, 'turn') return true") end
    H.attack(g, "Autobot Hound", "F Wall")
    return H.dmg(g, 2, "F Wall")
  end
  eq(attack(false), 4 + 1 - 6 + 1, "its player's first white this turn: ATK 4 + 1")
  eq(attack(true), 0, "a white flipped earlier this turn: nothing (ATK 4 against DEF 6)")
end)

scenario("Decepticon Shockwave (bot): ON(card scrapped from opp_hand) => OPP CHOOSE opp_char & dmg 1 -> IT", function()
  local name = "Decepticon Shockwave - Cybertron Commander"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 }, "Divebomb - Aerial Assault" } },
                       p2 = { chars = { "F Wall", "F Omega" }, hand = { "F Action X" } } }
  g:act("flip Divebomb - Aerial Assault to bot")       -- OPP REVEAL card at random ; IF IT's Action, SCRAP IT
  g:act("F Omega")
  eq(H.dmg(g, 2, "F Omega"), 1, "a card of p2's hand scrapped: p2's chosen character takes 1")
end)
