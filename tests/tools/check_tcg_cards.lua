-- check_tcg_cards.lua -- checks the Transformers TCG card files against the card data.
--
--   lua5.4 tests/tools/check_tcg_cards.lua <repo root> <csv path>
--
-- For every CSV row there must be cards/transformers-tcg/<card_id>.lua.
-- Each file is loaded with stub constructors (character{}, battle{}, the
-- ability verbs; nothing runs) and compared with its row: full name
-- ("Name - Subtitle"), stars, health, faction, copies; a character's
-- modes (name, attack, defense, traits, in order); a battle card's type,
-- Upgrade slot, battle icons and stat modifiers; "unverified" exactly on
-- the rows the data marks UNVERIFIED.  Every ability text a file gives
-- must be a clause of the row's notation (or, for hand-written files, say
-- so in the file's first line).  A file no row names is an error too.
-- Prints every mismatch and a summary (translated vs todo abilities);
-- exits 1 on any mismatch, 2 on bad use.

local root, csv_path = arg[1], arg[2]
if not root or not csv_path then
  io.stderr:write("usage: lua5.4 check_tcg_cards.lua <repo root> <csv path>\n")
  os.exit(2)
end

local CSV = dofile((arg[0]:match("^(.*[/\\])") or "./") .. "csv.lua")
local rows, err = CSV.read(csv_path)
if not rows then io.stderr:write(err, "\n"); os.exit(2) end

local problems, translated, todos, rules = 0, 0, 0, 0
local function bad(fmt, ...)
  problems = problems + 1
  io.stdout:write(string.format(fmt, ...), "\n")
end

-- Stub environment: constructors return their table; ability verbs
-- return { text =, todo = } records.
local function verb(todo)
  return function(text) return { text = text, todo = todo } end
end
local ENV = {
  character = function(d) d.ctor = "character"; return d end,
  battle = function(d) d.ctor = "battle"; return d end,
  todo = function(text) return { text = text, todo = true } end,
  flipped = function() return function() end end,
  per_ko = function() return function() end end,
  per_upgrade = function() end,
  scrap_icon_cost = function() return {} end,
  host_is = function() return function() end end,
  attacker_is = function() return function() end end,
  with_upgrades = function() return function() end end,
  with_hand = function() return function() end end,
  with_fewer_cards = function() return function() end end,
  defender_in = function() return function() end end,
  per_under = function() end,
  is_named = function() return function() end end,
  named_with_upgrade = function() return function() end end,
  named_after_ko = function() return function() end end,
  attacker_with = function() return function() end end,
  TC = setmetatable({}, { __index = function() return function() end end }),
  ipairs = ipairs, pairs = pairs, string = string, table = table, math = math,
}
for _, v in ipairs({ "on_flip", "on_attack", "on_defend", "on_battle", "on_host_attack", "on_host_defend",
                     "on_host_battle", "on_own_attack", "on_attach", "on_upgraded", "at_turn_start", "at_turn_end", "on_ko",
                     "on_action_played", "tap_ability", "while_", "secret_reveal",
                     "on_bounty", "on_host_bounty", "secret_on", "on_scrapped_from", "on_own_scrapped",
                     "on_reshuffle", "on_combined", "when_upgraded", "denies", "denies_against", "start_under", "on_deployed",
                     "start_tower", "on_self_or_own_ko", "on_own_named_flip", "on_own_headed_flip", "on_own_weaponizer_to_ko", "on_host_head_deploy", "host_attack_damage_instead", "on_self_scrapped", "attack_damage_cap", "team_under" }) do
  ENV[v] = verb(false)
end
-- Round 8b (scripts/transformers-tcg/chartriggers.lua, charverbs.lua, untap.lua, removal.lua).
for _, v in ipairs({ "on_own_untap", "on_removed", "on_own_damaged", "on_own_repair", "on_any_ko", "on_opp_draws_again",
                     "on_kos_by_attack", "on_attack_excess", "on_marked_ko", "on_own_named_flip_any", "on_own_named_kos",
                     "begins_head" }) do
  ENV[v] = ENV[v] or verb(false)
end
for _, v in ipairs({ "exact_ko", "with_slot", "first_turn_of_game", "answer_untap_opp" }) do
  ENV[v] = ENV[v] or function() return function() end end
end
ENV.on_own_attack_all_colors = function() return { part = true } end   -- part of an Action's text
-- `rule "<clause>"`: a clause the ruleset's rules carry out (kinds.lua); counted apart.
ENV.rule = function(text) return { text = text, rule = true } end
-- The third pass's triggers and conditions (scripts/transformers-tcg/ittriggers.lua, conditions.lua,
-- flipcounts.lua).
for _, v in ipairs({ "on_own_char_attack", "on_enemy_attack", "on_own_char_battle", "on_own_ko", "on_enemy_ko",
                     "on_host_flip", "on_host_upgraded", "on_own_upgraded", "on_card_played", "on_ko_flip", "on_own_tap",
                     "on_enemy_tap", "on_enemy_damaged" }) do
  ENV[v] = verb(false)
end
for _, v in ipairs({ "both", "char_is", "other_than_self", "opp_turn", "upgrade_slot", "host_answers",
                     "foe_other_faction", "foe_has_slot", "played_is", "hand_at_most", "on_bf", "per_own",
                     "upgrade_icon", "attack_at_most", "stars_than_self", "non_attack", "nth_action", "flipped_colors",
                     "foe_more_stars", "foe_any", "per_flipped", "tower_at_least", "played_stars" }) do
  ENV[v] = function() return function() end end
end
-- Round 5's effects (scripts/transformers-tcg/effects2.lua): play requirements, costs, conditions.
ENV.play_req, ENV.attach_req, ENV.stack_limit = verb(false), verb(false), verb(false)
ENV.on_chosen = function() return { part = true } end       -- part of an Action's text: counted with its play
ENV.per_attack, ENV.chosen_static, ENV.replaces = function() end, function() return {} end, function() end
for _, v in ipairs({ "played_this_turn", "own_first_turn", "per_own_other_tapped", "tap_cost", "flip_cost", "upgrade_cost", "per_named_upgrade", "per_start_team_other",
                     "it_without", "flipped_any", "attack_damage_to_fewer_stars" }) do
  ENV[v] = function() return function() end end
end
-- Round 5's triggers and conditions (scripts/transformers-tcg/triggers2.lua, battle2.lua, verbs2.lua).
ENV.pregame, ENV.on_damages_enemy, ENV.on_host_tap_used = verb(false), verb(false), verb(false)   -- round 6
ENV.player_rule = verb(false)
for _, v in ipairs({ "on_own_char_defend", "on_opp_reshuffle", "on_own_reshuffle_attacking", "on_own_other_flip_to",
                     "on_enemy_upgrade_scrapped", "on_self_or_own_other_ko", "on_opp_hand_scrapped", "on_own_scrapped_while", "on_battle_flip_named" }) do
  ENV[v] = verb(false)
end
for _, v in ipairs({ "opp_ko_actions", "opp_more_cards", "foe_in_mode", "foe_without", "not_flipped",
                     "more_colors_than_opp", "char_with_slot", "flipped_card", "first_attack_turn", "first_white_turn", "defender_fewer_stars", "no_flip_with_icons_over" }) do
  ENV[v] = function() return function() end end
end
-- Round 6's conditions (scripts/transformers-tcg/answers.lua, traits.lua, extra.lua).
for _, v in ipairs({ "answer_icon", "answer_nth", "answer_odd_damage", "answer_ko_damage", "named_in_mode", "headed_by", "hit_tapped_with_untapped_left" }) do ENV[v] = function() return function() end end end
-- Round 6 (scripts/transformers-tcg/perturn.lua, slots.lua): conditions, slots of another kind.
ENV.also_slots, ENV.deck_extra, ENV.opp_play_limit = verb(false), verb(false), verb(false)
ENV.redirect_attack_damage = verb(false)                 -- round 7: redirect.lua
ENV.on_own_bc_played, ENV.on_own_bc_flipped = verb(false), verb(false)   -- round 7: onceturn.lua
ENV.once_per_turn = function(ab) return ab end
ENV.named_exactly, ENV.damage_scale = function() return function() end end, function() return function() end end
for _, v in ipairs({ "first_attack_flipped", "attack_damage_kos_with_excess" }) do
  ENV[v] = function() return function() end end
end
-- Round 8a (teamwide.lua, movedamage.lua, flipicons.lua, upgradeplays.lua): triggers, markers, conditions.
for _, v in ipairs({ "inverts_flips", "on_played_on", "on_played_from_hand", "on_host_ko_opp_turn" }) do ENV[v] = verb(false) end
for _, v in ipairs({ "flipped_equal", "base_attack_to", "attack_damage_without_ko" }) do
  ENV[v] = function() return function() end end
end
-- Round 7 (scripts/transformers-tcg/answers2.lua): Mining Pick's trigger, the answers' conditions.
ENV.on_hand_to_top = verb(false)
for _, v in ipairs({ "answer_na_opp_turn", "answer_own_hand" }) do ENV[v] = function() return function() end end end
-- Round 8c (scrapcause.lua, guard.lua, deckplay.lua, undercards.lua, upgradetrig.lua, iconplay.lua, flipped.lua).
for _, v in ipairs({ "hand_scrap_instead", "scrapped_instead", "upgrades_kept_from_opp", "heroism", "metroplex_takes",
                     "defend_instead", "peek_anytime", "play_top_as_hand", "on_reshuffle_empty", "sabotage" }) do
  ENV[v] = verb(false)
end
ENV.seventh_attack_flip = function() return function() end end
ENV.no_bc_under, ENV.has_bc_under = function() end, function() end
-- Round 8d (outside.lua, combine2.lua, fleet.lua, invasion.lua): combining triggers; Relentless
-- Invasion's end-of-turn clause is part of its Action's text (counted with its play).
ENV.on_combines, ENV.on_second_ko, ENV.on_own_named_ko = verb(false), verb(false), verb(false)
ENV.at_end_played = function() return { part = true } end
ENV.combined_this_turn = function() end
ENV.flipped_u = function() return function() end end
-- Stratagems' "ONCE_PER_GAME ...": the wrapped trigger counts.
ENV.once_per_game = function(ab) return ab end
ENV.damage_at_least_enemies = function() end
ENV.halve_and_scrap, ENV.four_if_five_or_more, ENV.none_if_even = function() end, function() end, function() end
ENV.took_no_attack_damage = function() end
ENV.per_secret, ENV.per_hand, ENV.per_damage = function() end, function() end, function() end

local function load_card(path)
  local f = io.open(path, "r")
  if not f then return nil, "missing" end
  local src = f:read("a")
  f:close()
  local chunk, e = load(src, "@" .. path, "t", ENV)
  if not chunk then return nil, e end
  local okay, def = pcall(chunk)
  if not okay then return nil, def end
  return def, nil, src
end

local function num(s) return tonumber(s) end
local function full(r) return r.name .. (r.subtitle ~= "" and (" - " .. r.subtitle) or "") end

local function split_traits(s)
  local out = {}
  for t in s:gmatch("[^,]+") do out[#out + 1] = (t:gsub("^%s+", ""):gsub("%s+$", "")) end
  return table.concat(out, ",")
end

local function count_abilities(list, notation, hand, id)
  for _, ab in ipairs(list or {}) do
    if type(ab) == "table" and ab.text then
      if ab.todo then todos = todos + 1 else translated = translated + 1 end
      if ab.rule then rules = rules + 1 end
      if not hand and not notation:find(ab.text, 1, true) then
        bad("%s: ability text '%s' is not in the data's notation", id, ab.text)
      end
    end
  end
end

local function check_character(r, d, hand)
  if d.stars ~= num(r.stars) then bad("%s: stars %s, data %s", r.card_id, tostring(d.stars), r.stars) end
  if d.health ~= (num(r.health) or 0) then bad("%s: health %s, data %s", r.card_id, tostring(d.health), r.health) end
  if d.kind ~= r.kind then bad("%s: kind %s, data %s", r.card_id, tostring(d.kind), r.kind) end
  local n = 0
  for i = 1, 3 do
    if r["m" .. i .. "_mode"] ~= "" then
      n = n + 1
      local m = d.modes and d.modes[i]
      if not m then bad("%s: mode %d missing", r.card_id, i)
      else
        if m[1] ~= r["m" .. i .. "_mode"] then bad("%s: mode %d is %s, data %s", r.card_id, i, tostring(m[1]), r["m" .. i .. "_mode"]) end
        local atk = num(r["m" .. i .. "_atk"]) or r["m" .. i .. "_atk"]
        if m.atk ~= atk and not (atk == "" and m.atk == "*") then
          bad("%s: mode %d attack %s, data %s", r.card_id, i, tostring(m.atk), r["m" .. i .. "_atk"])
        end
        if m.def ~= (num(r["m" .. i .. "_def"]) or 0) then
          bad("%s: mode %d defense %s, data %s", r.card_id, i, tostring(m.def), r["m" .. i .. "_def"])
        end
        if table.concat(m.traits or {}, ",") ~= split_traits(r["m" .. i .. "_traits"]) then
          bad("%s: mode %d traits %s, data %s", r.card_id, i, table.concat(m.traits or {}, ","), r["m" .. i .. "_traits"])
        end
        count_abilities(m.abilities, r["m" .. i .. "_ability"], hand, r.card_id)
      end
    end
  end
  if #(d.modes or {}) ~= n then bad("%s: %d modes, data %d", r.card_id, #(d.modes or {}), n) end
end

local TYPES = { Action = "Action", ["Secret Action"] = "Secret Action", Stratagem = "Stratagem" }

local function check_battle(r, d, hand)
  local want_type, slot = TYPES[r.card_type], nil
  if r.card_type:match("^Upgrade%-") then
    want_type, slot = "Upgrade", r.card_type:match("^Upgrade%-(%a+)"):lower()
  end
  if d.type ~= want_type then bad("%s: type %s, data %s", r.card_id, tostring(d.type), r.card_type) end
  if d.slot ~= slot then bad("%s: slot %s, data %s", r.card_id, tostring(d.slot), r.card_type) end
  if (d.stars or 0) ~= (num(r.stars) or 0) then bad("%s: stars %s, data %s", r.card_id, tostring(d.stars), r.stars) end
  for _, c in ipairs({ "orange", "blue", "white", "green", "black" }) do
    local want = num(r["icons_" .. c]) or 0
    if ((d.icons or {})[c] or 0) ~= want then
      bad("%s: %s icons %s, data %d", r.card_id, c, tostring((d.icons or {})[c]), want)
    end
  end
  for _, k in ipairs({ "atk_mod", "def_mod", "hp_mod" }) do
    if d[k] ~= num(r[k]) then bad("%s: %s %s, data %s", r.card_id, k, tostring(d[k]), r[k]) end
  end
  if d.play and d.play.text then
    if d.play.todo then todos = todos + 1 else translated = translated + 1 end
  end
  count_abilities(d.abilities, r.ability, hand, r.card_id)
end

local seen = {}
local files = { none = 0, some = 0, all = 0 }   -- files with no todo, some, only todo
for _, r in ipairs(rows) do
  local t0, d0 = todos, translated
  local path = root .. "/cards/transformers-tcg/" .. r.card_id .. ".lua"
  seen[r.card_id .. ".lua"] = true
  local d, e, src = load_card(path)
  if not d then bad("%s: %s", r.card_id, e)
  else
    local hand = src:match("^[^\n]*hand%-written") ~= nil
    if d.name ~= full(r) then bad("%s: name '%s', data '%s'", r.card_id, tostring(d.name), full(r)) end
    if (d.faction or "") ~= r.faction and d.ctor ~= "battle" or (d.ctor == "battle" and (d.faction or "") ~= r.faction) then
      bad("%s: faction '%s', data '%s'", r.card_id, tostring(d.faction), r.faction)
    end
    if d.max_copies ~= num(r.count) then bad("%s: copies %s, data %s", r.card_id, tostring(d.max_copies), r.count) end
    if (d.unverified == true) ~= (r.notes:find("UNVERIFIED", 1, true) ~= nil) then
      bad("%s: 'unverified' does not match the data's notes", r.card_id)
    end
    if d.ctor == "character" then check_character(r, d, hand) else check_battle(r, d, hand) end
  end
  local k = todos == t0 and "none" or translated == d0 and "all" or "some"
  files[k] = files[k] + 1
end

local p = io.popen('ls "' .. root .. '/cards/transformers-tcg"')
for name in p:lines() do
  if name:match("%.lua$") and not seen[name] then bad("%s: no row of the data names this file", name) end
end
p:close()

io.stdout:write(string.format("check_tcg_cards: %d rows, %d problems; abilities: %d implemented (%d of them " ..
  "rule clauses), %d todo; files: %d without todo, %d partly todo, %d only todo\n",
  #rows, problems, translated, rules, todos, files.none, files.some, files.all))
os.exit(problems == 0 and 0 or 1)
