-- TC-01 Setup sizes per player count.
-- Given a competitive setup for N in {2,3,4,5} (and Solo for N=1) with a sufficient pool.
-- When setup completes.
-- Then Matrix = 3x4/3x4/4x4/4x4/4x5 for N=1..5, all facedown; stacks 1-3 each hold S =
-- 7/9/11/13/15 pool cards + 1 Boss (of level I, II, III respectively) [+1 Co-op Scheme in
-- co-op/solo]; stack 4 holds 5 cards and no Boss; main deck size = 3S+5+3 (+3 co-op); 3 Bosses
-- (and in co-op 2 Co-op Schemes) are in the box; Roll Out! supply 16, Damage supply 20,
-- Encounter deck 10 facedown.

local H = require "lib.tf"
local new, size = H.new, H.size

local DIMS = { [1] = { 3, 4, 7 }, [2] = { 3, 4, 9 }, [3] = { 4, 4, 11 }, [4] = { 4, 4, 13 }, [5] = { 4, 5, 15 } }
local SHAPE = [[(function()
  local out = {}
  for i, c in ipairs(g:cards(TF.z('main_deck'))) do
    local d = g:def(c)
    out[i] = d.is.boss and d.level:sub(-1) == 'I' and #d.level == 1 and '1' or d.is.boss and #d.level == 2 and '2'
             or d.is.boss and '3' or d.is.cscheme and 'C' or '.'
  end
  return table.concat(out) end)()]]
local FACEDOWN = [[(function() local n = 0
  for _, c in ipairs(g:cards(TF.z('matrix'))) do if not g:face_up(c) then n = n + 1 end end
  return n end)()]]
local BOX = [[(function() local b, s = 0, 0
  for _, c in ipairs(g:cards(TF.z('box'))) do
    if g:def(c).is.boss then b = b + 1 elseif g:def(c).is.cscheme then s = s + 1 end end
  return b .. '/' .. s end)()]]

local function check(n, mode)
  local coop = mode ~= "competitive"
  local g = new{ players = n, options = "mode=" .. mode }
  local d = DIMS[n]
  local rows, cols = g:get("(select(4, g:zone_info(TF.z('matrix'))))"), g:get("(select(5, g:zone_info(TF.z('matrix'))))")
  eq({ rows, cols }, { d[1], d[2] }, mode .. " " .. n .. "p: Matrix rows x cols")
  eq(g:get(FACEDOWN), d[1] * d[2], "every Matrix space holds a facedown card")
  local S = d[3]
  local extra = coop and 2 or 1
  local shape = g:get(SHAPE)
  eq(#shape, 3 * S + 5 + 3 + (coop and 3 or 0), "main deck size")
  local seg = S + extra
  for k, lv in ipairs({ "1", "2", "3" }) do
    local part = shape:sub((k - 1) * seg + 1, k * seg)
    local _, bosses = part:gsub("[123]", "")
    eq(bosses, 1, "stack " .. k .. " holds exactly one Boss")
    ok(part:find(lv, 1, true), "stack " .. k .. " holds the Level " .. lv .. " Boss")
    local _, cs = part:gsub("C", "")
    eq(cs, coop and 1 or 0, "stack " .. k .. " Co-op Schemes")
  end
  eq(shape:sub(-5), ".....", "stack 4: 5 cards, no Boss")
  eq(g:get(BOX), coop and "3/2" or "3/0", "Bosses / Co-op Schemes left in the box")
  eq(size(g, "rollout"), 16, "Roll Out! supply")
  eq(size(g, "damage"), 20, "Damage supply")
  eq(size(g, "encounters"), 10, "Encounter deck")
  eq(g:get("(select(3, g:zone_info(TF.z('encounters'))))"), "hidden", "Encounters are facedown")
end

scenario("TC-01 Setup sizes: competitive 2-5 players", function()
  for n = 2, 5 do check(n, "competitive") end
end)

scenario("TC-01 Setup sizes: Solo (1 player) and co-op 2-5 add the Co-op Schemes", function()
  check(1, "solo")
  for n = 2, 5 do check(n, "coop") end
end)
