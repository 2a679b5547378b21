-- star-realms/combat.lua -- attacks, Outposts, destroying bases, defeat.
--
-- Who may be attacked or targeted is the format's business (SR.fmt(g), set
-- by formats.lua); Outpost protection is common to all formats: while a
-- player (or, in Hydra, anyone on their team) has an Outpost in play, that
-- player cannot be attacked and their other bases cannot be attacked or
-- targeted.  Partial damage on a base adds up within the turn (digest A3)
-- and expires with the "turn" tag, or "boss_turn" for a Raid Boss's bases.

local SR = include "core"
local K = SR.K
local fmt = string.format
local PNAME = SR.PNAME

function SR.outposts(g, q)
  local out = {}
  for _, b in ipairs(g:cards(SR.bases(g, q))) do
    if g:def(b).outpost then out[#out + 1] = b end
  end
  return out
end

local function first_outpost(g, q)
  local bases = g:cards(g:zone("bases", q))
  for i = 1, #bases do
    if g:def(bases[i]).outpost then return bases[i] end
  end
end

-- The first Outpost protecting q (its own or a teammate's), or nil.  A
-- caller that has them at hand may give the format f and q's own first
-- Outpost (false: q has none).
function SR.protector(g, q, f, own)
  local rs = (f or SR.fmt(g)).protectors(g, q)
  for i = 1, #rs do
    local r = rs[i]
    if SR.alive(g, r) then
      local o
      if r == q and own ~= nil then o = own else o = first_outpost(g, r) end
      if o then return o end
    end
  end
end

-- May p attack player q?  Returns ok, reason.
function SR.can_attack_player(g, p, q)
  local ok, why = SR.fmt(g).may_target_player(g, p, q, "attack")
  if not ok then return false, why end
  local o = SR.protector(g, q)
  if o then return false, fmt("%s is protected by the Outpost %s", SR.pname(q), g:name(o)) end
  return true
end

-- May p attack or target base b?  Returns ok, reason.
function SR.can_target_base(g, p, b)
  local q = g:owner(b)
  local ok, why = SR.fmt(g).may_target_base(g, p, q)
  if not ok then return false, why end
  if not g:def(b).outpost then
    local o = SR.protector(g, q)
    if o then return false, fmt("%s is protected by the Outpost %s", g:name(b), g:name(o)) end
  end
  return true
end

function SR.targetable_bases(g, p)
  local out = {}
  for q = 1, g:players() do
    if q ~= p and SR.alive(g, q) then
      for _, b in ipairs(g:cards(SR.bases(g, q))) do
        if SR.can_target_base(g, p, b) then out[#out + 1] = b end
      end
    end
  end
  return out
end

function SR.defense_left(g, b)
  return g:def(b).defense - (g:cget(b, K.damage) or 0)
end

function SR.destroy_base(g, b, by)
  local q = g:owner(b)
  g:cset(b, K.damage, nil)
  g:move(b, SR.discard(g, q))
  g:log("%s's %s is destroyed%s", PNAME[q], g:name(b), by and (" by " .. by) or "")
  g:emit("base_destroyed", { card = b, owner = q })
end

-- p spends Combat on base b: `amount`, or as much as it still needs, or
-- all p has.
function SR.attack_base(g, p, b, amount)
  local need, have = SR.defense_left(g, b), SR.pool(g, p, "combat")
  local spend = math.min(need, have, amount or need)
  g:padd(p, K.combat, -spend)
  if spend >= need then
    SR.destroy_base(g, b, SR.pname(p))
  else
    local tag = SR.fmt(g).damage_expiry(g, g:owner(b))
    g:cadd(b, K.damage, spend, tag)
    g:log("%s deals %d damage to %s (%d more needed this turn)", PNAME[p], spend,
          g:name(b), need - spend)
  end
end

function SR.attack_player(g, p, q, amount)
  g:padd(p, K.combat, -amount)
  g:log("%s attacks %s for %d", PNAME[p], PNAME[q], amount)
  SR.gain_authority(g, q, -amount)
end

-- Called whenever a player's Authority counter reaches 0 or below.
function SR.defeat_check(g, p)
  local holder = SR.auth_holder(g, p)
  local fallen = {}
  for q = 1, g:players() do
    if SR.auth_holder(g, q) == holder and SR.alive(g, q) then fallen[#fallen + 1] = q end
  end
  for _, q in ipairs(fallen) do
    g:pset(q, K.out, true)
    g:log("%s is defeated", SR.pname(q))
  end
  for _, q in ipairs(fallen) do
    if g:over() then return end
    SR.fmt(g).on_defeat(g, q)
  end
  if not g:over() then SR.fmt(g).check_end(g) end
end

function SR.alive_players(g)
  local out = {}
  for q = 1, g:players() do if SR.alive(g, q) then out[#out + 1] = q end end
  return out
end

function SR.finish(g, winners, text)
  local names = {}
  for i, w in ipairs(winners) do names[i] = SR.pname(w) end
  g:finish(winners, fmt("%s win%s: %s", table.concat(names, " and "),
                        #winners == 1 and "s" or "", text))
  g:log("game over: " .. text)
end

return SR
