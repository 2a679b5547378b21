-- TC-108 Co-op win. Given Co-op with 2 Bosses gone. When the third Boss is defeated (or destroyed).
-- Then the team wins immediately.

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

local function boss_fight(options)
  local g = ready({ options = options }, { matrix = { ["1,0"] = { "Starscream", up = true } },
    force_encounters = { "Quiet Encounter" },
    p1 = { mode = "bot", energon = 0, pos = { 1, 0 }, hand = {}, played = { { "Courage", power = 7 } } },
    p2 = { mode = "bot", energon = 0, pos = { 1, 0 }, hand = { "Courage" } } })
  g:act("confront Starscream")
  g:act("Courage")
  return g
end

scenario("TC-108 Co-op: the third Boss defeated wins for everyone", function()
  local g = ready({ options = "mode=coop" }, { bosses_gone = 2, matrix = { ["1,0"] = { "Starscream", up = true } },
    force_encounters = { "Quiet Encounter" },
    p1 = { mode = "bot", pos = { 1, 0 }, hand = {}, played = { { "Courage", power = 9 } } },
    p2 = { pos = { 2, 3 }, hand = {} } })
  g:act("confront Starscream")
  g:act("battle on")
  ok(g:over(), "over")
  eq(g:winners(), { 1, 2 }, "the team wins")
end)

scenario("TC-108 Co-op: the third Boss destroyed wins too", function()
  -- AMB-16: a Boss arrives when every space holds a faceup Boss: the arriving Boss is destroyed.
  local m = {}
  for r = 0, 2 do for c = 0, 3 do m[r .. "," .. c] = { "Soundwave", up = true } end end
  local g = ready({ options = "mode=coop" }, { clear_matrix = true, matrix = m, bosses_gone = 2,
    main_deck = { "Stub Boss", "Skids" }, p1 = { pos = { 1, 1 }, hand = {} },
    p2 = { pos = { 2, 3 }, hand = {} } })
  g:act("end turn")
  ok(g:get("(function() for _, n in ipairs(T.names(g, 'main_discard', 0)) do if n == 'Stub Boss' then return true end end end)()"),
     "the arriving Boss was destroyed")
  ok(g:over(), "over")
  eq(g:winners(), { 1, 2 }, "the team wins")
end)
