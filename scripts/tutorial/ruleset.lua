-- tutorial/ruleset.lua -- "Sparks", the smallest complete game on Arbiter.
--
-- Each player has a deck of ten cards.  On your turn you draw a card, then
-- play cards from your hand (each gives points) until you pass.  The first
-- player to reach 10 points wins; if the player to draw has no cards left,
-- the game ends and the most points win.  It exists to show every kernel feature in
-- a few lines -- zones, counters, a window, choices, triggers and effects --
-- and is the fixture of the kernel's own tests and of docs/authoring.md.

local function draw(g, p)
  local deck, hand = g:zone("deck", p), g:zone("hand", p)
  local c = g:top(deck)
  if not c then return false end
  g:move(c, hand)
  return true
end

local function gain(g, p, n)
  local v = g:padd(p, "points", n)
  g:log(string.format("p%d gains %d point%s (now %d)", p, n, n == 1 and "" or "s", v))
  if v >= 10 and not g:over() then
    g:finish({ p }, string.format("p%d wins with %d points", p, v))
  end
end

-- A player who must draw from an empty deck ends the game: most points win.
local function deck_out(g)
  local best, winners = -math.huge, {}
  for p = 1, g:players() do
    local v = g:pget(p, "points")
    if v > best then best, winners = v, { p } elseif v == best then winners[#winners + 1] = p end
  end
  g:finish(winners, string.format("p%d's deck ran out; the most points (%d) win", g:active(), best))
end

local function play(g, p, c)
  g:move(c, g:zone("play", p))
  g:log(string.format("p%d plays %s", p, g:name(c)))
  local def = g:def(c)
  if def.on_play then def.on_play(g, c, p) end
  g:emit("card_played", { card = c, player = p })
end

-- The main phase offers, as data the kernel lists: playing any card of
-- your hand, or passing.  A label is formatted only when somebody reads
-- it (a random bot never does).
local function play_label(g, c) return "play " .. g:name(c) end
local function pass() return true end

local MAIN = {
  { cards = "hand", label = play_label, run = play },
  { label = "pass", run = pass },
}

local DECK = { "Spark", "Spark", "Spark", "Spark", "Flare", "Flare", "Flare",
               "Beacon", "Echo", "Echo" }

local function setup(g, opts)
  for p = 1, g:players() do
    g:new_zone("deck", p, { vis = "hidden" })
    g:new_zone("hand", p, { vis = "owner" })
    g:new_zone("play", p, { vis = "public" })
    g:pset(p, "points", 0)
    local deck = g:zone("deck", p)
    for _, name in ipairs(opts.deck == "sparks" and { "Spark", "Spark", "Spark", "Spark",
        "Spark", "Spark", "Spark", "Spark", "Spark", "Spark" } or DECK) do
      g:new_card(name, p, deck)
    end
    g:shuffle(deck)
    for _ = 1, 2 do draw(g, p) end
  end
end

local function board(g, seat)
  local out = {}
  for p = 1, g:players() do
    local hand = {}
    for _, c in ipairs(g:cards(g:zone("hand", p))) do
      hand[#hand + 1] = (seat == 0 or seat == p) and g:name(c) or "?"
    end
    local play = {}
    for _, c in ipairs(g:cards(g:zone("play", p))) do play[#play + 1] = g:name(c) end
    out[#out + 1] = string.format("p%d: %d points, deck %d, hand [%s], play [%s]", p,
      g:pget(p, "points"), g:size(g:zone("deck", p)), table.concat(hand, ", "),
      table.concat(play, ", "))
  end
  return table.concat(out, "\n")
end

return ruleset {
  name = "tutorial",
  players = { min = 1, max = 4, default = 2 },
  option_spec = {             -- checked by the engine: one deck, named for old tests
    { key = "deck", values = { "sparks" }, default = "sparks", doc = "the decks dealt" },
  },
  setup = setup,
  trigger_zones = { "play" },
  trigger_order = "apnap",
  turn = {
    { name = "draw", run = function(g)
        if not draw(g, g:active()) then deck_out(g) end
      end },
    { name = "main", window = {
        prompt = "Play a card or pass",
        reason = function(g) return "it is p" .. g:active() .. "'s main phase" end,
        options = MAIN } },
    { name = "end", run = function(g) g:expire("turn") end },
  },
  exports = { gain = gain },
  views = { board = board },
}
