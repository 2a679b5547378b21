-- transformers-tcg/swapups.lua -- two characters trade their Upgrades (round 8c).
--
-- Private Red Heat - Infantry, Emergency Response (bot): "COST(TAP_ABILITY => SCRAP {WH} card
-- <-own_hand) => CHOOSE 2 characters & SWAP Upgrades", and the Action Swap Parts: "CHOOSE 2
-- characters ; SWAP Upgrades".  The digest is silent.  Read: its
-- controller chooses two characters, anyone's ("characters" unqualified, as elsewhere); every
-- Upgrade on the first goes onto the second and every one on the second onto the first, at
-- once.  A swap is neither a play nor a put: no attach restriction or slot is checked and
-- nothing is replaced (each character ends with what the other had); each moved Upgrade is
-- attached again (the event "attach", as a moved Upgrade is).

local TC = include "core"
local K = TC.K
local Z = TC.z
local Ctx = include "ctx"

local function move_all(g, p, ups, to)
  for _, u in ipairs(ups) do
    TC.removing(g, u, to)                                  -- removal.lua
    g:move(u, Z(g, "upgrades", g:owner(to)))
    g:cset(u, K.host, to)
    g:log("%s moves onto %s", g:name(u), g:name(to))
    TC.raise(g, "attach", { card = u, host = to, player = p })
  end
end

function Ctx.swap_upgrades(c)
  local g, all = c.g, Ctx.all_chars(c)                     -- verbs2.lua: both sides', p1's first
  local a = Ctx.pick(c, c.player, "Swap Upgrades: the first character", all)
  if not a then return end
  local rest = {}
  for _, x in ipairs(all) do if x ~= a then rest[#rest + 1] = x end end
  local b = Ctx.pick(c, c.player, "Swap Upgrades with " .. g:name(a) .. ": the second character", rest)
  if not b then return end
  local ua, ub = TC.upgrades_of(g, a), TC.upgrades_of(g, b)
  move_all(g, c.player, ua, b)
  move_all(g, c.player, ub, a)
end

return TC
