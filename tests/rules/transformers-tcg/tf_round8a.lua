-- Round 8a (scripts/transformers-tcg/teamwide.lua, movedamage.lua, flipicons.lua,
-- upgradeplays.lua; tests/tools/gen_tcg_round8a.py), played out: the last effects of
-- Actions and Upgrades.  Each scenario names the card and its text (the data's notation),
-- sets up the state, acts, and checks what the adopted reading (docs/transformers-tcg.md,
-- "Round 8a") says the card does.
local H = require "lib.tcg"

local function blanks(n) return H.list(n or 8, "F Blank") end
local function tapped(g, p, name) return H.cval(g, p, name, "tapped") == true end
local function mode(g, p, name) return H.cval(g, p, name, "mode") or 1 end
local function num(g, expr, p, name) return H.get(g, "" .. expr:format(string.format("T.char(g, %d, %q)", p, name))) end
local function hand(g, p) return H.size(g, "hand", p) end
local function game(p1, p2, opts)
  p1.deck, p2.deck = p1.deck or blanks(), p2.deck or blanks()
  return H.at_main({ p1 = p1, p2 = p2 }, opts)
end
local function opts(g) return table.concat(g:options(), " | ") end

---------------------------------------------------------------------------
-- Whole teams (teamwide.lua)
---------------------------------------------------------------------------

scenario("EMP Wave: TAP characters -- every character of both teams taps", function()
  local g = game({ chars = { "F Striker" }, hand = { "EMP Wave" } }, { chars = { "F Wall", "F Bug" } })
  g:act("play EMP Wave")
  ok(tapped(g, 1, "F Striker"), "p1's own character taps")
  ok(tapped(g, 2, "F Wall") and tapped(g, 2, "F Bug"), "both enemies tap")
end)

scenario("Swap Missions: UNTAP own:tapped characters ; TAP own:untapped characters -- at once", function()
  local g = game({ chars = { { "F Striker", tapped = true }, "F Truck" }, hand = { "Swap Missions" } }, { chars = { "F Wall" } })
  g:act("play Swap Missions")
  ok(not tapped(g, 1, "F Striker"), "the tapped one untaps")
  ok(tapped(g, 1, "F Truck"), "the untapped one taps (not untapped again by the first half)")
  ok(not tapped(g, 2, "F Wall"), "the enemy is untouched")
end)

scenario("Start Your Engines: FLIP each_own_char from bot mode -> Car mode ; UNTAP own:Cars", function()
  local g = game({ chars = { { "F Striker", mode = 2, tapped = true }, { "F Truck", tapped = true } }, hand = { "Start Your Engines" } },
                 { chars = { "F Wall" } })
  g:act("play Start Your Engines")
  eq(mode(g, 1, "F Striker"), 1, "F Striker (bot) flips to its Car mode")
  ok(not tapped(g, 1, "F Striker"), "and, a Car, untaps")
  eq(mode(g, 1, "F Truck"), 1, "F Truck has no Car mode: it stays in bot mode")
  ok(tapped(g, 1, "F Truck"), "and stays tapped")
end)

scenario("Heat of Battle: characters += Bold(3) & Tough(3) [EOT] -- both teams'", function()
  local g = game({ chars = { "F Striker" }, hand = { "Heat of Battle" } }, { chars = { "F Wall" } })
  g:act("play Heat of Battle")
  eq(num(g, "TC.kw(g, %s, 'Bold')", 1, "F Striker"), 3, "p1's character: Bold 3")
  eq(num(g, "TC.kw(g, %s, 'Tough')", 2, "F Wall"), 3, "the enemy: Tough 3")
end)

scenario("Heroic Team-Up: TAP own:untapped Autobots ; Add ATK total -> own:untapped Autobots [EOT]", function()
  local g = game({ chars = { { "F Striker", atk = 3 }, "F Truck", "F Cycle", { "F Wall", atk = 5 } }, hand = { "Heroic Team-Up" } },
                 { chars = { "F Bug" } })
  g:act("play Heroic Team-Up")
  g:act("F Truck")                      -- the one that gets the total
  g:act("F Striker"); g:act("F Cycle")                 -- (no other Autobot left: the picks end)
  eq(num(g, "TC.attack(g, %s)", 1, "F Truck"), 2 + 3 + 1, "F Truck: its 2 plus F Striker's 3 and F Cycle's 1")
  ok(tapped(g, 1, "F Striker") and tapped(g, 1, "F Cycle"), "the two that gave their attack tap")
  ok(not tapped(g, 1, "F Truck") and not tapped(g, 1, "F Wall"), "the receiver and the Decepticon stay untapped")
end)

scenario("All-Out Attack: each_own:untapped Transformers can attack [turn]", function()
  local spec2 = { chars = { "F Wall", "F Bug" } }
  local g = game({ chars = { "F Striker", "F Truck" } }, spec2)
  H.attack(g, "F Striker", "F Wall")
  eq(g:active(), 2, "without the card: the enemy still has an untapped character, the turn ends (P2)")
  g = game({ chars = { "F Striker", "F Truck" }, hand = { "All-Out Attack" } }, { chars = { "F Wall", "F Bug" } })
  g:act("play All-Out Attack")
  H.attack(g, "F Striker", "F Wall")
  eq(opts(g):match("^F Truck") ~= nil, true, "with it: F Truck attacks next (" .. opts(g) .. ")")
  g:act("F Truck"); g:act("F Bug")
  ok(tapped(g, 1, "F Truck"), "F Truck attacked")
end)

scenario("Pop a Wheelie: FLIP each_own_char from bot mode -> Motorcycle mode ; EXTRA_ATTACK[turn], but Motorcycle can attack SELF way", function()
  local g = game({ chars = { "F Cycle", "F Truck" }, hand = { "Pop a Wheelie" } }, { chars = { "F Wall", "F Bug" } })
  g:act("play Pop a Wheelie")
  eq(mode(g, 1, "F Cycle"), 2, "F Cycle flips to its Motorcycle mode")
  eq(mode(g, 1, "F Truck"), 1, "F Truck has none: it stays in bot mode")
  H.attack(g, "F Truck", "F Wall")
  eq(opts(g):match("^F Cycle") ~= nil and not opts(g):find("F Truck"), true,
     "after F Truck's attack, the Motorcycle flipped this way attacks (" .. opts(g) .. ")")
  g:act("F Cycle"); g:act("F Bug")
  eq(g:active(), 2, "then the turn ends")
end)

scenario("Bad Attitude: IF(start_team had Decepticon characters) => repair 1 <- each_own_char ; dmg 1 -> each Autobot", function()
  local function run(decepticon_start)
    local g = game({ chars = { { "F Wall", dmg = 2 }, { "F Striker", dmg = 2 } }, hand = { "Bad Attitude" } },
                   { chars = { "F Truck", "F Bug" } })
    if decepticon_start then g:edit("g:cset(T.char(g, 1, 'F Wall'), 'start_team', true) return true") end
    g:act("play Bad Attitude")
    return g
  end
  local g = run(true)
  eq(H.dmg(g, 1, "F Wall"), 1 + 1 - 1, "p1's Decepticon: repaired 1")
  eq(H.dmg(g, 1, "F Striker"), 2 - 1 + 1, "p1's Autobot: repaired 1, then 1 damage as an Autobot")
  eq(H.dmg(g, 2, "F Truck"), 1, "the enemy Autobot takes 1")
  eq(H.dmg(g, 2, "F Bug"), 0, "the enemy Decepticon takes none")
  g = run(false)
  eq(H.dmg(g, 1, "F Wall") + H.dmg(g, 2, "F Truck"), 2, "no Decepticon on the starting team: nothing happens")
end)

scenario("Decipher: For each_enemy any_SecretAction, dmg 1 -> each_enemy", function()
  local g = game({ chars = { "F Striker" }, hand = { "Decipher" } },
                 { chars = { "F Wall", "F Bug" }, secret = { "F Secret", "F Secret" } })
  g:act("play Decipher")
  eq(H.dmg(g, 2, "F Wall"), 2, "two face-down Secret Actions: 2 damage to each enemy")
  eq(H.dmg(g, 2, "F Bug"), 2, "the other enemy too")
  eq(H.dmg(g, 1, "F Striker"), 0, "not to p1's own")
end)

scenario("Swarm!: FLIP BC PER Insecticon ; PER {OR} FLIP, OPP CHOOSE opp_char & dmg 1 -> IT ; PER {BL} FLIP, repair 1 <- own_char", function()
  local g = game({ chars = { { "F Bug", dmg = 3 } }, hand = { "Swarm!" }, deck = { "F Blue Orange", "F Orange2", "F Blank" } },
                 { chars = { "F Wall" } })
  g:act("play Swarm!")
  eq(table.concat(H.names(g, "scrap", 1), ","), "F Blue Orange", "one Insecticon: one card flipped into the scrap pile")
  eq(H.dmg(g, 2, "F Wall"), 1, "its orange icon: the opponent's character takes 1")
  eq(H.dmg(g, 1, "F Bug"), 2, "its blue icon: p1 repairs 1")
end)

scenario("Fog of War: EACH_PLAYER CHOOSE 2 cards <-opp_hand & SCRAP rest ; EACH_PLAYER < 2 cards @hand draws", function()
  local g = game({ chars = { "F Striker" }, hand = { "Fog of War", "F Blank", "F Action X", "F Upgrade" } },
                 { chars = { "F Wall" }, hand = { "F Blank", "F Orange2", "F Blue2", "F Secret" } })
  g:act("play Fog of War")
  g:act("F Orange2"); g:act("F Blue2")              -- p1 keeps two of p2's hand
  g:act("F Upgrade"); g:act("F Blank")              -- p2 keeps two of p1's
  eq(table.concat(H.names(g, "hand", 2), ","), "F Orange2,F Blue2", "p2 keeps what p1 chose")
  eq(hand(g, 1), 2, "p1 keeps 2")
  eq(table.concat(H.names(g, "scrap", 1), ","), "F Action X", "p1's third card is scrapped")
  eq(table.concat(H.names(g, "scrap", 2), ","), "F Secret,F Blank", "and p2's other two")
  g = game({ chars = { "F Striker" }, hand = { "Fog of War", "F Blank" } }, { chars = { "F Wall" }, hand = { "F Blank" } })
  g:act("play Fog of War")
  eq(hand(g, 1), 2, "p1 had 1 card left: draws 1")
  eq(hand(g, 2), 2, "p2 had 1: draws 1")
end)

scenario("Scouting Mission: COST(dmg 1 -> character) => owner draw(2)", function()
  local g = game({ chars = { "F Striker" }, hand = { "Scouting Mission" } }, { chars = { "F Wall" }, hand = {} })
  g:act("play Scouting Mission")
  g:act("F Wall")
  eq(H.dmg(g, 2, "F Wall"), 1, "the character chosen takes 1")
  eq(hand(g, 2), 2, "its owner (p2) draws 2")
  eq(hand(g, 1), 0, "p1 draws none")
end)

---------------------------------------------------------------------------
-- Moved damage, promotions, repairs (movedamage.lua)
---------------------------------------------------------------------------

scenario("Callous Leadership: MOVE <=5 dmg_ctr from own:Decepticon leaders HAS stars>=8 -> own_other_char", function()
  local g = game({ chars = { { "F Leader", dmg = 7 }, "F Striker", { "F Wall", dmg = 9 } }, hand = { "Callous Leadership" } },
                 { chars = { "F Bug" } })
  g:act("play Callous Leadership")
  g:act("F Striker")
  eq(table.concat(g:options(), ","), "0,1,2,3,4,5", "up to 5 counters")
  g:act("5")
  eq(H.dmg(g, 1, "F Leader"), 2, "the 8-star Decepticon loses 5")
  eq(H.dmg(g, 1, "F Striker"), 5, "another of p1's characters takes them")
end)

scenario("Energy Transfer: MOVE any# dmg_ctr from own_char -> own_other_char, but not enough -> KO(IT)", function()
  local g = game({ chars = { { "F Wall", dmg = 5 }, { "F Striker", dmg = 7 } }, hand = { "Energy Transfer" } },
                 { chars = { "F Bug" } })
  g:act("play Energy Transfer")
  g:act("F Wall")                                      -- (F Striker, the only other, is taken)
  eq(table.concat(g:options(), ","), "0,1,2", "F Striker (7/10) may take 2 at most")
  g:act("2")
  eq(H.dmg(g, 1, "F Wall"), 3, "F Wall gives 2")
  eq(H.dmg(g, 1, "F Striker"), 9, "F Striker is left with 1 health")
end)

scenario("Turn the Tide: CHOOSE equal number Autobots & Decepticons ; PER those Autobots, MOVE 1 dmg_ctr -> one Decepticon", function()
  local g = game({ chars = { { "F Striker", dmg = 3 }, { "F Truck", dmg = 2 } }, hand = { "Turn the Tide" } },
                 { chars = { "F Wall", "F Bug" } })
  g:act("play Turn the Tide")
  g:act("F Striker"); g:act("F Wall")
  g:act("F Truck")                                     -- (F Bug, the Decepticon left, is taken)
  eq(H.dmg(g, 1, "F Striker") + H.dmg(g, 1, "F Truck"), 3, "each Autobot moves 1 counter")
  eq(H.dmg(g, 2, "F Wall"), 1, "to its own Decepticon")
  eq(H.dmg(g, 2, "F Bug"), 1, "each Decepticon takes one")
end)

scenario("Involuntary Promotion: RETURN a KO'd character with as many stars or fewer, fully repaired; it takes the chosen one's counters and Upgrades; KO the chosen one", function()
  local g = game({ chars = { { "F Leader", dmg = 4, upgrades = { "F Upgrade" } } }, ko = { "F Truck" },
                   hand = { "Involuntary Promotion" } }, { chars = { "F Wall" } })
  g:edit("g:cset(g:cards(TC.z(g, 'ko', 1))[1], 'dmg', 9) return true")
  g:act("play Involuntary Promotion")
  eq(table.concat(H.names(g, "battlefield", 1), ","), "F Truck", "F Truck (3 stars <= 8) is back, F Leader is gone")
  eq(H.dmg(g, 1, "F Truck"), 4, "fully repaired, then F Leader's 4 counters")
  eq(H.get(g, "#TC.upgrades_of(g, T.char(g, 1, 'F Truck'))"), 1, "and its Upgrade")
  ok(H.count_log(g, "F Leader is KO'd") == 1, "F Leader is KO'd")
end)

scenario("Emergency Maintenance: repair 1 <- own_char ; IF more stars @own_KO than @bf, repair 2", function()
  local g = game({ chars = { { "F Striker", dmg = 5 } }, ko = { "F Leader" }, hand = { "Emergency Maintenance" } },
                 { chars = { "F Wall" } })
  g:act("play Emergency Maintenance")
  eq(H.dmg(g, 1, "F Striker"), 2, "8 stars KO'd against 1 on the battlefield: 1 + 2 repaired")
  g = game({ chars = { { "F Striker", dmg = 5 } }, hand = { "Emergency Maintenance" } }, { chars = { "F Wall" } })
  g:act("play Emergency Maintenance")
  eq(H.dmg(g, 1, "F Striker"), 4, "no KO'd stars: 1 repaired")
end)

scenario("Underhanded Tactics: dmg 1 -> enemy ; IF IT's KOd SELF way, repair 1 <- own:Decepticons", function()
  local g = game({ chars = { { "F Wall", dmg = 3 } }, hand = { "Underhanded Tactics" } },
                 { chars = { { "F Striker", dmg = 9 }, "F Bug" } })
  g:act("play Underhanded Tactics")
  g:act("F Striker")
  eq(H.count_log(g, "F Striker is KO'd"), 1, "the enemy is KO'd")
  eq(H.dmg(g, 1, "F Wall"), 2, "p1's Decepticon is repaired 1")
  g = game({ chars = { { "F Wall", dmg = 3 } }, hand = { "Underhanded Tactics" } }, { chars = { "F Striker", "F Bug" } })
  g:act("play Underhanded Tactics")
  g:act("F Striker")
  eq(H.dmg(g, 1, "F Wall"), 3, "no KO: no repair")
end)

scenario("Contract Contingency: IT += ATK+2 ; ON(chosen does 4 or_more ATK_dmg -> enemy without KO'ing IT) => use BOUNTY", function()
  local function run(wall_dmg)
    local g = game({ chars = { { "F Hunter", atk = 2 } }, hand = { "Contract Contingency" } },
                   { chars = { { "F Wall", dmg = wall_dmg }, "F Bug" } })
    g:act("play Contract Contingency")
    H.attack(g, "F Hunter", "F Wall")
    return g
  end
  local g = run(0)
  eq(H.dmg(g, 2, "F Wall"), 4, "ATK 2 + 2: 4 attack damage")
  eq(H.count_log(g, "F Hunter uses its Bounty"), 1, "the enemy survives: F Hunter's Bounty is used")
  eq(hand(g, 1), 1, "its Bounty: draw 1")
  g = run(7)
  eq(H.count_log(g, "F Hunter uses its Bounty"), 0, "the 4 damage KO the enemy: the card does not use it")
  eq(hand(g, 1), 1, "(the Bounty itself, for the KO, draws 1)")
end)

scenario("4-Wheel Drive: CHOOSE own_char ; [EOT], base ATK 7 as long as IT's Truck", function()
  local g = game({ chars = { { "F Truck", mode = 2, atk = 1 } }, hand = { "4-Wheel Drive" } }, { chars = { "F Wall" } })
  g:act("play 4-Wheel Drive")
  eq(num(g, "TC.attack(g, %s)", 1, "F Truck"), 7 + 1, "a Truck: base ATK 7 (plus its other +1)")
  g:act("flip F Truck to bot")
  eq(num(g, "TC.attack(g, %s)", 1, "F Truck"), 2 + 1, "in bot mode it is no Truck: its printed 2")
end)

---------------------------------------------------------------------------
-- Battle flips (flipicons.lua)
---------------------------------------------------------------------------

scenario("Inverted!: ON(HOST battling) => Each {OR} FLIP becomes {BL} ; Each {BL} FLIP becomes {OR}", function()
  local function run(o)
    local g = game({ chars = { { "F Striker", upgrades = { "Inverted!" } } }, deck = { "F Blue2", "F Blue2", "F Blank" } },
                   { chars = { "F Wall" }, deck = { "F Orange2", "F Orange2", "F Blank" } }, o)
    H.attack(g, "F Striker", "F Wall")
    return g
  end
  local g = run()
  eq(H.count_log(g, "attack 4 vs defense 4"), 1, "default (inverted_flips=battle): both players' flips swap")
  eq(H.dmg(g, 2, "F Wall"), 0, "4 against 4: no damage")
  g = run("inverted_flips=host")
  eq(H.count_log(g, "attack 4 vs defense 0"), 1, "inverted_flips=host: only the host's player's 4 blue become orange")
  eq(H.dmg(g, 2, "F Wall"), 4, "4 damage")
end)

scenario("Inverted!: a bad inverted_flips value is refused at setup", function()
  local okk, err = pcall(game, { chars = { "F Striker" } }, { chars = { "F Wall" } }, "inverted_flips=mine")
  ok(not okk and tostring(err):find("inverted_flips", 1, true) ~= nil, "the error names the option: " .. tostring(err))
end)

scenario("Recon System: ON(HOST battling) => FLIP 1 more BC ; SCRAP one cards flipped without using IT's icon", function()
  local g = game({ chars = { { "F Striker", upgrades = { "Recon System" } } }, deck = { "F Orange2", "F Blank", "F Blue Orange", "F Blank" } },
                 { chars = { "F Wall" } })
  H.attack(g, "F Striker", "F Wall")
  eq(H.count_log(g, "p1 flips"), 3, "3 flips instead of 2")
  g:act("F Blank")
  eq(H.count_log(g, "attack 3 vs defense 0"), 1, "the blank scrapped; the others' 3 orange count")
  g = game({ chars = { { "F Striker", upgrades = { "Recon System" } } }, deck = { "F Orange2", "F Blank", "F Blue Orange", "F Blank" } },
           { chars = { "F Wall" } })
  H.attack(g, "F Striker", "F Wall")
  g:act("F Orange2")
  eq(H.count_log(g, "attack 1 vs defense 0"), 1, "F Orange2 scrapped: its 2 orange do not count")
end)

scenario("Cybertonium Bow: ON(HOST attack & flipped>=an equal number {OR} & {BL}) => Each those {BL} adds -> attack total", function()
  local g = game({ chars = { { "F Striker", upgrades = { "Cybertonium Bow" } } }, deck = { "F Blue Orange", "F Blank", "F Blank" } },
                 { chars = { "F Wall" } })
  local base = num(g, "TC.attack(g, %s)", 1, "F Striker")
  H.attack(g, "F Striker", "F Wall")
  eq(H.count_log(g, ("attack %d vs"):format(base + 2)), 1, "1 orange and 1 blue: the orange's 1 and the blue's 1")
  g = game({ chars = { { "F Striker", upgrades = { "Cybertonium Bow" } } }, deck = { "F Blue Orange", "F Orange2", "F Blank" } },
           { chars = { "F Wall" } })
  H.attack(g, "F Striker", "F Wall")
  eq(H.count_log(g, ("attack %d vs"):format(base + 3)), 1, "3 orange, 1 blue: unequal, the blue adds nothing")
end)

scenario("Shock Absorbers: ON(host_defends & flipped>=an equal number {BL} & {OR}) => Each those {OR} adds -> Armor total", function()
  local g = game({ chars = { { "F Striker", atk = 9 } } },
                 { chars = { { "F Wall", upgrades = { "Shock Absorbers" } } }, deck = { "F Blue Orange", "F Blank", "F Blank" } })
  local base = num(g, "TC.defense(g, %s)", 2, "F Wall")
  H.attack(g, "F Striker", "F Wall")
  eq(H.count_log(g, ("vs defense %d"):format(base + 2)), 1, "1 blue and 1 orange: the blue's 1 and the orange's 1")
  g = game({ chars = { { "F Striker", atk = 9 } } },
           { chars = { { "F Wall", upgrades = { "Shock Absorbers" } } }, deck = { "F Blue Orange", "F Blue2", "F Blank" } })
  H.attack(g, "F Striker", "F Wall")
  eq(H.count_log(g, ("vs defense %d"):format(base + 3)), 1, "3 blue, 1 orange: unequal, the orange adds nothing")
end)

---------------------------------------------------------------------------
-- Upgrades (upgradeplays.lua)
---------------------------------------------------------------------------

scenario("Crushing Treads: HOST HAS Pierce == armor", function()
  local g = game({ chars = { { "F Multi", upgrades = { "Crushing Treads" }, def = 1 } } }, { chars = { "F Wall" } })
  eq(num(g, "TC.defense(g, %s)", 1, "F Multi"), 3, "F Multi's defense: 2 printed + 1")
  eq(num(g, "TC.kw(g, %s, 'Pierce')", 1, "F Multi"), 3, "Pierce 3, its defense")
  g:edit("g:cadd(T.char(g, 1, 'F Multi'), 'def_t', 2, 'turn') return true")
  eq(num(g, "TC.kw(g, %s, 'Pierce')", 1, "F Multi"), 5, "DEF+2 this turn: Pierce 5")
end)

scenario("Inverted! and Recon System when their host defends", function()
  local g = game({ chars = { { "F Striker", atk = 4 } }, deck = { "F Blank", "F Blank", "F Blank" } },
                 { chars = { { "F Wall", upgrades = { "Inverted!" } } }, deck = { "F Orange2", "F Blank", "F Blank" } },
                 "inverted_flips=host")
  H.attack(g, "F Striker", "F Wall")
  eq(H.count_log(g, "attack 4 vs defense 2"), 1, "the defender's 2 orange count as blue")
  g = game({ chars = { { "F Striker", atk = 4 } }, deck = { "F Blank", "F Blank", "F Blank" } },
           { chars = { { "F Wall", upgrades = { "Recon System" } } }, deck = { "F Blue2", "F Blank", "F Blue2", "F Blank" } })
  H.attack(g, "F Striker", "F Wall")
  eq(H.count_log(g, "p2 flips"), 3, "the defender flips 3")
  g:act("F Blank")
  eq(H.count_log(g, "attack 4 vs defense 4"), 1, "a blank scrapped: both F Blue2 count")
end)

scenario("Sturdy Javelin: ON(there Melee character) => IT HAS ATK+2", function()
  local g = game({ chars = { { "F Multi", upgrades = { "Sturdy Javelin" } }, { "F Striker", upgrades = { "Sturdy Javelin" } } } },
                 { chars = { "F Wall" } })
  eq(num(g, "TC.attack(g, %s)", 1, "F Multi") - num(g, "TC.attack(g, %s)", 1, "F Striker"), 2,
     "on a Melee character: 2 more than on another (both ATK 0 printed)")
end)

scenario("Crash Landing: ON(host_KOd during OPP's turn) => Do damage == attack total -> tapped enemy", function()
  local g = H.at_main{ active = 2,
    p1 = { chars = { { "F Multi", upgrades = { "Crash Landing" }, dmg = 9, atk = 3, tapped = true }, "F Striker" }, deck = blanks() },
    p2 = { chars = { { "F Wall", atk = 5 }, "F Bug" }, deck = blanks() } }
  local atk = num(g, "TC.attack(g, %s)", 1, "F Multi")
  H.attack(g, "F Wall", "F Multi")
  eq(H.count_log(g, "F Multi is KO'd"), 1, "the host is KO'd in p2's turn")
  eq(H.dmg(g, 2, "F Wall"), atk, "the tapped attacker takes the host's attack total")
  eq(H.dmg(g, 2, "F Bug"), 0, "the untapped enemy takes none")
end)

scenario("Multi-Missile Pod: ON(host_attacks) => OPT SCRAP SELF ; => if_done: dmg(X) -> each_enemy == # pods scrapped from HOST", function()
  local g = game({ chars = { { "F Multi", upgrades = { "Multi-Missile Pod", "Multi-Missile Pod" } } } },
                 { chars = { "F Wall", "F Bug" } })
  H.attack(g, "F Multi", "F Wall")
  g:act(g:options()[1])                                  -- the order of the two pods' triggers
  g:act("Multi-Missile Pod"); g:act("Multi-Missile Pod")
  eq(H.dmg(g, 2, "F Bug"), 2, "two pods scrapped: 2 damage to each enemy")
  eq(H.get(g, "#TC.upgrades_of(g, T.char(g, 1, 'F Multi'))"), 0, "both pods are gone")
  eq(H.count_log(g, "F Bug takes"), 1, "the second pod's trigger, its pod gone, does nothing")
end)

scenario("Field Communicator: ON(PLAY SELF on Specialist) => SCRAP own_deck.top(1) ; OPT PLAY card", function()
  local g = game({ chars = { "F Multi" }, hand = { "Field Communicator" }, deck = { "F Upgrade", "F Blank" } }, { chars = { "F Wall" } })
  g:act("play Field Communicator on F Multi")
  g:act("yes")
  eq(H.get(g, "#TC.upgrades_of(g, T.char(g, 1, 'F Multi'))"), 2, "the scrapped F Upgrade is played onto F Multi")
  g = game({ chars = { "F Striker" }, hand = { "Field Communicator" }, deck = { "F Upgrade", "F Blank" } }, { chars = { "F Wall" } })
  g:act("play Field Communicator on F Striker")
  eq(H.size(g, "deck", 1), 2, "not a Specialist: nothing scrapped")
end)

scenario("Tandem Targeting System: ON(PLAY SELF <-own_hand) => OPT PLAY \"Tandem Targeting System\" <-own_scrap", function()
  local g = game({ chars = { "F Striker", "F Wall" }, hand = { "Tandem Targeting System" },
                   scrap = { "Tandem Targeting System", "Tandem Targeting System" } }, { chars = { "F Bug" } })
  g:act("play Tandem Targeting System on F Striker")
  g:act("Tandem Targeting System")
  g:act("F Wall")
  eq(H.get(g, "#TC.upgrades_of(g, T.char(g, 1, 'F Wall'))"), 1, "a copy from the scrap pile goes on F Wall")
  eq(H.size(g, "scrap", 1), 1, "the copy played from scrap does not play the next one")
end)

scenario("Swap Parts: CHOOSE 2 characters ; SWAP Upgrades", function()
  local g = game({ chars = { { "F Striker", upgrades = { "F Upgrade" } } }, hand = { "Swap Parts" } },
                 { chars = { { "F Wall", upgrades = { "Sturdy Javelin", "Crushing Treads" } } } })
  g:act("play Swap Parts")
  g:act("F Striker")                                   -- (F Wall, the only other, is taken)
  eq(H.get(g, "#TC.upgrades_of(g, T.char(g, 1, 'F Striker'))"), 2, "F Striker has F Wall's two")
  eq(H.get(g, "g:name(TC.upgrades_of(g, T.char(g, 2, 'F Wall'))[1])"), "F Upgrade", "F Wall has F Striker's")
end)
