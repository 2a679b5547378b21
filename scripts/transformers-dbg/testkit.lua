-- transformers-dbg/testkit.lua -- arranging a position, for tests and adjudication.
--
-- setup_for_test(g, spec) is an edit.  Each zone named is emptied into the
-- box first (cards are never destroyed), then filled with new cards in the
-- order given (for a pile, the first name ends on top).  spec:
--   active = p, bosses_gone = n, clear_matrix = true (empty every space),
--   matrix = { ["r,c"] = "Name" (facedown) | { "Name", up = true, energon = n } },
--   main_deck = { names }, encounters = { names } (the rest go to the
--   Encounter discard), force_encounters = { names } (the next Encounters
--   drawn, even after a shuffle: digest 9 "forced by the harness"),
--   damage_supply = n, rollout_supply = n,
--   p1 = { character =, mode = "bot"|"alt", energon =, vp =, pos = { r, c }
--          | false, alt_move =, hand =, deck =, discard =, played =,
--          front =, vault = }
-- Cards listed in `played` count as played earlier this turn: their
-- printed Power and Move are on them ({ "Name", power = n, move = n }
-- overrides), but no text resolves.  The T table holds read-only helpers
-- for tests: T.names(zone, p), T.cell(r, c), T.power(p, d)...

local TF = include "core"
local Z = TF.z

local function box(g) return Z("box") end

local function name_of(item) return type(item) == "table" and item[1] or item end

local function fill(g, z, owner, items, played)
  for _, c in ipairs(g:cards(z)) do g:move(c, box(g)); TF.clear_card(g, c) end
  for i = #items, 1, -1 do
    local it = items[i]
    local c = g:new_card(name_of(it), owner, z)
    if type(it) == "table" and it.cost then g:cset(c, "cost_set", it.cost) end
    if played then
      local d = g:def(c)
      local pw = type(it) == "table" and it.power or d.power
      local mv = type(it) == "table" and it.move or d.move
      TF.add_power(g, c, pw)
      TF.add_move(g, c, mv)
    end
  end
end

local function setup_player(g, p, s)
  if s.character then
    local old = TF.character(g, p)
    if old then g:move(old, box(g)) end
    g:new_card(s.character, p, Z("character", p))
  end
  if s.mode then g:pset(p, "mode", s.mode) end
  if s.energon then g:pset(p, "energon", s.energon) end
  if s.vp then g:pset(p, "vp", s.vp) end
  if s.pos == false then g:pset(p, "row", nil); g:pset(p, "col", nil)
  elseif s.pos then TF.set_pos(g, p, s.pos[1], s.pos[2]) end
  for _, zn in ipairs({ "hand", "deck", "discard", "played", "front", "vault" }) do
    if s[zn] then fill(g, Z(zn, p), p, s[zn], zn == "played") end
  end
  if s.alt_move then g:pset(p, "amv", s.alt_move, "turn")
  elseif s.character then g:pset(p, "amv", TF.side(g, p, "alt").move, "turn") end
  if s.static then TF.refresh_static(g, p) end
end

local function setup_for_test(g, spec)
  if spec.active then g:set_active(spec.active) end
  if spec.bosses_gone then g:gset("bosses_gone", spec.bosses_gone) end
  if spec.clear_matrix then
    for _, c in ipairs(g:cards(Z("matrix"))) do g:move(c, box(g)) end
  end
  for key, v in pairs(spec.matrix or {}) do
    local r, c = key:match("^%s*(%d+)%s*,%s*(%d+)%s*$")
    r, c = tonumber(r), tonumber(c)
    local old = TF.cell(g, r, c)
    if old then g:move(old, box(g)) end
    if v ~= false then
      local x = g:new_card(name_of(v), 0, Z("matrix"), r + 1, c + 1)
      if type(v) == "table" then
        if v.up then g:flip(x, true) end
        if v.cost then g:cset(x, "cost_set", v.cost) end
        if v.energon then g:cset(x, "energon_on", v.energon) end
      end
    end
  end
  if spec.main_deck then fill(g, Z("main_deck"), 0, spec.main_deck) end
  if spec.encounters then
    for _, c in ipairs(g:cards(Z("encounters"))) do g:move(c, Z("encounter_discard")) end
    for i = #spec.encounters, 1, -1 do
      local name = spec.encounters[i]
      local found
      for _, c in ipairs(g:cards(Z("encounter_discard"))) do
        if g:name(c) == name then found = c; break end
      end
      g:move(found or g:new_card(name, 0, box(g)), Z("encounters"))
    end
  end
  if spec.force_encounters then g:gset("enc_force", table.concat(spec.force_encounters, "|")) end
  if spec.damage_supply then
    local z = Z("damage")
    while g:size(z) > spec.damage_supply do g:move(g:top(z), box(g)) end
    while g:size(z) < spec.damage_supply do g:new_card("Damage", 0, z) end
  end
  if spec.rollout_supply then
    local z = Z("rollout")
    while g:size(z) > spec.rollout_supply do g:move(g:top(z), box(g)) end
  end
  for p = 1, g:players() do
    local s = spec["p" .. p]
    if s then setup_player(g, p, s) end
  end
  return true
end

---------------------------------------------------------------------------
-- Read-only helpers for tests (exported as T)
---------------------------------------------------------------------------

local T = {}

function T.names(g, zone, p)
  local out = {}
  for i, c in ipairs(g:cards(Z(zone, p or 0))) do out[i] = g:name(c) end
  return out
end

function T.size(g, zone, p) return g:size(Z(zone, p or 0)) end

-- { name, faceup } of the card at (r, c), or false for an empty space.
function T.cell(g, r, c)
  local x = TF.cell(g, r, c)
  if not x then return false end
  return { g:name(x), g:face_up(x) }
end

function T.power(g, p, d) return TF.power_at(g, p, d or 0) end

function T.card_power(g, name, p)
  for _, c in ipairs(TF.holders(g, p)) do
    if g:name(c) == name then return { g:cget(c, "pw") or 0, g:cget(c, "mv") or 0 } end
  end
end

function T.pos(g, p)
  local r, c = TF.pos(g, p)
  if not r then return "off" end
  return TF.space(r, c)
end

TF.T = T
return setup_for_test
