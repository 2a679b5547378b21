-- Section 6.1 and 19.3-19.5: a figure may cling to any surface, undersides
-- too, while it still has Move; where it ends matters (9.1).  The arch
-- arena: pillars at (2,3) and (5,3), 3 cl high, a span between them at
-- height 2, so the cells (3,3,1) and (4,3,1) are under its underside.
local H = require "lib.zg"
local NO_ZG = { "Firefight Frontgear", "Vanguard Arm Blade", "Maneuvering Footgear" }

local function under_arch(t)
  t = t or {}
  local g = H.start{ arena = "arch", p1hand = t.hand or NO_ZG, p1at = { 3, 3, 0 }, p2at = { 8, 6, 0 } }
  g:act("play Maneuvering Footgear")          -- Move 4
  g:act("climb w"); g:act("climb up")         -- onto the pillar, 1 cl up
  return g
end

-- p1 already clinging to the span's underside at cell `at`, Move 4.
local function on_underside(at)
  local g = H.start{ arena = "arch", p1hand = NO_ZG, p1at = { 3, 3, 0 }, p2at = { 8, 6, 0 },
                     setup = { p1 = { at = at, attach = "ceiling" } } }
  g:act("play Maneuvering Footgear")
  return g
end

scenario("6.1 climbing up a wall under an overhang turns onto its underside (a concave turn, 1 Move)", function()
  local g = under_arch()
  eq(H.pos(g, 1), { 3, 3, 1 }, "on the pillar, under the span")
  g:act("climb up")
  eq(H.pv(g, 1, "attach"), "ceiling", "clinging to the underside")
  eq(H.pos(g, 1), { 3, 3, 1 }, "the same cell")
  eq(H.pv(g, 1, "mv"), 1, "4 - climb - up - onto the underside = 1")
  ok(H.logged(g, "onto the underside"), "logged")
  ok(g:view("board", 0):find("clinging ceiling"), "the board shows it")
  ok(g:can("climb across e"), "along the underside")
  ok(not H.has_option(g, "climb up"), "only across moves are offered")
  ok(not H.has_option(g, "stance"), "no stance change while clinging")
end)

scenario("6.1 along an underside, then round the inner corner onto the far pillar", function()
  local g = on_underside({ 3, 3, 1 })
  g:act("climb across e")
  eq(H.pos(g, 1), { 4, 3, 1 }, "one cl along the underside")
  eq(H.pv(g, 1, "attach"), "ceiling", "still under the span")
  g:act("climb across e")
  eq(H.pos(g, 1), { 4, 3, 1 }, "the east pillar is ahead: a concave turn in place")
  eq(H.pv(g, 1, "attach"), "e", "clinging to the east pillar")
  eq(H.pv(g, 1, "mv"), 2, "2 Move spent")
end)

scenario("19.4 round the underside's edge (a convex turn) onto the span's face, then over the top", function()
  local g = on_underside({ 4, 3, 1 })
  g:act("climb across s")
  eq(H.pos(g, 1), { 4, 4, 2 }, "round the edge, on the span's south face")
  eq(H.pv(g, 1, "attach"), "n", "the span is north of the figure")
  g:act("climb up")
  eq(H.pos(g, 1), { 4, 3, 3 }, "over the top, standing on the span")
  eq(H.pv(g, 1, "attach"), nil, "on a floor")
  eq(H.pv(g, 1, "mv"), 2, "2 Move")
end)

scenario("9.1 / 19.5 ending a move on an underside: the figure falls from the top of its cell", function()
  local g = under_arch()
  g:act("climb up")
  g:act("end move")
  ok(H.logged(g, "p1 falls 2 cl"), "feet taken at height 2: a 2 cl fall")
  eq(H.pv(g, 1, "down"), 1, "knocked down: no Z-G card in hand")
  eq(H.pos(g, 1), { 3, 3, 0 }, "on the floor below")
end)

scenario("6.1 clinging needs Move: with none left the underside is out of reach", function()
  local g = H.start{ arena = "arch", p1hand = NO_ZG, p1at = { 3, 3, 0 }, p2at = { 8, 6, 0 } }
  g:act("play Firefight Frontgear")
  g:setup{ p1 = { mv = 2 } }
  g:act("climb w"); g:act("climb up")
  ok(not g:can("climb up"), "no Move left")
  ok(g:why("climb up"):find("needs 1 Move, 0 left"), "why: " .. g:why("climb up"))
end)


scenario("6.1 clinging to an underside is game state: a snapshot restored puts the figure back", function()
  local g = under_arch()
  g:act("climb up")
  local s = g:snapshot()
  g:act("end move")
  eq(H.pv(g, 1, "attach"), nil, "fallen")
  g:restore(s)
  eq(H.pv(g, 1, "attach"), "ceiling", "clinging again")
  eq(H.pos(g, 1), { 3, 3, 1 }, "under the span")
end)

-- Reaching an underside from a floor or from mid-air (19.3: a node's attach
-- names a solid neighbour of its cell; 19.4: a concave turn stays in the
-- cell; air steps need a Z-G card).

scenario("19.4 on a floor, an underside above the head is out of reach: why says so", function()
  local g = H.start{ arena = "arch", p1hand = NO_ZG, p1at = { 3, 3, 0 }, p2at = { 8, 6, 0 } }
  g:act("play Firefight Frontgear")
  ok(not g:can("climb up"), "no climbing up into the span from the floor")
  local why = g:why("climb up")
  ok(why:find("the underside of the span at %(3,3,2%) is above the head"), "why: " .. why)
  ok(why:find("jump up with a Z%-G card"), "and it names the ways that do reach it")
end)

scenario("6.1 / 19.4 a Z-G jump reaches the underside: air up, then grab it (1 Move) and go along it", function()
  local g = H.start{ arena = "arch", p1at = { 3, 3, 0 }, p2at = { 8, 6, 0 } }
  g:act("play Vanguard Jetgear")
  local mv = H.pv(g, 1, "mv")
  ok(not g:can("climb up"), "on the floor the span is above the head")
  g:act("air up")
  eq(H.pos(g, 1), { 3, 3, 1 }, "in mid-air right under the span")
  eq(H.pv(g, 1, "attach"), "air", "in mid-air")
  g:act("climb up")
  eq(H.pv(g, 1, "attach"), "ceiling", "clinging to the span's underside")
  eq(H.pos(g, 1), { 3, 3, 1 }, "in the same cell")
  eq(H.pv(g, 1, "mv"), mv - 1, "air up is free, the grab is the first card on the new surface: 1 Move")
  ok(H.logged(g, "p1: onto the underside up"), "logged")
  g:act("climb across e")
  eq(H.pos(g, 1), { 4, 3, 1 }, "along the underside like any clinging figure")
  g:act("end move")
  ok(H.logged(g, "p1 falls 2 cl"), "letting go falls from the top of the cell (19.5)")
  eq(H.pv(g, 1, "down"), nil, "not knocked down: a Z-G card is in play")
end)

scenario("6.1 in mid-air with nothing right above there is nothing to grab", function()
  local g = H.start{ arena = "arch", p1at = { 3, 4, 0 }, p2at = { 8, 6, 0 } }
  g:act("play Vanguard Jetgear")
  g:act("air up")
  ok(not g:can("climb up"), "open sky above")
  eq(g:view("why", 1, "climb up"), "nothing to cling to right above: (3,4,2) is empty", "view why says so")
end)

scenario("19.4 a figure lying in a 1 cl gap turns onto the underside right above its cell (a concave turn)", function()
  local g = H.start{ arena = "crawl", p1hand = NO_ZG, p1at = { 3, 2, 0 }, p2at = { 7, 7, 0 },
                     setup = { p1 = { stance = "prone" } } }
  g:act("play Maneuvering Footgear")
  ok(g:can("climb up"), "the slab is right above the cell")
  g:act("climb up")
  eq(H.pv(g, 1, "attach"), "ceiling", "clinging to the slab's underside")
  eq(H.pos(g, 1), { 3, 2, 0 }, "in the same cell")
  eq(H.pv(g, 1, "mv"), 3, "1 Move")
  g:act("climb across e")
  eq(H.pos(g, 1), { 4, 2, 0 }, "along the underside: 1 cl per card (prone stance)")
  ok(not g:can("climb across e"), "the prone stance allows 1 cl of travel per card")
end)
