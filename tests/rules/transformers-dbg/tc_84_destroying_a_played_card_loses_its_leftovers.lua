-- TC-84 Destroying a played card loses its leftovers. [RB Destroying cards]
-- Given a played card with 2 unspent Power and 1 unspent Move. When it is destroyed. Then the
-- player's available Power drops by 2 and Move by 1. If its Power had already been spent (as in
-- TC-42), nothing is lost.

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

scenario("TC-84 A destroyed card's unspent Power and Move are lost", function()
  local g = ready({}, { p1 = { mode = "bot", pos = { 1, 1 }, energon = 1, hand = {},
    played = { { "Jazz", power = 2, move = 1 }, { "Courage", power = 1 }, { "Fix", power = 0, move = 0 } } } })
  eq(power(g, 1, 0), 3, "3 Power")
  eq(g:get("TF.total_move(g, 1)"), 1, "1 Move")
  g:act("use Fix")
  g:act("Jazz (played)")
  eq(power(g, 1, 0), 1, "Power drops by 2")
  eq(g:get("TF.total_move(g, 1)"), 0, "Move drops by 1")
end)
