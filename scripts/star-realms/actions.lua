-- star-realms/actions.lua -- the Main Phase: what a player may do, and doing it.
--
-- A.main_options declares the Main Phase as option families the kernel
-- lists (play, use a base, ally, double ally, scrap, buy), then attacks and
-- format extras as Lua lists, then end turn; each family's `refuse` says,
-- for the REPL's `why`, why an action that exists is refused now.  Rules
-- the kernel is told as data -- once per turn per ability, Ally conditions
-- (flags the kernel derives), costs against Trade -- and those
-- the lists enforce -- Outposts, formats -- decide what is offered, never
-- trust in the caller.

local SR = include "combat"
local K = SR.K
local fmt = string.format
local INFO, PNAME = SR.INFO, SR.PNAME
local A = {}

local function run(g, c, p, fn)
  if fn then return g:use(c, p, fn) end
end

-- Plays card c from p's hand: ships resolve their primary at once.
function A.play(g, p, c)
  local info = INFO[g:def(c)]
  local Z = SR.zones(g)
  g:move(c, (info.ship and Z.ships or Z.bases)[p])
  g:log("%s plays %s", PNAME[p], info.name)
  if info.played_key then g:padd(p, info.played_key, 1, K.turn) end
  if p > 0 then g:padd(p, info.stat.played, 1) end
  if info.ship then
    g:emit("ship_played", { card = c, player = p })
    run(g, c, p, info.primary)
  end
end

local USED = { primary = K.used_primary, ally = K.used_ally, ally2 = K.used_ally2, scrap = K.used_scrap }

-- Uses an activated ability: slot is "primary" (bases), "ally", "ally2" or
-- "scrap".  A scrap ability removes the card first.
function A.use(g, p, c, slot)
  local fn = SR.adef(g, c)[slot]
  g:cset(c, USED[slot] or "used_" .. slot, true, K.turn)
  if slot == "scrap" then
    g:log("%s scraps %s for its ability", PNAME[p], g:name(c))
    SR.scrap(g, c)
  else
    g:log("%s uses %s's %s ability", PNAME[p], g:name(c), slot == "ally2" and "double ally" or slot)
  end
  run(g, c, p, fn)
end

-- Asks p for an amount from 1 to most.
function A.amount(g, p, prompt, most)
  local opts = {}
  for k = 1, most do opts[k] = { label = tostring(k), value = k } end
  return g:choose(p, prompt, opts, { auto = true, reason = "you may spend any part of a pool" })
end

-- In a challenge, every action marks that this turn has seen one (the
-- Trade Row mulligan is allowed only before any).
local function mark(g)
  if SR.fmt(g).marks_actions then g:gset("acted", true, "turn") end
end

-- Playing: any distinct card of the hand; "play all" plays the hand.
local function play_label(g, c) return INFO[g:def(c)].play_label end

local function play_one(g, p, c)
  mark(g)
  A.play(g, p, c)
end

local function play_all(g, p)
  mark(g)
  local hand_zone = SR.zones(g).hand[p]
  local hand = g:cards(hand_zone)
  for i = 1, #hand do
    local c = hand[i]
    if g:over() then return end
    if g:where(c) == hand_zone then A.play(g, p, c) end
  end
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

local function use_ability(g, p, c, slot)
  mark(g)
  A.use(g, p, c, slot)
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

local function buy(g, p, c)
  mark(g)
  SR.acquire(g, p, c, INFO[g:def(c)].cost)
end

-- Labels that name only a player, made once.
local ATTACK, PARTIAL = {}, {}
for q = 0, 32 do
  ATTACK[q] = "attack " .. PNAME[q]
  PARTIAL[q] = "partial attack on " .. PNAME[q]
end

-- Attack options share their functions and format their labels only when
-- read; their argument packs the attacker p, the player q attacked (or
-- whose bases hold the base attacked) and the base b: p + 64 * (q + 64 * b).
local function pack(p, q, b) return p + 64 * (q + 64 * (b or 0)) end
local function unpack_target(arg) return arg % 64, (arg // 64) % 64, arg // 4096 end

-- How much p attacks q for: any amount may be spent, and more than q's
-- Authority is never needed, so the rest stays in the pool for other
-- attacks: min(combat, max(Authority, 1)).
local function player_amount(g, p, q)
  local amount = SR.authority(g, q)
  if amount < 1 then amount = 1 end
  local combat = g:pget(p, K.combat) or 0
  return combat < amount and combat or amount
end

local function attack_player_label(g, arg)
  local p, q = unpack_target(arg)
  return ATTACK[q] .. " (" .. player_amount(g, p, q) .. ")"     -- integers: as %d would
end

local function attack_player(g, p, arg)
  local _, q = unpack_target(arg)
  SR.attack_player(g, p, q, player_amount(g, p, q))
end

local function partial_attack_player(g, p, arg)
  local _, q = unpack_target(arg)
  SR.attack_player(g, p, q, A.amount(g, p, "Attack " .. PNAME[q] .. " for how much?",
                                     player_amount(g, p, q) - 1))
end

-- Attacking player q with `combat` in the pool (ok, why: may p attack q?).
local function add_player_attack(g, p, acts, q, combat, ok, why)
  if not ok then return acts:refuse(ATTACK[q], why) end
  if combat == 0 then return acts:refuse(ATTACK[q], "you have no Combat") end
  acts:add(attack_player_label, attack_player, p, pack(p, q))
  if player_amount(g, p, q) > 1 then acts:add(PARTIAL[q], partial_attack_player, p, pack(p, q)) end
end

-- Base b: how much Combat p can put on it, and the defense it has left.
local function base_amounts(g, p, b)
  local left = INFO[g:def(b)].defense - (g:cget(b, K.damage) or 0)     -- SR.defense_left
  return math.min(g:pget(p, K.combat) or 0, left), left
end

local function attack_base_label(g, arg)
  local p, q, b = unpack_target(arg)
  local most, left = base_amounts(g, p, b)
  return fmt("attack %s of %s (%d/%d)", g:name(b), PNAME[q], most, left)
end

local function partial_base_label(g, arg)
  local _, q, b = unpack_target(arg)
  return fmt("partial attack on %s of %s", g:name(b), PNAME[q])
end

local function attack_base(g, p, arg)
  local _, _, b = unpack_target(arg)
  SR.attack_base(g, p, b)
end

local function partial_attack_base(g, p, arg)
  local _, _, b = unpack_target(arg)
  local most = base_amounts(g, p, b)
  SR.attack_base(g, p, b, A.amount(g, p, "Assign how much Combat to " .. g:name(b) .. "?", most - 1))
end

-- Attacking base b (definition info) of player q (ok, why: may p attack
-- or target it?).
local function add_base_attack(g, p, acts, q, b, info, combat, ok, why)
  if not ok then return acts:refuse(fmt("attack %s of %s", info.name, PNAME[q]), why) end
  if combat == 0 then
    return acts:refuse(fmt("attack %s of %s", info.name, PNAME[q]), "you have no Combat")
  end
  acts:add(attack_base_label, attack_base, p, pack(p, q, b))
  if base_amounts(g, p, b) > 1 then       -- digest A3: any amount may be assigned
    acts:add(partial_base_label, partial_attack_base, p, pack(p, q, b))
  end
end

-- Player q and their bases, as SR.can_attack_player and SR.can_target_base
-- would judge them, asking the format and looking for Outposts only once.
local function add_attacks_on(g, p, acts, f, q, combat, Z)
  local bases = g:cards(Z.bases[q])
  local infos, own = {}, false          -- own: q's first Outpost
  for i = 1, #bases do
    infos[i] = INFO[g:def(bases[i])]
    if infos[i].outpost and not own then own = bases[i] end
  end
  local ok, why = f.may_target_player(g, p, q, "attack")
  local bok, bwhy = false, nil          -- may p target q's bases?
  if #bases > 0 then bok, bwhy = f.may_target_base(g, p, q) end
  local guard = (ok or bok) and SR.protector(g, q, f, own)
  if ok and guard then
    ok, why = false, fmt("%s is protected by the Outpost %s", PNAME[q], g:name(guard))
  end
  add_player_attack(g, p, acts, q, combat, ok, why)
  for i = 1, #bases do
    local b, info = bases[i], infos[i]
    local tok, twhy = bok, bwhy
    if g:owner(b) ~= q then
      tok, twhy = SR.can_target_base(g, p, b)
    elseif tok and guard and not info.outpost then
      tok, twhy = false, fmt("%s is protected by the Outpost %s", info.name, g:name(guard))
    end
    add_base_attack(g, p, acts, q, b, info, combat, tok, twhy)
  end
end

local function add_attacks(g, p, acts, f, Z)
  local combat = g:pget(p, K.combat) or 0
  -- Every living opponent is looked at: a format may allow a player's bases
  -- but not the player (Hunter: the right neighbour's bases).
  for q = 1, g:players() do
    if q ~= p and not g:pget(q, K.out) then add_attacks_on(g, p, acts, f, q, combat, Z) end
  end
end

-- Attacks: listed by the kernel only when the player has Combat, or when
-- somebody may ask why not (pool = "combat").
local function attacks(g, p, acts)
  local f = SR.fmt(g)
  local m = f.marks_actions and setmetatable({
    add = function(_, label, fn, who, arg)
      acts:add(label, function(...) mark(g); return fn(...) end, who, arg)
    end,
  }, { __index = acts }) or acts
  add_attacks(g, p, m, f, SR.zones(g))
end

local function format_actions(g, p, acts) SR.fmt(g).actions(g, p, acts) end

local function end_turn() return true end

-- The Main Phase, in the order the options are listed; declared once per
-- game, when the format is known.
function A.main_options(opts, format)
  local fams = {
    { cards = "hand", distinct = true, label = play_label, run = play_one },
    { label = "play all", run = play_all, zone = "hand", min = 2 },
    { abilities = { { "ships", "ally", "ally2", "scrap" },
                    { "bases", "primary", "ally", "ally2", "scrap" } },
      need = { ally = "ally_on", ally2 = "ally2_on" }, borrow = "copy_of",
      label = ability_label, refuse = ability_refused, run = use_ability },
    { cards = "trade_row", shared = true, distinct = true, cost = "cost", pool = "trade",
      label = buy_label, refuse = buy_refused, run = buy },
    { cards = "explorers", shared = true, top = true, cost = "cost", pool = "trade",
      label = buy_label, refuse = explorer_refused, run = buy },
    { list = attacks, pool = "combat" },
  }
  if format.actions ~= format.NO_ACTIONS then fams[#fams + 1] = { list = format_actions } end
  fams[#fams + 1] = { label = "end turn", run = end_turn, active = true }
  return fams
end

return A
