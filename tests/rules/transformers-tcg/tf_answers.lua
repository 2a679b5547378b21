-- Secret Actions that answer an Action before its text resolves (scripts/transformers-tcg/answers.lua,
-- written by tests/tools/gen_tcg_round6.py): "SECRET_REVEAL_ON(OPP plays {BL} Action) ; ON_REVEAL =>
-- SCRAP Action & IT NEGATED" (Jam Signals, Infiltrate, Overrule) and Speed Trap ("IT's second
-- Action they played [turn]"; "OPP CANNOT PLAY Actions [turn]").  Digest 6.4: an Action goes into
-- the played area, then its text resolves; the answer comes between the two, also inside
-- another Action (Brainstorm, 10.4).  Each scenario names the card, sets up the state, acts, and
-- checks what the text says happens.
local H = require "lib.tcg"

local function blanks(n) return H.list(n or 8, "F Blank") end
-- p1 (active) holds `hand`; p2 has the face-down Secret Action `secret`.
local function answered_by(secret, hand)
  return H.at_main{ p1 = { chars = { "F Striker" }, hand = hand, deck = blanks() },
                    p2 = { chars = { "F Wall" }, secret = { secret }, deck = blanks() } }
end
-- ... and p1 plays the first card of `hand`.
local function play_into(secret, hand)
  local g = answered_by(secret, hand)
  g:act("play " .. hand[1])
  return g
end

scenario("Jam Signals: SECRET_REVEAL_ON(OPP plays {BL} Action) => SCRAP Action & IT NEGATED (Pep Talk: draw(2))", function()
  local g = play_into("Jam Signals", { "Pep Talk" })
  eq(H.count_log(g, "p2 reveals Jam Signals"), 1, "the blue Action reveals Jam Signals")
  eq(H.count_log(g, "p1 draws 2"), 0, "Pep Talk's draw(2) never resolves")
  eq(H.size(g, "hand", 1), 0, "p1's hand: nothing drawn")
  eq(H.names(g, "scrap", 1)[1], "Pep Talk", "Pep Talk goes to its owner's scrap pile")
  eq(H.size(g, "secret", 2), 0, "Jam Signals left the face-down zone")
  local revealed, negated = nil, nil
  for i, l in ipairs(g:log()) do
    if l:find("p2 reveals Jam Signals", 1, true) then revealed = i end
    if l:find("Pep Talk is negated", 1, true) then negated = i end
  end
  ok(revealed and negated and revealed < negated, "the answer comes before Pep Talk's text would")
end)

scenario("Jam Signals: an Action without {BL} is not answered (Incoming Transmission is orange)", function()
  local g = play_into("Jam Signals", { "Incoming Transmission" })
  eq(H.count_log(g, "p2 reveals Jam Signals"), 0, "no reveal")
  eq(H.count_log(g, "p1 draws 2"), 1, "its text resolves")
  eq(H.size(g, "secret", 2), 1, "Jam Signals stays face down")
end)

scenario("Jam Signals: its owner's own blue Action is not answered (OPP plays)", function()
  local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Pep Talk" }, secret = { "Jam Signals" }, deck = blanks() },
                       p2 = { chars = { "F Wall" }, deck = blanks() } }
  g:act("play Pep Talk")
  eq(H.count_log(g, "reveals Jam Signals"), 0, "no reveal")
  eq(H.count_log(g, "p1 draws 2"), 1, "Pep Talk draws 2")
end)

scenario("Infiltrate: SECRET_REVEAL_ON(OPP plays {OR} Action) => SCRAP Action & IT NEGATED (Incoming Transmission)", function()
  local g = play_into("Infiltrate", { "Incoming Transmission" })
  eq(H.count_log(g, "p2 reveals Infiltrate"), 1, "revealed")
  eq(H.count_log(g, "p1 draws 2"), 0, "negated: no draw")
  eq(H.names(g, "scrap", 1)[1], "Incoming Transmission", "scrapped")
end)

scenario("Overrule: SECRET_REVEAL_ON(OPP plays {WH} Action) => SCRAP Action & IT NEGATED (Equipment Enthusiast)", function()
  local g = play_into("Overrule", { "Equipment Enthusiast", "Pep Talk" })
  eq(H.count_log(g, "p2 reveals Overrule"), 1, "revealed")
  eq(H.names(g, "scrap", 1)[1], "Equipment Enthusiast", "scrapped")
  ok(not H.has(g, "play Pep Talk"), "the negated Action still spent the turn's Action (6.1)")
end)

scenario("Speed Trap: SECRET_REVEAL_ON(OPP plays Action & IT's second Action they played [turn]) => negate ; OPP CANNOT PLAY Actions [turn]", function()
  -- Brainstorm (p1's first Action) plays Pep Talk (the second): Speed Trap answers Pep Talk inside
  -- Brainstorm, before Pep Talk's text; then p1 may not play Actions for the rest of the turn, not
  -- even with Brainstorm's second play.
  local g = play_into("Speed Trap", { "Brainstorm", "Pep Talk", "Incoming Transmission" })
  eq(H.count_log(g, "p2 reveals Speed Trap"), 0, "the first Action is not answered")
  g:act("Pep Talk")
  eq(H.count_log(g, "p2 reveals Speed Trap"), 1, "the second Action reveals Speed Trap")
  eq(H.count_log(g, "p1 draws 2"), 0, "Pep Talk is negated inside Brainstorm")
  eq(H.count_log(g, "p1 cannot play Actions this turn"), 1, "OPP CANNOT PLAY Actions [turn]")
  eq(H.names(g, "scrap", 1)[1], "Pep Talk", "Pep Talk scrapped")
  ok(not H.has(g, "Incoming Transmission"), "Brainstorm's second play does not offer it (playrules.lua)")
  g:act("no")
  eq(H.count_log(g, "p1 draws 2"), 0, "Incoming Transmission does not resolve")
  eq(H.names(g, "hand", 1)[1], "Incoming Transmission", "it stays in p1's hand")
end)

scenario("Speed Trap: the turn's first Action is not answered", function()
  local g = play_into("Speed Trap", { "Pep Talk" })
  eq(H.count_log(g, "p2 reveals Speed Trap"), 0, "one Action: no reveal")
  eq(H.count_log(g, "p1 draws 2"), 1, "Pep Talk resolves")
  eq(H.get(g, "g:pget(1, 'no_actions')"), nil, "no ban")
end)

-- Attack damage answered before it is placed (C4): the event "answer_damage".
-- p1's attacker (ATK atk, flips of blanks) attacks p2's defender, who holds the Secret Action.
local function attack_into(secret, atk, defender)
  local g = H.at_main{ p1 = { chars = { { "F Striker", atk = atk }, { "F Wall", atk = atk } }, deck = blanks() },
                       p2 = { chars = { { defender, tapped = true }, "F Tapper" }, secret = { secret }, deck = blanks() } }
  H.attack(g, defender == "F Wall" and "F Striker" or "F Wall", defender)
  return g
end

scenario("Lucky Dodge: SECRET_REVEAL_ON(IF(own_char defends & take odd amount ATK_dmg)) => INSTEAD character takes no ATK_dmg", function()
  local g = attack_into("Lucky Dodge", 3, "F Wall")
  eq(H.count_log(g, "p2 reveals Lucky Dodge"), 1, "3 damage is odd: revealed")
  eq(H.dmg(g, 2, "F Wall"), 0, "no damage")
  g = attack_into("Lucky Dodge", 4, "F Wall")
  eq(H.count_log(g, "reveals Lucky Dodge"), 0, "4 is even: not revealed")
  eq(H.count_log(g, "the attack damage becomes"), 0, "nothing answered")
  eq(H.dmg(g, 2, "F Wall"), 4, "4 damage")
end)

scenario("Heroic Resolve: SECRET_REVEAL_ON(IF(own:Autobots take enough attack damaged -> KOd)) => INSTEAD ... at 1 HP ; PUT THIS_CARD @own_KO", function()
  local g = attack_into("Heroic Resolve", 12, "F Striker")       -- F Striker: an Autobot, 10 health
  eq(H.count_log(g, "p2 reveals Heroic Resolve"), 1, "a KO: revealed")
  eq(H.dmg(g, 2, "F Striker"), 9, "left at 1 HP")
  eq(H.names(g, "ko", 2)[1], "Heroic Resolve", "the Secret Action goes to p2's KO area")
  g = attack_into("Heroic Resolve", 5, "F Striker")
  eq(H.count_log(g, "reveals Heroic Resolve"), 0, "no KO: not revealed")
end)

scenario("Even the Score: SECRET_REVEAL_ON(own:Decepticons takes > enough ATK_dmg -> KOd) => Do extra ATK_dmg -> ATTACKER", function()
  local g = attack_into("Even The Score", 13, "F Wall")           -- F Wall: a Decepticon, 10 health
  eq(H.count_log(g, "p2 reveals Even The Score"), 1, "more than enough: revealed")
  eq(H.dmg(g, 1, "F Striker"), 3, "the 3 beyond the KO go to the attacker")
  local ko = table.concat(H.names(g, "ko", 2), ",")
  ok(ko:find("F Wall", 1, true) and ko:find("Even The Score", 1, true), "F Wall is KO'd; the card goes to the KO area: " .. ko)
  g = attack_into("Even The Score", 10, "F Wall")
  eq(H.count_log(g, "reveals Even The Score"), 0, "exactly enough: not revealed")
end)
