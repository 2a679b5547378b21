-- transformers-tcg/flipicons.lua -- Upgrades that change what a battle flip's icons do (round 8a).
--
-- The digest is silent; docs/transformers-tcg.md ("Round 8a") gives the readings.
-- Inverted!: "ON(HOST battling) => Each {OR} FLIP becomes {BL} ; Each {BL} FLIP becomes
-- {OR}": while its host attacks or defends, the battle's flips count each orange icon as
-- blue and each blue icon as orange -- both players' flips (option inverted_flips =
-- "battle", the default: the text names no player), or only the host's player's
-- ("host").  combat.lua's flip_side reads a flipped card's icons through TC.flip_icons;
-- the "flipped>=" counts see them swapped too.
-- Recon System: "ON(HOST battling) => FLIP 1 more BC ; SCRAP one cards flipped without
-- using IT's icon": the host's player flips one more card, and after that side's flips
-- scraps one of the cards they flipped in this battle, whose icons then do not count
-- (its white icon's extra flips, already made, stay).  Cybertonium Bow and Shock
-- Absorbers: with as many orange as blue icons flipped (one or more each) by the host's
-- player, each blue (the Bow, attacking) or orange (the Absorbers, defending) icon adds 1
-- to the attack or defense total.

local TC = include "core"
local K = TC.K
local Z = TC.z
local L = include "cardlib"
local Ctx = include "ctx"

TC.choice("inverted_flips", { "battle", "host" })

local function inverted(g, p)
  local all = TC.opt(g, "inverted_flips") ~= "host"
  for _, x in ipairs({ TC.attacker(g), TC.defender(g) }) do
    if x and (all or g:controller(x) == p) then
      for _, u in ipairs(TC.upgrades_of(g, x)) do
        for _, ab in ipairs(g:def(u).abilities) do if ab.inverts then return true end end
      end
    end
  end
  return false
end
-- A marker: the host's player's battle flips swap orange and blue.
function L.inverts_flips(text) return { on = "none", text = text, inverts = true } end

-- combat.lua: the icons card x counts for player p when flipped on `side`
-- ("att" or "def") in a battle: Inverted!'s swap, then what iconplay.lua's
-- cards (Belligerence, End Hostilities, Overheat) make of them.
function TC.flip_icons(g, p, x, side)
  local ic = g:def(x).icons or {}
  if inverted(g, p) then
    local out = {}
    for k, n in pairs(ic) do out[k] = n end
    out.orange, out.blue = ic.blue, ic.orange
    ic = out
  end
  return TC.icons_counted(g, ic, side)
end

-- Recon System, after its side's flips: one card it flipped is scrapped, its icons taken back.
function Ctx.scrap_one_flip(c)
  local g, p = c.g, c.player
  local x = g:choose(p, "Scrap which flipped card (its icons do not count)?", Ctx.battle_flips(c), { auto = true })
  if not x then return end
  local side = g:cget(x, "fl_battle")
  local ic = TC.flip_icons(g, p, x, side)
  if side == "att" then
    g:gadd(K.c_att, -(ic.orange or 0), K.combat)
    g:gadd(K.c_pierce, -(ic.black or 0), K.combat)
  else
    g:gadd(K.c_def, -(ic.blue or 0), K.combat)
  end
  for color, n in pairs(ic) do
    if n > 0 then g:gadd("fl" .. p .. "_" .. color, -n, K.combat) end
  end
  g:cset(x, "fl_battle", nil)
  TC.scrap(g, x)
  g:log("p%d scraps %s; its icons do not count", p, g:name(x))
end

-- "flipped>=an equal number {OR} & {BL}": the host's player flipped as many orange as blue
-- icons in this battle, one or more.
function L.flipped_equal(a, b)
  return function(g, self)
    local p = g:controller(self)
    local na, nb = g:gget("fl" .. p .. "_" .. TC.ICON[a]) or 0, g:gget("fl" .. p .. "_" .. TC.ICON[b]) or 0
    return na > 0 and na == nb
  end
end
-- "Each those {BL} adds -> attack total" / "{OR} ... -> Armor total".
function Ctx.icons_add(c, icon, what)
  local n = Ctx.flipped_count(c, icon)
  if n > 0 then Ctx.combat_bonus(c, what == "attack" and K.c_att or K.c_def, n) end
end

return TC
