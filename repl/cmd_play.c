/*
 * cmd_play.c -- commands about the pending decision: answer, as, options,
 * who, why, and walking the undo history with undo and redo.
 */
#include "repl.h"
#include <stdlib.h>
#include <string.h>

int repl_cmd_answer(repl_session *s, char *args)
{
    if (!*args) return repl_error(s, "usage: answer N|LABEL");
    return repl_answer_text(s, args, 0, 0);
}

static int check_player(repl_session *s, const char *word)
{
    int n = arb_player_count(s->g);
    int p = repl_parse_player(word, 1, n);
    if (p > 0) return p;
    char *t = repl_printable(word, 24);
    repl_error(s, "there is no player '%s' (the game has p1 to p%d)", t, n);
    free(t);
    return -1;
}

static int holds_any(arb_game *g, int p)
{
    for (int i = 0; i < arb_option_count(g); i++)
        if (arb_option_player(g, i) == p) return 1;
    return 0;
}

int repl_cmd_as(repl_session *s, char *args)
{
    char *word = repl_word(&args);
    char *rest = repl_trim(args);
    if (!word || !*rest) return repl_error(s, "usage: as pN N|LABEL");
    int p = check_player(s, word);
    if (p < 0) return -1;
    if (arb_over(s->g)) return repl_error(s, "the game is over: %s", arb_result(s->g));
    if (!holds_any(s->g, p))
        return repl_error(s, "p%d holds no option now; p%d may act: %s", p,
                          arb_decision_player(s->g), arb_decision_reason(s->g));
    return repl_answer_text(s, rest, p, 0);
}

int repl_cmd_options(repl_session *s, char *args)
{
    if (repl_no_args(s, "options", args)) return -1;
    repl_show_decision(s);
    return 0;
}

int repl_cmd_who(repl_session *s, char *args)
{
    if (repl_no_args(s, "who", args)) return -1;
    repl_show_who(s);
    return 0;
}

const char *repl_refusal_label(void *ctx, int i)
{
    return arb_refusal_label(ctx, i);
}

static int ambiguous(repl_session *s, const char *text, const repl_match *m, repl_label_fn fn)
{
    repl_buf b = {0};
    repl_match_describe(&b, text, m, fn, s->g);
    repl_error(s, "%s", b.p);
    repl_buf_free(&b);
    return -1;
}

static void say_legal(repl_session *s, int i)
{
    arb_game *g = s->g;
    int q = arb_option_player(g, i), p = arb_decision_player(g);
    printf("'%s' is legal now: option %d, for p%d", arb_option_label(g, i), i + 1, q);
    if (q != p) printf(" (out of turn: say 'as p%d %d')\n", q, i + 1);
    else printf(" (%s)\n", *arb_decision_reason(g) ? arb_decision_reason(g) : arb_decision_prompt(g));
}

int repl_cmd_why(repl_session *s, char *args)
{
    arb_game *g = s->g;
    repl_match m;
    if (!*args) return repl_error(s, "usage: why ACTION");
    if (arb_over(g)) {
        printf("the game is over (%s): no action is possible\n", arb_result(g));
        return 0;
    }
    int i = repl_match_find(args, arb_refusal_count(g), repl_refusal_label, g, &m);
    if (i == -2) return ambiguous(s, args, &m, repl_refusal_label);
    if (i >= 0) {
        printf("'%s' is refused: %s\n", arb_refusal_label(g, i), arb_refusal_reason(g, i));
        return 0;
    }
    i = repl_match_find(args, arb_option_count(g), repl_option_label_any, g, &m);
    if (i == -2) return ambiguous(s, args, &m, repl_option_label_any);
    if (i >= 0) {
        say_legal(s, i);
        return 0;
    }
    char *t = repl_printable(args, 80);
    printf("no action '%s' is known at this point; p%d may act: %s\n", t,
           arb_decision_player(g), *arb_decision_reason(g) ? arb_decision_reason(g)
                                                           : arb_decision_prompt(g));
    free(t);
    return 0;
}

/* The step n person-steps from the present in direction dir: a step where
 * an autoplay bot decides is passed over, or the bot would answer it again. */
static int steps_away(repl_session *s, long n, int dir)
{
    int i = s->hist.cur;
    for (long k = 0; k < n && i + dir >= 0 && i + dir < s->hist.n; k++)
        i = repl_hist_person(s, i + dir, dir);
    return i;
}

/* undo (dir -1) or redo (dir 1) by the count in args, `all` or `turn`. */
static int walk(repl_session *s, char *args, int dir)
{
    const char *name = dir < 0 ? "undo" : "redo";
    repl_history *h = &s->hist;
    long n = 1;
    int to, all = repl_ieq(args, "all");
    if (all) to = dir < 0 ? 0 : h->n - 1;
    else if (repl_ieq(args, "turn")) to = repl_hist_turn_start(s, h->cur, dir);
    else if (*args && repl_parse_long(args, 1, 1L << 30, &n)) {
        char *t = repl_printable(args, 24);
        repl_error(s, "%s takes a number of steps, 'turn' or 'all', not '%s'", name, t);
        free(t);
        return -1;
    } else to = steps_away(s, n, dir);
    to = repl_hist_person(s, to, dir);
    if (to == h->cur) return repl_error(s, "nothing to %s", name);
    int short_of = !all && *args && repl_all_digits(args) && labs(to - h->cur) < n;
    int logged = arb_log_count(s->g);
    int moved = repl_hist_goto(s, to);
    if (moved < 0) return -1;
    if (dir > 0 && logged <= arb_log_count(s->g)) s->log_shown = logged;   /* what was redone */
    printf("%s %d step%s%s; now at step %d of %d, turn %d\n", dir < 0 ? "undid" : "redid", moved,
           moved == 1 ? "" : "s", short_of && (to == 0 || to == h->n - 1) ? " (all there were)" : "",
           h->cur, h->n - 1, h->step[h->cur].turn);
    repl_show_change(s);
    return 0;
}

int repl_cmd_undo(repl_session *s, char *args) { return walk(s, args, -1); }
int repl_cmd_redo(repl_session *s, char *args) { return walk(s, args, 1); }
