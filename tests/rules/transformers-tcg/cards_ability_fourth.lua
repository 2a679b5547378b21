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

-- More Guns (a Stratagem): "ONCE_PER_GAME ON(own:Weaponizers in Upgrade mode PUT @own_KO) => RETURN IT
-- ->bf upgrading own_char ; FLIP SELF".  Sergeant Six-Gun KO'd puts its two upgrade sides on F Striker;
-- F Striker KO'd sends them to the KO area: the first comes back onto F Wall, once.
local SIXGUN = "Sergeant Six-Gun"
local function more_guns_board(with)
  local chars = { { SIXGUN, tapped = true }, "F Striker", "F Wall" }
  if with then chars[#chars + 1] = "More Guns" end
  local g = H.at_main{ active = 2, p1 = { chars = chars, deck = H.list(8, "F Blank") },
                       p2 = { chars = { { "F Omega", atk = 20 } }, deck = H.list(8, "F Blank") } }
  H.attack(g, "F Omega", SIXGUN)                              -- KO'd by the attack
  g:act("F Striker")                                          -- its upgrade sides go on F Striker
  eq(H.get(g, "#TC.upgrades_of(g, T.char(g, 1, 'F Striker'))"), 2, "Six-Gun's two sides on F Striker")
  g:edit("TC.place_damage(g, T.char(g, 1, 'F Striker'), 10, false) return true")
  return g
end
scenario("More Guns: a Weaponizer's upgrade side put into the KO area returns onto your character, once per game", function()
  local g = more_guns_board(true)
  eq(H.get(g, "#TC.upgrades_of(g, T.char(g, 1, 'F Wall'))"), 1, "one side came back onto F Wall")
  eq(H.size(g, "ko", 1), 2, "F Striker and the other side stay KO'd")
  eq(H.get(g, "g:cget(g:cards(TC.z(g, 'stratagems', 1))[1], 'used')"), true, "More Guns is used (face down)")
  eq(H.count_log(g, "flips More Guns face down"), 1, "once")
end)
scenario("More Guns: without it both sides stay in the KO area", function()
  local g = more_guns_board(false)
  eq(H.size(g, "upgrades", 1), 0, "nothing came back")
  eq(H.size(g, "ko", 1), 3, "Six-Gun's two cards and F Striker")
end)
