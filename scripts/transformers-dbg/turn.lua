-- transformers-dbg/turn.lua -- the turn's fixed steps (digest 4.3).
--
-- TURN.1 placement on the first turn (no flip, no Ambush: AMB-14) and the
-- Alt Move for the turn; TURN.2 Start of Turn effects of faceup Bosses and
-- Schemes and of the active player's own cards, in the order the active
-- player chooses (TC-82).  TURN.4 end of turn: EOT.1 Power and Move lost,
-- EOT.2 Matrix refill (row-major, AMB-17) or reveal-and-destroy with Boss
-- arrival (competitive flip-and-destroy AMB-15, co-op CO.5, no legal card
-- AMB-16), deck-out ends the game at once; EOT.3 cleanup (Ongoing cards and
-- Allies stay, played Relics may go to the Vault); EOT.4 draw 5.  Values
-- tagged "turn" (Energon abilities used, flags) expire at the end of every
-- player's turn.

local TF = include "core"
local fmt = string.format
local Z = TF.z
local MATRIX = Z("matrix")
local MAIN_DECK = Z("main_deck")
local HAND, PLAYED, FRONT, DISCARD = TF.zones("hand"), TF.zones("played"), TF.zones("front"),
                                     TF.zones("discard")

---------------------------------------------------------------------------
-- Start of turn
---------------------------------------------------------------------------

local function place(g, p)
  local rows, cols = TF.dims(g)
  local opts = {}
  for r = 0, rows - 1 do
    for c = 0, cols - 1 do
      opts[#opts + 1] = { label = "place at " .. TF.space(r, c), value = r * 100 + c }
    end
  end
  local v = g:choose(p, "First turn: put your standee on any space", opts,
                     { reason = "TURN.1a: on your first turn you place your standee; nothing is flipped" })
  TF.enter(g, p, v // 100, v % 100, "place")
  g:log("%s places the standee at %s", TF.pname(p), TF.space(v // 100, v % 100))
end

-- Option convert_steps: between the steps of Start of Turn and end of turn
-- every player may Convert (W15: any player's turn, never mid-resolution).
-- One decision of the active player holds the others' Converts as
-- reactions; it repeats until the active player goes on.
function TF.convert_step(g, why)
  if not TF.flag(g, "convert_steps") then return end
  local p = g:active()
  while not g:over() do
    local opts = { { label = "go on", value = 0 } }
    for q = 1, g:players() do
      if TF.energon(g, q) >= 1 then
        opts[#opts + 1] = { label = fmt("%s converts to %s Mode (1 Energon)", TF.pname(q),
                                        TF.bot(g, q) and "Alt" or "Bot"), value = q, player = q }
      end
    end
    if #opts == 1 then return end
    local q = g:choose(p, "Anyone may Convert " .. why, opts,
                       { reason = "W15: any player may Convert between steps, on any player's turn" })
    if q == 0 then return end
    TF.convert(g, q, false)
  end
end

function TF.start_phase(g)
  local p = g:active()
  if not TF.placed(g, p) then place(g, p) end
  TF.convert_step(g, "before Start of Turn effects (TURN.2)")
  g:pset(p, "amv", TF.side(g, p, "alt").move, "turn")
  TF.refresh_static(g, p)
  g:emit("start_of_turn", { player = p })     -- TURN.2: see the ruleset's `events`
end

-- The same as TF.start_phase, as kernel steps, where no Convert is asked
-- between them (no convert_steps): Lua only for the first turn's
-- placement (a choice of space) and while the character has static Bot
-- Power (Bumblebee); the Alt Move is the character's Alt side's; the
-- Start of Turn effects are an emit, heard and ordered as the ruleset's
-- `events` say.
local function place_first(g, p) if not TF.placed(g, p) then place(g, p) end end
local function static_power(g, p) TF.refresh_static(g, p) end

TF.START_STEPS = {
  { call = place_first },                                  -- TURN.1a
  { each = "character" },
  { set = "amv", by = "alt.move", expiry = "turn" },       -- TURN.1b: the Alt Move for the turn
  { again = true },
  { call = static_power, if_any = { zones = { "character" }, has = "bot.static_power" } },
  { emit = "start_of_turn" },                              -- TURN.2
}

-- The start phase's steps for these options, or nil (then TF.start_phase).
function TF.start_steps(opts)
  if opts.convert_steps then return nil end
  return TF.START_STEPS
end

---------------------------------------------------------------------------
-- End of turn
---------------------------------------------------------------------------

local function need_card(g)
  local x = g:top(MAIN_DECK)
  if not x then TF.end_game(g, "deck_out") end
  return x
end

local function empty_cells(g)
  local rows, cols = TF.dims(g)
  local out = {}
  if g:size(MATRIX) == rows * cols then return out end   -- full
  for r = 0, rows - 1 do
    for c = 0, cols - 1 do
      if not TF.cell(g, r, c) then out[#out + 1] = { r, c } end
    end
  end
  return out
end

-- "destroy Megatron at (1,2)": a card of the Matrix offered by its space,
-- worded when somebody reads the options (g:choose's label).
local function space_label(verb)
  return function(g, x)
    local r, c = TF.card_pos(g, x)
    return fmt("%s %s at %s", verb, g:face_up(x) and g:name(x) or "facedown card", TF.space(r, c))
  end
end
local DESTROY, FLIP_DESTROY = space_label("destroy"), space_label("flip and destroy")

-- EOT.2b with a Boss on top: make room, then bring it in.
local function boss_arrives(g, p, x)
  local cands, facedown, last = {}, {}, {}
  for _, c in ipairs(g:cards(MATRIX)) do
    if g:face_up(c) then
      if not TF.is_adversary(g, c) and not TF.is_scheme(g, c) then cands[#cands + 1] = c
      elseif not TF.is_boss(g, c) then last[#last + 1] = c end
    else
      facedown[#facedown + 1] = c
    end
  end
  local room
  if #cands > 0 then
    room = g:choose(p, fmt("%s arrives: destroy a faceup card to make room", g:name(x)),
                    cands,
                    { auto = true, label = DESTROY, reason = "EOT.2b: a Boss came up; you destroy a faceup card that is " ..
                                            "neither an Adversary nor a Scheme" })
  else
    local pending = {}
    while not room do
      facedown = {}
      for _, c in ipairs(g:cards(MATRIX)) do
        if not g:face_up(c) then facedown[#facedown + 1] = c end
      end
      if #facedown == 0 then break end
      local f = g:choose(p, fmt("%s arrives: flip and destroy a facedown card", g:name(x)),
                         facedown,
                         { auto = true, label = FLIP_DESTROY, reason = "EOT.2b: no faceup card may be destroyed, so a facedown one is" })
      if TF.is_boss(g, f) and TF.coop(g) then
        g:flip(f, true)
        g:log("%s is flipped: in co-op it stays faceup (CO.5)", g:name(f))
        pending[#pending + 1] = f
      else
        room = f
      end
    end
    if not room then
      -- AMB-16: a faceup non-Boss Adversary or Scheme, else the Boss itself.
      last = {}
      for _, c in ipairs(g:cards(MATRIX)) do
        if g:face_up(c) and not TF.is_boss(g, c) then last[#last + 1] = c end
      end
      if #last > 0 then
        room = g:choose(p, fmt("%s arrives: destroy a card to make room", g:name(x)),
                        last,
                        { auto = true, label = DESTROY, reason = "AMB-16: no other card can make room" })
      end
    end
    if room then
      local r, c = TF.card_pos(g, room)
      TF.destroy(g, room, "to make room for " .. g:name(x))
      for _, b in ipairs(pending) do TF.boss_reveal(g, b) end
      room = { r, c }
    else
      for _, b in ipairs(pending) do TF.boss_reveal(g, b) end
      g:log("no card can make room: %s is destroyed (AMB-16)", g:name(x))
      TF.destroy(g, x)
      return
    end
  end
  if type(room) ~= "table" then
    local r, c = TF.card_pos(g, room)
    TF.destroy(g, room, "to make room for " .. g:name(x))
    room = { r, c }
  end
  g:move(x, MATRIX, room[1] + 1, room[2] + 1)
  g:flip(x, true)
  g:log("%s enters the Matrix faceup at %s", g:name(x), TF.space(room[1], room[2]))
  TF.boss_reveal(g, x)
end

-- EOT.2b: the Matrix is full, so the main deck's top card is revealed: a
-- Boss arrives, any other card is destroyed (TF.refill's; the end of
-- turn's steps do the same, TF.END_STEPS).
local function reveal_top(g, p)
  local x = need_card(g)
  g:flip(x, true)
  g:log("the Matrix is full: the main deck's top card %s is revealed", g:name(x))
  if TF.is_boss(g, x) then boss_arrives(g, p, x)
  else TF.destroy(g, x, "the Matrix is full") end
end

-- EOT.2: the empty spaces are filled facedown from the main deck, row by
-- row (AMB-17); a full Matrix reveals the deck's top card instead.
function TF.refill(g, p)
  local empties = empty_cells(g)
  if #empties == 0 then return reveal_top(g, p) end
  for _, rc in ipairs(empties) do
    local x = need_card(g)
    g:move(x, MATRIX, rc[1] + 1, rc[2] + 1)
  end
  g:log("the Matrix is refilled (%d facedown card%s)", #empties, #empties == 1 and "" or "s")
end

-- EOT.3c for one played card: Ongoing and Allies stay, Relics may be vaulted.
-- A played Relic goes to the Vault if its player says so, else it is discarded.
local function relic_step(g, p, c)
  if g:yes_no(p, fmt("Put %s facedown into your Vault instead of discarding it?", g:name(c)),
      { reason = "EOT.3c: a played Relic may be stored in the Vault instead of discarded" }) then
    TF.vault(g, p, c)
  else
    g:move(c, DISCARD[p])
  end
end

function TF.cleanup_played(g, p)
  for _, c in ipairs(g:cards(PLAYED[p])) do
    local d = g:def(c)
    if d.stays then g:move(c, FRONT[p])
    elseif d.relic then relic_step(g, p, c)
    else g:move(c, DISCARD[p]) end
  end
end

-- The same as TF.end_phase, as kernel steps (kernel/lua/steps.c), where
-- the options ask nothing between the steps (no convert_steps, no
-- vault_relic_from_hand): the refill (EOT.2) is the kernel's fill, the
-- places it filled its argument (-1: the main deck ran out, which ends
-- the game: no step runs after that).  A full Matrix (0 filled) reveals
-- the main deck's top card, the card of the steps after `top` while it is
-- still there (if_in): a Boss arrives (Lua: a choice of the card to
-- destroy to make room), any other card is destroyed as TF.destroy does
-- (its line, then to the main deck's discard pile or removed).  Lua also
-- for a played Relic (EOT.3c, TF.cleanup_played: it may go to the Vault,
-- if its player says so).
local function deck_out(g) TF.end_game(g, "deck_out") end
local function arrives(g, p, c) boss_arrives(g, p, c) end

TF.END_STEPS = {
  { expire = "power" },                                    -- EOT.1
  { set = "amv", value = 0, expiry = "turn" },
  { expire = "battle" },
  { fill = "matrix", from = "main_deck",                   -- EOT.2a, row by row (AMB-17)
    log_drawn = "the Matrix is refilled ({n} facedown card{s})" },
  { call = deck_out, if_arg_below = 0 },                   --   the main deck ran out
  { top = "main_deck", if_arg_below = 1, if_arg_at_least = 0 },   -- EOT.2b: it was full
  { call = deck_out, if_arg_below = 1 },                   --   (no card to reveal)
  { flip = "up", if_in = "main_deck" },
  { log = "the Matrix is full: the main deck's top card {card} is revealed", if_in = "main_deck" },
  { call = arrives, when = "boss", if_in = "main_deck" },
  { clear = "pw", scope = "card", unless = "boss", if_in = "main_deck" },   -- PROC.DESTROY
  { clear = "mv", scope = "card", unless = "boss", if_in = "main_deck" },
  { log = "{card} is destroyed (the Matrix is full)", unless = "boss", if_in = "main_deck" },
  { move = "card", to = "main_discard", when = "main_deck_origin", if_in = "main_deck" },
  { move = "card", to = "removed", unless = "main_deck_origin", if_in = "main_deck" },
  { move_all = "hand", to = "discard" },                   -- EOT.3
  { each = "played" },                                     -- EOT.3c, card by card, top first
  { move = "card", to = "front", when = "stays" },         --   Ongoing cards and Allies stay
  { move = "card", to = "discard", unless = "relic", if_in = "played" },
  { call = relic_step, if_in = "played" },                 --   a Relic: the Vault, or discarded
  { again = true },
  { draw = "deck", to = "hand", n = 5, refill = "discard",  -- EOT.4 (AMB-45: what there is)
    log_drawn = "{p} draws {n} card{s}", log_refill = "{p} shuffles the discard pile into a new deck" },
  { expire = "turn" },
  { expire = "power" },
  { log = "{p}'s turn ends" },
}

-- The end phase's steps for these options, or nil (then TF.end_phase).
function TF.end_steps(opts)
  if opts.convert_steps or opts.vault_relic_from_hand then return nil end
  return TF.END_STEPS
end

function TF.end_phase(g)
  local p = g:active()
  -- EOT.1
  TF.clear_power(g, p, true)
  g:expire("battle")
  TF.convert_step(g, "before the Matrix is refilled (EOT.2)")
  -- EOT.2
  TF.refill(g, p)
  if g:over() then return end
  TF.convert_step(g, "before cleanup (EOT.3)")
  -- EOT.3
  local vault_from_hand = TF.flag(g, "vault_relic_from_hand")
  for _, c in ipairs(g:cards(HAND[p])) do
    -- AMB-13: only played Relics may be vaulted, unless vault_relic_from_hand.
    if vault_from_hand and g:def(c).is.relic
       and g:yes_no(p, fmt("Put %s from your hand facedown into your Vault?", g:name(c)),
                    { reason = "option vault_relic_from_hand: Relics discarded from hand may be vaulted" }) then
      TF.vault(g, p, c)
    else
      g:move(c, DISCARD[p])
    end
  end
  TF.cleanup_played(g, p)
  -- EOT.4
  TF.draw(g, p, 5)
  g:expire("turn")
  g:expire("power")
  g:log("%s's turn ends", TF.pname(p))
end

return TF
