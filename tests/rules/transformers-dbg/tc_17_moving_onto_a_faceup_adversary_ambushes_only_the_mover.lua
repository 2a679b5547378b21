-- TC-17 Moving onto a faceup Adversary Ambushes only the mover. [EX-BOSS]
-- Given faceup Starscream at (1,0); Wheeljack at (1,0); Bumblebee at (1,1).
-- When Bumblebee moves to (1,0) (Roll Out! Move).
-- Then one Encounter is drawn; its Ambush applies to Bumblebee only; Wheeljack is unaffected.

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

scenario("TC-17 Only the player who moves onto the Adversary is Ambushed", function()
  local g = ready({}, { matrix = { ["1,0"] = { "Starscream", up = true } }, force_encounters = { "Quiet Encounter" },
    p1 = { character = "Bumblebee", mode = "bot", pos = { 1, 1 }, hand = { "Roll Out!" } },
    p2 = { character = "Wheeljack", pos = { 1, 0 }, hand = {} } })
  g:act("play Roll Out!")
  g:act("no")                       -- Roll Out!'s optional Convert
  g:act("move to (1,0)")
  eq(count_log(g, "Encounter drawn"), 1, "one Encounter")
  eq(count_log(g, "Quiet Encounter hits p1"), 1, "Bumblebee is Ambushed")
  eq(count_log(g, "Quiet Encounter hits p2"), 0, "Wheeljack is not")
end)
