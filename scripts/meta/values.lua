---@meta
-- scripts/meta/values.lua -- Arbiter API stubs: values on the game, a player or a card, and secrets (values not yet revealed).
--
-- One part of the LuaCATS stubs from which docs/api.md is generated
-- (scripts/meta/arbiter.lua lists the parts, in the page's order).
-- Values and secrets are the only place for what a card must remember;
-- both expire by tag and both are carried by undo, clones and saves.

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

---The sum of the bonuses to `field` of every static ability that reaches card c now ("while ... this character has +2 attack"), from the sources the ruleset's `statics` declares (`Ruleset.statics`); 0 when it declares none, or when no static gives that field.
---A read: views, bots and `why` may call it.  The kernel walks the sources in C; a static's `cond` and `per` are the only Lua it calls (`cond(g, c)`, or `cond(g, c, source)` for a source declared `with_source`; `per(g, c)`, a whole number that multiplies the bonus).
---@param c CardId
---@param field string|integer a bonus name, or its key from `g:key`
---@return integer sum
function Game:static(c, field) end

---The same sum as `g:static`, and the list of what makes it: `{ card = source, scope = "host", bonus = 2 }` for each static ability that applies now (a `per` already multiplied in), in the order of the declared sources -- for views and `why` ("why is its attack 9?").
---@param c CardId
---@param field string|integer a bonus name, or its key from `g:key`
---@return integer sum
---@return { card: CardId, scope: string, bonus: integer }[] parts
function Game:statics(c, field) end

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
