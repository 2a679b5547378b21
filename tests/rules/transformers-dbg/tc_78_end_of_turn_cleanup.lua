-- TC-78 End-of-turn cleanup. [RB End of turn 3]
-- Given at end of turn: 2 cards in hand; in PLAYED a Courage, an Ongoing card, a Relic; in IN_FRONT
-- an Ally and a Damage; 2 "-1 Move" markers.
-- Then hand and Courage go to the discard pile; the Ongoing card moves in front of the character;
-- the Relic goes to discard or facedown Vault (player's choice); Ally and Damage stay; markers
-- removed; then 5 cards are drawn.

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

scenario("TC-78 End of turn: discard, keep Ongoing/Ally/Damage, Relic to the Vault by choice, draw 5", function()
  local g = ready({}, { main_deck = { "Skids", "Skids" },
    p1 = { character = "Bumblebee", mode = "alt", pos = { 1, 1 }, alt_move = 2, hand = { "Firepower", "Patrol" },
           played = { "Courage", "Shield Generator", "Star Saber" }, front = { "Sparkplug Witwicky", "Damage" },
           deck = { "Courage", "Courage", "Courage", "Courage", "Courage", "Courage" }, discard = {} },
    p2 = { pos = { 0, 0 } } })
  g:act("move to (1,2)")
  g:act("move to (1,1)")
  eq(g:get("TF.alt_move(g, 1)"), 0, "two -1 Move markers")
  g:act("end turn")
  ok(g:prompt():find("Star Saber"), "the Relic choice: " .. g:prompt())
  g:act("yes")
  eq(names(g, "vault", 1), { "Star Saber" }, "the Relic is in the Vault")
  eq(sorted(names(g, "discard", 1)), sorted{ "Firepower", "Patrol", "Courage" }, "hand and Courage discarded")
  eq(sorted(names(g, "front", 1)), sorted{ "Damage", "Shield Generator", "Sparkplug Witwicky" }, "kept in front")
  eq(size(g, "played", 1), 0, "nothing left played")
  eq(size(g, "hand", 1), 5, "5 drawn")
  eq(g:get("g:pget(1, 'amv')"), nil, "markers removed")
end)
