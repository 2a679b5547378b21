-- transformers-tcg/fleet.lua -- Tidal Wave - Dark Fleet: carried characters and the second KO.
--
-- The card data (the digest is silent):
--   * Aircraft Carrier / Transport: "ON(self_attacks, combines, or KOd) => Deploy character under
--     IT ->bf [alt] ; IF SELF attacking EXTRA_ATTACK[turn], but deployed character".  Three heads
--     of one effect: when it attacks, when it is combined into a form (the event "combines",
--     raised for each part by TC.combine before the parts go under the form), and when it is
--     KO'd.  A character under it enters the battlefield in alt mode (the player's pick).  At a
--     KO the cards under a character leave with it (kinds.lua's TC.after_ko puts them in the KO
--     area and marks them `was_under` for the turn) before the KO's triggers resolve; reading: the
--     KO trigger deploys one of the characters that were under it, from where they went.  When
--     the deploy comes from its attack, the player has an extra attack this turn that only the
--     deployed character may make (extra.lua's grant; it happens after this attack, if the
--     character can still attack).
--   * Battleship: "ON(second character KOd [game] & had "Tidal Wave, Dark Fleet (Aircraft
--     Carrier)" & "Tidal Wave, Dark Fleet (Transport)" on start_team) => COMBINE them SELF into
--     "Tidal Wave, Dark Fleet"".  The game's count of KO'd characters is a kernel value (core.lua's
--     KO adds 1 to the game value `kos` and to the owner's player value `kos` before the event);
--     when the second KO happens -- of either player's characters (option `second_ko_either_side`,
--     default true; false: its owner's second) -- and both parts were on its owner's starting
--     team, the three, each on the battlefield or in the KO area, combine (the Battleship too
--     may be in the KO area: it may be the second KO).

local TC = include "core"
local K = TC.K
local Z = TC.z
local L = include "cardlib"
local Ctx = include "ctx"
include "extra"
include "combine2"

TC.DEFAULTS.second_ko_either_side = true

-- The characters that were under `host` and left with it at its KO (this turn).
local function were_under(g, host)
  local out = {}
  for _, x in ipairs(g:cards(Z(g, "ko", g:owner(host)))) do
    if g:cget(x, "was_under") == host and TC.is_character(g, x) then out[#out + 1] = x end
  end
  return out
end

-- "Deploy character under IT ->bf [alt]": returns the deployed character.
function Ctx.deploy_carried(c)
  local g, me = c.g, c.card
  local out = {}
  for _, x in ipairs(TC.under(g, me)) do if TC.is_character(g, x) then out[#out + 1] = x end end
  if #out == 0 then out = were_under(g, me) end
  local x = g:choose(c.player, "Deploy which character from under " .. g:name(me) .. "?", out, { auto = true })
  if not x then return nil end
  g:cset(x, "was_under", nil)
  TC.deploy(g, x, TC.mode_index(g:def(x), "alt") or 1)
  return x
end
-- "... ; IF SELF attacking EXTRA_ATTACK[turn], but deployed character".
function Ctx.deploy_carried_and_attack(c)
  local x = Ctx.deploy_carried(c)
  if x then
    TC.grant_extra_attack(c.g, x)
    c.g:log("p%d has an extra attack this turn, with %s only", c.player, c.g:name(x))
  end
end

TC.ROLES.combines = function(g, s, ev) return ev.card == s end
function L.on_combines(text, fn) return { on = "combines", role = "combines", text = text, run = fn } end

-- The Battleship's trigger: the second KO, both parts on the starting team, this card on the
-- battlefield or in the KO area.
local function started_with(g, p, name)
  for _, zn in ipairs({ "battlefield", "ko", "under", "heads", "upgrades" }) do
    for _, x in ipairs(g:cards(Z(g, zn, p))) do
      if g:cget(x, "start_team") and TC.named(g, x, name) then return true end
    end
  end
  return false
end
function L.on_second_ko(text, fn, names)
  return { on = "ko", text = text, run = fn, when = function(g, self, ev)
    local p = g:owner(self)
    local z = g:where(self)
    if z ~= Z(g, "battlefield", p) and z ~= Z(g, "ko", p) then return false end
    if TC.opt(g, "second_ko_either_side") then
      if g:gget("kos") ~= 2 then return false end
    elseif ev.player ~= p or g:pget(p, "kos") ~= 2 then return false end
    for _, n in ipairs(names) do if not started_with(g, p, n) then return false end end
    return true
  end }
end

return TC
