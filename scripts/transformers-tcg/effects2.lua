-- transformers-tcg/effects2.lua -- round 5's effects: costs, play requirements, the starting team.
--
-- The card verbs, conditions and statics that tests/tools/gen_tcg_effects2.py
-- writes for the non-triggered `todo` abilities of round 5: Actions that
-- cost something to play (tap, flip or scrap one of your cards: the
-- option is refused while the cost cannot be paid, and the Action pays it
-- first), "PLAY_REQ(you've played "X" [turn])" and plays counted by name
-- (an Action played this turn lies in its owner's played area until the
-- end of the turn, E2), "IF(start_team was / had <Faction>)" (set-up marks
-- each team character with the card value `start_team`, kinds.lua), the
-- Omnibots' start-of-turn plays, "CHOOSE ..." and "FLIP ..." sequences, and
-- "enemies CANNOT repaired".  All state stays in the kernel.

local TC = include "core"
local K = TC.K
local Z = TC.z
local Ctx = include "ctx"
local L = include "cardlib"
local pick = Ctx.pick

local function cards_where(g, z, pred)
  local out = {}
  for _, x in ipairs(g:cards(z)) do if pred(g, x) then out[#out + 1] = x end end
  return out
end
-- One of your characters passing test(g, x), or nil.
local function own_pick(c, prompt, test)
  return pick(c, c.player, prompt, cards_where(c.g, Z(c.g, "battlefield", c.player), test))
end
local function all_chars(g)
  local out = TC.characters(g, 1)
  for _, x in ipairs(TC.characters(g, 2)) do out[#out + 1] = x end
  return out
end

---------------------------------------------------------------------------
-- Costs and play requirements (main.lua's play options read them)
---------------------------------------------------------------------------

-- An Action's cost: `play = { text, req = <cost>, run }`; a cost is
-- function(g, p) -> whether it can be paid now.
function L.tap_cost(test)
  return function(g, p)
    for _, x in ipairs(TC.characters(g, p)) do
      if not TC.tapped(g, x) and test(g, x) then return true end
    end
    return false
  end
end
function L.flip_cost(from, to)
  return function(g, p)
    return #Ctx.own_in_mode({ g = g, player = p }, from, to) > 0
  end
end
-- An Upgrade on a character to scrap: one of p's (own) or anyone's.
function L.upgrade_cost(test, own)
  return function(g, p)
    for q = 1, 2 do
      if not own or q == p then
        for _, u in ipairs(g:cards(Z(g, "upgrades", q))) do if test(g, u) then return true end end
      end
    end
    return false
  end
end

-- "PLAY_REQ(you've played "Tech Research" [turn])": an ability that only
-- restricts when its card may be played (req(g, p)).
function L.play_req(text, req) return { on = "none", text = text, play_req = req } end
-- How many cards of this name player p played this turn: Actions played
-- lie in the played area until the end of the turn (E2).
function TC.played_named(g, p, name)
  return #cards_where(g, Z(g, "played", p), function(g_, x) return TC.named(g_, x, name) or g_:name(x) == name end)
end
function L.played_this_turn(name) return function(g, p) return TC.played_named(g, p, name) > 0 end end
function Ctx.played_named(c, name) return TC.played_named(c.g, c.player, name) end
-- "SELF third "Sonic Scramble" you've played [turn]": this card's own name.
function Ctx.played_self_count(c) return TC.played_named(c.g, c.player, c.g:name(c.card)) end

-- Does character x have a mode named `name` (alt1 / alt2 count as alt)?
function TC.has_mode(g, x, name)
  for _, m in ipairs(g:def(x).modes) do
    if m[1] == name or name == "alt" and m[1]:match("^alt%d$") then return true end
  end
  return false
end

-- Pay a tap cost: one of your untapped characters passing test; returns it.
function Ctx.tap_own_where(c, test)
  local x = own_pick(c, "Tap which of your characters (the cost)?", function(g, y) return not TC.tapped(g, y) and test(g, y) end)
  if x then TC.tap(c.g, x) end
  return x
end
-- Your characters in mode `from` that can flip to `to` (a flip cost's choices).
function Ctx.own_in_mode(c, from, to)
  return cards_where(c.g, Z(c.g, "battlefield", c.player), function(g, x)
    return TC.mode_name(g, x) == from and TC.has_mode(g, x, to) end)
end
-- Scrap an Upgrade passing test (own: yours only); returns it, its character and its slot.
function Ctx.scrap_upgrade_where(c, test, own)
  local g, us = c.g, {}
  for q = 1, 2 do
    if not own or q == c.player then
      for _, u in ipairs(cards_where(g, Z(g, "upgrades", q), test)) do us[#us + 1] = u end
    end
  end
  local u = g:choose(c.player, "Scrap which Upgrade?", us, { auto = true })
  if not u then return nil end
  local h, slot = TC.host(g, u), TC.slot_of(g, u)
  TC.scrap(g, u)
  return u, h, slot
end

---------------------------------------------------------------------------
-- The starting team
---------------------------------------------------------------------------

local TEAM_ZONES = { "battlefield", "ko", "under", "heads", "upgrades" }
-- "IF(start_team was Autobots)": every character p's team started with is
-- of the faction; "had Autobot characters": one of them is.
function TC.start_team(g, p, how, faction)
  local any, all = false, true
  for _, zn in ipairs(TEAM_ZONES) do
    for _, x in ipairs(g:cards(Z(g, zn, p))) do
      if g:cget(x, "start_team") then
        local f = g:def(x).faction == faction
        any, all = any or f, all and f
      end
    end
  end
  if how == "had" then return any end
  return any and all
end
function Ctx.start_team(c, how, faction) return TC.start_team(c.g, c.player, how, faction) end

---------------------------------------------------------------------------
-- Trigger conditions, statics
---------------------------------------------------------------------------

-- "ON start_of(own_first_turn)": the game's first two turns are each player's first.
function L.own_first_turn() return function(g) return g:turn() <= 2 end end

-- "HOST HAS ATK+1 for each_own_other:tapped Aerialbots": a while_ per-count.
function L.per_own_other_tapped(trait)
  return function(g, c)
    local n = 0
    for _, x in ipairs(TC.characters(g, g:owner(c))) do
      if x ~= c and TC.tapped(g, x) and TC.has_trait(g, x, trait) then n = n + 1 end
    end
    return n
  end
end

---------------------------------------------------------------------------
-- Card verbs
---------------------------------------------------------------------------

-- "OPT PLAY Armor onto own:Omnibots": an Upgrade of the slot from hand onto
-- one of your characters answering to `what`.
function Ctx.play_slot_onto(c, slot, what)
  local g = c.g
  local hosts = function(u)
    return cards_where(g, Z(g, "battlefield", c.player), function(g_, x) return TC.answers_to(g_, x, what) and TC.can_host(g_, u, x) end)
  end
  local x = g:choose(c.player, "Play a " .. slot .. " from your hand onto one of your " .. what .. "?",
                     cards_where(g, Z(g, "hand", c.player), function(g_, u)
                       return TC.is_upgrade(g_, u) and g_:def(u).slot == slot and #hosts(u) > 0 end),
                     { optional = true, none = "no" })
  if not x then return end
  local h = pick(c, c.player, "On which character?", hosts(x))
  if h then TC.attach(g, c.player, x, h); return true end
end

-- One of your characters answering to `what` (a name or trait).
function Ctx.own_answering(c, what)
  return own_pick(c, "Choose one of your " .. what, function(g, x) return TC.answers_to(g, x, what) end)
end

-- "MOVE 1 dmg_ctr from each_own:Planes -> enemy".
function Ctx.move_damage_each_own(c, what, to, n)
  for _, x in ipairs(TC.characters(c.g, c.player)) do
    if TC.answers_to(c.g, x, what) then Ctx.move_damage(c, x, to, n) end
  end
end

-- The modes to flip x to, other than its own, that answer to `name`
-- ("alt": alt, alt1, alt2; a trait such as "Car": a mode with the trait).
local function modes_named(g, x, name)
  local out = {}
  for i, m in ipairs(g:def(x).modes) do
    local t = {}
    for _, tr in ipairs(m.traits or {}) do t[tr] = true end
    if i ~= (g:cget(x, K.mode) or 1) and (m[1] == name or name == "alt" and m[1]:match("^alt%d$") or t[name]) then
      out[#out + 1] = i
    end
  end
  return out
end
-- Player p flips character x to one of the modes `name` names (p picks when several).
local function flip_named(c, p, x, name)
  local g = c.g
  local ms = modes_named(g, x, name)
  if #ms == 0 then return false end
  local o = {}
  for i, m in ipairs(ms) do o[i] = { label = g:def(x).modes[m][1], value = m } end
  return TC.mode_flip(g, x, #ms == 1 and ms[1] or g:choose(p, "Flip " .. g:name(x) .. " to which mode?", o))
end
-- "OPP FLIP IT too alt mode": the opponent flips it (and picks a Triple Changer's mode).
function Ctx.opp_flip_to(c, x, name) if x then return flip_named(c, Ctx.opp(c), x, name) end end
-- "FLIP each_own_char from bot mode -> Tank mode".
function Ctx.flip_each_own_to(c, from, name)
  for _, x in ipairs(TC.characters(c.g, c.player)) do
    if TC.mode_name(c.g, x) == from then flip_named(c, c.player, x, name) end
  end
end
-- "FLIP own:Spaceships ->bot ; FLIP IT back ->alt": one of yours that can.
function Ctx.flip_own_there_and_back(c, what, to, back)
  local x = own_pick(c, "Flip which of your " .. what .. "?", function(g, y)
    return TC.answers_to(g, y, what) and #modes_named(g, y, to) > 0 end)
  if x and flip_named(c, c.player, x, to) then flip_named(c, c.player, x, back) end
end
-- "FLIP own_char -> another mode ; FLIP IT -> another mode".
function Ctx.flip_own_twice(c)
  local g = c.g
  local x = own_pick(c, "Flip which character?", function(g_, y) return #TC.flip_targets(g_, y) > 0 end)
  for _ = 1, 2 do
    local ts = x and TC.flip_targets(g, x) or {}
    if #ts == 0 then return end
    local o = {}
    for i, m in ipairs(ts) do o[i] = { label = g:def(x).modes[m][1], value = m } end
    TC.mode_flip(g, x, g:choose(c.player, "Flip " .. g:name(x) .. " to which mode?", o, { auto = true }))
  end
end

-- "for each_own:Tanks NOT upgraded Amor, PUT Armor on IT from scape pile".
function Ctx.armor_each_own_from_scrap(c, what)
  local g = c.g
  for _, x in ipairs(TC.characters(g, c.player)) do
    if TC.answers_to(g, x, what) and not TC.has_slot(g, x, "armor") then
      local u = g:choose(c.player, "Put which Armor from your scrap pile onto " .. g:name(x) .. "?",
                         cards_where(g, Z(g, "scrap", c.player), function(g_, y)
                           return TC.is_upgrade(g_, y) and g_:def(y).slot == "armor" and TC.can_host(g_, y, x) end),
                         { auto = true })
      if u then TC.attach(g, c.player, u, x, true) end
    end
  end
end

-- "CHOOSE mode ; dmg 1 -> EACH character in mode": the modes characters show
-- (alt1 and alt2 are alt).
local function mode_word(g, x) return (TC.mode_name(g, x):gsub("^alt%d$", "alt")) end
function Ctx.damage_each_in_chosen_mode(c, n)
  local g, seen, o = c.g, {}, {}
  for _, x in ipairs(all_chars(g)) do
    local m = mode_word(g, x)
    if not seen[m] then seen[m] = true; o[#o + 1] = { label = m, value = m } end
  end
  if #o == 0 then return end
  local m = g:choose(c.player, "Choose a mode", o)
  for _, x in ipairs(all_chars(g)) do
    if mode_word(g, x) == m then TC.place_damage(g, x, n, false) end
  end
end

-- "CHOOSE 2 characters ; IF they share trait, repair 1 <- each them".
function Ctx.two_characters(c)
  local a = pick(c, c.player, "Choose a character (1 of 2)", all_chars(c.g))
  local rest = cards_where(c.g, Z(c.g, "battlefield", 1), function(_, x) return x ~= a end)
  for _, x in ipairs(TC.characters(c.g, 2)) do if x ~= a then rest[#rest + 1] = x end end
  return a, a and pick(c, c.player, "Choose a character (2 of 2)", rest)
end
function TC.share_trait(g, a, b)
  local t = {}
  for _, x in ipairs(TC.mode(g, a).traits or {}) do t[x] = true end
  for _, x in ipairs(TC.mode(g, b).traits or {}) do if t[x] then return true end end
  return false
end

-- "PER Autobot Mini-Cassette @own_KO": your KO'd characters of the faction and trait.
function Ctx.ko_count(c, faction, trait)
  return #cards_where(c.g, Z(c.g, "ko", c.player), function(g, x)
    return TC.is_character(g, x) and g:def(x).faction == faction and TC.has_trait(g, x, trait) end)
end

-- "SCRAP own_deck.top(1) ; OPT PLAY card": the card scrapped may be played.
function Ctx.mill_may_play(c)
  local x = Ctx.mill(c, 1)[1]
  if x and TC.is_battle_play(c.g, x) then Ctx.offer_play(c, x) end
end

-- "SCRAP Upgrades ; repair 1 <- each character PER Upgrade scrapped from IT".
function Ctx.salvage(c, n)
  local g = c.g
  for _, x in ipairs(all_chars(g)) do
    local k = 0
    for _, u in ipairs(TC.upgrades_of(g, x)) do TC.scrap(g, u); k = k + 1 end
    if k > 0 and TC.is_character(g, x) then TC.repair(g, x, n * k) end
  end
end

-- "SCRAP <=2 enemy Upgrades same type as scrapped Upgrade".
function Ctx.scrap_enemy_upgrades_upto(c, n, slot)
  local g = c.g
  for i = 1, n do
    local u = g:choose(c.player, "Scrap an enemy " .. slot .. " (" .. i .. " of up to " .. n .. ")?",
                       cards_where(g, Z(g, "upgrades", Ctx.opp(c)), function(g_, y) return TC.slot_of(g_, y) == slot end),
                       { optional = true, none = "done" })
    if not u then return end
    TC.scrap(g, u)
  end
end

---------------------------------------------------------------------------
-- "[turn]" bonuses of a chosen character, conditions, per-counts
---------------------------------------------------------------------------

-- An Action's bonus for the character it chose, while a condition holds,
-- for the rest of the turn ("IT += ATK+3 while attacking [alt] [turn]"):
-- `play.chosen = chosen_static(bonus, cond)`; the Action, in its owner's
-- played area until the end of the turn (E2), keeps the character chosen
-- (card value `chosen`), and the kernel adds the bonus (cardlib.lua makes
-- it a static of scope "chosen"; core.lua's TC.STATICS says where).
-- `per(g, c)`, if given, multiplies the bonus (4-Wheel Drive's base attack, movedamage.lua).
function L.chosen_static(bonus, cond, per) return { bonus = bonus, cond = cond, per = per } end
function Ctx.choose_for_turn(c, x) if x then c.g:cset(c.card, "chosen", x, K.turn) end end

-- "SELF HAS Pierce == IT ATK": a while_ per-count, the character's attack.
function L.per_attack(g, c) return math.max(0, TC.attack(g, c)) end

-- "PUT on character HAS > one alt mode": an Upgrade's attach condition
-- (main.lua's TC.can_host reads `attach_req`).
function L.attach_req(text, test) return { on = "none", text = text, attach_req = test } end
function TC.alt_modes(g, x)
  local n = 0
  for _, m in ipairs(g:def(x).modes) do if m[1] == "alt" or m[1]:match("^alt%d$") then n = n + 1 end end
  return n
end

---------------------------------------------------------------------------
-- More card verbs
---------------------------------------------------------------------------

-- "COST(TAP_ABILITY => SCRAP 3 {GR} cards <-own_hand) => ... ; IF 3 scrapped
-- cards HAS same NAME, ...": the cost, returning the names scrapped (nil
-- when it cannot be paid).
function Ctx.scrap_icon_cost_names(c, icon, n)
  local g, names = c.g, {}
  for i = 1, n do
    local x = g:choose(c.player, "Scrap a {" .. icon .. "} card from your hand (" .. i .. " of " .. n .. ")",
                       Ctx.hand_with_icon(c, icon), { auto = true })
    if not x then return nil end
    names[#names + 1] = g:name(x)
    TC.scrap(g, x)
  end
  return names
end
function TC.all_same(names)
  for _, n in ipairs(names) do if n ~= names[1] then return false end end
  return true
end

-- "IF HAS Runabout @bf, FLIP IT from alt mode ->bot": your character of that
-- name (before its subtitle), or nil.
function Ctx.own_named(c, name)
  return own_pick(c, "Choose your " .. name, function(g, y) return TC.named(g, y, name) end)
end
-- Character x, if in mode `from`, flips to `to`.
function Ctx.flip_if_in(c, x, from, to)
  if x and TC.mode_name(c.g, x) == from then Ctx.flip_to(c, x, to) end
end

-- "own_char += extra Weapon slot [EOT]": card value slot_<s>_t (main.lua's slot check).
function Ctx.extra_slot(c, x, slot) if x then c.g:cadd(x, "slot_" .. slot .. "_t", 1, K.turn) end end
-- "OPT PLAY Weapon <-own_scrap onto IT".
function Ctx.play_from_scrap_onto(c, x, slot)
  local g = c.g
  if not x then return end
  local u = g:choose(c.player, "Play " .. (slot and "a " .. slot or "an Upgrade") .. " from your scrap pile onto "
                     .. g:name(x) .. "?",
                     cards_where(g, Z(g, "scrap", c.player), function(g_, y)
                       return TC.is_upgrade(g_, y) and (not slot or g_:def(y).slot == slot) and TC.can_host(g_, y, x) end),
                     { optional = true, none = "no" })
  if u then TC.attach(g, c.player, u, x); return true end
end

-- "NAME Action ; PEEK opp_hand & each face-down enemy Secret Action ; OPP
-- SCRAP each card from among them NAME": any Action's name (Secret Actions
-- are Actions); you see the cards; those of that name are scrapped.
function Ctx.name_action_scrap(c)
  local g, o, seen, names = c.g, Ctx.opp(c), {}, {}
  for _, d in ipairs(g:card_defs()) do
    if (d.type == "Action" or d.type == "Secret Action") and not seen[d.name] then
      seen[d.name] = true; names[#names + 1] = d.name
    end
  end
  table.sort(names)
  local name = g:choose(c.player, "Name an Action", names)
  g:log("p%d names %s", c.player, name)
  local among = g:cards(Z(g, "hand", o))
  for _, x in ipairs(g:cards(Z(g, "secret", o))) do among[#among + 1] = x end
  for _, x in ipairs(among) do
    g:reveal(x, c.player)
    if g:name(x) == name then TC.scrap(g, x) end
  end
end

-- "STACK_LIMIT("Attack Drone"s x3 in Weapon_slot)": up to n copies of this
-- card share one slot (main.lua's slot check reads TC.stack_limit).
function L.stack_limit(text, n) return { on = "none", text = text, stack = n } end
function TC.stack_limit(g, u)
  for _, ab in ipairs(g:def(u).abilities or {}) do if ab.stack then return ab.stack end end
  return 1
end
-- "HOST HAS ATK+1 PER "Cargo Trailer" on IT": a while_ per-count, the
-- Upgrades of that name on the character.
function L.per_named_upgrade(name)
  return function(g, c)
    local n = 0
    for _, u in ipairs(TC.upgrades_of(g, c)) do if TC.named(g, u, name) then n = n + 1 end end
    return n
  end
end

-- "PLAY_REQ(replace Armor on character HAS no empty Armor slots)": played
-- only onto a character whose slot of this card is full (it replaces one).
function L.replaces(g, _, u, h) return h ~= nil and TC.slot_full(g, u, h) ~= nil end

-- "OPT SCRAP {GR} card <-own_hand ; ... IF scrapped card HAS no other icon":
-- the card scrapped (nil: none).
function Ctx.scrap_one_from_hand(c, pred)
  local x = c.g:choose(c.player, "Scrap a card from your hand?",
                       cards_where(c.g, Z(c.g, "hand", c.player), pred), { optional = true, none = "no" })
  if x then TC.scrap(c.g, x) end
  return x
end

---------------------------------------------------------------------------
-- Fourth batch: flips, keyword caps, a second Action, KO'd characters back
---------------------------------------------------------------------------

-- "WHEN SELF attacking, FLIP 2 more BC PER other Insecticon start_team had":
-- a while_ per-count (bonus att_flips, combat.lua's B2): the characters of
-- the owner's starting team with the trait (triggers2.lua's count), other
-- than this one.
function L.per_start_team_other(trait)
  return function(g, c)
    local n = Ctx.start_team_count({ g = g, player = g:owner(c) }, trait)
    if g:cget(c, "start_team") and TC.has_trait(g, c, trait) then n = n - 1 end
    return n
  end
end

-- "EXTRA_ACTION_PLAY each own turn" (static extra_action): main.lua offers
-- a second Action.
function TC.extra_actions(g, p)
  local n = 0
  for _, x in ipairs(TC.characters(g, p)) do n = n + TC.static(g, x, "extra_action") end
  return n
end

-- "RETURN own:KOd characters HAS stars<=12 ->bf & repair 1 <- IT": one of
-- your KO'd characters (in the mode it was KO'd in, untapped, with its
-- damage counters) comes back to the battlefield; returns it.
function Ctx.return_ko_char(c, max_stars)
  local g = c.g
  local x = pick(c, c.player, "Return which KO'd character?",
                 cards_where(g, Z(g, "ko", c.player), function(g_, y)
                   return TC.is_character(g_, y) and not g_:cget(y, K.host) and (g_:def(y).stars or 0) <= max_stars
                          and not TC.mode(g_, y).upgrade and TC.mode_name(g_, y) ~= "head" end))
  if not x then return nil end
  g:move(x, Z(g, "battlefield", c.player))
  g:log("%s returns from the KO area", g:name(x))
  return x
end

-- "MOVE Upgrade from own_char -> another one" (compulsory, any slot).
function Ctx.move_any_own_upgrade(c)
  local g = c.g
  local u = g:choose(c.player, "Move which of your Upgrades?", g:cards(Z(g, "upgrades", c.player)), { auto = true })
  if not u then return end
  local h = own_pick(c, "Onto which character?", function(g_, x) return x ~= TC.host(g_, u) and TC.can_host(g_, u, x) end)
  if h then TC.attach(g, c.player, u, h, true) end
end
-- "PUT Battle Master Upgrade @own_KO onto own_char": a Battle Master of your
-- KO area, on its upgrade side, is put (not played) onto one of your characters.
function Ctx.put_battle_master_from_ko(c)
  local g = c.g
  local x = g:choose(c.player, "Put which Battle Master from your KO area?",
                     cards_where(g, Z(g, "ko", c.player), function(g_, y) return g_:def(y).kind == "battle_master" end),
                     { auto = true })
  if not x then return end
  local s
  for i, m in ipairs(g:def(x).modes) do if m.upgrade then s = s or i end end
  local h = s and pick(c, c.player, "Onto which character?", TC.characters(g, c.player))
  if not h then return end
  g:cset(x, K.mode, s)
  TC.attach(g, c.player, x, h, true)
end

---------------------------------------------------------------------------
-- "CHOOSE own_char ; ON(IT attacks [turn] ...) => X": an Action's trigger
-- about the character it chose, this turn
---------------------------------------------------------------------------

-- The Action, in its owner's played area until the end of the turn, wakes
-- there (queue.lua: `played_zone`) while the character it chose (card value
-- `chosen`, expiry "turn") attacks -- at `timing` (A5, or B4 after the
-- attacker's flips; "damage" for the attack damage it does) --, with
-- cond(g, self, ev, it).  `part`: the Action's text counts once (its play).
function L.on_chosen(text, fn, timing, cond)
  local function chosen(g, self) return g:cget(self, "chosen") end
  return { on = timing or "A5", text = text, run = fn, played_zone = true, part = true, subject = chosen,
           when = function(g, self, ev)
             local x = chosen(g, self)
             return x ~= nil and TC.attacker(g) == x and (not cond or cond(g, self, ev, x))
           end }
end
-- "& NOT HAS Weapon": the chosen character carries no Weapon.
function L.it_without(slot) return function(g, _, _, x) return not TC.has_slot(g, x, slot) end end
-- "& flipped_any": its controller flipped an icon in this battle.
function L.flipped_any() return L.flipped_colors(1, false) end
-- "IT does ATK_dmg -> enemy HAS fewer stars than IT": the attack damage placed.
function L.attack_damage_to_fewer_stars()
  return function(g, _, ev, x)
    return ev.attack and ev.card ~= x and (g:def(ev.card).stars or 0) < (g:def(x).stars or 0)
  end
end
function Ctx.damage_each_enemy_fewer_stars(c, n, x)
  local s = c.g:def(x).stars or 0
  Ctx.damage_each_enemy_where(c, n, function(g, y) return (g:def(y).stars or 0) < s end)
end

return Ctx
