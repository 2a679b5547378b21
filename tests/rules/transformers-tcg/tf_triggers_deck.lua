-- Digest section 16, triggers and the deck: TF-40..TF-44, TF-46, TF-47, and digest 11's Treasure Hunt.
local H = require "lib.tcg"

scenario("TF-40 Brainstorm: nothing resolves until Brainstorm is done; then newest first (Y's, X's, Brainstorm's own)", function()
  local g = H.at_main{ p1 = { chars = { "F Recorder" }, hand = { "Brainstorm", "F Action X", "F Action Y" } },
                       p2 = { chars = { "F Wall" } } }
  g:act("play Brainstorm")
  g:act("F Action X")
  eq(H.get(g, "g:gget('order')"), nil, "X's trigger waits")
  g:act("F Action Y")
  eq(H.get(g, "g:gget('order')"), "F Action Y;F Action X;Brainstorm;", "newest first")
end)

scenario("TF-41 an 'Action played' trigger resolves after the Action fully resolved", function()
  local g = H.at_main{ p1 = { chars = { "F Recorder" }, hand = { "F Draw Action" }, deck = H.list(5, "F Blank") },
                       p2 = { chars = { "F Wall" } } }
  g:act("play F Draw Action")
  eq(H.get(g, "g:gget('hand_then')"), 2, "the trigger saw the 2 cards the Action drew")
end)

scenario("TF-42 Chop Shop chain: Anticipation Engine plays Rapid Conversion, the alt ability resolves next, the bot ability last", function()
  local g = H.at_main{ p1 = { chars = { { "Chop Shop - Sneaky Insecticon", mode = 2, dmg = 2, upgrades = { "Anticipation Engine" } },
                                        { "F Striker", upgrades = { "F Upgrade" } } },
                              hand = {}, deck = { "Rapid Conversion", "F Blank", "F Blank", "F Blank", "F Blank" } },
                       p2 = { chars = { "F Wall" }, deck = H.list(5, "F Blank") } }
  H.attack(g, "Chop Shop", "F Wall")
  eq(g:prompt(), "Order triggers: which ability resolves next?", "p1 orders its two triggers")
  g:act("Anticipation Engine")
  g:act("yes")                                  -- play the revealed Rapid Conversion
  g:act("Chop Shop")                            -- Rapid Conversion flips Chop Shop
  g:act("F Upgrade")                            -- the pending bot ability: move it onto Chop Shop
  local lines = H.log_lines(g, "ability resolves")
  ok(lines[1]:find("Anticipation Engine"), "1: Anticipation Engine")
  ok(lines[2]:find("SCRAP Upgrades from SELF"), "2: the alt-mode ability")
  ok(lines[3]:find("OPT MOVE Upgrade"), "3: the bot-mode ability")
  local cs = "T.char(g, 1, 'Chop Shop - Sneaky Insecticon')"
  eq(H.get(g, "TC.mode_name(g, " .. cs .. ")"), "alt", "Chop Shop is in alt mode")
  eq(H.get(g, "g:name(TC.upgrades_of(g, " .. cs .. ")[1])"), "F Upgrade", "it took F Striker's Upgrade")
  ok(table.concat(H.names(g, "scrap", 1), ","):find("Anticipation Engine"), "Anticipation Engine went to scrap")
  eq(H.size(g, "hand", 1), 1, "drew 1 for the scrapped Upgrade")
  eq(H.dmg(g, 1, "Chop Shop - Sneaky Insecticon"), 1, "repaired 1")
end)

scenario("TF-43 a pending ability resolves though its character was KO'd meanwhile", function()
  local g = H.at_main{ p1 = { chars = { "F Zapper" }, deck = H.list(5, "F Blank") },
                       p2 = { chars = { { "F Boost", dmg = 2 }, "F Wall" }, hand = {}, deck = H.list(5, "F Blank") } }
  H.attack(g, "F Zapper", "F Boost")
  eq(table.concat(H.names(g, "ko", 2), ","), "F Boost", "F Boost KO'd by the active player's trigger")
  eq(H.count_log(g, "F Boost's ability resolves"), 1, "its pending ability still resolved")
  ok(H.count_log(g, "p2 draws 1") >= 1, "p2 drew")
end)

scenario("TF-44 card beats rules: Brainstorm plays an Action past the once-per-turn budget", function()
  local g = H.at_main{ p1 = { chars = { "F Recorder" }, hand = { "Brainstorm", "F Action X" } },
                       p2 = { chars = { "F Wall" } } }
  g:act("play Brainstorm")
  g:act("F Action X")
  eq(H.size(g, "played", 1), 2, "both Actions were played this turn")
end)

scenario("TF-46 reshuffle mid-combat: after the last card is flipped the scrap pile becomes the deck", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", atk = 1 } }, deck = { "F Orange2" }, scrap = { "F Blank", "F Blank", "F Blank" } },
                       p2 = { chars = { "F Wall" }, deck = H.list(5, "F Blank") } }
  H.attack(g, "F Striker", "F Wall")
  eq(H.count_log(g, "p1 shuffles 3 scrapped cards into a new deck"), 1, "the scrap pile (not the played area) was shuffled in")
  eq(H.count_log(g, "p1 flips"), 2, "the second flip came from it")
end)

scenario("TF-47 cards flipped in a first attack stay in the played area and are not reshuffled for the second", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", atk = 1 }, { "F Tapper", atk = 1 } }, deck = { "F Blank", "F Blank" }, scrap = {} },
                       p2 = { chars = { { "F Wall", tapped = true } }, deck = H.list(5, "F Blank") } }
  H.attack(g, "F Striker", "F Wall")
  eq(H.size(g, "played", 1), 2, "two flipped cards in the played area")
  g:act("F Tapper"); g:act("F Wall")
  eq(H.count_log(g, "p1 flips"), 2, "nothing to flip in the second attack (17.16)")
  eq(H.count_log(g, "p1 shuffles"), 0, "no reshuffle")
end)

scenario("digest 11: Treasure Hunt's scrapped cards stay out of a reshuffle it causes", function()
  local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Treasure Hunt" }, deck = { "F Upgrade", "F Blank" },
                              scrap = { "F Orange2" } },
                       p2 = { chars = { "F Wall" } } }
  g:act("play Treasure Hunt")
  eq(H.count_log(g, "p1 shuffles 1 scrapped cards"), 1, "only the older scrap card was shuffled in")
  eq(table.concat(H.names(g, "hand", 1), ","), "F Upgrade", "the Upgrade went to hand")
  eq(table.concat(H.names(g, "scrap", 1), ","), "F Orange2,F Blank", "the others stay in scrap")
end)
