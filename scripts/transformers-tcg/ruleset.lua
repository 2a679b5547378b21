-- transformers-tcg/ruleset.lua -- the Transformers Trading Card Game (waves 1-5) on Arbiter.
--
-- Rules: the digest in docs/transformers-tcg.md's sources (digest sections
-- cited in the code as "5.1", "7.3"...).  A turn is start (draw, start
-- abilities) -> main (a window: flip, Action, Upgrade, tap ability) ->
-- attack (A1-A5) -> flips (B1-B6) -> damage (C1-C4) -> post (P1, routing:
-- attack again by going back to "attack", or untap all) -> end (E1-E5).
-- Triggers go through the queue of digest 10 (queue.lua) with the trigger
-- order as a kernel policy function.  Modules: core (vocabulary), queue,
-- cardlib (card constructors), ctx (card verbs), main, combat, turn,
-- setup (deck lists: deckfile + decks), kinds (Battle Masters, Titan
-- Masters, Weaponizers), keywords (Brave, Bounty, cards under characters,
-- Secret Actions' reveal conditions), combiners, stratagems, testkit, view, bot.

local TC = include "core"
include "queue"
local L = include "cardlib"
local Ctx = include "ctx"
include "ittriggers"              -- the generator's third pass: triggers about another character
include "conditions"              --   conditions, per-counts, card predicates
include "flipcounts"              --   a battle's flips counted and capped
include "fieldverbs"              --   verbs on characters in play
include "pileverbs"               --   verbs on your hand, deck and scrap pile
include "oppverbs"                --   verbs on the opponent's hand and deck
include "upgradeverbs"            --   verbs on Upgrades
include "main"
include "combat"
include "turn"
include "setup"
include "kinds"
include "keywords"
include "combiners"
include "stratagems"
include "tower"
include "replace"
include "teamunder"
include "effects2"                -- round 5: costs, play requirements, the starting team
include "triggers2"                -- round 5: triggers and their conditions
include "battle2"                  -- round 5: battle-long effects
include "verbs2"                   -- round 5: card verbs
include "answers"                  -- round 6: Actions answered before their text
include "traits"                   -- round 6: traits a Stratagem adds
include "extra"                    -- round 6: extra attacks
include "pregame"                  -- round 6: BEFORE(pregame)
include "sources"                  -- round 6: the source of damage
include "outcome"                 -- extra turns, a game won by an effect
include "perturn"                 -- per-turn counts: flips, attacks, excess damage
include "slots"                   -- Upgrades in a slot of another kind
include "deckstars"               -- star battle cards, extra stars from Stratagems
include "playrules"               -- a play by an effect obeys costs and play limits
include "answers2"                -- round 7: Secret Actions that replace a draw, damage, a scrap
include "redirect"                -- round 7: attack damage redirected (Omega Supreme)
include "onceturn"                -- round 7: ONCE_PER_TURN triggers (Skywarp)
include "scaled"                  -- round 7: a keyword scaled by damage (Revenge)
include "scrapcause"              -- round 8c: an Upgrade's scrap a card causes, kept or replaced
include "iconplay"                -- round 8c: icons counted as another colour (Belligerence, Overheat)
include "guard"                   -- round 8c: damage taken by another, reflected; a defender replaced
include "flipped"                 -- round 8c: a battle's flipped cards kept after it (Barricade, Wolfwire)
include "undercards"              -- round 8c: cards put under a character (Hot Rod, Recover Cassette)
include "swapups"                 -- round 8c: two characters swap Upgrades (Red Heat)
include "deckplay"                -- round 8c: peek "anytime", play the deck's top (Major Shockwave)
include "keepdown"                -- round 8c: a Secret Action kept face down (Spymaster's Ruse)
include "upgradetrig"             -- round 8c: Sabotage: upgrading an enemy wakes nothing of its side
include "teamwide"                -- round 8a: whole teams, hands, more attacks
include "movedamage"              -- round 8a: moved damage, promotions, conditional repairs
include "flipicons"               -- round 8a: battle flips' icons changed (Inverted!, Recon System)
include "upgradeplays"            -- round 8a: Upgrades played from elsewhere, swapped, scrapped
include "uicon"                   -- Cerebros's unexplained icon token, an option
include "randomdeck"              -- deck1=random: a legal deck drawn from the whole pool
include "fleet"; include "invasion"   -- round 8d: outside the game, combinings, Tidal Wave, Relentless Invasion
include "untap"                   -- round 8: the one untap verb and its event
include "removal"                 -- round 8: an Upgrade removed from its character
include "chartriggers"            -- round 8b: characters' and Stratagems' triggers
include "charverbs"               -- round 8b: their effects
local setup_for_test = include "testkit"
local V = include "view"
local B = include "bot"

local function main_reason(g)
  return string.format("digest 6.1: p%d's main phase: one flip, one Action, one Upgrade and one " ..
                       "tap ability, in any order", g:active())
end

local exports = { TC = TC, setup_for_test = setup_for_test, T = TC.T, DeckFile = include "lib/deckfile",
                  DECKS = include "decks" }
for k, v in pairs(L) do exports[k] = v end

return ruleset {
  name = "transformers-tcg",
  players = { min = 2, max = 2, default = 2 },
  option_spec = {
    { key = "deck1", type = "string", doc = "p1's deck: a shipped deck's name, random, or the list with ';' between lines" },
    { key = "deck2", type = "string", doc = "p2's deck" },
    { key = "first", min = 1, max = 2, doc = "the first player (default: random)" },
    { key = "hand_size", min = 0, max = 20, doc = "opening hand (default 6)" },
    { key = "team_stars", min = 1, max = 99, doc = "team star limit (default 25)" },
    { key = "deck_min", min = 0, max = 200, doc = "least battle cards in a deck (default 40)" },
    { key = "attack_optional", type = "boolean", doc = "17.1: attacking may be declined" },
    { key = "triple_changer_any_to_any", type = "boolean", doc = "17.8" },
    { key = "ko_upgrades_to_scrap", type = "boolean", doc = "17.19: a KO'd character's Upgrades go to scrap (else KO area)" },
    { key = "upgrade_replace", type = "boolean", doc = "a full slot's old Upgrade is scrapped" },
    { key = "titan_head_any_host", type = "boolean", doc = "a Titan Master's head may sit on any character (false: body-mode ones)" },
    { key = "titan_head_deploys_on_ko", type = "boolean", doc = "a head deploys when its character is KO'd (false: KO'd with it)" },
    { key = "brave_reading", type = "string", doc = "Brave: guard (must be attacked if able) or attack (may attack an untapped enemy)" },
    { key = "stratagem_limit", min = 0, max = 10, doc = "Stratagems a team may hold (default 1)" },
    { key = "battle_card_stars", type = "boolean", doc = "a star battle card's stars count toward the team's star limit (default true)" },
    { key = "inverted_flips", type = "string", doc = "Inverted!: battle (every flip of its host's battle swaps orange and blue) or host (its player's only)" },
    { key = "second_ko_either_side", type = "boolean", doc = "Tidal Wave (Battleship): the game's second KO of either side's characters (false: its owner's)" },
    { key = "combine_keeps_damage", type = "boolean", doc = "a combined form takes its parts' damage counters (false: starts undamaged)" },
    { key = "cerebros_u_icon", type = "string", doc = "Cerebros - City Commander's unexplained icon token U?: none (not required) or the colour it stands for" },
    { key = "greenlight_team", type = "boolean", doc = "Private Greenlight keeps every own character's Upgrades from opponents' cards (default false: its own)" },
    { key = "windcharger_first_turn", type = "string", doc = "Windcharger's \"first turn game\": own (its controller's first turn, default) or game (turn 1)" },
    { key = "visper_same_names", type = "string", doc = "Raider Visper's \"3 cards scrapped\": cost (its cost's cards, default) or opponent (the opponent's)" },
    { key = "overwhelming_upgrades", type = "string", doc = "Overwhelming Advantage's \"Upgrades\": attacker (the attacker's, default) or own (all yours)" },
  },
  context = Ctx,
  zones = TC.zone_list,       -- made by the kernel at every start (setup.lua)
  setup = function(g, o) TC.setup(g, o) end,
  trigger_zones = { "battlefield", "upgrades", "ko", "secret", "stratagems", "scrap", "played" },
  statics = TC.STATICS,           -- static abilities, summed by the kernel (core.lua's TC.static)
  queue = TC.QUEUE,               -- the kernel's trigger queue (queue.lua)
  next_turn = TC.next_turn,       -- extra turns (outcome.lua)
  turn = {
    { name = "start", run = TC.start_phase },
    { name = "main", window = { prompt = "Play a card, flip, tap, or end the main phase",
                                reason = main_reason, options = TC.MAIN } },
    { name = "attack", run = TC.attack_phase },
    { name = "flips", run = TC.flips_phase },
    { name = "damage", run = TC.damage_phase },
    { name = "post", run = TC.post_phase },
    { name = "end", run = TC.end_phase },
  },
  card_label = function(g, c) return g:name(c) end,
  exports = exports,
  views = V,
  bots = B,
}
