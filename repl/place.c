/*
 * place.c -- "in ZONE of pN at top": naming a zone and a position in it.
 *
 * `put`, `move` and `zone` end with the same phrase.  It is read from the
 * end of the line, so a card name may itself contain "of" or "at" ("Heart
 * of the Swarm").  Zones are named per player; without "of pN" the shared
 * zone (owner 0) is meant.  Before an edit is recorded the zone is checked,
 * so a typo gets a one-line error listing the zones that do exist; the
 * recorded Lua still guards itself, so a replay fails just as clearly.
 */
#include "repl.h"
#include <stdlib.h>
#include <string.h>

/* Pops trailing "at POS" and "of pN" pairs, in either order. */
static int pop_modifiers(repl_session *s, char **w, int *n, repl_place *pl)
{
    while (*n >= 2) {
        const char *kw = w[*n - 2];
        char *v = w[*n - 1];
        if (repl_ieq(kw, "at") && !pl->pos) {
            long k;
            if (!repl_ieq(v, "top") && !repl_ieq(v, "bottom") && repl_parse_long(v, 1, 1000000, &k))
                return repl_error(s, "a position is top, bottom or a number, not '%.40s'", v);
            pl->pos = v;
        } else if (repl_ieq(kw, "of") && pl->owner < 0) {
            pl->owner = repl_parse_player(v, 0, arb_player_count(s->g));
            if (pl->owner < 0)
                return repl_error(s, "there is no player '%.40s' (the game has p1 to p%d)", v,
                                  arb_player_count(s->g));
        } else {
            break;
        }
        *n -= 2;
    }
    return 0;
}

static int is_joiner(const char *w)
{
    return repl_ieq(w, "in") || repl_ieq(w, "into") || repl_ieq(w, "to") || repl_ieq(w, "on");
}

static char *join(char **w, int n)
{
    repl_buf b = {0};
    repl_buf_puts(&b, "");
    for (int i = 0; i < n; i++) repl_buf_printf(&b, "%s%s", i ? " " : "", w[i]);
    return b.p;
}

int repl_place_parse(repl_session *s, char *args, int joined, repl_place *pl, char **head)
{
    char **w;
    int n = repl_split(args, &w);
    memset(pl, 0, sizeof *pl);
    pl->owner = -1;
    *head = NULL;
    int rc = pop_modifiers(s, w, &n, pl);
    if (!rc && joined && (n < 3 || !is_joiner(w[n - 2]))) rc = -2;
    if (!rc && !joined && n != 1) rc = -2;
    if (!rc) {
        pl->zone = repl_xstrdup(w[n - 1]);
        *head = join(w, joined ? n - 2 : 0);
        if (pl->pos) pl->pos = repl_xstrdup(pl->pos);
    } else {
        pl->pos = NULL;
    }
    if (pl->owner < 0) pl->owner = 0;
    free(w);
    return rc;
}

void repl_place_free(repl_place *pl)
{
    free(pl->zone);
    free(pl->pos);
    memset(pl, 0, sizeof *pl);
}

const char *repl_place_name(const repl_place *pl, char *buf, size_t n)
{
    if (pl->owner) snprintf(buf, n, "'%s' of p%d", pl->zone, pl->owner);
    else snprintf(buf, n, "'%s' (shared)", pl->zone);
    return buf;
}

void repl_place_lua(repl_buf *b, const repl_place *pl)
{
    char name[256], msg[300];
    snprintf(msg, sizeof msg, "no zone %s", repl_place_name(pl, name, sizeof name));
    repl_buf_puts(b, "local z = g:zone(");
    repl_lua_quote(b, pl->zone);
    repl_buf_printf(b, ", %d) or error(", pl->owner);
    repl_lua_quote(b, msg);
    repl_buf_puts(b, ", 0) ");
}

/* Appends the position argument (", \"top\"", ", 3") if one was given. */
void repl_place_pos_lua(repl_buf *b, const repl_place *pl)
{
    if (!pl->pos) return;
    if (repl_all_digits(pl->pos)) repl_buf_printf(b, ", %s", pl->pos);
    else repl_buf_printf(b, ", \"%s\"", repl_ieq(pl->pos, "top") ? "top" : "bottom");
}

/* Explains a missing zone: whose zones have that name, or which zone names
 * exist at all (each once, in the order the zones were made). */
static void explain_missing(repl_session *s, const repl_place *pl)
{
    repl_buf owners = {0}, names = {0};
    arb_zone_info z, y;
    for (int i = 0; arb_zone_get(s->g, i, &z) == ARB_OK; i++) {
        if (!strcmp(z.name, pl->zone)) {
            repl_buf_puts(&owners, owners.p ? ", " : "");
            if (z.owner) repl_buf_printf(&owners, "p%d", z.owner);
            else repl_buf_puts(&owners, "shared");
        }
        int first = 1;
        for (int j = 0; first && j < i && arb_zone_get(s->g, j, &y) == ARB_OK; j++)
            first = strcmp(y.name, z.name) != 0;
        if (first) repl_buf_printf(&names, "%s%s", names.p ? ", " : "", z.name);
    }
    if (owners.p && pl->owner) repl_error(s, "no zone '%s' of p%d: it exists for %s", pl->zone, pl->owner, owners.p);
    else if (owners.p) repl_error(s, "no zone '%s' (shared): it exists for %s", pl->zone, owners.p);
    else repl_error(s, "no zone '%s' (zones: %s)", pl->zone, names.p ? names.p : "");
    repl_buf_free(&owners);
    repl_buf_free(&names);
}

int repl_place_check(repl_session *s, const repl_place *pl)
{
    if (arb_zone_find(s->g, pl->zone, pl->owner) != ARB_NONE) return 0;
    explain_missing(s, pl);
    return -1;
}
