-- TC-10 Search needs a facedown card in your space.
-- Given P1 on an empty space (card bought earlier this turn) with 1 Move available.
-- When P1 Searches. Then rejected; Move unchanged.

local H = require "lib.tf"
local ready, pos, has_option = H.ready, H.pos, H.has_option

scenario("TC-10 Searching an empty space is refused and spends nothing", function()
  local g = ready({}, { matrix = { ["1,1"] = false },
                        p1 = { character = "Bumblebee", mode = "alt", pos = { 1, 1 }, alt_move = 1, hand = {} } })
  ok(not has_option(g, "search"), "no Search offered")
  ok(g:why("search"):find("no facedown card"), "reason: " .. tostring(g:why("search")))
  eq(g:get("TF.alt_move(g, 1)"), 1, "Move unchanged")
end)
