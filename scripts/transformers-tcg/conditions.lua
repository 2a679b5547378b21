-- transformers-tcg/conditions.lua -- conditions read when a trigger fires, per-counts, card predicates.
--
-- The generator's third pass writes triggers with a condition (g, self,
-- ev[, it]): who is attacking or battling whom (the foe, its faction,
-- slots, stars), what was played and by whom, the hand's size, the
-- characters on your battlefield; statics counted per something ("PER");
-- and predicates (g, x) on cards that the card lists filter with (stars,
-- icons, a Plan).  Conditions only read.  The flip results' conditions
-- are in flipcounts.lua, the triggers in ittriggers.lua.

local TC = include "core"
local K = TC.K
local Z = TC.z
local L = include "cardlib"

function L.both(a, b) return function(...) return a(...) and b(...) end end
function L.char_is(what) return function(g, _, _, x) return TC.answers_to(g, x, what) end end
function L.other_than_self() return function(_, self, _, x) return x ~= self end end
function L.opp_turn() return function(g, self) return g:active() ~= g:controller(self) end end
-- "ON(upgrade SELF Armor)": the Upgrade attached is of that slot.
function L.upgrade_slot(slot) return function(g, _, ev) return (g:def(ev.card).slot or "utility") == slot end end
-- "ON(SELF on Bumblebee & IT attacks)" (negate: "HOST NOT Ironhide").
function L.host_answers(what, negate)
  return function(g, self)
    local h = g:cget(self, K.host)
    return h ~= nil and TC.answers_to(g, h, what) ~= (negate == true)
  end
end
-- The enemy this Upgrade's host (or this character) battles.
function TC.foe(g, c)
  if TC.attacker(g) == c then return TC.defender(g) end
  if TC.defender(g) == c then return TC.attacker(g) end
end
local function char_of(g, self) return g:cget(self, K.host) or self end
function L.foe_other_faction()
  return function(g, self)
    local me, foe = char_of(g, self), TC.foe(g, char_of(g, self))
    return foe ~= nil and g:def(foe).faction ~= g:def(me).faction
  end
end
function L.foe_has_slot(slot)
  return function(g, self)
    local foe = TC.foe(g, char_of(g, self))
    return foe ~= nil and TC.has_slot(g, foe, slot)
  end
end
-- "PLAY {GR} card" (an icon), "PLAY Secret Action", "PLAY Action"; who
-- played it: "own" or "opp".
function L.played_is(kind, who)
  return function(g, self, ev)
    local x, d = ev.card, g:def(ev.card)
    if (ev.player == g:controller(self)) ~= (who == "own") then return false end
    if TC.ICON[kind] then return TC.has_icon(g, x, kind) end
    if kind == "Action" then return d.type == "Action" or d.type == "Secret Action" end
    return d.type == kind
  end
end
-- "PLAY BC HAS exactly n stars": a battle card of that star cost, played
-- by "own" or "opp".
function L.played_stars(n, who)
  return function(g, self, ev)
    if (ev.player == g:controller(self)) ~= (who == "own") then return false end
    return (g:def(ev.card).stars or 0) == n
  end
end
local function hand(g, p) return g:size(Z(g, "hand", p)) end
function L.hand_at_most(n) return function(g, self) return hand(g, g:controller(self)) <= n end end
function L.on_bf(what)
  return function(g, self)
    for _, x in ipairs(TC.characters(g, g:controller(self))) do
      if TC.answers_to(g, x, what) then return true end
    end
    return false
  end
end

-- Static per-counts: "PER(Mini-Cassette HAS @bf)", "PER any_SecretAction HAS".
function L.per_own(what)
  return function(g, c)
    local n = 0
    for _, x in ipairs(TC.characters(g, g:owner(c))) do
      if TC.answers_to(g, x, what) then n = n + 1 end
    end
    return n
  end
end
function L.per_secret(g, c) return g:size(Z(g, "secret", g:controller(c))) end
-- "WHILE(HAS Weapon in own_scrap)".
function TC.scrap_has(g, p, kind)
  for _, x in ipairs(g:cards(Z(g, "scrap", p))) do
    if (g:def(x).slot or ""):lower() == kind:lower() or g:def(x).type == kind then return true end
  end
  return false
end
-- "OPT PLAY IT" of a revealed card: an Action or an Upgrade (a predicate).
function TC.is_battle_play(g, x) return TC.is_action(g, x) or TC.is_upgrade(g, x) end
-- "card HAS exactly n stars": a predicate (g, x) for the card lists.
function TC.stars_exactly(n) return function(g, x) return (g:def(x).stars or 0) == n end end
function TC.no_icon(g, x)
  for _, n in pairs(g:def(x).icons or {}) do if n > 0 then return false end end
  return true
end

function L.per_hand(g, c) return hand(g, g:controller(c)) end
function L.per_damage(g, c) return TC.damage(g, c) end
-- Battle-card colours on card x ("IF IT HAS icon >= 2 different colors").
function TC.colors(g, x)
  local n = 0
  for _, k in pairs(g:def(x).icons or {}) do if k > 0 then n = n + 1 end end
  return n
end
function TC.has_plan(g, x)
  local d = g:def(x)
  if d.play and type(d.play.text) == "string" and d.play.text:find("Plan(", 1, true) then return true end
  for _, ab in ipairs(d.abilities or {}) do
    if ab.text and ab.text:find("Plan(", 1, true) then return true end
  end
  return false
end

function L.upgrade_icon(icon) return function(g, self) return TC.upgrade_with_icon(g, self, icon) end end
-- "ON(host_attacks & HAS 3 ATK or_less)": the host's attack total.
function L.attack_at_most(n) return function(g, self) return TC.attack(g, char_of(g, self)) <= n end end
function L.foe_more_stars()
  return function(g, self)
    local foe = TC.foe(g, char_of(g, self))
    return foe ~= nil and (g:def(foe).stars or 0) > (g:def(char_of(g, self)).stars or 0)
  end
end
function L.foe_any(words)
  return function(g, self)
    local foe = TC.foe(g, char_of(g, self))
    if not foe then return false end
    for _, w in ipairs(words) do if TC.answers_to(g, foe, w) then return true end end
    return false
  end
end
-- "ON(enemy stars<IT.stars taps)": the enemy's stars against this character's.
function L.stars_than_self(op)
  return function(g, self, _, x)
    local a, b = g:def(x).stars or 0, g:def(self).stars or 0
    if op == "<" then return a < b end
    return a > b
  end
end
function L.non_attack() return function(_, _, ev) return not ev.attack end end
-- "ON(PLAY third Action during turn)": main.lua counts the Actions played ("n_actions").
function L.nth_action(n) return function(g, self) return (g:pget(g:controller(self), "n_actions") or 0) == n end end
