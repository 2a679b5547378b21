-- transformers-tcg/fieldverbs.lua -- card verbs on characters: counted, damaged, tapped, flipped, KO'd.
--
-- The generator's third pass writes effects on the characters in play:
-- counts of your characters (or of KO'd ones), an effect on each of them
-- (damage, taps, keywords, boosts), damage counters moved, a character
-- flipped to a named mode (also one in the KO area), a KO now or at the
-- end of the turn, an attacker allowed to pick an untapped defender.  All
-- state stays in the kernel: the delayed effects are card values with the
-- expiry "turn" that TC.at_end (turn.lua's E1) carries out.

local TC = include "core"
local K = TC.K
local Z = TC.z
local Ctx = include "ctx"
local on_bf = TC.on_bf
local pick = Ctx.pick

function Ctx.on_bf(c, x) return on_bf(c.g, x) end
function Ctx.tap(c, x) if x and on_bf(c.g, x) then TC.tap(c.g, x) end end

-- Characters in p's KO area.
function Ctx.ko_characters(c, p)
  local n = 0
  for _, x in ipairs(c.g:cards(Z(c.g, "ko", p))) do
    if TC.is_character(c.g, x) then n = n + 1 end
  end
  return n
end
-- Your characters on the battlefield answering to `what` (nil: any),
-- not this one if `other`, in one of `modes` ({ bot = true }) if given.
function Ctx.count_own(c, what, other, modes)
  local n = 0
  for _, x in ipairs(TC.characters(c.g, c.player)) do
    if (not what or TC.answers_to(c.g, x, what)) and (not other or x ~= Ctx.char(c))
       and (not modes or modes[TC.mode_name(c.g, x)]) then n = n + 1 end
  end
  return n
end
function Ctx.any_char(c)
  local all = {}
  for p = 1, 2 do
    for _, x in ipairs(TC.characters(c.g, p)) do all[#all + 1] = x end
  end
  return pick(c, c.player, "Choose a character", all)
end

-- "Metroplex += Bold(2) [EOT]": each of your characters so named.
function Ctx.grant_each_named(c, name, kw, n)
  for _, x in ipairs(TC.characters(c.g, c.player)) do
    if TC.named(c.g, x, name) then Ctx.grant(c, x, kw, n) end
  end
end
function Ctx.damage_each_trait(c, n, trait)
  for p = 1, 2 do
    for _, x in ipairs(TC.characters(c.g, p)) do
      if TC.answers_to(c.g, x, trait) then TC.place_damage(c.g, x, n, false) end
    end
  end
end
function Ctx.damage_each_enemy_where(c, n, test)
  for _, x in ipairs(TC.characters(c.g, Ctx.opp(c))) do
    if test(c.g, x) then TC.place_damage(c.g, x, n, false) end
  end
end
function Ctx.tap_each_enemy(c)
  for _, x in ipairs(TC.characters(c.g, Ctx.opp(c))) do
    if not TC.tapped(c.g, x) then TC.tap(c.g, x) end
  end
end
function Ctx.boost_each_own_per_upgrade(c, stat, n)
  for _, x in ipairs(TC.characters(c.g, c.player)) do
    local k = #TC.upgrades_of(c.g, x)
    if k > 0 then Ctx.boost(c, x, stat, n * k) end
  end
end
-- "OPP CHOOSE one Autobots & dmg 1 -> IT": among the opponent's characters so named or traited.
function Ctx.opp_chooses_damage_of(c, n, what)
  local o, out = Ctx.opp(c), {}
  for _, x in ipairs(TC.characters(c.g, o)) do
    if TC.answers_to(c.g, x, what) then out[#out + 1] = x end
  end
  return Ctx.damage(c, pick(c, o, "Choose one of your " .. what .. " to take " .. n .. " damage", out), n)
end
-- "OPT MOVE 1 dmg_ctr from IT -> SELF".
function Ctx.move_damage_opt(c, from, to, n)
  if from and to and TC.damage(c.g, from) > 0
     and c.g:yes_no(c.player, "Move " .. n .. " damage from " .. c.g:name(from) .. " to " .. c.g:name(to) .. "?") then
    Ctx.move_damage(c, from, to, n)
  end
end

-- "FLIP SELF ->alt": to the mode of that name (nothing if already in it).
function Ctx.flip_self_to(c, name)
  local g, x = c.g, Ctx.char(c)
  if TC.mode_name(g, x) == name then return end
  for i, m in ipairs(g:def(x).modes) do
    if m[1] == name then return TC.mode_flip(g, x, i) end
  end
end

-- "SELF may_target_untapped[turn]": combat.lua's defender choice ignores
-- the tapped-first rule for this attacker.
function Ctx.may_target_untapped(c, x) if x then c.g:cset(x, "any_target", true, K.turn) end end
-- "@turn_end, dmg 3 -> IT", "KO(IT) @turn_end": done at E1 (TC.at_end, turn.lua).
function Ctx.at_turn_end(c, x, what, n)
  if not x then return end
  if what == "ko" then c.g:cset(x, "eot_ko", true, K.turn)
  else c.g:cadd(x, "eot_dmg", n, K.turn) end
end
function TC.at_end(g)
  for p = 1, 2 do
    for _, x in ipairs(TC.characters(g, p)) do
      local n = g:cget(x, "eot_dmg")
      if n then g:cset(x, "eot_dmg", nil); TC.place_damage(g, x, n, false) end
      if g:cget(x, "eot_ko") and on_bf(g, x) then g:cset(x, "eot_ko", nil); TC.ko(g, x) end
    end
  end
end
-- "OPT KO own:<Trait>" / "OPT KO own_other_char": returns whether one was KO'd.
function Ctx.ko_own(c, what, other)
  local out = {}
  for _, x in ipairs(TC.characters(c.g, c.player)) do
    if (not what or TC.answers_to(c.g, x, what)) and (not other or x ~= Ctx.char(c)) then out[#out + 1] = x end
  end
  local x = pick(c, c.player, "KO one of your characters?", out, true)
  if x then TC.ko(c.g, x); return true end
  return false
end
-- "KO DEFENDER": character x, if still on the battlefield.
function Ctx.ko(c, x) if x and on_bf(c.g, x) then TC.ko(c.g, x) end end
-- Flip character x to its mode named `name`.
function Ctx.flip_to(c, x, name)
  if not x or TC.mode_name(c.g, x) == name then return end
  for i, m in ipairs(c.g:def(x).modes) do
    if m[1] == name then return TC.mode_flip(c.g, x, i) end
  end
end
-- "OPT FLIP <Trait> @own_KO bot->alt": one of your KO'd characters; returns it.
function Ctx.flip_ko_char(c, what, from, to)
  local g, out = c.g, {}
  for _, x in ipairs(g:cards(Z(g, "ko", c.player))) do
    if TC.is_character(g, x) and (not what or TC.answers_to(g, x, what))
       and (not from or TC.mode_name(g, x) == from) and #TC.flip_targets(g, x) > 0 then out[#out + 1] = x end
  end
  local x = pick(c, c.player, "Flip which of your KO'd characters?", out, true)
  if not x then return nil end
  if to then Ctx.flip_to(c, x, to) else TC.mode_flip(g, x) end
  return x
end
-- "own_char ... IF IT shares trait SELF".
function Ctx.shares_trait(c, x)
  local mine_ = {}
  for _, t in ipairs(TC.mode(c.g, Ctx.char(c)).traits or {}) do mine_[t] = true end
  for _, t in ipairs(TC.mode(c.g, x).traits or {}) do if mine_[t] then return true end end
  return false
end
