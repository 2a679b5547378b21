-- TC-54 Alt penalty for the active player.
-- Given P1 in Alt Mode has exactly 4 eligible Power against a cost-4 Decepticon Robot, no Damage.
-- When P1 battles. Then the total is 3 and the battle fails (cleanup still happens). Had P1
-- Converted to Bot (1 Energon) before BTL.6, the total would be 4 and it would succeed.

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

local SPEC = { matrix = { ["1,0"] = { "Thundercracker", up = true } },
  p1 = { character = "Ironhide", mode = "alt", energon = 1, pos = { 1, 0 }, hand = {}, played = { { "Courage", power = 4 } } } }

scenario("TC-54 In Alt Mode the battle total is 1 lower", function()
  local g = ready({}, SPEC)
  g:act("battle Thundercracker")
  ok(g:prompt():find("Convert to Bot Mode now"), "a Convert is offered before the outcome")
  g:act("no")
  eq(count_log(g, "battle outcome: 3 Power against cost 4"), 1, "4 - 1 = 3")
  eq(size(g, "vault", 1), 0, "the battle fails")
  eq(names(g, "discard", 1), { "Courage" }, "cleanup happened")
end)

scenario("TC-54 Converting to Bot before the outcome avoids the penalty", function()
  local g = ready({}, SPEC)
  g:act("battle Thundercracker")
  g:act("yes")
  eq(count_log(g, "battle outcome: 4 Power against cost 4"), 1, "4")
  eq(names(g, "vault", 1), { "Thundercracker" }, "defeated")
  eq(energon(g, 1), 0, "the Convert cost 1 Energon")
end)
