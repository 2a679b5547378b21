-- TC-14 Revealing a Decepticon in someone else's space. [EX-TURN]
-- Given Ironhide's standee on facedown Thundercracker at (0,1); Bumblebee at (0,2) flips (0,1)
-- with his Alt-mode ability.
-- When Thundercracker is revealed.
-- Then exactly one Encounter is drawn and its Ambush half applies to Ironhide only (Bumblebee is
-- not in that space).

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

scenario("TC-14 A Decepticon revealed under another player's standee Ambushes only that player", function()
  local g = ready({}, { active = 2, matrix = { ["0,1"] = "Thundercracker" },
    force_encounters = { "Quiet Encounter" },
    p1 = { character = "Ironhide", mode = "alt", pos = { 0, 1 }, hand = {} },
    p2 = { character = "Bumblebee", mode = "alt", energon = 2, pos = { 0, 2 }, hand = {} } })
  g:act("convert to Bot Mode")
  eq(g:player(), 2, "Bumblebee's Alt text asks him before the flip")
  g:act("reveal (0,1)")
  eq(cell(g, 0, 1), { "Thundercracker", true }, "Thundercracker is faceup")
  eq(count_log(g, "Encounter drawn"), 1, "exactly one Encounter")
  eq(count_log(g, "Quiet Encounter hits p1"), 1, "Ironhide is Ambushed")
  eq(count_log(g, "Quiet Encounter hits p2"), 0, "Bumblebee is not")
  eq(g:get("TF.mode(g, 2)"), "bot", "the Convert completes after the reveal")
end)
