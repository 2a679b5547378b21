-- One card per notation pattern the generator learned in the second pass (tap abilities with an
-- icon-card cost, after-battle triggers, "if HAS <Name> @bf", "PER <Trait> @own_KO" statics, and
-- the new effects), played out: each scenario names the card and its text, sets up the state,
-- acts, and checks what the text says happens.
local H = require "lib.tcg"

local function holds(list, name)
  for _, x in ipairs(list) do if x == name then return true end end
  return false
end

scenario("Raider Hyperdrive (bot): COST(TAP_ABILITY => SCRAP {BL} card <-own_hand) => draw(3) ; SCRAP 2 cards <-own_hand", function()
  local name = "Raider Hyperdrive - Sports Car Patrol, Demolitions"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, hand = { "F Orange2" }, deck = H.list(6, "F Blank") },
                       p2 = { chars = { "F Wall" } } }
  ok(g:why("tap " .. name .. ": COST(TAP_ABILITY =>SCRAP {BL} card <-own_hand) => draw(3) ; SCRAP 2 cards <-own_hand")
     :find("{BL}"), "refused without a blue card in hand: the refusal names the cost")
  g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, hand = { "F Orange2", "F Blue2" }, deck = H.list(6, "F Blank") },
                 p2 = { chars = { "F Wall" } } }
  g:act("tap " .. name)
  ok(H.cval(g, 1, name, "tapped"), "tapped")
  eq(H.names(g, "scrap", 1)[1], "F Blue2", "the cost: the blue card scrapped first")
  eq(H.count_log(g, "p1 draws 3"), 1, "then draws 3")
  g:act(1); g:act(1)                                   -- scraps 2 cards of the hand
  eq(H.size(g, "hand", 1), 2, "1 + 3 - 2 cards in hand")
  eq(H.size(g, "scrap", 1), 3, "the cost and the 2 cards scrapped")
end)

scenario("Crowbar: ON(host_attacks) => SCRAP THIS_CARD after battle: stays through the battle, scrapped after it", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", upgrades = { "Crowbar" } } }, deck = H.list(8, "F Blank") },
                       p2 = { chars = { "F Wall" }, deck = H.list(8, "F Blank") } }
  g:act("end main phase"); g:act("F Striker"); g:act("F Wall")
  local lines = H.log_lines(g, "Crowbar")
  ok(#lines >= 1, "Crowbar's ability resolved")
  eq(table.concat(H.names(g, "upgrades", 1), ","), "", "no longer on F Striker")
  ok(holds(H.names(g, "scrap", 1), "Crowbar"), "in the scrap pile")
  eq(H.dmg(g, 2, "F Wall"), 2, "its ATK+2 counted in the battle: it was still attached")
end)

scenario("Crowbar: ON(host_attacks): its host defending does not scrap it", function()
  local g = H.at_main{ active = 2, p1 = { chars = { { "F Striker", upgrades = { "Crowbar" } } }, deck = H.list(8, "F Blank") },
                       p2 = { chars = { "F Wall" }, deck = H.list(8, "F Blank") } }
  H.attack(g, "F Wall", "F Striker")
  eq(table.concat(H.names(g, "upgrades", 1), ","), "Crowbar", "still attached")
end)

scenario("Megatron - Fallen Hero (alt): ON(self_defends & flipped>={OR}) => dmg 1 -> ATTACKER after battle", function()
  local name = "Megatron - Fallen Hero"
  local g = H.at_main{ active = 2, p1 = { chars = { name }, deck = H.list(8, "F Orange2") },
                       p2 = { chars = { { "F Striker", atk = 1 } }, deck = H.list(8, "F Blank") } }
  H.attack(g, "F Striker", name)
  eq(H.dmg(g, 2, "F Striker"), 1, "the attacker took 1 after the battle")
  local ko = H.log_lines(g, "Megatron - Fallen Hero's ability resolves")
  eq(#ko, 1, "once")
  g = H.at_main{ active = 2, p1 = { chars = { name }, deck = H.list(8, "F Blank") },
                 p2 = { chars = { { "F Striker", atk = 1 } }, deck = H.list(8, "F Blank") } }
  H.attack(g, "F Striker", name)
  eq(H.dmg(g, 2, "F Striker"), 0, "no orange flipped: nothing")
end)

scenario("Wipe-Out - Devoted Minion (alt): REVENGE => draw(1) if HAS Trypticon @bf", function()
  local function ko_wipe_out(chars)
    local g = H.at_main{ active = 2, p1 = { chars = chars, hand = {}, deck = H.list(8, "F Blank") },
                         p2 = { chars = { { "F Striker", atk = 5 } }, deck = H.list(8, "F Blank") } }
    H.attack(g, "F Striker", "Wipe-Out")
    eq(H.names(g, "ko", 1)[1], "Wipe-Out - Devoted Minion", "KO'd")
    return g
  end
  local with = ko_wipe_out({ { "Wipe-Out - Devoted Minion", dmg = 5 }, "Trypticon - Assault Base" })
  local without = ko_wipe_out({ { "Wipe-Out - Devoted Minion", dmg = 5 }, "F Wall" })
  eq(H.count_log(with, "Wipe-Out - Devoted Minion's ability resolves"), 1, "REVENGE resolves")
  eq(H.size(with, "hand", 1) - H.size(without, "hand", 1), 1, "with Trypticon on the battlefield: 1 card more")
end)

scenario("CliffJumper - Renegade Warrior (bot): SELF HAS ATK+1 PER Car @own_KO", function()
  local name = "CliffJumper - Renegade Warrior"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, ko = { "F Striker", "F Wall", "F Striker" } },
                       p2 = { chars = { "F Wall" } } }
  eq(H.get(g, "TC.attack(g, T.char(g, 1, %q))", name), 5 + 2, "two Cars (F Striker's alt mode) in the KO area")
  g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, ko = {} }, p2 = { chars = { "F Wall" }, ko = { "F Striker" } } }
  eq(H.get(g, "TC.attack(g, T.char(g, 1, %q))", name), 5, "the opponent's KO area does not count")
end)

scenario("System Reboot: EACH_PLAYER SCRAP hand & draw(4)", function()
  local g = H.at_main{ p1 = { hand = { "System Reboot", "F Blank" }, chars = { "F Striker" }, deck = H.list(6, "F Orange2") },
                       p2 = { hand = { "F Blank", "F Blank", "F Blank" }, chars = { "F Wall" }, deck = H.list(6, "F Blue2") } }
  g:act("play System Reboot")
  eq(table.concat(H.names(g, "hand", 1), ","), "F Orange2,F Orange2,F Orange2,F Orange2", "p1: old hand scrapped, 4 new")
  eq(table.concat(H.names(g, "hand", 2), ","), "F Blue2,F Blue2,F Blue2,F Blue2", "p2 too")
  ok(holds(H.names(g, "scrap", 2), "F Blank"), "p2's old hand in their scrap pile")
end)

scenario("Sabotaged Armaments (Secret Action): on defense, SCRAP ATTACKER's Weapons", function()
  local g = H.at_main{ active = 2, p1 = { chars = { "F Wall" }, secret = { "Sabotaged Armaments" }, deck = H.list(8, "F Blank") },
                       p2 = { chars = { { "F Striker", upgrades = { "F Bold Weapon", "F Upgrade" } } }, deck = H.list(8, "F Blank") } }
  H.attack(g, "F Striker", "F Wall")
  eq(H.count_log(g, "p1 reveals Sabotaged Armaments"), 1, "revealed")
  local left = H.names(g, "upgrades", 2)
  ok(not holds(left, "F Bold Weapon"), "the weapon scrapped")
  ok(holds(left, "F Upgrade"), "the other Upgrade stays")
end)

scenario("Fling: MOVE 1 dmg_ctr from own_char -> enemy", function()
  local g = H.at_main{ p1 = { hand = { "Fling" }, chars = { { "F Striker", dmg = 2 } } }, p2 = { chars = { "F Wall" } } }
  g:act("play Fling")
  eq(H.dmg(g, 1, "F Striker"), 1, "one counter off")
  eq(H.dmg(g, 2, "F Wall"), 1, "onto the enemy")
end)

scenario("Ready for Action: UNTAP own_char HAS stars<=10 (not a bigger one)", function()
  local g = H.at_main{ p1 = { hand = { "Ready For Action" },
                              chars = { { "F Striker", tapped = true }, { "Trypticon - Assault Base", tapped = true } } },
                       p2 = { chars = { "F Wall" } } }
  g:act("play Ready For Action")
  ok(not H.cval(g, 1, "F Striker", "tapped"), "F Striker (1 star) untapped: the only choice")
  ok(H.cval(g, 1, "Trypticon - Assault Base", "tapped"), "Trypticon (24 stars) stays tapped")
end)

scenario("Roll Out: FLIP each_own_char bot->alt", function()
  local g = H.at_main{ p1 = { hand = { "Roll Out!" }, chars = { { "F Striker", mode = 2 }, { "F Wall", mode = 2 } } },
                       p2 = { chars = { { "F Wall", mode = 2 } } } }
  g:act("play Roll Out!")
  eq(H.cval(g, 1, "F Striker", "mode"), 1, "F Striker to alt")
  eq(H.cval(g, 1, "F Wall", "mode"), 1, "F Wall to alt")
  eq(H.cval(g, 2, "F Wall", "mode"), 2, "the enemy's stays in bot mode")
end)

scenario("Wedge Formation: repair 1 <- own:Melee characters ; IF(HAS Ranged character @bf) => draw(1) ; IF(HAS Specialist @bf) => Plan(1)", function()
  local g = H.at_main{ p1 = { hand = { "Wedge Formation" }, deck = H.list(4, "F Blank"),
                              chars = { { "Private Highjump - Off-Road Patrol, Infiltration", dmg = 2 }, "Wipe-Out - Devoted Minion" } },
                       p2 = { chars = { "F Wall" } } }
  g:act("play Wedge Formation")
  eq(H.dmg(g, 1, "Private Highjump - Off-Road Patrol, Infiltration"), 1, "the Melee character repaired 1")
  eq(H.size(g, "hand", 1), 1, "a Ranged character (Wipe-Out): drew 1")
  eq(H.count_log(g, "plans"), 0, "no Specialist: no Plan")
end)

scenario("Armed Hovercraft: ON(PUT SELF on Ranged Character) => dmg 1 -> each_enemy, only on a Ranged host", function()
  local g = H.at_main{ p1 = { hand = { "Armed Hovercraft" }, chars = { "Wipe-Out - Devoted Minion", "F Striker" } },
                       p2 = { chars = { "F Wall", "F Omega" } } }
  g:act("play Armed Hovercraft on Wipe-Out - Devoted Minion")
  eq(H.dmg(g, 2, "F Wall") + H.dmg(g, 2, "F Omega"), 2, "Wipe-Out is Ranged: 1 damage to each enemy")
  g = H.at_main{ p1 = { hand = { "Armed Hovercraft" }, chars = { "Wipe-Out - Devoted Minion", "F Striker" } },
                 p2 = { chars = { "F Wall", "F Omega" } } }
  g:act("play Armed Hovercraft on F Striker")
  eq(H.dmg(g, 2, "F Wall") + H.dmg(g, 2, "F Omega"), 0, "F Striker is not Ranged: nothing")
end)

scenario("Scout Armor: ON(host_KOd) => draw(2) (the host tapped: its Stealth while untapped is off)", function()
  local host = "Private Highjump - Off-Road Patrol, Infiltration"
  local g = H.at_main{ active = 2, p1 = { chars = { { host, dmg = 5, tapped = true, upgrades = { "Scout Armor" } }, "F Wall" }, hand = {},
                                          deck = H.list(8, "F Blank") },
                       p2 = { chars = { { "F Striker", atk = 9 } }, deck = H.list(8, "F Blank") } }
  H.attack(g, "F Striker", "Private Highjump")
  eq(H.names(g, "ko", 1)[1], host, "the host is KO'd")
  eq(H.count_log(g, "Scout Armor's ability resolves"), 1, "its Upgrade's ability resolves")
  eq(H.count_log(g, "p1 draws 2"), 1, "p1 draws 2")
end)

scenario("Crankcase - Data Collector (bot): ON(self_attacks & HAS 5 or_more cards @hand) => IT += ATK+3 [EOB]", function()
  local function attack_with(n)
    local g = H.at_main{ p1 = { chars = { { "Crankcase - Data Collector", mode = 2 } }, hand = H.list(n, "F Blank"),
                                deck = H.list(8, "F Blank") },
                         p2 = { chars = { "F Wall" }, deck = H.list(8, "F Blank") } }
    H.attack(g, "Crankcase", "F Wall")
    return H.dmg(g, 2, "F Wall")
  end
  eq(attack_with(5), 5 + 3, "5 cards in hand: attack 5 + 3")
  eq(attack_with(4), 5, "4 cards: the printed 5")
end)

scenario("Alpha Trion - Cybertronian, Sage (alt): ON(flip_to_mode) => RETURN {OR} Action <-own_scrap ->own_hand", function()
  local name = "Alpha Trion - Cybertronian, Sage"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 } }, hand = {}, scrap = { "F Blue2", "F Upgrade", "F Orange2" } },
                       p2 = { chars = { "F Wall" } } }
  g:act("flip " .. name .. " to alt")
  eq(table.concat(H.names(g, "hand", 1), ","), "F Orange2", "the only orange Action comes back")
  eq(H.size(g, "scrap", 1), 2, "the others stay")
end)

scenario("Crude Club: HOST HAS ATK+1 PER Upgrade on IT", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", upgrades = { "Crude Club" } } } }, p2 = { chars = { "F Wall" } } }
  eq(H.get(g, "TC.attack(g, T.char(g, 1, 'F Striker'))"), 1, "one Upgrade (itself): +1")
  g = H.at_main{ p1 = { chars = { { "F Striker", upgrades = { "Crude Club", "F Upgrade" } } } }, p2 = { chars = { "F Wall" } } }
  eq(H.get(g, "TC.attack(g, T.char(g, 1, 'F Striker'))"), 2, "two Upgrades: +2")
end)

scenario("Bolster (Secret Action): on defense, OPT PLAY Armor onto DEFENDER", function()
  local g = H.at_main{ active = 2, p1 = { chars = { "F Wall", "F Omega" }, secret = { "Bolster" },
                                          hand = { "Cooling Vents", "F Bold Weapon" }, deck = H.list(8, "F Blank") },
                       p2 = { chars = { { "F Striker", atk = 3 } }, deck = H.list(8, "F Blank") } }
  g:act("end main phase"); g:act("F Striker"); g:act("F Wall")
  eq(g:prompt(), "Play an Upgrade from your hand?", "p1 may play an Armor")
  eq(#g:options(), 2, "the Armor (not the Weapon) or no")
  g:act("Cooling Vents")
  eq(table.concat(H.names(g, "upgrades", 1), ","), "Cooling Vents", "attached")
  eq(H.get(g, "g:cget(g:cards(TC.z(g, 'upgrades', 1))[1], 'host') == T.char(g, 1, 'F Wall')"), true,
     "onto the defender, no host asked")
end)

scenario("Camien Crash: COST(dmg 1 -> own_char) => dmg 2 -> enemy", function()
  local g = H.at_main{ p1 = { hand = { "Camien Crash" }, chars = { "F Striker" } }, p2 = { chars = { "F Wall" } } }
  g:act("play Camien Crash")
  eq(H.dmg(g, 1, "F Striker"), 1, "the cost: 1 damage to your character")
  eq(H.dmg(g, 2, "F Wall"), 2, "2 damage to the enemy")
end)

scenario("Equipment Enthusiast: draw(1) for each_own:Upgrades", function()
  local g = H.at_main{ p1 = { hand = { "Equipment Enthusiast" }, deck = H.list(6, "F Blank"),
                              chars = { { "F Striker", upgrades = { "F Upgrade", "F Bold Weapon" } }, { "F Wall", upgrades = { "Crude Club" } } } },
                       p2 = { chars = { { "F Wall", upgrades = { "F Upgrade" } } } } }
  g:act("play Equipment Enthusiast")
  eq(H.size(g, "hand", 1), 3, "your three Upgrades: 3 cards (not the enemy's)")
end)

scenario("Blast Shield: AFTER(host_defends) => SCRAP THIS_CARD, after the battle", function()
  local g = H.at_main{ active = 2, p1 = { chars = { { "F Wall", upgrades = { "Blast Shield" } } }, deck = H.list(8, "F Blank") },
                       p2 = { chars = { { "F Striker", atk = 1 } }, deck = H.list(8, "F Blank") } }
  H.attack(g, "F Striker", "F Wall")
  eq(table.concat(H.names(g, "upgrades", 1), ","), "", "scrapped after its host defended")
  ok(holds(H.names(g, "scrap", 1), "Blast Shield"), "in p1's scrap pile")
end)

scenario("Triangulator: ON(attach) => OPT PLAY another Triangulator (from hand, on a character you pick)", function()
  local g = H.at_main{ p1 = { hand = { "Triangulator", "Triangulator", "F Upgrade" }, chars = { "F Striker", "F Wall" } },
                       p2 = { chars = { "F Wall" } } }
  g:act("play Triangulator on F Striker")
  eq(g:prompt(), "Play Triangulator from your hand?", "offered the other copy")
  g:act("Triangulator"); g:act("F Wall")
  eq(#H.names(g, "upgrades", 1), 2, "both in play")
  eq(table.concat(H.names(g, "hand", 1), ","), "F Upgrade", "the other Upgrade was not offered")
end)

scenario("Nightracer - Gunner (alt): WHILE(HAS any_SecretAction) => each_own_char HAS Tough(1)", function()
  local tough = "TC.kw(g, T.char(g, %d, 'F Striker'), 'Tough')"
  local g = H.at_main{ p1 = { chars = { "Nightracer - Gunner", "F Striker" }, secret = { "F Secret" } },
                       p2 = { chars = { "F Striker" } } }
  eq(H.get(g, tough, 1), 1, "a face-down Secret Action: your characters have Tough 1")
  eq(H.get(g, tough, 2), 0, "not the enemy's")
  g = H.at_main{ p1 = { chars = { "Nightracer - Gunner", "F Striker" }, secret = {} }, p2 = { chars = { "F Wall" } } }
  eq(H.get(g, tough, 1), 0, "none: no Tough")
end)

scenario("Private Smokescreen (bot): WHILE(SELF HAS {WH} Upgrade) => SELF HAS ATK+1 & DEF+1", function()
  local name = "Private Smokescreen - Special Ops, Soldier"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2, upgrades = { "Acute Reflexes" } } } }, p2 = { chars = { "F Wall" } } }
  eq(H.get(g, "TC.attack(g, T.char(g, 1, %q))", name), 4 + 1, "a white-icon Upgrade: attack 4 + 1")
  g = H.at_main{ p1 = { chars = { { name, mode = 2, upgrades = { "F Upgrade" } } } }, p2 = { chars = { "F Wall" } } }
  eq(H.get(g, "TC.attack(g, T.char(g, 1, %q))", name), 4, "an Upgrade without white: the printed 4")
end)

scenario("Fusion Cannon of Megatron: WHILE(SELF on Megatron) => IT HAS Pierce(3)", function()
  local g = H.at_main{ p1 = { chars = { { "Megatron - Arrogant Ruler", upgrades = { "Fusion Cannon of Megatron" } },
                                        { "F Striker", upgrades = { "Fusion Cannon of Megatron" } } } },
                       p2 = { chars = { "F Wall" } } }
  eq(H.get(g, "TC.kw(g, T.char(g, 1, 'Megatron - Arrogant Ruler'), 'Pierce')"), 3, "on a Megatron: Pierce 3")
  eq(H.get(g, "TC.kw(g, T.char(g, 1, 'F Striker'), 'Pierce')"), 0, "on another character: none")
end)

scenario("Private Powertrain (alt): SELF HAS Stealth while_untapped ; each_own:Off-Road Patrols HAS Bold(1)", function()
  local name = "Private Powertrain - Off-Road Patrol, Patrol Leader"
  local g = H.at_main{ p1 = { chars = { name, "Private Highjump - Off-Road Patrol, Infiltration", "F Striker" } },
                       p2 = { chars = { "F Wall" } } }
  local function kw(who, k) return H.get(g, "TC.kw(g, T.char(g, 1, %q), %q)", who, k) end
  eq(kw(name, "Stealth"), 1, "untapped: Stealth")
  eq(kw(name, "Bold"), 1, "itself an Off-Road Patrol: Bold 1")
  eq(kw("Private Highjump - Off-Road Patrol, Infiltration", "Bold"), 1, "another Off-Road Patrol: Bold 1")
  eq(kw("F Striker", "Bold"), 0, "not an Off-Road Patrol: none")
end)

scenario("Decepticon Crown: ON(own:Decepticons attacks) => Plan(1), when any of your Decepticons attacks", function()
  local g = H.at_main{ p1 = { chars = { { "F Wall", upgrades = { "Decepticon Crown" } }, "F Striker" }, hand = { "F Blank" },
                              deck = H.list(8, "F Blank") },
                       p2 = { chars = { "F Striker" }, deck = H.list(8, "F Blank") } }
  H.attack(g, "F Wall", "F Striker")                 -- F Wall is a Decepticon
  eq(H.count_log(g, "Decepticon Crown's ability resolves"), 1, "a Decepticon attacked")
  g = H.at_main{ p1 = { chars = { { "F Wall", upgrades = { "Decepticon Crown" } }, "F Striker" }, hand = { "F Blank" },
                        deck = H.list(8, "F Blank") },
                 p2 = { chars = { "F Striker" }, deck = H.list(8, "F Blank") } }
  H.attack(g, "F Striker", "F Striker")              -- p1's F Striker is an Autobot
  eq(H.count_log(g, "Decepticon Crown's ability resolves"), 0, "an Autobot attacked: nothing")
end)
