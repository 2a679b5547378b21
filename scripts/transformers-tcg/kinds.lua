-- transformers-tcg/kinds.lua -- characters that attach to characters: Battle Masters, Titan
-- Masters and Weaponizers.
--
-- The digest is silent on these kinds; the card data (tests/data/SOURCES-transformers-tcg.md)
-- gives their sides and a few reminder texts, and docs/transformers-tcg.md lists the readings
-- taken here.  A Battle Master is a character with an upgrade side: as the turn's main-phase
-- flip it becomes an Upgrade on another of its owner's characters (its attack and defense are
-- then modifiers, its keywords and abilities its host's), and flips back the same way.  A Titan
-- Master is a character with a head side: it may start the game as a character's head (deck
-- line "1 Apex on <character>"), or become one as the turn's flip; a head grants its bonus
-- (GRANT) to the character it sits on and deploys (back to bot mode) as the turn's flip or when
-- that character is KO'd (option titan_head_deploys_on_ko).  A Weaponizer is two cards
-- that begin assembled in bot mode and never flip; when the bot is KO'd its two upgrade sides
-- are put on one of its owner's characters.  A character card never goes to the scrap pile
-- (TC.scrap sends it to the KO area: "REPLACE(leave_bf => own_KO)").  Every move keeps the
-- card's damage counters and tapped state (17.9).  State: zones "upgrades", "heads" and
-- "under" with the card value `host`; `mode` says which side a card shows.

local TC = include "core"
local K = TC.K
include "queue"
include "main"
local L = include "cardlib"
local Ctx = include "ctx"
local Z = TC.z

TC.DEFAULTS.titan_head_any_host = true      -- false: only characters with a body mode take a head
TC.DEFAULTS.titan_head_deploys_on_ko = true -- false: a head goes to the KO area with its character

local function kind(g, c) return g:def(c).kind end
local function side(g, c, test)
  for i, m in ipairs(g:def(c).modes) do if test(m) then return i end end
end
local function is_up(m) return m.upgrade ~= nil end
local function is_head(m) return m[1] == "head" end
local function is_char_side(m) return not m.upgrade and m[1] ~= "head" end
function TC.bot_side(g, c) return side(g, c, is_char_side) end
function TC.head_side(g, c) return side(g, c, is_head) end

---------------------------------------------------------------------------
-- Team set-up (setup.lua calls these)
---------------------------------------------------------------------------

-- "1 Apex on Fortress Maximus - Great War Veteran": a Titan Master that
-- starts as that character's head.  Returns the Titan Master's definition.
function TC.head_entry(g, e, heads)
  local h, body = e.name:match("^(.-) on (.+)$")
  local d = h and g:card_def(h)
  if not d or d.kind ~= "titan_master" then return nil end
  heads[#heads + 1] = { head = h, body = body, e = e }
  e.name = h
  return d
end

local function def_has_body(d)
  for _, m in ipairs(d.modes or {}) do if m[1] == "body" then return true end end
  return false
end

-- Each head's character is on the team (a character, not a Stratagem nor
-- another head), has no other head, and (option titan_head_any_host=false)
-- has a body mode.
function TC.check_heads(g, heads, team, err)
  local taken, is_head = {}, {}
  for _, x in ipairs(heads) do is_head[x.head] = true end
  for _, x in ipairs(heads) do
    local bd = g:card_def(x.body)
    if team[x.body] ~= true or bd.kind == "stratagem" then err(x.e, "'%s' is not a character of this team", x.body)
    elseif is_head[x.body] then err(x.e, "'%s' is a head itself", x.body)
    elseif x.body == x.head then err(x.e, "a Titan Master is not its own head")
    elseif taken[x.body] then err(x.e, "'%s' already has a head", x.body)
    elseif not TC.opt(g, "titan_head_any_host") and not def_has_body(g:card_def(x.body)) then
      err(x.e, "'%s' has no body mode (option titan_head_any_host=false)", x.body)
    end
    taken[x.body] = true
  end
end

-- A Weaponizer is two cards: the second waits under the first (value `part`).
function TC.enter_team(g, c)
  if kind(g, c) == "stratagem" then return TC.enter_stratagem(g, c) end   -- stratagems.lua
  g:cset(c, "start_team", true)                                            -- "start_team" (triggers2.lua, effects2.lua)
  TC.start_under(g, c)                                                     -- keywords.lua
  TC.start_tower(g, c)                                                     -- tower.lua
  if kind(g, c) ~= "weaponizer" then return end
  local p = g:owner(c)
  local x = g:new_card(g:def(c).name, p, Z(g, "under", p))
  g:cset(x, K.host, c)
  g:cset(x, "part", true)
end

local function by_name(g, p, name)
  for _, c in ipairs(TC.characters(g, p)) do if g:name(c) == name then return c end end
end

local function put_head(g, c, host)
  g:move(c, Z(g, "heads", g:owner(c)))
  g:cset(c, K.host, host)
  g:cset(c, K.mode, TC.head_side(g, c))
end

function TC.place_heads(g, p, heads)
  for _, x in ipairs(heads) do
    put_head(g, by_name(g, p, x.head), by_name(g, p, x.body))
    g:log("%s starts as %s's head", x.head, x.body)
  end
end

---------------------------------------------------------------------------
-- Moves: a Battle Master's sides, a Titan Master's head
---------------------------------------------------------------------------

-- What character c carries leaves it before it becomes an Upgrade or a
-- head: its Upgrades are scrapped, its head deploys.
local function strip(g, c)
  for _, u in ipairs(TC.upgrades_of(g, c)) do TC.scrap(g, u) end
  for _, h in ipairs(TC.attached(g, c, "heads")) do TC.deploy(g, h) end
end

-- Battle Master c flips to its upgrade side s onto character h.
function TC.to_upgrade(g, c, s, h)
  TC.resolving(g, function()
    strip(g, c)
    g:cset(c, K.mode, s)
    g:log("%s flips to its upgrade side, %s", g:name(c), g:def(c).modes[s].upgrade)
    TC.attach(g, g:owner(c), c, h)
    TC.raise(g, "flip", { card = c })
  end)
end

-- Attached card c becomes a character again, in bot mode or side `mode`
-- (event "flip"); returns the character it was on.
local function to_battlefield(g, c, what, mode)
  local h = TC.host(g, c)
  TC.removing(g, c)                                     -- removal.lua
  g:move(c, Z(g, "battlefield", g:owner(c)))
  g:cset(c, K.host, nil)
  g:cset(c, K.mode, mode or TC.bot_side(g, c))
  g:log(what, g:name(c), h and g:name(h) or "its character")
  TC.raise(g, "flip", { card = c })
  return h
end

-- Battle Master c (an Upgrade) flips back to bot mode: a character again.
function TC.to_bot(g, c)
  TC.resolving(g, function() to_battlefield(g, c, "%s flips to bot mode and leaves %s") end)
end

-- Titan Master c becomes character h's head.
function TC.to_head(g, c, h)
  TC.resolving(g, function()
    strip(g, c)
    put_head(g, c, h)
    g:log("%s becomes %s's head", g:name(c), g:name(h))
    TC.raise(g, "flip", { card = c })
  end)
end

-- A head deploys: the Titan Master is a character again, in bot mode.
function TC.deploy(g, c, mode)
  local h = to_battlefield(g, c, "%s deploys from %s", mode)
  TC.raise(g, "deploy", { card = c, host = h })
end

-- The characters of p that c's side s may go on: another character, its
-- slot free or replaceable (option upgrade_replace).
local function upgrade_hosts(g, p, c, s)
  local out, slot = {}, g:def(c).modes[s].slot
  local replace = TC.opt(g, "upgrade_replace")
  for _, h in ipairs(TC.characters(g, p)) do
    if h ~= c and (replace or not TC.has_slot(g, h, slot)) then out[#out + 1] = h end
  end
  return out
end

local function head_hosts(g, p, c)
  local out = {}
  local any = TC.opt(g, "titan_head_any_host")
  for _, h in ipairs(TC.characters(g, p)) do
    if h ~= c and #TC.attached(g, h, "heads") == 0 and (any or def_has_body(g:def(h))) then out[#out + 1] = h end
  end
  return out
end

-- The main phase's flips of these kinds (6.1: they are the turn's one flip).
local function kind_flips(g, p, acts)
  local why = g:pget(p, K.m_flip) and "6.1: one mode flip per turn"
  for _, c in ipairs(TC.characters(g, p)) do
    local k, name = kind(g, c), g:name(c)
    if k == "battle_master" then
      local s = side(g, c, is_up)
      for _, h in ipairs(upgrade_hosts(g, p, c, s)) do
        TC.offer(g, p, acts, "flip " .. name .. " to " .. g:def(c).modes[s].upgrade .. " on " .. g:name(h), why,
                 "m_flip", function() TC.to_upgrade(g, c, s, h) end)
      end
    elseif k == "titan_master" and TC.head_side(g, c) then
      for _, h in ipairs(head_hosts(g, p, c)) do
        TC.offer(g, p, acts, "flip " .. name .. " to head on " .. g:name(h), why, "m_flip",
                 function() TC.to_head(g, c, h) end)
      end
    end
  end
  for _, u in ipairs(g:cards(Z(g, "upgrades", p))) do
    if kind(g, u) == "battle_master" then
      TC.offer(g, p, acts, "flip " .. g:name(u) .. " to bot", why, "m_flip", function() TC.to_bot(g, u) end)
    end
  end
  for _, h in ipairs(g:cards(Z(g, "heads", p))) do
    TC.offer(g, p, acts, "deploy " .. g:name(h) .. " from " .. g:name(TC.host(g, h)), why, "m_flip",
             function() TC.resolving(g, function() TC.deploy(g, h) end) end)
  end
end
table.insert(TC.MAIN, 2, { list = kind_flips })

---------------------------------------------------------------------------
-- A character KO'd: its head, the cards under it, a Weaponizer's sides
---------------------------------------------------------------------------

-- The second of a pair's sides takes another slot when the first holds
-- its own ("SELF can in Armor or Utility slot": the mode's other_slots).
local function second_slot(g, x, h)
  local mode = g:cget(x, K.mode)
  if not TC.has_slot(g, h, TC.udef(g, x).slot) then return end
  for _, ab in ipairs(g:def(x).abilities) do
    for _, s in ipairs(ab.mode == mode and ab.other_slots or {}) do
      if not TC.has_slot(g, h, s) then g:cset(x, "slot_as", s); return end
    end
  end
end

-- Weaponizer c was KO'd: its two cards, flipped to their upgrade sides,
-- go on one character of p that p chooses (none left: both stay KO'd).
local function unassemble(g, c, p)
  local pair = { c }
  for _, u in ipairs(TC.attached(g, c, "under")) do
    if g:cget(u, "part") then pair[#pair + 1] = u end
  end
  local sides = {}
  for i, m in ipairs(g:def(c).modes) do if is_up(m) then sides[#sides + 1] = i end end
  local h = g:choose(p, "Weaponizer " .. g:name(c) .. ": put its upgrade sides on which character?",
                     TC.characters(g, p), { auto = true })
  for i, x in ipairs(pair) do
    g:cset(x, "part", nil)
    g:cset(x, K.host, nil)
    if h and sides[i] then
      g:cset(x, K.mode, sides[i])
      if i > 1 then second_slot(g, x, h) end
      TC.attach(g, p, x, h)
    else
      g:move(x, Z(g, "ko", p))
    end
  end
end

function TC.after_ko(g, c, p)
  for _, h in ipairs(TC.attached(g, c, "heads")) do
    if TC.opt(g, "titan_head_deploys_on_ko") then TC.deploy(g, h)
    else g:move(h, Z(g, "ko", p)); g:cset(h, K.host, nil) end
  end
  for _, u in ipairs(TC.attached(g, c, "under")) do
    if not g:cget(u, "part") then g:cset(u, "was_under", c, K.turn); TC.scrap(g, u) end   -- fleet.lua
  end
  if kind(g, c) == "weaponizer" and not is_up(TC.mode(g, c)) then unassemble(g, c, p) end
  if TC.combined_ko then TC.combined_ko(g, c, p) end         -- combiners.lua
end

-- Markers the generator writes for clauses that these rules carry out
-- (they never fire): "REPLACE(leave_bf => own_KO)" (TC.scrap),
-- "PLAY_REQ(...)", "START_ASSEMBLED(...)" (a Weaponizer's pair), and
-- "SELF can in Armor or Utility slot" (other_slots, second_slot above).
function L.rule(text, other_slots)
  return { on = "none", text = text, rule = true, other_slots = other_slots }
end

-- "ON(deploy HOST's head) => PUT SELF & other Upgrades were on HOST onto
-- deployed character" (Escape Capsule): when the head of this Upgrade's
-- character deploys -- also as that character is KO'd, after its Upgrades
-- left it (core.lua marks them `was_on` for the turn): this Upgrade wakes in
-- the scrap pile or KO area too.
local function was_on(g, u) return g:cget(u, K.host) or g:cget(u, "was_on") end
function L.on_host_head_deploy(text, fn)
  return { on = "deploy", text = text, run = fn, scrap_zone = true, ko_zone = true,
           when = function(g, self, ev) return ev.host ~= nil and was_on(g, self) == ev.host end }
end
function Ctx.upgrades_to_deployed(c, head)
  local g, p = c.g, c.player
  local from = was_on(g, c.card)
  if not head or not from or g:where(head) ~= Z(g, "battlefield", g:owner(head)) then return end
  local move = {}
  for _, zn in ipairs({ "upgrades", "scrap", "ko" }) do
    for _, u in ipairs(g:cards(Z(g, zn, p))) do
      if TC.is_upgrade(g, u) and was_on(g, u) == from then move[#move + 1] = u end
    end
  end
  for _, u in ipairs(move) do TC.attach(g, p, u, head, true) end
end

return TC
