-- transformers-dbg/defs.lua -- how a card file describes a card.
--
-- Card files say `return tfcard{ ... }` (or `character{ ... }`); these
-- constructors check the record of digest 1.2 and fill its defaults so the
-- rules can read fields without nil checks.  Fields:
--   name, types = { "Robot", "Relic", ... }, faction, cost, power, range,
--   move, flight, block, level, vault_vp, copies, text, reconstruction,
--   energon = { { cost =, tag = nil|"confront"|"assist", power = bool,
--                 block = bool, any_turn = bool, text =, fn = } },
--   and hooks called with a context `c` (ctx.lua): on_play, block_effect,
--   assist_power (number), reward (+ reward_text), reveal_attack,
--   then_ambush, start_of_turn (registered as the kernel event of that
--   name), ambush (+ ambush_attack), confrontation,
--   on_reveal, on_enter, on_acquire, play_bonus, site, thwart, contribute,
--   and Ongoing switches read by the rules (all_robots_adversary,
--   battles_are_confrontations, buy_cost_mod).
-- Derived here once, for the rules that read them on every decision:
--   abilities (the Energon abilities: a character's are its Bot side's),
--   ability_count, adversary (a Boss or a Decepticon Robot: an Adversary
--   whatever the Ongoing rules), boss, robot, minion (a Decepticon Robot: a
--   non-Boss Adversary, which keeps the Bosses safe in co-op, CO.2),
--   buyable (has a cost and is not a Site or a
--   Scheme), matrix_rule (has an Ongoing switch), matrix_actions (may offer
--   a contribute, Site or rescue action: the Lua list's; a thwart is the
--   kernel's), gives_play_bonus (a
--   play_bonus that is a function, its own or on either side of a
--   character: Lua's; one that is data, { plus =, has =, where = }, the
--   kernel adds itself, and a character's becomes its own play_bonus with
--   the side it needs showing).
-- A card built from guesswork because the sources do not give it carries
-- reconstruction = true; every such card is listed in
-- docs/transformers-dbg.md.

local TF = include "core"
local fmt = string.format

local TYPES = {
  Starter = "starter", Basic = "basic", Damage = "damage", Encounter = "encounter",
  Boss = "boss", Ally = "ally", Maneuver = "maneuver", Technology = "technology",
  Relic = "relic", Robot = "robot", Site = "site", ["Decepticon Scheme"] = "dscheme",
  ["Co-op Scheme"] = "cscheme", Character = "character",
}
TF.TYPE_KEYS = TYPES

local MAIN_DECK = { ally = true, maneuver = true, technology = true, relic = true,
                    robot = true, site = true, dscheme = true }
TF.MAIN_DECK_TYPES = MAIN_DECK

local function check_energon(name, list)
  for i, a in ipairs(list) do
    -- (at least 1: a player without Energon has no ability to use, which
    -- the action window relies on, actions.lua)
    if type(a.cost) ~= "number" or a.cost < 1 then
      error(fmt("%s: Energon ability %d needs a cost of 1 or more", name, i), 4)
    end
    if type(a.fn) ~= "function" and not a.block then
      error(fmt("%s: Energon ability %d needs fn", name, i), 4)
    end
    if a.tag and a.tag ~= "confront" and a.tag ~= "assist" then
      error(fmt("%s: Energon ability tag must be confront or assist", name), 4)
    end
    a.assist_tag = a.tag == "assist" or nil   -- (skipped by CNF.4c's window: battle.lua)
    a.assist_use = (a.power or a.tag == "assist") and true or nil   -- (BTL.5's window)
    a.text = a.text or "?"
  end
end

-- AMB-47: the Energon a card in hand needs to be a legal Assist -- none
-- when it produces >= 1 Power by itself, else the least of its own
-- Power-giving Energon abilities -- or nil when it can never be one.
local function assist_cost(d)
  if d.power >= 1 then return 0 end
  local least
  for _, a in ipairs(d.energon) do
    if a.power and (not least or a.cost < least) then least = a.cost end
  end
  return least
end

function TF.tfcard(d)
  if type(d.types) ~= "table" or #d.types == 0 then
    error((d.name or "?") .. ": types = { ... } is required", 2)
  end
  d.is = {}
  for _, t in ipairs(d.types) do
    local k = TYPES[t] or error(fmt("%s: unknown card type '%s'", d.name, tostring(t)), 2)
    d.is[k] = true
  end
  d.power = d.power or 0
  d.range = d.range or 0
  d.move = d.move or 0
  d.energon = d.energon or {}
  check_energon(d.name, d.energon)
  if d.copies == nil then
    d.copies = (d.is.maneuver or d.is.technology) and 2 or 1
  end
  d.main_deck = false
  for k in pairs(d.is) do if MAIN_DECK[k] then d.main_deck = true end end
  if d.is.boss and not ({ I = 1, II = 2, III = 3 })[d.level] then
    error(d.name .. ": a Boss needs level = 'I', 'II' or 'III'", 2)
  end
  if d.is.robot and d.faction ~= "Autobot" and d.faction ~= "Decepticon" then
    error(d.name .. ": a Robot needs faction = 'Autobot' or 'Decepticon'", 2)
  end
  d.text = d.text or ""
  d.abilities, d.ability_count = d.energon, #d.energon
  d.adversary = d.is.boss or (d.is.robot and d.faction == "Decepticon") or false
  d.robot = d.is.robot == true          -- (Divided Loyalties: the kernel judges Robots too)
  d.boss = d.is.boss == true            -- (read by an Adversary's judge at every listing)
  d.minion = d.is.robot == true and d.faction == "Decepticon"   -- (CO.2: the judge's steps)
  d.stays = (d.ongoing or d.is.ally) and true or false   -- EOT.3c: stays in play (turn.lua's steps)
  d.relic = d.is.relic == true
  -- Whether it comes from the main deck: destroyed, it goes to the main
  -- deck's discard pile, else it is removed (PROC.DESTROY, TF.destroy).
  d.main_deck_origin = not (d.is.starter or d.is.basic or d.is.damage or d.is.encounter or d.is.character)
  d.buyable = d.cost ~= nil and not (d.is.site or d.is.dscheme or d.is.cscheme)
  d.matrix_rule = (d.all_robots_adversary or d.battles_are_confrontations or d.buy_cost_mod) and true or false
  d.matrix_actions = (d.contribute or d.site or d.holds_hostages) and true or false
  -- A play bonus is data the kernel reads ({ plus =, has =, where = }: a
  -- play's add step, battle.lua), or a function, which only Lua runs (a
  -- play's steps ask Lua for the bonus while such a card is in play).
  d.gives_play_bonus = type(d.play_bonus) == "function"
  d.energon_block = false                   -- (an Attack's Block options: attack.lua)
  for _, a in ipairs(d.energon) do if a.block then d.energon_block = true end end
  d.assist_cost = assist_cost(d)            -- (BTL.3's Assist offers: battle.lua)
  if d.start_of_turn then           -- a trigger: the kernel's start_of_turn event (turn.lua)
    d.on = d.on or {}
    d.on.start_of_turn = d.start_of_turn
  end
  return card(d)
end

-- A character's play bonuses as data, each side's while it shows ("is" /
-- "is_not" the Bot side): a list for the kernel, or nil.
local function side_bonus(bot, bot_is, alt, alt_is)
  local out = {}
  for _, sb in ipairs({ { bot, bot_is }, { alt, alt_is } }) do
    local b = sb[1]
    if type(b) == "table" then
      out[#out + 1] = { plus = b.plus, has = b.has, where = b.where, if_value = "mode", [sb[2]] = "bot" }
    end
  end
  return out[1] and out or nil
end

-- character{ name, bot = { text, energon = {a1, a2}, play_bonus, static_power,
--   on_leave }, alt = { move, text, on_leave, play_bonus } }
function TF.make_character(d)
  d.types = { "Character" }
  d.is = { character = true }
  d.copies = 0
  d.energon = {}
  d.main_deck = false
  if type(d.bot) ~= "table" or type(d.alt) ~= "table" then
    error((d.name or "?") .. ": a character needs bot = {...} and alt = {...}", 2)
  end
  d.bot.energon = d.bot.energon or {}
  d.alt.energon = {}                        -- Energon abilities exist only on the Bot side
  check_energon(d.name, d.bot.energon)
  d.alt.move = d.alt.move or 0
  d.alt.penalty = d.alt.penalty or 1
  d.power, d.range, d.move = 0, 0, 0
  d.text = d.text or ""
  d.abilities, d.ability_count = d.bot.energon, #d.bot.energon
  d.adversary, d.robot, d.buyable, d.matrix_rule, d.matrix_actions = false, false, false, false, false
  d.stays, d.relic, d.boss, d.minion, d.energon_block = false, false, false, false, false
  d.bot_block = false                       -- (a Block among the Bot side's abilities: attack.lua)
  for _, a in ipairs(d.bot.energon) do if a.block then d.bot_block = true end end
  d.main_deck_origin = false
  -- A side's play bonus as data applies while that side shows (the
  -- player's value "mode"): the character's own play_bonus, which the
  -- kernel reads; a function is Lua's (TF.play_bonus, through TF.side).
  d.play_bonus = side_bonus(d.bot.play_bonus, "is", d.alt.play_bonus, "is_not")
  d.gives_play_bonus = type(d.bot.play_bonus) == "function" or type(d.alt.play_bonus) == "function"
  return card(d)
end

-- Energon abilities of card c (a character's are those of its Bot side).
function TF.abilities(g, c) return g:def(c).abilities end

return TF
