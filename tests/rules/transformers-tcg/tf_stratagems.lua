-- Stratagems (stratagems.lua).  The digest is silent; the card data's sources say Stratagems
-- sit on the battlefield, are never in the deck, and each is unique, at most 1 per team; the
-- readings are docs/transformers-tcg.md's ("Stratagems").
local H = require "lib.tcg"

local BATTLE = ("3 Zap;3 Brainstorm;3 Data Pad;3 Medic!;3 Pep Talk;3 Rapid Conversion;3 Armored Plating;" ..
                "3 Body Armor;3 Brass Knuckles;3 Combat Dagger;3 Energon Axe;3 Flamethrower;3 Handheld Blaster;" ..
                "3 Steady Shot"):gsub(";", "\n")
local function errors(g, text)
  return g:get(string.format("select(3, TC.validate(g, DeckFile.parse(%q, 'd'), 'd', 25))", text))
end
local WINDBLADE = "Windblade - Combiner Hunter"

scenario("Deck: a Stratagem is a team card whose stars count; one per team (option stratagem_limit)", function()
  local g = H.new()
  eq(#errors(g, "1 " .. WINDBLADE .. "\n1 Camien Toughness\n" .. BATTLE), 0, "12 + 1 stars: accepted")
  local e = errors(g, "1 " .. WINDBLADE .. "\n1 Camien Toughness\n1 All-Out\n" .. BATTLE)
  eq(#e, 1, "one problem")
  ok(e[1]:match("d:3: at most 1 Stratagem on a team %('All%-Out'%)"), e[1])
end)

scenario("Set-up: a Stratagem starts in its owner's Stratagem zone, not as a character", function()
  local g = game{ seed = 1, options = "first=1,deck1=1 " .. WINDBLADE .. ";1 Camien Toughness;" ..
                  BATTLE:gsub("\n", ";") .. ",deck2=decepticons" }
  eq(H.names(g, "stratagems", 1)[1], "Camien Toughness", "in its zone")
  eq(H.size(g, "battlefield", 1), 1, "Windblade alone on the battlefield")
end)

scenario("Camien Toughness: \"Windblade, Combiner Hunter\" HAS DEF+1 & HP+1", function()
  local g = H.at_main{ p1 = { chars = { WINDBLADE, "Camien Toughness", "F Striker" }, deck = H.list(8, "F Blank") },
                       p2 = { chars = { "F Wall" }, deck = H.list(8, "F Blank") } }
  eq(H.get(g, "TC.defense(g, T.char(g, 1, %q))", WINDBLADE), 3, "2 + 1")
  eq(H.get(g, "TC.health(g, T.char(g, 1, %q))", WINDBLADE), 15, "14 + 1")
  eq(H.get(g, "TC.health(g, T.char(g, 1, 'F Striker'))"), 10, "no one else")
end)

scenario("The Usurper: Starscream, Decepticon King with Decepticon Crown has HP+4", function()
  local S = "Starscream - Decepticon King"
  local g = H.at_main{ p1 = { chars = { { S, upgrades = { "Decepticon Crown" } }, "The Usurper" }, deck = H.list(8, "F Blank") },
                       p2 = { chars = { "F Wall" }, deck = H.list(8, "F Blank") } }
  local base = H.get(g, "g:def(T.char(g, 1, %q)).health + (g:def(g:cards(TC.z(g, 'upgrades', 1))[1]).hp_mod or 0)", S)
  eq(H.get(g, "TC.health(g, T.char(g, 1, %q))", S), base + 4, "+4 while crowned")
end)

scenario("Systems Enhancement: ON(upgrade \"Autobot Outback, Gunner\") => draw(1) ; SCRAP card <-own_hand", function()
  local O = "Autobot Outback - Gunner"
  local g = H.at_main{ p1 = { chars = { O, "Systems Enhancement" }, hand = { "F Upgrade" }, deck = H.list(8, "F Blank") },
                       p2 = { chars = { "F Wall" }, deck = H.list(8, "F Blank") } }
  g:act("play F Upgrade on " .. O)
  eq(H.count_log(g, "Systems Enhancement's ability resolves"), 1, "triggered by the Upgrade")
  eq(H.size(g, "hand", 1), 0, "drew 1, scrapped 1")
  eq(H.size(g, "scrap", 1), 1, "the scrapped card")
end)
