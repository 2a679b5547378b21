-- transformers-dbg/setup.lua -- options and setup (digest 3, 7.2).
--
-- TF.options checks and defaults the options (see ruleset.lua for the
-- list); TF.players gives the player range of the chosen mode (AMB-33:
-- one player is Solo only).  TF.zone_list declares the zones in the fixed
-- order core.lua relies on, and TF.card_list the pool: the main deck
-- (minus Relics in co-op, Decepticon Schemes in a first game, cards named
-- by `remove`) and, in the box, the Bosses (and, in co-op, the Co-op
-- Schemes); the kernel makes both before setup.  TF.setup refuses a
-- pool smaller than M + 3S + 5 (TC-04), deals the Matrix facedown
-- row-major, stacks 1-3 of S cards, stack 4 of 5, shuffles one random Boss
-- per level (and, in co-op, one random Co-op Scheme) into stacks 1-3 and
-- assembles the main deck without shuffling the stacks together.  Then
-- the supplies, the characters (Alt side up), 2 Energon, the 10 starters
-- shuffled with 5 drawn, and a random (or chosen) first player.

local TF = include "core"
local fmt = string.format
local Z = TF.z

TF.SIZES = {
  [1] = { rows = 3, cols = 4, S = 7 },
  [2] = { rows = 3, cols = 4, S = 9 },
  [3] = { rows = 4, cols = 4, S = 11 },
  [4] = { rows = 4, cols = 4, S = 13 },
  [5] = { rows = 4, cols = 5, S = 15 },
}

local STARTERS = { { "Courage", 6 }, { "Firepower", 1 }, { "Patrol", 1 }, { "Fix", 1 }, { "Reserves", 1 } }

local function split(s)
  local out = {}
  if type(s) ~= "string" then return out end
  for item in s:gmatch("[^;]+") do out[#out + 1] = item:match("^%s*(.-)%s*$") end
  return out
end
TF.split = split

local DEFAULTS = {
  ambush_always_attack = true, coop_resolve_all_assists = true,
  battle_clears_alt_move = true, vault_relic_from_hand = false,
  expert = false, first_game = false, solo_remove_unthwartable = false,
  characters = "random",
}

function TF.options(o)
  if o.mode == nil then o.mode = (o.players == 1) and "solo" or "competitive" end
  if o.mode == "coop" and o.players == 1 then o.mode = "solo" end
  if o.mode ~= "competitive" and o.mode ~= "coop" and o.mode ~= "solo" then
    error("mode must be competitive, coop or solo, not '" .. tostring(o.mode) .. "'")
  end
  for k, v in pairs(DEFAULTS) do if o[k] == nil then o[k] = v end end
  if o.expert and o.mode == "competitive" then error("expert is a co-op variant (CO.8)") end
end

function TF.players(o)
  if o.mode == "solo" then return { min = 1, max = 1, default = 1 } end
  if o.mode == "coop" then return { min = 1, max = 5, default = 2 } end
  return { min = 2, max = 5, default = 2 }
end

-- The zones, in the order TF.z counts on (core.lua): the ruleset's `zones`
-- declaration, made by the kernel before setup (kernel/lua/layout.c).  The
-- Matrix is a grid sized for the player count.
local PUBLIC = { main_discard = true, rollout = true, damage = true, encounter_discard = true,
                 encounter_active = true, removed = true, under = true }
local VIS = { deck = "hidden", hand = "owner", discard = "public", played = "public",
              front = "public", vault = "owner", assist = "owner", character = "public" }

function TF.zone_list(g)
  local n = g:players()
  local sz, out = TF.SIZES[n], {}
  for _, name in ipairs(TF.SHARED) do
    if name == "matrix" then
      out[#out + 1] = { name, owner = 0, vis = "hidden", rows = sz.rows, cols = sz.cols }
    else
      out[#out + 1] = { name, owner = 0, vis = PUBLIC[name] and "public" or "hidden" }
    end
  end
  for p = 1, n do
    for _, name in ipairs(TF.PERSONAL) do out[#out + 1] = { name, owner = p, vis = VIS[name] } end
  end
  return out
end

-- Setup's check that the kernel made them so.
local function check_zones(g, n)
  assert(g:zone("matrix", 0) == Z("matrix") and g:zone("character", n) == Z("character", n),
         "zone ids must follow the creation order of core.lua")
end

local function excluded(o, coop, d)
  if coop and d.is.relic then return true end
  if o.first_game and d.is.dscheme then return true end
  if o.mode == "solo" and o.solo_remove_unthwartable and d.unthwartable_solo then return true end
  return false
end

-- The names `remove` leaves out of the pool; a name no card has is an
-- error, which fails the game's creation.
local function removed_names(g, o)
  local removed = {}
  for _, name in ipairs(split(o.remove)) do
    if not g:card_def(name) then error("remove: no card named '" .. name .. "'") end
    removed[name] = true
  end
  return removed
end

-- Definition d's entry in the pool: its copies on the main deck, or one
-- Boss (in co-op, one Co-op Scheme) in the box for seed_stacks to pick
-- from; nil when it has no place there.
local function pool_entry(o, coop, removed, d)
  if removed[d.name] then return nil end
  if d.main_deck and not excluded(o, coop, d) then return { d.name, d.copies, zone = "main_deck" } end
  if d.copies > 0 and (d.is.boss or (d.is.cscheme and coop)) then return { d.name, 1, zone = "box" } end
  return nil
end

-- The pool, declared (the ruleset's `cards`, read once with the game
-- read-only when the cards load): the kernel makes it at every start
-- before TF.setup runs, each entry's cards in turn on top of its zone, in
-- definition order -- the order of the card ids, which the state hash
-- covers.  The rest of the cards come from setup (supplies, characters).
function TF.card_list(g)
  local o, defs = g:options(), g:card_defs()
  local coop, removed, out = TF.coop(g), removed_names(g, o), {}
  for _, d in ipairs(defs) do
    local e = pool_entry(o, coop, removed, d)
    if e then out[#out + 1] = e end
  end
  return out
end

-- The Bosses by level and the Co-op Schemes seed_stacks picks from, each
-- list in creation order: before the deal the box holds exactly the ones
-- TF.card_list put there, and g:cards lists it top first, newest first.
local function box_candidates(g)
  local bosses, cschemes = { I = {}, II = {}, III = {} }, {}
  local box = g:cards(Z("box"))
  for i = #box, 1, -1 do
    local c, d = box[i], g:def(box[i])
    if d.is.boss then
      bosses[d.level][#bosses[d.level] + 1] = c
    elseif d.is.cscheme then
      cschemes[#cschemes + 1] = c
    end
  end
  return bosses, cschemes
end

local function deal(g, n)
  local sz = TF.SIZES[n]
  local M, S = sz.rows * sz.cols, sz.S
  local deck = Z("main_deck")
  local need = M + 3 * S + 5
  if g:size(deck) < need then
    error(fmt("setup refused: %d players need a main-deck pool of %d cards (%d in the Matrix, "
              .. "3 stacks of %d, 5 in stack 4) but the pool has %d", n, need, M, S, g:size(deck)))
  end
  g:shuffle(deck)
  for r = 1, sz.rows do
    for c = 1, sz.cols do g:move(g:top(deck), Z("matrix"), r, c) end
  end
  for k = 1, 3 do g:draw(deck, Z("stack" .. k), S) end      -- (top cards, one at a time)
  g:draw(deck, Z("stack4"), 5)
  g:move_all(deck, Z("box"))
end

local function seed_stacks(g, bosses, cschemes)
  for k, lv in ipairs({ "I", "II", "III" }) do
    local list = bosses[lv]
    if #list == 0 then error("setup refused: no Level " .. lv .. " Boss is available") end
    g:move(list[g:random(#list)], Z("stack" .. k))
  end
  if TF.coop(g) then
    if #cschemes < 3 then error("setup refused: co-op needs 3 Co-op Schemes, " .. #cschemes .. " available") end
    for k = 1, 3 do
      local i = g:random(#cschemes)
      g:move(table.remove(cschemes, i), Z("stack" .. k))
    end
  end
  for k = 1, 3 do g:shuffle(Z("stack" .. k)) end
  for k = 1, 4 do
    for _, c in ipairs(g:cards(Z("stack" .. k))) do g:move(c, Z("main_deck"), "bottom") end
  end
end

-- The Roll Out! and Damage supplies and the shuffled Encounter deck.
-- Made here, after the deal, not declared with the pool: a card's stamp
-- (when it last moved, in the state hash) comes from one counter that
-- each move and each new card advances, so making these before the
-- deal's moves would change every game's hash.
local ENCOUNTERS, CHARACTERS = filter{ has = "is.encounter" }, filter{ has = "is.character" }
local function supplies(g)
  for _ = 1, 16 do g:new_card("Roll Out!", 0, Z("rollout")) end
  for _ = 1, 20 do g:new_card("Damage", 0, Z("damage")) end
  for _, d in ipairs(g:card_defs(ENCOUNTERS)) do
    if d.copies > 0 then g:new_card(d.name, 0, Z("encounters")) end
  end
  g:shuffle(Z("encounters"))
end

local function characters(g, o, n)
  local all = {}
  for _, d in ipairs(g:card_defs(CHARACTERS)) do
    if not d.fixture then all[#all + 1] = d.name end
  end
  local wanted = split(o.characters ~= "random" and o.characters ~= "pick" and o.characters or nil)
  local out = {}
  for p = 1, n do
    local name = wanted[p]
    if name then
      if not g:card_def(name) or not g:card_def(name).is.character then
        error("characters: no character named '" .. name .. "'")
      end
    elseif o.characters == "pick" then
      local opts = {}
      for _, a in ipairs(all) do opts[#opts + 1] = a end
      name = g:choose(p, "PA.1: choose your character", opts,
                      { reason = "each player chooses a different character" })
    else
      name = all[g:random(#all)]
    end
    for i, a in ipairs(all) do if a == name then table.remove(all, i); break end end
    out[p] = name
  end
  return out
end

function TF.setup(g, o)
  local n = g:players()
  check_zones(g, n)
  local bosses, cschemes = box_candidates(g)
  deal(g, n)
  seed_stacks(g, bosses, cschemes)
  supplies(g)
  local chars = characters(g, o, n)
  for p = 1, n do
    g:new_card(chars[p], p, Z("character", p))
    g:pset(p, "mode", "alt")
    g:pset(p, "energon", 2)
    g:pset(p, "vp", 0)
    for _, s in ipairs(STARTERS) do
      for _ = 1, s[2] do g:new_card(s[1], p, Z("deck", p)) end
    end
    g:shuffle(Z("deck", p))
    TF.draw(g, p, 5)
  end
  local first = o.first and tonumber(o.first) or g:random(n)
  if first < 1 or first > n then error("first must be a player from 1 to " .. n) end
  g:set_active(first)
  g:gset("bosses_gone", 0)
  g:log("%s game for %d player%s; %s goes first", o.mode, n, n == 1 and "" or "s", TF.pname(first))
end

return TF
