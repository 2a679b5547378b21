-- transformers-tcg/guard.lua -- damage taken by another card, reflected, or a defender replaced (round 8c).
--
-- The digest is silent; the card data's notation and these readings:
--   * Heroism (Upgrade): "IF(other characters take ATK_dmg) => INSTEAD HOST takes damage":
--     attack damage that would be placed on another of the host's controller's characters
--     (the attack's damage, final: after C3, the caps and the answers) is placed on the host
--     instead, as attack damage, all of it, every time (not optional).  "other characters" are
--     its controller's: an opponent's character takes attack damage only from that player's
--     own attacks.  Two hosts: the controller picks.
--   * Protected by Metroplex (Upgrade): "IF(HOST take damage) => INSTEAD Metroplex takes
--     damage": any damage to the host -- attack damage as attack damage (not modified again),
--     non-attack damage as non-attack damage (Metroplex's own reductions and Safeguard apply)
--     -- is placed on its controller's Metroplex instead; with no Metroplex on that
--     battlefield (or on Metroplex itself) the host takes it.  Heroism is read first.
--   * Reflect Damage (Secret Action): "SECRET_REVEAL_ON(IF(exactly own_char take NA_dmg from
--     opp_card)) ; ON_REVEAL => INSTEAD do same_amount NA_dmg -> enemy": answered where
--     non-attack damage above 0 from an opponent's card (the source, sources.lua) would be
--     placed on one of your characters by an effect that damages one character ("exactly":
--     not by an effect that damages each of several -- "dmg 1 -> each_enemy", "EACH
--     character ...": ctx.lua's damage_each* verbs, marked `na_each` while they run); that
--     damage is not placed, and the same amount is dealt as non-attack damage, from Reflect
--     Damage, to an enemy you choose.  Not where the damage is refused anyway ("CANNOT take
--     NA_dmg from opp_card", Take Cover).
--   * Motormaster - Stunticon Leader (alt): "other characters CANNOT take NA_dmg from
--     opp_card" is the static `no_opp_na` (sources.lua) of its controller's other characters.
--     (bot): "IF(SELF defend) => INSTEAD OPT CHOOSE own_other:Stunticons -> defend": when it is
--     chosen to defend (A4), its controller may choose another of their Stunticons, which
--     defends instead; the defenders' "declared" event (A5) is then about that one.

local TC = include "core"
local K = TC.K
local L = include "cardlib"
local Ctx = include "ctx"

function L.heroism(text) return { on = "none", text = text, heroism = true } end
function L.metroplex_takes(text) return { on = "none", text = text, metroplex = true } end
function L.defend_instead(text, trait) return { on = "none", text = text, defend_instead = trait } end

local function with_upgrade(g, c, key)
  for _, u in ipairs(TC.upgrades_of(g, c)) do
    if TC.marked(g, u, key) then return u end
  end
end

-- The Metroplex that takes c's damage, or nil.
local function metroplex_for(g, c)
  if not with_upgrade(g, c, "metroplex") then return nil end
  for _, x in ipairs(TC.characters(g, g:controller(c))) do
    if x ~= c and TC.named(g, x, "Metroplex") then return x end
  end
end

-- The Heroism host that takes c's attack damage, or nil.
local function hero_for(g, c)
  local p, pool = g:controller(c), {}
  for _, x in ipairs(TC.characters(g, p)) do
    if x ~= c and with_upgrade(g, x, "heroism") then pool[#pool + 1] = x end
  end
  if #pool == 0 then return nil end
  return g:choose(p, "Heroism: which character takes the attack damage to " .. g:name(c) .. "?", pool, { auto = true })
end

local redirect = TC.redirect_damage
function TC.redirect_damage(g, att, dfd, dmg)
  local to = dmg > 0 and (hero_for(g, dfd) or metroplex_for(g, dfd))
  if to then
    g:log("%s takes the attack's %d damage instead of %s", g:name(to), dmg, g:name(dfd))
    TC.place_damage(g, to, dmg, true)
    return 0
  end
  return redirect(g, att, dfd, dmg)
end

-- Reflect Damage's answer point: "answer_reflect" (at once, answers2.lua's TC.answer).
TC.AT_ONCE.answer_reflect = true
local function reflected(g, c, n)
  local s = g:gget("src")
  if not s or g:controller(s) == g:controller(c) or g:gget("na_each") or g:gget("no_na")
     or TC.static(g, c, "no_opp_na") > 0 then
    return false
  end
  local outer = g:gget("reflect_n")
  g:gset("reflect_n", n)
  local kept = TC.answer(g, "answer_reflect", { card = c, n = n, source = s, player = g:controller(c) })
  g:gset("reflect_n", outer)
  return kept
end
-- The verbs that damage each of several characters mark it (game value `na_each`).
for name, verb in pairs(Ctx) do
  if type(verb) == "function" and name:match("^damage_each") then
    Ctx[name] = function(c, ...)
      local outer = c.g:gget("na_each")
      c.g:gset("na_each", true)
      local a, b = verb(c, ...)
      c.g:gset("na_each", outer)
      return a, b
    end
  end
end
-- "INSTEAD do same_amount NA_dmg -> enemy".
function Ctx.reflect_damage(c)
  local g = c.g
  local n = g:gget("reflect_n") or 0
  Ctx.keep_answered(c)
  g:log("%s: %d damage is reflected", g:name(c.card), n)
  Ctx.damage(c, Ctx.enemy(c), n)
end

local placed = TC.place_damage
function TC.place_damage(g, c, n, attack)
  if not attack and n > 0 then
    local to = metroplex_for(g, c)
    if to then
      g:log("%s takes the %d damage instead of %s", g:name(to), n, g:name(c))
      return TC.place_damage(g, to, n, false)
    end
    if reflected(g, c, n) then return 0 end
  end
  return placed(g, c, n, attack)
end

-- Motormaster (bot): another own Stunticon defends instead (before A5 is raised).
local function defend_instead(g, args)
  local dfd = args.defender
  local ab = dfd and TC.marked(g, dfd, "defend_instead")
  if not ab then return end
  local p, pool = g:controller(dfd), {}
  for _, x in ipairs(TC.characters(g, p)) do
    if x ~= dfd and TC.has_trait(g, x, ab.defend_instead) then pool[#pool + 1] = x end
  end
  if #pool == 0 then return end
  local x = g:choose(p, g:name(dfd) .. ": choose another " .. ab.defend_instead .. " to defend instead?", pool,
                     { optional = true, none = "none" })
  if not x then return end
  g:gset(K.dfd, x, K.combat)
  args.defender = x
  g:log("%s defends instead of %s", g:name(x), g:name(dfd))
end
local raise = TC.raise
function TC.raise(g, name, args)
  if name == "A5" then defend_instead(g, args) end
  return raise(g, name, args)
end

return TC
