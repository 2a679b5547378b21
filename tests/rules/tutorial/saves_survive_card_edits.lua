-- Rulings on saved games and edited cards (issue 13): a save records each
-- answer's option label, so a card edit that does not change the decisions
-- a game recorded leaves the save loadable -- answers are matched by label
-- when their numbers shift -- and an edit that does change them is named.

local dir = os.tmpname()
os.remove(dir)
assert(os.execute("mkdir -p '" .. dir .. "'"))
local flare_path = dir .. "/flare.lua"
local save_path = dir .. "/game.sav"

local function read(path)
  local f = assert(io.open(path, "rb"))
  local s = f:read("a")
  f:close()
  return s
end
local function write(path, text)
  local f = assert(io.open(path, "wb"))
  f:write(text)
  f:close()
end

-- The mod's Flare is the tutorial's; the game plays it and gains 2.
local original = read("cards/tutorial/flare.lua")
local function saved_game()
  write(flare_path, original)
  local g = game{ game = "tutorial", seed = 3, cards = dir }
  g:act("play Flare")
  g:act("gain 2")
  g:act("play Spark")
  g:save(save_path)
  return g
end

scenario("a save records the label of every answer", function()
  saved_game()
  local text = read(save_path)
  ok(text:find("\nanswer 2 play Flare\n", 1, true), "the answer 'play Flare' with its label")
  ok(text:find("\nanswer 1 gain 2\n", 1, true), "the answer 'gain 2' with its label")
end)

scenario("a save loads after a card edit that only reorders its options", function()
  local before = saved_game()
  write(flare_path, (original:gsub('{ "gain 2", "burn" }', '{ "burn", "gain 2" }')))
  local g = assert(load_game(save_path, dir))
  eq(g:get("g:pget(1, 'points')"), 3, "p1's points (Flare's gain 2, then Spark's 1)")
  eq(g:hash(), before:hash(), "the state the save reached")
  ok(g:load_note():find("card files changed since the save (" .. dir .. "/flare.lua)", 1, true),
     "the load says which card file changed")
  ok(g:load_note():find("the same state as when it was saved", 1, true), "and that the state is the same")
end)

scenario("a save whose edited card plays differently loads and says the state differs", function()
  saved_game()
  write(flare_path, (original:gsub("return gain%(g, p, 2%)", "return gain(g, p, 3)")))
  local g = assert(load_game(save_path, dir))
  eq(g:get("g:pget(1, 'points')"), 4, "p1's points with the edited Flare (3, then Spark's 1)")
  ok(g:load_note():find("a different state than when it was saved", 1, true), "the note")
end)

scenario("a save names the input an edited card no longer offers", function()
  saved_game()
  write(flare_path, (original:gsub('"gain 2"', '"gain two"')))
  local g, err = load_game(save_path, dir)
  eq(g, nil, "the load fails")
  ok(err:find("line %d+: input 2 no longer matches: 'gain 2' is not offered now"), err)
  ok(err:find("the options: gain two | burn", 1, true), "it lists what is offered instead")
end)

scenario("a ruleset edit still refuses the save (only card files may change)", function()
  saved_game()
  local text = read(save_path):gsub("script (%x+) scripts/tutorial/ruleset.lua",
                                    "script 0000000000000000 scripts/tutorial/ruleset.lua")
  write(save_path, text)
  local g, err = load_game(save_path, dir)
  eq(g, nil, "the load fails")
  ok(err:find("scripts/tutorial/ruleset.lua changed since the game was saved", 1, true), err)
end)

-- The scratch folder goes when the file's Lua state closes.
CLEANUP = setmetatable({}, { __gc = function() os.execute("rm -rf '" .. dir .. "'") end })

scenario("a save without labels (an older save) is still refused when a card changed", function()
  saved_game()
  local text = read(save_path):gsub("\n(answer %d+) [^\n]*", "\n%1")
  write(save_path, text)
  write(flare_path, (original:gsub('{ "gain 2", "burn" }', '{ "burn", "gain 2" }')))
  local g, err = load_game(save_path, dir)
  eq(g, nil, "the load fails")
  ok(err:find("flare.lua changed since the game was saved", 1, true), err)
end)
