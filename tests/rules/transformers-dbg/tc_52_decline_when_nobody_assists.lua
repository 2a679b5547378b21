-- TC-52 Decline when nobody Assists. [RB How to battle 3]
-- Given P1 controls 1 Damage, declares a battle with 4 Power; nobody places an Assist.
-- When P1 declines. Then no cleanup happens; P1 still has 4 Power and may buy with it.
-- Given at least one Assist was placed. Then declining is rejected.

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

scenario("TC-52 With no Assist placed, the battle may be called off and the Power kept", function()
  local g = ready({}, { matrix = { ["1,0"] = { "Hook", up = true, cost = 9 } },
    p1 = { mode = "bot", pos = { 1, 0 }, hand = {}, front = { "Damage" }, played = { { "Courage", power = 4 } } },
    p2 = { pos = { 0, 3 }, hand = {} } })
  g:act("battle Hook")
  ok(g:prompt():find("Nobody placed an Assist"), g:prompt())
  g:act("call it off")
  eq(power(g, 1, 0), 4, "P1 keeps 4 Power")
  eq(names(g, "played", 1), { "Courage" }, "no cleanup")
  ok(has_option(g, "buy Roll Out!"), "the Power may still buy")
end)

scenario("TC-52 Once an Assist is placed the battle must go on", function()
  local g = ready({}, { matrix = { ["1,0"] = { "Hook", up = true, cost = 9 } },
    p1 = { mode = "bot", pos = { 1, 0 }, hand = {}, front = { "Damage" }, played = { { "Courage", power = 4 } } },
    p2 = { mode = "bot", pos = { 1, 0 }, hand = { "Courage" } } })
  g:act("battle Hook")
  g:act("Courage")
  ok(not g:prompt():find("Nobody placed"), "no decline offered")
  eq(size(g, "played", 1), 0, "the battle went on to cleanup")
end)
