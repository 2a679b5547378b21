-- transformers-tcg/perturn.lua -- the per-turn counts the cards read.
--
-- Each count is a kernel card value with the expiry "turn" (gone at E3,
-- so undo, clone and replay keep it), set where the thing happens:
--   flips_t   -- the character's flips this turn, any direction, by the
--                main phase or by an effect (TC.mode_flip, main.lua);
--   attacks_turn -- the times it was declared the attacker this turn (A2,
--                combat.lua, round 5), so "attacks for first time [turn]" is 1;
--   excess_t  -- damage placed beyond what was enough to KO it (the
--                counters past its health, TC.place_damage, core.lua).
-- Readers: Twin Twist - Demolitions ("IF flipped SELF >= 2 times [turn],
-- INSTEAD dmg 1 -> each_enemy"), Versatility ("ON(IT attacks for first
-- time [turn] & flipped>=one icon)"), Steamroll ("ON(IT does > enough
-- ATK_dmg -> KO enemy [turn]) => OPP CHOOSE one other characters & puts
-- extra damage on IT": the opponent picks one of their other characters,
-- and the extra counters are placed on it as non-attack damage).

local TC = include "core"
local K = TC.K
local Ctx = include "ctx"
local L = include "cardlib"

function TC.flips_this_turn(g, x) return g:cget(x, "flips_t") or 0 end
function TC.attacks_this_turn(g, x) return g:cget(x, "attacks_turn") or 0 end

-- "IF flipped SELF >= n times [turn]": this character's flips this turn,
-- the one that woke the ability included.
function Ctx.flipped_self_times(c, n) return TC.flips_this_turn(c.g, Ctx.char(c)) >= n end

-- on_chosen's condition: the chosen character's first attack this turn,
-- and its player flipped at least one icon in the battle (B4).
function L.first_attack_flipped()
  local any = L.flipped_colors(1, false)
  return function(g, self, ev, x) return TC.attacks_this_turn(g, x) == 1 and any(g, self, ev, x) end
end

-- on_chosen's condition: the chosen character's attack damage KO'd an
-- enemy with counters to spare.
function L.attack_damage_kos_with_excess()
  return function(g, _, ev, x)
    return ev.attack and ev.card ~= x and g:owner(ev.card) ~= g:owner(x) and (g:cget(ev.card, "excess_t") or 0) > 0
  end
end

-- "OPP CHOOSE one other characters & puts extra damage on IT": the
-- defender's extra counters on one of its player's other characters.
function Ctx.excess_to_other(c)
  local g = c.g
  local d = g:gget(K.dfd)
  local n = d and g:cget(d, "excess_t") or 0
  if n <= 0 then return end
  local o = g:owner(d)
  local others = {}
  for _, x in ipairs(TC.characters(g, o)) do if x ~= d then others[#others + 1] = x end end
  local x = Ctx.pick(c, o, "Choose one of your other characters to take the extra " .. n .. " damage", others)
  if x then TC.place_damage(g, x, n, false) end
end

return TC
