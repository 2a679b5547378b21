-- Random playouts: for each mode, seeded games answered with random legal options until the game
-- ends, checking the kernel's bookkeeping (g:check()) after every action.  Half of the games use a
-- "busy" policy (prefers playing, battling, buying) so that battles, Confrontations and Boss
-- defeats are reached too.

local PREF = { "play all", "confront", "battle", "thwart", "buy", "search", "rescue", "contribute",
               "use ", "battle on", "yes", "resolve" }

local function pick(g, busy)
  local opts = g:options()
  if busy and math.random() < 0.85 then
    for _, p in ipairs(PREF) do
      local cands = {}
      for i, o in ipairs(opts) do if o:sub(1, #p) == p then cands[#cands + 1] = i end end
      if #cands > 0 then return cands[math.random(#cands)] end
    end
  end
  return math.random(#opts)
end

local function playout(players, options, seed, busy)
  math.randomseed(seed)
  local g = game{ seed = seed, players = players, options = options }
  local steps = 0
  while not g:over() do
    g:act(pick(g, busy))
    steps = steps + 1
    local okk = g:get("g:check()")
    if okk ~= true then error(("seed %d step %d: g:check() failed: %s"):format(seed, steps, tostring(okk))) end
    if steps > 20000 then error("seed " .. seed .. ": the game does not end") end
  end
  ok(g:result() ~= "", "a result")
  return g, steps
end

local MODES = {
  { 2, "mode=competitive" }, { 3, "mode=competitive" }, { 4, "mode=competitive" }, { 5, "mode=competitive" },
  { 1, "mode=solo" }, { 2, "mode=coop" }, { 3, "mode=coop" }, { 5, "mode=coop" },
  { 2, "mode=coop,expert=true" }, { 1, "mode=solo,first_game=true,solo_remove_unthwartable=true" },
  { 4, "mode=competitive,first_game=true,characters=pick" },
}

for _, m in ipairs(MODES) do
  scenario(("Random playouts end without error and keep the kernel consistent: %d players, %s"):format(m[1], m[2]), function()
    for seed = 1, 2 do
      playout(m[1], m[2], seed * 101 + m[1], seed == 2)
    end
  end)
end

scenario("Random playouts: busy competitive games end, are scored and name at least one winner", function()
  local ends = {}
  for seed = 1, 6 do
    local g = playout(2, "mode=competitive", 7000 + seed, true)
    ends[#ends + 1] = g:result()
    ok(#g:winners() >= 1, "someone wins (ties share)")
  end
end)

scenario("Snapshots: replaying from a snapshot reproduces the same states (no hidden state in Lua)", function()
  math.randomseed(42)
  local g = game{ seed = 42, players = 3, options = "mode=competitive" }
  for _ = 1, 60 do g:act(pick(g, true)) end
  local s = g:snapshot()
  local answers, hashes = {}, {}
  for i = 1, 80 do
    if g:over() then break end
    answers[i] = pick(g, true)
    g:act(answers[i])
    hashes[i] = g:hash()
  end
  g:restore(s)
  for i, a in ipairs(answers) do
    g:act(a)
    eq(g:hash(), hashes[i], "state hash after answer " .. i)
  end
end)

