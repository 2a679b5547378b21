-- transformers-tcg/slots.lua -- Upgrades that may take a slot of another kind.
--
-- The card data's clauses, read as written (the digest is silent):
--   "SELF can in Armor or Utility slot" (Mounted Missiles): the Upgrade may
--     take those slots as well as its own (its ability `slots`);
--   "SELF can upgraded Weapon in IT's Armor and/or Utility slots"
--     (Megatron - Living Weapon, bot mode): a Weapon may take the
--     character's Armor or Utility slot (statics weapon_in_armor,
--     weapon_in_utility, scope "self");
--   "HOST can HAS Weapon or Armor in IT's Armor slot" (Tooth and Claw): a
--     Weapon may take its host's Armor slot (static weapon_in_armor, scope
--     "host"; an Armor goes there anyway).
-- When an Upgrade is attached (TC.attach, main.lua) and more than one slot
-- may take it, it goes into a free one -- the player picks when several
-- are free, or which full one it replaces when none is -- and keeps that
-- slot as the card value `slot_as` (TC.slot_of).  A character card attached
-- as an Upgrade (Battle Master, Weaponizer) keeps kinds.lua's slot.

local TC = include "core"
local L = include "cardlib"

local ORDER = { "weapon", "armor", "utility" }

-- "SELF can in Armor or Utility slot": the other slots this card may take.
function L.also_slots(text, slots) return { on = "none", text = text, slots = slots } end

-- The slots Upgrade u may take on character c, its printed one first.
function TC.slots_for(g, u, c)
  local home = TC.udef(g, u).slot or "utility"
  local ok = { [home] = true }
  for _, ab in ipairs(g:def(u).abilities or {}) do
    for _, s in ipairs(ab.slots or {}) do ok[s] = true end
  end
  if home == "weapon" then
    for _, s in ipairs({ "armor", "utility" }) do
      if TC.static(g, c, "weapon_in_" .. s) > 0 then ok[s] = true end
    end
  end
  local out = { home }
  for _, s in ipairs(ORDER) do if ok[s] and s ~= home then out[#out + 1] = s end end
  return out, home
end

-- Before u goes onto c: choose its slot among those it may take.
function TC.pick_slot(g, p, u, c)
  if g:def(u).modes then return end
  local slots, home = TC.slots_for(g, u, c)
  if #slots == 1 then g:cset(u, "slot_as", nil); return end
  local free = {}
  for _, s in ipairs(slots) do
    g:cset(u, "slot_as", s)
    if not TC.slot_full(g, u, c) then free[#free + 1] = s end
  end
  local from = #free > 0 and free or slots
  local s = from[1]
  if #from > 1 then
    local o = {}
    for i, x in ipairs(from) do o[i] = { label = x .. " slot" .. (#free == 0 and " (replaces)" or ""), value = x } end
    s = g:choose(p, "Which slot of " .. g:name(c) .. " does " .. g:name(u) .. " take?", o,
                 { reason = "the card lets it take a slot of another kind" })
  end
  g:cset(u, "slot_as", s ~= home and s or nil)
  if s ~= home then g:log("%s takes %s's %s slot", g:name(u), g:name(c), s) end
end

return TC
