-- transformers-dbg/power.lua -- Power and Move, per source (digest 4.4.1, 4.4.2).
--
-- Power is not one pool.  Each played card keeps its own remaining Power
-- ("pw") and Move ("mv") as card values tagged "power", so battle cleanup
-- and the end of the turn drop them with g:expire("power"); a destroyed
-- card takes its leftovers with it.  Bonuses attached to a card are added
-- to its "pw" and so use its Range.  Power not tied to a card has Range 0:
-- "cpw" (character Energon abilities; survives a Convert) and "spw"
-- (static Bot-side text such as Bumblebee's; usable only while the Bot
-- side is up, AMB-26; "sgr" remembers how much was granted this turn).
-- Alt-mode Move is "amv": set at the start of the turn, usable only in Alt
-- Mode, never refilled by converting.  Buying spends the lowest-Range
-- eligible sources first (ENGINE CHOICE) to keep long Range available.

local TF = include "core"

-- d: c's definition, when the caller has it.
function TF.range(g, c, d)
  return (d or g:def(c)).range + (g:cget(c, "range_bonus") or 0)
end

-- Adds n Power to a card (a bonus inherits the card's Range).
function TF.add_power(g, c, n)
  if n ~= 0 then g:cadd(c, "pw", n, "power") end
end

function TF.add_move(g, c, n)
  if n ~= 0 then g:cadd(c, "mv", n, "power") end
end

function TF.add_char_power(g, p, n)
  if n ~= 0 then g:padd(p, "cpw", n, "power") end
end

-- Cards of p that may hold Power or Move: played this turn, or kept in play.
local PLAYED, FRONT = TF.zones("played"), TF.zones("front")
local HELD = {}                  -- per player: the zones of its holders, read in one call
for p = 1, #PLAYED do HELD[p] = zone_list{ PLAYED[p], FRONT[p] } end

local function holders(g, p) return g:cards(HELD[p]) end
TF.holders = holders

local function lowest_range_first(a, b)
  if a.range ~= b.range then return a.range < b.range end
  return a.card < b.card
end

-- Power sources of p reaching distance d: list of {card=|kind=, left=, range=},
-- lowest Range first.  Static Bot Power counts only while the Bot side is up.
function TF.power_sources(g, p, d)
  local out = {}
  if d == 0 then
    if TF.bot(g, p) then
      local s = g:pget(p, "spw") or 0
      if s > 0 then out[#out + 1] = { kind = "spw", left = s, range = 0 } end
    end
    local cp = g:pget(p, "cpw") or 0
    if cp > 0 then out[#out + 1] = { kind = "cpw", left = cp, range = 0 } end
  end
  local cards = {}
  for _, c in ipairs(holders(g, p)) do
    local left = g:cget(c, "pw") or 0
    if left > 0 then
      local r = TF.range(g, c)
      if r >= d then cards[#cards + 1] = { card = c, left = left, range = r } end
    end
  end
  table.sort(cards, lowest_range_first)
  for _, s in ipairs(cards) do out[#out + 1] = s end
  return out
end

-- The Power of the sources above, added up without listing them: what
-- reaches distance d, as the kernel reckons it for the Matrix's battles
-- and buys (the grid family's reach and base, actions.lua).
function TF.power_at(g, p, d) return g:reach(p, d) end

-- Total Power of p with any Range (for Roll Out! from the supply).
function TF.power_any(g, p)
  local n = 0
  if TF.bot(g, p) then n = n + (g:pget(p, "spw") or 0) end
  n = n + (g:pget(p, "cpw") or 0)
  for _, c in ipairs(holders(g, p)) do n = n + (g:cget(c, "pw") or 0) end
  return n
end

-- Spends n Power from sources reaching distance d (d = nil: any Range).
function TF.spend_power(g, p, n, d)
  local srcs = TF.power_sources(g, p, d or 0)
  for _, s in ipairs(srcs) do
    if n <= 0 then break end
    local take = math.min(n, s.left)
    if s.card then g:cadd(s.card, "pw", -take, "power")
    else g:padd(p, s.kind, -take, "power") end
    n = n - take
  end
  if n > 0 then error("not enough Power in Range") end
end

---------------------------------------------------------------------------
-- Static Bot-side Power (Bumblebee): granted upward only (AMB-26).
---------------------------------------------------------------------------

function TF.refresh_static(g, p)
  local ch = TF.character(g, p)
  if not ch or p ~= g:active() then return end
  local f = g:def(ch).bot.static_power
  if not f then return end
  local want, have = f(g, p), g:pget(p, "sgr") or 0
  if want > have then
    g:pset(p, "sgr", want, "turn")
    g:padd(p, "spw", want - have, "power")
  end
end

---------------------------------------------------------------------------
-- Move
---------------------------------------------------------------------------

function TF.alt_move(g, p, bot)
  if bot == nil then bot = TF.bot(g, p) end
  if bot then return 0 end
  return g:pget(p, "amv") or 0
end

-- The source a step spends, in the order Move is spent: Alt Move first,
-- then the cards holding Move without Flight, then those with Flight (in
-- the order of the holders); a diagonal step needs Flight.  As
-- {kind="alt"|card=, left=, flight=}, or nil: none.
function TF.move_source(g, p, diagonal)
  if not diagonal then
    local a = TF.alt_move(g, p)
    if a > 0 then return { kind = "alt", left = a } end
  end
  local flight
  local cards = holders(g, p)
  for i = 1, #cards do
    local c = cards[i]
    local m = g:cget(c, "mv") or 0
    if m > 0 then
      if g:def(c).flight then flight = flight or { card = c, left = m, flight = true }
      elseif not diagonal then return { card = c, left = m } end
    end
  end
  return flight
end

-- All the Move p has: Alt Move and every card's.
function TF.total_move(g, p)
  local n = TF.alt_move(g, p)
  if n < 0 then n = 0 end
  local cards = holders(g, p)
  for i = 1, #cards do
    local m = g:cget(cards[i], "mv") or 0
    if m > 0 then n = n + m end
  end
  return n
end

function TF.spend_move(g, p, s)
  if s.kind == "alt" then g:padd(p, "amv", -1)
  else g:cadd(s.card, "mv", -1, "power") end
end

-- Drops every Power and Move (battle cleanup, end of turn).
function TF.clear_power(g, p, alt_too)
  g:expire("power")
  if alt_too then g:pset(p, "amv", 0, "turn") end
end

return TF
