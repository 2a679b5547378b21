---@meta
-- scripts/meta/sandbox.lua -- Arbiter API stubs: the sandbox: the globals a ruleset or card sees.
--
-- One part of the LuaCATS stubs from which docs/api.md is generated
-- (scripts/meta/arbiter.lua lists the parts, in the page's order).

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

---Rules as data: compiles a list of kernel steps (see `Phase.steps` and docs/authoring.md, "Rules as data") into the function that runs them, `fn(g, p, card)`, for Lua that calls the same steps an option family runs (Star Realms' SR.scrap runs a scrap's steps for any card); a question the steps ask waits on the unit, as g:choose does.
---Only while the game loads (a ruleset's file, or a function it declares per game): the kernel keeps every program for the game's life, so an edit or an ability cannot declare more.
---Raises at once for a step it does not know, naming the step's number.
---@param list table[] the steps
---@return fun(g: Game, p: PlayerId, card?: CardId): boolean? run
function steps(list) end

---A `g:cards` / `g:first` filter declared once: its fields are checked and its names found now, as `g:key` does for a value's name, and a call that passes the handle reads nothing of a table (`local RESOLVED = filter{ value = "resolved" }` at load, then `g:cards(zones, RESOLVED)`).
---Only while the game loads; raises for a field no filter has, naming it.
---@param fields CardFilter
---@return userdata filter the handle (its metatable hidden)
function filter(fields) end

---A list of zones `g:cards` / `g:first` read, declared once: a call that passes the handle reads the zone ids from it, not from a table (`local IN_PLAY = zone_list{ played, front }` at load, then `g:cards(IN_PLAY, filter)`).
---Only while the game loads; 1 to 16 zone ids, checked against the game's zones at each call (a ruleset may declare its lists before the zones exist).
---@param zones ZoneId[]
---@return userdata list the handle (its metatable hidden)
function zone_list(zones) end

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
