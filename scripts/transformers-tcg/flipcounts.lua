-- transformers-tcg/flipcounts.lua -- what a player flipped in this battle: counted, capped.
--
-- combat.lua counts each player's battle flips by colour in the combat's
-- game values ("fl<p>_<color>").  Card verbs read them ("IF flipped >=
-- {OR+BL}"), triggers' conditions and statics count them ("flipped >= 3
-- different icon", "PER flipped {BL}"), and an effect caps how many cards
-- a player flips this battle.  The counts and the cap are kernel values
-- that expire with the combat.

local TC = include "core"
local K = TC.K
local Ctx = include "ctx"
local L = include "cardlib"

-- What player p flipped in this combat (combat.lua's "fl<p>_<color>").
local COLORS = { "white", "orange", "blue", "black", "green" }
local function flipped(g, p, color) return g:gget("fl" .. p .. "_" .. color) or 0 end
local function colors_flipped(g, p)
  local n = 0
  for _, col in ipairs(COLORS) do if flipped(g, p, col) > 0 then n = n + 1 end end
  return n
end
function Ctx.flipped_count(c, icon) return flipped(c.g, c.player, TC.ICON[icon]) end
function Ctx.flipped_colors(c) return colors_flipped(c.g, c.player) end
function Ctx.flipped_at_least(c, req)
  for icon, n in pairs(req) do
    if flipped(c.g, c.player, TC.ICON[icon]) < n then return false end
  end
  return true
end
-- "flipped>=3 different icon" (exact: "icon exactly 4 different colors").
function L.flipped_colors(n, exact)
  return function(g, self)
    local k = colors_flipped(g, g:controller(self))
    if exact then return k == n end
    return k >= n
  end
end
function L.per_flipped(icon) return function(g, c) return flipped(g, g:controller(c), TC.ICON[icon]) end end

-- Player p's battle flips this combat stop at n (the lowest cap holds).
function Ctx.flip_cap(c, p, n)
  local k = "flip_cap" .. p
  local old = c.g:gget(k)
  if not old or n < old then c.g:gset(k, n, K.combat) end
end
