-- transformers-tcg/upgradeplays.lua -- Upgrades played from elsewhere, swapped, scrapped for damage (round 8a).
--
-- The digest is silent; docs/transformers-tcg.md ("Round 8a") gives the readings.
-- Swap Parts (two characters exchange their Upgrades), Field Communicator (played on a
-- Specialist: the top card of the deck is scrapped and may be played), Tandem Targeting
-- System (played from hand: another copy may be played from the scrap pile; a copy so
-- played carries the card value `from_scrap`, expiry turn, and does not chain), Multi-
-- Missile Pod (the pods scrapped from the attacker do that much damage to each enemy),
-- Crash Landing (its host KO'd in the opponent's turn: damage equal to the host's attack
-- as it was, to a tapped enemy) and Crushing Treads (Pierce equal to the host's defense).

local TC = include "core"
local K = TC.K
local Z = TC.z
local L = include "cardlib"
local Ctx = include "ctx"

-- Swap Parts ("CHOOSE 2 characters ; SWAP Upgrades") uses swapups.lua's Ctx.swap_upgrades,
-- as Private Red Heat does: the same words, one verb.

-- "ON(PLAY SELF on <Trait>)": this Upgrade was played (not moved) onto such a host.
function L.on_played_on(text, fn, trait)
  return { on = "played", role = "self", text = text, run = fn, when = function(g, self)
    local h = TC.host(g, self)
    return h ~= nil and TC.has_trait(g, h, trait)
  end }
end
-- Field Communicator: "... => SCRAP own_deck.top(1) ; OPT PLAY card": the card scrapped.
function Ctx.mill_then_may_play(c)
  local g = c.g
  local x = TC.mill(g, c.player)
  if x and (TC.is_action(g, x) or TC.is_upgrade(g, x)) and TC.playable(g, c.player, x) then
    Ctx.offer_play(c, x)
  end
end
-- Tandem Targeting System: "ON(PLAY SELF <-own_hand) => OPT PLAY "<Name>" <-own_scrap".
function L.on_played_from_hand(text, fn)
  return { on = "played", role = "self", text = text, run = fn,
           when = function(g, self) return not g:cget(self, "from_scrap") end }
end
function Ctx.play_named_from_scrap(c, name)
  local g = c.g
  local out = {}
  for _, x in ipairs(g:cards(Z(g, "scrap", c.player))) do
    if TC.named(g, x, name) and TC.playable(g, c.player, x) then out[#out + 1] = x end
  end
  local x = g:choose(c.player, "Play " .. name .. " from your scrap pile?", out, { optional = true, none = "no" })
  if not x then return end
  g:cset(x, "from_scrap", true, K.turn)
  return Ctx.play_card(c, x)
end

-- Multi-Missile Pod: "ON(host_attacks) => OPT SCRAP SELF ; => if_done: dmg(X) -> each_enemy
-- == # "<Name>"s scrapped from HOST [battle]": the first pod's trigger asks which of the
-- host's pods (itself included) to scrap; X is how many; the others' triggers, their pod
-- gone, do nothing.
function Ctx.scrap_pods(c, name)
  local g, h = c.g, TC.host(c.g, c.card)
  if not h then return end
  local pods = {}
  for _, u in ipairs(TC.upgrades_of(g, h)) do if TC.named(g, u, name) then pods[#pods + 1] = u end end
  local picked = g:choose_many(c.player, "Scrap which " .. name .. "s (X damage to each enemy)?", pods, #pods)
  for _, u in ipairs(picked) do TC.scrap(g, u) end
  if #picked > 0 then Ctx.damage_each_enemy(c, #picked) end
end

-- Crash Landing: "ON(host_KOd during OPP's turn) => Do damage == attack total -> tapped
-- enemy": its host's attack as the KO found it (Upgrades included; the card value
-- `crash_atk`, recorded when the KO is raised), to a tapped enemy of its controller's.
function L.on_host_ko_opp_turn(text, fn)
  return { on = "ko", role = "ko_self", text = text, run = fn, when = function(g, self, ev)
    if g:active() == g:controller(self) or ev.card ~= TC.host(g, self) then return false end
    g:cset(self, "crash_atk", math.max(TC.attack(g, ev.card), 0), K.turn)
    return true
  end }
end
function Ctx.crash(c)
  local n = c.g:cget(c.card, "crash_atk") or 0
  local x = Ctx.enemy_where(c, function(g, y) return TC.tapped(g, y) end)
  if x and n > 0 then Ctx.damage(c, x, n) end
end

-- Crushing Treads: "HOST HAS Pierce == armor": a per-count, the host's defense.
function L.per_defense(g, c) return math.max(0, TC.defense(g, c)) end

return TC
