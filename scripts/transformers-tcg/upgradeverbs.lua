-- transformers-tcg/upgradeverbs.lua -- card verbs on Upgrades: moved, returned, scrapped, put from a pile.
--
-- The generator's third pass writes effects on Upgrades already in play
-- (one of yours or an enemy's moved to another character, returned to its
-- owner's hand, scrapped by the opponent's pick or each player's) and
-- Upgrades put or played onto this character from the scrap pile or the
-- deck's top; also the count of your Upgrades of a slot.  An Upgrade
-- leaving its character goes through removal.lua (TC.removing).

local TC = include "core"
local K = TC.K
local Z = TC.z
local Ctx = include "ctx"
include "pileverbs"
local cards_where = TC.list_where
local pick = Ctx.pick

-- "OPT MOVE Weapon from own_char -> another one".
function Ctx.move_own_upgrade(c, slot)
  local g = c.g
  local u = g:choose(c.player, "Move which of your " .. slot .. " Upgrades?",
                     cards_where(g, Z(g, "upgrades", c.player), function(g_, x) return (g_:def(x).slot or "utility") == slot end),
                     { optional = true, none = "no" })
  if not u then return end
  local out = {}
  for _, x in ipairs(TC.characters(g, c.player)) do
    if x ~= TC.host(g, u) and TC.can_host(g, u, x) then out[#out + 1] = x end
  end
  local h = pick(c, c.player, "Onto which character?", out)
  if h then TC.attach(g, c.player, u, h, true); return true end
end
local function to_owners_hand(g, u)
  TC.removing(g, u)                                     -- removal.lua
  g:move(u, Z(g, "hand", g:owner(u)))
  g:cset(u, K.host, nil)
  g:log("%s returns to p%d's hand", g:name(u), g:owner(u))
end
-- "RETURN upgrades on character -> owner's hand": all of character x's.
function Ctx.return_upgrades(c, x)
  if not x then return end
  for _, u in ipairs(TC.upgrades_of(c.g, x)) do to_owners_hand(c.g, u) end
end
-- One Upgrade of player p's characters (p = 0: anyone's; or of character x)
-- to its owner's hand.
function Ctx.return_upgrade(c, p, x)
  local g = c.g
  if not x and not p then return end             -- "DEFENDER's" outside a battle
  local us = x and TC.upgrades_of(g, x) or p ~= 0 and g:cards(Z(g, "upgrades", p)) or nil
  if not us then
    us = g:cards(Z(g, "upgrades", 1))
    for _, u in ipairs(g:cards(Z(g, "upgrades", 2))) do us[#us + 1] = u end
  end
  local u = g:choose(c.player, "Return which Upgrade to its owner's hand?", us, { auto = true })
  if u then to_owners_hand(g, u); return true end
end
-- "OPP CHOOSE one Upgrades & SCRAP IT": one of the opponent's, their pick
-- (of a slot: "OPP CHOOSE one thier Armors & SCRAP IT").
function Ctx.opp_scraps_upgrade(c, slot)
  local g, o = c.g, Ctx.opp(c)
  local us = cards_where(g, Z(g, "upgrades", o), function(g_, u) return not slot or (g_:def(u).slot or "utility") == slot end)
  local u = g:choose(o, "Scrap which of your Upgrades?", us, { auto = true })
  if u then TC.scrap(g, u); return true end
end
-- "PUT Armor or Utility <-own_scrap onto SELF" (a put, not a play).
function Ctx.scrap_to_upgrade(c, slots)
  local g, me = c.g, Ctx.char(c)
  local x = g:choose(c.player, "Put which Upgrade from your scrap pile onto " .. g:name(me) .. "?",
                     cards_where(g, Z(g, "scrap", c.player), function(g_, y)
                       if not TC.is_upgrade(g_, y) or not TC.can_host(g_, y, me) then return false end
                       for _, s in ipairs(slots) do if (g_:def(y).slot or "utility") == s then return true end end
                       return false end), { auto = true })
  if x then TC.attach(g, c.player, x, me, true); return true end
end
-- "# Weapons HAS @bf": your Upgrades of that slot on your characters.
function Ctx.own_slot_count(c, slot)
  return #cards_where(c.g, Z(c.g, "upgrades", c.player), function(g, u) return (g:def(u).slot or "utility") == slot end)
end
-- "REVEAL own_deck.top(1) ; IF IT's Armor, PLAY IT onto HOST".
function Ctx.top_play_onto(c, slot)
  local g, h = c.g, Ctx.char(c)
  local x = Ctx.reveal_top(c)
  if x and TC.is_upgrade(g, x) and g:def(x).slot == slot and TC.can_host(g, x, h) then
    TC.attach(g, c.player, x, h); return true
  end
end
-- "MOVE Upgrade from enemy -> another enemy".
function Ctx.move_enemy_upgrade(c)
  local g, o = c.g, Ctx.opp(c)
  local u = g:choose(c.player, "Move which enemy Upgrade?", g:cards(Z(g, "upgrades", o)), { auto = true })
  if not u then return end
  local out = {}
  for _, x in ipairs(TC.characters(g, o)) do
    if x ~= TC.host(g, u) and TC.can_host(g, u, x) then out[#out + 1] = x end
  end
  local h = pick(c, c.player, "Onto which enemy?", out)
  if h then TC.attach(g, o, u, h, true); return true end
end
-- "OPT PLAY {BK} Weapon <-own_scrap onto SELF".
function Ctx.play_from_scrap(c, icon, slot)
  local g, me = c.g, Ctx.char(c)
  local x = g:choose(c.player, "Play a " .. slot .. " from your scrap pile onto " .. g:name(me) .. "?",
                     cards_where(g, Z(g, "scrap", c.player), function(g_, y)
                       return TC.is_upgrade(g_, y) and TC.has_icon(g_, y, icon) and g_:def(y).slot == slot
                              and TC.can_host(g_, y, me) end), { optional = true, none = "no" })
  if x then TC.attach(g, c.player, x, me); return true end
end
-- "EACH_PLAYER CHOOSE Weapon on opp_char & SCRAP IT", you first.
function Ctx.each_scrap_enemy_weapon(c)
  local g = c.g
  for _, p in ipairs({ c.player, Ctx.opp(c) }) do
    local ws = cards_where(g, Z(g, "upgrades", TC.other(g, p)), function(g_, u) return g_:def(u).slot == "weapon" end)
    local u = g:choose(p, "Scrap which enemy Weapon?", ws, { auto = true })
    if u then TC.scrap(g, u) end
  end
end
