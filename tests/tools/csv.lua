-- csv.lua -- reads a CSV file of card data (RFC 4180 quoting, one record a line) for the card checkers.
--
--   local CSV = dofile(dir .. "csv.lua"); local rows = CSV.read(path)
-- rows: a list of tables, header name -> cell text ("" when missing).
-- Raises on a bad record; returns nil, message when the file cannot be read.

local M = {}

-- Splits one CSV record (RFC 4180 quoting; no newlines inside fields here).
local function split_csv(line)
  local out, i, n = {}, 1, #line
  while true do
    local field
    if line:sub(i, i) == '"' then
      local buf, j = {}, i + 1
      while true do
        local q = line:find('"', j, true)
        if not q then error("unterminated quote in: " .. line) end
        buf[#buf + 1] = line:sub(j, q - 1)
        if line:sub(q + 1, q + 1) == '"' then
          buf[#buf + 1] = '"'
          j = q + 2
        else
          i = q + 1
          break
        end
      end
      field = table.concat(buf)
    else
      local c = line:find(",", i, true) or n + 1
      field = line:sub(i, c - 1)
      i = c
    end
    out[#out + 1] = field
    if i > n then break end
    if line:sub(i, i) ~= "," then error("bad CSV near column " .. i .. ": " .. line) end
    i = i + 1
    if i > n then out[#out + 1] = ""; break end
  end
  return out
end

function M.read(csv_path)
  local f = io.open(csv_path, "r")
  if not f then return nil, "cannot read " .. csv_path end
  local header, rows = nil, {}
  for line in f:lines() do
    line = line:gsub("\r$", "")
    if line ~= "" then
      local cells = split_csv(line)
      if not header then
        header = cells
      else
        local r = {}
        for k, h in ipairs(header) do r[h] = cells[k] or "" end
        rows[#rows + 1] = r
      end
    end
  end
  f:close()
  return rows
end

M.split = split_csv
return M
