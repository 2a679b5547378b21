-- z-g/attack.lua -- Time 5 and Time 6 (digest 7, 8, 10.1, 10.2, 11, 12.2),
-- in the order of section 13: eligibility, sneak status, declarations,
-- target draw or targetlock, cover, spin and half turn, reveal, retests,
-- Time-6 maneuvers, bolster then augment placement, strikes, retests, the
-- save window, the chart, the locked penetration chain, knockback.
--
-- The attack runs inside one unit; each player's choice is a g:choose the
-- kernel asks (the defender's bolsters, retests and saves are the
-- defender's decisions).  What views must show lives in values with the
-- "attack" expiry: a_end (the attacking end, set once the target card is
-- drawn and the cards are laid: until then the secret choice lives only in
-- the running unit), a_sneak, and on target cards
-- t_end (the end facing the attacker), bol1..3; on the action card aug1..3.

local ZG = include "core"
local AR = include "arena"
local M = include "move"
local KB = include "knockback"
local S = ZG.S
local A = {}
local fmt = string.format
local pn = ZG.pname

---------------------------------------------------------------------------
-- Helpers
---------------------------------------------------------------------------

-- Mode-layer cards (and the character card) in p's control panel with a
-- given field set.
function A.panel(g, p, field)
  local out = {}
  for _, c in ipairs(g:cards(ZG.z(g, "panel", p))) do
    if g:def(c)[field] then out[#out + 1] = c end
  end
  return out
end

-- A used mode card returns to the Mode deck (refreshed at the round's end).
local function use_mode(g, c)
  g:move(c, ZG.z(g, "modes", g:owner(c)))
  g:flip(c, true)
end

function A.mount(g, c)
  local d = g:def(c)
  if d.mount then return d.mount end
  return d.part_slot == "footgear" and 0 or ZG.FIG_H - 1
end

local function dots_text(dots, extra, field)
  local t = {}
  for k = 1, 3 do
    t[k] = S.text(dots[k], field == "ap" and extra[k] or 0, field == "armor" and extra[k] or 0)
  end
  return table.concat(t, " ")
end

local function counts(g, c, prefix)
  return { g:cget(c, prefix .. 1) or 0, g:cget(c, prefix .. 2) or 0, g:cget(c, prefix .. 3) or 0 }
end

---------------------------------------------------------------------------
-- Eligibility (7.1) and the Time 5 options
---------------------------------------------------------------------------

-- Can p attack q with its action card?  true, "HtH"|"ranged"  or false, why.
function A.can_attack(g, p, q)
  local c = g:pget(p, "act")
  if not ZG.alive(g, q) or not AR.pos(g, q) then return false, pn(q) .. " is not in the arena" end
  local seen, why = AR.los(g, p, q)
  if not seen then return false, "no line of sight: " .. why end
  local r = ZG.range(g, c)
  if r == 0 then
    local t, w = AR.touch(g, p, q)
    if not t then return false, "hand-to-hand needs touch: " .. w end
    return true, "HtH"
  end
  if not AR.in_range(g, p, q, r) then
    return false, fmt("out of range: %.1f cl away, Range %d", AR.flat_dist(g, p, q), r)
  end
  return true, "ranged"
end

-- A terrain piece in reach and sight: true, or false and why.
function A.can_attack_piece(g, p, i)
  local c = g:pget(p, "act")
  local r = ZG.range(g, c)
  local x, y = AR.pos(g, p)
  local feet = AR.feet(g, p)
  local hx, hy, hz = AR.head(g, p)
  for _, t in ipairs(AR.piece_cells(g, i)) do
    local tz = tonumber(g:zone_info(g:where(t)):sub(2))
    local tx, ty = g:cget(t, "tx"), g:cget(t, "ty")
    local d = math.sqrt((tx - x) ^ 2 + (ty - y) ^ 2)
    local reach = r == 0 and math.abs(tx - x) <= 1 and math.abs(ty - y) <= 1
                  and tz >= feet - 1 and tz <= feet + ZG.FIG_H
                  or r > 0 and d <= r + ZG.RANGE_SLACK
    if reach then
      local bx, by, bz = AR.ray(g, hx, hy, hz, tx + .5, ty + .5, tz + .5)
      if not bx or AR.terrain(g, bx, by, bz) == t or
         (AR.terrain(g, bx, by, bz) and g:cget(AR.terrain(g, bx, by, bz), "piece") == i) then
        return true
      end
    end
  end
  return false, "no cell of it is in reach and sight"
end

---------------------------------------------------------------------------
-- Sneak status (10.2, in the order of section 13 step 2)
---------------------------------------------------------------------------

function A.attacking_from_cover(g, p, q)
  for _, c in ipairs(ZG.gear(g, p)) do
    if AR.covered(g, q, p, A.mount(g, c)) then return true end
  end
  return false
end

function A.sneak(g, p, q, hth)
  local c = g:pget(p, "act")
  local why
  if ZG.order(g)[1] == p and (g:pget(p, "attacks") or 0) == 0 then why = "highest Impulse, first attack"
  elseif q and A.attacking_from_cover(g, p, q) then why = "attacking from cover"
  elseif q and g:pget(p, "unseen" .. q) then why = "out of sight when the action began"
  end
  if hth and g:pget(p, "stance") == "attack" then why = why or "Attack stance, hand-to-hand" end
  if why and hth and q and g:pget(q, "stance") == "defense" then
    return false, "Defense stance: hand-to-hand attacks on it are never sneak attacks"
  end
  if why and g:cget(c, "u" .. (g:turn() - 1)) then
    return false, "the card was used last round: no sneak attack"
  end
  return why ~= nil, why
end

-- Hand attacks (7.1.4, 10.8): not against Defense stance unless in Attack stance.
function A.may_attack_hand(g, p, q)
  if g:pget(q, "stance") == "defense" and g:pget(p, "stance") ~= "attack" then
    return false, "Defense stance: foes may not attack its hand"
  end
  return true
end

---------------------------------------------------------------------------
-- Augments from the position (10.1, 9.4, 10.8)
---------------------------------------------------------------------------

function A.position_augments(g, p, q, hth)
  local n, why = 0, {}
  local fa, fq = AR.feet(g, p), AR.feet(g, q)
  local jump = g:pget(p, "jump_from")
  if hth then
    if jump and jump >= fq + 1 then n = n + 1; why[#why + 1] = "jumping down"
    elseif fa >= fq + 1 then n = n + 1; why[#why + 1] = "high ground (above the knee)" end
    if g:pget(q, "stance") == "prone" then n = n + 1; why[#why + 1] = "prone foe" end
  else
    if fa >= fq + ZG.FIG_H then n = n + 1; why[#why + 1] = "high ground (above the head)" end
    local own = g:options().prone_first_clause ~= "foes_ranged"
    if own and g:pget(p, "stance") == "prone" then n = n + 1; why[#why + 1] = "prone stance" end
    if not own and g:pget(q, "stance") == "prone" then n = n + 1; why[#why + 1] = "prone foe" end
  end
  return n, table.concat(why, ", ")
end

---------------------------------------------------------------------------
-- One test: spin, half turn, reveal
---------------------------------------------------------------------------

local function end_label(g, c, e)
  return fmt("end %s: %s", e, dots_text(ZG.ends(g, c, e), { 0, 0, 0 }))
end

-- Spins target card t (7.3); the attacker may ask for a half turn, blind.
local function spin(g, p, t, locked)
  local e = g:random(2) == 1 and "A" or "B"
  g:cset(t, "t_spun", e, "attack")
  local h = g:choose(p, "The target card is spun: ask for a half turn?",
                     { "keep the end facing you", "ask for a half turn" },
                     { reason = "7.3: the attacker decides without seeing the card" })
  if h == "ask for a half turn" then e = e == "A" and "B" or "A" end
  g:cset(t, "t_end", e, "attack")
end

local function reveal(g, act, t)
  g:flip(t, true)
  g:flip(act, true)
  local ae, te = g:gget("a_end"), g:cget(t, "t_end")
  local m = S.test(ZG.ends(g, act, ae), ZG.ends(g, t, te))
  g:log("test: %s %s [%s] vs %s %s [%s]: %d match%s", g:name(act), ae,
        dots_text(ZG.ends(g, act, ae), { 0, 0, 0 }), g:name(t), te,
        dots_text(ZG.ends(g, t, te), { 0, 0, 0 }), m, m == 1 and "" or "es")
  g:emit("zg_test", { card = t, matches = m })
  return m
end

local function strikes(g, act, t, locked)
  local aug = locked and { 0, 0, 0 } or counts(g, act, "aug")
  local bol = locked and { 0, 0, 0 } or counts(g, t, "bol")
  return S.test(ZG.ends(g, act, g:gget("a_end")), ZG.ends(g, t, g:cget(t, "t_end")), aug, bol)
end

-- Places declared bolsters (defender) then augments (attacker) (8.6).
local function place_dots(g, p, q, act, t)
  for k = 1, 3 do g:cset(t, "bol" .. k, nil); g:cset(act, "aug" .. k, nil) end
  local te, ae = g:cget(t, "t_end"), g:gget("a_end")
  for _ = 1, g:gget("a_bol") or 0 do
    local dots = ZG.ends(g, t, te)
    local opts = {}
    for k = 1, 3 do
      opts[k] = { label = fmt("armor on target dot %d (%s)", k, S.text(dots[k], 0, g:cget(t, "bol" .. k) or 0)),
                  value = k }
    end
    local k = g:choose(q, "Bolster: +1 armor on which target dot?", opts)
    g:cadd(t, "bol" .. k, 1, "attack")
  end
  for _ = 1, g:gget("a_aug") or 0 do
    local dots = ZG.ends(g, act, ae)
    local opts = {}
    for k = 1, 3 do
      opts[k] = { label = fmt("AP on attacking dot %d (%s)", k, S.text(dots[k], g:cget(act, "aug" .. k) or 0, 0)),
                  value = k }
    end
    local k = g:choose(p, "Augment: +1 AP on which attacking dot?", opts)
    g:cadd(act, "aug" .. k, 1, "attack")
  end
end

-- The retest window (8.8): attacker, then defender; once each per test.
-- Returns the card to respin, or nil.
local function retest_window(g, p, q, act, t, hth)
  for _, who in ipairs({ p, q }) do
    if who and not g:gget("a_retested" .. (who == p and "A" or "D")) then
      local opts = {}
      local free = who == p and hth and g:pget(q, "down")
      local src = A.panel(g, who, "retest")
      if free then
        opts[#opts + 1] = { label = "free retest (the foe is down): spin the target card again",
                            value = { t, nil } }
      end
      for _, c in ipairs(src) do
        opts[#opts + 1] = { label = fmt("retest with %s: spin the target card again", g:name(c)), value = { t, c } }
        opts[#opts + 1] = { label = fmt("retest with %s: spin %s again", g:name(c), g:name(act)), value = { act, c } }
      end
      if #opts > 0 then
        local v = g:choose(who, "Retest?", opts, { optional = true, none = "no retest",
                                                    reason = "8.8: each player may retest once per test" })
        if v then
          g:gset("a_retested" .. (who == p and "A" or "D"), 1, "attack")
          if v[2] then use_mode(g, v[2]) end
          g:log("%s retests", pn(who))
          return v[1]
        end
      end
    end
  end
end

---------------------------------------------------------------------------
-- The target card: draw, targetlock, cover
---------------------------------------------------------------------------

local function draw_target(g, p, q, allow_lock, allow_hand)
  local tz = ZG.z(g, "target", q)
  local lock = g:pget(p, "lock")
  if allow_lock and lock and g:pget(p, "lock_foe") == q and g:owner(lock) == q
     and (g:where(lock) == ZG.z(g, "deck", q) or g:where(lock) == ZG.z(g, "hand", q)) then
    local use = g:choose(p, "Targetlock: attack the locked card again?",
                         { { label = "target the locked " .. g:name(lock), value = true },
                           { label = "draw a target card", value = false } })
    g:pset(p, "lock", nil); g:pset(p, "lock_foe", nil)
    if use then g:move(lock, tz); return lock end
  end
  g:pset(p, "lock", nil); g:pset(p, "lock_foe", nil)
  local deck = ZG.z(g, "deck", q)
  local c = g:top(deck)
  if not c and allow_hand then
    local hand = ZG.z(g, "hand", q)
    local n = g:size(hand)
    if n > 0 then c = g:top(hand, g:random(n)); g:log("%s's deck is empty: the target comes from the hand", pn(q)) end
    g:emit("zg_deck_empty", { player = q })
  end
  if c then g:move(c, tz) end
  return c
end

local function look(g, q, t, sneak)
  if not sneak then g:reveal(t, q) end
end

-- A covered target card fails the attack (7.4).
local function covered(g, p, q, t)
  if not q then return false end
  local cov = AR.covered(g, p, q, A.mount(g, t))
  if cov then g:log("%s is covered: the attack fails", g:name(t)) end
  return cov
end

local function back(g, t)
  if g:where(t) == ZG.z(g, "target", g:owner(t)) then ZG.to_deck(g, t) end
end

---------------------------------------------------------------------------
-- The chart (8.4) and saves (8.9)
---------------------------------------------------------------------------

-- The save window; returns "undone", "saved" or nil.
local function save_window(g, q, t, s)
  local opts = {}
  if s >= 2 then
    for _, c in ipairs(A.panel(g, q, "save")) do
      opts[#opts + 1] = { label = fmt("sacrifice %s to save %s", g:name(c), g:name(t)), value = { "saved", c } }
    end
  end
  if s >= 1 then
    for _, c in ipairs(A.panel(g, q, "hero_undo")) do
      opts[#opts + 1] = { label = fmt("undo the attack with %s", g:name(c)), value = { "undone", c } }
    end
  end
  if #opts == 0 then return nil end
  local v = g:choose(q, fmt("%d strikes on %s: save it?", s, g:name(t)), opts,
                     { optional = true, none = "no save", reason = "8.9: before any slag or penetration draw" })
  if not v then return nil end
  if v[1] == "saved" then
    g:move(v[2], ZG.z(g, "box"))
    g:log("%s sacrifices %s to save %s", pn(q), g:name(v[2]), g:name(t))
  else
    use_mode(g, v[2])
    g:log("%s undoes the attack with %s", pn(q), g:name(v[2]))
  end
  g:emit("zg_save", { player = q, card = t, how = v[1] })
  return v[1]
end

-- Applies the chart to t; returns true if the chain goes on (>= 3 strikes).
local function chart(g, p, q, t, s, saved)
  g:log("%d strike%s on %s: %s", s, s == 1 and "" or "s", g:name(t), saved and "saved" or S.result(s))
  g:emit("zg_strikes", { card = t, strikes = s })
  if saved or s == 0 then back(g, t); return false end
  if s == 1 then
    back(g, t)
    g:pset(p, "lock", t, "turn"); g:pset(p, "lock_foe", q, "turn")
    g:emit("zg_targetlock", { card = t, player = p })
    return false
  end
  local defeated = ZG.slag(g, t)
  if s >= 4 then
    g:pset(q, "stunned", 1)
    g:log("%s is stunned", pn(q))
    g:emit("zg_stun", { player = q })
  end
  return s >= 3 and not defeated
end

---------------------------------------------------------------------------
-- The attack
---------------------------------------------------------------------------

-- The full test of the first target card with its windows; returns
-- matches, strikes, result ("miss", "undone", "saved", nil).
local function first_test(g, p, q, act, t, hth)
  while true do
    local m = reveal(g, act, t)
    if m == 0 then
      local again = retest_window(g, p, q, act, t, hth)
      if not again then g:log("a miss"); return 0, 0, "miss" end
      if again == act then g:gset("a_end", g:random(2) == 1 and "A" or "B", "attack")
      else spin(g, p, t) end
    else
      -- Time 6: maneuvers, then bolster and augment placement, strikes.
      g:emit("zg_time6", { attacker = p, card = act })
      for _, c in ipairs(A.panel(g, p, "maneuver_time")) do
        if g:def(c).maneuver_time == 6 and
           g:yes_no(p, fmt("Time 6: play %s?", g:name(c)), { reason = "a Time 6 - Damage maneuver" }) then
          use_mode(g, c)
          g:log("%s plays %s", pn(p), g:name(c))
          g:emit("zg_maneuver", { card = c, player = p, target = t })
        end
      end
      if q then place_dots(g, p, q, act, t) end
      local _, s = strikes(g, act, t, false)
      g:log("%d strike%s", s, s == 1 and "" or "s")
      local again = retest_window(g, p, q, act, t, hth)
      if not again then return m, s end
      if again == act then g:gset("a_end", g:random(2) == 1 and "A" or "B", "attack")
      else spin(g, p, t) end
    end
  end
end

-- A locked test (penetration, extra multicard cards): printed blazes.
local function locked_test(g, p, q, act, t)
  spin(g, p, t, true)
  local m = reveal(g, act, t)
  if m == 0 then return 0, 0 end
  local _, s = strikes(g, act, t, true)
  return m, s
end

local function penetrate(g, p, q, act, sneak)
  while ZG.alive(g, q) do
    local t = draw_target(g, p, q, false, false)
    if not t then g:log("nothing left in %s's deck to penetrate", pn(q)); return end
    g:log("penetration: a new target card is drawn (locked)")
    look(g, q, t, sneak)
    if covered(g, p, q, t) then back(g, t); return end
    local _, s = locked_test(g, p, q, act, t)
    if not chart(g, p, q, t, s, false) then return end
  end
end

-- Attacking terrain (12.2): the target card comes from the attacker's deck.
local function attack_piece(g, p, act, i)
  local name = g:gget("pname" .. i)
  g:log("%s attacks the %s", pn(p), name)
  local e = g:choose(p, "Choose the attacking end (secret)", { end_label(g, act, "A"), end_label(g, act, "B") })
  g:gset("a_end", e:sub(5, 5), "attack")
  local deck = ZG.z(g, "deck", p)
  local t = g:top(deck)
  if not t then g:log("no card to draw"); return end
  g:move(t, ZG.z(g, "target", p))
  spin(g, p, t)
  local m = reveal(g, act, t)
  local s = 0
  if m > 0 then local _; _, s = strikes(g, act, t, true) end
  back(g, t)
  local total = g:gadd("pstrikes" .. i, s)
  local mass = g:gget("pmass" .. i)
  g:log("the %s takes %d strike%s (%d of %d)", name, s, s == 1 and "" or "s", total, mass)
  if total >= mass then
    for _, c in ipairs(AR.piece_cells(g, i)) do g:move(c, ZG.z(g, "rubble")) end
    g:gset("pgone" .. i, 1)
    g:log("the %s is destroyed", name)
    g:emit("zg_terrain_destroyed", { piece = i })
    for _, q in ipairs(ZG.living(g)) do
      local x, y = AR.pos(g, q)
      if x and not g:pget(q, "attach") and not AR.floored(g, x, y, select(3, AR.pos(g, q))) then
        M.fall(g, q, AR.feet(g, q), x, y, "fall")
      end
    end
  end
end

-- Declarations before the draw (8.6, 8.7, 11.4): augments and Extra
-- powerups by the attacker, then bolsters by the defender.
local function declarations(g, p, q, act)
  while true do
    local opts = {}
    for _, c in ipairs(A.panel(g, p, "augment")) do
      opts[#opts + 1] = { label = "declare an augment with " .. g:name(c), value = { "aug", c } }
    end
    if ZG.has(g, act, "Scan") and not g:gget("a_scan") then
      opts[#opts + 1] = { label = "use Scan (Extra)", value = { "scan" } }
    end
    if not g:gget("a_multi") then
      for _, c in ipairs(A.panel(g, p, "multicard")) do
        opts[#opts + 1] = { label = "add a target card with " .. g:name(c), value = { "multi", c } }
      end
    end
    if #opts == 0 then break end
    local v = g:choose(p, "Before the test: declarations?", opts,
                       { optional = true, none = "go on", reason = "Time 5: augments, Extra powerups, multicard" })
    if not v then break end
    if v[1] == "aug" then use_mode(g, v[2]); g:gadd("a_aug", 1, "attack"); g:log("%s declares an augment", pn(p))
    elseif v[1] == "scan" then g:gset("a_scan", 1, "attack"); g:log("%s will use Scan", pn(p))
    else use_mode(g, v[2]); g:gset("a_multi", 1, "attack"); g:log("%s plays %s: one more target card", pn(p), g:name(v[2])) end
  end
  while true do
    local opts = {}
    for _, c in ipairs(A.panel(g, q, "bolster")) do
      opts[#opts + 1] = { label = "declare a bolster with " .. g:name(c), value = c }
    end
    if #opts == 0 then break end
    local c = g:choose(q, "Before the test: bolster?", opts, { optional = true, none = "go on" })
    if not c then break end
    use_mode(g, c); g:gadd("a_bol", 1, "attack"); g:log("%s declares a bolster", pn(q))
  end
end

-- Scan (an Extra powerup, effect unknown: an event cards can hook) on
-- one target card only, never a penetration card (11.4, 11.7).
local function scan(g, p, t)
  g:gset("a_scanned", t, "attack")
  g:log("%s scans %s", pn(p), g:name(t))
  g:emit("zg_scan", { player = p, card = t })
end

function A.attack(g, p, q)
  local act = g:pget(p, "act")
  local okay, kind = A.can_attack(g, p, q)
  if not okay then error("illegal attack: " .. kind, 0) end
  local hth = kind == "HtH"
  local jump = hth and g:pget(p, "kd_pending") and g:pget(p, "jump_from")
               and g:pget(p, "jump_from") >= AR.feet(g, q) + 1
  M.resolve_landing(g, p, jump and q or nil)
  local sneak, why = A.sneak(g, p, q, hth)
  g:gset("a_sneak", sneak and 1 or nil, "attack")
  g:padd(p, "attacks", 1, "turn")
  if sneak then g:log("%s makes a sneak attack on %s (%s)", pn(p), pn(q), why)
  else g:log("%s attacks %s: \"%s\"", pn(p), pn(q), g:def(act).attack_name or g:name(act)) end
  g:emit("zg_declare", { attacker = p, defender = q, card = act, hth = hth, sneak = sneak })
  -- The chosen end stays in this unit (replayed with it) until the card is
  -- laid: no value shows it while the defender declares and draws.
  local e = g:choose(p, "Choose the attacking end (secret)", { end_label(g, act, "A"), end_label(g, act, "B") },
                     { reason = "7.2: the attacker secretly chooses the end facing the foe" })
  local pos_aug, aug_why = A.position_augments(g, p, q, hth)
  if pos_aug > 0 then g:gadd("a_aug", pos_aug, "attack"); g:log("augmented: %s", aug_why) end
  declarations(g, p, q, act)
  g:emit("zg_dodge", { attacker = p, defender = q })
  local t = draw_target(g, p, q, true, true)
  if not t then g:log("%s has no card to draw", pn(q)); return end
  look(g, q, t, sneak)
  if covered(g, p, q, t) then back(g, t); return end
  g:gset("a_end", e:sub(5, 5), "attack")
  spin(g, p, t)
  local m, s, res = first_test(g, p, q, act, t, hth)
  local pen = false
  if res == "miss" then back(g, t)
  else
    if g:gget("a_scan") and not g:gget("a_multi") then scan(g, p, t) end
    local saved = s >= 1 and save_window(g, q, t, s) or nil
    if saved == "undone" then back(g, t); return end
    pen = chart(g, p, q, t, s, saved == "saved")
  end
  local first_m, first_s = m, s
  if g:gget("a_multi") and ZG.alive(g, q) then
    local t2 = draw_target(g, p, q, false, false)
    if t2 then
      g:log("the added target card is tested (multicard)")
      look(g, q, t2, sneak)
      if g:gget("a_scan") then
        local which = g:choose(p, "Scan applies to one target card: which?",
          { { label = "scan the first target card", value = 1 }, { label = "scan the added target card", value = 2 } })
        scan(g, p, which == 2 and t2 or t)
      end
      if covered(g, p, q, t2) then back(g, t2)
      else
        local _, s2 = locked_test(g, p, q, act, t2)
        pen = chart(g, p, q, t2, s2, false) or pen
      end
    end
  end
  if pen then penetrate(g, p, q, act, sneak) end
  if ZG.has(g, act, "Knockback") and first_m >= 1 and ZG.alive(g, q) and ZG.alive(g, p) then
    local n = g:options().knockback_count == "strikes" and first_s or first_m
    KB.from(g, p, q, n, first_s, "Knockback")
  end
end

-- Time 5: attack foe q, a terrain piece, or nothing.
function A.run_attack(g, p, q)
  ZG.guard(A.attack, g, p, q)
end

function A.run_piece(g, p, i)
  M.resolve_landing(g, p, nil)
  ZG.guard(attack_piece, g, p, g:pget(p, "act"), i)
end

function A.run_none(g, p)
  ZG.guard(M.resolve_landing, g, p, nil)
  g:log("%s does not attack", pn(p))
end

return A
