-- TC-106 Co-op Scheme across turns. [RB Co-op 4]
-- Given a Co-op Scheme needing 3 contributed cards. P1 (on its space) contributes 2 cards on her
-- turn; P2 (on its space) contributes 1 on his turn.
-- Then it is thwarted on P2's contribution: the Scheme and the 3 cards are destroyed; any
-- contributed Energon returns to the supply; nobody gains anything. A player not on its space
-- cannot contribute.  (Three Card Plot is a test FIXTURE.)

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

scenario("TC-106 Contributions to a Co-op Scheme add up over turns and players", function()
  local g = ready({ options = "mode=coop" }, { matrix = { ["1,1"] = { "Three Card Plot", up = true } },
    main_deck = { "Skids", "Skids", "Skids", "Skids" },
    p1 = { pos = { 1, 1 }, hand = { "Courage", "Patrol", "Firepower" } },
    p2 = { pos = { 0, 0 }, hand = { "Jazz", "Courage" } } })
  g:act("contribute Courage")
  g:act("contribute Patrol")
  eq(size(g, "under"), 2, "2 contributed")
  g:act("end turn")
  ok(not has_option(g, "contribute"), "P2 is not on its space")
  ok(g:why("contribute to Three Card Plot"):find("must be on"), g:why("contribute to Three Card Plot"))
  g:setup{ p2 = { pos = { 1, 1 } } }
  g:act("contribute Jazz")
  eq(cell(g, 1, 1), false, "the Scheme is gone")
  local md = table.concat(sorted(names(g, "main_discard")), ",")
  ok(md:find("Jazz") and md:find("Three Card Plot"), "main-deck cards destroyed: " .. md)
  eq(sorted(names(g, "removed")), sorted{ "Courage", "Patrol" }, "Starters removed")
  eq(size(g, "vault", 2), 0, "nobody gains it")
end)
