-- z-g/view.lua -- what the table looks like from one seat (seat 0 sees
-- everything).  board: the round, Impulse order and each player's figure,
-- stance, cards (hands and action cards only to their owner); arena: the
-- arena from above, each cell's height and the figures with their facing;
-- slice: a side view along a row (slice y N) or a column (slice x N);
-- why: why a movement (why step e) or sight (why sight 1 2) is refused;
-- card: a card's anatomy.  Views only read.

local ZG = include "core"
local AR = include "arena"
local M = include "move"
local S = ZG.S
local fmt = string.format
local pn = ZG.pname
local V = {}

local FACE = { n = "^", s = "v", e = ">", w = "<", ne = "/", sw = "/", nw = "\\", se = "\\" }

local function names(g, cs, seat)
  local out = {}
  for i, c in ipairs(cs) do out[i] = g:sees(seat, c) and g:name(c) or "?" end
  return table.concat(out, ", ")
end

local function z(g, n, p) return ZG.z(g, n, p) end

-- A player's secret choices (kernel secrets): the kernel gives this view
-- the values its seat may know; the others show as "(secret)".
local SECRET_CARD = { prime_card = true }
local function secrets(g, p)
  local out = {}
  for _, name in ipairs(g:secrets(p)) do
    local v = g:secret(p, name)
    if v == nil then v = "(secret)" elseif SECRET_CARD[name] then v = g:name(v) end
    out[#out + 1] = name .. " " .. tostring(v)
  end
  return out
end

function V.board(g, seat)
  local out = { fmt("Z-G round %d, arena '%s' (%dx%dx%d, %s edges)", g:turn(), g:gget("arena"),
                    g:gget("W"), g:gget("D"), g:gget("H"), g:gget("edge")) }
  local order = {}
  for i, p in ipairs(ZG.order(g)) do order[i] = pn(p) .. " " .. (g:pget(p, "impulse") or "") end
  out[#out + 1] = "Impulse order: " .. table.concat(order, ", ") .. "; active " .. pn(g:active())
  for p = 1, g:players() do
    local x, y, zz = AR.pos(g, p)
    local st = {}
    if g:pget(p, "out") then st[#st + 1] = "OUT (" .. g:pget(p, "out") .. ")" end
    if g:pget(p, "stance") then st[#st + 1] = g:pget(p, "stance") .. " stance" end
    if g:pget(p, "down") then st[#st + 1] = "knocked down" end
    if g:pget(p, "flameout") then st[#st + 1] = "FLAMEOUT" end
    if g:pget(p, "stunned") then st[#st + 1] = "stunned" end
    if g:pget(p, "attach") then st[#st + 1] = "clinging " .. g:pget(p, "attach") end
    if g:pget(p, "cd_by") then
      st[#st + 1] = fmt("on a %d s countdown (started by %s)", g:options().countdown, pn(g:pget(p, "cd_by")))
    end
    out[#out + 1] = fmt("%s (%s): %s%s %s", pn(p), g:pget(p, "deck_name") or "?",
      x and fmt("at (%d,%d,%d) facing %s", x, y, zz, g:pget(p, "facing") or "n") or "not in the arena",
      #st > 0 and "," or "", table.concat(st, ", "))
    out[#out + 1] = fmt("   deck %d, hand [%s], action [%s], slag [%s]", g:size(z(g, "deck", p)),
      names(g, g:cards(z(g, "hand", p)), seat), names(g, g:cards(z(g, "action", p)), seat),
      names(g, g:cards(z(g, "slag", p)), seat))
    out[#out + 1] = fmt("   control panel [%s], Mode deck %d", names(g, g:cards(z(g, "panel", p)), seat),
      g:size(z(g, "modes", p)))
    local sec = secrets(g, p)
    if #sec > 0 then out[#out + 1] = "   chosen: " .. table.concat(sec, ", ") end
    if g:pget(p, "mv") and p == g:active() then
      out[#out + 1] = fmt("   Move left %d, free vertical %d", g:pget(p, "mv"), g:pget(p, "vert") or 0)
    end
  end
  return table.concat(out, "\n")
end

-- Height of the top surface of column (x, y): the highest SOLID cell + 1.
local function top(g, x, y)
  for zz = g:gget("H") - 1, 0, -1 do if AR.solid(g, x, y, zz) then return zz + 1 end end
  return 0
end

function V.arena(g, seat)
  local W, D = AR.dims(g)
  local edge = g:gget("edge") == "fall" and "~" or "#"
  local out = { "top view: each column's height (. for the table), figures as pN with their facing (^ north)" }
  local head = { "    " }
  for x = 0, W - 1 do head[#head + 1] = fmt("%-4d", x) end
  out[#out + 1] = table.concat(head)
  out[#out + 1] = "   " .. edge:rep(4 * W + 2)
  for y = 0, D - 1 do
    local row = { fmt("%2d %s", y, edge) }
    for x = 0, W - 1 do
      local h = top(g, x, y)
      local hs = h == 0 and "." or tostring(h)
      local cell = fmt("%3s ", hs)
      for p = 1, g:players() do
        local fx, fy = AR.pos(g, p)
        if fx == x and fy == y then cell = fmt("%sp%d%s", hs, p, FACE[g:pget(p, "facing") or "n"]) end
      end
      row[#row + 1] = cell
    end
    out[#out + 1] = table.concat(row) .. edge
  end
  out[#out + 1] = "   " .. edge:rep(4 * W + 2)
  local pieces = {}
  for _, i in ipairs(AR.pieces(g)) do
    pieces[#pieces + 1] = fmt("%s (Mass %d, %d strikes)", g:gget("pname" .. i), g:gget("pmass" .. i),
                              g:gget("pstrikes" .. i) or 0)
  end
  if #pieces > 0 then out[#out + 1] = "terrain: " .. table.concat(pieces, "; ") end
  return table.concat(out, "\n")
end

-- "slice y 4" (x across) or "slice x 3" (y across); z up.
function V.slice(g, seat, args)
  local axis, n = tostring(args or ""):match("^%s*([xy])%s+(%d+)")
  if not axis then return "usage: view slice y N  or  view slice x N" end
  n = tonumber(n)
  local W, D, H = AR.dims(g)
  local len = axis == "y" and W or D
  local out = { fmt("side view of %s = %d (z up, %s across): # solid, digit figure, . empty",
                    axis, n, axis == "y" and "x" or "y") }
  for zz = H - 1, 0, -1 do
    local row = { fmt("z%-2d ", zz) }
    for i = 0, len - 1 do
      local x, y = axis == "y" and i or n, axis == "y" and n or i
      local ch = AR.solid(g, x, y, zz) and "#" or "."
      local p = AR.figure_at(g, x, y, zz)
      if p then ch = tostring(p) end
      row[#row + 1] = ch
    end
    out[#out + 1] = table.concat(row)
  end
  out[#out + 1] = "    " .. ("="):rep(len)
  return table.concat(out, "\n")
end

-- "why step e" for the active player, "why sight 1 2" for p1 seeing p2.
function V.why(g, seat, args)
  args = tostring(args or "")
  local a, b = args:match("^%s*sight%s+(%d+)%s+(%d+)")
  if a then
    a, b = tonumber(a), tonumber(b)
    if not AR.pos(g, a) or not AR.pos(g, b) then return "both figures must be in the arena" end
    local okay, why = AR.los(g, a, b)
    return okay and fmt("%s sees %s", pn(a), pn(b)) or fmt("%s cannot see %s: %s", pn(a), pn(b), why)
  end
  local label = args:match("^%s*(.-)%s*$")
  return M.why(g, g:active(), label)
end

function V.card(g, seat, args)
  local name = tostring(args or ""):match("^%s*(.-)%s*$")
  local d = g:card_def(name)
  if not d then return "no card named '" .. name .. "'" end
  if d.kind ~= "zgear" then return fmt("%s (%s)%s", d.name, d.kind, d.reconstruction and " [reconstruction]" or "") end
  local lines = { fmt("%s (%s%s)%s: Impulse %d, Move %d, Range %s", d.name, d.part_slot,
    d.footgear_side and (" " .. d.footgear_side .. " " .. (d.gear_colour or "")) or "",
    d.reconstruction and " [reconstruction]" or "", d.impulse, d.move, d.range == 0 and "0 (HtH)" or d.range) }
  local pw = {}
  for _, x in ipairs(d.powerups or {}) do pw[#pw + 1] = x end
  for _, x in ipairs(d.errata or {}) do pw[#pw + 1] = x .. " (errata)" end
  lines[#lines + 1] = "powerups: " .. (#pw > 0 and table.concat(pw, ", ") or "none")
  for _, e in ipairs({ "A", "B" }) do
    local t = {}
    for k, dt in ipairs(S.end_dots(d.ends[e], d.name)) do t[k] = S.text(dt) end
    lines[#lines + 1] = fmt("end %s: %s", e, table.concat(t, "  "))
  end
  if d.is_ulster then lines[#lines + 1] = "Ulster: slagging it defeats the owner" end
  return table.concat(lines, "\n")
end

return V
