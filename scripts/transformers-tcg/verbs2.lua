-- transformers-tcg/verbs2.lua -- round 5's card verbs: counters, hands, decks, cards under.
--
-- tests/tools/gen_tcg_triggers2.py writes cards that call these: damage
-- counters moved one at a time, a hand cycled or scrapped, the top of a
-- deck scrapped or revealed, cards taken from under a character, a card
-- named, two piles, counts of characters (the start team: kinds.lua marks
-- each team character `start_team`).  No state of their own: each verb
-- moves cards or sets kernel values.

local TC = include "core"
local K = TC.K
local Z = TC.z
local Ctx = include "ctx"
local list_where = TC.list_where

-- "OPT REVEAL Upgrade <-own_hand & PUT IT ->own_deck.top": returns whether done.
function Ctx.reveal_upgrade_to_top(c)
  local g = c.g
  local x = g:choose(c.player, "Reveal an Upgrade from your hand and put it on top of your deck?",
                     list_where(g, Z(g, "hand", c.player), TC.is_upgrade), { optional = true, none = "no" })
  if not x then return false end
  g:reveal(x)
  g:move(x, Z(g, "deck", c.player), "top")
  g:log("p%d puts %s on top of the deck", c.player, g:name(x))
  return true
end
-- "MOVE 2 dmg_ctr from another character -> SELF": one character picked among
-- `from` that has damage; up to n counters.
function Ctx.move_damage_from(c, from, to, n)
  local g = c.g
  local out = {}
  for _, y in ipairs(from) do if y ~= to and TC.damage(g, y) > 0 then out[#out + 1] = y end end
  local x = Ctx.pick(c, c.player, "Move damage counters from which character?", out)
  if x then Ctx.move_damage(c, x, to, n) end
end
-- "MOVE any# dmg_ctr from <those> -> SELF" (safe: "but not enough -> KO IT"):
-- one counter at a time, from a character picked each time, until "stop".
function Ctx.move_damage_any(c, from, to, safe)
  local g = c.g
  while true do
    if safe and TC.damage(g, to) + 1 >= TC.health(g, to) then return end
    local out = {}
    for _, y in ipairs(from) do
      if y ~= to and TC.damage(g, y) > 0 and g:where(y) == Z(g, "battlefield", g:owner(y)) then out[#out + 1] = y end
    end
    local x = Ctx.pick(c, c.player, "Move a damage counter to " .. g:name(to) .. " from?", out, true)
    if not x then return end
    Ctx.move_damage(c, x, to, 1)
  end
end
-- Every character on the battlefield (with the trait, if given).
function Ctx.all_chars(c, trait)
  local out = {}
  for p = 1, 2 do
    for _, x in ipairs(TC.characters(c.g, p)) do
      if not trait or TC.has_trait(c.g, x, trait) then out[#out + 1] = x end
    end
  end
  return out
end
-- "# Omnibots HAS Armor": your characters with the trait and an Upgrade in the slot.
function Ctx.count_with_slot(c, trait, slot)
  local n = 0
  for _, x in ipairs(Ctx.own_with_trait(c, trait)) do if TC.has_slot(c.g, x, slot) then n = n + 1 end end
  return n
end
function Ctx.own_chars(c, trait)
  return trait and Ctx.own_with_trait(c, trait) or TC.characters(c.g, c.player)
end
-- "had >= 2 Planes on start_team", "PER Insecticon was on start_team": the
-- team's characters (kinds.lua marks them `start_team`) with the trait in a
-- mode, wherever they are now.
function Ctx.start_team_count(c, trait)
  local g, n = c.g, 0
  for _, zn in ipairs(TC.PERSONAL) do
    for _, x in ipairs(zn ~= "box" and g:cards(Z(g, zn, c.player)) or {}) do
      if g:cget(x, "start_team") and g:owner(x) == c.player then
        local found = false
        for _, m in ipairs(g:def(x).modes or {}) do
          for _, t in ipairs(m.traits or {}) do found = found or t == trait or t .. "s" == trait end
        end
        if found then n = n + 1 end
      end
    end
  end
  return n
end
-- "SCRAP any# cards <-own_hand": returns how many were scrapped (prompt:
-- the question, when a caller says more).
function Ctx.scrap_any_from_hand(c, prompt)
  local g = c.g
  local h = g:cards(Z(g, "hand", c.player))
  local picked = g:choose_many(c.player, prompt or "Scrap which cards of your hand?", h, #h)
  for _, x in ipairs(picked) do TC.scrap(g, x) end
  return #picked
end
-- "SCRAP cards <-own_hand ; draw many cards": any number, then as many drawn.
function Ctx.cycle_hand(c)
  local n = Ctx.scrap_any_from_hand(c, "Scrap which cards of your hand (then draw as many)?")
  if n > 0 then Ctx.draw(c, n) end
end
-- "OPT discard own_hand ; => if_done & those cards HAS icon exactly 4 different
-- colors, dmg 4 -> enemy": returns the colours among the scrapped cards (nil: not done).
function Ctx.discard_hand_colors(c)
  local g = c.g
  local h = g:cards(Z(g, "hand", c.player))
  if #h == 0 or not g:yes_no(c.player, "Scrap your hand?") then return nil end
  local seen, n = {}, 0
  for _, x in ipairs(h) do
    for col, k in pairs(g:def(x).icons or {}) do
      if k > 0 and not seen[col] then seen[col] = true; n = n + 1 end
    end
    TC.scrap(g, x)
  end
  return n
end
-- "draw(1) PER card under SELF & PER Upgrade IT HAS ; SCRAP many cards <-own_hand".
function Ctx.draw_then_scrap_per_under_upgrade(c)
  local x = Ctx.char(c)
  local n = #TC.under(c.g, x) + #TC.upgrades_of(c.g, x)
  if n == 0 then return end
  Ctx.draw(c, n)
  Ctx.discard(c, n)
end
-- "OPT SCRAP them" (the top n cards just looked at): all or none.
function Ctx.may_scrap_top_n(c, n)
  local g = c.g
  local deck = Z(g, "deck", c.player)
  local k = math.min(n, g:size(deck))
  if k == 0 or not g:yes_no(c.player, "Scrap the top " .. k .. " cards of your deck?") then return end
  for _ = 1, k do TC.scrap(g, g:top(deck)) end
end
-- "PEEK opp_hand & PUT Action from IT into KO area" (the opponent's).
function Ctx.peek_opp_hand_to_ko(c, pred)
  local g, o = c.g, Ctx.opp(c)
  for _, x in ipairs(g:cards(Z(g, "hand", o))) do g:reveal(x, c.player) end
  local x = g:choose(c.player, "Put which card of the opponent's hand into their KO area?",
                     list_where(g, Z(g, "hand", o), pred), { auto = true })
  if x then g:move(x, Z(g, "ko", o)); g:log("%s goes to p%d's KO area", g:name(x), o); return true end
end
-- "OPT PLAY BC from under SELF".
function Ctx.play_from_under(c)
  local g = c.g
  local pool = {}
  for _, x in ipairs(TC.under(g, Ctx.char(c))) do
    if TC.is_action(g, x) or TC.is_upgrade(g, x) then pool[#pool + 1] = x end
  end
  local x = g:choose(c.player, "Play a battle card from under " .. g:name(Ctx.char(c)) .. "?", pool,
                     { optional = true, none = "no" })
  if not x then return false end
  local h = g:cget(x, K.host)
  g:cset(x, K.host, nil)
  if Ctx.play_card(c, x) then return true end
  g:cset(x, K.host, h)                            -- not played (an Upgrade with no host): it stays under
  return false
end
-- "OPP REVEAL hand, CHOOSE Autobot card from IT, & SCRAP card": the hand is
-- shown to both players, you pick the card.
function Ctx.opp_hand_reveal_scrap(c, pred)
  local g, o = c.g, Ctx.opp(c)
  for _, x in ipairs(g:cards(Z(g, "hand", o))) do g:reveal(x) end
  g:log("p%d reveals their hand", o)
  local x = g:choose(c.player, "Scrap which card of the opponent's hand?", list_where(g, Z(g, "hand", o), pred),
                     { auto = true })
  if x then TC.scrap(g, x); return true end
end
-- "FLIP SELF -> one IT's other modes": its controller picks the mode.
function Ctx.flip_self_choose(c)
  local g, x = c.g, Ctx.char(c)
  local to = TC.flip_targets(g, x)
  if #to == 0 or g:where(x) ~= Z(g, "battlefield", g:owner(x)) then return false end
  return TC.mode_flip(g, x, TC.pick_mode(g, c.player, x, to))
end
-- Player p picks one of modes `to` of character x (sources.lua uses it too).
function TC.pick_mode(g, p, x, to)
  local o = {}
  for i, m in ipairs(to) do o[i] = { label = g:def(x).modes[m][1], value = m } end
  return g:choose(p, "Flip " .. g:name(x) .. " to which mode?", o, { auto = true })
end
-- "OPT PUT face down card from under SELF ->own_hand": returns whether done.
function Ctx.under_to_hand(c)
  local g = c.g
  local x = g:choose(c.player, "Put a card from under " .. g:name(Ctx.char(c)) .. " into your hand?",
                     TC.under(g, Ctx.char(c)), { optional = true, none = "no" })
  if not x then return false end
  g:cset(x, K.host, nil)
  g:move(x, Z(g, "hand", c.player))
  return true
end
-- "OPT SCRAP Weapon <-own_hand HAS +ATK in stat box": returns the +ATK (nil: not done).
function Ctx.scrap_weapon_for_attack(c)
  local g = c.g
  local x = g:choose(c.player, "Scrap a Weapon with +ATK from your hand?",
                     list_where(g, Z(g, "hand", c.player), function(g_, y)
                       return TC.is_upgrade(g_, y) and g_:def(y).slot == "weapon" and (g_:def(y).atk_mod or 0) > 0 end),
                     { optional = true, none = "no" })
  if not x then return nil end
  TC.scrap(g, x)
  return g:def(x).atk_mod
end
-- "PUT Upgrade under Wingspan": card x goes face down under character h.
function Ctx.put_under_host(c, x, h)
  if not x or not h then return end
  local g = c.g
  g:move(x, Z(g, "under", g:owner(x)))
  g:cset(x, K.host, h)
  g:log("%s goes face down under %s", g:name(x), g:name(h))
end
-- "NAME card ; REVEAL own_deck.top(1) ; IF IT's named card, draw(3)": the
-- names offered are those of the cards in the player's deck and scrap pile
-- (the only ones the top card can be; naming another always fails).
function Ctx.name_and_reveal(c, n)
  local g, seen, names = c.g, {}, {}
  for _, zn in ipairs({ "deck", "scrap" }) do
    for _, x in ipairs(g:cards(Z(g, zn, c.player))) do
      local nm = g:name(x)
      if not seen[nm] then seen[nm] = true; names[#names + 1] = nm end
    end
  end
  if #names == 0 then return end
  table.sort(names)
  local o = {}
  for i, nm in ipairs(names) do o[i] = { label = nm, value = nm } end
  local named = g:choose(c.player, "Name a card", o)
  g:log("p%d names %s", c.player, named)
  local x = TC.top(g, c.player)
  if not x then return end
  g:reveal(x)
  g:log("p%d reveals %s", c.player, g:name(x))
  if g:name(x) == named then Ctx.draw(c, n) end
end
-- "REVEAL own_deck.top(4) ; OPP separates those cards into 2 piles ; PUT 1 pile
-- ->own_hand & other under SELF face down": the opponent picks one pile (the
-- rest is the other), the player takes one into the hand.
function Ctx.piles(c, n)
  local g, o = c.g, Ctx.opp(c)
  local deck, look = Z(g, "deck", c.player), {}
  TC.check_reshuffle(g, c.player)
  for i = 1, math.min(n, g:size(deck)) do look[i] = g:top(deck, i); g:reveal(look[i]) end
  if #look == 0 then return end
  local a, b, in_a = g:choose_many(o, "Separate the revealed cards: pick the first pile (the rest is the second)",
                                   look, #look), {}, {}
  for _, x in ipairs(a) do in_a[x] = true end
  for _, x in ipairs(look) do if not in_a[x] then b[#b + 1] = x end end
  local function label(p)
    local t = {}
    for i, x in ipairs(p) do t[i] = g:name(x) end
    return #t > 0 and table.concat(t, ", ") or "(empty)"
  end
  local pick = g:choose(c.player, "Which pile goes to your hand?",
                        { { label = "pile 1: " .. label(a), value = 1 }, { label = "pile 2: " .. label(b), value = 2 } })
  local hand, rest = pick == 1 and a or b, pick == 1 and b or a
  for _, x in ipairs(hand) do g:move(x, Z(g, "hand", c.player)) end
  for _, x in ipairs(rest) do Ctx.put_under_host(c, x, Ctx.char(c)) end
  g:log("p%d takes %d card(s); %d go under %s", c.player, #hand, #rest, g:name(Ctx.char(c)))
end
-- "OPP REVEAL opp_deck.top(1)".
function Ctx.opp_reveal_top(c)
  local g, o = c.g, Ctx.opp(c)
  local x = TC.top(g, o)
  if x then g:reveal(x); g:log("p%d reveals %s", o, g:name(x)) end
  return x
end
-- "MOVE 1 dmg_ctr from IT -> SELF ; if SELF HAS 2 or_more dmg_ctr, SCRAP IT"
-- (Regenerative Core: this Upgrade takes its host's counter; at two it is scrapped).
function Ctx.absorb_host_damage(c, n, limit)
  local g, h, u = c.g, Ctx.char(c), c.card
  if h == u then return end                           -- off its host
  n = TC.repair(g, h, math.min(n, TC.damage(g, h)))
  if n == 0 then return end
  g:cadd(u, K.dmg, n)
  g:log("%s holds %d damage counter(s)", g:name(u), g:cget(u, K.dmg))
  if g:cget(u, K.dmg) >= limit then g:cset(u, K.dmg, nil); TC.scrap(g, u) end
end
-- "OPT TAP SELF": returns whether it was tapped.
function Ctx.may_tap_self(c)
  local g, x = c.g, Ctx.char(c)
  if TC.tapped(g, x) or not g:yes_no(c.player, "Tap " .. g:name(x) .. "?") then return false end
  TC.tap(g, x)
  return true
end

return TC
