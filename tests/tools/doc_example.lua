-- doc_example.lua -- a file the docs show in full must be the text they show.
--
--   lua5.4 tests/tools/doc_example.lua DOC.md FILE
--
-- Finds the fenced block in DOC.md whose first line is FILE's first line and
-- checks the block equals FILE, so an example in the guide and the file
-- ctest runs never drift apart.  Exit status 1 with the first differing
-- line if they do.
local doc, file = arg[1], arg[2]
local function read(p)
  local f = assert(io.open(p, "rb"))
  local s = f:read("a")
  f:close()
  return s
end
local text, want = read(doc), read(file)
local first = want:match("^[^\n]*")
local block
for body in text:gmatch("```[%w]*\n(.-)```") do
  if body:sub(1, #first) == first then block = body break end
end
if not block then
  io.stderr:write(doc .. ": no block begins with the first line of " .. file .. "\n")
  os.exit(1)
end
if block == want then print("ok: " .. doc .. " shows " .. file) os.exit(0) end
local n = 1
local la, lb = {}, {}
for l in (block .. "\n"):gmatch("([^\n]*)\n") do la[#la + 1] = l end
for l in (want .. "\n"):gmatch("([^\n]*)\n") do lb[#lb + 1] = l end
while la[n] == lb[n] do n = n + 1 end
io.stderr:write(string.format("%s and %s differ at line %d of the file:\n  doc:  %s\n  file: %s\n",
                              doc, file, n, tostring(la[n]), tostring(lb[n])))
os.exit(1)
