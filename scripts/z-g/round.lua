-- z-g/round.lua -- the round (digest 5.1): Flameout announcements, the
-- secret hand pick, Impulse order with tie-break draws, placement (round 1),
-- then each living player's turn in Impulse order: pulses of one action
-- card each (play, Time 4 move, Time 5 attack, post-damage movement, end),
-- and the round's end (Flameout forfeits, victory).
--
-- A kernel turn is one round.  The phases (ruleset.lua) are steps and
-- windows; the turn's player is the kernel's active player, the order and
-- the current index are game values (ord1.., nord, cur).

local ZG = include "core"
local AR = include "arena"
local M = include "move"
local A = include "attack"
local CD = include "countdown"
local P = include "prime"
local R = {}
local fmt = string.format
local pn = ZG.pname

---------------------------------------------------------------------------
-- ROUND.BEGIN and T2: Flameout, hand pick
---------------------------------------------------------------------------

function R.round_begin(g)
  g:log("round %d", g:turn())
  for _, p in ipairs(ZG.living(g)) do
    -- Mode cards used last round come back to the control panel ([OURS]).
    for _, c in ipairs(g:cards(ZG.z(g, "modes", p))) do g:move(c, ZG.z(g, "panel", p)) end
    if g:yes_no(p, "Announce Flameout this round?",
                { reason = "10.7: play each hand card twice; forfeit if no foe is defeated this round" }) then
      g:pset(p, "flameout", 1, "round")
      g:log("%s announces Flameout", pn(p))
    end
  end
end

-- One pick of p's: a card of the deck, or (the pick clock on) an answer of
-- a player in `done` about the clock.  After the clock ran out, a card at
-- random (the game's generator).  Returns the card (nil: none left) and
-- whether it was drawn at random.
local function pick_one(g, p, k, done)
  local deck = ZG.z(g, "deck", p)
  local n = g:size(deck)
  if n == 0 then return nil end
  if CD.pick_out(g) then return g:top(deck, g:random(n)), true end
  local opts = g:cards(deck)
  for _, it in ipairs(CD.pick_items(g, done)) do opts[#opts + 1] = it end
  local c = g:choose(p, fmt("Pick your hand (card %d of 3, secret)", k), opts,
                     { auto = true, reason = "T2: choose 3 zGear as this round's action cards" })
  if type(c) ~= "table" then return c end
  CD.pick_clock(g, p, c)
  return pick_one(g, p, k, done)
end

function R.hand_pick(g)
  local done = {}
  for _, p in ipairs(ZG.living(g)) do
    local hand, random = ZG.z(g, "hand", p), 0
    for k = 1, 3 do
      local c, at_random = pick_one(g, p, k, done)
      if not c then break end
      if at_random then random = random + 1 end
      g:move(c, hand)
    end
    if random > 0 then g:log("%s's hand: %d card%s picked at random", pn(p), random, random == 1 and "" or "s") end
    g:shuffle(ZG.z(g, "deck", p))
    done[#done + 1] = p
  end
end

---------------------------------------------------------------------------
-- T3: Impulse (5.3)
---------------------------------------------------------------------------

function R.impulse_of(g, p)
  local t = {}
  for _, c in ipairs(g:cards(ZG.z(g, "hand", p))) do t[#t + 1] = ZG.impulse(g, c) end
  table.sort(t, function(a, b) return a > b end)
  return t
end

local function cmp(a, b)
  for i = 1, math.max(#a, #b) do
    local x, y = a[i] or -1, b[i] or -1
    if x ~= y then return x > y and -1 or 1 end
  end
  return 0
end

-- Orders a tied group by random deck draws (higher Impulse first); each
-- run still tied draws again (5.3, reading: repeat until resolved).
local function break_tie(g, group, out, depth)
  depth = depth or 1
  if #group == 1 or depth > 20 then
    for _, p in ipairs(group) do out[#out + 1] = p end
    return
  end
  local drawn = {}
  for _, p in ipairs(group) do
    local deck = ZG.z(g, "deck", p)
    local n = g:size(deck)
    local c = n > 0 and g:top(deck, g:random(n))
    drawn[p] = c and ZG.impulse(g, c) or -1
    g:log("tie-break: %s reveals %s (Impulse %d)", pn(p), c and g:name(c) or "nothing", drawn[p])
    g:shuffle(deck)
  end
  table.sort(group, function(a, b) if drawn[a] ~= drawn[b] then return drawn[a] > drawn[b] end return a < b end)
  local i = 1
  while i <= #group do
    local j = i
    while j < #group and drawn[group[j + 1]] == drawn[group[i]] do j = j + 1 end
    local run = {}
    for k = i, j do run[#run + 1] = group[k] end
    break_tie(g, run, out, depth + 1)
    i = j + 1
  end
end

function R.impulse(g)
  local live = ZG.living(g)
  local tup = {}
  for _, p in ipairs(live) do
    tup[p] = R.impulse_of(g, p)
    g:pset(p, "impulse", table.concat(tup[p], ""), "round")
    g:log("%s's Impulse: %s", pn(p), table.concat(tup[p], ""))
  end
  table.sort(live, function(a, b) local c = cmp(tup[a], tup[b]) if c ~= 0 then return c < 0 end return a < b end)
  local order, i = {}, 1
  while i <= #live do
    local j = i
    while j < #live and cmp(tup[live[j + 1]], tup[live[i]]) == 0 do j = j + 1 end
    if j == i then order[#order + 1] = live[i]
    else
      local group = {}
      for k = i, j do group[#group + 1] = live[k] end
      break_tie(g, group, order)
    end
    i = j + 1
  end
  ZG.set_order(g, order)
  local names = {}
  for k, p in ipairs(order) do names[k] = pn(p) end
  g:log("Impulse order: %s", table.concat(names, ", "))
  g:gset("cur", 1)
  g:set_active(order[1])
end

---------------------------------------------------------------------------
-- T3 placement (round 1 only, section 4)
---------------------------------------------------------------------------

local function next_unplaced(g)
  for _, p in ipairs(ZG.order(g)) do
    if not g:pget(p, "placed") then return p end
  end
end

function R.place_check(g)
  local p = next_unplaced(g)
  if not p then g:set_active(ZG.order(g)[1]); g:goto_phase("turn_begin"); return end
  g:set_active(p)
end

-- The nearest placed foe's distance (19.9: 3-D, feet cells).
local function nearest_foe(g, p, x, y, z)
  local best
  for _, q in ipairs(ZG.living(g)) do
    if q ~= p and g:pget(q, "placed") then
      local qx, qy, qz = AR.pos(g, q)
      local d = math.sqrt((qx - x) ^ 2 + (qy - y) ^ 2 + (qz - z) ^ 2)
      if not best or d < best then best = d end
    end
  end
  return best
end

local function cell_code(x, y, z) return (z * 100 + y) * 100 + x end
local function cell_of(code) return code % 100, (code // 100) % 100, code // 10000 end
local function place_label(g, code)
  local x, y, z = cell_of(code)
  return fmt("place at (%d,%d,%d)", x, y, z)
end

local function place(g, p, code)
  local x, y, z = cell_of(code)
  AR.put(g, p, x, y, z)
  g:pset(p, "placed", 1)
  g:pset(p, "facing", "n")
  g:log("%s places the figure at (%d,%d,%d)", pn(p), x, y, z)
  local n = next_unplaced(g)
  if n then g:set_active(n); return false end
  g:set_active(ZG.order(g)[1])
  return true
end

function R.place_list(g, p, acts)
  local W, D, H = AR.dims(g)
  for y = 0, D - 1 do for x = 0, W - 1 do
    local z = AR.floor_below(g, x, y, H - 1)
    while z do
      if AR.standable(g, x, y, z) then
        local d = nearest_foe(g, p, x, y, z)
        if d and d > ZG.PLACE_DIST + 1e-9 then
          acts:refuse(place_label(g, cell_code(x, y, z)),
                      fmt("%.1f cl from the nearest foe: at most %d", d, ZG.PLACE_DIST))
        else
          acts:add(place_label, place, p, cell_code(x, y, z))
        end
      end
      -- lower floors of the same column (under overhangs)
      local nz = nil
      for zz = z - 2, 0, -1 do
        if not AR.solid(g, x, y, zz) and AR.floored(g, x, y, zz) then nz = zz; break end
      end
      z = nz
    end
  end end
end

---------------------------------------------------------------------------
-- The player turn and its pulses
---------------------------------------------------------------------------

function R.turn_begin(g)
  local p = g:active()
  if not ZG.alive(g, p) then g:goto_phase("turn_end"); return end
  g:expire("turn")
  g:log("%s's turn", pn(p))
  g:emit("zg_turn_begin", { player = p })
end

local function plays_allowed(g, p) return g:pget(p, "flameout") and 2 or 1 end

function R.playable(g, p, c) return (g:cget(c, "plays") or 0) < plays_allowed(g, p) end

function R.pulse_check(g)
  local p = g:active()
  if ZG.alive(g, p) and not CD.out(g, p) then
    for _, c in ipairs(g:cards(ZG.z(g, "hand", p))) do
      if R.playable(g, p, c) then return end
    end
  end
  g:goto_phase("turn_end")
end

-- Dash (10.6): the second footgear of a same-colour L/R pair this turn.
local function dash(g, p, c)
  local d = g:def(c)
  if d.part_slot ~= "footgear" or not d.footgear_side or not d.gear_colour then return end
  local other = d.footgear_side == "L" and "R" or "L"
  if g:pget(p, "fg" .. other .. d.gear_colour) and not g:pget(p, "dashed") then
    g:cset(c, "dash", 1, "pulse")
    g:pset(p, "dashed", 1, "turn")
    g:log("Dash: %s gets +3 Move", g:name(c))
  end
  g:pset(p, "fg" .. d.footgear_side .. d.gear_colour, 1, "turn")
end

local function play(g, p, c)
  g:move(c, ZG.z(g, "action", p))
  g:cadd(c, "plays", 1, "round")
  g:cset(c, "u" .. g:turn(), 1)
  g:pset(p, "act", c, "pulse")
  g:log("%s plays an action card", pn(p))
  dash(g, p, c)
  for _, q in ipairs(ZG.foes(g, p)) do
    if AR.pos(g, q) and not AR.los(g, q, p) then g:pset(p, "unseen" .. q, 1, "pulse") end
  end
  M.begin(g, p, c)
  g:emit("zg_pulse_begin", { player = p, card = c })
  return true
end

local function play_label(g, c) return "play " .. g:name(c) end

-- The windows of a turn list the foes too when the countdown is on
-- (countdown.lua); a foe is offered the clock's options only.
function R.pulse_list(g, p, acts)
  if p ~= g:active() then CD.list(g, p, acts); return end
  for _, c in ipairs(g:cards(ZG.z(g, "hand", p))) do
    if R.playable(g, p, c) then acts:add(play_label, play, p, c)
    else acts:refuse(play_label(g, c), "already played this round") end
  end
  P.list(g, p, acts)
end

-- Time 4: the movement window.
local function end_move(g, p)
  ZG.guard(M.settle, g, p)
  if g:gget("post") then g:pset(p, "mv", 0, "pulse") end
  return true
end

local function defer(g, p)
  g:pset(p, "defer", 1, "pulse")
  g:log("%s attacks first and moves after (Z-G)", pn(p))
  return true
end

function R.move_list(g, p, acts)
  if p ~= g:active() then CD.list(g, p, acts); return end
  M.list(g, p, acts)
  if not g:gget("post") and not g:pget(p, "moved") then
    if ZG.is_zg(g, g:pget(p, "act")) then acts:add("attack first, move after (Z-G)", defer, p)
    else acts:refuse("attack first, move after (Z-G)", "only a Z-G card may attack before moving (6.1)") end
  end
  acts:add("end move", end_move, p)
end

-- Time 5: the attack window.
local function attack_label(g, q)
  return "attack " .. pn(q)
end
local function run_attack(g, p, q) A.run_attack(g, p, q); return true end
local function piece_label(g, i) return "attack the " .. g:gget("pname" .. i) end
local function run_piece(g, p, i) A.run_piece(g, p, i); return true end
local function no_attack(g, p) A.run_none(g, p); return true end

function R.attack_list(g, p, acts)
  if p ~= g:active() then CD.list(g, p, acts); return end
  if not ZG.alive(g, p) or not AR.pos(g, p) then acts:add("no attack", no_attack, p); return end
  for _, q in ipairs(ZG.foes(g, p)) do
    local okay, why = A.can_attack(g, p, q)
    if okay then acts:add(attack_label, run_attack, p, q)
    else acts:refuse(attack_label(g, q), why) end
  end
  for _, i in ipairs(AR.pieces(g)) do
    local okay, why = A.can_attack_piece(g, p, i)
    if okay then acts:add(piece_label, run_piece, p, i)
    else acts:refuse(piece_label(g, i), why) end
  end
  acts:add("no attack", no_attack, p)
end

-- T6 POST_MOVE: Z-G deferred movement or the Z-G2 remainder.
function R.post_check(g)
  local p = g:active()
  local c = g:pget(p, "act")
  local ok = ZG.alive(g, p) and c and M.left(g, p) > 0 and AR.pos(g, p)
             and (g:pget(p, "defer") or ZG.has(g, c, "Z-G2"))
  if not ok then g:goto_phase("pulse_end"); return end
  g:gset("post", 1, "pulse")
  g:log("%s may take the remaining %d Move now", pn(p), M.left(g, p))
end

function R.pulse_end(g)
  local p = g:active()
  ZG.guard(function()
    if ZG.alive(g, p) then
      M.settle(g, p)
      if g:pget(p, "kd_pending") then
        M.knockdown(g, p, "jumped down more than 1 cl without Z-G")
      end
    end
    local c = g:pget(p, "act")
    if c and g:where(c) == ZG.z(g, "action", p) then
      if ZG.alive(g, p) and R.playable(g, p, c) then g:move(c, ZG.z(g, "hand", p))
      else ZG.to_deck(g, c) end
    end
  end)
  g:emit("zg_pulse_end", { player = p })
  g:expire("attack")
  g:expire("pulse")
  if not g:over() then g:goto_phase("pulse_check") end
end

function R.turn_end(g)
  local p = g:active()
  g:emit("zg_turn_end", { player = p })
  g:pset(p, "lock", nil); g:pset(p, "lock_foe", nil)
  g:expire("turn")
  -- hand cards go back to the deck at the end of the player's turn
  if ZG.alive(g, p) then
    for _, c in ipairs(g:cards(ZG.z(g, "hand", p))) do ZG.to_deck(g, c) end
  end
  local order = ZG.order(g)
  local i = g:gget("cur") or 1
  for k = i + 1, #order do
    if ZG.alive(g, order[k]) then
      g:gset("cur", k)
      g:set_active(order[k])
      g:goto_phase("turn_begin")
      return
    end
  end
end

function R.round_end(g)
  ZG.guard(function()
    local flamed = {}
    for _, p in ipairs(ZG.living(g)) do
      if g:pget(p, "flameout") and not g:gget("defeats") then flamed[#flamed + 1] = p end
    end
    for _, p in ipairs(flamed) do ZG.defeat(g, p, "flamed out: no foe was defeated this round", false) end
    ZG.finish_if_decided(g)
  end)
  g:expire("round")
end

return R
