-- lib/zg.lua -- helpers shared by the Z-G scenario tests.
--
-- H.start{...} starts a game on the flat arena (or t.arena) with the
-- synthetic fixture cards of tests/fixtures/z-g loaded, answers "no" to
-- every Flameout (but t.flameout = { players }), picks p1's hand so that p1 acts first (Impulse 766) and
-- p2's low (332), places pN at t.pNat (defaults: p1 (2,2,0), p2 (3,2,0),
-- adjacent; p3 (2,5,0), p4 (5,5,0)), then arranges the position with the
-- ruleset's test kit (t.setup, an edit).  The game then waits at p1's
-- "Play an action card".
local FIX = "tests/fixtures/z-g"
local H = {}

local P1_HAND = { "Vanguard Jetgear", "Firefight Frontgear", "Vanguard Arm Blade" }
local P2_HAND = { "Striker Visor", "Red Footgear L", "Red Footgear R" }

function H.new(t)
  t = t or {}
  local o = "arena=" .. (t.arena or "flat") .. (t.options and ("," .. t.options) or "")
  return game{ seed = t.seed or 1, players = t.players or 2, options = o, cards = FIX }
end

function H.start(t)
  t = t or {}
  local g = H.new(t)
  local n = t.players or 2
  local fo = {}
  for _, p in ipairs(t.flameout or {}) do fo[p] = true end
  for p = 1, n do g:act(fo[p] and "yes" or "no") end
  for _, nm in ipairs(t.p1hand or P1_HAND) do g:act(nm) end
  for _, nm in ipairs(t.p2hand or P2_HAND) do g:act(nm) end
  for _ = 3, n do for _ = 1, 3 do g:act(1) end end
  local default = { { 2, 2, 0 }, { 3, 2, 0 }, { 2, 5, 0 }, { 5, 5, 0 } }
  while g:prompt():find("^Place your figure") do
    local p = g:player()
    local at = t["p" .. p .. "at"] or default[p]
    g:act(("place at (%d,%d,%d)"):format(at[1], at[2], at[3]))
  end
  if t.setup then g:setup(t.setup) end
  return g
end

-- Answers the blind half-turn question so that `e` faces the attacker
-- (the harness reads the spin; the attacker in play cannot).
function H.face(g, q, e)
  local spun = g:get(("T.facing(g, %d)"):format(q))
  g:act(spun == e and "keep the end facing you" or "ask for a half turn")
end

-- Plays card `name`, skips the move, attacks q with end `e` of the action
-- card, and turns end `te` of the target card toward the attacker.
function H.attack(g, name, q, e, te)
  g:act("play " .. name)
  g:act("end move")
  g:act("attack p" .. q)
  g:act("end " .. (e or "A"))
  while g:prompt():find("declarations") or g:prompt():find("bolster%?") do g:act("go on") end
  H.face(g, q, te or "A")
end

-- Answers the rest of an attack with the plain choices (no save, no
-- retest, keep the spin, no maneuver, first dot) until the pulse goes on.
local DEFAULTS = {
  { "save it%?", "no save" }, { "half turn", "keep the end facing you" }, { "^Retest%?", "no retest" },
  { "^Time 6: play", "no" }, { "declarations", "go on" }, { "bolster%?", "go on" },
  { "^Bolster:", 1 }, { "^Augment:", 1 }, { "^Scan applies", 1 }, { "^Knockback: push", 1 },
  { "^Targetlock", "draw a target card" }, { "attacking end", "end A" },
}
-- With `stop`, it stops at the first prompt that matches it; `seen`
-- collects the prompts answered.
function H.finish(g, stop, seen)
  for _ = 1, 60 do
    if g:over() then return end
    local p, hit = g:prompt(), false
    if stop and p:find(stop) then return end
    if seen then seen[#seen + 1] = p end
    for _, d in ipairs(DEFAULTS) do
      if p:find(d[1]) then g:act(d[2]); hit = true; break end
    end
    if not hit then return end
  end
end

-- Matches and strikes of the last test, read from the log.
function H.last_test(g)
  local m, s
  for _, l in ipairs(g:log()) do
    local mm = l:match("^test: .*: (%d+) match")
    if mm then m = tonumber(mm); s = nil end
    local ss = l:match("^(%d+) strikes?$")
    if ss then s = tonumber(ss) end
  end
  return m, s
end

function H.count_log(g, pat)
  local n = 0
  for _, l in ipairs(g:log()) do if l:find(pat) then n = n + 1 end end
  return n
end

-- Plays every remaining pulse of the current turn without moving or attacking.
function H.pass_turn(g)
  local p = g:get("g:active()")
  for _ = 1, 40 do
    if g:over() or g:get("g:active()") ~= p then return end
    local pr = g:prompt()
    if pr == "Play an action card" then g:act(1)
    elseif pr:find("^Time 4") or pr:find("^After damage") then g:act("end move")
    elseif pr:find("^Time 5") then g:act("no attack")
    else return end
  end
end

function H.names(g, zn, p) return g:get(("T.names(g, %q, %d)"):format(zn, p or 0)) end
function H.pos(g, p) return g:get(("T.pos(g, %d)"):format(p)) end
function H.pv(g, p, k) return g:get(("g:pget(%d, %q)"):format(p, k)) end
function H.has(list, x)
  for _, v in ipairs(list) do if v == x then return true end end
  return false
end
function H.logged(g, pat)
  for _, l in ipairs(g:log()) do if l:find(pat) then return true end end
  return false
end
function H.has_option(g, prefix)
  for _, o in ipairs(g:options()) do if o:sub(1, #prefix) == prefix then return true end end
  return false
end

return H
