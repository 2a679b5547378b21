-- TC-56 Starscream, end to end. [EX-BOSS]
-- Given 3 players, seats Bumblebee (active), Wheeljack, Optimus Prime.
-- * Starscream faceup at (1,0): cost 8, reward "Gain 4 VP", Start of Turn "discard 1 card".
-- * Bumblebee at (1,1), Bot Mode, 2 Energon, controls Ally Spike Witwicky (STUB: the played
--   Courage gets +2 Power) and 1 Damage; hand = Reserves, Courage, Roll Out!, Arcee (cost 2, Block,
--   Block effect: gain 2 Energon), Y (STUB: Power 1, Range 1, no text); top of deck = Roll Out!.
-- * Wheeljack at (1,0), Alt Mode, >=1 Energon, Courage in hand. Optimus Prime at (2,0) (distance
--   1), Bot Mode, Cliffjumper in hand (Autobot, Power 2, Range >=1).
-- * Forced Encounters: Ambush "Attack: Lose 2 Energon."; Confrontation "Add 1 to this card's cost
--   for each Energon you control. If none, gain 2 Damage."
-- When the turn is played as in the example.
-- Then: hand after Start of Turn 4 cards; declared Power 6; only Bumblebee is Ambushed, 4 Energon
-- after the Arcee Block; cost 12 after CNF.3; 1 mandatory Assist, Wheeljack's Courage 0 then 1
-- after his Convert (total 7); Optimus's Assist must be resolved (Cliffjumper 2+1 = 3, total 10,
-- its destroy text ignored); Courage's Confront plays Roll Out! (11), Bot "+1 Power" (12);
-- defeated; Bumblebee, Wheeljack and Optimus each gain 4 VP; Starscream in Bumblebee's Vault; Boss
-- count 1; everything discarded; the turn ends; Bumblebee has 2 Energon.

local H = require "lib.tf"
local new, names, size, energon, vp, pos, power, count_log =
  H.new, H.names, H.size, H.energon, H.vp, H.pos, H.power, H.count_log

scenario("TC-56 Bumblebee, Wheeljack and Optimus Prime defeat Starscream, as in the rulebook example", function()
  local g = new{ players = 3, chars = "Bumblebee;Wheeljack;Optimus Prime" }
  g:setup{
    matrix = { ["1,0"] = { "Starscream", up = true } },
    force_encounters = { "Energon Ambush", "Power Surge" },
    p1 = { character = "Bumblebee", mode = "bot", energon = 2, front = { "Spike Witwicky", "Damage" },
           hand = { "Reserves", "Courage", "Roll Out!", "Arcee", "Y" }, deck = { "Roll Out!", "Courage", "Courage" } },
    p2 = { character = "Wheeljack", mode = "alt", energon = 1, pos = { 1, 0 }, hand = { "Courage" } },
    p3 = { character = "Optimus Prime", mode = "bot", energon = 0, pos = { 2, 0 }, hand = { "Cliffjumper" } } }
  g:act("place at (1,1)")
  ok(g:prompt():find("discard"), "Starscream's Start of Turn: " .. g:prompt())
  g:act("Reserves")
  eq(size(g, "hand", 1), 4, "1. four cards after Start of Turn")
  g:act("play Courage")
  g:act("play Roll Out!")
  g:act("no")
  g:act("play Y")
  g:act("move to (1,0)")
  eq(g:player(), 1, "Bumblebee may Block the Ambush")
  g:act("discard Arcee to Block")
  eq(energon(g, 1), 4, "3. Blocked with Arcee: 4 Energon")
  eq(count_log(g, "Encounter drawn"), 1, "only one Ambush")
  eq(power(g, 1, 0), 6, "2. declared Power: 1 (Bumblebee) + 3 (Courage + Spike) + 1 + 1")
  g:act("confront Starscream")
  eq(g:player(), 2, "Wheeljack is asked first (clockwise)")
  g:act("Courage")
  eq(g:player(), 3, "then Optimus Prime")
  g:act("Cliffjumper")
  eq(count_log(g, "cost changes by %+4"), 1, "4. Power Surge: +4 (12)")
  eq(g:get("TF.battle_cost(g, g:gget('battle_target'))"), 12, "cost 12")
  ok(g:prompt():find("Choose an Assist to resolve"), "5. one mandatory Assist: " .. g:prompt())
  g:act("resolve p2's Assist")
  eq(count_log(g, "p2's Assist is resolved: Courage worth 0"), 1, "Wheeljack's Courage is worth 0 in Alt Mode")
  eq(g:player(), 2, "Wheeljack may Convert")
  g:act("yes")
  eq(energon(g, 2), 0, "Wheeljack paid 1")
  eq(count_log(g, "CNF.4b: 7 of 12"), 1, "total 7 < 12: another Assist must be resolved")
  eq(count_log(g, "p3's Assist is resolved: Cliffjumper worth 3"), 1, "6. Optimus's Assist is forced: Cliffjumper 3")
  eq(g:get("TF.battle_total(g, 1, g:gget('battle_target'))"), 10, "total 10")
  eq(count_log(g, "destroy"), 0, "Cliffjumper's destroy text does not resolve")
  g:act("Courage: Play the top card of your deck (1 Energon)")
  if g:prompt():find("for free") then g:act("no") end
  eq(g:get("TF.battle_total(g, 1, g:gget('battle_target'))"), 11, "7. Roll Out! from the deck: 11")
  g:act("Bumblebee: +1 Power (1 Energon)")
  eq(count_log(g, "battle outcome: 12 Power against cost 12"), 1, "12 >= 12")
  eq(vp(g, 1), 4, "8. Bumblebee gains 4 VP")
  eq(vp(g, 2), 4, "Wheeljack gains 4 VP")
  eq(vp(g, 3), 4, "Optimus gains 4 VP")
  eq(names(g, "vault", 1), { "Starscream" }, "Starscream in Bumblebee's Vault")
  eq(size(g, "vault", 2) + size(g, "vault", 3), 0, "only Bumblebee's")
  eq(g:get("g:gget('bosses_gone')"), 1, "Boss count 1")
  eq(energon(g, 1), 2, "9. Bumblebee ends with 2 Energon")
  eq(size(g, "played", 1), 0, "all played cards discarded")
  ok(g:get("(function() for _, n in ipairs(T.names(g, 'discard', 3)) do if n == 'Cliffjumper' then return true end end end)()"),
     "the Assists are in their owners' discard piles")
  eq(g:active(), 2, "the turn ended at once")
end)
