/*
 * play.c -- changing the game: answering the pending decision (by number or
 * by label, for the decision's player or, with `as`, for another player who
 * holds options in a shared window), running recorded edits, and running
 * read-only queries.  Every successful change is followed by an undo step.
 */
#include "repl.h"
#include <stdlib.h>
#include <string.h>

typedef struct holder {
    arb_game *g;
    int player;                 /* only this player's options; 0: anyone's */
} holder;

static const char *held_label(void *ctx, int i)
{
    const holder *h = ctx;
    if (h->player && arb_option_player(h->g, i) != h->player) return NULL;
    return arb_option_label(h->g, i);
}

const char *repl_option_label_any(void *ctx, int i)
{
    return arb_option_label(ctx, i);
}

static int answer(repl_session *s, int option)
{
    if (arb_answer(s->g, option) != ARB_OK) return repl_kernel_error(s, NULL);
    if (repl_hist_push(s)) return -1;
    repl_show_change(s);
    return 0;
}

int repl_answer_index(repl_session *s, int i)
{
    return answer(s, i);
}

static int pick_number(repl_session *s, const char *text, int who, int explicit)
{
    long v;
    int n = arb_option_count(s->g);
    if (repl_parse_long(text, 1, n, &v)) {
        char *t = repl_printable(text, 24);
        repl_error(s, "there is no option %s: choose 1 to %d", t, n);
        free(t);
        return -1;
    }
    int q = arb_option_player(s->g, (int)v - 1);
    if (q != who && explicit)
        return repl_error(s, "option %ld is p%d's, not p%d's", v, q, who);
    if (q != who)
        return repl_error(s, "option %ld belongs to p%d: say 'as p%d %ld'", v, q, q, v);
    return answer(s, (int)v - 1);
}

/* The text names no option of `who`: say whose it is, if anyone's. */
static int not_held(repl_session *s, const char *text, int quiet)
{
    holder any = { s->g, 0 };
    repl_match m;
    int j = repl_match_find(text, arb_option_count(s->g), held_label, &any, &m);
    if (j >= 0) {
        int q = arb_option_player(s->g, j);
        return repl_error(s, "'%s' is p%d's option: say 'as p%d %d'",
                          arb_option_label(s->g, j), q, q, j + 1);
    }
    if (quiet) return -2;
    char *t = repl_printable(text, 80);
    repl_error(s, "no option matches '%s' (type 'options' to list them)", t);
    free(t);
    return -1;
}

static int pick_label(repl_session *s, const char *text, int who, int quiet)
{
    holder h = { s->g, who };
    repl_match m;
    int i = repl_match_find(text, arb_option_count(s->g), held_label, &h, &m);
    if (i >= 0) return answer(s, i);
    if (i == -1) return not_held(s, text, quiet);
    repl_buf b = {0};
    repl_match_describe(&b, text, &m, held_label, &h);
    repl_error(s, "%s", b.p);
    repl_buf_free(&b);
    return -1;
}

int repl_answer_text(repl_session *s, const char *text, int player, int quiet)
{
    if (arb_over(s->g)) return repl_error(s, "the game is over: %s", arb_result(s->g));
    int who = player ? player : arb_decision_player(s->g);
    if (repl_all_digits(text)) return pick_number(s, text, who, player != 0);
    return pick_label(s, text, who, quiet);
}

int repl_edit(repl_session *s, const char *src, int *recorded)
{
    int before = arb_input_count(s->g);
    s->out[0] = 0;
    *recorded = 0;
    if (arb_eval(s->g, src, 1, s->out, REPL_OUT_SIZE) != ARB_OK)
        return repl_kernel_error(s, NULL);
    *recorded = arb_input_count(s->g) != before;
    return *recorded ? repl_hist_push(s) : 0;
}

char *repl_query(repl_session *s, const char *src)
{
    s->out[0] = 0;
    if (arb_eval(s->g, src, 0, s->out, REPL_OUT_SIZE) != ARB_OK) {
        repl_kernel_error(s, NULL);
        return NULL;
    }
    repl_lua_unquote(s->out);
    return s->out;
}
