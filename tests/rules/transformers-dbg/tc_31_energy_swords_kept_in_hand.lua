-- TC-31 Energy Swords kept in hand. [CLAR]
-- Given P2 (3 Energon) holds Energy Swords; P2 is attacked during P1's turn.
-- When P2 discards it to Block and pays 2 Energon to keep it.
-- Then the Attack is cancelled; Energy Swords remains in P2's hand; P2 has 1 Energon; P2 may use
-- it again to Block a later Attack or play it on his turn; at the end of P2's own turn it is
-- discarded with the hand.

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

scenario("TC-31 Energy Swords: pay 2 Energon to keep it after Blocking", function()
  local g = ready({}, { force_encounters = { "Quiet Encounter", "Quiet Encounter" },
    matrix = { ["0,1"] = { "Rumble", up = true } },
    main_deck = { "Wheelie", "Wheelie", "Wheelie", "Wheelie" },
    p1 = { mode = "alt", pos = { 0, 1 }, energon = 2, alt_move = 2, hand = { "Brawl" } },
    p2 = { pos = { 0, 1 }, energon = 3, hand = { "Energy Swords" },
           deck = { "Courage", "Courage", "Courage", "Courage", "Courage" } } })
  g:act("play Brawl")
  g:act("use Brawl")
  g:act("discard Energy Swords to Block")
  eq(g:prompt(), "Energy Swords: pay 2 Energon to keep Energy Swords in your hand?", "keep offer")
  g:act("yes")
  eq(count_log(g, "Quiet Encounter hits p2"), 0, "the Attack is cancelled")
  eq(names(g, "hand", 2), { "Energy Swords" }, "Energy Swords is back in P2's hand")
  eq(energon(g, 2), 1, "P2 paid 2 Energon")
  -- a later Attack: P1 steps off and back onto Rumble, P2 may Block for P1 with it again
  g:act("move to (0,0)")
  g:act("move to (0,1)")
  eq(g:player(), 2, "P2 may Block again with the kept Energy Swords")
  ok(has_option(g, "discard Energy Swords to Block"), "offered again")
  g:act("do not Block")
  g:act("end turn")
  eq(names(g, "hand", 2), { "Energy Swords" }, "still in hand on P2's turn")
  ok(has_option(g, "play Energy Swords"), "P2 may play it on his turn")
  g:act("end turn")
  ok(g:get("(function() for _, n in ipairs(T.names(g, 'discard', 2)) do if n == 'Energy Swords' then return true end end return false end)()"),
     "at the end of P2's turn it is discarded with the hand")
end)
