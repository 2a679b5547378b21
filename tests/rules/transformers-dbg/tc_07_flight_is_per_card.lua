-- TC-07 Flight is per card. [RB Flight]
-- Given cards played: F (Move 1, Flight) and G (Move 1, no Flight); standee at (1,1).
-- When the player tries to move to (0,0) using G. Then rejected.
-- When the player moves to (0,0) using F. Then accepted; F has 0 Move left; G still has 1
-- (orthogonal only).  (F and G are test-only STUBs.)

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

scenario("TC-07 Only Move from a card with Flight may go diagonally", function()
  local g = ready({}, { p1 = { mode = "bot", pos = { 1, 1 }, hand = {}, played = { "G" } } })
  ok(not has_option(g, "fly to (0,0)"), "G's Move cannot go diagonally")
  ok(g:why("fly"):find("Flight"), "reason: " .. tostring(g:why("fly")))
  g:setup{ p1 = { played = { "F", "G" } } }
  ok(has_option(g, "fly to (0,0)"), "F's Move can")
  g:act("fly to (0,0)")
  eq(pos(g, 1), "(0,0)", "position after the diagonal step")
  eq(card_pm(g, "F", 1)[2], 0, "F has no Move left")
  eq(card_pm(g, "G", 1)[2], 1, "G keeps its Move")
  ok(not has_option(g, "fly to"), "no more diagonal steps")
  ok(has_option(g, "move to (0,1)"), "G still pays an orthogonal step")
end)
