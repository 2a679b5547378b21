-- Extra: whole games of every format, played to the end by seeded random legal actions.
-- After every action the kernel's zone invariant check (g:check(): every card in exactly one
-- place, zone counts right) must hold; at the end the game must be over with a winner that
-- fits the format. "end turn" is taken with low probability so that games make progress.

local function pick(g, rng)
  local opts = g:options()
  if #opts == 1 then return 1 end
  local others = {}
  for i, l in ipairs(opts) do if l ~= "end turn" then others[#others + 1] = i end end
  if #others < #opts and (#others == 0 or rng() < 0.12) then
    for i, l in ipairs(opts) do if l == "end turn" then return i end end
  end
  return others[math.floor(rng() * #others) + 1]
end

-- Plays one game; returns the game and the number of actions taken.
local function play(options, players, seed)
  local g = game{ seed = seed, options = options, players = players }
  math.randomseed(seed)
  local rng = math.random
  local n = 0
  while not g:over() and n < 60000 do
    g:act(pick(g, rng))
    n = n + 1
    local good, why = g:get("g:check()")
    if good ~= true then error(("after action %d (%s): g:check() failed: %s"):format(n, options, tostring(why))) end
  end
  ok(g:over(), ("%s, %d players, seed %d: the game ends (%d actions)"):format(options, players, seed, n))
  return g, n
end

local function alive(g, p) return g:get(("SR.alive(g, %d)"):format(p)) end
local function team(g, p) return g:get(("g:pget(%d, 'team') or %d"):format(p, p)) end

-- The winners are the only survivors (or, for teams, one whole team with a survivor).
local function check_last_standing(g, players)
  local w = g:winners()
  eq(#w, 1, "one winner")
  for p = 1, players do eq(alive(g, p), p == w[1], "only the winner is still in (p" .. p .. ")") end
end

local function check_team_win(g, players)
  local w = g:winners()
  ok(#w >= 1, "there are winners")
  local t = team(g, w[1])
  local n = 0
  for p = 1, players do
    if team(g, p) == t then n = n + 1; has(w, p, "winners include every member of the winning team") end
  end
  eq(#w, n, "winners are exactly the winning team")
end

local CASES = {
  { "format=standard", 2, check_last_standing },
  { "format=standard,set=frontiers", 2, check_last_standing },
  { "format=standard,set=both", 2, check_last_standing },
  { "format=ffa", 3, check_last_standing },
  { "format=ffa", 4, check_last_standing },
  { "format=hunter", 4, check_last_standing },
  { "format=hunter_first_blood", 4, function(g)
      local w = g:winners()
      eq(#w, 1, "one winner")
      local out = {}
      for p = 1, 4 do if not alive(g, p) then out[#out + 1] = p end end
      eq(#out, 1, "exactly one player was defeated")
      eq(w[1], (out[1] - 2) % 4 + 1, "the winner sits to the defeated player's right")
    end },
  { "format=hydra", 4, check_team_win },
  { "format=hydra,set=both", 6, check_team_win },
  { "format=emperor,set=both", 6, function(g, n)
      check_team_win(g, n)
      local loser_emperor = g:winners()[1] <= 3 and 5 or 2
      eq(alive(g, loser_emperor), false, "the losing team's Emperor fell")
    end },
  { "format=raid", 3, check_team_win },
  { "format=raid", 4, check_team_win },
  { "format=challenge,difficulty=veteran", 2, check_team_win },
  { "format=challenge,difficulty=beginner", 3, check_team_win },
  { "format=challenge,difficulty=expert,shared=true,boss_hand=7", 3, check_team_win },
}

for _, c in ipairs(CASES) do
  local options, players, check = c[1], c[2], c[3]
  scenario(("Whole game, random legal play: %s with %d players ends with a proper winner and g:check() holds after every action"):format(options, players), function()
    for seed = 1, 3 do
      local g = play(options, players, seed * 101 + players)
      ok(#g:result() > 0, "a result line: " .. g:result())
      check(g, players)
    end
  end)
end

scenario("Whole game, random legal play: a replay of the same seed and actions reaches the same state", function()
  local a = play("format=ffa", 3, 7)
  local b = play("format=ffa", 3, 7)
  eq(a:hash(), b:hash(), "state hash")
  eq(a:winners(), b:winners(), "winners")
end)
