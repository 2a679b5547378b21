-- Round 7, second half (scripts/transformers-tcg/redirect.lua; tests/tools/gen_tcg_round7b.py),
-- played out: attack damage redirected to another character (Omega Supreme - Autobot Defense
-- Base) and a trigger's continuation (Private Firedrive's upgrade side).  Each scenario names
-- the card and its text, sets up the state, acts, and checks the effect.
local H = require "lib.tcg"

local function blanks(n) return H.list(n or 8, "F Blank") end
local OMEGA = "Omega Supreme - Autobot Defense Base"

-- p1's F Wall (ATK atk) attacks p2's target; p2 has Omega Supreme (in mode) and F Striker.
local function omega_game(atk, mode, target)
  local g = H.at_main{ p1 = { chars = { { "F Wall", atk = atk } }, deck = blanks() },
                       p2 = { chars = { { OMEGA, mode = mode }, "F Striker" }, deck = blanks() } }
  H.attack(g, "F Wall", target or "F Striker")
  return g
end

scenario("Omega Supreme (bot): IF(own_other_char take 2 or_more ATK_dmg) => INSTEAD OPT HAS SELF take 2 damage & other character take rest", function()
  local g = omega_game(5, 2)
  eq(table.concat(g:options(), ","), "yes,no", "p2 is asked whether Omega Supreme takes 2")
  g:act("yes")
  eq(H.dmg(g, 2, OMEGA), 2, "Omega Supreme takes 2")
  eq(H.dmg(g, 2, "F Striker"), 3, "the defender takes the rest")
  eq(H.count_log(g, "takes 2 of F Striker's attack damage instead"), 1, "the log says so")
end)

scenario("Omega Supreme (bot): the redirection is optional", function()
  local g = omega_game(5, 2)
  g:act("no")
  eq(H.dmg(g, 2, OMEGA), 0, "declined: Omega Supreme takes nothing")
  eq(H.dmg(g, 2, "F Striker"), 5, "the defender takes all 5")
end)

scenario("Omega Supreme (bot): less than 2 attack damage is not redirected", function()
  local g = omega_game(1, 2)
  eq(H.dmg(g, 2, "F Striker"), 1, "1 damage: taken by the defender, no question asked")
  eq(H.dmg(g, 2, OMEGA), 0, "Omega Supreme takes none")
end)

scenario("Omega Supreme: not its own damage, and not in alt mode", function()
  local g = omega_game(5, 2, "Omega Supreme")
  eq(H.dmg(g, 2, OMEGA), 5 - 1, "attacked itself (DEF 1): it takes the damage, no redirection")
  g = omega_game(5, 1)
  eq(H.dmg(g, 2, "F Striker"), 5, "in alt mode the clause is not in play")
  eq(H.dmg(g, 2, OMEGA), 0, "and Omega Supreme takes nothing")
end)

-- Private Firedrive as the Upgrade of F Striker (flipped onto it, the turn's flip budget restored).
local function firedrive_attack(picks)
  local name = "Private Firedrive - Ground Command, Artillery"
  local g = H.at_main{ p1 = { chars = { name, "F Striker" }, hand = { "F Action X", "F Upgrade", "F Blank" }, deck = blanks() },
                       p2 = { chars = { "F Wall" }, deck = blanks() } }
  g:act("flip " .. name .. " to Duo-Charge Electrostatic Photon Cannon on F Striker")
  g:edit("g:pset(1, 'm_flip', nil) return true")
  H.attack(g, "F Striker", "F Wall")
  for _, p in ipairs(picks) do g:act(p) end
  g:act("done")
  return g
end

scenario("Private Firedrive (Duo-Charge Electrostatic Photon Cannon): ON(host_attacks) => SCRAP any# cards <-own_hand ; PER one scrapped SELF way, HOST += ATK+1 [EOT]", function()
  local g = firedrive_attack({ "F Action X", "F Blank" })
  eq(table.concat(H.names(g, "hand", 1), ","), "F Upgrade", "the two picked are scrapped")
  eq(H.dmg(g, 2, "F Wall"), 0 + 3 + 2, "the host's ATK: 0 printed, +3 the Upgrade, +1 per card scrapped")
  g = firedrive_attack({})
  eq(H.size(g, "hand", 1), 3, "none scrapped")
  eq(H.dmg(g, 2, "F Wall"), 0 + 3, "no bonus")
end)

-- Skywarp - Teleporting Seeker ------------------------------------------------------------------

local SKYWARP = "Skywarp - Teleporting Seeker"
local function atk(g, p, name) return H.get(g, "TC.attack(g, T.char(g, %d, %q))", p, name) end
local function def(g, p, name) return H.get(g, "TC.defense(g, T.char(g, %d, %q))", p, name) end

scenario("Skywarp (bot): ONCE_PER_TURN ON(PLAY or FLIP BC HAS no icon) => SELF += ATK+3 & DEF+3 [EOT] -- a play", function()
  local g = H.at_main{ p1 = { chars = { { SKYWARP, mode = 2 } }, hand = { "F Green" }, deck = blanks() },
                       p2 = { chars = { "F Wall" }, deck = blanks() } }
  g:act("play F Green")
  eq(atk(g, 1, SKYWARP), 3, "an Action with an icon: printed ATK 3")
  g = H.at_main{ p1 = { chars = { { SKYWARP, mode = 2 } }, hand = { "F Action X", "F Upgrade" }, deck = blanks() },
                 p2 = { chars = { "F Wall" }, deck = blanks() } }
  g:act("play F Action X")
  eq(atk(g, 1, SKYWARP), 3 + 3, "an Action with no icon: ATK+3")
  eq(def(g, 1, SKYWARP), 0 + 3, "and DEF+3")
  g:act("play F Upgrade on " .. SKYWARP)
  eq(atk(g, 1, SKYWARP), 3 + 3, "once per turn: an Upgrade with no icon then adds nothing")
end)

scenario("Skywarp (bot): ONCE_PER_TURN ON(PLAY or FLIP BC HAS no icon) -- a battle flip, and only in bot mode", function()
  local function attack(mode)
    local g = H.at_main{ p1 = { chars = { { SKYWARP, mode = mode } }, deck = blanks() },
                         p2 = { chars = { "F Wall" }, deck = blanks() } }
    H.attack(g, "Skywarp", "F Wall")
    return g
  end
  local g = attack(2)
  eq(H.dmg(g, 2, "F Wall"), 3 + 3, "blank cards flipped in its attack: ATK 3 + 3, once however many")
  g = attack(1)
  eq(H.dmg(g, 2, "F Wall"), 4, "alt mode (ATK 4): the clause is the bot side's")
end)

scenario("Skywarp (bot): the once-a-turn use ends with the turn", function()
  local g = H.at_main{ p1 = { chars = { { SKYWARP, mode = 2 } }, hand = { "F Action X" }, deck = blanks() },
                       p2 = { chars = { "F Wall" }, deck = blanks() } }
  g:act("play F Action X")
  eq(H.cval(g, 1, SKYWARP, "once_t"), 1, "used this turn")
  g:act("end main phase")
  while g:turn() == 3 and not g:over() do g:act(g:options()[1]) end
  eq(H.cval(g, 1, SKYWARP, "once_t"), nil, "the next turn it may wake again")
end)

-- Revenge (a Stratagem) -------------------------------------------------------------------------

scenario("Revenge: \"Megatron, Fallen Hero\" Bold(scaled by own dmg_ctr: 1-5=>1, 6-10=>2, 11+=>3)", function()
  local M = "Megatron - Fallen Hero"
  local function bold(dmg, name)
    local g = H.at_main{ p1 = { chars = { { M, dmg = dmg }, { "F Striker", dmg = dmg }, "Revenge" }, deck = blanks() },
                         p2 = { chars = { "F Wall" }, deck = blanks() } }
    return H.get(g, "TC.kw(g, T.char(g, 1, %q), 'Bold')", name or M)
  end
  eq(bold(0), 0, "no damage counters: no Bold")
  eq(bold(1), 1, "1 counter: Bold 1")
  eq(bold(5), 1, "5: Bold 1")
  eq(bold(6), 2, "6: Bold 2")
  eq(bold(10), 2, "10: Bold 2")
  eq(bold(11), 3, "11: Bold 3")
  eq(bold(6, "F Striker"), 0, "another character: nothing")
  local g = H.at_main{ p1 = { chars = { { M, dmg = 6 } } }, p2 = { chars = { "F Wall" } } }
  eq(H.get(g, "TC.kw(g, T.char(g, 1, %q), 'Bold')", M), 0, "without Revenge on the team: nothing")
end)

-- Skywarp - Sneaky Prankster ---------------------------------------------------------------------

-- p1's F Wall (ATK 8) attacks p2's Skywarp (bot, DEF 2); p2's deck has deck2 on top.
local PRANKSTER = "Skywarp - Sneaky Prankster"
local function prankster_defends(deck2)
  local g = H.at_main{ p1 = { chars = { { "F Wall", atk = 8 } }, deck = blanks() },
                       p2 = { chars = { { PRANKSTER, mode = 2 }, "F Striker" }, deck = deck2 } }
  H.attack(g, "F Wall", "Skywarp")
  return g
end

scenario("Skywarp - Sneaky Prankster (bot): ON(self_defends & flipped>={WH}) => OPT CHOOSE own_other_char ; => if_done: damage from SELF attack done -> character INSTEAD", function()
  local deck2 = { "F White", "F Blank", "F Blank", "F Blank", "F Blank", "F Blank" }
  local g = prankster_defends(deck2)
  g:act("none")
  local taken = H.dmg(g, 2, PRANKSTER)
  ok(taken > 0, "declined: Skywarp takes the attack's damage (" .. taken .. ")")
  g = prankster_defends(deck2)
  g:act("F Striker")
  eq(H.dmg(g, 2, PRANKSTER), 0, "chosen: Skywarp takes none")
  eq(H.dmg(g, 2, "F Striker"), taken, "the other character takes the same damage instead")
  eq(H.count_log(g, "F Striker takes the attack's"), 1, "the log says so")
end)

scenario("Skywarp - Sneaky Prankster (bot): no white icon flipped, no redirection", function()
  local g = prankster_defends(blanks())
  eq(H.dmg(g, 2, PRANKSTER), 8 - 2, "Skywarp takes ATK 8 - DEF 2")
  eq(H.dmg(g, 2, "F Striker"), 0, "the other character nothing")
end)
