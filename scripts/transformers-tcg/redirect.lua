-- transformers-tcg/redirect.lua -- attack damage redirected to another character (round 7).
--
-- The digest is silent; the card data's notation names it.  Omega Supreme - Autobot
-- Defense Base (bot): "IF(own_other_char take 2 or_more ATK_dmg) => INSTEAD OPT HAS SELF
-- take 2 damage & other character take rest".  Read where the attack's damage is final
-- (combat.lua, after C3, the caps and the Secret Actions' answers, before C4): when one of
-- its controller's other characters would take 2 or more, that player may have the card
-- with the clause (on the battlefield, in that mode) take 2 of it and the defender the rest.
-- Both parts stay attack damage (the attack's damage, moved); the 2 are not modified again.
-- Two such cards: each is offered in turn while 2 or more are left.
--
-- Skywarp - Sneaky Prankster (bot): "ON(self_defends & flipped>={WH}) => OPT CHOOSE
-- own_other_char ; => if_done: damage from SELF attack done -> character INSTEAD": after the
-- flips (B6), with a white icon flipped, its controller may choose another of their
-- characters; the attack's damage to it (C1-C3, the caps and the answers done as for it)
-- is placed on the chosen one instead, as attack damage -- if that one is still on the
-- battlefield; otherwise Skywarp takes it.  The choice is the game value atk_redirect
-- (expiry "combat").  Read before Omega Supreme's (whose "other character" is the one hit).

local TC = include "core"
local K = TC.K
local L = include "cardlib"
local Ctx = include "ctx"

-- A marker on a character's side: it takes n of another own character's attack damage.
function L.redirect_attack_damage(text, n) return { on = "none", text = text, redirect = n } end

local function redirect_of(g, c)
  local m = g:cget(c, TC.K.mode) or 1
  for _, ab in ipairs(g:def(c).abilities or {}) do
    if ab.redirect and (not ab.mode or ab.mode == m) then return ab.redirect end
  end
  return nil
end

-- "OPT CHOOSE own_other_char ; => if_done: damage ... -> character INSTEAD".
function Ctx.redirect_attack_to_other(c)
  local x = Ctx.own_char(c, true, true)
  if x then c.g:gset("atk_redirect", x, K.combat) end
end

-- combat.lua: the attack damage dmg to dfd -> what dfd itself takes.
function TC.redirect_damage(g, att, dfd, dmg)
  local to = g:gget("atk_redirect")
  if to and dmg > 0 and g:where(to) == TC.z(g, "battlefield", g:owner(to)) then
    g:log("%s takes the attack's %d damage instead of %s", g:name(to), dmg, g:name(dfd))
    TC.place_damage(g, to, dmg, true)
    return 0
  end
  local p = g:controller(dfd)
  for _, x in ipairs(TC.characters(g, p)) do
    local n = x ~= dfd and redirect_of(g, x)
    if n and dmg >= n and g:yes_no(p, ("%s takes %d of the %d damage to %s?"):format(g:name(x), n, dmg, g:name(dfd))) then
      g:log("%s takes %d of %s's attack damage instead", g:name(x), n, g:name(dfd))
      TC.place_damage(g, x, n, true)
      dmg = dmg - n
    end
  end
  return dmg
end

return TC
