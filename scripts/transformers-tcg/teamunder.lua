-- transformers-tcg/teamunder.lua -- team characters that start the game under another one.
--
-- Two clauses of the card data (not in the digest; its notation):
--   * Soundwave's and Blaster's "starting stars limit increases by 1 PER Mini-Cassette on
--     start_team ; SELF starts game Mini-Cassettes on start_team under IT": every Mini-Cassette
--     of the team starts face down under it, and the team may have 1 more star per Mini-Cassette;
--   * Tidal Wave's parts' "SELF starts game Plane, or Helicopter under IT costs stars<=4": the
--     player may start one team character of those traits and at most those stars under it.
-- The deck file names which: "1 Buzzsaw - Spy under Soundwave - Communications" (as "1 Apex on
-- <character>" names a head).  A Mini-Cassette not named goes under the team's one card with the
-- clause; with two such cards the deck must name it.  The characters remain team characters
-- (their stars count; "start_team" names them) but are not on the battlefield: they lie in the
-- zone "under" with the value `host`, where "Deploy ... from under SELF" finds them.

local TC = include "core"
local L = include "cardlib"
local K = TC.K
local Z = TC.z

-- The clause's marker: spec = { traits = { ... }, all = true|nil, max_stars = n|nil, per = n|nil }.
function L.team_under(text, spec) return { on = "none", text = text, team_under = spec } end

local function spec_of(d)
  for _, m in ipairs(d and d.modes or {}) do
    for _, ab in ipairs(m.abilities or {}) do if ab.team_under then return ab.team_under end end
  end
  for _, ab in ipairs(d and d.abilities or {}) do if ab.team_under then return ab.team_under end end
end

-- A character definition answers to one of the traits in any of its modes.
local function has_trait(d, traits)
  for _, m in ipairs(d.modes or {}) do
    for _, t in ipairs(m.traits or {}) do
      for _, want in ipairs(traits) do if t:lower() == want:lower() then return true end end
    end
  end
  return false
end

-- Deck entry "N X under Y": the entry becomes X, the pair is kept in unders.
function TC.under_entry(g, e, unders)
  local x, host = e.name:match("^(.-) under (.+)$")
  local d = x and g:card_def(x)
  if not d or not d.modes then return nil end
  unders[#unders + 1] = { name = x, host = host, e = e }
  e.name = x
  return d
end

-- The named pairs are checked; the Mini-Cassettes ("all") nobody named go
-- under the team's one card with the clause (with two, the deck must name
-- it).  entries: the deck's parsed lines.  Returns the extra team stars.
function TC.check_unders(g, unders, entries, err)
  local team, members, hosts, named, count, extra = {}, {}, {}, {}, {}, 0
  for _, e in ipairs(entries) do
    local d = g:card_def(e.name)
    if d and d.modes then team[e.name] = e; members[#members + 1] = e end
    local s = spec_of(d)
    if s then hosts[#hosts + 1] = { name = e.name, spec = s } end
  end
  for _, u in ipairs(unders) do
    local s, d = spec_of(g:card_def(u.host)), g:card_def(u.name)
    named[u.name] = true
    count[u.host] = (count[u.host] or 0) + 1
    if not s or not team[u.host] then err(u.e, "'%s' is not a team character that others start under", u.host)
    elseif not has_trait(d, s.traits) then err(u.e, "'%s' is not a %s", u.name, table.concat(s.traits, " or "))
    elseif s.max_stars and (d.stars or 0) > s.max_stars then err(u.e, "'%s' costs more than %d stars", u.name, s.max_stars)
    elseif not s.all and count[u.host] > 1 then err(u.e, "only one character starts under '%s'", u.host)
    end
  end
  for _, e in ipairs(members) do
    local fits = {}
    for _, h in ipairs(hosts) do
      if h.spec.all and e.name ~= h.name and has_trait(g:card_def(e.name), h.spec.traits) then
        fits[#fits + 1] = h
        extra = extra + (h.spec.per or 0)                  -- each such card's clause counts
      end
    end
    if #fits > 1 and not named[e.name] then
      err(e, "'%s' starts under one of %d characters: write '1 %s under <character>'", e.name, #fits, e.name)
    elseif #fits == 1 and not named[e.name] then unders[#unders + 1] = { name = e.name, host = fits[1].name } end
  end
  return extra
end

-- After the team entered: each character of unders goes under its host.
function TC.place_unders(g, p, unders)
  for _, u in ipairs(unders) do
    local x, h
    for _, c in ipairs(TC.characters(g, p)) do
      if g:name(c) == u.name then x = c elseif g:name(c) == u.host then h = c end
    end
    if x and h then
      g:move(x, Z(g, "under", p))
      g:cset(x, K.host, h)
      g:log("%s starts the game face down under %s", u.name, u.host)
    end
  end
end

-- What Soundwave and Blaster do once a Mini-Cassette deployed:
-- "PEEK opp_hand & CHOOSE card from IT ; OPP puts card ->opp_deck.top".
local Ctx = include "ctx"
function Ctx.opp_hand_card_to_top(c)
  local g, o = c.g, Ctx.opp(c)
  local hand = g:cards(Z(g, "hand", o))
  for _, x in ipairs(hand) do g:reveal(x, c.player) end
  local x = g:choose(c.player, "Which card of the opponent's hand goes on top of their deck?", hand, { auto = true })
  if not x then return end
  g:move(x, Z(g, "deck", o), "top")
  g:log("p%d puts a card from their hand on top of their deck", o)
  return true
end
-- "PLAY own_deck.top(1)": the top card is played if it can be (an Action,
-- or an Upgrade with a character to go on); otherwise it stays.
function Ctx.play_top(c)
  local g = c.g
  local x = TC.top(g, c.player)
  if not x then return end
  g:reveal(x)
  if TC.is_action(g, x) or #TC.hosts_for(g, c.player, x) > 0 then return Ctx.play_card(c, x) end
  g:log("%s cannot be played: it stays on top", g:name(x))
end

return TC
