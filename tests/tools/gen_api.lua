-- gen_api.lua -- writes docs/api.md from the LuaCATS stubs in scripts/meta/.
--
--   lua5.4 tests/tools/gen_api.lua            regenerate docs/api.md
--   lua5.4 tests/tools/gen_api.lua --check    exit 1 if docs/api.md is out of date
--   options: --root DIR (default: two folders above this script), --out FILE
--
-- The stubs are scripts/meta/arbiter.lua, then each file its "-- PART
-- <file>.lua" lines name, in that order, read as one sequence of:
--   "-- SECTION id: Title" followed by "-- " lines: a section and its intro;
--   "-- OVERVIEW" followed by "-- " lines: the text at the top of the page;
--   blocks of "---" lines (description, @param, @return, @class, @field,
--   @alias, "---|" values, @type) and the declaration line after them.
-- Output depends only on the stubs (no dates, no hash order), so the check
-- mode can compare byte for byte.  A stub whose @param names differ from its
-- declaration's parameters is an error: the reference must not drift.

local function die(fmt, ...)
  io.stderr:write("gen_api: ", string.format(fmt, ...), "\n")
  os.exit(2)
end

---------------------------------------------------------------------------
-- Arguments and files
---------------------------------------------------------------------------

local check, root, out_path = false, nil, nil
do
  local i = 1
  while arg[i] do
    local a = arg[i]
    if a == "--check" then check = true
    elseif a == "--root" then i = i + 1; root = arg[i]
    elseif a == "--out" then i = i + 1; out_path = arg[i]
    else die("unknown argument '%s' (use --check, --root DIR, --out FILE)", a) end
    i = i + 1
  end
end
if not root then
  local dir = (arg[0] or ""):match("^(.*)[/\\][^/\\]*$") or "."
  root = dir .. "/../.."
end
local meta_dir = root .. "/scripts/meta/"
out_path = out_path or (root .. "/docs/api.md")

local function read(path)
  local f = io.open(path, "rb")
  if not f then return nil end
  local s = f:read("*a")
  f:close()
  return s
end

---------------------------------------------------------------------------
-- Parsing the stubs
---------------------------------------------------------------------------

-- Reads one type expression from s at position i: stops at a space outside
-- brackets, unless the type so far ends in ":", "," or "|" (as in
-- "fun(x: T): R").  Returns the type and the rest of the line.
local function split_type(s)
  local depth, i, n = 0, 1, #s
  while i <= n do
    local ch = s:sub(i, i)
    if ch == "(" or ch == "<" or ch == "{" or ch == "[" then depth = depth + 1
    elseif ch == ")" or ch == ">" or ch == "}" or ch == "]" then depth = depth - 1
    elseif ch == " " and depth == 0 then
      local before = s:sub(1, i - 1):match("(%S)%s*$")
      if before ~= ":" and before ~= "," and before ~= "|" then break end
    end
    i = i + 1
  end
  local t = s:sub(1, i - 1):gsub("%s+$", "")
  return t, (s:sub(i + 1):gsub("^%s+", ""))
end

local function strip_hash(s)
  return (s:gsub("^#%s*", ""))
end

local sections, overview = {}, {}
local current

local function add_entry(e)
  if not current then die("%s: a definition comes before the first SECTION", e.line) end
  current.entries[#current.entries + 1] = e
end

-- Turns one block of "---" lines plus its declaration line into an entry;
-- `line` is where the block starts ("scripts/meta/game.lua:12"), for errors.
local function parse_block(block, decl, line)
  local e = { line = line, desc = {}, params = {}, returns = {}, fields = {}, values = {} }
  for _, l in ipairs(block) do
    local tag, rest = l:match("^@(%w+)%s*(.*)$")
    if l:match("^|") then
      local v, d = split_type((l:gsub("^|%s*", "")))
      e.values[#e.values + 1] = { value = v, desc = strip_hash(d) }
    elseif not tag then
      e.desc[#e.desc + 1] = l
    elseif tag == "param" then
      local name, r = rest:match("^(%S+)%s+(.*)$")
      if not name then die("%s: @param needs a name and a type", line) end
      local t, d = split_type(r)
      e.params[#e.params + 1] = { name = name, type = t, desc = strip_hash(d) }
    elseif tag == "return" then
      local t, r = split_type(rest)
      local name, d = r:match("^([%a_][%w_]*)%s*(.*)$")
      if not name then name, d = nil, r end
      e.returns[#e.returns + 1] = { name = name, type = t, desc = strip_hash(d) }
    elseif tag == "field" then
      local name, r = rest:match("^(%S+)%s+(.*)$")
      if not name then die("%s: @field needs a name and a type", line) end
      local t, d = split_type(r)
      e.fields[#e.fields + 1] = { name = name, type = t, desc = strip_hash(d) }
    elseif tag == "class" then
      e.kind, e.name = "class", rest:match("^([%w_]+)")
    elseif tag == "alias" then
      e.kind, e.name = "alias", rest:match("^([%w_]+)")
      e.type = rest:match("^[%w_]+%s+(.+)$")
    elseif tag == "type" then
      e.vartype = rest
    elseif tag == "meta" or tag == "generic" then
      -- nothing to document
    else
      die("%s: unknown tag @%s", line, tag)
    end
  end
  if e.kind then return e end
  decl = decl or ""
  local cls, name, plist = decl:match("^function%s+([%w_]+):([%w_]+)%((.-)%)")
  if not cls then name, plist = decl:match("^function%s+([%w_]+)%((.-)%)") end
  if name then
    e.kind, e.class, e.name = cls and "method" or "function", cls, name
    local decl_params = {}
    for p in plist:gmatch("[^,%s]+") do decl_params[#decl_params + 1] = p end
    for i = 1, math.max(#decl_params, #e.params) do
      local want = decl_params[i]
      local have = e.params[i] and e.params[i].name:gsub("%?$", "")
      if want ~= have then
        die("%s: %s: @param %d is '%s' but the declaration says '%s'",
            line, name, i, tostring(have), tostring(want))
      end
    end
    e.signature = plist
    return e
  end
  local var = decl:match("^([%w_]+)%s*=")
  if var and e.vartype then
    e.kind, e.name = "global", var
    return e
  end
  die("%s: cannot tell what this block documents (declaration: '%s')", line, decl)
end

-- Reads one stub file into `sections` and `overview`; returns its lines.
local function parse_file(name)
  local src = read(meta_dir .. name) or die("cannot read %s", meta_dir .. name)
  local lines = {}
  for l in (src:gsub("\r\n", "\n") .. "\n"):gmatch("(.-)\n") do lines[#lines + 1] = l end
  local i = 1
  while i <= #lines do
    local l = lines[i]
    local id, title = l:match("^%-%- SECTION ([%w_]+): (.+)$")
    if id or l == "-- OVERVIEW" then
      local into = overview
      if id then
        current = { id = id, title = title, intro = {}, entries = {} }
        sections[#sections + 1] = current
        into = current.intro
      end
      i = i + 1
      while lines[i] and lines[i]:match("^%-%-") and not lines[i]:match("^%-%-%-") do
        into[#into + 1] = lines[i]:gsub("^%-%- ?", "")
        i = i + 1
      end
    elseif l:match("^%-%-%-") and not l:match("^%-%-%-@meta") then
      local start, block = i, {}
      while lines[i] and lines[i]:match("^%-%-%-") do
        block[#block + 1] = lines[i]:gsub("^%-%-%- ?", "")
        i = i + 1
      end
      local decl = lines[i]
      if decl and (decl == "" or decl:match("^%-%-")) then decl = nil end
      add_entry(parse_block(block, decl, "scripts/meta/" .. name .. ":" .. start))
      if decl then i = i + 1 end
    else
      i = i + 1
    end
  end
  return lines
end

-- arbiter.lua first, then its parts in the order it lists them.
local parts_read = {}
for _, l in ipairs(parse_file("arbiter.lua")) do
  local part = l:match("^%-%- PART (%S+)")
  if part then
    if not part:match("^[%w_]+%.lua$") or part == "arbiter.lua" or parts_read[part] then
      die("scripts/meta/arbiter.lua: PART '%s' is not a file name, or is listed twice", part)
    end
    parts_read[part] = true
    parse_file(part)
  end
end

---------------------------------------------------------------------------
-- Writing Markdown
---------------------------------------------------------------------------

local RECEIVER = { Game = "g", Actions = "acts" }

local function heading(e)
  if e.kind == "method" then
    return (RECEIVER[e.class] or e.class) .. ":" .. e.name .. "(" .. e.signature .. ")"
  elseif e.kind == "function" then
    return e.name .. "(" .. e.signature .. ")"
  end
  return e.name
end

local function anchor(e)
  if e.kind == "method" then return (RECEIVER[e.class] or e.class:lower()) .. "-" .. e.name:gsub("_", "-") end
  if e.kind == "function" then return "fn-" .. e.name:gsub("_", "-") end
  if e.kind == "global" then return "global-" .. e.name end
  return "type-" .. e.name:lower()
end

local KIND = { class = "type", alias = "type", global = "global", ["function"] = "function", method = "method" }

local function cell(s)
  return (s:gsub("|", "\\|"))
end

-- The first sentence of the first description line.
local function summary(e)
  local first = e.desc[1] or ""
  return first:match("^(.-%.)%s%s") or first
end

local out = {}
local function put(s) out[#out + 1] = s or "" end

-- Prose is Markdown, but "<game>" outside a code span would vanish as an
-- HTML tag: escape angle brackets there.
local function md(s)
  local parts, i = {}, 1
  for pre, code, nxt in s:gmatch("()(`[^`]*`)()") do
    parts[#parts + 1] = s:sub(i, pre - 1):gsub("<", "&lt;"):gsub(">", "&gt;")
    parts[#parts + 1] = code
    i = nxt
  end
  parts[#parts + 1] = s:sub(i):gsub("<", "&lt;"):gsub(">", "&gt;")
  return table.concat(parts)
end

-- A description: the stub's "---" lines, kept as Markdown.
local function put_desc(desc)
  for _, l in ipairs(desc) do put(md(l)) end
  put()
end

-- Types the stubs define, so that a parameter of type `Choice[]` links there.
local TYPES = {}
for _, s in ipairs(sections) do
  for _, e in ipairs(s.entries) do
    if e.kind == "class" or e.kind == "alias" then TYPES[e.name] = true end
  end
end

local function type_ref(t)
  local base = t:match("^([%w_]+)%[?%]?%??$")
  if base and TYPES[base] then return "[`" .. t .. "`](#type-" .. base:lower() .. ")" end
  return "`" .. t .. "`"
end

local function typed(name, t)
  local optional = name:match("%?$")
  local shown = name:gsub("%?$", "")
  return "`" .. shown .. "` (" .. type_ref(t) .. (optional and ", optional" or "") .. ")"
end

local function put_entry(e)
  put('<a id="' .. anchor(e) .. '"></a>')
  put("### `" .. heading(e) .. "`")
  put()
  if e.kind == "global" then put("Global of type `" .. e.vartype .. "`."); put() end
  if e.kind == "alias" and e.type then put("Type: `" .. e.type .. "`"); put() end
  put_desc(e.desc)
  if #e.params > 0 then
    put("**Parameters**"); put()
    for _, p in ipairs(e.params) do
      put("- " .. typed(p.name, p.type) .. (p.desc ~= "" and ": " .. md(p.desc) or ""))
    end
    put()
  end
  if #e.returns > 0 then
    put("**Returns**"); put()
    for _, r in ipairs(e.returns) do
      local what = r.name and typed(r.name, r.type) or type_ref(r.type)
      put("- " .. what .. (r.desc ~= "" and ": " .. md(r.desc) or ""))
    end
    put()
  end
  if #e.fields > 0 then
    put("**Fields**"); put()
    for _, f in ipairs(e.fields) do
      put("- " .. typed(f.name, f.type) .. (f.desc ~= "" and ": " .. md(f.desc) or ""))
    end
    put()
  end
  if #e.values > 0 then
    put("**Values**"); put()
    for _, v in ipairs(e.values) do
      put("- `" .. v.value .. "`" .. (v.desc ~= "" and ": " .. md(v.desc) or ""))
    end
    put()
  end
end

put("# Arbiter Lua API")
put()
put("<!-- Generated by tests/tools/gen_api.lua from the stubs in scripts/meta/ (arbiter.lua and the parts it lists): edit them, then run `lua5.4 tests/tools/gen_api.lua`. -->")
put()
for _, l in ipairs(overview) do put(md(l)) end
put()
put("## Contents")
put()
for _, s in ipairs(sections) do
  put("- [" .. s.title .. "](#" .. s.id .. ") (" .. #s.entries .. ")")
end
put()

for _, s in ipairs(sections) do
  put('<a id="' .. s.id .. '"></a>')
  put("## " .. s.title)
  put()
  for _, l in ipairs(s.intro) do put(md(l)) end
  put()
  put("| | Kind | Summary |")
  put("|---|---|---|")
  for _, e in ipairs(s.entries) do
    put("| [`" .. cell(heading(e)) .. "`](#" .. anchor(e) .. ") | " .. KIND[e.kind] ..
        " | " .. cell(md(summary(e))) .. " |")
  end
  put()
  for _, e in ipairs(s.entries) do put_entry(e) end
end

-- No runs of blank lines, exactly one newline at the end.
local text = table.concat(out, "\n"):gsub("\n\n\n+", "\n\n"):gsub("\n*$", "\n")

if check then
  local have = read(out_path)
  if have == text then return end
  local function split(t)
    local v = {}
    for l in (t .. "\n"):gmatch("(.-)\n") do v[#v + 1] = l end
    return v
  end
  local a, b, line = split(have or ""), split(text), 1
  while a[line] ~= nil and a[line] == b[line] do line = line + 1 end
  io.stderr:write(string.format("%s is out of date (first difference at line %d): run `lua5.4 tests/tools/gen_api.lua`\n",
                                out_path, line))
  os.exit(1)
end

local f = io.open(out_path, "wb") or die("cannot write %s", out_path)
f:write(text)
f:close()
