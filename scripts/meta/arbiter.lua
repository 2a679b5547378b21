---@meta arbiter
-- scripts/meta/arbiter.lua -- LuaCATS stubs for the Arbiter Lua API.
--
-- This file is the API reference and editor completion in one: point your
-- editor's Lua language server at scripts/meta/ and it completes `g:` and
-- checks argument types.  It is never run.  docs/api.md is generated from it
-- by `lua5.4 tests/tools/gen_api.lua`; tests/unit/test_api_names.c fails when
-- a method exists on `g` but is missing here, or the other way round.
--
-- OVERVIEW
-- Rulesets and cards reach the game through one table, `g`: `g:move(c, z)`.
-- Most methods are C bindings (kernel/lua/lapi.c, lvalues.c, driver.c); a
-- few are Lua functions that the kernel's prelude adds to the same table
-- (choose, yes_no, choose_many, emit, use, options).
--
-- Rules every method follows:
--
-- - Ids are small integers, 1-based: cards, zones and players alike.  A card
--   id stays valid for the whole game: cards are never destroyed, only moved.
--   Player 0 means "shared" (a zone nobody owns) or "nobody".
-- - Misuse raises an error: a bad id, a wrong type, an unknown name.  The
--   error aborts the whole action and rolls the game back (see "Units" in
--   docs/authoring.md).
-- - A rules refusal returns `false, reason` instead: the call was fine but the
--   game says no (`g:move` into an occupied grid cell).  Check the result.
-- - All game state lives in the kernel and is read and changed only through
--   `g`.  Scripts keep no state of their own (docs/authoring.md says why).

-- SECTION game: Game
-- Players, turns and phases, the end of the game, randomness and the log.
-- The ids and value types used everywhere are defined here too.

---A card instance: 1 to `g:card_count()`.  Valid for the whole game.
---@alias CardId integer

---A zone: 1 to `g:zone_count()`, in creation order.  Find one by name with `g:zone(name, owner)`.
---@alias ZoneId integer

---A player: 1 to `g:players()`.  Where a method allows it, 0 means "shared" (zones) or "nobody" (owners, controllers).
---@alias PlayerId integer

---Where a card goes in a pile.
---- `nil`, `"top"`, `0` or `1`: on top.
---- `"bottom"` or any negative number: at the bottom.
---- `k`: k-th from the top once it is there (`2` puts it under the top card); past the bottom means the bottom.
---
---Grids take two integers instead, `row, col`, both 1-based.
---@alias Position nil|"top"|"bottom"|integer

---A game value: what `gset`, `pset` and `cset` store.  Only integers, booleans and strings: floats (even `2.0`) and tables raise.
---@alias Value integer|boolean|string

---Who sees the cards of a zone.  A card entering the zone takes the zone's visibility.
---@alias Visibility
---| "hidden" # face down, nobody knows the card (a deck)
---| "owner"  # face down, the zone's owner knows the card (a hand)
---| "public" # face up, everyone knows the card (the table)

---The game: every method below is called on it, `g:name(...)`.
---@class Game
local Game = {}

---The game being played.  Rulesets and cards receive it as the first argument of every function the engine calls; edits and the REPL's Lua prompt see it as this global.
---@type Game
g = nil

---Number of players in this game.
---@return integer n
function Game:players() end

---Sets the number of players.
---Meant for a ruleset's setup.  It changes only the count: zones, values and `g:options().players` are not adjusted.
---Raises unless 1 <= n <= 32.
---@param n integer
function Game:set_players(n) end

---The player whose turn it is.
---@return PlayerId p
function Game:active() end

---Makes p the active player.  The driver does this at the end of each turn (see `Ruleset.next_turn`).
---Raises unless p is a player (1 to `g:players()`).
---@param p PlayerId
function Game:set_active(p) end

---The turn number: 0 during setup, 1 on the first turn.
---@return integer turn
function Game:turn() end

---Sets the turn number.  The driver adds 1 at the end of every turn; rulesets rarely need this.
---@param n integer
function Game:set_turn(n) end

---Index of the current phase in `Ruleset.turn` (1-based); 0 during setup.
---@return integer phase
function Game:phase() end

---Sets the phase index without telling the driver.
---Low level: when the current phase ends the driver still advances, so you land on phase i+1.  Use `g:goto_phase(name)`.
---The index is not checked here; a bad one fails when the driver reaches it ("the ruleset has no phase N").
---@param i integer
function Game:set_phase(i) end

---Name of the current phase, or `"setup"` during setup.
---@return string name
function Game:phase_name() end

---Jumps to a phase of the current turn: the named phase runs next instead of the following one.
---The function that calls it keeps running to its end; then the driver starts the named phase.
---Works from a phase's `run`, from a window action (the window closes) and from setup (the first turn starts there).
---Jumping to an earlier phase repeats it ("take another main phase").
---Raises "the ruleset has no phase 'x'" for an unknown name.
---@param name string a `Phase.name` of the ruleset
function Game:goto_phase(name) end

---Whether the game has ended.
---@return boolean over
function Game:over() end

---Ends the game.
---`winners` lists the winning players (empty for a draw); `text` is the one-line result shown to players ("p1 wins with 10 points").
---`g:finish` does not stop the running function: code after it still runs, so return after calling it.
---The driver stops once the current action ends, and `g:emit` calls no further handlers.
---A decision asked after the game ended is never answered.
---Calling it again replaces the winners and the text.
---Raises on a bad player in `winners`.
---@param winners PlayerId[]
---@param text string
function Game:finish(winners, text) end

---A random integer from 1 to n, from the game's own generator.
---It is the only randomness scripts have (`math.random` is removed).  It is seeded from the game's seed and is part of the game state, so undo and replay give the same numbers.
---Raises unless 1 <= n <= 2^31-1.
---@param n integer
---@return integer r
function Game:random(n) end

---Adds a line to the game log.  The log is part of the game: undo takes lines back, replay writes them again.
---With more arguments the line is `string.format(text, ...)`, formatted only when the log is kept: in a simulation (`arb_config.quiet`) the line is dropped unformatted, so rules log freely and never ask whether anybody reads the log (nor can they: speed is the kernel's business, and the rules are the same in every game).
---The log counts against the game's memory cap (`arb_config.mem_limit`), with the Lua heap and the strings the kernel interns (zone names, value keys, string values): a line that would pass the cap raises "memory cap: ..." and the action fails (ARB_EBUDGET).
---@param text string the line, or a format for the arguments that follow
---@param ... any
function Game:log(text, ...) end

---The game options: a read-only table.
---Built from the "key=value,key=value" text the host passes (`arb_config.options`): numbers become numbers, `true` and `false` become booleans, anything else stays a string.
---`players` holds the player count.  `Ruleset.options` may add defaults before the table is frozen.
---@return table<string, number|boolean|string> opts
function Game:options() end

---The text of the file that option `key` names (a deck list: `--options deck1=my.txt`).
---Only a file the host's options name can be read, so a script cannot choose a path.  A relative path is tried from the current folder, then from the game's root.  At most 1 MiB, and no NUL byte.
---A saved game records the option, not the file: a replay reads the file again (its state hash check refuses a file that changed).
---@param key string an option key
---@return string? text nil when the option is absent or the file cannot be read
---@return string? message why not: names the key and the path
function Game:option_file(key) end

---Checks the kernel's bookkeeping (every card in exactly one place, zone counts right).
---For tests and debugging; a healthy game always passes.
---@return boolean ok
---@return string? reason # what is wrong, when ok is false
function Game:check() end

-- SECTION zones: Zones
-- A zone holds cards.  A pile (deck, hand, discard) is an ordered stack: the
-- top is position 1.  A grid (a board) has rows and columns and at most one
-- card per cell.  Zones are created in setup and never removed; each is
-- named and owned by a player, or by 0 for a shared zone.

---Creates a zone and returns its id.
---A zone is a grid when `opts.rows` and `opts.cols` are both above 0, otherwise a pile.  Visibility defaults to `"public"`.
---Raises if `owner` already has a zone with this name, if `owner` is not 0 to `g:players()`, or for an unknown visibility.
---Limits (arbiter.h): a grid has at most 1,048,576 cells (ARB_MAX_GRID_CELLS), a game at most 65,536 zones (ARB_MAX_ZONES) and 4,194,304 cards (ARB_MAX_CARDS), and its zones at most 2^25 places together (ARB_MAX_SLOTS; every pile keeps one per card the game can hold).  Past one, this raises an error that names the limit.
---@param name string
---@param owner PlayerId 0 for a shared zone
---@param opts? ZoneOpts
---@return ZoneId z
function Game:new_zone(name, owner, opts) end

---Finds a zone by name and owner.
---@param name string
---@param owner? PlayerId default 0 (the shared zone)
---@return ZoneId? z # nil when there is no such zone
function Game:zone(name, owner) end

---Describes a zone.
---@param z ZoneId
---@return string name
---@return PlayerId owner # 0: shared
---@return Visibility vis
---@return integer rows # 0 for a pile
---@return integer cols # 0 for a pile
function Game:zone_info(z) end

---Number of zones.  Zone ids run from 1 to this number.
---@return integer n
function Game:zone_count() end

---Number of cards in a zone (for a grid: occupied cells).
---@param z ZoneId
---@return integer n
function Game:size(z) end

---The cards in a zone, as a new list.
---Piles list the top card first.  Grids list cells row by row, skipping empty ones.
---@param z ZoneId
---@return CardId[] cards
function Game:cards(z) end

---The card k-th from the top of a pile (default: the top card).
---Piles only; on a grid use `g:cell`.
---@param z ZoneId
---@param k? integer default 1
---@return CardId? c # nil when the pile has fewer than k cards
function Game:top(z, k) end

---The bottom card of a pile.
---Piles only; on a grid use `g:cell`.
---@param z ZoneId
---@return CardId? c # nil when the pile is empty
function Game:bottom(z) end

---The card in a grid cell.
---@param z ZoneId
---@param row integer 1-based
---@param col integer 1-based
---@return CardId? c # nil for an empty cell, a cell outside the grid, or a zone that is not a grid
function Game:cell(z, row, col) end

---Shuffles a pile with the game's generator.
---Face-down cards in it become unknown to everybody (see `g:knows`).
---Raises "a grid zone cannot be shuffled" on a grid.
---@param z ZoneId
function Game:shuffle(z) end

-- SECTION cards: Cards
-- A card is an instance of a card definition (a file in `cards/<game>/`).
-- Every card is always in exactly one zone.  Moving a card into a zone resets
-- what the zone decides: face up or down, who knows the card, and its
-- controller (the zone's owner, or the card's owner for a shared zone).

---Creates a card from the definition named `name` and puts it in zone z.
---`pos` is as for `g:move`; a grid takes `row, col`.
---Raises "no card named 'x' is loaded", for a bad owner or zone, and "that cell holds a card" for an occupied grid cell (unlike `g:move`, which refuses).
---@param name string the card's name, as in its definition
---@param owner PlayerId 0: nobody
---@param z ZoneId
---@param pos? Position pile: where; grid: the row
---@param col? integer grid only: the column
---@return CardId c
function Game:new_card(name, owner, z, pos, col) end

---Moves a card to zone z (it may be the zone it is in: that reorders the pile).
---The card gets a new stamp and takes the destination's visibility and owner (face up or down, who knows it, its controller).
---Refuses with `false, "that cell holds a card"` when another card occupies the grid cell.
---Raises for a bad card or zone, a bad position word, a missing row or column for a grid, or a cell outside the grid ("cell (3,1) is outside the 2x3 grid").
---@param c CardId
---@param z ZoneId
---@param pos? Position pile: where; grid: the row
---@param col? integer grid only: the column
---@return boolean ok
---@return string? reason # why not, when ok is false
function Game:move(c, z, pos, col) end

---Moves every card of pile `from` onto pile `to`, one at a time from the top, as a loop of `g:move(c, to)` over `g:cards(from)` would (so the order reverses).  Each card takes the destination's visibility, as with `g:move`.
---@param from ZoneId a pile
---@param to ZoneId a pile
---@return integer moved
function Game:move_all(from, to) end

---Draws up to `n` cards, one at a time, from the top of pile `from` onto pile `to`.  When `from` is empty and a `refill` pile is given, all of `refill` goes into `from`, `from` is shuffled (the game's RNG), and drawing goes on; when both are empty, drawing stops.
---Returns how many cards were drawn and how many times `from` was refilled -- the deck-builder's "draw, reshuffling the discard pile when the deck runs out" in one call.
---@param from ZoneId a pile
---@param to ZoneId a pile
---@param n integer
---@param refill? ZoneId a pile
---@return integer drawn
---@return integer refills
function Game:draw(from, to, n, refill) end

---Where a card is.
---For a pile: the zone and the card's position from the top (1 = top).  For a grid: the zone, row and column.
---@param c CardId
---@return ZoneId? z # nil only if the card is in no zone, which the API never causes
---@return integer pos_or_row
---@return integer? col # grids only
function Game:where(c) end

---The card's name.
---@param c CardId
---@return string name
function Game:name(c) end

---The card's definition: the read-only table its file returned (see `CardDef`).
---@param c CardId
---@return CardDef def
function Game:def(c) end

---The definition of the card named `name`, without needing a card instance.
---@param name string
---@return CardDef? def # nil when no card of that name is loaded
function Game:card_def(name) end

---Every card definition loaded, in load order: the files of `cards/<game>/` sorted by file name, then cards that only a mod folder adds.
---@return CardDef[] defs
function Game:card_defs() end

---The card's owner (0: nobody).  Set when the card is created; only `g:set_owner` changes it.
---@param c CardId
---@return PlayerId p
function Game:owner(c) end

---Makes p the card's owner (0: nobody), for example when a card is acquired from a shared supply.
---The card's controller becomes p too.  Raises for a bad card or player.
---@param c CardId
---@param p PlayerId
function Game:set_owner(c, p) end

---The player who controls the card now.
---Moving the card sets it to the zone's owner, or to the card's owner for a shared zone.
---@param c CardId
---@return PlayerId p
function Game:controller(c) end

---Gives control of a card to p (0: nobody) until the card next moves.
---Raises for a bad card or player.
---@param c CardId
---@param p PlayerId
function Game:set_controller(c, p) end

---Whether the card is face up.
---@param c CardId
---@return boolean up
function Game:face_up(c) end

---Turns a card face up (`up` true) or face down (`up` false or nil).
---Face up makes the card known to everyone; turning it face down does not make anyone forget it.
---@param c CardId
---@param up boolean?
function Game:flip(c, up) end

---Whether player p knows which card c is.  Note the order: player first.
---Player 0 (the god view) knows every card.
---@param p PlayerId
---@param c CardId
---@return boolean known
function Game:knows(p, c) end

---May `seat` see what card `c` is: the seat is 0 (the god view), or the card is in no zone, face up, in a zone of `seat`'s own whose cards only their owner sees, or known to `seat` (`g:reveal`).  The platform's one visibility test: views use it, the REPL and C hosts (`arb_card_known`) too.
---@param seat integer 0 (the god view) or a player
---@param c CardId
---@return boolean
function Game:sees(seat, c) end

---Shows card c to player p, or to everyone when p is nil or 0.
---The knowledge lasts until the card moves, or until its pile is shuffled while it is face down.
---@param c CardId
---@param p? PlayerId
function Game:reveal(c, p) end

---Number of cards created in this game.  Card ids run from 1 to this number.
---@return integer n
function Game:card_count() end

---When the card last moved (or was created): a number that grows with every move.
---A larger stamp means more recent.  Effect ids come from the same counter, so a card's stamp and an effect's id can be compared.  The trigger orders use it.
---@param c CardId
---@return integer stamp
function Game:stamp(c) end

-- SECTION values: Values
-- Named values on the game, on a player or on a card: counters (points,
-- damage), flags ("attacked this turn"), short strings.  They are the only
-- place for anything a card must remember.  A value may carry an expiry tag,
-- any string such as "turn"; `g:expire(tag)` drops every value and effect
-- with that tag.  The kernel never expires anything by itself: the ruleset
-- decides when (the tutorial calls `g:expire("turn")` in its end phase).
--
-- Reading a name that was never set gives nil.  Setting nil deletes.

---The key of a value name (or of an expiry tag): `g:pget(p, TRADE)` with `local TRADE = g:key("trade")` reads the same value as `g:pget(p, "trade")` without hashing the name on every call; `g:padd(p, TRADE, 1, TURN)` takes a tag's key too.
---Resolve the names a ruleset reads on every decision once, when its file loads.  Keys are valid for the game's whole life (its restarts included), not across games.
---@param name string
---@return integer key
function Game:key(name) end

---Reads a game-wide value.
---@param key string
---@return Value? v
function Game:gget(key) end

---Sets a game-wide value; nil deletes it.
---The expiry tag replaces any earlier one: setting without a tag makes the value permanent.
---Raises "a game value must be an integer, boolean or string" for any other type.
---Keys, tags and string values are interned by the kernel and count against the memory cap (see `g:log`).
---@param key string
---@param value Value?
---@param expiry? string tag for `g:expire`
function Game:gset(key, value, expiry) end

---Adds `delta` to a game-wide integer (a missing value counts as 0) and returns the new value.
---Keeps the value's expiry tag unless you give one.
---Raises if the value holds a boolean or string ("'k' does not hold a number"), or if delta is not an integer.
---@param key string
---@param delta integer
---@param expiry? string
---@return integer v
function Game:gadd(key, delta, expiry) end

---Reads a value of player p.
---Raises unless p is 1 to `g:players()`; for a shared value use `g:gget`.
---@param p PlayerId
---@param key string
---@return Value? v
function Game:pget(p, key) end

---Sets a value of player p; nil deletes it.  Same rules as `g:gset`.
---@param p PlayerId
---@param key string
---@param value Value?
---@param expiry? string
function Game:pset(p, key, value, expiry) end

---Adds to an integer of player p and returns the new value.  Same rules as `g:gadd`.
---@param p PlayerId
---@param key string
---@param delta integer
---@param expiry? string
---@return integer v
function Game:padd(p, key, delta, expiry) end

---Reads a value of card c.
---@param c CardId
---@param key string
---@return Value? v
function Game:cget(c, key) end

---Sets a value of card c; nil deletes it.  Same rules as `g:gset`.
---Card values stay with the card when it moves; clear them yourself when a card should forget (or give them an expiry tag).
---@param c CardId
---@param key string
---@param value Value?
---@param expiry? string
function Game:cset(c, key, value, expiry) end

---Adds to an integer of card c and returns the new value.  Same rules as `g:gadd`.
---@param c CardId
---@param key string
---@param delta integer
---@param expiry? string
---@return integer v
function Game:cadd(c, key, delta, expiry) end

---Every value of the game, of a player or of a card, as a new table of name = value.
---`g:vars("game")`, `g:vars("player", p)`, `g:vars("card", c)`.
---Raises for another kind ("kind must be game, player or card") or a bad id.
---@param kind "game"|"player"|"card"
---@param id? PlayerId|CardId
---@return table<string, Value> values
function Game:vars(kind, id) end

---Drops every value and every effect that carries the expiry tag.
---@param tag string
---@return integer n # how many values and effects were dropped
function Game:expire(tag) end

-- SECTION secrets: Secrets
-- A secret is a value a player holds that the others may not know yet: a
-- choice made face down (the end of a card turned toward a foe, a pick in a
-- simultaneous test) until it is revealed.  It is game state like any value
-- (undo, clones, saves and the state hash carry it), kept by the kernel with
-- who knows it, so hiding it is the kernel's business, not a ruleset's
-- convention.  The rules read every secret.  A view reads one only when the
-- seat it runs for may know it (its holder, a seat it was revealed to, or
-- seat 0), a bot or a label or refusal function as the deciding player, a
-- host's query as the god view; hosts list them with `arb_secret_list`
-- (the protocol's state: `secrets`).  That a player holds a secret of some
-- name is public (`g:secrets`); its value is not.

---Sets player p's secret `name` (nil forgets it); the others do not know it, even if an earlier value of it was revealed.
---Values and expiry tags as `g:pset` (`g:expire(tag)` drops it).  Raises "a secret must be an integer, boolean or string" for any other type, and from a view, bot or query.
---@param p PlayerId 0: held by nobody (only seat 0 knows it until revealed)
---@param name string
---@param value Value?
---@param expiry? string tag for `g:expire`
function Game:set_secret(p, name, value, expiry) end

---Reads player p's secret `name`: its value, or nil and true when it exists but the reading seat may not know it, or nil when there is none.
---@param p PlayerId
---@param name string
---@return Value? v
---@return boolean? hidden
function Game:secret(p, name) end

---Reveals player p's secret `name` to seat `to`, or to everyone when `to` is nil or 0; it stays revealed until it is set again or expires.
---Raises "player p has no secret 'x'" when there is none.
---@param p PlayerId
---@param name string
---@param to? PlayerId
function Game:reveal_secret(p, name, to) end

---May `seat` know player p's secret `name`: seat 0, the holder, or a seat it was revealed to.  False when there is no such secret.
---@param seat integer 0 (the god view) or a player
---@param p PlayerId
---@param name string
---@return boolean
function Game:secret_known(seat, p, name) end

---The names of player p's secrets, sorted.  Anybody may read them: that a choice was made is public.
---@param p PlayerId
---@return string[] names
function Game:secrets(p) end

-- SECTION effects: Effects
-- An effect is a rule that lasts for a while: "until end of turn, whenever
-- you play a card, gain 1 point".  It is stored as data -- the event it
-- listens to, the card whose definition holds the handler, the handler's
-- name, an expiry tag -- never as a Lua function, so undo, save and replay
-- keep it like any other state.  When the event is emitted, the handler is
-- looked up by name in the source card's `CardDef.handlers`.

---Registers an effect and returns its id.
---The handler's name is checked only when the event fires: a missing handler then raises "effect handler 'x' is not in Card's handlers".
---Raises if `hook`, `source` or `handler` is missing, or `data` is not an integer.
---@param spec EffectSpec
---@return integer id
function Game:add_effect(spec) end

---Removes an effect by id (a handler can remove its own: `g:remove_effect(effect.id)`).
---@param id integer
---@return boolean removed # false when there is no such effect
function Game:remove_effect(id) end

---The effects listening to event `hook` (all effects when `hook` is nil), oldest first, as new tables.
---@param hook? string
---@return Effect[] effects
function Game:effects(hook) end

---How many effects are registered: a cheap test before listing them.
---@return integer count
function Game:effect_count() end

-- SECTION decisions: Decisions and events
-- When a player must choose, the script asks with `g:choose` and simply waits:
-- the game stops with a pending decision that lists every option, and the
-- call returns once someone answers (a person at the REPL, a bot, a test).
-- Nothing else is needed: no callbacks, no saved progress.
--
-- A decision can only be asked while the game runs.  Edits, queries and
-- views raise "a decision can only be asked while the game runs (not from an
-- edit or a view)".
--
-- Events connect cards to the rules: the ruleset calls `g:emit("card_played",
-- args)` and every card listening to that event reacts.

---Asks player p to pick one of `options`; returns the picked value and its position.
---Each option is a card id (labelled with `Ruleset.card_label`, or the card's name, when somebody reads the options: a simulation labels none), a string (its own label), or a `{ label = ..., value = ..., player = ... }` table (`player`: another player may take it instead).
---After an edit while the choice waits, the same question is asked again.
---Any number is taken as a card id: to offer numbers, use `{ label = "3", value = 3 }`.
---With `opts.optional`, one more option (labelled `opts.none`, default "none") returns nil.
---With no options at all it returns nil without asking.
---With `opts.auto` and exactly one option (and not optional) it returns that option without asking.
---With `opts.where`, a card option's label names the zone the card is in: "Scout (hand)", "Cutter (trade row)".
---Raises for a bad player, or when called from an edit, query or view.
---@param p PlayerId who chooses
---@param prompt string the question, shown to the player
---@param options Choice[]
---@param opts? ChooseOpts
---@return any value # the option (a card id, a string, or the table's value); nil for "none"
---@return integer? index # its position in options
function Game:choose(p, prompt, options, opts) end

---Asks player p a yes/no question.
---@param p PlayerId
---@param prompt string
---@param opts? ChooseOpts
---@return boolean yes
function Game:yes_no(p, prompt, opts) end

---Lets player p pick up to `max` of `options`, one at a time, in the order they like.
---Each pick is one decision; every decision also offers "done", so the player may stop early (even before the first pick).
---Only `opts.reason` is used.
---@param p PlayerId
---@param prompt string
---@param options Choice[]
---@param max? integer default: all of them
---@param opts? ChooseOpts
---@return any[] picked # the values picked, in pick order
function Game:choose_many(p, prompt, options, max, opts) end

---The pending decision, as a new table: who is asked, the prompt, the reason, and every option's label and player.
---While a script runs after an answer, it is the decision just answered, until the next one is asked.  Bots receive it (see `Ruleset.bots`).
---@return Decision d
function Game:decision() end

---Announces an event: every handler listening when it happens runs, in the ruleset's trigger order.
---Listeners are the cards in the ruleset's `trigger_zones` whose `CardDef.on` has the event, and the effects whose hook is the event.
---They are collected once, before any runs: a card that arrives during the event does not react to it; one that leaves still does.
---Each handler is called as `fn(c, args, effect)` with the card's context (`g:use`) when the ruleset has a `context`, acting for the effect's player, the event's player (`whose`) or the card's controller; else as `fn(g, card, args, effect)`.
---An event the ruleset declares in `Ruleset.events` has its own trigger order, listeners and resolution rules.
---If the game ends, the remaining handlers are skipped.
---@param event string
---@param args? any passed to every handler unchanged (usually a table)
---@return integer n # how many handlers were found
function Game:emit(event, args) end

---Raises an event whose triggers wait (the kernel's trigger queue): its listeners run now, but only to queue what they trigger with `g:enqueue`; what they queue forms one batch.
---The batches resolve when nothing is resolving (`g:resolving`): the newest batch first, in `Ruleset.queue`'s order, each trigger as one resolution of its own, so a batch raised while a trigger resolves resolves before the rest of the older batch.
---@param event string
---@param args? any passed to every listener
function Game:raise(event, args) end

---Queues a trigger of `card` in the batch of the event being raised (`g:raise`; outside one, in a batch of its own that waits until the queue next resolves): when it resolves, `CardDef.handlers[handler]` runs, with the card's context when the ruleset has one, acting for `player` (default: the card's controller); its effect carries `data`.
---@param card CardId
---@param handler string
---@param data? integer
---@param player? integer
---@return integer id # the waiting trigger's effect id
function Game:enqueue(card, handler, data, player) end

---Runs `fn(...)` as one resolution (an action, an ability): triggers raised meanwhile wait; when the outermost resolution ends, `Ruleset.queue.settle(g)` runs, then the waiting batches resolve.
---@param fn function
---@param ... any passed to fn
---@return any ... # what fn returns (up to three values)
function Game:resolving(fn, ...) end

---Calls `fn(c, ...)` with the context of `card`: the kernel's one table per card instance, reused for every use, holding `c.g`, `c.card` and `c.player` (the player the ability acts for: `player`, or the card's controller), with the ruleset's verbs (its `context` table: `c:trade(2)`).
---The player is put back after the call, so a use nested in another does not disturb it.  Writing a field of a context is an error: game state lives in the kernel.
---@param card CardId
---@param player? PlayerId
---@param fn fun(c: table, ...): any
---@param ... any passed to fn after the context
---@return any
function Game:use(card, player, fn, ...) end

-- SECTION definitions: Definitions
-- What a script file returns.  A card file returns `card{...}`; a ruleset
-- (`scripts/<game>/ruleset.lua`) returns `ruleset{...}`.  Once loaded, a
-- definition is frozen: writing to it raises "the definition of X is
-- read-only".  docs/authoring.md walks through both.

---Declares a card.  Checks the table and returns it; the loader freezes it.
---Raises "card{} takes a table" or "a card needs a name".
---@param def CardDef
---@return CardDef def
function card(def) end

---Declares a ruleset.  Checks the table and returns it; the loader freezes it.
---Raises "a ruleset needs a turn: a list of phases" or "a ruleset needs setup(g, opts)".
---@param def Ruleset
---@return Ruleset def
function ruleset(def) end

---A card definition: the table a card file returns.
---Besides the fields below, a card holds whatever its ruleset reads (the tutorial reads `on_play`; another game may read `cost` or `faction`).
---@class CardDef
---@field name string the card's name, as players say it; unique in the game (a mod card with the same name replaces it)
---@field on? table<string, Handler> triggers: event name to handler, active while the card is in a trigger zone
---@field handlers? table<string, Handler> handlers that effects name (`EffectSpec.handler`)
---@field file string set by the loader: the file the card came from, relative to the game root (absolute for a mod folder given as an absolute path)
---@field [string] any

---A handler: a trigger in `CardDef.on`, or an effect's handler in `CardDef.handlers`.
---`self` is the card whose definition holds the handler, `args` is what `g:emit` was given, `effect` is the effect (nil for a trigger).
---It may ask for decisions.
---@alias Handler fun(g: Game, self: CardId, args: any, effect: Effect?)

---A ruleset: the table `scripts/<game>/ruleset.lua` returns.
---@class Ruleset
---@field name? string the game's name, used in messages
---@field players? PlayerRange|fun(opts: table): PlayerRange how many players the game takes; default `{ min = 1, max = 8, default = 2 }`
---@field options? fun(opts: table) called once with the parsed options before they are frozen: set defaults, raise on bad values
---@field setup fun(g: Game, opts: table) creates zones, cards and starting values; runs as the game's first action
---@field turn Phase[] the phases of one turn, in order
---@field next_turn? fun(g: Game) called at the end of each turn to pick the next active player; default: the next player in seat order.  The turn number goes up after it
---@field next_seat? table|fun(opts: table): table|nil who plays next as data, worked out by the kernel instead of calling `next_turn`: `{ skip = "out" }` is the next seat in turn order whose player does not have the value `out` set; a function of the game's options declares it per game (nil: call `next_turn`)
---@field trigger_zones? string[] names of the zones whose cards' `on` handlers listen (every owner's zone of that name, and the shared one)
---@field trigger_order? TriggerOrder the order handlers run in when an event has several; default `"active_first"`
---@field events? table<string, EventRule> events with rules of their own (Transformers' Start of Turn): order, listeners, resolution
---@field queue? QueueRule the trigger queue's order and hooks (`g:raise`, `g:enqueue`, `g:resolving`)
---@field context? table the verbs of a card context (`g:use`): methods such as `trade(c, n)` that card abilities call as `c:trade(2)`
---@field derived? DerivedFlags[] flags the kernel derives from what is in play, before every window (Star Realms' Ally)
---@field card_label? fun(g: Game, c: CardId): string the label of a card offered in `g:choose`; default: its name
---@field exports? table<string, any> names that every script sees as globals once the ruleset is loaded (cards, included files, edits): shared helpers such as the tutorial's `gain`
---@field views? table<string, View> text renderings of the game for the host ("board")
---@field bots? table<string, Bot> automatic players the host can ask for a move (`arb_policy`)

---The trigger queue (`Ruleset.queue`); every field is optional.
---@class QueueRule
---@field order? TriggerOrder the order of a batch's triggers ("apnap": the active player orders theirs, then the others)
---@field prompt? string the question when a player orders waiting triggers
---@field reason? string why that player orders them (the rule)
---@field label? fun(g: Game, card: CardId, effect: Effect): string an option's label when ordering (default: the card's name)
---@field settle? fun(g: Game) runs when the outermost resolution ends, before the waiting batches resolve (state checks, "until end of effect" expiries)

---How one event's triggers are found, ordered and resolved (`Ruleset.events`); every field is optional.
---@class EventRule
---@field order? TriggerOrder this event's trigger order, instead of the ruleset's
---@field whose? "player" only the cards controlled by `args.player` and shared cards (controller 0) listen, and they act for that player ("at the start of your turn")
---@field face_up? boolean only face-up cards listen
---@field source_stays? boolean a card's trigger resolves only while the card is still in the zone where it triggered (and face up, with `face_up`)
---@field prompt? string the question when a player orders the triggers
---@field reason? string why that player orders them (the rule)
---@field log? string a log line before each trigger resolves; `%s` is the card's name

---Flags the kernel derives before every window: for each player, a card in `zones` that shares a group with at least k other cards there gets `flags[k]` (a card value, true, with the `expiry` tag), and keeps it until the tag expires.
---@class DerivedFlags
---@field zones string[] the player's zones to look at
---@field groups fun(def: CardDef): string[] the groups a definition belongs to (read once per definition, at load)
---@field flags string[] card value names: `flags[1]` for one other card sharing a group, `flags[2]` for two, ...
---@field expiry? string the flags' expiry tag
---@field borrow? string a card value holding the name of another definition whose groups the card has too (a copy)

---How many players a ruleset takes.
---The host's player count is used when given; otherwise the `players` option, otherwise `default`.  A count outside min..max stops the game from being created.
---@class PlayerRange
---@field min integer
---@field max integer
---@field default integer

---One phase of a turn: either a step the rules run (`run`) or a window where players act (`window`).
---The kernel's driver (kernel/lua/driver.c) walks the phases: after `run` returns, or when a window closes, it moves to the next phase; after the last one, to the next turn.
---@class Phase
---@field name string used by `g:goto_phase` and `g:phase_name`
---@field run? fun(g: Game) does the phase's work; may ask for decisions
---@field steps? table[]|fun(opts: table): table[]|nil the phase's work as kernel steps (kernel/lua/steps.c: move, move_all, draw, set, add, emit, ability, expire, log), run with no Lua; declared per game by a function of the options, and where it gives nil the phase runs `run`
---@field window? Window|fun(opts: table): Window the phase's window, or a function of the game's options that declares it once per game (a format whose players act together needs `who`; the others need none)

---A window: a moment where players choose actions, one at a time, until one closes it.
---Each time, the driver asks `actions` for every player in `who`, then asks the first player in `who` to pick.  Options may belong to other players in `who`: they may act out of turn.
---An action that returns true closes the window (and ends the phase); otherwise the window opens again with fresh actions.
---Listing only reads the game (a write is an error): the kernel lists a window again whenever it needs its options -- after an edit, or after a snapshot taken at the window is restored -- so what `actions`, `who`, `prompt` and `reason` return must follow from the game state alone.
---@class Window
---@field actions fun(g: Game, p: PlayerId, acts: Actions) lists what player p may do now
---@field who? fun(g: Game): PlayerId[] who may act; default `{ g:active() }`
---@field prompt? string|fun(g: Game, who: PlayerId[]): string default: "<phase>: choose an action"
---@field reason? string|fun(g: Game, who: PlayerId[]): string why these players may act now (shown with the question)

---The list of actions a window offers, filled by `Window.actions`.
---@class Actions
local Actions = {}

---Offers an action.  If chosen, `fn(g, player, arg)` runs; returning true closes the window.
---`label` may be a function `label(g, arg)`: the kernel calls it only when somebody reads the
---options (a person, a test, a bot that reads labels), never for a random bot, and it may only
---read the game.  One shared `fn` and `label` with a card as `arg` offers many options without
---a closure or a string each -- the cheap way, and what simulations measure.
---@param label string|fun(g: Game, arg: any): string what the player sees, and what tests and replays name
---@param fn fun(g: Game, p: PlayerId, arg: any): boolean?
---@param player? PlayerId who may take it; default: the player being asked about
---@param arg? any passed to `fn` and `label`
function Actions:add(label, fn, player, arg) end

---Records an action that exists but is illegal now, with the reason.  It is not offered; the REPL's `why` shows it.
---In a simulation (`arb_config.quiet`) refusals are not recorded.  `label` may be a function
---`words(g, arg, why)` returning the label and the reason, with `arg` in place of `reason`: it is
---called only where refusals are kept, so a simulation formats no refusal text.
---@param label string|fun(g: Game, arg: any, why: any): string, string
---@param reason string|any the reason, or the `arg` of `words`
---@param why? any passed to `words`
function Actions:refuse(label, reason, why) end

---A view: renders the game as text for a seat.  It may only read: its first write is an error raised before anything changes ("a view may only read the game, and g:padd changes it").
---`seat` is the player looking, or 0 for the all-seeing view; `args` is the host's argument text ("" if none).
---While it runs, `g:secret` reads with that seat's eyes (the kernel wraps the ruleset's views at load): a secret the seat may not know reads as nil.
---@alias View fun(g: Game, seat: PlayerId, args: string): string

---A bot: given the game and the pending decision, returns the 1-based index of the option to take.
---It may only read the game: a write is an error ("a bot may only read the game, and g:pset changes it"); an index out of range is an error.
---@alias Bot fun(g: Game, d: Decision): integer

---A decision, as `g:decision` returns it.
---@class Decision
---@field player PlayerId who is asked (0 when nobody is)
---@field prompt string
---@field reason string
---@field options string[] the option labels, in order
---@field players PlayerId[] who may take each option

---How `g:emit` orders several handlers.  A function receives the list and sorts it in place.
---@alias TriggerOrder
---| "oldest_first"   # smallest stamp first: the card that arrived in its zone first (or the oldest effect)
---| "newest_first"   # largest stamp first
---| "active_first"   # the active player's handlers first, then the next players' in seat order; oldest first within a player
---| "active_chooses" # the active player picks which handler runs next, one decision at a time
---| "apnap"          # active player first, then the others in seat order; each player orders their own handlers
---| fun(g: Game, hs: Trigger[], event: string)

---One handler waiting to run, as a `TriggerOrder` function sees it.
---@class Trigger
---@field card CardId the card whose definition holds the handler
---@field fn Handler
---@field player PlayerId the card's controller, or the effect's player
---@field stamp integer the card's stamp, or the effect's id
---@field effect? Effect set for an effect, nil for a card's trigger

---What `g:add_effect` takes.
---@class EffectSpec
---@field hook string the event to listen to
---@field source CardId the card whose `CardDef.handlers` holds the handler
---@field handler string the handler's name
---@field expiry? string tag: `g:expire(tag)` removes the effect
---@field player? PlayerId who controls it; 0 or nil: the source card's controller when the event fires
---@field data? integer one integer for the handler to use; default 0

---An effect, as `g:effects` lists it and as handlers receive it.
---@class Effect
---@field id integer
---@field hook string
---@field source CardId
---@field handler string
---@field player PlayerId as given to `g:add_effect` (0 if none was)
---@field data integer

---What `g:new_zone` takes.
---@class ZoneOpts
---@field vis? Visibility default "public"
---@field rows? integer with cols: a grid of rows x cols cells (at most 1,048,576)
---@field cols? integer

---An option of `g:choose` with a label different from its value.
---@class ChoiceItem
---@field label string
---@field value any
---@field player? PlayerId another player who may take this option instead (a reaction in the middle of a procedure, e.g. "anyone may Convert now"); the value says what they chose

---An option of `g:choose`: a card id, a string, or a `ChoiceItem`.
---@alias Choice CardId|string|ChoiceItem

---Options of `g:choose`, `g:yes_no` and `g:choose_many`.
---@class ChooseOpts
---@field reason? string why the player is asked (shown with the question)
---@field optional? boolean add an option that returns nil
---@field none? string label of that option; default "none"
---@field auto? boolean with exactly one option, take it without asking

-- SECTION sandbox: The sandbox
-- Rulesets and cards run in a sandbox.  They see these globals only:
-- `assert error ipairs pairs select tonumber tostring type pcall xpcall
-- rawequal rawlen rawget setmetatable getmetatable string table math utf8
-- load include serialize steps card ruleset g _VERSION`, plus the ruleset's
-- `exports`.  There is no `io`, `os`, `require`, `print`, `next`, `rawset`,
-- `coroutine`, `debug` or `collectgarbage`; `math.random` is gone (use
-- `g:random`) and so is `string.dump`.  The string, table, math and utf8
-- libraries are read-only.
--
-- Setting a global raises "scripts may not set the global 'x'": keep helpers
-- in locals.  A script that runs too long or allocates too much is stopped
-- and the action is rolled back.  By default the budget is 50 million VM
-- instructions from one decision to the next (and per query, view or file
-- load) and 256 MiB of Lua heap; the host may change both (`arb_config`).

---Iterates a table in sorted key order: booleans, then numbers, then strings, each ascending (other key types by their text).
---Lua's own order changes from run to run, and a game must play out the same way on replay.  Works on read-only definitions too.
---@generic K, V
---@param t table<K, V>
---@return fun(): K, V
function pairs(t) end

---Loads `scripts/<game>/<name>.lua` once per game and returns what it returns (later calls get the same value; a file that returns nothing runs again each time).
---`include("lib/name")` loads `scripts/lib/<name>.lua`, the helpers rulesets share (`lib/deckfile`).
---The file runs in the sandbox and counts as part of the game's scripts (saved games check its hash).
---Raises for any other name with "/", one with "..", or a missing file ("cannot read ...").
---@param name string a plain file name without ".lua", or "lib/" and one
---@return any module
function include(name) end

---Rules as data: compiles a list of kernel steps (see `Phase.steps` and docs/authoring.md, "Rules as data") into the function that runs them, `fn(g, p, card)`, for Lua that calls the same steps an option family runs (Star Realms' "play all" plays each card as one play does).
---Only while the game loads (a ruleset's file, or a function it declares per game): the kernel keeps every program for the game's life, so an edit or an ability cannot declare more.
---Raises at once for a step it does not know, naming the step's number.
---@param list table[] the steps
---@return fun(g: Game, p: PlayerId, card?: CardId): boolean? run
function steps(list) end

---Compiles Lua source text into a function that runs in the sandbox.  Binary chunks are refused.
---Raises "load takes source text only" if src is not a string.
---@param src string
---@param name? string chunk name, for error messages
---@return function? f
---@return string? err # the syntax error, when f is nil
function load(src, name) end

---Lua literal text for a value: strings quoted, tables as `{ k = v, ... }` with keys in sorted order, nesting deeper than 8 shown as `{...}`.
---@param v any
---@return string text
function serialize(v) end

-- SECTION internals: Engine internals
-- Warning: these methods belong to the engine's own Lua (the prelude) and
-- its driver (kernel/lua/driver.c).  Rulesets and cards must not call them; doing so
-- breaks undo, rollback and replay in ways that are hard to see.  They are
-- listed so that the reference is complete.

---The handlers listening to `event` now -- cards in the trigger zones whose `on` names it, in zone order, then effects hooked to it, oldest first -- as `{card=, fn=, player=, stamp=, effect=}` tables, or nil when nobody listens.  `g:emit` orders and runs them.
---@param event string
---@return table[]|nil
function Game:_handlers(event) end

---Names `card` (nil: none) as the card whose text runs now: the log lines written meanwhile name it (`arb_log_card`).  `g:use` and `g:emit` set it.
---@param card? CardId
---@return CardId|nil previous # the card named before
function Game:_source(card) end

---Sets the pending decision; the caller must then yield for the answer (that is what `g:choose` does).
---`labels` lists the option labels; `players[i]` (optional) says who holds option i (default p); `refused` lists `{label, reason}` pairs (ignored in a simulation).
---Raises "edits and queries cannot ask for decisions" during an edit, and "a decision needs at least one option" for an empty list.
---@param p PlayerId
---@param prompt string
---@param reason? string
---@param labels string[]
---@param players? PlayerId[]
---@param refused? string[][]
function Game:_decide(p, prompt, reason, labels, players, refused) end
