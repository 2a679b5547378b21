-- lib/sr.lua -- queries shared by the Star Realms scenario tests.
--
-- A player's pool and Authority are the ruleset's to compute, so they are
-- queries (g:get); a zone's size and the sorted names of the cards in it
-- are plain state, read as data (g:zone_size, g:zone_names), as any client
-- could.
local function pool(g, p, k) return g:get(("SR.pool(g, %d, %q)"):format(p, k)) end
local function auth(g, p) return g:get(("SR.authority(g, %d)"):format(p)) end
local function size(g, zone, p) return g:zone_size(zone, p or 0) end
local function names(g, zone, p)    -- sorted card names in a zone
  local t = g:zone_names(zone, p or 0)
  table.sort(t)
  return t
end
-- p's personal cards (deck and hand) when the game starts, sorted and
-- joined by commas: what a deck file's list gave p.
local function personal(g, p)
  local t = g:zone_names("deck", p)
  for _, n in ipairs(g:zone_names("hand", p)) do t[#t + 1] = n end
  table.sort(t)
  return table.concat(t, ",")
end
return { pool = pool, auth = auth, size = size, names = names, personal = personal }
