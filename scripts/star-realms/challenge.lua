-- star-realms/challenge.lua -- solo and co-op play against a Challenge card.
--
-- What survives of the rulebook: difficulty decides who goes first and how
-- many turns the players take before the Boss's first; players going first
-- open with 3 cards; a Boss with a hand always has its full hand; the Trade
-- Row may be mulliganed once per game, at the start of a Main Phase; a
-- Hydra team against a challenge has 50 Authority per player.  The Boss's
-- own behaviour is lost (digest A17), so the Boss is the last seat and is
-- played by the ordinary rules by whoever answers its decisions.  Its deck
-- list is lost too: the box's start, or deck=FILE's [pN] section for its
-- seat N (ruleset.lua's custom decks; docs/star-realms.md).  Named
-- readings: option `mulligan` (default "scrap_row": scrap the five Trade
-- Row cards and deal five new ones, digest A16) and `boss_authority`.

local SR = include "combat"
local K = SR.K
local F = include "formats"
local fmt = string.format

local std = F.standard
local ch = setmetatable({ players = { min = 2, max = 6, default = 2 } }, { __index = std })
-- Every action is marked (actions.lua), for the mulligan's "start of the
-- Main Phase".
ch.marks_actions = true

local BOSS_AUTHORITY = { nemesis_beast = 50, pirates_of_the_dark_star = 25 }
local PRE_ROUNDS = { beginner = 3, intermediate = 2, veteran = 1, expert = 0 }

local function boss(g) return g:players() end
local function humans(g) return g:players() - 1 end

function ch.hand_size(g, p)
  return p == boss(g) and (g:options().boss_hand or 5) or 5
end

local function difficulty(g)
  local d = g:options().difficulty or "veteran"
  return PRE_ROUNDS[d] or error("difficulty must be beginner, intermediate, veteran or expert")
end

function ch.setup(g)
  local o, b, k = g:options(), boss(g), humans(g)
  local per = o.boss_authority or BOSS_AUTHORITY[o.challenge or "nemesis_beast"]
  if not per then
    error(fmt("the Boss Authority of challenge '%s' is not known: give boss_authority=N", o.challenge))
  end
  g:pset(b, K.team, 2)
  g:pset(b, K.authority, per * k)
  for p = 1, k do
    g:pset(p, K.team, 1)
    if o.shared then g:pset(p, K.auth_holder, 1) else g:pset(p, K.authority, 50) end
  end
  if o.shared then g:pset(1, K.authority, 50 * k) end
  local players_first = difficulty(g) > 0
  g:set_active(players_first and 1 or b)
  for p = 1, k do SR.draw(g, p, players_first and 3 or 5) end
  SR.draw(g, b, ch.hand_size(g, b))
end

function ch.protectors(g, q)
  if q == boss(g) or not g:options().shared then return { q } end
  local out = {}
  for p = 1, humans(g) do out[#out + 1] = p end
  return out
end

-- Players take `difficulty` full rounds before the Boss's first turn.
function ch.next_turn(g)
  local a, b = g:active(), boss(g)
  local nxt = SR.next_alive(g, a) or a
  if a ~= b and nxt == b or (a ~= b and nxt < a) then
    local rounds = g:gadd("player_rounds", 1)
    if rounds < difficulty(g) then nxt = SR.next_alive(g, b) or 1 end
  end
  g:set_active(nxt)
end

function ch.check_end(g)
  local b = boss(g)
  if not SR.alive(g, b) then
    local winners = {}
    for p = 1, humans(g) do winners[#winners + 1] = p end
    return SR.finish(g, winners, "the Boss is defeated")
  end
  if #SR.alive_players(g) == 1 then SR.finish(g, { b }, "the Boss defeated every player") end
end

local function mulligan(g, p)
  local row = SR.zone(g, "trade_row")
  for _, c in ipairs(g:cards(row)) do g:move(c, SR.zone(g, "scrap")) end
  SR.refill(g)
  g:gset("mulligan_used", SR.pname(p))
  g:log("%s mulligans the Trade Row (reading A16: scrap the row, deal five new cards)", SR.pname(p))
end

function ch.actions(g, p, acts)
  local label = "mulligan the Trade Row"
  local used = g:gget("mulligan_used")
  if used then
    acts:refuse(label, fmt("the Trade Row mulligan is once per game, and %s has used it", used))
  elseif g:gget("acted") then
    acts:refuse(label, "a mulligan is allowed only at the start of your Main Phase")
  else
    acts:add(label, function() mulligan(g, p) end)
  end
end

F.challenge = ch
return ch
