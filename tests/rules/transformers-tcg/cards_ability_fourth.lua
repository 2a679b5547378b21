-- The fourth generator round (gen_tcg_more.py): a battle card's star cost (the data's stars
-- column, now on every battle card), read by "card HAS exactly n stars" and "ON(PLAY BC HAS
-- exactly n stars)".  Each scenario names the card and the notation it runs.
local H = require "lib.tcg"

local NEEDLENOSE = "Raider Needlenose - Air Force, Soldier"

scenario("Raider Needlenose (bot): ON(PLAY BC HAS exactly 1 stars) => dmg 1 -> enemy", function()
  local function play(card, onto)
    local g = H.at_main{ p1 = { chars = { { NEEDLENOSE, mode = 2 }, "F Wall" }, hand = { card } },
                         p2 = { chars = { "F Striker" } } }
    g:act("play " .. card .. " on " .. onto)
    return H.dmg(g, 2, "F Striker")
  end
  eq(play("Blast Suit", NEEDLENOSE), 1, "a 1-star card: 1 damage to the enemy")
  eq(play("Blast Suit", "F Wall"), 1, "onto another character too")
  eq(play("Force Field", "F Wall"), 0, "a 0-star card: no damage")
end)

scenario("Raider Needlenose (bot): the opponent's 1-star card does not count (PLAY: you play it)", function()
  local g = H.at_main{ active = 2, p1 = { chars = { { NEEDLENOSE, mode = 2 } } },
                       p2 = { chars = { "F Striker" }, hand = { "Blast Suit" } } }
  g:act("play Blast Suit on F Striker")
  eq(H.dmg(g, 2, "F Striker"), 0, "no damage")
  eq(H.dmg(g, 1, NEEDLENOSE), 0, "and none to Needlenose")
end)

scenario("Raider Needlenose (alt): ON(flip_to_mode) => RETURN card HAS exactly 1 stars <-own_scrap ->own_hand", function()
  local g = H.at_main{ p1 = { chars = { { NEEDLENOSE, mode = 2 } }, hand = {}, scrap = { "Force Field", "Blast Suit" } },
                       p2 = { chars = { "F Striker" } } }
  g:act("flip " .. NEEDLENOSE .. " to alt")
  eq(table.concat(H.names(g, "hand", 1), ","), "Blast Suit", "the 1-star card comes back (the only one: no choice)")
  eq(table.concat(H.names(g, "scrap", 1), ","), "Force Field", "the 0-star card stays")
end)

local MUDFLAP = "Mudflap - Hired Muscle"

scenario("Mudflap (bot): ON(SELF KOs_enemy_by_attack) => use BOUNTY ; BOUNTY => REVEAL own_deck.top(1) ; OPT PLAY IT", function()
  local function ko(answer)
    local g = H.at_main{ p1 = { chars = { { MUDFLAP, mode = 2 } }, hand = {}, deck = H.list(8, "F Draw Action") },
                         p2 = { chars = { { "F Wall", dmg = 8, tapped = true }, "F Striker" }, deck = H.list(8, "F Blank") } }
    H.attack(g, MUDFLAP, "F Wall")
    eq(H.names(g, "ko", 2)[1], "F Wall", "KO'd by Mudflap's attack damage")
    ok(H.count_log(g, "p1 reveals F Draw Action") >= 1, "the top card is revealed")
    g:act(answer)
    return g
  end
  eq(H.size(ko("yes"), "hand", 1), 2, "played: F Draw Action draws 2")
  eq(H.size(ko("no"), "hand", 1), 0, "not played: nothing drawn")
end)

scenario("Mudflap (bot): no KO, no Bounty -- nothing revealed", function()
  local g = H.at_main{ p1 = { chars = { { MUDFLAP, mode = 2 } }, hand = {}, deck = H.list(8, "F Draw Action") },
                       p2 = { chars = { { "F Wall", tapped = true }, "F Striker" }, deck = H.list(8, "F Blank") } }
  H.attack(g, MUDFLAP, "F Wall")
  eq(H.size(g, "ko", 2), 0, "no KO")
  eq(H.count_log(g, "p1 reveals"), 0, "nothing revealed")
end)
