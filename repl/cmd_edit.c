/*
 * cmd_edit.c -- changing the game by hand: `lua` (any sandboxed Lua), and
 * the two set-up edits an adjudicator needs most, `put` (a new card
 * instance anywhere) and `move` (an existing card anywhere).
 *
 * Each is Lua source run with arb_eval(record = 1), so the kernel keeps it
 * in the input list: undo steps over it, and save and replay reproduce it.
 * The generated source is short and self-checking, since a saved game
 * replays it verbatim.
 */
#include "repl.h"
#include <stdlib.h>
#include <string.h>

/* Whether "return CODE" compiles: then CODE is an expression (`lua g.turn`,
 * `lua undefined_name`), whole as it is, and no more lines are read. */
static int is_expression(const char *code)
{
    repl_buf expr = {0};
    repl_buf_printf(&expr, "return %s", code);
    int ok = repl_lua_check(expr.p) == REPL_LUA_OK;
    repl_buf_free(&expr);
    return ok;
}

/* Reads continuation lines while the chunk is unfinished; an empty line
 * gives up (so a typo cannot swallow the rest of a batch file). */
static int read_rest(repl_session *s, repl_buf *code)
{
    while (!is_expression(code->p) && repl_lua_check(code->p) == REPL_LUA_INCOMPLETE) {
        char *more = repl_read_more(s);
        int blank = more && !*repl_trim(more);
        if (more && !blank) repl_buf_printf(code, "\n%s", more);
        free(more);
        if (!more || blank) return repl_error(s, "the Lua code is unfinished");
    }
    return 0;
}

static void print_results(repl_session *s, int recorded)
{
    repl_print_out(s);
    if (!recorded) return;
    printf("(the change is recorded as input %d)\n", arb_input_count(s->g));
    repl_show_change(s);
}

int repl_cmd_lua(repl_session *s, char *args)
{
    if (!*args) return repl_error(s, "usage: lua CODE (e.g. lua g:turn())");
    repl_buf code = {0}, expr = {0};
    repl_buf_puts(&code, args);
    int recorded = 0, rc = read_rest(s, &code);
    if (!rc) {
        repl_buf_printf(&expr, "return %s", code.p);
        rc = repl_edit(s, is_expression(code.p) ? expr.p : code.p, &recorded);
    }
    if (!rc) print_results(s, recorded);
    repl_buf_free(&code);
    repl_buf_free(&expr);
    return rc;
}

static int do_put(repl_session *s, const char *name, const repl_place *pl)
{
    repl_buf src = {0};
    char where[300];
    repl_place_lua(&src, pl);
    repl_buf_puts(&src, "return g:new_card(");
    repl_lua_quote(&src, name);
    repl_buf_printf(&src, ", %d, z", pl->owner);
    repl_place_pos_lua(&src, pl);
    repl_buf_puts(&src, ")");
    int recorded, rc = repl_edit(s, src.p, &recorded);
    if (!rc) {
        printf("created #%s %s in %s\n", s->out, name, repl_place_name(pl, where, sizeof where));
        repl_show_change(s);
    }
    repl_buf_free(&src);
    return rc;
}

int repl_cmd_put(repl_session *s, char *args)
{
    repl_place pl;
    char *head;
    int rc = repl_place_parse(s, args, 1, &pl, &head);
    if (rc == -2) rc = repl_error(s, "usage: put CARD in ZONE [of pN] [at top|bottom|K]");
    const char *name = rc ? NULL : repl_card_resolve(s, head);
    if (!rc && !name) rc = -1;
    if (!rc) rc = repl_place_check(s, &pl);
    if (!rc) rc = do_put(s, name, &pl);
    free(head);
    repl_place_free(&pl);
    return rc;
}

static int do_move(repl_session *s, int id, const repl_place *pl)
{
    repl_buf src = {0};
    char where[300];
    repl_place_lua(&src, pl);
    repl_buf_printf(&src, "assert(g:move(%d, z", id);
    repl_place_pos_lua(&src, pl);
    repl_buf_printf(&src, ")) return g:name(%d)", id);
    int recorded, rc = repl_edit(s, src.p, &recorded);
    if (!rc) {
        repl_lua_unquote(s->out);
        printf("moved #%d %s to %s%s\n", id, s->out, repl_place_name(pl, where, sizeof where),
               recorded ? "" : " (it was there already: nothing changed)");
        if (recorded) repl_show_change(s);
    }
    repl_buf_free(&src);
    return rc;
}

int repl_cmd_move(repl_session *s, char *args)
{
    repl_place pl;
    char *head;
    int rc = repl_place_parse(s, args, 1, &pl, &head);
    if (rc == -2) rc = repl_error(s, "usage: move ID to ZONE [of pN] [at top|bottom|K]");
    int id = rc ? -1 : repl_card_id(s, head);
    if (!rc && id < 0) rc = -1;
    if (!rc) rc = repl_place_check(s, &pl);
    if (!rc) rc = do_move(s, id, &pl);
    free(head);
    repl_place_free(&pl);
    return rc;
}
