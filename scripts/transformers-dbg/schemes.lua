-- transformers-dbg/schemes.lua -- Schemes, Sites and cards kept under cards.
--
-- Decepticon Schemes (K-57): a faceup Scheme whose `thwart` = { text =,
-- on_space =, power =, energon =, check =, pay = } the active player meets
-- is offered as an action (the kernel lists it: below); thwarting puts it
-- facedown in that player's Vault.  A thwart is one action within one turn, so
-- partial progress never carries over (AMB-24).  All-Out Assault is
-- thwarted by Blocking for another player (TF.blocked_for_other, AMB-38).
-- Co-op Schemes (K-58, CO.4): `contribute = { need =, kind = "cards" |
-- "energon", accepts = fn }`; contributions from the standee on its space
-- go under it (zone "under", card value "under_of") and persist across
-- turns and players; when enough are in, the Scheme and everything under
-- it is destroyed.  Sites (K-59): `site = { { text, pay = { move = n } |
-- { power = n }, fn, usable } }`, once per turn per ability, only while the
-- standee is on the Site; cost-free automatic Site text uses on_enter.
-- Hostage Crisis keeps captured Allies under itself the same way.

local TF = include "core"
local fmt = string.format
local Z = TF.z
local MATRIX, UNDER = Z("matrix"), Z("under")
local HAND, FRONT = TF.zones("hand"), TF.zones("front")

-- Cards under Matrix card x.
function TF.under(g, x)
  local out = {}
  for _, c in ipairs(g:cards(UNDER)) do
    if g:cget(c, "under_of") == x then out[#out + 1] = c end
  end
  return out
end

function TF.put_under(g, c, x)
  g:move(c, UNDER)
  TF.clear_card(g, c)
  g:cset(c, "under_of", x)
end

-- When x leaves the Matrix, whatever is under it is destroyed (ENGINE
-- CHOICE for Hostage Crisis; rule CO.4 for Co-op Schemes).
function TF.release_under(g, x)
  g:cset(x, "energon_in", nil)
  g:cset(x, "energon_on", nil)
  local back = g:def(x).under_returns
  for _, c in ipairs(TF.under(g, x)) do
    g:cset(c, "under_of", nil)
    local p = g:cget(c, "held_for")
    g:cset(c, "held_for", nil)
    if back and p then
      g:move(c, FRONT[p])
      g:log("%s returns to %s", g:name(c), TF.pname(p))
    else
      TF.destroy(g, c, "it was under " .. g:name(x))
    end
  end
end

-- Sets every Ally in play (and, with from_matrix, every faceup Ally in the
-- Matrix) under Matrix card x (Hostage Crisis; Devastator's reconstruction).
function TF.take_allies(g, x, from_matrix)
  if from_matrix then
    for _, c in ipairs(g:cards(MATRIX)) do
      if g:face_up(c) and g:def(c).is.ally then TF.put_under(g, c, x) end
    end
  end
  for p = 1, g:players() do
    for _, c in ipairs(g:cards(FRONT[p])) do
      if g:def(c).is.ally then
        TF.put_under(g, c, x)
        g:cset(c, "held_for", p)
        g:log("%s is taken from %s by %s", g:name(c), TF.pname(p), g:name(x))
      end
    end
  end
end

function TF.scare_allies(g, x) TF.take_allies(g, x, false) end

-- What card c costs p to buy, with the Matrix rules in force (faceup
-- cards' buy_cost_mod, Ongoing text): the kernel's reckoning, the Matrix
-- family's (g:buy_cost), as its listing makes it.
function TF.buy_cost(g, c, p) return g:buy_cost(p, c) or 0 end

---------------------------------------------------------------------------
-- Thwarting
---------------------------------------------------------------------------

function TF.thwart(g, p, s)
  g:log("%s thwarts %s", TF.pname(p), g:name(s))
  TF.release_under(g, s)
  if g:def(s).is.cscheme then
    TF.destroy(g, s, "thwarted")
  else
    TF.vault(g, p, s)
  end
end

-- AMB-38: a Block for another player thwarts All-Out Assault.
function TF.blocked_for_other(g, q, t)
  if TF.solo(g) then return end
  local s = TF.matrix_rule(g, "thwarted_by_blocking_for_another")
  if s then
    g:log("%s Blocked an Attack on %s: All-Out Assault is thwarted", TF.pname(q), TF.pname(t))
    TF.thwart(g, q, s)
  end
end

local function on_space(g, p, x)
  return TF.dist_to_card(g, p, x) == 0
end
TF.on_space = on_space

---------------------------------------------------------------------------
-- Contributions (Co-op Schemes)
---------------------------------------------------------------------------

function TF.contributed(g, s)
  local d = g:def(s).contribute
  if d.kind == "energon" then return g:cget(s, "energon_in") or 0 end
  return #TF.under(g, s)
end

local function check_complete(g, p, s)
  local d = g:def(s).contribute
  if TF.contributed(g, s) >= d.need then TF.thwart(g, p, s) end
end

local function contribute_actions(g, p, acts, s, add)
  local d = g:def(s).contribute
  if not on_space(g, p, s) then
    return acts:refuse("contribute to " .. g:name(s), "your standee must be on the Scheme's space")
  end
  if d.kind == "energon" then
    if TF.energon(g, p) >= 1 then
      add(acts, fmt("contribute 1 Energon to %s (%d of %d)", g:name(s), TF.contributed(g, s), d.need),
          function()
            TF.pay_energon(g, p, 1)
            g:cadd(s, "energon_in", 1)
            g:log("%s contributes 1 Energon to %s", TF.pname(p), g:name(s))
            check_complete(g, p, s)
          end)
    end
    return
  end
  local seen = {}
  local under = TF.under(g, s)
  for _, c in ipairs(g:cards(HAND[p])) do
    local n = g:name(c)
    if not seen[n] and (not d.accepts or d.accepts(g, s, c, under)) then
      seen[n] = true
      add(acts, fmt("contribute %s to %s (%d of %d)", n, g:name(s), #under, d.need), function()
        TF.put_under(g, c, s)
        g:log("%s contributes %s to %s", TF.pname(p), n, g:name(s))
        check_complete(g, p, s)
      end)
    end
  end
end

---------------------------------------------------------------------------
-- The Scheme / Site / Hostage actions of the action phase
---------------------------------------------------------------------------

-- A Scheme's thwart (K-57) is an act of the Matrix's (actions.lua's grid
-- family with act = the definition's `thwart`, kernel/lua/gridact.c): the
-- kernel offers it while its price and place hold -- on_space (from the
-- Scheme's own space), power (Power that reaches the Scheme), energon
-- (Energon), check(g, x, p) (any other condition) -- and the rules pay it
-- here: the Power from what reaches the Scheme, the Energon, and a `pay`
-- function, if the card has one, for a price data cannot say.
function TF.thwart_label(g, x) return "thwart " .. g:name(x) end

function TF.thwart_refused(g, x, why)
  if why == "far" then return TF.thwart_label(g, x), "your standee must be on the Scheme's space to thwart it" end
  return TF.thwart_label(g, x), g:def(x).thwart.text or "its thwart condition is not met"
end

function TF.thwart_run(g, p, x)
  local t = g:def(x).thwart
  if t.power then TF.spend_power(g, p, t.power, g:distance(p, x)) end
  if t.energon then TF.pay_energon(g, p, t.energon) end
  if t.pay then g:use(x, p, t.pay) end
  TF.thwart(g, p, x)
end

-- The Co-op Schemes' contributions, the Sites' abilities and the
-- hostages' rescues of the faceup Matrix cards (a Lua list: the rarer
-- actions); up: those cards, defs: their definitions (from the caller's
-- pass over the Matrix).
function TF.matrix_actions(g, p, acts, add, up, defs)
  for k, x in ipairs(up) do
    local d = defs[k]
    if d.matrix_actions then
      if d.contribute and TF.coop(g) then contribute_actions(g, p, acts, x, add) end
      if d.site and on_space(g, p, x) then
        for i, a in ipairs(d.site) do
          local label = fmt("%s: %s", g:name(x), a.text)
          if g:cget(x, "su" .. i) then
            acts:refuse(label, "a Site ability may be used once per turn")
          elseif not a.pay then
            -- cost-free Site text fires by itself (on_enter / on_reveal)
          else
            local okay, why = true, nil
            if a.pay.move and TF.total_move(g, p) < a.pay.move then okay, why = false, "not enough Move" end
            if a.pay.power and TF.power_at(g, p, 0) < a.pay.power then okay, why = false, "not enough Power" end
            if okay and a.usable then okay, why = a.usable(g, x, p) end
            if okay then
              add(acts, label, function()
                g:cset(x, "su" .. i, true, "turn")
                if a.pay.move then
                  for _ = 1, a.pay.move do TF.spend_move(g, p, TF.move_source(g, p, false)) end
                end
                if a.pay.power then TF.spend_power(g, p, a.pay.power, 0) end
                g:log("%s uses %s: %s", TF.pname(p), g:name(x), a.text)
                g:use(x, p, a.fn)
              end)
            else
              acts:refuse(label, why or "not usable now")
            end
          end
        end
      end
      if d.holds_hostages and on_space(g, p, x) and not g:pget(p, "rescued") then
        local seen = {}
        for _, c in ipairs(TF.under(g, x)) do
          if not seen[c] then
            seen[c] = true
            add(acts, fmt("rescue %s from %s", g:name(c), g:name(x)), function()
              g:cset(c, "under_of", nil)
              g:pset(p, "rescued", true, "turn")
              TF.acquire(g, p, c, "gain")
            end)
          end
        end
      end
    end
  end
end

return TF
