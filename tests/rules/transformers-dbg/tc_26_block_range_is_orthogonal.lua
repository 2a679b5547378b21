-- TC-26 Block Range is orthogonal.
-- Given P2 holds a Block card with Range 1 at (1,1); P1 is attacked at (0,0) (diagonal).
-- When the Block window opens. Then P2 is not offered (distance 2). If P1 were at (0,1), P2 would be
-- offered.

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

scenario("TC-26 A Range-1 Block does not reach a diagonal neighbour", function()
  local g = ready({}, { matrix = { ["0,0"] = { "Rumble", up = true } }, force_encounters = { "Quiet Encounter" },
    p1 = { mode = "alt", pos = { 1, 0 }, hand = {} }, p2 = { pos = { 1, 1 }, hand = { "Shield 1" } } })
  g:act("move to (0,0)")
  eq(count_log(g, "Quiet Encounter hits p1"), 1, "P1 took the Ambush without a Block offer")
end)

scenario("TC-26 A Range-1 Block reaches an orthogonal neighbour", function()
  local g = ready({}, { matrix = { ["0,1"] = { "Rumble", up = true } }, force_encounters = { "Quiet Encounter" },
    p1 = { mode = "alt", pos = { 0, 0 }, hand = {} }, p2 = { pos = { 1, 1 }, hand = { "Shield 1" } } })
  g:act("move to (0,1)")
  eq(g:player(), 2, "P2 is offered the Block")
  g:act("discard Shield 1 to Block")
  eq(count_log(g, "Quiet Encounter hits p1"), 0, "the Ambush is Blocked")
end)
