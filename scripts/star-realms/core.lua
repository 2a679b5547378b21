-- star-realms/core.lua -- the mechanics every format shares.
--
-- Zones, Authority and pools, drawing with reshuffle, the Trade Row refill,
-- scrapping (with the Explorer's return), acquiring (with "next acquired to
-- the top" redirections), Ally conditions, attacking bases and players,
-- destroying bases, and defeat.  Everything it remembers is a kernel value:
-- player values (authority, trade, combat, out), card values with the
-- "turn" expiry (used_primary, ally_on, damage...), zones.  Formats plug in
-- through the hooks in SR.format (targets, teams, win checks).

local SR = {}
local fmt = string.format

SR.FACTIONS = { "Blob", "Machine Cult", "Star Empire", "Trade Federation" }

function SR.pname(p) return "p" .. p end

-- Zones --------------------------------------------------------------------

function SR.zone(g, name, p) return g:zone(name, p or 0) end
function SR.hand(g, p) return g:zone("hand", p) end
function SR.deck(g, p) return g:zone("deck", p) end
function SR.discard(g, p) return g:zone("discard", p) end
function SR.ships(g, p) return g:zone("ships", p) end
function SR.bases(g, p) return g:zone("bases", p) end

-- Cards a player has in play: ships played this turn, then bases.
function SR.in_play(g, p)
  local out = g:cards(SR.ships(g, p))
  for _, c in ipairs(g:cards(SR.bases(g, p))) do out[#out + 1] = c end
  return out
end

function SR.is_in_play(g, c)
  local z = g:where(c)
  local name = g:zone_info(z)
  return name == "ships" or name == "bases"
end

-- The definition whose abilities a card uses (Stealth Needle copies one).
function SR.adef(g, c)
  local copy = g:cget(c, "copy_of")
  if copy then return g:card_def(copy) end
  return g:def(c)
end

function SR.factions(g, c)
  local def, fs = g:def(c), {}
  if def.faction then fs[def.faction] = true end
  local copy = g:cget(c, "copy_of")
  if copy and g:card_def(copy).faction then fs[g:card_def(copy).faction] = true end
  if def.counts_as == "all" then for _, f in ipairs(SR.FACTIONS) do fs[f] = true end end
  return fs
end

-- Authority, pools ---------------------------------------------------------

-- Whose Authority counter a player uses (Hydra teams share one).
function SR.auth_holder(g, p)
  return g:pget(p, "auth_holder") or p
end

function SR.authority(g, p) return g:pget(SR.auth_holder(g, p), "authority") end

function SR.gain_authority(g, p, n)
  local v = g:padd(SR.auth_holder(g, p), "authority", n)
  g:log(fmt("%s %s %d Authority (now %d)", SR.pname(p), n >= 0 and "gains" or "loses",
            math.abs(n), v))
  if v <= 0 then SR.defeat_check(g, p) end
  return v
end

function SR.add_pool(g, p, pool, n)
  local v = g:padd(p, pool, n)
  if n ~= 0 then g:log(fmt("%s gains %d %s (pool %d)", SR.pname(p), n, pool, v)) end
  return v
end

function SR.pool(g, p, pool) return g:pget(p, pool) or 0 end

function SR.alive(g, p) return not g:pget(p, "out") end

-- Drawing ------------------------------------------------------------------

-- Draws one card, reshuffling the discard pile when the deck is empty.
-- Returns the card, or nil when deck and discard are both empty.
function SR.draw_one(g, p)
  local deck = SR.deck(g, p)
  if g:size(deck) == 0 then
    local discard = SR.discard(g, p)
    if g:size(discard) == 0 then return nil end
    for _, c in ipairs(g:cards(discard)) do g:move(c, deck) end
    g:shuffle(deck)
    g:log(fmt("%s shuffles the discard pile into a new deck", SR.pname(p)))
  end
  local c = g:top(deck)
  g:move(c, SR.hand(g, p))
  return c
end

function SR.draw(g, p, n)
  local got = 0
  for _ = 1, n do
    if not SR.draw_one(g, p) then break end
    got = got + 1
  end
  if got > 0 then g:log(fmt("%s draws %d card%s", SR.pname(p), got, got == 1 and "" or "s")) end
  return got
end

-- Statistics for simulations: per player, per card, how often it was
-- bought, played and scrapped (kernel values "stat.<kind>.<card>").
function SR.stat(g, p, kind, c)
  if p and p > 0 then g:padd(p, "stat." .. kind .. "." .. g:name(c), 1) end
end

-- Trade Row ----------------------------------------------------------------

function SR.refill(g)
  local row, deck = SR.zone(g, "trade_row"), SR.zone(g, "trade_deck")
  while g:size(row) < 5 do
    local c = g:top(deck)
    if not c then
      if not g:gget("trade_deck_empty_noted") then
        g:gset("trade_deck_empty_noted", true)
        g:log("the Trade Deck is empty: Trade Row slots stay empty")
      end
      return
    end
    g:move(c, row)
    g:log(fmt("%s enters the Trade Row", g:name(c)))
  end
end

-- Scrapping ----------------------------------------------------------------

-- Moves a card to the Scrap Heap; an Explorer goes back to its pile instead.
function SR.scrap(g, c)
  local from = g:zone_info(g:where(c))
  if from ~= "trade_row" then
    local p = g:controller(c)
    SR.stat(g, p, "scrapped", c)
    if p ~= 0 then g:padd(p, "scrapped", 1, "turn") end
  end
  if g:def(c).explorer then
    g:move(c, SR.zone(g, "explorers"))
    g:set_owner(c, 0)
    g:log(fmt("%s is scrapped and returns to the Explorer pile", g:name(c)))
  else
    g:move(c, SR.zone(g, "scrap"))
    g:log(fmt("%s is scrapped", g:name(c)))
  end
  if from == "trade_row" then SR.refill(g) end
  g:cset(c, "copy_of", nil)
end

-- Acquiring ----------------------------------------------------------------

local function kind_matches(def, kind)
  return kind == "any" or def.type == kind
end

-- Where an acquired card goes: the discard pile, unless a "next acquired"
-- redirection applies (forced, or offered to the player).
local function acquire_destination(g, p, c, dest)
  if dest == "deck_top" or dest == "hand" then return dest end   -- already placed
  local def = g:def(c)
  for _, kind in ipairs({ "ship", "base", "any" }) do
    local mode = g:pget(p, "next_top_" .. kind)
    if mode and kind_matches(def, kind) then
      g:pset(p, "next_top_" .. kind, nil)
      if mode == "forced" or g:yes_no(p, fmt("Put %s on top of your deck?", g:name(c)),
          { reason = "an ability lets the next " .. kind .. " you acquire go on top of your deck" }) then
        return "deck_top"
      end
    end
  end
  return dest or "discard"
end

-- Acquires card c for player p; paid = the Trade spent (0 when free).
function SR.acquire(g, p, c, paid, dest)
  local from = g:zone_info(g:where(c))
  if paid > 0 then g:padd(p, "trade", -paid) end
  g:set_owner(c, p)
  local where = acquire_destination(g, p, c, dest)
  if where == "deck_top" then g:move(c, SR.deck(g, p), "top")
  elseif where == "hand" then g:move(c, SR.hand(g, p))
  else g:move(c, SR.discard(g, p)) end
  g:log(fmt("%s acquires %s%s%s", SR.pname(p), g:name(c),
            paid > 0 and fmt(" for %d Trade", paid) or " for free",
            where == "deck_top" and ", onto the deck" or ""))
  SR.stat(g, p, "bought", c)
  if from == "trade_row" then SR.refill(g) end
  g:emit("acquired", { card = c, player = p, paid = paid })
end

-- Gives card c to player p for good (Emperor passing, Raid gifts): owner
-- and controller follow, so targeting and destinations use the new owner.
function SR.give(g, c, p, zone)
  g:set_owner(c, p)
  g:move(c, zone or SR.discard(g, p))
end

-- Allies ------------------------------------------------------------------

-- The factions a card counts as, as a list (Mech World: all of them).
local function faction_list(g, c)
  local def = g:def(c)
  if def.counts_as == "all" then return SR.FACTIONS end
  local copy = g:cget(c, "copy_of")
  local cf = copy and g:card_def(copy).faction
  if cf and cf ~= def.faction then return { def.faction, cf } end
  return { def.faction }
end

local function shares(list, other)
  for _, f in ipairs(list) do
    for _, h in ipairs(other) do if f == h then return true end end
  end
  return false
end

-- Counts other in-play cards of p sharing a faction with c.
function SR.ally_count(g, p, c)
  local mine, n = faction_list(g, c), 0
  if #mine == 0 then return 0 end
  for _, o in ipairs(SR.in_play(g, p)) do
    if o ~= c and shares(mine, faction_list(g, o)) then n = n + 1 end
  end
  return n
end

-- Unlocks Ally abilities whose condition holds now; once unlocked they stay
-- usable for the rest of the turn (digest A6).
function SR.refresh_allies(g, p)
  for _, c in ipairs(SR.in_play(g, p)) do
    local n = SR.ally_count(g, p, c)
    if n >= 1 then g:cset(c, "ally_on", true, "turn") end
    if n >= 2 then g:cset(c, "ally2_on", true, "turn") end
  end
end

return SR
