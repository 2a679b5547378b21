-- TC-90 Divided Loyalties. [CLAR]
-- Given Divided Loyalties faceup in the Matrix; a faceup Autobot Robot A (cost 3) at (0,1).
-- Then buying A is rejected; moving onto A causes an Ambush; revealing a facedown Autobot Robot in
-- a space with standees causes an Ambush; battling A with >=3 Power defeats it, giving its reward,
-- A goes to the Vault. Co-op: while A is faceup, Confronting a Boss is rejected.

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

scenario("TC-90 While Divided Loyalties is faceup every Robot is an Adversary", function()
  local g = ready({}, { matrix = { ["2,3"] = { "Divided Loyalties", up = true }, ["0,1"] = { "Jazz", up = true, cost = 3 },
                                   ["1,0"] = "Hound" },
    force_encounters = { "Quiet Encounter", "Quiet Encounter" },
    p1 = { mode = "alt", pos = { 0, 0 }, alt_move = 2, hand = {}, played = { { "Helping Hand", power = 3 } } },
    p2 = { pos = { 1, 0 }, hand = {} } })
  ok(not has_option(g, "buy Jazz"), "A cannot be bought")
  ok(has_option(g, "battle Jazz"), "A can be battled")
  g:act("move to (0,1)")
  eq(count_log(g, "Quiet Encounter hits p1"), 1, "moving onto A: Ambush")
  g:act("move to (0,0)")     -- leaving causes nothing
  g:setup{ p1 = { mode = "bot", played = { { "Patrol", power = 0, move = 0 }, { "Helping Hand", power = 3 } } } }
  g:edit("TF.reveal(g, TF.cell(g, 1, 0), 1)")
  eq(count_log(g, "Quiet Encounter hits p2"), 1, "revealing Hound under P2: Ambush")
  g:act("battle Jazz")
  eq(names(g, "vault", 1), { "Jazz" }, "A is defeated and vaulted")
  eq(vp(g, 1), 2, "its reward (Gain 2 VP)")
end)

scenario("TC-90 Co-op: an Autobot Adversary blocks Confronting a Boss", function()
  local g = ready({ options = "mode=coop" }, { matrix = { ["2,3"] = { "Divided Loyalties", up = true },
      ["0,1"] = { "Jazz", up = true }, ["1,1"] = { "Starscream", up = true } },
    p1 = { mode = "bot", pos = { 1, 1 }, hand = {}, played = { { "Courage", power = 9 } } } })
  ok(not has_option(g, "confront Starscream"), "Confronting is refused")
  ok(g:why("confront Starscream"):find("CO.2"), g:why("confront Starscream"))
end)
