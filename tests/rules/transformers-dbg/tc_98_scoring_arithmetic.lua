-- TC-98 Scoring arithmetic. [RB End game scoring]
-- Given at game end player A: 12 VP tokens; Vault = Adversaries with costs 5, 3, 3, a Relic
-- (FIXTURE 2 VP), a Decepticon Scheme ("Vault: 3 VP" FIXTURE); 19 Energon; 3 Damage; a Relic
-- (FIXTURE 4 VP) in the discard pile.
-- Then score = 12 + floor(11/5)=2 + floor(19/5)=3 + 2 + 3 - floor(3/2)=1 = 21; the discarded Relic
-- adds 0.

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

scenario("TC-98 End-game score: tokens + Adversaries/5 + Energon/5 + Vault VP - Damage/2", function()
  local g = ready({}, { main_deck = {},
    p1 = { vp = 12, energon = 19, pos = { 1, 1 }, front = { "Damage", "Damage", "Damage" },
           vault = { { "Hook", cost = 5 }, { "Ravage", cost = 3 }, { "Swindle", cost = 3 }, "Relic Two", "Stub Scheme" },
           discard = { "Relic Four" } },
    p2 = { pos = { 0, 0 }, vp = 0, energon = 0 } })
  eq(g:get("(TF.score(g, 1))"), 21, "21")
  g:act("end turn")
  ok(g:over(), "deck-out ends the game")
  eq(g:get("g:pget(1, 'score')"), 21, "final score 21")
  eq(g:winners(), { 1 }, "A wins")
end)
