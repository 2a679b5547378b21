-- lib/tcg.lua -- helpers shared by the Transformers TCG scenario tests.
--
-- Games start from the starter decks with p1 first, then the position is
-- arranged with the ruleset's setup_for_test edit, using the synthetic
-- cards of tests/fixtures/transformers-tcg ("F ..."), whose numbers each
-- test sets.  `at_main(spec)` leaves p1 (or spec.active) in the main phase.
local FIX = "tests/fixtures/transformers-tcg"
local H = {}

function H.new(opts)
  return game{ seed = 1, options = "first=1" .. (opts and ("," .. opts) or ""), cards = FIX }
end

-- spec as setup_for_test; turn defaults to 3 (no first/second-turn limit).
function H.at_main(spec, opts)
  local g = H.new(opts)
  spec.turn = spec.turn or 3
  spec.active = spec.active or 1
  g:setup(spec)
  return g
end

function H.get(g, fmt, ...) return g:get(string.format(fmt, ...)) end
function H.char(g, p, name) return H.get(g, "T.char(g, %d, %q)", p, name) end
function H.cval(g, p, name, key) return H.get(g, "g:cget(T.char(g, %d, %q), %q)", p, name, key) end
function H.dmg(g, p, name) return H.cval(g, p, name, "dmg") or 0 end
function H.names(g, zone, p) return H.get(g, "T.names(g, %q, %d)", zone, p) end
function H.size(g, zone, p) return #H.names(g, zone, p) end
function H.has(g, prefix)
  for _, o in ipairs(g:options()) do if o:sub(1, #prefix) == prefix then return true end end
  return false
end
function H.count_log(g, pat)
  local n = 0
  for _, l in ipairs(g:log()) do if l:find(pat, 1, true) then n = n + 1 end end
  return n
end
-- The lines of the log that contain pat, in order.
function H.log_lines(g, pat)
  local out = {}
  for _, l in ipairs(g:log()) do if l:find(pat, 1, true) then out[#out + 1] = l end end
  return out
end
-- Ends the main phase and picks attacker and defender (by name prefix).
function H.attack(g, att, dfd)
  g:act("end main phase")
  g:act(att)
  if dfd then g:act(dfd) end
end
-- The defender choices offered now, names only, sorted and joined by ",".
function H.defenders(g)
  local out = {}
  for _, o in ipairs(g:options()) do out[#out + 1] = o:match("^(.-) %(") or o end
  table.sort(out)
  return table.concat(out, ",")
end
function H.list(n, name)
  local t = {}
  for i = 1, n do t[i] = name end
  return t
end
-- Shorthands the scenario files share: a deck of n (default 8) F Blanks;
-- player p's character `name`: its ATK, DEF, mode's name, tapped or not, keyword k's total.
function H.blanks(n) return H.list(n or 8, "F Blank") end
function H.atk(g, p, name) return H.get(g, "TC.attack(g, T.char(g, %d, %q))", p, name) end
function H.def(g, p, name) return H.get(g, "TC.defense(g, T.char(g, %d, %q))", p, name) end
function H.mode(g, p, name) return H.get(g, "TC.mode_name(g, T.char(g, %d, %q))", p, name) end
function H.tapped(g, p, name) return H.cval(g, p, name, "tapped") == true end
function H.kw(g, p, name, k) return H.get(g, "TC.kw(g, T.char(g, %d, %q), %q)", p, name, k) end
-- p1 (a setup spec) attacks F Wall (DEF wall_def, a deck of blanks) with the character att names.
function H.attack_wall(p1, att, wall_def)
  local g = H.at_main{ p1 = p1, p2 = { chars = { { "F Wall", def = wall_def } }, deck = H.blanks() } }
  H.attack(g, att, "F Wall")
  return g
end
-- Whether the list holds name.
function H.contains(list, name)
  for _, x in ipairs(list) do if x == name then return true end end
  return false
end
return H
