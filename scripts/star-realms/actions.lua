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
local A = {}

local function run(g, c, p, fn)
  if fn then return fn(SR.ctx(g, c, p)) end
end

-- Plays card c from p's hand: ships resolve their primary at once.
function A.play(g, p, c)
  local def = g:def(c)
  local ship = def.type == "ship"
  g:move(c, ship and SR.ships(g, p) or SR.bases(g, p))
  g:log(fmt("%s plays %s", SR.pname(p), g:name(c)))
  if def.faction then g:padd(p, "played_" .. def.faction, 1, "turn") end
  SR.stat(g, p, "played", c)
  SR.refresh_allies(g, p)
  if ship then
    g:emit("ship_played", { card = c, player = p })
    run(g, c, p, def.primary)
    SR.refresh_allies(g, p)
  end
end

-- Uses an activated ability: slot is "primary" (bases), "ally", "ally2" or
-- "scrap".  A scrap ability removes the card first.
function A.use(g, p, c, slot)
  local fn = SR.adef(g, c)[slot]
  g:cset(c, "used_" .. slot, true, "turn")
  if slot == "scrap" then
    g:log(fmt("%s scraps %s for its ability", SR.pname(p), g:name(c)))
    SR.scrap(g, c)
  else
    g:log(fmt("%s uses %s's %s ability", SR.pname(p), g:name(c),
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

local function add_plays(g, p, acts)
  local seen, hand = {}, g:cards(SR.hand(g, p))
  for _, c in ipairs(hand) do
    local name = g:name(c)
    if not seen[name] then
      seen[name] = true
      acts:add("play " .. name, function() A.play(g, p, c) end)
    end
  end
  if #hand > 1 then
    acts:add("play all", function()
      for _, c in ipairs(hand) do
        if g:over() then return end
        if g:where(c) == SR.hand(g, p) then A.play(g, p, c) end
      end
    end)
  end
end

local SLOT_WORD = { primary = "use", ally = "ally", ally2 = "double ally", scrap = "scrap" }

local function ally_need(g, c, slot)
  local d = g:def(c)
  return fmt("needs %s other %s card%s in play this turn", slot == "ally2" and "two" or "one",
             d.faction or "faction", slot == "ally2" and "s" or "")
end

local function add_ability(g, p, acts, c, slot)
  local label = SLOT_WORD[slot] .. " " .. g:name(c)
  if g:cget(c, "used_" .. slot) then
    return acts:refuse(label, "each ability may be used once per turn, and this one was used")
  end
  if (slot == "ally" or slot == "ally2") and not g:cget(c, slot .. "_on") then
    return acts:refuse(label, ally_need(g, c, slot))
  end
  acts:add(label, function() A.use(g, p, c, slot) end)
end

local function add_abilities(g, p, acts)
  for _, c in ipairs(SR.in_play(g, p)) do
    local d = SR.adef(g, c)
    if d.primary and g:def(c).type == "base" then add_ability(g, p, acts, c, "primary") end
    if d.ally then add_ability(g, p, acts, c, "ally") end
    if d.ally2 then add_ability(g, p, acts, c, "ally2") end
    if d.scrap then add_ability(g, p, acts, c, "scrap") end
  end
end

local function add_buy(g, p, acts, c)
  local cost, have = g:def(c).cost, SR.pool(g, p, "trade")
  local label = fmt("buy %s (%d)", g:name(c), cost)
  if cost > have then
    if acts.quiet then return end
    return acts:refuse(label, fmt("%s costs %d Trade and you have %d", g:name(c), cost, have))
  end
  acts:add(label, function() SR.acquire(g, p, c, cost) end)
end

local function add_buys(g, p, acts)
  local seen = {}
  for _, c in ipairs(g:cards(SR.zone(g, "trade_row"))) do
    if not seen[g:name(c)] then seen[g:name(c)] = true; add_buy(g, p, acts, c) end
  end
  local ex = g:top(SR.zone(g, "explorers"))
  if ex then add_buy(g, p, acts, ex)
  else acts:refuse("buy Explorer (2)", "the Explorer pile is empty") end
end

local function add_attacks(g, p, acts)
  local combat = SR.pool(g, p, "combat")
  -- Every living opponent is looked at: a format may allow a player's bases
  -- but not the player (Hunter: the right neighbour's bases).
  for q = 1, g:players() do
    if q ~= p and SR.alive(g, q) then
      local label = fmt("attack %s", SR.pname(q))
      local ok, why = SR.can_attack_player(g, p, q)
      if not ok then acts:refuse(label, why)
      elseif combat == 0 then acts:refuse(label, "you have no Combat")
      else
        -- Any amount may be spent; more than the target's Authority is never
        -- needed, so the rest stays in the pool for other attacks.
        local amount = math.min(combat, math.max(SR.authority(g, q), 1))
        acts:add(fmt("attack %s (%d)", SR.pname(q), amount),
                 function() SR.attack_player(g, p, q, amount) end)
        if amount > 1 then
          acts:add(fmt("partial attack on %s", SR.pname(q)), function()
            SR.attack_player(g, p, q, A.amount(g, p, "Attack " .. SR.pname(q) .. " for how much?", amount - 1))
          end)
        end
      end
      for _, b in ipairs(g:cards(SR.bases(g, q))) do
        local blabel = fmt("attack %s of %s", g:name(b), SR.pname(q))
        local bok, bwhy = SR.can_target_base(g, p, b)
        if not bok then acts:refuse(blabel, bwhy)
        elseif combat == 0 then acts:refuse(blabel, "you have no Combat")
        else
          local most = math.min(combat, SR.defense_left(g, b))
          acts:add(fmt("%s (%d/%d)", blabel, most, SR.defense_left(g, b)),
                   function() SR.attack_base(g, p, b) end)
          if most > 1 then       -- digest A3: any amount may be assigned
            acts:add(fmt("partial attack on %s of %s", g:name(b), SR.pname(q)), function()
              SR.attack_base(g, p, b, A.amount(g, p, "Assign how much Combat to " .. g:name(b) .. "?", most - 1))
            end)
          end
        end
      end
    end
  end
end

-- In a challenge, every action marks that this turn has seen one (the
-- Trade Row mulligan is allowed only before any).
local function marking(acts, g)
  if g:options().format ~= "challenge" then return acts end
  local add = acts.add
  return setmetatable({
    add = function(self, label, fn, who)
      add(acts, label, function(...) g:gset("acted", true, "turn"); return fn(...) end, who)
    end,
    refuse = function(self, label, why) acts:refuse(label, why) end,
  }, { __index = acts })
end

function A.main_actions(g, p, acts)
  if not SR.alive(g, p) then return end
  local m = marking(acts, g)
  add_plays(g, p, m)
  add_abilities(g, p, m)
  add_buys(g, p, m)
  add_attacks(g, p, m)
  SR.fmt(g).actions(g, p, acts)
  if p == g:active() then
    acts:add("end turn", function() return true end)
  end
end

return A
