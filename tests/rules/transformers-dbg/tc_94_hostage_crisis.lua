-- TC-94 Hostage Crisis. [CLAR]
-- Given faceup Ally L1 in the Matrix and Ally L2 in front of P2. When Hostage Crisis is revealed.
-- Then L1 and L2 go under it (P2 no longer controls L2). When P1 stands on Hostage Crisis on her
-- turn, she may gain one of them (to her IN_FRONT), and only one per turn. An Ally revealed later
-- is not captured.

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

scenario("TC-94 Hostage Crisis takes every faceup Ally; one may be rescued per turn", function()
  local g = ready({}, { matrix = { ["1,1"] = "Hostage Crisis", ["0,3"] = { "Carly", up = true }, ["1,2"] = "Chip Chase" },
    p1 = { mode = "alt", pos = { 1, 1 }, alt_move = 1, hand = { "Patrol" } },
    p2 = { pos = { 2, 3 }, front = { "Sparkplug Witwicky" } } })
  g:act("search (1,1)")
  eq(cell(g, 0, 3), false, "L1 left the Matrix")
  eq(size(g, "front", 2), 0, "P2 no longer controls L2")
  eq(sorted(names(g, "under")), sorted{ "Carly", "Sparkplug Witwicky" }, "both are under Hostage Crisis")
  ok(has_option(g, "rescue Carly") and has_option(g, "rescue Sparkplug Witwicky"), "P1 may rescue either")
  g:act("rescue Sparkplug Witwicky")
  eq(names(g, "front", 1), { "Sparkplug Witwicky" }, "gained into P1's play area")
  ok(not has_option(g, "rescue"), "only one per turn")
  g:act("play Patrol")
  g:act("reveal (1,2)")
  eq(cell(g, 1, 2), { "Chip Chase", true }, "an Ally revealed later stays")
end)
