-- transformers-tcg/answers2.lua -- Secret Actions that replace a draw, a
-- non-attack damage, a scrap from hand or a KO's Upgrades ("INSTEAD"),
-- Coup's borrowed Bounty, and a card put from hand on the deck.
--
-- answers.lua gave an Action and attack damage an answer point (an event
-- whose listeners run at once, TC.AT_ONCE, between "would" and "does").
-- This file gives four more; three are wrappers of core.lua's verbs:
--   * "answer_draw" (TC.draw): p is about to draw the second card of the
--     turn (player value `drawn_t`, expiry turn).  Hijack ("OPP draw second
--     card during turn ... IF OPP draw(1) [turn], draw(1) INSTEAD"): that
--     one card is not drawn; the Hijack's owner draws one from their deck.
--   * "answer_na" (TC.place_damage, non-attack damage above 0): Take Cover
--     ("one or_more characters take NA_dmg during OPP's turn ... INSTEAD
--     characters CANNOT take NA_dmg [turn]"): "characters" unqualified is
--     anyone's, as elsewhere in the generator; from then to the end of the
--     turn no character takes non-attack damage (game value `no_na`).
--   * "answer_hand_scrap" (TC.scrap of a card in its owner's hand whose
--     scrap an opponent's card causes: the game value `src`, sources.lua).
--     Intrusion Countermeasures Software ("INSTEAD draw(2)"): the card stays
--     in the hand, and so does every other card that the same source would
--     scrap from that hand during the same effect (player value
--     `hand_kept`, expiry effect: "one or_more cards" is one answer); the
--     Software's owner draws 2.
-- No answer comes where the thing is refused anyway (Data Protection's
-- hand, "CANNOT take NA_dmg from opp_card"): nothing would happen.
-- The fourth, "answer_ko", is called by core.lua's KO before the Upgrades
-- go (Scavenge the Battlefield).  Coup is revealed by the queue's "ko".
-- Mining Pick's "ON(PUT card <-own_hand ->own_deck.top)" is ctx.lua's
-- event "hand_to_top", raised by Plan for each card it puts.

local TC = include "core"
local K = TC.K
local Z = TC.z
local L = include "cardlib"
local Ctx = include "ctx"

TC.AT_ONCE.answer_draw, TC.AT_ONCE.answer_na, TC.AT_ONCE.answer_hand_scrap = true, true, true

-- The answer point of event `ev` with `args`; the listeners may set the
-- game value `answer_kept` (true: the replaced thing does not happen).
local function answer(g, ev, args)
  local outer = g:gget("answer_kept")
  g:gset("answer_kept", nil)
  g:emit(ev, args)
  local kept = g:gget("answer_kept")
  g:gset("answer_kept", outer)
  return kept
end
TC.answer = answer                       -- guard.lua's Reflect Damage too
function Ctx.keep_answered(c) c.g:gset("answer_kept", true) end

-- Draws: the batch that holds p's second card of the turn is answered
-- first; Hijacked, it is one card short.
local draw = TC.draw
function TC.draw(g, p, n)
  n = n or 1
  local before = g:pget(p, "drawn_t") or 0
  if n <= 0 then return 0 end
  g:pset(p, "drawn_t", before + n, K.turn)
  if before < 2 and before + n >= 2 and g:size(Z(g, "deck", p)) + g:size(Z(g, "scrap", p)) > 0
     and answer(g, "answer_draw", { player = p }) then
    n = n - 1
    if n == 0 then return 0 end
  end
  return draw(g, p, n)
end
-- "IF OPP draw(1) [turn], draw(1) INSTEAD".
function Ctx.draw_instead(c, n)
  Ctx.keep_answered(c)
  c.g:log("p%d draws instead of p%d", c.player, Ctx.opp(c))
  TC.draw(c.g, c.player, n)
end

-- Non-attack damage: answered when above 0; no character takes any while
-- the game value `no_na` lasts.
local placed = TC.place_damage
function TC.place_damage(g, c, n, attack)
  local s = g:gget("src")
  local refused = s and g:controller(s) ~= g:controller(c) and TC.static(g, c, "no_opp_na") > 0
  if not attack and n > 0 and not g:gget("no_na") and not refused then
    answer(g, "answer_na", { card = c, n = n, source = s })
  end
  if not attack and g:gget("no_na") then
    g:log("%s takes no non-attack damage this turn", g:name(c))
    return 0
  end
  return placed(g, c, n, attack)
end
-- "during OPP's turn": the Secret Action's owner is not the active player.
function L.answer_na_opp_turn()
  return function(g, self) return g:active() ~= g:controller(self) end
end
-- "INSTEAD characters CANNOT take NA_dmg [turn]".
function Ctx.no_na_this_turn(c)
  c.g:gset("no_na", true, K.turn)
  c.g:log("no character takes non-attack damage this turn")
end

-- Scraps from hand that an opponent's card causes.
local scrap = TC.scrap
function TC.scrap(g, x)
  local s, p = g:gget("src"), g:owner(x)
  if s and g:controller(s) ~= p and g:where(x) == Z(g, "hand", p) and not TC.player_rule(g, p, "no_opp_hand_scrap") then
    if g:pget(p, "hand_kept") == s or answer(g, "answer_hand_scrap", { player = p, card = x, source = s }) then
      g:pset(p, "hand_kept", s, K.effect)
      return g:log("%s stays in p%d's hand", g:name(x), p)
    end
  end
  return scrap(g, x)
end
-- "own" hand: the scrapped card's owner is the Secret Action's.
function L.answer_own_hand()
  return function(g, self, ev) return ev.player == g:controller(self) end
end
-- "INSTEAD draw(2)".
function Ctx.keep_and_draw(c, n)
  Ctx.keep_answered(c)
  TC.draw(c.g, c.player, n)
end

-- "ON(PUT card <-own_hand ->own_deck.top) => HOST += ATK+1 [EOT]"
-- (Mining Pick): the card's host gains the bonus when its controller puts
-- a card from hand on the deck.
function L.on_hand_to_top(text, fn)
  return { on = "hand_to_top", text = text, run = fn,
           when = function(g, self, ev)
             local h = g:cget(self, K.host)
             return h ~= nil and ev.player == g:controller(h)
           end }
end

-- A KO's Upgrades (core.lua's KO calls TC.answer_ko once the character is
-- in the KO area, before its Upgrades go): "answer_ko", only when it has
-- Upgrades (an INSTEAD with nothing to replace is not revealed); the KO'd
-- character is the game value `ko_answered` while the event lasts.
TC.AT_ONCE.answer_ko = true
function TC.answer_ko(g, c, p)
  if #TC.upgrades_of(g, c) == 0 then return end
  local outer = g:gget("ko_answered")
  g:gset("ko_answered", c)
  g:emit("answer_ko", { card = c, player = p })
  g:gset("ko_answered", outer)
end
-- Scavenge the Battlefield ("INSTEAD scrapping character's Upgrades, OPT
-- PUT any# them onto own_other_char"): for each Upgrade its owner may pick
-- one of their characters to put it onto (a put, not a play); the others
-- go as a KO sends them.
function Ctx.scavenge_upgrades(c)
  local g, x = c.g, c.g:gget("ko_answered")
  for _, u in ipairs(x and TC.upgrades_of(g, x) or {}) do
    local onto = Ctx.pick(c, c.player, "Scavenge: put " .. g:name(u) .. " onto", TC.characters(g, c.player), true)
    if onto then TC.attach(g, c.player, u, onto, true) end
  end
end

-- Coup ("SECRET_REVEAL_ON(character KOd) ; ON_REVEAL => use BOUNTY(any
-- own card @bf)"): when any character is KO'd (the trigger queue's "ko",
-- not an answer), its owner uses the Bounty of one of their cards on the
-- battlefield, a character or an Upgrade (their pick when several have
-- one in its current mode), as if that card's Bounty had been won: the Bounty's text resolves
-- with that card as its card.  No card with a Bounty: nothing happens.
local BOUNTY = { kos_by_attack = true, host_kos_by_attack = true }
local function bounty_of(g, x)
  for _, ab in ipairs(g:def(x).abilities or {}) do
    if BOUNTY[ab.role] and ab.run and (not ab.mode or ab.mode == (g:cget(x, K.mode) or 1)) then return ab end
  end
end
function Ctx.use_own_bounty(c)
  local g, p = c.g, c.player
  local with = {}
  for _, zn in ipairs({ "battlefield", "upgrades" }) do
    for _, x in ipairs(g:cards(Z(g, zn, p))) do
      if bounty_of(g, x) then with[#with + 1] = x end
    end
  end
  local x = Ctx.pick(c, p, "Coup: use the Bounty of", with)
  if not x then return g:log("p%d has no card with a Bounty", p) end
  g:log("p%d uses the Bounty of %s", p, g:name(x))
  TC.use(g, x, p, bounty_of(g, x).run)
end

return TC
