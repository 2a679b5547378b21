-- TC-61 No playing from hand after announcing a Confrontation. [RB Encounter cards]
-- Given a Confrontation has been declared and the player holds a Courage and a Block card.
-- When the player tries to play the Courage. Then rejected. When an Attack targets the player and
-- they discard the Block card. Then accepted.

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

scenario("TC-61 During a Confrontation nothing is played from hand, but Blocks may be discarded", function()
  local g = ready({}, { matrix = { ["1,0"] = { "Starscream", up = true } }, force_encounters = { "Crossfire" },
    p1 = { mode = "bot", energon = 3, pos = { 1, 0 }, hand = { "Courage", "Shield 0" }, played = { "Courage" } },
    p2 = { pos = { 3, 3 }, hand = {} } })
  g:act("confront Starscream")
  g:act("battle on")
  eq(g:player(), 1, "the Confrontation Attack (Crossfire) may be Blocked")
  for _, o in ipairs(g:options()) do ok(not o:find("^play"), "no play option: " .. o) end
  g:act("discard Shield 0 to Block")
  eq(energon(g, 1), 3, "the Attack is cancelled")
  ok(g:prompt():find("Confrontation:"), "CNF.4c: " .. g:prompt())
  for _, o in ipairs(g:options()) do ok(not o:find("^play"), "still no play option: " .. o) end
  eq(names(g, "hand", 1), { "Courage" }, "Courage stays in hand")
end)
