-- star-realms/actions.lua -- the Main Phase: what a player may do, and doing it.
--
-- main_actions(g, p, acts) lists every legal action with a readable label
-- (play, use a base, ally, double ally, scrap, buy, attack, format extras,
-- end turn) and, for the REPL's `why`, records actions that exist but are
-- refused now, with the reason.  Rules that the kernel cannot know -- once
-- per turn per ability, Ally conditions, Outposts -- are enforced here by
-- what is offered, never by trusting the caller.  This runs at every Main
-- Phase decision, so it reads each zone and value once, takes labels from
-- the definitions' records (SR.INFO), and when quiet (simulations) skips
-- the work that could only produce refusals.

local SR = include "combat"
local fmt = string.format
local log, INFO, PNAME = SR.log, SR.INFO, SR.PNAME
local A = {}

local function run(g, c, p, fn)
  if fn then return fn(SR.ctx(g, c, p)) end
end

-- Plays card c from p's hand: ships resolve their primary at once.
function A.play(g, p, c)
  local info = INFO[g:def(c)]
  local Z = SR.zones(g)
  g:move(c, (info.ship and Z.ships or Z.bases)[p])
  log(g, "%s plays %s", PNAME[p], info.name)
  if info.played_key then g:padd(p, info.played_key, 1, "turn") end
  if p > 0 then g:padd(p, info.stat.played, 1) end
  SR.refresh_allies(g, p, Z)
  if info.ship then
    g:emit("ship_played", { card = c, player = p })
    run(g, c, p, info.primary)
    SR.refresh_allies(g, p, Z)
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
local function add_plays(g, p, acts, Z)
  local hand_zone = Z.hand[p]
  local hand = g:cards(hand_zone)
  local seen = #hand > 1 and {}
  for i = 1, #hand do
    local c = hand[i]
    local info = INFO[g:def(c)]
    if not seen or not seen[info.name] then
      if seen then seen[info.name] = true end
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

-- Whether ability `slot` of card c may be used now: not if used this turn
-- or if its Ally is not met (then the refusal names c by its own info).
-- When quiet there is no refusal to word, so the Ally, more often unmet,
-- is looked at first.
local function ability_ready(g, acts, c, info, slot)
  local on = ALLY_ON[slot]
  if acts.quiet then
    return not (on and not g:cget(c, on)) and not g:cget(c, USED[slot])
  end
  if g:cget(c, USED[slot]) then
    acts:refuse(info.label[slot], "each ability may be used once per turn, and this one was used")
    return false
  end
  if on and not g:cget(c, on) then
    acts:refuse(info.label[slot], ally_need(info, slot))
    return false
  end
  return true
end

local function add_abilities_of(g, p, acts, cards)
  for i = 1, #cards do
    local c = cards[i]
    local info = INFO[g:def(c)]
    local copy = g:cget(c, "copy_of")
    local ab = copy and INFO[g:card_def(copy)] or info    -- whose abilities
    local slots = info.base and ab.base_slots or ab.ship_slots
    for s = 1, #slots do
      local slot = slots[s]
      if ability_ready(g, acts, c, info, slot) then
        acts:add(info.label[slot], function() A.use(g, p, c, slot) end)
      end
    end
  end
end

-- Abilities of the cards in play: ships played this turn, then bases.
local function add_abilities(g, p, acts, Z)
  add_abilities_of(g, p, acts, g:cards(Z.ships[p]))
  add_abilities_of(g, p, acts, g:cards(Z.bases[p]))
end

-- The lowest cost a card of the Trade Deck or the Explorer pile has (-inf
-- when one has no cost), from the definitions, which never change.
local cheapest

local function cheapest_card(g)
  if not cheapest then
    cheapest = math.huge
    for _, def in ipairs(g:card_defs()) do
      if def.role == "trade_deck" or def.role == "explorer_pile" then
        cheapest = type(def.cost) == "number" and math.min(cheapest, def.cost) or -math.huge
      end
    end
  end
  return cheapest
end

-- One option per distinct card of the Trade Row, then an Explorer.  When
-- quiet, a player who cannot afford even the cheapest card has only
-- refusals here, and they are not recorded.
local function add_buys(g, p, acts, Z)
  local have = g:pget(p, "trade") or 0
  if acts.quiet and have < (cheapest or cheapest_card(g)) then return end
  local function offer(c, info)
    local cost = info.cost
    if cost > have then
      if acts.quiet then return end
      return acts:refuse(fmt("buy %s (%d)", info.name, cost),
                         fmt("%s costs %d Trade and you have %d", info.name, cost, have))
    end
    acts:add(info.buy_label or fmt("buy %s (%d)", info.name, cost),
             function() SR.acquire(g, p, c, cost) end)
  end
  local row, seen = g:cards(Z.trade_row[0]), {}
  for i = 1, #row do
    local info = INFO[g:def(row[i])]
    if not seen[info.name] then
      seen[info.name] = true
      offer(row[i], info)
    end
  end
  local ex = g:top(Z.explorers[0])
  if ex then offer(ex, INFO[g:def(ex)])
  else acts:refuse("buy Explorer (2)", "the Explorer pile is empty") end
end

-- Labels that name only a player, made once.
local ATTACK, PARTIAL = {}, {}
for q = 0, 32 do
  ATTACK[q] = "attack " .. PNAME[q]
  PARTIAL[q] = "partial attack on " .. PNAME[q]
end

-- Attacking player q with `combat` in the pool (ok, why: may p attack q?).
local function add_player_attack(g, p, acts, q, combat, ok, why)
  if not ok then return acts:refuse(ATTACK[q], why) end
  if combat == 0 then return acts:refuse(ATTACK[q], "you have no Combat") end
  -- Any amount may be spent; more than the target's Authority is never
  -- needed, so the rest stays in the pool for other attacks.
  local amount = SR.authority(g, q)          -- min(combat, max(Authority, 1))
  if amount < 1 then amount = 1 end
  if combat < amount then amount = combat end
  acts:add(ATTACK[q] .. " (" .. amount .. ")",     -- integers: as %d would
           function() SR.attack_player(g, p, q, amount) end)
  if amount > 1 then
    acts:add(PARTIAL[q], function()
      SR.attack_player(g, p, q, A.amount(g, p, "Attack " .. PNAME[q] .. " for how much?", amount - 1))
    end)
  end
end

-- Attacking base b (definition info) of player q (ok, why: may p attack
-- or target it?).
local function add_base_attack(g, p, acts, q, b, info, combat, ok, why)
  local name = info.name
  if not ok then return acts:refuse(fmt("attack %s of %s", name, PNAME[q]), why) end
  if combat == 0 then
    return acts:refuse(fmt("attack %s of %s", name, PNAME[q]), "you have no Combat")
  end
  local left = info.defense - (g:cget(b, "damage") or 0)     -- SR.defense_left
  local most = math.min(combat, left)
  acts:add(fmt("attack %s of %s (%d/%d)", name, PNAME[q], most, left),
           function() SR.attack_base(g, p, b) end)
  if most > 1 then       -- digest A3: any amount may be assigned
    acts:add(fmt("partial attack on %s of %s", name, PNAME[q]), function()
      SR.attack_base(g, p, b, A.amount(g, p, "Assign how much Combat to " .. name .. "?", most - 1))
    end)
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
  local combat = g:pget(p, "combat") or 0
  if combat == 0 and acts.quiet then return end      -- refusals only
  -- Every living opponent is looked at: a format may allow a player's bases
  -- but not the player (Hunter: the right neighbour's bases).
  for q = 1, g:players() do
    if q ~= p and not g:pget(q, "out") then add_attacks_on(g, p, acts, f, q, combat, Z) end
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
  if g:pget(p, "out") then return end                 -- not SR.alive
  local f, Z = SR.fmt(g), SR.zones(g)
  local m = f.marks_actions and marking(acts, g) or acts
  add_plays(g, p, m, Z)
  add_abilities(g, p, m, Z)
  add_buys(g, p, m, Z)
  add_attacks(g, p, m, f, Z)
  f.actions(g, p, acts)
  if p == g:active() then
    acts:add("end turn", end_turn)
  end
end

return A
