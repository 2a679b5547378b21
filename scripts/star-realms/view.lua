-- star-realms/view.lua -- what the table looks like, from one seat.
--
-- board: the Trade Row, piles, the seating (with more than two players:
-- turn order, each player's left being the next), and for each player
-- Authority, pools, hand (hidden unless the seat is that player's or the
-- god view, seat 0), ships, bases with Defense and damage, and pending
-- discards.  card: a card's
-- rules text, cost and stats.  Views only read the state.

local SR = include "combat"
local fmt = string.format
local V = {}

local function names(g, cs)
  local out = {}
  for i, c in ipairs(cs) do out[i] = g:name(c) end
  return table.concat(out, ", ")
end

local function base_text(g, b)
  local d = g:def(b)
  local dmg = g:cget(b, "damage")
  return fmt("%s [%s%d%s]", g:name(b), d.outpost and "Outpost " or "Defense ", d.defense,
             dmg and fmt(", %d damage", dmg) or "")
end

local function row_text(g)
  local out = {}
  for _, c in ipairs(g:cards(SR.zone(g, "trade_row"))) do
    out[#out + 1] = fmt("%s (%d)", g:name(c), g:def(c).cost)
  end
  return table.concat(out, " | ")
end

local function player_lines(g, p, seat)
  local out = {}
  local hand = g:cards(SR.hand(g, p))
  local status = SR.alive(g, p) and "" or "  (out)"
  local team = g:pget(p, "team")
  out[1] = fmt("%s%s Authority %d  Trade %d  Combat %d  deck %d  discard %d%s%s",
    SR.pname(p), p == g:active() and " *" or "  ", SR.authority(g, p), SR.pool(g, p, "trade"),
    SR.pool(g, p, "combat"), g:size(SR.deck(g, p)), g:size(SR.discard(g, p)),
    team and fmt("  team %d", team) or "", status)
  if seat == 0 or seat == p then
    out[#out + 1] = "    hand: " .. (#hand > 0 and names(g, hand) or "(empty)")
  else
    out[#out + 1] = fmt("    hand: %d card%s", #hand, #hand == 1 and "" or "s")
  end
  local ships = g:cards(SR.ships(g, p))
  if #ships > 0 then out[#out + 1] = "    ships: " .. names(g, ships) end
  local bases = {}
  for _, b in ipairs(g:cards(SR.bases(g, p))) do bases[#bases + 1] = base_text(g, b) end
  if #bases > 0 then out[#out + 1] = "    bases: " .. table.concat(bases, ", ") end
  local pend = g:pget(p, "discard_pending")
  if pend then out[#out + 1] = fmt("    must discard %d at the start of their turn", pend) end
  return out
end

-- "Seating, in turn order (your left is the next player): p1 -> p2 -> p3 -> p1",
-- those out of the game in brackets.
local function seating(g)
  local seats = {}
  for p = 1, g:players() do seats[p] = SR.alive(g, p) and SR.pname(p) or "(" .. SR.pname(p) .. ")" end
  return "Seating, in turn order (your left is the next player): " .. table.concat(seats, " -> ") ..
         " -> " .. seats[1]
end

function V.board(g, seat)
  local o = g:options()
  local lines = {
    fmt("Star Realms (%s, %s) - turn %d, %s's %s phase", o.format, o.set, g:turn(),
        SR.pname(g:active()), g:phase_name()),
    "Trade Row: " .. row_text(g),
    fmt("Explorers %d (cost 2)  Trade Deck %d  Scrap Heap %d", g:size(SR.zone(g, "explorers")),
        g:size(SR.zone(g, "trade_deck")), g:size(SR.zone(g, "scrap"))),
  }
  if g:players() > 2 then lines[#lines + 1] = seating(g) end
  for p = 1, g:players() do
    for _, l in ipairs(player_lines(g, p, seat)) do lines[#lines + 1] = l end
  end
  if g:over() then lines[#lines + 1] = "Game over." end
  return table.concat(lines, "\n")
end

function V.card(g, _, name)
  local d = g:card_def(name)
  if not d then return "no card named '" .. name .. "'" end
  local head = fmt("%s - %s %s%s", d.name, d.faction or "Unaligned", d.outpost and "outpost" or d.type,
                   d.cost and fmt(", cost %d", d.cost) or "")
  if d.defense then head = head .. fmt(", defense %d", d.defense) end
  return head .. "\n" .. (d.text or "(no rules text)")
end

-- stats: JSON text {"p1": {"bought": {card: n}, "played": ..., "scrapped": ...}}
-- for simulations (read by arbiter sim).
local function json_str(s)
  return '"' .. s:gsub('[%c"\\]', function(ch) return fmt("\\u%04x", ch:byte()) end) .. '"'
end

function V.stats(g)
  local seats = {}
  for p = 1, g:players() do
    local kinds = { bought = {}, played = {}, scrapped = {} }
    for k, v in pairs(g:vars("player", p)) do
      local kind, name = k:match("^stat%.(%a+)%.(.+)$")
      if kind and kinds[kind] then kinds[kind][#kinds[kind] + 1] = json_str(name) .. ":" .. v end
    end
    local parts = {}
    for _, kind in ipairs({ "bought", "played", "scrapped" }) do
      parts[#parts + 1] = fmt('"%s":{%s}', kind, table.concat(kinds[kind], ","))
    end
    seats[p] = fmt('"p%d":{%s}', p, table.concat(parts, ","))
  end
  return "{" .. table.concat(seats, ",") .. "}"
end

return V
