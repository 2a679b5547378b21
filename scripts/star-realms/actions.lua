-- star-realms/actions.lua -- the Main Phase: what a player may do, and doing it.
--
-- main_actions(g, p, acts) lists every legal action with a readable label
-- (play, use a base, ally, double ally, scrap, buy, attack, format extras,
-- end turn) and, for the REPL's `why`, records actions that exist but are
-- refused now, with the reason.  Rules that the kernel cannot know -- once
-- per turn per ability, Ally conditions, Outposts -- are enforced here by
-- what is offered, never by trusting the caller.

local SR = include "combat"
local fmt = string.format
local log, info_of, PNAME = SR.log, SR.info, SR.PNAME
local A = {}

local function run(g, c, p, fn)
  if fn then return fn(SR.ctx(g, c, p)) end
end

-- Plays card c from p's hand: ships resolve their primary at once.
function A.play(g, p, c)
  local info = info_of(g:def(c))
  g:move(c, g:zone(info.ship and "ships" or "bases", p))
  log(g, "%s plays %s", PNAME[p], info.name)
  if info.played_key then g:padd(p, info.played_key, 1, "turn") end
  if p > 0 then g:padd(p, info.stat.played, 1) end
  SR.refresh_allies(g, p)
  if info.ship then
    g:emit("ship_played", { card = c, player = p })
    run(g, c, p, info.primary)
    SR.refresh_allies(g, p)
  end
end

local USED = { primary = "used_primary", ally = "used_ally", ally2 = "used_ally2", scrap = "used_scrap" }

-- Uses an activated ability: slot is "primary" (bases), "ally", "ally2" or
-- "scrap".  A scrap ability removes the card first.
function A.use(g, p, c, slot)
  local fn = SR.adef(g, c)[slot]
  g:cset(c, USED[slot] or "used_" .. slot, true, "turn")
  if slot == "scrap" then
    if not g:quiet() then g:log(fmt("%s scraps %s for its ability", PNAME[p], g:name(c))) end
    SR.scrap(g, c)
  elseif not g:quiet() then
    g:log(fmt("%s uses %s's %s ability", PNAME[p], g:name(c),
              slot == "ally2" and "double ally" or slot))
  end
  run(g, c, p, fn)
end

-- Asks p for an amount from 1 to most.
function A.amount(g, p, prompt, most)
  local opts = {}
  for k = 1, most do opts[k] = { label = tostring(k), value = k } end
  return g:choose(p, prompt, opts, { auto = true, reason = "you may spend any part of a pool" })
end

-- Every distinct card in hand may be played; "play all" plays the hand.
local function add_plays(g, p, acts)
  local hand_zone = g:zone("hand", p)
  local hand = g:cards(hand_zone)
  local seen = {}
  for i = 1, #hand do
    local c = hand[i]
    local info = info_of(g:def(c))
    if not seen[info.name] then
      seen[info.name] = true
      acts:add(info.play_label, function() A.play(g, p, c) end)
    end
  end
  if #hand > 1 then
    acts:add("play all", function()
      for i = 1, #hand do
        local c = hand[i]
        if g:over() then return end
        if g:where(c) == hand_zone then A.play(g, p, c) end
      end
    end)
  end
end

local function ally_need(info, slot)
  return fmt("needs %s other %s card%s in play this turn", slot == "ally2" and "two" or "one",
             info.faction or "faction", slot == "ally2" and "s" or "")
end

local ALLY_ON = { ally = "ally_on", ally2 = "ally2_on" }

-- One activated ability of card c (info: c's own definition, whose name
-- the label uses), offered unless used this turn or its Ally is not met.
local function add_ability(g, p, acts, c, info, slot)
  if g:cget(c, USED[slot]) then
    if acts.quiet then return end
    return acts:refuse(info.label[slot], "each ability may be used once per turn, and this one was used")
  end
  local on = ALLY_ON[slot]
  if on and not g:cget(c, on) then
    if acts.quiet then return end
    return acts:refuse(info.label[slot], ally_need(info, slot))
  end
  acts:add(info.label[slot], function() A.use(g, p, c, slot) end)
end

local function add_abilities_of(g, p, acts, cards)
  for i = 1, #cards do
    local c = cards[i]
    local info = info_of(g:def(c))
    local copy = g:cget(c, "copy_of")
    local ab = copy and info_of(g:card_def(copy)) or info    -- whose abilities
    if ab.primary and info.base then add_ability(g, p, acts, c, info, "primary") end
    if ab.ally then add_ability(g, p, acts, c, info, "ally") end
    if ab.ally2 then add_ability(g, p, acts, c, info, "ally2") end
    if ab.scrap then add_ability(g, p, acts, c, info, "scrap") end
  end
end

-- Abilities of the cards in play: ships played this turn, then bases.
local function add_abilities(g, p, acts)
  add_abilities_of(g, p, acts, g:cards(g:zone("ships", p)))
  add_abilities_of(g, p, acts, g:cards(g:zone("bases", p)))
end

local function add_buy(g, p, acts, c, have)
  local info = info_of(g:def(c))
  local cost = info.cost
  if cost > have then
    if acts.quiet then return end
    return acts:refuse(fmt("buy %s (%d)", info.name, cost),
                       fmt("%s costs %d Trade and you have %d", info.name, cost, have))
  end
  local label = info.buy_label
  if not label then                 -- made once per definition
    label = fmt("buy %s (%d)", info.name, cost)
    info.buy_label = label
  end
  acts:add(label, function() SR.acquire(g, p, c, cost) end)
end

local function add_buys(g, p, acts)
  local have = SR.pool(g, p, "trade")
  local row, seen = g:cards(g:zone("trade_row", 0)), {}
  for i = 1, #row do
    local name = g:name(row[i])
    if not seen[name] then seen[name] = true; add_buy(g, p, acts, row[i], have) end
  end
  local ex = g:top(g:zone("explorers", 0))
  if ex then add_buy(g, p, acts, ex, have)
  else acts:refuse("buy Explorer (2)", "the Explorer pile is empty") end
end

-- Attacking player q with `combat` in the pool (ok, why: may p attack q?).
local function add_player_attack(g, p, acts, q, combat, ok, why)
  if not ok then return acts:refuse("attack " .. PNAME[q], why) end
  if combat == 0 then return acts:refuse("attack " .. PNAME[q], "you have no Combat") end
  -- Any amount may be spent; more than the target's Authority is never
  -- needed, so the rest stays in the pool for other attacks.
  local amount = math.min(combat, math.max(SR.authority(g, q), 1))
  acts:add(fmt("attack %s (%d)", PNAME[q], amount),
           function() SR.attack_player(g, p, q, amount) end)
  if amount > 1 then
    acts:add("partial attack on " .. PNAME[q], function()
      SR.attack_player(g, p, q, A.amount(g, p, "Attack " .. PNAME[q] .. " for how much?", amount - 1))
    end)
  end
end

-- Attacking base b of player q (ok, why: may p attack or target it?).
local function add_base_attack(g, p, acts, q, b, combat, ok, why)
  if not ok then
    return acts:refuse(fmt("attack %s of %s", g:name(b), PNAME[q]), why)
  end
  if combat == 0 then
    return acts:refuse(fmt("attack %s of %s", g:name(b), PNAME[q]), "you have no Combat")
  end
  local name, left = g:name(b), SR.defense_left(g, b)
  local most = math.min(combat, left)
  acts:add(fmt("attack %s of %s (%d/%d)", name, PNAME[q], most, left),
           function() SR.attack_base(g, p, b) end)
  if most > 1 then       -- digest A3: any amount may be assigned
    acts:add(fmt("partial attack on %s of %s", name, PNAME[q]), function()
      SR.attack_base(g, p, b, A.amount(g, p, "Assign how much Combat to " .. name .. "?", most - 1))
    end)
  end
end

-- May p target base b of q?  Like SR.can_target_base, with what was
-- already worked out for q: the format's answer and q's protector.
local function may_target_base(g, p, b, q, ok, why, guard)
  if g:owner(b) ~= q then return SR.can_target_base(g, p, b) end
  if not ok then return false, why end
  if guard and not info_of(g:def(b)).outpost then
    return false, fmt("%s is protected by the Outpost %s", g:name(b), g:name(guard))
  end
  return true
end

local function add_attacks(g, p, acts, f)
  local combat = SR.pool(g, p, "combat")
  -- Every living opponent is looked at: a format may allow a player's bases
  -- but not the player (Hunter: the right neighbour's bases).
  for q = 1, g:players() do
    if q ~= p and SR.alive(g, q) then
      local ok, why = f.may_target_player(g, p, q, "attack")
      local bases = g:cards(g:zone("bases", q))
      local bok, bwhy = true, nil
      if #bases > 0 then bok, bwhy = f.may_target_base(g, p, q) end
      local guard = (ok or bok) and SR.protector(g, q)
      if ok and guard then
        ok, why = false, fmt("%s is protected by the Outpost %s", PNAME[q], g:name(guard))
      end
      add_player_attack(g, p, acts, q, combat, ok, why)
      for i = 1, #bases do
        local b = bases[i]
        local tok, twhy = may_target_base(g, p, b, q, bok, bwhy, guard)
        add_base_attack(g, p, acts, q, b, combat, tok, twhy)
      end
    end
  end
end

-- In a challenge, every action marks that this turn has seen one (the
-- Trade Row mulligan is allowed only before any).
local function marking(acts, g)
  local add = acts.add
  return setmetatable({
    add = function(self, label, fn, who)
      add(acts, label, function(...) g:gset("acted", true, "turn"); return fn(...) end, who)
    end,
    refuse = function(self, label, why) acts:refuse(label, why) end,
  }, { __index = acts })
end

local function end_turn() return true end

function A.main_actions(g, p, acts)
  if not SR.alive(g, p) then return end
  local f = SR.fmt(g)
  local m = g:options().format == "challenge" and marking(acts, g) or acts
  add_plays(g, p, m)
  add_abilities(g, p, m)
  add_buys(g, p, m)
  add_attacks(g, p, m, f)
  f.actions(g, p, acts)
  if p == g:active() then
    acts:add("end turn", end_turn)
  end
end

return A
