-- TC-02 Player starting state.
-- Given any mode. When PA.1-PA.7 finish.
-- Then each player: character Alt side up, standee OFF_BOARD, Energon 2, VP 0, 10 owned cards
-- (6 Courage, Firepower, Patrol, Fix, Reserves) with 5 in hand and 5 in deck, empty
-- discard/Vault/in-front.

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

local function check(g, n)
  for p = 1, n do
    eq(g:get(("TF.mode(g, %d)"):format(p)), "alt", "p" .. p .. " starts in Alt Mode")
    eq(pos(g, p), "off", "p" .. p .. "'s standee is off the board")
    eq(energon(g, p), 2, "p" .. p .. "'s Energon")
    eq(vp(g, p), 0, "p" .. p .. "'s VP")
    eq(size(g, "hand", p), 5, "p" .. p .. "'s hand")
    eq(size(g, "deck", p), 5, "p" .. p .. "'s deck")
    local all = names(g, "hand", p)
    for _, x in ipairs(names(g, "deck", p)) do all[#all + 1] = x end
    eq(sorted(all), sorted{ "Courage", "Courage", "Courage", "Courage", "Courage", "Courage",
                             "Firepower", "Patrol", "Fix", "Reserves" }, "p" .. p .. "'s 10 starters")
    for _, z in ipairs({ "discard", "vault", "front", "played" }) do
      eq(size(g, z, p), 0, "p" .. p .. "'s " .. z)
    end
    eq(size(g, "character", p), 1, "p" .. p .. " has a character card")
  end
end

scenario("TC-02 Every player starts Alt side up, off the board, 2 Energon, 5 in hand and 5 in deck", function()
  check(new{ players = 3 }, 3)
  check(new{ players = 2, options = "mode=coop" }, 2)
  check(new{ players = 1, options = "mode=solo" }, 1)
end)
