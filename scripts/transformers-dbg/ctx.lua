-- transformers-dbg/ctx.lua -- the verbs card scripts are written in.
--
-- Every hook of a card receives the kernel's context of the card (g:use):
-- c.g (the game), c.card (the card whose text runs), c.player (who it
-- affects: the player who played it, the Attack's target, the reward's
-- recipient...), with the verbs below (TF.Ctx, the ruleset's `context`).
-- Verbs follow the kernel primitives of digest Appendix A:
-- c:power(2), c:energon(1), c:vp(4), c:damage(1), c:draw(1),
-- c:destroy_controlled{}, c:reveal_adjacent{}, c:teleport{ limit = 1 },
-- c:attack(targets, fn), c:ambush(players), c:cost_mod(n)...  A context
-- holds nothing that must last: whatever must is written to the kernel.

local TF = include "core"
local fmt = string.format
local HAND, PLAYED, DISCARD = TF.zones("hand"), TF.zones("played"), TF.zones("discard")

local Ctx = {}
TF.Ctx = Ctx

function Ctx:name() return self.g:name(self.card) end
function Ctx:log(...) self.g:log(...) end
function Ctx:my_turn() return self.player == self.g:active() end
function Ctx:confronting() return self.g:gget("confronting") == true end
function Ctx:choose(prompt, options, opts)
  opts = opts or {}
  opts.reason = opts.reason or (self:name() .. "'s text asks for this choice")
  return self.g:choose(self.player, self:name() .. ": " .. prompt, options, opts)
end
function Ctx:yes_no(prompt, reason)
  return self.g:yes_no(self.player, self:name() .. ": " .. prompt,
                       { reason = reason or (self:name() .. "'s text is optional") })
end

-- Power: on a character it is character Power (Range 0); on any other card
-- it is attached to that card and uses its Range.
function Ctx:power(n)
  local g = self.g
  if TF.is(g, self.card, "character") then
    TF.add_char_power(g, self.player, n)
    g:log("%s gains %d Power (Range 0)", TF.pname(self.player), n)
  else
    TF.add_power(g, self.card, n)
    g:log("%s gets +%d Power", g:name(self.card), n)
  end
end

function Ctx:move(n) TF.add_move(self.g, self.card, n) end
function Ctx:energon(n) TF.gain_energon(self.g, self.player, n, self:name()) end
function Ctx:lose_energon(n) TF.gain_energon(self.g, self.player, -n, self:name()) end
function Ctx:vp(n) TF.gain_vp(self.g, self.player, n, self:name()) end
function Ctx:lose_vp(n) TF.gain_vp(self.g, self.player, -n, self:name()) end
function Ctx:draw(n) return TF.draw(self.g, self.player, n) end
function Ctx:damage(n) TF.gain_damage(self.g, self.player, n or 1, self:name()) end
function Ctx:return_damage() return TF.return_damage(self.g, self.player) end
function Ctx:energon_count() return TF.energon(self.g, self.player) end
function Ctx:damage_count() return TF.damage_count(self.g, self.player) end

-- Discards n cards from hand (the player picks which: the kernel offers
-- the hand's cards, g:choose_in).
function Ctx:discard(n)
  local g, p = self.g, self.player
  for k = 1, n do
    if g:size(HAND[p]) == 0 then return k - 1 end
    local x = g:choose_in(p, fmt("%s: discard a card from your hand (%d of %d)", self:name(), k, n),
                          HAND[p], { auto = true, reason = self:name() .. " makes you discard" })
    g:move(x, DISCARD[p])
    g:log("%s discards %s", TF.pname(p), g:name(x))
  end
  return n
end

-- Cards p controls (digest K-39): played this turn and kept in front, the
-- cards that may hold Power (power.lua).
function TF.controlled(g, p) return TF.holders(g, p) end

-- "Destroy a card you control".  Returns the card destroyed, or nil.
local function controlled_label(g, x)
  return fmt("%s (%s)", g:name(x), TF.zone_of(g, x) == "played" and "played" or "in play")
end

function Ctx:destroy_controlled(t)
  t = t or {}
  local g, cards = self.g, TF.controlled(self.g, self.player)
  if t.filter then
    local kept = {}
    for _, x in ipairs(cards) do if t.filter(g, x) then kept[#kept + 1] = x end end
    cards = kept
  end
  local x = g:choose(self.player, self:name() .. ": destroy a card you control", cards,
                     { optional = t.optional, none = "destroy nothing", label = controlled_label,
                       reason = t.optional and "you may destroy a card you control"
                                or "you must destroy a card you control" })
  if x then TF.destroy(g, x, self:name()) end
  return x
end

-- Hostile "destroy a card you played this turn": the affected player picks.
function Ctx:destroy_played()
  local g = self.g
  local cards = g:cards(PLAYED[self.player])
  if #cards == 0 then return nil end
  local x = g:choose(self.player, self:name() .. ": destroy a card you played this turn", cards,
                     { auto = true, reason = self:name() .. " destroys one of your played cards" })
  TF.destroy(g, x, self:name())
  return x
end

-- "Gain 1 Damage unless you discard n cards."
function Ctx:damage_unless_discard(n)
  local g = self.g
  if g:size(HAND[self.player]) >= n
     and self:yes_no(("discard %d cards to avoid gaining a Damage?"):format(n)) then
    self:discard(n)
  else
    self:damage(1)
  end
end

function Ctx:destroy_random_discard()
  local g, cards = self.g, self.g:cards(DISCARD[self.player])
  if #cards == 0 then return nil end
  local x = cards[g:random(#cards)]
  TF.destroy(g, x, self:name())
  return x
end

-- Players within `within` spaces of this player (0 = the same space),
-- the player included (digest TC-95), in turn order.
function Ctx:players_near(within)
  local g, out = self.g, {}
  for _, q in ipairs(TF.in_matrix(g)) do
    local d = TF.dist_players(g, self.player, q)
    if d and d <= within then out[#out + 1] = q end
  end
  if #out == 0 and not TF.placed(g, self.player) then out[1] = self.player end
  return out
end

-- Picks one player among `list` (automatically if there is only one).
function Ctx:pick_player(list, prompt)
  local opts = {}
  for i, q in ipairs(list) do opts[i] = { label = TF.pname(q), value = q } end
  return self.g:choose(self.player, self:name() .. ": " .. (prompt or "choose a player"), opts,
                       { auto = true, reason = self:name() .. " targets one player" })
end

-- Facedown Matrix cards within `within` spaces of this player (none while
-- it is off the board), row by row: asked of the kernel.
local FACEDOWN, FACEUP = filter{ face_down = true }, filter{ face_up = true }
function Ctx:facedown_near(within)
  return self.g:near(self.player, within, FACEDOWN)
end

local function space_label(g, x)
  local r, c = TF.card_pos(g, x)
  return TF.space(r, c)
end
local function reveal_label(g, x) return "reveal " .. space_label(g, x) end
local function peek_label(g, x) return "peek at " .. space_label(g, x) end

-- Reveals a facedown card within `within` (default 1) spaces; returns it.
-- (Options are the cards, labelled by their space when somebody reads them.)
function Ctx:reveal_near(t)
  t = t or {}
  local g = self.g
  local cards = self:facedown_near(t.within or 1)
  if t.adjacent_only then
    local adjacent = {}
    for _, x in ipairs(cards) do
      if TF.dist_to_card(g, self.player, x) == 1 then adjacent[#adjacent + 1] = x end
    end
    cards = adjacent
  end
  local x = g:choose(self.player, self:name() .. ": reveal a facedown card", cards,
                     { optional = t.optional ~= false, none = "reveal nothing", label = reveal_label,
                       reason = self:name() .. " lets you flip a card faceup" })
  if x then TF.reveal(g, x, self.player) end
  return x
end

-- Looks at a facedown card within `within` spaces (K-09 Peek).
function Ctx:peek_near(within)
  local g = self.g
  local x = g:choose(self.player, self:name() .. ": peek at a facedown card", self:facedown_near(within or 1),
                     { optional = true, none = "peek at nothing", label = peek_label,
                       reason = self:name() .. " lets you look at a facedown card" })
  if x then
    g:reveal(x, self.player)
    g:log("%s peeks at the card at %s", TF.pname(self.player), space_label(g, x))
  end
  return x
end

-- Teleport (K-05): to any space within `limit` (nil: anywhere).  No Ambush.
function Ctx:teleport(t)
  t = t or {}
  local g, p = self.g, self.player
  local r, c = TF.pos(g, p)
  if not r then return nil end
  local rows, cols = TF.dims(g)
  local opts = {}
  for rr = 0, rows - 1 do
    for cc = 0, cols - 1 do
      local d = TF.dist(r, c, rr, cc)
      if d > 0 and (not t.limit or d <= t.limit) then
        opts[#opts + 1] = { label = "teleport to " .. TF.space(rr, cc), value = rr * 100 + cc }
      end
    end
  end
  local v = g:choose(p, self:name() .. ": Teleport", opts,
                     { optional = t.optional ~= false, none = "stay",
                       reason = self:name() .. " lets you Teleport" })
  if not v then return nil end
  local rr, cc = v // 100, v % 100
  TF.enter(g, p, rr, cc, "teleport")
  return rr, cc, r, c
end

-- Plays the top card of your deck (it goes to play, not to hand).
function Ctx:play_top()
  local g, p = self.g, self.player
  local x = TF.deck_top(g, p)
  if not x then g:log("%s has no card to play from the deck", TF.pname(p)); return nil end
  TF.play(g, p, x, "deck")
  return x
end

-- Mirage, Bonecrusher, Phase Shifter: avoid Ambush effects this turn, but
-- the Encounter is still drawn (digest K-31).
function Ctx:shield_from_ambush()
  self.g:pset(self.player, "shielded", true, "turn")
  self.g:log("%s avoids Ambush effects this turn", TF.pname(self.player))
end

-- A general "avoid an Ambush": the player does not count as affected.
function Ctx:avoid_ambush()
  self.g:pset(self.player, "avoids", true, "turn")
end

function Ctx:convert_free()
  local g, p = self.g, self.player
  local to = TF.bot(g, p) and "Alt" or "Bot"
  if self:yes_no(fmt("Convert to %s Mode for free?", to), "you may Convert now, and only now") then
    TF.convert(g, p, true)
  end
end

-- Attacks each player in `targets` with fn(ctx_for_target); Blockable.
-- what: the Attack's name (default "<card>'s Attack").
function Ctx:attack(targets, fn, what)
  return TF.attack(self.g, targets, self.card, fn, what and what:gsub("%%", "%%%%") or "%s's Attack")
end

function Ctx:ambush(players)
  return TF.ambush(self.g, players, self.card)
end

-- Changes the cost of the card being battled for this battle (fixed, AMB-21).
function Ctx:cost_mod(n)
  local g = self.g
  g:gadd("cost_mod", n, "battle")
  g:log("%s's cost changes by %+d for this battle", g:name(g:gget("battle_target")), n)
end

function Ctx:battle_target() return self.g:gget("battle_target") end

-- Gains a card (digest K-14) chosen among `cards`.
function Ctx:gain_one(cards, optional)
  local g = self.g
  local x = g:choose(self.player, self:name() .. ": gain a card", cards,
                     { optional = optional, none = "gain nothing", auto = not optional,
                       reason = self:name() .. " lets you gain a card" })
  if x then TF.acquire(g, self.player, x, "gain") end
  return x
end

-- Faceup Matrix cards within `within` spaces for which keep(g, card) holds
-- (every one without keep).
function Ctx:faceup_near(within, keep)
  local g = self.g
  local near = g:near(self.player, within, FACEUP)
  if not keep then return near end
  local out = {}
  for _, x in ipairs(near) do
    if keep(g, x) then out[#out + 1] = x end
  end
  return out
end

return TF
