-- z-g/core.lua -- the vocabulary every Z-G module shares: zones, players,
-- card data (Impulse, Move, Range, powerups, ends), the impulse order kept
-- in game values, slagging, defeat and victory (digest sections 2, 3, 14).
--
-- All state is in the kernel: zones hold the cards (the figure and terrain
-- cells too, in the arena's layer grids), values hold positions' extras,
-- stances, orders and counters.  ZG holds functions and constants only.

local S = include "strikes"
local ZG = {}
local fmt = string.format
ZG.S = S

ZG.FIG_H = 2                    -- a figure is a column of 2 cells (19.2)
ZG.PLACE_DIST = 7               -- placement limit in cl (section 4)
ZG.RANGE_SLACK = 0.5            -- 19.6

---------------------------------------------------------------------------
-- Game end: a sentinel error swallowed by ZG.guard (as transformers-dbg).
---------------------------------------------------------------------------

ZG.GAME_OVER = setmetatable({}, { __tostring = function() return "the game is over" end,
                                  __metatable = "game over" })

function ZG.guard(fn, ...)
  local okay, err = pcall(fn, ...)
  if okay then return err end
  if err == ZG.GAME_OVER then return true end
  error(err, 0)
end

local PN = {}
for p = 0, 8 do PN[p] = "p" .. p end
function ZG.pname(p) return PN[p] or ("p" .. p) end

function ZG.z(g, name, p) return g:zone(name, p or 0) end

---------------------------------------------------------------------------
-- Card data
---------------------------------------------------------------------------

function ZG.kind(g, c) return g:def(c).kind end
function ZG.impulse(g, c) return g:def(c).impulse or 0 end
function ZG.range(g, c) return g:def(c).range or 0 end
function ZG.base_move(g, c) return g:def(c).move or 0 end

-- Powerups: a card's printed list, plus errata (Reaction Armor Frontgear
-- has Knockback, digest 11.3) which the card file records as `errata`.
function ZG.def_has(d, pw)
  for _, x in ipairs(d.powerups or {}) do if x == pw then return true end end
  for _, x in ipairs(d.errata or {}) do if x == pw then return true end end
  return false
end

-- A reading switch of section 18: the game value house_<key> (a Rule of
-- Prime ruling, prime.lua) before the game's option.
function ZG.opt(g, key)
  local v = g:gget("house_" .. key)
  if v == nil then return g:options()[key] end
  if v == "true" then return true elseif v == "false" then return false end
  return v
end

function ZG.has(g, c, pw)
  local d = g:def(c)
  if ZG.def_has(d, pw) then return true end
  return pw == "Z-G" and ZG.def_has(d, "Z-G2") and ZG.opt(g, "zg2_includes_zg") == true
end

function ZG.is_zg(g, c) return ZG.has(g, c, "Z-G") or ZG.has(g, c, "Z-G2") end

-- The dots of end "A" or "B" of card c, parsed.
function ZG.ends(g, c, e)
  local d = g:def(c)
  return S.end_dots(d.ends[e], d.name .. " end " .. e)
end

-- Checks a zGear definition; returns nil or what is wrong.
function ZG.check_def(d)
  if d.kind ~= "zgear" then return end
  for _, f in ipairs({ "impulse", "move", "range" }) do
    if type(d[f]) ~= "number" or d[f] < 0 or d[f] % 1 ~= 0 then
      return fmt("'%s' needs a whole number %s >= 0", d.name, f)
    end
  end
  if type(d.ends) ~= "table" then return fmt("'%s' needs ends = { A = {...}, B = {...} }", d.name) end
  for _, e in ipairs({ "A", "B" }) do
    local okay, err = pcall(S.end_dots, d.ends[e], d.name .. " end " .. e)
    if not okay then return tostring(err) end
  end
  if d.footgear_side and d.footgear_side ~= "L" and d.footgear_side ~= "R" then
    return fmt("'%s': footgear_side is L or R", d.name)
  end
end

---------------------------------------------------------------------------
-- Players, impulse order
---------------------------------------------------------------------------

function ZG.alive(g, p) return not g:pget(p, "out") end

function ZG.living(g)
  local out = {}
  for p = 1, g:players() do if ZG.alive(g, p) then out[#out + 1] = p end end
  return out
end

-- The impulse order of this round: game values ord1..ordN, nord.
function ZG.order(g)
  local out = {}
  for i = 1, g:gget("nord") or 0 do out[i] = g:gget("ord" .. i) end
  return out
end

function ZG.set_order(g, list)
  for i = 1, g:gget("nord") or 0 do g:gset("ord" .. i, nil) end
  for i, p in ipairs(list) do g:gset("ord" .. i, p) end
  g:gset("nord", #list)
end

function ZG.foes(g, p)
  local out = {}
  for _, q in ipairs(ZG.living(g)) do if q ~= p then out[#out + 1] = q end end
  return out
end

-- A player's non-slagged zGear, wherever they are.
function ZG.gear(g, p)
  local out = {}
  for _, zn in ipairs({ "deck", "hand", "action", "target" }) do
    for _, c in ipairs(g:cards(ZG.z(g, zn, p))) do out[#out + 1] = c end
  end
  return out
end

-- Any Z-G card "in hand" (digest 9.3 reading 13: the action card and the
-- unplayed hand cards).
function ZG.zg_in_hand(g, p)
  for _, zn in ipairs({ "hand", "action" }) do
    for _, c in ipairs(g:cards(ZG.z(g, zn, p))) do if ZG.is_zg(g, c) then return true end end
  end
  return false
end

---------------------------------------------------------------------------
-- Defeat and victory (section 14)
---------------------------------------------------------------------------

function ZG.finish_if_decided(g)
  if g:over() then error(ZG.GAME_OVER, 0) end
  local live = ZG.living(g)
  if #live == 1 then
    g:finish({ live[1] }, fmt("%s wins: every foe is defeated", ZG.pname(live[1])))
    error(ZG.GAME_OVER, 0)
  elseif #live == 0 then
    g:finish({}, "a draw: the last players were defeated together")
    error(ZG.GAME_OVER, 0)
  end
end

-- Defeats p (their figure leaves the arena); `check` = false defers the
-- victory check (simultaneous flameouts at the round's end).
function ZG.defeat(g, p, why, check)
  if not ZG.alive(g, p) then return end
  g:pset(p, "out", why)
  g:gadd("defeats", 1, "round")
  g:log("%s is defeated: %s", ZG.pname(p), why)
  local fig = ZG.figure(g, p)
  if fig then g:move(fig, ZG.z(g, "box")) end
  g:emit("zg_defeat", { player = p, why = why })
  if check ~= false then ZG.finish_if_decided(g) end
end

function ZG.figure(g, p)
  local f = g:pget(p, "fig")
  if f and ZG.z(g, "box") ~= g:where(f) then return f end
end

-- Slags zGear card c (section 8.4); defeats its owner on the Ulster or
-- below 3 zGear.  Returns true if the owner was defeated.
function ZG.slag(g, c)
  local p = g:owner(c)
  g:move(c, ZG.z(g, "slag", p))
  g:flip(c, true)
  g:log("%s's %s is slagged", ZG.pname(p), g:name(c))
  g:emit("zg_slag", { card = c, player = p })
  if g:def(c).is_ulster then
    ZG.defeat(g, p, "the Ulster was slagged"); return true
  elseif #ZG.gear(g, p) < 3 then
    ZG.defeat(g, p, "fewer than 3 zGear left"); return true
  end
  return false
end

-- Returns card c to its owner's deck, face down, and reshuffles (digest 3).
function ZG.to_deck(g, c)
  local deck = ZG.z(g, "deck", g:owner(c))
  g:move(c, deck)
  g:shuffle(deck)
end

return ZG
