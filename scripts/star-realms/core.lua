-- star-realms/core.lua -- the mechanics every format shares.
--
-- Zones, Authority and pools, drawing with reshuffle, the Trade Row refill,
-- scrapping (with the Explorer's return), acquiring (with "next acquired to
-- the top" redirections), Ally conditions, attacking bases and players,
-- destroying bases, and defeat.  Everything it remembers is a kernel value:
-- player values (authority, trade, combat, out), card values with the
-- "turn" expiry (used_primary, damage...), zones.  Formats plug in
-- through the hooks in SR.format (targets, teams, win checks).  What Lua
-- keeps is worked out from the definitions (SR.INFO: labels, value names,
-- factions) or follows from setup's order (SR.zones).  Log
-- lines are given to g:log as a format and its arguments: the kernel makes
-- the text only when the log is kept.

local SR = {}
local fmt = string.format

-- The value names read on every decision, resolved once (g:key): SR.K.trade.
local K = {}
for _, name in ipairs({ "team", "authority", "damage", "combat", "out", "copy_of", "trade",
                        "auth_holder", "scrapped", "turn",
                        "played_Blob", "played_Machine Cult",
                        "played_Star Empire", "played_Trade Federation" }) do
  K[name] = g:key(name)
end
SR.K = K

local FACTIONS = { "Blob", "Machine Cult", "Star Empire", "Trade Federation" }
SR.FACTIONS = FACTIONS

-- Player names "p0".."p32" (the kernel's most players), made once; the
-- other files keep SR.PNAME in a local.
local PNAME = {}
for p = 0, 32 do PNAME[p] = "p" .. p end
SR.PNAME = PNAME

function SR.pname(p) return PNAME[p] or "p" .. p end


-- What the rules need to know about a definition, worked out once per
-- definition (definitions never change): its labels, the names of its
-- statistics values, its Ally factions.
local SLOTS = { "primary", "ally", "ally2", "scrap" }
local SLOT_WORD = { primary = "use", ally = "ally", ally2 = "double ally", scrap = "scrap" }
local NO_FACTION = {}

local function make_info(def)
  local name = def.name
  local info = {
    name = name, def = def, type = def.type, faction = def.faction,
    ship = def.type == "ship", base = def.type == "base",
    cost = def.cost, defense = def.defense, outpost = def.outpost,
    play_label = "play " .. name,
    buy_label = type(def.cost) == "number" and def.cost % 1 == 0
                and fmt("buy %s (%d)", name, def.cost) or nil,
    label = {},                              -- per ability slot: "ally Cutter"
    stat = { bought = g:key("stat.bought." .. name), played = g:key("stat.played." .. name),
             scrapped = g:key("stat.scrapped." .. name) },
    played_key = def.faction and (K["played_" .. def.faction] or "played_" .. def.faction),
  }
  for _, slot in ipairs(SLOTS) do info.label[slot] = SLOT_WORD[slot] .. " " .. name end
  -- The factions it counts as for Ally abilities (without a copy).
  info.all_factions = def.counts_as == "all"
  if info.all_factions then info.factions = FACTIONS
  elseif def.faction then info.factions = { def.faction }
  else info.factions = NO_FACTION end
  return info
end

local INFO = setmetatable({}, { __index = function(t, def)
  local info = make_info(def)
  t[def] = info
  return info
end })

-- SR.INFO[def]: the record of a definition (read only, like the
-- definition).  The other files keep SR.INFO in a local.
SR.INFO = INFO

-- Zones --------------------------------------------------------------------

-- Zone ids by name and owner: SR.zones(g).hand[p], SR.zones(g).trade_row[0].
-- They follow from the order the zones are declared in (SR.zone_list; setup
-- checks it): per player deck, hand, discard, ships, bases; then the four
-- shared zones.  So they are a function of the player count alone, worked
-- out here for every count the formats allow -- constants, not game state.
local PER_PLAYER = { "deck", "hand", "discard", "ships", "bases" }
local SHARED = { "trade_deck", "trade_row", "explorers", "scrap" }
local ZONES = {}

for n = 1, 8 do
  local ids = {}
  for k, name in ipairs(PER_PLAYER) do
    ids[name] = {}
    for p = 1, n do ids[name][p] = (p - 1) * #PER_PLAYER + k end
  end
  for k, name in ipairs(SHARED) do ids[name] = { [0] = n * #PER_PLAYER + k } end
  ZONES[n] = ids
end

function SR.zones(g) return ZONES[g:players()] end

-- The zones, in the order SR.zones counts on: the ruleset's `zones`
-- declaration, made by the kernel before setup (kernel/lua/layout.c).
function SR.zone_list(g)
  local VIS = { deck = "hidden", hand = "owner", trade_deck = "hidden" }
  local out = {}
  for p = 1, g:players() do
    for _, name in ipairs(PER_PLAYER) do out[#out + 1] = { name, owner = p, vis = VIS[name] or "public" } end
  end
  for _, name in ipairs(SHARED) do out[#out + 1] = { name, owner = 0, vis = VIS[name] or "public" } end
  return out
end

-- Setup's check that the kernel made them so.
function SR.check_zones(g)
  local Z = SR.zones(g)
  assert(g:zone("scrap", 0) == Z.scrap[0] and g:zone("bases", g:players()) == Z.bases[g:players()],
         "Star Realms' zones must be the first zones made")
end

function SR.zone(g, name, p) return g:zone(name, p or 0) end
function SR.hand(g, p) return g:zone("hand", p) end
function SR.deck(g, p) return g:zone("deck", p) end
function SR.discard(g, p) return g:zone("discard", p) end
function SR.ships(g, p) return g:zone("ships", p) end
function SR.bases(g, p) return g:zone("bases", p) end

-- Cards a player has in play: ships played this turn, then bases.  (Z:
-- SR.zones(g), when the caller has it.)
function SR.in_play(g, p, Z)
  Z = Z or SR.zones(g)
  local out = g:cards(Z.ships[p])
  local bases = g:cards(Z.bases[p])
  local n = #out
  for i = 1, #bases do out[n + i] = bases[i] end
  return out
end

function SR.is_in_play(g, c)
  local z = g:where(c)
  local name = g:zone_info(z)
  return name == "ships" or name == "bases"
end

function SR.factions(g, c)
  local def, fs = g:def(c), {}
  if def.faction then fs[def.faction] = true end
  local copy = g:cget(c, K.copy_of)
  if copy and g:card_def(copy).faction then fs[g:card_def(copy).faction] = true end
  if def.counts_as == "all" then for _, f in ipairs(FACTIONS) do fs[f] = true end end
  return fs
end

-- Authority, pools ---------------------------------------------------------

-- Whose Authority counter a player uses (Hydra teams share one).
function SR.auth_holder(g, p)
  return g:pget(p, K.auth_holder) or p
end

function SR.authority(g, p) return g:pget(g:pget(p, K.auth_holder) or p, K.authority) end

-- After p's Authority changed by n, to v: the log line, and a defeat at 0.
function SR.authority_changed(g, p, n, v)
  g:log("%s %s %d Authority (now %d)", PNAME[p], n >= 0 and "gains" or "loses", math.abs(n), v)
  if v <= 0 then SR.defeat_check(g, p) end
end

function SR.gain_authority(g, p, n)
  local v = g:padd(SR.auth_holder(g, p), K.authority, n)
  SR.authority_changed(g, p, n, v)
  return v
end

function SR.add_pool(g, p, pool, n)
  local v = g:padd(p, K[pool] or pool, n)
  if n ~= 0 then g:log("%s gains %d %s (pool %d)", PNAME[p], n, pool, v) end
  return v
end

function SR.pool(g, p, pool) return g:pget(p, K[pool] or pool) or 0 end

function SR.alive(g, p) return not g:pget(p, K.out) end

-- Drawing ------------------------------------------------------------------

-- Draws n cards (fewer if deck and discard pile run out), shuffling the
-- discard pile into the empty deck when needed.  Returns how many.
function SR.draw(g, p, n)
  local Z = SR.zones(g)
  local got, reshuffled = g:draw(Z.deck[p], Z.hand[p], n, Z.discard[p])
  if reshuffled > 0 then g:log("%s shuffles the discard pile into a new deck", PNAME[p]) end
  if got > 0 then g:log("%s draws %d card%s", PNAME[p], got, got == 1 and "" or "s") end
  return got
end

-- Statistics for simulations: per player, per card, how often it was
-- bought, played and scrapped (kernel values "stat.<kind>.<card>").
function SR.stat(g, p, kind, c)
  if p and p > 0 then
    local info = INFO[g:def(c)]
    g:padd(p, info.stat[kind] or "stat." .. kind .. "." .. info.name, 1)
  end
end

-- Trade Row ----------------------------------------------------------------

-- Refilling the Trade Row to five cards from the Trade Deck, as a kernel
-- step: a line per card; once the Trade Deck runs dry, one line a game
-- says so (the game value trade_deck_empty_noted remembers it).
SR.REFILL = { draw = "trade_deck", to = "trade_row", upto = 5, log_each = "{card} enters the Trade Row",
              log_short = "the Trade Deck is empty: Trade Row slots stay empty",
              short_once = "trade_deck_empty_noted" }
SR.refill = steps{ SR.REFILL }

-- Scrapping ----------------------------------------------------------------

-- Scrapping card c, as kernel steps (its controller p acts): counted for p
-- unless it came from the Trade Row; into the Scrap Heap, or an Explorer
-- back to its pile, owned by nobody; the Trade Row refilled when it left a
-- gap there (the refill does nothing while the row holds five); a copy
-- (Stealth Needle's copy_of) ends.
SR.SCRAP_STEPS = {
  { add = "stat.scrapped.%s", of = "name", unless_in = "trade_row" },
  { add = "scrapped", expiry = "turn", unless_in = "trade_row" },
  { move = "card", to = "explorers", when = "explorer" },
  { own = "nobody", when = "explorer" },
  { log = "{card} is scrapped and returns to the Explorer pile", when = "explorer" },
  { move = "card", to = "scrap", unless = "explorer" },
  { log = "{card} is scrapped", unless = "explorer" },
  SR.REFILL,
  { clear = "copy_of", scope = "card" },
}
local scrap_steps = steps(SR.SCRAP_STEPS)

-- Moves a card to the Scrap Heap; an Explorer goes back to its pile instead.
function SR.scrap(g, c)
  local p = g:controller(c)
  scrap_steps(g, p > 0 and p or g:active(), c)
end

-- Acquiring ----------------------------------------------------------------

-- The "next acquired goes on top of the deck" values, most specific first.
local NEXT_TOP = {
  { kind = "ship", key = "next_top_ship",
    reason = "an ability lets the next ship you acquire go on top of your deck" },
  { kind = "base", key = "next_top_base",
    reason = "an ability lets the next base you acquire go on top of your deck" },
  { kind = "any", key = "next_top_any",
    reason = "an ability lets the next any you acquire go on top of your deck" },
}

-- Where an acquired card goes: the discard pile, unless a "next acquired"
-- redirection applies (forced, or offered to the player).
local function acquire_destination(g, p, info, dest)
  if dest == "deck_top" or dest == "hand" then return dest end   -- already placed
  for _, nt in ipairs(NEXT_TOP) do
    local mode = g:pget(p, nt.key)
    if mode and (nt.kind == "any" or info.type == nt.kind) then
      g:pset(p, nt.key, nil)
      if mode == "forced" or g:yes_no(p, fmt("Put %s on top of your deck?", info.name),
          { reason = nt.reason }) then
        return "deck_top"
      end
    end
  end
  return dest or "discard"
end

-- A bought card that a "next acquired" redirection puts on top of the deck
-- (the buy's steps call this only while one waits; else the card stays
-- where it was and the steps put it into the discard pile).
function SR.redirect_bought(g, p, c)
  local info = INFO[g:def(c)]
  if acquire_destination(g, p, info) ~= "deck_top" then return end
  g:move(c, SR.zones(g).deck[p], "top")
  g:log("%s acquires %s for %d Trade, onto the deck", PNAME[p], info.name, info.cost)
end

-- Acquires card c for player p; paid = the Trade spent (0 when free).
function SR.acquire(g, p, c, paid, dest)
  local Z = SR.zones(g)
  local from_row = g:where(c) == Z.trade_row[0]
  local info = INFO[g:def(c)]
  if paid > 0 then g:padd(p, K.trade, -paid) end
  g:set_owner(c, p)
  local where = acquire_destination(g, p, info, dest)
  if where == "deck_top" then g:move(c, Z.deck[p], "top")
  elseif where == "hand" then g:move(c, Z.hand[p])
  else g:move(c, Z.discard[p]) end
  local onto = where == "deck_top" and ", onto the deck" or ""
  if paid > 0 then g:log("%s acquires %s for %d Trade%s", PNAME[p], info.name, paid, onto)
  else g:log("%s acquires %s for free%s", PNAME[p], info.name, onto) end
  if p > 0 then g:padd(p, info.stat.bought, 1) end
  if from_row then SR.refill(g) end
  g:emit("acquired", { card = c, player = p, paid = paid })
end

-- Gives card c to player p for good (Emperor passing, Raid gifts): owner
-- and controller follow, so targeting and destinations use the new owner.
function SR.give(g, c, p, zone)
  g:set_owner(c, p)
  g:move(c, zone or SR.discard(g, p))
end

-- Allies ------------------------------------------------------------------

-- The factions a card counts as, as a list (Mech World: all of them; a
-- Stealth Needle also counts as the ship it copies; an Unaligned card,
-- copy or not, as none).
local function faction_list(g, c)
  local info = INFO[g:def(c)]
  if info.all_factions or not info.faction then return info.factions end
  local copy = g:cget(c, K.copy_of)
  local cf = copy and g:card_def(copy).faction
  if cf and cf ~= info.faction then return { info.faction, cf } end
  return info.factions
end

local function shares(list, other)
  for i = 1, #list do
    local f = list[i]
    for j = 1, #other do if f == other[j] then return true end end
  end
  return false
end

-- How many cards of `lists` other than the k-th share a faction with it,
-- counting no further than `most`.
local function allies_of(lists, k, most)
  local mine, n = lists[k], 0
  if #mine == 0 then return 0 end
  for j = 1, #lists do
    if j ~= k and shares(mine, lists[j]) then
      n = n + 1
      if n == most then return n end
    end
  end
  return n
end

local function faction_lists(g, cards)
  local lists = {}
  for i = 1, #cards do lists[i] = faction_list(g, cards[i]) end
  return lists
end

-- Counts other in-play cards of p sharing a faction with c.
function SR.ally_count(g, p, c)
  local cards = SR.in_play(g, p)
  for k = 1, #cards do
    if cards[k] == c then return allies_of(faction_lists(g, cards), k) end
  end
  -- c is not in play: count every in-play card sharing a faction with it
  local mine, n = faction_list(g, c), 0
  for i = 1, #cards do
    if shares(mine, faction_list(g, cards[i])) then n = n + 1 end
  end
  return n
end

-- Ally abilities: a card in play that shares a faction with at least one
-- (two) other card(s) its player has in play gets ally_on (ally2_on) until
-- the end of the turn -- once unlocked, for the rest of the turn (digest
-- A6).  The kernel derives the flags before every window from the
-- factions each definition counts as (Mech World: all of them) and, for a
-- copy (Stealth Needle's copy_of), the copied ship's too.
SR.DERIVED = {
  { zones = { "ships", "bases" }, groups = function(def) return INFO[def].factions end,
    borrow = "copy_of", flags = { "ally_on", "ally2_on" }, expiry = "turn" },
}

return SR
