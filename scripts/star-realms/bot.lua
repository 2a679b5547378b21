-- star-realms/bot.lua -- a greedy bot that plays sensibly.
--
-- It answers from the pending decision alone (its prompt and option
-- labels) plus read-only looks at the state, as any client could: play
-- everything, use every ability, buy the most expensive affordable card,
-- destroy bases it can finish (Outposts first), hit the opponent with the
-- rest, scrap only Scouts and Vipers, and end the turn.  Sub-decisions take
-- the option that costs the bot least.

local B = {}

local function cost_of(label)
  return tonumber(label:match("%((%d+)%)$") or label:match("cost (%d+)%)") or -1)
end

local function first(options, pred)
  for i, l in ipairs(options) do if pred(l) then return i end end
end

local function best_buy(options)
  local best, bi = -1, nil
  for i, l in ipairs(options) do
    if l:match("^buy ") and cost_of(l) > best then best, bi = cost_of(l), i end
  end
  return bi
end

local function finishing_base_attack(options)
  return first(options, function(l)
    local a, b = l:match("^attack .+ of p%d+ %((%d+)/(%d+)%)$")
    return a and a == b
  end)
end

local function main_phase(options)
  return first(options, function(l) return l == "play all" end)
      or first(options, function(l) return l:match("^play ") end)
      or first(options, function(l) return l:match("^use ") or l:match("^ally ") or l:match("^double ally ") end)
      or best_buy(options)
      or first(options, function(l) return l == "scrap Explorer" end)
      or finishing_base_attack(options)
      or first(options, function(l) return l:match("^attack p%d+ %(") end)
      or first(options, function(l) return l == "end turn" end)
      or 1
end

local CHEAP = { "^Viper", "^Scout", "^Explorer" }

local function cheapest(options)
  for _, pat in ipairs(CHEAP) do
    local i = first(options, function(l) return l:match(pat) end)
    if i then return i end
  end
end

local function sub_decision(d)
  local o, prompt = d.options, d.prompt
  if prompt:match("scrap a card") or prompt:match("[Dd]iscard") then
    return cheapest(o) or first(o, function(l) return l == "stop scrapping" or l == "done" end) or 1
  end
  if prompt:match("acquire a card for free") then
    local best, bi = -1, 1
    for i, l in ipairs(o) do if cost_of(l) > best then best, bi = cost_of(l), i end end
    return bi
  end
  if prompt:match("top of your deck%?") then return first(o, function(l) return l == "yes" end) or 1 end
  return first(o, function(l) return not l:match("^none") and not l:match("nothing") end) or 1
end

function B.greedy(g, d)
  if d.prompt:match("Main Phase$") then return main_phase(d.options) end
  return sub_decision(d)
end

return B
