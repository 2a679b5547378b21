-- z-g/strikes.lua -- the test of digest section 8: dots, blazes, matches
-- and strikes, as pure functions of card data and the augment/bolster
-- counts placed on dots.  Nothing here reads or writes the game.
--
-- A dot is written as in the digest's fixtures: "COLOUR[/blaze...]", with
-- blazes ar, ar2 (armor), ap, ap2 (armor-piercing), wp (weak point) and ex
-- (explosive): "G/ex", "X/ar/wp".  Each card end is a list of 3 dots in
-- facing order (left to right as seen by the owner with that end pointing
-- away); attacking dot k faces target dot 4-k (section 8.1).

local S = {}

local BLAZE = {
  ar = { armor = 1 }, ar2 = { armor = 2 }, ap = { ap = 1 }, ap2 = { ap = 2 },
  wp = { wp = true }, ex = { ex = true },
}

-- Parses a dot; returns the dot table, or nil and what is wrong.
function S.dot(text)
  if type(text) ~= "string" then return nil, "a dot must be a string such as \"G/ap\"" end
  local colour, rest = text:match("^(%w+)(.*)$")
  if not colour then return nil, "dot '" .. text .. "' has no colour" end
  local d = { colour = colour, armor = 0, ap = 0, wp = false, ex = false }
  for b in rest:gmatch("/([^/]*)") do
    local e = BLAZE[b]
    if not e then
      return nil, "dot '" .. text .. "': unknown blaze '" .. b .. "' (ar, ar2, ap, ap2, wp, ex)"
    end
    d.armor = d.armor + (e.armor or 0)
    d.ap = d.ap + (e.ap or 0)
    d.wp = d.wp or e.wp or false
    d.ex = d.ex or e.ex or false
  end
  if #rest > 0 and not rest:match("^/") then
    return nil, "dot '" .. text .. "': blazes follow the colour after '/'"
  end
  return d
end

-- Parses an end (3 dot texts); raises with `where` on a bad one.
function S.end_dots(texts, where)
  if type(texts) ~= "table" or #texts ~= 3 then
    error((where or "card") .. ": an end has exactly 3 dots", 0)
  end
  local out = {}
  for k = 1, 3 do
    local d, err = S.dot(texts[k])
    if not d then error((where or "card") .. ": " .. err, 0) end
    out[k] = d
  end
  return out
end

-- Section 8.3: one pair.  Returns strikes, matched.
function S.pair(a, d)
  local matched = a.colour == d.colour
  local armor_rem = math.max(0, d.armor - a.ap)
  local ap_spare = math.max(0, a.ap - d.armor)
  local s = 0
  if matched then
    if armor_rem > 0 then s = 0
    elseif d.wp and ap_spare >= 1 then s = 2
    else s = 1 end
  end
  if a.ex and d.wp then s = math.max(s, 1) end
  return s, matched
end

-- A copy of an end with extra AP (att) or armor (tgt) per dot: add[k].
local function with_extra(dots, add, field)
  local out = {}
  for k = 1, 3 do
    local d = dots[k]
    out[k] = { colour = d.colour, armor = d.armor, ap = d.ap, wp = d.wp, ex = d.ex }
    out[k][field] = out[k][field] + ((add and add[k]) or 0)
  end
  return out
end

-- The test: attacking end vs target end, with augments (aug[k]: extra AP
-- on attacking dot k) and bolsters (bol[k]: extra armor on target dot k).
-- Returns matches, strikes (strikes are 0 when matches are 0: a miss).
function S.test(att, tgt, aug, bol)
  local a, d = with_extra(att, aug, "ap"), with_extra(tgt, bol, "armor")
  local matches, strikes = 0, 0
  for k = 1, 3 do
    local s, m = S.pair(a[k], d[4 - k])
    if m then matches = matches + 1 end
    strikes = strikes + s
  end
  if matches == 0 then strikes = 0 end
  return matches, strikes
end

-- Section 8.4: the chart.
function S.result(strikes)
  if strikes >= 4 then return "slag, stun and penetrate"
  elseif strikes == 3 then return "slag and penetrate"
  elseif strikes == 2 then return "slag"
  elseif strikes == 1 then return "targetlock" end
  return "no effect"
end

-- A dot back as text ("X/ar/wp"), for logs and views.
function S.text(d, extra_ap, extra_ar)
  local t = { d.colour }
  local ar, ap = d.armor + (extra_ar or 0), d.ap + (extra_ap or 0)
  if ar == 1 then t[#t + 1] = "ar" elseif ar > 1 then t[#t + 1] = "ar" .. ar end
  if ap == 1 then t[#t + 1] = "ap" elseif ap > 1 then t[#t + 1] = "ap" .. ap end
  if d.wp then t[#t + 1] = "wp" end
  if d.ex then t[#t + 1] = "ex" end
  return table.concat(t, "/")
end

return S
