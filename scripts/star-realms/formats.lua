-- star-realms/formats.lua -- seating, targeting and winning, per format.
--
-- A format is a table of rules that override the Standard ones: who sits
-- on which team, starting Authority and hands, whom a player may attack or
-- target, what happens when a player is defeated, when the game ends, and
-- any extra actions (Hydra transfers, Emperor card passing, the challenge
-- Trade Row mulligan).  Readings of lost or damaged rules are named options
-- (see docs/star-realms.md) and follow the digest's section 11.

local SR = include "combat"
local K = SR.K
local fmt = string.format
local F = {}

local function team(g, p) return g:pget(p, K.team) or p end
local alive = SR.alive

-- Next living player after p in turn order (seats are in clockwise order).
local function next_alive(g, p, step)
  local n = g:players()
  for k = 1, n - 1 do
    local q = (p - 1 + k * (step or 1)) % n + 1
    if alive(g, q) then return q end
  end
end
SR.next_alive = next_alive

-- A player leaving the game may give one card from hand, deck or discard
-- pile to player `to` (Emperor's Admirals, Raid's Raiders).
local function parting_gift(g, q, to, prompt, reason, none)
  local opts = {}
  for _, z in ipairs({ SR.hand(g, q), SR.deck(g, q), SR.discard(g, q) }) do
    for _, c in ipairs(g:cards(z)) do opts[#opts + 1] = c end
  end
  local c = g:choose(q, prompt, opts, { optional = true, none = none, reason = reason })
  if c then
    SR.give(g, c, to)
    g:log("%s gives %s to %s's discard pile", SR.pname(q), g:name(c), SR.pname(to))
  end
end

-- Standard -----------------------------------------------------------------

local std = {}
std.players = { min = 2, max = 2, default = 2 }

local ALONE = {}                     -- the lists "q alone", made once
for q = 0, 32 do ALONE[q] = { q } end
function std.protectors(_, q) return ALONE[q] end

function std.may_target_player(g, p, q)
  if q == p then return false, "you cannot attack yourself" end
  if g:pget(q, K.out) then return false, SR.pname(q) .. " is out of the game" end   -- not alive
  if (g:pget(p, K.team) or p) == (g:pget(q, K.team) or q) then           -- team(g, p) == team(g, q)
    return false, SR.pname(q) .. " is your teammate"
  end
  return true
end

function std.may_target_base(g, p, q) return std.may_target_player(g, p, q) end

function std.player_targets(g, p)
  local out, f = {}, SR.fmt(g)
  for q = 1, g:players() do
    if q ~= p and f.may_target_player(g, p, q) then out[#out + 1] = q end
  end
  return out
end

function std.damage_expiry() return "turn" end
function std.on_defeat() end

function std.check_end(g)
  local left = SR.alive_players(g)
  if #left == 1 then SR.finish(g, left, "the last player with Authority left") end
end

function std.next_turn(g) g:set_active(next_alive(g, g:active()) or g:active()) end
function std.acting(g) return { g:active() } end
function std.actions() end
std.NO_ACTIONS = std.actions      -- a format that adds no Main Phase actions
function std.hand_size() return 5 end

-- Seats everyone at 50 Authority, picks a random first player, deals hands
-- of 3, then `second`, then 5.
function std.seat(g, second)
  local n = g:players()
  for p = 1, n do g:pset(p, K.authority, g:options().authority or 50) end
  local first = g:random(n)
  g:set_active(first)
  for k = 0, n - 1 do
    local p = (first - 1 + k) % n + 1
    SR.draw(g, p, k == 0 and 3 or k == 1 and second or 5)
  end
end

function std.setup(g) std.seat(g, 5) end
F.standard = std

local function derive(over)
  return setmetatable(over, { __index = std })
end

-- Free-For-All -------------------------------------------------------------

F.ffa = derive {
  players = { min = 3, max = 6, default = 3 },
  setup = function(g) std.seat(g, 4) end,
}

-- Hunter and Hunter First Blood -------------------------------------------

local hunter = derive {
  players = { min = 3, max = 6, default = 4 },
  setup = function(g) std.seat(g, 4) end,
}

-- "Left" is the next player in turn order (digest A11).
function hunter.may_target_player(g, p, q)
  local ok, why = std.may_target_player(g, p, q)
  if not ok then return ok, why end
  if q ~= next_alive(g, p) then
    return false, fmt("in Hunter you may attack or target only the player on your left (%s)",
                      SR.pname(next_alive(g, p)))
  end
  return true
end

function hunter.may_target_base(g, p, q)
  local ok, why = std.may_target_player(g, p, q)
  if not ok then return ok, why end
  if q ~= next_alive(g, p) and q ~= next_alive(g, p, -1) then
    return false, "in Hunter you may target only the bases of your left and right neighbours"
  end
  return true
end
F.hunter = hunter

F.hunter_first_blood = derive {
  players = hunter.players, setup = hunter.setup,
  may_target_player = hunter.may_target_player, may_target_base = hunter.may_target_base,
  -- The player to the defeated player's right wins (digest A18).
  on_defeat = function(g, q)
    local right = next_alive(g, q, -1)
    SR.finish(g, { right }, fmt("first blood: %s was defeated, and %s sits to their right",
                                SR.pname(q), SR.pname(right)))
  end,
}

-- Hydra --------------------------------------------------------------------

-- Teams alternate seats: odd seats are team 1, even seats team 2.
local hydra = derive { players = { min = 4, max = 6, default = 4 } }

function hydra.setup(g)
  local n = g:players()
  if n ~= 4 and n ~= 6 then error("Hydra is played by 4 or 6 players") end
  local start = g:options().authority or (n == 4 and 75 or 100)
  for p = 1, n do
    g:pset(p, K.team, (p - 1) % 2 + 1)
    g:pset(p, K.auth_holder, (p - 1) % 2 + 1)
  end
  g:pset(1, K.authority, start)
  g:pset(2, K.authority, start)
  local first = g:random(2)
  g:set_active(first)
  for p = 1, n do SR.draw(g, p, team(g, p) == first and 3 or 5) end
end

function hydra.protectors(g, q)
  local out, tq = {}, team(g, q)
  for p = 1, g:players() do
    if (g:pget(p, K.team) or p) == tq then out[#out + 1] = p end    -- team(g, p)
  end
  return out
end

function hydra.acting(g)
  return hydra.protectors(g, g:active())
end

function hydra.next_turn(g)
  local other = team(g, g:active()) == 1 and 2 or 1
  for p = 1, g:players() do
    if team(g, p) == other and alive(g, p) then return g:set_active(p) end
  end
end

function hydra.check_end(g)
  local teams = {}
  for _, p in ipairs(SR.alive_players(g)) do teams[team(g, p)] = true end
  local t1, t2 = teams[1], teams[2]
  if t1 and t2 then return end
  local won = t1 and 1 or 2
  local winners = {}
  for p = 1, g:players() do if team(g, p) == won then winners[#winners + 1] = p end end
  SR.finish(g, winners, fmt("team %d's shared Authority outlasted the other team's", won))
end

-- Pool transfers between teammates, any number of times (digest 8.5).
local POOLS = { "trade", "combat" }

function hydra.actions(g, p, acts)
  for _, q in ipairs(hydra.protectors(g, p)) do
    if q ~= p and alive(g, q) then
      for _, pool in ipairs(POOLS) do
        local have = SR.pool(g, p, pool)
        local function give(n)
          g:padd(p, pool, -n)
          g:padd(q, pool, n)
          g:log("%s gives %d %s to %s", SR.pname(p), n, pool, SR.pname(q))
        end
        if have > 0 then
          acts:add(fmt("give %d %s to %s", have, pool, SR.pname(q)), function() give(have) end)
        end
        if have > 1 then               -- "some or all" of a pool (digest 8.5)
          acts:add(fmt("give part of your %s to %s", pool, SR.pname(q)), function()
            local A = include "actions"
            give(A.amount(g, p, fmt("Give how much %s to %s?", pool, SR.pname(q)), have - 1))
          end)
        end
      end
    end
  end
end
F.hydra = hydra

-- Emperor ------------------------------------------------------------------

-- Seats 1-3 are team A with its Emperor in seat 2; seats 4-6 team B with
-- its Emperor in seat 5.  Admiral k faces admiral k+3 (digest A13).
local emp = derive { players = { min = 6, max = 6, default = 6 } }

local function is_emperor(p) return p == 2 or p == 5 end
local function facing(p) return (p + 2) % 6 + 1 end

function emp.setup(g)
  for p = 1, 6 do
    g:pset(p, K.team, p <= 3 and 1 or 2)
    g:pset(p, K.authority, is_emperor(p) and 60 or 50)
    g:pset(p, "role", is_emperor(p) and "emperor" or "admiral")
  end
  g:set_active(1)
  for p = 1, 6 do SR.draw(g, p, p <= 3 and 3 or 5) end
end

function emp.may_target_player(g, p, q)
  local ok, why = std.may_target_player(g, p, q)
  if not ok or is_emperor(p) then return ok, why end
  local foe = facing(p)
  if q == foe then return true end
  if is_emperor(q) and not alive(g, foe) then return true end
  if alive(g, foe) then
    return false, fmt("an Admiral may attack or target only the Admiral facing them (%s)", SR.pname(foe))
  end
  return false, "an Admiral whose opposite Admiral is out may attack only the enemy Emperor"
end
emp.may_target_base = emp.may_target_player

function emp.on_defeat(g, q)
  if is_emperor(q) then
    local won = team(g, q) == 1 and 2 or 1
    local winners = {}
    for p = 1, 6 do if team(g, p) == won then winners[#winners + 1] = p end end
    return SR.finish(g, winners, fmt("the Emperor %s has fallen", SR.pname(q)))
  end
  local emperor = team(g, q) == 1 and 2 or 5
  parting_gift(g, q, emperor, fmt("You are defeated: send one card to your Emperor (%s)?", SR.pname(emperor)),
               "a defeated Admiral may send one card to their Emperor's discard pile", "send nothing")
end

function emp.check_end() end    -- the game ends only when an Emperor falls

-- Card passing to a neighbouring teammate; the cost is lost from the
-- rulebook (digest A13): option emperor_pass_cost, default 2 Trade.
function emp.actions(g, p, acts)
  local cost = g:options().emperor_pass_cost or 2
  for _, q in ipairs({ p - 1, p + 1 }) do
    if q >= 1 and q <= 6 and team(g, q) == team(g, p) and alive(g, q) then
      for _, c in ipairs(g:cards(SR.discard(g, p))) do
        local label = fmt("pass %s to %s (%d Trade)", g:name(c), SR.pname(q), cost)
        if SR.pool(g, p, "trade") >= cost then
          acts:add(label, function()
            g:padd(p, K.trade, -cost)
            SR.give(g, c, q)
            g:log("%s passes %s to %s", SR.pname(p), g:name(c), SR.pname(q))
          end)
        end
      end
    end
  end
end
F.emperor = emp

-- Raid -------------------------------------------------------------------

local raid = derive { players = { min = 3, max = 6, default = 3 } }
local RAID_AUTHORITY = { [2] = 50, [3] = 70, [4] = 70, [5] = 90 }

function raid.hand_size(g, p)
  return p == 1 and (g:options().boss_hand or 7) or 5
end

function raid.setup(g)
  local n = g:players()
  for p = 1, n do
    g:pset(p, K.team, p == 1 and 1 or 2)
    g:pset(p, K.authority, p == 1 and RAID_AUTHORITY[n - 1] or 50)
  end
  g:set_active(1)
  SR.draw(g, 1, raid.hand_size(g, 1) - 2)
  for p = 2, n do SR.draw(g, p, 5) end
end

function raid.damage_expiry(_, q) return q == 1 and "boss_turn" or "turn" end

function raid.on_defeat(g, q)
  if q == 1 then return end
  for _, r in ipairs(SR.alive_players(g)) do
    if r ~= 1 then
      parting_gift(g, q, r, fmt("You are eliminated: give a card to %s?", SR.pname(r)),
                   "an eliminated Raider may put one card they own into each teammate's discard pile",
                   "give nothing")
    end
  end
end

function raid.check_end(g)
  if not alive(g, 1) then
    local winners = {}
    for p = 2, g:players() do winners[#winners + 1] = p end
    return SR.finish(g, winners, "the Raiders brought the Boss down")
  end
  if #SR.alive_players(g) == 1 then SR.finish(g, { 1 }, "the Boss eliminated every Raider") end
end

function raid.turn_start(g, p)
  if p == 1 then g:expire("boss_turn") end
end
F.raid = raid

return F
