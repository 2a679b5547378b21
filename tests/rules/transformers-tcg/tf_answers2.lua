-- Secret Actions that replace ("INSTEAD") a draw, non-attack damage or a
-- scrap from hand, and Mining Pick's card put from hand on the deck
-- (scripts/transformers-tcg/answers2.lua, written by
-- tests/tools/gen_tcg_round7a.py).  Each answer point is the moment the
-- thing would happen: a listener reveals the face-down card at once, and
-- its text says what happens instead.  Each scenario names the card, sets
-- up the state, acts, and checks what the text says.
local H = require "lib.tcg"

local function blanks(n) return H.list(n or 8, "F Blank") end

scenario("Hijack: SECRET_REVEAL_ON(OPP draw second card during turn) => IF OPP draw(1), draw(1) INSTEAD (F Draw Action: draw(2))", function()
  local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "F Draw Action" }, deck = blanks() },
                       p2 = { chars = { "F Wall" }, secret = { "Hijack" }, hand = {}, deck = blanks() } }
  g:act("play F Draw Action")
  eq(H.count_log(g, "p2 reveals Hijack"), 1, "p1's second card of the turn reveals Hijack")
  eq(H.size(g, "hand", 1), 1, "p1 draws only one of the two")
  eq(H.size(g, "hand", 2), 1, "p2 draws the other one, from p2's deck")
  eq(H.size(g, "deck", 2), 7, "p2's deck is one card smaller")
  eq(H.size(g, "secret", 2), 0, "Hijack left the face-down zone")
end)

scenario("Hijack: its owner's own draws are not answered (OPP draw)", function()
  local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "F Draw Action" }, secret = { "Hijack" }, deck = blanks() },
                       p2 = { chars = { "F Wall" }, deck = blanks() } }
  g:act("play F Draw Action")
  eq(H.count_log(g, "reveals Hijack"), 0, "no reveal")
  eq(H.size(g, "hand", 1), 2, "p1 draws both")
end)

scenario("Take Cover: SECRET_REVEAL_ON(characters take NA_dmg during OPP's turn) => INSTEAD characters CANNOT take NA_dmg [turn] (Bolt of Lightning)", function()
  local g = H.at_main{ p1 = { chars = { "F Zapper" }, hand = { "Bolt of Lightning" }, deck = blanks() },
                       p2 = { chars = { "F Wall" }, secret = { "Take Cover" }, deck = blanks() } }
  g:act("play Bolt of Lightning")
  eq(H.count_log(g, "p2 reveals Take Cover"), 1, "Bolt of Lightning's damage reveals Take Cover")
  eq(H.dmg(g, 2, "F Wall"), 0, "F Wall takes none of the 3")
  H.attack(g, "F Zapper", "F Wall")
  ok(H.count_log(g, "F Wall takes no non-attack damage this turn") >= 2, "F Zapper's 'dmg 1 -> DEFENDER' later this turn: none either")
end)

scenario("Take Cover: non-attack damage during its owner's own turn is not answered", function()
  local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Bolt of Lightning" }, secret = { "Take Cover" }, deck = blanks() },
                       p2 = { chars = { "F Wall" }, deck = blanks() } }
  g:act("play Bolt of Lightning")
  eq(H.count_log(g, "reveals Take Cover"), 0, "no reveal on p1's turn")
  eq(H.dmg(g, 2, "F Wall"), 3, "F Wall takes 3")
end)

scenario("Take Cover: attack damage is not answered (F Striker attacks F Wall)", function()
  local g = H.at_main{ p1 = { chars = { "F Striker" }, deck = blanks() },
                       p2 = { chars = { "F Wall" }, secret = { "Take Cover" }, deck = blanks() } }
  H.attack(g, "F Striker", "F Wall")
  eq(H.count_log(g, "reveals Take Cover"), 0, "attack damage does not reveal it")
end)

local S = "Major Shockwave - Applied Sciences, Scientist"     -- ON(flip_to_mode) => draw(1) ; OPP ... SCRAP IT
local function shockwave_flips(p2)
  local g = H.at_main{ p1 = { chars = { { S, mode = 2 } }, hand = {}, deck = blanks() }, p2 = p2 }
  g:act("flip " .. S .. " to alt")
  if g:prompt() and g:player() == 2 and H.has(g, "F Upgrade") then g:act("F Upgrade") end
  return g
end

scenario("Intrusion Countermeasures Software: SECRET_REVEAL_ON(opp_card cause -> SCRAP cards <-own_hand) => INSTEAD draw(2) (Major Shockwave)", function()
  local g = shockwave_flips{ chars = { "F Wall" }, hand = { "F Action X", "F Upgrade" },
                             secret = { "Intrusion Countermeasures Software" }, deck = blanks() }
  eq(H.count_log(g, "p2 reveals Intrusion Countermeasures Software"), 1, "Shockwave's scrap from p2's hand reveals it")
  eq(H.size(g, "scrap", 2), 0, "no card of p2's hand is scrapped")
  eq(H.count_log(g, "stays in p2's hand"), 1, "the scrap is replaced")
  eq(H.size(g, "hand", 2), 4, "p2 keeps both cards and draws 2")
end)

scenario("Intrusion Countermeasures Software: not revealed where Data Protection refuses the scrap", function()
  local g = shockwave_flips{ chars = { "Crankcase - Data Collector", "Data Protection" }, hand = { "F Action X", "F Upgrade" },
                             secret = { "Intrusion Countermeasures Software" }, deck = blanks() }
  eq(H.count_log(g, "reveals Intrusion Countermeasures Software"), 0, "nothing would be scrapped: no reveal")
  eq(H.size(g, "hand", 2), 2, "p2's hand keeps both cards")
end)

-- p2's F Wall (8 damage, F Upgrade on it) beside F Striker; p1's Bolt of Lightning KOs F Wall.
local function scavenged(answer)
  local g = H.at_main{ p1 = { chars = { "F Zapper" }, hand = { "Bolt of Lightning" }, deck = blanks() },
                       p2 = { chars = { { "F Wall", dmg = 8, upgrades = { "F Upgrade" } }, "F Striker" },
                              secret = { "Scavenge the Battlefield" }, deck = blanks() } }
  g:act("play Bolt of Lightning")
  if g:prompt() and g:player() == 1 and H.has(g, "F Wall") then g:act("F Wall") end
  if g:prompt() and g:player() == 2 then g:act(answer) end
  return g
end

scenario("Scavenge the Battlefield: SECRET_REVEAL_ON(own_char KOd) => INSTEAD scrapping character's Upgrades, OPT PUT any# them onto own_other_char", function()
  local g = scavenged("F Striker")
  eq(H.count_log(g, "p2 reveals Scavenge the Battlefield"), 1, "F Wall's KO reveals it")
  eq(H.get(g, "g:name(g:cget(g:cards(TC.z(g, 'upgrades', 2))[1], 'host'))"), "F Striker", "F Upgrade is put onto F Striker")
  eq(H.size(g, "ko", 2), 1, "only F Wall is in the KO area")
  eq(H.size(g, "scrap", 2), 0, "F Upgrade is not scrapped")
end)

scenario("Scavenge the Battlefield: an Upgrade its owner does not put is scrapped as a KO's Upgrades are (17.19)", function()
  local g = scavenged("none")
  eq(H.count_log(g, "p2 reveals Scavenge the Battlefield"), 1, "revealed")
  eq(H.names(g, "scrap", 2)[1], "F Upgrade", "F Upgrade goes to the scrap pile")
  eq(H.size(g, "upgrades", 2), 0, "nothing stays attached")
end)

scenario("Scavenge the Battlefield: a KO'd character without Upgrades does not reveal it (nothing to replace)", function()
  local g = H.at_main{ p1 = { chars = { "F Zapper" }, hand = { "Bolt of Lightning" }, deck = blanks() },
                       p2 = { chars = { { "F Wall", dmg = 8 } }, secret = { "Scavenge the Battlefield" }, deck = blanks() } }
  g:act("play Bolt of Lightning")
  eq(H.size(g, "ko", 2), 1, "F Wall is KO'd")
  eq(H.count_log(g, "reveals Scavenge the Battlefield"), 0, "not revealed")
end)

scenario("Coup: SECRET_REVEAL_ON(character KOd) => use BOUNTY(any own card @bf) (Detritus - Arms Dealer: repair 3 <- SELF)", function()
  local D = "Detritus - Arms Dealer"
  local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Bolt of Lightning" }, deck = blanks() },
                       p2 = { chars = { { "F Wall", dmg = 8 }, { D, mode = 2, dmg = 5 } }, secret = { "Coup" }, deck = blanks() } }
  g:act("play Bolt of Lightning")
  if g:prompt() and H.has(g, "F Wall") then g:act("F Wall") end
  eq(H.size(g, "ko", 2), 1, "Bolt of Lightning KOs F Wall")
  eq(H.count_log(g, "p2 reveals Coup"), 1, "a character KO'd reveals Coup (any character's KO)")
  eq(H.count_log(g, "p2 uses the Bounty of " .. D), 1, "p2 uses Detritus's Bounty")
  eq(H.dmg(g, 2, D), 2, "Detritus's Bounty (bot mode): repair 3 <- SELF (5 - 3)")
end)

scenario("Coup: a Bounty of the card's other mode is not used (Detritus in alt mode)", function()
  local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Bolt of Lightning" }, deck = blanks() },
                       p2 = { chars = { { "F Wall", dmg = 8 }, { "Detritus - Arms Dealer", mode = 1, dmg = 5 } }, secret = { "Coup" }, deck = blanks() } }
  g:act("play Bolt of Lightning")
  if g:prompt() and H.has(g, "F Wall") then g:act("F Wall") end
  eq(H.count_log(g, "p2 has no card with a Bounty"), 1, "no Bounty in alt mode")
  eq(H.dmg(g, 2, "Detritus - Arms Dealer"), 5, "nothing repaired")
end)

scenario("Coup: no card with a Bounty on its owner's battlefield: revealed, nothing happens", function()
  local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Bolt of Lightning" }, deck = blanks() },
                       p2 = { chars = { { "F Wall", dmg = 8 }, "F Striker" }, secret = { "Coup" }, deck = blanks() } }
  g:act("play Bolt of Lightning")
  if g:prompt() and H.has(g, "F Wall") then g:act("F Wall") end
  eq(H.count_log(g, "p2 reveals Coup"), 1, "revealed")
  eq(H.count_log(g, "p2 has no card with a Bounty"), 1, "no Bounty to use")
end)

scenario("Mining Pick: ON(PUT card <-own_hand ->own_deck.top) => HOST += ATK+1 [EOT] (its own Plan(2))", function()
  local function pick_attacks(planned)
    local g = H.at_main{ p1 = { chars = { { "F Striker", upgrades = { "Mining Pick" } } }, hand = { "F Blank", "F Blank" }, deck = blanks() },
                         p2 = { chars = { "F Wall" }, deck = blanks() } }
    H.attack(g, "F Striker", "F Wall")
    for _ = 1, planned do g:act("F Blank") end
    if planned < 2 then g:act("done") end
    return g
  end
  local g = pick_attacks(2)
  eq(H.count_log(g, "p1 plans 2"), 1, "Plan put both cards on the deck")
  eq(H.count_log(g, "=> HOST += ATK+1 [EOT]"), 2, "one trigger per card put")
  eq(H.count_log(g, "attack 3 vs defense 0"), 1, "F Striker (ATK 0) + Mining Pick's ATK+1 + 2")
  g = pick_attacks(0)
  eq(H.count_log(g, "=> HOST += ATK+1 [EOT]"), 0, "nothing put: no trigger")
  eq(H.count_log(g, "attack 1 vs defense 0"), 1, "F Striker + Mining Pick's ATK+1 only")
end)
