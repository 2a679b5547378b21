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

/* Lua that explains a missing zone: whose zones have that name, or which
 * zone names exist at all. */
static const char hint_lua[] =
    "local want, who = %s, %s\n"
    "local owners, names, seen = {}, {}, {}\n"
    "for z = 1, g:zone_count() do\n"
    "  local n, o = g:zone_info(z)\n"
    "  if n == want then owners[#owners + 1] = o == 0 and 'shared' or 'p' .. o end\n"
    "  if not seen[n] then seen[n] = true; names[#names + 1] = n end\n"
    "end\n"
    "if #owners > 0 then\n"
    "  return (\"no zone '%%s' %%s: it exists for %%s\"):format(want, who,\n"
    "    table.concat(owners, ', '))\n"
    "end\n"
    "return (\"no zone '%%s' (zones: %%s)\"):format(want, table.concat(names, ', '))\n";

int repl_place_check(repl_session *s, const repl_place *pl)
{
    repl_buf b = {0};
    repl_buf_puts(&b, "return g:zone(");
    repl_lua_quote(&b, pl->zone);
    repl_buf_printf(&b, ", %d) ~= nil", pl->owner);
    const char *ok = repl_query(s, b.p);
    int found = ok && !strcmp(ok, "true");
    repl_buf_free(&b);
    if (found || !ok) return found ? 0 : -1;
    repl_buf q = {0}, zone = {0}, who = {0};
    repl_lua_quote(&zone, pl->zone);
    repl_buf_printf(&who, pl->owner ? "\"of p%d\"" : "\"(shared)\"", pl->owner);
    repl_buf_printf(&q, hint_lua, zone.p, who.p);
    const char *why = repl_query(s, q.p);
    if (why) repl_error(s, "%s", why);
    repl_buf_free(&q);
    repl_buf_free(&zone);
    repl_buf_free(&who);
    return -1;
}
