-- TC-58 Confrontation: Assists before Confront abilities. [RB How to battle 4]
-- Given a Confrontation with 0 Damage, total 8 vs cost 10, two Assists placed (each worth 3), and an
-- unused Confront ability.
-- When step 4 runs. Then the player must resolve Assists one at a time (stopping after the first if
-- it reaches >=10 -- here 11 after one), and only afterwards may use Confront/unused Energon
-- abilities if still short.

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

local function conf(spec_extra)
  local spec = { matrix = { ["1,0"] = { "Starscream", up = true, cost = 10 } }, force_encounters = { "Quiet Encounter" },
    p1 = { mode = "bot", energon = 2, pos = { 1, 0 }, hand = {}, played = { { "Courage", power = 8 } } },
    p2 = { character = "Wheeljack", mode = "bot", pos = { 1, 0 }, hand = { "Photon Blaster" } },
    p3 = { character = "Optimus Prime", mode = "bot", pos = { 1, 0 }, hand = { "Cliffjumper" } } }
  for k, v in pairs(spec_extra or {}) do spec[k] = v end
  return ready({ players = 3 }, spec)
end

scenario("TC-58 Short in a Confrontation: Assists are resolved one at a time before any ability", function()
  local g = conf()
  g:act("confront Starscream")
  g:act("Photon Blaster")
  g:act("Cliffjumper")
  ok(g:prompt():find("Short %(8 of 10%)"), "CNF.4b first, not the Confront ability: " .. g:prompt())
  g:act("resolve p2's Assist")
  eq(count_log(g, "battle outcome: 11 Power against cost 10"), 1, "stopped after one: 11")
  eq(vp(g, 2), 4, "P2's resolved Assist earns the reward")
  eq(vp(g, 3), 0, "P3's unresolved Assist earns nothing")
end)

scenario("TC-58 Still short after every Assist: then the Confront abilities", function()
  local g = conf{ matrix = { ["1,0"] = { "Starscream", up = true, cost = 20 } } }
  g:act("confront Starscream")
  g:act("Photon Blaster")
  g:act("Cliffjumper")
  g:act("resolve p2's Assist")
  ok(g:prompt():find("Confrontation: 14 of 20"), "after both Assists, CNF.4c: " .. g:prompt())
  ok(has_option(g, "Courage: Play the top card"), "the Confront ability is offered")
end)
