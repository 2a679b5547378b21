---@meta
-- scripts/meta/decisions.lua -- Arbiter API stubs: decisions (g:choose and its kin) and events (g:emit, triggers).
--
-- One part of the LuaCATS stubs from which docs/api.md is generated
-- (scripts/meta/arbiter.lua lists the parts, in the page's order).

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
---The prompt may be a function(g) returning the text: it runs only when somebody reads the prompt (a simulation never does), and may only read the game.
---@param p PlayerId who chooses
---@param prompt string|fun(g: Game): string the question, shown to the player
---@param options Choice[]
---@param opts? ChooseOpts
---@return any value # the option (a card id, a string, or the table's value); nil for "none"
---@return integer? index # its position in options
function Game:choose(p, prompt, options, opts) end

---Asks player p for a whole number from lo to hi; returns it, and its position (1 for lo).
---The options are made by the kernel, labelled by their numbers ("1", "2", ...), with no table per number: use it for an amount (a partial attack, damage to split).
---lo > hi offers nothing and returns nil without asking; `opts` are g:choose's (`reason`, `optional` with `none`, `auto`).
---Raises for more than 100,000 numbers, a bad player, or when called from an edit, query or view.
---@param p PlayerId who chooses
---@param prompt string the question
---@param lo integer the least number offered
---@param hi integer the greatest
---@param opts? ChooseOpts
---@return integer? n # the number picked; nil for "none"
---@return integer? index # its position
function Game:choose_number(p, prompt, lo, hi, opts) end

---Asks player p for a card among the cards of a zone, or of a list of zones: each zone's cards top first, the zones in the order given.
---The kernel lists them with no Lua table (cheap where a pile is long: a discard pile), labelled when read like g:choose's card options (`opts.where` names the zone).
---With no card there at all it returns nil without asking, even when `opts.optional`; `opts` are g:choose's.
---Raises for a bad zone or player, or when called from an edit, query or view.
---@param p PlayerId who chooses
---@param prompt string|fun(g: Game): string the question (a function: worded when read)
---@param zones ZoneId|ZoneId[]
---@param opts? ChooseOpts
---@return CardId? card # the card picked; nil for "none"
---@return integer? index # its position among the zones' cards
function Game:choose_in(p, prompt, zones, opts) end

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

---Asks player `p` the window `name` the ruleset declares in `Ruleset.windows`, in the middle of a procedure: the kernel lists its option families for `p` (in C, as it lists a phase's window), the running unit waits for the answer, and the option chosen runs (its family's `run`) before this returns.
---Returns true when an option ran; nil when `p` took the window's `none` option, or when nothing is offered (then nothing is asked).  Only rules and card effects may ask: from a view, a bot, a label or a query it is an error.
---`d`, a distance (default 0), is what a cards family with `reaches = true` measures each card's range against (the game's grid family's `range` field plus its `bonus` value, as `g:cards`' filter does): Transformers' Assist offers list the cards of the player's hand that reach the target.
---@param name string
---@param p PlayerId
---@param d? integer the distance the window is asked at (0 or more)
---@return true|nil ran
function Game:window(name, p, d) end

---Announces an event: every handler listening when it happens runs, in the ruleset's trigger order.
---Listeners are the cards in the ruleset's `trigger_zones` whose `CardDef.on` has the event, and the effects whose hook is the event.
---They are collected once, before any runs: a card that arrives during the event does not react to it; one that leaves still does.
---Each handler is called as `fn(c, args, effect)` with the card's context (`g:use`) when the ruleset has a `context`, acting for the effect's player, the event's player (`whose`) or the card's controller; else as `fn(g, card, args, effect)`.
---An event the ruleset declares in `Ruleset.events` has its own trigger order, listeners and resolution rules.
---If the game ends, the remaining handlers are skipped.
---The kernel runs all of it in C: where the order lets the players choose (`active_chooses`, `apnap`), each choice is a decision of its own, asked with the event's `prompt` and `reason`, one option per handler still waiting (its card's name); an event's own `order` function is used for it, the ruleset's `trigger_order` for the others.
---Only the rules and card effects may emit: from a view, a bot, a label or a query it is an error.
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
---`fn` may also be a card's ability written as verbs (a definition's `ally = { combat = 2 }`): the kernel runs its verbs for the card and the player, in C, and returns nothing.
---@param card CardId
---@param player? PlayerId
---@param fn (fun(c: table, ...): any)|table
---@param ... any passed to fn after the context
---@return any
function Game:use(card, player, fn, ...) end
