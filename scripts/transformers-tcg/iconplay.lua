-- transformers-tcg/iconplay.lua -- battle icons counted as another colour, or for nothing (round 8c).
--
-- combat.lua's flip_side reads a flipped card's icons through TC.flip_icons(g, p, c, side)
-- (flipicons.lua: the printed icons, swapped by Inverted!), which ends with
-- TC.icons_counted(g, ic, side) here.  The digest is silent; the card data's readings:
--   * Belligerence (Action): "COST([EOT]) => Each {BL} either player FLIP during battle {OR}
--     INSTEAD": until the end of the turn each blue icon either player flips in a battle is
--     an orange icon instead (an attacker's adds to its attack; a defender's adds nothing,
--     wrong-side icons doing nothing, 17.4).  "COST([EOT])" is read as the effect's duration.
--     Game value `bl_as_or`, expiry turn.
--   * End Hostilities (Secret Action, revealed when your character defends): "Each {OR} either
--     PLAY FLIP [battle] {BL} INSTEAD": for this battle each orange icon either player flips is
--     a blue icon instead (a defender's adds to its defense, an attacker's adds nothing).  Game
--     value `or_as_bl`, expiry combat.
--   * Overheat (Secret Action): "SECRET_REVEAL_ON(enemy attacks & OPP FLIP 7 or_more BC) ;
--     ON_REVEAL => [battle] {OR} NOT add -> ATK & {BK} NOT give Pierce": revealed when the
--     attacking opponent flips their seventh card of the battle (the event battle_flip); for
--     the whole battle their orange icons add no attack and their black icons no Pierce: what
--     the flips so far added is taken off, later flips add none (game value `no_or_bk`).
-- The icons counted this way are also what "flipped>=" conditions read.

local TC = include "core"
local K = TC.K
local L = include "cardlib"
local Ctx = include "ctx"

function TC.icons_counted(g, ic, side)
  local bl_or, or_bl = g:gget("bl_as_or"), g:gget("or_as_bl")
  local off = side == "att" and g:gget("no_or_bk")
  if not (bl_or or or_bl or off) then return ic end
  local out = {}
  for k, n in pairs(ic) do out[k] = n end
  if bl_or then out.orange, out.blue = (out.orange or 0) + (out.blue or 0), 0 end
  if or_bl then out.blue, out.orange = (out.blue or 0) + (out.orange or 0), 0 end
  if off then out.orange, out.black = 0, 0 end
  return out
end

-- "Each {BL} ... {OR} INSTEAD" (key bl_as_or), "Each {OR} ... {BL} INSTEAD" (or_as_bl).
function Ctx.icons_as(c, key, expiry)
  c.g:gset(key, true, expiry)
  c.g:log("%s: %s", c.g:name(c.card), key == "bl_as_or" and "blue icons flipped count as orange this turn"
                                        or "orange icons flipped count as blue this battle")
end

-- Overheat's reveal: the attacking opponent's seventh flip of the battle.
function L.seventh_attack_flip()
  return function(g, _, ev)
    return ev.side == "att" and (g:gget("nflips" .. ev.player) or 0) >= 7
  end
end
function Ctx.overheat(c)
  local g = c.g
  local att = g:gget(K.att)
  if not att then return end
  local p = g:controller(att)
  g:gadd(K.c_att, -(g:gget("fl" .. p .. "_orange") or 0), K.combat)
  g:gadd(K.c_pierce, -(g:gget("fl" .. p .. "_black") or 0), K.combat)
  g:gset("no_or_bk", true, K.combat)
  g:log("%s: orange icons add no attack and black icons no Pierce this battle", g:name(c.card))
end

return TC
