-- The board view (issue 13): the Matrix is drawn with each column as wide as
-- its longest cell, so a long name, its cost, Energon and the standees on it
-- are all shown -- nothing is cut at a fixed width.

local H = require "lib.tf"

local function board_line(g, row)
  for line in (g:view("board") .. "\n"):gmatch("([^\n]*)\n") do
    if line:match("^r" .. row .. " ") then return line end
  end
end

scenario("a long card name and the standees on its space are shown whole", function()
  local g = H.ready({}, { matrix = { ["1,1"] = { "More Than Meets the Eye", up = true, energon = 2 } },
    p1 = { pos = { 1, 1 } }, p2 = { pos = { 1, 1 } } })
  local line = board_line(g, 1)
  ok(line, "the board has row r1")
  ok(line:find("More Than Meets the Eye", 1, true), "the whole name: " .. line)
  ok(line:find("e2 <P1,P2>", 1, true), "the Energon on it and both standees: " .. line)
  lacks({ line:find("~", 1, true) }, 1, "no cell is cut")
end)

scenario("columns line up: every row's cell starts where its column header does", function()
  local g = H.ready({}, { matrix = { ["0,0"] = { "More Than Meets the Eye", up = true } },
    p1 = { pos = { 0, 1 } } })
  local board = g:view("board")
  local header = board:match("\n(     col 0[^\n]*)")
  local r0, r1 = board_line(g, 0), board_line(g, 1)
  local at = header:find("col 1", 1, true)
  ok(r0:sub(at - 2, at - 1) == "  " and r0:sub(at, at) ~= " ", "row 0's column 1 begins under its header: " .. r0)
  ok(r0:find("<P1>", at, true), "with p1's standee in it: " .. r0)
  ok(r1:sub(at - 2, at - 1) == "  " and r1:sub(at, at) ~= " ", "so does row 1's: " .. r1)
end)
