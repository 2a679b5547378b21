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

-- The Power that reaches distance d -- at distance 0 static Bot Power
-- while the Bot side is up and character Power, then the cards' whose
-- Range reaches -- as the kernel reckons it for the Matrix's battles and
-- buys (the grid family's reach and base, actions.lua).
function TF.power_at(g, p, d) return g:reach(p, d) end

-- Total Power of p with any Range (for Roll Out! from the supply).
function TF.power_any(g, p)
  local n = 0
  if TF.bot(g, p) then n = n + (g:pget(p, "spw") or 0) end
  n = n + (g:pget(p, "cpw") or 0)
  for _, c in ipairs(holders(g, p)) do n = n + (g:cget(c, "pw") or 0) end
  return n
end

-- Spends n Power from sources reaching distance d (d = nil: any Range):
-- the Power with no card first, then the cards lowest Range first -- the
-- kernel's g:pay_reach, which pays from the Matrix family's reach as
-- g:reach counts it.
function TF.spend_power(g, p, n, d)
  if g:pay_reach(p, n, d or 0) > 0 then error("not enough Power in Range") end
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
