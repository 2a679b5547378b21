-- lib/deckfile.lua -- a plain-text deck list parser with no game words, for any
-- game (include "lib/deckfile": the Transformers TCG, Star Realms).
--
-- Format: one entry per line, "N Name" (N copies; "Name" alone means 1;
-- "Nx Name" is accepted too).  "#" or "//" starts a comment (whole line or
-- the rest of a line).  A line "[section]" or "Section:" starts a section
-- (its name lower-cased); entries before any header are in section "".
-- Blank lines are ignored.  parse(text, source) returns
--   { entries = { { count =, name =, section =, line = } ... }, errors = { "source:line: why" } }
-- and never raises on bad input: every problem is an error naming its line.
-- A game validates the entries against its own construction rules.

local D = {}

local function trim(s) return (s:gsub("^%s+", ""):gsub("%s+$", "")) end

local function strip_comment(s)
  local a = s:find("#", 1, true)
  local b = s:find("//", 1, true)
  local cut = a and b and math.min(a, b) or a or b
  if cut then s = s:sub(1, cut - 1) end
  return trim(s)
end

function D.parse(text, source)
  source = source or "deck"
  local out = { entries = {}, errors = {} }
  if type(text) ~= "string" then
    out.errors[1] = source .. ": no deck text"
    return out
  end
  local section, n = "", 0
  for raw in (text .. "\n"):gmatch("([^\n]*)\n") do
    n = n + 1
    local s = strip_comment(raw:gsub("\r$", ""))
    if s ~= "" then
      local head = s:match("^%[(.-)%]$") or s:match("^([%a][%w %-_]*):$")
      if head then
        section = trim(head):lower()
      else
        local count, name = s:match("^(%d+)x?%s+(.+)$")
        if not count then count, name = "1", s end
        local digits = count
        count = tonumber(count)
        if #digits > 2 or count < 1 then
          out.errors[#out.errors + 1] = string.format("%s:%d: count %s out of range 1-99", source, n, digits)
        else
          out.entries[#out.entries + 1] = { count = count, name = trim(name), section = section, line = n }
        end
      end
    end
  end
  return out
end

-- Total copies per name (names as given), and the entries' total.
function D.totals(entries)
  local per, total = {}, 0
  for _, e in ipairs(entries) do
    per[e.name] = (per[e.name] or 0) + e.count
    total = total + e.count
  end
  return per, total
end

return D
