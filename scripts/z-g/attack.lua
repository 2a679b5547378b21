-- z-g/attack.lua -- Time 5 (digest 7, 10.1, 10.2, 11, 12.2): who may be
-- attacked (reach, sight), sneak status, augments from the position, the
-- secret end, declarations (augments, Scan, Supercharge!!, then bolsters),
-- then the test and Time 6 through damage.lua in the order of section 13:
-- target draw or targetlock, cover, spin, reveal, retests, maneuvers,
-- dots, strikes, saves, the chart, the added multicard card, penetration,
-- and Knockback by the first card's matches.  Attacking terrain too.
--
-- The attack runs inside one unit; each player's choice is a g:choose the
-- kernel asks of that player.  The chosen end is the attacker's kernel
-- secret attack_end (g:set_secret) until the cards are laid: views and
-- hosts show it to the attacker only, while the defender declares and
-- draws; then it is revealed and copied to a_end for the test.

local ZG = include "core"
local AR = include "arena"
local M = include "move"
local KB = include "knockback"
local D = include "damage"
local A = {}
local fmt = string.format
local pn = ZG.pname

A.panel, A.mount = D.panel, D.mount

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
    local own = ZG.opt(g, "prone_first_clause") ~= "foes_ranged"
    if own and g:pget(p, "stance") == "prone" then n = n + 1; why[#why + 1] = "prone stance" end
    if not own and g:pget(q, "stance") == "prone" then n = n + 1; why[#why + 1] = "prone foe" end
  end
  return n, table.concat(why, ", ")
end

-- Attacking terrain (12.2): the target card comes from the attacker's deck.
local function attack_piece(g, p, act, i)
  local name = g:gget("pname" .. i)
  g:log("%s attacks the %s", pn(p), name)
  A.choose_end(g, p, act)
  local deck = ZG.z(g, "deck", p)
  local t = g:top(deck)
  if not t then g:log("no card to draw"); return end
  g:move(t, ZG.z(g, "target", p))
  A.lay_end(g, p)
  D.spin(g, p, t)
  local m = D.reveal(g, act, t)
  local s = 0
  if m > 0 then local _; _, s = D.strikes(g, act, t, true) end
  D.back(g, t)
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
    for _, c in ipairs(D.panel(g, p, "augment")) do
      opts[#opts + 1] = { label = "declare an augment with " .. g:name(c), value = { "aug", c } }
    end
    if ZG.has(g, act, "Scan") and not g:gget("a_scan") then
      opts[#opts + 1] = { label = "use Scan (Extra)", value = { "scan" } }
    end
    if not g:gget("a_multi") then
      for _, c in ipairs(D.panel(g, p, "multicard")) do
        opts[#opts + 1] = { label = "add a target card with " .. g:name(c), value = { "multi", c } }
      end
    end
    if #opts == 0 then break end
    local v = g:choose(p, "Before the test: declarations?", opts,
                       { optional = true, none = "go on", reason = "Time 5: augments, Extra powerups, multicard" })
    if not v then break end
    if v[1] == "aug" then D.use_mode(g, v[2]); g:gadd("a_aug", 1, "attack"); g:log("%s declares an augment", pn(p))
    elseif v[1] == "scan" then g:gset("a_scan", 1, "attack"); g:log("%s will use Scan", pn(p))
    else D.use_mode(g, v[2]); g:gset("a_multi", 1, "attack"); g:log("%s plays %s: one more target card", pn(p), g:name(v[2])) end
  end
  while true do
    local opts = {}
    for _, c in ipairs(D.panel(g, q, "bolster")) do
      opts[#opts + 1] = { label = "declare a bolster with " .. g:name(c), value = c }
    end
    if #opts == 0 then break end
    local c = g:choose(q, "Before the test: bolster?", opts, { optional = true, none = "go on" })
    if not c then break end
    D.use_mode(g, c); g:gadd("a_bol", 1, "attack"); g:log("%s declares a bolster", pn(q))
  end
end

-- Scan (an Extra powerup, effect unknown: an event cards can hook) on
-- one target card only, never a penetration card (11.4, 11.7).
local function scan(g, p, t)
  g:gset("a_scanned", t, "attack")
  g:log("%s scans %s", pn(p), g:name(t))
  g:emit("zg_scan", { player = p, card = t })
end

-- The secret end (7.2): a kernel secret of the attacker until the cards
-- are laid (A.lay_end reveals it to everyone and copies it to a_end).
function A.choose_end(g, p, act)
  local e = g:choose(p, "Choose the attacking end (secret)", { D.end_label(g, act, "A"), D.end_label(g, act, "B") },
                     { reason = "7.2: the attacker secretly chooses the end facing the foe" })
  g:set_secret(p, "attack_end", e:sub(5, 5), "attack")
end

function A.lay_end(g, p)
  g:reveal_secret(p, "attack_end")
  g:gset("a_end", g:secret(p, "attack_end"), "attack")
end

-- Declaration (7.2): a pending drop knockdown, sneak status, the
-- announcement, the secret end, position augments.  Returns sneak.
local function declare(g, p, q, act, hth)
  local jump = hth and g:pget(p, "kd_pending") and g:pget(p, "jump_from")
               and g:pget(p, "jump_from") >= AR.feet(g, q) + 1
  M.resolve_landing(g, p, jump and q or nil)
  local sneak, why = A.sneak(g, p, q, hth)
  g:gset("a_sneak", sneak and 1 or nil, "attack")
  g:padd(p, "attacks", 1, "turn")
  if sneak then g:log("%s makes a sneak attack on %s (%s)", pn(p), pn(q), why)
  else g:log("%s attacks %s: \"%s\"", pn(p), pn(q), g:def(act).attack_name or g:name(act)) end
  g:emit("zg_declare", { attacker = p, defender = q, card = act, hth = hth, sneak = sneak })
  A.choose_end(g, p, act)
  local pos_aug, aug_why = A.position_augments(g, p, q, hth)
  if pos_aug > 0 then g:gadd("a_aug", pos_aug, "attack"); g:log("augmented: %s", aug_why) end
  return sneak
end

-- The card Supercharge!! added (8.7): tested alone with printed blazes;
-- Scan goes on one of the two cards.  Returns true if it penetrates.
local function added_card(g, p, q, act, t, sneak)
  local t2 = D.draw_target(g, p, q, false, false)
  if not t2 then return false end
  g:log("the added target card is tested (multicard)")
  D.look(g, q, t2, sneak)
  if g:gget("a_scan") then
    local which = g:choose(p, "Scan applies to one target card: which?",
      { { label = "scan the first target card", value = 1 }, { label = "scan the added target card", value = 2 } })
    scan(g, p, which == 2 and t2 or t)
  end
  if D.covered(g, p, q, t2) then D.back(g, t2); return false end
  local _, s2 = D.locked_test(g, p, q, act, t2)
  return D.chart(g, p, q, t2, s2, false)
end

function A.attack(g, p, q)
  local act = g:pget(p, "act")
  local okay, kind = A.can_attack(g, p, q)
  if not okay then error("illegal attack: " .. kind, 0) end
  local hth = kind == "HtH"
  local sneak = declare(g, p, q, act, hth)
  declarations(g, p, q, act)
  g:emit("zg_dodge", { attacker = p, defender = q })
  local t = D.draw_target(g, p, q, true, true)
  if not t then g:log("%s has no card to draw", pn(q)); return end
  D.look(g, q, t, sneak)
  if D.covered(g, p, q, t) then D.back(g, t); return end
  A.lay_end(g, p)
  D.spin(g, p, t)
  local m, s, res = D.first_test(g, p, q, act, t, hth)
  local pen = false
  if res == "miss" then D.back(g, t)
  else
    if g:gget("a_scan") and not g:gget("a_multi") then scan(g, p, t) end
    local saved = s >= 1 and D.save_window(g, q, t, s) or nil
    if saved == "undone" then D.back(g, t); return end
    pen = D.chart(g, p, q, t, s, saved == "saved")
  end
  if g:gget("a_multi") and ZG.alive(g, q) then pen = added_card(g, p, q, act, t, sneak) or pen end
  if pen then D.penetrate(g, p, q, act, sneak) end
  if ZG.has(g, act, "Knockback") and m >= 1 and ZG.alive(g, q) and ZG.alive(g, p) then
    local n = ZG.opt(g, "knockback_count") == "strikes" and s or m
    KB.from(g, p, q, n, s, "Knockback")
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
