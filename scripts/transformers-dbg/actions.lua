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
  local orth, diag
  for _, s in ipairs(TF.move_sources(g, p)) do
    orth = orth or s
    if s.flight then diag = s; break end
  end
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

-- Power of p reaching each distance 0..maxd, from one pass over the sources.
local function power_by_distance(g, p, maxd)
  local srcs = TF.power_sources(g, p, 0)
  local out = {}
  for d = 0, maxd do
    local n = 0
    for _, s in ipairs(srcs) do if s.range >= d then n = n + s.left end end
    out[d] = n
  end
  return out
end

local function add_matrix_targets(g, p, acts, r, c)
  -- one pass over the Matrix: faceup cards and the Ongoing rules they set
  local up, mods = {}, {}
  local dl, conf_rule = false, false
  local matrix = Z("matrix")
  local cells = g:cards(matrix)
  for _, x in ipairs(cells) do
    if g:face_up(x) then
      local d = g:def(x)
      up[#up + 1] = x
      if d.all_robots_adversary then dl = true end
      if d.battles_are_confrontations then conf_rule = true end
      if d.buy_cost_mod then mods[#mods + 1] = x end
    end
  end
  local coop_minions = false
  if TF.coop(g) then
    for _, x in ipairs(up) do
      local d = g:def(x)
      if d.is.robot and (dl or d.faction == "Decepticon") then coop_minions = true; break end
    end
  end
  local rows, cols = TF.dims(g)
  local pw = power_by_distance(g, p, rows + cols)
  local quiet = acts.quiet
  for _, x in ipairs(up) do
    local def = g:def(x)
    local _, xr1, xc1 = g:where(x)
    local xr, xc = xr1 - 1, xc1 - 1
    local d = TF.dist(r, c, xr, xc)
    local adversary = def.is.boss or (def.is.robot and (dl or def.faction == "Decepticon"))
    if adversary then
      local conf = def.is.boss or conf_rule
      local verb = conf and "confront" or "battle"
      if conf and g:pget(p, "confronted") then
        if not quiet then acts:refuse(fmt("%s %s at %s", verb, g:name(x), TF.space(xr, xc)),
                                      "you may Confront only once per turn") end
      elseif def.is.boss and coop_minions then
        if not quiet then acts:refuse(fmt("%s %s at %s", verb, g:name(x), TF.space(xr, xc)),
          "CO.2: no Boss may be Confronted while a non-Boss Adversary is in the Matrix") end
      elseif pw[d] == 0 and not conf and not TF.assists_allowed(g, p, conf) then
        if not quiet then acts:refuse(fmt("%s %s at %s", verb, g:name(x), TF.space(xr, xc)),
                                      "none of your Power reaches it") end
      else
        add(acts, fmt("%s %s at %s (Power %d, cost %d)", verb, g:name(x), TF.space(xr, xc), pw[d],
                      TF.cost(g, x) or 0),
            function() TF.battle(g, p, x) end)
      end
    elseif def.cost and not def.is.site and not def.is.dscheme and not def.is.cscheme then
      local cost = TF.cost(g, x)
      for _, m in ipairs(mods) do cost = cost + g:def(m).buy_cost_mod(g, m, x, p) end
      if pw[d] >= cost then
        add(acts, fmt("buy %s at %s (cost %d)", g:name(x), TF.space(xr, xc), cost), function()
          TF.spend_power(g, p, cost, d)
          TF.acquire(g, p, x, "buy")
        end)
      elseif not quiet then
        acts:refuse(fmt("buy %s at %s", g:name(x), TF.space(xr, xc)),
                    fmt("it costs %d and your Power with Range %d or more is %d", cost, d, pw[d]))
      end
    end
  end
  local ro = g:top(Z("rollout"))
  if ro then
    local cost = TF.cost(g, ro)
    for _, m in ipairs(mods) do cost = cost + g:def(m).buy_cost_mod(g, m, ro, p) end
    if pw[0] >= cost then
      add(acts, fmt("buy Roll Out! (cost %d)", cost), function()
        TF.spend_power(g, p, cost, nil)
        TF.acquire(g, p, ro, "buy")
      end)
    elseif not quiet then
      acts:refuse("buy Roll Out!", fmt("it costs %d Power", cost))
    end
  elseif not quiet then
    acts:refuse("buy Roll Out!", "the Roll Out! supply is empty")
  end
  return up
end

local function add_abilities(g, p, acts)
  for _, o in ipairs(TF.usable_abilities(g, p, TF.ability_cards(g, p), function(a) return not a.tag end)) do
    local v = o.value
    add(acts, "use " .. o.label, function() TF.activate(g, p, v.card, v.i) end)
  end
end

function A.actions(g, p, acts)
  if g:over() then     -- an edit ended the game: let the window close
    if p == g:active() then acts:add("the game is over", function() return true end) end
    return
  end
  if p ~= g:active() then
    return add_convert(g, p, acts, true)
  end
  local r, c = TF.pos(g, p)
  add_plays(g, p, acts)
  local up
  if r then
    add_moves(g, p, acts, r, c)
    up = add_matrix_targets(g, p, acts, r, c)
  end
  add_abilities(g, p, acts)
  add_convert(g, p, acts, false)
  if up then TF.matrix_actions(g, p, acts, add, up) end
  acts:add("end turn", function() return true end)
end

function A.who(g)
  return TF.turn_order(g)
end

return A
