-- transformers-tcg/bot.lua -- a greedy bot: answers from the decision's labels and a read-only look.
--
-- Main phase: play an Upgrade, then an Action, use a tap ability, flip
-- the character with the most attack in its other mode when that raises
-- its attack, then end.  Attacker: the untapped character with most
-- attack.  Defender: the one its attack damages most (or finishes).
-- Other questions: the first option that is not "none"/"no".

local TC = include "core"
local K = TC.K
local B = {}

local function find(opts, pat)
  for i, l in ipairs(opts) do if l:match(pat) then return i end end
end

local function best_char(g, d, score)
  local best, bi = nil, nil
  for i, l in ipairs(d.options) do
    for _, p in ipairs({ 1, 2 }) do
      for _, c in ipairs(TC.characters(g, p)) do
        if l == TC.char_label(g, c) then
          local s = score(c)
          if not best or s > best then best, bi = s, i end
        end
      end
    end
  end
  return bi
end

function B.greedy(g, d)
  local o = d.options
  if d.prompt:match("^Play a card, flip") then
    return find(o, "^play .+ on ") or find(o, "^play ") or find(o, "^tap ")
        or find(o, "^flip .+ to bot") or find(o, "^end main phase") or 1
  end
  if d.prompt == "Choose an attacker" then
    return best_char(g, d, function(c) return TC.attack(g, c) end) or 1
  end
  if d.prompt == "Choose a defender" then
    local att = g:gget(K.att)
    return best_char(g, d, function(c)
      local dmg = TC.base_damage(TC.attack(g, att), TC.defense(g, c), TC.kw(g, att, "Pierce"))
      local left = TC.health(g, c) - TC.damage(g, c)
      return (dmg >= left and 100 or 0) + dmg
    end) or 1
  end
  for i, l in ipairs(o) do
    if l ~= "none" and l ~= "no" and l ~= "done" then return i end
  end
  return 1
end

return B
