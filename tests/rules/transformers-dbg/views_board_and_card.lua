-- Views: the board view draws the Matrix as a grid with standees, faceup and facedown cards, and
-- hides per seat what that seat may not see (other players' hands, facedown Assists, facedown
-- Matrix cards it has not peeked at, other Vaults); seat 0 is the god view.  The card view gives a
-- card's rules text and says when a card is a reconstruction.

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

scenario("The board view hides hands, facedown cards and Vaults from other seats", function()
  local g = ready({ players = 3 }, { matrix = { ["0,1"] = { "Jazz", up = true }, ["2,2"] = "Brawl" },
    p1 = { pos = { 1, 1 }, hand = { "Firepower" }, vault = { "Rumble" } },
    p2 = { pos = { 1, 1 }, hand = { "Patrol" } } })
  local god, me, other = g:view("board", 0), g:view("board", 1), g:view("board", 2)
  ok(god:find("Jazz %[4%]"), "faceup card with its cost")
  ok(god:find("<P1,P2>"), "standees drawn in their space")
  ok(god:find("fd:Brawl"), "seat 0 sees facedown cards")
  ok(not other:find("Brawl"), "seat 2 does not")
  ok(me:find("hand: Firepower"), "seat 1 sees its hand")
  ok(not other:find("Firepower"), "seat 2 does not see P1's hand")
  ok(other:find("hand: 1 card"), "only its size")
  ok(me:find("Vault: Rumble"), "own Vault contents")
  ok(not other:find("Vault: Rumble"), "other seats see only the Vault's size")
end)

scenario("A peeked card shows to the peeking seat only; a facedown Assist is hidden from others", function()
  local g = ready({ players = 3 }, { matrix = { ["1,2"] = "Brawl", ["1,0"] = { "Hook", up = true, cost = 9 } },
    p1 = { mode = "bot", pos = { 1, 1 }, hand = { "Hound" }, front = { "Damage" } },
    p2 = { mode = "bot", pos = { 1, 0 }, hand = { "Firepower" } },
    p3 = { mode = "bot", pos = { 1, 0 }, hand = { "Courage" } } })
  g:act("play Hound")
  g:act("peek at (1,2)")
  ok(g:view("board", 1):find("fd:Brawl"), "P1 knows the peeked card")
  ok(not g:view("board", 2):find("Brawl"), "P2 does not")
  g:act("battle Hook")
  g:act("Firepower")
  eq(g:player(), 3, "P3 is being asked for an Assist")
  ok(g:view("board", 2):find("Assist: Firepower"), "P2 sees its own facedown Assist")
  ok(g:view("board", 3):find("Assist: facedown card"), "P3 does not")
  ok(not g:view("board", 3):find("Firepower"), "nowhere")
end)

scenario("The card view gives rules text and flags reconstructions", function()
  local g = new{}
  local s = g:view("card", 0, "Starscream")
  ok(s:find("cost 8"), s)
  ok(s:find("Start of Turn: Discard a card"), s)
  ok(s:find("Reward: Gain 4 VP"), s)
  ok(s:find("RECONSTRUCTED"), "Starscream's Level and Reveal Attack are reconstructed: " .. s)
  local r = g:view("card", 0, "Reserves")
  ok(r:find("If you have 3 or fewer Energon"), r)
  ok(not r:find("RECONSTRUCTED"), "Reserves is fully from the sources: " .. r)
  ok(g:view("card", 0, "Nope"):find("no card named"), "unknown names are reported")
end)
