-- "<who> CANNOT use <keyword>": one mechanism for every card that says it (core.lua's TC.denied
-- reads the values and statics that keywords.lua's deny_* verbs and denies/denies_against make;
-- TC.kw is 0 while it holds).  One scenario per family of cards: an Action for the turn
-- (Battlefield Scan), a trigger for the turn (Frenzy, Eject), factions for the turn (Deadlock),
-- a character's static (Private Dazzlestrike, Acid Storm, Warpath), an Upgrade's static against
-- its host (Spy Satellite Uplink, Stunticon Swagger), the attacker for the battle (Stable Cover).
local H = require "lib.tcg"

local HEADSTRONG = "Predacon Headstrong - Ground Assault"
local function kw(g, p, name, k) return H.get(g, "TC.kw(g, T.char(g, %d, %q), %q)", p, name, k) end
local function blanks(n) return H.list(n or 8, "F Blank") end
local defenders = H.defenders

scenario("Battlefield Scan: Enemies CANNOT use Brave or Stealth [turn] -- every enemy, until the turn ends", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", tapped = true, kw = { Stealth = 1 } } }, hand = { "Battlefield Scan" }, deck = blanks() },
                       p2 = { chars = { HEADSTRONG, { "F Wall", kw = { Stealth = 1 } } }, deck = blanks() } }
  eq(kw(g, 2, HEADSTRONG, "Brave"), 1, "before: Headstrong is Brave (alt mode)")
  g:act("play Battlefield Scan")
  eq(kw(g, 2, HEADSTRONG, "Brave"), 0, "Brave is off")
  eq(kw(g, 2, "F Wall", "Stealth"), 0, "Stealth is off")
  eq(kw(g, 1, "F Striker", "Stealth"), 1, "its player's own Stealth stays")
  g:act("end main phase")                                    -- no untapped character: no attack (A1)
  eq(g:active(), 2, "the turn ended")
  eq(kw(g, 2, HEADSTRONG, "Brave"), 1, "next turn: Brave again")
  eq(kw(g, 2, "F Wall", "Stealth"), 1, "next turn: Stealth again")
end)

scenario("Frenzy (bot): ON(self_attacks) => Enemies CANNOT use Tough [turn] -- ends with the turn", function()
  local g = H.at_main{ p1 = { chars = { { "Frenzy - Warrior", mode = 2 }, { "F Striker", kw = { Tough = 1 } } }, deck = blanks() },
                       p2 = { chars = { { "F Wall", kw = { Tough = 2 } } }, deck = blanks() } }
  H.attack(g, "Frenzy", "F Wall")
  eq(H.count_log(g, "p2 flips"), 2, "the defender flips 2, not 2 + Tough 2")
  eq(g:active(), 2, "the turn ended (p2 has an untapped character)")
  eq(kw(g, 2, "F Wall", "Tough"), 2, "next turn: Tough again")
  eq(kw(g, 1, "F Striker", "Tough"), 1, "Frenzy's own team was never blocked")
end)

scenario("Deadlock (alt): ON(flip_to_mode) => Autobots & Decepticons CANNOT use Stealth [turn] -- either player's, its own team too", function()
  local name = "Deadlock - Soldier Of Fortune"
  local g = H.at_main{ p1 = { chars = { { name, mode = 2 }, { "F Wall", tapped = true, kw = { Stealth = 1 } } }, deck = blanks() },
                       p2 = { chars = { { "F Striker", kw = { Stealth = 1 } } }, deck = blanks() } }
  g:act("flip " .. name .. " to alt")
  eq(kw(g, 1, "F Wall", "Stealth"), 0, "its own Decepticon cannot use Stealth")
  eq(kw(g, 2, "F Striker", "Stealth"), 0, "the enemy Autobot cannot either")
  H.attack(g, name, "F Striker")
  eq(g:active(), 2, "the turn ended")
  eq(kw(g, 1, "F Wall", "Stealth"), 1, "next turn: Stealth again")
end)

scenario("Private Dazzlestrike (bot): Enemies CANNOT use Brave -- while in play, not its own team's", function()
  local g = H.at_main{ p1 = { chars = { "F Striker", "Private Dazzlestrike - Ground Command, Artillery", { "F Omega", kw = { Brave = 1 } } }, deck = blanks() },
                       p2 = { chars = { { "F Wall", tapped = true }, HEADSTRONG }, deck = blanks() } }
  eq(kw(g, 2, HEADSTRONG, "Brave"), 0, "the enemy's Brave is off")
  eq(kw(g, 1, "F Omega", "Brave"), 1, "its teammate's Brave stays")
  H.attack(g, "F Striker")
  eq(defenders(g), "F Wall", "the tapped enemy, as without Brave (digest 7.1 step 4)")
end)

scenario("Spy Satellite Uplink: Enemies CANNOT use Brave or Stealth against HOST -- only against its host", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", upgrades = { "Spy Satellite Uplink" } }, "F Omega" }, deck = blanks() },
                       p2 = { chars = { { "F Wall", tapped = true }, HEADSTRONG }, deck = blanks() } }
  eq(kw(g, 2, HEADSTRONG, "Brave"), 1, "no battle: Headstrong is Brave")
  H.attack(g, "F Omega")
  eq(defenders(g), HEADSTRONG, "another attacker must choose the Brave enemy")
  local h = H.at_main{ p1 = { chars = { { "F Striker", upgrades = { "Spy Satellite Uplink" } }, "F Omega" }, deck = blanks() },
                       p2 = { chars = { { "F Wall", tapped = true }, HEADSTRONG }, deck = blanks() } }
  H.attack(h, "F Striker")
  eq(defenders(h), "F Wall", "the host may choose the tapped one")
end)

scenario("Stunticon Swagger: Enemies CANNOT use Bold or Tough against HOST -- the host attacking, and defending", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", upgrades = { "Stunticon Swagger" } } }, deck = blanks() },
                       p2 = { chars = { { "F Wall", kw = { Tough = 2 } } }, deck = blanks() } }
  eq(kw(g, 2, "F Wall", "Tough"), 2, "no battle: Tough 2")
  H.attack(g, "F Striker", "F Wall")
  eq(H.count_log(g, "p2 flips"), 2, "the defender cannot use Tough against the host")
  local h = H.at_main{ active = 2, p1 = { chars = { { "F Wall", upgrades = { "Stunticon Swagger" } } }, deck = blanks() },
                       p2 = { chars = { { "F Striker", kw = { Bold = 2 } } }, deck = blanks() } }
  H.attack(h, "F Striker", "F Wall")
  eq(H.count_log(h, "p2 flips"), 2, "the attacker cannot use Bold against the host")
  eq(H.count_log(h, "p1 flips"), 2, "the host's side flips as usual")
end)

scenario("Stable Cover: ATTACKER CANNOT use Pierce [battle] -- its own and the battle's black icons; back after the battle", function()
  local g = H.at_main{ active = 2, p1 = { chars = { { "F Wall", def = 5 } }, secret = { "Stable Cover" }, deck = blanks() },
                       p2 = { chars = { { "F Striker", atk = 3, kw = { Pierce = 3 } } }, deck = H.list(8, "F Black2") } }
  H.attack(g, "F Striker", "F Wall")
  eq(H.count_log(g, "p1 reveals Stable Cover"), 1, "revealed when the Wall defends")
  eq(H.dmg(g, 1, "F Wall"), 0, "no Pierce at all: ATK 3 against DEF 6")
  eq(kw(g, 2, "F Striker", "Pierce"), 3, "after the battle the attacker has Pierce 3 again")
end)
