---@meta
-- scripts/meta/cards.lua -- Arbiter API stubs: cards: where they are, moved, turned, known, owned and controlled.
--
-- One part of the LuaCATS stubs from which docs/api.md is generated
-- (scripts/meta/arbiter.lua lists the parts, in the page's order).

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
---With a filter (a table or a `filter{ ... }`, with `has` only: a definition has no face, values or range), only the definitions that have that field (`has = "is.encounter"`), found as `g:cards` finds them, without reading the others.
---@param filter? CardFilter
---@return CardDef[] defs
function Game:card_defs(filter) end

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
