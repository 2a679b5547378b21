-- CO.5 (co-op end-of-turn Boss arrival variant; not among the numbered cases): in EOT.2b, when the
-- active player must destroy a facedown card and it turns out to be another Boss, that Boss is
-- flipped faceup and stays; another card is destroyed instead; the flipped Boss's Reveal Attack
-- (and Ambush) resolve first; then the drawn Boss enters the vacated space and its reveal
-- resolves.

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

scenario("CO.5 A facedown Boss met while making room stays faceup and reveals first", function()
  local m = {}
  for r = 0, 2 do for c = 0, 3 do m[r .. "," .. c] = { "Rumble", up = true } end end
  m["0,0"] = "Stub Boss"
  m["2,3"] = "Skids"
  local g = ready({ options = "mode=coop" }, { clear_matrix = true, matrix = m, main_deck = { "Adversary Boss", "Skids" },
    p1 = { pos = { 1, 1 }, energon = 5, hand = {} }, p2 = { pos = { 1, 1 }, energon = 5, hand = {} } })
  g:act("end turn")
  g:act("flip and destroy facedown card at (0,0)")
  eq(cell(g, 0, 0), { "Stub Boss", true }, "the facedown Boss is flipped and stays")
  eq(g:get("g:gget('bosses_gone')"), 0, "it is not destroyed")
  -- the only facedown card left, (2,3), is destroyed instead (a single choice is automatic)
  eq(names(g, "main_discard"), { "Skids" }, "the other card is destroyed")
  eq(cell(g, 2, 3), { "Adversary Boss", true }, "the drawn Boss enters the vacated space")
  eq({ energon(g, 1), energon(g, 2) }, { 3, 3 }, "two Reveal Attacks: the flipped Boss's, then the new one's")
  local l = g:log()
  local a, b
  for i, line in ipairs(l) do
    if line:find("Boss revealed: Stub Boss") then a = a or i end
    if line:find("Boss revealed: Adversary Boss") then b = b or i end
  end
  ok(a and b and a < b, "the flipped Boss reveals first")
end)
