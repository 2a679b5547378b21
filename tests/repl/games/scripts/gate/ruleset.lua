-- gate/ruleset.lua -- a fixture game for the REPL transcripts, not a real game.
--
-- It has what the tutorial lacks: refused actions with reasons (for `why`)
-- and a shared window in which another player holds an option (for `as`).
-- On your turn you may take a key, open the gate once you hold two keys
-- (which wins), or pass.  The other player may object at any time; an
-- objection costs the active player a key.
local function take_key(g, p)
  local n = g:padd(p, "keys", 1)
  g:log(string.format("p%d takes a key (now %d)", p, n))
end

local function object(g, q)
  local p = g:active()
  g:log(string.format("p%d objects", q))
  if g:pget(p, "keys") > 0 then g:padd(p, "keys", -1) end
end

local function actions(g, p, acts)
  if p ~= g:active() then
    acts:add("object", function() object(g, p) end)
    return
  end
  acts:add("take a key", function() take_key(g, p) end)
  local keys = g:pget(p, "keys")
  if keys >= 2 then
    acts:add("open the gate", function()
      g:finish({ p }, string.format("p%d opens the gate", p))
    end)
  else
    acts:refuse("open the gate", string.format("the gate needs 2 keys and p%d holds %d", p, keys))
  end
  acts:refuse("climb the wall", "the wall cannot be climbed")
  acts:add("pass", function() return true end)
end

local function others_too(g)
  local who = { g:active() }
  for q = 1, g:players() do
    if q ~= g:active() then who[#who + 1] = q end
  end
  return who
end

return ruleset {
  name = "gate",
  players = { min = 2, max = 3, default = 2 },
  setup = function(g)
    for p = 1, g:players() do g:pset(p, "keys", 0) end
  end,
  turn = {
    { name = "main", window = {
        prompt = "Take a key, open the gate or pass",
        who = others_too,
        reason = function(g) return "it is p" .. g:active() .. "'s turn; others may object" end,
        actions = actions } },
  },
  views = {
    board = function(g, seat)
      local out = {}
      for p = 1, g:players() do
        out[#out + 1] = string.format("p%d: %d keys%s", p, g:pget(p, "keys"),
                                      p == seat and " (you)" or "")
      end
      return table.concat(out, "\n")
    end,
  },
}
