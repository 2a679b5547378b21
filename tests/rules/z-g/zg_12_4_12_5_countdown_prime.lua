-- Section 12.4 (Countdown, reading 18.26) and 12.5 (Rule of Prime): the
-- clock a foe starts and calls at the active player's windows, and rules
-- disputes settled by a test.
local H = require "lib.zg"

local function names_in(g, zn, p) return #H.names(g, zn, p) end

scenario("12.4 the countdown is off by default: no foe is offered the clock", function()
  local g = H.start{}
  ok(not H.has_option(g, "p2: put p1 on the countdown"), "no clock option")
  eq(g:player(), 1, "p1 is asked")
end)

scenario("12.4 a foe puts the active player on the clock; the player keeps acting", function()
  local g = H.start{ options = "countdown=60" }
  ok(g:can("p2: put p1 on the countdown (60 s)"), "p2 may start p1's clock")
  g:act("play Firefight Frontgear")
  g:act("p2: put p1 on the countdown (60 s)")
  ok(H.logged(g, "p2 puts p1 on a 60 s countdown"), "logged")
  eq(H.pv(g, 1, "cd_by"), 2, "the clock is kernel state: started by p2")
  eq(g:player(), 1, "p1 is still the one asked")
  ok(g:can("step n"), "p1 may go on moving")
  ok(not H.has_option(g, "p2: put p1"), "a running clock is not started twice")
  ok(g:can("p2: p1's countdown has run out"), "p2 may call the expiry")
  ok(g:view("board", 2):find("p1 %(Vanguard%): .*on a 60 s countdown %(started by p2%)"), "the board shows the clock")
end)

scenario("12.4 / 18.26 expiry in Time 4: the pulse ends where it stands and the remaining pulses are forfeited", function()
  local g = H.start{ options = "countdown=60" }
  g:act("play Firefight Frontgear")
  g:act("p2: put p1 on the countdown (60 s)")
  g:act("step n")
  g:act("p2: p1's countdown has run out")
  ok(H.logged(g, "p1's countdown has run out: the remaining pulses are forfeited"), "logged")
  eq(g:get("g:active()"), 2, "p2's turn now")
  eq(H.count_log(g, "^p1 plays an action card"), 1, "one pulse played of three")
  eq(names_in(g, "hand", 1), 0, "p1's unplayed hand cards went back to the deck")
  eq(names_in(g, "action", 1), 0, "the action card went back as at any pulse's end")
  eq(H.pos(g, 1), { 2, 1, 0 }, "the step taken stands")
  eq(H.pv(g, 1, "cd_by"), nil, "the clock is gone")
end)

scenario("12.4 expiry before an action card is played ends the turn at once", function()
  local g = H.start{ options = "countdown=30" }
  g:act("play Firefight Frontgear"); g:act("end move"); g:act("no attack")
  g:act("p2: put p1 on the countdown (30 s)")
  g:act("p2: p1's countdown has run out")
  eq(g:get("g:active()"), 2, "p2's turn")
  eq(H.count_log(g, "^p1 plays an action card"), 1, "pulses 2 and 3 forfeited")
end)

scenario("12.4 expiry while clinging to a wall: the end-of-move fall still happens", function()
  local g = H.start{ arena = "ledges", options = "countdown=60", p1at = { 2, 3, 0 }, p2at = { 6, 4, 0 },
                     p1hand = { "Firefight Frontgear", "Vanguard Arm Blade", "Maneuvering Footgear" } }
  g:act("play Maneuvering Footgear")
  ok(g:can("climb w"), "a wall to the west")
  g:act("climb w"); g:act("climb up")
  g:act("p2: put p1 on the countdown (60 s)")
  g:act("p2: p1's countdown has run out")
  ok(H.logged(g, "p1 falls 2 cl"), "the clinging figure falls as at the end of a move")
  eq(H.pv(g, 1, "down"), 1, "and is knocked down (no Z-G)")
  eq(H.pv(g, 1, "attach"), nil, "not clinging any more")
end)

scenario("12.4 countdown_scope=pulse: the clock stops at the pulse's end and the turn goes on", function()
  local g = H.start{ options = "countdown=60,countdown_scope=pulse" }
  g:act("p2: put p1 on the countdown (60 s)")
  g:act("play Firefight Frontgear"); g:act("end move"); g:act("no attack")
  eq(g:prompt(), "Play an action card", "pulse 2")
  eq(H.pv(g, 1, "cd_by"), nil, "the clock stopped with the pulse")
  ok(g:can("p2: put p1 on the countdown (60 s)"), "it may be started again")
  eq(g:get("g:active()"), 1, "still p1's turn")
end)

scenario("12.5 off by default: the Rule of Prime is not offered", function()
  local g = H.start{}
  ok(not H.has_option(g, "Rule of Prime"), "not offered")
end)

scenario("12.5 a dispute test with a match: the caller decides the reading", function()
  local g = H.start{ options = "prime=true",
                     setup = { p1 = { hand = { "Fix hit3 attacker" } }, p2 = { hand = { "Fix hit3 target" } } } }
  eq(g:get('ZG.opt(g, "knockback_count")'), "matches", "the option's reading before")
  g:act("Rule of Prime: dispute knockback_count with p2")
  eq(g:player(), 1, "the caller chooses first"); g:act("Fix hit3 attacker"); g:act("end A")
  eq(g:player(), 2, "then the foe");              g:act("Fix hit3 target"); g:act("end B")
  ok(H.logged(g, "Rule of Prime: p1's Fix hit3 attacker end A vs p2's Fix hit3 target end B: 3 matches, p1 decides"),
     "the test is logged")
  eq(g:player(), 1, "the caller decides")
  g:act("strikes")
  eq(g:get('g:gget("house_knockback_count")'), "strikes", "the ruling is a game value")
  eq(g:get('ZG.opt(g, "knockback_count")'), "strikes", "and the rules read it")
  eq(g:prompt(), "Play an action card", "back to the pulse")
  ok(not g:can("Rule of Prime: dispute prone_first_clause with p2"), "once a round")
  ok(g:why("Rule of Prime: dispute prone_first_clause with p2"):find("this round"), "why says so")
end)

scenario("12.5 no match: the foe decides", function()
  local g = H.start{ options = "prime=true",
                     setup = { p1 = { hand = { "Fix miss attacker" } },
                               p2 = { hand = { "Fix miss target", "Striker Z-G Wings" } } } }
  local wings_zg = [[(function()
    for _, c in ipairs(g:cards(ZG.z(g, "hand", 2))) do
      if g:name(c) == "Striker Z-G Wings" then return ZG.has(g, c, "Z-G") end
    end end)()]]
  ok(g:get(wings_zg), "by default a Z-G2 card counts as Z-G (18.12)")
  g:act("Rule of Prime: dispute zg2_includes_zg with p2")
  g:act("Fix miss attacker"); g:act("end A")
  g:act("Fix miss target"); g:act("end A")
  ok(H.logged(g, "0 matches, p2 decides"), "0 matches")
  eq(g:player(), 2, "the foe decides")
  g:act("false")
  eq(g:get('ZG.opt(g, "zg2_includes_zg")'), false, "Z-G2 no longer includes Z-G")
  ok(not g:get(wings_zg), "a Z-G2 card is not a Z-G card now")
end)


scenario("12.5 a Prime ruling changes play: prone_first_clause = foes_ranged takes the prone augment away", function()
  local function game()
    return H.start{ options = "prime=true", p2at = { 2, 5, 0 },
                    setup = { p1 = { stance = "prone", hand = { "Fix miss attacker" } }, p2 = { hand = { "Fix miss target" } } } }
  end
  local g = game()
  H.attack(g, "Firefight Frontgear", 2)
  ok(H.logged(g, "augmented: prone stance"), "by default (own_ranged) p1's own ranged attack is augmented")
  g = game()
  g:act("Rule of Prime: dispute prone_first_clause with p2")
  g:act("Fix miss attacker"); g:act("end A")
  g:act("Fix miss target"); g:act("end A")
  g:act("foes_ranged")
  ok(H.logged(g, "p2 decides prone_first_clause = foes_ranged"), "the foe's ruling")
  H.attack(g, "Firefight Frontgear", 2)
  ok(not H.logged(g, "prone stance"), "no augment for the prone attacker now")
end)

scenario("12.5 the Prime test is the digest's: each player's own card, ends facing dot against dot", function()
  local g = H.start{ options = "prime=true",
                     setup = { p1 = { hand = { "Fix miss attacker" } }, p2 = { hand = { "Fix hit3 target" } } } }
  g:act("Rule of Prime: dispute knockback_count with p2")
  ok(not H.has_option(g, "Fix hit3 target"), "p1 chooses among p1's own zGear only")
  g:act("Fix miss attacker"); g:act("end B")
  ok(not H.has_option(g, "Fix miss attacker"), "p2 chooses among p2's own zGear only")
  g:act("Fix hit3 target"); g:act("end A")
  ok(H.logged(g, "3 matches, p1 decides"), "X-Y-Z against Z-Y-X turned to face it: 3 matches")
end)

scenario("12.4 expiry at Time 5: no attack is made and the turn ends", function()
  local g = H.start{ options = "countdown=60" }
  g:act("play Firefight Frontgear"); g:act("end move")
  ok(g:can("attack p2"), "p2 is in reach")
  g:act("p2: put p1 on the countdown (60 s)")
  g:act("p2: p1's countdown has run out")
  ok(not H.logged(g, "p1 attacks"), "no attack")
  eq(g:get("g:active()"), 2, "p2's turn")
end)

scenario("12.4 the clock is game state: a snapshot restored brings it back, running", function()
  local g = H.start{ options = "countdown=60" }
  g:act("p2: put p1 on the countdown (60 s)")
  local s = g:snapshot()
  g:act("p2: p1's countdown has run out")
  eq(g:get("g:active()"), 2, "expired: p2's turn")
  g:restore(s)
  eq(g:get("g:active()"), 1, "p1's turn again")
  eq(H.pv(g, 1, "cd_by"), 2, "the clock runs again")
  ok(g:can("p2: p1's countdown has run out"), "and may be called again")
end)

scenario("12.5 'or find a zMarshal': the adjudicator's ruling is a recorded edit that sets the reading", function()
  local g = H.start{}
  g:edit('zmarshal(g, "knockback_count", "strikes")')
  ok(H.logged(g, "a zMarshal rules knockback_count = strikes"), "logged")
  eq(g:get('ZG.opt(g, "knockback_count")'), "strikes", "the rules read the ruling")
  eq(g:prompt(), "Play an action card", "play goes on where it stood")
  local path = os.tmpname()
  g:save(path)
  local l = assert(load_game(path, "tests/fixtures/z-g"))
  os.remove(path)
  eq(l:get('ZG.opt(g, "knockback_count")'), "strikes", "a saved game keeps the ruling (the edit is an input)")
  g:edit('zmarshal(g, "zg2_includes_zg", false)')
  eq(g:get('ZG.opt(g, "zg2_includes_zg")'), false, "a boolean reading")
end)

scenario("12.5 a zMarshal rules only on the house-rule switches, with their values; a query cannot rule", function()
  local g = H.start{}
  local ok1, e1 = pcall(g.edit, g, 'zmarshal(g, "diag", "none")')
  ok(not ok1 and tostring(e1):find("a zMarshal rules on a house%-rule switch %(knockback_count, prone_first_clause, zg2_includes_zg%), not 'diag'"),
     tostring(e1))
  local ok2, e2 = pcall(g.edit, g, 'zmarshal(g, "knockback_count", "both")')
  ok(not ok2 and tostring(e2):find("knockback_count is matches or strikes, not 'both'"), tostring(e2))
  local ok3, e3 = pcall(g.query, g, 'zmarshal(g, "knockback_count", "strikes")')
  ok(not ok3 and tostring(e3):find("may only read"), tostring(e3))
  eq(g:get('g:gget("house_knockback_count")'), nil, "nothing was ruled")
end)
