-- Team characters that start the game under another (teamunder.lua): Soundwave's and Blaster's
-- "starting stars limit increases by 1 PER Mini-Cassette on start_team ; SELF starts game
-- Mini-Cassettes on start_team under IT", Tidal Wave's "SELF starts game Plane, or Helicopter under
-- IT costs stars<=4".  The card data's notation; the deck file names which ("X under Y").
local H = require "lib.tcg"

local SOUNDWAVE, BLASTER = "Soundwave - Communications", "Blaster - Communications"
local BUZZSAW, FRENZY, RAVAGE = "Buzzsaw - Spy", "Frenzy - Warrior", "Ravage - Saboteur"
local STEELJAW = "Steeljaw - Tracker"
local CARRIER = "Tidal Wave - Dark Fleet (Aircraft Carrier)"
local NIGHTFLIGHT = "Raider Nightflight - Air Strike Patrol Spy"
local BATTLE = "3 Zap;3 Brainstorm;3 Data Pad;3 Medic!;3 Pep Talk;3 Rapid Conversion;3 Armored Plating;" ..
               "3 Body Armor;3 Brass Knuckles;3 Combat Dagger;3 Energon Axe;3 Flamethrower;3 Handheld Blaster;3 Steady Shot"

local function deck(...)
  local lines = { ... }
  for i, l in ipairs(lines) do lines[i] = l:find("^%d") and l or ("1 " .. l) end
  return table.concat(lines, ";") .. ";" .. BATTLE
end
local function errors(g, text)
  return g:get(string.format("select(3, TC.validate(g, DeckFile.parse(%q, 'd'), 'd', 25))", (text:gsub(";", "\n"))))
end

scenario("Soundwave: starting stars limit increases by 1 PER Mini-Cassette on start_team", function()
  local g = H.new()
  eq(#errors(g, deck(SOUNDWAVE, BUZZSAW, FRENZY, RAVAGE)), 0, "10 + 3 x 5 = 25 stars: accepted")
  local e = errors(g, deck(SOUNDWAVE, BUZZSAW, FRENZY, RAVAGE, NIGHTFLIGHT))
  eq(#e, 1, "29 stars against 25 + 3")
  ok(e[1]:match("the team has 29 stars %(at most 28%)"), tostring(e[1]))
  ok(errors(g, deck(BUZZSAW, FRENZY, RAVAGE, NIGHTFLIGHT, "Starscream - Scheming Second-In-Command"))[1]:match("at most 25"),
     "without Soundwave the limit stays 25")
end)

scenario("Soundwave: SELF starts game Mini-Cassettes on start_team under IT (face down, not on the battlefield)", function()
  local g = H.new("deck1=" .. deck(SOUNDWAVE, BUZZSAW, FRENZY, RAVAGE))
  eq(table.concat(H.names(g, "battlefield", 1), ","), SOUNDWAVE, "only Soundwave on the battlefield")
  eq(H.size(g, "under", 1), 3, "three cards under")
  eq(H.get(g, "#TC.under(g, T.char(g, 1, %q))", SOUNDWAVE), 3, "all three under Soundwave")
  eq(H.count_log(g, "starts the game face down under " .. SOUNDWAVE), 3, "logged")
end)

scenario("Soundwave and Blaster on one team: the deck names which Mini-Cassette goes under which", function()
  local g = H.new()
  local e = errors(g, deck(SOUNDWAVE, BLASTER, BUZZSAW, STEELJAW))
  eq(#e, 3, "both Mini-Cassettes unnamed, and the stars")
  ok(e[1]:match("d:3: 'Buzzsaw %- Spy' starts under one of 2 characters"), tostring(e[1]))
  ok(e[2]:match("d:4: 'Steeljaw %- Tracker' starts under one of 2 characters"), tostring(e[2]))
  e = errors(g, deck(SOUNDWAVE, BLASTER, BUZZSAW .. " under " .. SOUNDWAVE, STEELJAW .. " under " .. BLASTER))
  eq(#e, 1, "named: only the stars are left")
  ok(e[1]:match("the team has 30 stars %(at most 29%)"), "each card's clause counts each Mini-Cassette: 25 + 2 + 2: " .. tostring(e[1]))
end)

scenario("Tidal Wave (Aircraft Carrier): SELF starts game Plane, or Helicopter under IT costs stars<=4", function()
  local g = H.new("deck1=" .. deck(CARRIER, NIGHTFLIGHT .. " under " .. CARRIER))
  eq(table.concat(H.names(g, "battlefield", 1), ","), CARRIER, "the Plane is not on the battlefield")
  eq(H.get(g, "g:name(TC.under(g, T.char(g, 1, %q))[1])", CARRIER), NIGHTFLIGHT, "it is under the Carrier")
end)

scenario("Tidal Wave: the deck's 'X under Y' lines are checked", function()
  local g = H.new()
  local e = errors(g, deck(CARRIER, BUZZSAW .. " under " .. CARRIER))
  ok(e[1] and e[1]:match("d:2: 'Buzzsaw %- Spy' is not a Plane or Helicopter"), tostring(e[1]))
  e = errors(g, deck(CARRIER, NIGHTFLIGHT .. " under " .. "Zap"))
  ok(e[1] and e[1]:match("'Zap' is not a team character that others start under"), tostring(e[1]))
  e = errors(g, deck(CARRIER, NIGHTFLIGHT .. " under " .. SOUNDWAVE))
  ok(e[1] and e[1]:match("is not a team character that others start under"), "Soundwave is not on this team: " .. tostring(e[1]))
end)

scenario("Soundwave (bot): ON(flip_to_mode) => Deploy Mini-Cassette from under SELF ->bf [bot] on_done, PEEK opp_hand & CHOOSE card from IT ; OPP puts card ->opp_deck.top", function()
  local g = H.at_main{ p1 = { chars = { { SOUNDWAVE, under = { BUZZSAW } } }, hand = {} },
                       p2 = { chars = { "F Striker" }, hand = { "F Action X" }, deck = H.list(4, "F Blank") } }
  g:act("flip " .. SOUNDWAVE .. " to bot")
  eq(H.get(g, "TC.mode_name(g, T.char(g, 1, %q))", BUZZSAW), "bot", "Buzzsaw deploys in bot mode")
  eq(H.size(g, "under", 1), 0, "nothing left under Soundwave")
  eq(H.size(g, "hand", 2), 0, "the card left p2's hand")
  eq(H.get(g, "g:name(g:top(TC.z(g, 'deck', 2)))"), "F Action X", "onto the top of p2's deck")
end)

scenario("Soundwave (bot): nothing under him -- nothing deploys, and the hand is not looked at (on_done)", function()
  local g = H.at_main{ p1 = { chars = { SOUNDWAVE }, hand = {} },
                       p2 = { chars = { "F Striker" }, hand = { "F Action X" } } }
  g:act("flip " .. SOUNDWAVE .. " to bot")
  eq(H.size(g, "hand", 2), 1, "p2 keeps the card")
end)

scenario("Blaster (bot): ON(flip_to_mode) => Deploy Mini-Cassette from under SELF ->bf [bot] on_done, PLAY own_deck.top(1)", function()
  local g = H.at_main{ p1 = { chars = { { BLASTER, under = { STEELJAW } } }, hand = {},
                              deck = { "F Draw Action", "F Blank", "F Blank", "F Blank" } },
                       p2 = { chars = { "F Striker" } } }
  g:act("flip " .. BLASTER .. " to bot")
  eq(H.get(g, "TC.mode_name(g, T.char(g, 1, %q))", STEELJAW), "bot", "Steeljaw deploys in bot mode")
  eq(H.size(g, "hand", 1), 2, "the top card, F Draw Action, was played: draw(2)")
  eq(table.concat(H.names(g, "played", 1), ","), "F Draw Action", "and it is in the played area")
end)
