-- transformers-tcg/ctx.lua -- the verbs card abilities use (the card context, g:use).
--
-- A card's ability is `function(c, subject)`: `c.g` the game, `c.card` the
-- card, `c.player` the player it acts for; `subject` the card the event
-- was about (the attacker, the Upgrade attached...).  The verbs are the
-- small vocabulary the card generator writes (tests/tools/gen_tcg_cards.py):
-- draw, damage, repair, stat bonuses until end of turn, keyword grants,
-- flips, plays from hand, scrapping.  Choices go through g:choose.

local TC = include "core"
local K = TC.K
local Z = TC.z
local Ctx = {}

local function g_(c) return c.g end

function Ctx.me(c) return c.player end
function Ctx.opp(c) return TC.other(c.g, c.player) end
function Ctx.self(c) return c.card end
-- The character this card is or is attached to.
function Ctx.char(c)
  local h = c.g:cget(c.card, K.host)
  return h or c.card
end

function Ctx.draw(c, n) return TC.draw(g_(c), c.player, n or 1) end

local function pick(c, p, prompt, cards, optional)
  local g = g_(c)
  local o = {}
  for i, x in ipairs(cards) do o[i] = { label = TC.char_label(g, x), value = x } end
  -- one value: g:choose's second (the option's index) must not leak into a caller's last argument
  return (g:choose(p, prompt, o, { optional = optional, auto = true, none = "none" }))
end
Ctx.pick = pick

function Ctx.enemy(c, optional)
  return pick(c, c.player, "Choose an enemy character", TC.characters(g_(c), Ctx.opp(c)), optional)
end
function Ctx.own_char(c, optional, other)
  local out = {}
  for _, x in ipairs(TC.characters(g_(c), c.player)) do
    if not other or x ~= Ctx.char(c) then out[#out + 1] = x end
  end
  return pick(c, c.player, "Choose one of your characters", out, optional)
end
function Ctx.own_with_trait(c, trait)
  local out = {}
  for _, x in ipairs(TC.characters(g_(c), c.player)) do
    if TC.has_trait(g_(c), x, trait) then out[#out + 1] = x end
  end
  return out
end

function Ctx.damage(c, target, n) if target then return TC.place_damage(g_(c), target, n, false) end end
function Ctx.damage_enemy(c, n) return Ctx.damage(c, Ctx.enemy(c), n) end
function Ctx.damage_each_enemy(c, n)
  for _, x in ipairs(TC.characters(g_(c), Ctx.opp(c))) do TC.place_damage(g_(c), x, n, false) end
end
function Ctx.repair(c, target, n) if target then return TC.repair(g_(c), target, n) end end
function Ctx.repair_each_own(c, n, trait)
  for _, x in ipairs(TC.characters(g_(c), c.player)) do
    if not trait or TC.has_trait(g_(c), x, trait) then TC.repair(g_(c), x, n) end
  end
end

-- Stat bonuses until end of turn ("turn" expiry): atk, def, hp.
function Ctx.boost(c, target, stat, n)
  if target then c.g:cadd(target, stat .. "_t", n, K.turn) end
end
function Ctx.boost_each_own(c, stat, n)
  for _, x in ipairs(TC.characters(g_(c), c.player)) do Ctx.boost(c, x, stat, n) end
end
function Ctx.damage_each_char(c, n)
  for p = 1, 2 do
    for _, x in ipairs(TC.characters(g_(c), p)) do TC.place_damage(g_(c), x, n, false) end
  end
end
-- The combat's attacker and defender (nil outside an attack).
function Ctx.attacker(c) return c.g:gget(K.att) end
function Ctx.defender(c) return c.g:gget(K.dfd) end
-- Keyword grants until end of turn.
function Ctx.grant(c, target, kw, n)
  if target then c.g:cadd(target, "kw_" .. kw, n or 1, K.turn) end
end
function Ctx.grant_each_own(c, kw, n, trait)
  for _, x in ipairs(TC.characters(g_(c), c.player)) do
    if not trait or TC.has_trait(g_(c), x, trait) then Ctx.grant(c, x, kw, n) end
  end
end
-- In a combat, the attacker's or defender's total (game values, "combat").
function Ctx.combat_bonus(c, what, n) c.g:gadd(what, n, K.combat) end

function Ctx.flip_own_char(c)
  local g = g_(c)
  local out = {}
  for _, x in ipairs(TC.characters(g, c.player)) do
    if #TC.flip_targets(g, x) > 0 then out[#out + 1] = x end
  end
  local x = pick(c, c.player, "Flip which character?", out)
  if x then return TC.mode_flip(g, x) end
end
function Ctx.flip_self(c) return TC.mode_flip(g_(c), Ctx.char(c)) end

local function hand_of_kind(c, pred)
  local out = {}
  for _, x in ipairs(c.g:cards(Z(c.g, "hand", c.player))) do
    if pred(c.g, x) then out[#out + 1] = x end
  end
  return out
end

-- Brainstorm: optionally play an Action from hand (no budget spent).
-- `icon` ("OR"...), `slot` ("armor"...): "OPT PLAY {OR} Action", "OPT PLAY {BL} Armor".
local function of_icon(icon, pred, slot)
  return function(g, x)
    return pred(g, x) and (not icon or TC.has_icon(g, x, icon)) and (not slot or g:def(x).slot == slot)
  end
end
-- Only the cards that can be played now (cost, PLAY_REQ, play limit: playrules.lua).
local function playable(pred)
  return function(g, x) return pred(g, x) and TC.playable(g, g:owner(x), x) end
end
function Ctx.play_action_from_hand(c, icon)
  local x = c.g:choose(c.player, "Play an Action from your hand?", hand_of_kind(c, playable(of_icon(icon, TC.is_action))),
                       { optional = true, none = "no" })
  if x then TC.play_action(c.g, c.player, x); return true end
end
local function play_upgrade(c, fits, onto)
  local g = g_(c)
  local x = g:choose(c.player, "Play an Upgrade from your hand?", hand_of_kind(c, function(g_, u)
                       return fits(g_, u) and (not onto or TC.can_host(g_, u, onto)) end),
                     { optional = true, none = "no" })
  if not x then return end
  local h = onto or pick(c, c.player, "On which character?", TC.hosts_for(g, c.player, x))
  if h then TC.attach(g, c.player, x, h); return true end
end
-- `onto`: "OPT PLAY Armor onto IT" (the Upgrades that can go on it only).
function Ctx.play_upgrade_from_hand(c, icon, slot, onto)
  return play_upgrade(c, playable(of_icon(icon, TC.is_upgrade, slot)), onto)
end
-- "OPT PLAY another Triangulator": a card of that name (before its
-- subtitle) from your hand, an Upgrade or an Action.
function Ctx.play_named(c, name)
  local g = g_(c)
  local x = g:choose(c.player, "Play " .. name .. " from your hand?",
                     hand_of_kind(c, function(g_, x) return TC.named(g_, x, name) end),
                     { optional = true, none = "no" })
  if not x then return end
  if TC.is_action(g, x) then TC.play_action(g, c.player, x); return true end
  local h = pick(c, c.player, "On which character?", TC.hosts_for(g, c.player, x))
  if h then TC.attach(g, c.player, x, h); return true end
end

-- "OPT SCRAP <kind> <-own_hand ; => if_done: ..."
function Ctx.scrap_from_hand(c, optional, pred)
  local g = g_(c)
  local x = g:choose(c.player, "Scrap a card from your hand?",
                     hand_of_kind(c, pred or function() return true end),
                     { optional = optional, none = "no", auto = not optional })
  if x then TC.scrap(g, x); return true end
  return false
end

function Ctx.hand_to_deck_top(c, optional)
  local g = g_(c)
  local x = g:choose(c.player, "Put a card from your hand on top of your deck?",
                     g:cards(Z(g, "hand", c.player)), { optional = optional, none = "no", auto = not optional })
  if x then g:move(x, Z(g, "deck", c.player), "top"); return true end
end

-- Treasure Hunt: scrap the top n one by one; they stay out of a reshuffle
-- while this effect resolves (digest 11).
function Ctx.mill(c, n)
  local out = {}
  for _ = 1, n do
    local x = TC.mill(c.g, c.player)
    if not x then break end
    out[#out + 1] = x
  end
  return out
end

function Ctx.scrap_card(c, x) if x then TC.scrap(g_(c), x) end end

-- The enemy's Upgrades, to choose one to scrap.
function Ctx.scrap_enemy_upgrade(c)
  local g = g_(c)
  local us = g:cards(Z(g, "upgrades", Ctx.opp(c)))
  local x = g:choose(c.player, "Scrap which enemy Upgrade?", us, { auto = true })
  if x then TC.scrap(g, x); return true end
end

-- Chop Shop: move an Upgrade from another of your characters onto this one.
function Ctx.move_upgrade_to_self(c, optional)
  local g = g_(c)
  local me = Ctx.char(c)
  local us = {}
  for _, u in ipairs(g:cards(Z(g, "upgrades", c.player))) do
    if g:cget(u, K.host) ~= me and TC.can_host(g, u, me) then us[#us + 1] = u end
  end
  local u = g:choose(c.player, "Move an Upgrade onto " .. g:name(me) .. "?", us,
                     { optional = optional, none = "no" })
  if u then TC.attach(g, c.player, u, me); return true end
end

function Ctx.scrap_own_upgrades(c)
  local g = g_(c)
  local n = 0
  for _, u in ipairs(TC.upgrades_of(g, Ctx.char(c))) do TC.scrap(g, u); n = n + 1 end
  return n
end

-- Anticipation Engine: reveal the top card; an Action may be played.
function Ctx.reveal_top_play(c, pred)
  local g = g_(c)
  local x = TC.top(g, c.player)
  if not x then return end
  g:reveal(x)
  g:log("p%d reveals %s", c.player, g:name(x))
  TC.raise(g, "reveal", { card = x, player = c.player })
  if pred(g, x) and g:yes_no(c.player, "Play the revealed " .. g:name(x) .. "?") then
    if TC.is_action(g, x) then TC.play_action(g, c.player, x)
    else
      local h = pick(c, c.player, "On which character?", TC.hosts_for(g, c.player, x))
      if h then TC.attach(g, c.player, x, h) end
    end
    return x
  end
end

-- Scrap an enemy Upgrade of a slot ("SCRAP enemy Weapon").
function Ctx.scrap_enemy_slot(c, slot, slot2)
  local g = g_(c)
  local us = {}
  for _, u in ipairs(g:cards(Z(g, "upgrades", Ctx.opp(c)))) do
    local s = TC.slot_of(g, u)
    if s == slot or s == slot2 then us[#us + 1] = u end
  end
  local x = g:choose(c.player, "Scrap which enemy " .. slot .. (slot2 and (" or " .. slot2) or "") .. "?",
                     us, { auto = true })
  if x then TC.scrap(g, x); return true end
end

-- "RETURN <kind> <-own_scrap ->own_hand": kind "Weapon", "Armor",
-- "Utility", "Upgrade", "Action" or "card"; icon: "RETURN {OR} Action ...".
local KIND = {
  card = function() return true end,
  Upgrade = TC.is_upgrade, Action = TC.is_action,
  Weapon = function(g, x) return g:def(x).slot == "weapon" end,
  Armor = function(g, x) return g:def(x).slot == "armor" end,
  Utility = function(g, x) return g:def(x).slot == "utility" end,
}
local function scrap_where(g, p, fits)
  local out = {}
  for _, x in ipairs(g:cards(Z(g, "scrap", p))) do
    if fits(g, x) then out[#out + 1] = x end
  end
  return out
end
function Ctx.return_from_scrap(c, kind, icon)
  local g = g_(c)
  local out = scrap_where(g, c.player, of_icon(icon, KIND[kind]))
  local x = g:choose(c.player, "Return which " .. kind .. " to your hand?", out, { auto = true })
  if x then g:move(x, Z(g, "hand", c.player)); return true end
end

-- "PUT <kind> <-own_scrap ->own_deck.top" (Reclaim): kinds as above.
function Ctx.scrap_to_deck_top(c, kind)
  local g = g_(c)
  local out = scrap_where(g, c.player, KIND[kind])
  local x = g:choose(c.player, "Put which " .. kind .. " on top of your deck?", out, { auto = true })
  if x then
    g:move(x, Z(g, "deck", c.player), "top")
    g:log("p%d puts %s on top of the deck", c.player, g:name(x))
    return true
  end
end

-- "MOVE n dmg_ctr from A -> B" (as many as A has, up to n).
function Ctx.move_damage(c, from, to, n)
  local g = g_(c)
  if not from or not to then return end
  if from ~= to and TC.static(g, to, "no_move_in") > 0 then return end     -- Bumpers (effects2.lua)
  n = math.min(n, TC.damage(g, from))
  if n <= 0 then return end
  TC.repair(g, from, n)
  TC.place_damage(g, to, n, false)
end

-- "OPP CHOOSE opp_char & dmg n -> IT": the opponent picks their own character.
function Ctx.opp_chooses_damage(c, n)
  local o = Ctx.opp(c)
  local x = pick(c, o, "Choose one of your characters to take " .. n .. " damage", TC.characters(g_(c), o))
  return Ctx.damage(c, x, n)
end

function Ctx.each_player_draw(c, n)
  for p = 1, 2 do TC.draw(g_(c), p, n) end
end

function Ctx.untap(c, x, many) return TC.untap(c.g, x, many == true) end   -- untap.lua (x may come with a 2nd value)

-- An enemy character that is tapped / has a trait.
function Ctx.enemy_where(c, test)
  local out = {}
  for _, x in ipairs(TC.characters(g_(c), Ctx.opp(c))) do
    if test(g_(c), x) then out[#out + 1] = x end
  end
  return pick(c, c.player, "Choose an enemy character", out)
end
function Ctx.own_where(c, trait)
  return pick(c, c.player, "Choose one of your " .. trait, Ctx.own_with_trait(c, trait))
end

-- "OPT SCRAP THIS_CARD": returns whether it was scrapped.
function Ctx.scrap_self(c, optional)
  if optional and not c.g:yes_no(c.player, "Scrap " .. c.g:name(c.card) .. "?") then return false end
  TC.scrap(g_(c), c.card)
  return true
end

-- "SCRAP own_hand": every card of your hand.
function Ctx.scrap_hand(c)
  local g = g_(c)
  for _, x in ipairs(g:cards(Z(g, "hand", c.player))) do TC.scrap(g, x) end
end

-- "SCRAP n cards <-own_hand" (compulsory): as many as the hand holds, up to n.
-- Player p scraps n cards of their hand one by one, each picked among
-- cards() (fewer when it runs out: returns false).
local function scrap_picks(c, p, n, what, cards)
  for i = 1, n do
    local x = c.g:choose(p, "Scrap " .. what .. " from your hand (" .. i .. " of " .. n .. ")", cards(),
                         { auto = true })
    if not x then return false end
    TC.scrap(c.g, x)
  end
  return true
end
local function hand_of(c, p) return function() return c.g:cards(Z(c.g, "hand", p)) end end

function Ctx.discard(c, n) scrap_picks(c, c.player, n, "a card", hand_of(c, c.player)) end

-- Flip character x to its mode named `to`.
local function flip_to(g, x, to)
  for i, m in ipairs(g:def(x).modes) do
    if m[1] == to then return TC.mode_flip(g, x, i) end
  end
end

-- "FLIP own_char bot->alt": one of your characters in mode `from` flips to `to`.
function Ctx.flip_own_from(c, from, to)
  local g = g_(c)
  local out = {}
  for _, x in ipairs(TC.characters(g, c.player)) do
    if TC.mode_name(g, x) == from then out[#out + 1] = x end
  end
  local x = pick(c, c.player, "Flip which character to " .. to .. "?", out)
  if x then return flip_to(g, x, to) end
end

-- "OPT SCRAP n cards <-own_hand": all n or none; returns whether done.
function Ctx.scrap_n_from_hand(c, n)
  local g = g_(c)
  local hand = g:cards(Z(g, "hand", c.player))
  if #hand < n or not g:yes_no(c.player, "Scrap " .. n .. " cards from your hand?") then return false end
  for i = 1, n do
    local x = g:choose(c.player, "Scrap which card (" .. i .. " of " .. n .. ")?", g:cards(Z(g, "hand", c.player)))
    TC.scrap(g, x)
  end
  return true
end

-- "CHOOSE_ONE: A / B": branches = { { label, fn }, ... }.
function Ctx.choose_one(c, branches)
  local o = {}
  for i, b in ipairs(branches) do o[i] = { label = b[1], value = i } end
  local i = c.g:choose(c.player, "Choose one", o)
  branches[i][2]()
end

-- Plan N (the card data's reminder text): put up to N cards from your
-- hand on top of your deck, in the order picked (the first ends deepest).
function Ctx.plan(c, n)
  local g = g_(c)
  local picked = g:choose_many(c.player, "Plan: put a card from your hand on top of your deck",
                               g:cards(Z(g, "hand", c.player)), n)
  for _, x in ipairs(picked) do
    g:move(x, Z(g, "deck", c.player), "top")
    TC.raise(g, "hand_to_top", { card = x, player = c.player })   -- answers2.lua: Mining Pick
  end
  if #picked > 0 then g:log("p%d plans %d", c.player, #picked) end
end

-- Look at / reveal the top n cards of your deck (nothing else happens).
function Ctx.peek(c, n, all)
  local g = g_(c)
  local deck = Z(g, "deck", c.player)
  for i = 1, math.min(n, g:size(deck)) do g:reveal(g:top(deck, i), (not all) and c.player or nil) end
end

-- Bonuses until the end of the battle (expiry "combat").
function Ctx.boost_battle(c, target, stat, n)
  if target then c.g:cadd(target, stat .. "_b", n, K.combat) end
end

-- "{BK} card" (core.lua's TC.has_icon) in your hand.
function Ctx.hand_with_icon(c, icon)
  return hand_of_kind(c, function(g, x) return TC.has_icon(g, x, icon) end)
end
-- "COST(TAP_ABILITY => SCRAP n {XX} cards <-own_hand)": the cost, paid
-- as the tap ability resolves (its option is refused when it cannot be).
function Ctx.scrap_icon_cost(c, icon, n)
  return scrap_picks(c, c.player, n, "a {" .. icon .. "} card", function() return Ctx.hand_with_icon(c, icon) end)
end

-- "UNTAP own_char HAS stars<=n": one of your tapped characters of at most n stars.
function Ctx.untap_own_upto(c, stars)
  local out = {}
  for _, x in ipairs(TC.characters(g_(c), c.player)) do
    if TC.tapped(g_(c), x) and (g_(c):def(x).stars or 0) <= stars then out[#out + 1] = x end
  end
  return Ctx.untap(c, pick(c, c.player, "Untap which character?", out))
end

-- "FLIP each_own_char bot->alt": every one of your characters in mode `from`.
function Ctx.flip_each_own_from(c, from, to)
  local g = g_(c)
  for _, x in ipairs(TC.characters(g, c.player)) do
    if TC.mode_name(g, x) == from then flip_to(g, x, to) end
  end
end

-- "EACH_PLAYER SCRAP hand": both players scrap every card of their hand.
function Ctx.each_player_scrap_hand(c)
  local g = g_(c)
  for p = 1, 2 do
    for _, x in ipairs(g:cards(Z(g, "hand", p))) do TC.scrap(g, x) end
  end
end

-- "OPP CHOOSE n cards <-opp_hand & SCRAP them": the opponent picks n
-- cards of their hand (all of them when they hold fewer) and scraps them.
function Ctx.opp_scraps_from_hand(c, n) scrap_picks(c, Ctx.opp(c), n, "a card", hand_of(c, Ctx.opp(c))) end

-- "HAS <Name> @bf", "HAS <Trait> character @bf": one of your characters on
-- the battlefield answers to it (core.lua's TC.answers_to).
function Ctx.has_on_bf(c, what)
  for _, x in ipairs(TC.characters(g_(c), c.player)) do
    if TC.answers_to(g_(c), x, what) then return true end
  end
  return false
end

-- "for each_own:Upgrades": how many Upgrades your characters carry.
function Ctx.own_upgrade_count(c) return c.g:size(Z(c.g, "upgrades", c.player)) end

-- "UNTAP each_own:<Trait>".
function Ctx.untap_each_own(c, trait)
  for _, x in ipairs(Ctx.own_with_trait(c, trait)) do Ctx.untap(c, x, true) end
end

-- "SCRAP ATTACKER's Weapons": every weapon Upgrade on character x.
function Ctx.scrap_weapons(c, x)
  if not x then return end
  for _, u in ipairs(TC.upgrades_of(g_(c), x)) do
    if g_(c):def(u).slot == "weapon" then TC.scrap(g_(c), u) end
  end
end

TC.Ctx = Ctx
return Ctx
