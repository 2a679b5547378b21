-- transformers-dbg/schema.lua -- what a card file may hold: the record of
-- digest 1.2 that defs.lua describes (tfcard{} and character{} fill the
-- defaults and the derived fields).  kernel/lua/schema.c checks every card
-- against it as it loads: an unknown field is a typo, a faction must be one
-- the game has, and every card needs a name and its types.
local fn, bool, num, str, tab = "function", "boolean", "number", "string", "table"
return {
  required = { "name", "types" },
  fields = {
    name = str, types = tab, faction = { "Autobot", "Decepticon" }, cost = num,
    power = num, range = num, move = num, flight = bool, block = bool,
    level = { "I", "II", "III" }, vault_vp = num, copies = num, text = str,
    reconstruction = bool, unknown = str, energon = tab,
    bot = tab, alt = tab,                                     -- characters
    on_play = fn, block_effect = fn, assist_power = num, reward = fn, reward_text = str,
    reveal_attack = fn, then_ambush = bool, start_of_turn = fn, ambush = fn,
    ambush_attack = bool, confrontation = fn, confrontation_attack = bool, on_reveal = fn,
    on_enter = fn, on_acquire = fn, play_bonus = "table|function", site = tab, thwart = tab,
    contribute = tab, ongoing = bool, all_robots_adversary = bool,
    battles_are_confrontations = bool, buy_cost_mod = "table|function", holds_hostages = bool,
    under_returns = bool, unthwartable_solo = bool, thwarted_by_blocking_for_another = bool,
    on = tab, handlers = tab,                                 -- kernel triggers
  },
  derived = { "is", "abilities", "ability_count", "adversary", "robot", "boss", "minion", "stays", "relic", "buyable",
              "matrix_rule", "matrix_actions", "main_deck", "gives_play_bonus", "energon_block", "bot_block",
              "main_deck_origin", "assist_cost" },
}
