-- transformers-tcg/keywords.lua -- Brave, Bounty, cards under characters, Secret Actions' other
-- reveal conditions.
--
-- None of these is in the digest; the card data's notation names them and
-- docs/transformers-tcg.md gives the readings.  Brave (option
-- brave_reading): "guard", the attacker must choose a Brave enemy if one
-- can be chosen, tapped or not; "attack", a Brave attacker may choose an
-- untapped enemy while some are tapped (digest 7.1 step 4 otherwise).
-- Stealth still hides.  "<who> CANNOT use <keyword>" (any keyword) has
-- one mechanism: the verbs below make values and statics, core.lua's
-- TC.denied reads them, and TC.kw is 0 while it holds.  Bounty ("ON(SELF
-- KOs_enemy_by_attack) => use BOUNTY ; BOUNTY => ..."): a trigger on the
-- KO of the defender by this attacker's attack damage (C4).  Cards under a
-- character lie face down in their owner's zone "under" with the value
-- `host`; they go to the scrap pile when the character is KO'd
-- (kinds.lua).  A Secret Action reveals on the event its condition names
-- (`secret_on`), and only from its owner's face-down zone.

local TC = include "core"
local K = TC.K
include "queue"
local L = include "cardlib"
local Ctx = include "ctx"
local Z = TC.z

TC.choice("brave_reading", { "guard", "attack" })

-- Character c has keyword kw and may use it (core.lua's TC.kw is 0 while
-- TC.denied holds).
function TC.uses(g, c, kw) return TC.kw(g, c, kw) > 0 end

-- The defenders Brave allows among `all` (p's characters), or nil when it
-- changes nothing (combat.lua's TC.defender_choices).
function TC.brave_pool(g, all)
  if TC.opt(g, "brave_reading") == "attack" then
    local att = g:gget(K.att)
    return att and TC.uses(g, att, "Brave") and all or nil
  end
  local brave = {}
  for _, c in ipairs(all) do if TC.uses(g, c, "Brave") then brave[#brave + 1] = c end end
  return #brave > 0 and brave or nil
end

-- "CANNOT use <keyword>": the verbs of the one mechanism (core.lua's
-- TC.denied reads the values and statics they make).
-- Statics: "Enemies CANNOT use Brave" on a character's side (cond as
-- while_'s), "Enemies CANNOT use Brave or Stealth against HOST" on an Upgrade.
local function deny_bonus(kws)
  local b = {}
  for _, k in ipairs(kws) do b["deny_" .. k] = 1 end
  return b
end
function L.denies(text, kws, cond) return L.while_(text, "enemies", deny_bonus(kws), cond) end
function L.denies_against(text, kws) return L.while_(text, "against_host", deny_bonus(kws)) end
-- "Enemies CANNOT use Brave or Stealth [turn]": the opponent's characters.
function Ctx.deny_enemies(c, ...)
  for _, kw in ipairs({ ... }) do c.g:pset(Ctx.opp(c), "deny_" .. kw, true, K.turn) end
end
-- "Autobots & Decepticons CANNOT use Stealth [turn]": characters of these
-- factions, either player's (factions: a list).
function Ctx.deny_factions(c, factions, ...)
  for _, f in ipairs(factions) do
    for _, kw in ipairs({ ... }) do c.g:gset("deny_" .. kw .. "_" .. f, true, K.turn) end
  end
end
-- "ATTACKER CANNOT use Pierce [battle]": the attacker, for the battle.
function Ctx.deny_attacker(c, ...)
  local att = c.g:gget(K.att)
  if not att then return end
  for _, kw in ipairs({ ... }) do c.g:cset(att, "deny_" .. kw, true, K.combat) end
end
-- "own:Autobots += Brave [EOB]": each of your characters with the trait, for the battle.
function Ctx.grant_each_own_battle(c, kw, trait)
  for _, x in ipairs(TC.characters(c.g, c.player)) do
    if TC.has_trait(c.g, x, trait) then c.g:cadd(x, "kw_" .. kw, 1, K.combat) end
  end
end

-- Bounty: this character's (or its host's) attack damage KO'd the defender.
local function kos_by_attack(g, who, ev)
  return who ~= nil and g:phase_name() == "damage" and ev.card == g:gget(K.dfd) and g:gget(K.att) == who
end
TC.ROLES.kos_by_attack = function(g, s, ev) return kos_by_attack(g, s, ev) end
TC.ROLES.host_kos_by_attack = function(g, s, ev) return kos_by_attack(g, g:cget(s, K.host), ev) end
function L.on_bounty(text, fn) return { on = "ko", role = "kos_by_attack", text = text, run = fn } end
function L.on_host_bounty(text, fn) return { on = "ko", role = "host_kos_by_attack", text = text, run = fn } end

-- Cards under character c (a Weaponizer's second card is not one).
function TC.under(g, c)
  local out = {}
  for _, u in ipairs(TC.attached(g, c, "under")) do
    if not g:cget(u, "part") then out[#out + 1] = u end
  end
  return out
end
-- "SELF HAS ATK+1 PER card under IT": a `while_` multiplier.
function L.per_under(g, c) return #TC.under(g, c) end

-- "ON(Upgrade scrapped from SELF)" (the scrapped Upgrade is the subject),
-- "ON(Upgrade scrapped from own_char)", "ON(reshuffle own_scrap into own_deck)".
TC.ROLES.scrapped_from_self = function(g, s, ev) return ev.host == s end
TC.ROLES.scrapped_from_own = function(g, s, ev) return ev.host ~= nil and g:controller(ev.host) == g:controller(s) end
function L.on_scrapped_from(text, fn) return { on = "scrap", role = "scrapped_from_self", text = text, run = fn } end
function L.on_own_scrapped(text, fn) return { on = "scrap", role = "scrapped_from_own", text = text, run = fn } end
-- "ON(SELF scrapped from character)": this Upgrade was scrapped off its
-- character (by an effect, a replaced slot or its character's KO); it
-- wakes in the scrap pile.
TC.ROLES.self_scrapped_off = function(g, s, ev) return ev.card == s and ev.host ~= nil end
function L.on_self_scrapped(text, fn)
  return { on = "scrap", role = "self_scrapped_off", scrap_zone = true, text = text, run = fn }
end
-- "RETURN SELF ->own_hand": this card, from its owner's scrap pile.
function Ctx.return_self_to_hand(c)
  local g = c.g
  if g:where(c.card) ~= Z(g, "scrap", g:owner(c.card)) then return end
  g:move(c.card, Z(g, "hand", g:owner(c.card)))
  g:log("p%d returns %s to the hand", g:owner(c.card), g:name(c.card))
end
function L.on_reshuffle(text, fn) return { on = "reshuffle", role = "own_turn", text = text, run = fn } end

-- "PUT IT under IT": card x goes face down under this character.
function Ctx.put_under(c, x)
  local g = c.g
  if not x then return end
  g:move(x, Z(g, "under", g:owner(x)))
  g:cset(x, K.host, Ctx.char(c))
  g:log("%s goes face down under %s", g:name(x), g:name(Ctx.char(c)))
end

-- "START_UNDER("Scamper, City Patrol", ...)": the characters a card names
-- begin the game under it (from outside the team: the data's notes say
-- "begins the game under Metroplex"; their stars are not the team's).
function L.start_under(text, names) return { on = "none", text = text, start_under = names } end
local function start_names(d)
  for _, ab in ipairs(d.abilities or {}) do if ab.start_under then return ab.start_under end end
end
function TC.start_under(g, c)
  local p = g:owner(c)
  for _, name in ipairs(start_names(g:def(c)) or {}) do
    g:cset(g:new_card(name, p, Z(g, "under", p)), K.host, c)
  end
end
-- A deck may not list a character that starts under another one.
function TC.check_start_under(g, entries, err)
  local under = {}
  for _, e in ipairs(entries) do
    local d = g:card_def(e.name)
    for _, n in ipairs(d and start_names(d) or {}) do under[n] = e.name end
  end
  for _, e in ipairs(entries) do
    if under[e.name] then err(e, "'%s' begins the game under '%s': do not list it", e.name, under[e.name]) end
  end
end
-- "Deploy character from under SELF ->bf": one character card under `host`
-- (default: this character) enters the battlefield in its first mode.
-- "Deploy Mini-Cassette from under SELF ->bf [bot]": only a character that
-- has the trait in one of its modes (`trait`), in the mode named `mode`.
local function mode_index(d, name)
  for i, m in ipairs(d.modes or {}) do if m[1] == name then return i end end
  return 1
end
local function any_mode_trait(d, trait)
  for _, m in ipairs(d.modes or {}) do
    for _, t in ipairs(m.traits or {}) do if t == trait then return true end end
  end
  return false
end
function Ctx.deploy_under(c, host, trait, mode)
  local g = c.g
  host = host or Ctx.char(c)
  if not host then return end
  local out = {}
  for _, x in ipairs(TC.under(g, host)) do
    if TC.is_character(g, x) and (not trait or any_mode_trait(g:def(x), trait)) then out[#out + 1] = x end
  end
  local x = g:choose(c.player, "Deploy which character from under " .. g:name(host) .. "?", out, { auto = true })
  if x then TC.deploy(g, x, mode and mode_index(g:def(x), mode) or 1); return true end
end
TC.ROLES.deployed = function(g, s, ev) return ev.card == s end
function L.on_deployed(text, fn) return { on = "deploy", role = "deployed", text = text, run = fn } end

-- "PUT own_deck.bottom(n) face down under SELF".
function Ctx.put_under_from_deck(c, n, bottom)
  local g, x = c.g, Ctx.char(c)
  local deck = Z(g, "deck", c.player)
  for _ = 1, n do
    TC.check_reshuffle(g, c.player)
    local u = bottom and g:cards(deck)[g:size(deck)] or g:top(deck)
    if not u then break end
    g:move(u, Z(g, "under", c.player))
    g:cset(u, K.host, x)
    g:log("p%d puts a card face down under %s", c.player, g:name(x))
  end
  TC.check_reshuffle(g, c.player)
end

-- A Secret Action revealed by event `on` when role and when(g, self, ev)
-- hold (cardlib's secret_reveal is "own_char defends").
TC.ROLES.opp_attacks = function(g, s, ev) return ev.attacker ~= nil and g:controller(ev.attacker) ~= g:controller(s) end
TC.ROLES.opp_plays = function(g, s, ev) return ev.player ~= nil and ev.player ~= g:controller(s) end
TC.ROLES.own_ko = function(g, s, ev) return ev.player == g:controller(s) end
function L.secret_on(text, on, role, when)
  return { on = on, role = role, secret = true, text = text,
           when = function(g, self, ev)
             return g:where(self) == Z(g, "secret", g:owner(self)) and (not when or when(g, self, ev))
           end,
           run = function(c) TC.reveal_secret(c.g, c.card) end }
end
-- "FLIP character ->alt" (Swerve): the defender flips to that mode.
function Ctx.flip_defender_to(c, mode)
  local g, x = c.g, Ctx.defender(c)
  if not x or TC.mode_name(g, x) == mode then return end
  for i, m in ipairs(g:def(x).modes) do
    if m[1] == mode then return TC.mode_flip(g, x, i) end
  end
end

-- "own_char [bot] defends": the defender shows that mode.
function L.defender_in(mode) return function(g, _, ev) return TC.mode_name(g, ev.defender) == mode end end

return TC
