-- transformers-tcg/flipped.lua -- a battle's flipped cards kept after the battle (round 8c).
--
-- The cards a player flips in a battle lie in their played area (combat.lua marks them
-- `fl_battle`, expiry combat) until the end of the turn scraps them (E2).  Read after the
-- battle (P1), from the battle's flips:
--   * Sergeant Barricade - Infantry, Enforcer (bot): "ON(self_battles & HAS no BC under IT)
--     => After battle, PUT own:flipped BC HAS no icon under THIS_CARD INSTEAD into
--     own_scrap": when it battles with no battle card under it, after the battle every card
--     its controller flipped in that battle that has no icon goes face down under it instead
--     of to the scrap pile (its alt side plays one from under it).
--   * Wolfwire - Ground Tracker (body): "ON(self_battles) => INSTEAD swapping card <-own_hand
--     own:flipped {GR} cards after battle, OPT PUT one those {GR} cards ->own_hand": the green
--     icons' swap (a card of the hand for a flipped green card: the data's glossary; the rules
--     keep green icons as a hook, 17.5) becomes, after a battle it was in, "put one of the
--     green cards you flipped in it into your hand" (optional), giving nothing for it.

local TC = include "core"
local Z = TC.z
local L = include "cardlib"
local Ctx = include "ctx"

local function flipped_by(g, p, pred)
  local out = {}
  for _, x in ipairs(g:cards(Z(g, "played", p))) do
    if g:cget(x, "fl_battle") and pred(g, x) then out[#out + 1] = x end
  end
  return out
end

-- "HAS no BC under IT" (a trigger condition): no battle card under the character.
function L.no_bc_under(g, self)
  for _, x in ipairs(TC.under(g, self)) do
    if not TC.is_character(g, x) then return false end
  end
  return true
end

function Ctx.flipped_blank_under(c)
  for _, x in ipairs(flipped_by(c.g, c.player, TC.no_icon)) do Ctx.put_under(c, x) end
end

function Ctx.flipped_green_to_hand(c)
  local g = c.g
  local x = g:choose(c.player, "Put one of the {GR} cards you flipped into your hand?",
                     flipped_by(g, c.player, function(g_, y) return TC.has_icon(g_, y, "GR") end),
                     { optional = true, none = "no" })
  if not x then return end
  g:move(x, Z(g, "hand", c.player))
  g:log("p%d puts %s into their hand", c.player, g:name(x))
end

return TC
