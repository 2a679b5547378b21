-- transformers-dbg/battle.lua -- playing cards, Energon abilities, battles.
--
-- TF.play is ACT.PLAY (also used for cards played by effects and, without
-- the text, for Assists' play-time bonuses).  TF.battle runs digest 4.5:
-- BTL.3 Assists offered clockwise from the active player's left (asked of
-- those players, placed facedown in competitive, faceup in co-op), BTL.3d
-- decline, CNF.3 Confrontation Encounter, BTL.4a mandatory Assists
-- (min(Damage, placed); all of them in co-op, AMB-08), CNF.4b forced
-- Assists while short, CNF.4c Energon/Confront abilities, BTL.5 assisting
-- players' abilities, BTL.6 outcome with the Alt penalty evaluated then
-- (AMB-10), BTL.7 cleanup, CNF.7 end of turn.  Converts are offered at the
-- step boundaries where they matter: to the active player and the owners of
-- resolved Assists who are in Alt Mode (AMB-37).  The battle's own values
-- carry the "battle" tag and vanish at cleanup.

local TF = include "core"
local fmt = string.format
local Z = TF.z
local FRONT, PLAYED, ASSIST = TF.zones("front"), TF.zones("played"), TF.zones("assist")
local DISCARD = TF.zones("discard")
local MATRIX = Z("matrix")

---------------------------------------------------------------------------
-- Playing cards
---------------------------------------------------------------------------

-- Per player: the cards in front, then those played, then the character
-- (one g:cards call).
local IN_PLAY = {}
for p = 1, #FRONT do IN_PLAY[p] = zone_list{ FRONT[p], PLAYED[p], TF.zones("character")[p] } end
local PLAY_BONUS = filter{ has = "play_bonus" }

-- The definition's field at a path ("is.robot").
local function path(d, at)
  for k in at:gmatch("[^.]+") do
    if type(d) ~= "table" then return nil end
    d = d[k]
  end
  return d
end

-- What a play bonus written as data ({ plus =, has =, where =, if_value =,
-- is = | is_not = }, or a list of them) gives card c played by p: the
-- kernel's reading of it (steps.c, an add's bonus), for the Lua path.
local function data_bonus(g, p, b, c)
  if b[1] then
    local n = 0
    for _, one in ipairs(b) do n = n + data_bonus(g, p, one, c) end
    return n
  end
  if b.if_value then
    local v = g:pget(p, b.if_value)
    if (b.is and v ~= b.is) or (b.is_not and v == b.is_not) then return 0 end
  end
  local d = g:def(c)
  if b.has and not path(d, b.has) then return 0 end
  for k, v in pairs(b.where or {}) do
    if d[k] ~= v then return 0 end
  end
  return b.plus or 0
end

-- Power bonuses "each X you play has +N Power" for p playing card c: the
-- character's side's function, and each other card's bonus in front of p,
-- played, or p's character (a function, or data).
function TF.play_bonus(g, p, c)
  local n = 0
  local side = TF.side(g, p)
  if side and type(side.play_bonus) == "function" then n = n + side.play_bonus(g, p, c) end
  local cards = g:cards(IN_PLAY[p], PLAY_BONUS)
  for i = 1, #cards do
    local x = cards[i]
    if x ~= c then
      local b = g:def(x).play_bonus
      if type(b) == "function" then n = n + b(g, x, p, c) else n = n + data_bonus(g, p, b, c) end
    end
  end
  return n
end

-- The Power (with its bonuses) and Move card c just played gets, and the
-- line that says so (where: "" or " from the top of the deck").
local function power_on(g, p, c, where)
  local d = g:def(c)
  local bonus = TF.play_bonus(g, p, c)
  TF.add_power(g, c, d.power + bonus)
  TF.add_move(g, c, d.move)
  g:log("%s plays %s%s%s", TF.pname(p), g:name(c), where, bonus ~= 0 and fmt(" (+%d Power bonus)", bonus) or "")
end

-- ACT.PLAY (from = "hand" or "deck"): Power and Move go on the card,
-- bonuses attach now, then its text resolves.
function TF.play(g, p, c, from)
  local d = g:def(c)
  g:move(c, PLAYED[p])
  TF.clear_card(g, c)
  power_on(g, p, c, from == "deck" and " from the top of the deck" or "")
  g:padd(p, "stat.played." .. g:name(c), 1)     -- for balance studies (arbiter sim --report)
  if d.on_play then g:use(c, p, d.on_play) end
end

-- ACT.PLAY from the hand as kernel steps (kernel/lua/steps.c), the same as
-- TF.play(g, p, c, "hand"): the card goes into play, forgets its old Power
-- and Move, gets its own with the bonuses written as data of the cards in
-- front, played and the character (the add's bonus; the bonus is the
-- argument of the log after it), is logged and counted, and its text
-- resolves -- with Lua only for a bonus that is a function, while such a
-- card is there (gives_play_bonus: the bonus, the Power, Move and log line
-- then come from Lua), and for the card's own text.
local function bonus_play(g, p, c) power_on(g, p, c, "") end
local function on_play(g, p, c) g:use(c, p, g:def(c).on_play) end
local BONUS = { zones = { "front", "played", "character" }, has = "gives_play_bonus" }
local DATA_BONUS = { zones = { "front", "played", "character" }, field = "play_bonus" }
TF.PLAY_STEPS = {
  { move = "card", to = "played" },
  { clear = "pw", scope = "card" },
  { clear = "mv", scope = "card" },
  { call = bonus_play, if_any = BONUS },
  { add = "pw", by = "power", scope = "card", expiry = "power", unless_zero = true, unless_any = BONUS,
    bonus = DATA_BONUS },
  { add = "mv", by = "move", scope = "card", expiry = "power", unless_zero = true, unless_any = BONUS },
  { log = "{p} plays {card}", unless_any = BONUS, if_arg_below = 1 },
  { log = "{p} plays {card} (+{arg} Power bonus)", unless_any = BONUS, if_arg_at_least = 1 },
  { add = "stat.played.%s", of = "name" },          -- for balance studies (arbiter sim --report)
  { call = on_play, when = "on_play" },
}

---------------------------------------------------------------------------
-- Energon abilities
---------------------------------------------------------------------------

-- Where the active player's usable Energon abilities are, as a costed
-- family's zones: the cards played and kept in front, and the character
-- while its Bot side is up (the action window's family and CNF.4c's).
TF.ABILITY_ZONES = { "played", "front", { "character", if_value = "mode", is = "bot" } }

-- Activates ability i of card c for p: pay, mark used, resolve.
function TF.activate(g, p, c, i)
  local a = TF.abilities(g, c)[i]
  TF.pay_energon(g, p, a.cost)
  TF.mark_used(g, c, i)
  g:log("%s pays %d Energon for %s's ability: %s", TF.pname(p), a.cost, g:name(c), a.text)
  if a.fn then g:use(c, p, a.fn) end
end

-- Abilities p may activate now, as {card=, i=, n=}: ability i of card c;
-- n > 1 for another copy's own ability (its label gets "#n").  allow(a)
-- says which tags the timing accepts.  Copies of a card share their
-- ability tables, and no card has two abilities with the same text and
-- cost, so counting by ability table counts equal labels.
function TF.ability_uses(g, p, cards, allow)
  local e, out, seen = TF.energon(g, p), {}, nil
  for k = 1, #cards do
    local c = cards[k]
    local d = g:def(c)
    for i = 1, d.ability_count do
      local a = d.abilities[i]
      if a.fn and not a.block and allow(a) and e >= a.cost and not TF.ability_used(g, c, i)
         and (not a.usable or a.usable(g, c, p)) then
        seen = seen or {}
        local n = (seen[a] or 0) + 1
        seen[a] = n
        out[#out + 1] = { card = c, i = i, n = n }
      end
    end
  end
  return out
end

-- "Card: text (cost Energon)", for one of TF.ability_uses.
function TF.ability_label(g, u)
  local a = TF.abilities(g, u.card)[u.i]
  local label = fmt("%s: %s (%d Energon)", g:name(u.card), a.text, a.cost)
  if u.n > 1 then label = label .. " #" .. u.n end
  return label
end

-- The cards whose abilities the active player may use on their turn:
-- controlled cards, and the character while its Bot side is up.
-- controlled: TF.controlled(g, p), when the caller has it (it grows).
function TF.ability_cards(g, p, controlled)
  local cards = controlled or TF.controlled(g, p)
  if TF.bot(g, p) then cards[#cards + 1] = TF.character(g, p) end
  return cards
end

---------------------------------------------------------------------------
-- Battle arithmetic
---------------------------------------------------------------------------

local function penalty(g, q)
  if TF.bot(g, q) then return 0 end
  return TF.side(g, q, "alt").penalty
end

function TF.assist_value(g, c)
  local v = (g:cget(c, "pw") or 0) - penalty(g, g:controller(c))
  return v > 0 and v or 0
end

-- The Assist zones in turn order from each active player, by player count.
local ASSIST_ORDER = {}
for n = 1, #ASSIST do
  ASSIST_ORDER[n] = {}
  for a = 1, n do
    local zs = {}
    for k = 0, n - 1 do zs[k + 1] = ASSIST[(a - 1 + k) % n + 1] end
    ASSIST_ORDER[n][a] = zone_list(zs)
  end
end
local RESOLVED = filter{ value = "resolved" }
local NONE = {}                 -- no Assist (read only)

-- Resolved / placed Assist cards, in turn order of their owners.
function TF.assists(g, resolved_only)
  return g:cards(ASSIST_ORDER[g:players()][g:active()], resolved_only and RESOLVED or nil)
end

-- BTL.6 total: the active player's Power reaching the target (minus the
-- Alt penalty, floor 0) plus each resolved Assist (minus its owner's).
-- assisted = false: no Assist was placed in this battle (none to count).
function TF.battle_total(g, p, target, assisted)
  local d = TF.dist_to_card(g, p, target) or 0
  local own = TF.power_at(g, p, d) - penalty(g, p)
  local t = own > 0 and own or 0
  if assisted == false then return t end
  for _, c in ipairs(TF.assists(g, true)) do t = t + TF.assist_value(g, c) end
  return t
end

function TF.battle_cost(g, target)
  return (TF.cost(g, target) or 0) + (g:gget("cost_mod") or 0)
end

-- Who may Assist at all (BTL.3 eligibility, CO.3).
function TF.assists_allowed(g, p, conf)
  if g:players() < 2 then return false end
  if TF.coop(g) then return true end
  return conf or TF.damaged(g, p)
end

-- BTL.3: q places card c as an Assist, as kernel steps: into q's Assist
-- zone (faceup in co-op), its old Power and Move forgotten, its Power its
-- own plus the play bonuses written as data of q's cards in front, played
-- and character (the add's bonus, as a play's) -- with Lua only while a
-- card whose bonus is a function is there (TF.play_bonus).
local function lua_assist_power(g, q, c) g:cset(c, "pw", g:def(c).power + TF.play_bonus(g, q, c), "power") end

local function place_steps(faceup)
  local list = { { move = "card", to = "assist" }, { clear = "pw", scope = "card" }, { clear = "mv", scope = "card" } }
  if faceup then list[#list + 1] = { flip = "up" } end
  list[#list + 1] = { call = lua_assist_power, if_any = BONUS }
  list[#list + 1] = { add = "pw", by = "power", scope = "card", expiry = "power", unless_any = BONUS,
                      bonus = DATA_BONUS }
  list[#list + 1] = { log = faceup and "{p} places an Assist ({card})" or "{p} places an Assist facedown" }
  return steps(list)
end
local PLACE, PLACE_FACEUP = place_steps(false), place_steps(true)

local function place_assist(g, q, c)
  if TF.coop(g) then PLACE_FACEUP(g, q, c) else PLACE(g, q, c) end
end

-- BTL.3's offer to q, a window the kernel lists (g:window, the ruleset's
-- `windows`), asked with q's distance to the target: AMB-47's legal
-- Assists, in hand order -- a card whose Range reaches the target (the
-- Matrix family's Range) and that produces >= 1 Power by itself or through
-- its own Power-giving Energon ability that q can pay for (the definition's
-- assist_cost within q's Energon, defs.lua) -- or "do not Assist".
TF.ASSIST_OFFER = {
  prompt = function(g)
    return fmt("%s %s %s: place an Assist?", TF.pname(g:active()), g:gget("confronting") and "Confronts" or "battles",
               g:name(g:gget("battle_target")))
  end,
  reason = function(g)
    return g:gget("confronting") and "BTL.3: anyone may Assist in a Confrontation"
           or TF.coop(g) and "CO.3: in co-op anyone may Assist in any battle"
           or "BTL.3: the active player controls Damage, so others may Assist"
  end,
  options = {
    { cards = "hand", reaches = true, cost = "assist_cost", pool = "energon",
      label = function(g, c) return g:name(c) end, run = place_assist },
  },
  none = "do not Assist",
}

local function resolve_assist(g, c)
  g:flip(c, true)
  g:cset(c, "resolved", true, "battle")
  local bonus = g:def(c).assist_power or 0
  if bonus ~= 0 then TF.add_power(g, c, bonus) end
  g:log("%s's Assist is resolved: %s worth %d", TF.pname(g:controller(c)), g:name(c),
        function() return TF.assist_value(g, c) end)
end

-- Step-boundary Convert offers (AMB-37) for players in Alt Mode.
local function convert_window(g, players, why)
  for _, q in ipairs(players) do
    if not TF.bot(g, q) and TF.energon(g, q) >= 1 then
      if g:yes_no(q, fmt("Convert to Bot Mode now (1 Energon)? %s", why),
          { reason = "Converting is allowed between battle steps on any player's turn; " ..
                     "in Alt Mode your side of the battle has -1 Power" }) then
        TF.convert(g, q, false)
      end
    end
  end
end

local ALONE = {}                -- ALONE[p] = { p } (read only)
for p = 1, 8 do ALONE[p] = { p } end

local function involved(g, p, assisted)
  if not assisted then return ALONE[p] end
  local out, seen = { p }, { [p] = true }
  for _, c in ipairs(TF.assists(g, true)) do
    local q = g:controller(c)
    if not seen[q] then seen[q] = true; out[#out + 1] = q end
  end
  return out
end

---------------------------------------------------------------------------
-- The battle
---------------------------------------------------------------------------

-- BTL.7 as kernel steps (kernel/lua/steps.c): each played card top first
-- is discarded, but Ongoing cards and Allies stay in play (they move in
-- front of the character at EOT.3) and a Relic may go to the Vault
-- instead (its player says); every player's Assists are discarded; Power
-- and Move are lost (Alt Move too with battle_clears_alt_move); the
-- battle's values expire.
local function relic_cleanup(g, p, c)
  if g:def(c).stays then return end                -- (an Ongoing Relic stays, as any Ongoing card)
  if g:yes_no(p, fmt("Put %s facedown into your Vault instead of discarding it?", g:name(c)),
      { reason = "a played Relic may be stored in the Vault when it would be discarded" }) then
    TF.vault(g, p, c)
  else
    g:move(c, DISCARD[p])
  end
end

local function cleanup_steps(alt_too)
  local list = {
    { each = "played" },
    { call = relic_cleanup, when = "relic" },
    { move = "card", to = "discard", unless = "stays", if_in = "played" },
    { again = true },
    { move_all = "assist", to = "discard", every_player = true },
    { expire = "power" },
  }
  if alt_too then list[#list + 1] = { set = "amv", value = 0, expiry = "turn" } end
  list[#list + 1] = { expire = "battle" }
  list[#list + 1] = { log = "battle cleanup: played cards discarded, Power and Move lost" }
  return steps(list)
end
local CLEANUP, CLEANUP_ALT = cleanup_steps(false), cleanup_steps(true)

local function cleanup(g, p)
  if TF.flag(g, "battle_clears_alt_move") then CLEANUP_ALT(g, p) else CLEANUP(g, p) end
end

local function win(g, p, target, assisted)
  g:log("%s is defeated", g:name(target))
  local d = g:def(target)
  local recipients = { p }
  if assisted then
    for _, c in ipairs(TF.assists(g, true)) do recipients[#recipients + 1] = g:controller(c) end
  end
  for _, q in ipairs(recipients) do
    if d.reward then g:use(target, q, d.reward) end
  end
  if TF.release_under then TF.release_under(g, target) end
  g:cset(target, "was_adversary", true)
  TF.vault(g, p, target)
  g:padd(p, "defeated", 1)
  if d.is.boss then TF.boss_gone(g, target) end
end

local function resolve_label(g, c) return fmt("resolve %s's Assist", TF.pname(g:controller(c))) end

local function resolve_choice(g, p, unresolved, prompt, why)
  return g:choose(p, prompt, unresolved, { auto = true, label = resolve_label, reason = why })
end

local function unresolved_assists(g)
  local out = {}
  for _, c in ipairs(TF.assists(g, false)) do
    if not g:cget(c, "resolved") then out[#out + 1] = c end
  end
  return out
end

-- CNF.4c accepts any ability but an Assist's (the labels' numbering).
local function not_assist(a) return a.tag ~= "assist" end

-- CNF.4c is a window the kernel lists (g:window, the ruleset's `windows`):
-- the abilities of the cards p controls and, Bot side up, of p's character
-- (as the action window's, Confront ones included, not an Assist's nor a
-- Block), within p's Energon, unused this turn, usable if they say so; and
-- a Convert; or done.  Labels and the prompt are made only when read.
local function confront_label(g, c, i)
  local p = g:active()
  for _, u in ipairs(TF.ability_uses(g, p, TF.ability_cards(g, p), not_assist)) do
    if u.card == c and u.i == i then return TF.ability_label(g, u) end
  end
  return TF.ability_label(g, { card = c, i = i, n = 1 })
end

local function convert_label(g, q) return fmt("Convert to %s Mode (1 Energon)", TF.bot(g, q) and "Alt" or "Bot") end

TF.CONFRONT_WINDOW = {
  prompt = function(g, p)
    local target = g:gget("battle_target")
    return fmt("Confrontation: %d of %d. Use an Energon ability?", TF.battle_total(g, p, target),
               TF.battle_cost(g, target))
  end,
  reason = "CNF.4c: still short after the Assists, you may use unused Energon abilities, Confront ones included",
  options = {
    { costed = "abilities", zones = TF.ABILITY_ZONES,
      price = "cost", pool = "energon", used = "eu", only = "fn", skip = { "block", "assist_tag" },
      usable = "usable", label = confront_label, run = function(g, p, c, i) TF.activate(g, p, c, i) end },
    { player = "active", pool = "energon", label = convert_label, run = function(g, q) TF.convert(g, q, false) end,
      refuse = function(g, _, q) return convert_label(g, q), "Converting costs 1 Energon" end },
  },
  none = "done",
}

-- CNF.4c: while short, the window again, until p is done or has nothing to use.
local function confront_abilities(g, p, target, assisted)
  while true do
    local total, cost = TF.battle_total(g, p, target, assisted), TF.battle_cost(g, target)
    if total >= cost or not g:window("confront", p) then return end
  end
end

-- BTL.5's window (the ruleset's `windows`, asked with g:window): the
-- Power-giving or Assist-tagged Energon abilities of q's resolved Assist
-- (q places one Assist a battle), within q's Energon, unused, usable.
TF.ASSIST_WINDOW = {
  prompt = function(g, q) return fmt("Your Assist %s: use an Energon ability?", g:name(g:first(ASSIST[q]))) end,
  reason = "BTL.5: your Assist was resolved; you may use its Power-giving or Assist Energon abilities",
  options = {
    { costed = "abilities", zones = { "assist" }, price = "cost", pool = "energon", used = "eu",
      only = "assist_use", skip = { "block" }, usable = "usable",
      label = function(g, c, i) return TF.ability_label(g, { card = c, i = i, n = 1 }) end,
      run = function(g, q, c, i) TF.activate(g, q, c, i) end },
  },
  none = "done",
}

-- BTL.5: each player whose Assist was resolved may use those abilities.
local function assist_abilities(g, assisted)
  if not assisted then return end
  for _, c in ipairs(TF.assists(g, true)) do
    local q = g:controller(c)
    repeat until not g:window("assist", q)
  end
end

function TF.is_confrontation(g, target)
  return TF.is_boss(g, target) or TF.matrix_rule(g, "battles_are_confrontations") ~= nil
end

-- Runs a battle of active player p against target.  Returns false when the
-- battle was called off (BTL.3d), true otherwise.
function TF.battle(g, p, target)
  local conf = TF.is_confrontation(g, target)
  g:gset("battle_target", target, "battle")
  if conf then g:gset("confronting", true, "battle") end
  local tr, tc = TF.card_pos(g, target)
  g:log("%s %s %s at %s with %d Power", TF.pname(p), conf and "Confronts" or "battles",
        g:name(target), TF.space(tr, tc), function() return TF.battle_total(g, p, target, false) end)

  -- BTL.3 Assists
  local allowed = TF.assists_allowed(g, p, conf)
  local placed = 0
  if allowed then
    for _, q in ipairs(TF.clockwise_from_left(g, p)) do
      local d = TF.placed(g, q) and TF.dist_to_card(g, q, target)
      if d and g:window("offer", q, d) then placed = placed + 1 end
    end
  end
  if allowed and placed == 0 then
    if g:choose(p, "Nobody placed an Assist: go on with the battle?", { "battle on", "call it off" },
        { reason = "BTL.3d: with no Assist placed you may call the battle off and keep your Power" })
        == "call it off" then
      g:log("%s calls the battle off", TF.pname(p))
      g:expire("battle")
      return false
    end
  end

  -- CNF.3 Confrontation Encounter
  if conf then
    g:pset(p, "confronted", true, "turn")
    local enc = TF.draw_encounter(g, "confrontation")
    local d = g:def(enc)
    if d.confrontation then
      if d.confrontation_attack then
        TF.attack(g, { p }, enc, d.confrontation, "the Confrontation (%s)")
      else
        g:use(enc, p, d.confrontation)
      end
    end
    TF.discard_encounter(g, enc)
    if g:where(target) ~= MATRIX then
      g:log("%s has left the Matrix: the battle ends", g:name(target))
      cleanup(g, p)
      g:goto_phase("end")
      return true
    end
  end

  -- BTL.4a mandatory Assists
  local assisted = placed > 0
  local all = assisted and TF.assists(g, false) or NONE
  local mandatory = (TF.coop(g) and TF.flag(g, "coop_resolve_all_assists")) and #all
                    or math.min(TF.damage_count(g, p), #all)
  if mandatory >= #all then
    for _, c in ipairs(all) do resolve_assist(g, c) end
  else
    for k = 1, mandatory do
      local c = resolve_choice(g, p, unresolved_assists(g),
        fmt("Choose an Assist to resolve (%d of %d required by your Damage)", k, mandatory),
        "BTL.4a: you must resolve one Assist per Damage you control")
      resolve_assist(g, c)
    end
  end

  if conf then
    if #all > 0 then convert_window(g, involved(g, p, true), "(before the Assists are counted)") end
    -- CNF.4b forced Assists while short (of those placed: none, none to force)
    while #all > 0 do
      local total, cost = TF.battle_total(g, p, target, true), TF.battle_cost(g, target)
      if total >= cost then break end
      local left = unresolved_assists(g)
      if #left == 0 then break end
      g:log("CNF.4b: %d of %d, another Assist must be resolved", total, cost)
      local c = resolve_choice(g, p, left,
        fmt("Short (%d of %d): choose another Assist to resolve", total, cost),
        "CNF.4b: while short in a Confrontation you must resolve further Assists")
      resolve_assist(g, c)
      convert_window(g, { g:controller(c) }, "(your Assist was just resolved)")
    end
    -- CNF.4c
    confront_abilities(g, p, target, assisted)
  end

  -- BTL.5
  assist_abilities(g, assisted)
  convert_window(g, involved(g, p, assisted), "(the battle outcome is next)")

  -- BTL.6
  local total, cost = TF.battle_total(g, p, target, assisted), TF.battle_cost(g, target)
  g:log("battle outcome: %d Power against cost %d", total, cost)
  if total >= cost then win(g, p, target, assisted)
  else g:log("the battle fails: %s stays in the Matrix", g:name(target)) end

  -- BTL.7
  cleanup(g, p)
  if conf then
    g:log("the Confrontation ends %s's turn", TF.pname(p))
    g:goto_phase("end")
  end
  return true
end

return TF
