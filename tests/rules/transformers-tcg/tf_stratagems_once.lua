-- Stratagems used once per game (stratagems.lua's once_per_game): "ONCE_PER_GAME ON(...) => X ;
-- FLIP SELF" -- after X the Stratagem flips face down (card value `used`) and never wakes again;
-- "=> if_done: FLIP SELF" and "on_done, FLIP SELF" flip it only when X was done.  Not in the
-- digest: the card data's notation (docs/transformers-tcg.md, "Stratagem").
local H = require "lib.tcg"

local WINDSWEEPER = "Windsweeper - Air Defense"
local POUNCE = "Decepticon Pounce - Infiltrator"
local function used(g, p, name)
  return H.get(g, "(function() for _, s in ipairs(g:cards(TC.z(g, 'stratagems', %d))) do " ..
                  "if g:name(s) == %q then return TC.stratagem_used(g, s) end end end)()", p, name)
end

scenario("Saturation Bombing: ONCE_PER_GAME ON(FLIP Windsweeper ->alt & IT HAS dmg_ctr >= # enemies) => MOVE 1 dmg_ctr from IT -> each_enemy ; FLIP SELF", function()
  local g = H.at_main{ p1 = { chars = { "Saturation Bombing", { WINDSWEEPER, mode = 2, dmg = 3 } } },
                       p2 = { chars = { "F Wall", "F Striker" } } }
  g:act("flip " .. WINDSWEEPER .. " to alt")
  eq(H.dmg(g, 1, WINDSWEEPER), 1, "two counters moved off Windsweeper")
  eq(H.dmg(g, 2, "F Wall"), 1, "one to each enemy")
  eq(H.dmg(g, 2, "F Striker"), 1, "one to each enemy")
  eq(used(g, 1, "Saturation Bombing"), true, "the Stratagem flipped face down")
  local h = H.at_main{ p1 = { chars = { "Saturation Bombing", { WINDSWEEPER, mode = 2, dmg = 1 } } },
                       p2 = { chars = { "F Wall", "F Striker" } } }
  h:act("flip " .. WINDSWEEPER .. " to alt")
  eq(H.dmg(h, 1, WINDSWEEPER), 1, "1 counter, 2 enemies: the condition fails")
  eq(used(h, 1, "Saturation Bombing"), false, "still face up")
end)

scenario("Saturation Bombing, used: it never wakes again", function()
  local g = H.at_main{ p1 = { chars = { "Saturation Bombing", { WINDSWEEPER, mode = 2, dmg = 3 } }, deck = H.list(8, "F Blank") },
                       p2 = { chars = { { "F Wall", def = 9 } }, deck = H.list(8, "F Blank") } }
  local function pass_turns()                                -- to p1's next main phase, attacking as asked
    g:act("end main phase")
    for _ = 1, 60 do
      if g:active() == 1 and H.has(g, "flip " .. WINDSWEEPER) then return end
      g:act(H.has(g, "end main phase") and "end main phase" or g:options()[1])
    end
  end
  g:act("flip " .. WINDSWEEPER .. " to alt")
  eq(H.dmg(g, 2, "F Wall"), 1, "used once")
  pass_turns()
  g:act("flip " .. WINDSWEEPER .. " to bot")
  pass_turns()
  eq(g:active(), 1, "p1's turn again")
  local mine, wall = H.dmg(g, 1, WINDSWEEPER), H.dmg(g, 2, "F Wall")  -- its attacks move counters too (round 5)
  ok(mine >= 1, "counters >= 1 enemy")
  g:act("flip " .. WINDSWEEPER .. " to alt")                 -- the condition holds, but face down
  eq(H.dmg(g, 1, WINDSWEEPER), mine, "face down: nothing moves")
  eq(H.dmg(g, 2, "F Wall"), wall, "the Wall gets no counter")
  eq(H.count_log(g, "flips Saturation Bombing face down"), 1, "flipped once")
end)

scenario("Infiltration: ONCE_PER_GAME ON(FLIP Pounce ->alt) => OPT PLAY <=2 Secret Actions ; => if_done: FLIP SELF", function()
  local g = H.at_main{ p1 = { chars = { "Infiltration", { POUNCE, mode = 2 } }, hand = { "Stable Cover", "Backfire", "F Blank" } },
                       p2 = { chars = { "F Wall" } } }
  g:act("flip " .. POUNCE .. " to alt")
  g:act("Stable Cover")
  g:act("Backfire")
  eq(H.size(g, "secret", 1), 2, "two Secret Actions face down")
  eq(used(g, 1, "Infiltration"), true, "done: flipped")
  local h = H.at_main{ p1 = { chars = { "Infiltration", { POUNCE, mode = 2 } }, hand = { "Stable Cover" } },
                       p2 = { chars = { "F Wall" } } }
  h:act("flip " .. POUNCE .. " to alt")
  h:act("no")
  eq(H.size(h, "secret", 1), 0, "declined")
  eq(used(h, 1, "Infiltration"), false, "not done: still face up")
end)

scenario("Swap Heads: ONCE_PER_GAME ON(FLIP own_char HAS character on IT [head]) => OPT SWAP heads on_done, FLIP SELF", function()
  local g = H.at_main{ p1 = { chars = { "Swap Heads", { "F Striker", head = "Brisko" }, { "F Wall", head = "Chasm" } } },
                       p2 = { chars = { "F Omega" } } }
  g:act("flip F Striker to bot")
  g:act("F Wall (alt, 0/10)")
  eq(H.get(g, "g:name(TC.attached(g, T.char(g, 1, 'F Striker'), 'heads')[1])"), "Chasm", "F Striker now wears Chasm")
  eq(H.get(g, "g:name(TC.attached(g, T.char(g, 1, 'F Wall'), 'heads')[1])"), "Brisko", "F Wall wears Brisko")
  eq(used(g, 1, "Swap Heads"), true, "flipped")
  local h = H.at_main{ p1 = { chars = { "Swap Heads", { "F Striker", head = "Brisko" }, "F Wall" } },
                       p2 = { chars = { "F Omega" } } }
  h:act("flip F Striker to bot")
  eq(used(h, 1, "Swap Heads"), false, "no other head to swap with: not done, still face up")
end)
