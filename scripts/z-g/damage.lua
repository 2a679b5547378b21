-- z-g/damage.lua -- the test and Time 6 (digest 7.3-7.5, 8): the target
-- card (draw, targetlock, the hand when the deck is empty, the defender's
-- look, cover), spin and the blind half turn, reveal and matches, the
-- retest windows, Time-6 maneuvers, bolster then augment placement,
-- strikes, the save window, the chart and the locked penetration chain.
-- attack.lua declares the attack and calls these in the order of
-- section 13.
--
-- Values with the "attack" expiry hold what views need: a_end (the
-- attacking end), a_aug/a_bol (declared augments and bolsters), on target
-- cards t_spun/t_end (the end spun and the end facing the attacker) and
-- bol1..3, on the action card aug1..3.

local ZG = include "core"
local AR = include "arena"
local S = ZG.S
local D = {}
local fmt = string.format
local pn = ZG.pname

---------------------------------------------------------------------------
-- Helpers
---------------------------------------------------------------------------

-- Mode-layer cards (and the character card) in p's control panel with a
-- given field set.
function D.panel(g, p, field)
  local out = {}
  for _, c in ipairs(g:cards(ZG.z(g, "panel", p))) do
    if g:def(c)[field] then out[#out + 1] = c end
  end
  return out
end

-- A used mode card returns to the Mode deck (refreshed at the round's end).
function D.use_mode(g, c)
  g:move(c, ZG.z(g, "modes", g:owner(c)))
  g:flip(c, true)
end

function D.mount(g, c)
  local d = g:def(c)
  if d.mount then return d.mount end
  return d.part_slot == "footgear" and 0 or ZG.FIG_H - 1
end

function D.dots_text(dots, extra, field)
  local t = {}
  for k = 1, 3 do
    t[k] = S.text(dots[k], field == "ap" and extra[k] or 0, field == "armor" and extra[k] or 0)
  end
  return table.concat(t, " ")
end

function D.counts(g, c, prefix)
  return { g:cget(c, prefix .. 1) or 0, g:cget(c, prefix .. 2) or 0, g:cget(c, prefix .. 3) or 0 }
end

---------------------------------------------------------------------------
-- One test: spin, half turn, reveal
---------------------------------------------------------------------------

function D.end_label(g, c, e)
  return fmt("end %s: %s", e, D.dots_text(ZG.ends(g, c, e), { 0, 0, 0 }))
end

-- Spins target card t (7.3); the attacker may ask for a half turn, blind.
function D.spin(g, p, t, locked)
  local e = g:random(2) == 1 and "A" or "B"
  g:cset(t, "t_spun", e, "attack")
  local h = g:choose(p, "The target card is spun: ask for a half turn?",
                     { "keep the end facing you", "ask for a half turn" },
                     { reason = "7.3: the attacker decides without seeing the card" })
  if h == "ask for a half turn" then e = e == "A" and "B" or "A" end
  g:cset(t, "t_end", e, "attack")
end

function D.reveal(g, act, t)
  g:flip(t, true)
  g:flip(act, true)
  local ae, te = g:gget("a_end"), g:cget(t, "t_end")
  local m = S.test(ZG.ends(g, act, ae), ZG.ends(g, t, te))
  g:log("test: %s %s [%s] vs %s %s [%s]: %d match%s", g:name(act), ae,
        D.dots_text(ZG.ends(g, act, ae), { 0, 0, 0 }), g:name(t), te,
        D.dots_text(ZG.ends(g, t, te), { 0, 0, 0 }), m, m == 1 and "" or "es")
  g:emit("zg_test", { card = t, matches = m })
  return m
end

function D.strikes(g, act, t, locked)
  local aug = locked and { 0, 0, 0 } or D.counts(g, act, "aug")
  local bol = locked and { 0, 0, 0 } or D.counts(g, t, "bol")
  return S.test(ZG.ends(g, act, g:gget("a_end")), ZG.ends(g, t, g:cget(t, "t_end")), aug, bol)
end

-- Places declared bolsters (defender) then augments (attacker) (8.6).
function D.place_dots(g, p, q, act, t)
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
function D.retest_window(g, p, q, act, t, hth)
  for _, who in ipairs({ p, q }) do
    if who and not g:gget("a_retested" .. (who == p and "A" or "D")) then
      local opts = {}
      local free = who == p and hth and g:pget(q, "down")
      local src = D.panel(g, who, "retest")
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
          if v[2] then D.use_mode(g, v[2]) end
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

function D.draw_target(g, p, q, allow_lock, allow_hand)
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

function D.look(g, q, t, sneak)
  if not sneak then g:reveal(t, q) end
end

-- A covered target card fails the attack (7.4).
function D.covered(g, p, q, t)
  if not q then return false end
  local cov = AR.covered(g, p, q, D.mount(g, t))
  if cov then g:log("%s is covered: the attack fails", g:name(t)) end
  return cov
end

function D.back(g, t)
  if g:where(t) == ZG.z(g, "target", g:owner(t)) then ZG.to_deck(g, t) end
end
---------------------------------------------------------------------------
-- The chart (8.4) and saves (8.9)
---------------------------------------------------------------------------

-- The save window; returns "undone", "saved" or nil.
function D.save_window(g, q, t, s)
  local opts = {}
  if s >= 2 then
    for _, c in ipairs(D.panel(g, q, "save")) do
      opts[#opts + 1] = { label = fmt("sacrifice %s to save %s", g:name(c), g:name(t)), value = { "saved", c } }
    end
  end
  if s >= 1 then
    for _, c in ipairs(D.panel(g, q, "hero_undo")) do
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
    D.use_mode(g, v[2])
    g:log("%s undoes the attack with %s", pn(q), g:name(v[2]))
  end
  g:emit("zg_save", { player = q, card = t, how = v[1] })
  return v[1]
end

-- Applies the chart to t; returns true if the chain goes on (>= 3 strikes).
function D.chart(g, p, q, t, s, saved)
  g:log("%d strike%s on %s: %s", s, s == 1 and "" or "s", g:name(t), saved and "saved" or S.result(s))
  g:emit("zg_strikes", { card = t, strikes = s })
  if saved or s == 0 then D.back(g, t); return false end
  if s == 1 then
    D.back(g, t)
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
-- The first test with its windows, locked tests, penetration
---------------------------------------------------------------------------

-- The full test of the first target card with its windows; returns
-- matches, strikes, result ("miss", "undone", "saved", nil).
function D.first_test(g, p, q, act, t, hth)
  while true do
    local m = D.reveal(g, act, t)
    if m == 0 then
      local again = D.retest_window(g, p, q, act, t, hth)
      if not again then g:log("a miss"); return 0, 0, "miss" end
      if again == act then g:gset("a_end", g:random(2) == 1 and "A" or "B", "attack")
      else D.spin(g, p, t) end
    else
      -- Time 6: maneuvers, then bolster and augment placement, strikes.
      g:emit("zg_time6", { attacker = p, card = act })
      for _, c in ipairs(D.panel(g, p, "maneuver_time")) do
        if g:def(c).maneuver_time == 6 and
           g:yes_no(p, fmt("Time 6: play %s?", g:name(c)), { reason = "a Time 6 - Damage maneuver" }) then
          D.use_mode(g, c)
          g:log("%s plays %s", pn(p), g:name(c))
          g:emit("zg_maneuver", { card = c, player = p, target = t })
        end
      end
      if q then D.place_dots(g, p, q, act, t) end
      local _, s = D.strikes(g, act, t, false)
      g:log("%d strike%s", s, s == 1 and "" or "s")
      local again = D.retest_window(g, p, q, act, t, hth)
      if not again then return m, s end
      if again == act then g:gset("a_end", g:random(2) == 1 and "A" or "B", "attack")
      else D.spin(g, p, t) end
    end
  end
end

-- A locked test (penetration, extra multicard cards): printed blazes.
function D.locked_test(g, p, q, act, t)
  D.spin(g, p, t, true)
  local m = D.reveal(g, act, t)
  if m == 0 then return 0, 0 end
  local _, s = D.strikes(g, act, t, true)
  return m, s
end

function D.penetrate(g, p, q, act, sneak)
  while ZG.alive(g, q) do
    local t = D.draw_target(g, p, q, false, false)
    if not t then g:log("nothing left in %s's deck to penetrate", pn(q)); return end
    g:log("penetration: a new target card is drawn (locked)")
    D.look(g, q, t, sneak)
    if D.covered(g, p, q, t) then D.back(g, t); return end
    local _, s = D.locked_test(g, p, q, act, t)
    if not D.chart(g, p, q, t, s, false) then return end
  end
end


return D
