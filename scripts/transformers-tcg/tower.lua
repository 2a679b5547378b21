-- transformers-tcg/tower.lua -- the Constructicons' Tower (wave 2).
--
-- Not in the digest; the card data names it.  Scrapper, Constructicon
-- Foreman, puts the Tower tracker in its owner's KO area at the start of
-- the game with one height counter on it ("ON start_of(game) => PUT Tower
-- tracker @own_KO height counter on IT"); the Tower's height is the player
-- value `tower` (no value: that player has no Tower).  "PUT height counter
-- on Tower" adds one to its controller's Tower and does nothing without
-- one (the counter has no tracker to go on).  Cards read the height:
-- Heavy Landing, Reclaim, Devastator (docs/transformers-tcg.md, "The
-- Tower").

local TC = include "core"
local L = include "cardlib"
local Ctx = include "ctx"
local Z = TC.z

local TOWER = "tower"

-- Player p's Tower height (0 without a Tower).
function TC.tower(g, p) return g:pget(p, TOWER) or 0 end

-- "ON start_of(game) => PUT Tower tracker @own_KO height counter on IT":
-- a marker the set-up reads (kinds.lua's TC.enter_team); n counters.
function L.start_tower(text, n) return { on = "none", text = text, start_tower = n } end
function TC.start_tower(g, c)
  for _, ab in ipairs(g:def(c).abilities or {}) do
    if ab.start_tower and g:pget(g:owner(c), TOWER) == nil then
      g:pset(g:owner(c), TOWER, ab.start_tower)
      g:log("p%d puts the Tower tracker in the KO area (height %d)", g:owner(c), ab.start_tower)
    end
  end
end

-- "PUT height counter on Tower".
function Ctx.tower_up(c)
  local g, p = c.g, c.player
  if g:pget(p, TOWER) == nil then return g:log("p%d has no Tower: no height counter", p) end
  g:padd(p, TOWER, 1)
  g:log("p%d's Tower: height %d", p, TC.tower(g, p))
end
function Ctx.tower(c) return TC.tower(c.g, c.player) end

-- "WHILE Tower <n> or higher": a while_ condition on the character's controller.
function L.tower_at_least(n) return function(g, x) return TC.tower(g, g:controller(x)) >= n end end

-- "ON(SELF or own_other:<Trait> KOd while SELF @bf or @own_KO)".
function L.on_self_or_own_ko(text, fn, trait)
  return { on = "ko", text = text, run = fn,
           when = function(g, self, ev)
             local p = g:owner(self)
             local z = g:where(self)
             if z ~= Z(g, "battlefield", p) and z ~= Z(g, "ko", p) then return false end
             return ev.card == self or ev.card ~= nil and g:controller(ev.card) == g:controller(self)
                    and TC.is_character(g, ev.card) and TC.has_trait(g, ev.card, trait)
           end }
end

return TC
