-- TC-10 Search needs a facedown card in your space.
-- Given P1 on an empty space (card bought earlier this turn) with 1 Move available.
-- When P1 Searches. Then rejected; Move unchanged.

local H = require "lib.tf"
local new, ready, names, size, energon, vp, pos, cell, power, card_pm, count_log, has_option, sorted =
  H.new, H.ready, H.names, H.size, H.energon, H.vp, H.pos, H.cell, H.power, H.card_pm,
  H.count_log, H.has_option, H.sorted
local _ = { new, ready, names, size, energon, vp, pos, cell, power, card_pm, count_log, has_option, sorted }

scenario("TC-10 Searching an empty space is refused and spends nothing", function()
  local g = ready({}, { matrix = { ["1,1"] = false },
                        p1 = { character = "Bumblebee", mode = "alt", pos = { 1, 1 }, alt_move = 1, hand = {} } })
  ok(not has_option(g, "search"), "no Search offered")
  ok(g:why("search"):find("no facedown card"), "reason: " .. tostring(g:why("search")))
  eq(g:get("TF.alt_move(g, 1)"), 1, "Move unchanged")
end)
