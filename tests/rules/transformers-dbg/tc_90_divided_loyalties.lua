-- TC-90 Divided Loyalties. [CLAR]
-- Given Divided Loyalties faceup in the Matrix; a faceup Autobot Robot A (cost 3) at (0,1).
-- Then buying A is rejected; moving onto A causes an Ambush; revealing a facedown Autobot Robot in
-- a space with standees causes an Ambush; battling A with >=3 Power defeats it, giving its reward,
-- A goes to the Vault. Co-op: while A is faceup, Confronting a Boss is rejected.

local H = require "lib.tf"
local ready, names, vp, pos, power, count_log, has_option =
  H.ready, H.names, H.vp, H.pos, H.power, H.count_log, H.has_option

scenario("TC-90 While Divided Loyalties is faceup every Robot is an Adversary", function()
  local g = ready({}, { matrix = { ["2,3"] = { "Divided Loyalties", up = true }, ["0,1"] = { "Jazz", up = true, cost = 3 },
                                   ["1,0"] = "Hound" },
    force_encounters = { "Quiet Encounter", "Quiet Encounter" },
    p1 = { mode = "alt", pos = { 0, 0 }, alt_move = 2, hand = {}, played = { { "Helping Hand", power = 3 } } },
    p2 = { pos = { 1, 0 }, hand = {} } })
  ok(not has_option(g, "buy Jazz"), "A cannot be bought")
  ok(has_option(g, "battle Jazz"), "A can be battled")
  g:act("move to (0,1)")
  eq(count_log(g, "Quiet Encounter hits p1"), 1, "moving onto A: Ambush")
  g:act("move to (0,0)")     -- leaving causes nothing
  g:setup{ p1 = { mode = "bot", played = { { "Patrol", power = 0, move = 0 }, { "Helping Hand", power = 3 } } } }
  g:edit("TF.reveal(g, TF.cell(g, 1, 0), 1)")
  eq(count_log(g, "Quiet Encounter hits p2"), 1, "revealing Hound under P2: Ambush")
  g:act("battle Jazz")
  eq(names(g, "vault", 1), { "Jazz" }, "A is defeated and vaulted")
  eq(vp(g, 1), 2, "its reward (Gain 2 VP)")
end)

scenario("TC-90 Co-op: an Autobot Adversary blocks Confronting a Boss", function()
  local g = ready({ options = "mode=coop" }, { matrix = { ["2,3"] = { "Divided Loyalties", up = true },
      ["0,1"] = { "Jazz", up = true }, ["1,1"] = { "Starscream", up = true } },
    p1 = { mode = "bot", pos = { 1, 1 }, hand = {}, played = { { "Courage", power = 9 } } } })
  ok(not has_option(g, "confront Starscream"), "Confronting is refused")
  ok(g:why("confront Starscream"):find("CO.2"), g:why("confront Starscream"))
end)
