---@meta
-- scripts/meta/internals.lua -- Arbiter API stubs: the engine's own methods, which scripts must not call.
--
-- One part of the LuaCATS stubs from which docs/api.md is generated
-- (scripts/meta/arbiter.lua lists the parts, in the page's order).

-- SECTION internals: Engine internals
-- Warning: these methods belong to the engine's own Lua (the prelude) and
-- its driver (kernel/lua/driver.c).  Rulesets and cards must not call them; doing so
-- breaks undo, rollback and replay in ways that are hard to see.  They are
-- listed so that the reference is complete.

---The handlers listening to `hook` now -- cards in the trigger zones whose `on` names it, then effects hooked to it -- in its trigger order (asking the players where the order lets them choose, as `g:emit` does), each passed to `each(g, h)`, `h` being `{card=, fn=, player=, stamp=, effect=}` with `player` the one it acts for.  The trigger queue resolves its batches so (`g:raise`, `g:resolving`).
---@param hook string
---@param each fun(g: Game, h: table)
---@return integer n # how many listened
function Game:_emit_each(hook, each) end

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
