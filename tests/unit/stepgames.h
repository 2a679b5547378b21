/*
 * stepgames.h -- the games the rulings on kernel steps play (test_steps.c,
 * test_stepfaults.c): the fixture tests/fixtures/steps (start), and
 * strangers' games written into a scratch folder -- a ruleset whose main
 * window's first family is given (with_steps), a card whose ability is
 * given (with_card) -- with refused() and card_refused() for what the
 * kernel refuses at load.  A test sets root in main and removes dir at
 * its end.
 */
#ifndef ARB_STEPGAMES_H
#define ARB_STEPGAMES_H

#include "arbiter.h"
#include "newgame.h"
#include "byname.h"
#include "scratch.h"
#include <stdio.h>

static const char *root;
static scratch dir = SCRATCH("steps");     /* strangers' games (with_steps, with_card) */

/* Three cards into p1's hand. */
#define DEAL "for _, n in ipairs({ 'Ruby', 'Rock', 'Pebble' }) do g:new_card(n, 1, g:zone('hand', 1)) end"

/* The fixture's game, people's (quiet 0) or a simulation's (1). */
static inline arb_game *start(int quiet)
{
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/tests/fixtures/steps", root);
    return new_game((arb_config){ .root = dir, .game = "steps", .seed = 1, .quiet = quiet });
}

/* A game "bad" whose main window's first family runs `steps` (Lua source),
 * in a fresh folder; returns the game, or NULL with the error in err. */
static inline arb_game *with_steps(const char *family, char *err, size_t n)
{
    char src[4096];
    snprintf(src, sizeof src, "return ruleset { name = 'bad', setup = function(g) g:new_zone('hand', 1); g:set_active(1) end,\n"
             "  turn = { { name = 'main', window = { options = { %s,\n"
             "    { label = 'end turn', run = function() return true end } } } } } }\n", family);
    return scratch_new(&dir, "bad", src, NULL, 1, err, n);
}

static inline int refused(const char *family, const char *want) { return refused_by(with_steps, family, want); }

/* A game "gem" whose play runs the card's `shine`, with the verb glow, and
 * one card "Odd" whose shine is `ability` (Lua source). */
static inline arb_game *with_card(const char *ability, char *err, size_t n)
{
    static const char RULESET[] = "return ruleset { name = 'gem', context = { glow = verb{ { add = 'glow', by = 'arg' } },\n"
               "  shout = verb{ { emit = 'shouted' } }, hum = function(c) end,\n"
               "  dip = verb{ { add = 'glow', by = 'arg' }, { call = function(g, p, _, n) g:pset(p, 'dipped', n) end,\n"
               "                                              if_arg_below = 0 } } },\n"
               "  setup = function(g) g:new_zone('hand', 1); g:set_active(1) end,\n"
               "  turn = { { name = 'main', window = { options = {\n"
               "    { cards = 'hand', label = function() return 'play' end, run = { { ability = 'shine' } } },\n"
               "    { label = 'end turn', run = function() return true end } } } } } }\n";
    char odd[2048];
    snprintf(odd, sizeof odd, "-- Odd\nreturn { name = 'Odd',\n  shine = %s }\n", ability);
    const char *at = scratch_game(&dir, "gem", RULESET, NULL);
    if (!at || scratch_file(&dir, "cards/gem/odd.lua", odd)) return NULL;
    return arb_game_new(&(arb_config){ .root = at, .game = "gem", .players = 1, .seed = 1 }, err, n);
}

static inline int card_refused(const char *ability, const char *want) { return refused_by(with_card, ability, want); }

#endif
