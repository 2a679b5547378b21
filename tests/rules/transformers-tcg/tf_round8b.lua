-- Round 8b (scripts/transformers-tcg/untap.lua, removal.lua, chartriggers.lua, charverbs.lua; written by
-- tests/tools/gen_tcg_round8b.py): the untap and removal events and the characters' and
-- Stratagems' triggers that were still `todo`.  Each scenario names the card and its text,
-- sets up the state, acts, and checks what the text says (in the reading the doc adopts).
local H = require "lib.tcg"

local function blanks(n) return H.list(n or 8, "F Blank") end
local function tapped(g, p, name) return H.get(g, "TC.tapped(g, T.char(g, %d, %q))", p, name) end
local function atk(g, p, name) return H.get(g, "TC.attack(g, T.char(g, %d, %q))", p, name) end

-- The untap event -----------------------------------------------------------------------------

local BLACKJACK = "Raider Blackjack - Sports Car Patrol, Patrol Leader"

scenario("Raider Blackjack: ON(own:Sports Car Patrols untaps) => repair 1 <- IT (P4 untaps everything)", function()
  local g = H.at_main{ p1 = { chars = { { BLACKJACK, tapped = true, dmg = 2 }, "F Striker" }, deck = blanks() },
                       p2 = { chars = { { "F Wall", tapped = true } }, deck = blanks() } }
  H.attack(g, "F Striker", "F Wall")
  eq(H.count_log(g, "every character is untapped"), 1, "nobody is left untapped: P4")
  eq(tapped(g, 1, BLACKJACK), false, "Blackjack untapped")
  eq(H.dmg(g, 1, BLACKJACK), 1, "its untap repaired 1")
end)

scenario("Lose the Initiative: SECRET_REVEAL_ON(IF(opp_card cause exactly opp_char -> UNTAP)) ; ON_REVEAL => INSTEAD UNTAP own_char HAS same number Stars or_fewer", function()
  local g = H.at_main{ p1 = { chars = { { "F Tapper", upgrades = { "Micro Capacitor" } } }, deck = blanks() },
                       p2 = { chars = { { "F Wall", tapped = true } }, secret = { "Lose the Initiative" }, deck = blanks() } }
  g:act("tap F Tapper: TAP_ABILITY => draw(1)")
  eq(H.count_log(g, "p2 reveals Lose the Initiative"), 1, "Micro Capacitor's untap of p1's F Tapper reveals it")
  eq(tapped(g, 1, "F Tapper"), true, "F Tapper stays tapped")
  eq(tapped(g, 2, "F Wall"), false, "p2's F Wall (1 star, not more than F Tapper's 1) untaps instead")
end)

scenario("Lose the Initiative: the rules' untap (P4) and its owner's own untaps are not answered", function()
  local g = H.at_main{ p1 = { chars = { { "F Tapper", upgrades = { "Micro Capacitor" } } }, secret = { "Lose the Initiative" }, deck = blanks() },
                       p2 = { chars = { { "F Wall", tapped = true } }, deck = blanks() } }
  g:act("tap F Tapper: TAP_ABILITY => draw(1)")
  eq(H.count_log(g, "reveals Lose the Initiative"), 0, "p1's own card untapping p1's character: no reveal")
  eq(tapped(g, 1, "F Tapper"), false, "F Tapper untaps")
end)

-- The removal event ---------------------------------------------------------------------------

local DAZZLE = "Private Dazzlestrike - Ground Command, Artillery"
local function dazzle_on_striker()
  local g = H.at_main{ p1 = { chars = { { "F Striker", upgrades = { DAZZLE } }, "F Wall" }, hand = { "F Focus Utility" }, deck = blanks() },
                       p2 = { chars = { "F Wall" }, deck = blanks() } }
  g:edit("for _, u in ipairs(g:cards(TC.z(g, 'upgrades', 1))) do g:cset(u, 'mode', 2) end return true")
  return g
end

scenario("Private Dazzlestrike (upgrade side): ON(SELF removed from character) => dmg 3 -> IT -- replaced in its slot", function()
  local g = dazzle_on_striker()
  g:act("play F Focus Utility on F Striker")
  eq(H.count_log(g, "F Focus Utility replaces " .. DAZZLE), 1, "the new Utility replaces it")
  eq(H.dmg(g, 1, "F Striker"), 3, "removed: 3 damage to the character it was on")
end)

scenario("Private Dazzlestrike (upgrade side): returned to hand is a removal too", function()
  local g = dazzle_on_striker()
  g:edit("TC.removing(g, g:cards(TC.z(g, 'upgrades', 1))[1]) return true")
  eq(H.dmg(g, 1, "F Striker"), 3, "3 damage")
end)

-- Characters' triggers ------------------------------------------------------------------------

scenario("Kickback - Cunning Insecticon (alt): ON(SELF damages enemy) => repair 1 <- own:Insecticons (each)", function()
  local K = "Kickback - Cunning Insecticon"
  local R = "Raider Kickback - Infantry Soldier"
  local g = H.at_main{ p1 = { chars = { { K, dmg = 2, atk = 3 }, { R, dmg = 2 } }, deck = blanks() },
                       p2 = { chars = { { "F Wall", tapped = true } }, deck = blanks() } }
  H.attack(g, K, "F Wall")
  ok(H.dmg(g, 2, "F Wall") > 0, "Kickback damaged the enemy")
  eq(H.dmg(g, 1, K), 1, "Kickback repaired 1")
  eq(H.dmg(g, 1, R), 1, "and the other Insecticon 1")
end)

scenario("Sergeant Kup - Wrecker Leader (alt): ON(own:Wreckers takes 1 or_more damage during turn) => IT += same_amount +ATK [EOT]", function()
  local KUP = "Sergeant Kup - Wrecker Leader"
  local g = H.at_main{ p1 = { chars = { { "F Wall", atk = 6 }, "F Striker" }, deck = blanks() },
                       p2 = { chars = { { KUP, tapped = true } }, deck = blanks() } }
  local before = atk(g, 2, KUP)
  H.attack(g, "F Wall", KUP)                            -- p2 has no untapped character, p1 has: the turn goes on (P3)
  local d = H.dmg(g, 2, KUP)
  ok(d > 0, "Kup took attack damage")
  eq(atk(g, 2, KUP), before + d, "+ATK equal to the damage, this turn")
end)

scenario("Specialist Ratchet (bot): ON(repair damage) => SELF += ATK+1 [EOT] PER damage repaired (a repair of yours)", function()
  local R = "Specialist Ratchet - Engineering, Rescue and Repair"
  local g = H.at_main{ p1 = { chars = { { R, mode = 2 }, { "F Striker", dmg = 3 } }, hand = { "Medic!" }, deck = blanks() },
                       p2 = { chars = { "F Wall" }, deck = blanks() } }
  local before = atk(g, 1, R)
  g:act("play Medic!")
  if H.has(g, "F Striker") then g:act("F Striker") end
  eq(H.dmg(g, 1, "F Striker"), 1, "Medic! repaired 2")
  eq(atk(g, 1, R), before + 2, "Ratchet +1 ATK per counter repaired")
end)

scenario("Decepticon Quake (body): ON(SELF or another character KOd) => dmg 1 -> EACH other character", function()
  local Q = "Decepticon Quake - Ground Assault"
  local g = H.at_main{ p1 = { chars = { { "F Striker", atk = 5 }, { Q, mode = 2 } }, deck = blanks() },
                       p2 = { chars = { { "F Wall", dmg = 8, tapped = true }, "F Zapper" }, deck = blanks() } }
  H.attack(g, "F Striker", "F Wall")
  eq(H.count_log(g, "F Wall is KO'd"), 1, "F Wall is KO'd")
  eq(H.dmg(g, 1, "F Striker"), 1, "each other character takes 1: p1's F Striker")
  eq(H.dmg(g, 2, "F Zapper"), 1, "and p2's F Zapper")
  eq(H.dmg(g, 1, Q), 0, "not Quake itself")
end)

scenario("Raider Caliburst: ON(OPP draws card, IF they've already drawn card [turn]) => OPP CHOOSE opp_char & dmg 1 -> IT", function()
  local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "F Draw Action", "F Draw Action" }, deck = blanks(12) },
                       p2 = { chars = { "Raider Caliburst - Air Force, Weapons" }, deck = blanks() } }
  g:act("play F Draw Action")
  eq(H.dmg(g, 1, "F Striker"), 1, "two cards drawn in the turn: the second one wakes it; p1's only character takes 1")
end)

local DIRGE = "Dirge - Doombringer"
local function dirge_attack(spare)
  local g = H.at_main{ p1 = { chars = { { DIRGE, mode = 2 }, "F Striker" }, deck = blanks() },
                       p2 = { chars = { { "F Wall", tapped = true }, "F Zapper" }, deck = blanks() } }
  local a = atk(g, 1, DIRGE)                          -- against DEF 0 (its Pierce has nothing to pierce)
  g:edit(string.format("g:cset(T.char(g, 2, 'F Wall'), 'dmg', %d) return true", 10 - a + spare))
  H.attack(g, DIRGE, "F Wall")
  return g
end

scenario("Dirge (bot): ON(SELF KOs_enemy_by_attack_exact) => UNTAP SELF", function()
  local g = dirge_attack(0)
  eq(H.count_log(g, "F Wall is KO'd"), 1, "the attack's damage KO'd F Wall exactly")
  eq(tapped(g, 1, DIRGE), false, "Dirge untaps")
  g = dirge_attack(1)
  eq(H.count_log(g, "F Wall is KO'd"), 1, "KO'd with a counter to spare")
  eq(tapped(g, 1, DIRGE), true, "not exact: Dirge stays tapped")
end)

scenario("Nightbird (bot): ON(SELF KOs_enemy_by_attack) => use BOUNTY ; BOUNTY => PLAY Action from opp_scrap", function()
  local N = "Nightbird - Enigmatic Agent"
  local g = H.at_main{ p1 = { chars = { { N, mode = 2, atk = 10 }, "F Striker" }, hand = {}, deck = blanks() },
                       p2 = { chars = { { "F Wall", tapped = true }, "F Zapper" }, scrap = { "F Draw Action" }, deck = blanks() } }
  H.attack(g, N, "F Wall")
  eq(H.count_log(g, "p1 plays F Draw Action"), 1, "p1 plays the Action from p2's scrap pile")
  eq(H.size(g, "hand", 1), 2, "its text is p1's: p1 draws 2")
  eq(H.count_log(g, "p2 draws 1"), 1, "p2's F Zapper is untapped: the turn ended (P2)")
  local function holds(p) return table.concat(H.names(g, "scrap", p), ","):find("F Draw Action", 1, true) ~= nil end
  ok(holds(2), "the Action went back to its owner's (p2's) scrap pile")
  ok(not holds(1), "not to p1's")
end)

scenario("Grimlock - Dinobot Leader (bot): ON(SELF does > enough ATK_dmg -> KO enemy) => OPP CHOOSE one other characters & puts extra damage on IT", function()
  local GR = "Grimlock - Dinobot Leader"
  local g = H.at_main{ p1 = { chars = { { GR, mode = 2 }, "F Striker" }, deck = blanks() },
                       p2 = { chars = { { "F Wall", dmg = 9, tapped = true }, "F Zapper" }, deck = blanks() } }
  H.attack(g, GR, "F Wall")
  local extra = atk(g, 1, GR) - 1
  eq(H.dmg(g, 2, "F Zapper"), extra, "the counters beyond the one that KO'd F Wall go on p2's other character")
end)

-- Deadlock - Bounty Hunter flips to alt and marks p2's `enemy`; p1's F Striker (ATK 10) will attack.
local DEADLOCK = "Deadlock - Bounty Hunter"
local function deadlock_marks(enemy)
  local g = H.at_main{ p1 = { chars = { { DEADLOCK, mode = 2 }, { "F Striker", atk = 10 } }, hand = {}, deck = blanks() },
                       p2 = { chars = { "F Wall", "F Zapper" }, deck = blanks() } }
  g:act("flip " .. DEADLOCK .. " to alt")
  g:act(enemy)
  return g
end

scenario("Deadlock - Bounty Hunter (alt): ON(flip_to_mode) => CHOOSE & enemy ; IF KOd [turn], draw(2)", function()
  local g = deadlock_marks("F Wall")
  eq(H.count_log(g, "marks F Wall"), 1, "F Wall is chosen")
  H.attack(g, "F Striker", "F Wall")
  eq(H.count_log(g, "F Wall is KO'd"), 1, "F Wall KO'd this turn")
  eq(H.size(g, "hand", 1), 2, "p1 draws 2")
end)

scenario("Deadlock - Bounty Hunter: an enemy that was not chosen is KO'd: no draw", function()
  local g = deadlock_marks("F Zapper")
  H.attack(g, "F Striker", "F Wall")
  eq(H.count_log(g, "F Wall is KO'd"), 1, "F Wall KO'd")
  eq(H.size(g, "hand", 1), 0, "F Zapper was marked, not F Wall: no draw")
end)

scenario("Silverbolt (alt): ON(self_attacks & flipped>={WH+OR+BL}) => FLIP IT ->bot (then its bot side's ON(flip_to_mode) => dmg 1 -> enemy)", function()
  local S = "Silverbolt - Aerialbot Leader"
  local g = H.at_main{ p1 = { chars = { S }, deck = { "F White", "F Blue Orange", "F Blank", "F Blank", "F Blank", "F Blank" } },
                       p2 = { chars = { { "F Wall", tapped = true } }, deck = blanks() } }
  H.attack(g, S, "F Wall")
  eq(H.get(g, "TC.mode_name(g, T.char(g, 1, %q))", S), "bot", "white, orange and blue flipped: Silverbolt flips to bot")
  eq(H.count_log(g, "Silverbolt - Aerialbot Leader's ability resolves: ON(flip_to_mode) => dmg 1 -> enemy"), 1,
     "its bot side's flip trigger follows")
  eq(H.dmg(g, 2, "F Wall"), 1 + 3 + 1, "1 from that trigger, then the attack with its bot mode's ATK 3 and one orange icon")
end)

scenario("Demolisher (bot): ON(SELF attacking) => FLIP extra BC == IT's Armor (one more per Armor Upgrade)", function()
  local D = "Demolisher - Devoted Decepticon"
  local g = H.at_main{ p1 = { chars = { { D, mode = 2, upgrades = { "F Upgrade" } } }, deck = blanks(12) },
                       p2 = { chars = { { "F Wall", tapped = true } }, deck = blanks() } }
  H.attack(g, D, "F Wall")
  eq(H.size(g, "deck", 1), 12 - 3, "2 flips + 1 for its one Armor")
end)

scenario("Sergeant Crosshairs (alt): ON(flip_to_mode) => MOVE 2 dmg_ctr from SELF -> own:Battle Master characters", function()
  local C = "Sergeant Crosshairs - Artillery, Weapons Supervisor"
  local g = H.at_main{ p1 = { chars = { { C, mode = 2, dmg = 3 }, DAZZLE }, deck = blanks() },
                       p2 = { chars = { "F Wall" }, deck = blanks() } }
  g:act("flip " .. C .. " to alt")
  eq(H.dmg(g, 1, C), 1, "2 of its 3 counters leave it")
  eq(H.dmg(g, 1, DAZZLE), 2, "onto the Battle Master character")
end)

scenario("Sergeant Soundblaster (alt): ON(flip_to_mode) => OPT MOVE Weapon from SELF -> own_other_char ; => if_done: characters += ATK+1 [EOT]", function()
  local S = "Sergeant Soundblaster - Weapons Arms Dealer"
  local g = H.at_main{ p1 = { chars = { { S, mode = 2, upgrades = { "F Bold Weapon" } }, "F Striker" }, deck = blanks() },
                       p2 = { chars = { "F Wall" }, deck = blanks() } }
  local s0, f0 = atk(g, 1, S), atk(g, 1, "F Striker")
  g:act("flip " .. S .. " to alt")
  g:act("F Bold Weapon")                                -- F Striker, the only other character, takes it
  eq(H.get(g, "g:cget(g:cards(TC.z(g, 'upgrades', 1))[1], 'host') == T.char(g, 1, 'F Striker')"), true, "the Weapon moved")
  eq(atk(g, 1, "F Striker"), f0 + 1, "your characters +1 ATK")
  ok(atk(g, 1, S) >= 1, "Soundblaster too (its alt side's ATK + 1)")
end)

scenario("Sergeant Thundercracker (alt): ON(flip_to_mode) => REVEAL own_deck.top(1) ; PER Black Icon IT HAS, MOVE dmg_ctr from own:Planes -> enemy", function()
  local T = "Sergeant Thundercracker - Infantry, Seeker"
  local g = H.at_main{ p1 = { chars = { { T, mode = 2, dmg = 3 } }, deck = { "F Black2", "F Blank" } },
                       p2 = { chars = { "F Wall" }, deck = blanks() } }
  g:act("flip " .. T .. " to alt")
  eq(H.dmg(g, 1, T), 1, "two black icons: two counters leave the Plane")
  eq(H.dmg(g, 2, "F Wall"), 2, "onto the enemy")
  eq(H.names(g, "deck", 1)[1], "F Black2", "the revealed card stays on top")
end)

scenario("Skywarp - Sneaky Prankster (alt): ON(flip_to_mode) => EACH_PLAYER REVEAL opp_deck.top(1)", function()
  local S = "Skywarp - Sneaky Prankster"
  local g = H.at_main{ p1 = { chars = { { S, mode = 2 } }, deck = { "F White", "F Blank" } },
                       p2 = { chars = { "F Wall" }, deck = { "F Black2", "F Blank" } } }
  g:act("flip " .. S .. " to alt")
  eq(H.count_log(g, "p1 reveals F Black2 from the top of p2's deck"), 1, "p1 reveals p2's top card")
  eq(H.count_log(g, "p2 reveals F White from the top of p1's deck"), 1, "p2 reveals p1's")
end)

scenario("Optimus Prime - Legendary Warrior (body): ON(self_attacks) => repair 1 <- own_char ; if HAS fewer characters @bf than OPP, repair 1 <- character", function()
  local O = "Optimus Prime - Legendary Warrior"
  local g = H.at_main{ p1 = { chars = { { O, mode = 2, dmg = 3 } }, deck = blanks() },
                       p2 = { chars = { { "F Wall", tapped = true }, "F Zapper" }, deck = blanks() } }
  H.attack(g, O, "F Wall")
  if H.has(g, O) then g:act(O) end
  if H.has(g, O) then g:act(O) end
  eq(H.dmg(g, 1, O), 1, "1 repaired, and 1 more: one character against two")
end)

scenario("Captain Ironhide (bot): ON(self_attacks & HAS Weapon) => OPT SWAP Weapon {BL} Weapon <-own_hand", function()
  local I = "Captain Ironhide - Infantry, Bodyguard"
  local g = H.at_main{ p1 = { chars = { { I, mode = 2, upgrades = { "F Bold Weapon" } } }, hand = { "Primary Laser" }, deck = blanks() },
                       p2 = { chars = { { "F Wall", tapped = true } }, deck = blanks() } }
  H.attack(g, I, "F Wall")
  g:act("Primary Laser")
  eq(H.names(g, "hand", 1)[1], "F Bold Weapon", "the Weapon it carried returns to the hand")
  eq(H.names(g, "upgrades", 1)[1], "Primary Laser", "the blue Weapon is on Ironhide")
end)

scenario("Sergeant Cog (upgrade side): ON(attach) => draw(1) PER character HAS @bf ; OPT PLAY Upgrade onto each_own_char", function()
  local C = "Sergeant Cog - Artillery, Mechanic"
  local g = H.at_main{ p1 = { chars = { C, "F Striker" }, hand = {}, deck = { "F Upgrade", "F Blank", "F Blank", "F Blank" } },
                       p2 = { chars = { "F Wall", "F Zapper" }, deck = blanks() } }
  g:act("flip " .. C .. " to Heavy Force Defensebreaker Cannon on F Striker")
  eq(H.size(g, "hand", 1), 3, "three characters on the battlefield (F Striker and p2's two): draw 3")
  g:act("F Upgrade")
  eq(#H.names(g, "upgrades", 1), 2, "an Upgrade from the hand played onto F Striker")
end)

local VISPER = "Raider Visper - Infantry, Patrol Leader"
local function visper(opts, opp_hand)
  local g = H.at_main({ p1 = { chars = { { VISPER, mode = 2 } }, hand = { "F Green", "F Green", "F Green" }, deck = blanks() },
                        p2 = { chars = { "F Wall" }, hand = opp_hand, deck = blanks() } }, opts)
  g:act("tap " .. VISPER .. ": COST(TAP_ABILITY => SCRAP 3 {GR} cards <-own_hand) => OPP CHOOSE 3 cards <-opp_hand & SCRAP them ; IF 3 cards scrapped HAS same NAME as each other, draw(3)")
  while not H.has(g, "end main phase") do g:act(g:options()[1]) end   -- p2 picks the 3 cards
  return g
end

scenario("Raider Visper (bot): ... IF 3 cards scrapped HAS same NAME as each other, draw(3) -- option visper_same_names", function()
  local g = visper(nil, { "F Blank", "F White", "F Black2" })
  eq(H.size(g, "scrap", 2), 3, "p2 scraps 3")
  eq(H.size(g, "hand", 1), 3, "default (cost): the three F Green its cost scrapped share a name: draw 3")
  g = visper("visper_same_names=opponent", { "F Blank", "F White", "F Black2" })
  eq(H.size(g, "hand", 1), 0, "opponent: p2's three differ: no draw")
  g = visper("visper_same_names=opponent", { "F Blank", "F Blank", "F Blank" })
  eq(H.size(g, "hand", 1), 3, "opponent: p2's three share a name: draw 3")
end)

scenario("Fortress Maximus: SELF begins \"Cerebros, City Commander\" on IT [head]", function()
  local g = game{ seed = 1, options = "first=1,deck_min=0,deck1=1 Fortress Maximus - Great War Veteran;1 Cerebros - City Commander;3 Zap,deck2=decepticons" }
  eq(H.names(g, "heads", 1)[1], "Cerebros - City Commander", "Cerebros starts as Fortress Maximus's head")
  eq(H.size(g, "battlefield", 1), 1, "Fortress Maximus alone on the battlefield")
end)

local WIND = "Windcharger - Autobot Warrior"
scenario("Windcharger (alt): SELF HAS ATK+3 during first turn game -- option windcharger_first_turn", function()
  local function at(turn, active, opts)
    return H.at_main({ turn = turn, active = active, p1 = { chars = { WIND }, deck = blanks() },
                       p2 = { chars = { WIND }, deck = blanks() } }, opts)
  end
  local base = atk(at(3, 1), 1, WIND)
  eq(atk(at(1, 1), 1, WIND), base + 3, "own (default): p1's first turn (turn 1)")
  eq(atk(at(2, 2), 2, WIND), base + 3, "own: p2's first turn (turn 2)")
  eq(atk(at(2, 2, "windcharger_first_turn=game"), 2, WIND), base, "game: turn 2 is not the game's first turn")
  eq(atk(at(1, 1, "windcharger_first_turn=game"), 1, WIND), base + 3, "game: turn 1")
end)

-- Stratagems ----------------------------------------------------------------------------------

scenario("All-Out: ONCE_PER_GAME ON(\"Windcharger, Autobot Warrior\" attacks & character @bf) => IT += +3 [EOB] ; FLIP SELF (ATK)", function()
  local g = H.at_main{ p1 = { chars = { WIND, "All-Out" }, deck = blanks() },
                       p2 = { chars = { { "F Wall", tapped = true } }, deck = blanks() } }
  local a = atk(g, 1, WIND)
  H.attack(g, WIND, "F Wall")
  eq(H.dmg(g, 2, "F Wall"), a + 3, "Windcharger's attack +3 for the battle")
  eq(H.count_log(g, "p1 flips All-Out face down (used)"), 1, "used once")
end)

scenario("Better Things To Do Than Die: ON(Springer, Aerial Defense @bf & flipped IT -> another mode) => repair 1 <- IT", function()
  local S = "Autobot Springer - Aerial Defense"
  local g = H.at_main{ p1 = { chars = { { S, dmg = 2 }, "Better Things To Do Than Die" }, deck = blanks() },
                       p2 = { chars = { "F Wall" }, deck = blanks() } }
  g:act("flip " .. S .. " to bot")
  eq(H.dmg(g, 1, S), 1, "its flip repairs 1")
end)

scenario("Who's Next?: ON(\"Sergeant Kup, Veteran Sergeant\" upgraded Weapon, Armor, & Utility, & IT does enough ATK_dmg -> KO defender) => UNTAP IT", function()
  local K = "Sergeant Kup - Veteran Sergeant"
  local function kup(ups)
    local g = H.at_main{ p1 = { chars = { { K, upgrades = ups, atk = 10 }, "Who's Next?", "F Striker" }, deck = blanks() },
                         p2 = { chars = { { "F Wall", tapped = true }, "F Zapper" }, deck = blanks() } }
    H.attack(g, K, "F Wall")
    if H.has(g, "done") then g:act("done") end           -- F Focus Utility's Focus: keep the order
    return g
  end
  local g = kup({ "F Bold Weapon", "F Upgrade", "F Focus Utility" })
  eq(H.count_log(g, "F Wall is KO'd"), 1, "Kup's attack KO'd the defender")
  eq(tapped(g, 1, K), false, "all three slots filled: Kup untaps")
  g = kup({ "F Bold Weapon", "F Upgrade" })
  eq(tapped(g, 1, K), true, "no Utility: it stays tapped")
end)

scenario("Orbital Strike: Replace text 'stars<=12' on \"Autobot Cosmos, Recon and Communication\" 'stars<=21.'", function()
  local C = "Autobot Cosmos - Recon and Communication"
  local g = H.at_main{ p1 = { chars = { { C, mode = 2 }, "Orbital Strike" }, deck = {}, scrap = { "F Blank" } },
                       p2 = { chars = { { "Fortress Maximus - Great War Veteran", tapped = true } }, deck = blanks() } }
  H.attack(g, C, "Fortress Maximus - Great War Veteran")
  eq(H.count_log(g, "Fortress Maximus - Great War Veteran is KO'd"), 1, "the reshuffle while attacking KOs a 14-star defender (at most 21)")
end)

scenario("Overwhelming Advantage: PER Decepticon HAS @bf, Plan(1) ; ON(own_char attacks [turn], IF Upgrades include >= five colours & flipped>= five colours) => dmg 15 -> enemy", function()
  local g = H.at_main{ p1 = { chars = { { "F Wall", upgrades = { "F Bold Weapon" } } }, hand = { "Overwhelming Advantage", "F Blank" }, deck = blanks() },
                       p2 = { chars = { { "F Zapper", tapped = true } }, deck = blanks() } }
  g:act("play Overwhelming Advantage")
  g:act("F Blank")
  eq(H.names(g, "deck", 1)[1], "F Blank", "one Decepticon (F Wall): Plan 1")
  H.attack(g, "F Wall", "F Zapper")
  eq(H.dmg(g, 2, "F Zapper"), 0, "the attacker's Upgrades lack four colours: no 15 damage")
end)

-- p1's F Wall attacks p2's F Zapper, F Wall's deck flips the five colours (Combat Dagger's
-- Bold 1 and F White's two more: five flips); `ups` and `others` are the Upgrades of F Wall
-- and of p1's F Striker.
local function overwhelming(ups, others, opts)
  local g = H.at_main({ p1 = { chars = { { "F Wall", upgrades = ups }, { "F Striker", upgrades = others } },
                               hand = { "Overwhelming Advantage" },
                               deck = { "F White", "F Orange2", "F Black2", "F Blue2", "F Green", "F Blank" } },
                        p2 = { chars = { { "F Zapper", tapped = true } }, deck = blanks() } }, opts)
  g:act("play Overwhelming Advantage")
  H.attack(g, "F Wall", "F Zapper")
  return g
end

scenario("Overwhelming Advantage: the attacker's Upgrades hold the five colours and its flips show them: dmg 15 -> enemy", function()
  local g = overwhelming({ "Inner Groove", "Combat Dagger", "Armored Plating", "Sharpened Talons" }, {})
  eq(H.count_log(g, "F Zapper takes 15 damage"), 1, "15 damage to the enemy")
end)

scenario("Overwhelming Advantage: option overwhelming_upgrades -- the attacker's (default) or all of yours", function()
  local mine, other = { "Inner Groove", "Combat Dagger" }, { "Armored Plating", "Sharpened Talons" }
  local g = overwhelming(mine, other)
  eq(H.count_log(g, "F Zapper takes 15 damage"), 0, "attacker: F Wall's Upgrades lack blue and green")
  g = overwhelming(mine, other, "overwhelming_upgrades=own")
  eq(H.count_log(g, "F Zapper takes 15 damage"), 1, "own: p1's Upgrades together hold the five colours")
end)

scenario("Deadlock - Bounty Hunter: the draw follows the marked enemy's KO whatever Deadlock's mode by then", function()
  local g = deadlock_marks("F Wall")
  g:edit(string.format("g:cset(T.char(g, 1, %q), 'mode', 2) return true", DEADLOCK))    -- flipped back by an effect
  eq(H.get(g, "TC.mode_name(g, T.char(g, 1, %q))", DEADLOCK), "bot", "Deadlock is in bot mode now")
  H.attack(g, "F Striker", "F Wall")
  eq(H.size(g, "hand", 1), 2, "the marked F Wall KO'd this turn: p1 draws 2")
end)

scenario("Orbital Strike: without it, Cosmos's reshuffle KOs only a defender of 12 stars or fewer", function()
  local C = "Autobot Cosmos - Recon and Communication"
  local g = H.at_main{ p1 = { chars = { { C, mode = 2 } }, deck = {}, scrap = { "F Blank" } },
                       p2 = { chars = { { "Fortress Maximus - Great War Veteran", tapped = true } }, deck = blanks() } }
  H.attack(g, C, "Fortress Maximus - Great War Veteran")
  eq(H.count_log(g, "Fortress Maximus - Great War Veteran is KO'd"), 0, "14 stars: not KO'd")
end)

scenario("Private Dazzlestrike (upgrade side): removed because its character is KO'd: the KO'd character takes nothing", function()
  local g = dazzle_on_striker()
  g:edit("TC.place_damage(g, T.char(g, 1, 'F Striker'), 10, false) return true")
  eq(H.count_log(g, "F Striker is KO'd"), 1, "F Striker KO'd")
  eq(H.count_log(g, "ability resolves: ON(SELF removed from character)"), 1, "the removal woke the ability")
  eq(H.count_log(g, "F Striker takes 3 damage"), 0, "no damage placed on a character in the KO area")
end)

scenario("Lose the Initiative: New Orders (UNTAP own_char HAS stars<=6) untapping the opponent's one character reveals it", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", tapped = true } }, hand = { "New Orders" }, deck = blanks() },
                       p2 = { chars = { { "F Wall", tapped = true }, { "F Zapper", tapped = true } },
                              secret = { "Lose the Initiative" }, deck = blanks() } }
  g:act("play New Orders")
  eq(H.count_log(g, "p2 reveals Lose the Initiative"), 1, "revealed")
  eq(tapped(g, 1, "F Striker"), true, "F Striker stays tapped")
  g:act("F Zapper")
  eq(tapped(g, 2, "F Zapper"), false, "p2 picks one of its tapped characters of at most 1 star: F Zapper untaps")
  eq(tapped(g, 2, "F Wall"), true, "only one")
end)

scenario("Lose the Initiative: an effect untapping several characters at once (UNTAP each_own:Spy Patrols) is not 'exactly' one", function()
  local S = "Major Soundwave - Espionage, Spy"
  local g = H.at_main{ p1 = { chars = { { S, mode = 2 }, { "Raider Laserbeak - Espionage, Interrogation", tapped = true } }, deck = blanks() },
                       p2 = { chars = { { "F Wall", tapped = true } }, secret = { "Lose the Initiative" }, deck = blanks() } }
  H.attack(g, S, "F Wall")
  eq(tapped(g, 1, "Raider Laserbeak - Espionage, Interrogation"), false, "the Spy Patrol untaps")
  eq(H.count_log(g, "reveals Lose the Initiative"), 0, "no reveal")
end)

-- Cerebros - City Commander (body), a reconstruction: "ON(self_battles & flipped>={WH+OR+BL+U?}) =>
-- OPT PLAY Upgrade <-own_scrap onto SELF" (uicon.lua): the unexplained token U? is option
-- cerebros_u_icon, by default not required.
local CEREBROS = "Cerebros - City Commander"
local function cerebros_attacks(opts)
  local g = H.at_main({ p1 = { chars = { { CEREBROS, mode = 2 } }, scrap = { "F Upgrade" },
                               deck = { "F White", "F Blue Orange", "F Blank", "F Blank", "F Blank", "F Blank" } },
                        p2 = { chars = { { "F Wall", def = 30 } }, deck = H.list(8, "F Blank") } }, opts)
  H.attack(g, "Cerebros", "F Wall")
  return g
end

scenario("Cerebros attacks and its side flips white, orange and blue: it may play an Upgrade from its scrap pile onto itself", function()
  local g = cerebros_attacks()
  ok(H.has(g, "F Upgrade"), "the armor Upgrade in the scrap pile is offered")
  g:act("F Upgrade")
  eq(H.count_log(g, "attaches F Upgrade to " .. CEREBROS), 1, "attached to Cerebros")
  for _, n in ipairs(H.names(g, "scrap", 1)) do ok(n ~= "F Upgrade", "it left the scrap pile") end
end)

scenario("Cerebros with option cerebros_u_icon=green: white, orange and blue without green do not trigger it", function()
  local g = cerebros_attacks("cerebros_u_icon=green")
  ok(not H.has(g, "F Upgrade"), "nothing offered")
  eq(H.count_log(g, CEREBROS .. "'s ability resolves"), 0, "its condition does not hold")
end)

scenario("Option cerebros_u_icon refuses a colour that is not an icon", function()
  local good, err = pcall(H.new, "cerebros_u_icon=purple")
  ok(not good and tostring(err):find("cerebros_u_icon"), "names the option: " .. tostring(err))
end)
