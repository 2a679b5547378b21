-- prelude.lua -- the engine's own Lua, shared by every game, compiled into
-- the kernel (kernel/lua/embed.cmake): no engine code is read from a content folder.
--
-- It builds the sandbox that rulesets and cards run in (definitions read
-- only, through the kernel's freezer), lists a window's options for the
-- kernel's driver (kernel/lua/driver.c), asks for decisions inside a unit
-- by yielding, and keeps the trigger queue's batches (the kernel orders
-- and dispatches events, kernel/lua/emit.c).  Game state lives only in the kernel; the
-- few upvalues here hold static configuration or values of one unit.

local ARB = __arbiter
__arbiter = nil
local G = ARB.G
local frozen_G           -- the game as scripts get it (made below, once the API is complete)
local P = {}

local sort, concat = table.sort, table.concat
local format = string.format
local next, type, tostring, error, ipairs = next, type, tostring, error, ipairs

---------------------------------------------------------------------------
-- Determinism and read-only definitions
---------------------------------------------------------------------------

local REAL = setmetatable({}, { __mode = "k" })   -- frozen proxy -> table

local function keycmp(a, b)
  local ta, tb = type(a), type(b)
  if ta ~= tb then return ta < tb end
  if ta == "number" or ta == "string" then return a < b end
  return tostring(a) < tostring(b)
end

-- pairs() in sorted key order: Lua's own order depends on a per-process
-- hash seed, so a script that iterated with next() could differ on replay.
local function spairs(t)
  local real = REAL[t] or t
  local keys, kind = {}, nil         -- kind: the keys' one type, or "mixed"
  for k in next, real do
    keys[#keys + 1] = k
    kind = (kind == nil or kind == type(k)) and type(k) or "mixed"
  end                                -- all strings or numbers: < as keycmp, no call each
  if kind == "string" or kind == "number" then sort(keys) else sort(keys, keycmp) end
  local i = 0
  return function()
    i = i + 1
    local k = keys[i]
    if k ~= nil then return k, t[k] end
  end, t, nil
end

-- freeze(t, what): t's read-only view, t's tables frozen in place
-- (kernel/lua/freeze.c); `what` names it in the error a write raises.
local freeze = ARB.freezer(REAL)
P.freeze = freeze

local function copy(t)
  local c = {}
  for k, v in next, t do c[k] = v end
  return c
end

---------------------------------------------------------------------------
-- The sandbox
---------------------------------------------------------------------------

local safe_string = copy(string)
safe_string.dump = nil                 -- bytecode is not for scripts
local safe_math = copy(math)
safe_math.random, safe_math.randomseed = nil, nil

local BASE = {
  assert = assert, error = error, ipairs = ipairs, pairs = spairs,
  select = select, tonumber = tonumber, tostring = tostring, type = type,
  pcall = pcall, xpcall = xpcall, rawequal = rawequal, rawlen = rawlen,
  rawget = rawget, setmetatable = ARB.setmetatable, getmetatable = getmetatable,
  string = freeze(safe_string, "the string library"),
  table = freeze(copy(table), "the table library"),
  math = freeze(safe_math, "the math library"),
  utf8 = freeze(copy(utf8), "the utf8 library"),
  include = ARB.include,
  steps = ARB.steps,
  verb = ARB.verb,
  filter = ARB.filter,
  zone_list = ARB.zone_list,
  _VERSION = _VERSION,
}

-- Scripts see GLOBALS: BASE plus what the ruleset exports to its cards
-- (set_ruleset adds those).  A table __index keeps global lookups fast.
local GLOBALS = {}
for k, v in next, BASE do GLOBALS[k] = v end

local ENV = setmetatable({}, {
  __index = GLOBALS,
  __newindex = function(_, k)
    error(format("scripts may not set the global '%s': game state lives in " ..
                 "the kernel, and helpers belong in locals", tostring(k)), 2)
  end,
  __metatable = "sandbox",
})
P.env = ENV

function GLOBALS.load(src, name)
  if type(src) ~= "string" then error("load takes source text only", 2) end
  return load(src, name, "t", ENV)
end

-- Scripts must not reach the real string table through a string value.
getmetatable("").__metatable = "string"

---------------------------------------------------------------------------
-- Definitions: cards and rulesets
---------------------------------------------------------------------------

function GLOBALS.card(def)
  if type(def) ~= "table" then error("card{} takes a table", 2) end
  if type(def.name) ~= "string" or def.name == "" then
    error("a card needs a name", 2)
  end
  return def
end

function GLOBALS.ruleset(def)
  if type(def) ~= "table" then error("ruleset{} takes a table", 2) end
  if type(def.turn) ~= "table" or #def.turn == 0 then
    error("a ruleset needs a turn: a list of phases", 2)
  end
  if type(def.setup) ~= "function" then error("a ruleset needs setup(g, opts)", 2) end
  return def
end

function P.card_loaded(def, file)
  if type(def) ~= "table" or type(def.name) ~= "string" then
    error(file .. " must return a card definition: return card{ name = ..., ... }")
  end
  rawset(def, "file", file)
  return def.name, def          -- frozen when a script first reads it (kernel/lua/freeze.c)
end

local R, OPTS, TURN      -- the ruleset, its options, its phases: static per game
local EVENTS = {}        -- the ruleset's declared events (R.events), checked
local QUEUE = {}         -- the ruleset's trigger queue (R.queue), checked
local Q_HOOK = "@queue"  -- the hook of a batch's waiting triggers: Q_HOOK .. level
local SIMULATION = false      -- arb_config.quiet: nobody will ask why (the rules never see it)

local function refuse_field(_, k)
  error(format("a card context holds no fields ('%s'): game state lives in the kernel " ..
               "(use g:cset, g:pset or g:gset)", tostring(k)), 2)
end

local function parse_options(s)
  local o = {}
  for item in s:gmatch("[^,]+") do
    local k, v = item:match("^%s*([%w_%-]+)%s*=%s*(.-)%s*$")
    if not k then error("bad option '" .. item .. "': expected key=value") end
    o[k] = tonumber(v) or (v == "true" and true) or (v ~= "false" and v) or false
  end
  return o
end

-- The ruleset's `events`: how some events' triggers are found, ordered
-- and resolved (see G.emit).  Checked once, at load.
-- Checks declaration t (`what` names it in errors) against its fields:
-- each a type name, or true for any value (the kernel checks those).
local function check_fields(t, what, fields, list)
  for k, v in next, t do
    local want = fields[k]
    if not want then
      error(format("%s: unknown field '%s' (fields: %s)", what, tostring(k), list), 0)
    end
    if want ~= true and type(v) ~= want then
      error(format("%s: %s must be a %s", what, k, want), 0)
    end
  end
  return t
end

local EVENT_FIELDS = { order = true, whose = true, face_up = true, source_stays = true,
                       prompt = "string", reason = "string", log = "string" }

local function read_events(events)
  local out = {}
  for name, e in next, events or {} do
    if type(name) ~= "string" or type(e) ~= "table" then
      error("the ruleset's events: each is name = { ... }", 0)
    end
    local what = format("the ruleset's event '%s'", name)
    check_fields(e, what, EVENT_FIELDS, "order, whose, face_up, source_stays, prompt, reason, log")
    if e.whose ~= nil and e.whose ~= "player" then
      error(what .. ": whose = \"player\" is the only choice", 0)
    end
    out[name] = e
  end
  return out
end

-- The ruleset's `windows`: windows asked in the middle of a procedure
-- (g:window, kernel/lua/reactions.c), each { prompt =, reason =, options =
-- { families }, none = "label" }, or a function of the game's options
-- giving one; options may be a function of them too.  Checked once, at load.
local WINDOW_FIELDS = { prompt = true, reason = true, options = true, none = "string" }

local function read_windows(windows)
  local out = {}
  for name, w in next, windows or {} do
    if type(w) == "function" then w = w(OPTS) end
    if type(name) ~= "string" or type(w) ~= "table" then
      error("the ruleset's windows: each is name = { ... }", 0)
    end
    local what = format("the ruleset's window '%s'", name)
    check_fields(w, what, WINDOW_FIELDS, "prompt, reason, options, none")
    local fams = w.options
    if type(fams) == "function" then fams = fams(OPTS) end
    if type(fams) ~= "table" then error(what .. ": options = { families } is needed", 0) end
    out[name] = { prompt = w.prompt, reason = w.reason, families = fams, none = w.none }
  end
  return out
end

local QUEUE_FIELDS = { order = true, prompt = "string", reason = "string", label = "function",
                       settle = "function" }

local function read_queue(q)
  return check_fields(q or {}, "the ruleset's queue", QUEUE_FIELDS,
                      "order, prompt, reason, label, settle")
end

function P.set_ruleset(rules, optstr, players, simulation)
  SIMULATION = simulation
  R = rules
  OPTS = parse_options(optstr)
  if players ~= 0 then OPTS.players = players end
  if R.options then R.options(OPTS) end           -- defaults and checks
  for k, v in next, (R.exports or {}) do
    GLOBALS[k] = freeze(v, "the ruleset's export '" .. tostring(k) .. "'")
  end
  local range = R.players or { min = 1, max = 8, default = 2 }
  if type(range) == "function" then range = range(OPTS) end
  if players == 0 then players = OPTS.players or range.default end
  if players < range.min or players > range.max then
    error(format("%s takes %d to %d players, not %d", R.name or "this game",
                 range.min, range.max, players), 0)
  end
  OPTS.players = players
  OPTS = freeze(OPTS, "the game options")
  P.trigger_zones = {}                 -- names, read once by the kernel
  for i, z in ipairs(R.trigger_zones or {}) do P.trigger_zones[i] = z end
  P.derived, P.zones, P.cards = R.derived, R.zones, R.cards   -- read once by the kernel
  P.statics = R.statics                -- read by the kernel once the cards are loaded
  local seat = R.next_seat             -- who plays next, as data (driver.c), maybe per game
  if type(seat) == "function" then seat = seat(OPTS) end
  P.next_seat = seat
  P.trigger_order = R.trigger_order    -- a name, or a function
  EVENTS = read_events(R.events)
  QUEUE = read_queue(R.queue)
  P.windows = read_windows(R.windows)  -- read once by the kernel (reactions.c)
  P.event_orders = {}                  -- the declared events and their orders
  P.event_flags = {}                   -- ... and the rules the kernel must know (events.c)
  P.event_logs = {}                    -- ... and the log line before each handler
  for name, e in next, EVENTS do
    P.event_logs[name] = e.log
    P.event_orders[name] = e.order or false   -- (false: the game's order; every declared event listed)
    P.event_flags[name] = (e.whose and 1 or 0) + ((e.face_up or e.source_stays or e.log) and 2 or 0)
                          + (e.face_up and 4 or 0) + (e.source_stays and 8 or 0)
  end
  P.event_orders[Q_HOOK .. "*"] = QUEUE.order    -- the trigger queue's batches
  P.card_label = R.card_label        -- read by the kernel: g:choose's card labels
  P.has_context = R.context ~= nil     -- read by the kernel: handlers run through g:use
  local verbs = R.context             -- the card context's verbs, maybe per game
  if type(verbs) == "function" then verbs = verbs(OPTS) end
  P.context_mt = { __index = verbs or {}, __newindex = refuse_field,   -- read by the kernel
                   __metatable = "context" }
  TURN = {}                 -- the driver's own copy: the kernel reads it once
  for i, ph in ipairs(R.turn) do
    local w = ph.window
    if type(w) == "function" then w = w(OPTS) end              -- declared per game
    local fams = w and (w.options or { { list = w.actions } })
    if type(fams) == "function" then fams = fams(OPTS) end   -- declared per game
    local steps = ph.steps          -- the phase as kernel steps (steps.c), maybe per game
    if type(steps) == "function" then steps = steps(OPTS) end
    TURN[i] = { name = ph.name, run = ph.run, steps = steps, window = w and {
      who = w.who, prompt = w.prompt, reason = w.reason, families = fams } }
  end
  R = freeze(R, "the ruleset")
  return players, TURN
end

---------------------------------------------------------------------------
-- Decisions
---------------------------------------------------------------------------

-- g:choose(player, prompt, options, opts) -> value, index: the kernel's
-- (kernel/lua/choose.c).

function G.yes_no(g, player, prompt, opts)
  local v = G.choose(g, player, prompt, { "yes", "no" }, opts)
  return v == "yes"
end

-- Chooses up to `max` (default: all) items one at a time, with "done".
function G.choose_many(g, player, prompt, options, max, opts)
  local picked, left = {}, {}
  for i, o in ipairs(options) do left[i] = o end
  max = max or #left
  while #picked < max and #left > 0 do
    local v, i = G.choose(g, player, prompt, left,
                          { optional = true, none = "done", reason = opts and opts.reason })
    if v == nil then break end
    picked[#picked + 1] = v
    table.remove(left, i)
  end
  return picked
end

---------------------------------------------------------------------------
-- The card context
---------------------------------------------------------------------------

-- g:use(card, player, fn, ...) calls fn(c, ...) with the context of `card`
-- (the kernel's, kernel/lua/context.c): one table per card instance, with
-- the ruleset's verbs (R.context) through the metatable P.set_ruleset makes.

-- Runs fn(...) with `card` named as the writer of the log lines it adds
-- (a kept log only: a simulation drops its lines unwritten).
local function as_source(g, card, fn, ...)
  if SIMULATION then return fn(...) end
  local was = G._source(g, card)
  local a, b, d = fn(...)
  G._source(g, was)
  return a, b, d
end

---------------------------------------------------------------------------
-- Events and triggers
---------------------------------------------------------------------------

-- g:emit(event, args) is the kernel's (kernel/lua/emit.c): it finds the
-- handlers, orders them -- asking the players where the order lets them
-- choose, with the words order_words gives -- and calls each through the
-- card context, or, for a ruleset without one, through call_plain.

-- The words of a choice of order for event (a declared event's, the
-- queue's for its batches, or the default ones), and the label function
-- of an option, if the queue has one (else an option is the card's name).
function P.order_words(event)
  local e = EVENTS[event] or (event:sub(1, #Q_HOOK) == Q_HOOK and QUEUE) or {}
  return e.prompt or "Order triggers: which " .. event .. " trigger resolves next?",
         e.reason or "several triggers wait; the ruleset lets this player order them", e.label
end

-- A handler of a ruleset without a card context: fn(g, card, args, effect),
-- with the card named as the writer of its log lines.
function P.call_plain(g, card, _, fn, args, effect)
  return as_source(g, card, fn, g, card, args, effect)
end

-- Calls one waiting trigger of the queue (h: g:_emit_each's entry, whose
-- player is the one it acts for) as g:emit calls a handler.
local function call_handler(g, h)
  if not R.context then return P.call_plain(g, h.card, nil, h.fn, nil, h.effect) end
  return G.use(g, h.card, h.player ~= 0 and h.player or nil, h.fn, nil, h.effect)
end

---------------------------------------------------------------------------
-- The trigger queue
---------------------------------------------------------------------------

-- Some games let triggers wait: an event raised with g:raise opens a
-- batch, its listeners run at once but only to queue what they trigger
-- (g:enqueue), and the batches resolve when nothing else is resolving
-- (g:resolving) -- the newest batch first, each in the queue's order
-- (R.queue.order: "apnap" lets the active player order theirs, then the
-- others theirs), one trigger at a time, each as one resolution of its
-- own, so that a batch opened while it resolves waits for it to end and
-- then resolves before the rest of the older batch.  Everything is kernel
-- state: the waiting triggers are effects hooked to Q_HOOK .. level, and
-- three game values say how many batches are open, which one takes the
-- triggers being queued, and how deep the resolution is.
local Q_TOP, Q_OPEN, Q_DEPTH, Q_FLOOR = "@queue_top", "@queue_open", "@resolving", "@queue_floor"

local function pop_batch(g)                -- (no value is left behind at 0)
  if G.gadd(g, Q_TOP, -1) == 0 then G.gset(g, Q_TOP, nil) end
end

-- Resolves the batch at `level`: its triggers in the queue's order (the
-- kernel asks it, g:_emit_each), each as a resolution of its own.
local function drain(g, floor)
  while (G.gget(g, Q_TOP) or 0) > floor and not G.over(g) do
    local level = G.gget(g, Q_TOP)
    G._emit_each(g, Q_HOOK .. level, function(_, h)
      G.remove_effect(g, h.effect.id)
      local outer = G.gget(g, Q_FLOOR)
      G.gset(g, Q_FLOOR, level)
      G.resolving(g, call_handler, g, h)
      G.gset(g, Q_FLOOR, outer)
    end)
    if G.gget(g, Q_TOP) == level then pop_batch(g) end
  end
end

-- g:raise(event, args): the event happens; what its listeners queue forms
-- one batch, which resolves at once unless something is resolving.
function G.raise(g, event, args)
  local level = G.gadd(g, Q_TOP, 1)
  local outer = G.gget(g, Q_OPEN)
  G.gset(g, Q_OPEN, level)
  G.emit(g, event, args)
  G.gset(g, Q_OPEN, outer)
  if G.gget(g, Q_TOP) == level and #G.effects(g, Q_HOOK .. level) == 0 then
    pop_batch(g)                               -- nothing triggered
  end
  if (G.gget(g, Q_DEPTH) or 0) == 0 then drain(g, G.gget(g, Q_FLOOR) or 0) end
end

-- g:enqueue(card, handler, data, player): a trigger of `card` waits in the
-- batch being raised (outside g:raise, in a batch of its own, until the
-- queue next resolves); when it resolves, card's handlers[handler] runs
-- (with the card's context, for `player` or its controller), its effect
-- carrying `data`.  Returns the effect's id.
function G.enqueue(g, card, handler, data, player)
  local level = G.gget(g, Q_OPEN) or G.gadd(g, Q_TOP, 1)
  return G.add_effect(g, { hook = Q_HOOK .. level, source = card, handler = handler,
                           player = player or G.controller(g, card), data = data })
end

-- g:resolving(fn, ...): fn(...) resolves as one (an action, an ability):
-- triggers raised meanwhile wait; when the outermost resolution ends, the
-- ruleset's queue.settle(g) runs, then the waiting batches resolve.
function G.resolving(g, fn, ...)
  G.gadd(g, Q_DEPTH, 1)
  local a, b, c = fn(...)
  if G.gadd(g, Q_DEPTH, -1) == 0 then
    G.gset(g, Q_DEPTH, nil)
    if QUEUE.settle then QUEUE.settle(g) end
    drain(g, G.gget(g, Q_FLOOR) or 0)
  end
  return a, b, c
end

---------------------------------------------------------------------------
-- Windows: the option list the kernel's driver asks for
---------------------------------------------------------------------------

-- The turn loop itself -- phases, steps, windows, advancing, g:goto_phase,
-- the next turn -- runs in C (kernel/lua/driver.c), and so does listing a
-- window's options (kernel/lua/options.c): a window declares families of
-- options as data.  What is left here: the action list that a `list`
-- family fills with acts:add, and the entry points the driver calls
-- (P.setup and P.step run a phase step, P.act the chosen option of a list).
-- Steps and options run inside the kernel's unit coroutine, so a g:choose
-- in them waits for its answer; listing runs outside it.

local Actions = {}
Actions.__index = Actions

-- acts:add(label, fn, player, arg): fn(g, player, arg) runs if chosen;
-- returning true ends the window (and so the phase).  label is a string, or
-- a function label(g, arg) that the kernel calls only when somebody reads
-- the options: a random bot never does, so simulations format no labels.
-- Passing a shared fn and label with an arg (a card) instead of making a
-- closure per option is the cheap way to offer many.
function Actions:add(label, fn, player, arg)
  local i = self.n + 1
  self.n = i
  self.labels[i], self.fns[i], self.players[i], self.args[i] = label, fn, player or self.player, arg
end

-- acts:refuse(label, reason): the action exists but is illegal now.  In a
-- simulation nobody asks "why", and nothing is kept.  acts:refuse(words,
-- arg, why): words(g, arg, why) -> label, reason, called only where
-- refusals are kept, so a simulation builds none of their texts.
function Actions:refuse(label, reason, why)
  if SIMULATION then return end
  if type(label) == "function" then label, reason = label(frozen_G, reason, why) end
  local n = self.nref + 1
  self.nref = n
  self.refused[n] = { label, reason }
end

-- The list a `list` family fills (options.c reads it), one for the whole
-- game, refilled at every decision of a window: its tables keep their size,
-- so listing allocates nothing, and only its first n entries (nref
-- refusals) count, so nothing needs emptying.  It holds no game state --
-- only the options of the decision being asked -- and the kernel lists it
-- again whenever it needs it (after an edit, or after a snapshot taken at
-- the window is restored).  `player` is the player being listed.
local ACTS = setmetatable({ labels = {}, fns = {}, players = {}, args = {}, refused = {},
                            n = 0, nref = 0, player = 0 }, Actions)
P.acts = ACTS

-- The kernel's entry points (kernel/lua/driver.c) ---

function P.setup(g)
  R.setup(g, OPTS)
end

function P.step(g, k)
  TURN[k].run(g)
end

-- Runs option i of the window listed last; true closes the window.
function P.act(g, i)
  local acts = ACTS
  return acts.fns[i](g, acts.players[i], acts.args[i]) == true
end

function P.next_turn(g)
  if R.next_turn then R.next_turn(g)
  else G.set_active(g, G.active(g) % G.players(g) + 1) end
end

function G.options(_)
  return OPTS
end

---------------------------------------------------------------------------
-- Host services: views, tracebacks, printing results
---------------------------------------------------------------------------

-- The names of the ruleset's views or bots, sorted, joined by ",".
function P.names(kind)
  local t = kind == "bots" and R.bots or kind == "views" and R.views or {}
  local names = {}
  for k in spairs(t or {}) do names[#names + 1] = k end
  return concat(names, ",")
end

function P.view_call(name, seat, args)
  local views = R.views or {}
  local v = views[name]
  if not v then
    error(format("no view '%s' (this game has: %s)", name, (P.names("views"):gsub(",", ", "))), 0)
  end
  return function(g) return v(g, seat, args) end
end

-- A bot is a function of the game and the deciding player that returns the
-- 1-based index of the option to take.  It only reads the state.
function P.policy_call(name)
  local bots = R.bots or {}
  local b = bots[name]
  if not b then
    local names = P.names("bots"):gsub(",", ", ")
    error(format("no bot '%s' (this game has: %s)", name, names ~= "" and names or "none"), 0)
  end
  return function(g) return b(g, G.decision(g)) end
end

P.traceback = ARB.traceback

-- Lua literal text for a value, so results cross to other Lua states
-- (kernel/lua/serialize.c: reads raw, runs no metamethod, bounded).
local serialize = ARB.serialize
P.serialize = serialize
GLOBALS.serialize = serialize

-- Scripts get a read-only view of the game API: `g.players = ...` would
-- otherwise be state outside the kernel.
frozen_G = freeze(G, "the game API")
ARB.G = frozen_G
GLOBALS.g = frozen_G

return P
