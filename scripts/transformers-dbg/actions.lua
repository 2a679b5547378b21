-- transformers-dbg/actions.lua -- the action phase window (TURN.3, digest 4.4).
--
-- Lists every legal action of the active player with a readable label --
-- play, move (diagonal only with Flight Move), search, buy (Power from
-- sources whose Range reaches the card), battle, confront, Energon
-- abilities, Convert, Sites, Schemes, end turn -- and, for the REPL's
-- `why`, records actions that exist but are refused now.  Other players
-- may Convert at any time, so the window also holds their Convert options
-- (they act out of turn).  Every action runs under TF.guard so that the
-- end of the game stops it at once.

local TF = include "core"
local fmt = string.format
local Z = TF.z
local A = {}

local function add(acts, label, fn, who)
  acts:add(label, function(g, p) return TF.guard(fn, g, p) end, who)
end
A.add = add

local function add_convert(g, p, acts, other)
  local to = TF.bot(g, p) and "Alt" or "Bot"
  local label = fmt("%sconvert to %s Mode (1 Energon)", other and (TF.pname(p) .. ": ") or "", to)
  if TF.energon(g, p) < 1 then return acts:refuse(label, "Converting costs 1 Energon") end
  add(acts, label, function() TF.convert(g, p, false) end, p)
end

local function add_plays(g, p, acts)
  local hand = g:cards(Z("hand", p))
  local seen = {}
  for _, c in ipairs(hand) do
    local n = g:name(c)
    if not seen[n] then
      seen[n] = true
      add(acts, "play " .. n, function() TF.play(g, p, c, "hand") end)
    end
  end
  if #hand > 1 then
    add(acts, "play all", function()
      for _, c in ipairs(hand) do
        if g:where(c) == Z("hand", p) then TF.play(g, p, c, "hand") end
      end
    end)
  end
end

local DIRS = { { -1, 0 }, { 1, 0 }, { 0, -1 }, { 0, 1 } }
local DIAG = { { -1, -1 }, { -1, 1 }, { 1, -1 }, { 1, 1 } }

local function add_moves(g, p, acts, r, c)
  local rows, cols = TF.dims(g)
  local orth, diag = TF.move_source(g, p, false), TF.move_source(g, p, true)
  if not orth then
    acts:refuse("move", "you have no Move left")
  else
    for _, d in ipairs(DIRS) do
      local rr, cc = r + d[1], c + d[2]
      if rr >= 0 and rr < rows and cc >= 0 and cc < cols then
        add(acts, "move to " .. TF.space(rr, cc), function()
          TF.spend_move(g, p, TF.move_source(g, p, false))
          TF.enter(g, p, rr, cc, "move")
        end)
      end
    end
  end
  if diag then
    for _, d in ipairs(DIAG) do
      local rr, cc = r + d[1], c + d[2]
      if rr >= 0 and rr < rows and cc >= 0 and cc < cols then
        add(acts, "fly to " .. TF.space(rr, cc), function()
          TF.spend_move(g, p, TF.move_source(g, p, true))
          TF.enter(g, p, rr, cc, "move")
        end)
      end
    end
  elseif orth then
    acts:refuse("fly", "diagonal steps need Move from a card with Flight")
  end
  local x = TF.cell(g, r, c)
  if x and not g:face_up(x) then
    if orth then
      add(acts, "search " .. TF.space(r, c), function()
        TF.spend_move(g, p, TF.move_source(g, p, false))
        TF.log(g, "%s Searches %s", TF.pname(p), TF.space(r, c))
        TF.reveal(g, x, p)
      end)
    else
      acts:refuse("search", "Searching costs 1 Move")
    end
  else
    acts:refuse("search", "there is no facedown card in your space")
  end
end

local function add_matrix_targets(g, p, acts, r, c)
  local dl = TF.divided(g)
  local coop_minions = false
  if TF.coop(g) then
    for _, x in ipairs(g:cards(Z("matrix"))) do
      if not TF.is_boss(g, x) and TF.is_adversary(g, x, dl) then coop_minions = true; break end
    end
  end
  local conf_rule = TF.matrix_rule(g, "battles_are_confrontations") ~= nil
  for _, x in ipairs(g:cards(Z("matrix"))) do
    if g:face_up(x) then
      local xr, xc = TF.card_pos(g, x)
      local d = TF.dist(r, c, xr, xc)
      local at = TF.space(xr, xc)
      local def = g:def(x)
      if TF.is_adversary(g, x, dl) then
        local conf = def.is.boss or conf_rule
        local verb = conf and "confront" or "battle"
        local label = fmt("%s %s at %s", verb, g:name(x), at)
        local pw = TF.power_at(g, p, d)
        if conf and g:pget(p, "confronted") then
          acts:refuse(label, "you may Confront only once per turn")
        elseif def.is.boss and coop_minions then
          acts:refuse(label, "CO.2: no Boss may be Confronted while a non-Boss Adversary is in the Matrix")
        elseif pw == 0 and not TF.assists_allowed(g, p, conf) and not conf then
          acts:refuse(label, "none of your Power reaches it")
        else
          add(acts, fmt("%s (Power %d, cost %d)", label, pw, TF.cost(g, x) or 0),
              function() TF.battle(g, p, x) end)
        end
      elseif def.cost and not def.is.boss and not def.is.site and not def.is.dscheme
             and not def.is.cscheme then
        local cost = TF.buy_cost(g, x, p)
        local label = fmt("buy %s at %s", g:name(x), at)
        local pw = TF.power_at(g, p, d)
        if pw >= cost then
          add(acts, fmt("%s (cost %d)", label, cost), function()
            TF.spend_power(g, p, cost, d)
            TF.acquire(g, p, x, "buy")
          end)
        else
          acts:refuse(label, fmt("it costs %d and your Power with Range %d or more is %d", cost, d, pw))
        end
      end
    end
  end
  local ro = g:top(Z("rollout"))
  if ro then
    local cost = TF.buy_cost(g, ro, p)
    if TF.power_any(g, p) >= cost then
      add(acts, fmt("buy Roll Out! (cost %d)", cost), function()
        TF.spend_power(g, p, cost, nil)
        TF.acquire(g, p, ro, "buy")
      end)
    else
      acts:refuse("buy Roll Out!", fmt("it costs %d Power", cost))
    end
  else
    acts:refuse("buy Roll Out!", "the Roll Out! supply is empty")
  end
end

local function add_abilities(g, p, acts)
  for _, o in ipairs(TF.usable_abilities(g, p, TF.ability_cards(g, p), function(a) return not a.tag end)) do
    local v = o.value
    add(acts, "use " .. o.label, function() TF.activate(g, p, v.card, v.i) end)
  end
end

function A.actions(g, p, acts)
  if g:over() then return end
  if p ~= g:active() then
    return add_convert(g, p, acts, true)
  end
  local r, c = TF.pos(g, p)
  add_plays(g, p, acts)
  if r then
    add_moves(g, p, acts, r, c)
    add_matrix_targets(g, p, acts, r, c)
  end
  add_abilities(g, p, acts)
  add_convert(g, p, acts, false)
  TF.matrix_actions(g, p, acts, add)
  acts:add("end turn", function() return true end)
end

function A.who(g)
  return TF.turn_order(g)
end

return A
