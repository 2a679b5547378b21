-- Battle Masters, Titan Masters and Weaponizers (kinds.lua).  The digest is silent on them;
-- the facts are the card data's (SOURCES-transformers-tcg.md: "battle_master: m1 is the
-- character side, m2 the upgrade side; its ATK/DEF are modifiers", "Titan Master heads go on
-- bodies and their stars count", "Weaponizer: two cards that begin assembled in bot mode and
-- cannot flip. When the bot is KO'd, its two upgrade sides are played") and the readings are
-- docs/transformers-tcg.md's ("Battle Masters, Titan Masters, Weaponizers").
local H = require "lib.tcg"

local LION = "Private Lionizer - Ground Command, Artillery"
local FIRE = "Private Firedrive - Ground Command, Artillery"
local NEEDLER = "Raider Needler - Ground Force Demolitions"
local SIXGUN = "Sergeant Six-Gun"

local function atk(g, p, name) return H.get(g, "TC.attack(g, T.char(g, %d, %q))", p, name) end
local function def(g, p, name) return H.get(g, "TC.defense(g, T.char(g, %d, %q))", p, name) end
local function kw(g, p, name, k) return H.get(g, "TC.kw(g, T.char(g, %d, %q), %q)", p, name, k) end
local function hp(g, p, name) return H.get(g, "TC.health(g, T.char(g, %d, %q))", p, name) end
local function errors(g, text)
  return g:get(string.format("select(3, TC.validate(g, DeckFile.parse(%q, 'd'), 'd', 25))", text))
end
local BATTLE = "3 Zap;3 Brainstorm;3 Data Pad;3 Medic!;3 Pep Talk;3 Rapid Conversion;3 Armored Plating;" ..
               "3 Body Armor;3 Brass Knuckles;3 Combat Dagger;3 Energon Axe;3 Flamethrower;3 Handheld Blaster;3 Steady Shot"

---------------------------------------------------------------------------
-- Deck lists
---------------------------------------------------------------------------

scenario("Deck: Battle Masters, Titan Masters and Weaponizers are team characters whose stars count", function()
  local g = H.new()
  local e = errors(g, ("1 %s;1 %s;1 Apex;1 Brisko;1 %s;" .. BATTLE):gsub(";", "\n"):format(LION, FIRE, SIXGUN))
  eq(#e, 1, "one problem")
  ok(e[1]:match("the team has 28 stars"), "7 + 7 + 3 + 2 + 9 = 28 stars counted: " .. tostring(e[1]))
end)

scenario("Deck: 'Apex on <character>' starts a Titan Master as that character's head; bad lines say why", function()
  local g = H.new()
  eq(#errors(g, ("1 Apex on %s;1 %s;" .. BATTLE):gsub(";", "\n"):format(FIRE, FIRE)), 0, "accepted")
  local e = errors(g, ("1 Apex on Zap;1 Brisko on %s;1 Chasm on %s;1 %s;" .. BATTLE):gsub(";", "\n"):format(FIRE, FIRE, FIRE))
  eq(#e, 2, "two problems")
  ok(e[1]:match("d:1: 'Zap' is not a character of this team"), e[1])
  ok(e[2]:match("d:3: '" .. FIRE:gsub("%-", "%%-") .. "' already has a head"), e[2])
  local f = errors(g, ("1 Apex on Brisko;1 Brisko on Camien Toughness;1 Camien Toughness;1 %s;" .. BATTLE):gsub(";", "\n"):format(FIRE))
  ok(f[1]:match("d:1: 'Brisko' is a head itself"), f[1])
  ok(f[2]:match("d:2: 'Camien Toughness' is not a character of this team"), f[2])
end)

scenario("Setup: a head named in the deck starts on its character and grants its bonus (Apex: GRANT Stealth)", function()
  local OP = "Optimus Prime - Autobot Leader"   -- (an option value holds no comma)
  local list = ("1 Apex on %s;1 %s;" .. BATTLE):format(OP, OP)
  local g = game{ seed = 1, options = "first=1,deck1=" .. list .. ",deck2=decepticons" }
  eq(H.size(g, "battlefield", 1), 1, "one character on the battlefield")
  eq(H.names(g, "heads", 1)[1], "Apex", "Apex is a head")
  eq(kw(g, 1, OP, "Stealth"), 1, "its character has Stealth")
end)

---------------------------------------------------------------------------
-- Battle Masters
---------------------------------------------------------------------------

local function bm_board(extra)
  return H.at_main{ p1 = { chars = { LION, { "F Striker", atk = 3 }, "F Wall" }, deck = H.list(8, "F Blank") },
                    p2 = { chars = { "F Wall" }, deck = H.list(8, "F Blank") } }
end

scenario("Battle Master: flipping to its upgrade side puts it on another character as the turn's flip", function()
  local g = bm_board()
  ok(H.has(g, "flip " .. LION .. " to RS Firesteel Saber on F Striker"), "offered on each other character")
  ok(not H.has(g, "flip " .. LION .. " to RS Firesteel Saber on " .. LION), "never on itself")
  g:act("flip " .. LION .. " to RS Firesteel Saber on F Striker")
  eq(H.size(g, "battlefield", 1), 2, "no longer a character")
  eq(H.names(g, "upgrades", 1)[1], LION, "an Upgrade")
  eq(kw(g, 1, "F Striker", "Bold"), 4, "its side's Bold 4 is its host's")
  ok(H.get(g, "g:pget(1, 'm_flip')"), "the turn's flip is spent (6.1)")
  eq(g:why("flip F Striker to bot"), "6.1: one mode flip per turn", "a second flip is refused")
end)

scenario("Battle Master: its upgrade side's attack and defense are its host's modifiers (Firedrive +3 ATK, Needler +2 DEF)", function()
  local g = H.at_main{ p1 = { chars = { FIRE, NEEDLER, { "F Striker", atk = 1 } }, deck = H.list(8, "F Blank") },
                       p2 = { chars = { "F Wall" }, deck = H.list(8, "F Blank") } }
  g:act("flip " .. FIRE .. " to Duo-Charge Electrostatic Photon Cannon on F Striker")
  eq(atk(g, 1, "F Striker"), 4, "1 + 3")
  g:edit("local p = 1 g:pset(p, 'm_flip', nil) return true")
  g:act("flip " .. NEEDLER .. " to " .. NEEDLER .. " on F Striker")
  eq(def(g, 1, "F Striker"), 2, "0 + 2")
  eq(kw(g, 1, "F Striker", "Pierce"), 2, "and Pierce 2")
  eq(atk(g, 1, "F Striker"), 4, "a weapon and an armor: both stay")
end)

scenario("Battle Master: its upgrade side's abilities trigger on its host's attack (Lionizer: ON(host_attacks) => Plan(1))", function()
  local g = bm_board()
  g:act("flip " .. LION .. " to RS Firesteel Saber on F Striker")
  H.attack(g, "F Striker", "F Wall")
  eq(H.count_log(g, LION .. "'s ability resolves: ON(host_attacks) => Plan(1)"), 1, "resolved at A5")
end)

scenario("Battle Master: when its host is KO'd it goes to the KO area, never the scrap pile (REPLACE(leave_bf => own_KO))", function()
  local g = bm_board()
  g:act("flip " .. LION .. " to RS Firesteel Saber on F Striker")
  g:edit("TC.place_damage(g, T.char(g, 1, 'F Striker'), 10, false) return true")
  local ko = table.concat(H.names(g, "ko", 1), ",")
  ok(ko:match("F Striker") and ko:match("Private Lionizer"), "both in the KO area: " .. ko)
  eq(H.size(g, "scrap", 1), 0, "nothing scrapped")
end)

scenario("Battle Master: an effect that scraps an enemy Weapon sends it to the KO area", function()
  local g = bm_board()
  g:act("flip " .. LION .. " to RS Firesteel Saber on F Striker")
  g:edit("g:use(T.char(g, 2, 'F Wall'), 2, function(c) c:scrap_enemy_slot('weapon') end) return true")
  eq(H.names(g, "ko", 1)[1], LION, "KO area")
  eq(kw(g, 1, "F Striker", "Bold"), 0, "its host lost the Bold")
end)

scenario("Battle Master: flips back to bot mode as a later turn's flip, keeping its damage counters (17.9)", function()
  local g = bm_board()
  g:edit(string.format("g:cset(T.char(g, 1, %q), 'dmg', 3) return true", LION))
  g:act("flip " .. LION .. " to RS Firesteel Saber on F Striker")
  g:edit("g:pset(1, 'm_flip', nil) return true")
  ok(H.has(g, "flip " .. LION .. " to bot"), "offered")
  g:act("flip " .. LION .. " to bot")
  eq(H.size(g, "battlefield", 1), 3, "a character again")
  eq(H.dmg(g, 1, LION), 3, "damage kept")
  eq(H.get(g, "TC.mode_name(g, T.char(g, 1, %q))", LION), "bot", "bot mode")
  eq(kw(g, 1, "F Striker", "Bold"), 0, "its host lost the bonus")
end)

---------------------------------------------------------------------------
-- Titan Masters
---------------------------------------------------------------------------

local function tm_board(spec, opts)
  return H.at_main({ p1 = { chars = spec, deck = H.list(8, "F Blank") },
                     p2 = { chars = { "F Wall" }, deck = H.list(8, "F Blank") } }, opts)
end

scenario("Titan Master: a head grants its bonus to its character (Brisko: GRANT HP+3; Chasm: GRANT ATK+2)", function()
  local g = tm_board{ { "F Striker", head = "Brisko" }, { "F Wall", head = "Chasm" } }
  eq(hp(g, 1, "F Striker"), 13, "10 + 3")
  eq(atk(g, 1, "F Wall"), 2, "0 + 2")
  eq(H.size(g, "battlefield", 1), 2, "heads are not characters")
end)

scenario("Titan Master: deploying a head is the turn's flip; it becomes a character in bot mode and its bonus ends", function()
  local g = tm_board{ { "F Striker", head = "Chasm" } }
  g:act("deploy Chasm from F Striker")
  eq(atk(g, 1, "F Striker"), 0, "no more +2")
  eq(atk(g, 1, "Chasm"), 4, "Chasm's bot mode: 4")
  eq(g:why("flip Chasm to head on F Striker"), "6.1: one mode flip per turn", "the turn's flip is spent")
end)

scenario("Titan Master: a character in bot mode becomes a head on a character without one", function()
  local g = tm_board{ "Chasm", "F Striker", { "F Wall", head = "Brisko" } }
  ok(H.has(g, "flip Chasm to head on F Striker"), "offered on F Striker")
  ok(not H.has(g, "flip Chasm to head on F Wall"), "F Wall already has a head")
  g:act("flip Chasm to head on F Striker")
  eq(atk(g, 1, "F Striker"), 2, "GRANT ATK+2")
end)

scenario("Titan Master: when its character is KO'd the head deploys (option titan_head_deploys_on_ko)", function()
  local g = tm_board{ { "F Striker", head = "Chasm" } }
  g:edit("TC.place_damage(g, T.char(g, 1, 'F Striker'), 10, false) return true")
  eq(H.names(g, "battlefield", 1)[1], "Chasm", "Chasm is a character")
  ok(not g:over(), "p1 still has a character (the victory placeholder, 17.20)")
  local h = tm_board({ { "F Striker", head = "Chasm" } }, "titan_head_deploys_on_ko=false")
  h:edit("TC.place_damage(g, T.char(g, 1, 'F Striker'), 10, false) return true")
  ok(table.concat(H.names(h, "ko", 1), ","):match("Chasm"), "false: KO'd with it")
  ok(h:over(), "and p1 has lost")
end)

scenario("Escape Capsule: ON(deploy HOST's head) => PUT SELF & other Upgrades were on HOST onto deployed character", function()
  local g = tm_board{ { "F Striker", head = "Chasm", upgrades = { "Escape Capsule", "F Upgrade" } } }
  g:edit("TC.place_damage(g, T.char(g, 1, 'F Striker'), 20, false) return true")
  eq(H.names(g, "battlefield", 1)[1], "Chasm", "the head deployed as F Striker was KO'd")
  local hosts = g:get("(function() local out = {} for _, u in ipairs(g:cards(TC.z(g, 'upgrades', 1))) do " ..
                      "out[#out + 1] = g:name(u) .. '@' .. g:name(g:cget(u, TC.K.host)) end table.sort(out) return table.concat(out, ',') end)()")
  eq(hosts, "Escape Capsule@Chasm,F Upgrade@Chasm", "both Upgrades escaped onto Chasm instead of staying in the scrap pile")
  eq(H.size(g, "scrap", 1), 0, "nothing left in the scrap pile")
  local h = tm_board{ { "F Striker", head = "Chasm", upgrades = { "F Upgrade" } } }
  h:edit("TC.place_damage(g, T.char(g, 1, 'F Striker'), 20, false) return true")
  eq(H.names(h, "scrap", 1)[1], "F Upgrade", "without the Capsule the Upgrade is scrapped (17.19)")
  local k = tm_board{ { "F Striker", head = "Chasm", upgrades = { "Escape Capsule" } }, "F Wall" }
  k:act("deploy Chasm from F Striker")
  eq(H.get(k, "g:name(g:cget(g:cards(TC.z(g, 'upgrades', 1))[1], TC.K.host))"), "Chasm", "a head deployed as the turn's flip takes it too")
end)

scenario("Titan Master: option titan_head_any_host=false lets a head sit only on a character with a body mode", function()
  local g = tm_board({ "Chasm", "F Striker", "Fortress Maximus - Great War Veteran" }, "titan_head_any_host=false")
  ok(not H.has(g, "flip Chasm to head on F Striker"), "F Striker has no body mode")
  ok(H.has(g, "flip Chasm to head on Fortress Maximus - Great War Veteran"), "Fortress Maximus has one")
end)

---------------------------------------------------------------------------
-- Weaponizers
---------------------------------------------------------------------------

scenario("Weaponizer: begins assembled in bot mode, its second card under it, and never flips", function()
  local g = tm_board{ SIXGUN, "F Striker" }
  eq(H.size(g, "under", 1), 1, "its second card")
  eq(H.get(g, "TC.mode_name(g, T.char(g, 1, %q))", SIXGUN), "bot", "bot mode")
  ok(not H.has(g, "flip " .. SIXGUN), "no flip offered")
  eq(H.get(g, "#TC.under(g, T.char(g, 1, %q))", SIXGUN), 0, "the second card is not a card under it")
end)

scenario("Weaponizer: when KO'd its two upgrade sides go on one character (MTX-S2A takes the armor slot: 'SELF can in Armor or Utility slot')", function()
  local g = tm_board{ SIXGUN, { "F Striker", atk = 1 } }
  g:edit(string.format("TC.place_damage(g, T.char(g, 1, %q), 10, false) return true", SIXGUN))
  eq(H.size(g, "upgrades", 1), 2, "two Upgrades")
  eq(atk(g, 1, "F Striker"), 5, "1 + 1 (MTX-M2) + 3 (MTX-S2A)")
  eq(kw(g, 1, "F Striker", "Pierce"), 4, "MTX-M2's Pierce 4")
  eq(H.get(g, "TC.has_slot(g, T.char(g, 1, 'F Striker'), 'armor')"), true, "the second side in the armor slot")
  g:edit("TC.place_damage(g, T.char(g, 1, 'F Striker'), 10, false) return true")
  eq(H.size(g, "ko", 1), 3, "with their host KO'd both go to the KO area")
end)

scenario("Weaponizer: KO'd with no other character of its owner, both cards stay in the KO area", function()
  local g = tm_board{ SIXGUN }
  g:edit(string.format("TC.place_damage(g, T.char(g, 1, %q), 10, false) return true", SIXGUN))
  eq(H.size(g, "ko", 1), 2, "both cards")
  ok(g:over(), "p1 has no character left")
end)
