/*
 * cmd_inspect.c -- an adjudicator's look under the table: counters
 * (`state`), where the game stands (`status`), zones and the card ids in
 * them (`zones`, `zone`), and one card instance (`card`).  Each is a
 * read-only Lua query through arb_eval, so it sees exactly what scripts
 * see.  From a player's seat, cards that player cannot see show as "?",
 * ids included (an id would let one track a card through a shuffle).
 */
#include "repl.h"
#include <stdlib.h>
#include <string.h>

static const char seen_lua[] =
    "local seat = %d\n"
    "local function seen(c, z)\n"
    "  if seat == 0 or not z then return true end\n"
    "  local _, owner, vis = g:zone_info(z)\n"
    "  return vis == 'public' or (vis == 'owner' and owner == seat) or g:knows(seat, c)\n"
    "end\n";

/* "points = 3, trade = 0" for a table of counters, or "(none)". */
static const char counters_lua[] =
    "local function counters(t)\n"
    "  local out = {}\n"
    "  for k, v in pairs(t) do out[#out + 1] = k .. ' = ' .. serialize(v) end\n"
    "  return #out > 0 and table.concat(out, ', ') or '(none)'\n"
    "end\n";

static int run_query(repl_session *s, const char *src)
{
    if (!repl_query(s, src)) return -1;
    repl_print_out(s);
    return 0;
}

int repl_cmd_state(repl_session *s, char *args)
{
    if (repl_no_args(s, "state", args)) return -1;
    repl_buf src = {0};
    repl_buf_puts(&src, counters_lua);
    repl_buf_puts(&src,
        "local t = { 'game: ' .. counters(g:vars('game')) }\n"
        "for p = 1, g:players() do\n"
        "  t[#t + 1] = ('p%d: %s'):format(p, counters(g:vars('player', p)))\n"
        "end\n"
        "return table.concat(t, '\\n')");
    int rc = run_query(s, src.p);
    repl_buf_free(&src);
    return rc;
}

int repl_cmd_zones(repl_session *s, char *args)
{
    if (repl_no_args(s, "zones", args)) return -1;
    return run_query(s,
        "local t = {}\n"
        "for z = 1, g:zone_count() do\n"
        "  local n, o, vis = g:zone_info(z)\n"
        "  local k = g:size(z)\n"
        "  t[#t + 1] = ('%s%s: %d card%s, %s%s'):format(n, o == 0 and '' or ' of p' .. o,\n"
        "    k, k == 1 and '' or 's', vis, o == 0 and ', shared' or '')\n"
        "end\n"
        "return #t > 0 and table.concat(t, '\\n') or '(no zones)'");
}

static const char zone_lua[] =
    "local z = g:zone(%s, %d)\n"
    "local t = {}\n"
    "for i, c in ipairs(g:cards(z)) do\n"
    "  t[#t + 1] = seen(c, z) and ('%%3d. #%%d %%s'):format(i, c, g:name(c)) or ('%%3d. ?'):format(i)\n"
    "end\n"
    "return #t > 0 and table.concat(t, '\\n') or '(empty)'";

int repl_cmd_zone(repl_session *s, char *args)
{
    repl_place pl;
    char *head;
    int rc = repl_place_parse(s, args, 0, &pl, &head);
    if (rc == -2) return repl_error(s, "usage: zone NAME [of pN]");
    if (!rc) rc = repl_place_check(s, &pl);
    if (!rc) {
        repl_buf src = {0}, name = {0};
        repl_lua_quote(&name, pl.zone);
        repl_buf_printf(&src, seen_lua, repl_view_seat(s));
        repl_buf_printf(&src, zone_lua, name.p, pl.owner);
        rc = run_query(s, src.p);
        repl_buf_free(&src);
        repl_buf_free(&name);
    }
    free(head);
    repl_place_free(&pl);
    return rc;
}

/* Reads "12" or "#12" as a card id of the game; -1 after an error. */
int repl_card_id(repl_session *s, const char *text)
{
    const char *count = repl_query(s, "return g:card_count()");
    if (!count) return -1;
    long n = atol(count), id;
    const char *digits = *text == '#' ? text + 1 : text;
    if (repl_parse_long(digits, 1, n, &id) == 0) return (int)id;
    char *t = repl_printable(text, 24);
    repl_error(s, "no card #%s (card ids run from 1 to %ld; 'zone NAME' lists them)",
               *text == '#' ? t + 1 : t, n);
    free(t);
    return -1;
}

static const char card_lua[] =
    "local c = %d\n"
    "local z, a, b = g:where(c)\n"
    "local place = 'no zone'\n"
    "if z then\n"
    "  local n, o = g:zone_info(z)\n"
    "  place = n .. (o == 0 and '' or ' of p' .. o) ..\n"
    "    (b and (' at row ' .. a .. ', column ' .. b) or (' at position ' .. a))\n"
    "end\n"
    "if not seen(c, z) then return ('#%%d: hidden from p%%d (in %%s)'):format(c, seat, place) end\n"
    "return ('#%%d %%s: owner p%%d, controller p%%d, face %%s, in %%s\\ncounters: %%s'):format(\n"
    "  c, g:name(c), g:owner(c), g:controller(c), g:face_up(c) and 'up' or 'down', place,\n"
    "  counters(g:vars('card', c)))";

int repl_cmd_card(repl_session *s, char *args)
{
    if (!*args) return repl_error(s, "usage: card ID");
    int id = repl_card_id(s, args);
    if (id < 0) return -1;
    repl_buf src = {0};
    repl_buf_printf(&src, seen_lua, repl_view_seat(s));
    repl_buf_puts(&src, counters_lua);
    repl_buf_printf(&src, card_lua, id);
    int rc = run_query(s, src.p);
    repl_buf_free(&src);
    return rc;
}

int repl_cmd_status(repl_session *s, char *args)
{
    char seat[16];
    repl_config *c = &s->cfg;
    if (repl_no_args(s, "status", args)) return -1;
    const char *phase = repl_query(s, "return g:phase_name()");
    if (!phase) return -1;
    int n = arb_player_count(s->g);
    const char *pl = n == 1 ? "" : "s";
    if (s->loaded_from) printf("game: loaded from %s, %d player%s\n", s->loaded_from, n, pl);
    else printf("game: %s, %d player%s, seed %llu%s%s%s%s\n", c->game, n, pl, c->seed,
                c->options ? ", options " : "", c->options ? c->options : "",
                c->cards ? ", cards " : "", c->cards ? c->cards : "");
    printf("turn %d, p%d active, phase %s%s\n", arb_turn(s->g), arb_active_player(s->g), phase,
           arb_over(s->g) ? ", game over" : "");
    printf("inputs: %d; undo step %d of %d; seat %s\n", arb_input_count(s->g), s->hist.cur,
           s->hist.n - 1, repl_seat_name(s->seat, seat, sizeof seat));
    return 0;
}
