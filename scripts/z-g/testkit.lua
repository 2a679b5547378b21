-- z-g/testkit.lua -- arranging a position, for tests and adjudication
-- (an edit: g:setup{...} in a scenario, `edit` at the REPL).
--
-- setup_for_test(g, spec), spec:
--   pN = { at = {x, y, z}, stance = "kneel"|..., down = true, flameout = true,
--          attach = "n"|..., hand = { names }, deck = { names, top first },
--          panel = { names }, slag = { names }, mv = n, vert = n,
--          used_last_round = { names }, deck_empty = true (deck -> hand) }
-- A named card is taken from wherever the player has it (or made).  Cards
-- put on the deck go on top in the order given.  T holds read-only helpers
-- for tests.

local ZG = include "core"
local AR = include "arena"
local S = ZG.S
local T = {}

local ZONES = { "deck", "hand", "action", "target", "slag", "panel", "modes" }

local function take(g, p, name, box)
  for _, zn in ipairs(ZONES) do
    for _, c in ipairs(g:cards(ZG.z(g, zn, p))) do
      if g:name(c) == name then return c end
    end
  end
  return g:new_card(name, p, box)
end

function T.setup_for_test(g, spec)
  local box = ZG.z(g, "box")
  for p = 1, g:players() do
    local s = spec["p" .. p]
    if s then
      if s.at then AR.put(g, p, s.at[1], s.at[2], s.at[3]); g:pset(p, "placed", 1) end
      if s.stance ~= nil then g:pset(p, "stance", s.stance ~= "stand" and s.stance or nil) end
      if s.down ~= nil then g:pset(p, "down", s.down and 1 or nil) end
      if s.flameout ~= nil then g:pset(p, "flameout", s.flameout and 1 or nil, "round") end
      if s.attach ~= nil then g:pset(p, "attach", s.attach or nil) end
      if s.mv then g:pset(p, "mv", s.mv, "pulse") end
      if s.vert then g:pset(p, "vert", s.vert, "pulse") end
      for _, zn in ipairs({ "hand", "panel", "slag" }) do
        for _, n in ipairs(s[zn] or {}) do g:move(take(g, p, n, box), ZG.z(g, zn, p)) end
      end
      for _, n in ipairs(s.used_last_round or {}) do g:cset(take(g, p, n, box), "u" .. (g:turn() - 1), 1) end
      if s.deck_empty then
        for _, c in ipairs(g:cards(ZG.z(g, "deck", p))) do g:move(c, ZG.z(g, "hand", p)) end
      end
      if s.deck then
        local deck = ZG.z(g, "deck", p)
        for i = #s.deck, 1, -1 do g:move(take(g, p, s.deck[i], box), deck, 1) end
      end
    end
  end
  if spec.active then g:set_active(spec.active) end
end

-- Read-only helpers for tests.
function T.names(g, zn, p)
  local out = {}
  for i, c in ipairs(g:cards(ZG.z(g, zn, p))) do out[i] = g:name(c) end
  return out
end

function T.pos(g, p)
  local x, y, z = AR.pos(g, p)
  if not x then return nil end
  return { x, y, z }
end

function T.strikes(att, tgt, aug, bol)
  local a, d = S.end_dots(att), S.end_dots(tgt)
  return { S.test(a, d, aug, bol) }
end

-- How many of the 5 sample points of q's part at height `mount` p's head
-- sees, and whether the part is covered (19.6: fewer than 2 clear).
function T.cover_points(g, p, q, mount)
  local covered, clear = AR.covered(g, p, q, mount)
  return clear, covered
end

-- Is q's card `name` covered from p's head (7.4, 19.6)?
function T.covered(g, p, q, name)
  local A = include "attack"
  for _, zn in ipairs(ZONES) do
    for _, c in ipairs(g:cards(ZG.z(g, zn, q))) do
      if g:name(c) == name then return (AR.covered(g, p, q, A.mount(g, c))) end
    end
  end
end

function T.has(g, name, pw) return ZG.def_has(g:card_def(name), pw) end

function T.may_attack_hand(g, p, q)
  local A = include "attack"
  return (A.may_attack_hand(g, p, q))
end

-- Checks map source text as if it were the file `file`; returns "ok" or
-- the error (with the file and line).
function T.check_map(src, file)
  local fn, err = load(src, "=" .. file)
  if not fn then return err end
  local okay, m = pcall(function() return AR.check_map(fn(), "test", file) end)
  return okay and "ok" or tostring(m)
end

function T.mass(g, piece)
  for i = 1, g:gget("npieces") or 0 do
    if g:gget("pname" .. i) == piece then return g:gget("pmass" .. i), i end
  end
end

-- The end of the top target card of q facing the attacker.
function T.facing(g, q)
  local t = g:top(ZG.z(g, "target", q))
  return t and g:cget(t, "t_spun")
end

return T
