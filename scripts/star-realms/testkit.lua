-- star-realms/testkit.lua -- arranging a position, for tests and adjudication.
--
-- setup_for_test(g, spec) is an edit: it puts named cards where a ruling
-- needs them and sets counters, e.g.
--   { active = 1, p1 = { hand = {"Stinger"}, bases = {"Nesting Ground"},
--                        trade = 5, authority = 30 },
--     p2 = { bases = {"Defense System"} }, trade_row = {"Crusher"} }
-- Each zone named is emptied into the game box first (cards are never
-- destroyed), then filled with new cards in the order given (for a deck,
-- the first name ends on top).  Cards placed in play were played earlier:
-- no "played" event fires, but Ally conditions are brought up to date.

local SR = include "combat"
local PLAYER_ZONES = { "hand", "deck", "discard", "ships", "bases" }
local SHARED_ZONES = { "trade_row", "trade_deck", "explorers", "scrap" }

local function box(g)
  return g:zone("box", 0) or g:new_zone("box", 0, { vis = "hidden" })
end

local function fill(g, z, owner, names)
  for _, c in ipairs(g:cards(z)) do g:move(c, box(g)) end
  for i = #names, 1, -1 do g:new_card(names[i], owner, z) end
end

local function setup_player(g, p, s)
  for _, zn in ipairs(PLAYER_ZONES) do
    if s[zn] then fill(g, g:zone(zn, p), p, s[zn]) end
  end
  for _, k in ipairs({ "trade", "combat" }) do
    if s[k] then g:pset(p, k, s[k]) end
  end
  if s.authority then g:pset(SR.auth_holder(g, p), "authority", s.authority) end
  for _, b in ipairs(g:cards(SR.bases(g, p))) do
    if s.damage and s.damage[g:name(b)] then g:cset(b, "damage", s.damage[g:name(b)], "turn") end
  end
end

local function setup_for_test(g, spec)
  if spec.active then g:set_active(spec.active) end
  for _, zn in ipairs(SHARED_ZONES) do
    if spec[zn] then fill(g, g:zone(zn, 0), 0, spec[zn]) end
  end
  for p = 1, g:players() do
    local s = spec["p" .. p]
    if s then setup_player(g, p, s) end
  end
  return true
end

return setup_for_test
