-- Trigger order "apnap" (the tutorial's): when one event triggers several
-- handlers, the kernel sorts them -- the active player's first, then the
-- others' in turn order -- and each player chooses the order of their own.

scenario("two Beacons of the active player: the player is asked which resolves first", function()
  local g = game{ seed = 3 }
  local p = g:active()
  g:edit(([[
    local play = g:zone("play", %d)
    g:new_card("Beacon", %d, play); g:new_card("Beacon", %d, play)
    g:new_card("Spark", %d, g:zone("hand", %d))
  ]]):format(p, p, p, p, p))
  local before = g:get(("g:pget(%d, 'points')"):format(p))
  g:act("play Spark")
  ok(g:prompt():find("Order triggers: which card_played trigger resolves next%?"),
     "the active player orders their triggers: " .. g:prompt())
  eq(g:player(), p, "asked of the active player")
  eq(g:options(), { "Beacon", "Beacon" }, "the two Beacons")
  g:act(2)
  eq(g:get(("g:pget(%d, 'points')"):format(p)) - before >= 2, true, "both Beacons gave their point")
end)

scenario("one Beacon each: nobody is asked, each player having a single trigger", function()
  local g = game{ seed = 3 }
  local p = g:active()
  local q = p % 2 + 1
  g:edit(([[
    g:new_card("Beacon", %d, g:zone("play", %d)); g:new_card("Beacon", %d, g:zone("play", %d))
    g:new_card("Spark", %d, g:zone("hand", %d))
  ]]):format(q, q, p, p, p, p))
  g:act("play Spark")
  eq(g:player(), p, "no ordering question: the game goes on with p's main phase")
  ok(not g:prompt():find("Order triggers"), "no ordering question")
end)
