-- lib/tf.lua -- helpers shared by the Transformers scenario tests.
--
-- Games start with p1 first and fixed characters, with the test-only cards
-- of tests/fixtures/transformers-dbg.  `ready` places p1's standee and then
-- arranges the position with the ruleset's setup_for_test edit; the others
-- read the state through the ruleset's test kit (T) and helpers (TF).
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

-- Fixtures shared by several cases.

-- Fixture for TC-33..TC-37 [EX-RANGE]: FIXTURE Power and costs are set by the test.
local function range_fixture()
  return ready({}, {
    matrix = { ["1,3"] = { "Rumble", up = true, cost = 2 }, ["2,0"] = { "Brawl", up = true, cost = 5 },
               ["0,1"] = { "Teletraan 1", up = true, cost = 5 },
               ["1,2"] = { "More Than Meets the Eye", up = true, cost = 6 },
               ["1,1"] = { "Energon Drill", up = true, cost = 3 } },
    p1 = { mode = "bot", pos = { 1, 1 }, hand = {},
           played = { { "Helping Hand", power = 2 }, { "Hound", power = 2, move = 0 },
                      { "Roll Out!", power = 1, move = 1 }, { "Courage", power = 1 } } },
    p2 = { pos = { 0, 0 } } })
end

local function boss_fight(options)
  local g = ready({ options = options }, { matrix = { ["1,0"] = { "Starscream", up = true } },
    force_encounters = { "Quiet Encounter" },
    p1 = { mode = "bot", energon = 0, pos = { 1, 0 }, hand = {}, played = { { "Courage", power = 7 } } },
    p2 = { mode = "bot", energon = 0, pos = { 1, 0 }, hand = { "Courage" } } })
  g:act("confront Starscream")
  g:act("Courage")
  return g
end

local function conf(spec_extra)
  local spec = { matrix = { ["1,0"] = { "Starscream", up = true, cost = 10 } }, force_encounters = { "Quiet Encounter" },
    p1 = { mode = "bot", energon = 2, pos = { 1, 0 }, hand = {}, played = { { "Courage", power = 8 } } },
    p2 = { character = "Wheeljack", mode = "bot", pos = { 1, 0 }, hand = { "Photon Blaster" } },
    p3 = { character = "Optimus Prime", mode = "bot", pos = { 1, 0 }, hand = { "Cliffjumper" } } }
  for k, v in pairs(spec_extra or {}) do spec[k] = v end
  return ready({ players = 3 }, spec)
end

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

return {
  new = new, ready = ready, names = names, size = size, energon = energon, vp = vp, pos = pos,
  cell = cell, power = power, card_pm = card_pm, count_log = count_log,
  has_option = has_option, sorted = sorted, range_fixture = range_fixture,
  boss_fight = boss_fight, conf = conf, full_matrix = full_matrix, all_cells = all_cells,
}
