-- TC-60 Confrontation Assists allowed without Damage. Given the active player has 0 Damage and
-- declares a Confrontation. When P2 places a legal Assist. Then accepted.

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

scenario("TC-60 Anyone may Assist a Confrontation, Damage or not", function()
  local g = conf{ p3 = { pos = { 3, 3 }, hand = {} } }
  eq(g:get("TF.damage_count(g, 1)"), 0, "P1 has no Damage")
  g:act("confront Starscream")
  eq(g:player(), 2, "P2 is offered the Assist")
  g:act("Photon Blaster")
  eq(names(g, "discard", 2), { "Photon Blaster" }, "it was placed (and discarded after the battle)")
  eq(count_log(g, "p2 places an Assist"), 1, "accepted")
end)
