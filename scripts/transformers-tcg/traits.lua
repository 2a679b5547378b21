-- transformers-tcg/traits.lua -- traits a Stratagem's static adds to a character.
--
-- "WHILE("Tracks, Autobot Warrior" [alt]) => IT ADD_TRAIT(Plane)" (Aerial
-- Enhancements), "WHILE("Blitzwing, Relentless Foe" [any alt]) => IT
-- ADD_TRAITS(Tank,Plane)" (Master Converter), "WHILE(Clobber [head]) =>
-- character IT's on ADD_TRAIT(Dinobot)" (Me Grimlock, You Grimlock!).  The
-- digest does not list such statics; the notation reads plainly: while the
-- condition holds, the character has the trait as if printed in its mode.
-- A Stratagem's static with the bonus `trait_<Trait>` (core.lua's
-- TC.static, scope "each_own") adds it; TC.has_trait reads it after the
-- printed traits and the faction.  Only Stratagems add traits, so a
-- player with none in play pays nothing more.  The conditions hold only on
-- the battlefield.

local TC = include "core"
local Z = TC.z
local L = include "cardlib"

local printed = TC.has_trait
function TC.has_trait(g, c, trait)
  if printed(g, c, trait) then return true end
  if g:size(Z(g, "stratagems", g:owner(c))) == 0 then return false end
  local one = trait:sub(-1) == "s" and trait:sub(1, -2) or trait       -- "Planes" is "Plane"
  return TC.static(g, c, "trait_" .. one) > 0
end

local on_bf = TC.on_bf
-- "<Name> [alt]" ("[any alt]": a mode whose name starts so: alt1, alt2).
function L.named_in_mode(name, mode)
  return function(g, c)
    local m = TC.mode_name(g, c) or ""
    return on_bf(g, c) and TC.named(g, c, name) and (m == mode or m:match("^" .. mode .. "%d$") ~= nil)
  end
end
-- "character IT's on" for "<Name> [head]": the character a head of that name is on.
function L.headed_by(name)
  return function(g, c)
    if not on_bf(g, c) then return false end
    for _, h in ipairs(TC.attached(g, c, "heads")) do if TC.named(g, h, name) then return true end end
    return false
  end
end

return TC
