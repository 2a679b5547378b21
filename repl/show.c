/*
 * show.c -- what the REPL prints about the game: the pending decision, the
 * log lines an action added, who may act, and errors.
 *
 * Everything goes to stdout so that a batch transcript holds the whole
 * conversation in order.  An error is always one line ("error: ..."); the
 * kernel's full message (a script error carries a traceback naming the card
 * file and line) is kept for the `trace` command.  When the seat is a
 * player, options held by other players are counted but not listed, since
 * their labels can reveal a hidden hand.
 */
#include "repl.h"
#include <stdlib.h>
#include <string.h>

int repl_error(repl_session *s, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    char *msg = repl_xmalloc((size_t)n + 1);
    va_start(ap, fmt);
    vsnprintf(msg, (size_t)n + 1, fmt, ap);
    va_end(ap);
    msg[strcspn(msg, "\n")] = 0;
    printf("error: %s\n", msg);
    free(s->lasterr);
    s->lasterr = msg;
    s->failed = 1;
    return -1;
}

int repl_kernel_error(repl_session *s, const char *what)
{
    const char *msg = arb_errmsg(s->g);
    size_t first = strcspn(msg, "\n");
    if (what) printf("error: %s: %.*s\n", what, (int)first, msg);
    else printf("error: %.*s\n", (int)first, msg);
    if (msg[first] && s->interactive) printf("(type 'trace' for the whole message)\n");
    free(s->lasterr);
    s->lasterr = repl_xstrdup(msg);
    s->failed = 1;
    return -1;
}

void repl_print_block(const char *prefix, const char *text)
{
    while (*text) {
        size_t n = strcspn(text, "\n");
        printf("%s%.*s\n", prefix, (int)n, text);
        text += n + (text[n] == '\n');
    }
}

void repl_print_out(repl_session *s)
{
    if (!*s->out) return;
    repl_print_block("", s->out);
    if (strlen(s->out) >= REPL_OUT_SIZE - 1)
        printf("(output cut at %u bytes)\n", REPL_OUT_SIZE);
}

static int digits(int n)
{
    int d = 1;
    while (n >= 10) { n /= 10; d++; }
    return d;
}

/* The first option before i with the same label and player, or -1. */
static int same_as(arb_game *g, int i)
{
    for (int j = 0; j < i; j++)
        if (arb_option_player(g, j) == arb_option_player(g, i)
            && !strcmp(arb_option_label(g, j), arb_option_label(g, i))) return j;
    return -1;
}

/* Options are listed by number; one whose text repeats an earlier one's
 * (two copies of a card in hand) says so, so the two are told apart. */
static void show_options(repl_session *s, int player)
{
    arb_game *g = s->g;
    int n = arb_option_count(g), w = digits(n), hidden = 0;
    for (int i = 0; i < n; i++) {
        int q = arb_option_player(g, i), j = same_as(g, i);
        if (repl_view_seat(s) && q != repl_view_seat(s)) { hidden++; continue; }
        if (q != player) printf("  %*d) [p%d] %s", w, i + 1, q, arb_option_label(g, i));
        else printf("  %*d) %s", w, i + 1, arb_option_label(g, i));
        if (j >= 0) printf(" (same as %d)", j + 1);
        printf("\n");
    }
    if (hidden)
        printf("  (%d option%s hidden from seat p%d)\n", hidden, hidden == 1 ? "" : "s", repl_view_seat(s));
}

void repl_show_decision(repl_session *s)
{
    arb_game *g = s->g;
    if (arb_over(g)) {
        printf("game over: %s\n", arb_result(g));
        return;
    }
    int p = arb_decision_player(g);
    const char *reason = arb_decision_reason(g);
    printf("p%d to choose: %s\n", p, arb_decision_prompt(g));
    if (*reason) printf("  why: %s\n", reason);
    show_options(s, p);
}

static void show_new_log(repl_session *s)
{
    int n = arb_log_count(s->g);
    for (int i = s->log_shown; i < n; i++) printf("| %s\n", arb_log_line(s->g, i));
    s->log_shown = n;
}

void repl_show_change(repl_session *s)
{
    show_new_log(s);
    repl_show_decision(s);
}

/* "p2 may also act: object (as p2 4)" for each other player holding options;
 * from a player's seat, other players' labels are only counted. */
static void show_others(repl_session *s, int p)
{
    arb_game *g = s->g;
    for (int q = 1; q <= arb_player_count(g); q++) {
        repl_buf b = {0};
        int held = 0;
        for (int i = 0; i < arb_option_count(g); i++) {
            if (q == p || arb_option_player(g, i) != q) continue;
            repl_buf_printf(&b, "%s%s (as p%d %d)", held++ ? ", " : "",
                            arb_option_label(g, i), q, i + 1);
        }
        if (held && repl_view_seat(s) && repl_view_seat(s) != q)
            printf("p%d may also act (%d option%s)\n", q, held, held == 1 ? "" : "s");
        else if (held)
            printf("p%d may also act: %s\n", q, b.p);
        repl_buf_free(&b);
    }
}

/* The kernel's steps in progress, outermost first, when the decision is
 * one of theirs (or of a step's Lua): where each stands and what the last
 * waits on -- what an adjudicator asks of "where are we?". */
static void show_frames(arb_game *g)
{
    arb_frame_info f[16];
    int n = arb_flow_frames(g, f, 16);
    if (n <= 0) return;
    printf("  the kernel's steps in progress:");
    for (int i = 0; i < n && i < 16; i++) {
        printf("%s step %d (%s) for p%d", i ? " >" : "", f[i].index, f[i].step, f[i].player);
        arb_card_info c;
        if (f[i].card != ARB_NONE && arb_card_get(g, f[i].card, &c) == ARB_OK) printf(" with %s", c.name);
        if (f[i].waits) printf(", waiting on %s", !strcmp(f[i].waits, "lua") ? "its Lua"
                                                 : !strcmp(f[i].waits, "card") ? "a card"
                                                 : !strcmp(f[i].waits, "number") ? "a number" : "a choice");
    }
    printf(n > 16 ? " > ...\n" : "\n");
}

void repl_show_who(repl_session *s)
{
    arb_game *g = s->g;
    if (arb_over(g)) {
        printf("nobody: the game is over (%s)\n", arb_result(g));
        return;
    }
    int p = arb_decision_player(g);
    const char *reason = arb_decision_reason(g);
    printf("p%d may act now: %s\n", p, *reason ? reason : arb_decision_prompt(g));
    show_others(s, p);
    show_frames(g);
}

void repl_show_banner(repl_session *s)
{
    const repl_config *c = &s->cfg;
    char seat[16];
    int n = arb_player_count(s->g);
    printf("%s: %d player%s, seed %llu", c->game, n, n == 1 ? "" : "s", c->seed);
    if (c->options) printf(", options %s", c->options);
    if (c->cards) {
        repl_buf b = {0};
        repl_cards_join(&b, c, ", ");
        printf(", cards %s", b.p);
        repl_buf_free(&b);
    }
    for (char **m = c->mods; m && *m; m++) printf("%s%s", m == c->mods ? ", mods " : ", ", *m);
    printf("; seat %s\n", repl_seat_name(s->seat, seat, sizeof seat));
    repl_show_change(s);
}
