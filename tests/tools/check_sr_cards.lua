-- check_sr_cards.lua -- checks the Star Realms card files against the card data.
--
--   lua5.4 tests/tools/check_sr_cards.lua <repo root> <csv path>
--
-- For every distinct card name in the CSV (one row per card per set) there
-- must be cards/star-realms/<slug>.lua (slug: lowercase, runs of
-- non-alphanumerics replaced by "_").  Each file is loaded with stub
-- ship{}/base{} constructors (abilities are not run) and compared with the
-- CSV: name, faction (absent for Unaligned), type, cost, defense, outpost,
-- role, copies per set; which ability slots exist (primary, ally, ally2,
-- scrap, and the two static effects); and an ability written as data
-- ({ combat = 2 }) must say exactly what the CSV's effects say.  A card file no CSV row names is an
-- error too.  Prints every mismatch; exits 1 if there is any, 2 on bad use.

local root, csv_path = arg[1], arg[2]
if not root or not csv_path then
  io.stderr:write("usage: lua5.4 check_sr_cards.lua <repo root> <csv path>\n")
  os.exit(2)
end

local problems = 0
local function bad(fmt, ...)
  problems = problems + 1
  io.stdout:write(string.format(fmt, ...), "\n")
end

-- CSV ----------------------------------------------------------------------

local CSV = dofile((arg[0]:match("^(.*[/\\])") or "./") .. "csv.lua")
local rows, err = CSV.read(csv_path)
if not rows then io.stderr:write(err, "\n"); os.exit(2) end

local SET_KEY = { ["Core Set"] = "core", ["Frontiers"] = "frontiers" }

-- One expectation per distinct name, merging the per-set rows.
local cards, order = {}, {}
for _, r in ipairs(rows) do
  local key = SET_KEY[r.set]
  if not key then bad("CSV: unknown set '%s' for %s", r.set, r.name) end
  local e = cards[r.name]
  if not e then
    e = { name = r.name, rows = {}, sets = {} }
    cards[r.name] = e
    order[#order + 1] = r.name
  end
  e.rows[#e.rows + 1] = r
  if key then e.sets[key] = tonumber(r.count) end
end

-- Loading card files -------------------------------------------------------

local function slug(name)
  return (name:lower():gsub("[^%w]+", "_"))
end

local function stub(kind)
  return function(def)
    if type(def) ~= "table" then error(kind .. "{} takes a table", 2) end
    def.type = kind
    return def
  end
end

local function load_card(path)
  local env = setmetatable({ ship = stub("ship"), base = stub("base") }, {
    __index = function(_, k) error("card file reads unknown global '" .. tostring(k) .. "'", 2) end,
    __newindex = function(_, k) error("card file sets global '" .. tostring(k) .. "'", 2) end,
  })
  local chunk, err = loadfile(path, "t", env)
  if not chunk then return nil, err end
  local ok, def = pcall(chunk)
  if not ok then return nil, def end
  if type(def) ~= "table" then return nil, "does not return a card definition" end
  return def
end

-- Comparing ----------------------------------------------------------------

local function num(s) if s == nil or s == "" then return nil end return tonumber(s) end

local function same(a, b) return a == b end

local SLOTS = { { "prim", "primary" }, { "ally", "ally" }, { "ally2", "ally2" }, { "scrap", "scrap" } }

-- The scrap verbs (one card, chosen): their zones in the CSV's notation,
-- and whether the scrap may be declined ("scrap?").
local SCRAP_VERBS = {}
for name, from in pairs({ hand = "hand", discard = "discard", hand_or_discard = "hand+discard",
                          trade_row = "trade_row" }) do
  SCRAP_VERBS["scrap_" .. name] = "scrap(" .. from .. ","
  SCRAP_VERBS["may_scrap_" .. name] = "scrap?(" .. from .. ","
end

-- The verbs whose notation has no number (their argument must be 1).
local FLAG_VERBS = { may_next_ship_to_top = "next_acquired_to_top?(ship)",
                     next_base_to_top = "next_acquired_to_top(base)" }

-- The "up to n, then draw as many" verbs, in the CSV's notation (%d: n).
local UPTO_VERBS = {
  may_discard_then_draw = "discard_then_draw?(%d)",
  may_scrap_hand_or_discard_then_draw = "scrap?(hand+discard,%d) -> draw(1 per card scrapped)",
}

-- The verbs whose notation wraps their argument in a condition (%d: n);
-- calls in a row under one condition are one group in the notation:
-- "if(c){authority(4)}; if(c){draw(1)}" is "if(c){authority(4); draw(1)}".
local IF_VERBS = { draw_if_two_bases = "if(own_bases_in_play>=2){draw(%d)}",
                   authority_if_two_bases = "if(own_bases_in_play>=2){authority(%d)}" }

local function group_ifs(out)
  local merged = {}
  for _, e in ipairs(out) do
    local last = merged[#merged]
    local lc, lbody = (last or ""):match("^(if%b()){(.*)}$")
    local c, body = e:match("^(if%b()){(.*)}$")
    if lc and c == lc then merged[#merged] = lc .. "{" .. lbody .. "; " .. body .. "}"
    else merged[#merged + 1] = e end
  end
  return merged
end

-- One verb call { verb = n } (a branch of a choice: { "label", verb = n })
-- in the CSV's notation, or nil and why.
local function call_effect(call, branch)
  local verb, n = next(call, branch and 1 or nil)
  if branch and type(call[1]) ~= "string" then return nil, "a branch has no label" end
  if type(verb) ~= "string" or math.type(n) ~= "integer" or next(call, verb) ~= nil then
    return nil, "a call is not { verb = n }"
  end
  if SCRAP_VERBS[verb] and n ~= 1 then return nil, verb .. " scraps one card: say 1" end
  if FLAG_VERBS[verb] then
    if n ~= 1 then return nil, verb .. " takes no number: say 1" end
    return FLAG_VERBS[verb]
  end
  if UPTO_VERBS[verb] then return string.format(UPTO_VERBS[verb], n) end
  if IF_VERBS[verb] then return string.format(IF_VERBS[verb], n) end
  return SCRAP_VERBS[verb] and SCRAP_VERBS[verb] .. n .. ")" or verb .. "(" .. n .. ")"
end

-- An ability written as data (ally = { combat = 2 }, or a list of such
-- calls) as the CSV's notation: "combat(2)", "scrap?(hand+discard,1)",
-- "choose(trade(3) | combat(5))", calls joined by "; ".  nil and why when
-- it is not one.
local function data_effects(ab)
  local calls = ab[1] and ab or { ab }
  local out = {}
  for i, call in ipairs(calls) do
    local why
    if type(call.choose) == "table" and next(call, "choose") == nil and next(call) == "choose" then
      local branches = {}
      for j, b in ipairs(call.choose) do
        branches[j], why = call_effect(b, true)
        if not branches[j] then return nil, "call " .. i .. ": " .. why end
      end
      out[i] = "choose(" .. table.concat(branches, " | ") .. ")"
    else
      out[i], why = call_effect(call, false)
      if not out[i] then return nil, "call " .. i .. ": " .. why end
    end
  end
  return table.concat(group_ifs(out), "; ")
end

local function check_card(e, def, file)
  local r = e.rows[1]
  local function cmp(what, got, want)
    if not same(got, want) then
      bad("%s: %s is %s, the CSV says %s", file, what, tostring(got), tostring(want))
    end
  end
  -- The per-set rows of one card must agree on everything but the count.
  for _, o in ipairs(e.rows) do
    for _, k in ipairs({ "faction", "type", "outpost", "cost", "defense", "role" }) do
      if o[k] ~= r[k] then bad("CSV: %s differs between sets in '%s'", e.name, k) end
    end
  end
  cmp("name", def.name, e.name)
  cmp("faction", def.faction, r.faction ~= "Unaligned" and r.faction or nil)
  cmp("type", def.type, r.type)
  cmp("cost", def.cost, num(r.cost))
  cmp("defense", def.defense, r.type == "base" and num(r.defense) or nil)
  cmp("outpost", def.outpost == true, r.outpost == "1")
  if def.outpost ~= nil and def.outpost ~= true then bad("%s: outpost must be true or absent", file) end
  -- role: the constructors default it to trade_deck.
  cmp("role", def.role or "trade_deck", r.role)
  cmp("explorer flag", def.explorer == true, r.role == "explorer_pile")
  -- copies per set, and no set the CSV does not list
  if type(def.sets) ~= "table" then
    bad("%s: sets = { core = N, frontiers = N } is missing", file)
  else
    for k, n in pairs(e.sets) do cmp("sets." .. k, def.sets[k], n) end
    for k, n in pairs(def.sets) do
      if e.sets[k] == nil then bad("%s: sets.%s = %s but the CSV has no %s row", file, k, tostring(n), k) end
    end
  end
  if type(def.text) ~= "string" or def.text == "" then bad("%s: text is missing", file) end
  -- ability slots: a function or verbs as data exactly where the CSV has
  -- effects; verbs as data say exactly what the CSV says
  for _, s in ipairs(SLOTS) do
    local want = r[s[1] .. "_effects"] ~= ""
    local ab = def[s[2]]
    local has = ab ~= nil
    if has and type(ab) ~= "function" and type(ab) ~= "table" then
      bad("%s: %s must be a function or verbs as data", file, s[2])
    elseif type(ab) == "table" then
      local got, why = data_effects(ab)
      if not got then bad("%s: %s: %s", file, s[2], why)
      elseif got ~= r[s[1] .. "_effects"] then
        bad("%s: %s does %s, the CSV says '%s'", file, s[2], got, r[s[1] .. "_effects"])
      end
    end
    if want ~= has then
      bad("%s: %s ability %s, the CSV says %s", file, s[2], has and "present" or "absent",
          want and ("'" .. r[s[1] .. "_effects"] .. "'") or "none")
    end
  end
  local static = r.static_effects
  cmp("counts_as", def.counts_as, static == "counts_as_ally(all_factions)" and "all" or nil)
  local trig = type(def.on) == "table" and def.on.ship_played or nil
  cmp("ship_played trigger", trig ~= nil, static == "on_own_ship_played: combat(1)")
  if type(trig) == "table" then       -- as data: what the CSV's trigger does
    local got, why = data_effects(trig)
    if got ~= "combat(1)" then bad("%s: on.ship_played does %s, the CSV says combat(1)", file, got or why) end
  end
  if static ~= "" and static ~= "counts_as_ally(all_factions)"
     and static ~= "on_own_ship_played: combat(1)" then
    bad("%s: static effect '%s' is not known to this checker", file, static)
  end
  -- scrap effects that come back at the end of the turn need a handler
  for _, s in ipairs(SLOTS) do
    if r[s[1] .. "_effects"]:find("at_end_of_turn", 1, true) and
       not (type(def.handlers) == "table" and next(def.handlers)) then
      bad("%s: %s registers an end-of-turn effect but the card has no handlers", file, s[2])
    end
  end
  if r.prim_effects:find("copy_ship", 1, true) and def.copies ~= true then
    bad("%s: a copying ship needs copies = true", file)
  end
end

local dir = root .. "/cards/star-realms/"
local expected_files = {}
for _, name in ipairs(order) do
  local file = slug(name) .. ".lua"
  expected_files[file] = true
  local def, err = load_card(dir .. file)
  if not def then
    bad("%s: %s", file, err)
  else
    check_card(cards[name], def, file)
  end
end

-- Files the CSV does not name.
local p = io.popen('ls -1 "' .. dir .. '" 2>/dev/null')
if p then
  for file in p:lines() do
    if file:match("%.lua$") and not expected_files[file] then
      bad("%s: no CSV row names this card", file)
    end
  end
  p:close()
end

local ncards = #order
if problems > 0 then
  io.stdout:write(string.format("check_sr_cards: %d problem(s) in %d cards\n", problems, ncards))
  os.exit(1)
end
io.stdout:write(string.format("check_sr_cards: %d cards (%d CSV rows) match\n", ncards, #rows))
