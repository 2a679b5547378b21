-- transformers-tcg/scaled.lua -- a keyword scaled by a character's own damage (round 7).
--
-- The digest is silent; the card data's notation names it.  Revenge (a Stratagem):
-- "\"Megatron, Fallen Hero\" Bold(scaled by own dmg_ctr: 1-5=>1, 6-10=>2, 11+=>3)": your
-- character of that name has Bold 1 while it has 1 to 5 damage counters, Bold 2 with 6 to 10,
-- Bold 3 with 11 or more, none undamaged.  A static (core.lua's TC.static sums it, as the
-- other Stratagems' statics), read from the damage counters whenever Bold is read.

local TC = include "core"
local L = include "cardlib"

-- The character named exactly `name` (the data's "Megatron, Fallen Hero" is the card
-- "Megatron - Fallen Hero").
function L.named_exactly(name) return function(g, c) return g:name(c) == name end end

-- steps = { { from, k }, ... } in rising order: k for damage counters >= from (0 below the first).
function L.damage_scale(steps)
  return function(g, c)
    local d, k = TC.damage(g, c), 0
    for _, s in ipairs(steps) do if d >= s[1] then k = s[2] end end
    return k
  end
end

return TC
