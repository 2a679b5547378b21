---@meta
-- scripts/meta/zones.lua -- Arbiter API stubs: zones: piles and grids, found, created, read, shuffled.
--
-- One part of the LuaCATS stubs from which docs/api.md is generated
-- (scripts/meta/arbiter.lua lists the parts, in the page's order).

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
---`z` may be a list of up to 16 zones: their cards follow one another, in
---the list's order (`{ played, front }`: a player's cards in play).
---With a filter, only the cards face up (`face_up = true`) or face down (`face_down = true`), those whose
---definition has a field (`has = "name"`), those holding a card value
---(`value = "name"`) and those whose range reaches a distance (`reaches =
---d`): a rule that looks for a few cards of some zones makes one call
---instead of one per card or per zone.  A filter declared at load
---(`filter{ ... }`) is read once, not at every call; so is a list of
---zones declared at load (`zone_list{ ... }`).
---@param z ZoneId|ZoneId[]|userdata
---@param filter? CardFilter
---@return CardId[] cards
function Game:cards(z, filter) end

---The first card `g:cards(z, filter)` would list, or nil, without making
---the list: "is such a card there?" in one call.
---@param z ZoneId|ZoneId[]|userdata
---@param filter? CardFilter
---@return CardId? card
function Game:first(z, filter) end

---The cards of the game's grid (its first grid family's) within distance
---`d` of player `p`'s cell, row by row, kept by the filter as `g:cards`
---keeps them: "the facedown cards adjacent to you" in one call.  An empty
---list while `p` is off the grid.
---@param p PlayerId
---@param d integer the greatest distance (rows apart plus columns apart)
---@param filter? CardFilter
---@return CardId[] cards
function Game:near(p, d, filter) end

---What `g:cards` and `g:first` keep.  Any other field is an error that
---names it (a typo would otherwise keep every card); a frozen table (a
---ruleset's export) filters as the table it reads through.
---@class CardFilter
---@field face_up? boolean only the cards face up
---@field face_down? boolean only the cards face down
---@field has? string only the cards whose definition has this field (not false or nil); "is.ally": a field of a table field
---@field value? string only the cards holding this card value, other than 0 or false
---@field reaches? integer only the cards whose range reaches this distance: the game's grid family's `range` field plus `bonus` value (see `g:reach`)

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

---What of player p's reaches distance d on the game's grid, as its grid
---family reckons it for the cards it offers: the sum of the family's
---`reach` value (those above 0) over p's cards in the reach's zones whose
---range (the definition's `range` plus the card's `bonus`) is at least d,
---and at distance 0 the family's `base` too.  A rule that needs it (a
---battle's Power, a price paid in Power) asks here rather than adding the
---cards up itself.  Raises an error when the game has no grid family.
---@param p PlayerId
---@param d integer a distance, 0 or more
---@return integer n
function Game:reach(p, d) end

---Pays n from what of player p's reaches distance d, as `g:reach` counts
---it, and returns what is left unpaid (0 when all of it was): at distance
---0 the family's `base` values first (a base as data, in the order
---declared, each while its condition holds; a base that is a function is
---not paid from), then the cards' `reach` values, the shortest range first
---(on a tie, the card made first), so that long range is kept for later.
---Each value keeps its expiry tag.  A write: views, bots and queries may
---not pay.
---@param p PlayerId
---@param n integer what to pay
---@param d integer a distance, 0 or more
---@return integer unpaid
function Game:pay_reach(p, n, d) end

---How far card c is from the cell player p stands on, rows apart plus
---columns apart, on the game's grid, as its grid family measures it for
---the cards it offers (the cell is the family's `at` values): nil when p
---stands on no cell of the grid or c is not in it.  Raises an error when
---the game has no grid family.
---@param p PlayerId
---@param c CardId
---@return integer? d
function Game:distance(p, c) end

---What card c costs player p to buy, as the game's grid family reckons it
---for the cards it offers: the card's `cost_value` value, else its
---definition's `cost`, plus what each face-up card of the grid whose
---definition has the `cost_mods` field adds (data the kernel reads,
---{ add = n, has = "field", name = "card" }, or a function f(g, that_card,
---c, p), which only reads: a write there raises "a price change (cost_mods)
---may only read the game", here as in the listing).  A rule that charges or
---shows a price asks here rather than adding
---the changes up itself.  nil when c has no cost; raises an error when the
---game has no grid family.
---@param p PlayerId
---@param c CardId
---@return integer? cost
function Game:buy_cost(p, c) end

---Shuffles a pile with the game's generator.
---Face-down cards in it become unknown to everybody (see `g:knows`).
---Raises "a grid zone cannot be shuffled" on a grid.
---@param z ZoneId
function Game:shuffle(z) end
