-- transformers-tcg/verbs.lua -- the card verbs, triggers and conditions of the generator's third pass.
--
-- ctx.lua and cardlib.lua hold the first passes' vocabulary; this file
-- adds, to the same tables, what tests/tools/gen_tcg_more.py writes:
-- triggers about another character (one of yours or an enemy attacks,
-- battles or is KO'd: `it` is that character), a card played, a host
-- flipped or upgraded; conditions read when a trigger fires; per-counts of
-- statics; and card verbs (counting, Upgrades returned or moved, the
-- opponent's hand and deck, keywords an enemy cannot use this turn).  All
-- state stays in the kernel: blocked keywords are player values with the
-- expiry "turn".

local TC = include "core"
local K = TC.K
local Z = TC.z
local Ctx = include "ctx"
local L = include "cardlib"

---------------------------------------------------------------------------
-- Triggers about another character: `it` (the ability's second argument)
---------------------------------------------------------------------------

-- A trigger on event `on` whose role picks the character it is about:
-- subject(g, self, ev) -> that character or nil (nil: not woken).  The
-- condition, if any, is cond(g, self, ev, it).
local function about(on, subject)
  return function(text, fn, timing, cond)
    return { on = timing or on, text = text, run = fn, subject = subject,
             when = function(g, self, ev)
               local x = subject(g, self, ev)
               return x ~= nil and (not cond or cond(g, self, ev, x))
             end }
  end
end
local function mine(g, self, x) return x ~= nil and g:controller(x) == g:controller(self) end
local on_bf = TC.on_bf

L.on_own_char_attack = about("A5", function(g, self, ev) return mine(g, self, ev.attacker) and ev.attacker or nil end)
L.on_enemy_attack = about("A5", function(g, self, ev)
  return ev.attacker ~= nil and not mine(g, self, ev.attacker) and ev.attacker or nil
end)
L.on_own_char_battle = about("A5", function(g, self, ev)
  if mine(g, self, ev.attacker) then return ev.attacker end
  if mine(g, self, ev.defender) then return ev.defender end
end)
-- "ON(own:Cars KOd)", "ON(enemy KOd)": while this card is on the battlefield.
L.on_own_ko = about("ko", function(g, self, ev)
  return on_bf(g, self) and ev.card ~= self and mine(g, self, ev.card) and ev.card or nil
end)
L.on_enemy_ko = about("ko", function(g, self, ev)
  return on_bf(g, self) and TC.is_character(g, ev.card) and not mine(g, self, ev.card) and ev.card or nil
end)
-- "ON(FLIP HOST -> another mode)": this Upgrade's character flips.
L.on_host_flip = about("flip", function(g, self, ev)
  return g:cget(self, K.host) ~= nil and ev.card == g:cget(self, K.host) and ev.card or nil
end)
-- "ON(PUT SELF or another Upgrade on HOST)": an Upgrade is put on this one's host.
L.on_host_upgraded = about("attach", function(g, self, ev)
  return g:cget(self, K.host) ~= nil and ev.host == g:cget(self, K.host) and ev.host or nil
end)
-- "ON(upgrade own:Cars)": an Upgrade is put on one of your characters.
L.on_own_upgraded = about("attach", function(g, self, ev) return mine(g, self, ev.host) and ev.host or nil end)
-- "ON(PLAY {GR} card)", "ON(OPP plays Action)": a card played (main.lua's "played").
L.on_card_played = about("played", function(g, self, ev) return ev.card end)

---------------------------------------------------------------------------
-- Conditions (g, self, ev[, it])
---------------------------------------------------------------------------

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

---------------------------------------------------------------------------
-- Card verbs
---------------------------------------------------------------------------

local function g_(c) return c.g end
local pick = Ctx.pick

function Ctx.hand_size(c, p) return hand(c.g, p) end
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

-- Drawing up to a hand size ("IF HAS < 4 cards @hand, draw cards == difference").
function Ctx.draw_up_to(c, n)
  local k = n - hand(c.g, c.player)
  if k > 0 then Ctx.draw(c, k) end
end

-- "FLIP SELF ->alt": to the mode of that name (nothing if already in it).
function Ctx.flip_self_to(c, name)
  local g, x = c.g, Ctx.char(c)
  if TC.mode_name(g, x) == name then return end
  for i, m in ipairs(g:def(x).modes) do
    if m[1] == name then return TC.mode_flip(g, x, i) end
  end
end

---------------------------------------------------------------------------
-- Cards: hand, deck, scrap
---------------------------------------------------------------------------

local function cards_where(g, z, pred)
  local out = {}
  for _, x in ipairs(g:cards(z)) do if pred(g, x) then out[#out + 1] = x end end
  return out
end

-- Play card x now (an Action, or an Upgrade on one of your characters).
function Ctx.play_card(c, x, onto)
  local g = c.g
  if TC.is_action(g, x) then TC.play_action(g, c.player, x); return true end
  local h = onto or pick(c, c.player, "On which character?", TC.hosts_for(g, c.player, x))
  if h and TC.can_host(g, x, h) then TC.attach(g, c.player, x, h); return true end
end
-- "IF IT's Upgrade, OPT PLAY IT": the player may play card x.
function Ctx.offer_play(c, x)
  if c.g:yes_no(c.player, "Play " .. c.g:name(x) .. "?") then return Ctx.play_card(c, x) end
end
-- "OPT PLAY {BK} card": an Action or Upgrade of your hand with the icon
-- (icon nil: "OPT PLAY card", any).
function Ctx.play_card_from_hand(c, icon)
  local g = c.g
  local x = g:choose(c.player, "Play a " .. (icon and "{" .. icon .. "} " or "") .. "card from your hand?",
                     cards_where(g, Z(g, "hand", c.player), function(g_, y)
                       return (not icon or TC.has_icon(g_, y, icon)) and (TC.is_action(g_, y) or TC.is_upgrade(g_, y)) end),
                     { optional = true, none = "no" })
  if x then return Ctx.play_card(c, x) end
end
function Ctx.play_secret_from_hand(c)
  local g = c.g
  local x = g:choose(c.player, "Play a Secret Action from your hand?",
                     cards_where(g, Z(g, "hand", c.player), function(g_, y) return g_:def(y).type == "Secret Action" end),
                     { optional = true, none = "no" })
  if x then TC.play_action(g, c.player, x); return true end
end

function Ctx.return_scrap_where(c, pred, what)
  local g = c.g
  local x = g:choose(c.player, "Return which " .. what .. " to your hand?",
                     cards_where(g, Z(g, "scrap", c.player), pred), { auto = true })
  if x then g:move(x, Z(g, "hand", c.player)); return true end
end
-- "PUT Armor or Utility <-own_scrap onto SELF" (a put, not a play).
function Ctx.scrap_to_upgrade(c, slots)
  local g, me = c.g, Ctx.char(c)
  local x = g:choose(c.player, "Put which Upgrade from your scrap pile onto " .. g:name(me) .. "?",
                     cards_where(g, Z(g, "scrap", c.player), function(g_, y)
                       if not TC.is_upgrade(g_, y) or not TC.can_host(g_, y, me) then return false end
                       for _, s in ipairs(slots) do if (g_:def(y).slot or "utility") == s then return true end end
                       return false end), { auto = true })
  if x then TC.attach(g, c.player, x, me, true); return true end
end

-- "REVEAL own_deck.top(5) ; PUT Upgrades from among them ->own_hand ; SCRAP rest":
-- the cards are taken one by one (the scrap pile's reshuffle, digest 11,
-- leaves out those this effect scrapped).
function Ctx.reveal_take(c, n, pred)
  local g = c.g
  for _, x in ipairs(Ctx.mill(c, n)) do
    g:reveal(x)
    if pred(g, x) then g:move(x, Z(g, "hand", c.player)) end
  end
end
-- "SCRAP own_deck.top(4) ; PUT Upgrades scrapped SELF way ->own_hand".
Ctx.mill_take = Ctx.reveal_take
-- "REVEAL own_deck.top(3) ; IF include >= {OR+BL+WH}, PUT them ->own_hand ; OTHERWISE SCRAP them".
function Ctx.reveal_all_or_none(c, n, req)
  local g = c.g
  local xs, have = Ctx.mill(c, n), {}
  for _, x in ipairs(xs) do
    g:reveal(x)
    for color, k in pairs(g:def(x).icons or {}) do have[color] = (have[color] or 0) + k end
  end
  for icon, k in pairs(req) do
    if (have[TC.ICON[icon]] or 0) < k then return false end
  end
  for _, x in ipairs(xs) do g:move(x, Z(g, "hand", c.player)) end
  return true
end

-- Cards in the opponent's scrap pile with at least these icons ({ OR = 2 }).
function Ctx.opp_scrap_count(c, req)
  return #cards_where(c.g, Z(c.g, "scrap", Ctx.opp(c)), function(g, x)
    local ic = g:def(x).icons or {}
    for icon, k in pairs(req) do if (ic[TC.ICON[icon]] or 0) < k then return false end end
    return true
  end)
end
-- The opponent scraps the top n of their deck.
function Ctx.opp_mill(c, n)
  local o = Ctx.opp(c)
  for _ = 1, n do
    if not TC.mill(c.g, o) then break end
  end
end

-- "PEEK opp_hand & SCRAP Action from IT": you see the hand, scrap one such card.
function Ctx.peek_opp_hand_scrap(c, pred)
  local g, o = c.g, Ctx.opp(c)
  local h = g:cards(Z(g, "hand", o))
  for _, x in ipairs(h) do g:reveal(x, c.player) end
  local x = g:choose(c.player, "Scrap which card of the opponent's hand?", cards_where(g, Z(g, "hand", o), pred),
                     { auto = true })
  if x then TC.scrap(g, x); return true end
end
-- "OPP CHOOSE 3 cards <-opp_hand & SCRAP rest".
function Ctx.opp_keeps(c, n)
  local g, o = c.g, Ctx.opp(c)
  local keep = {}
  for i = 1, n do
    local rest = cards_where(g, Z(g, "hand", o), function(_, x) return not keep[x] end)
    if #rest == 0 then break end
    local x = g:choose(o, "Keep which card (" .. i .. " of " .. n .. ")?", rest, { auto = true })
    keep[x] = true
  end
  for _, x in ipairs(g:cards(Z(g, "hand", o))) do
    if not keep[x] then TC.scrap(g, x) end
  end
end
-- "OPP CHOOSE 3 cards <-opp_hand & REVEAL them ; SCRAP one them": you pick the one.
function Ctx.opp_shows_scrap_one(c, n)
  local g, o = c.g, Ctx.opp(c)
  local shown, set = {}, {}
  for i = 1, n do
    local rest = cards_where(g, Z(g, "hand", o), function(_, x) return not set[x] end)
    if #rest == 0 then break end
    local x = g:choose(o, "Reveal which card (" .. i .. " of " .. n .. ")?", rest, { auto = true })
    set[x] = true; shown[#shown + 1] = x
    g:reveal(x)
  end
  local x = g:choose(c.player, "Scrap which revealed card?", shown, { auto = true })
  if x then TC.scrap(g, x) end
end

---------------------------------------------------------------------------
-- Upgrades: moved, returned, scrapped
---------------------------------------------------------------------------

-- "OPT MOVE Weapon from own_char -> another one".
function Ctx.move_own_upgrade(c, slot)
  local g = c.g
  local u = g:choose(c.player, "Move which of your " .. slot .. " Upgrades?",
                     cards_where(g, Z(g, "upgrades", c.player), function(g_, x) return (g_:def(x).slot or "utility") == slot end),
                     { optional = true, none = "no" })
  if not u then return end
  local out = {}
  for _, x in ipairs(TC.characters(g, c.player)) do
    if x ~= TC.host(g, u) and TC.can_host(g, u, x) then out[#out + 1] = x end
  end
  local h = pick(c, c.player, "Onto which character?", out)
  if h then TC.attach(g, c.player, u, h, true); return true end
end
local function to_owners_hand(g, u)
  TC.removing(g, u)                                     -- removal.lua
  g:move(u, Z(g, "hand", g:owner(u)))
  g:cset(u, K.host, nil)
  g:log("%s returns to p%d's hand", g:name(u), g:owner(u))
end
-- "RETURN upgrades on character -> owner's hand": all of character x's.
function Ctx.return_upgrades(c, x)
  if not x then return end
  for _, u in ipairs(TC.upgrades_of(c.g, x)) do to_owners_hand(c.g, u) end
end
-- One Upgrade of player p's characters (p = 0: anyone's; or of character x)
-- to its owner's hand.
function Ctx.return_upgrade(c, p, x)
  local g = c.g
  if not x and not p then return end             -- "DEFENDER's" outside a battle
  local us = x and TC.upgrades_of(g, x) or p ~= 0 and g:cards(Z(g, "upgrades", p)) or nil
  if not us then
    us = g:cards(Z(g, "upgrades", 1))
    for _, u in ipairs(g:cards(Z(g, "upgrades", 2))) do us[#us + 1] = u end
  end
  local u = g:choose(c.player, "Return which Upgrade to its owner's hand?", us, { auto = true })
  if u then to_owners_hand(g, u); return true end
end
-- "OPP CHOOSE one Upgrades & SCRAP IT": one of the opponent's, their pick
-- (of a slot: "OPP CHOOSE one thier Armors & SCRAP IT").
function Ctx.opp_scraps_upgrade(c, slot)
  local g, o = c.g, Ctx.opp(c)
  local us = cards_where(g, Z(g, "upgrades", o), function(g_, u) return not slot or (g_:def(u).slot or "utility") == slot end)
  local u = g:choose(o, "Scrap which of your Upgrades?", us, { auto = true })
  if u then TC.scrap(g, u); return true end
end

---------------------------------------------------------------------------
-- Second batch: flip results, taps, damage, KO'd characters that flip,
-- combat limits, delayed end-of-turn effects
---------------------------------------------------------------------------

-- What player p flipped in this combat (combat.lua's "fl<p>_<color>").
local COLORS = { "white", "orange", "blue", "black", "green" }
local function flipped(g, p, color) return g:gget("fl" .. p .. "_" .. color) or 0 end
local function colors_flipped(g, p)
  local n = 0
  for _, col in ipairs(COLORS) do if flipped(g, p, col) > 0 then n = n + 1 end end
  return n
end
function Ctx.flipped_count(c, icon) return flipped(c.g, c.player, TC.ICON[icon]) end
function Ctx.flipped_colors(c) return colors_flipped(c.g, c.player) end
function Ctx.flipped_at_least(c, req)
  for icon, n in pairs(req) do
    if flipped(c.g, c.player, TC.ICON[icon]) < n then return false end
  end
  return true
end
-- "flipped>=3 different icon" (exact: "icon exactly 4 different colors").
function L.flipped_colors(n, exact)
  return function(g, self)
    local k = colors_flipped(g, g:controller(self))
    if exact then return k == n end
    return k >= n
  end
end
function L.per_flipped(icon) return function(g, c) return flipped(g, g:controller(c), TC.ICON[icon]) end end
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

L.on_own_tap = about("tapped", function(g, self, ev) return mine(g, self, ev.card) and ev.card or nil end)
L.on_enemy_tap = about("tapped", function(g, self, ev)
  return TC.is_character(g, ev.card) and not mine(g, self, ev.card) and ev.card or nil
end)
L.on_enemy_damaged = about("damage", function(g, self, ev)
  return TC.is_character(g, ev.card) and not mine(g, self, ev.card) and ev.card or nil
end)
-- "ON(SELF @own_KO & flip_to_mode)": this character, in its owner's KO area,
-- flips to this mode (queue.lua wakes abilities marked ko_zone there).
function L.on_ko_flip(text, fn)
  return { on = "flip", role = "self", ko_zone = true, text = text, run = fn,
           when = function(g, self) return g:where(self) == Z(g, "ko", g:owner(self)) end }
end

-- Player p's battle flips this combat stop at n (the lowest cap holds).
function Ctx.flip_cap(c, p, n)
  local k = "flip_cap" .. p
  local old = c.g:gget(k)
  if not old or n < old then c.g:gset(k, n, K.combat) end
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
-- "# Weapons HAS @bf": your Upgrades of that slot on your characters.
function Ctx.own_slot_count(c, slot)
  return #cards_where(c.g, Z(c.g, "upgrades", c.player), function(g, u) return (g:def(u).slot or "utility") == slot end)
end
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

-- The top card of your deck: reveal it (to everyone, or to you only).
function Ctx.reveal_top(c, all)
  local x = TC.top(c.g, c.player)
  if x then
    c.g:reveal(x, (all == false) and c.player or nil)
    c.g:log("p%d reveals %s from the top of the deck", c.player, c.g:name(x))
  end
  return x
end
-- "REVEAL own_deck.top(1) ; IF IT's Action, OPT PLAY IT" (PEEK: only you see it).
function Ctx.top_may_play(c, pred, reveal)
  local x = Ctx.reveal_top(c, reveal)
  if x and pred(c.g, x) then return Ctx.offer_play(c, x) end
end
-- "REVEAL own_deck.top(1) ; IF IT's Armor, PLAY IT onto HOST".
function Ctx.top_play_onto(c, slot)
  local g, h = c.g, Ctx.char(c)
  local x = Ctx.reveal_top(c)
  if x and TC.is_upgrade(g, x) and g:def(x).slot == slot and TC.can_host(g, x, h) then
    TC.attach(g, c.player, x, h); return true
  end
end
function Ctx.may_scrap_top(c)
  local x = c.g:top(Z(c.g, "deck", c.player))
  if x and c.g:yes_no(c.player, "Scrap " .. c.g:name(x) .. " from the top of your deck?") then TC.scrap(c.g, x) end
end
-- "OPP REVEAL card at random <-opp_hand".
function Ctx.opp_reveal_random(c)
  local h = c.g:cards(Z(c.g, "hand", Ctx.opp(c)))
  if #h == 0 then return nil end
  local x = h[c.g:random(#h)]
  c.g:reveal(x)
  c.g:log("p%d reveals %s at random", Ctx.opp(c), c.g:name(x))
  return x
end
-- "OPP REVEAL opp_deck.top(2) ; OPT HAS OPP SCRAP those cards".
function Ctx.opp_reveal_top_may_scrap(c, n)
  local g, o = c.g, Ctx.opp(c)
  local deck = Z(g, "deck", o)
  for i = 1, math.min(n, g:size(deck)) do g:reveal(g:top(deck, i)) end
  if g:size(deck) > 0 and g:yes_no(c.player, "Have the opponent scrap the revealed cards?") then Ctx.opp_mill(c, n) end
end
local ICON_NAMES = { "WH", "OR", "BL", "GR", "BK" }
function Ctx.choose_color(c)
  local o = {}
  for i, k in ipairs(ICON_NAMES) do o[i] = { label = TC.ICON[k], value = k } end
  return c.g:choose(c.player, "Choose an icon color", o)
end
-- "own_char ... IF IT shares trait SELF".
function Ctx.shares_trait(c, x)
  local mine_ = {}
  for _, t in ipairs(TC.mode(c.g, Ctx.char(c)).traits or {}) do mine_[t] = true end
  for _, t in ipairs(TC.mode(c.g, x).traits or {}) do if mine_[t] then return true end end
  return false
end
-- "RETURN <=2 Secret Actions HAS different names <-own_scrap ->own_hand".
function Ctx.return_secrets(c, n)
  local g, names = c.g, {}
  for _ = 1, n do
    local x = g:choose(c.player, "Return a Secret Action to your hand?",
                       cards_where(g, Z(g, "scrap", c.player), function(g_, y)
                         return g_:def(y).type == "Secret Action" and not names[g_:name(y)] end),
                       { optional = true, none = "done" })
    if not x then return end
    names[g:name(x)] = true
    g:move(x, Z(g, "hand", c.player))
  end
end
-- "PEEK own_deck.top(3) ; OPT REVEAL Secret Action from among them & PUT IT ->own_hand".
function Ctx.peek_take_secret(c, n)
  local g, deck = c.g, Z(c.g, "deck", c.player)
  local look = {}
  for i = 1, math.min(n, g:size(deck)) do look[i] = g:top(deck, i); g:reveal(look[i], c.player) end
  local x = g:choose(c.player, "Put a Secret Action from among them into your hand?",
                     cards_where(g, deck, function(g_, y)
                       for _, l in ipairs(look) do if l == y then return g_:def(y).type == "Secret Action" end end
                       return false end), { optional = true, none = "no" })
  if x then g:reveal(x); g:move(x, Z(g, "hand", c.player)) end
end
-- "MOVE Upgrade from enemy -> another enemy".
function Ctx.move_enemy_upgrade(c)
  local g, o = c.g, Ctx.opp(c)
  local u = g:choose(c.player, "Move which enemy Upgrade?", g:cards(Z(g, "upgrades", o)), { auto = true })
  if not u then return end
  local out = {}
  for _, x in ipairs(TC.characters(g, o)) do
    if x ~= TC.host(g, u) and TC.can_host(g, u, x) then out[#out + 1] = x end
  end
  local h = pick(c, c.player, "Onto which enemy?", out)
  if h then TC.attach(g, o, u, h, true); return true end
end
-- "OPT PLAY {BK} Weapon <-own_scrap onto SELF".
function Ctx.play_from_scrap(c, icon, slot)
  local g, me = c.g, Ctx.char(c)
  local x = g:choose(c.player, "Play a " .. slot .. " from your scrap pile onto " .. g:name(me) .. "?",
                     cards_where(g, Z(g, "scrap", c.player), function(g_, y)
                       return TC.is_upgrade(g_, y) and TC.has_icon(g_, y, icon) and g_:def(y).slot == slot
                              and TC.can_host(g_, y, me) end), { optional = true, none = "no" })
  if x then TC.attach(g, c.player, x, me); return true end
end
-- "EACH_PLAYER REVEAL hands & SCRAP upgrades from IT".
function Ctx.each_reveal_scrap_upgrades(c)
  local g = c.g
  for p = 1, 2 do
    for _, x in ipairs(g:cards(Z(g, "hand", p))) do
      g:reveal(x)
      if TC.is_upgrade(g, x) then TC.scrap(g, x) end
    end
  end
end
-- "EACH_PLAYER CHOOSE Weapon on opp_char & SCRAP IT", you first.
function Ctx.each_scrap_enemy_weapon(c)
  local g = c.g
  for _, p in ipairs({ c.player, Ctx.opp(c) }) do
    local ws = cards_where(g, Z(g, "upgrades", TC.other(g, p)), function(g_, u) return g_:def(u).slot == "weapon" end)
    local u = g:choose(p, "Scrap which enemy Weapon?", ws, { auto = true })
    if u then TC.scrap(g, u) end
  end
end
-- "EACH_PLAYER CHOOSE card in hand & SCRAP IT", you first.
function Ctx.each_scrap_from_hand(c)
  local g = c.g
  for _, p in ipairs({ c.player, Ctx.opp(c) }) do
    local x = g:choose(p, "Scrap which card of your hand?", g:cards(Z(g, "hand", p)), { auto = true })
    if x then TC.scrap(g, x) end
  end
end

return Ctx
