-- transformers-tcg/stratagems.lua -- Stratagems: team cards that sit beside the characters.
--
-- The digest is silent; the card data's sources say (SOURCES-transformers-tcg.md): Stratagems
-- sit on the battlefield and are never in the deck; each is unique, at most 1 per team
-- (option stratagem_limit, the reading: one Stratagem per team); their stars count toward
-- the team.  Here a Stratagem starts face up in its owner's zone "stratagems" (a trigger
-- zone): it is not a character (never attacked, never KO'd, not counted for victory).  Its
-- static abilities reach its owner's characters (core.lua's TC.static, scope "each_own");
-- its triggers wake like a character's.  A Stratagem used once per game ("ONCE_PER_GAME ON(..)
-- => X ; FLIP SELF") flips face down after X (the card value `used`; with "=> if_done: FLIP
-- SELF" or "on_done, FLIP SELF" only when X was done) and its ability never wakes again.

local TC = include "core"
local K = TC.K
local L = include "cardlib"
local Ctx = include "ctx"
include "pileverbs"
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

-- "ONCE_PER_GAME ON(<event>) => X ; FLIP SELF": ab (a trigger from the
-- verbs here or cardlib's) wakes only while this Stratagem is face up; after
-- its run the Stratagem flips face down (if_done: only when run returned true).
local USED = "used"
function L.once_per_game(ab, if_done)
  local when, run = ab.when, ab.run
  ab.once = true
  ab.when = function(g, self, ev) return not g:cget(self, USED) and (not when or when(g, self, ev)) end
  ab.run = function(c, it)
    if c.g:cget(c.card, USED) then return end      -- two waking together: the first one used it
    local done = run(c, it)
    if done or not if_done then
      c.g:cset(c.card, USED, true)
      c.g:log("p%d flips %s face down (used)", c.player, c.g:name(c.card))
    end
  end
  return ab
end
function TC.stratagem_used(g, s) return g:cget(s, USED) == true end

-- "ON(FLIP "<Name>" ->alt & <cond>)": your character so named flips to the
-- mode (cond(g, it), optional); "ON(FLIP own_char HAS character on IT [head])".
function L.on_own_named_flip(text, fn, name, mode, cond)
  return { on = "flip", text = text, run = fn,
           when = function(g, self, ev)
             local x = ev.card
             return x ~= nil and g:controller(x) == g:controller(self) and TC.is_character(g, x)
                    and TC.named(g, x, name) and TC.mode_name(g, x) == mode and (not cond or cond(g, x))
           end }
end
-- "ON(own:Weaponizers in Upgrade mode PUT @own_KO)": a Weaponizer card of
-- its owner's, attached as an Upgrade, went to the KO area (core.lua's
-- "to_ko": scrapped off its character, or with its character's KO); IT.
function L.on_own_weaponizer_to_ko(text, fn)
  return { on = "to_ko", text = text, run = fn,
           when = function(g, self, ev)
             return g:owner(ev.card) == g:controller(self) and g:def(ev.card).kind == "weaponizer"
           end }
end
-- "RETURN IT ->bf upgrading own_char": the card goes back onto one of its
-- owner's characters with the same upgrade side (it may take that slot).
function Ctx.return_upgrading(c, x)
  local g = c.g
  if not x or g:where(x) ~= Z(g, "ko", g:owner(x)) then return end
  local h = g:choose(c.player, "Return " .. g:name(x) .. " onto which character?",
                     TC.hosts_for(g, c.player, x), { auto = true })
  if not h then return end
  TC.attach(g, c.player, x, h, true)
  return true
end
function L.on_own_headed_flip(text, fn)
  return { on = "flip", text = text, run = fn,
           when = function(g, self, ev)
             local x = ev.card
             return x ~= nil and g:controller(x) == g:controller(self) and TC.is_character(g, x)
                    and #TC.attached(g, x, "heads") > 0
           end }
end
-- "IT HAS number dmg_ctr == or greater than # enemies @bf".
function L.damage_at_least_enemies(g, x) return TC.damage(g, x) >= #TC.characters(g, TC.other(g, g:controller(x))) end

-- "MOVE 1 dmg_ctr from IT -> each_enemy".
function Ctx.move_damage_each_enemy(c, from, n)
  for _, x in ipairs(TC.characters(c.g, Ctx.opp(c))) do Ctx.move_damage(c, from, x, n) end
end
-- "OPT SWAP head own_other:character's heads": character x's head and the
-- head of another of your characters trade places; true when done.
function Ctx.swap_heads(c, x)
  local g = c.g
  local mine = x and TC.attached(g, x, "heads")[1]
  if not mine then return false end
  local out = {}
  for _, y in ipairs(TC.characters(g, c.player)) do
    if y ~= x and TC.attached(g, y, "heads")[1] then out[#out + 1] = y end
  end
  local y = Ctx.pick(c, c.player, "Swap " .. g:name(mine) .. " with the head of which character?", out, true)
  if not y then return false end
  local theirs = TC.attached(g, y, "heads")[1]
  g:cset(mine, K.host, y)
  g:cset(theirs, K.host, x)
  g:log("%s and %s swap heads", g:name(x), g:name(y))
  return true
end
-- "OPT PLAY <=2 Secret Actions": true when one was played.
function Ctx.play_secrets_upto(c, n)
  local done = false
  for _ = 1, n do
    if not Ctx.play_secret_from_hand(c) then break end
    done = true
  end
  return done
end

return TC
