-- TC-48 Convert timing. [RB Convert]
-- Given an effect is mid-resolution (e.g. Ambush text being applied). When any player tries to
-- Convert by paying Energon. Then rejected until the effect finishes. Given it is another player's
-- turn between battle steps. When a player Converts. Then accepted.

local H = require "lib.tf"
local ready, energon, pos, power, has_option = H.ready, H.energon, H.pos, H.power, H.has_option

scenario("TC-48 No Convert while an effect resolves; Converts between battle steps are offered", function()
  local g = ready({}, { matrix = { ["1,0"] = { "Rumble", up = true } }, force_encounters = { "Sniper Fire" },
    p1 = { mode = "alt", energon = 3, pos = { 1, 1 }, hand = { "Courage", "Fix" } },
    p2 = { mode = "alt", energon = 3, pos = { 0, 3 }, hand = {} } })
  ok(has_option(g, "convert to Bot Mode"), "between actions P1 may Convert")
  ok(has_option(g, "p2: convert to Bot Mode"), "and so may P2, out of turn")
  g:act("move to (1,0)")                -- Ambush: Sniper Fire "Attack: Discard a card."
  ok(g:prompt():find("discard"), "the Ambush text is resolving: " .. g:prompt())
  for _, o in ipairs(g:options()) do ok(not o:find("onvert"), "no Convert offered mid-effect: " .. o) end
  g:act("Courage")
  ok(has_option(g, "convert to Bot Mode"), "after the effect, Converting is possible again")
end)

scenario("TC-48 On another player's turn, between battle steps, an Assister may Convert", function()
  local g = ready({}, { matrix = { ["1,0"] = { "Rumble", up = true } },
    p1 = { mode = "bot", pos = { 1, 0 }, hand = {}, front = { "Damage" }, played = { { "Courage", power = 1 } } },
    p2 = { character = "Wheeljack", mode = "alt", energon = 2, pos = { 1, 0 }, hand = { "Courage" } } })
  g:act("battle Rumble")
  g:act("Courage")
  eq(g:player(), 2, "P2 is asked")
  ok(g:prompt():find("Convert to Bot Mode now"), g:prompt())
  g:act("yes")
  eq(g:get("TF.mode(g, 2)"), "bot", "P2 Converted")
  eq(energon(g, 2), 1, "for 1 Energon")
end)
