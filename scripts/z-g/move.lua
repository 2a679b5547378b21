-- z-g/move.lua -- Time 4 movement on the arena's surfaces (digest 6, 9,
-- 10.3, 10.8, 11.1, 19.3-19.5, 19.8): steps, climbing, drops, Z-G air
-- steps and jumps, stances and standing up, end-of-move falls, landing on
-- a foe, knockback and knockdown.
--
-- A position is the figure's cell plus the player value `attach`: nil on a
-- floor, "n"/"s"/"e"/"w" clinging to the wall on that side, "ceiling"
-- clinging to the underside of the solid cell above (6.1, 19.3), "air"
-- mid-jump.
-- The pulse's budget is in player values with the "pulse" expiry: mv (Move
-- left), vert (Z-G free vertical Move), trav (cells travelled, for the
-- stance cap), diag (diagonal steps so far, for the 1-2-1-2 cost).  Every
-- step is committed at once (6.1: laid cards are final): there is no undo
-- option, only further steps or "end move".

local ZG = include "core"
local AR = include "arena"
local M = {}
local fmt, abs = string.format, math.abs

M.DIRS = {
  n = { 0, -1 }, s = { 0, 1 }, e = { 1, 0 }, w = { -1, 0 },
  ne = { 1, -1 }, nw = { -1, -1 }, se = { 1, 1 }, sw = { -1, 1 },
}
M.ORTH = { "n", "e", "s", "w" }
M.ALL = { "n", "ne", "e", "se", "s", "sw", "w", "nw" }
local OPP = { n = "s", s = "n", e = "w", w = "e" }

local STANCES = { "kneel", "attack", "defense", "prone", "stand" }
local NO_AIR = "jumps and air steps need a Z-G action card (10.3)"

---------------------------------------------------------------------------
-- The budget (6.2 and the movement line of section 13)
---------------------------------------------------------------------------

-- Starts the pulse's movement for action card c.
function M.begin(g, p, c)
  local base = ZG.base_move(g, c)
  local mv = base
  if g:cget(c, "dash") then mv = mv + 3 end
  mv = mv + (g:cget(c, "move_mod") or 0)              -- card-script modifiers
  g:pset(p, "mv", mv, "pulse")
  g:pset(p, "vert", ZG.is_zg(g, c) and base or 0, "pulse")
  g:pset(p, "trav", 0, "pulse")
  g:pset(p, "diag", 0, "pulse")
end

function M.left(g, p) return g:pget(p, "mv") or 0 end

-- The stance travel cap: Kneel 0, Attack/Defense/Prone 1, else none.
local function travel_cap(g, p)
  if g:pget(p, "down") then return 0, "knocked down: stand up first (3 Move)" end
  if g:pget(p, "kd_pending") then
    return 0, "dropped more than 1 cl without Z-G: knocked down (after a jump-down attack, if any)"
  end
  local st = g:pget(p, "stance")
  if st == "kneel" then return 0, "kneeling: no travel (change stance for 3 Move)" end
  if st == "attack" or st == "defense" or st == "prone" then
    return 1, st .. " stance: at most 1 cl of travel per card"
  end
  return 99
end

local function spend(g, p, cost, travel)
  g:padd(p, "mv", -cost, "pulse")
  if travel then g:padd(p, "trav", 1, "pulse") end
  g:pset(p, "moved", 1, "pulse")
end

---------------------------------------------------------------------------
-- What a step would do: returns kind, cost, x, y, z, attach  or nil, why
---------------------------------------------------------------------------

local function blocked_by_figure(g, p, x, y, z)
  local q = AR.figure_at(g, x, y, z) or AR.figure_at(g, x, y, z + 1)
  if q and q ~= p then return fmt("%s's figure is at (%d,%d,%d)", ZG.pname(q), x, y, z) end
end

local function diag_cost(g, p)
  local o = g:options().diag
  if o == "chebyshev" then return 1 end
  return (g:pget(p, "diag") or 0) % 2 == 0 and 1 or 2
end

-- A floor step (flat, climb, climb down, drop) in direction d.
local function floor_step(g, p, verb, d, x, y, z)
  local v = M.DIRS[d]
  local nx, ny = x + v[1], y + v[2]
  local diag = v[1] ~= 0 and v[2] ~= 0
  if diag and verb ~= "step" then return nil, "only steps go diagonally" end
  if diag and g:options().diag == "none" then return nil, "diagonal steps are off (diag=none)" end
  if not AR.inside(g, nx, ny) then
    return nil, g:gget("edge") == "fall" and "the table edge (FALL): that is off the table"
                                         or "blocked by the table edge (WALL)"
  end
  if diag then
    for _, c in ipairs({ { x + v[1], y }, { x, y + v[2] } }) do
      if AR.solid(g, c[1], c[2], z) then
        return nil, "a diagonal step needs both sides clear: blocked by " .. AR.what(g, c[1], c[2], z)
      end
    end
  end
  local solid = AR.solid(g, nx, ny, z)
  if verb == "climb" then
    if not solid then return nil, "nothing to climb " .. d .. ": " .. fmt("(%d,%d,%d) is empty", nx, ny, z) end
    if AR.solid(g, x, y, z + 1) then return nil, "no room above: " .. AR.what(g, x, y, z + 1) end
    return "climb", 1, x, y, z, d
  end
  if solid then return nil, "blocked by " .. AR.what(g, nx, ny, z) .. " (climb it)" end
  local f = blocked_by_figure(g, p, nx, ny, z)
  if f then return nil, f end
  local floored = AR.floored(g, nx, ny, z)
  if verb == "step" then
    if not floored then return nil, fmt("no floor at (%d,%d,%d): climb down or drop", nx, ny, z) end
    return "flat", diag and diag_cost(g, p) or 1, nx, ny, z, nil
  end
  if floored then return nil, fmt("(%d,%d,%d) has a floor: just step", nx, ny, z) end
  if verb == "down" then     -- climb down: a convex turn onto the ledge's face
    if z - 1 < 0 then return nil, "no ledge" end
    local f2 = blocked_by_figure(g, p, nx, ny, z - 1)
    if f2 then return nil, f2 end
    return "climb down", 1, nx, ny, z - 1, OPP[d]
  end
  -- drop: fall straight down to the first floor
  local fz = AR.floor_below(g, nx, ny, z)
  if not fz then return nil, "nothing below: that is a fall off the table" end
  return "drop", 1, nx, ny, fz, nil
end

-- Sideways along a wall (attach a) in direction d: a flat step, or round
-- an inner corner (onto the wall ahead) or an outer one (19.4 turns).
local function across(g, p, d, x, y, z, a)
  local v, t = M.DIRS[a], M.DIRS[d]
  if d == a or d == OPP[a] then return nil, "across means sideways along the wall" end
  local nx, ny = x + t[1], y + t[2]
  if AR.solid(g, nx, ny, z) then return "round the inner corner", 1, x, y, z, d end
  local f = blocked_by_figure(g, p, nx, ny, z)
  if f then return nil, f end
  if AR.solid(g, nx + v[1], ny + v[2], z) then return "climb", 1, nx, ny, z, a end
  local cx, cy = nx + v[1], ny + v[2]
  if not AR.inside(g, nx, ny) or not AR.inside(g, cx, cy) then return nil, "the wall ends at the table edge" end
  f = blocked_by_figure(g, p, cx, cy, z)
  if f then return nil, f end
  return "round the outer corner", 1, cx, cy, z, OPP[d]
end

-- Along a wall (attach a): "up" / "down" / "across" d.
local function wall_step(g, p, verb, x, y, z, a, d)
  local v = M.DIRS[a]
  if verb == "across" then return across(g, p, d, x, y, z, a) end
  if verb == "up" then
    if AR.solid(g, x, y, z + 1) then return "onto the underside", 1, x, y, z, "ceiling" end
    if z + 1 >= g:gget("H") then return nil, "the arena ends above" end
    if AR.solid(g, x + v[1], y + v[2], z + 1) then return "climb", 1, x, y, z + 1, a end
    local f = blocked_by_figure(g, p, x + v[1], y + v[2], z + 1)
    if f then return nil, f end
    return "over the top", 1, x + v[1], y + v[2], z + 1, nil
  end
  if AR.solid(g, x, y, z - 1) then return "onto the floor", 1, x, y, z, nil end
  if not AR.solid(g, x + v[1], y + v[2], z - 1) then return nil, "the wall ends below" end
  local f = blocked_by_figure(g, p, x, y, z - 1)
  if f then return nil, f end
  return "climb", 1, x, y, z - 1, a
end

-- Along an underside (attach "ceiling") in direction d (19.4): a flat step
-- under the same ceiling, a concave turn onto the wall ahead, or a convex
-- turn round the underside's edge onto its outer face.
local function ceiling_step(g, p, d, x, y, z)
  local t = M.DIRS[d]
  local nx, ny = x + t[1], y + t[2]
  if not AR.inside(g, nx, ny) then return nil, "the underside ends at the table edge" end
  if AR.solid(g, nx, ny, z) then return "onto the wall", 1, x, y, z, d end
  local f = blocked_by_figure(g, p, nx, ny, z)
  if f then return nil, f end
  if AR.solid(g, nx, ny, z + 1) then return "climb", 1, nx, ny, z, "ceiling" end
  if z + 1 >= g:gget("H") then return nil, "the arena ends above" end
  f = blocked_by_figure(g, p, nx, ny, z + 1)
  if f then return nil, f end
  return "round the edge", 1, nx, ny, z + 1, OPP[d]
end

-- "climb up" from a floor or from mid-air: a concave turn onto the
-- underside of the cell right above the figure's cell (19.3: a node's attach
-- names a solid neighbour of its cell; 19.4: a concave turn stays in the
-- cell).  On a floor that is a 1 cl gap; an underside above the head (two
-- cells up) is out of reach without a surface to climb, except by a Z-G air
-- step up first, after which the figure may grab it (6.1: cling to any
-- surface while it still has movement).
local function grab_underside(g, p, x, y, z, a)
  if AR.solid(g, x, y, z + 1) then return "onto the underside", 1, x, y, z, "ceiling" end
  if a == "air" then return nil, fmt("nothing to cling to right above: (%d,%d,%d) is empty", x, y, z + 1) end
  if g:pget(p, "down") then return nil, "knocked down: stand up first (3 Move)" end
  if AR.solid(g, x, y, z + 2) then
    return nil, fmt("the underside of %s is above the head: a figure on a floor reaches only an underside "
                    .. "right above its cell (19.4); climb a wall to it, or jump up with a Z-G card (air up)",
                    AR.what(g, x, y, z + 2))
  end
  return nil, "no underside right above"
end

-- A Z-G air step (11.1, 19.4): n/e/s/w/up/down.
local function air_step(g, p, d, x, y, z)
  local nx, ny, nz = x, y, z
  local cost = 1
  if d == "up" then
    nz = z + 1; cost = 0
    if (g:pget(p, "vert") or 0) <= 0 then return nil, "no free vertical Move left (Z-G)" end
  elseif d == "down" then
    nz = z - 1; cost = 0
  else
    nx, ny = x + M.DIRS[d][1], y + M.DIRS[d][2]
  end
  if nz < 0 then return nil, "the table is below" end
  if nz >= g:gget("H") then return nil, "the arena ends above" end
  if not AR.inside(g, nx, ny) then
    return nil, g:gget("edge") == "fall" and "the table edge (FALL)" or "blocked by the table edge (WALL)"
  end
  if AR.solid(g, nx, ny, nz) then return nil, "blocked by " .. AR.what(g, nx, ny, nz) end
  local f = blocked_by_figure(g, p, nx, ny, nz)
  if f then return nil, f end
  local a = "air"
  if AR.floored(g, nx, ny, nz) and d ~= "up" then a = nil end
  return "air", cost, nx, ny, nz, a
end

-- What the labelled step would do; nil, why when refused.
function M.probe(g, p, verb, d)
  local x, y, z = AR.pos(g, p)
  local a = g:pget(p, "attach")
  local kind, cost, nx, ny, nz, na
  if verb == "air" then
    if not ZG.is_zg(g, g:pget(p, "act")) then
      return nil, NO_AIR
    end
    if a and a ~= "air" then return nil, "a jump starts on a floor" end
    kind, cost, nx, ny, nz, na = air_step(g, p, d, x, y, z)
  elseif a == "air" then
    if verb ~= "up" then return nil, "in mid-air: only air steps, climb up onto an underside right above (or end the move to float down)" end
    kind, cost, nx, ny, nz, na = grab_underside(g, p, x, y, z, a)
  elseif a == "ceiling" then
    if verb ~= "across" then return nil, "clinging to an underside: climb across (or end the move and fall)" end
    kind, cost, nx, ny, nz, na = ceiling_step(g, p, d, x, y, z)
  elseif a then
    if verb ~= "up" and verb ~= "down" and verb ~= "across" then
      return nil, "clinging to a wall: climb up, down or across"
    end
    kind, cost, nx, ny, nz, na = wall_step(g, p, verb, x, y, z, a, d)
  else
    if verb == "across" or verb == "down" and not d then return nil, "not on a wall" end
    if verb == "up" then kind, cost, nx, ny, nz, na = grab_underside(g, p, x, y, z, a)
    else kind, cost, nx, ny, nz, na = floor_step(g, p, verb, d, x, y, z) end
  end
  if not kind then return nil, cost end
  local cap, capwhy = travel_cap(g, p)
  local travels = nx ~= x or ny ~= y or nz ~= z
  if travels and (g:pget(p, "trav") or 0) >= cap then return nil, capwhy end
  if cost > M.left(g, p) then
    return nil, fmt("needs %d Move, %d left", cost, M.left(g, p))
  end
  return kind, cost, nx, ny, nz, na
end

---------------------------------------------------------------------------
-- Taking a step
---------------------------------------------------------------------------

local function sign(v) return v > 0 and 1 or v < 0 and -1 or 0 end

-- The facing after a move from (x, y) to (nx, ny) (shown by the views only).
local function face(g, p, x, y, nx, ny)
  local sx, sy = sign(nx - x), sign(ny - y)
  for _, d in ipairs(M.ALL) do
    if M.DIRS[d][1] == sx and M.DIRS[d][2] == sy then g:pset(p, "facing", d); return end
  end
end

function M.step(g, p, verb, d)
  local kind, cost, nx, ny, nz, na = M.probe(g, p, verb, d)
  if not kind then error("illegal step: " .. tostring(cost), 0) end
  local x, y, z = AR.pos(g, p)
  local feet = AR.feet(g, p)
  if verb == "step" and d and #d == 2 then g:padd(p, "diag", 1, "pulse") end
  if verb == "air" and d == "up" then g:padd(p, "vert", -1, "pulse") end
  if verb == "air" then g:pset(p, "jumped", 1, "pulse") end
  spend(g, p, cost, nx ~= x or ny ~= y or nz ~= z)
  face(g, p, x, y, nx, ny)
  g:pset(p, "attach", na)
  g:pset(p, "jump_from", nil, "pulse")
  if kind == "drop" then
    AR.put(g, p, nx, ny, z)                 -- over the void, then down
    g:log("%s drops %s", ZG.pname(p), d)
    M.fall(g, p, feet, nx, ny, "drop")
    return
  end
  if nx ~= x or ny ~= y or nz ~= z then AR.put(g, p, nx, ny, nz) end
  if verb == "air" and d == "down" then g:pset(p, "jump_from", feet, "pulse") end
  g:log("%s: %s %s (%d Move, %d left)", ZG.pname(p), kind, d or verb, cost, M.left(g, p))
  g:emit("zg_move_step", { player = p, kind = kind })
end

-- A stance change or standing up (10.8): 3 Move, no displacement.
function M.probe_stance(g, p, st)
  if g:pget(p, "attach") then return nil, "not while clinging or in the air" end
  if st == "up" then
    if not g:pget(p, "down") then return nil, "not knocked down" end
  else
    if g:pget(p, "down") then return nil, "knocked down: stand up first" end
    local cur = g:pget(p, "stance") or "stand"
    if cur == st then return nil, "already in " .. st .. " stance" end
  end
  if M.left(g, p) < 3 then return nil, fmt("needs 3 Move, %d left", M.left(g, p)) end
  return true
end

function M.stance(g, p, st)
  local okay, why = M.probe_stance(g, p, st)
  if not okay then error("illegal stance change: " .. why, 0) end
  spend(g, p, 3, false)
  if st == "up" then
    g:pset(p, "down", nil)
    g:log("%s stands up (3 Move)", ZG.pname(p))
  else
    g:pset(p, "stance", st ~= "stand" and st or nil)
    g:log("%s takes %s stance (3 Move)", ZG.pname(p), st)
  end
  g:emit("zg_stance", { player = p, stance = st })
end

---------------------------------------------------------------------------
-- Falls, landing, knockdown (9.1, 9.3, 19.5)
---------------------------------------------------------------------------

function M.knockdown(g, p, why)
  if g:pget(p, "down") then return end
  g:pset(p, "down", 1)
  g:log("%s is knocked down (%s)", ZG.pname(p), why)
  g:emit("zg_knockdown", { player = p, why = why })
end

-- The nearest free floor next to (x, y, z) for a figure pushed aside.
local function free_near(g, p, x, y, z)
  for r = 1, 3 do
    for _, d in ipairs(M.ALL) do
      local v = M.DIRS[d]
      local nx, ny = x + v[1] * r, y + v[2] * r
      if AR.inside(g, nx, ny) then
        local fz = AR.floor_below(g, nx, ny, math.min(z + 1, g:gget("H") - 1))
        if fz and not blocked_by_figure(g, p, nx, ny, fz) then return nx, ny, fz end
      end
    end
  end
end

-- p falls in its column from feet height `from` (kind: drop, fall, float).
-- Landing on a foe is recorded for the attack step (9.3 vs 9.4).
function M.fall(g, p, from, x, y, kind)
  local _, _, z = AR.pos(g, p)
  local fz = AR.floor_below(g, x, y, z)
  if not fz then
    ZG.defeat(g, p, "fell off the table"); return
  end
  local h = from - fz
  local q = AR.figure_at(g, x, y, fz)
  if q and q ~= p then
    local nx, ny, nz = free_near(g, p, x, y, fz)
    if nx then AR.put(g, p, nx, ny, nz) end
  else
    AR.put(g, p, x, y, fz)
  end
  g:pset(p, "attach", nil)
  if kind == "fall" and h <= 1 then g:log("%s settles onto the floor", ZG.pname(p))
  elseif h > 0 then g:log("%s %s %d cl", ZG.pname(p), kind == "float" and "floats down" or "falls", h) end
  g:emit("zg_fall", { player = p, height = h, onto = q })
  if kind == "float" then return end
  if kind == "drop" then g:pset(p, "jump_from", from, "pulse") end
  local safe = ZG.zg_in_hand(g, p)
  if q and q ~= p then
    if h > 1 and not safe then
      g:pset(p, "landed_on", q, "pulse")      -- resolved at Time 5 (9.3/9.4)
      g:pset(p, "kd_pending", 1, "pulse")
    end
    g:log("%s lands on %s%s", ZG.pname(p), ZG.pname(q), safe and " softly (Z-G)" or "")
    return
  end
  if h > 1 and not safe then
    if kind == "drop" then g:pset(p, "kd_pending", 1, "pulse")
    else M.knockdown(g, p, "fell " .. h .. " cl") end
  end
end

-- The end of a movement (9.1, 19.5): air floats down, a wall is let go.
function M.settle(g, p)
  local a = g:pget(p, "attach")
  if not a then return end
  local x, y = AR.pos(g, p)
  M.fall(g, p, AR.feet(g, p), x, y, a == "air" and "float" or "fall")
end

-- Knocks p down now if a drop left it pending and no jump-down attack
-- follows (called at Time 5 with the attack chosen, 9.3/9.4).
function M.resolve_landing(g, p, jumpdown_target)
  if not g:pget(p, "kd_pending") then return end
  local q = g:pget(p, "landed_on")
  if jumpdown_target then return end                  -- delayed to T6 END
  g:pset(p, "kd_pending", nil, "pulse")
  g:pset(p, "landed_on", nil, "pulse")
  M.knockdown(g, p, "dropped more than 1 cl without Z-G")
  if q and ZG.alive(g, q) then
    local KB = include "knockback"
    KB.landing_test(g, p, q)
  end
end

---------------------------------------------------------------------------
-- The movement window's options
---------------------------------------------------------------------------

local LABELS = {}
for _, d in ipairs(M.ALL) do LABELS["step " .. d] = { "step", d } end
for _, d in ipairs(M.ORTH) do
  LABELS["climb " .. d] = { "climb", d }
  LABELS["climb down " .. d] = { "down", d }
  LABELS["drop " .. d] = { "drop", d }
  LABELS["air " .. d] = { "air", d }
end
LABELS["air up"] = { "air", "up" }
LABELS["air down"] = { "air", "down" }
LABELS["climb up"] = { "up" }
for _, d in ipairs(M.ORTH) do LABELS["climb across " .. d] = { "across", d } end
LABELS["climb down"] = { "down" }
M.LABELS = LABELS

local ORDER = {}
for _, d in ipairs(M.ALL) do ORDER[#ORDER + 1] = "step " .. d end
for _, d in ipairs(M.ORTH) do ORDER[#ORDER + 1] = "climb " .. d end
ORDER[#ORDER + 1] = "climb up"
ORDER[#ORDER + 1] = "climb down"
for _, d in ipairs(M.ORTH) do ORDER[#ORDER + 1] = "climb across " .. d end
for _, d in ipairs(M.ORTH) do ORDER[#ORDER + 1] = "climb down " .. d end
for _, d in ipairs(M.ORTH) do ORDER[#ORDER + 1] = "drop " .. d end
for _, d in ipairs(M.ORTH) do ORDER[#ORDER + 1] = "air " .. d end
ORDER[#ORDER + 1] = "air up"
ORDER[#ORDER + 1] = "air down"

local function do_step(g, p, label)
  local l = LABELS[label]
  ZG.guard(M.step, g, p, l[1], l[2])
end

local function do_stance(g, p, st) ZG.guard(M.stance, g, p, st) end

-- Is there an underside above p's cell or head (where "climb up" is
-- listed on a floor or in mid-air, legal or refused)?
local function under_ceiling(g, p, a)
  local x, y, z = AR.pos(g, p)
  return AR.solid(g, x, y, z + 1) or (a ~= "air" and AR.solid(g, x, y, z + 2))
end

-- Lists the steps and stance changes legal now; refusals say why.
function M.list(g, p, acts)
  local a = g:pget(p, "attach")
  local zg = ZG.is_zg(g, g:pget(p, "act"))
  local reach_up = (not a or a == "air") and under_ceiling(g, p, a)
  for _, label in ipairs(ORDER) do
    local l = LABELS[label]
    local relevant = (l[1] == "air" and zg) or (label == "climb up" and reach_up) or (l[1] ~= "air" and (
      (a == "ceiling" and l[1] == "across") or
      (a and a ~= "air" and a ~= "ceiling" and (l[1] == "across" or label == "climb up" or label == "climb down")) or
      (not a and l[1] ~= "across" and label ~= "climb up" and label ~= "climb down")))
    if relevant then
      local kind, why = M.probe(g, p, l[1], l[2])
      if kind then acts:add(label, do_step, p, label)
      else acts:refuse(label, why) end
    elseif l[1] == "air" then
      acts:refuse(label, NO_AIR)
    end
  end
  if g:pget(p, "down") then
    local okay, why = M.probe_stance(g, p, "up")
    if okay then acts:add("stand up (3 Move)", do_stance, p, "up")
    else acts:refuse("stand up (3 Move)", why) end
  elseif not a then
    for _, st in ipairs(STANCES) do
      local label = "stance " .. st .. " (3 Move)"
      local okay, why = M.probe_stance(g, p, st)
      if okay then acts:add(label, do_stance, p, st) else acts:refuse(label, why) end
    end
  end
end

-- "why" for a move that is not listed at all (the REPL's why works on
-- refusals; this answers for any label, for tests and views).
function M.why(g, p, label)
  local l = LABELS[label]
  if not l then return "no such move" end
  local kind, why = M.probe(g, p, l[1], l[2])
  if kind then return "legal: " .. kind end
  return why
end

return M
