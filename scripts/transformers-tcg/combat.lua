-- transformers-tcg/combat.lua -- the attack (digest 7) and post-attack (digest 8).
--
-- Three phases of the turn: "attack" (A1-A5: choose the combatants),
-- "flips" (B1-B6: Focus, lock the counts, battle flips with their icons)
-- and "damage" (C1-C4: base damage, Pierce, modifiers, counters), then
-- "post" (P1 after-the-attack, P2-P4 routing: end the turn, attack again,
-- or untap all).  The combat's numbers are game values with the expiry
-- "combat": the attacker and defender (att, dfd), the bonuses of icons and
-- triggered effects (c_att, c_def, c_pierce) and each side's white bonus.

local TC = include "core"
local K = TC.K
include "queue"
local Z = TC.z

function TC.attacker(g) return g:gget(K.att) end
function TC.defender(g) return g:gget(K.dfd) end
function TC.c_attack(g) return TC.attack(g, g:gget(K.att)) + (g:gget(K.c_att) or 0) end
function TC.c_defense(g) return TC.defense(g, g:gget(K.dfd)) + (g:gget(K.c_def) or 0) end
function TC.c_pierce(g)
  local att = g:gget(K.att)
  if TC.denied(g, att, "Pierce") then return 0 end      -- also the battle's own Pierce
  return TC.kw(g, att, "Pierce") + (g:gget(K.c_pierce) or 0)
end

local function label(g, c)
  return string.format("%s (%s, %d/%d)", g:name(c), TC.mode_name(g, c), TC.damage(g, c), TC.health(g, c))
end
TC.char_label = label

local function opts_of(g, cards)
  local o = {}
  for i, c in ipairs(cards) do o[i] = { label = label(g, c), value = c } end
  return o
end

-- Digest 7.1 step 4 (+ Stealth, Brave): tapped enemies first (unless the
-- attacker "may_target_untapped" this turn; Brave may change the pool,
-- keywords.lua); Stealth hides a character while the attacker has another
-- choice.
function TC.defender_choices(g, p)
  local all = TC.characters(g, p)
  local tapped = {}
  for _, c in ipairs(all) do if TC.tapped(g, c) then tapped[#tapped + 1] = c end end
  local att = g:gget(K.att)
  local pool = TC.brave_pool(g, all)
               or (#tapped > 0 and not (att and g:cget(att, "any_target")) and tapped or all)
  local open = {}
  for _, c in ipairs(pool) do if not TC.uses(g, c, "Stealth") then open[#open + 1] = c end end
  return #open > 0 and open or pool
end

-- Phase "attack": A1-A5.
function TC.attack_phase(g)
  local p, o = g:active(), TC.other(g, g:active())
  g:expire("combat")
  local ready = TC.more_attackers(g, TC.extra_attackers(g, TC.untapped(g, p)))   -- A1 (extra.lua, teamwide.lua)
  if #ready == 0 or #TC.characters(g, o) == 0 then
    g:gset(K.attacked, nil); g:goto_phase("post"); return
  end
  local att = g:choose(p, "Choose an attacker", opts_of(g, ready),     -- A2
    { reason = "digest 7.1: the active player chooses an untapped character",
      optional = TC.opt(g, "attack_optional"), none = "do not attack" })
  if not att then g:gset(K.attacked, nil); g:goto_phase("end"); return end
  g:gset(K.att, att, K.combat)
  g:gset(K.attacked, true)
  g:gset(K.c_att, 0, K.combat); g:gset(K.c_def, 0, K.combat); g:gset(K.c_pierce, 0, K.combat)
  TC.tap(g, att)
  g:cadd(att, "attacks_turn", 1, K.turn)                            -- "for first time each turn"
  g:log("%s attacks", g:name(att))
  TC.raise(g, "A3", { attacker = att })                              -- A3
  if g:over() then return end
  local dfd = g:choose(p, "Choose a defender", opts_of(g, TC.extra_defenders(g, o, TC.defender_choices(g, o))), -- A4
    { reason = "digest 7.1: a tapped enemy character, or any if none is tapped" })
  g:gset(K.dfd, dfd, K.combat)
  g:log("%s defends", g:name(dfd))
  TC.raise(g, "A5", { attacker = att, defender = dfd })              -- A5
end

-- Focus N (B1): look at the top N, scrap any, put the rest back in any order.
local function focus(g, p, c)
  local n = TC.kw(g, c, "Focus")
  if n <= 0 then return end
  local deck = Z(g, "deck", p)
  local look = {}
  for i = 1, math.min(n, g:size(deck)) do look[i] = g:top(deck, i) end
  for _, x in ipairs(look) do g:reveal(x, p) end
  local scrapped = g:choose_many(p, "Focus: scrap which of the top cards?", look, #look)
  local keep = {}
  for _, x in ipairs(look) do
    local gone = false
    for _, s in ipairs(scrapped) do gone = gone or s == x end
    if gone then TC.scrap(g, x) else keep[#keep + 1] = x end
  end
  local order = #keep > 1 and g:choose_many(p, "Focus: put back, first pick ends on top", keep, #keep) or keep
  for i = #order, 1, -1 do g:move(order[i], deck, "top"); g:reveal(order[i], p) end
  g:log("p%d focuses on %d cards, scraps %d", p, #look, #scrapped)
end

-- One side's battle flips (B3 / B5, and an effect's "FLIP n more BC"),
-- digest 7.2's algorithm.  Per player and combat: the white bonus
-- (17.3) and the count of flips, which a flip cap bounds.
local function flip_side(g, p, count, side)
  local remaining = count
  local played = Z(g, "played", p)
  while remaining > 0 and not g:over() do
    local cap = g:gget("flip_cap" .. p)            -- "CANNOT FLIP > n BC during [battle]"
    if cap and (g:gget("nflips" .. p) or 0) >= cap then break end
    local c = TC.top(g, p)
    if not c then break end                       -- 17.16: deck and scrap empty
    g:move(c, played)
    g:cset(c, K.flipped, true, K.turn)
    g:cset(c, "fl_battle", side, K.combat)           -- this battle's flips (battle2.lua)
    g:gadd("nflips" .. p, 1, K.combat)
    remaining = remaining - 1
    local ic = TC.flip_icons(g, p, c, side)           -- flipicons.lua (Inverted!), iconplay.lua
    if side == "att" then
      g:gadd(K.c_att, ic.orange or 0, K.combat)
      g:gadd(K.c_pierce, ic.black or 0, K.combat)
    else
      g:gadd(K.c_def, ic.blue or 0, K.combat)
    end
    if (ic.green or 0) > 0 then g:gadd(K.greens, 1, K.combat) end
    if (ic.white or 0) > 0 then g:padd(p, "whites_turn", ic.white, K.turn) end   -- "your first {WH} [turn]"
    for color, n in pairs(ic) do                       -- what p flipped, for "flipped>=" triggers
      if n > 0 then g:gadd("fl" .. p .. "_" .. color, n, K.combat) end
    end
    if (ic.white or 0) > 0 and not g:gget("white" .. p) then
      g:gset("white" .. p, true, K.combat); remaining = remaining + 2
    end
    g:log("p%d flips %s", p, g:name(c))
    TC.check_reshuffle(g, p)
    TC.raise(g, "battle_flip", { player = p, card = c, side = side })
  end
end
TC.flip_side = flip_side

-- Phase "flips": B1-B6.
function TC.flips_phase(g)
  local p, o = g:active(), TC.other(g, g:active())
  local att, dfd = g:gget(K.att), g:gget(K.dfd)
  TC.raise(g, "B1", { attacker = att, defender = dfd })             -- B1
  focus(g, p, att); focus(g, o, dfd)
  local na, nd = 2 + TC.kw(g, att, "Bold"), 2 + TC.kw(g, dfd, "Tough") -- B2
  na = na + TC.static(g, att, "att_flips")                          -- "FLIP 2 more BC" (effects2.lua)
  na, nd = na + (g:gget("more_flips" .. p) or 0), nd + (g:gget("more_flips" .. o) or 0)   -- "FLIP one more BC [battle]"
  g:gset(K.lock_att, na, K.combat); g:gset(K.lock_def, nd, K.combat)
  flip_side(g, p, na, "att")                                         -- B3
  TC.raise(g, "B4", { attacker = att, defender = dfd })             -- B4
  flip_side(g, o, nd, "def")                                         -- B5
  TC.raise(g, "B6", { attacker = att, defender = dfd })             -- B6
end

-- C1-C2: base damage and Pierce (digest 7.4).
function TC.base_damage(a, d, pierce)
  local dmg = a > d and a - d or 0
  if pierce > 0 and dmg < pierce then dmg = math.max(dmg, math.min(pierce, a)) end
  return math.max(dmg, 0)
end

-- C3: the damage modifiers of player q, in the order q picks.  Modifiers
-- are kernel effects hooked to "dmg_mod" (a handler returning the new
-- amount) and, for the defending player, Safeguard (17.14).
local function modifiers(g, q, dfd)
  local mods = {}
  for _, e in ipairs(g:effects("dmg_mod")) do
    local who = e.player ~= 0 and e.player or g:controller(e.source)
    local off = TC.is_upgrade(g, e.source) and not TC.host(g, e.source)     -- an Upgrade's, off its host
    if who == q and not off then mods[#mods + 1] = { label = g:name(e.source), effect = e } end
  end
  if q ~= g:active() and TC.kw(g, dfd, "Safeguard") > 0 then
    mods[#mods + 1] = { label = "Safeguard " .. TC.kw(g, dfd, "Safeguard"), safeguard = true }
  end
  return mods
end

local function apply_mods(g, q, dfd, dmg)
  local mods = modifiers(g, q, dfd)
  while #mods > 0 do
    local i = 1
    if #mods > 1 then
      local o = {}
      for k, m in ipairs(mods) do o[k] = { label = m.label, value = k } end
      i = g:choose(q, "Apply which damage modifier next?", o,
                   { reason = "digest 7.3: each player applies theirs in an order they choose" })
    end
    local m = table.remove(mods, i)
    local before = dmg
    if m.safeguard then dmg = TC.safeguard(g, dfd, dmg)
    else
      local e = m.effect
      local h = g:def(e.source).handlers[e.handler]      -- called as the kernel calls handlers
      dmg = g:use(e.source, e.player ~= 0 and e.player or nil, h, { damage = dmg, defender = dfd }, e) or dmg
    end
    g:log("%s: damage %d -> %d", m.label, before, dmg)
  end
  return dmg
end

-- Phase "damage": C1-C4.
function TC.damage_phase(g)
  local att, dfd = g:gget(K.att), g:gget(K.dfd)
  if g:where(dfd) ~= Z(g, "battlefield", g:owner(dfd)) then return end
  local a, d, pc = TC.c_attack(g), TC.c_defense(g), TC.c_pierce(g)
  local dmg = TC.base_damage(a, d, pc)                                -- C1-C2
  g:log("attack %d vs defense %d, Pierce %d: %d damage", a, d, pc, dmg)
  dmg = apply_mods(g, g:active(), dfd, dmg)                           -- C3
  dmg = apply_mods(g, g:owner(dfd), dfd, dmg)
  dmg = math.min(dmg, TC.attack_damage_cap(g, att, dfd))            -- "CANNOT take > n ATK_dmg"
  dmg = TC.answer_damage(g, att, dfd, dmg)                            -- answers.lua: Secret Actions
  dmg = TC.redirect_damage(g, att, dfd, dmg)                          -- redirect.lua: Skywarp, Omega Supreme
  g:gset(K.last_damage, dmg, K.turn)
  if dmg > 0 then TC.place_damage(g, dfd, dmg, true) end              -- C4
  TC.check_ko(g)
end

-- Phase "post": P1 (if an attack happened), then P2-P4 routing.
function TC.post_phase(g)
  local p, o = g:active(), TC.other(g, g:active())
  if g:gget(K.attacked) then
    TC.raise(g, "P1", { attacker = g:gget(K.att), defender = g:gget(K.dfd),
                        greens = g:gget(K.greens) or 0 })
  end
  local again = g:gget(K.attacked) and not g:over()
                and (TC.extra_attack_next(g) or TC.attack_more(g))              -- extra.lua, teamwide.lua
  g:gset(K.attacked, nil)
  g:expire("combat")                  -- the combat's numbers end with it
  if g:over() then return end
  if again then g:goto_phase("attack"); return end
  if #TC.untapped(g, o) > 0 then return end                           -- P2
  if #TC.untapped(g, p) > 0 then g:goto_phase("attack"); return end   -- P3
  for q = 1, 2 do                                                      -- P4
    for _, c in ipairs(TC.characters(g, q)) do TC.untap(g, c) end   -- untap.lua
  end
  g:log("every character is untapped")
  TC.raise(g, "untap_all", {})
end

return TC
