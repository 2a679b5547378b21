-- transformers-tcg/combiners.lua -- combining characters into a combined form.
--
-- The digest is silent on combiners; the card data gives the combined forms (kind
-- combined_form: "formed during play, not chosen for a team") and the texts that make them
-- ("IF(HAS 5 Dinobots [bot] @bf and/or @own_KO) => COMBINE them into "Volcanicus, Fiery
-- Champion"", "COMBINE Dreadwind & Blackwing into Dreadwing Sky Destroyer").  Readings
-- (docs/transformers-tcg.md, "Combiners"): the combined form comes from outside the game onto
-- its owner's battlefield in its one mode, which never flips; the characters combined go
-- under it (face up, value `part`), from the battlefield or the KO area; their Upgrades are
-- scrapped and their heads deploy; the form takes the damage counters of the parts that were
-- on the battlefield (option combine_keeps_damage) and is tapped if one of them was.  Not
-- while the same form is already on its owner's battlefield.  KO'd, the form goes to the KO
-- area and its parts with it.  Event `combined` (ON(SELF combined)).

local TC = include "core"
local K = TC.K
include "queue"
include "kinds"
local L = include "cardlib"
local Ctx = include "ctx"
local Z = TC.z

TC.DEFAULTS.combine_keeps_damage = true

local on_bf = TC.on_bf

local function form_in_play(g, p, form)
  for _, c in ipairs(TC.characters(g, p)) do if g:name(c) == form then return true end end
  return false
end

-- Combine characters `parts` of player p into the combined form named `form`.
function TC.combine(g, p, parts, form)
  if form_in_play(g, p, form) or not g:card_def(form) then return nil end
  local f
  TC.resolving(g, function()
    f = g:new_card(form, p, Z(g, "battlefield", p))
    local dmg, tapped = 0, false
    for _, x in ipairs(parts) do TC.raise(g, "combines", { card = x, player = p, form = f }) end   -- fleet.lua
    for _, x in ipairs(parts) do
      if on_bf(g, x) then
        dmg = dmg + TC.damage(g, x)
        tapped = tapped or TC.tapped(g, x)
        for _, u in ipairs(TC.upgrades_of(g, x)) do TC.scrap(g, u) end
        for _, h in ipairs(TC.attached(g, x, "heads")) do TC.deploy(g, h) end
      end
      g:move(x, Z(g, "under", p))
      g:cset(x, K.host, f)
      g:cset(x, "part", true)
      g:cset(x, K.tapped, nil)
    end
    g:cset(f, K.mode, 1)
    g:cset(f, "combined_t", true, K.turn)                  -- "on turn IT's combined" (combine2.lua)
    if dmg > 0 and TC.opt(g, "combine_keeps_damage") then g:cset(f, K.dmg, dmg) end
    if tapped then g:cset(f, K.tapped, true) end
    local names = {}
    for i, x in ipairs(parts) do names[i] = g:name(x) end
    g:log("p%d combines %s into %s", p, table.concat(names, ", "), form)
    TC.raise(g, "combined", { card = f, player = p })
  end)
  TC.check_ko(g)
  return f
end

-- The combined form KO'd: its parts go to the KO area with it.
function TC.combined_ko(g, c, p)
  if g:def(c).kind ~= "combined_form" then return end
  for _, x in ipairs(TC.attached(g, c, "under")) do
    if g:cget(x, "part") then
      g:move(x, Z(g, "ko", p)); g:cset(x, K.host, nil); g:cset(x, "part", nil)
    end
  end
end

-- "IF(HAS n <Trait> [bot] @bf and/or @own_KO) => COMBINE them into <form>":
-- characters with the trait, in bot mode on the battlefield or in the KO
-- area; with more than n, the player picks n.
function Ctx.combine_trait(c, n, trait, form)
  local g, p = c.g, c.player
  local can = {}
  for _, x in ipairs(TC.characters(g, p)) do
    if TC.has_trait(g, x, trait) and TC.mode_name(g, x) == "bot" then can[#can + 1] = x end
  end
  for _, x in ipairs(g:cards(Z(g, "ko", p))) do
    if TC.is_character(g, x) and TC.has_trait(g, x, trait) then can[#can + 1] = x end
  end
  if #can < n or form_in_play(g, p, form) then return false end
  local parts = #can == n and can or {}
  while #parts < n do                                    -- exactly n: one pick at a time
    local x = g:choose(p, "Combine which characters into " .. form .. "?", can, { auto = true })
    parts[#parts + 1] = x
    for i, y in ipairs(can) do if y == x then table.remove(can, i); break end end
  end
  return TC.combine(g, p, parts, form) ~= nil
end

-- "COMBINE SELF & <Name> into <form>": this character and the one so named
-- (in bot mode on the battlefield, or in the KO area).
function Ctx.partner(c, name)
  local g = c.g
  for _, x in ipairs(TC.characters(g, c.player)) do
    if TC.named(g, x, name) and TC.mode_name(g, x) == "bot" then return x end
  end
  for _, x in ipairs(g:cards(Z(g, "ko", c.player))) do
    if TC.is_character(g, x) and TC.named(g, x, name) then return x end
  end
end
function Ctx.combine_with(c, partner, form)
  local me = Ctx.char(c)
  if not partner or not on_bf(c.g, me) then return false end
  return TC.combine(c.g, c.player, { me, partner }, form) ~= nil
end

-- One of your characters on the battlefield with this name ("IF(HAS Volcanicus @bf) => IT ...").
function Ctx.own_named(c, name)
  for _, x in ipairs(TC.characters(c.g, c.player)) do
    if TC.named(c.g, x, name) then return x end
  end
end

-- "TAP enemy": an enemy character of your choice becomes tapped.
function Ctx.tap_enemy(c)
  local x = Ctx.enemy(c)
  if x then TC.tap(c.g, x) end
end

L.on_combined = function(text, fn) return { on = "combined", role = "self", text = text, run = fn } end

return TC
