/*
 * cmd_bot.c -- bots at the REPL: `bot NAME [N|end]` lets a bot answer the
 * next decisions (fast-forward, or a whole game for a transcript), and
 * `autoplay pN NAME|off` lets a bot play one seat against a person.  Bots
 * answer through the same decision interface as a person: "random" draws
 * from the session's generator (seeded from the game, so transcripts are
 * deterministic); any other name is a bot of the ruleset (arb_policy).
 */
#include "repl.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BOT_MAX_STEPS 100000

/* One answer by bot `name`; prints what it picked.  0, or -1 on error. */
static int bot_step(repl_session *s, const char *name)
{
    int choice;
    if (!strcmp(name, "random")) {
        choice = (int)arb_rng_below(&s->bot_rng, (uint32_t)arb_option_count(s->g));
    } else if (arb_policy(s->g, name, &choice) != ARB_OK) {
        return repl_kernel_error(s, NULL);
    }
    printf("bot picks for p%d: %s\n", arb_decision_player(s->g), arb_option_label(s->g, choice));
    return repl_answer_index(s, choice);
}

int repl_cmd_bot(repl_session *s, char *args)
{
    char *name = repl_word(&args), *count = repl_word(&args);
    long n = 1;
    if (!name) return repl_error(s, "usage: bot NAME [N|end]");
    if (count && !strcmp(count, "end")) n = BOT_MAX_STEPS;
    else if (count && repl_parse_long(count, 1, BOT_MAX_STEPS, &n))
        return repl_error(s, "bot: the count must be 1 to %d, or `end`", BOT_MAX_STEPS);
    for (long k = 0; k < n; k++) {
        if (arb_over(s->g)) return k ? 0 : repl_error(s, "the game is over: %s", arb_result(s->g));
        if (bot_step(s, name)) return -1;
    }
    return 0;
}

int repl_cmd_autoplay(repl_session *s, char *args)
{
    char *who = repl_word(&args), *name = repl_word(&args);
    int n = arb_player_count(s->g);
    int p = who ? repl_parse_player(who, 1, n) : -1;
    if (p < 1 || !name) return repl_error(s, "usage: autoplay pN NAME|off (players p1 to p%d)", n);
    int off = !strcmp(name, "off");
    if (arb_seat_set(s->g, p, off ? NULL : name) != ARB_OK)   /* a bot that exists */
        return repl_kernel_error(s, NULL);
    free(s->autoplay[p]);
    s->autoplay[p] = off ? NULL : repl_xstrdup(name);
    printf("p%d is played by %s\n", p, s->autoplay[p] ? s->autoplay[p] : "a person");
    return repl_run_autoplay(s);
}

int repl_run_autoplay(repl_session *s)
{
    for (int k = 0; k < BOT_MAX_STEPS && !arb_over(s->g); k++) {
        int p = arb_decision_player(s->g);
        if (p < 1 || p > 32 || !s->autoplay[p]) return 0;
        if (bot_step(s, s->autoplay[p])) return -1;
    }
    return 0;
}
