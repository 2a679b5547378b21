-- transformers-tcg/scrapcause.lua -- an Upgrade's scrap that a card causes, kept or replaced (round 8c).
--
-- The digest is silent; the card data's notation names who "causes" a scrap.  The cause is
-- the card whose text is resolving (the game value `src`, sources.lua: an Action's text, a
-- triggered or a tap ability, a cost it pays).  A slot's old Upgrade replaced by a new one is
-- the rules' doing, not a card's (TC.attach marks it `slot_replace`), and a KO's Upgrades go
-- with their character (its host has left the battlefield): neither is answered.  Only an
-- Upgrade on a character on the battlefield, scrapped off it, is.  In this order:
--   * Private Greenlight (alt): "character's Upgrade CANNOT scrapped by opp_card": this
--     character's Upgrades stay when an opponent's card would scrap them (option
--     greenlight_team, default false; true: every character of its controller's).
--   * Ghost Shield, Master Sword: "IF(opp_card cause SELF -> scrapped from character) => OPT
--     SCRAP Armor (Weapon) <-own_hand INSTEAD": its controller may scrap an Upgrade of that
--     slot from hand; then the Upgrade stays.
--   * Autobot Outback - Gunner (bot): "IF(opp_card cause Upgrade -> scrapped from SELF) =>
--     INSTEAD OPT SCRAP Upgrade same type <-own_hand": the same, for any Upgrade on it, with an
--     Upgrade of the same slot.
--   * Spare Parts, Backup Bag: "IF(opp_card / own:cards cause Weapon or Armor -> scrapped from
--     HOST) => SCRAP THIS_CARD INSTEAD": the Weapon or Armor stays and this card is scrapped
--     (not optional); "own:cards" are its controller's cards, "opp_card" the opponent's.
-- TC.marked(g, c, key) (the ability of c carrying marker `key`, in its current mode) serves
-- the other round-8c files too.

local TC = include "core"
local K = TC.K
local Z = TC.z
local L = include "cardlib"

function TC.marked(g, c, key)
  local m = g:cget(c, K.mode) or 1
  for _, ab in ipairs(g:def(c).abilities or {}) do
    if ab[key] and (not ab.mode or ab.mode == m) then return ab end
  end
  return nil
end

function L.upgrades_kept_from_opp(text) return { on = "none", text = text, keep_upgrades = true } end
-- slot: "armor", "weapon", or "same" (the scrapped Upgrade's slot).
function L.hand_scrap_instead(text, slot) return { on = "none", text = text, hand_instead = slot } end
-- who: "opp" (an opponent's card causes it) or "own".
function L.scrapped_instead(text, who) return { on = "none", text = text, scrapped_instead = who } end

-- Player p may scrap an Upgrade of `slot` from hand instead of u's scrap.
local function pay_from_hand(g, p, slot, u)
  local pool = {}
  for _, x in ipairs(g:cards(Z(g, "hand", p))) do
    if TC.is_upgrade(g, x) and g:def(x).slot == slot then pool[#pool + 1] = x end
  end
  if #pool == 0 then return false end
  local x = g:choose(p, "Scrap an Upgrade (" .. slot .. ") from your hand instead of " .. g:name(u) .. "?", pool,
                     { optional = true, none = "no" })
  if not x then return false end
  local src = g:gget("src")
  g:gset("src", nil)                    -- the player's own choice, not the opponent's card
  TC.scrap(g, x)
  g:gset("src", src)
  g:log("%s stays: p%d scrapped %s from hand instead", g:name(u), p, g:name(x))
  return true
end

-- The Greenlight that keeps character h's Upgrades: h itself, or (option greenlight_team)
-- any character of its controller's.
TC.DEFAULTS.greenlight_team = false
local function keeper(g, h)
  if TC.marked(g, h, "keep_upgrades") then return h end
  if not TC.opt(g, "greenlight_team") then return nil end
  for _, x in ipairs(TC.characters(g, g:controller(h))) do
    if TC.marked(g, x, "keep_upgrades") then return x end
  end
end

-- Is the scrap of Upgrade u off character h (caused by card s) replaced?
local function kept(g, u, h, s)
  local p = g:controller(h)
  local opp = g:controller(s) ~= p
  local guard = opp and keeper(g, h)
  if guard then
    g:log("%s stays: %s keeps %s's Upgrades from an opponent's card", g:name(u), g:name(guard), g:name(h))
    return true
  end
  local ab = opp and TC.marked(g, u, "hand_instead")
  if ab and pay_from_hand(g, p, ab.hand_instead, u) then return true end
  ab = opp and TC.marked(g, h, "hand_instead")
  if ab and pay_from_hand(g, p, TC.slot_of(g, u), u) then return true end
  local slot = TC.slot_of(g, u)
  if slot ~= "weapon" and slot ~= "armor" then return false end
  for _, x in ipairs(TC.upgrades_of(g, h)) do
    local m = x ~= u and TC.marked(g, x, "scrapped_instead")
    if m and (m.scrapped_instead == "opp") == opp then
      g:log("%s is scrapped instead of %s", g:name(x), g:name(u))
      TC.scrap(g, x)
      return true
    end
  end
  return false
end

local scrap = TC.scrap
function TC.scrap(g, x)
  local h, s = g:cget(x, K.host), g:gget("src")
  if h and s and not g:gget("slot_replace") and TC.is_upgrade(g, x)
     and g:where(h) == Z(g, "battlefield", g:owner(h)) and kept(g, x, h, s) then return end
  return scrap(g, x)
end

local attach = TC.attach
function TC.attach(g, ...)
  local outer = g:gget("slot_replace")
  g:gset("slot_replace", true)
  local r = attach(g, ...)
  g:gset("slot_replace", outer)
  return r
end

return TC
