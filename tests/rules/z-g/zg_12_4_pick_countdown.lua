-- Section 12.4, the pick clock: "You may also start the countdown after
-- you've picked your action cards, giving the rest of the players 1 minute
-- to choose their cards"; reading 18.26: on expiry "a random legal hand is
-- chosen".  Both the start and the expiry are answers of a player who has
-- picked; the random cards come from the game's generator.
local H = require "lib.zg"

local P1_HAND = { "Vanguard Jetgear", "Firefight Frontgear", "Vanguard Arm Blade" }

-- A game at p2's first pick (p1 has picked), flameout declined.
local function at_p2_pick(options, players)
  local g = H.new{ options = options, players = players }
  for _ = 1, players or 2 do g:act("no") end
  for _, nm in ipairs(P1_HAND) do g:act(nm) end
  eq(g:player(), 2, "p2 picks")
  return g
end

local function sorted(t) table.sort(t); return t end
local P2_HAND = sorted{ "Striker Visor", "Red Footgear L", "Red Footgear R" }

local function hand_size(g, p) return g:get(("g:size(ZG.z(g, 'hand', %d))"):format(p)) end

scenario("12.4 the pick clock is off by default", function()
  local g = at_p2_pick("")
  ok(not H.has_option(g, "p1: start the pick countdown"), "no clock option")
end)

scenario("12.4 nobody has picked yet: nobody may start the pick clock", function()
  local g = H.new{ options = "countdown=60" }
  g:act("no"); g:act("no")
  eq(g:prompt(), "Pick your hand (card 1 of 3, secret)", "p1 picks first")
  ok(not H.has_option(g, "p2: start the pick countdown"), "p2 has not picked: no clock")
end)

scenario("12.4 a player who has picked starts the clock; the others go on picking", function()
  local g = at_p2_pick("countdown=60")
  ok(g:can("p1: start the pick countdown (60 s)"), "p1 has picked: p1 may start it")
  g:act("p1: start the pick countdown (60 s)")
  ok(H.logged(g, "p1 starts the pick countdown: 60 s for the others to pick"), "logged")
  eq(g:get('g:gget("pick_cd")'), 1, "the clock is kernel state")
  eq(g:player(), 2, "p2 still picks")
  eq(g:prompt(), "Pick your hand (card 1 of 3, secret)", "the same pick")
  ok(not H.has_option(g, "p1: start the pick countdown"), "a running clock is not started twice")
  ok(g:can("p1: the pick countdown has run out"), "p1 may call the expiry")
  g:act("Striker Visor"); g:act("Red Footgear L"); g:act("Red Footgear R")
  ok(not H.logged(g, "picked at random"), "p2 picked in time: nothing at random")
  eq(sorted(H.names(g, "hand", 2)), P2_HAND, "p2's own hand")
end)

scenario("12.4 / 18.26 expiry: the cards already picked stay, the rest of the hand is drawn at random", function()
  local g = at_p2_pick("countdown=60")
  g:act("p1: start the pick countdown (60 s)")
  g:act("Striker Visor")
  g:act("p1: the pick countdown has run out")
  ok(H.logged(g, "the pick countdown has run out: the hands not yet picked are completed at random"), "logged")
  ok(H.logged(g, "p2's hand: 2 cards picked at random"), "two cards at random")
  eq(hand_size(g, 2), 3, "p2 has a full hand")
  ok(H.has(H.names(g, "hand", 2), "Striker Visor"), "with the card p2 picked")
  ok(g:prompt():find("^Place your figure"), "the round goes on to placement")
  ok(not g:view("board", 1):find("Striker Visor"), "p1's seat does not see p2's hand")
end)

scenario("12.4 the random hand is the game's: the same answers give the same hand, and undo replays it", function()
  local function expire()
    local g = at_p2_pick("countdown=60")
    g:act("p1: start the pick countdown (60 s)")
    local s = g:snapshot()
    g:act("p1: the pick countdown has run out")
    return g, s
  end
  local a, s = expire()
  local b = expire()
  local hand = H.names(a, "hand", 2)
  eq(H.names(b, "hand", 2), hand, "two games, the same answers, the same random hand")
  eq(a:hash(), b:hash(), "the same state")
  a:restore(s)
  eq(hand_size(a, 2), 0, "undone: p2 has picked nothing")
  a:act("p1: the pick countdown has run out")
  eq(H.names(a, "hand", 2), hand, "called again, the same hand (the generator is game state)")
end)

scenario("12.4 three players: the clock covers everyone still picking; a later player's whole hand is random", function()
  local g = at_p2_pick("countdown=30", 3)
  g:act("p1: start the pick countdown (30 s)")
  g:act("Striker Visor"); g:act("Red Footgear L"); g:act("Red Footgear R")
  eq(g:player(), 3, "p3 picks")
  ok(g:can("p1: the pick countdown has run out") and g:can("p2: the pick countdown has run out"),
     "both players who have picked may call it")
  g:act("p2: the pick countdown has run out")
  ok(H.logged(g, "p3's hand: 3 cards picked at random"), "p3's whole hand at random")
  eq(hand_size(g, 3), 3, "a full hand")
  eq(sorted(H.names(g, "hand", 2)), P2_HAND, "p2's pick stands")
end)
