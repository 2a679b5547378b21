-- TC-20 Blocking a Reveal Attack does not stop the Boss's Ambush. [RB Boss ambush note]
-- Given Boss B (STUB: Reveal Attack + "then resolve an Ambush"); P2 in the Matrix holds a Block card.
-- When B is revealed and P2 Blocks the Reveal Attack for himself.
-- Then an Encounter is still drawn and its Ambush half applies to every player in the Matrix, P2
-- included.

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

scenario("TC-20 The Boss's Ambush follows even for a player who Blocked its Reveal Attack", function()
  local g = ready({}, { matrix = { ["0,0"] = "Stub Ambush Boss" }, force_encounters = { "Quiet Encounter" },
    p1 = { mode = "alt", pos = { 0, 0 }, energon = 2, hand = {} },
    p2 = { pos = { 2, 3 }, energon = 2, hand = { "Shield 0" } } })
  g:act("search (0,0)")
  eq(g:player(), 2, "P2 is offered a Block")
  g:act("discard Shield 0 to Block")
  eq(energon(g, 2), 2, "P2's Energon is safe")
  eq(energon(g, 1), 1, "P1 took the Reveal Attack")
  eq(count_log(g, "Encounter drawn"), 1, "an Encounter is drawn")
  eq(count_log(g, "Quiet Encounter hits p1"), 1, "the Ambush hits P1")
  eq(count_log(g, "Quiet Encounter hits p2"), 1, "and P2")
end)
