-- transformers-tcg/core.lua -- the shared vocabulary of the Transformers TCG ruleset.
--
-- One table, TC, that the other modules extend.  Here: zone ids, the
-- option switches of digest section 17, card definitions (character,
-- battle card), a character's current numbers (attack, defense, health,
-- keywords: printed mode + attached Upgrades + "until end of turn"
-- values), damage, KO (TF.SBA.KO), drawing and taking the top card of a
-- deck with the reshuffle of digest section 11, and the end of the game.
-- Every value lives in the kernel: card values `mode`, `tapped`, `dmg`,
-- `host`; player values for the main-phase budget (expiry "turn").

local TC = {}
local fmt = string.format

TC.PERSONAL = { "deck", "hand", "battlefield", "upgrades", "played", "secret", "scrap", "ko", "box",
                "heads", "under", "stratagems" }
TC.VIS = { deck = "hidden", hand = "owner", secret = "owner", box = "hidden", under = "hidden" }

-- Zone ids: the kernel makes every player's zones in TC.PERSONAL order, p1's
-- first, so an id is arithmetic (no lookup by name on every call).
local ZI, NZ = {}, #TC.PERSONAL
for i, n in ipairs(TC.PERSONAL) do ZI[n] = i end
function TC.z(g, name, p) return (p - 1) * NZ + ZI[name] end
local Z = TC.z
-- Whether card x (nil: no) is on its owner's battlefield.
function TC.on_bf(g, x) return x ~= nil and g:where(x) == Z(g, "battlefield", g:owner(x)) end

-- The value names (and expiry tags) read on every decision, resolved once
-- (g:key): TC.K.mode.
local K = {}
for _, n in ipairs({ "atk_b", "atk_set", "atk_t", "att", "attacked", "c_att", "c_def",
                     "c_pierce", "combat", "def_b", "def_t", "dfd", "dmg", "effect", "flipped",
                     "greens", "host", "hp_t", "last_damage", "lock_att", "lock_def", "m_action",
                     "m_flip", "m_tap", "m_upgrade", "mode", "protect", "tapped",
                     "turn" }) do
  K[n] = g:key(n)
end
TC.K = K

function TC.pname(p) return "p" .. p end
function TC.other(g, p) return p % 2 + 1 end

-- Options (digest 17): defaults are the adopted readings.
TC.DEFAULTS = {
  attack_optional = false,          -- 17.1
  triple_changer_any_to_any = true, -- 17.8
  ko_upgrades_to_scrap = true,      -- 17.19
  hand_size = 6,                    -- setup: not in the digest (an option)
  upgrade_replace = true,           -- a full slot: the old Upgrade is scrapped
  battle_card_stars = true,         -- the data's glossary: a card's stars are its team-point cost
}
-- Options whose value is one of a few words (the readings of one text): choice(key, words)
-- makes words[1] the default, and setup refuses any other value (TC.check_choices).
TC.CHOICES = {}
function TC.choice(key, words)
  TC.DEFAULTS[key] = words[1]
  TC.CHOICES[key] = words
end
function TC.check_choices(opts)
  for key, words in pairs(TC.CHOICES) do
    local v = opts[key]
    local known = v == nil
    for _, w in ipairs(words) do known = known or v == w end
    if not known then
      error(string.format("option %s: '%s' is none of '%s'", key, tostring(v), table.concat(words, "', '")), 0)
    end
  end
end

function TC.opt(g, k)
  local v = g:options()[k]
  if v == nil then return TC.DEFAULTS[k] end
  return v
end

---------------------------------------------------------------------------
-- Definitions
---------------------------------------------------------------------------

function TC.def(g, c) return g:def(c) end
-- A character card: every kind but battle cards and Stratagems (Battle
-- Masters, Titan Masters, Weaponizers and combined forms are characters,
-- whatever side they show; kinds.lua).
local NOT_CHAR = { battle = true, stratagem = true }
function TC.is_character(g, c) return not NOT_CHAR[g:def(c).kind] end
function TC.is_upgrade(g, c) return g:def(c).type == "Upgrade" end
-- Battle icons by the notation's names: "{BK} card" has at least one black icon.
TC.ICON = { WH = "white", OR = "orange", BL = "blue", BK = "black", GR = "green" }
function TC.has_icon(g, x, icon)
  return ((g:def(x).icons or {})[TC.ICON[icon] or icon] or 0) > 0
end
function TC.is_action(g, c)
  local t = g:def(c).type
  return t == "Action" or t == "Secret Action"
end

-- The current mode's table of a character.
function TC.mode(g, c)
  local d = g:def(c)
  return d.modes[g:cget(c, K.mode) or 1] or d.modes[1]
end
function TC.mode_name(g, c) return TC.mode(g, c)[1] end

-- A trait of the current mode, or the faction (the data writes
-- "Autobots", "Cars": plural forms match).
local function same(a, b) return a == b or a .. "s" == b or a == b .. "s" end
function TC.has_trait(g, c, trait)
  for _, t in ipairs(TC.mode(g, c).traits or {}) do
    if same(t, trait) then return true end
  end
  local f = g:def(c).faction
  return f ~= nil and f ~= "" and same(f, trait)
end

-- The notation's "<Name or Trait>": c is so named (its name before the
-- subtitle: "Trypticon" is "Trypticon - Assault Base") or has the trait.
function TC.named(g, c, name)
  local n = g:def(c).name
  return n == name or n:sub(1, #name + 3) == name .. " - "
end
function TC.answers_to(g, c, what) return TC.named(g, c, what) or TC.has_trait(g, c, what) end

-- The cards attached to character c in zone zn ("upgrades", "heads",
-- "under": the value `host` names c), oldest first.
local NONE = setmetatable({}, { __newindex = function() error("read-only", 2) end })
function TC.attached(g, c, zn)
  local z = Z(g, zn, g:owner(c))
  if g:size(z) == 0 then return NONE end
  local out = {}
  for _, u in ipairs(g:cards(z)) do
    if g:cget(u, K.host) == c then out[#out + 1] = u end
  end
  return out
end

-- The Upgrades attached to character c (oldest first).
function TC.upgrades_of(g, c) return TC.attached(g, c, "upgrades") end

function TC.host(g, u) return g:cget(u, K.host) end

-- The facts an attached card gives its host (slot, atk_mod, def_mod,
-- hp_mod, kw, icons): a battle card's definition, or the current side of
-- a character card attached as an Upgrade (a Battle Master's or a
-- Weaponizer's upgrade side: cardlib.lua fills those fields).
function TC.udef(g, u)
  local d = g:def(u)
  if d.modes then return d.modes[g:cget(u, K.mode) or 1] or d end
  return d
end

-- The slot an Upgrade takes: card value "slot_as" (a Weaponizer's side
-- that may take another slot, kinds.lua), else its printed slot.
function TC.slot_of(g, u) return g:cget(u, "slot_as") or TC.udef(g, u).slot or "utility" end

---------------------------------------------------------------------------
-- Numbers (digest 12.1 steps 1-2): printed + Upgrades + until end of turn
---------------------------------------------------------------------------

local function upgrade_sum(g, c, field)
  local n = 0
  for _, u in ipairs(TC.upgrades_of(g, c)) do n = n + (TC.udef(g, u)[field] or 0) end
  return n
end

-- Static abilities ("WHILE(cond) => X HAS bonus", cardlib's `while_`):
-- field (atk, def, hp, or a keyword) summed over the statics that reach
-- character c.  The kernel sums them (g:static, kernel/lua/statics.c)
-- from the sources this declares, on c's owner's side: c's current mode's
-- (scope "self"), its Upgrades' and heads' ("host": the value `host` names
-- c; a head's GRANT, kinds.lua), the Stratagems' (stratagems.lua) and the
-- team's characters' ("each_own", "each_own_other"), and the Upgrades'
-- team auras ("team", "team_other": not its host; their cond is
-- cond(g, c, u)), and the Actions in the played area that chose c this
-- turn ("chosen", effects2.lua) -- each while its condition holds for c,
-- and only while its source shows the side (mode) it is written for.
-- A character's own "Enemies CANNOT use <k>" ("enemies": deny_<k>, no
-- other static gives a deny_ field) is what TC.denied asks of the enemies.
TC.STATICS = {
  list = "statics", side = "mode",
  from = {
    { scope = "self", side = 1 },
    { scope = "host", zone = "upgrades", attached = "host", side = true },
    { scope = "host", zone = "heads", attached = "host", side = true },
    { scope = "each_own", zone = "stratagems" },
    { scope = "each_own", zone = "battlefield", side = 1 },
    { scope = "each_own_other", zone = "battlefield", side = 1, other = true },
    { scope = "team", zone = "upgrades", side = "any", with_source = true },
    { scope = "team_other", zone = "upgrades", side = "any", with_source = true, unless = "host" },
    { scope = "chosen", zone = "played", attached = "chosen", side = "any" },
    { scope = "enemies", side = 1 },   -- "Enemies CANNOT use <k>": a character's own, TC.denied asks it
  },
}

-- The statics of card src with this scope that give field to character c
-- (TC.denied's "against_host": an attacker's Upgrades'): mode, the side src shows.
local function statics_of(g, src, scope, c, field, mode)
  local list = g:def(src).statics
  if not list then return 0 end
  if mode == true then mode = g:cget(src, K.mode) end   -- an attached card's side, read only when needed
  local n = 0
  for _, ab in ipairs(list) do
    local b = ab.bonus
    if b and b[field] and ab.scope == scope and (not ab.mode or ab.mode == mode)
       and (not ab.cond or ab.cond(g, c)) then n = n + b[field] * (ab.per and ab.per(g, c) or 1) end
  end
  return n
end

function TC.static(g, c, field) return g:static(c, field) end

-- "CANNOT use <k>": the one check (keywords.lua has the verbs).  Character
-- c may not use keyword k while it carries the value "deny_<k>" (the
-- attacker, "ATTACKER CANNOT use Pierce [battle]"), its player carries
-- "deny_<k>" ("Enemies CANNOT use Tough [turn]"), the game carries
-- "deny_<k>_<its faction>" ("Autobots & Decepticons CANNOT use Stealth
-- [turn]"), an enemy character's side has the static "Enemies CANNOT use
-- <k>" (scope "enemies", bonus deny_<k>), or c battles (or may be chosen
-- to defend against) a character with an Upgrade that says "Enemies CANNOT
-- use <k> against HOST" (scope "against_host").
function TC.denied(g, c, k)
  local p, f, key = g:owner(c), g:def(c).faction, "deny_" .. k
  if g:cget(c, key) or g:pget(p, key) or f and f ~= "" and g:gget(key .. "_" .. f) then return true end
  for _, x in ipairs(TC.characters(g, TC.other(g, p))) do
    if g:static(x, key) > 0 then return true end     -- its "enemies" statics (only they give deny_*)
  end
  local att = g:gget(K.att)
  local foe = c == att and g:gget(K.dfd) or att and g:owner(att) ~= p and att
  if foe then
    for _, u in ipairs(TC.upgrades_of(g, foe)) do
      if statics_of(g, u, "against_host", c, key, true) > 0 then return true end
    end
  end
  return false
end

function TC.attack(g, c)
  local a = TC.mode(g, c).atk
  if type(a) ~= "number" then a = g:cget(c, K.atk_set) or 0 end
  return a + upgrade_sum(g, c, "atk_mod") + (g:cget(c, K.atk_t) or 0) + (g:cget(c, K.atk_b) or 0)
         + TC.static(g, c, "atk")
end
function TC.defense(g, c)
  return (TC.mode(g, c).def or 0) + upgrade_sum(g, c, "def_mod") + (g:cget(c, K.def_t) or 0)
         + (g:cget(c, K.def_b) or 0) + TC.static(g, c, "def")
end
function TC.health(g, c)
  return (g:def(c).health or 1) + upgrade_sum(g, c, "hp_mod") + (g:cget(c, K.hp_t) or 0)
         + TC.static(g, c, "hp")
end

-- Keyword total (Bold, Tough, Pierce, Focus, Safeguard, Stealth, Brave):
-- the mode's, every attached Upgrade's, statics, and "kw_<K>" card values;
-- 0 while c may not use it (TC.denied).
function TC.kw(g, c, k)
  local n = (TC.mode(g, c).kw or {})[k] or 0
  for _, u in ipairs(TC.upgrades_of(g, c)) do n = n + ((TC.udef(g, u).kw or {})[k] or 0) end
  n = n + (g:cget(c, "kw_" .. k) or 0) + TC.static(g, c, k)
  if n > 1 and (k == "Bold" or k == "Tough") and TC.denied(g, c, "over1_" .. k) then n = 1 end   -- Brunt (effects2.lua)
  if n > 0 and TC.denied(g, c, k) then return 0 end
  return n
end

-- Does character c carry an Upgrade with this icon ("WH", ...)?
function TC.upgrade_with_icon(g, c, icon)
  for _, u in ipairs(TC.upgrades_of(g, c)) do
    if TC.has_icon(g, u, icon) then return true end
  end
  return false
end

-- Does character c carry an Upgrade of this slot (weapon, armor, utility)?
function TC.has_slot(g, c, slot)
  for _, u in ipairs(TC.upgrades_of(g, c)) do
    if TC.slot_of(g, u) == slot then return true end
  end
  return false
end

function TC.damage(g, c) return g:cget(c, K.dmg) or 0 end
function TC.tapped(g, c) return g:cget(c, K.tapped) == true end

function TC.characters(g, p) return g:cards(Z(g, "battlefield", p)) end

function TC.untapped(g, p)
  local out = {}
  for _, c in ipairs(TC.characters(g, p)) do
    if not TC.tapped(g, c) then out[#out + 1] = c end
  end
  return out
end

function TC.tap(g, c)
  g:cset(c, K.tapped, true)
  TC.raise(g, "tapped", { card = c })     -- not "tap": that `on` marks a tap ability (cardlib.lua)
end

---------------------------------------------------------------------------
-- Damage, repair, KO (digest 7.3, 13, TF.SBA.KO)
---------------------------------------------------------------------------

-- Safeguard (17.14): caps one placement while the character is undamaged.
function TC.safeguard(g, c, n)
  local s = TC.kw(g, c, "Safeguard")
  if s > 0 and TC.damage(g, c) == 0 and n > s then return s end
  return n
end

-- Places n counters on c (non-attack damage goes through "minus" statics,
-- then Safeguard here; attack damage has had its modifiers in C3 already).
function TC.place_damage(g, c, n, attack)
  if not attack then n = TC.safeguard(g, c, n - TC.static(g, c, "na_dmg_minus")) end   -- replace.lua
  if n <= 0 then return 0 end
  g:cadd(c, K.dmg, n)
  local over = TC.damage(g, c) - TC.health(g, c)       -- excess damage (perturn.lua)
  if over > 0 then g:cset(c, "excess_t", math.min(over, n), K.turn) end
  g:log("%s takes %d damage (%d/%d)", g:name(c), n, TC.damage(g, c), TC.health(g, c))
  TC.raise(g, "damage", { card = c, n = n, attack = attack, source = TC.damage_source(g, attack) })   -- sources.lua
  TC.check_ko(g)
  return n
end

function TC.repair(g, c, n)
  local d = TC.damage(g, c)
  if d > 0 and TC.denied(g, c, "repair") then return 0 end                   -- "enemies CANNOT repaired"
  if n > 0 and d > 0 then n = n + TC.static(g, c, "repair_plus") end               -- replace.lua
  n = math.min(n, d)
  if n <= 0 then return 0 end
  g:cset(c, K.dmg, d - n > 0 and d - n or nil)
  g:log("%s is repaired by %d", g:name(c), n)
  TC.raise(g, "repair", { card = c, n = n })
  return n
end

-- Scrap card c (EVT.SCRAP is raised, with the character it was on).  A
-- character card never goes to the scrap pile: attached as an Upgrade
-- (a Battle Master, a Weaponizer's side) it goes to the KO area instead
-- (the data's "REPLACE(leave_bf => own_KO)").
function TC.scrap(g, c)
  local p, host, from = g:owner(c), g:cget(c, K.host), g:where(c)
  local ko_ = TC.is_character(g, c)
  TC.removing(g, c)                                     -- removal.lua: "removed" from its character
  g:move(c, Z(g, ko_ and "ko" or "scrap", p))
  g:cset(c, K.host, nil)
  if ko_ then
    g:log("%s goes to the KO area instead of the scrap pile", g:name(c))
    if host then TC.raise(g, "to_ko", { card = c, player = p, host = host }) end   -- an Upgrade side
    return
  end
  TC.raise(g, "scrap", { card = c, player = p, host = host, from = from })
end

-- A KO is one resolving unit: Revenge abilities (the character's and its
-- Upgrades', which are still attached when the event is raised) wait
-- until the character and its Upgrades have gone.
local function ko(g, c)
  local p = g:owner(c)
  local ups = TC.upgrades_of(g, c)
  TC.resolving(g, function()
    g:move(c, Z(g, "ko", p))
    g:cset(c, K.tapped, nil)
    g:log("%s is KO'd", g:name(c))
    g:gadd("kos", 1); g:padd(p, "kos", 1)    -- the game's KO counts ("second character KOd [game]", fleet.lua)
    TC.raise(g, "ko", { card = c, player = p })
    if TC.answer_ko then TC.answer_ko(g, c, p) end   -- answers2.lua: Upgrades put elsewhere instead
    for _, u in ipairs(ups) do
      if g:cget(u, K.host) ~= c then goto moved end
      g:cset(u, "was_on", c, K.turn)           -- "Upgrades were on HOST" (Escape Capsule, kinds.lua)
      if TC.opt(g, "ko_upgrades_to_scrap") then TC.scrap(g, u)
      else
        TC.removing(g, u); g:move(u, Z(g, "ko", p)); g:cset(u, K.host, nil)
        if TC.is_character(g, u) then TC.raise(g, "to_ko", { card = u, player = p, host = c }) end
      end
      ::moved::
    end
    if TC.after_ko then TC.after_ko(g, c, p) end   -- heads, cards under it (kinds.lua)
  end)
end

TC.ko = ko                              -- an effect's "KO(IT)"

-- TF.SBA.KO: every character whose counters reach its health is KO'd.
function TC.check_ko(g)
  for p = 1, 2 do
    for _, c in ipairs(TC.characters(g, p)) do
      if TC.damage(g, c) >= TC.health(g, c) then ko(g, c) end
    end
  end
  TC.check_victory(g)
end

-- Victory (digest 14, a placeholder the digest calls an assumption):
-- a player with no character left on the battlefield loses.
function TC.check_victory(g)
  if g:over() then return end
  local out = {}
  for p = 1, 2 do out[p] = #TC.characters(g, p) == 0 end
  if out[1] and out[2] then g:finish({}, "both teams are KO'd: a draw")
  elseif out[1] then g:finish({ 2 }, "p1 has no character left: p2 wins")
  elseif out[2] then g:finish({ 1 }, "p2 has no character left: p1 wins") end
end

---------------------------------------------------------------------------
-- Deck: taking the top card, with the reshuffle of digest 11
---------------------------------------------------------------------------

-- Cards the resolving effect moved from the deck to the scrap pile carry
-- card value "protect" (expiry "effect"), so the reshuffle leaves them out.
function TC.reshuffle(g, p)
  local deck, scrap = Z(g, "deck", p), Z(g, "scrap", p)
  local moved = 0
  for _, c in ipairs(g:cards(scrap)) do
    if not g:cget(c, K.protect) then g:move(c, deck); moved = moved + 1 end
  end
  if moved == 0 then return false end
  g:shuffle(deck)
  g:log("p%d shuffles %d scrapped cards into a new deck", p, moved)
  TC.raise(g, "reshuffle", { player = p })
  return true
end

function TC.check_reshuffle(g, p)
  if g:size(Z(g, "deck", p)) == 0 then TC.reshuffle(g, p) end
end

-- The top card of p's deck, taken out of the deck by the caller's move;
-- nil when deck and scrap are both empty (17.16).
function TC.top(g, p)
  TC.check_reshuffle(g, p)
  return g:top(Z(g, "deck", p))
end

function TC.draw(g, p, n)
  local got = 0
  for _ = 1, n or 1 do
    local c = TC.top(g, p)
    if not c then break end
    g:move(c, Z(g, "hand", p))
    got = got + 1
    TC.check_reshuffle(g, p)
  end
  if got > 0 then
    g:log("p%d draws %d", p, got)
    TC.raise(g, "draw", { player = p, n = got })
  end
  return got
end

-- Scrap the top card of p's deck (Treasure Hunt): protected for the effect.
function TC.mill(g, p)
  local c = TC.top(g, p)
  if not c then return nil end
  g:move(c, Z(g, "scrap", p))
  g:cset(c, K.protect, true, K.effect)
  TC.raise(g, "scrap", { card = c, player = p })
  TC.check_reshuffle(g, p)
  return c
end

TC.fmt = fmt
return TC
