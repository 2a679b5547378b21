-- transformers-tcg/stratagems.lua -- Stratagems: team cards that sit beside the characters.
--
-- The digest is silent; the card data's sources say (SOURCES-transformers-tcg.md): Stratagems
-- sit on the battlefield and are never in the deck; each is unique, at most 1 per team
-- (option stratagem_limit, the reading: one Stratagem per team); their stars count toward
-- the team.  Here a Stratagem starts face up in its owner's zone "stratagems" (a trigger
-- zone): it is not a character (never attacked, never KO'd, not counted for victory).  Its
-- static abilities reach its owner's characters (core.lua's TC.static, scope "each_own");
-- its triggers wake like a character's.  A Stratagem "flipped" after use (ONCE_PER_GAME ...
-- FLIP SELF) is not implemented: such texts stay `todo`.

local TC = include "core"
local L = include "cardlib"
local Z = TC.z

TC.DEFAULTS.stratagem_limit = 1

-- At most stratagem_limit Stratagems on a team.
function TC.check_stratagems(g, entries, err)
  local n, limit = 0, TC.opt(g, "stratagem_limit")
  for _, e in ipairs(entries) do
    local d = g:card_def(e.name)
    if d and d.kind == "stratagem" then
      n = n + 1
      if n > limit then err(e, "at most %d Stratagem%s on a team ('%s')", limit, limit > 1 and "s" or "", e.name) end
    end
  end
end

-- Set-up (kinds.lua's TC.enter_team): a Stratagem goes to its zone.
function TC.enter_stratagem(g, c)
  g:move(c, Z(g, "stratagems", g:owner(c)))
  g:log("p%d's Stratagem %s", g:owner(c), g:name(c))
end

-- Conditions a Stratagem's text names: a character so named (full name),
-- one carrying an Upgrade so named, one of your characters KO'd this game.
function L.is_named(name) return function(g, c) return TC.named(g, c, name) end end
function L.named_with_upgrade(name, up)
  return function(g, c)
    if not TC.named(g, c, name) then return false end
    for _, u in ipairs(TC.upgrades_of(g, c)) do if TC.named(g, u, up) then return true end end
    return false
  end
end
function L.named_after_ko(name)
  return function(g, c)
    if not TC.named(g, c, name) then return false end
    for _, x in ipairs(g:cards(Z(g, "ko", g:owner(c)))) do
      if TC.is_character(g, x) and not TC.named(g, x, name) then return true end
    end
    return false
  end
end

-- "ON(upgrade "<Name>")": an Upgrade is attached to your character so named.
function L.when_upgraded(text, name, fn)
  return { on = "attach", text = text, run = fn,
           when = function(g, s, ev) return g:controller(ev.host) == g:controller(s) and TC.named(g, ev.host, name) end }
end

-- "ON(own:<Trait> attacks & HAS "<Name>" @bf)": the attacker has the trait
-- and one of your characters is so named.
function L.attacker_with(trait, name)
  return function(g, self, ev)
    if not TC.answers_to(g, ev.attacker, trait) then return false end
    for _, x in ipairs(TC.characters(g, g:controller(self))) do if TC.named(g, x, name) then return true end end
    return false
  end
end

return TC
