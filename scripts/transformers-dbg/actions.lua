-- transformers-dbg/actions.lua -- the action phase window (TURN.3, digest 4.4).
--
-- A.options declares the window's options as families, in the order they
-- are offered, most of them listed by the kernel in C: play (one per card
-- name in hand) and "play all"; the moves, flights (diagonal, only with
-- Move on a Flight card) and the search, walk families; the battles,
-- Confrontations and buys of the faceup Matrix cards and Roll Out!, a
-- grid family (Power from sources whose Range reaches the card;
-- Adversaries judged by refuse steps the kernel reads, every Robot while
-- Divided Loyalties is in play); the Energon abilities, a costed family;
-- the active player's Convert, a player family; the Schemes' thwarts, a
-- grid family's acts (prices as data); a Lua list of the Co-op Schemes,
-- Sites and hostages (called only while a faceup Matrix card offers such
-- actions); "end turn", fixed; and the other players' Converts, a player
-- family (they act out of turn: any player may Convert at any time).  Refusals record, for
-- the REPL's `why`, actions that exist but are illegal now.  The end of
-- the game stops an action at once (TF.end_game).
--
-- Each kind of option is one shared action function and one label
-- function, told which card or space by their last arguments.  A label is
-- formatted only when somebody reads the options, and an action
-- recomputes what it needs (cost, distance) when it is taken: nothing
-- changes between the listing and the answer.

local TF = include "core"
local fmt = string.format
local Z = TF.z
local A = {}

local MATRIX, ROLLOUT = Z("matrix"), Z("rollout")

-- The closure form, for the rarer options (schemes.lua): fn(g, p).
local function add(acts, label, fn, who)
  acts:add(label, fn, who)
end
A.add = add

-- A shared action is fn(g, p, ...) (the card, or the row and column of a
-- space).  It returns nothing, so the window stays open unless the game
-- ends.

---------------------------------------------------------------------------
-- Convert (any player, at any time)
---------------------------------------------------------------------------

-- CONVERT[false][to]: "convert to Bot Mode (1 Energon)"; CONVERT[q][to]:
-- "p2: convert to Bot Mode (1 Energon)" (constant texts, made once).
local CONVERT = { [false] = { Alt = "convert to Alt Mode (1 Energon)",
                              Bot = "convert to Bot Mode (1 Energon)" } }
for q = 1, 8 do
  CONVERT[q] = { Alt = TF.pname(q) .. ": " .. CONVERT[false].Alt,
                 Bot = TF.pname(q) .. ": " .. CONVERT[false].Bot }
end

local function convert_text(g, q, other)
  return CONVERT[other and q or false][TF.bot(g, q) and "Alt" or "Bot"]
end

local convert = function(g, q) TF.convert(g, q, false) end

-- Convert costs 1 Energon: the kernel offers it to each player q who has
-- some (a player family), the active player's among the actions and the
-- others' last, in turn order.
local function convert_family(who)
  local other = who == "others"
  return { player = who, pool = "energon", run = convert,
           label = function(g, q) return convert_text(g, q, other) end,
           refuse = function(g, _, q) return convert_text(g, q, other), "Converting costs 1 Energon" end }
end

---------------------------------------------------------------------------
-- Play
---------------------------------------------------------------------------

-- A play is kernel steps (battle.lua's TF.PLAY_STEPS); "play all" plays
-- each card the hand holds now (not those the plays draw), top first, while
-- the game goes on: a kernel loop (each = "hand") around them.
local function play_label(g, c) return "play " .. g:name(c) end
local play_one = TF.PLAY_STEPS
local play_all = { { each = "hand" } }
for i, s in ipairs(TF.PLAY_STEPS) do play_all[i + 1] = s end
play_all[#play_all + 1] = { again = true }

---------------------------------------------------------------------------
-- Move, fly, search
---------------------------------------------------------------------------

-- The kernel lists the steps from p's space (walk families): p may step
-- while a card p has in play holds Move ("mv"), or p has Alt Move; a
-- diagonal step needs Move on a card with Flight (digest 4.4.2).
local function step(g, p, rr, cc, diagonal)
  TF.spend_move(g, p, TF.move_source(g, p, diagonal))
  TF.enter(g, p, rr, cc, "move")
end

local search = function(g, p, r, c)
  local x = TF.cell(g, r, c)
  TF.spend_move(g, p, TF.move_source(g, p, false))
  g:log("%s Searches %s", TF.pname(p), TF.space(r, c))
  TF.reveal(g, x, p)
end

-- Alt Move (TF.alt_move) as data: "amv", unless the Bot side is up.
local MOVE = { zones = { "played", "front" }, value = "mv", diagonal = "flight" }
local ALT_MOVE = { { value = "amv", if_value = "mode", is_not = "bot" } }

local function walk(to, verb, run, refuse, here)
  return { walk = "matrix", at = { "row", "col" }, to = to, here = here, move = MOVE, base = ALT_MOVE,
           label = function(_, r, c) return verb .. TF.space(r, c) end, run = run, refuse = refuse }
end

local WALKS = {
  walk("orthogonal", "move to ", function(g, p, r, c) step(g, p, r, c, false) end,
       function() return "move", "you have no Move left" end),
  walk("diagonal", "fly to ", function(g, p, r, c) step(g, p, r, c, true) end,
       function() return "fly", "diagonal steps need Move from a card with Flight" end),
  walk("here", "search ", search, function(_, _, _, _, why)
    if why == "none" then return "search", "Searching costs 1 Move" end
    return "search", "there is no facedown card in your space"
  end, "face_down"),
}

---------------------------------------------------------------------------
-- Battle, confront, buy
---------------------------------------------------------------------------

local function target_text(g, x)
  return fmt("%s at %s", g:name(x), TF.space(TF.card_pos(g, x)))
end

-- A battle against an Adversary is a Confrontation against a Boss, or
-- under All-Out Assault.
local function battle_verb(g, x)
  return TF.is_confrontation(g, x) and "confront" or "battle"
end

local function battle_label(g, x)
  local p = g:active()
  return fmt("%s %s (Power %d, cost %d)", battle_verb(g, x), target_text(g, x),
             TF.power_at(g, p, TF.dist_to_card(g, p, x)), TF.cost(g, x) or 0)
end
local battle = function(g, p, x) TF.battle(g, p, x) end

local function buy_label(g, x)
  return fmt("buy %s (cost %d)", target_text(g, x), TF.buy_cost(g, x, g:active()))
end
local buy = function(g, p, x)
  TF.spend_power(g, p, TF.buy_cost(g, x, p), TF.dist_to_card(g, p, x))
  TF.acquire(g, p, x, "buy")
end

local function rollout_label(g, ro) return fmt("buy Roll Out! (cost %d)", TF.buy_cost(g, ro, g:active())) end
local buy_rollout = function(g, p, ro)
  TF.spend_power(g, p, TF.buy_cost(g, ro, p), nil)
  TF.acquire(g, p, ro, "buy")
end

local ACTIONS_UP = filter{ face_up = true, has = "matrix_actions" }

-- Why p may not battle an Adversary now, as refuse steps the kernel reads
-- at a listing (grid.c's judge_steps; no Lua), the first that holds
-- giving the reason; the reach (the Power of p's that reaches the card) is
-- their argument, and the Matrix's rules in play (in_play) pick steps:
-- All-Out Assault (battles_are_confrontations) makes every battle a
-- Confrontation, Divided Loyalties (all_robots_adversary) every Robot an
-- Adversary.  A Confrontation -- a Boss, or any battle under All-Out
-- Assault -- is refused once p has Confronted this turn; a Boss in co-op
-- (solo too) while a non-Boss Adversary is faceup in the Matrix (CO.2:
-- under Divided Loyalties, any Robot).  Another battle is refused when
-- none of p's Power reaches the card and p may not be Assisted
-- (TF.assists_allowed): in competitive play while no Damage card is in
-- front of p, in co-op never, alone always.
local CONFRONT_ONCE, NONE_REACHES = "you may Confront only once per turn", "none of your Power reaches it"
local CO2 = "CO.2: no Boss may be Confronted while a non-Boss Adversary is in the Matrix"
local AOA, DL = "battles_are_confrontations", "all_robots_adversary"
local ONCE_BOSS = { refuse = CONFRONT_ONCE, when = "boss", if_value = "confronted" }
local ONCE_AOA = { refuse = CONFRONT_ONCE, if_rule = AOA, if_value = "confronted" }
local GUARDED = { refuse = CO2, when = "boss", unless_rule = DL,
                  if_any = { zones = { "matrix" }, has = "minion", face_up = true } }
local GUARDED_DL = { refuse = CO2, when = "boss", if_rule = DL,
                     if_any = { zones = { "matrix" }, has = "robot", face_up = true } }
local UNREACHED = { refuse = NONE_REACHES, unless = "boss", unless_rule = AOA, if_arg_below = 1 }
local UNASSISTED = { refuse = NONE_REACHES, unless = "boss", unless_rule = AOA, if_arg_below = 1,
                     unless_any = { zones = { "front" }, has = "is.damage" } }

local function judge_steps(opts)
  if opts.mode == "competitive" then return { ONCE_BOSS, ONCE_AOA, UNASSISTED } end
  if opts.players < 2 then return { ONCE_BOSS, ONCE_AOA, GUARDED, GUARDED_DL, UNREACHED } end
  return { ONCE_BOSS, ONCE_AOA, GUARDED, GUARDED_DL }
end

-- The words of a refused battle or buy of card x, made only when somebody
-- reads the refusals.
local function battle_refused(g, x, why)
  return (TF.is_confrontation(g, x) and "confront " or "battle ") .. target_text(g, x), why
end

local function buy_refused(g, x)
  local p = g:active()
  local d = TF.dist_to_card(g, p, x)
  return "buy " .. target_text(g, x), "it costs " .. TF.buy_cost(g, x, p) .. " and your Power with Range "
         .. d .. " or more is " .. TF.power_at(g, p, d)
end

-- The Matrix's battles and buys, card by card, as the kernel lists them
-- (kernel/lua/grid.c): Power by distance is the cards' "pw" whose Range
-- reaches, plus Power with no card at distance 0; an Adversary is judged
-- by the steps above (in_play: whether All-Out Assault is faceup;
-- judge_while: every Robot is judged while Divided Loyalties is), a card
-- for sale by its cost (changed by the faceup cards' buy_cost_mod), and
-- then the top card of the Roll Out! supply.
local function is_target_battle(g, x)
  local d = g:def(x)
  return d.adversary or (d.robot and TF.divided(g))
end
local function is_rollout(g, x) return g:where(x) == ROLLOUT end

local TARGETS = {
  grid = "matrix", at = { "row", "col" },
  reach = { zones = { "played", "front" }, value = "pw", range = "range", bonus = "range_bonus" },
  -- Power with no card, as data: static Bot Power while the Bot side is
  -- up, and character Power (what TF.spend_power spends first).
  base = { { value = "spw", if_value = "mode", is = "bot" }, { value = "cpw" } },
  judge = "adversary", in_play = { AOA }, -- judge_steps: targets(opts), below
  judge_while = { [DL] = "robot" },
  buy = "buyable", cost = "cost", cost_value = "cost_set", cost_mods = "buy_cost_mod",
  supply = "rollout",
  label = function(g, x)
    if is_rollout(g, x) then return rollout_label(g, x) end
    if is_target_battle(g, x) then return battle_label(g, x) end
    return buy_label(g, x)
  end,
  run = function(g, p, x)
    if is_rollout(g, x) then return buy_rollout(g, p, x) end
    if is_target_battle(g, x) then return battle(g, p, x) end
    return buy(g, p, x)
  end,
  refuse = function(g, p, x, _, why, detail)
    if why == "empty" then return "buy Roll Out!", "the Roll Out! supply is empty" end
    if is_rollout(g, x) then return "buy Roll Out!", "it costs " .. TF.buy_cost(g, x, p) .. " Power" end
    if why == "judge" then return battle_refused(g, x, detail) end
    return buy_refused(g, x)
  end,
}

-- The Matrix's family for the game's options, with its judge's steps.
local function targets(opts)
  local t = {}
  for k, v in pairs(TARGETS) do t[k] = v end
  t.judge_steps = judge_steps(opts)
  return t
end


---------------------------------------------------------------------------
-- Energon abilities
---------------------------------------------------------------------------

-- The active player's Energon abilities, as a costed family the kernel
-- lists (TF.ability_uses, in C): each ability of the cards p controls, and
-- of p's character while its Bot side is up, with a function, no Block and
-- no tag (those are for battles and Attacks), within p's Energon, unused
-- this turn ("eu<i>", TF.mark_used), and usable if it says so.
local function untagged(a) return not a.tag end

-- "use Card: text (N Energon)", "#n" for another copy's own ability (as
-- TF.ability_uses numbers them; only when somebody reads the options).
local function use_label(g, c, i)
  local p = g:active()
  for _, u in ipairs(TF.ability_uses(g, p, TF.ability_cards(g, p), untagged)) do
    if u.card == c and u.i == i then return "use " .. TF.ability_label(g, u) end
  end
  return "use " .. TF.ability_label(g, { card = c, i = i, n = 1 })
end

local ABILITIES = {
  costed = "abilities", zones = TF.ABILITY_ZONES,
  price = "cost", pool = "energon", used = "eu", only = "fn", skip = { "block", "tag" }, usable = "usable",
  label = use_label, run = function(g, p, c, i) TF.activate(g, p, c, i) end,
}

---------------------------------------------------------------------------
-- The window
---------------------------------------------------------------------------

-- After the Matrix's battles and buys: the Co-op Schemes, Sites and
-- hostages (schemes.lua) of the faceup Matrix cards that offer actions.
local function matrix_actions(g, p, acts)
  if not TF.pos(g, p) then return end
  local up = g:cards(MATRIX, ACTIONS_UP)
  local defs = {}
  for i = 1, #up do defs[i] = g:def(up[i]) end
  TF.matrix_actions(g, p, acts, add, up, defs)
end

-- The Schemes' thwarts (schemes.lua), a grid family the kernel lists
-- (kernel/lua/gridact.c): each faceup Matrix card whose `thwart` names a
-- place or price -- on_space, power (reaching it, as a buy's), energon,
-- check -- offered while they hold, refused saying which does not.
local THWARTS = {
  grid = "matrix", at = TARGETS.at, reach = TARGETS.reach, base = TARGETS.base,
  act = { field = "thwart", near = "on_space", reach = "power", cost = "energon", check = "check" },
  pool = "energon",
  label = TF.thwart_label, run = TF.thwart_run,
  refuse = function(g, _, x, _, why) return TF.thwart_refused(g, x, why) end,
}

local CONVERT_ACTIVE, CONVERT_OTHERS = convert_family("active"), convert_family("others")
-- (each is offered only on the card's own space: at names the standee's)
local MATRIX_ACTIONS = { list = matrix_actions,
                         while_any = { zone = "matrix", shared = true, face_up = true, has = "matrix_actions",
                                       at = { "row", "col" } } }
local END_TURN = { label = "end turn", run = { { close = true } }, active = true }   -- steps: no Lua

-- The window's families, declared once the options are known.
function A.options(opts)
  return {
    { cards = "hand", distinct = true, label = play_label, run = play_one },
    { label = "play all", zone = "hand", min = 2, run = play_all },
    WALKS[1], WALKS[2], WALKS[3],
    targets(opts),
    ABILITIES,
    CONVERT_ACTIVE,
    THWARTS,
    MATRIX_ACTIONS,
    END_TURN,
    CONVERT_OTHERS,
  }
end

-- "p1: action phase", for each player.
local PROMPTS = {}
for p = 1, 8 do PROMPTS[p] = TF.pname(p) .. ": action phase" end

function A.prompt(g) return PROMPTS[g:active()] end

return A
