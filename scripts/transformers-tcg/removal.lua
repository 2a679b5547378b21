-- transformers-tcg/removal.lua -- an Upgrade removed from its character, for any reason.
--
-- An Upgrade (a battle card, a Battle Master's or Weaponizer's upgrade side)
-- leaves its character when it is scrapped (an effect, a replaced slot, its
-- character's KO: core.lua's TC.scrap and KO), returned to its owner's hand
-- (upgradeverbs.lua), moved onto another character (main.lua's TC.attach), or when a
-- Battle Master flips back to a character (kinds.lua).  Each of those calls
-- TC.removing(g, u) just before the Upgrade moves, while it still lies
-- attached, and the event "removed" is raised with the card and the
-- character it was on (`host`); its listeners queue there (queue.lua), so
-- "ON(SELF removed from character)" (Private Dazzlestrike's upgrade side) wakes
-- whatever the removal and resolves after it, naming the old host as IT.

local TC = include "core"
local K = TC.K
local L = include "cardlib"

-- Upgrade u is about to leave its character (not when it goes back onto the
-- same one: `onto`).
function TC.removing(g, u, onto)
  local h = g:cget(u, K.host)
  if not h or h == onto or g:where(u) ~= TC.z(g, "upgrades", g:owner(u)) then return end
  TC.raise(g, "removed", { card = u, host = h, player = g:owner(u) })
end

-- "ON(SELF removed from character) => X": IT is the character it was on.
function L.on_removed(text, fn)
  return { on = "removed", role = "self", text = text, run = fn,
           subject = function(_, _, ev) return ev.host end }
end

return TC
