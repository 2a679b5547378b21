-- TC-66 Assist legality. [RB Assisting]
-- Given a battle at (1,0); P2 at (1,1) (distance 1) offers a Courage (Range 0) => rejected; P2
-- offers a Range-1 card with Power 1 => accepted; P3 offers a Power-0 card with no Power-giving
-- Energon ability => rejected; P3 offers a Power-0 card whose Energon ability gives Power, with
-- enough Range => accepted.  (Dud and Zero Gun are test STUBs.)

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

scenario("TC-66 Only cards that make Power and reach the Adversary may Assist", function()
  local g = ready({ players = 3 }, { matrix = { ["1,0"] = { "Hook", up = true, cost = 9 } },
    p1 = { mode = "bot", pos = { 1, 0 }, hand = {}, front = { "Damage" }, played = { { "Courage", power = 1 } } },
    p2 = { mode = "bot", pos = { 1, 1 }, hand = { "Courage", "Roll Out!" } },
    p3 = { mode = "bot", energon = 1, pos = { 0, 0 }, hand = { "Dud", "Zero Gun" } } })
  g:act("battle Hook")
  eq(g:player(), 2, "P2 is asked")
  ok(not has_option(g, "Courage"), "Courage (Range 0) is not a legal Assist at distance 1")
  ok(has_option(g, "Roll Out!"), "Roll Out! (Range 1, Power 1) is")
  g:act("do not Assist")
  eq(g:player(), 3, "P3 is asked")
  ok(not has_option(g, "Dud"), "a Power-0 card without a Power ability is not")
  ok(has_option(g, "Zero Gun"), "a Power-0 card with a Power-giving Energon ability is")
  g:act("Zero Gun")
  ok(g:prompt():find("Zero Gun: use an Energon ability"), "BTL.5: its owner may use it: " .. g:prompt())
  g:act("Zero Gun: +2 Power (1 Energon)")
  eq(energon(g, 3), 0, "P3 paid 1")
end)
