-- CO.5 (co-op end-of-turn Boss arrival variant; not among the numbered cases): in EOT.2b, when the
-- active player must destroy a facedown card and it turns out to be another Boss, that Boss is
-- flipped faceup and stays; another card is destroyed instead; the flipped Boss's Reveal Attack
-- (and Ambush) resolve first; then the drawn Boss enters the vacated space and its reveal
-- resolves.

local H = require "lib.tf"
local ready, names, energon, pos, cell = H.ready, H.names, H.energon, H.pos, H.cell

scenario("CO.5 A facedown Boss met while making room stays faceup and reveals first", function()
  local m = {}
  for r = 0, 2 do for c = 0, 3 do m[r .. "," .. c] = { "Rumble", up = true } end end
  m["0,0"] = "Stub Boss"
  m["2,3"] = "Skids"
  local g = ready({ options = "mode=coop" }, { clear_matrix = true, matrix = m, main_deck = { "Adversary Boss", "Skids" },
    p1 = { pos = { 1, 1 }, energon = 5, hand = {} }, p2 = { pos = { 1, 1 }, energon = 5, hand = {} } })
  g:act("end turn")
  g:act("flip and destroy facedown card at (0,0)")
  eq(cell(g, 0, 0), { "Stub Boss", true }, "the facedown Boss is flipped and stays")
  eq(g:get("g:gget('bosses_gone')"), 0, "it is not destroyed")
  -- the only facedown card left, (2,3), is destroyed instead (a single choice is automatic)
  eq(names(g, "main_discard"), { "Skids" }, "the other card is destroyed")
  eq(cell(g, 2, 3), { "Adversary Boss", true }, "the drawn Boss enters the vacated space")
  eq({ energon(g, 1), energon(g, 2) }, { 3, 3 }, "two Reveal Attacks: the flipped Boss's, then the new one's")
  local l = g:log()
  local a, b
  for i, line in ipairs(l) do
    if line:find("Boss revealed: Stub Boss") then a = a or i end
    if line:find("Boss revealed: Adversary Boss") then b = b or i end
  end
  ok(a and b and a < b, "the flipped Boss reveals first")
end)
