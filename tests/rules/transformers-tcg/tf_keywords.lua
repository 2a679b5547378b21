-- Brave, Bounty, cards under characters, the scrap and reveal events, Secret Actions with other
-- reveal conditions (keywords.lua).  Not in the digest: the card data's notation names them
-- (SOURCES-transformers-tcg.md's TFN: "REVENGE =>, BOUNTY => (use BOUNTY triggers it)",
-- "SECRET_REVEAL_ON(cond)"; the digest's event list has TF.EVT.SCRAP and TF.EVT.REVEAL); the
-- readings are docs/transformers-tcg.md's.
local H = require "lib.tcg"

local HEADSTRONG = "Predacon Headstrong - Ground Assault"
local DETRITUS = "Detritus - Arms Dealer"
local LOCKDOWN = "Lockdown - Bounty Hunter"
local WINGSPAN = "Wingspan - Data Processor"

local function board(p1, p2, extra, opts)
  local spec = { p1 = { chars = p1, deck = H.list(8, "F Blank") }, p2 = { chars = p2, deck = H.list(8, "F Blank") } }
  for k, v in pairs(extra or {}) do for z, list in pairs(v) do spec[k][z] = list end end
  return H.at_main(spec, opts)
end
local defenders = H.defenders

scenario("Brave, reading 'guard' (brave_reading, default): the attacker must choose a Brave enemy, tapped or not", function()
  local g = board({ "F Striker" }, { { "F Wall", tapped = true }, HEADSTRONG })
  H.attack(g, "F Striker")
  ok(defenders(g):match("^Predacon Headstrong") and not defenders(g):match("F Wall"), "only the Brave one: " .. defenders(g))
  local h = board({ "F Striker" }, { { "F Wall", tapped = true }, "F Striker" })
  H.attack(h, "F Striker")
  eq(defenders(h), "F Wall", "without Brave: the tapped one (digest 7.1 step 4)")
end)

scenario("Brave, reading 'attack': a Brave attacker may choose an untapped enemy while another is tapped", function()
  local g = board({ HEADSTRONG }, { { "F Wall", tapped = true }, "F Striker" }, nil, "brave_reading=attack")
  H.attack(g, HEADSTRONG)
  eq(defenders(g), "F Striker,F Wall", "either enemy")
end)

scenario("Brave from an Upgrade: Bravery (Brave), Point Position (HOST HAS Brave while_tapped)", function()
  local g = board({ "F Striker" }, { { "F Wall", tapped = true }, { "F Striker", upgrades = { "Bravery" } } })
  H.attack(g, "F Striker")
  eq(defenders(g), "F Striker", "Bravery's host")
  local h = board({ "F Striker" }, { { "F Wall", tapped = true }, { "F Striker", tapped = true, upgrades = { "Point Position" } } })
  H.attack(h, "F Striker")
  eq(defenders(h), "F Striker", "tapped: Brave")
  local k = board({ "F Striker" }, { { "F Wall", tapped = true }, { "F Striker", upgrades = { "Point Position" } } })
  H.attack(k, "F Striker")
  eq(defenders(k), "F Wall", "untapped: not Brave")
end)

scenario("Enemies CANNOT use Brave: Battlefield Scan (the turn), Private Dazzlestrike (while in play), Spy Satellite Uplink (against its host)", function()
  local g = board({ "F Striker" }, { { "F Wall", tapped = true }, HEADSTRONG }, { p1 = { hand = { "Battlefield Scan" } } })
  g:act("play Battlefield Scan")
  H.attack(g, "F Striker")
  eq(defenders(g), "F Wall", "Battlefield Scan: Headstrong's Brave is off")
  local h = board({ "F Striker", "Private Dazzlestrike - Ground Command, Artillery" }, { { "F Wall", tapped = true }, HEADSTRONG })
  H.attack(h, "F Striker")
  eq(defenders(h), "F Wall", "Dazzlestrike")
  local k = board({ { "F Striker", upgrades = { "Spy Satellite Uplink" } } },
                  { { "F Wall", tapped = true, kw = { Stealth = 1 } }, HEADSTRONG, { "F Omega", tapped = true } })
  H.attack(k, "F Striker")
  eq(defenders(k), "F Omega,F Wall", "Spy Satellite Uplink: no Brave, no Stealth against its host")
end)

scenario("Step Forward: revealed after the opponent chooses an attacker, own:Autobots += Brave [EOB]", function()
  local g = board({ { "F Striker", atk = 5 } }, { { "F Wall", tapped = true }, "F Striker" }, { p2 = { secret = { "Step Forward" } } })
  g:act("end main phase")
  g:act("F Striker")
  eq(H.count_log(g, "p2 reveals Step Forward"), 1, "revealed at A3")
  eq(defenders(g), "F Striker", "p2's Autobot F Striker must be attacked")
end)

scenario("Bounty (Detritus: BOUNTY => repair 3 <- SELF): triggers when its attack damage KOs the defender", function()
  local g = board({ { DETRITUS, mode = 2, dmg = 4 } }, { { "F Wall", dmg = 8 }, { "F Striker", tapped = true } })
  H.attack(g, DETRITUS, "F Striker")
  eq(H.count_log(g, DETRITUS .. "'s ability resolves"), 0, "no KO: no Bounty")
  local h = board({ { DETRITUS, mode = 2, dmg = 4 } }, { { "F Wall", dmg = 8, tapped = true }, "F Striker" })
  H.attack(h, DETRITUS, "F Wall")
  eq(H.names(h, "ko", 2)[1], "F Wall", "KO'd by attack damage")
  eq(H.dmg(h, 1, DETRITUS), 1, "repaired 3")
end)

scenario("Bounty: a KO by non-attack damage does not trigger it", function()
  local g = board({ { DETRITUS, mode = 2, dmg = 4 } }, { { "F Wall", dmg = 8 }, "F Striker" })
  g:edit("g:use(T.char(g, 1, 'Detritus - Arms Dealer'), 1, function(c) c:damage(T.char(g, 2, 'F Wall'), 5) end) return true")
  eq(H.names(g, "ko", 2)[1], "F Wall", "KO'd")
  eq(H.dmg(g, 1, DETRITUS), 4, "no repair")
end)

scenario("Cards under a character: Lockdown has ATK+2 per card under it; they are scrapped when it is KO'd", function()
  local g = board({ { LOCKDOWN, under = { "F Blank", "F Blank" } }, "F Striker" }, { "F Wall" })
  eq(H.get(g, "TC.attack(g, T.char(g, 1, %q))", LOCKDOWN), 9, "5 + 2 x 2")
  g:edit("TC.place_damage(g, T.char(g, 1, 'Lockdown - Bounty Hunter'), 20, false) return true")
  eq(H.size(g, "under", 1), 0, "nothing left under it")
  eq(H.size(g, "scrap", 1), 2, "both scrapped")
end)

scenario("Lockdown's Bounty puts the bottom card of its deck under it", function()
  local g = board({ { LOCKDOWN, mode = 2 } }, { { "F Wall", dmg = 9, tapped = true }, "F Striker" })
  H.attack(g, LOCKDOWN, "F Wall")
  eq(H.size(g, "under", 1), 1, "one card under it")
  eq(H.get(g, "TC.attack(g, T.char(g, 1, %q))", LOCKDOWN), 6, "4 + 2")
end)

scenario("EVT.SCRAP: an Upgrade scrapped from Wingspan (bot) goes under it; its alt mode has DEF+1 per card under it", function()
  local g = board({ { WINGSPAN, mode = 2, upgrades = { "F Upgrade" } } }, { "F Wall" })
  g:edit("g:use(T.char(g, 2, 'F Wall'), 2, function(c) c:scrap_enemy_upgrade() end) return true")
  g:act("flip " .. WINGSPAN .. " to alt")
  eq(H.size(g, "under", 1), 1, "the scrapped Upgrade is under Wingspan")
  eq(H.size(g, "scrap", 1), 0, "not in the scrap pile")
  eq(H.get(g, "TC.defense(g, T.char(g, 1, %q))", WINGSPAN), 3, "2 + 1")
end)

scenario("EVT.REVEAL: a Secret Action revealed, and the top card Anticipation Engine reveals, raise 'reveal'", function()
  local g = board({ { "F Striker", atk = 5, upgrades = { "Anticipation Engine" } } }, { "F Reveal Watcher" },
                  { p2 = { secret = { "Hull Down" } } })
  H.attack(g, "F Striker", "F Reveal Watcher")
  for _ = 1, 5 do if g:prompt():match("^Order triggers") or g:prompt():match("^Play the revealed") then g:act(1) end end
  local seen = H.get(g, "g:gget('revealed')") or ""
  ok(seen:find("Hull Down;", 1, true), "the Secret Action: " .. seen)
  ok(seen:find("F Blank;", 1, true), "the top card Anticipation Engine revealed: " .. seen)
end)

scenario("Secret Action revealed after the opponent chooses an attacker (Hiding Spot: own_char += Stealth)", function()
  local g = board({ { "F Striker", atk = 5 } }, { "F Wall", "F Omega" }, { p2 = { secret = { "Hiding Spot" } } })
  g:act("end main phase")
  g:act("F Striker")
  eq(H.count_log(g, "p2 reveals Hiding Spot"), 1, "revealed at A3")
  g:act("F Wall")                                -- p2 chooses which of its characters gets Stealth
  eq(H.get(g, "TC.kw(g, T.char(g, 2, 'F Wall'), 'Stealth')"), 1, "F Wall has Stealth")
  eq(defenders(g), "F Omega", "so F Omega must defend")
end)

scenario("Secret Action revealed when a character in bot mode defends (Swerve: FLIP character ->alt)", function()
  local g = board({ { "F Striker", atk = 5 } }, { { "F Wall", mode = 2 } }, { p2 = { secret = { "Swerve" } } })
  H.attack(g, "F Striker", "F Wall")
  eq(H.count_log(g, "p2 reveals Swerve"), 1, "revealed")
  eq(H.get(g, "TC.mode_name(g, T.char(g, 2, 'F Wall'))"), "alt", "the defender flipped to alt")
  local h = board({ { "F Striker", atk = 5 } }, { "F Wall" }, { p2 = { secret = { "Swerve" } } })
  H.attack(h, "F Striker", "F Wall")
  eq(H.count_log(h, "p2 reveals Swerve"), 0, "an alt-mode defender does not reveal it")
end)

-- Characters that begin the game under another (the data's notes: "begins the game under
-- Metroplex (per Metroplex text)"): Metroplex's START_UNDER and its flip's deploy.
local METROPLEX = "Metroplex - Autobot City"

scenario("START_UNDER: Metroplex's three characters begin the game under it, outside the team's stars", function()
  local list = "1 " .. METROPLEX .. ";" .. ("3 Zap;3 Brainstorm;3 Data Pad;3 Medic!;3 Pep Talk;3 Rapid Conversion;3 Armored Plating;" ..
               "3 Body Armor;3 Brass Knuckles;3 Combat Dagger;3 Energon Axe;3 Flamethrower;3 Handheld Blaster;3 Steady Shot")
  local g = game{ seed = 1, options = "first=1,deck1=" .. list .. ",deck2=decepticons" }
  eq(H.size(g, "under", 1), 3, "three cards under Metroplex")
  eq(H.size(g, "battlefield", 1), 1, "Metroplex alone on the battlefield")
  local e = g:get(string.format("select(3, TC.validate(g, DeckFile.parse(%q, 'd'), 'd', 99))",
                                "1 " .. METROPLEX .. "\n1 Scamper - City Patrol\n" .. list:gsub("^[^;]*;", ""):gsub(";", "\n")))
  ok(e[1] and e[1]:match("d:2: 'Scamper %- City Patrol' begins the game under 'Metroplex %- Autobot City'"), tostring(e[1]))
end)

scenario("Deploy: Metroplex's flip deploys one of them (Slammer: ON(deploy SELF from under Metroplex) => dmg 1 -> each_enemy)", function()
  local g = board({ { METROPLEX, mode = 2, under = { "Slammer - Combat Drone", "Scamper - City Patrol" } } }, { "F Wall", "F Striker" })
  g:act("flip " .. METROPLEX .. " to alt")
  g:act("Slammer")
  eq(H.size(g, "battlefield", 1), 2, "Slammer deployed")
  eq(H.dmg(g, 2, "F Wall") + H.dmg(g, 2, "F Striker"), 2, "1 damage to each enemy")
  eq(H.get(g, "TC.kw(g, T.char(g, 1, %q), 'Bold')", METROPLEX), 1, "Slammer: Metroplex HAS Bold(1)")
end)

scenario("Option brave_reading: a value other than guard or attack is refused, naming the option", function()
  local okk, err = pcall(game, { seed = 1, options = "brave_reading=bogus" })
  ok(not okk and tostring(err):match("option brave_reading: 'bogus' is none of 'guard', 'attack'"), tostring(err))
end)

scenario("ON(SELF scrapped from character): Indestructible Sword returns to the hand, Reactive Armor scraps an enemy Armor -- from the scrap pile", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", upgrades = { "Indestructible Sword", "Reactive Armor" } }, "F Omega" }, deck = H.list(8, "F Blank") },
                       p2 = { chars = { { "F Wall", upgrades = { "F Upgrade" } } }, deck = H.list(8, "F Blank") } }
  g:edit("TC.place_damage(g, T.char(g, 1, 'F Striker'), 20, false) return true")
  local function first() return g:options()[1] or "" end
  while first():match("^Reactive Armor") or first():match("^Indestructible") do g:act(first()) end  -- trigger order
  eq(H.names(g, "hand", 1)[1], "Indestructible Sword", "the Sword, scrapped with its KO'd character, returns to the hand")
  eq(H.size(g, "upgrades", 2), 0, "Reactive Armor scrapped the enemy Armor")
  eq(H.names(g, "scrap", 2)[1], "F Upgrade", "into its owner's scrap pile")
end)

scenario("ON(SELF scrapped from character): a Weapon replaced in its slot is scrapped too (Indestructible Sword)", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", upgrades = { "Indestructible Sword" } } }, hand = { "F Bold Weapon" } },
                       p2 = { chars = { "F Wall" } } }
  g:act("play F Bold Weapon on F Striker")
  eq(H.names(g, "hand", 1)[1], "Indestructible Sword", "replaced, scrapped, back in the hand")
end)
