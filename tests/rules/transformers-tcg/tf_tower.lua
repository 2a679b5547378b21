-- The Constructicons' Tower (tower.lua): Scrapper puts the Tower tracker in its owner's KO area
-- at the start of the game with one height counter; "PUT height counter on Tower" adds one
-- (nothing without a Tower); Heavy Landing, Reclaim, Constructicon Enigma and Devastator read
-- the height.  Not in the digest: the card data's notation (docs/transformers-tcg.md, "The Tower").
local H = require "lib.tcg"

local SCRAPPER = "Scrapper - Constructicon Foreman"
local BONECRUSHER = "Bonecrusher - Demolitions"
local DEVASTATOR = "Devastator - Towering Warrior"
local function tower(g, p) return H.get(g, "TC.tower(g, %d)", p) end
local function blanks(n) return H.list(n or 8, "F Blank") end

scenario("Scrapper: ON start_of(game) => PUT Tower tracker @own_KO height counter on IT -- height 1; no Scrapper, no Tower", function()
  local g = H.at_main{ p1 = { chars = { SCRAPPER } }, p2 = { chars = { "F Wall" } } }
  eq(tower(g, 1), 1, "Scrapper's team starts with a Tower of height 1")
  eq(tower(g, 2), 0, "the other player has none")
  eq(H.get(g, "g:pget(2, 'tower')"), nil, "no Tower tracker at all")
end)

scenario("Bonecrusher (alt): ON(self_attacks) => OPT SCRAP card <-own_hand ; => if_done: PUT height counter on Tower", function()
  local g = H.at_main{ p1 = { chars = { SCRAPPER, BONECRUSHER }, hand = { "F Blank" }, deck = blanks() },
                       p2 = { chars = { "F Wall" }, deck = blanks() } }
  H.attack(g, "Bonecrusher", "F Wall")
  g:act("F Blank")
  eq(tower(g, 1), 2, "a card scrapped: one more height counter")
  eq(H.size(g, "hand", 1), 0, "the card left the hand")
  local h = H.at_main{ p1 = { chars = { SCRAPPER, BONECRUSHER }, hand = { "F Blank" }, deck = blanks() },
                       p2 = { chars = { "F Wall" }, deck = blanks() } }
  H.attack(h, "Bonecrusher", "F Wall")
  h:act("no")
  eq(tower(h, 1), 1, "declined: no counter")
end)

scenario("Builder's Tools: ON(host_attacks) => PUT height counter on Tower -- without a Tower tracker nothing happens", function()
  local g = H.at_main{ p1 = { chars = { SCRAPPER, { BONECRUSHER, upgrades = { "Builder's Tools" } } }, deck = blanks() },
                       p2 = { chars = { "F Wall" }, deck = blanks() } }
  H.attack(g, "Bonecrusher", "F Wall")
  g:act("Builder's Tools: ON(host_attacks) => PUT height counter on Tower")    -- order the two triggers
  eq(tower(g, 1), 2, "the host attacked (no card to scrap for Bonecrusher's own)")
  local h = H.at_main{ p1 = { chars = { { BONECRUSHER, upgrades = { "Builder's Tools" } } }, deck = blanks() },
                       p2 = { chars = { "F Wall" }, deck = blanks() } }
  H.attack(h, "Bonecrusher", "F Wall")
  h:act("Builder's Tools: ON(host_attacks) => PUT height counter on Tower")
  eq(H.get(h, "g:pget(1, 'tower')"), nil, "no Scrapper: no Tower")
  eq(H.count_log(h, "p1 has no Tower"), 1, "the log says why")
end)

scenario("Scrapper (bot): ON(SELF or own_other:Constructicons KOd while SELF @bf or @own_KO) => PUT height counter on Tower", function()
  local g = H.at_main{ p1 = { chars = { { SCRAPPER, mode = 2 }, { BONECRUSHER, tapped = true, dmg = 3 } }, tower = 1, deck = blanks() },
                       p2 = { chars = { { "F Striker", atk = 5 } }, hand = {}, deck = blanks() }, active = 2 }
  H.attack(g, "F Striker", "Bonecrusher")
  eq(H.names(g, "ko", 1)[1], BONECRUSHER, "Bonecrusher was KO'd")
  eq(tower(g, 1), 2, "another Constructicon KO'd while Scrapper is on the battlefield")
  local h = H.at_main{ p1 = { chars = { { SCRAPPER, mode = 2, tapped = true, dmg = 6 }, "F Wall" }, tower = 1, deck = blanks() },
                       p2 = { chars = { { "F Striker", atk = 5 } }, deck = blanks() }, active = 2 }
  H.attack(h, "F Striker", "Scrapper")
  eq(H.names(h, "ko", 1)[1], SCRAPPER, "Scrapper was KO'd")
  eq(tower(h, 1), 2, "Scrapper itself KO'd: a counter")
  local k = H.at_main{ p1 = { chars = { { SCRAPPER, mode = 2 }, { "F Wall", tapped = true, dmg = 9 } }, tower = 1, deck = blanks() },
                       p2 = { chars = { { "F Striker", atk = 5 } }, deck = blanks() }, active = 2 }
  H.attack(k, "F Striker", "F Wall")
  eq(tower(k, 1), 1, "a character that is no Constructicon: none")
end)

scenario("Heavy Landing: dmg 1 -> enemy ; IF Tower 6 or higher, dmg 3 -> enemy INSTEAD", function()
  local g = H.at_main{ p1 = { chars = { SCRAPPER }, hand = { "Heavy Landing" }, tower = 5 }, p2 = { chars = { "F Wall" } } }
  g:act("play Heavy Landing")
  eq(H.dmg(g, 2, "F Wall"), 1, "height 5: 1 damage")
  local h = H.at_main{ p1 = { chars = { SCRAPPER }, hand = { "Heavy Landing" }, tower = 6 }, p2 = { chars = { "F Wall" } } }
  h:act("play Heavy Landing")
  eq(H.dmg(h, 2, "F Wall"), 3, "height 6: 3 damage instead of 1, not 4")
end)

scenario("Reclaim: PUT Upgrade <-own_scrap ->own_deck.top ; IF tower 3 or higher, draw(1)", function()
  local g = H.at_main{ p1 = { chars = { SCRAPPER }, hand = { "Reclaim" }, scrap = { "F Blank", "F Upgrade" }, deck = blanks(), tower = 2 },
                       p2 = { chars = { "F Wall" } } }
  g:act("play Reclaim")
  eq(H.names(g, "deck", 1)[1], "F Upgrade", "the Upgrade is on top of the deck")
  eq(H.size(g, "hand", 1), 0, "height 2: no draw")
  local h = H.at_main{ p1 = { chars = { SCRAPPER }, hand = { "Reclaim" }, scrap = { "F Upgrade" }, deck = blanks(), tower = 3 },
                       p2 = { chars = { "F Wall" } } }
  h:act("play Reclaim")
  eq(H.names(h, "hand", 1)[1], "F Upgrade", "height 3: it is drawn at once")
end)

scenario("Devastator: WHILE Tower 6 or higher, SELF HAS Bold(2) ; WHILE Tower 10 or higher, base ATK 6 -> 10", function()
  local function dev(n)
    local g = H.at_main{ p1 = { chars = { DEVASTATOR }, tower = n }, p2 = { chars = { "F Wall" } } }
    local c = H.char(g, 1, DEVASTATOR)
    return H.get(g, "TC.kw(g, %d, 'Bold')", c), H.get(g, "TC.attack(g, %d)", c)
  end
  local b, a = dev(5)
  eq(b, 0, "height 5: no Bold"); eq(a, 6, "ATK 6")
  b, a = dev(6)
  eq(b, 2, "height 6: Bold 2"); eq(a, 6, "still ATK 6")
  b, a = dev(10)
  eq(b, 2, "height 10: Bold 2"); eq(a, 10, "base ATK 10")
end)

scenario("Constructicon Enigma: IF(HAS Devastator @bf) => repair 1 <- IT, PUT height counter on Tower; COMBINE 6 Constructicons; WHEN SELF combined, repair the Tower's height", function()
  local g = H.at_main{ p1 = { chars = { { DEVASTATOR, dmg = 4 } }, hand = { "Constructicon Enigma" }, tower = 2 }, p2 = { chars = { "F Wall" } } }
  g:act("play Constructicon Enigma")
  eq(H.dmg(g, 1, DEVASTATOR), 3, "repaired 1")
  eq(tower(g, 1), 3, "one more height counter")
  local six = { { SCRAPPER, mode = 2, dmg = 2 }, { BONECRUSHER, mode = 2, dmg = 2 }, { "Hook - Surgical Engineer", mode = 2 },
                { "Longhaul - Transport", mode = 2 }, { "Mixmaster - Materials Fabrication", mode = 2 },
                { "Scavenger - Mining and Salvage", mode = 2 } }
  local h = H.at_main{ p1 = { chars = six, hand = { "Constructicon Enigma" }, tower = 3 }, p2 = { chars = { "F Wall" } } }
  h:act("play Constructicon Enigma")
  ok(H.char(h, 1, DEVASTATOR) ~= nil, "Devastator is made")
  eq(H.dmg(h, 1, DEVASTATOR), 1, "it took its parts' 4 damage and repaired 3 (the height)")
end)
