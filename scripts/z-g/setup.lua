-- z-g/setup.lua -- options and setup (digest 4): the arena map, each
-- player's zones, deck, figure and control panel.
--
-- Zones per player: deck (hidden: target draws are random), hand and
-- action (the owner's), target (hidden; the defender is shown the card
-- unless the attack is a sneak attack), slag (public), panel (the control
-- panel, public), modes (the Mode deck).  Shared: the height layers z0..
-- of the arena, rubble (destroyed terrain), box (out of the game).

local ZG = include "core"
local AR = include "arena"
local DECKS = include "decks"
local fmt = string.format
local SU = {}

local DEFAULT_DECKS = { "Vanguard", "Striker", "Vanguard", "Striker" }

function SU.options(o)
  if o.arena == nil then o.arena = "towers" end
  if o.play == nil then o.play = "basic" end
  if o.diag == nil then o.diag = "alt12" end
  if o.knockback_count == nil then o.knockback_count = "matches" end
  if o.prone_first_clause == nil then o.prone_first_clause = "own_ranged" end
  if o.zg2_includes_zg == nil then o.zg2_includes_zg = true end
  if o.countdown == nil then o.countdown = 0 end
  if o.countdown_scope == nil then o.countdown_scope = "turn" end
  if o.prime == nil then o.prime = false end
  if o.decks ~= nil then
    for name in tostring(o.decks):gmatch("[^;]+") do
      if not DECKS[name] then
        local known = {}
        for k in pairs(DECKS) do known[#known + 1] = k end
        error(fmt("unknown deck '%s' (decks: %s)", name, table.concat(known, ", ")))
      end
    end
  end
  AR.load_map(o.arena)       -- a bad map stops the game before it starts
end

local function deck_names(o, n)
  local out = {}
  for name in tostring(o.decks or ""):gmatch("[^;]+") do out[#out + 1] = name end
  for p = #out + 1, n do out[p] = DEFAULT_DECKS[p] end
  return out
end

-- The zones: the arena's layers (grids sized by its map), the rubble and
-- the box, then each player's.  The ruleset's `zones` declaration, made by
-- the kernel before setup (kernel/lua/layout.c).
local PERSONAL = { { "deck", "hidden" }, { "hand", "owner" }, { "action", "owner" },
                   { "target", "hidden" }, { "slag", "public" }, { "panel", "public" },
                   { "modes", "owner" } }

function SU.zone_list(g)
  local m, out = AR.load_map(g:options().arena), {}
  for z = 0, m.H - 1 do out[#out + 1] = { "z" .. z, owner = 0, rows = m.D, cols = m.W } end
  out[#out + 1] = { "rubble", owner = 0 }
  out[#out + 1] = { "box", owner = 0 }
  for p = 1, g:players() do
    for _, z in ipairs(PERSONAL) do out[#out + 1] = { z[1], owner = p, vis = z[2] } end
  end
  return out
end

function SU.setup(g, o)
  for _, d in pairs(g:card_defs()) do
    local err = ZG.check_def(d)
    if err then error((d.file or "card") .. ": " .. err, 0) end
  end
  AR.build(g, AR.load_map(o.arena))
  local names = deck_names(o, g:players())
  for p = 1, g:players() do
    local deck, panel = g:zone("deck", p), g:zone("panel", p)
    local kit = DECKS[names[p]]
    g:pset(p, "deck_name", names[p])
    for _, n in ipairs(kit.gear) do g:new_card(n, p, deck) end
    g:shuffle(deck)
    if o.play == "advanced" then
      for _, n in ipairs(kit.modes) do g:new_card(n, p, panel) end
    else
      g:new_card(kit.character, p, panel)
    end
    g:pset(p, "fig", g:new_card("Figure", p, ZG.z(g, "box")))
  end
end

return SU
