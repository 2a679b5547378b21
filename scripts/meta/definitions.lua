---@meta
-- scripts/meta/definitions.lua -- Arbiter API stubs: what a script file returns: card and ruleset definitions and their parts.
--
-- One part of the LuaCATS stubs from which docs/api.md is generated
-- (scripts/meta/arbiter.lua lists the parts, in the page's order).
-- The types here (Ruleset, Phase, Window, Actions, Decision, Trigger...) are
-- the shapes of the tables a card file or a ruleset declares.

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
---@field on? table<string, Handler|table> triggers: event name to handler, active while the card is in a trigger zone; a handler may be the card context's verbs as data (`{ combat = 1 }`), run for the card's controller
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
---@field zones? table[]|fun(g: Game): table[] zones the kernel makes before setup, at every start, in the order listed: `{ "deck", owner = 1, vis = "hidden" }` (owner 0 and vis "public" unless said; `rows`, `cols` for a grid); a function is called once at load with the game read-only (it may read `g:players()`, `g:options()`, `g:card_defs()`); see kernel/lua/layout.c
---@field cards? table[]|fun(g: Game): table[] cards the kernel makes after `zones`, before setup, at every start: `{ "Scout", 8, zone = "deck", player = 1 }` puts 8 Scouts in turn on top of player 1's deck, owned by `owner` (default: the zone's player); only into piles `zones` declares; read like `zones`
---@field turn Phase[] the phases of one turn, in order
---@field next_turn? fun(g: Game) called at the end of each turn to pick the next active player; default: the next player in seat order.  The turn number goes up after it
---@field next_seat? table|fun(opts: table): table|nil who plays next as data, worked out by the kernel instead of calling `next_turn`: `{ skip = "out" }` is the next seat in turn order whose player does not have the value `out` set; a function of the game's options declares it per game (nil: call `next_turn`)
---@field trigger_zones? string[] names of the zones whose cards' `on` handlers listen (every owner's zone of that name, and the shared one)
---@field trigger_order? TriggerOrder the order handlers run in when an event has several; default `"active_first"`
---@field events? table<string, EventRule> events with rules of their own (Transformers' Start of Turn): order, listeners, resolution
---@field queue? QueueRule the trigger queue's order and hooks (`g:raise`, `g:enqueue`, `g:resolving`)
---@field windows? table<string, ReactionWindow|fun(opts: table): ReactionWindow> windows a rule asks in the middle of a procedure with `g:window(name, p [, d])` (Transformers' CNF.4c, BTL.3's Assist offers, BTL.5): listed by the kernel like a phase's window
---@field context? table|fun(opts: table): table the verbs of a card context (`g:use`): methods such as `trade(c, n)` that card abilities call as `c:trade(2)`; a function of the game's options declares them per game (a verb whose rules differ with an option)
---@field derived? DerivedFlags[] flags the kernel derives from what is in play, for the acting players before their options are listed (Star Realms' Ally)
---@field statics? StaticsRule where the static abilities that reach a card come from, for `g:static` (the Transformers TCG's WHILE abilities)
---@field card_label? fun(g: Game, c: CardId): string the label of a card offered in `g:choose`; default: its name
---@field exports? table<string, any> names that every script sees as globals once the ruleset is loaded (cards, included files, edits): shared helpers such as the tutorial's `gain`
---@field views? table<string, View> text renderings of the game for the host ("board")
---@field bots? table<string, Bot> automatic players the host can ask for a move (`arb_policy`)

---A window asked in the middle of a procedure (`Ruleset.windows`, `g:window`).
---@class ReactionWindow
---@field options table[]|fun(opts: table): table[] its option families (as a phase window's `options`, docs/authoring.md), listed by the kernel for the player asked: cards, abilities, fixed, costed and player families (no Lua list, grid, walk or targets); a cards family with `reaches = true` offers only the cards whose range reaches the distance `g:window` was given (a phase's window has none: refused at load)
---@field prompt? string|fun(g: Game, p: PlayerId): string the question; a function runs only when somebody reads it
---@field reason? string|fun(g: Game, p: PlayerId): string why the player may act now (a function's is worded at once, but not in a simulation)
---@field none? string the label of an option that takes nothing (`g:window` returns nil); without it the player must take an option

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

---Flags the kernel derives before a window lists a player's options: for each acting player, a card of theirs in `zones` that shares a group with at least k other cards there gets `flags[k]` (a card value, true, with the `expiry` tag), and keeps it until the tag expires.
---@class DerivedFlags
---@field zones string[] the player's zones to look at
---@field groups fun(def: CardDef): string[] the groups a definition belongs to (read once per definition, at load)
---@field flags string[] card value names: `flags[1]` for one other card sharing a group, `flags[2]` for two, ...
---@field expiry? string the flags' expiry tag
---@field borrow? string a card value holding the name of another definition whose groups the card has too (a copy)

---Static abilities (`Ruleset.statics`), read once the cards are loaded (and again after a card is reloaded).
---Each definition lists its statics in the field `list`, each `{ scope = "self", bonus = { atk = 2 }, cond = fn, per = fn }` (and the side field, if declared): `scope` says which sources it acts from, `bonus` gives whole numbers to fields, `cond(g, c)` (optional) must hold for the card c it reaches, `per(g, c)` (optional) multiplies the bonus.
---A card file whose statics are malformed (no scope, no bonus table, a bonus that is not a whole number, a cond that is not a function) stops the load with an error naming the file.
---@class StaticsRule
---@field list string the definition field holding a card's static abilities
---@field side? string a static's field and a card's value: a static with that field applies only while its source's value equals it (a card's mode)
---@field from StaticSource[] where the statics that reach a card come from (at most 16), on the card owner's side of the table

---One source of statics (`StaticsRule.from`): the card itself (no `zone`), or each card in the card owner's `zone`.
---Of a source's statics, those with this `scope` and a bonus to the field asked count.
---@class StaticSource
---@field scope string the scope word its statics carry
---@field zone? string each card of the card owner's zone of that name (none: the card itself)
---@field attached? string only cards whose card value of that name is the card (its Upgrades: `attached = "host"`)
---@field unless? string not the cards whose card value of that name is the card ("not its host")
---@field other? boolean not the card itself
---@field with_source? boolean a static's cond is called as cond(g, c, source)
---@field side? integer|boolean|"any" which statics with a side count: a number, the side the source shows when it has no such value; true, the value (none when absent); "any", every static whatever its side; omitted, only statics without a side

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
---@field steps? table[]|fun(opts: table): table[]|nil the phase's work as kernel steps (kernel/lua/steps.c: move, move_all, draw, set, add, emit, ability, expire, log, choose, each...), run by the kernel with no Lua but the calls they name; declared per game by a function of the options, and where it gives nil the phase runs `run`
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
---@field label? fun(g: Game, card: CardId): string the label of each card offered (every option must then be a card), worded only when somebody reads the options -- "reveal (1,2)" for the card there -- instead of the ruleset's `card_label`; no option table and no text is made in a simulation
