-- TC-18 Remaining on an Adversary is safe.
-- Given Wheeljack ended his previous turn on faceup Starscream's space.
-- When Wheeljack's next turn starts and he takes actions without leaving. Then no Ambush (Start
-- of Turn effects still apply).
-- When he steps off and back on with 2 Move. Then exactly one Ambush (on re-entry).

local H = require "lib.tf"
local ready, pos, count_log = H.ready, H.pos, H.count_log

scenario("TC-18 Staying on an Adversary never Ambushes; leaving and coming back does once", function()
  local g = ready({}, { matrix = { ["1,0"] = { "Starscream", up = true } },
    main_deck = { "Wheelie", "Wheelie", "Wheelie", "Wheelie", "Wheelie", "Wheelie" },
    force_encounters = { "Quiet Encounter" },
    p1 = { character = "Wheeljack", mode = "alt", pos = { 1, 0 }, hand = {} },
    p2 = { pos = { 2, 3 } } })
  g:act("end turn")
  if g:prompt():find("discard") then g:act(1) end            -- Starscream hits p2 too
  g:act("end turn")
  eq(g:player(), 1, "Wheeljack's turn")
  ok(g:prompt():find("discard"), "Starscream's Start of Turn still applies: " .. g:prompt())
  g:act(1)
  eq(count_log(g, "Encounter drawn"), 0, "no Ambush for staying")
  g:act("move to (1,1)")
  g:act("move to (1,0)")
  eq(count_log(g, "Encounter drawn"), 1, "one Ambush on re-entry")
  eq(count_log(g, "Quiet Encounter hits p1"), 1, "it hits Wheeljack")
end)
