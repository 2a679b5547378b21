-- TC-28 Block offer order. [RB Blocks]
-- Given seats P1 (active), P2, P3, P4; P2 is attacked and declines to Block; P3 and P1 both have a
-- Block in Range of P2; P4 has none.
-- When the Block window proceeds.
-- Then P3 is offered the Block first (clockwise from P2), P4 is skipped, P1 is offered only if P3
-- declines; once someone Blocks, nobody else is offered.

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

scenario("TC-28 Blocks are offered clockwise from the attacked player's left", function()
  local g = ready({ players = 4 }, { force_encounters = { "Quiet Encounter" },
    p1 = { mode = "bot", pos = { 1, 1 }, energon = 2, hand = { "Brawl", "Shield 0" } },
    p2 = { pos = { 1, 1 }, hand = { "Shield 0" } },
    p3 = { pos = { 1, 2 }, hand = { "Shield 1" } },
    p4 = { pos = { 3, 3 }, hand = {} } })
  g:act("play Brawl")
  g:act("use Brawl")
  eq(g:player(), 2, "P2 may Block for himself first")
  g:act("do not Block")
  eq(g:player(), 3, "then P3 (clockwise from P2)")
  g:act("do not Block")
  eq(g:player(), 1, "P4 is skipped; then P1")
  g:act("discard Shield 0 to Block")
  eq(count_log(g, "Quiet Encounter hits p2"), 0, "P2 is protected")
  eq(size(g, "hand", 3), 1, "P3 kept the card")
  eq(g:player(), 1, "nobody else is asked: back to P1's action phase")
  ok(g:prompt():find("action phase"), g:prompt())
end)
