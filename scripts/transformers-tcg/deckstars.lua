-- transformers-tcg/deckstars.lua -- star battle cards and the Stratagems that allow extra stars.
--
-- The card data's glossary (tests/data/SOURCES-transformers-tcg.md): a
-- card's `stars` is its team-point cost, 0 for a battle card "unless they
-- are star cards".  So each copy of a star battle card in the deck counts
-- its stars toward the team's star limit (option battle_card_stars, on by
-- default; off: battle cards cost nothing, as before round 6).  Four
-- Stratagems let a deck hold extra stars of some battle cards beyond the
-- limit ("own_deck can HAS <=1 extra Star Actions & <=1 extra Star
-- Upgrades": Science Officer; Weapons Cache, Stealth Mission, Heroic and
-- Villainous Spotlight): read as stars (not cards), each allowance paying
-- for the stars of the cards it names first, the rest counting toward the
-- limit.  "Actions" includes Secret Actions (as "PLAY Action" does);
-- "{BL} cards" are battle cards with a blue icon; "IF(start_team
-- Autobots)" holds when every team character is an Autobot.

local TC = include "core"
local L = include "cardlib"

-- An allowance: `n` extra stars for the battle cards `what` names
-- ("Actions", "Upgrades", "Weapons", "Armors", "Secret Actions", "{BL} cards").
function L.deck_extra(text, list, faction)
  return { on = "none", text = text, deck_extra = list, team_faction = faction }
end

local ICON = { BL = "blue", OR = "orange", WH = "white", GR = "green", BK = "black" }

-- Whether battle card definition d is one of `what`.
local function names(d, what)
  local t = d.type or ""
  if what == "Actions" then return t == "Action" or t == "Secret Action" end
  if what == "Secret Actions" then return t == "Secret Action" end
  if what == "Upgrades" then return t == "Upgrade" end
  if what == "Weapons" then return t == "Upgrade" and d.slot == "weapon" end
  if what == "Armors" then return t == "Upgrade" and d.slot == "armor" end
  local icon = what:match("^{(%u%u)} cards$")
  return icon ~= nil and ((d.icons or {})[ICON[icon]] or 0) > 0
end

-- The allowances of the team's Stratagems (those whose condition holds).
local function allowances(g, entries)
  local team, out = {}, {}
  for _, e in ipairs(entries) do
    local d = g:card_def(e.name)
    if d and d.kind ~= "battle" and d.kind ~= "stratagem" then team[#team + 1] = d end
  end
  for _, e in ipairs(entries) do
    local d = g:card_def(e.name)
    for _, ab in ipairs(d and d.kind == "stratagem" and d.abilities or {}) do
      local all = ab.team_faction == nil or #team > 0
      for _, x in ipairs(ab.team_faction and team or {}) do all = all and x.faction == ab.team_faction end
      if ab.deck_extra and all then
        for _, a in ipairs(ab.deck_extra) do out[#out + 1] = { what = a[1], left = a[2] } end
      end
    end
  end
  return out
end

-- The stars the deck's star battle cards add to the team's total, after
-- the Stratagems' allowances, and the entry of the last star card (the
-- line an error cites).
function TC.battle_card_stars(g, entries)
  if TC.opt(g, "battle_card_stars") == false then return 0, nil end
  local extra, total, last = allowances(g, entries), 0, nil
  for _, e in ipairs(entries) do
    local d = g:card_def(e.name)
    local s = d and d.kind == "battle" and (d.stars or 0) or 0
    for _ = 1, s > 0 and e.count or 0 do
      local cost = s
      for _, a in ipairs(extra) do
        if cost > 0 and a.left > 0 and names(d, a.what) then
          local paid = math.min(cost, a.left)
          a.left, cost = a.left - paid, cost - paid
        end
      end
      total, last = total + cost, e
    end
  end
  return total, last
end

return TC
