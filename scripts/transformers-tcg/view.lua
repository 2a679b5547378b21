-- transformers-tcg/view.lua -- the board as a seat sees it (hands and secret actions hidden).

local TC = include "core"
local K = TC.K
local Z = TC.z
local V = {}
local KEYWORDS = { "Bold", "Tough", "Pierce", "Focus", "Safeguard", "Stealth", "Brave" }

local function char_line(g, c)
  local ups = {}
  for _, u in ipairs(TC.upgrades_of(g, c)) do   -- a Battle Master shows its upgrade side's name
    local side = TC.udef(g, u).upgrade
    ups[#ups + 1] = side and (side .. " (" .. g:name(u) .. ")") or g:name(u)
  end
  for _, h in ipairs(TC.attached(g, c, "heads")) do ups[#ups + 1] = "head " .. g:name(h) end
  local under = TC.under(g, c)
  if #under > 0 then ups[#ups + 1] = #under .. " card(s) under it" end
  local kws = {}
  for _, k in ipairs(KEYWORDS) do
    local n = TC.kw(g, c, k)
    if n > 0 then kws[#kws + 1] = k .. " " .. n end
  end
  return string.format("  %s [%s%s] ATK %d DEF %d HP %d/%d%s%s", g:name(c), TC.mode_name(g, c),
    TC.tapped(g, c) and ", tapped" or "", TC.attack(g, c), TC.defense(g, c),
    TC.health(g, c) - TC.damage(g, c), TC.health(g, c),
    #kws > 0 and (" " .. table.concat(kws, ", ")) or "",
    #ups > 0 and (" + " .. table.concat(ups, ", ")) or "")
end

local function names(g, seat, z)
  local out = {}
  for _, c in ipairs(g:cards(z)) do out[#out + 1] = g:sees(seat, c) and g:name(c) or "?" end
  return table.concat(out, ", ")
end

function V.board(g, seat)
  local out = { string.format("turn %d, p%d active, phase %s", g:turn(), g:active(), g:phase_name()) }
  for p = 1, 2 do
    out[#out + 1] = string.format("p%d: deck %d, hand %d [%s], scrap %d, KO [%s]", p,
      g:size(Z(g, "deck", p)), g:size(Z(g, "hand", p)), names(g, seat, Z(g, "hand", p)),
      g:size(Z(g, "scrap", p)), names(g, seat, Z(g, "ko", p)))
    for _, c in ipairs(TC.characters(g, p)) do out[#out + 1] = char_line(g, c) end
    local st = Z(g, "stratagems", p)
    if g:size(st) > 0 then out[#out + 1] = "  Stratagems [" .. names(g, seat, st) .. "]" end
    if g:pget(p, "tower") then out[#out + 1] = "  Tower tracker (KO area): height " .. TC.tower(g, p) end
    local played, secret = Z(g, "played", p), Z(g, "secret", p)
    if g:size(played) + g:size(secret) > 0 then
      out[#out + 1] = string.format("  played [%s] face down [%s]", names(g, seat, played),
        names(g, seat, secret))
    end
  end
  if g:gget(K.att) and g:gget(K.dfd) then
    out[#out + 1] = string.format("combat: %s (attack %d, Pierce %d) vs %s (defense %d)",
      g:name(g:gget(K.att)), TC.c_attack(g), TC.c_pierce(g),
      g:name(g:gget(K.dfd)), TC.c_defense(g))
  end
  return table.concat(out, "\n")
end

local ICONS = { "orange", "blue", "white", "green", "black" }

local function ability_lines(out, abs, mode)
  for _, ab in ipairs(abs or {}) do
    if ab.mode == mode then
      out[#out + 1] = "    " .. (ab.todo and "[not implemented] " or "") .. (ab.text or "")
    end
  end
end

-- `view card <name>`: a card's facts and its abilities in the data's
-- notation, each marked when it is not implemented.
function V.card(g, _, name)
  name = name and name:match("^%s*(.-)%s*$") or ""
  local d = g:card_def(name)
  if not d then return "no card named '" .. name .. "'" end
  local out = {}
  if d.modes then
    out[1] = string.format("%s: %s %s, %d stars, health %d%s", d.name, d.faction or "",
      (d.kind or "character"):gsub("_", " "), d.stars or 0, d.health or 0,
      d.unverified and " (UNVERIFIED in the data)" or "")
    for i, m in ipairs(d.modes) do
      local kws = {}
      for k, n in pairs(m.kw or {}) do kws[#kws + 1] = k .. " " .. n end
      out[#out + 1] = string.format("  %s: ATK %s DEF %s [%s]%s", m[1], tostring(m.atk), tostring(m.def),
        table.concat(m.traits or {}, ", "), #kws > 0 and (" " .. table.concat(kws, ", ")) or "")
      ability_lines(out, d.abilities, i)
    end
  else
    local ic = {}
    for _, c in ipairs(ICONS) do
      if (d.icons or {})[c] then ic[#ic + 1] = d.icons[c] .. " " .. c end
    end
    out[1] = string.format("%s: %s%s%s, icons: %s", d.name, d.type or "", d.slot and (" (" .. d.slot .. ")") or "",
      (d.faction or "") ~= "" and (", " .. d.faction) or "", #ic > 0 and table.concat(ic, ", ") or "none")
    local mods = {}
    for _, k in ipairs({ "atk_mod", "def_mod", "hp_mod" }) do
      if d[k] then mods[#mods + 1] = k:sub(1, 3):upper() .. " " .. string.format("%+d", d[k]) end
    end
    if #mods > 0 then out[#out + 1] = "  " .. table.concat(mods, ", ") end
    if d.play then out[#out + 1] = "    " .. (d.play.todo and "[not implemented] " or "") .. (d.play.text or "") end
    ability_lines(out, d.abilities, nil)
  end
  return table.concat(out, "\n")
end

-- `view stats <name>`: a character on a battlefield and what makes its
-- numbers -- its mode, Upgrades and this turn's values, then each static
-- ability that reaches it (the kernel's g:statics: which card, which
-- scope, how much) -- for adjudicating "why is its attack 9?".
local STATS = { { "ATK", "atk", TC.attack }, { "DEF", "def", TC.defense }, { "HP", "hp", TC.health } }

local function find_character(g, name)
  for p = 1, 2 do
    for _, c in ipairs(TC.characters(g, p)) do
      if g:name(c):sub(1, #name) == name then return c, p end
    end
  end
end

-- "+2 Ion Cannon (host), +1 Ironhide (each_own_other)" for g:statics' parts.
local function parts_text(g, parts)
  local from = {}
  for _, x in ipairs(parts) do from[#from + 1] = string.format("%+d %s (%s)", x.bonus, g:name(x.card), x.scope) end
  return table.concat(from, ", ")
end

function V.stats(g, _, name)
  name = name and name:match("^%s*(.-)%s*$") or ""
  local c, p = find_character(g, name)
  if not c then return "no character on a battlefield is named '" .. name .. "'" end
  local out = { string.format("%s (p%d), %s mode", g:name(c), p, TC.mode_name(g, c)) }
  for _, st in ipairs(STATS) do
    local total = st[3](g, c)
    local sum, parts = g:statics(c, st[2])
    out[#out + 1] = string.format("  %s %d: %d from its mode, Upgrades and this turn%s", st[1], total,
      total - sum, #parts > 0 and ("; statics " .. parts_text(g, parts)) or "")
  end
  for _, k in ipairs(KEYWORDS) do
    local _, parts = g:statics(c, k)
    if #parts > 0 then
      out[#out + 1] = string.format("  %s %d; statics %s", k, TC.kw(g, c, k), parts_text(g, parts))
    end
  end
  return table.concat(out, "\n")
end

return V
