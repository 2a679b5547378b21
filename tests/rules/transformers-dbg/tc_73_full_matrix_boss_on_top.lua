-- TC-73 Full Matrix, Boss on top. [RB End of turn 2]
-- Given a full Matrix with a faceup Autobot Robot R, a faceup Decepticon Robot D, a faceup Scheme;
-- Boss B on top of the main deck.
-- When EOT.2 runs. Then the active player must destroy R (D and the Scheme are not eligible); R
-- goes to the main-deck discard; B goes faceup into R's space; B's Reveal Attack resolves against
-- every player in the Matrix, then B's Ambush if it has one.

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

-- Every Matrix space of the 3x4 grid, filled with the given names (facedown unless listed up).
local function full_matrix(cells)
  local m = {}
  for r = 0, 2 do for c = 0, 3 do m[r .. "," .. c] = "Wheelie" end end
  for k, v in pairs(cells or {}) do m[k] = v end
  return m
end
local function all_cells(g)
  local out = {}
  for r = 0, 2 do for c = 0, 3 do out[#out + 1] = cell(g, r, c) end end
  return out
end

scenario("TC-73 An arriving Boss replaces the only faceup non-Adversary, non-Scheme card", function()
  local g = ready({}, { clear_matrix = true,
    matrix = full_matrix{ ["0,1"] = { "Jazz", up = true }, ["1,2"] = { "Rumble", up = true },
                          ["2,2"] = { "Energon Embargo", up = true } },
    main_deck = { "Stub Ambush Boss", "Skids" }, force_encounters = { "Quiet Encounter" },
    p1 = { pos = { 1, 1 }, energon = 2, hand = {} }, p2 = { pos = { 0, 0 }, energon = 2, hand = {} } })
  g:act("end turn")
  eq(names(g, "main_discard"), { "Jazz" }, "R (Jazz) is destroyed")
  eq(cell(g, 0, 1), { "Stub Ambush Boss", true }, "B is faceup in R's space")
  eq(cell(g, 1, 2), { "Rumble", true }, "D stays")
  eq(cell(g, 2, 2), { "Energon Embargo", true }, "the Scheme stays")
  eq(energon(g, 1), 1, "Reveal Attack on P1")
  eq(energon(g, 2), 1, "Reveal Attack on P2")
  eq(count_log(g, "Quiet Encounter hits p1"), 1, "then the Ambush, P1")
  eq(count_log(g, "Quiet Encounter hits p2"), 1, "and P2")
end)
