-- z-g/ruleset.lua -- Z-G (2009), the action-figure card game, on Arbiter.
--
-- Rules: digest rules/z-g.md (docs/z-g.md says what is built, which
-- readings are taken and where the arena approximates the table).  A
-- kernel turn is one round: Flameout, hand pick, Impulse, placement (round
-- 1), then each player's turn in Impulse order as pulses -- play a card,
-- Time 4 move (a window of steps), Time 5 attack (a window of targets;
-- Time 6 runs inside the chosen attack), post-damage movement -- and the
-- round's end.  Modules: strikes (dots and the test), core (vocabulary),
-- arena (maps, cells, sight), move, knockback, attack, round, setup,
-- decks, view, testkit, bot (a fighting bot for simulations).
--
-- Options: arena=towers|flat|chasm|ledges|arch|<map>, play=basic|advanced,
-- decks="Vanguard;Striker;...", diag=alt12|chebyshev|none,
-- knockback_count=matches|strikes, prone_first_clause=own_ranged|foes_ranged,
-- zg2_includes_zg=true|false, countdown=<seconds> (12.4, 0 = off),
-- countdown_scope=turn|pulse, prime=true|false (12.5).

local ZG = include "core"
local R = include "round"
local SU = include "setup"
local V = include "view"
local T = include "testkit"
local B = include "bot"
local CD = include "countdown"
local P = include "prime"

local function step(fn)
  return function(g) ZG.guard(fn, g) end
end

local function turn_reason(g)
  return string.format("round %d: %s's turn (Impulse %s)", g:turn(), ZG.pname(g:active()),
                       g:pget(g:active(), "impulse") or "?")
end

return ruleset {
  name = "z-g",
  players = { min = 2, max = 4, default = 2 },
  option_spec = {
    { key = "arena", type = "string", doc = "map: towers (default), flat, chasm, or scripts/z-g/arena_<name>.lua" },
    { key = "play", values = { "basic", "advanced" }, doc = "character card or Mode deck" },
    { key = "decks", type = "string", doc = '"Vanguard;Striker;..." per seat' },
    { key = "diag", values = { "alt12", "chebyshev", "none" }, doc = "diagonal step cost (19.4)" },
    { key = "knockback_count", values = { "matches", "strikes" }, doc = "18.9" },
    { key = "prone_first_clause", values = { "own_ranged", "foes_ranged" }, doc = "18.14" },
    { key = "zg2_includes_zg", type = "boolean", doc = "18.12" },
    { key = "countdown", min = 0, max = 3600, doc = "12.4: seconds on a foe's clock; 0 = off (default)" },
    { key = "countdown_scope", values = { "turn", "pulse" }, doc = "12.4: one clock per player turn or per pulse" },
    { key = "prime", type = "boolean", doc = "12.5: the Rule of Prime may settle the 18 switches (default false)" },
  },
  options = SU.options,
  zones = SU.zone_list,       -- made by the kernel at every start (setup.lua)
  setup = SU.setup,
  turn = {
    { name = "round_begin", run = step(R.round_begin) },
    { name = "hand_pick", run = step(R.hand_pick) },
    { name = "impulse", run = step(R.impulse) },
    { name = "place_check", run = step(R.place_check) },
    { name = "place", window = {
        prompt = "Place your figure (round 1, in Impulse order)",
        reason = "section 4: at most 7 cl from the nearest placed foe",
        options = { { list = R.place_list } } } },
    { name = "turn_begin", run = step(R.turn_begin) },
    { name = "pulse_check", run = step(R.pulse_check) },
    { name = "pulse", window = CD.window {
        prompt = "Play an action card",
        reason = turn_reason,
        options = { { list = R.pulse_list } } } },
    { name = "move", window = CD.window {
        prompt = "Time 4: move (each card laid is final)",
        reason = turn_reason,
        options = { { list = R.move_list } } } },
    { name = "attack", window = CD.window {
        prompt = "Time 5: attack?",
        reason = turn_reason,
        options = { { list = R.attack_list } } } },
    { name = "post_check", run = step(R.post_check) },
    { name = "post_move", window = CD.window {
        prompt = "After damage: the rest of the Z-G movement (or it is lost)",
        reason = turn_reason,
        options = { { list = R.move_list } } } },
    { name = "pulse_end", run = step(R.pulse_end) },
    { name = "turn_end", run = step(R.turn_end) },
    { name = "round_end", run = step(R.round_end) },
  },
  next_turn = function(g) end,
  card_label = function(g, c) return g:name(c) end,
  exports = { ZG = ZG, setup_for_test = T.setup_for_test, T = T, zmarshal = P.marshal },
  views = V,
  bots = { brawler = B.brawler },
}
