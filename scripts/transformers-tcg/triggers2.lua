-- transformers-tcg/triggers2.lua -- the triggers of round 5: who and when, and the verbs they need.
--
-- tests/tools/gen_tcg_triggers2.py writes these: triggers about one of your
-- characters defending, a reshuffle, a character flipping to bot mode, a
-- battle card of a name flipped, an Upgrade scrapped off an enemy or off
-- one of yours, a card scrapped from the opponent's hand, a KO'd
-- Insecticon; conditions read when a trigger fires (the opponent's KO
-- area, the hands' sizes, the colours each side flipped, an enemy in
-- Combiner mode, a Battle Master Upgrade, a card among the battle's flips,
-- the first attack or white of a turn, the start team); battle-long
-- effects (a keyword for the battle, an attack damage cap, a Pierce
-- reduction on the attacker, a defender's base defense made 0, more
-- battle flips through combat.lua's flip_side); and card verbs (damage
-- counters moved one at a time, a hand cycled, cards taken from under a
-- character or from the battle's flips, a card named, two piles).  State
-- stays in the kernel: battle-long effects are card or game values with
-- the expiry "combat"; the battle's flips carry combat.lua's card value
-- `fl_battle`; kinds.lua marks the start team (`start_team`).

local TC = include "core"
local K = TC.K
local Z = TC.z
local Ctx = include "ctx"
local L = include "cardlib"

local function mine(g, self, x) return x ~= nil and g:controller(x) == g:controller(self) end
local function char_of(g, self) return g:cget(self, K.host) or self end
local function list_where(g, z, pred)
  local out = {}
  for _, x in ipairs(g:cards(z)) do if pred(g, x) then out[#out + 1] = x end end
  return out
end

---------------------------------------------------------------------------
-- Triggers
---------------------------------------------------------------------------

-- "ON(own Omnibots Armor defends)": one of your characters defends (`it`).
function L.on_own_char_defend(text, fn, timing, cond)
  return { on = timing or "A5", text = text, run = fn,
           subject = function(g, self, ev) return mine(g, self, ev.defender) and ev.defender or nil end,
           when = function(g, self, ev)
             return mine(g, self, ev.defender) and (not cond or cond(g, self, ev, ev.defender))
           end }
end
-- "ON(OPP reshuffles opp_deck)" (cardlib's on_reshuffle is your own deck).
TC.ROLES.opp_player = function(g, s, ev) return ev.player ~= nil and ev.player ~= g:controller(s) end
function L.on_opp_reshuffle(text, fn) return { on = "reshuffle", role = "opp_player", text = text, run = fn } end
-- "ON(reshuffle own_deck while SELF attacking)".
function L.on_own_reshuffle_attacking(text, fn)
  return { on = "reshuffle", role = "own_turn", text = text, run = fn,
           when = function(g, self) return TC.attacker(g) == self end }
end
-- "ON(SELF or own_other:Insecticons KOd)": this character, or another of
-- yours with the trait while this one is on the battlefield.
function L.on_self_or_own_other_ko(text, fn, trait)
  return { on = "ko", text = text, run = fn,
           when = function(g, self, ev)
             if ev.card == self then return true end
             return ev.card ~= nil and g:where(self) == Z(g, "battlefield", g:owner(self)) and mine(g, self, ev.card)
                    and TC.is_character(g, ev.card) and TC.has_trait(g, ev.card, trait)
           end }
end
-- "ON(FLIP own_other Cars ->bot)": another of your characters that had the
-- trait before it flipped (its first mode's) now shows bot mode.
function L.on_own_other_flip_to(text, fn, trait, mode)
  return { on = "flip", text = text, run = fn,
           when = function(g, self, ev)
             local x = ev.card
             if x == self or not mine(g, self, x) or not TC.is_character(g, x) then return false end
             if TC.mode_name(g, x) ~= mode then return false end
             for _, m in ipairs(g:def(x).modes) do
               for _, t in ipairs(m.traits or {}) do
                 if t == trait or t .. "s" == trait then return true end
               end
             end
             return false
           end }
end
-- "ON(Upgrade scrapped from enemy)": an effect scraps an Upgrade that was on
-- an enemy character (core.lua's EVT.SCRAP names the character).
function L.on_enemy_upgrade_scrapped(text, fn)
  return { on = "scrap", text = text, run = fn,
           when = function(g, self, ev)
             return ev.host ~= nil and TC.is_upgrade(g, ev.card) and not mine(g, self, ev.host)
           end }
end

-- "ON(card scrapped from opp_hand)": an effect scraps a card of the opponent's hand.
function L.on_opp_hand_scrapped(text, fn)
  return { on = "scrap", text = text, run = fn,
           when = function(g, self, ev)
             return ev.from ~= nil and ev.from == Z(g, "hand", TC.other(g, g:controller(self)))
           end }
end

-- "ON(FLIP "Decepticon Crown" while SELF battling)": its controller flips a
-- battle card of that name while this character attacks or defends.
function L.on_battle_flip_named(text, fn, name)
  return { on = "battle_flip", text = text, run = fn,
           when = function(g, self, ev)
             return ev.player == g:controller(self) and g:name(ev.card) == name
                    and (TC.attacker(g) == self or TC.defender(g) == self)
           end }
end
-- Stratagems: "ON(HAS <Name> @bf & Upgrade scrapped from own_char)" (the
-- scrapped Upgrade is the subject).
function L.on_own_scrapped_while(text, fn, cond)
  return { on = "scrap", role = "scrapped_from_own", text = text, run = fn,
           when = function(g, self, ev) return cond(g, self, ev) end }
end

---------------------------------------------------------------------------
-- Conditions (g, self, ev[, it])
---------------------------------------------------------------------------

-- "for first time each turn": this character's first attack of the turn (combat.lua counts them).
function L.first_attack_turn() return function(g, self) return (g:cget(self, "attacks_turn") or 0) == 1 end end
-- "flipped>=your first {WH} [turn]": the controller's whites this turn are all of this combat.
function L.first_white_turn()
  return function(g, self)
    local p = g:controller(self)
    local now = g:gget("fl" .. p .. "_white") or 0
    return now > 0 and (g:pget(p, "whites_turn") or 0) == now
  end
end
-- "<Name> attacks enemy HAS fewer Stars than IT" (`it` the attacker).
function L.defender_fewer_stars()
  return function(g, _, ev, x)
    return ev.defender ~= nil and (g:def(ev.defender).stars or 0) < (g:def(x).stars or 0)
  end
end
-- "don't FLIP BC HAS > 1 icon": no card of the controller's battle flips has more than one icon.
local function icons(g, x)
  local n = 0
  for _, k in pairs(g:def(x).icons or {}) do n = n + k end
  return n
end
function L.no_flip_with_icons_over(n)
  return function(g, self)
    for _, x in ipairs(g:cards(Z(g, "played", g:controller(self)))) do
      if g:cget(x, "fl_battle") ~= nil and icons(g, x) > n then return false end
    end
    return true
  end
end
-- "OPP HAS 3 or_more Actions in KO area".
function L.opp_ko_actions(n)
  return function(g, self)
    local o = TC.other(g, g:controller(self))
    return #list_where(g, Z(g, "ko", o), TC.is_action) >= n
  end
end
-- "OPP HAS more cards @hand than [you]".
function L.opp_more_cards()
  return function(g, self)
    local p = g:controller(self)
    return g:size(Z(g, "hand", TC.other(g, p))) > g:size(Z(g, "hand", p))
  end
end
-- "self_attacks enemy in Combiner mode".
function L.foe_in_mode(mode)
  return function(g, self)
    local foe = TC.foe(g, char_of(g, self))
    return foe ~= nil and TC.mode_name(g, foe) == mode
  end
end
-- "self_defends against enemy NOT HAS Pierce".
function L.foe_without(kw)
  return function(g, self)
    local foe = TC.foe(g, char_of(g, self))
    return foe ~= nil and TC.kw(g, foe, kw) == 0
  end
end
-- "host_attacks & don't FLIP {BK}": the controller flipped no such icon.
function L.not_flipped(icon)
  return function(g, self) return (g:gget("fl" .. g:controller(self) .. "_" .. TC.ICON[icon]) or 0) == 0 end
end
-- "flipped>=more colors icon than OPP FLIP".
local COLORS = { "white", "orange", "blue", "black", "green" }
local function colors(g, p)
  local n = 0
  for _, col in ipairs(COLORS) do if (g:gget("fl" .. p .. "_" .. col) or 0) > 0 then n = n + 1 end end
  return n
end
function L.more_colors_than_opp()
  return function(g, self)
    local p = g:controller(self)
    return colors(g, p) > colors(g, TC.other(g, p))
  end
end
-- "flipped>=one Upgrade": a card of the kind among this battle's flips of the controller.
function L.flipped_card(pred)
  return function(g, self)
    for _, x in ipairs(g:cards(Z(g, "played", g:controller(self)))) do
      if g:cget(x, "fl_battle") ~= nil and pred(g, x) then return true end
    end
    return false
  end
end
-- "<Trait> <Slot>" ("own Omnibots Armor"): `it` has the trait and an Upgrade in the slot.
function L.char_with_slot(trait, slot)
  return function(g, _, _, x) return TC.has_trait(g, x, trait) and TC.has_slot(g, x, slot) end
end
-- "SELF HAS Battle Master Upgrade": a Battle Master card attached as an Upgrade.
local function battle_master(g, u)
  if not TC.is_character(g, u) then return false end
  for _, m in ipairs(g:def(u).modes or {}) do
    for _, t in ipairs(m.traits or {}) do if t == "Battle Master" then return true end end
  end
  return g:def(u).kind == "battle_master"
end
function TC.has_battle_master_upgrade(g, c)
  for _, u in ipairs(TC.upgrades_of(g, c)) do if battle_master(g, u) then return true end end
  return false
end

---------------------------------------------------------------------------
-- Battle-long effects
---------------------------------------------------------------------------

-- "IT += Tough [EOB]": a keyword until the end of the battle.
function Ctx.grant_battle(c, x, kw, n)
  if x and n > 0 then c.g:cadd(x, "kw_" .. kw, n, K.combat) end
end
-- "character CANNOT take > n ATK_dmg [battle]": the least cap set wins.
function Ctx.cap_battle_damage(c, x, n)
  if not x then return end
  local old = c.g:cget(x, "atk_cap_b")
  if not old or n < old then c.g:cset(x, "atk_cap_b", n, K.combat) end
end
local base_cap = TC.attack_damage_cap
function TC.attack_damage_cap(g, att, dfd)
  return math.min(base_cap(g, att, dfd), g:cget(dfd, "atk_cap_b") or math.huge)
end
-- "WHILE(HOST defending against <X>) => Reduce <X>'s Pierce total by n": a
-- static `pierce_minus` on the defender (never below 0 in all).
local base_pierce = TC.c_pierce
function TC.c_pierce(g)
  local p = base_pierce(g)
  local d = g:gget(K.dfd)
  if d then p = p - TC.static(g, d, "pierce_minus") end
  return math.max(p, 0)
end
-- "FLIP 2 more BC": character x's side flips n more now (combat.lua's flip_side:
-- the same white bonus and flip cap of the battle).
function Ctx.flip_more(c, x, n)
  local g = c.g
  local side = x ~= nil and (TC.attacker(g) == x and "att" or TC.defender(g) == x and "def") or nil
  if side and n > 0 then TC.flip_side(g, g:controller(x), n, side) end
end
-- "FLIP one more BC [battle]" before the flips (B2 adds it to the count).
function Ctx.more_flips_battle(c, n) c.g:gadd("more_flips" .. c.player, n, K.combat) end
-- "OPT REVEAL Upgrade <-own_hand & PUT IT ->own_deck.top": returns whether done.
function Ctx.reveal_upgrade_to_top(c)
  local g = c.g
  local x = g:choose(c.player, "Reveal an Upgrade from your hand and put it on top of your deck?",
                     list_where(g, Z(g, "hand", c.player), TC.is_upgrade), { optional = true, none = "no" })
  if not x then return false end
  g:reveal(x)
  g:move(x, Z(g, "deck", c.player), "top")
  g:log("p%d puts %s on top of the deck", c.player, g:name(x))
  return true
end
-- "DEFENDER's base DEF becomes 0 during [battle]": minus its mode's printed DEF.
function Ctx.zero_base_defense(c, x)
  if not x then return end
  local d = TC.mode(c.g, x).def
  if type(d) == "number" and d > 0 then Ctx.boost_battle(c, x, "def", -d) end
end

---------------------------------------------------------------------------
-- Card verbs
---------------------------------------------------------------------------

-- "MOVE 2 dmg_ctr from another character -> SELF": one character picked among
-- `from` that has damage; up to n counters.
function Ctx.move_damage_from(c, from, to, n)
  local g = c.g
  local out = {}
  for _, y in ipairs(from) do if y ~= to and TC.damage(g, y) > 0 then out[#out + 1] = y end end
  local x = Ctx.pick(c, c.player, "Move damage counters from which character?", out)
  if x then Ctx.move_damage(c, x, to, n) end
end
-- "MOVE any# dmg_ctr from <those> -> SELF" (safe: "but not enough -> KO IT"):
-- one counter at a time, from a character picked each time, until "stop".
function Ctx.move_damage_any(c, from, to, safe)
  local g = c.g
  while true do
    if safe and TC.damage(g, to) + 1 >= TC.health(g, to) then return end
    local out = {}
    for _, y in ipairs(from) do
      if y ~= to and TC.damage(g, y) > 0 and g:where(y) == Z(g, "battlefield", g:owner(y)) then out[#out + 1] = y end
    end
    local x = Ctx.pick(c, c.player, "Move a damage counter to " .. g:name(to) .. " from?", out, true)
    if not x then return end
    Ctx.move_damage(c, x, to, 1)
  end
end
-- Every character on the battlefield (with the trait, if given).
function Ctx.all_chars(c, trait)
  local out = {}
  for p = 1, 2 do
    for _, x in ipairs(TC.characters(c.g, p)) do
      if not trait or TC.has_trait(c.g, x, trait) then out[#out + 1] = x end
    end
  end
  return out
end
-- "# Omnibots HAS Armor": your characters with the trait and an Upgrade in the slot.
function Ctx.count_with_slot(c, trait, slot)
  local n = 0
  for _, x in ipairs(Ctx.own_with_trait(c, trait)) do if TC.has_slot(c.g, x, slot) then n = n + 1 end end
  return n
end
function Ctx.own_chars(c, trait)
  return trait and Ctx.own_with_trait(c, trait) or TC.characters(c.g, c.player)
end

-- "had >= 2 Planes on start_team", "PER Insecticon was on start_team": the
-- team's characters (kinds.lua marks them `start_team`) with the trait in a
-- mode, wherever they are now.
function Ctx.start_team_count(c, trait)
  local g, n = c.g, 0
  for _, zn in ipairs(TC.PERSONAL) do
    for _, x in ipairs(zn ~= "box" and g:cards(Z(g, zn, c.player)) or {}) do
      if g:cget(x, "start_team") and g:owner(x) == c.player then
        local found = false
        for _, m in ipairs(g:def(x).modes or {}) do
          for _, t in ipairs(m.traits or {}) do found = found or t == trait or t .. "s" == trait end
        end
        if found then n = n + 1 end
      end
    end
  end
  return n
end
-- "SCRAP cards <-own_hand ; draw many cards": any number, then as many drawn.
function Ctx.cycle_hand(c)
  local g = c.g
  local h = g:cards(Z(g, "hand", c.player))
  local picked = g:choose_many(c.player, "Scrap which cards of your hand (then draw as many)?", h, #h)
  for _, x in ipairs(picked) do TC.scrap(g, x) end
  if #picked > 0 then Ctx.draw(c, #picked) end
end
-- "SCRAP any# cards <-own_hand".
function Ctx.scrap_any_from_hand(c)
  local g = c.g
  local h = g:cards(Z(g, "hand", c.player))
  for _, x in ipairs(g:choose_many(c.player, "Scrap which cards of your hand?", h, #h)) do TC.scrap(g, x) end
end
-- "OPT discard own_hand ; => if_done & those cards HAS icon exactly 4 different
-- colors, dmg 4 -> enemy": returns the colours among the scrapped cards (nil: not done).
function Ctx.discard_hand_colors(c)
  local g = c.g
  local h = g:cards(Z(g, "hand", c.player))
  if #h == 0 or not g:yes_no(c.player, "Scrap your hand?") then return nil end
  local seen, n = {}, 0
  for _, x in ipairs(h) do
    for col, k in pairs(g:def(x).icons or {}) do
      if k > 0 and not seen[col] then seen[col] = true; n = n + 1 end
    end
    TC.scrap(g, x)
  end
  return n
end
-- "draw(1) PER card under SELF & PER Upgrade IT HAS ; SCRAP many cards <-own_hand".
function Ctx.draw_then_scrap_per_under_upgrade(c)
  local x = Ctx.char(c)
  local n = #TC.under(c.g, x) + #TC.upgrades_of(c.g, x)
  if n == 0 then return end
  Ctx.draw(c, n)
  Ctx.discard(c, n)
end
-- "OPT SCRAP them" (the top n cards just looked at): all or none.
function Ctx.may_scrap_top_n(c, n)
  local g = c.g
  local deck = Z(g, "deck", c.player)
  local k = math.min(n, g:size(deck))
  if k == 0 or not g:yes_no(c.player, "Scrap the top " .. k .. " cards of your deck?") then return end
  for _ = 1, k do TC.scrap(g, g:top(deck)) end
end
-- "PEEK opp_hand & PUT Action from IT into KO area" (the opponent's).
function Ctx.peek_opp_hand_to_ko(c, pred)
  local g, o = c.g, Ctx.opp(c)
  for _, x in ipairs(g:cards(Z(g, "hand", o))) do g:reveal(x, c.player) end
  local x = g:choose(c.player, "Put which card of the opponent's hand into their KO area?",
                     list_where(g, Z(g, "hand", o), pred), { auto = true })
  if x then g:move(x, Z(g, "ko", o)); g:log("%s goes to p%d's KO area", g:name(x), o); return true end
end
-- "OPT PLAY BC from under SELF".
function Ctx.play_from_under(c)
  local g = c.g
  local pool = {}
  for _, x in ipairs(TC.under(g, Ctx.char(c))) do
    if TC.is_action(g, x) or TC.is_upgrade(g, x) then pool[#pool + 1] = x end
  end
  local x = g:choose(c.player, "Play a battle card from under " .. g:name(Ctx.char(c)) .. "?", pool,
                     { optional = true, none = "no" })
  if not x then return false end
  local h = g:cget(x, K.host)
  g:cset(x, K.host, nil)
  if Ctx.play_card(c, x) then return true end
  g:cset(x, K.host, h)                            -- not played (an Upgrade with no host): it stays under
  return false
end
-- "OPP REVEAL hand, CHOOSE Autobot card from IT, & SCRAP card": the hand is
-- shown to both players, you pick the card.
function Ctx.opp_hand_reveal_scrap(c, pred)
  local g, o = c.g, Ctx.opp(c)
  for _, x in ipairs(g:cards(Z(g, "hand", o))) do g:reveal(x) end
  g:log("p%d reveals their hand", o)
  local x = g:choose(c.player, "Scrap which card of the opponent's hand?", list_where(g, Z(g, "hand", o), pred),
                     { auto = true })
  if x then TC.scrap(g, x); return true end
end
-- "FLIP SELF -> one IT's other modes": its controller picks the mode.
function Ctx.flip_self_choose(c)
  local g, x = c.g, Ctx.char(c)
  local to = TC.flip_targets(g, x)
  if #to == 0 or g:where(x) ~= Z(g, "battlefield", g:owner(x)) then return false end
  local o = {}
  for i, m in ipairs(to) do o[i] = { label = g:def(x).modes[m][1], value = m } end
  return TC.mode_flip(g, x, g:choose(c.player, "Flip " .. g:name(x) .. " to which mode?", o, { auto = true }))
end
-- "OPT PUT face down card from under SELF ->own_hand": returns whether done.
function Ctx.under_to_hand(c)
  local g = c.g
  local x = g:choose(c.player, "Put a card from under " .. g:name(Ctx.char(c)) .. " into your hand?",
                     TC.under(g, Ctx.char(c)), { optional = true, none = "no" })
  if not x then return false end
  g:cset(x, K.host, nil)
  g:move(x, Z(g, "hand", c.player))
  return true
end
-- "SCRAP DEFENDER's Upgrades".
function Ctx.scrap_upgrades_of(c, x)
  if not x then return end
  for _, u in ipairs(TC.upgrades_of(c.g, x)) do TC.scrap(c.g, u) end
end
-- "OPT SCRAP Weapon <-own_hand HAS +ATK in stat box": returns the +ATK (nil: not done).
function Ctx.scrap_weapon_for_attack(c)
  local g = c.g
  local x = g:choose(c.player, "Scrap a Weapon with +ATK from your hand?",
                     list_where(g, Z(g, "hand", c.player), function(g_, y)
                       return TC.is_upgrade(g_, y) and g_:def(y).slot == "weapon" and (g_:def(y).atk_mod or 0) > 0 end),
                     { optional = true, none = "no" })
  if not x then return nil end
  TC.scrap(g, x)
  return g:def(x).atk_mod
end
-- "ATTACKER's Bold total" (0 outside an attack); "Star difference" between x and the defender.
function Ctx.attacker_kw(c, kw)
  local a = Ctx.attacker(c)
  return a and TC.kw(c.g, a, kw) or 0
end
function Ctx.star_difference(c, x)
  local d = Ctx.defender(c)
  if not x or not d then return 0 end
  return math.max((c.g:def(x).stars or 0) - (c.g:def(d).stars or 0), 0)
end
-- "PUT one cards flipped ->own_hand" (not optional: one if there is one).
function Ctx.flip_to_hand_one(c)
  local g = c.g
  local x = g:choose(c.player, "Put which flipped card into your hand?", Ctx.battle_flips(c), { auto = true })
  if x then g:move(x, Z(g, "hand", c.player)); g:log("p%d puts %s into their hand", c.player, g:name(x)) end
end
-- "PUT Upgrade under Wingspan": card x goes face down under character h.
function Ctx.put_under_host(c, x, h)
  if not x or not h then return end
  local g = c.g
  g:move(x, Z(g, "under", g:owner(x)))
  g:cset(x, K.host, h)
  g:log("%s goes face down under %s", g:name(x), g:name(h))
end
-- "NAME card ; REVEAL own_deck.top(1) ; IF IT's named card, draw(3)": the
-- names offered are those of the cards in the player's deck and scrap pile
-- (the only ones the top card can be; naming another always fails).
function Ctx.name_and_reveal(c, n)
  local g, seen, names = c.g, {}, {}
  for _, zn in ipairs({ "deck", "scrap" }) do
    for _, x in ipairs(g:cards(Z(g, zn, c.player))) do
      local nm = g:name(x)
      if not seen[nm] then seen[nm] = true; names[#names + 1] = nm end
    end
  end
  if #names == 0 then return end
  table.sort(names)
  local o = {}
  for i, nm in ipairs(names) do o[i] = { label = nm, value = nm } end
  local named = g:choose(c.player, "Name a card", o)
  g:log("p%d names %s", c.player, named)
  local x = TC.top(g, c.player)
  if not x then return end
  g:reveal(x)
  g:log("p%d reveals %s", c.player, g:name(x))
  if g:name(x) == named then Ctx.draw(c, n) end
end
-- "REVEAL own_deck.top(4) ; OPP separates those cards into 2 piles ; PUT 1 pile
-- ->own_hand & other under SELF face down": the opponent picks one pile (the
-- rest is the other), the player takes one into the hand.
function Ctx.piles(c, n)
  local g, o = c.g, Ctx.opp(c)
  local deck, look = Z(g, "deck", c.player), {}
  TC.check_reshuffle(g, c.player)
  for i = 1, math.min(n, g:size(deck)) do look[i] = g:top(deck, i); g:reveal(look[i]) end
  if #look == 0 then return end
  local a, b, in_a = g:choose_many(o, "Separate the revealed cards: pick the first pile (the rest is the second)",
                                   look, #look), {}, {}
  for _, x in ipairs(a) do in_a[x] = true end
  for _, x in ipairs(look) do if not in_a[x] then b[#b + 1] = x end end
  local function label(p)
    local t = {}
    for i, x in ipairs(p) do t[i] = g:name(x) end
    return #t > 0 and table.concat(t, ", ") or "(empty)"
  end
  local pick = g:choose(c.player, "Which pile goes to your hand?",
                        { { label = "pile 1: " .. label(a), value = 1 }, { label = "pile 2: " .. label(b), value = 2 } })
  local hand, rest = pick == 1 and a or b, pick == 1 and b or a
  for _, x in ipairs(hand) do g:move(x, Z(g, "hand", c.player)) end
  for _, x in ipairs(rest) do Ctx.put_under_host(c, x, Ctx.char(c)) end
  g:log("p%d takes %d card(s); %d go under %s", c.player, #hand, #rest, g:name(Ctx.char(c)))
end
-- "OPP REVEAL opp_deck.top(1)".
function Ctx.opp_reveal_top(c)
  local g, o = c.g, Ctx.opp(c)
  local x = TC.top(g, o)
  if x then g:reveal(x); g:log("p%d reveals %s", o, g:name(x)) end
  return x
end
-- "MOVE 1 dmg_ctr from IT -> SELF ; if SELF HAS 2 or_more dmg_ctr, SCRAP IT"
-- (Regenerative Core: this Upgrade takes its host's counter; at two it is scrapped).
function Ctx.absorb_host_damage(c, n, limit)
  local g, h, u = c.g, Ctx.char(c), c.card
  if h == u then return end                           -- off its host
  n = TC.repair(g, h, math.min(n, TC.damage(g, h)))
  if n == 0 then return end
  g:cadd(u, K.dmg, n)
  g:log("%s holds %d damage counter(s)", g:name(u), g:cget(u, K.dmg))
  if g:cget(u, K.dmg) >= limit then g:cset(u, K.dmg, nil); TC.scrap(g, u) end
end
-- "OPT TAP SELF": returns whether it was tapped.
function Ctx.may_tap_self(c)
  local g, x = c.g, Ctx.char(c)
  if TC.tapped(g, x) or not g:yes_no(c.player, "Tap " .. g:name(x) .. "?") then return false end
  TC.tap(g, x)
  return true
end
-- "KO DEFENDER if IT HAS stars<=12".
function Ctx.ko_defender_upto(c, stars)
  local d = Ctx.defender(c)
  if d and (c.g:def(d).stars or 0) <= stars then Ctx.ko(c, d) end
end
-- Cards flipped in this battle by the ability's controller (combat.lua's `fl_battle`).
function Ctx.battle_flips(c, pred)
  local g = c.g
  return list_where(g, Z(g, "played", c.player), function(g_, x)
    return g_:cget(x, "fl_battle") ~= nil and (not pred or pred(g_, x)) end)
end
-- "PUT BC flipped SELF attack w/>= {GR} ->own_hand": each of them.
function Ctx.flips_to_hand(c, pred)
  for _, x in ipairs(Ctx.battle_flips(c, pred)) do
    c.g:move(x, Z(c.g, "hand", c.player))
    c.g:log("p%d puts %s into their hand", c.player, c.g:name(x))
  end
end
-- "OPT PUT one Upgrades flipped ->own_hand".
function Ctx.flip_to_hand(c, pred)
  local g = c.g
  local x = g:choose(c.player, "Put a flipped card into your hand?", Ctx.battle_flips(c, pred),
                     { optional = true, none = "no" })
  if x then g:move(x, Z(g, "hand", c.player)); return true end
end
-- "OPT PLAY one Actions flipped" (onto: "OPT PLAY ... flipped Upgrades onto SELF").
function Ctx.play_flip(c, pred, onto)
  local g = c.g
  local x = g:choose(c.player, "Play a flipped card?", Ctx.battle_flips(c, pred), { optional = true, none = "no" })
  if not x then return false end
  g:cset(x, "fl_battle", nil)
  return Ctx.play_card(c, x, onto)
end

return TC
