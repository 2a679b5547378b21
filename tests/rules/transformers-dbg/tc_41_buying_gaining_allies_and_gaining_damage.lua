-- TC-41 Buying/gaining Allies and gaining Damage. [RB Gaining], [RB Ally]
-- Given the player buys an Ally and later an effect makes them gain a Damage.
-- Then the Ally is in IN_FRONT immediately (its Ongoing/Start of Turn effect is live; e.g.
-- Bumblebee's "+1 Power per Ally" now counts it), not in the discard pile; the Damage is in
-- IN_FRONT. If the Damage supply is empty, nothing is gained.

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

scenario("TC-41 A bought Ally goes into play at once; a gained Damage too", function()
  local g = ready({}, { matrix = { ["1,2"] = { "Sparkplug Witwicky", up = true }, ["1,0"] = { "Rumble", up = true } },
    force_encounters = { "Seeker Strike" },
    p1 = { character = "Bumblebee", mode = "bot", pos = { 1, 1 }, hand = {}, alt_move = 0,
           played = { { "Helping Hand", power = 3 }, { "Roll Out!", power = 0, move = 1 } } } })
  eq(power(g, 1, 0), 3, "before: 3 Power")
  g:act("buy Sparkplug Witwicky")
  eq(names(g, "front", 1), { "Sparkplug Witwicky" }, "the Ally is in play")
  eq(size(g, "discard", 1), 0, "not in the discard pile")
  eq(power(g, 1, 0), 1, "Bumblebee's Bot text counts the new Ally (+1)")
  g:act("move to (1,0)")                  -- Ambush: Seeker Strike "Attack: Gain 1 Damage."
  eq(g:get("TF.damage_count(g, 1)"), 1, "the Damage is in front of the character")
  g:setup{ damage_supply = 0 }
  g:edit("TF.gain_damage(g, 1, 1)")
  eq(g:get("TF.damage_count(g, 1)"), 1, "an empty supply gives no Damage")
end)
