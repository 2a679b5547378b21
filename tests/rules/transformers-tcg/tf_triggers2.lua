-- Round 5's triggered abilities (scripts/transformers-tcg/triggers2.lua, written by
-- tests/tools/gen_tcg_triggers2.py), played out: flip triggers that move damage counters, cycle
-- a hand or look at the opponent's; attack and defense triggers that read the battle's flips,
-- the opponent's KO area or hand; battle-long effects (keywords, attack damage caps, Pierce
-- reductions, a base defense made 0); the opponent's reshuffle; an Upgrade scrapped off an
-- enemy.  Each scenario names the card and its notation, sets up the state, acts, and checks
-- what the text says happens.
local H = require "lib.tcg"

local function blanks(n) return H.list(n or 8, "F Blank") end
local function atk(g, p, name) return H.get(g, "TC.attack(g, T.char(g, %d, %q))", p, name) end
local function def(g, p, name) return H.get(g, "TC.defense(g, T.char(g, %d, %q))", p, name) end
local function kw(g, p, name, k) return H.get(g, "TC.kw(g, T.char(g, %d, %q), %q)", p, name, k) end
-- p1 (a setup spec) attacks F Wall (DEF wall_def, a deck of blanks) with the character att names.
local function attack_wall(p1, att, wall_def)
  local g = H.at_main{ p1 = p1, p2 = { chars = { { "F Wall", def = wall_def } }, deck = blanks() } }
  H.attack(g, att, "F Wall")
  return g
end
local function has(list, name)
  for _, x in ipairs(list) do if x == name then return true end end
  return false
end

-- Flip triggers ---------------------------------------------------------------------------------

scenario("Major Shockwave (alt): ON(flip_to_mode) => draw(1) ; OPP CHOOSE cards <-opp_hand & SCRAP IT", function()
  local name = "Major Shockwave - Applied Sciences, Scientist"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, hand = {}, deck = blanks() },
                       p2 = { chars = { "F Wall" }, hand = { "F Action X", "F Upgrade" } } }
  g:act("flip " .. name .. " to alt")
  eq(H.size(g, "hand", 1), 1, "p1 draws 1")
  g:act("F Upgrade")                                   -- p2 picks the card
  eq(H.names(g, "scrap", 2)[1], "F Upgrade", "the card p2 chose is scrapped")
  eq(H.size(g, "hand", 2), 1, "one card left")
end)

scenario("Eject (alt): ON(flip_to_mode) => PEEK own_deck.top(2) ; OPT SCRAP them", function()
  local name = "Eject - Electronic Surveillance"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, deck = { "F Upgrade", "F Action X", "F Blank" } },
                       p2 = { chars = { "F Wall" } } }
  g:act("flip " .. name .. " to alt")
  g:act("yes")
  eq(table.concat(H.names(g, "scrap", 1), ","), "F Action X,F Upgrade", "both looked-at cards scrapped")
  eq(H.names(g, "deck", 1)[1], "F Blank", "the third stays")
  g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, deck = { "F Upgrade", "F Action X", "F Blank" } },
                 p2 = { chars = { "F Wall" } } }
  g:act("flip " .. name .. " to alt")
  g:act("no")
  eq(H.size(g, "deck", 1), 3, "declined: all stay")
end)

scenario("Raider Spinister: ON(flip_to_mode) => own:Battle Master characters += ATK+3 [EOT]; WHILE(SELF HAS Battle Master Upgrade) => SELF HAS ATK+3", function()
  local name, bm = "Raider Spinister - Infantry, Aerial Assault", "Private Firedrive - Ground Command, Artillery"
  local g = H.at_main{ p1 = { chars = { name, bm, "F Striker" } }, p2 = { chars = { "F Wall" } } }
  g:act("flip " .. name .. " to bot")
  eq(atk(g, 1, bm), 3 + 3, "the Battle Master character: +3")
  eq(atk(g, 1, "F Striker"), 0, "another character: nothing")
  g = H.at_main{ p1 = { chars = { name, bm } }, p2 = { chars = { "F Wall" } } }
  eq(atk(g, 1, name), 3, "no Battle Master Upgrade: printed 3")
  g:act("flip " .. bm .. " to Duo-Charge Electrostatic Photon Cannon on " .. name)
  eq(atk(g, 1, name), 3 + 3 + 3, "with Firedrive as its Upgrade: its +3 and Spinister's +3")
end)

scenario("Sergeant Crosshairs (bot): WHILE(SELF HAS Battle Master Upgrade) => SELF HAS DEF+2", function()
  local name, bm = "Sergeant Crosshairs - Artillery, Weapons Supervisor", "Private Firedrive - Ground Command, Artillery"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2, upgrades = { "F Upgrade" } }, bm } }, p2 = { chars = { "F Wall" } } }
  eq(def(g, 1, name), 0, "an ordinary Upgrade: printed 0")
  g:act("flip " .. bm .. " to Duo-Charge Electrostatic Photon Cannon on " .. name)
  eq(def(g, 1, name), 2, "a Battle Master Upgrade: DEF+2")
end)

scenario("Chromedome (body): ON(flip_to_mode) => PEEK opp_hand & PUT Action from IT into KO area", function()
  local name = "Chromedome - Computer Programmer"
  local g = H.at_main{ p1 = { chars = { name } }, p2 = { chars = { "F Wall" }, hand = { "F Upgrade", "F Action X",
                       "F Action Y" } } }
  g:act("flip " .. name .. " to body")
  g:act("F Action Y")
  eq(H.names(g, "ko", 2)[1], "F Action Y", "the Action goes to p2's KO area")
  eq(H.size(g, "hand", 2), 2, "the others stay")
end)

scenario("Chromedome (alt): ON(self_attacks & OPP HAS 3 or_more Actions in KO area) => SELF += ATK+3 [EOT]", function()
  local name = "Chromedome - Computer Programmer"
  local function attack(ko)
    local g = H.at_main{ p1 = { chars = { { name, mode = 1 } }, deck = blanks() },
                         p2 = { chars = { "F Wall" }, ko = ko, deck = blanks() } }
    H.attack(g, "Chromedome", "F Wall")
    return g
  end
  eq(H.dmg(attack({ "F Action X", "F Action Y", "F Draw Action" }), 2, "F Wall"), 4 + 3, "three Actions: ATK 4 + 3")
  eq(H.dmg(attack({ "F Action X", "F Action Y", "F Upgrade" }), 2, "F Wall"), 4, "two: ATK 4")
end)

scenario("Autobot Cosmos (alt): ON(flip_to_mode) => SCRAP cards <-own_hand ; draw many cards", function()
  local name = "Autobot Cosmos - Recon and Communication"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, hand = { "F Action X", "F Upgrade", "F Action Y" },
                              deck = { "F White", "F Green", "F Blank" } }, p2 = { chars = { "F Wall" } } }
  g:act("flip " .. name .. " to alt")
  g:act("F Action X"); g:act("F Upgrade"); g:act("done")
  eq(H.size(g, "scrap", 1), 2, "two scrapped")
  local hand = H.names(g, "hand", 1)
  ok(#hand == 3 and has(hand, "F White") and has(hand, "F Green") and has(hand, "F Action Y"), "two drawn: " .. table.concat(hand, ","))
end)

scenario("Lockdown (alt): ON(flip_to_mode) => draw(1) PER card under SELF & PER Upgrade IT HAS ; SCRAP many cards <-own_hand", function()
  local name = "Lockdown - Bounty Hunter"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2, under = { "F Blank" }, upgrades = { "F Upgrade" } } },
                              hand = { "F Action X" }, deck = { "F White", "F Green", "F Blank" } }, p2 = { chars = { "F Wall" } } }
  g:act("flip " .. name .. " to alt")
  eq(H.size(g, "hand", 1), 3, "one card under and one Upgrade: draw 2")
  g:act("F Action X"); g:act("F White")
  eq(table.concat(H.names(g, "hand", 1), ","), "F Green", "then scrap as many (2)")
end)

scenario("Ransack (alt): ON(flip_to_mode) => MOVE 2 dmg_ctr from another character -> SELF one", function()
  local name = "Ransack - Insecticon Commando"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 }, { "F Striker", dmg = 3 } } }, p2 = { chars = { { "F Wall",
                       dmg = 1 } } } }
  g:act("flip " .. name .. " to alt")
  g:act("F Striker")
  eq(H.dmg(g, 1, "F Striker"), 1, "two counters leave the other character")
  eq(H.dmg(g, 1, name), 2, "and go onto Ransack")
  g = H.at_main{ p1 = { chars = { { name, mode = 2 }, "F Striker" } }, p2 = { chars = { { "F Wall", dmg = 1 } } } }
  g:act("flip " .. name .. " to alt")
  eq(H.dmg(g, 2, "F Wall"), 0, "an enemy is another character too: its only counter moves")
  eq(H.dmg(g, 1, name), 1, "onto Ransack")
end)

scenario("Dinobot Sludge (alt): ON(flip_to_mode) => MOVE any# dmg_ctr from other Dinobots -> SELF one", function()
  local name, grim = "Dinobot Sludge - Mighty Stomper", "Grimlock - Dinobot Leader"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 }, { grim, dmg = 3 }, { "F Striker", dmg = 2 } } },
                       p2 = { chars = { "F Wall" } } }
  g:act("flip " .. name .. " to alt")
  ok(not H.has(g, "F Striker"), "not a Dinobot: not offered")
  g:act(grim); g:act(grim); g:act("none")
  eq(H.dmg(g, 1, grim), 1, "two counters moved, the player stops")
  eq(H.dmg(g, 1, name), 2, "onto Sludge")
end)

scenario("Captain Elita-1 (alt): ON(flip_to_mode) => MOVE any# dmg_ctr from own_other_char -> SELF, but not enough -> KO IT", function()
  local name = "Captain Elita-1 - Special Ops, Ranger"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2, dmg = 0 }, { "F Striker", dmg = 9 } } }, p2 = { chars = { "F Wall" } } }
  local hp = H.get(g, "TC.health(g, T.char(g, 1, %q))", name)
  g:act("flip " .. name .. " to alt")
  for _ = 1, 20 do
    if not H.has(g, "F Striker") then break end
    g:act("F Striker")
  end
  eq(H.dmg(g, 1, name), math.min(hp - 1, 9), "moved until one short of a KO")
  ok(H.get(g, "T.char(g, 1, %q) ~= nil", name), "Elita-1 is still on the battlefield")
end)

scenario("Captain Elita-1 (bot): ON(SELF KOd) => SCRAP own_deck.top(1) ; OPT PLAY IT ; SCRAP another card from top own_deck ; OPT PLAY IT", function()
  local name = "Captain Elita-1 - Special Ops, Ranger"
  local g = H.at_main{ active = 2,
                       p1 = { chars = { { name, mode = 2, tapped = true }, "F Striker" }, hand = {},
                              deck = { "F Blank", "F Blank", "F Action X", "F Upgrade", "F Blank", "F Blank" } },
                       p2 = { chars = { { "F Wall", atk = 40 } }, deck = blanks() } }
  H.attack(g, "F Wall", "Captain Elita-1")               -- 40 attack damage: KO'd
  ok(H.has(g, "yes"), "asked to play the first scrapped card")
  g:act("yes")                                           -- play F Action X
  eq(H.count_log(g, "plays F Action X"), 1, "the first scrapped card, an Action, is played")
  g:act("yes")                                           -- play F Upgrade (onto F Striker, the only host)
  eq(H.get(g, "#TC.upgrades_of(g, T.char(g, 1, 'F Striker'))"), 1, "the second card, an Upgrade, is played")
end)

scenario("Sergeant Barricade (alt): ON(flip_to_mode) => OPT PLAY BC from under SELF", function()
  local name = "Sergeant Barricade - Infantry, Enforcer"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2, under = { "F Draw Action" } } }, hand = {}, deck = blanks() },
                       p2 = { chars = { "F Wall" } } }
  g:act("flip " .. name .. " to alt")
  g:act("F Draw Action")
  eq(H.count_log(g, "plays F Draw Action"), 1, "played from under")
  eq(H.size(g, "hand", 1), 2, "its text resolves")
  eq(H.size(g, "under", 1), 0, "no longer under")
end)

scenario("Grapple (alt): ON(flip_to_mode) => OPT discard own_hand ; => if_done: & those cards HAS icon exactly 4 different colors, dmg 4 -> enemy", function()
  local name = "Grapple - Autobot Architect"
  local function flip(hand)
    local g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, hand = hand }, p2 = { chars = { "F Wall" } } }
    g:act("flip " .. name .. " to alt")
    g:act("yes")
    return g
  end
  local g = flip({ "F White", "F Blue Orange", "F Green" })
  eq(H.size(g, "hand", 1), 0, "the hand is scrapped")
  eq(H.dmg(g, 2, "F Wall"), 4, "white, blue, orange, green: 4 damage")
  g = flip({ "F White", "F Blue Orange", "F Green", "F Black2" })
  eq(H.dmg(g, 2, "F Wall"), 0, "five colours: not exactly four")
end)

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

-- Naming a card, two piles ---------------------------------------------------------------------------------

scenario("Beachcomber (alt): ON(flip_to_mode) => NAME card ; REVEAL own_deck.top(1) ; IF IT's named card, draw(3)", function()
  local name = "Beachcomber - Geologist"
  local function flip(named)
    local g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, hand = {}, deck = { "F Upgrade", "F Blank", "F Blank", "F Blank" },
                                scrap = { "F Action X" } }, p2 = { chars = { "F Wall" } } }
    g:act("flip " .. name .. " to alt")
    ok(H.has(g, "F Action X") and H.has(g, "F Blank") and H.has(g, "F Upgrade"), "the names of the deck and scrap pile are offered")
    g:act(named)
    return H.size(g, "hand", 1)
  end
  eq(flip("F Upgrade"), 3, "the top card named: draw 3")
  eq(flip("F Blank"), 0, "another name: nothing")
end)

scenario("Perceptor (alt): ON(flip_to_mode) => REVEAL own_deck.top(4) ; OPP separates those cards into 2 piles ; PUT 1 pile ->own_hand & other under SELF face down", function()
  local name = "Perceptor - Precise Sniper"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, hand = {}, deck = { "F Upgrade", "F Action X", "F Action Y", "F Green", "F Blank" } },
                       p2 = { chars = { "F Wall" } } }
  g:act("flip " .. name .. " to alt")
  g:act("F Upgrade"); g:act("done")                    -- p2: pile 1 is the Upgrade alone
  g:act("pile 2")                                      -- p1 takes the other three
  eq(H.size(g, "hand", 1), 3, "pile 2 into the hand")
  eq(table.concat(H.names(g, "under", 1), ","), "F Upgrade", "pile 1 under Perceptor")
  eq(H.get(g, "g:name(g:cget(g:cards(TC.z(g, 'under', 1))[1], 'host'))"), name, "its host is Perceptor")
  eq(H.names(g, "deck", 1)[1], "F Blank", "the fifth card stays on top")
end)
