-- Secret choices as kernel state (digest 7.2: "the attacker secretly
-- chooses the end"; 12.5: "both of you choose a card and pick an end"):
-- each is a kernel secret of the player who chose (g:set_secret) until the
-- cards are laid.  A view run for another seat cannot read it; the chooser's
-- own seat and the god view can; undo, clones, saves and the state hash
-- carry it like any other state.
local H = require "lib.zg"

-- Advanced play: p1 attacks p2 with end `e`, p2 is asked about a bolster
-- (Bolster Drive in the control panel) while p1's end is still secret.
local function at_bolster(e)
  local g = H.start{ options = "play=advanced" }
  g:act("play Firefight Frontgear"); g:act("end move"); g:act("attack p2"); g:act("end " .. e)
  while g:prompt():find("declarations") do g:act("go on") end
  eq(g:prompt(), "Before the test: bolster?", "p2 declares with the end still secret")
  return g
end

local function board_line(g, seat, p)
  local view = g:view("board", seat)
  return view:match("\n" .. ("p%d %%(.-\n   chosen: ([^\n]*)"):format(p))
end

scenario("7.2 the attacking end is p1's secret: p1's view shows it, p2's view cannot read it", function()
  local g = at_bolster("B")
  eq(g:player(), 2, "p2 is the one asked")
  eq(board_line(g, 1, 1), "attack_end B", "p1's own seat sees the end chosen")
  eq(board_line(g, 0, 1), "attack_end B", "the god view too")
  eq(board_line(g, 2, 1), "attack_end (secret)", "p2's seat sees that an end was chosen, not which")
  ok(not g:view("board", 2):find("attack_end B"), "nowhere in p2's board")
  eq(g:get('g:secret_known(2, 1, "attack_end")'), false, "the kernel says p2 may not know it")
  eq(g:get('g:secret_known(1, 1, "attack_end")'), true, "p1 may")
  eq(g:get('g:secret(1, "attack_end")'), "B", "a host's query reads as the god view")
  eq(H.pv(g, 1, "a_end"), nil, "no public value shows it")
end)

scenario("7.2 laying the cards reveals the end to everyone", function()
  local g = at_bolster("B")
  g:act("go on")
  ok(g:prompt():find("half turn"), "the cards are laid, the target card spun")
  eq(board_line(g, 2, 1), "attack_end B", "p2's seat now sees it")
  eq(g:get('g:secret_known(2, 1, "attack_end")'), true, "revealed")
  eq(H.pv(g, 1, "a_end"), nil, "a_end is a game value, not p1's")
  eq(g:get('g:gget("a_end")'), "B", "and the test reads it")
end)

scenario("7.2 the secret lasts the attack: at the pulse's end nothing is left of it", function()
  local g = at_bolster("A")
  H.finish(g)
  ok(not g:over(), "the game goes on")
  eq(g:prompt(), "Play an action card", "the next pulse")
  eq(g:get('#g:secrets(1)'), 0, "the secret expired with the attack")
end)

scenario("7.2 the secret is state: the hash tells the two ends apart, undo and clones keep it", function()
  local a, b = at_bolster("A"), at_bolster("B")
  ok(a:hash() ~= b:hash(), "the same position with end A and with end B hashes apart")
  local s = b:snapshot()
  b:act("go on")
  b:restore(s)
  eq(board_line(b, 2, 1), "attack_end (secret)", "after undo it is secret again")
  eq(board_line(b, 1, 1), "attack_end B", "and still B for p1")
  local c = b:clone()
  eq(c:hash(), b:hash(), "a clone hashes the same")
  eq(board_line(c, 1, 1), "attack_end B", "a clone carries the secret")
  eq(board_line(c, 2, 1), "attack_end (secret)", "hidden from p2 in the clone too")
  local before = b:hash()
  b:act("go on")
  b:restore(s)
  eq(b:hash(), before, "restoring gives back the very state")
end)

scenario("7.2 a saved game loads with the secret still secret", function()
  local g = at_bolster("B")
  local path = os.tmpname()
  g:save(path)
  local l = assert(load_game(path, "tests/fixtures/z-g"))
  os.remove(path)
  eq(l:hash(), g:hash(), "the loaded game hashes the same")
  eq(board_line(l, 1, 1), "attack_end B", "p1 sees the end")
  eq(board_line(l, 2, 1), "attack_end (secret)", "p2 does not")
end)

scenario("12.5 the Rule of Prime picks: the foe choosing cannot read the caller's pick", function()
  local g = H.start{ options = "prime=true",
                     setup = { p1 = { hand = { "Fix hit3 attacker" } }, p2 = { hand = { "Fix hit3 target" } } } }
  g:act("Rule of Prime: dispute knockback_count with p2")
  g:act("Fix hit3 attacker"); g:act("end A")
  eq(g:player(), 2, "p2 picks now")
  eq(board_line(g, 2, 1), "prime_card (secret), prime_end (secret)", "p2's seat: p1 has picked, no more")
  eq(board_line(g, 1, 1), "prime_card Fix hit3 attacker, prime_end A", "p1's seat sees p1's pick")
  g:act("Fix hit3 target")
  eq(board_line(g, 2, 2), "prime_card Fix hit3 target", "p2's card is p2's secret while p2 picks the end")
  eq(board_line(g, 1, 2), "prime_card (secret)", "hidden from p1")
  eq(board_line(g, 2, 1), "prime_card (secret), prime_end (secret)", "still hidden from p2")
  g:act("end B")
  eq(board_line(g, 2, 1), "prime_card Fix hit3 attacker, prime_end A", "both picks laid: p2 sees p1's")
  eq(board_line(g, 1, 2), "prime_card Fix hit3 target, prime_end B", "and p1 sees p2's")
end)

scenario("secrets refuse misuse: a query may not write one, revealing a secret nobody holds names it", function()
  local g = at_bolster("A")
  local okq, errq = pcall(g.query, g, 'g:set_secret(2, "x", 1)')
  ok(not okq and tostring(errq):find("set_secret"), "a query may only read: " .. tostring(errq))
  local oke, erre = pcall(g.edit, g, 'g:reveal_secret(2, "nothing")')
  ok(not oke and tostring(erre):find("player 2 has no secret 'nothing'"), "named: " .. tostring(erre))
  local okv, errv = pcall(g.edit, g, 'g:set_secret(1, "x", {})')
  ok(not okv and tostring(errv):find("integer, boolean or string"), "bad value: " .. tostring(errv))
end)
