-- TC-48 Convert timing. [RB Convert]
-- Given an effect is mid-resolution (e.g. Ambush text being applied). When any player tries to
-- Convert by paying Energon. Then rejected until the effect finishes. Given it is another player's
-- turn between battle steps. When a player Converts. Then accepted.

-- Helpers (the same in every file): games start with p1 first and fixed
-- characters, with the test-only cards of tests/fixtures/transformers-dbg.
local FIX = "tests/fixtures/transformers-dbg"
local CHARS = "Bumblebee;Ironhide;Wheeljack;Optimus Prime;Ratchet"
local function new(t)
  t = t or {}
  local o = "first=1,characters=" .. (t.chars or CHARS) .. (t.options and ("," .. t.options) or "")
  return game{ seed = t.seed or 1, players = t.players or 2, options = o, cards = FIX }
end
-- p1 places at `at`, then the position is arranged by an edit (setup_for_test).
local function ready(t, spec, at)
  local g = new(t)
  g:act("place at " .. (at or "(0,0)"))
  if spec then g:setup(spec) end
  return g
end
local function names(g, z, p) return g:get(("T.names(g, %q, %d)"):format(z, p or 0)) end
local function size(g, z, p) return g:get(("T.size(g, %q, %d)"):format(z, p or 0)) end
local function energon(g, p) return g:get(("TF.energon(g, %d)"):format(p)) end
local function vp(g, p) return g:get(("TF.vp(g, %d)"):format(p)) end
local function pos(g, p) return g:get(("T.pos(g, %d)"):format(p)) end
local function cell(g, r, c) return g:get(("T.cell(g, %d, %d)"):format(r, c)) end
local function power(g, p, d) return g:get(("T.power(g, %d, %d)"):format(p, d or 0)) end
local function card_pm(g, name, p) return g:get(("T.card_power(g, %q, %d)"):format(name, p)) end
local function count_log(g, pat)
  local n = 0
  for _, l in ipairs(g:log()) do if l:find(pat) then n = n + 1 end end
  return n
end
local function has_option(g, prefix)
  for _, o in ipairs(g:options()) do if o:sub(1, #prefix) == prefix then return true end end
  return false
end
local function sorted(t) table.sort(t) return t end
local _ = { names, size, energon, vp, pos, cell, power, card_pm, count_log, has_option, sorted, ready }

scenario("TC-48 No Convert while an effect resolves; Converts between battle steps are offered", function()
  local g = ready({}, { matrix = { ["1,0"] = { "Rumble", up = true } }, force_encounters = { "Sniper Fire" },
    p1 = { mode = "alt", energon = 3, pos = { 1, 1 }, hand = { "Courage", "Fix" } },
    p2 = { mode = "alt", energon = 3, pos = { 0, 3 }, hand = {} } })
  ok(has_option(g, "convert to Bot Mode"), "between actions P1 may Convert")
  ok(has_option(g, "p2: convert to Bot Mode"), "and so may P2, out of turn")
  g:act("move to (1,0)")                -- Ambush: Sniper Fire "Attack: Discard a card."
  ok(g:prompt():find("discard"), "the Ambush text is resolving: " .. g:prompt())
  for _, o in ipairs(g:options()) do ok(not o:find("onvert"), "no Convert offered mid-effect: " .. o) end
  g:act("Courage")
  ok(has_option(g, "convert to Bot Mode"), "after the effect, Converting is possible again")
end)

scenario("TC-48 On another player's turn, between battle steps, an Assister may Convert", function()
  local g = ready({}, { matrix = { ["1,0"] = { "Rumble", up = true } },
    p1 = { mode = "bot", pos = { 1, 0 }, hand = {}, front = { "Damage" }, played = { { "Courage", power = 1 } } },
    p2 = { character = "Wheeljack", mode = "alt", energon = 2, pos = { 1, 0 }, hand = { "Courage" } } })
  g:act("battle Rumble")
  g:act("Courage")
  eq(g:player(), 2, "P2 is asked")
  ok(g:prompt():find("Convert to Bot Mode now"), g:prompt())
  g:act("yes")
  eq(g:get("TF.mode(g, 2)"), "bot", "P2 Converted")
  eq(energon(g, 2), 1, "for 1 Energon")
end)
