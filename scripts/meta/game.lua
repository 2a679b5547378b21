---@meta
-- scripts/meta/game.lua -- Arbiter API stubs: the game itself: players, turns, phases, the end, randomness, the log.
--
-- One part of the LuaCATS stubs from which docs/api.md is generated
-- (scripts/meta/arbiter.lua lists the parts, in the page's order).
-- Also the ids and value types (CardId, ZoneId, Value...) that every other
-- part uses, the class Game and the global `g`.  Game is a global here (not
-- a local) so that the language server adds the other parts' `function
-- Game:...` methods to the same class.

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
Game = {}

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
---`g:finish` does not stop the running function: code after it still runs, so return after calling it (or call `g:halt()`).
---The driver stops once the current action ends, and `g:emit` calls no further handlers.
---A decision asked after the game ended is never answered.
---Calling it again replaces the winners and the text.
---Raises on a bad player in `winners`.
---@param winners PlayerId[]
---@param text string
function Game:finish(winners, text) end

---Stops every script that runs for the kernel, at once, once `g:finish` has ended the game: "the game ends now", in the middle of any procedure, without each caller checking `g:over()`.
---It raises an error that no `pcall` of a script catches (as the budget's), and the kernel ends the running option, phase or step as if it had returned; the steps after it do not run.
---Before the game is over it is an ordinary error, and the answer leaves no trace.
function Game:halt() end

---A random integer from 1 to n, from the game's own generator.
---It is the only randomness scripts have (`math.random` is removed).  It is seeded from the game's seed and is part of the game state, so undo and replay give the same numbers.
---Raises unless 1 <= n <= 2^31-1.
---@param n integer
---@return integer r
function Game:random(n) end

---Adds a line to the game log.  The log is part of the game: undo takes lines back, replay writes them again.
---With more arguments the line is `string.format(text, ...)`, formatted only when the log is kept: in a simulation (`arb_config.quiet`) the line is dropped unformatted, so rules log freely and never ask whether anybody reads the log (nor can they: speed is the kernel's business, and the rules are the same in every game).
---An argument may be a function: it is called (with no arguments, reading only: a write there is an error) for its value when the line is kept, and never in a simulation, so a costly word -- a total worked out only to be told -- costs nothing where nobody reads the log: `g:log("%s battles with %d Power", who, function() return total(g, p) end)`.
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
