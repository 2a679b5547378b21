-- transformers-tcg/teamwide.lua -- Actions that act on whole teams, hands and attacks (round 8a).
--
-- The digest is silent on these cards; the card data's notation names them and
-- docs/transformers-tcg.md ("Round 8a") gives each adopted reading.  Taps, untaps and
-- flips of many characters at once (EMP Wave, Swap Missions, Start Your Engines, Pop a
-- Wheelie, Heroic Team-Up), keywords for every character (Heat of Battle), more attacks
-- in a turn (All-Out Attack, Pop a Wheelie: combat.lua asks TC.attack_more after P1 and
-- narrows A1's attackers with TC.more_attackers), damage by counts (Bad Attitude,
-- Decipher, Swarm!) and hands (Fog of War, Scouting Mission).  State is kernel values:
-- the player value `all_out` (expiry turn), the card value `wheelie` (turn), the game
-- value `more_att` (turn, the attack granted, used up at A1).  Untaps are written the way
-- the code does them today (the tapped value cleared, a log line).

local TC = include "core"
local K = TC.K
local Z = TC.z
local Ctx = include "ctx"

-- Both untaps here are of several characters at once (untap.lua's `many`).
local function untap(g, x) TC.untap(g, x, true) end
local function all_chars(g)
  local out = {}
  for p = 1, 2 do for _, x in ipairs(TC.characters(g, p)) do out[#out + 1] = x end end
  return out
end

-- EMP Wave: "TAP characters": every untapped character on the battlefield, both teams'.
function Ctx.tap_all(c)
  for _, x in ipairs(all_chars(c.g)) do
    if not TC.tapped(c.g, x) then TC.tap(c.g, x) end
  end
end
-- Swap Missions: "UNTAP own:tapped characters ; TAP own:untapped characters": at once --
-- the ones tapped before untap, the ones untapped before tap.
function Ctx.swap_taps(c)
  local g, was = c.g, {}
  for _, x in ipairs(TC.characters(g, c.player)) do was[#was + 1] = { x, TC.tapped(g, x) } end
  for _, e in ipairs(was) do
    if e[2] then untap(g, e[1]) else TC.tap(g, e[1]) end
  end
end
-- "FLIP each_own_char from bot mode -> <Trait> mode": those that have such a mode; returns them.
function Ctx.flip_bots_to(c, trait)
  local g, before = c.g, {}
  for _, x in ipairs(TC.characters(g, c.player)) do before[x] = g:cget(x, K.mode) or 1 end
  Ctx.flip_each_own_to(c, "bot", trait)
  local out = {}
  for _, x in ipairs(TC.characters(g, c.player)) do
    if before[x] and (g:cget(x, K.mode) or 1) ~= before[x] then out[#out + 1] = x end
  end
  return out
end
-- Start Your Engines: "... ; UNTAP own:Cars": every Car of yours, flipped or not.
function Ctx.untap_own_trait(c, trait)
  for _, x in ipairs(Ctx.own_with_trait(c, trait)) do untap(c.g, x) end
end
-- Heat of Battle: "characters += Bold(3) & Tough(3) [EOT]": every character, both teams'.
function Ctx.grant_all(c, kws)
  for _, x in ipairs(all_chars(c.g)) do
    for k, n in pairs(kws) do Ctx.grant(c, x, k, n) end
  end
end
-- Heroic Team-Up: "TAP own:untapped Autobots ; Add ATK total -> own:untapped Autobots [EOT]":
-- one untapped Autobot of yours is chosen first, then any of your other untapped Autobots
-- tap; the chosen one gets their attack total (as it is now) until end of turn.
function Ctx.team_up(c, trait)
  local g = c.g
  local function ready(x) return not TC.tapped(g, x) end
  local pool = {}
  for _, x in ipairs(Ctx.own_with_trait(c, trait)) do if ready(x) then pool[#pool + 1] = x end end
  local to = Ctx.pick(c, c.player, "Which untapped " .. trait .. " gets the attack total?", pool)
  if not to then return end
  local rest = {}
  for _, x in ipairs(pool) do if x ~= to then rest[#rest + 1] = x end end
  local n = 0
  for _, x in ipairs(g:choose_many(c.player, "Tap which other " .. trait .. "?", rest, #rest)) do
    n = n + math.max(TC.attack(g, x), 0)
    TC.tap(g, x)
  end
  if n > 0 then Ctx.boost(c, to, "atk", n); g:log("%s gets ATK+%d this turn", g:name(to), n) end
end

---------------------------------------------------------------------------
-- More attacks this turn: All-Out Attack, Pop a Wheelie
---------------------------------------------------------------------------

-- All-Out Attack: "each_own:untapped Transformers can attack [turn]".
function Ctx.all_out(c)
  c.g:pset(c.player, "all_out", true, K.turn)
  c.g:log("p%d: each untapped character of theirs can attack this turn", c.player)
end
-- Pop a Wheelie: "FLIP each_own_char from bot mode -> Motorcycle mode ; EXTRA_ATTACK[turn],
-- but Motorcycle can attack SELF way": the Motorcycles so flipped can attack this turn.
function Ctx.wheelie(c)
  for _, x in ipairs(Ctx.flip_bots_to(c, "Motorcycle")) do c.g:cset(x, "wheelie", true, K.turn) end
end
local function may_attack_more(g, p, x)
  return g:pget(p, "all_out") or g:cget(x, "wheelie") and TC.has_trait(g, x, "Motorcycle")
end
-- combat.lua, after P1: another attack by a character these cards let attack.
function TC.attack_more(g)
  local p = g:active()
  if #TC.untapped(g, TC.other(g, p)) == 0 then return false end      -- P3 attacks again anyway
  for _, x in ipairs(TC.untapped(g, p)) do
    if may_attack_more(g, p, x) then g:gset("more_att", true, K.turn); return true end
  end
  return false
end
-- combat.lua, A1: the attackers of such an attack (all of `ready` otherwise).
function TC.more_attackers(g, ready)
  if not g:gget("more_att") then return ready end
  g:gset("more_att", nil)
  local out = {}
  for _, x in ipairs(ready) do if may_attack_more(g, g:active(), x) then out[#out + 1] = x end end
  return out
end

---------------------------------------------------------------------------
-- Damage by counts
---------------------------------------------------------------------------

-- Bad Attitude: "IF(start_team had Decepticon characters) => repair 1 <- each_own_char ;
-- dmg 1 -> each Autobot": both parts, only if so; every Autobot, both teams'.
local function start_team_has(c, faction)
  local g = c.g
  for _, zn in ipairs(TC.PERSONAL) do
    for _, x in ipairs(zn ~= "box" and g:cards(Z(g, zn, c.player)) or {}) do
      if g:cget(x, "start_team") and g:owner(x) == c.player and g:def(x).faction == faction then return true end
    end
  end
  return false
end
function Ctx.bad_attitude(c)
  if not start_team_has(c, "Decepticon") then return c.g:log("p%d's starting team had no Decepticon", c.player) end
  Ctx.repair_each_own(c, 1)
  for _, x in ipairs(all_chars(c.g)) do
    if TC.has_trait(c.g, x, "Autobot") then TC.place_damage(c.g, x, 1, false) end
  end
end
-- Decipher: "For each_enemy any_SecretAction, dmg 1 -> each_enemy": per face-down Secret
-- Action of the opponent's, 1 damage to each enemy character.
function Ctx.decipher(c)
  local n = c.g:size(Z(c.g, "secret", Ctx.opp(c)))
  for _ = 1, n do Ctx.damage_each_enemy(c, 1) end
end
-- Swarm!: "FLIP BC PER Insecticon behand game ; PER {OR} FLIP, OPP CHOOSE opp_char & dmg 1
-- -> IT ; PER {BL} FLIP, repair 1 <- own_char": one card off the top of your deck into the
-- scrap pile per Insecticon of yours on the battlefield; then per orange icon on them the
-- opponent picks one of their characters to take 1, per blue icon you repair 1 from one of yours.
function Ctx.swarm(c, trait)
  local g, orange, blue = c.g, 0, 0
  for _ = 1, #Ctx.own_with_trait(c, trait) do
    local x = TC.mill(g, c.player)
    if not x then break end
    g:log("p%d flips %s", c.player, g:name(x))
    local ic = g:def(x).icons or {}
    orange, blue = orange + (ic.orange or 0), blue + (ic.blue or 0)
  end
  for _ = 1, orange do Ctx.opp_chooses_damage(c, 1) end
  for _ = 1, blue do Ctx.repair(c, Ctx.own_char(c), 1) end
end

---------------------------------------------------------------------------
-- Hands
---------------------------------------------------------------------------

-- Fog of War: "EACH_PLAYER CHOOSE 2 cards <-opp_hand & SCRAP rest ; EACH_PLAYER < 2 cards
-- @hand draws cards == difference": you first, each player sees the other's hand and keeps
-- 2 of it; the rest is scrapped; then each player with fewer than 2 draws up to 2.
function Ctx.fog_of_war(c)
  local g = c.g
  for _, p in ipairs({ c.player, Ctx.opp(c) }) do
    local hz = Z(g, "hand", TC.other(g, p))
    local hand = g:cards(hz)
    if #hand > 2 then
      for _, x in ipairs(hand) do g:reveal(x, p) end
      local kept, left = {}, hand
      for _ = 1, 2 do
        local x = g:choose(p, "Keep which card of your opponent's hand (2 in all)?", left)
        kept[x] = true
        left = {}
        for _, y in ipairs(hand) do if not kept[y] then left[#left + 1] = y end end
      end
      for _, x in ipairs(left) do TC.scrap(g, x) end
    end
  end
  for _, p in ipairs({ c.player, Ctx.opp(c) }) do
    local n = g:size(Z(g, "hand", p))
    if n < 2 then TC.draw(g, p, 2 - n) end
  end
end
-- Scouting Mission: "COST(dmg 1 -> character) => owner draw(2)": 1 damage to any
-- character; its owner draws 2.
function Ctx.scout(c)
  local x = Ctx.pick(c, c.player, "Do 1 damage to which character?", all_chars(c.g))
  if not x then return end
  local p = c.g:owner(x)
  TC.place_damage(c.g, x, 1, false)
  TC.draw(c.g, p, 2)
end

return TC
