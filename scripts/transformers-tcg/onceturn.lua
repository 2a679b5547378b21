-- transformers-tcg/onceturn.lua -- "ONCE_PER_TURN ON(...)" triggers (round 7).
--
-- The digest is silent; the card data's notation names it.  Skywarp - Teleporting Seeker
-- (bot): "ONCE_PER_TURN ON(PLAY or FLIP BC HAS no icon) => SELF += ATK+3 & DEF+3 [EOT]":
-- its controller plays a battle card with no icon (an Action or an Upgrade, from hand or by
-- an effect: main.lua's event "played") or flips one in a battle (combat.lua's
-- "battle_flip").  The two heads are two abilities sharing one use a turn: the card value
-- once_t (expiry "turn", so undo, clone and replay keep it), set when the ability runs; two
-- wakings collected together run once.

local TC = include "core"
local K = TC.K
local L = include "cardlib"

-- Wraps ability ab: it wakes and runs at most once a turn (per card).
function L.once_per_turn(ab)
  local when, run = ab.when, ab.run
  ab.when = function(g, self, ev, ...)
    return not g:cget(self, "once_t") and (not when or when(g, self, ev, ...))
  end
  ab.run = function(c, ...)
    if c.g:cget(c.card, "once_t") then return end
    c.g:cset(c.card, "once_t", 1, K.turn)
    return run(c, ...)
  end
  return ab
end

-- "ON(PLAY or FLIP BC HAS <pred>)": its controller plays (on_own_bc_played), or flips in a
-- battle (on_own_bc_flipped), a battle card for which pred(g, x) holds.
local function own_bc(pred)
  return function(g, self, ev)
    return ev.player == g:controller(self) and TC.is_battle_play(g, ev.card) and pred(g, ev.card)
  end
end
function L.on_own_bc_played(text, fn, pred) return { on = "played", text = text, run = fn, when = own_bc(pred) } end
function L.on_own_bc_flipped(text, fn, pred) return { on = "battle_flip", text = text, run = fn, when = own_bc(pred) } end

return TC
