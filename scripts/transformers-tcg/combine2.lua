-- transformers-tcg/combine2.lua -- combinings of named characters that a trigger makes.
--
-- combiners.lua makes a combined form (TC.combine); this file finds the named parts and
-- wakes the triggers that call for it (the card data's texts; the digest is silent):
--   * Skytread (Plane) / (Tank): "REVENGE => IF HAS "Skytread (Tank)" @bf or @own_KO, OPT COMBINE
--     SELF IT into "Raider Skytread" ; => if_done: PUT cards <-own_hand face down under "Raider
--     Skytread"": KO'd, this one (now in the KO area) and the other, on the battlefield or in the
--     KO area, may combine; then the player puts any number of cards from hand face down under
--     the form (which Raider Skytread's attack takes back).
--   * Omega Supreme (Tank): "ON(OPP reshuffles opp_deck, IF HAS "Omega Supreme (Spaceship)" &
--     "Omega Supreme (Base)" @bf or @own_KO) => COMBINE them into "Captain Omega Supreme"": the
--     opponent's reshuffle (the event "reshuffle"), this one on the battlefield, the other two on
--     the battlefield or in the KO area: the three combine (not optional).
--   * Sky Shadow Sync (a Stratagem): "ON("Sky Shadow (Tank)" or "Sky Shadow (Plane)" KOd & HAS
--     Ominus outside_game) => COMBINE them into "Sky Shadow, Elite Warrior" Ominus [head]": one of
--     its owner's two KO'd, the other on the battlefield or in the KO area, and Ominus outside
--     the game (outside.lua: not already that player's in the game): the two combine and Ominus,
--     taken from outside the game, becomes the form's head.
-- A part is a character of the player so named, on the battlefield or in the KO area (the
-- combiners' reading).  fleet.lua uses the same finder for Tidal Wave's Battleship.

local TC = include "core"
local K = TC.K
local Z = TC.z
local L = include "cardlib"
local Ctx = include "ctx"
include "combiners"
include "outside"

-- Player p's character named `name`, on the battlefield or in the KO area.
function TC.part_named(g, p, name)
  for _, zn in ipairs({ "battlefield", "ko" }) do
    for _, x in ipairs(g:cards(Z(g, zn, p))) do
      if TC.is_character(g, x) and TC.named(g, x, name) then return x end
    end
  end
end

-- The full name of the combined form the notation names ("Raider Skytread").
local function form_name(g, name)
  for _, d in ipairs(g:card_defs()) do
    if d.kind == "combined_form" and (d.name == name or d.name:sub(1, #name + 3) == name .. " - ") then
      return d.name
    end
  end
end

-- Every named part of player p, or nil when one is missing.
function TC.parts_named(g, p, names)
  local parts = {}
  for i, n in ipairs(names) do
    parts[i] = TC.part_named(g, p, n)
    if not parts[i] then return nil end
  end
  return parts
end

-- "COMBINE <names> into <form>" (`opt`: the player may decline).  Returns the form, or nil.
function Ctx.combine_named(c, names, form, opt)
  local g, p = c.g, c.player
  local parts, full = TC.parts_named(g, p, names), form_name(g, form)
  if not parts or not full then return nil end
  if opt and not g:yes_no(p, "Combine " .. table.concat(names, ", ") .. " into " .. full .. "?") then return nil end
  return TC.combine(g, p, parts, full)
end

-- "; => if_done: PUT cards <-own_hand face down under <form>": any number, the player's pick.
function Ctx.hand_under(c, form)
  local g = c.g
  if not form then return end
  local hand = g:cards(Z(g, "hand", c.player))
  for _, x in ipairs(g:choose_many(c.player, "Put cards from your hand face down under " .. g:name(form) .. "?", hand)) do
    g:move(x, Z(g, "under", c.player))
    g:cset(x, K.host, form)
    g:log("p%d puts a card face down under %s", c.player, g:name(form))
  end
end

-- Sky Shadow Sync: the two parts combine and Ominus, from outside the game, is the form's head.
function Ctx.combine_with_outside_head(c, names, form, head)
  local g, p = c.g, c.player
  if #TC.outside_pool(g, p, function(d) return d.name == head end) == 0 then return end
  local f = Ctx.combine_named(c, names, form)
  if not f then return end
  local x = TC.from_outside(g, p, { match = function(d) return d.name == head end,
                                    prompt = head .. " from outside the game", zone = "heads" })[1]
  g:cset(x, K.host, f)
  g:cset(x, K.mode, TC.head_side(g, x))
  g:log("%s becomes %s's head", head, g:name(f))
end

-- "ON(<Name> or <Name> KOd)" on a Stratagem: one of its owner's characters so named is KO'd.
function L.on_own_named_ko(text, fn, names)
  return { on = "ko", text = text, run = fn, when = function(g, self, ev)
    if g:where(self) ~= Z(g, "stratagems", g:owner(self)) or ev.player ~= g:owner(self) then return false end
    for _, n in ipairs(names) do if TC.named(g, ev.card, n) then return true end end
    return false
  end }
end

-- "ON(OPP reshuffles opp_deck)".
-- Volcanicus - Fiery Champion: "ON(self_attacks on turn IT's combined) => PER BC FLIP w/>= {OR},
-- dmg 1 -> DEFENDER": a trigger condition (the form was made this turn: combiners.lua marks it),
-- and the count of the battle cards its side flipped in this battle with an orange icon (as
-- counted, TC.flip_icons), read after the flips (B4).
function L.combined_this_turn(g, self) return g:cget(self, "combined_t") == true end

function Ctx.flips_with(c, icon)
  local n = 0
  for _, x in ipairs(Ctx.battle_flips(c)) do
    local ic = TC.flip_icons(c.g, c.player, x, c.g:cget(x, "fl_battle"))
    if (ic[icon] or 0) > 0 then n = n + 1 end
  end
  return n
end

function L.on_opp_reshuffle(text, fn) return { on = "reshuffle", role = "opp_player", text = text, run = fn } end

return TC
