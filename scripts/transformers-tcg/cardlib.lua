-- transformers-tcg/cardlib.lua -- how a card file declares a card.
--
-- Exported constructors: `character{}` (modes with attack, defense,
-- traits, keywords and abilities) and `battle{}` (Actions, Secret Actions,
-- Upgrades: battle icons, stat modifiers, keywords, attach restrictions,
-- the text that resolves when played).  Abilities are made by small verbs
-- that say when they trigger -- `on_flip`, `on_attack`, `on_host_attack`,
-- `on_defend`, `on_attach`, `at_turn_start`, `tap_ability`, ... -- each
-- with the printed text (in the notation of the card data) and a function
-- of the card context.  `todo(text)` records an ability not implemented:
-- it never fires, and the checker lists it.  The constructor flattens the
-- abilities into `abilities` (index fixed: a queued trigger names it) and
-- gives the card its `on` handlers (one per event named: they only queue,
-- queue.lua) and the `resolve` handler the queue runs.

local TC = include "core"
local K = TC.K
include "queue"

local L = {}

-- Timing events: A5 = declared, B4 = after the attacker's flips, B6 =
-- after all flips, P1 = after the attack (digest 5.2 timing classes).
local function trig(on, role)
  return function(text, fn, timing, when)
    return { on = timing or on, role = role, text = text, run = fn, when = when }
  end
end

-- "flipped>={WH+WH}": a trigger condition that the ability's controller
-- flipped at least these icons in this combat (combat.lua counts them).
local ICON = TC.ICON
function L.flipped(req)
  return function(g, self)
    local p = g:controller(self)
    for icon, n in pairs(req) do
      if (g:gget("fl" .. p .. "_" .. ICON[icon]) or 0) < n then return false end
    end
    return true
  end
end

L.on_flip = trig("flip", "self")               -- ON(flip_to_mode)
L.on_attack = trig("A5", "self_attacks")       -- ON(self_attacks)
L.on_defend = trig("A5", "self_defends")
L.on_battle = trig("A5", "self_battles")
L.on_host_attack = trig("A5", "host_attacks")
L.on_host_defend = trig("A5", "host_defends")
L.on_host_battle = trig("A5", "host_battles")
L.on_own_attack = trig("A5", "own_attacks")     -- ON(own:<Trait> attacks), with attacker_is
L.on_attach = trig("attach", "self")           -- ON(attach): this Upgrade is attached
L.on_upgraded = trig("attach", "upgraded")     -- ON(upgrade SELF)
L.at_turn_start = trig("start", "own_turn")
L.at_turn_end = trig("end_turn", "own_turn")
L.on_ko = trig("ko", "ko_self")                -- REVENGE: this character (or this Upgrade's) KO'd
L.on_action_played = trig("action_played", "own_turn")

-- "ON(own:<Trait> attacks)": the attacker answers to the trait or name.
function L.attacker_is(what) return function(g, self, ev) return TC.answers_to(g, ev.attacker, what) end end

-- Trigger conditions read when the trigger fires: "SELF HAS>= n Upgrades",
-- "HAS n or_more cards @hand", "HAS fewer cards in own_hand than OPP".
function L.with_upgrades(n) return function(g, self) return #TC.upgrades_of(g, self) >= n end end
local function hand(g, p) return g:size(TC.z(g, "hand", p)) end
function L.with_hand(n) return function(g, self) return hand(g, g:controller(self)) >= n end end
function L.with_fewer_cards()
  return function(g, self)
    local p = g:controller(self)
    return hand(g, p) < hand(g, TC.other(g, p))
  end
end

-- "ON(PUT SELF on <Trait or Name>)": an `on_attach` condition on the new host.
function L.host_is(what)
  return function(g, self, ev) return TC.answers_to(g, ev.host, what) end
end

-- A Secret Action's reveal condition: "SECRET_REVEAL_ON(own_char defends)"
-- (trait: "own:<Trait> defends").  While the card lies face down in its
-- owner's secret zone, the condition queues a trigger that reveals it and
-- resolves its text (`play`), as an Action played (digest 6.4: how a
-- Secret Action is revealed is not in the digest; the card data's
-- notation gives the condition).
function L.secret_reveal(text, trait)
  return { on = "A5", role = "own_defends", secret = true, text = text,
           when = trait and function(g, self, ev) return TC.has_trait(g, ev.defender, trait) end,
           run = function(c) TC.reveal_secret(c.g, c.card) end }
end

-- A static ability: while cond(g, c) holds (nil: always), the characters
-- in scope get the bonus ({ atk =, def =, hp =, Bold =, Stealth =, ... }).
-- Scope: "self" (this character), "host" (this Upgrade's character),
-- "each_own", "each_own_other" (this character's team).  core.lua's
-- TC.static sums them into every number and keyword.
-- `per(g, c)`, if given, multiplies the bonus ("SELF HAS ATK+1 PER Car @own_KO").
function L.while_(text, scope, bonus, cond, per)
  return { on = "none", text = text, scope = scope, bonus = bonus, cond = cond, per = per }
end

-- "PER <Trait> @own_KO": how many characters with the trait (or name) lie
-- in the KO area of character c's owner.
function L.per_ko(trait)
  return function(g, c)
    local n = 0
    for _, x in ipairs(g:cards(TC.z(g, "ko", g:owner(c)))) do
      if TC.is_character(g, x) and TC.has_trait(g, x, trait) then n = n + 1 end
    end
    return n
  end
end

-- "PER Upgrade on IT": how many Upgrades character c carries.
function L.per_upgrade(g, c) return #TC.upgrades_of(g, c) end

-- A tap ability; `cost`, if given, is { text, can = function(g, p) }: the
-- option is refused while the cost cannot be paid (the ability pays it).
function L.tap_ability(text, fn, cost) return { on = "tap", text = text, run = fn, cost = cost } end

-- "COST(TAP_ABILITY => SCRAP n {XX} cards <-own_hand)".
function L.scrap_icon_cost(icon, n)
  return { text = "needs " .. n .. " {" .. icon .. "} card(s) in hand to scrap", can = function(g, p)
    local k = 0
    for _, x in ipairs(g:cards(TC.z(g, "hand", p))) do
      if TC.has_icon(g, x, icon) then k = k + 1 end
    end
    return k >= n
  end }
end
function L.todo(text) return { on = "none", text = text, todo = true } end

-- Roles (who the event is about), used by queue.lua's wakes().
local ROLES = {
  self = function(g, s, ev) return ev.card == s end,
  self_attacks = function(g, s, ev) return ev.attacker == s end,
  self_defends = function(g, s, ev) return ev.defender == s end,
  self_battles = function(g, s, ev) return ev.attacker == s or ev.defender == s end,
  host_attacks = function(g, s, ev) local h = g:cget(s, K.host) return h ~= nil and ev.attacker == h end,
  host_defends = function(g, s, ev) local h = g:cget(s, K.host) return h ~= nil and ev.defender == h end,
  host_battles = function(g, s, ev)
    local h = g:cget(s, K.host)
    return h ~= nil and (ev.attacker == h or ev.defender == h)
  end,
  upgraded = function(g, s, ev) return ev.host == s end,
  ko_self = function(g, s, ev) return ev.card == s or g:cget(s, K.host) == ev.card end,
  own_turn = function(g, s, ev) return ev.player == g:controller(s) end,
  own_defends = function(g, s, ev) return ev.defender ~= nil and g:controller(ev.defender) == g:controller(s) end,
  own_attacks = function(g, s, ev) return ev.attacker ~= nil and g:controller(ev.attacker) == g:controller(s) end,
}
TC.ROLES = ROLES

local function finish(def, lists)
  local abs, on = {}, {}
  for _, l in ipairs(lists) do
    for _, ab in ipairs(l.abilities) do
      ab.mode = l.mode
      abs[#abs + 1] = ab
      if ab.run and ab.on ~= "tap" and ab.on ~= "none" then
        local ev = ab.on
        on[ev] = on[ev] or function(c, args) TC.collect(c.g, c.card, args, ev) end
      end
    end
  end
  def.abilities = abs
  local statics = {}                       -- the static abilities (core.lua's TC.static)
  for _, ab in ipairs(abs) do if ab.bonus then statics[#statics + 1] = ab end end
  local ch = def.play and def.play.chosen  -- an Action's "[turn]" bonus to the character it chose (effects2.lua)
  if ch then statics[#statics + 1] = { scope = "chosen", bonus = ch.bonus, cond = ch.cond, per = ch.per } end
  def.statics = #statics > 0 and statics or nil
  def.on = on
  def.handlers = def.handlers or {}
  def.handlers.resolve = TC.resolve
  for _, ab in ipairs(abs) do                -- an ability's kernel-effect handler (replace.lua)
    if ab.handler then def.handlers[ab.handler[1]] = ab.handler[2] end
  end
  return card(def)
end

-- An upgrade side ("upgrade:RS Firesteel Saber [Upgrade-Weapon]", a Battle
-- Master's or a Weaponizer's): its slot, and its attack and defense as the
-- modifiers it gives its host (the data: "stat values are modifiers").
local function upgrade_side(m)
  local name, slot = m[1]:match("^upgrade:(.-) %[Upgrade%-(%a+)")
  if not name then return end
  m.upgrade, m.slot = name, m.slot or slot:lower()
  if type(m.atk) == "number" and m.atk ~= 0 then m.atk_mod = m.atk end
  if type(m.def) == "number" and m.def ~= 0 then m.def_mod = m.def end
end

-- character { name, stars, health, faction, kind, modes = { { "alt", atk =,
--   def =, traits = {}, kw = { Bold = 1 }, abilities = {} }, ... } }
function L.character(def)
  def.kind = def.kind or "character"
  local lists = {}
  for i, m in ipairs(def.modes) do
    m.kw = m.kw or {}
    upgrade_side(m)
    lists[#lists + 1] = { mode = i, abilities = m.abilities or {} }
  end
  return finish(def, lists)
end

-- battle { name, type = "Action" | "Secret Action" | "Upgrade", slot =
--   "weapon" | "armor" | "utility", icons = { orange =, ... }, atk_mod =,
--   def_mod =, hp_mod =, kw = {}, attach_only = { traits }, play = ability
--   (what an Action does), abilities = {} }
function L.battle(def)
  def.kind = def.kind or "battle"
  def.icons = def.icons or {}
  def.kw = def.kw or {}
  return finish(def, { { abilities = def.abilities or {} } })
end

TC.L = L
return L
