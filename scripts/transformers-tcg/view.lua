-- transformers-tcg/view.lua -- the board as a seat sees it (hands and secret actions hidden).

local TC = include "core"
local K = TC.K
local Z = TC.z
local V = {}

local function char_line(g, c)
  local ups = {}
  for _, u in ipairs(TC.upgrades_of(g, c)) do ups[#ups + 1] = g:name(u) end
  local kws = {}
  for _, k in ipairs({ "Bold", "Tough", "Pierce", "Focus", "Safeguard", "Stealth" }) do
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

return V
