-- z-g/arena.lua -- the arena of digest section 19 as kernel state: maps,
-- cells, heights, sight, reach and cover.
--
-- A map is a file scripts/z-g/arena_<name>.lua returning a function of a
-- builder: size(W, D, H), edge("wall"|"fall"), box(name, x, y, z, w, d, h)
-- and cells(name, {{x, y, z}, ...}).  The builder checks every call and
-- raises at the map's own file and line ("scripts/z-g/arena_towers.lua:7:
-- box 'tower' leaves the arena at (12,4,0): the arena is 12x12x7").
--
-- At setup the arena becomes kernel state: one grid zone per height level
-- ("z0", "z1", ...; rows = y, columns = x), each SOLID cell a "Terrain"
-- card carrying its piece number, each figure a "Figure" card in the grid
-- of its feet cell.  Destroying terrain moves its cards to "rubble", so
-- undo, save and replay see it.  Piece names, masses and strikes are game
-- values.  Coordinates are 0-based (x, y, z), z up; the table top is the
-- floor of z = 0.

local ZG = include "core"
local AR = {}
local fmt, floor, abs, sqrt = string.format, math.floor, math.abs, math.sqrt

---------------------------------------------------------------------------
-- Map files
---------------------------------------------------------------------------

local LIM = { W = 40, D = 40, H = 12 }

-- The arena's size (game values W, D, H) by their keys, and each level's
-- zone name, made once: every cell a move or a line of sight tests reads
-- them.
local W, D, H = g:key("W"), g:key("D"), g:key("H")
local LEVEL = {}
for z = 0, LIM.H do LEVEL[z] = "z" .. z end

-- Runs the map function with a checking builder; returns the map table
-- { name, W, D, H, edge, pieces = { {name, cells = {{x,y,z}...}} } }.
function AR.load_map(name)
  if type(name) ~= "string" or not name:match("^[%w_]+$") then
    error(fmt("arena '%s': a map name is letters, digits and _", tostring(name)), 0)
  end
  local okay, fn = pcall(include, "arena_" .. name)
  if not okay then error(fmt("arena '%s': %s", name, tostring(fn)), 0) end
  return AR.check_map(fn, name, "scripts/z-g/arena_" .. name .. ".lua")
end

-- The checking builder a map function is given; it fills m.  Errors are
-- raised at the caller's line: the map file's.
local function builder(m)
  local taken = {}
  local A = {}
  local function need_size()
    if not m.W then error("size(W, D, H) must come first", 3) end
  end
  local function whole(v, what, lo, hi)
    if type(v) ~= "number" or v % 1 ~= 0 or v < lo or v > hi then
      error(fmt("%s must be a whole number from %d to %d (got %s)", what, lo, hi, tostring(v)), 3)
    end
  end
  function A.size(w, d, h)
    if m.W then error("size given twice", 2) end
    whole(w, "width", 2, LIM.W); whole(d, "depth", 2, LIM.D); whole(h, "height", 2, LIM.H)
    m.W, m.D, m.H = w, d, h
  end
  function A.edge(e)
    if e ~= "wall" and e ~= "fall" then error("edge is \"wall\" or \"fall\"", 2) end
    m.edge = e
  end
  local function add_cell(piece, x, y, z)
    if x < 0 or x >= m.W or y < 0 or y >= m.D or z < 0 or z >= m.H then
      return fmt("%s '%s' leaves the arena at (%d,%d,%d): the arena is %dx%dx%d",
                 piece.kind, piece.name, x, y, z, m.W, m.D, m.H)
    end
    local k = (z * m.D + y) * m.W + x
    if taken[k] then
      return fmt("%s '%s' overlaps '%s' at (%d,%d,%d)", piece.kind, piece.name, taken[k], x, y, z)
    end
    taken[k] = piece.name
    piece.cells[#piece.cells + 1] = { x, y, z }
  end
  local function new_piece(name, kind)
    if type(name) ~= "string" or name == "" then error(kind .. " needs a name", 3) end
    for _, p in ipairs(m.pieces) do
      if p.name == name then error(fmt("piece name '%s' is used twice", name), 3) end
    end
    local p = { name = name, kind = kind, cells = {} }
    m.pieces[#m.pieces + 1] = p
    return p
  end
  function A.box(name, x, y, z, w, d, h)
    need_size()
    local p = new_piece(name, "box")
    whole(x, "x", -99, 99); whole(y, "y", -99, 99); whole(z, "z", -99, 99)
    whole(w, "box width", 1, LIM.W); whole(d, "box depth", 1, LIM.D); whole(h, "box height", 1, LIM.H)
    for zz = z, z + h - 1 do for yy = y, y + d - 1 do for xx = x, x + w - 1 do
      local err = add_cell(p, xx, yy, zz)
      if err then error(err, 2) end
    end end end
  end
  function A.cells(name, list)
    need_size()
    local p = new_piece(name, "cells")
    if type(list) ~= "table" or #list == 0 then error("cells needs a list of {x, y, z}", 2) end
    for _, c in ipairs(list) do
      if type(c) ~= "table" then error("each cell is {x, y, z}", 2) end
      whole(c[1], "x", -99, 99); whole(c[2], "y", -99, 99); whole(c[3], "z", -99, 99)
      local err = add_cell(p, c[1], c[2], c[3])
      if err then error(err, 2) end
    end
  end
  return A
end

-- Runs map function fn with the checking builder (file: for messages).
function AR.check_map(fn, name, file)
  if type(fn) ~= "function" then
    error(fmt("%s must return function(A) ... end", file), 0)
  end
  local m = { name = name, edge = "wall", pieces = {} }
  fn(builder(m))
  if not m.W then error(fmt("%s never calls size(W, D, H)", file), 0) end
  return m
end

-- The two largest extents of a piece's bounding box, summed (19.9).
local function mass(p)
  local lo, hi = { 1e9, 1e9, 1e9 }, { -1e9, -1e9, -1e9 }
  for _, c in ipairs(p.cells) do
    for i = 1, 3 do lo[i] = math.min(lo[i], c[i]); hi[i] = math.max(hi[i], c[i]) end
  end
  local e = { hi[1] - lo[1] + 1, hi[2] - lo[2] + 1, hi[3] - lo[3] + 1 }
  table.sort(e)
  return e[3] + e[2]
end
AR.mass = mass

-- Setup: the terrain cards on the layer grids (declared zones, setup.lua)
-- and the piece values.
function AR.build(g, m)
  g:gset("W", m.W); g:gset("D", m.D); g:gset("H", m.H)
  g:gset("edge", m.edge); g:gset("arena", m.name)
  for i, p in ipairs(m.pieces) do
    g:gset("pname" .. i, p.name)
    g:gset("pmass" .. i, mass(p))
    for _, c in ipairs(p.cells) do
      local t = g:new_card("Terrain", 0, g:zone("z" .. c[3], 0), c[2] + 1, c[1] + 1)
      g:cset(t, "piece", i)
      g:cset(t, "tx", c[1]); g:cset(t, "ty", c[2])
    end
  end
  g:gset("npieces", #m.pieces)
end

---------------------------------------------------------------------------
-- Cells
---------------------------------------------------------------------------


function AR.dims(g) return g:gget(W), g:gget(D), g:gget(H) end

function AR.inside(g, x, y)
  return x >= 0 and y >= 0 and x < g:gget(W) and y < g:gget(D)
end

-- The card in cell (x, y, z), or nil.
local function at(g, x, y, z)
  if z < 0 or z >= g:gget(H) or not AR.inside(g, x, y) then return nil end
  return g:cell(g:zone(LEVEL[z], 0), y + 1, x + 1)
end
AR.at = at

-- The terrain card in a cell, or nil.
function AR.terrain(g, x, y, z)
  local c = at(g, x, y, z)
  if c and g:cget(c, "piece") then return c end
end

-- SOLID: terrain, the table below z = 0, WALL edges (FALL edges are void).
function AR.solid(g, x, y, z)
  if z < 0 then return AR.inside(g, x, y) or g:gget("edge") == "wall" end
  if not AR.inside(g, x, y) then return g:gget("edge") == "wall" end
  return AR.terrain(g, x, y, z) ~= nil
end

-- "the tower at (3,4,2)", "the table edge", "the table".
function AR.what(g, x, y, z)
  if z < 0 then return "the table" end
  if not AR.inside(g, x, y) then return "the table edge" end
  local t = AR.terrain(g, x, y, z)
  if t then return fmt("the %s at (%d,%d,%d)", g:gget("pname" .. g:cget(t, "piece")), x, y, z) end
  return fmt("(%d,%d,%d)", x, y, z)
end

-- The player whose figure occupies (x, y, z) (feet or head cell), or nil.
function AR.figure_at(g, x, y, z)
  for p = 1, g:players() do
    local fx, fy, fz = AR.pos(g, p)
    if fx and fx == x and fy == y and z >= fz and z < fz + AR.height_of(g, p) then return p end
  end
end

-- A figure is FIG_H cells tall, 1 when knocked down or prone (19.2).
function AR.height_of(g, p)
  if g:pget(p, "down") or g:pget(p, "stance") == "prone" then return 1 end
  return ZG.FIG_H
end

-- p's feet cell, or nil when p is not in the arena.
function AR.pos(g, p)
  local f = ZG.figure(g, p)
  if not f then return nil end
  local z = g:cget(f, "z")
  if not z then return nil end
  return g:cget(f, "x"), g:cget(f, "y"), z
end

-- Feet height: z on a floor, z + 1 clinging to a wall (19.3).
function AR.feet(g, p)
  local _, _, z = AR.pos(g, p)
  if not z then return nil end
  return g:pget(p, "attach") and z + 1 or z
end

-- Puts p's figure at (x, y, z) (the cell must be free of terrain).
function AR.put(g, p, x, y, z)
  local f = g:pget(p, "fig")
  local ok, why = g:move(f, g:zone("z" .. z, 0), y + 1, x + 1)
  if ok == false then error("cannot put the figure at " .. fmt("(%d,%d,%d): %s", x, y, z, why), 0) end
  g:cset(f, "x", x); g:cset(f, "y", y); g:cset(f, "z", z)
end

-- A floor under an empty cell: solid just below.
function AR.floored(g, x, y, z) return AR.solid(g, x, y, z - 1) end

-- The z of the first floor at or below z in column (x, y), or nil (void).
function AR.floor_below(g, x, y, z)
  if not AR.inside(g, x, y) then return nil end
  for zz = z, 0, -1 do
    if not AR.solid(g, x, y, zz) and AR.solid(g, x, y, zz - 1) then return zz end
  end
end

-- The surface height to stand on in column (x, y): the lowest floor z'
-- with room for a figure, for placement.
function AR.standable(g, x, y, z)
  return AR.inside(g, x, y) and z >= 0 and z < g:gget("H") and not AR.solid(g, x, y, z)
         and AR.floored(g, x, y, z) and not AR.figure_at(g, x, y, z)
end

---------------------------------------------------------------------------
-- Sight (19.6): a voxel walk (Amanatides-Woo) from point a to point b.
-- Returns nil when clear, else the first SOLID cell crossed (x, y, z).
---------------------------------------------------------------------------

function AR.ray(g, ax, ay, az, bx, by, bz)
  local x, y, z = floor(ax), floor(ay), floor(az)
  local ex, ey, ez = floor(bx), floor(by), floor(bz)
  local dx, dy, dz = bx - ax, by - ay, bz - az
  local function setup(d, p, c)
    if d > 0 then return 1, (c + 1 - p) / d, 1 / d
    elseif d < 0 then return -1, (p - c) / -d, 1 / -d end
    return 0, math.huge, math.huge
  end
  local sx, tx, ddx = setup(dx, ax, x)
  local sy, ty, ddy = setup(dy, ay, y)
  local sz, tz, ddz = setup(dz, az, z)
  local n = abs(ex - x) + abs(ey - y) + abs(ez - z)
  for _ = 1, n do
    if tx <= ty and tx <= tz then
      if tx > 1 then return nil end
      x, tx = x + sx, tx + ddx
    elseif ty <= tz then
      if ty > 1 then return nil end
      y, ty = y + sy, ty + ddy
    else
      if tz > 1 then return nil end
      z, tz = z + sz, tz + ddz
    end
    if x == ex and y == ey and z == ez then return nil end
    if AR.solid(g, x, y, z) then return x, y, z end
  end
  return nil
end

-- The centre of p's head cell.
local function head(g, p)
  local x, y, z = AR.pos(g, p)
  local f = AR.feet(g, p)
  return x + 0.5, y + 0.5, f + AR.height_of(g, p) - 0.5
end
AR.head = head

-- Line of sight from p's head to any cell of q's column.  Returns true,
-- or false and the first blocker's description.
function AR.los(g, p, q)
  local hx, hy, hz = head(g, p)
  local x, y = AR.pos(g, q)
  local f = AR.feet(g, q)
  local first
  for k = 0, AR.height_of(g, q) - 1 do
    local bx, by, bz = AR.ray(g, hx, hy, hz, x + 0.5, y + 0.5, f + k + 0.5)
    if not bx then return true end
    first = first or AR.what(g, bx, by, bz)
  end
  return false, "blocked by " .. first
end

-- Horizontal distance from p's feet cell to q's column (19.6).
function AR.flat_dist(g, p, q)
  local x1, y1 = AR.pos(g, p)
  local x2, y2 = AR.pos(g, q)
  return sqrt((x1 - x2) ^ 2 + (y1 - y2) ^ 2)
end

function AR.in_range(g, p, q, range)
  return AR.flat_dist(g, p, q) <= range + ZG.RANGE_SLACK
end

-- Line of touch (Range 0): some cells of the two columns are within
-- Chebyshev distance 1 and the segment between their centres is clear.
function AR.touch(g, p, q)
  local x1, y1 = AR.pos(g, p)
  local x2, y2 = AR.pos(g, q)
  if abs(x1 - x2) > 1 or abs(y1 - y2) > 1 then return false, "out of reach (not adjacent)" end
  local f1, f2 = AR.feet(g, p), AR.feet(g, q)
  local why = "out of reach (height)"
  for a = f1, f1 + AR.height_of(g, p) - 1 do
    for b = f2, f2 + AR.height_of(g, q) - 1 do
      if abs(a - b) <= 1 then
        local bx, by, bz = AR.ray(g, x1 + .5, y1 + .5, a + .5, x2 + .5, y2 + .5, b + .5)
        if not bx then return true end
        why = "reach blocked by " .. AR.what(g, bx, by, bz)
      end
    end
  end
  return false, why
end

-- Cover of a part of q mounted at height `mount` (0 feet .. FIG_H-1
-- head), seen from p's head: 5 sample points, visible if >= 2 are clear.
function AR.covered(g, p, q, mount)
  local hx, hy, hz = head(g, p)
  local x, y = AR.pos(g, q)
  local m = math.min(mount, AR.height_of(g, q) - 1)
  local cx, cy, cz = x + 0.5, y + 0.5, AR.feet(g, q) + m + 0.5
  local vx, vy = cx - hx, cy - hy
  local n = sqrt(vx * vx + vy * vy)
  local ux, uy = 1, 0
  if n > 1e-6 then ux, uy = -vy / n, vx / n end
  local pts = { { 0, 0, 0 }, { 0.3 * ux, 0.3 * uy, 0 }, { -0.3 * ux, -0.3 * uy, 0 },
                { 0, 0, 0.3 }, { 0, 0, -0.3 } }
  local clear = 0
  for _, d in ipairs(pts) do
    if not AR.ray(g, hx, hy, hz, cx + d[1], cy + d[2], cz + d[3]) then clear = clear + 1 end
  end
  return clear < 2, clear
end

---------------------------------------------------------------------------
-- Terrain destruction (12.2)
---------------------------------------------------------------------------

function AR.piece_cells(g, i)
  local out = {}
  for z = 0, g:gget("H") - 1 do
    for _, c in ipairs(g:cards(g:zone(LEVEL[z], 0))) do
      if g:cget(c, "piece") == i then out[#out + 1] = c end
    end
  end
  return out
end

-- The pieces still standing: list of { i, name }.
function AR.pieces(g)
  local out = {}
  for i = 1, g:gget("npieces") or 0 do
    if not g:gget("pgone" .. i) then out[#out + 1] = i end
  end
  return out
end

return AR
