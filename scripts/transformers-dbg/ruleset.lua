-- transformers-dbg/ruleset.lua -- Transformers Deck-Building Game (core set) on Arbiter.
--
-- Options (arbiter --options k=v,...), documented in docs/transformers-dbg.md:
--   mode          competitive (2-5) | coop (1-5) | solo (1)   default: solo
--                 for 1 player, else competitive
--   expert        co-op expert variant CO.8 (VP does nothing)      default false
--   first_game    remove the Decepticon Schemes (first game)       default false
--   solo_remove_unthwartable  remove Schemes Solo cannot thwart    default false
--   characters    random | pick | "Bumblebee;Ironhide;..."        default random
--   first         the first player (default: random)
--   remove        "Card A;Card B": cards left out of the pool
--   ambush_always_attack (AMB-01, true), coop_resolve_all_assists (AMB-08,
--   true), battle_clears_alt_move (AMB-11, true), vault_relic_from_hand
--   (AMB-13, false): engine readings exposed as flags.
-- The turn is start (TURN.1-2) -> action (TURN.3, a window where the
-- active player acts and anyone may Convert) -> end (TURN.4).  Modules:
-- core (vocabulary), defs (card records), power (Power/Move sources), ctx
-- (card verbs), attack (Attacks, Blocks, Ambush, reveal), battle, schemes
-- (Schemes, Sites), turn (start/end of turn), actions (the window), score,
-- setup, testkit, view, bot (a greedy bot for simulations).

local TF = include "core"
include "defs"
include "power"
include "ctx"
include "attack"
include "battle"
include "schemes"
include "turn"
include "score"
include "setup"
local A = include "actions"
local setup_for_test = include "testkit"
local V = include "view"
local bots = include "bot"
local fmt = string.format

local function action_reason(g, who)
  return fmt("TURN.3: it is %s's action phase: play, move, search, buy, battle, confront, " ..
             "use abilities, Convert or end the turn; other players may Convert", TF.pname(g:active()))
end

return ruleset {
  name = "transformers-dbg",
  context = TF.Ctx,            -- the verbs of a card context (ctx.lua)
  -- TURN.2: the Start of Turn effects of faceup Matrix cards (Bosses,
  -- Schemes) and of the active player's own cards in front of them resolve
  -- in the order the active player chooses (TC-82); one whose card left
  -- (or was turned face down) before its turn does not resolve.
  trigger_zones = { "matrix", "front" },
  events = {
    start_of_turn = {
      order = "active_chooses", whose = "player", face_up = true, source_stays = true,
      prompt = "Start of Turn: which effect resolves next?",
      reason = "TURN.2: with several Start of Turn effects you choose the order",
      log = "Start of Turn: %s",
    },
  },
  windows = { confront = TF.CONFRONT_WINDOW,      -- CNF.4c, BTL.5, BTL.3, asked in the middle of a battle
              assist = TF.ASSIST_WINDOW, offer = TF.ASSIST_OFFER },
  options = TF.options,
  option_spec = {             -- checked by the engine before options() runs
    { key = "mode", values = { "competitive", "coop", "solo" } },
    { key = "expert", type = "boolean" },
    { key = "first_game", type = "boolean" },
    { key = "solo_remove_unthwartable", type = "boolean" },
    { key = "characters", type = "string", doc = 'random | pick | "Bumblebee;Ironhide;..."' },
    { key = "first", min = 1, max = 5, doc = "the first player" },
    { key = "remove", type = "string", doc = '"Card A;Card B": left out of the pool' },
    { key = "ambush_always_attack", type = "boolean" },
    { key = "coop_resolve_all_assists", type = "boolean" },
    { key = "battle_clears_alt_move", type = "boolean" },
    { key = "vault_relic_from_hand", type = "boolean" },
    { key = "convert_steps", type = "boolean" },
  },
  players = TF.players,
  zones = TF.zone_list,       -- made by the kernel at every start (setup.lua)
  cards = TF.card_list,       -- the pool, made after the zones (setup.lua)
  setup = function(g, o) TF.setup(g, o) end,
  turn = {
    { name = "start", run = function(g) TF.start_phase(g) end, steps = TF.start_steps },
    { name = "action", window = {
        prompt = A.prompt,
        reason = action_reason,
        options = A.options } },
    { name = "end", run = function(g) TF.end_phase(g) end, steps = TF.end_steps },
  },
  card_label = function(g, c) return g:name(c) end,
  exports = {
    TF = TF,
    tfcard = TF.tfcard,
    character = TF.make_character,
    setup_for_test = setup_for_test,
    T = TF.T,
  },
  views = V,
  bots = bots,
}
