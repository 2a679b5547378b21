-- star-realms/ruleset.lua -- Star Realms (Core Set and Frontiers) on Arbiter.
--
-- Options (arbiter --options k=v,...):
--   format    standard | ffa | hunter | hunter_first_blood | hydra | emperor
--             | raid | challenge                         (default standard)
--   set       core | frontiers | both: which box's cards   (default core;
--             frontiers when more than 2 players need its 32 Scouts)
--   authority starting Authority override
--   discard_timing  next_turn | immediate: when "target opponent discards"
--             resolves (digest A4; default next_turn)
--   emperor_pass_cost, boss_hand, challenge, difficulty, shared,
--   boss_authority: see formats.lua, challenge.lua and docs/star-realms.md
--   deck      a deck file (scripts/lib/deckfile.lua's format): the personal
--             decks of a custom start, all players' or [pN]'s
-- The turn is start -> main -> discard -> draw, as in digest section 5.

local SR = include "combat"
include "ctx"
local F = include "formats"
include "challenge"
local A = include "actions"
local V = include "view"
local setup_for_test = include "testkit"
local D = include "lib/deckfile"
local bots = include "bot"
local fmt = string.format
local PNAME = SR.PNAME

function SR.fmt(g)
  return F[g:options().format]
end

local SETS = { core = { "core" }, frontiers = { "frontiers" }, both = { "core", "frontiers" } }

-- The formats that seat n players, as "format=NAME" words.
local function formats_for(n)
  local names = {}
  for k, f in pairs(F) do
    if n >= f.players.min and n <= f.players.max then names[#names + 1] = "format=" .. k end
  end
  return table.concat(names, ", ")
end

local function options(o)
  if not o.format and (o.players or 2) > 2 then    -- a standard game is for two
    error(fmt("standard Star Realms is for 2 players; for %d choose a format: %s " ..
              "(docs/star-realms.md)", o.players, formats_for(o.players)), 0)
  end
  o.format = o.format or "standard"
  if not F[o.format] then
    local names = {}
    for k in pairs(F) do names[#names + 1] = k end
    error(fmt("unknown format '%s' (formats: %s)", o.format, table.concat(names, ", ")))
  end
  if not o.set then o.set = (o.players or 2) > 2 and "frontiers" or "core" end
  if not SETS[o.set] then error("set must be core, frontiers or both") end
  o.discard_timing = o.discard_timing or "next_turn"
end

local function players(o) return F[o.format].players end

-- deck=FILE: a custom start (as Hunter variants and challenges allow):
-- the personal decks are the file's list instead of 8 Scouts and 2 Vipers,
-- every player's, or player N's under a [pN] section.  Any card of the game
-- may be named; the cards are made for the deck, the Trade Deck keeps its
-- own.  Every problem is refused at once, each with its file and line.
local MAX_DECK = 60

local function custom_decks(g)
  local path = g:options().deck
  if not path then return {} end
  local text, why = g:option_file("deck")
  if not text then error(why, 0) end
  local parsed = D.parse(text, path)
  local errors, decks = parsed.errors, {}
  for _, e in ipairs(parsed.entries) do
    local p = e.section == "" and 0 or tonumber(e.section:match("^p(%d+)$"))
    if not p or p > g:players() then
      errors[#errors + 1] = fmt("%s:%d: [%s] is no player of this game (sections: [p1] to [p%d])",
                                path, e.line, e.section, g:players())
    elseif not g:card_def(e.name) then
      errors[#errors + 1] = fmt("%s:%d: Star Realms has no card named '%s'", path, e.line, e.name)
    else
      decks[p] = decks[p] or {}
      table.insert(decks[p], e)
    end
  end
  for p, entries in pairs(decks) do
    local _, total = D.totals(entries)
    if total > MAX_DECK then
      errors[#errors + 1] = fmt("%s: %s deck has %d cards (at most %d)", path,
                                p == 0 and "the shared" or "p" .. p .. "'s", total, MAX_DECK)
    end
  end
  if #errors > 0 then error(table.concat(errors, "\n"), 0) end
  return decks
end

-- The cards of the chosen box(es) and the personal decks, declared (the
-- ruleset's `cards`, read once with the game read-only): the kernel makes
-- them, in this order, at every start before setup runs.
local PILE = { trade_deck = "trade_deck", explorer_pile = "explorers" }

local function card_list(g)
  local sets = SETS[g:options().set]
  local starters, out = {}, {}
  for _, def in ipairs(g:card_defs()) do
    local role, counts, name = def.role, def.sets, def.name
    for _, s in ipairs(sets) do
      local n = counts and counts[s] or 0
      if PILE[role] then
        if n > 0 then out[#out + 1] = { name, n, zone = PILE[role] } end
      elseif role == "personal_deck" then
        starters[name] = (starters[name] or 0) + n
      end
    end
  end
  local custom = custom_decks(g)
  local standard = 0                           -- players with the box's starting deck
  for p = 1, g:players() do if not (custom[p] or custom[0]) then standard = standard + 1 end end
  local need = { Scout = 8 * standard, Viper = 2 * standard }
  for name, n in pairs(need) do
    if (starters[name] or 0) < n then
      error(fmt("%d players need %d %ss but set=%s has %d: use set=both", g:players(), n,
                name, g:options().set, starters[name] or 0))
    end
  end
  for p = 1, g:players() do
    local deck = custom[p] or custom[0]
    if deck then
      for _, e in ipairs(deck) do out[#out + 1] = { e.name, e.count, zone = "deck", player = p } end
    else
      for name, per in pairs({ Scout = 8, Viper = 2 }) do
        out[#out + 1] = { name, per, zone = "deck", player = p }
      end
    end
  end
  return out
end

local function setup(g)
  SR.check_zones(g)
  for p = 1, g:players() do g:shuffle(SR.deck(g, p)) end
  g:shuffle(SR.zone(g, "trade_deck"))
  SR.refill(g)
  SR.fmt(g).setup(g)
  g:log(fmt("%s goes first", SR.pname(g:active())))
end

local function acting(g)
  local ps = F[g:options().format].acting(g)            -- SR.fmt(g).acting
  if #ps == 1 and not g:pget(ps[1], "out") then return ps end    -- the usual case: alive
  local out = {}
  for _, p in ipairs(ps) do
    if SR.alive(g, p) then out[#out + 1] = p end
  end
  return out
end

-- Start of turn: deferred discards (digest A4), Raid Boss damage.  (Allies
-- already met by bases in play are flags the kernel derives: SR.DERIVED.)
local PENDING = { auto = true, reason = "an opponent's card made you discard at the start of your turn" }

local function pending_discards(g, p)
  local n = g:pget(p, "discard_pending")
  if n then g:pset(p, "discard_pending", nil) end    -- (absent: nothing to delete)
  local hand = SR.hand(g, p)
  for k = 1, n or 0 do
    local c = g:choose_in(p, function() return fmt("Discard a card (%d of %d)", k, n) end, hand, PENDING)
    if not c then break end                          -- an empty hand
    g:move(c, SR.discard(g, p))
    g:log("%s discards %s", PNAME[p], g:name(c))
  end
end

local function start_phase(g)
  local f = SR.fmt(g)
  for _, p in ipairs(acting(g)) do
    if f.turn_start then f.turn_start(g, p) end
    pending_discards(g, p)
  end
end

-- D1-D4: pools emptied, ships and hand to the discard pile.
local function discard_phase(g)
  for _, p in ipairs(acting(g)) do
    g:pset(p, "trade", 0)
    g:pset(p, "combat", 0)
    local Z = SR.zones(g)
    g:move_all(Z.ships[p], Z.discard[p])
    g:move_all(Z.hand[p], Z.discard[p])
  end
end

-- The start, D1-D4 and the draw as kernel steps (kernel/lua/steps.c), for
-- the formats whose acting player is the active one, with a hand of 5 and
-- nothing of their own at the start of a turn: the same as start_phase,
-- discard_phase and draw_phase, run with no Lua but end_of_turn's
-- listeners.
local DISCARD_STEPS = {
  { set = "trade", value = 0 }, { set = "combat", value = 0 },
  { move_all = "ships", to = "discard" }, { move_all = "hand", to = "discard" },
}
local DRAW_STEPS = {
  { draw = "deck", to = "hand", n = 5, refill = "discard", log_drawn = "{p} draws {n} card{s}",
    log_refill = "{p} shuffles the discard pile into a new deck" },
  { emit = "end_of_turn" },
  { expire = "turn" },
}

-- The start's pending discards as steps: how many the player owes is the
-- argument, the debt is cleared, and they discard one card at a time
-- (the only card left is taken without asking), as pending_discards does.
local START_STEPS = {
  { arg = "discard_pending" },
  { clear = "discard_pending", if_arg_at_least = 1 },
  { choose = "hand", up_to = "arg", auto = true, if_arg_at_least = 1,
    prompt = "Discard a card ({n} of {arg})", reason = PENDING.reason },
  { move = "card", to = "discard" },
  { log = "{p} discards {card}" },
  { again = true },
}

local function standard_turn(opts)
  local f = F[opts.format]
  return f.acting == F.standard.acting and f.hand_size == F.standard.hand_size
         and not f.turn_start
end

-- Who plays next, as data where the format keeps the Standard order: the
-- next seat clockwise whose player is not out (std.next_turn).
local NEXT_ALIVE = { skip = "out" }
local function next_seat(opts)
  return F[opts.format].next_turn == F.standard.next_turn and NEXT_ALIVE or nil
end

local function draw_phase(g)
  local f = SR.fmt(g)
  for _, p in ipairs(acting(g)) do SR.draw(g, p, f.hand_size(g, p)) end
  g:emit("end_of_turn", { player = g:active() })
  g:expire("turn")
end

local function main_reason(active, who)
  local names = {}
  for i, p in ipairs(who) do names[i] = SR.pname(p) end
  return fmt("it is the Main Phase of %s's turn: %s may play, use abilities, buy and attack",
             SR.pname(active), table.concat(names, ", "))
end

-- (The kernel asks for a reason only when somebody may read it.)
local function who_reason(g, who) return main_reason(g:active(), who) end

local MAIN_PROMPT = {}
for p = 0, 32 do MAIN_PROMPT[p] = fmt("%s: Main Phase", PNAME[p]) end

-- The Main Phase window, declared once the format is known: the active
-- player acts alone (the kernel's default) unless the format lets a team
-- act together (Hydra: `acting`).
local function main_window(opts)
  local f = F[opts.format]
  return {
    who = f.acting ~= F.standard.acting and acting or nil,
    prompt = function(g) return MAIN_PROMPT[g:active()] end,
    reason = who_reason,
    options = A.main_options(opts, f, F.standard),
  }
end

return ruleset {
  name = "star-realms",
  options = options,
  option_spec = {             -- checked by the engine before options() runs
    { key = "format", values = { "standard", "ffa", "hunter", "hunter_first_blood", "hydra",
                                 "emperor", "raid", "challenge" }, default = "standard" },
    { key = "set", values = { "core", "frontiers", "both" }, doc = "which box's cards" },
    { key = "authority", min = 1, max = 1000, doc = "starting Authority override" },
    { key = "discard_timing", values = { "next_turn", "immediate" }, default = "next_turn" },
    { key = "emperor_pass_cost", min = 0, max = 100, default = 2 },
    { key = "boss_hand", min = 1, max = 20 },
    { key = "challenge", type = "string", doc = "the challenge's name (challenge.lua)" },
    { key = "difficulty", values = { "beginner", "intermediate", "veteran", "expert" } },
    { key = "shared", type = "boolean", doc = "the humans share one Authority" },
    { key = "boss_authority", min = 1, max = 1000 },
    { key = "deck", type = "string", doc = "a deck file: the personal decks of a custom start" },
  },
  players = players,
  zones = SR.zone_list,
  cards = card_list,
  setup = setup,
  trigger_zones = { "bases", "ships" },
  -- "Whenever you play a ship" (Fleet HQ): only the player's own cards hear it.
  events = { ship_played = { whose = "player" } },
  derived = SR.DERIVED,
  trigger_order = "active_first",
  context = function(opts) return SR.context_for(opts, F[opts.format], F.standard) end,
  turn = {
    { name = "start", run = start_phase,
      steps = function(opts) return standard_turn(opts) and START_STEPS or nil end },
    { name = "main", window = main_window },
    { name = "discard", run = discard_phase,
      steps = function(opts) return standard_turn(opts) and DISCARD_STEPS or nil end },
    { name = "draw", run = draw_phase,
      steps = function(opts) return standard_turn(opts) and DRAW_STEPS or nil end },
  },
  next_turn = function(g) SR.fmt(g).next_turn(g) end,
  next_seat = next_seat,
  card_label = function(g, c) return g:name(c) end,
  exports = { ship = SR.ship, base = SR.base, SR = SR, setup_for_test = setup_for_test },
  views = V,
  bots = bots,
}
