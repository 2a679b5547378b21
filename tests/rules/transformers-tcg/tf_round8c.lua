-- Round 8c (scripts/transformers-tcg/scrapcause.lua, iconplay.lua, guard.lua, flipped.lua,
-- undercards.lua, swapups.lua, deckplay.lua, keepdown.lua, upgradetrig.lua; the generator's rows
-- in tests/tools/gen_tcg_round8c.py), played out: replacements ("INSTEAD"), Secret Actions,
-- redirections and hidden cards.  Each scenario names the card and its text, sets up the state,
-- acts, and checks what the text says happens.
local H = require "lib.tcg"

local function blanks(n) return H.list(n or 8, "F Blank") end
local function under(g, p, name) return H.get(g, "#TC.under(g, T.char(g, %d, %q))", p, name) end
local function ups(g, p, name)
  return H.get(g, "(function() local out = {} for i, u in ipairs(TC.upgrades_of(g, T.char(g, %d, %q))) do out[i] = g:name(u) end "
                  .. "table.sort(out) return table.concat(out, ',') end)()", p, name)
end

-- An Upgrade's scrap that a card causes ---------------------------------------------------------

-- p1 plays Ramming Speed ("SCRAP enemy Upgrade") at p2's character, which carries `upgrades`.
local function ramming(p2char, upgrades, hand2, mode)
  local g = H.at_main{ p1 = { chars = { "F Wall" }, hand = { "Ramming Speed" }, deck = blanks() },
                       p2 = { chars = { { p2char, upgrades = upgrades, mode = mode } }, hand = hand2 or {}, deck = blanks() } }
  g:act("play Ramming Speed")
  return g
end

scenario("Ghost Shield: IF(opp_card cause SELF -> scrapped from character) => OPT SCRAP Armor <-own_hand INSTEAD", function()
  local g = ramming("F Striker", { "Ghost Shield" }, { "F Upgrade", "Combat Dagger" })
  eq(table.concat(g:options(), ","), "F Upgrade,no", "p2 may scrap an Armor of the hand (not the Weapon)")
  g:act("F Upgrade")
  eq(ups(g, 2, "F Striker"), "Ghost Shield", "Ghost Shield stays")
  eq(table.concat(H.names(g, "hand", 2), ","), "Combat Dagger", "the Armor from hand is scrapped instead")
  g = ramming("F Striker", { "Ghost Shield" }, { "F Upgrade" })
  g:act("no")
  eq(ups(g, 2, "F Striker"), "", "declined: Ghost Shield is scrapped")
  g = ramming("F Striker", { "Ghost Shield" }, { "Combat Dagger" })
  eq(ups(g, 2, "F Striker"), "", "no Armor in hand: no question, Ghost Shield is scrapped")
end)

scenario("Master Sword: IF(opp_card cause SELF -> scrapped from character) => OPT SCRAP Weapon <-own_hand INSTEAD", function()
  local g = ramming("F Striker", { "Master Sword" }, { "Combat Dagger" })
  g:act("Combat Dagger")
  eq(ups(g, 2, "F Striker"), "Master Sword", "Master Sword stays, the Weapon from hand goes")
  eq(H.size(g, "hand", 2), 0, "the hand's Weapon is scrapped")
end)

scenario("Autobot Outback - Gunner (bot): IF(opp_card cause Upgrade -> scrapped from SELF) => INSTEAD OPT SCRAP Upgrade same type <-own_hand", function()
  local OUTBACK = "Autobot Outback - Gunner"
  local g = ramming(OUTBACK, { "Armored Plating" }, { "F Upgrade" }, 2)
  eq(table.concat(g:options(), ","), "F Upgrade,no", "an Armor from hand for the Armor")
  g:act("F Upgrade")
  eq(ups(g, 2, OUTBACK), "Armored Plating", "the Upgrade stays")
  g = ramming(OUTBACK, { "Armored Plating" }, { "F Upgrade" }, 1)
  eq(ups(g, 2, OUTBACK), "", "alt mode: the clause is the bot side's, the Upgrade is scrapped")
end)

scenario("Private Greenlight (alt): character's Upgrade CANNOT scrapped by opp_card", function()
  local GL = "Private Greenlight - Special Ops, Recon"
  local g = ramming(GL, { "Armored Plating" }, {}, 1)
  eq(ups(g, 2, GL), "Armored Plating", "the opponent's Ramming Speed cannot scrap it")
  eq(H.count_log(g, "keeps Private Greenlight - Special Ops, Recon's Upgrades"), 1, "the log says why")
  g = ramming(GL, { "Armored Plating" }, {}, 2)
  eq(ups(g, 2, GL), "", "bot mode: scrapped")
end)

scenario("Private Greenlight (alt): option greenlight_team -- every character of its controller's", function()
  local GL = "Private Greenlight - Special Ops, Recon"
  local function game(opts)
    local g = H.at_main({ p1 = { chars = { "F Wall" }, hand = { "Ramming Speed" }, deck = blanks() },
                          p2 = { chars = { GL, { "F Striker", upgrades = { "Armored Plating" } } }, deck = blanks() } }, opts)
    g:act("play Ramming Speed")
    return g
  end
  eq(ups(game(), 2, "F Striker"), "", "default (its own Upgrades only): another character's Upgrade is scrapped")
  eq(ups(game("greenlight_team=true"), 2, "F Striker"), "Armored Plating", "greenlight_team=true: it stays")
end)

scenario("Spare Parts: IF(opp_card cause Weapon or Armor -> scrapped from HOST) => SCRAP THIS_CARD INSTEAD", function()
  local g = ramming("F Striker", { "Combat Dagger", "Spare Parts" }, {})
  g:act("Combat Dagger")
  eq(ups(g, 2, "F Striker"), "Combat Dagger", "the Weapon stays, Spare Parts is scrapped instead")
  eq(table.concat(H.names(g, "scrap", 2), ","), "Spare Parts", "Spare Parts is in the scrap pile")
end)

scenario("Backup Bag: IF(own:cards cause Weapon or Armor -> scrapped from HOST) => SCRAP THIS_CARD INSTEAD", function()
  local function game()
    return H.at_main{ p1 = { chars = { { "F Striker", upgrades = { "Combat Dagger", "Backup Bag" } } },
                             hand = { "Disassemble", "Crude Club" }, deck = blanks() },
                      p2 = { chars = { "F Wall" }, deck = blanks() } }
  end
  local g = game()
  g:act("play Disassemble")
  eq(ups(g, 1, "F Striker"), "Combat Dagger", "its own Action's cost would scrap the Weapon: the Bag goes instead")
  g = game()
  g:act("play Crude Club on F Striker")
  eq(ups(g, 1, "F Striker"), "Backup Bag,Crude Club", "a slot's Upgrade replaced is the rules' doing: the Bag stays")
end)

-- Icons counted otherwise ----------------------------------------------------------------------

scenario("Belligerence: COST([EOT]) => Each {BL} either player FLIP during battle {OR} INSTEAD", function()
  local function game(hand)
    local g = H.at_main{ p1 = { chars = { "F Wall" }, hand = hand, deck = H.list(8, "F Blue2") },
                         p2 = { chars = { "F Striker" }, deck = H.list(8, "F Blue2") } }
    if hand[1] then g:act("play Belligerence") end
    H.attack(g, "F Wall", "F Striker")
    return g
  end
  eq(H.dmg(game({ "Belligerence" }), 2, "F Striker"), 4, "the attacker's 4 blue icons are orange (+4), the defender's add nothing")
  eq(H.dmg(game({}), 2, "F Striker"), 0, "without it: attack 0, defense 4")
end)

scenario("End Hostilities: SECRET_REVEAL_ON(own_char defends) ; ON_REVEAL => Each {OR} either PLAY FLIP [battle] {BL} INSTEAD", function()
  local function game(secret)
    local g = H.at_main{ p1 = { chars = { "F Wall" }, deck = H.list(8, "F Orange2") },
                         p2 = { chars = { "F Striker" }, secret = secret, deck = H.list(8, "F Orange2") } }
    H.attack(g, "F Wall", "F Striker")
    return g
  end
  local g = game({ "End Hostilities" })
  eq(H.count_log(g, "reveals End Hostilities"), 1, "revealed when p2's character defends")
  eq(H.dmg(g, 2, "F Striker"), 0, "orange icons count as blue: the attack gets 0, the defense 4")
  eq(H.dmg(game({}), 2, "F Striker"), 4, "without it: 4 orange icons, 4 damage")
end)

scenario("Overheat: SECRET_REVEAL_ON(enemy attacks & OPP FLIP 7 or_more BC) ; ON_REVEAL => [battle] {OR} NOT add -> ATK & {BK} NOT give Pierce", function()
  local function game(bold)
    local deck = blanks(12)
    deck[1], deck[2] = "F Orange2", "F Orange2"
    local g = H.at_main{ p1 = { chars = { { "F Wall", kw = { Bold = bold } } }, deck = deck },
                         p2 = { chars = { "F Striker" }, secret = { "Overheat" }, deck = blanks(12) } }
    H.attack(g, "F Wall", "F Striker")
    return g
  end
  local g = game(5)
  eq(H.count_log(g, "reveals Overheat"), 1, "revealed at the attacker's seventh flip")
  eq(H.dmg(g, 2, "F Striker"), 0, "7 cards flipped: the 4 orange icons add no attack this battle")
  g = game(4)
  eq(H.count_log(g, "reveals Overheat"), 0, "6 flips: not revealed")
  eq(H.dmg(g, 2, "F Striker"), 4, "the 4 orange icons count")
end)

scenario("Overheat: black icons give no Pierce either", function()
  local function game(bold)
    local g = H.at_main{ p1 = { chars = { { "F Wall", atk = 3, kw = { Bold = bold } } }, deck = H.list(12, "F Black2") },
                         p2 = { chars = { { "F Striker", def = 5 } }, secret = { "Overheat" }, deck = blanks(12) } }
    H.attack(g, "F Wall", "F Striker")
    return g
  end
  eq(H.dmg(game(4), 2, "F Striker"), 3, "6 flips: ATK 3 vs DEF 5, the black icons' Pierce gives 3")
  eq(H.dmg(game(5), 2, "F Striker"), 0, "7 flips: Overheat revealed, no Pierce, no damage")
end)

-- Damage taken by another, reflected; a defender replaced ----------------------------------------

scenario("Reflect Damage: SECRET_REVEAL_ON(IF(exactly own_char take NA_dmg from opp_card)) ; ON_REVEAL => INSTEAD do same_amount NA_dmg -> enemy", function()
  local g = H.at_main{ p1 = { chars = { "F Wall" }, hand = { "Zap" }, deck = blanks() },
                       p2 = { chars = { "F Striker" }, secret = { "Reflect Damage" }, deck = blanks() } }
  g:act("play Zap")
  eq(H.count_log(g, "reveals Reflect Damage"), 1, "p1's Zap at p2's character reveals it")
  eq(H.dmg(g, 2, "F Striker"), 0, "the damage is not placed")
  eq(H.dmg(g, 1, "F Wall"), 1, "the same amount goes to an enemy of p2's")
end)

scenario("Reflect Damage: 'exactly own_char' -- not an effect that damages each of several", function()
  local g = H.at_main{ p1 = { chars = { "F Wall" }, deck = blanks() },
                       p2 = { chars = { "F Striker" }, secret = { "Reflect Damage" }, deck = blanks() } }
  g:edit("TC.use(g, T.char(g, 1, 'F Wall'), 1, function(c) c:damage_each_enemy(1) end) return true")
  eq(H.dmg(g, 2, "F Striker"), 1, "dmg 1 -> each_enemy: the damage is placed")
  eq(H.size(g, "secret", 2), 1, "Reflect Damage stays face down")
  g:edit("TC.use(g, T.char(g, 1, 'F Wall'), 1, function(c) c:damage_enemy(1) end) return true")
  eq(H.dmg(g, 2, "F Striker"), 1, "one enemy's damage: reflected")
  eq(H.dmg(g, 1, "F Wall"), 1, "onto p1's character")
end)

scenario("Reflect Damage: not for damage from its owner's own cards", function()
  local g = H.at_main{ p1 = { chars = { "F Wall" }, hand = { "Zap" }, secret = { "Reflect Damage" }, deck = blanks() },
                       p2 = { chars = { "F Striker" }, deck = blanks() } }
  g:act("play Zap")
  eq(H.dmg(g, 2, "F Striker"), 1, "p1's Zap hits p2")
  eq(H.size(g, "secret", 1), 1, "p1's Reflect Damage stays face down")
end)

scenario("Heroism: IF(other characters take ATK_dmg) => INSTEAD HOST takes damage", function()
  local g = H.at_main{ p1 = { chars = { { "F Wall", atk = 5 } }, deck = blanks() },
                       p2 = { chars = { "F Wall", { "F Striker", upgrades = { "Heroism" } } }, deck = blanks() } }
  H.attack(g, "F Wall", "F Wall")
  eq(H.dmg(g, 2, "F Wall"), 0, "the defender takes none of the attack damage")
  eq(H.dmg(g, 2, "F Striker"), 5, "Heroism's host takes the 5 instead")
  g = H.at_main{ p1 = { chars = { { "F Wall", atk = 5 } }, deck = blanks() },
                 p2 = { chars = { "F Wall", { "F Striker", upgrades = { "Heroism" } } }, deck = blanks() } }
  H.attack(g, "F Wall", "F Striker")
  eq(H.dmg(g, 2, "F Striker"), 5, "attacked itself: the host takes its own damage")
end)

-- p2's F Striker carries Protected by Metroplex; Metroplex (with nothing under it) is there or not.
local METRO = "Metroplex - Autobot City"
local function metro_game(with_metro, hand1)
  local chars2 = { { "F Striker", upgrades = { "Protected by Metroplex" } } }
  if with_metro then table.insert(chars2, 1, { METRO, under = {} }) end
  return H.at_main{ p1 = { chars = { { "F Wall", atk = 5 } }, hand = hand1 or {}, deck = blanks() },
                    p2 = { chars = chars2, deck = blanks() } }
end

scenario("Protected by Metroplex: IF(HOST take damage) => INSTEAD Metroplex takes damage -- attack damage", function()
  local g = metro_game(true)
  H.attack(g, "F Wall", "F Striker")
  eq(H.dmg(g, 2, "F Striker"), 0, "the host takes none")
  eq(H.dmg(g, 2, METRO), 5, "Metroplex takes the attack's 5, not reduced by its own defense again")
  g = metro_game(false)
  H.attack(g, "F Wall", "F Striker")
  eq(H.dmg(g, 2, "F Striker"), 5, "no Metroplex on the battlefield: the host takes it")
end)

scenario("Protected by Metroplex: non-attack damage too", function()
  local g = metro_game(true, { "Zap" })
  g:act("play Zap")
  g:act("F Striker")
  eq(H.dmg(g, 2, "F Striker"), 0, "Zap's 1 is not placed on the host")
  eq(H.dmg(g, 2, METRO), 1, "Metroplex takes it")
end)

local MOTOR = "Motormaster - Stunticon Leader"
scenario("Motormaster (alt): other characters CANNOT take NA_dmg from opp_card", function()
  local function zap(target, mode)
    local g = H.at_main{ p1 = { chars = { "F Wall" }, hand = { "Zap" }, deck = blanks() },
                         p2 = { chars = { { MOTOR, mode = mode }, "F Striker" }, deck = blanks() } }
    g:act("play Zap")
    g:act(target)
    return g
  end
  eq(H.dmg(zap("F Striker", 1), 2, "F Striker"), 0, "its other characters take no damage from p1's Zap")
  eq(H.dmg(zap("Motormaster", 1), 2, MOTOR), 1, "Motormaster itself does")
  eq(H.dmg(zap("F Striker", 2), 2, "F Striker"), 1, "bot mode: the clause is the alt side's")
end)

scenario("Motormaster (bot): IF(SELF defend) => INSTEAD OPT CHOOSE own_other:Stunticons -> defend", function()
  local BREAK = "Breakdown - Paranoid Scout"
  local function game()
    local g = H.at_main{ p1 = { chars = { { "F Wall", atk = 6 } }, deck = blanks() },
                         p2 = { chars = { { MOTOR, mode = 2 }, BREAK, "F Striker" }, deck = blanks() } }
    H.attack(g, "F Wall", "Motormaster")
    return g
  end
  local g = game()
  eq(table.concat(g:options(), ","):find("Breakdown", 1, true) ~= nil, true, "p2 may choose another Stunticon")
  eq(table.concat(g:options(), ","):find("F Striker", 1, true), nil, "not a character of another trait")
  g:act("Breakdown")
  eq(H.dmg(g, 2, MOTOR), 0, "Motormaster takes nothing")
  ok(H.dmg(g, 2, BREAK) > 0, "Breakdown defends and takes the damage")
  g = game()
  g:act("none")
  ok(H.dmg(g, 2, MOTOR) > 0, "declined: Motormaster defends")
end)

-- A battle's flipped cards ----------------------------------------------------------------------

local BARRICADE = "Sergeant Barricade - Infantry, Enforcer"
scenario("Sergeant Barricade (bot): ON(self_battles & HAS no BC under IT) => After battle, PUT own:flipped BC HAS no icon under THIS_CARD INSTEAD into own_scrap", function()
  local function game(deck, under_)
    local g = H.at_main{ p1 = { chars = { { BARRICADE, mode = 2, under = under_ } }, deck = deck },
                         p2 = { chars = { "F Wall" }, deck = blanks() } }
    H.attack(g, "Sergeant Barricade", "F Wall")
    return g
  end
  local g = game({ "F Blank", "F Green", "F Blank", "F Blank" }, {})
  eq(under(g, 1, BARRICADE), 1, "the flipped card with no icon goes under it (the green one does not)")
  eq(table.concat(H.names(g, "scrap", 1), ","), "F Green", "the other is scrapped at the end of the turn")
  g = game(blanks(), { "F Action X" })
  eq(under(g, 1, BARRICADE), 1, "a battle card already under it: nothing more")
end)

local WOLF = "Wolfwire - Ground Tracker"
scenario("Wolfwire (body): ON(self_battles) => INSTEAD swapping card <-own_hand own:flipped {GR} cards after battle, OPT PUT one those {GR} cards ->own_hand", function()
  local g = H.at_main{ p1 = { chars = { { WOLF, mode = 2 } }, hand = {}, deck = { "F Green", "F Blank", "F Blank" } },
                       p2 = { chars = { "F Wall" }, deck = blanks() } }
  H.attack(g, "Wolfwire", "F Wall")
  eq(table.concat(g:options(), ","), "F Green,no", "after the battle: one of the green cards flipped")
  g:act("F Green")
  eq(table.concat(H.names(g, "hand", 1), ","), "F Green", "it goes to the hand, nothing given for it")
end)

-- Cards put under a character -------------------------------------------------------------------

local HOTROD = "Private Hot Rod - Infantry, Soldier"
scenario("Private Hot Rod (alt): COST(Safeguard(3) When shuffle own_deck & SELF NOT HAS BC under IT) => PUT own_deck.bottom(1) face down under IT", function()
  local g = H.at_main{ p1 = { chars = { { HOTROD, under = {} } }, hand = { "F Draw Action" }, deck = {},
                              scrap = { "F Blank", "F Action X", "F Action Y" } },
                       p2 = { chars = { "F Wall" }, deck = blanks() } }
  eq(H.get(g, "TC.kw(g, T.char(g, 1, %q), 'Safeguard')", HOTROD), 3, "Safeguard 3 in alt mode")
  g:act("play F Draw Action")
  eq(H.count_log(g, "shuffles 3 scrapped cards"), 1, "drawing from an empty deck reshuffles the scrap pile")
  eq(under(g, 1, HOTROD), 1, "the deck's bottom card goes face down under Hot Rod")
  eq(H.size(g, "hand", 1) + H.size(g, "deck", 1), 2, "two drawn, none left in the deck besides")
end)

scenario("Private Hot Rod (bot): WHILE(SELF HAS BC under IT) => OPT PLAY another action on each_own:turns", function()
  local function game(under_)
    local g = H.at_main{ p1 = { chars = { { HOTROD, mode = 2, under = under_ } }, hand = { "F Action X", "F Action Y" }, deck = blanks() },
                         p2 = { chars = { "F Wall" }, deck = blanks() } }
    g:act("play F Action X")
    return g
  end
  ok(H.has(game({ "F Blank" }), "play F Action Y"), "a battle card under it: a second Action")
  local g = game({})
  eq(H.has(g, "play F Action Y"), false, "nothing under it: one Action a turn")
end)

scenario("Recover Cassette: IF(HAS Blaster or Soundwave @bf) => OPT PUT own:Mini-Cassettes from battlefield under IT ; => if_done: repair 2 <- own_char, PUT THIS_CARD @own_KO", function()
  local SW, BUZZ = "Soundwave - Communications", "Buzzsaw - Spy"
  local g = H.at_main{ p1 = { chars = { { SW, under = {} }, { BUZZ, dmg = 3 }, { "F Striker", dmg = 4 } },
                              hand = { "Recover Cassette" }, deck = blanks() },
                       p2 = { chars = { "F Wall" }, deck = blanks() } }
  g:act("play Recover Cassette")
  g:act("Buzzsaw")
  g:act("F Striker")
  eq(H.char(g, 1, BUZZ), nil, "Buzzsaw left the battlefield")
  eq(under(g, 1, SW), 1, "it is face down under Soundwave")
  eq(H.dmg(g, 1, "F Striker"), 2, "one of p1's characters is repaired by 2")
  eq(table.concat(H.names(g, "ko", 1), ","), "Recover Cassette", "Recover Cassette goes to the KO area")
  g = H.at_main{ p1 = { chars = { { BUZZ, dmg = 3 } }, hand = { "Recover Cassette" }, deck = blanks() },
                 p2 = { chars = { "F Wall" }, deck = blanks() } }
  g:act("play Recover Cassette")
  eq(H.dmg(g, 1, BUZZ), 3, "no Blaster or Soundwave: nothing happens")
  eq(table.concat(H.names(g, "played", 1), ","), "Recover Cassette", "and it is scrapped as usual at the end of the turn")
end)

scenario("Private Red Heat (bot): COST(TAP_ABILITY => SCRAP {WH} card <-own_hand) => CHOOSE 2 characters & SWAP Upgrades", function()
  local RH = "Private Red Heat - Infantry, Emergency Response"
  local g = H.at_main{ p1 = { chars = { { RH, mode = 2 }, { "F Striker", upgrades = { "Combat Dagger" } } }, hand = { "F White" }, deck = blanks() },
                       p2 = { chars = { { "F Wall", upgrades = { "Armored Plating", "Backup Bag" } } }, deck = blanks() } }
  local tap
  for _, o in ipairs(g:options()) do if o:find("^tap Private Red Heat") then tap = o end end
  g:act(tap)
  g:act("F Striker")
  g:act("F Wall")
  eq(ups(g, 1, "F Striker"), "Armored Plating,Backup Bag", "F Striker has what F Wall had")
  eq(ups(g, 2, "F Wall"), "Combat Dagger", "and F Wall what F Striker had")
  eq(H.size(g, "hand", 1), 0, "the white card paid the cost")
end)

-- Major Shockwave -------------------------------------------------------------------------------

local SHOCK = "Major Shockwave - Applied Sciences, Scientist"
scenario("Major Shockwave: OPT PEEK own_deck.top(1) anytime", function()
  local g = H.at_main{ p1 = { chars = { SHOCK }, deck = { "F Action X", "F Blank" } },
                       p2 = { chars = { "F Wall" }, deck = blanks() } }
  local peek = "peek at the top of your deck (" .. SHOCK .. ")"
  ok(H.has(g, peek), "offered in its controller's main phase")
  g:act(peek)
  eq(H.get(g, "g:sees(1, g:top(TC.z(g, 'deck', 1)))"), true, "p1 knows the top card")
  eq(H.get(g, "g:sees(2, g:top(TC.z(g, 'deck', 1)))"), false, "p2 does not")
  eq(H.has(g, peek), false, "not offered again while the top card is known")
  ok(H.has(g, "end main phase"), "the main phase goes on: the peek spends nothing")
end)

scenario("Major Shockwave (bot): WHILE(own_deck.top(1) Decepticon card or Secret Action) => OPT PLAY IT as_if_in_hand", function()
  local function game(top, mode)
    return H.at_main{ p1 = { chars = { { SHOCK, mode = mode or 2 } }, deck = { top, "F Blank" } },
                      p2 = { chars = { "F Wall" }, deck = blanks() } }
  end
  local g = game("F Secret")
  ok(H.has(g, "play top F Secret"), "a Secret Action on top may be played")
  g:act("play top F Secret")
  eq(table.concat(H.names(g, "secret", 1), ","), "F Secret", "face down, as from hand")
  ok(not H.has(g, "play top F Blank"), "the turn's Action is spent (and F Blank is not a Decepticon card)")
  eq(H.has(game("F Action X"), "play top"), false, "an Action of no faction: not offered")
  eq(H.has(game("F Secret", 1), "play top"), false, "alt mode: the clause is the bot side's")
end)

-- Spymaster's Ruse ------------------------------------------------------------------------------

-- Plays out turns until turn `upto` starts (first option each time).
local function play_until(g, upto)
  while g:turn() < upto and not g:over() do g:act(g:options()[1]) end
end

scenario("Spymaster's Ruse: OPT PLAY Secret Action ; WHILE card face down, THIS_CARD & card aren't scrapped at end turns", function()
  local g = H.at_main{ p1 = { chars = { "F Wall" }, hand = { "Spymaster's Ruse", "F Secret" }, deck = blanks(20) },
                       p2 = { chars = { "F Wall" }, deck = blanks(20) } }
  g:act("play Spymaster's Ruse")
  g:act("F Secret")
  eq(table.concat(H.names(g, "secret", 1), ","), "F Secret", "the Secret Action is played face down")
  play_until(g, 5)
  eq(table.concat(H.names(g, "secret", 1), ","), "F Secret", "two ends of turn later it is still face down")
  eq(table.concat(H.names(g, "played", 1), ","), "Spymaster's Ruse", "and the Ruse stays in the played area")
  g = H.at_main{ p1 = { chars = { "F Wall" }, hand = { "F Secret" }, deck = blanks(20) },
                 p2 = { chars = { "F Wall" }, deck = blanks(20) } }
  g:act("play F Secret")
  play_until(g, 5)
  eq(H.size(g, "secret", 1), 0, "without the Ruse it is scrapped at the end of the opponent's turn")
end)

-- Sabotage --------------------------------------------------------------------------------------

scenario("Sabotage: WHILE(HAS \"Autobot Gears, Transport and Reconnaissance\" @bf) => Enemies being upgraded CANNOT cause abilities opp_card -> trigger", function()
  local GEARS = "Autobot Gears - Transport and Reconnaissance"
  local function game(chars1)
    local g = H.at_main{ active = 2,
                         p1 = { chars = chars1, deck = blanks() },
                         p2 = { chars = { { "F Striker", dmg = 3 } }, hand = { "Medic's Protective Field" }, deck = blanks() } }
    g:act("play Medic's Protective Field on F Striker")
    return g
  end
  eq(H.dmg(game({ GEARS, "Sabotage" }), 2, "F Striker"), 3, "with Gears and Sabotage: the Upgrade's ON(attach) repair does not trigger")
  eq(H.dmg(game({ GEARS }), 2, "F Striker"), 2, "without Sabotage it repairs 1")
  eq(H.dmg(game({ "F Wall", "Sabotage" }), 2, "F Striker"), 2, "without Gears on the battlefield too")
end)
