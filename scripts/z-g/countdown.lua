-- z-g/countdown.lua -- the Countdown (digest 12.4): a slow player may be
-- put on a clock by a foe; when it runs out, the player's remaining
-- pulses are forfeited (reading 18.26).  Off by default; countdown=<seconds>
-- turns it on, countdown_scope=turn|pulse says whether one clock covers the
-- whole player turn or each pulse (then it stops at the pulse's end and a
-- foe may start it again).
--
-- The kernel reads no clock (determinism), so the seconds are measured by
-- whoever watches the table -- a front end's timer or the foes -- and both
-- the start and the expiry are answers a foe gives at the active player's
-- windows (play, move, attack, after-damage move), recorded and replayed
-- like any other.  The state is in player values: cd_by (who started the
-- clock; expires with the turn or the pulse) and cd_out (the clock ran
-- out; the turn ends at the next pulse check).
--
-- The pick clock ("you may also start the countdown after you've picked
-- your action cards, giving the rest of the players 1 minute to choose"):
-- while the hand pick runs, every player who has picked is offered, at each
-- pick decision of a player still picking, to start it and then to call its
-- expiry.  Game values pick_cd (who started it) and pick_out (it ran out),
-- both for the round.  On expiry each player still picking keeps the cards
-- already picked and the rest of the hand is drawn at random from the deck
-- with the game's generator (reading 18.26: "a random legal hand is
-- chosen"); round.lua asks CD.pick_out before each pick.

local ZG = include "core"
local fmt = string.format
local pn = ZG.pname
local CD = {}

function CD.seconds(g) return g:options().countdown or 0 end

-- Who may act at the active player's windows: the active player, then the
-- foes (only the clock's options are theirs).
local function who(g)
  local a = g:active()
  local out = { a }
  for _, q in ipairs(ZG.foes(g, a)) do out[#out + 1] = q end
  return out
end

-- Window w, with the foes listed when the countdown is on.
function CD.window(w)
  return function(opts)
    if (opts.countdown or 0) <= 0 then return w end
    local copy = { who = who }
    for k, v in pairs(w) do copy[k] = v end
    return copy
  end
end

local function start_label(g, a) return fmt("%s: put %s on the countdown (%d s)", pn(a.q), pn(a.p), CD.seconds(g)) end
local function out_label(g, a) return fmt("%s: %s's countdown has run out", pn(a.q), pn(a.p)) end

local function start(g, q, a)
  g:pset(a.p, "cd_by", q, g:options().countdown_scope or "turn")
  g:log("%s puts %s on a %d s countdown", pn(q), pn(a.p), CD.seconds(g))
  g:emit("zg_countdown", { player = a.p, by = q, what = "start" })
end

-- Expiry: the pulse in progress ends where it stands (settling, falls, the
-- action card back as usual) and no further pulse is played this turn.
function CD.expire(g, q, p)
  g:pset(p, "cd_by", nil)
  g:pset(p, "cd_out", 1, "turn")
  g:log("%s's countdown has run out: the remaining pulses are forfeited", pn(p))
  g:emit("zg_countdown", { player = p, by = q, what = "expired" })
  g:goto_phase("pulse_end")
  return true
end

local function expire(g, q, a) return CD.expire(g, q, a.p) end

-- The foe q's options at the active player's window.
function CD.list(g, q, acts)
  local p = g:active()
  if CD.seconds(g) <= 0 or q == p or not ZG.alive(g, q) then return end
  local a = { p = p, q = q }
  if g:pget(p, "cd_by") then acts:add(out_label, expire, q, a)
  else acts:add(start_label, start, q, a) end
end

-- The pick clock's options for the players in `done` (they have picked):
-- ChoiceItems of theirs, to add to a pick decision of a player still picking.
function CD.pick_items(g, done)
  local out, n = {}, CD.seconds(g)
  if n <= 0 then return out end
  local running = g:gget("pick_cd")
  for _, q in ipairs(done) do
    if running then
      out[#out + 1] = { label = fmt("%s: the pick countdown has run out", pn(q)), value = { clock = "out", by = q }, player = q }
    else
      out[#out + 1] = { label = fmt("%s: start the pick countdown (%d s)", pn(q), n), value = { clock = "start", by = q }, player = q }
    end
  end
  return out
end

-- A pick clock option v was taken while p was picking.
function CD.pick_clock(g, p, v)
  if v.clock == "start" then
    g:gset("pick_cd", v.by, "round")
    g:log("%s starts the pick countdown: %d s for the others to pick", pn(v.by), CD.seconds(g))
    g:emit("zg_countdown", { player = p, by = v.by, what = "pick_start" })
  else
    g:gset("pick_cd", nil)
    g:gset("pick_out", 1, "round")
    g:log("the pick countdown has run out: the hands not yet picked are completed at random")
    g:emit("zg_countdown", { player = p, by = v.by, what = "pick_expired" })
  end
end

-- Has the pick clock run out this round?
function CD.pick_out(g) return g:gget("pick_out") ~= nil end

-- Has p's clock run out this turn?
function CD.out(g, p) return g:pget(p, "cd_out") ~= nil end

return CD
