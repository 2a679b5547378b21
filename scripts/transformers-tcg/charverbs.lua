-- transformers-tcg/charverbs.lua -- the effects of round 8b's characters' and Stratagems' texts.
--
-- Card verbs (the card context, ctx.lua) that the generator's round-8b rows write
-- (tests/tools/gen_tcg_round8b.py): damage to each other character (Quake), an enemy marked
-- (Deadlock - Bounty Hunter), counters moved (Crosshairs, Thundercracker), a Weapon moved or
-- swapped (Soundblaster, Captain Ironhide), both decks' top cards revealed (Skywarp), an
-- Action played from the opponent's scrap pile (Nightbird), repairs (Optimus Prime -
-- Legendary Warrior), draws and plays (Sergeant Cog, Raider Visper), flips (Demolisher);
-- and two set-up or text changes: Fortress Maximus's starting head and Orbital Strike's
-- number.  docs/transformers-tcg.md ("Round 8b") gives each reading.

local TC = include "core"
local K = TC.K
local Z = TC.z
local L = include "cardlib"
local Ctx = include "ctx"

-- Raider Visper: "... SCRAP them ; IF 3 cards scrapped HAS same NAME as each other,
-- draw(3)" (option visper_same_names: the cost's cards or the opponent's).
function Ctx.visper(c)
  local g = c.g
  local paid = Ctx.scrap_icon_cost_names(c, "GR", 3)
  if not paid then return end
  local o = Ctx.opp(c)
  local before = {}
  for _, x in ipairs(g:cards(Z(g, "scrap", o))) do before[x] = true end
  Ctx.opp_scraps_from_hand(c, 3)
  local theirs = {}
  for _, x in ipairs(g:cards(Z(g, "scrap", o))) do if not before[x] then theirs[#theirs + 1] = g:name(x) end end
  local names = TC.opt(g, "visper_same_names") == "opponent" and theirs or paid
  if #names == 3 and TC.all_same(names) then Ctx.draw(c, 3) end
end

-- Captain Ironhide: "OPT SWAP Weapon {BL} Weapon <-own_hand": a Weapon it carries goes to
-- its owner's hand and a Weapon with a blue icon from the hand is put onto it (a put).
function Ctx.swap_weapon_from_hand(c, icon)
  local g, me = c.g, Ctx.char(c)
  local on = {}
  for _, u in ipairs(TC.upgrades_of(g, me)) do if TC.slot_of(g, u) == "weapon" then on[#on + 1] = u end end
  local fits = {}
  for _, x in ipairs(g:cards(Z(g, "hand", c.player))) do
    if TC.is_upgrade(g, x) and g:def(x).slot == "weapon" and TC.has_icon(g, x, icon) and TC.can_host(g, x, me) then
      fits[#fits + 1] = x
    end
  end
  local new = g:choose(c.player, "Swap a Weapon of " .. g:name(me) .. " for which Weapon of your hand?", fits,
                       { optional = true, none = "no" })
  local old = new and g:choose(c.player, "Which Weapon returns to your hand?", on, { auto = true })
  if not old then return end
  TC.removing(g, old)                                    -- removal.lua
  g:move(old, Z(g, "hand", g:owner(old))); g:cset(old, K.host, nil)
  g:log("%s returns to p%d's hand", g:name(old), g:owner(old))
  TC.attach(g, c.player, new, me, true)
end

-- Sergeant Crosshairs: "MOVE 2 dmg_ctr from SELF -> own:Battle Master characters": one
-- counter at a time, each onto one of your characters with the trait (your pick).
function Ctx.move_damage_to_own(c, n, trait)
  local me = Ctx.char(c)
  for _ = 1, n do
    local to = {}
    for _, x in ipairs(Ctx.own_with_trait(c, trait)) do if x ~= me then to[#to + 1] = x end end
    if TC.damage(c.g, me) == 0 or #to == 0 then return end
    Ctx.move_damage(c, me, Ctx.pick(c, c.player, "Move a damage counter onto which character?", to), 1)
  end
end

-- Sergeant Soundblaster: "OPT MOVE Weapon from SELF -> own_other_char": returns whether done.
function Ctx.move_weapon_to_other(c)
  local g, me = c.g, Ctx.char(c)
  local ws = {}
  for _, u in ipairs(TC.upgrades_of(g, me)) do if TC.slot_of(g, u) == "weapon" then ws[#ws + 1] = u end end
  local u = g:choose(c.player, "Move a Weapon of " .. g:name(me) .. "?", ws, { optional = true, none = "no" })
  if not u then return false end
  local to = {}
  for _, x in ipairs(TC.characters(g, c.player)) do if x ~= me and TC.can_host(g, u, x) then to[#to + 1] = x end end
  local h = Ctx.pick(c, c.player, "Onto which character?", to)
  if not h then return false end
  TC.attach(g, c.player, u, h, true)
  return true
end

-- Sergeant Thundercracker: "REVEAL own_deck.top(1) ; PER Black Icon IT HAS, MOVE dmg_ctr
-- from own:Planes -> enemy": per black icon, one counter from a Plane of yours (your
-- pick) onto an enemy (your pick).
function Ctx.move_plane_damage_per_black(c)
  local g = c.g
  local x = Ctx.reveal_top(c)
  for _ = 1, x and ((g:def(x).icons or {}).black or 0) or 0 do
    local from = {}
    for _, y in ipairs(Ctx.own_with_trait(c, "Plane")) do if TC.damage(g, y) > 0 then from[#from + 1] = y end end
    local f = Ctx.pick(c, c.player, "Move a damage counter from which Plane?", from)
    if not f then return end
    Ctx.move_damage(c, f, Ctx.enemy(c), 1)
  end
end

-- Skywarp - Sneaky Prankster: "EACH_PLAYER REVEAL opp_deck.top(1)": both top cards are
-- shown to both players (they stay on top).
function Ctx.each_reveal_opp_top(c)
  for p = 1, 2 do
    local x = TC.top(c.g, TC.other(c.g, p))
    if x then
      c.g:reveal(x)
      c.g:log("p%d reveals %s from the top of p%d's deck", p, c.g:name(x), TC.other(c.g, p))
    end
  end
end

-- Nightbird: "BOUNTY => PLAY Action from opp_scrap": an Action of the opponent's scrap
-- pile that can be played, played by you as if from your hand (not a Secret Action: it
-- would lie face down in your zone with the opponent as its owner); at the end of the
-- turn it goes back to its owner's scrap pile (turn.lua).
function Ctx.play_action_from_opp_scrap(c)
  local g = c.g
  local out = {}
  for _, x in ipairs(g:cards(Z(g, "scrap", Ctx.opp(c)))) do
    if g:def(x).type == "Action" and TC.playable(g, c.player, x) then out[#out + 1] = x end
  end
  local x = g:choose(c.player, "Play which Action from the opponent's scrap pile?", out, { auto = true })
  if x then TC.play_action(g, c.player, x); return true end
end

-- Optimus Prime - Legendary Warrior: "repair 1 <- own_char ; if HAS fewer characters @bf
-- than OPP, repair 1 <- character" (the second: any character, the same one or another).
function Ctx.repair_own_then_if_fewer(c)
  Ctx.repair(c, Ctx.own_char(c), 1)
  if #TC.characters(c.g, c.player) < #TC.characters(c.g, Ctx.opp(c)) then Ctx.repair(c, Ctx.any_char(c), 1) end
end

-- Sergeant Cog: "draw(1) PER character HAS @bf ; OPT PLAY Upgrade onto each_own_char".
function Ctx.cog(c)
  local n = #TC.characters(c.g, 1) + #TC.characters(c.g, 2)
  Ctx.draw(c, n)
  for _, x in ipairs(TC.characters(c.g, c.player)) do
    if Ctx.on_bf(c, x) then Ctx.play_upgrade_from_hand(c, nil, nil, x) end   -- still there after the draws
  end
end

-- Demolisher: "FLIP extra BC == IT's Armor": one more flip per Armor Upgrade it carries.
function Ctx.more_flips_per_armor(c)
  local n = 0
  for _, u in ipairs(TC.upgrades_of(c.g, Ctx.char(c))) do if TC.slot_of(c.g, u) == "armor" then n = n + 1 end end
  if n > 0 then Ctx.more_flips_battle(c, n) end
end

-- Orbital Strike: "Replace text 'stars<=12' on \"Autobot Cosmos, ...\" 'stars<=21.'": a
-- static of the Stratagem (bonus `stars_12_is`) that Cosmos's KO bound reads.
local ko_upto = Ctx.ko_defender_upto
function Ctx.ko_defender_upto(c, stars)
  local s = TC.static(c.g, Ctx.char(c), "stars_12_is")
  return ko_upto(c, (stars == 12 and s > 0) and s or stars)
end

-- "dmg n -> EACH other character": every character on the battlefield but this one.
function Ctx.damage_each_other(c, n)
  for p = 1, 2 do
    for _, x in ipairs(TC.characters(c.g, p)) do
      if x ~= c.card then TC.place_damage(c.g, x, n, false) end
    end
  end
end

-- Deadlock - Bounty Hunter: "CHOOSE & enemy": the chosen enemy carries the mark (card
-- value `marked_by`, expiry turn) that chartriggers.lua's on_marked_ko reads.
function Ctx.mark_enemy(c)
  local x = Ctx.enemy(c)
  if not x then return end
  c.g:cset(x, "marked_by", c.card, K.turn)
  c.g:log("%s marks %s", c.g:name(c.card), c.g:name(x))
end

-- "PER Decepticon HAS @bf": the Decepticons on the battlefield (anyone's).
function Ctx.count_faction_on_bf(c, faction)
  local n = 0
  for p = 1, 2 do
    for _, x in ipairs(TC.characters(c.g, p)) do if c.g:def(x).faction == faction then n = n + 1 end end
  end
  return n
end

-- Fortress Maximus: "SELF begins \"Cerebros, City Commander\" on IT [head]": set-up puts
-- the named Titan Master of the same team, if it is on the battlefield, as its head
-- (unless the deck placed a head already).
function L.begins_head(text, name) return { on = "none", text = text, begins_head = name } end
local place_heads = TC.place_heads
function TC.place_heads(g, p, heads)
  place_heads(g, p, heads)
  for _, c in ipairs(TC.characters(g, p)) do
    for _, ab in ipairs(g:def(c).abilities or {}) do
      local body = ab.begins_head and #TC.attached(g, c, "heads") == 0 and g:def(c).name
      for _, x in ipairs(body and TC.characters(g, p) or {}) do
        if g:name(x) == ab.begins_head then place_heads(g, p, { { head = ab.begins_head, body = body } }); break end
      end
    end
  end
end

return TC
