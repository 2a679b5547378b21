-- transformers-tcg/battle2.lua -- round 5's effects that last a battle or read it.
--
-- tests/tools/gen_tcg_triggers2.py writes cards that call these: a keyword
-- for the battle, an attack damage cap, a Pierce reduction on the
-- attacker, a defender's base defense made 0, more battle flips through
-- combat.lua's flip_side, and the verbs on this battle's flips (put into
-- the hand, played).  State stays in the kernel: battle-long effects are
-- card or game values with the expiry "combat"; the battle's flips carry
-- combat.lua's card value `fl_battle`.

local TC = include "core"
local K = TC.K
local Z = TC.z
local Ctx = include "ctx"
local list_where = TC.list_where
---------------------------------------------------------------------------
-- Battle-long effects
---------------------------------------------------------------------------

-- "IT += Tough [EOB]": a keyword until the end of the battle.
function Ctx.grant_battle(c, x, kw, n)
  if x and n > 0 then c.g:cadd(x, "kw_" .. kw, n, K.combat) end
end
-- "character CANNOT take > n ATK_dmg [battle]": the least cap set wins.
function Ctx.cap_battle_damage(c, x, n)
  if not x then return end
  local old = c.g:cget(x, "atk_cap_b")
  if not old or n < old then c.g:cset(x, "atk_cap_b", n, K.combat) end
end
local base_cap = TC.attack_damage_cap
function TC.attack_damage_cap(g, att, dfd)
  return math.min(base_cap(g, att, dfd), g:cget(dfd, "atk_cap_b") or math.huge)
end
-- "WHILE(HOST defending against <X>) => Reduce <X>'s Pierce total by n": a
-- static `pierce_minus` on the defender (never below 0 in all).
local base_pierce = TC.c_pierce
function TC.c_pierce(g)
  local p = base_pierce(g)
  local d = g:gget(K.dfd)
  if d then p = p - TC.static(g, d, "pierce_minus") end
  return math.max(p, 0)
end
-- "FLIP 2 more BC": character x's side flips n more now (combat.lua's flip_side:
-- the same white bonus and flip cap of the battle).
function Ctx.flip_more(c, x, n)
  local g = c.g
  local side = x ~= nil and (TC.attacker(g) == x and "att" or TC.defender(g) == x and "def") or nil
  if side and n > 0 then TC.flip_side(g, g:controller(x), n, side) end
end
-- "FLIP one more BC [battle]" before the flips (B2 adds it to the count).
function Ctx.more_flips_battle(c, n) c.g:gadd("more_flips" .. c.player, n, K.combat) end
-- "DEFENDER's base DEF becomes 0 during [battle]": minus its mode's printed DEF.
function Ctx.zero_base_defense(c, x)
  if not x then return end
  local d = TC.mode(c.g, x).def
  if type(d) == "number" and d > 0 then Ctx.boost_battle(c, x, "def", -d) end
end

---------------------------------------------------------------------------
-- This battle's flips and fighters
---------------------------------------------------------------------------

-- Cards flipped in this battle by the ability's controller (combat.lua's `fl_battle`).
function Ctx.battle_flips(c, pred)
  local g = c.g
  return list_where(g, Z(g, "played", c.player), function(g_, x)
    return g_:cget(x, "fl_battle") ~= nil and (not pred or pred(g_, x)) end)
end
-- "PUT BC flipped SELF attack w/>= {GR} ->own_hand": each of them.
function Ctx.flips_to_hand(c, pred)
  for _, x in ipairs(Ctx.battle_flips(c, pred)) do
    c.g:move(x, Z(c.g, "hand", c.player))
    c.g:log("p%d puts %s into their hand", c.player, c.g:name(x))
  end
end
-- "OPT PUT one Upgrades flipped ->own_hand".
function Ctx.flip_to_hand(c, pred)
  local g = c.g
  local x = g:choose(c.player, "Put a flipped card into your hand?", Ctx.battle_flips(c, pred),
                     { optional = true, none = "no" })
  if x then g:move(x, Z(g, "hand", c.player)); return true end
end
-- "PUT one cards flipped ->own_hand" (not optional: one if there is one).
function Ctx.flip_to_hand_one(c)
  local g = c.g
  local x = g:choose(c.player, "Put which flipped card into your hand?", Ctx.battle_flips(c), { auto = true })
  if x then g:move(x, Z(g, "hand", c.player)); g:log("p%d puts %s into their hand", c.player, g:name(x)) end
end
-- "OPT PLAY one Actions flipped" (onto: "OPT PLAY ... flipped Upgrades onto SELF").
function Ctx.play_flip(c, pred, onto)
  local g = c.g
  local x = g:choose(c.player, "Play a flipped card?", Ctx.battle_flips(c, pred), { optional = true, none = "no" })
  if not x then return false end
  g:cset(x, "fl_battle", nil)
  return Ctx.play_card(c, x, onto)
end
-- "SCRAP DEFENDER's Upgrades".
function Ctx.scrap_upgrades_of(c, x)
  if not x then return end
  for _, u in ipairs(TC.upgrades_of(c.g, x)) do TC.scrap(c.g, u) end
end
-- "ATTACKER's Bold total" (0 outside an attack); "Star difference" between x and the defender.
function Ctx.attacker_kw(c, kw)
  local a = Ctx.attacker(c)
  return a and TC.kw(c.g, a, kw) or 0
end
function Ctx.star_difference(c, x)
  local d = Ctx.defender(c)
  if not x or not d then return 0 end
  return math.max((c.g:def(x).stars or 0) - (c.g:def(d).stars or 0), 0)
end
-- "KO DEFENDER if IT HAS stars<=12".
function Ctx.ko_defender_upto(c, stars)
  local d = Ctx.defender(c)
  if d and (c.g:def(d).stars or 0) <= stars then Ctx.ko(c, d) end
end

return TC
