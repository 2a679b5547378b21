-- TC-91 All-Out Assault. [CLAR]
-- Given All-Out Assault faceup; P1 (0 Damage) battles a Decepticon Robot.
-- Then other players may Assist; a Confrontation Encounter is drawn after shuffling all 10;
-- CNF.4b/4c apply; P1's turn ends after the battle.
-- Given P2 discards a Block with enough Range to cancel an Attack on P3 (any player's turn). Then
-- All-Out Assault is thwarted and goes to P2's Vault (ENGINE CHOICE AMB-38: the blocking player
-- thwarts it even when not active). In Solo it can never be thwarted.

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

scenario("TC-91 All-Out Assault turns every battle into a Confrontation", function()
  local g = ready({}, { matrix = { ["2,3"] = { "All-Out Assault", up = true }, ["1,0"] = { "Hook", up = true, cost = 9 } },
    force_encounters = { "Quiet Encounter" },
    p1 = { mode = "bot", energon = 1, pos = { 1, 0 }, hand = {}, played = { { "Courage", power = 4 } } },
    p2 = { mode = "bot", pos = { 1, 0 }, hand = { "Courage" } } })
  ok(has_option(g, "confront Hook"), "the battle is a Confrontation")
  g:act("confront Hook")
  eq(g:player(), 2, "P2 may Assist although P1 has no Damage")
  g:act("Courage")
  eq(count_log(g, "shuffled together for the Confrontation"), 1, "a Confrontation Encounter after a shuffle")
  eq(count_log(g, "CNF.4b"), 1, "CNF.4b: the Assist is forced while short")
  ok(g:prompt():find("Confrontation: 5 of 9"), "CNF.4c: " .. g:prompt())
  g:act("done")
  eq(g:active(), 2, "the turn ended")
end)

scenario("TC-91 Blocking for another player thwarts All-Out Assault, even on someone else's turn", function()
  local g = ready({ players = 3 }, { matrix = { ["2,3"] = { "All-Out Assault", up = true } },
    force_encounters = { "Quiet Encounter" },
    p1 = { mode = "bot", energon = 1, pos = { 1, 1 }, hand = { "Brawl" } },
    p2 = { pos = { 1, 2 }, hand = { "Shield 1" } }, p3 = { pos = { 1, 1 }, hand = {} } })
  g:act("play Brawl")
  g:act("use Brawl")
  eq(g:player(), 2, "P2 may Block for P3")
  g:act("discard Shield 1 to Block")
  eq(names(g, "vault", 2), { "All-Out Assault" }, "P2 thwarts it into his Vault")
end)

scenario("TC-91 Solo: blocking for yourself never thwarts it", function()
  local g = ready({ players = 1, options = "mode=solo" }, { matrix = { ["2,3"] = { "All-Out Assault", up = true },
      ["1,0"] = { "Rumble", up = true } }, force_encounters = { "Quiet Encounter" },
    p1 = { mode = "alt", pos = { 1, 1 }, hand = { "Shield 0" } } })
  g:act("move to (1,0)")
  g:act("discard Shield 0 to Block")
  eq(size(g, "vault", 1), 0, "not thwarted")
  ok(not has_option(g, "thwart All-Out Assault"), "no other way to thwart it")
end)
