-- Extra (W15, option convert_steps): any player may Convert between the
-- steps of Start of Turn and end of turn, on any player's turn.

local H = require "lib.tf"
local ready = H.ready

scenario("with convert_steps, another player may Convert between end-of-turn steps", function()
  local g = ready({ options = "convert_steps=true" })
  eq(g:get("TF.mode(g, 2)"), "alt", "p2 starts in Alt Mode")
  ok(g:prompt():find("before Start of Turn effects"), "Start of Turn offers Converts: " .. g:prompt())
  g:act("go on")
  g:act("end turn")
  ok(g:prompt():find("before the Matrix is refilled"), "the end of turn offers Converts: " .. g:prompt())
  g:act("p2 converts to Bot Mode")
  eq(g:get("TF.mode(g, 2)"), "bot", "p2 converted on p1's turn")
  eq(g:get("TF.energon(g, 2)"), 1, "it cost p2 1 Energon")
  g:act("go on")
end)

scenario("without the option the end of turn asks nothing about Converts", function()
  local g = ready()
  g:act("end turn")
  ok(not g:prompt():find("Anyone may Convert"), "no Convert step: " .. g:prompt())
end)
