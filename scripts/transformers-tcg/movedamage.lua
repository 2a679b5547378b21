-- transformers-tcg/movedamage.lua -- Actions that move damage, repair by conditions, promote (round 8a).
--
-- The digest is silent on these cards; docs/transformers-tcg.md ("Round 8a") gives each
-- adopted reading.  Moving counters (Callous Leadership, Energy Transfer, Turn the Tide),
-- a KO'd character returned in the place of another (Involuntary Promotion), repairs by
-- a condition (Emergency Maintenance, Underhanded Tactics), a chosen character's Bounty
-- used without a KO (Contract Contingency) and a base attack set while a trait holds
-- (4-Wheel Drive: the Action's `chosen` static, effects2.lua, with a `per`).

local TC = include "core"
local K = TC.K
local Z = TC.z
local L = include "cardlib"
local Ctx = include "ctx"

local on_bf = TC.on_bf
local function choose_number(c, prompt, lo, hi)
  if hi <= lo then return hi end
  return c.g:choose_number(c.player, prompt, lo, hi)
end
local function own_where(c, test)
  local out = {}
  for _, x in ipairs(TC.characters(c.g, c.player)) do if test(c.g, x) then out[#out + 1] = x end end
  return out
end

-- Callous Leadership: "MOVE <=5 dmg_ctr from own:Decepticon leaders HAS stars>=8 ->
-- own_other_char": a Decepticon of yours with 8 or more stars, up to 5 of its counters,
-- onto another character of yours.
function Ctx.move_from_leader(c, trait, stars, most)
  local g = c.g
  local from = Ctx.pick(c, c.player, "Move damage from which leader?", own_where(c, function(g_, x)
    return TC.has_trait(g_, x, trait) and (g_:def(x).stars or 0) >= stars and TC.damage(g_, x) > 0 end))
  if not from then return end
  local to = Ctx.pick(c, c.player, "Onto which other character?", own_where(c, function(_, x) return x ~= from end))
  if not to then return end
  Ctx.move_damage(c, from, to, choose_number(c, "Move how many counters?", 0, math.min(most, TC.damage(g, from))))
end
-- Energy Transfer: "MOVE any# dmg_ctr from own_char -> own_other_char, but not enough ->
-- KO(IT)": any number from one of yours onto another, leaving it at least 1 health.
function Ctx.energy_transfer(c)
  local g = c.g
  local from = Ctx.pick(c, c.player, "Move damage from which character?",
                        own_where(c, function(g_, x) return TC.damage(g_, x) > 0 end))
  if not from then return end
  local to = Ctx.pick(c, c.player, "Onto which other character?", own_where(c, function(g_, x)
    return x ~= from and TC.damage(g_, x) + 1 < TC.health(g_, x) end))
  if not to then return end
  local room = TC.health(g, to) - TC.damage(g, to) - 1
  Ctx.move_damage(c, from, to, choose_number(c, "Move how many counters?", 0, math.min(room, TC.damage(g, from))))
end
-- Turn the Tide: "CHOOSE equal number Autobots & Decepticons ; PER those Autobots, MOVE 1
-- dmg_ctr from IT -> one Decepticons haven't moved counter -> SELF way": pairs, each an
-- Autobot with damage and a Decepticon not yet paired (either team's), 1 counter each,
-- until the player stops or no pair is left.
function Ctx.turn_the_tide(c, a_trait, d_trait)
  local g, used = c.g, {}
  while true do
    local as = {}
    for _, x in ipairs(Ctx.all_chars(c, a_trait)) do
      if not used[x] and TC.damage(g, x) > 0 then as[#as + 1] = x end
    end
    local ds = {}
    for _, x in ipairs(Ctx.all_chars(c, d_trait)) do if not used[x] then ds[#ds + 1] = x end end
    if #ds == 0 then return end
    local a = Ctx.pick(c, c.player, "Move 1 damage counter from which " .. a_trait .. "?", as, true)
    if not a then return end
    local d = Ctx.pick(c, c.player, "Onto which " .. d_trait .. "?", ds)
    used[a], used[d] = true, true
    Ctx.move_damage(c, a, d, 1)
  end
end

-- Involuntary Promotion: "CHOOSE own_char ; RETURN another character HAS same number stars
-- or_fewer @own_KO ->bf fully repaired ; MOVE dmg_ctr & Upgrades from chosen character ->
-- returned character ; KO chosen character".  The returned one comes back untapped, in
-- its first mode (bot), without counters; it then takes the chosen one's counters and
-- Upgrades (moved, not played; an Upgrade it cannot carry is scrapped); the chosen one is
-- KO'd.  With no such KO'd character nothing happens.
local function ko_with_stars_upto(g, p, stars)
  local out = {}
  for _, k in ipairs(g:cards(Z(g, "ko", p))) do
    if TC.is_character(g, k) and not g:cget(k, K.host) and (g:def(k).stars or 0) <= stars
       and not g:def(k).modes[1].upgrade then out[#out + 1] = k end
  end
  return out
end
function Ctx.promote(c)
  local g = c.g
  local x = Ctx.pick(c, c.player, "Choose the character to replace", own_where(c, function(g_, y)
    return #ko_with_stars_upto(g_, c.player, g_:def(y).stars or 0) > 0 end))
  if not x then return end
  local r = Ctx.pick(c, c.player, "Return which KO'd character?", ko_with_stars_upto(g, c.player, g:def(x).stars or 0))
  if not r then return end
  g:move(r, Z(g, "battlefield", c.player))
  g:cset(r, K.mode, nil); g:cset(r, K.dmg, nil); g:cset(r, K.tapped, nil)
  g:log("%s returns from the KO area, fully repaired", g:name(r))
  local n = TC.damage(g, x)
  g:cset(x, K.dmg, nil)
  if n > 0 then g:cset(r, K.dmg, n); g:log("%s takes %s's %d damage counters", g:name(r), g:name(x), n) end
  for _, u in ipairs(TC.upgrades_of(g, x)) do
    if TC.can_host(g, u, r) then TC.attach(g, c.player, u, r, true) else TC.scrap(g, u) end
  end
  TC.ko(g, x)
  TC.check_ko(g)
end

-- Emergency Maintenance: "repair 1 <- own_char ; IF HAS more stars characters @own_KO than
-- HAS @bf, repair 2 <- character": then, if the stars of your KO'd characters add up to
-- more than those of your characters on the battlefield, repair 2 from one of yours.
local function stars_in(g, zone)
  local n = 0
  for _, x in ipairs(g:cards(zone)) do
    if TC.is_character(g, x) and not g:cget(x, K.host) then n = n + (g:def(x).stars or 0) end
  end
  return n
end
function Ctx.emergency_maintenance(c)
  local g = c.g
  Ctx.repair(c, Ctx.own_char(c), 1)
  if stars_in(g, Z(g, "ko", c.player)) > stars_in(g, Z(g, "battlefield", c.player)) then
    Ctx.repair(c, Ctx.own_char(c), 2)
  end
end
-- Underhanded Tactics: "dmg 1 -> enemy ; IF IT's KOd SELF way, repair 1 <- own:Decepticons".
function Ctx.damage_then_if_ko(c, n, fn)
  local x = Ctx.enemy(c)
  if not x then return end
  Ctx.damage(c, x, n)
  TC.check_ko(c.g)
  if c.g:where(x) == Z(c.g, "ko", c.g:owner(x)) then fn() end
end

---------------------------------------------------------------------------
-- A chosen character, this turn
---------------------------------------------------------------------------

-- Contract Contingency: "... ; ON(chosen character does 4 or_more ATK_dmg -> enemy [turn]
-- without KO'ing IT) => use BOUNTY(of chosen)": the Action's trigger (effects2.lua's
-- on_chosen) on the attack damage placed, while the enemy survives it.
function L.attack_damage_without_ko(n)
  return function(g, _, ev, x)
    return ev.attack and (ev.n or 0) >= n and ev.card ~= x and g:owner(ev.card) ~= g:owner(x)
           and TC.damage(g, ev.card) < TC.health(g, ev.card)
  end
end
-- The chosen character's Bounty abilities (its mode's, its Upgrades'), run as its own.
function Ctx.use_bounty(c, x)
  local g = c.g
  if not on_bf(g, x) then return end
  for _, src in ipairs({ x, table.unpack(TC.upgrades_of(g, x)) }) do
    for _, ab in ipairs(g:def(src).abilities) do
      local mine = ab.role == "kos_by_attack" and src == x and (not ab.mode or ab.mode == (g:cget(x, K.mode) or 1))
      if mine or ab.role == "host_kos_by_attack" and src ~= x then
        g:log("%s uses its Bounty: %s", g:name(x), ab.text or "")
        TC.use(g, src, g:controller(src), ab.run, x)
      end
    end
  end
end

-- 4-Wheel Drive: "CHOOSE own_char ; [EOT], base ATK 7 as long as IT's Truck": the chosen
-- static's `per` -- 7 less the printed attack of its mode, while it is a Truck.
function L.base_attack_to(n)
  return function(g, x)
    local a = TC.mode(g, x).atk
    if type(a) ~= "number" then a = g:cget(x, K.atk_set) or 0 end
    return n - a
  end
end

return TC
