-- TC-92 Tox-En. [CLAR]
-- Given faceup Tox-En at (2,2). When P1 moves onto it (or is moved onto it, or it is revealed under
-- P1). Then P1 loses 3 Energon (all, if fewer). When P1 gains Tox-En. Then it is destroyed
-- (main-deck discard), not placed in the discard pile or Vault, and its VP is taken immediately.

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

scenario("TC-92 Entering Tox-En's space costs 3 Energon, by Move or by Teleport", function()
  local g = ready({}, { matrix = { ["2,2"] = { "Tox-En", up = true } },
    p1 = { mode = "alt", energon = 5, pos = { 2, 1 }, alt_move = 2, hand = { "Warp" } } })
  g:act("move to (2,2)")
  eq(energon(g, 1), 2, "5 - 3")
  g:act("move to (2,1)")
  g:act("play Warp")
  g:act("teleport to (2,2)")
  eq(energon(g, 1), 0, "all that was left (2)")
end)

scenario("TC-92 Tox-En revealed under a player costs 3 Energon", function()
  local g = ready({}, { matrix = { ["1,1"] = "Tox-En" }, p1 = { mode = "alt", energon = 4, pos = { 1, 1 }, hand = {} } })
  g:act("search (1,1)")
  eq(energon(g, 1), 1, "4 - 3")
end)

scenario("TC-92 Gaining Tox-En destroys it and gives its VP at once", function()
  local g = ready({}, { matrix = { ["1,1"] = { "Tox-En", up = true } },
    p1 = { mode = "bot", pos = { 1, 1 }, vp = 0, hand = {}, played = { { "Courage", power = 6 } } } })
  g:act("buy Tox-En")
  eq(names(g, "main_discard"), { "Tox-En" }, "destroyed to the main-deck discard")
  eq(size(g, "discard", 1) + size(g, "vault", 1), 0, "not in the discard pile or Vault")
  eq(vp(g, 1), 5, "its VP (reconstructed 5) at once")
end)
