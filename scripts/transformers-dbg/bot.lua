-- transformers-dbg/bot.lua -- a greedy bot ("greedy") for simulations.
--
-- It reads the pending decision (prompt and option labels) and, read-only,
-- the state, as any client could.  Action phase: play everything, battle or
-- Confront what its Power (after the Alt penalty) already beats, thwart,
-- buy the most expensive affordable card, Search, walk toward facedown
-- cards, use Site abilities, then end the turn.  Sub-decisions: Block when
-- it can, Assist with the first legal card, go on with battles, Convert
-- to Bot Mode before an outcome, vault Relics, discard or destroy the
-- cheapest card (Damage first when destroying).  Deterministic: the same
-- state gives the same answer.

local TF = include "core"
local B = {}

local function first(options, pred)
  for i, l in ipairs(options) do if pred(l) then return i end end
end

local function starts(l, s) return l:sub(1, #s) == s end

-- A battle it expects to win: its own Power after the Alt penalty, plus
-- (in a Confrontation, where others may Assist) 2 per other player in the
-- Matrix, reaches the cost.
local function winnable(g, p, options)
  local pen = TF.bot(g, p) and 0 or 1
  local helpers = 0
  for _, q in ipairs(TF.in_matrix(g)) do if q ~= p then helpers = helpers + 2 end end
  local best, bi = -1, nil
  for i, l in ipairs(options) do
    local pw, cost = l:match("%(Power (%d+), cost (%d+)%)$")
    if pw and (starts(l, "battle ") or starts(l, "confront ")) then
      pw, cost = tonumber(pw), tonumber(cost)
      local extra = starts(l, "confront ") and pw > 0 and helpers or 0
      if pw - pen + extra >= cost and cost > best then best, bi = cost, i end
    end
  end
  return bi
end

local function best_buy(options)
  local best, bi = -1, nil
  for i, l in ipairs(options) do
    local cost = starts(l, "buy ") and tonumber(l:match("cost (%d+)%)$"))
    if cost and cost > best then best, bi = cost, i end
  end
  return bi
end

local function move_to_facedown(g, options)
  return first(options, function(l)
    local r, c = l:match("^move to %((%d+),(%d+)%)$")
    if not r then return false end
    local x = TF.cell(g, tonumber(r), tonumber(c))
    return x ~= nil and not g:face_up(x)
  end)
end

local function action_phase(g, p, o)
  local conv = TF.energon(g, p) >= 2 and not TF.bot(g, p) and winnable(g, p, o) == nil
               and first(o, function(l) return l == "convert to Bot Mode (1 Energon)" end)
  return first(o, function(l) return l == "play all" end)
      or first(o, function(l) return starts(l, "play ") end)
      or winnable(g, p, o)
      or first(o, function(l) return starts(l, "thwart ") or starts(l, "rescue ") end)
      or best_buy(o)
      or first(o, function(l) return starts(l, "search ") end)
      or first(o, function(l) return starts(l, "contribute ") end)
      or move_to_facedown(g, o)
      or conv
      or first(o, function(l) return l == "end turn" end)
      or 1
end

local CHEAP = { "Damage", "Courage", "Reserves", "Patrol", "Fix", "Firepower", "Roll Out!" }

local function cheapest(o)
  for _, n in ipairs(CHEAP) do
    local i = first(o, function(l) return starts(l, n) end)
    if i then return i end
  end
end

function B.greedy(g, d)
  local o, prompt, p = d.options, d.prompt, d.player
  if prompt:find("action phase") then return action_phase(g, p, o) end
  if prompt:find("Block") then
    return first(o, function(l) return l ~= "do not Block" end) or 1
  end
  if prompt:find("place an Assist") then return 1 end
  if prompt:find("go on with the battle") then return first(o, function(l) return l == "battle on" end) end
  if prompt:find("Convert to Bot Mode now") then return 1 end        -- yes
  if prompt:find("Vault instead") or prompt:find("into your Vault") then return 1 end
  if prompt:find("Confrontation:") or prompt:find("Energon ability") then
    return first(o, function(l) return l ~= "done" and not l:find("Convert") end)
        or first(o, function(l) return l == "done" end) or 1
  end
  if prompt:find("[Dd]iscard") or prompt:find("destroy") then
    return cheapest(o) or first(o, function(l) return l ~= "destroy nothing" end) or 1
  end
  if prompt:find("for free") then return 2 end                      -- keep the mode
  if prompt:find("First turn") then
    local n = #o
    return (g:active() * 5) % n + 1
  end
  return 1
end

return B
