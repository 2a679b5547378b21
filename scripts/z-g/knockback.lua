-- z-g/knockback.lua -- knockback and its knockdowns (digest 9.2, 9.5,
-- 19.8): the push direction (8-way, away from the source), the walk cell
-- by cell at the pushed figure's feet level, stopping at figures (knockdown
-- after >= 1 cell), barriers (knockdown after >= 2), ledges (over it and
-- down; knockdown if the drop is >= 1), WALL edges (stop) and FALL edges
-- (out of the game); and the free knockback test when a figure lands on a
-- foe (9.2).

local ZG = include "core"
local AR = include "arena"
local M = include "move"
local S = ZG.S
local KB = {}
local fmt = string.format

-- The compass direction from (x1,y1) to (x2,y2), snapped to 8 ways.
function KB.direction(x1, y1, x2, y2)
  local dx, dy = x2 - x1, y2 - y1
  if dx == 0 and dy == 0 then return nil end
  local ang = math.atan(dy, dx)
  local k = math.floor(ang / (math.pi / 4) + 0.5) % 8
  local dirs = { "e", "se", "s", "sw", "w", "nw", "n", "ne" }   -- y grows southward
  return dirs[k + 1]
end

-- Pushes q `n` cells in direction d.  Returns cells travelled.
function KB.push(g, q, n, d, why)
  local v = M.DIRS[d]
  local travelled = 0
  g:log("%s is knocked back %d cl %s (%s)", ZG.pname(q), n, d, why or "knockback")
  g:emit("zg_knockback", { player = q, distance = n, direction = d })
  for _ = 1, n do
    local x, y, z = AR.pos(g, q)
    local nx, ny = x + v[1], y + v[2]
    if not AR.inside(g, nx, ny) then
      if g:gget("edge") == "fall" then
        ZG.defeat(g, q, "knocked off the table (FALL edge)"); return travelled
      end
      if travelled >= 2 then M.knockdown(g, q, "knocked into the table edge") end
      return travelled
    end
    local other = AR.figure_at(g, nx, ny, z) or AR.figure_at(g, nx, ny, z + 1)
    if other and other ~= q then
      if travelled >= 1 then M.knockdown(g, q, "knocked into " .. ZG.pname(other)) end
      return travelled
    end
    if AR.solid(g, nx, ny, z) then
      if travelled >= 2 then M.knockdown(g, q, "knocked into " .. AR.what(g, nx, ny, z)) end
      return travelled
    end
    travelled = travelled + 1
    if not AR.floored(g, nx, ny, z) then
      AR.put(g, q, nx, ny, z)
      local fz = AR.floor_below(g, nx, ny, z)
      if not fz then ZG.defeat(g, q, "knocked into the void"); return travelled end
      AR.put(g, q, nx, ny, fz)
      g:log("%s goes over a %d cl ledge", ZG.pname(q), z - fz)
      if z - fz >= 1 then M.knockdown(g, q, "knocked over a ledge") end
      return travelled
    end
    AR.put(g, q, nx, ny, z)
  end
  return travelled
end

-- Knockback of q by `n` from source p (its figure), with the attack's
-- strikes for the Kneel check (9.2).
function KB.from(g, p, q, n, strikes, why)
  if n <= 0 or not ZG.alive(g, q) then return end
  if g:pget(q, "stance") == "kneel" and (strikes or 0) < 3 then
    g:log("%s kneels: no knockback (needs 3 strikes)", ZG.pname(q))
    return
  end
  local x1, y1 = AR.pos(g, p)
  local x2, y2 = AR.pos(g, q)
  local d = KB.direction(x1, y1, x2, y2)
  if not d then
    d = g:choose(p, "Knockback: push " .. ZG.pname(q) .. " which way?", M.ALL)
  end
  g:pset(q, "attach", nil)
  KB.push(g, q, n, d, why)
end

-- Falling on a foe without Z-G (9.2/9.3): the action card against a
-- random card of q's deck, both ends spun; matches = knockback distance;
-- no damage.  Strikes count only for the Kneel check.
function KB.landing_test(g, p, q)
  local act = g:pget(p, "act")
  local deck = ZG.z(g, "deck", q)
  local n = g:size(deck)
  if not act or n == 0 then return end
  local t = g:top(deck, g:random(n))
  local ea = g:random(2) == 1 and "A" or "B"
  local et = g:random(2) == 1 and "A" or "B"
  local m, s = S.test(ZG.ends(g, act, ea), ZG.ends(g, t, et))
  g:log("landing test: %s (%s) vs %s's %s (%s): %d matches", g:name(act), ea, ZG.pname(q),
        g:name(t), et, m)
  g:pset(p, "landing_matches", m, "pulse")
  KB.from(g, p, q, m, s, "landed on")
end

return KB
