-- lib/sr.lua -- queries shared by the Star Realms scenario tests.
--
-- Each reads the game through a query (g:get), as any client could: a
-- player's pool, Authority, a zone's size, and the sorted names of the
-- cards in a zone.
local function pool(g, p, k) return g:get(("SR.pool(g, %d, %q)"):format(p, k)) end
local function auth(g, p) return g:get(("SR.authority(g, %d)"):format(p)) end
local function size(g, zone, p) return g:get(("g:size(g:zone(%q, %d))"):format(zone, p or 0)) end
local function names(g, zone, p)    -- sorted card names in a zone
  return g:get(("(function() local t = {} for _, c in ipairs(g:cards(g:zone(%q, %d))) do t[#t+1] = g:name(c) end table.sort(t) return t end)()"):format(zone, p or 0))
end
return { pool = pool, auth = auth, size = size, names = names }
