-- Round 5's triggered abilities (scripts/transformers-tcg/triggers2.lua, written by
-- tests/tools/gen_tcg_triggers2.py), played out, part 1 of 3: a character's own flip
-- (ON(flip_to_mode)): triggers that draw, move damage counters, cycle a hand or look at the
-- opponent's, play a card from under the character, name a card or split cards into two piles.
-- Each scenario names the card and its notation, sets up the state, acts, and checks what the
-- text says happens.
-- Battles: tf_triggers2_battles.lua; Upgrades and other events: tf_triggers2_upgrades_events.lua.
local H = require "lib.tcg"

local blanks, atk, def, has = H.blanks, H.atk, H.def, H.contains

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
