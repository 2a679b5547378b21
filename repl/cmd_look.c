/*
 * cmd_look.c -- looking without changing anything: the ruleset's views
 * (`board`, `view`), the point of view they are drawn for (`seat`), the
 * log and the state hash.
 */
#include "repl.h"
#include <stdlib.h>
#include <string.h>

static int show_view(repl_session *s, const char *name, const char *args)
{
    s->out[0] = 0;
    if (arb_view(s->g, name, repl_view_seat(s), args, s->out, REPL_OUT_SIZE) != ARB_OK)
        return repl_kernel_error(s, NULL);
    repl_lua_unquote(s->out);
    repl_print_out(s);
    return 0;
}

int repl_cmd_board(repl_session *s, char *args)
{
    if (repl_no_args(s, "board", args)) return -1;
    return show_view(s, "board", "");
}

int repl_cmd_view(repl_session *s, char *args)
{
    char *name = repl_word(&args);
    if (!name) return repl_error(s, "usage: view NAME [ARGS] (e.g. view board)");
    return show_view(s, name, repl_trim(args));
}

int repl_cmd_seat(repl_session *s, char *args)
{
    char buf[16];
    if (*args) {
        int n = arb_player_count(s->g);
        int p = repl_ieq(args, "god") ? 0 : repl_ieq(args, "auto") ? REPL_SEAT_AUTO
              : repl_parse_player(args, 0, n);
        if (p == -1) {
            char *t = repl_printable(args, 24);
            repl_error(s, "a seat is auto, god, 0 or a player p1 to p%d, not '%s'", n, t);
            free(t);
            return -1;
        }
        s->seat = p;
    }
    printf("seat: %s (%s)\n", repl_seat_name(s->seat, buf, sizeof buf),
           s->seat == REPL_SEAT_AUTO ? "each player to decide sees only what they may see"
           : s->seat ? "hidden information hidden" : "everything shown");
    return 0;
}

int repl_cmd_log(repl_session *s, char *args)
{
    int total = arb_log_count(s->g);
    long n = 20;
    if (repl_ieq(args, "all")) n = total;
    else if (*args && repl_parse_long(args, 0, 1L << 30, &n)) {
        char *t = repl_printable(args, 24);
        repl_error(s, "log takes a number of lines or 'all', not '%s'", t);
        free(t);
        return -1;
    }
    if (total == 0) printf("(the log is empty)\n");
    int first = n < total ? total - (int)n : 0, w = snprintf(NULL, 0, "%d", total);
    for (int i = first; i < total; i++) printf("%*d  %s\n", w, i + 1, arb_log_line(s->g, i));
    return 0;
}

int repl_cmd_hash(repl_session *s, char *args)
{
    if (repl_no_args(s, "hash", args)) return -1;
    printf("%016llx\n", (unsigned long long)arb_state_hash(s->g));
    return 0;
}
