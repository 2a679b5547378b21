-- z-g/prime.lua -- the Rule of Prime (digest 12.5): a rules dispute is
-- settled by a test.  Both players secretly choose one of their zGear cards
-- and an end; the ends are tested dot against dot; with at least one match
-- the caller decides, otherwise the foe does.
--
-- P.test(g, caller, foe) is the test itself, for any script that needs a
-- dispute settled.  With the option prime=true the active player may, before
-- playing an action card, dispute one of the house-rule switches of section
-- 18 with a foe (once a round); the winner's reading is kept in the game
-- value house_<key>, which ZG.opt reads before the game's options.  The
-- choices are decisions of each player, kept as each player's kernel
-- secrets prime_card and prime_end (g:set_secret) until both have chosen:
-- the foe choosing cannot read the caller's pick in a view or through a
-- host.  Both are then revealed; the result is logged and fired as the
-- event zg_prime.

local ZG = include "core"
local S = ZG.S
local fmt = string.format
local P = {}

-- The switches a dispute may settle (docs/z-g.md, Options).
P.TOGGLES = {
  { key = "knockback_count", values = { "matches", "strikes" } },
  { key = "prone_first_clause", values = { "own_ranged", "foes_ranged" } },
  { key = "zg2_includes_zg", values = { "true", "false" } },
}

local function pick(g, p)
  local why = "Rule of Prime (12.5): a dispute is settled by a test"
  local c = g:choose(p, "Rule of Prime: choose a card for the test (secret)", ZG.gear(g, p), { reason = why })
  g:set_secret(p, "prime_card", c, "round")
  local e = g:choose(p, "Rule of Prime: which end of " .. g:name(c) .. "?", { "end A", "end B" }, { reason = why })
  g:set_secret(p, "prime_end", e:sub(-1), "round")
end

-- Both picks are made: each is shown to everyone.
local function lay(g, p)
  g:reveal_secret(p, "prime_card"); g:reveal_secret(p, "prime_end")
  return g:secret(p, "prime_card"), g:secret(p, "prime_end")
end

-- The test: returns the player who decides and the number of matches.
function P.test(g, caller, foe)
  pick(g, caller)
  pick(g, foe)
  local c1, e1 = lay(g, caller)
  local c2, e2 = lay(g, foe)
  local m = S.test(ZG.ends(g, c1, e1), ZG.ends(g, c2, e2))
  local winner = m >= 1 and caller or foe
  g:log("Rule of Prime: %s's %s end %s vs %s's %s end %s: %d match%s, %s decides",
        ZG.pname(caller), g:name(c1), e1, ZG.pname(foe), g:name(c2), e2, m, m == 1 and "" or "es",
        ZG.pname(winner))
  g:emit("zg_prime", { caller = caller, foe = foe, matches = m, winner = winner })
  return winner, m
end

-- A dispute over switch t: the test, then the winner chooses the reading.
function P.dispute(g, caller, foe, t)
  g:pset(caller, "prime_called", 1, "round")
  g:log("%s calls the Rule of Prime against %s over %s", ZG.pname(caller), ZG.pname(foe), t.key)
  local winner = P.test(g, caller, foe)
  local v = g:choose(winner, "Rule of Prime: you decide " .. t.key, t.values,
                     { reason = "you won the Rule of Prime test (12.5)" })
  g:gset("house_" .. t.key, v)
  g:log("Rule of Prime: %s decides %s = %s", ZG.pname(winner), t.key, v)
end

-- A zMarshal's ruling (12.5: "Or find a zMarshal!!").  The source says no
-- more: not who a zMarshal is, nor when one may be asked instead of the
-- test.  A judge is a person outside the game, with no seat among the
-- players; the engine's adjudicator is the host's god seat (the protocol's
-- seat 0, the REPL), whose recorded edits are kept in saves and replays.
-- So the ruling is an edit: `zmarshal(g, "knockback_count", "strikes")`
-- sets the reading as a won dispute would, logs it and fires zg_marshal.
function P.marshal(g, key, value)
  local t
  for _, x in ipairs(P.TOGGLES) do if x.key == key then t = x end end
  if not t then
    local keys = {}
    for i, x in ipairs(P.TOGGLES) do keys[i] = x.key end
    error(fmt("a zMarshal rules on a house-rule switch (%s), not '%s'", table.concat(keys, ", "), tostring(key)), 2)
  end
  local ok = false
  for _, v in ipairs(t.values) do if v == tostring(value) then ok = true end end
  if not ok then
    error(fmt("%s is %s, not '%s'", key, table.concat(t.values, " or "), tostring(value)), 2)
  end
  g:gset("house_" .. key, tostring(value))
  g:log("a zMarshal rules %s = %s", key, tostring(value))
  g:emit("zg_marshal", { key = key, value = tostring(value) })
end

local function label(g, a) return fmt("Rule of Prime: dispute %s with %s", a.t.key, ZG.pname(a.q)) end
local function run(g, p, a) P.dispute(g, p, a.q, a.t) end

-- Options of the `pulse` window (prime=true): one per switch and foe.
function P.list(g, p, acts)
  if g:options().prime ~= true then return end
  for _, q in ipairs(ZG.foes(g, p)) do
    for _, t in ipairs(P.TOGGLES) do
      local a = { q = q, t = t }
      if g:pget(p, "prime_called") then acts:refuse(label(g, a), "you called the Rule of Prime this round")
      else acts:add(label, run, p, a) end
    end
  end
end

return P
