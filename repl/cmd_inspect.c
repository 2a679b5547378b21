/*
 * cmd_inspect.c -- an adjudicator's look under the table: counters
 * (`state`, with each player's secrets, "?" where the seat may not know
 * them), where the game stands (`status`), zones and the card ids in
 * them (`zones`, `zone`), and one card instance (`card`).  All but `status`
 * read the kernel's structured inspection (arbiter.h) and run no Lua, so
 * they work even when scripts are broken.  From a player's seat, cards that
 * player cannot see (arb_card_known) show as "?", ids included (an id would
 * let one track a card through a shuffle).  Values print as scripts'
 * serialize() prints them, sorted by name.
 */
#include "repl.h"
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

/* "points = 3, trade = 0" for one holder's values, or "(none)". */
static void counters(repl_buf *b, arb_game *g, arb_scope scope, int id)
{
    int n = arb_var_list(g, scope, id, NULL, 0);
    arb_var_info *v = repl_xmalloc(sizeof *v * (size_t)(n > 0 ? n : 1));
    n = arb_var_list(g, scope, id, v, n);
    for (int i = 0; i < n; i++) {
        repl_buf_printf(b, "%s%s = ", i ? ", " : "", v[i].name);
        if (v[i].type == ARB_VAR_STRING) repl_lua_quote_q(b, v[i].str);
        else if (v[i].type == ARB_VAR_BOOL) repl_buf_puts(b, v[i].value ? "true" : "false");
        else repl_buf_printf(b, "%" PRId64, v[i].value);
    }
    if (n <= 0) repl_buf_puts(b, "(none)");
    free(v);
}

/* "; secrets: attack_end = "B", pick = ?" for player p's secrets (values the
 * seat may not know as "?"), or nothing when p holds none. */
static void secrets(repl_buf *b, arb_game *g, int p, int seat)
{
    int n = arb_secret_list(g, seat, NULL, 0), k = 0;
    arb_secret_info *v = repl_xmalloc(sizeof *v * (size_t)(n > 0 ? n : 1));
    n = arb_secret_list(g, seat, v, n);
    for (int i = 0; i < n; i++) {
        if (v[i].player != p) continue;
        repl_buf_printf(b, "%s%s = ", k++ ? ", " : "; secrets: ", v[i].name);
        if (!v[i].known) repl_buf_puts(b, "?");
        else if (v[i].type == ARB_VAR_STRING) repl_lua_quote_q(b, v[i].str);
        else if (v[i].type == ARB_VAR_BOOL) repl_buf_puts(b, v[i].value ? "true" : "false");
        else repl_buf_printf(b, "%" PRId64, v[i].value);
    }
    free(v);
}

/* Prints b's text line by line and frees it. */
static int print_buf(repl_buf *b)
{
    repl_print_block("", b->p);
    repl_buf_free(b);
    return 0;
}

int repl_cmd_state(repl_session *s, char *args)
{
    if (repl_no_args(s, "state", args)) return -1;
    repl_buf b = {0};
    int seat = repl_view_seat(s);
    repl_buf_puts(&b, "game: ");
    counters(&b, s->g, ARB_SCOPE_GAME, 0);
    secrets(&b, s->g, 0, seat);
    for (int p = 1; p <= arb_player_count(s->g); p++) {
        repl_buf_printf(&b, "\np%d: ", p);
        counters(&b, s->g, ARB_SCOPE_PLAYER, p);
        secrets(&b, s->g, p, seat);
    }
    return print_buf(&b);
}

/* "hand of p1", or "trade_row" for a shared zone. */
static void zone_name(repl_buf *b, const arb_zone_info *z)
{
    if (z->owner) repl_buf_printf(b, "%s of p%d", z->name, z->owner);
    else repl_buf_puts(b, z->name);
}

int repl_cmd_zones(repl_session *s, char *args)
{
    if (repl_no_args(s, "zones", args)) return -1;
    repl_buf b = {0};
    arb_zone_info z;
    for (int i = 0; arb_zone_get(s->g, i, &z) == ARB_OK; i++) {
        repl_buf_puts(&b, i ? "\n" : "");
        zone_name(&b, &z);
        repl_buf_printf(&b, ": %d card%s, %s%s", z.count, z.count == 1 ? "" : "s",
                        arb_vis_name(z.vis), z.owner ? "" : ", shared");
    }
    if (!b.p) repl_buf_puts(&b, "(no zones)");
    return print_buf(&b);
}

static void zone_list(repl_session *s, arb_zone_id z)
{
    int n = arb_zone_cards(s->g, z, NULL, 0), seat = repl_view_seat(s);
    arb_card_id *c = repl_xmalloc(sizeof *c * (size_t)(n > 0 ? n : 1));
    n = arb_zone_cards(s->g, z, c, n);
    repl_buf b = {0};
    for (int i = 0; i < n; i++) {
        repl_buf_puts(&b, i ? "\n" : "");
        if (arb_card_known(s->g, c[i], seat)) {
            arb_card_info ci;
            arb_card_get(s->g, c[i], &ci);
            repl_buf_printf(&b, "%3d. #%d %s", i + 1, c[i] + 1, ci.name);
        } else {
            repl_buf_printf(&b, "%3d. ?", i + 1);
        }
    }
    if (n <= 0) repl_buf_puts(&b, "(empty)");
    print_buf(&b);
    free(c);
}

int repl_cmd_zone(repl_session *s, char *args)
{
    repl_place pl;
    char *head;
    int rc = repl_place_parse(s, args, 0, &pl, &head);
    if (rc == -2) return repl_error(s, "usage: zone NAME [of pN]");
    if (!rc) rc = repl_place_check(s, &pl);
    if (!rc) zone_list(s, arb_zone_find(s->g, pl.zone, pl.owner));
    free(head);
    repl_place_free(&pl);
    return rc;
}

/* Reads "12" or "#12" as a card id of the game (as shown, from 1); -1
 * after an error. */
int repl_card_id(repl_session *s, const char *text)
{
    long n = arb_card_count(s->g), id;
    const char *digits = *text == '#' ? text + 1 : text;
    if (repl_parse_long(digits, 1, n, &id) == 0) return (int)id;
    char *t = repl_printable(text, 24);
    repl_error(s, "no card #%s (card ids run from 1 to %ld; 'zone NAME' lists them)",
               *text == '#' ? t + 1 : t, n);
    free(t);
    return -1;
}

/* "hand of p1 at position 2", "grid at row 1, column 3", or "no zone". */
static void card_place(repl_buf *b, arb_game *g, const arb_card_info *c)
{
    arb_zone_info z;
    if (arb_zone_get(g, c->zone, &z) != ARB_OK) {
        repl_buf_puts(b, "no zone");
        return;
    }
    zone_name(b, &z);
    if (z.kind == ARB_GRID) repl_buf_printf(b, " at row %d, column %d", c->row, c->col);
    else repl_buf_printf(b, " at position %d", c->pos);
}

int repl_cmd_card(repl_session *s, char *args)
{
    if (!*args) return repl_error(s, "usage: card ID");
    int id = repl_card_id(s, args), seat = repl_view_seat(s);
    if (id < 0) return -1;
    arb_card_info c;
    arb_card_get(s->g, id - 1, &c);
    repl_buf where = {0}, b = {0};
    card_place(&where, s->g, &c);
    if (!arb_card_known(s->g, id - 1, seat)) {
        repl_buf_printf(&b, "#%d: hidden from p%d (in %s)", id, seat, where.p);
    } else {
        repl_buf_printf(&b, "#%d %s: owner p%d, controller p%d, face %s, in %s\ncounters: ",
                        id, c.name, c.owner, c.controller, c.face_up ? "up" : "down", where.p);
        counters(&b, s->g, ARB_SCOPE_CARD, id - 1);
    }
    repl_buf_free(&where);
    return print_buf(&b);
}

int repl_cmd_status(repl_session *s, char *args)
{
    char seat[16];
    repl_config *c = &s->cfg;
    if (repl_no_args(s, "status", args)) return -1;
    const char *phase = arb_phase_name(s->g);
    int n = arb_player_count(s->g);
    const char *pl = n == 1 ? "" : "s";
    if (s->loaded_from) {
        repl_buf m = {0};
        printf("game: loaded from %s, %d player%s", s->loaded_from, n, pl);
        if (repl_mods_named(s->g, c->root, &m)) printf(", mods %s", m.p);
        printf("\n");
        repl_buf_free(&m);
    }
    else {
        repl_buf b = {0};
        repl_cards_join(&b, c, ", ");
        printf("game: %s, %d player%s, seed %llu%s%s%s%s", c->game, n, pl, c->seed,
               c->options ? ", options " : "", c->options ? c->options : "",
               c->cards ? ", cards " : "", b.p);
        for (char **m = c->mods; m && *m; m++) printf("%s%s", m == c->mods ? ", mods " : ", ", *m);
        printf("\n");
        repl_buf_free(&b);
    }
    printf("turn %d, p%d active, phase %s%s\n", arb_turn(s->g), arb_active_player(s->g), phase,
           arb_over(s->g) ? ", game over" : "");
    printf("inputs: %d; undo step %d of %d; seat %s\n", arb_input_count(s->g), s->hist.cur,
           s->hist.n - 1, repl_seat_name(s->seat, seat, sizeof seat));
    int kept = s->hist.h ? arb_history_kept(s->hist.h) : 0;
    if (kept < s->hist.n)
        printf("undo: %d of %d steps keep a snapshot (%.1f MiB); undo rebuilds the others by replay\n",
               kept, s->hist.n, (double)arb_history_memory(s->hist.h) / (1 << 20));
    return 0;
}
