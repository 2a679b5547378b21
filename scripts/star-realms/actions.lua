-- star-realms/actions.lua -- the Main Phase: what a player may do, and doing it.
--
-- A.main_options declares the Main Phase as option families the kernel
-- lists (play, use a base, ally, double ally, scrap, buy, attack), then
-- format extras as a Lua list, then end turn; each family's `refuse` says,
-- for the REPL's `why`, why an action that exists is refused now.  Rules
-- the kernel is told as data -- once per turn per ability, Ally conditions
-- (flags the kernel derives), costs against Trade, Outposts guarding --
-- and those the format says (whom a player may attack: `allow`, data the
-- kernel judges where a format keeps the Standard rules) decide
-- what is offered, never trust in the caller.

local SR = include "combat"
local K = SR.K
local fmt = string.format
local INFO, PNAME = SR.INFO, SR.PNAME
local A = {}

-- Using an activated ability, as kernel steps: slot is "primary" (bases),
-- "ally", "ally2" or "scrap", the one the option names; a scrap ability
-- removes the card first (SR.SCRAP_STEPS).  The ability is the
-- definition's, or the copied one's (Stealth Needle's copy_of) as it was
-- when the use began, so a scrap that ends the copy does not change it.
-- (The kernel marked it used for the turn: the family's once = "turn".)

-- Each step of list, with slot = slot added.
local function only_for(slot, list)
  local out = {}
  for i, s in ipairs(list) do
    out[i] = { slot = slot }
    for k, v in pairs(s) do out[i][k] = v end
  end
  return out
end

A.USE_STEPS = only_for("scrap", { { log = "{p} scraps {card} for its ability" }, table.unpack(SR.SCRAP_STEPS) })
for _, s in ipairs({
  { log = "{p} uses {card}'s primary ability", slot = "primary" },
  { log = "{p} uses {card}'s ally ability", slot = "ally" },
  { log = "{p} uses {card}'s double ally ability", slot = "ally2" },
  { ability = true, borrow = "copy_of" },
}) do A.USE_STEPS[#A.USE_STEPS + 1] = s end

-- Asks p for an amount from 1 to most.
local AMOUNT = { auto = true, reason = "you may spend any part of a pool" }
function A.amount(g, p, prompt, most)
  return g:choose_number(p, prompt, 1, most, AMOUNT)
end

-- In a challenge, every action marks that this turn has seen one (the
-- Trade Row mulligan is allowed only before any): mark(g) in Lua, or the
-- step MARK first in the steps of an action (marked).
local function mark(g)
  if SR.fmt(g).marks_actions then g:gset("acted", true, "turn") end
end

local MARK = { set = "acted", value = true, scope = "game", expiry = "turn" }

local function marked(format, list)
  if not format.marks_actions then return list end
  local out = { MARK }
  for i, s in ipairs(list) do out[i + 1] = s end
  return out
end

-- Playing: any distinct card of the hand; "play all" plays the hand.
local function play_label(g, c) return INFO[g:def(c)].play_label end

-- Playing card c from p's hand, as kernel steps (kernel/lua/steps.c): it
-- goes into play, is counted, and a ship resolves its primary at once --
-- with no Lua but the card's own ability and the listeners of
-- ship_played.  A format that marks actions marks it first.
A.PLAY_STEPS = {
  { move = "card", to = { by = "type", ship = "ships", base = "bases" } },
  { log = "{p} plays {card}" },
  { add = "played_%s", of = "faction", expiry = "turn" },
  { add = "stat.played.%s", of = "name" },
  { emit = "ship_played", when = { type = "ship" } },
  { ability = "primary", when = { type = "ship" } },
}

-- "Play all" plays each card the hand holds now (not those its abilities
-- draw), top first, one play each, while the game goes on: a kernel loop
-- (each = "hand": the cards that have not moved since it began) around the
-- play's steps.
local function play_all(play_steps)
  local out = { { each = "hand" } }
  for i, s in ipairs(play_steps) do out[i + 1] = s end
  out[#out + 1] = { again = true }
  return out
end

-- Abilities of the cards in play (ships played this turn, then bases):
-- the kernel offers each ability a card's definition has -- or the one it
-- copies (Stealth Needle's copy_of) -- unless it was used this turn
-- (used_<slot>) or its Ally condition does not hold (ally_on, ally2_on:
-- flags the kernel derives, see SR.DERIVED).
local function ability_label(g, c, slot) return INFO[g:def(c)].label[slot] end

local function ally_need(info, slot)
  return fmt("needs %s other %s card%s in play this turn", slot == "ally2" and "two" or "one",
             info.faction or "faction", slot == "ally2" and "s" or "")
end

local function ability_refused(g, _, c, slot, why)
  local info = INFO[g:def(c)]
  if why == "used" then
    return info.label[slot], "each ability may be used once per turn, and this one was used"
  end
  return info.label[slot], ally_need(info, slot)
end

-- Buying: one option per distinct card of the Trade Row, then the top
-- Explorer, when its cost is within the player's Trade.
local function buy_label(g, c)
  local info = INFO[g:def(c)]
  return info.buy_label or fmt("buy %s (%d)", info.name, info.cost)
end

local function buy_refused(g, p, c, _, why)
  if why == "empty" then return nil end          -- an empty Trade Row slot says nothing
  local info = INFO[g:def(c)]
  return fmt("buy %s (%d)", info.name, info.cost),
         fmt("%s costs %d Trade and you have %d", info.name, info.cost, g:pget(p, K.trade) or 0)
end

local function explorer_refused(g, p, c, slot, why)
  if why == "empty" then return "buy Explorer (2)", "the Explorer pile is empty" end
  return buy_refused(g, p, c, slot, why)
end

-- A buy as kernel steps: what SR.acquire does for a card bought at its
-- cost -- pay from Trade, own it, the discard pile unless a "next acquired
-- on top" effect waits (SR.redirect_bought, the only Lua), count it,
-- refill the Trade Row after a buy from it (SR.REFILL), tell the listeners
-- of acquired.
local function buy_steps(format, zone)
  local steps = {
    { pay = "trade", of = "cost" },
    { own = "card" },
    { call = SR.redirect_bought, if_value = { "next_top_ship", "next_top_base", "next_top_any" } },
    { log = "{p} acquires {card} for {n} Trade", n = "cost", if_in = zone },
    { move = "card", to = "discard", if_in = zone },
    { add = "stat.bought.%s", of = "name" },
  }
  if zone == "trade_row" then steps[#steps + 1] = SR.REFILL end
  steps[#steps + 1] = { emit = "acquired", n = "cost", as = "paid" }
  return marked(format, steps)
end

-- Labels that name only a player, made once.
local ATTACK, PARTIAL = {}, {}
for q = 0, 32 do
  ATTACK[q] = "attack " .. PNAME[q]
  PARTIAL[q] = "partial attack on " .. PNAME[q]
end

-- Attacks are a targets family (the kernel's, kernel/lua/targets.c): each
-- living opponent q and each base of theirs, while p has Combat, and a
-- partial attack where more than 1 could be spent (digest A3).  The format
-- says whom p may attack; Outposts guard their player and the other bases.

-- How much p attacks q for: any amount may be spent, and more than q's
-- Authority is never needed, so the rest stays in the pool for other
-- attacks: min(combat, max(Authority, 1)).
local function player_amount(g, p, q)
  local amount = SR.authority(g, q)
  if amount < 1 then amount = 1 end
  local combat = g:pget(p, K.combat) or 0
  return combat < amount and combat or amount
end

-- Base b: how much Combat p can put on it, and the defense it has left.
local function base_amounts(g, p, b)
  local left = INFO[g:def(b)].defense - (g:cget(b, K.damage) or 0)     -- SR.defense_left
  return math.min(g:pget(p, K.combat) or 0, left), left
end

-- May p attack q, and q's bases?  Which Outpost guards q?  (As
-- SR.can_attack_player and SR.can_target_base judge, asking the format
-- once; the kernel found q's own first Outpost.)  And q's Authority: more
-- is never needed.
local function allow(g, p, q, own)
  local f = SR.fmt(g)
  local ok, why = f.may_target_player(g, p, q, "attack")
  local bok, bwhy = false, nil
  if g:size(SR.zones(g).bases[q]) > 0 then bok, bwhy = f.may_target_base(g, p, q) end
  local guard = (ok or bok) and SR.protector(g, q, f, own or false) or nil
  return ok, why, bok, bwhy, guard, SR.authority(g, q)
end

local function attack_label(g, p, q, b, partial)
  if not b then
    return partial and PARTIAL[q] or ATTACK[q] .. " (" .. player_amount(g, p, q) .. ")"
  end
  if partial then return fmt("partial attack on %s of %s", g:name(b), PNAME[q]) end
  local most, left = base_amounts(g, p, b)
  return fmt("attack %s of %s (%d/%d)", g:name(b), PNAME[q], most, left)
end

local function attack_refused(g, _, b, q, why, detail)
  local label = b and fmt("attack %s of %s", g:name(b), PNAME[q]) or ATTACK[q]
  if why == "pool" then return label, "you have no Combat" end
  if why == "team" then return label, PNAME[q] .. " is your teammate" end
  if why == "guard" then
    return label, fmt("%s is protected by the Outpost %s", b and g:name(b) or PNAME[q], g:name(detail))
  end
  return label, detail
end

local function attack(g, p, q, b, partial)
  mark(g)
  if b and partial then
    SR.attack_base(g, p, b, A.amount(g, p, "Assign how much Combat to " .. g:name(b) .. "?",
                                     base_amounts(g, p, b) - 1))
  elseif b then
    SR.attack_base(g, p, b)
  elseif partial then
    SR.attack_player(g, p, q, A.amount(g, p, "Attack " .. PNAME[q] .. " for how much?",
                                       player_amount(g, p, q) - 1))
  else
    SR.attack_player(g, p, q, player_amount(g, p, q))
  end
end

-- Where a format keeps the Standard rules of whom one may attack (another
-- living player not of one's team, guarded by their own Outposts), the
-- kernel judges them from data and no Lua runs while listing attacks.
local STANDARD_ALLOW = { team = "team", need = "authority" }

-- There an attack on a player is kernel steps too: a full one spends what
-- the kernel offered (min(Combat, max(Authority, 1))), a partial one a
-- number p picks below that, from p's Combat and q's Authority, as
-- SR.attack_player and SR.gain_authority do, and a defeat check (Lua)
-- follows a fall under 1.  So is an attack on a base where damage lasts
-- the turn (the format's damage_expiry is the Standard one): Combat spent
-- as damage, and a base whose damage reached its defense is destroyed, as
-- SR.attack_base and SR.destroy_base do (met: the damage the add left has
-- reached the base's defense, the family's `need`).  Elsewhere it is the
-- Lua attack.
local function lua_attack(g, p, b, _, q, partial) attack(g, p, q, b, partial) end
local function defeated(g, _, _, _, q) SR.defeat_check(g, q) end

local LUA_BASE_ATTACK = { { call = lua_attack, target = "card" } }
local BASE_STEPS = {
  { choose_number = "Assign how much Combat to {card}?", less = 1, auto = true, reason = AMOUNT.reason,
    target = "card", partial = true },
  { pay = "combat", of = "arg", target = "card" },
  { add = "damage", scope = "card", by = "arg", expiry = "turn", target = "card" },
  { log = "{p} deals {arg} damage to {card} ({left} more needed this turn)", target = "card", met = false },
  { clear = "damage", scope = "card", target = "card", met = true },
  { move = "card", to = "discard", on = "target", target = "card", met = true },
  { log = "{q}'s {card} is destroyed by {p}", target = "card", met = true },
  { emit = "base_destroyed", q_as = "owner", target = "card", met = true },
}

local PLAYER_STEPS = {
  { choose_number = "Attack {q} for how much?", less = 1, auto = true, reason = AMOUNT.reason,
    target = "player", partial = true },
  { pay = "combat", of = "arg", target = "player" },
  { log = "{p} attacks {q} for {n}", n = "arg", target = "player" },
  { pay = "authority", of = "arg", on = "target", target = "player" },
  { log = "{q} loses {n} Authority (now {v})", n = "arg", target = "player" },
  { call = defeated, if_v_below = 1, target = "player" },
}

local function attack_steps(format, std)
  local out = {}
  local bases = format.damage_expiry == std.damage_expiry and BASE_STEPS or LUA_BASE_ATTACK
  for _, list in ipairs({ bases, PLAYER_STEPS }) do
    for _, s in ipairs(list) do out[#out + 1] = s end
  end
  return out
end

local function allow_for(format, std)
  local same = format.may_target_player == std.may_target_player
           and format.may_target_base == std.may_target_base
           and format.protectors == std.protectors
  return same and STANDARD_ALLOW or allow
end

local function format_actions(g, p, acts) SR.fmt(g).actions(g, p, acts) end

local END_TURN = { { close = true } }       -- kernel steps: ending the turn runs no Lua

-- The Main Phase, in the order the options are listed; declared once per
-- game, when the format is known.
function A.main_options(opts, format, std)
  local play = steps(marked(format, A.PLAY_STEPS))
  local allow = allow_for(format, std)
  local fams = {
    { cards = "hand", distinct = true, label = play_label, run = play },
    { label = "play all", run = marked(format, play_all(A.PLAY_STEPS)), zone = "hand", min = 2 },
    { abilities = { { "ships", "ally", "ally2", "scrap" },
                    { "bases", "primary", "ally", "ally2", "scrap" } },
      need = { ally = "ally_on", ally2 = "ally2_on" }, borrow = "copy_of", once = "turn",
      label = ability_label, refuse = ability_refused, run = marked(format, A.USE_STEPS) },
    { cards = "trade_row", shared = true, distinct = true, cost = "cost", pool = "trade",
      label = buy_label, refuse = buy_refused, run = buy_steps(format, "trade_row") },
    { cards = "explorers", shared = true, top = true, cost = "cost", pool = "trade",
      label = buy_label, refuse = explorer_refused, run = buy_steps(format, "explorers") },
    { targets = "bases", players = true, pool = "combat", skip = "out", need = "defense",
      spent = "damage", guard = "outpost", allow = allow, label = attack_label,
      refuse = attack_refused, run = allow == STANDARD_ALLOW and marked(format, attack_steps(format, std)) or attack },
  }
  if format.actions ~= format.NO_ACTIONS then fams[#fams + 1] = { list = format_actions } end
  fams[#fams + 1] = { label = "end turn", run = END_TURN, active = true }
  return fams
end

return A
