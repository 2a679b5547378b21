-- TC-62 Encounter destroys a played card mid-Confrontation. [RB How to battle 3]
-- Given declared Power 9 including a played card with Power 3; the Confrontation text destroys that
-- card. Then the player's Power becomes 6; the card goes to its destination (main-deck discard, or
-- removed if Starter/Roll Out!).  (The Encounter is a test STUB.)

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

scenario("TC-62 A destroyed played card takes its Power with it", function()
  local g = ready({}, { matrix = { ["1,0"] = { "Starscream", up = true, cost = 20 } },
    force_encounters = { "Wrecker Encounter" },
    p1 = { mode = "bot", energon = 1, pos = { 1, 0 }, hand = {},
           played = { { "Courage", power = 6 }, { "Photon Blaster", power = 3 } } },
    p2 = { pos = { 3, 3 }, hand = {} } })
  eq(power(g, 1, 0), 9, "declared Power 9")
  g:act("confront Starscream")
  g:act("battle on")
  g:act("Photon Blaster")
  eq(power(g, 1, 0), 6, "Power 6 after the destroy")
  ok(g:get("(function() for _, n in ipairs(T.names(g, 'main_discard', 0)) do if n == 'Photon Blaster' then return true end end end)()"),
     "a main-deck card goes to the main-deck discard")
end)

scenario("TC-62 A destroyed Starter is removed from the game", function()
  local g = ready({}, { matrix = { ["1,0"] = { "Starscream", up = true, cost = 20 } },
    force_encounters = { "Wrecker Encounter" },
    p1 = { mode = "bot", energon = 0, pos = { 1, 0 }, hand = {}, played = { { "Courage", power = 3 } } },
    p2 = { pos = { 3, 3 }, hand = {} } })
  g:act("confront Starscream")
  g:act("battle on")
  eq(names(g, "removed"), { "Courage" }, "Courage is removed from the game")
end)
