-- transformers-tcg/testkit.lua -- arranging a position, for tests and adjudication.
--
-- setup_for_test(g, spec) is an edit.  Each zone named is emptied into
-- the box first (nothing is destroyed), then filled in the order given
-- (for the deck: the first name ends on top).  spec:
--   active = p, turn = n, phase = "main" (start the turn at this phase),
--   p1 = { chars = { "Name" | { "Name", mode = i, dmg = n, tapped = true,
--          upgrades = { "Name" }, head = "Titan Master", under = { "Name" },
--          atk = n, def = n (added to the printed
--          numbers, no expiry), kw = { Pierce = 2 } } }, deck = {}, hand = {},
--          scrap = {}, played = {}, secret = {}, ko = {} (the KO area),
--          tower = n (the Tower's height, tower.lua) }
-- T.char(g, p, name) finds a character; T.names(g, zone, p) lists a zone;
-- T.queue and T.implemented serve the test that runs every card's abilities.

local TC = include "core"
local K = TC.K
local Z = TC.z

local function box(g, p) return Z(g, "box", p) end

local function empty(g, z, p)
  for _, c in ipairs(g:cards(z)) do
    g:move(c, box(g, p)); g:cset(c, K.host, nil)
  end
end

local function fill(g, p, zn, names)
  local z = Z(g, zn, p)
  empty(g, z, p)
  for i = #names, 1, -1 do g:new_card(names[i], p, z) end
end

local function setup_player(g, p, s)
  if s.chars then
    for _, zn in ipairs({ "upgrades", "heads", "under", "battlefield" }) do empty(g, Z(g, zn, p), p) end
    g:pset(p, "tower", nil)                         -- the team's Scrapper (if any) puts it again
    for _, it in ipairs(s.chars) do
      local name = type(it) == "table" and it[1] or it
      local c = g:new_card(name, p, Z(g, "battlefield", p))
      g:cset(c, K.mode, type(it) == "table" and it.mode or 1)
      TC.enter_team(g, c)
      if type(it) == "table" then
        if it.dmg then g:cset(c, K.dmg, it.dmg) end
        if it.tapped then g:cset(c, K.tapped, true) end
        if it.atk then g:cset(c, K.atk_t, it.atk) end
        if it.def then g:cset(c, K.def_t, it.def) end
        for k, n in pairs(it.kw or {}) do g:cset(c, "kw_" .. k, n) end
        for _, u in ipairs(it.upgrades or {}) do
          local x = g:new_card(u, p, Z(g, "upgrades", p))
          g:cset(x, K.host, c)
        end
        if it.under then                           -- instead of what the card starts with
          for _, x in ipairs(TC.under(g, c)) do g:move(x, box(g, p)); g:cset(x, K.host, nil) end
        end
        for _, u in ipairs(it.under or {}) do
          g:cset(g:new_card(u, p, Z(g, "under", p)), K.host, c)
        end
        if it.head then
          local x = g:new_card(it.head, p, Z(g, "heads", p))
          g:cset(x, K.host, c); g:cset(x, K.mode, TC.head_side(g, x))
        end
      end
    end
  end
  for _, zn in ipairs({ "deck", "hand", "scrap", "played", "secret", "ko" }) do
    if s[zn] then fill(g, p, zn, s[zn]) end
  end
  if s.tower then g:pset(p, "tower", s.tower) end
end

local function setup_for_test(g, spec)
  for p = 1, 2 do
    empty(g, box(g, p), p)
    local s = spec["p" .. p]
    if s then setup_player(g, p, s) end
  end
  if spec.active then g:set_active(spec.active) end
  if spec.turn then g:set_turn(spec.turn) end
  return true
end

local T = {}
function T.char(g, p, name)
  for _, c in ipairs(TC.characters(g, p)) do if g:name(c) == name then return c end end
end
function T.names(g, zone, p)
  local out = {}
  for i, c in ipairs(g:cards(Z(g, zone, p))) do out[i] = g:name(c) end
  return out
end
-- Queues ability i of card c as a pending trigger (a batch of its own), as
-- if its event had happened; the queue's next drain resolves it.
function T.queue(g, c, i)
  g:enqueue(c, "resolve", i)
  return true
end
-- Every implemented ability of every card: { name, index, kind } (index 0:
-- an Action's text), for the test that runs them all.
function T.implemented(g)
  local out = {}
  for _, d in ipairs(g:card_defs()) do
    if not d.name:match("^F ") then
      if d.play and d.play.run then out[#out + 1] = { d.name, 0, d.kind, d.type } end
      for i, ab in ipairs(d.abilities or {}) do
        if ab.part then                          -- part of an Action's text (effects2.lua): run by its scenario
        elseif ab.run then out[#out + 1] = { d.name, i, d.kind, d.type, ab.mode, ab.on }
        elseif ab.bonus then out[#out + 1] = { d.name, i, d.kind, d.type, ab.mode, "static" } end
      end
    end
  end
  return out
end
TC.T = T
return setup_for_test
