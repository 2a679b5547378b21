-- star-realms/ctx.lua -- the vocabulary Star Realms cards are written in.
--
-- A card file says `return ship{...}` or `return base{...}`; its abilities
-- (primary, ally, ally2, scrap, and handlers in `on`) receive a context `c`
-- with the verbs below: c:trade(2), c:scrap_cards{from = "hand", max = 1},
-- c:choose{ {"3 Trade", function() c:trade(3) end}, ... }.  The context is
-- the kernel's (g:use): one per card instance, holding only the game, the
-- card and the player; whatever must last is written to the kernel.
--
-- Verbs follow the notation of shared/data/star-realms-cards.csv; "?" in
-- that notation is `optional = true` here.

local SR = include "combat"
local K = SR.K
local fmt = string.format

local Ctx = {}
SR.Ctx = Ctx              -- the verbs of a card context (the ruleset's `context`)

-- The one-line verbs are kernel steps (verb{}, kernel/lua/steps.c): c:trade(2)
-- adds to the player's pool and logs what SR.add_pool and SR.draw would,
-- with no Lua of their own.
local function pool_verb(pool)
  return verb{
    { add = pool, by = "arg" },
    { log = "{p} gains {n} " .. pool .. " (pool {v})", n = "arg", unless_zero = true },
  }
end
Ctx.trade = pool_verb("trade")
Ctx.combat = pool_verb("combat")
local DRAW = { draw = "deck", to = "hand", n = "arg", refill = "discard", log_drawn = "{p} draws {n} card{s}",
               log_refill = "{p} shuffles the discard pile into a new deck" }
Ctx.draw = verb{ DRAW }
-- c:authority(n) adds to the Authority p uses (Hydra teams share one:
-- auth_holder) as SR.gain_authority does; a gain is kernel steps only, so
-- a card may write it as data ({ authority = 4 }); a loss logs and checks
-- for defeat in Lua.
local AUTHORITY = {
  { add = "authority", by = "arg", holder = "auth_holder" },
  { log = "{p} gains {n} Authority (now {v})", n = "arg", if_arg_at_least = 0 },
  { call = function(g, p, _, n) SR.authority_changed(g, p, n, SR.authority(g, p)) end, if_arg_below = 0 },
}
Ctx.authority = verb(AUTHORITY)

-- "If you have two or more bases in play, ..." (Embassy Yacht, Orbital
-- Shuttle; your own bases: own_bases_in_play in the card data): the verb's
-- steps, each only while the player's bases hold two cards.
local function if_two_bases(steps)
  local out = {}
  for i, s in ipairs(steps) do
    out[i] = { if_cards = { bases = 2 } }
    for k, v in pairs(s) do out[i][k] = v end
  end
  return verb(out)
end
Ctx.draw_if_two_bases = if_two_bases({ DRAW })
Ctx.authority_if_two_bases = if_two_bases(AUTHORITY)

function Ctx:name() return self.g:name(self.card) end

-- choose{ {label, fn}, ... }: exactly one branch happens.
function Ctx:choose(branches)
  local opts = {}
  for i, b in ipairs(branches) do opts[i] = { label = b[1], value = i } end
  local i = self.g:choose(self.player, self:name() .. ": choose one", opts,
                          { reason = "the ability offers a choice; take exactly one" })
  return branches[i][2]()
end

-- "Target opponent discards n cards" and "target player (you included)
-- discards n cards" (opp_discard, player_discard): by default the target
-- discards at the start of their next turn (digest A4: the start's steps,
-- ruleset.lua); with discard_timing = immediate, at once, choosing.
--
-- Where the format's rules of whom one may target are the Standard ones
-- (another player still in the game and not a teammate, in seat order;
-- Outposts do not block these: digest A19), and the discards wait, both
-- are kernel steps: the player picks the target (one is taken without
-- asking), who owes n discards more.  Elsewhere a call step asks the
-- format (Hunter's neighbours, the Emperor's Admirals) in Lua.
local function owe_steps(who, prompt)
  return verb{
    { choose_player = who, prompt = prompt, skip = "out", team = "team", auto = true },
    { add = "discard_pending", by = "arg", on = "target" },
    { log = "{q} must discard {n} card{s} (at the start of their turn)", n = "arg" },
  }
end

-- The player targets as the format says.
local function pick_player(g, p, prompt, include_self)
  local opts = {}
  if include_self then opts[1] = { label = SR.pname(p), value = p } end
  for _, q in ipairs(SR.fmt(g).player_targets(g, p)) do
    opts[#opts + 1] = { label = SR.pname(q), value = q }
  end
  return g:choose(p, prompt, opts, { auto = true })
end

local AUTO = { auto = true }

local function oblige_discard(g, q, n, name)
  if g:options().discard_timing == "immediate" then
    for _ = 1, n do
      local x = g:choose_in(q, name .. ": discard a card", SR.hand(g, q), AUTO)
      if not x then break end
      g:move(x, SR.discard(g, q))
      g:log("%s discards %s", SR.pname(q), g:name(x))
    end
    return
  end
  g:padd(q, "discard_pending", n)
  g:log("%s must discard %d card%s (at the start of their turn)", SR.pname(q), n, n == 1 and "" or "s")
end

local function call_steps(include_self, question)
  return verb{ { call = function(g, p, card, n)
    local q = pick_player(g, p, g:name(card) .. question, include_self)
    if q then oblige_discard(g, q, n, g:name(card)) end
  end } }
end

-- (Verbs are programs, numbered as made: made in this order.)
local OWE = setmetatable({ opp_discard = owe_steps("other", "{card}: which opponent discards?"),
                           player_discard = owe_steps("any", "{card}: which player discards?") },
                         { __index = Ctx })
local CALL = setmetatable({ opp_discard = call_steps(false, ": which opponent discards?"),
                            player_discard = call_steps(true, ": which player discards?") },
                          { __index = Ctx })

-- The card context's verbs for a game's options and format (the ruleset's
-- `context`).
function SR.context_for(opts, f, std)
  return f.player_targets == std.player_targets and f.may_target_player == std.may_target_player
         and opts.discard_timing ~= "immediate" and OWE or CALL
end

-- The zones scrap_cards{from=} offers cards from, and whether each is the
-- player's own.
local SCRAP_FROM = {
  hand = { { zone = "hand", own = true } },
  discard = { { zone = "discard", own = true } },
  ["hand+discard"] = { { zone = "hand", own = true }, { zone = "discard", own = true } },
  trade_row = { { zone = "trade_row", own = false } },
}

-- Those zones, for c's player: one zone, or a list of them.
local function scrap_zones(c, from)
  local Z, src = SR.zones(c.g), SCRAP_FROM[from] or error("cannot scrap from '" .. tostring(from) .. "'")
  if #src == 1 then return Z[src[1].zone][src[1].own and c.player or 0] end
  local zones = {}
  for i, z in ipairs(src) do zones[i] = Z[z.zone][z.own and c.player or 0] end
  return zones
end

-- The scrap verbs, for a card's ability written as data: c:scrap_hand(1),
-- c:may_scrap_hand_or_discard(1)... -- "scrap(hand,1)", "scrap?(hand+discard,1)"
-- in the card data -- scrap one card the player picks among those zones'
-- (the kernel asks: a choose step), as SR.SCRAP_STEPS do.
local function scrap_verb(from, optional)
  local steps = {
    { choose = #SCRAP_FROM[from] == 1 and SCRAP_FROM[from][1].zone or { "hand", "discard" },
      prompt = "{card}: scrap a card from " .. from:gsub("_", " ") .. " (1 of 1)", optional = optional,
      none = "stop scrapping", where = true, reason = optional and "you may scrap" or "you must scrap" },
  }
  for _, s in ipairs(SR.SCRAP_STEPS) do steps[#steps + 1] = s end
  return verb(steps)
end

for _, v in ipairs({ { "hand", "hand" }, { "discard", "discard" }, { "hand_or_discard", "hand+discard" },
                     { "trade_row", "trade_row" } }) do      -- (in order: programs are numbered as made)
  Ctx["scrap_" .. v[1]] = scrap_verb(v[2], false)
  Ctx["may_scrap_" .. v[1]] = scrap_verb(v[2], true)
end

-- The "up to n, then draw as many" verbs, for a card's ability written as
-- data: the player picks one card at a time (a choose step with up_to:
-- the kernel asks again until n were picked or the player stops), and the
-- draw takes how many.  c:may_discard_then_draw(2) -- "discard_then_draw?(2)"
-- in the card data -- discards from the hand, as discard_then_draw{max=2};
-- c:may_scrap_hand_or_discard_then_draw(2) -- "scrap?(hand+discard,2) ->
-- draw(1 per card scrapped)" -- scraps from the hand or discard pile, as
-- scrap_cards{from="hand+discard", max=2, optional=true} and a draw.
local function then_draw(loop)
  local steps = loop
  steps[#steps + 1] = { again = true }
  steps[#steps + 1] = DRAW
  return verb(steps)
end

Ctx.may_discard_then_draw = then_draw{
  { choose = "hand", up_to = "arg", prompt = "{card}: discard a card from your hand", optional = true,
    none = "done" },
  { move = "card", to = "discard" },
  { log = "{p} discards {card}" },
}

local scrap_then = { { choose = { "hand", "discard" }, up_to = "arg", optional = true, none = "stop scrapping",
                       prompt = "{card}: scrap a card from hand+discard ({n} of {arg})", where = true,
                       reason = "you may scrap" } }
for _, s in ipairs(SR.SCRAP_STEPS) do scrap_then[#scrap_then + 1] = s end
Ctx.may_scrap_hand_or_discard_then_draw = then_draw(scrap_then)

local MAY_SCRAP = { optional = true, none = "stop scrapping", where = true, reason = "you may scrap" }
local MUST_SCRAP = { where = true, reason = "you must scrap" }

-- scrap_cards{from=, max=1, optional=false}: scraps up to max cards (exactly
-- max when not optional and enough exist), each chosen among every card of
-- those zones in zone order (the kernel labels each with its zone: "Scout
-- (hand)"; the prompt is worded only when somebody reads it).  Returns the
-- list scrapped.
function Ctx:scrap_cards(t)
  local g, max, done = self.g, t.max or 1, {}
  local zones, opts = scrap_zones(self, t.from), t.optional and MAY_SCRAP or MUST_SCRAP
  for k = 1, max do
    local x = g:choose_in(self.player, function()
      return fmt("%s: scrap a card from %s (%d of %d)", self:name(), (t.from:gsub("_", " ")), k, max)
    end, zones, opts)
    if not x then break end
    SR.scrap(g, x)
    done[#done + 1] = x
  end
  return done
end

-- destroy_base{optional=}: destroys a base an opponent has, within the
-- Outpost and format rules, without spending Combat.
function Ctx:destroy_base(t)
  local g, opts = self.g, {}
  for _, b in ipairs(SR.targetable_bases(g, self.player)) do
    opts[#opts + 1] = { label = fmt("%s of %s", g:name(b), SR.pname(g:owner(b))), value = b }
  end
  local b = g:choose(self.player, self:name() .. ": destroy which base?", opts,
                     { optional = t and t.optional, none = "destroy none" })
  if b then SR.destroy_base(g, b, self:name()) end
  return b
end

local KINDS = { ship = { ship = true }, base = { base = true },
                ["ship+base"] = { ship = true, base = true }, any = { ship = true, base = true } }

-- acquire_free{kind=, max_cost=, to=, optional=}: takes a card from the
-- Trade Row (or an Explorer) without paying.
function Ctx:acquire_free(t)
  local g, opts, kinds = self.g, {}, KINDS[t.kind or "any"]
  local function offer(x)
    local d = g:def(x)
    if kinds[d.type] and (not t.max_cost or d.cost <= t.max_cost) then
      opts[#opts + 1] = { label = fmt("%s (cost %d)", g:name(x), d.cost), value = x }
    end
  end
  for _, x in ipairs(g:cards(SR.zone(g, "trade_row"))) do offer(x) end
  local ex = g:top(SR.zone(g, "explorers"))
  if ex then offer(ex) end
  local x = g:choose(self.player, self:name() .. ": acquire a card for free", opts,
                     { optional = t.optional, none = "acquire nothing" })
  if x then SR.acquire(g, self.player, x, 0, t.to) end
  return x
end

-- next_acquired_to_top{kind=, optional=}: the next card of that kind you
-- acquire this turn may (or, not optional, must) go on top of your deck.
function Ctx:next_acquired_to_top(t)
  self.g:pset(self.player, "next_top_" .. (t.kind or "any"),
              t.optional and "may" or "forced", "turn")
end

-- The same as verbs, for an ability written as data (the argument is 1):
-- "next_acquired_to_top?(ship)" and "next_acquired_to_top(base)" in the
-- card data (the purchase's steps read the value: SR.redirect_bought).
Ctx.may_next_ship_to_top = verb{ { set = "next_top_ship", value = "may", expiry = "turn" } }
Ctx.next_base_to_top = verb{ { set = "next_top_base", value = "forced", expiry = "turn" } }

-- draw_then_discard(n): draw n cards, then discard one card.
function Ctx:draw_then_discard(n)
  self:draw(n)
  local g, p = self.g, self.player
  local x = g:choose_in(p, self:name() .. ": discard a card", SR.hand(g, p), AUTO)
  if x then g:move(x, SR.discard(g, p)); g:log("%s discards %s", SR.pname(p), g:name(x)) end
end

-- discard_cards{max=, optional=true}: discards up to max cards from hand
-- (max nil: any number).  Returns how many.
function Ctx:discard_cards(t)
  local g, p = self.g, self.player
  local picked = g:choose_many(p, fmt("%s: discard a card from your hand", self:name()),
                               g:cards(SR.hand(g, p)), t and t.max)
  for _, x in ipairs(picked) do
    g:move(x, SR.discard(g, p))
    g:log("%s discards %s", SR.pname(p), g:name(x))
  end
  return #picked
end

-- discard_then_draw{max=}: discard up to max, then draw as many.
function Ctx:discard_then_draw(t)
  local n = self:discard_cards(t)
  if n > 0 then self:draw(n) end
  return n
end

-- Put a base from your discard pile on top of your deck.
function Ctx:base_from_discard_to_deck_top()
  local g, p, opts = self.g, self.player, {}
  for _, x in ipairs(g:cards(SR.discard(g, p))) do
    if g:def(x).type == "base" then opts[#opts + 1] = x end
  end
  local x = g:choose(p, self:name() .. ": put a base from your discard pile on your deck",
                     opts, { auto = true })
  if x then g:move(x, SR.deck(g, p), "top"); g:log("%s puts %s on top of their deck", SR.pname(p), g:name(x)) end
  return x
end

function Ctx:played_this_turn(faction)
  return self.g:pget(self.player, "played_" .. faction) or 0
end

function Ctx:own_bases()
  return self.g:size(SR.bases(self.g, self.player))
end

-- Stealth Needle: becomes a copy of another ship played this turn, gains
-- its faction, and resolves its primary now.
function Ctx:copy_ship()
  local g, opts = self.g, {}
  for _, x in ipairs(g:cards(SR.ships(g, self.player))) do
    if x ~= self.card and not g:def(x).copies then opts[#opts + 1] = x end
  end
  local x = g:choose(self.player, self:name() .. ": copy which ship?", opts, { auto = true })
  if not x then return end
  local copied = g:name(x)
  g:cset(self.card, K.copy_of, copied, "turn")
  g:log("%s becomes a copy of %s", self:name(), copied)
  local prim = g:card_def(copied).primary              -- a function, or verbs as data
  if prim then g:use(self.card, self.player, prim) end
end

-- Runs a handler of this card at the end of this turn (then it expires).
function Ctx:at_end_of_turn(handler)
  self.g:add_effect { hook = "end_of_turn", source = self.card, handler = handler,
                      player = self.player, expiry = "turn" }
end

-- Card constructors --------------------------------------------------------

local function check(def, what)
  if type(def.cost) ~= "number" and def.role == "trade_deck" then
    error(def.name .. ": a Trade Deck " .. what .. " needs a cost", 3)
  end
  if type(def.sets) ~= "table" then error(def.name .. ": sets = { core = N, frontiers = N } is required", 3) end
  return card(def)
end

function SR.ship(def)
  def.type = "ship"
  def.role = def.role or "trade_deck"
  return check(def, "ship")
end

function SR.base(def)
  def.type = "base"
  def.role = def.role or "trade_deck"
  if type(def.defense) ~= "number" then error(def.name .. ": a base needs a defense", 2) end
  return check(def, "base")
end

-- Verbs added for specific cards ---

-- c:scrapped_this_turn(): how many of this player's cards were scrapped
-- this turn, by any effect (Reclamation Station); SR.scrap counts them.
function Ctx:scrapped_this_turn()
  return self.g:pget(self.player, K.scrapped) or 0
end

return SR
