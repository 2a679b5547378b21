-- transformers-dbg/attack.lua -- Attacks, Blocks, Ambushes, Encounters, reveals.
--
-- PROC.ATTACK: each target (turn order from the active player, AMB-32)
-- may Block for themselves; otherwise the other players are offered a
-- Block clockwise from the target's left (AMB-31), each only if they have
-- a Block whose Range reaches the target and have not Blocked this Attack
-- yet.  These are decisions asked of the Blocking players themselves.
-- PROC.AMBUSH filters "avoid" and "shielded" players (K-31), draws one
-- Encounter per event and resolves its top half against each affected
-- player as an Attack (AMB-01, option ambush_always_attack).  An Ambush
-- raised while an Encounter is being resolved waits in a queue (kernel
-- value "amb_q") until that Encounter is discarded.  PROC.REVEAL,
-- PROC.BOSS_REVEAL, PROC.ENTER and PROC.CONVERT live here too.

local TF = include "core"
local fmt = string.format
local Z = TF.z
local HAND = TF.zones("hand")
local DISCARD = TF.zones("discard")
local MATRIX, ENCOUNTERS = Z("matrix"), Z("encounters")
local ENC_ACTIVE, ENC_DISCARD = Z("encounter_active"), Z("encounter_discard")

---------------------------------------------------------------------------
-- Blocks
---------------------------------------------------------------------------

-- The card value that marks ability i used this turn: "eu1", "eu2"...
local USED = {}
for i = 1, 9 do USED[i] = "eu" .. i end
local function used_key(i) return USED[i] or ("eu" .. i) end

local function ability_used(g, c, i) return g:cget(c, used_key(i)) == true end
TF.ability_used = ability_used

function TF.mark_used(g, c, i) g:cset(c, used_key(i), true, "turn") end

-- Block options player q has to protect t, who is at distance d from q.
-- (Blocks in hand, and those whose Range reaches each distance; the cards
-- q controls -- played, or in front -- that have a Block Energon ability.)
local BLOCKS, BLOCKS_REACHING = filter{ has = "block" }, {}
for d = 0, 31 do BLOCKS_REACHING[d] = filter{ has = "block", reaches = d } end
local PLAYED, FRONT = TF.zones("played"), TF.zones("front")
local CONTROLLED = {}
for p = 1, #PLAYED do CONTROLLED[p] = zone_list{ PLAYED[p], FRONT[p] } end
local ENERGON_BLOCKS, BOT_BLOCKS = filter{ has = "energon_block" }, filter{ has = "bot_block" }
local CHARACTER = TF.zones("character")
local NONE = {}

-- Whether q holds anything that may Block, asked of the kernel before any
-- option is made: a Block in hand (blocks: reaching the target), a
-- controlled card with a Block ability, or, Bot side up, a character with one.
local function may_block(g, q, blocks)
  return g:first(HAND[q], blocks) ~= nil or g:first(CONTROLLED[q], ENERGON_BLOCKS) ~= nil
         or (TF.bot(g, q) and g:first(CHARACTER[q], BOT_BLOCKS) ~= nil)
end

local function block_options(g, q, t, d)
  local blocks = q == t and BLOCKS or BLOCKS_REACHING[d] or { has = "block", reaches = d }
  if not may_block(g, q, blocks) then return NONE end
  local opts = {}
  for _, c in ipairs(g:cards(HAND[q], blocks)) do
    opts[#opts + 1] = { label = fmt("discard %s to Block", g:name(c)), value = { card = c } }
  end
  local e = TF.energon(g, q)
  local ch = TF.character(g, q)
  if ch and TF.bot(g, q) then
    for i, a in ipairs(g:def(ch).bot.energon) do
      if a.block and e >= a.cost and not ability_used(g, ch, i)
         and (a.any_turn or q == g:active()) and (a.range or 0) >= d then
        opts[#opts + 1] = { label = fmt("%s's %d-Energon Block", g:name(ch), a.cost),
                            value = { ability = i, card = ch } }
      end
    end
  end
  for _, c in ipairs(g:cards(CONTROLLED[q], ENERGON_BLOCKS)) do
    for i, a in ipairs(g:def(c).energon) do
      if a.block and e >= a.cost and not ability_used(g, c, i)
         and (a.any_turn or q == g:active()) and TF.range(g, c) >= d then
        opts[#opts + 1] = { label = fmt("%s's %d-Energon Block", g:name(c), a.cost),
                            value = { ability = i, card = c } }
      end
    end
  end
  return opts
end
TF.block_options = block_options

local function do_block(g, q, t, b, what)
  local c = b.card
  if b.ability then
    local a = TF.abilities(g, c)[b.ability]
    TF.pay_energon(g, q, a.cost)
    TF.mark_used(g, c, b.ability)
    g:log("%s pays %d Energon to Block %s for %s", TF.pname(q), a.cost, what,
          q == t and "themselves" or TF.pname(t))
    if a.fn then g:use(c, q, a.fn) end
  else
    g:move(c, DISCARD[q])
    TF.clear_card(g, c)
    g:log("%s discards %s to Block %s for %s", TF.pname(q), g:name(c), what,
          q == t and "themselves" or TF.pname(t))
    local df = g:def(c)
    if df.block_effect then g:use(c, q, df.block_effect) end
  end
  if q ~= t and TF.blocked_for_other then TF.blocked_for_other(g, q, t) end
end

-- PROC.ATTACK: source's text fn resolves on each target q who does not
-- Block (g:use(source, q, fn)).  form names the Attack, a format of the
-- source's name ("the Ambush (%s)"), worded only for a Block's question
-- and line.
local function attack_name(g, form, source) return fmt(form, g:name(source)) end

function TF.attack(g, targets, source, fn, form)
  local aid = g:gadd("attack_seq", 1)
  for _, t in ipairs(TF.sort_turn_order(g, targets)) do
    local blocked = false
    if g:pget(t, "blk") ~= aid then
      local opts = block_options(g, t, t, 0)
      if #opts > 0 then
        local what = attack_name(g, form, source)
        local b = g:choose(t, fmt("%s targets you: Block it?", what), opts,
          { optional = true, none = "do not Block",
            reason = "you are the target of an Attack and hold a Block (digest PROC.ATTACK 1)" })
        if b then
          g:pset(t, "blk", aid)
          do_block(g, t, t, b, what)
          blocked = true
        end
      end
    end
    if not blocked and TF.placed(g, t) then
      for _, q in ipairs(TF.clockwise_from_left(g, t)) do
        if g:pget(q, "blk") ~= aid and TF.placed(g, q) then
          local d = TF.dist_players(g, q, t)
          local opts = block_options(g, q, t, d)
          if #opts > 0 then
            local what = attack_name(g, form, source)
            local b = g:choose(q, fmt("%s targets %s: Block it for them?", what, TF.pname(t)), opts,
              { optional = true, none = "do not Block",
                reason = fmt("%s is attacked and your Block reaches them (distance %d); "
                             .. "Blocks are offered clockwise from the target's left", TF.pname(t), d) })
            if b then
              g:pset(q, "blk", aid)
              do_block(g, q, t, b, what)
              blocked = true
              break
            end
          end
        end
      end
    end
    if not blocked then g:use(source, t, fn) end
  end
end

-- targets sorted in turn order from the active player, without duplicates
-- (a list of one is itself: callers only read it).
function TF.sort_turn_order(g, targets)
  if #targets == 1 then return targets end
  local want, out = {}, {}
  for _, q in ipairs(targets) do want[q] = true end
  for _, q in ipairs(TF.turn_order(g)) do if want[q] then out[#out + 1] = q end end
  return out
end

---------------------------------------------------------------------------
-- Encounters
---------------------------------------------------------------------------

local function gather_encounters(g)
  local deck = ENCOUNTERS
  g:move_all(ENC_DISCARD, deck)
  g:shuffle(deck)
end

-- Test harness hook: a queue of Encounter names forced by setup_for_test.
local function forced(g)
  local q = g:gget("enc_force")
  if not q or q == "" then return nil end
  local name, rest = q:match("^([^|]*)|?(.*)$")
  g:gset("enc_force", rest ~= "" and rest or nil)
  for _, z in ipairs({ ENCOUNTERS, ENC_DISCARD }) do
    for _, c in ipairs(g:cards(z)) do if g:name(c) == name then return c end end
  end
  return g:new_card(name, 0, ENCOUNTERS)      -- a test-only Encounter joins the deck
end

-- PROC.ENCOUNTER: draws the card to resolve (into encounter_active).
function TF.draw_encounter(g, kind)
  if kind == "confrontation" then
    gather_encounters(g)
    g:log("all Encounters are shuffled together for the Confrontation")
  elseif g:size(ENCOUNTERS) == 0 then
    gather_encounters(g)
    g:log("the Encounter deck is empty: all Encounters are reshuffled")
  end
  local c = forced(g) or g:top(ENCOUNTERS)
  g:move(c, ENC_ACTIVE)
  g:log("Encounter drawn (%s): %s", kind, g:name(c))
  return c
end

function TF.discard_encounter(g, c)
  g:move(c, ENC_DISCARD)
end

---------------------------------------------------------------------------
-- Ambush
---------------------------------------------------------------------------

local function players_key(list)
  local s = {}
  for i, q in ipairs(list) do s[i] = tostring(q) end
  return table.concat(s, ",")
end

local function run_ambush(g, affected, source)
  local hit, counted = {}, 0
  for _, q in ipairs(TF.sort_turn_order(g, affected)) do
    if not g:pget(q, "avoids") then
      counted = counted + 1
      if g:pget(q, "shielded") then
        g:log("%s avoids the Ambush effect", TF.pname(q))
      else
        hit[#hit + 1] = q
      end
    else
      g:log("%s avoids the Ambush", TF.pname(q))
    end
  end
  if counted == 0 then
    g:log("nobody is affected by the Ambush: no Encounter is drawn")
    return
  end
  g:gset("enc_busy", true)
  local enc = TF.draw_encounter(g, "ambush")
  local d = g:def(enc)
  local as_attack = TF.flag(g, "ambush_always_attack") or d.ambush_attack
  for _, q in ipairs(hit) do
    if d.ambush then
      if as_attack then
        TF.attack(g, { q }, enc, d.ambush, "the Ambush (%s)")
      else
        g:use(enc, q, d.ambush)
      end
    end
  end
  TF.discard_encounter(g, enc)
  g:gset("enc_busy", nil)
end

-- PROC.AMBUSH(affected).  One Encounter per call.
function TF.ambush(g, affected, source)
  if #affected == 0 then return end
  if g:gget("enc_busy") then
    local q = g:gget("amb_q")
    local item = players_key(affected) .. ":" .. tostring(source or 0)
    g:gset("amb_q", q and (q .. ";" .. item) or item)
    return
  end
  g:log("Ambush against %s%s", function() return (players_key(affected):gsub("(%d+)", "p%1")) end,
        source and (" (" .. g:name(source) .. ")") or "")       -- (a function: worded if the log is kept)
  run_ambush(g, affected, source)
  while g:gget("amb_q") do
    local q = g:gget("amb_q")
    local item, rest = q:match("^([^;]*);?(.*)$")
    g:gset("amb_q", rest ~= "" and rest or nil)
    local ps, src = item:match("^([^:]*):(%d+)$")
    local list = {}
    for s in ps:gmatch("%d+") do list[#list + 1] = tonumber(s) end
    src = tonumber(src)
    run_ambush(g, list, src ~= 0 and src or nil)
  end
end

---------------------------------------------------------------------------
-- Reveal, Boss reveal, entering a space, Convert
---------------------------------------------------------------------------

function TF.boss_reveal(g, boss)
  local d = g:def(boss)
  g:log("Boss revealed: %s", g:name(boss))
  local targets = TF.in_matrix(g)
  if d.reveal_attack and #targets > 0 then
    TF.attack(g, targets, boss, d.reveal_attack, "%s's Reveal Attack")
  end
  if d.then_ambush then
    TF.ambush(g, TF.in_matrix(g), boss)
  end
  if d.on_reveal and g:where(boss) == MATRIX then g:use(boss, g:active(), d.on_reveal) end
end

-- PROC.REVEAL: flips a facedown Matrix card faceup for everyone.
function TF.reveal(g, c, revealer)
  if g:face_up(c) then return end
  g:flip(c, true)
  local r, col = TF.card_pos(g, c)
  g:log("%s is revealed at %s", g:name(c), TF.space(r, col))
  local d = g:def(c)
  if d.is.boss then
    return TF.boss_reveal(g, c)
  elseif TF.is_adversary(g, c) then
    local there = TF.players_at(g, r, col)
    if #there > 0 then TF.ambush(g, there, c) end
  end
  if d.on_reveal and g:where(c) == MATRIX then g:use(c, revealer or g:active(), d.on_reveal) end
end

-- PROC.ENTER(player, space, how): how = "move", "teleport", "place", "forced".
function TF.enter(g, p, r, c, how)
  TF.set_pos(g, p, r, c)
  if how ~= "place" then
    g:log("%s %s to %s", TF.pname(p), how == "teleport" and "teleports" or "moves", TF.space(r, c))
  end
  local x = TF.cell(g, r, c)
  if x and (how == "move" or how == "forced") and TF.is_adversary(g, x) then
    TF.ambush(g, { p }, x)
  end
  if how ~= "place" then
    x = TF.cell(g, r, c)
    if x and g:face_up(x) and g:def(x).on_enter then g:use(x, p, g:def(x).on_enter, how) end
  end
end

-- PROC.CONVERT.  The leaving side's "when you Convert" text fires first.
function TF.convert(g, p, free)
  if not free then TF.pay_energon(g, p, 1) end
  local from = TF.mode(g, p)
  local side = TF.side(g, p, from)
  if side and side.on_leave then g:use(TF.character(g, p), p, side.on_leave) end
  local to = from == "bot" and "alt" or "bot"
  g:pset(p, "mode", to)
  g:log("%s Converts to %s Mode%s", TF.pname(p), to == "bot" and "Bot" or "Alt",
        free and " (free)" or " (1 Energon)")
  if to == "bot" then TF.refresh_static(g, p) end
end

return TF
