-- z-g/bot.lua -- a simple fighting bot ("brawler") for simulations: it
-- never announces Flameout, plays its hand in order, walks toward the
-- nearest foe (climbing, dropping or jumping, in a pattern that changes
-- with the round, when no step helps), attacks the first foe it may with
-- an end and a half turn that vary from attack to attack, and answers every
-- other question with its first option.  It reads the decision and the
-- state only, as any client could; the same state gives the same answer.

local ZG = include "core"
local AR = include "arena"
local M = include "move"
local B = {}

local function starts(l, s) return l:sub(1, #s) == s end

local function nearest_foe_dist(g, p, x, y, z)
  local best
  for _, q in ipairs(ZG.foes(g, p)) do
    local qx, qy, qz = AR.pos(g, q)
    if qx then
      local d = math.sqrt((qx - x) ^ 2 + (qy - y) ^ 2 + (qz - z) ^ 2)
      if not best or d < best then best = d end
    end
  end
  return best or 0
end

-- The option whose cell (x,y,z) in its label is nearest a foe (but not on it).
local function place(g, d)
  local bi, bd
  for i, l in ipairs(d.options) do
    local x, y, z = l:match("^place at %((%d+),(%d+),(%d+)%)$")
    if x then
      local dist = nearest_foe_dist(g, d.player, tonumber(x), tonumber(y), tonumber(z))
      if dist == 0 then dist = 99 end
      if not bd or dist < bd then bi, bd = i, dist end
    end
  end
  return bi or 1
end

-- A step that brings the figure nearer the nearest foe, or "end move".
local function move(g, d)
  local p = d.player
  local x, y, z = AR.pos(g, p)
  local here = nearest_foe_dist(g, p, x, y, z)
  local bi, bd = nil, here
  if here > 1.5 then
    for i, l in ipairs(d.options) do
      local dir = l:match("^step (%a+)$")
      if dir then
        local v = M.DIRS[dir]
        local dist = nearest_foe_dist(g, p, x + v[1], y + v[2], z)
        if dist < bd then bi, bd = i, dist end
      end
    end
  end
  if g:pget(p, "down") then
    for i, l in ipairs(d.options) do if starts(l, "stand up") then return i end end
  end
  if bi then return bi end
  -- Stuck behind something (or above or below the foe): climb, drop or
  -- jump, varying with the round so that no two rounds repeat.
  if here > 1.5 and (g:pget(p, "mv") or 0) > 0 then
    local moves = {}
    for i, l in ipairs(d.options) do
      if starts(l, "climb") or starts(l, "drop") or starts(l, "air") or starts(l, "step") then moves[#moves + 1] = i end
    end
    if #moves > 0 then return moves[(g:turn() + (g:pget(p, "mv") or 0)) % #moves + 1] end
  end
  for i, l in ipairs(d.options) do if l == "end move" then return i end end
  return 1
end

function B.brawler(g, d)
  local pr = d.prompt
  if starts(pr, "Announce Flameout") then
    for i, l in ipairs(d.options) do if l == "no" then return i end end
  elseif starts(pr, "Place your figure") then return place(g, d)
  elseif starts(pr, "Time 4") or starts(pr, "After damage") then return move(g, d)
  elseif starts(pr, "Time 5") then
    for i, l in ipairs(d.options) do if l:match("^attack p%d$") then return i end end
    for i, l in ipairs(d.options) do if l == "no attack" then return i end end
  elseif starts(pr, "Choose the attacking end") or pr:find("half turn") then
    -- vary the end and the half turn from attack to attack
    return (g:turn() + (g:pget(d.player, "attacks") or 0) + #pr) % #d.options + 1
  end
  return 1
end

return B
