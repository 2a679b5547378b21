-- Extra attacks (scripts/transformers-tcg/extra.lua): an attack a card grants after an attack,
-- before P2 would end the turn (digest 8: P2 ends the turn while the defending player has an
-- untapped character).  Blurr untaps and attacks an untapped enemy; Pincer Movement lets another
-- Decepticon attack the same enemy.  Each scenario names the card, sets up the state, acts, and
-- checks who attacks whom.
local H = require "lib.tcg"

local function blanks() return H.list(12, "F Blank") end
local BLURR = "Blurr - Fastest Bot in the Galaxy"
local function pick(g, prompt, name)
  eq(g:prompt(), prompt, "asked: " .. prompt)
  g:act(name)
end

scenario("Blurr (alt): ON(SELF does ATK_dmg -> tapped enemy while there's >= one untapped enemy) => SELF untaps & attacks untapped enemy", function()
  local g = H.at_main{ p1 = { chars = { { BLURR, mode = 1, atk = 5 } }, deck = blanks() },
                       p2 = { chars = { { "F Wall", tapped = true }, "F Striker" }, deck = blanks() } }
  H.attack(g, BLURR, "F Wall")
  ok(H.dmg(g, 2, "F Wall") > 0, "the tapped F Wall took attack damage")
  eq(H.count_log(g, BLURR .. " untaps"), 1, "Blurr untaps")
  eq(H.count_log(g, "p1 has an extra attack"), 1, "an extra attack")
  if g:prompt() == "Choose an attacker" then g:act(BLURR) end
  eq(H.defenders(g), "F Striker", "only the untapped enemy may defend")
  g:act("F Striker")
  ok(H.dmg(g, 2, "F Striker") > 0, "Blurr's second attack hits F Striker")
  eq(H.count_log(g, "Blurr - Fastest Bot in the Galaxy attacks"), 2, "two attacks")
end)

scenario("Blurr: no untapped enemy left, or no damage: no extra attack (P2 ends the turn)", function()
  local g = H.at_main{ p1 = { chars = { { BLURR, mode = 1, atk = 5 } }, deck = blanks() },
                       p2 = { chars = { { "F Wall", tapped = true } }, deck = blanks() } }
  H.attack(g, BLURR, "F Wall")
  eq(H.count_log(g, BLURR .. " untaps"), 0, "every enemy tapped: no trigger")
  g = H.at_main{ p1 = { chars = { { BLURR, mode = 1, atk = -3 } }, deck = blanks() },
                 p2 = { chars = { { "F Wall", tapped = true }, "F Striker" }, deck = blanks() } }
  H.attack(g, BLURR, "F Wall")
  eq(H.dmg(g, 2, "F Wall"), 0, "no damage")
  eq(H.count_log(g, BLURR .. " untaps"), 0, "no damage: no trigger")
  eq(H.count_log(g, "attacks"), 1, "one attack; P2 ends the turn")
end)

local BLITZ = "Blitzwing - Relentless Foe"
scenario("Pincer Movement: ON(own:Decepticons attacks enemy [turn]) => EXTRA_ATTACK[turn], but own_other:Decepticons against same enemy", function()
  local g = H.at_main{ p1 = { chars = { { "F Wall", atk = 4 }, BLITZ, "F Striker" }, hand = { "Pincer Movement" }, deck = blanks() },
                       p2 = { chars = { { "F Striker", tapped = true }, "Tracks - Autobot Warrior" }, deck = blanks() } }
  g:act("play Pincer Movement")
  H.attack(g, "F Wall", "F Striker")
  eq(H.count_log(g, "p1 has an extra attack"), 1, "a Decepticon attacked: an extra attack")
  local o = {}
  for _, x in ipairs(g:options()) do o[#o + 1] = x:match("^(.-) %(") or x end
  eq(table.concat(o, ","), BLITZ, "only another untapped Decepticon may attack (not F Striker, an Autobot)")
  g:act(BLITZ)
  eq(H.defenders(g), "F Striker", "against the same enemy (Tracks is untapped but not it)")
  g:act("F Striker")
  eq(H.count_log(g, BLITZ .. " attacks"), 1, "Blitzwing attacks")
  eq(H.count_log(g, "p1 has an extra attack"), 1, "no other untapped Decepticon: no third attack")
end)

scenario("Pincer Movement: without it, P2 ends the turn after the first attack", function()
  local g = H.at_main{ p1 = { chars = { { "F Wall", atk = 4 }, BLITZ }, deck = blanks() },
                       p2 = { chars = { { "F Striker", tapped = true }, "Tracks - Autobot Warrior" }, deck = blanks() } }
  H.attack(g, "F Wall", "F Striker")
  eq(H.count_log(g, "attacks"), 1, "one attack")
  eq(H.count_log(g, "p1 has an extra attack"), 0, "no extra attack")
end)
