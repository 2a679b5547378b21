---@meta
-- scripts/meta/effects.lua -- Arbiter API stubs: effects: rules that last a while, stored as data.
--
-- One part of the LuaCATS stubs from which docs/api.md is generated
-- (scripts/meta/arbiter.lua lists the parts, in the page's order).

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
