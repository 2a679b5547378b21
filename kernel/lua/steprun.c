/*
 * steprun.c -- what one step of a program (steps.c reads them) does: done
 * in C for the acting player and the option's card -- a card's ability
 * written as verbs that run in C too (dabilities.c) -- or, for an ability
 * written as a function, an event's listeners or a call step, the Lua it
 * calls (arbi_call_step).  The runner that walks programs, waits on their
 * questions and calls that Lua is stepflow.c's; here too are the actors
 * programs run for, a verb run in C, and the Lua entry points that run a
 * program (its function, c:verb(n)).
 */
#include "steprun.h"
#include "lapi.h"
#include "options.h"
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* ---- running ---------------------------------------------------------------- */

typedef arbi_actor actor;

/* The actor of program pr for p, card c (ARB_NONE: none) and slot. */
static ARBI_INLINE actor actor_for(const arb_game *g, const arbi_prog *pr, int p, arb_card_id c, uint32_t slot)
{
    actor a = { p, c, -1, slot, -1, 0, 0, 0, 0, 0, 0 };
    if (c != ARB_NONE) {
        a.def = g->st.cards[c].def;
        a.adef = pr->borrow ? arbi_def_borrowed(g, c, pr->borrow) : -1;
        if (a.adef < 0) a.adef = a.def;
    }
    return a;
}

/* The actor of targets program pr for p's option on player q and card c
 * (ARB_NONE: q itself): its arg is what a full option spends (a partial
 * one asks for less: a choose_number step with less = 1). */
static actor target_actor(const arb_game *g, const arbi_prog *pr, int p, int q, arb_card_id c, int partial)
{
    actor a = actor_for(g, pr, p, c, 0);
    a.q = q;
    a.partial = partial;
    a.arg = arbi_target_amount(g, &g->fams[pr->fam], p, q, c);
    if (c != ARB_NONE) a.need = arbi_target_need(&g->fams[pr->fam], a.def);
    return a;
}

static actor actor_of(lua_State *L, arb_game *g, const arbi_prog *p)
{
    if (p->fam >= 0)                    /* (g, p, q, card|nil, partial): a targets option */
        return target_actor(g, p, arbi_check_player(L, g, 2, 0), arbi_check_player(L, g, 3, 0),
                            lua_isnil(L, 4) ? ARB_NONE : arbi_check_card(L, g, 4), lua_toboolean(L, 5));
    int pl = lua_gettop(L) >= 2 ? arbi_check_player(L, g, 2, 0) : g->st.h.active;
    arb_card_id c = lua_gettop(L) >= 3 && !lua_isnil(L, 3) ? arbi_check_card(L, g, 3) : ARB_NONE;
    uint32_t slot = !p->verb && lua_type(L, 4) == LUA_TSTRING ? arbi_atom_find(&g->atoms, lua_tostring(L, 4)) : 0;
    actor a = actor_for(g, p, pl, c, slot);
    if (p->verb) a.arg = lua_tointeger(L, 4);
    return a;
}

/* What a step that cannot be done says, kept until go() raises it or
 * the kernel's runner fails the answer with it.  Returns -1. */
enum { ERRLEN = ARBI_STEP_ERRLEN };
static int fault(char *err, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, ERRLEN, fmt, ap);
    va_end(ap);
    return -1;
}

arb_zone_id arbi_zone_of(arb_game *g, uint32_t name, int p, char *err)
{
    arb_zone_id z = arbi_zone_find(&g->st, name, p);
    if (z == ARB_NONE) z = arbi_zone_find(&g->st, name, 0);
    if (z == ARB_NONE) fault(err, "steps: no zone '%s' of p%d", arbi_atom_str(&g->atoms, name), p);
    return z;
}


/* What a card target still needs once the last add left {v}: its need
 * less {v}, saturating (both come from a stranger's data). */
static long long left_of(const arbi_actor *a)
{
    int64_t left;
    if (__builtin_sub_overflow(a->need, a->v, &left)) left = a->v < 0 ? INT64_MAX : INT64_MIN;
    return (long long)left;
}

/* A log line from a text with {p}, {q} (a target player), {card}, {n},
 * {v} (the value the last add left), {left} (a card target's need less
 * {v}), {arg} (the argument) and {s} (the plural's s), into line[512];
 * returns its length. */
size_t arbi_format_line(arb_game *g, uint32_t text, const arbi_actor *a, long n, char *line)
{
    size_t len = 0;
    const char *s = arbi_atom_str(&g->atoms, text);
    while (*s && len < 511) {
        const char *brace = strchr(s, '{');
        size_t run = brace ? (size_t)(brace - s) : strlen(s);
        if (run > 511 - len) run = 511 - len;
        memcpy(line + len, s, run);             /* the text up to the next "{" */
        len += run;
        s += run;
        if (*s != '{' || len >= 511) continue;
        const char *put = NULL;
        char num[24];
        if (!strncmp(s, "{p}", 3)) { snprintf(num, sizeof num, "p%d", a->p); put = num; s += 3; }
        else if (!strncmp(s, "{q}", 3)) { snprintf(num, sizeof num, "p%d", a->q); put = num; s += 3; }
        else if (!strncmp(s, "{card}", 6) && a->c != ARB_NONE) { put = g->defs[a->def].name; s += 6; }
        else if (!strncmp(s, "{n}", 3)) { snprintf(num, sizeof num, "%ld", n); put = num; s += 3; }
        else if (!strncmp(s, "{v}", 3)) { snprintf(num, sizeof num, "%lld", (long long)a->v); put = num; s += 3; }
        else if (!strncmp(s, "{arg}", 5)) { snprintf(num, sizeof num, "%lld", (long long)a->arg); put = num; s += 5; }
        else if (!strncmp(s, "{left}", 6)) { snprintf(num, sizeof num, "%lld", (long long)left_of(a)); put = num; s += 6; }
        else if (!strncmp(s, "{s}", 3)) { put = n != 1 ? "s" : ""; s += 3; }
        else { line[len++] = *s++; continue; }   /* a "{" that is no field */
        while (*put && len < 511) line[len++] = *put++;
    }
    line[len] = 0;                      /* (a line past 511 bytes is cut) */
    return len;
}

/* Logs the line.  Past the memory cap: inside Lua (L), Lua collects its
 * garbage and raises the cap's error; done by the kernel (L NULL), the
 * same after a collection, as ARB_EBUDGET with g's message set (-2). */
ARBI_NOINLINE static int log_line(lua_State *L, arb_game *g, uint32_t text, const actor *a, long n)
{
    char line[512];
    size_t more = sizeof(arbi_logline) + arbi_format_line(g, text, a, n, line) + 1;
    if (L) arbi_check_strings(L, g, more);
    else if (arbi_strings_room(g, more) != ARB_OK) return -2;
    arbi_push_log(g, line);
    return 0;
}

static inline int log_text(lua_State *L, arb_game *g, uint32_t text, const actor *a, long n)
{
    return g->quiet || !text ? 0 : log_line(L, g, text, a, n);   /* (a simulation logs nothing) */
}

/* When a draw got fewer cards than it wanted: its log_short line, once a
 * game if short_once names the game value that remembers it. */
static int short_of(lua_State *L, arb_game *g, const step *s, const actor *a)
{
    if (s->short_once) {
        const arbi_var *v = arbi_var_get(&g->st, 0, s->short_once);
        if (v && v->value) return 0;
        if (arbi_var_set(&g->st, 0, s->short_once, ARBI_VBOOL, 1, 0)) return -1;
    }
    return log_text(L, g, s->shorted, a, 0);
}

/* Draws n from `from` to `to` one card at a time, each with its line
 * (log_each, {card} the card drawn): how many, or -2 past the memory cap;
 * *refills: how often `refill` was shuffled in. */
static ARBI_NOINLINE int draw_each(lua_State *L, arb_game *g, const step *s, const actor *a, arb_zone_id from,
                                   arb_zone_id to, arb_zone_id refill, int64_t n, int *refills)
{
    actor b = *a;
    int got = 0;
    for (int r = 0; got < n; got++, *refills += r) {
        if (!arbi_pile_draw(g, from, to, 1, refill, &r)) break;
        b.c = arbi_zone_at(&g->st, to, 1);
        b.def = g->st.cards[b.c].def;
        if ((r && log_text(L, g, s->text2, a, r)) || log_text(L, g, s->each, &b, 1)) return -2;
    }
    return got;
}

/* Draws n (upto: until `to` holds n), one card at a time when each card
 * has its line (draw_each). */
static int draw(lua_State *L, arb_game *g, const step *s, const actor *a, char *err)
{
    arb_zone_id from, to, refill = ARB_NONE;
    int32_t (*zh)[ARBI_ZH] = (int32_t (*)[ARBI_ZH])s->zh;
    if ((from = arbi_zone_of_hinted(g, zh[0], s->name, a->p, err)) == ARB_NONE
        || (to = arbi_zone_of_hinted(g, zh[1], s->to, a->p, err)) == ARB_NONE
        || (s->refill && (refill = arbi_zone_of_hinted(g, zh[2], s->refill, a->p, err)) == ARB_NONE))
        return -1;
    int64_t n = s->by_arg ? a->arg : s->n;
    if (s->upto) n -= g->st.zones[to].count;
    int refills = 0, got = 0;
    if (s->each) {
        if ((got = draw_each(L, g, s, a, from, to, refill, n, &refills)) < 0) return -2;
    } else {
        got = n > 0 ? arbi_pile_draw(g, from, to, n, refill, &refills) : 0;
        if (refills && log_text(L, g, s->text2, a, refills)) return -2;
    }
    if (got && log_text(L, g, s->text, a, got)) return -2;
    if (s->shorted && got < n && short_of(L, g, s, a)) return fault(err, "out of memory");
    return 0;
}

/* The scope a set, an add or a pay changes: the game's, the card's, or the
 * player's (p, or the target player: on = "target") -- the one that
 * player's value `holder` names, when it is set. */
static uint32_t scope_of(const arb_game *g, const step *s, const actor *a)
{
    if (s->scope == ON_GAME) return 0;
    if (s->scope == ON_CARD) return ARBI_SCOPE(ARBI_SCOPE_CARD, a->c);
    int p = s->on_target ? a->q : a->p;
    if (s->holder) {
        const arbi_var *v = arbi_var_get(&g->st, ARBI_SCOPE(ARBI_SCOPE_PLAYER, p), s->holder);
        if (v && v->type == ARBI_VINT && v->value >= 1 && v->value <= g->st.h.nplayers) p = (int)v->value;
    }
    return ARBI_SCOPE(ARBI_SCOPE_PLAYER, p);
}

/* The value name a set, add, clear or arg step s has for actor a (its
 * name, or the one its `of` field makes for the card's definition); 0:
 * none -- or a card's value where there is no card. */
static inline uint32_t key_of(const step *s, const actor *a)
{
    uint32_t key = a->def >= 0 && s->per_def ? s->per_def[a->def] : s->name;
    return s->scope == ON_CARD && a->c == ARB_NONE ? 0 : key;
}

/* The number step s names (an arg step's): the value of its scope, 0
 * when it holds no number. */
int64_t arbi_step_number(const arb_game *g, const step *s, const actor *a)
{
    uint32_t key = key_of(s, a);
    if (!key) return 0;
    const arbi_var *v = arbi_var_get(&g->st, scope_of(g, s, a), key);
    return v && v->type == ARBI_VINT ? v->value : 0;
}

/* Step s's value (scope, key): looked up through the step's hint, by
 * player (a card's value, whose card changes, directly). */
static arbi_var *value_of(arb_game *g, const step *s, uint32_t scope, uint32_t key)
{
    if (s->scope == ON_CARD) return arbi_var_get(&g->st, scope, key);
    return arbi_var_hinted(&g->st, (int32_t *)&s->vh[(scope & 0xffffff) % ARBI_ZH], scope, key);
}

/* Adds d to step s's number value (arbi_var_add), saying what goes wrong;
 * the new value goes to *nv. */
static inline int add(arb_game *g, const step *s, uint32_t scope, uint32_t key, int64_t d, uint32_t expiry,
               int64_t *nv, char *err)
{
    int rc = arbi_var_add_found(&g->st, value_of(g, s, scope, key), scope, key, d, expiry, nv);
    if (rc == ARBI_VAR_NOT_INT) return fault(err, "steps: '%s' does not hold a number", arbi_atom_str(&g->atoms, key));
    if (rc == ARBI_VAR_OVERFLOW) return fault(err, "steps: '%s' would overflow", arbi_atom_str(&g->atoms, key));
    return rc ? fault(err, "out of memory") : 0;
}

/* A set step (its own function: the add's, without it, saves fewer
 * registers). */
static int set_value(arb_game *g, const step *s, const actor *a, char *err)
{
    uint32_t key = key_of(s, a);
    if (!key) return 0;
    uint32_t scope = scope_of(g, s, a);
    int64_t v = s->by_def ? (a->def >= 0 ? s->num_of[a->def] : 0) : s->n;
    return arbi_var_set_found(&g->st, value_of(g, s, scope, key), scope, key, s->vtype, v, s->expiry)
           ? fault(err, "out of memory") : 0;
}

static int64_t bonus_of(const arb_game *g, const step_bonus *b, const actor *a);

static int value(arb_game *g, const step *s, actor *a, char *err)
{
    uint32_t key = key_of(s, a);
    if (!key) return 0;
    uint32_t scope = scope_of(g, s, a);
    int64_t by = s->by_arg ? a->arg : s->by_def ? (a->def >= 0 ? s->num_of[a->def] : 0) : s->n;
    if (s->bonus) {                               /* the bonus is the argument of the steps after */
        a->arg = bonus_of(g, s->bonus, a);
        by += a->arg;
        if (by == 0 && s->unless_zero) return 0;
    }
    return add(g, s, scope, key, by, s->expiry, &a->v, err);
}

/* The step's number: a verb's argument (n = "arg"), or its per-definition
 * one (n = "field", pay's of) for the card. */
static int64_t num(const step *s, const actor *a)
{
    if (s->by_arg) return a->arg;
    return s->num_of && a->def >= 0 ? s->num_of[a->def] : 0;
}

static int pay(arb_game *g, const step *s, actor *a, char *err)
{
    return add(g, s, scope_of(g, s, a), s->name, -num(s, a), 0, &a->v, err);
}

/* own = "card": p owns and controls the card; own = "nobody": nobody does. */
static int own(arb_game *g, const step *s, const actor *a, char *err)
{
    if (a->c == ARB_NONE) return fault(err, "steps: own = \"%s\" outside a card's option", s->nobody ? "nobody" : "card");
    arbi_card_written(&g->st, a->c);
    g->st.cards[a->c].owner = (int8_t)(s->nobody ? 0 : a->p);
    g->st.cards[a->c].controller = g->st.cards[a->c].owner;
    return 0;
}

/* clear = "name": the value is gone (as g:cset(c, name, nil)). */
static int clear(arb_game *g, const step *s, const actor *a)
{
    uint32_t key = key_of(s, a);
    if (key) arbi_var_del(&g->st, scope_of(g, s, a), key);
    return 0;
}

static int move_card(arb_game *g, const step *s, const actor *a, char *err)
{
    if (a->c == ARB_NONE) return fault(err, "steps: move = \"card\" outside a card's option");
    uint32_t name = s->per_def ? s->per_def[a->def] : s->to;
    if (!name) return fault(err, "steps: %s has no zone to move to", g->defs[a->def].name);
    arb_zone_id z = arbi_zone_of_hinted(g, (int32_t *)s->zh[1], name, s->on_target ? a->q : a->p, err);
    const char *why;
    if (z == ARB_NONE) return -1;
    if (arbi_card_move(&g->st, a->c, z, s->at_bottom ? -1 : 0, &why)) return fault(err, "steps: %s", why);
    return 0;
}

static int move_all(arb_game *g, const step *s, const actor *a, char *err)
{
    arb_zone_id from, to;
    int32_t (*zh)[ARBI_ZH] = (int32_t (*)[ARBI_ZH])s->zh;
    if ((from = arbi_zone_of_hinted(g, zh[0], s->name, a->p, err)) == ARB_NONE
        || (to = arbi_zone_of_hinted(g, zh[1], s->to, a->p, err)) == ARB_NONE)
        return -1;
    arbi_move_all(g, from, to);
    return 0;
}

/* fill = "grid", from = "pile": each empty place of the grid, row by row,
 * gets the pile's top card (faced as the grid shows its cards); log_drawn
 * is logged when it placed some and filled them all.  The steps after it
 * take how many it placed as their argument, or -1 when the pile ran out
 * first (the places it could fill are filled). */
static int fill(lua_State *L, arb_game *g, const step *s, actor *a, char *err)
{
    arb_zone_id grid, from;
    int32_t (*zh)[ARBI_ZH] = (int32_t (*)[ARBI_ZH])s->zh;
    if ((grid = arbi_zone_of_hinted(g, zh[0], s->name, a->p, err)) == ARB_NONE
        || (from = arbi_zone_of_hinted(g, zh[1], s->to, a->p, err)) == ARB_NONE)
        return -1;
    if (g->st.zones[grid].kind != ARBI_GRID)
        return fault(err, "steps: fill = \"%s\" is not a grid", arbi_atom_str(&g->atoms, s->name));
    if (g->st.zones[from].kind == ARBI_GRID)
        return fault(err, "steps: a fill's from = \"%s\" is a grid, not a pile", arbi_atom_str(&g->atoms, s->to));
    int places = g->st.zones[grid].rows * g->st.zones[grid].cols, placed = 0;
    a->numbered = 1;
    for (int i = 0; i < places; i++) {
        if (g->st.slots[g->st.zones[grid].off + i] != ARB_NONE) continue;
        arb_card_id c = arbi_zone_at(&g->st, from, 1);
        const char *why;
        if (c == ARB_NONE) return a->arg = -1, 0;
        if (arbi_card_move(&g->st, c, grid, i, &why)) return fault(err, "steps: %s", why);
        placed++;
    }
    a->arg = placed;
    return placed ? log_text(L, g, s->text, a, placed) : 0;
}

/* top = "pile": the pile's top card is the card of the steps after it
 * (its own definition's abilities), which take 1 as their argument, or 0
 * and no card when the pile is empty. */
static int top(arb_game *g, const step *s, actor *a, char *err)
{
    arb_zone_id z = arbi_zone_of_hinted(g, (int32_t *)s->zh[0], s->name, a->p, err);
    if (z == ARB_NONE) return -1;
    if (g->st.zones[z].kind == ARBI_GRID)
        return fault(err, "steps: top = \"%s\" is a grid, which has no top card", arbi_atom_str(&g->atoms, s->name));
    arb_card_id c = arbi_zone_at(&g->st, z, 1);
    a->c = c;
    a->def = a->adef = c == ARB_NONE ? -1 : g->st.cards[c].def;
    a->arg = c != ARB_NONE;
    a->numbered = 1;
    return 0;
}

/* flip = "up" | "down": the card faces so (up: everyone knows it), as
 * g:flip. */
static int flip(arb_game *g, const step *s, const actor *a, char *err)
{
    if (a->c == ARB_NONE) return fault(err, "steps: flip outside a card's option");
    arbi_card_turn(&g->st, a->c, (int)s->n);
    return 0;
}

/* every_player = true: a move_all or a draw for each player, p1 first, in
 * that player's zones ({p} in its lines: that player). */
static int every_player(lua_State *L, arb_game *g, const step *s, const actor *a, char *err)
{
    actor b = *a;
    for (int q = 1; q <= g->st.h.nplayers; q++) {
        b.p = q;
        int r = s->kind == S_DRAW ? draw(L, g, s, &b, err) : move_all(g, s, &b, err);
        if (r) return r;
    }
    return 0;
}

static inline int skipped(const arb_game *g, const step *s, const actor *a);

/* Runs verb program vp for player p and card c with argument arg. */
static int run_verb(lua_State *L, arb_game *g, int vp, int p, arb_card_id c, int64_t arg, char *err);

int arbi_dab_run(lua_State *L, arb_game *g, const arbi_dab *d, int p, arb_card_id c, char *err)
{
    int32_t was = g->log_source;
    if (!g->quiet) g->log_source = c;             /* its lines name the card, as g:use's */
    int r = 0;
    for (int i = 0; i < d->n && !r; i++)
        r = run_verb(L, g, g->dcalls[d->first + i].prog, p, c, g->dcalls[d->first + i].arg, err);
    g->log_source = was;
    return r;
}

/* The ability step: an ability written as data whose verbs run in C is
 * done here; a function, or verbs that ask or call Lua, need the unit (1:
 * the runner calls it, if the definition has it). */
static int ability(lua_State *L, arb_game *g, const step *s, const actor *a, char *err)
{
    uint32_t slot = s->own_slot ? a->slot : s->name;
    if (a->c == ARB_NONE || !slot) return 0;
    const arbi_dab *d = arbi_dab_find(g, a->adef, slot);
    return d && d->pure ? arbi_dab_run(L, g, d, a->p, a->c, err) : 1;
}

/* Does step s in C (inside Lua: L; done by the kernel: NULL): 0, or -1
 * when it cannot be done (err says why), -2 past the memory cap (log_text),
 * or 1 when it needs Lua -- an event somebody listens to, a card's
 * ability, a call -- and is not done. */
static inline __attribute__((always_inline))
int do_step(lua_State *L, arb_game *g, const step *s, actor *a, char *err)
{
    switch (s->kind) {
    case S_MOVE: return move_card(g, s, a, err);
    case S_MOVE_ALL: return s->every ? every_player(L, g, s, a, err) : move_all(g, s, a, err);
    case S_DRAW: return s->every ? every_player(L, g, s, a, err) : draw(L, g, s, a, err);
    case S_SET: return set_value(g, s, a, err);
    case S_ADD: return value(g, s, a, err);
    case S_EXPIRE: arbi_var_expire(&g->st, s->name); arbi_effect_expire(&g->st, s->name); return 0;
    case S_LOG: return log_text(L, g, s->name, a, num(s, a));
    case S_PAY: return pay(g, s, a, err);
    case S_OWN: return own(g, s, a, err);
    case S_CLEAR: return clear(g, s, a);
    case S_ARG: a->arg = arbi_step_number(g, s, a); a->numbered = 1; return 0;
    case S_FILL: return fill(L, g, s, a, err);
    case S_TOP: return top(g, s, a, err);
    case S_FLIP: return flip(g, s, a, err);
    case S_EMIT: return arbi_emit_c(L, g, s->name, a->p, err);
    case S_ABILITY: return ability(L, g, s, a, err);
    default: return 1;
    }
}

/* Whether one of player p's values named in keys is set: there, and
 * neither false nor 0. */
static int value_set(const arb_game *g, int p, const uint32_t *keys)
{
    for (int i = 0; i < MAX_IF && keys[i]; i++) {
        const arbi_var *v = arbi_var_get(&g->st, ARBI_SCOPE(ARBI_SCOPE_PLAYER, p), keys[i]);
        if (v && v->value != 0) return 1;
    }
    return 0;
}

/* Whether the actor's card is in zone `name` (p's, or a shared one). */
static int card_in(const arb_game *g, const actor *a, uint32_t name)
{
    if (a->c == ARB_NONE) return 0;
    int32_t z = g->st.cards[a->c].zone;
    return z >= 0 && g->st.zones[z].name == name && (g->st.zones[z].owner == a->p || g->st.zones[z].owner == 0);
}



static int run_verb(lua_State *L, arb_game *g, int vp, int p, arb_card_id c, int64_t arg, char *err)
{
    const arbi_prog *pr = &g->progs[vp];         /* pure: no step needs Lua or ends the run */
    actor a = actor_for(g, pr, p, c, 0);
    a.arg = arg;
    int r = 0;
    for (int pc = 0; pc < pr->n && !r; pc++)
        if (!skipped(g, &pr->s[pc], &a)) r = do_step(L, g, &pr->s[pc], &a, err);
    return r;
}

int arbi_verb_in_c(lua_State *L, arb_game *g, int prog, int p, arb_card_id c, int64_t arg, char *err)
{
    return run_verb(L, g, prog, p, c, arg, err);
}

static void push_g(lua_State *L, const arb_game *g)
{
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->G_ref);
}

/* An emit's table of arguments: the actor's card and player, and the
 * fields its `as` and `q_as` name. */
static void push_emit_args(lua_State *L, arb_game *g, const step *s, const actor *a)
{
    lua_createtable(L, 0, 2);
    if (a->c != ARB_NONE) { lua_pushinteger(L, a->c + 1); lua_setfield(L, -2, "card"); }
    lua_pushinteger(L, a->p);
    lua_setfield(L, -2, "player");
    if (s->as) { lua_pushinteger(L, num(s, a)); lua_setfield(L, -2, arbi_atom_str(&g->atoms, s->as)); }
    if (s->q_as) { lua_pushinteger(L, a->q); lua_setfield(L, -2, arbi_atom_str(&g->atoms, s->q_as)); }
}

/* Pushes the Lua that step s (the pc-th of program prog) calls for actor a
 * -- the step's own function, an event's listeners (g:emit), the card's
 * ability written as a function (through g:use) -- and its arguments;
 * returns how many, or -1 when there is nothing to call. */
static int push_call(lua_State *L, arb_game *g, int prog, int pc, const step *s, const actor *a)
{
    if (s->kind == S_CALL) {
        arbi_push_prog_fn(g, L, prog);
        lua_getupvalue(L, -1, 3);                 /* its call steps' functions */
        lua_rawgeti(L, -1, pc + 1);
        lua_replace(L, -3);
        lua_pop(L, 1);
        push_g(L, g);
        lua_pushinteger(L, a->p);
        if (a->c != ARB_NONE) lua_pushinteger(L, a->c + 1); else lua_pushnil(L);
        lua_pushinteger(L, a->arg);
        if (!a->q) return 4;
        lua_pushinteger(L, a->q);                 /* a targets option's, or a choose_player's pick */
        lua_pushboolean(L, a->partial);
        return 6;
    }
    if (s->kind == S_EMIT) {                      /* (Lua hears it: arbi_emit_c said so) */
        push_g(L, g);
        lua_getfield(L, -1, "emit");
        lua_insert(L, -2);
        lua_pushstring(L, arbi_atom_str(&g->atoms, s->name));
        push_emit_args(L, g, s, a);
        return 3;
    }
    uint32_t slot = s->own_slot ? a->slot : s->name;
    if (a->c == ARB_NONE || !slot) return -1;
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->raw_ref);
    lua_rawgeti(L, -1, a->adef + 1);
    int fn = lua_getfield(L, -1, arbi_atom_str(&g->atoms, slot)) == LUA_TFUNCTION;
    lua_replace(L, -3);
    lua_pop(L, 1);
    if (!fn) return lua_pop(L, 1), -1;
    int f = lua_gettop(L);
    arbi_push_use(L, g);
    push_g(L, g);
    lua_pushinteger(L, a->c + 1);
    lua_pushinteger(L, a->p);
    lua_pushvalue(L, f);
    lua_remove(L, f);
    return 4;
}

int arbi_call_step(lua_State *L, arb_game *g, int prog, int pc, const arbi_actor *a, lua_KContext ctx,
                   lua_KFunction k)
{
    int n = push_call(L, g, prog, pc, &g->progs[prog].s[pc], a);
    if (n >= 0) lua_callk(L, n, 0, ctx, k);
    return k(L, LUA_OK, ctx);
}

/* The game ends with p its winner (as g:finish({p}, text)); the steps
 * after it do not run. */
static void win(arb_game *g, const step *s, const actor *a)
{
    g->st.h.over = 1;
    g->st.h.winners = 1u << (a->p - 1);
    g->st.h.result = s->name;
}

/* Whether a condition of step s that looks something up (the card's
 * definition, a value, a zone) leaves it out for actor a; the others are
 * tested inline first (arbi_step_left_out, steprun.h).  A row of tests on
 * the bits, not a switch per bit (an indirect jump whose target changes
 * from step to step). */
/* Player p's zone `name`, else the shared one of that name (ARB_NONE:
 * neither), found through the hints of a condition (by player). */
static arb_zone_id zone_or_shared(const arb_game *g, const int32_t *hints, uint32_t name, int p)
{
    int32_t *h = (int32_t *)&hints[(unsigned)p % ARBI_ZH], z = *h;
    const arbi_state *s = &g->st;
    if ((uint32_t)z < (uint32_t)s->h.nzones && s->zones[z].name == name
        && (s->zones[z].owner == p || s->zones[z].owner == 0))
        return z;
    z = arbi_zone_find(s, name, p);
    if (z == ARB_NONE) z = arbi_zone_find(s, name, 0);
    if (z != ARB_NONE) *h = z;
    return z;
}

/* P's zone `name` (else the shared one), found through hints, or NULL;
 * its places are walked with arbi_place_at. */
static const arbi_zone *zone_walked(const arb_game *g, const int32_t *hints, uint32_t name, int p)
{
    arb_zone_id z = zone_or_shared(g, hints, name, p);
    return z == ARB_NONE ? NULL : &g->st.zones[z];
}

/* Whether a card (a face-up one, if it says so) of the zones named in step
 * s's if_any (unless_any) has its field. */
static int any_card(const arb_game *g, const step_any *any, const actor *a)
{
    for (int k = 0; k < any->n; k++) {
        const arbi_zone *z = zone_walked(g, any->zh[k], any->zone[k], a->p);
        for (int i = 0, n = z ? arbi_zone_places(z) : 0; i < n; i++) {
            arb_card_id c = arbi_place_at(&g->st, z, i);
            if (c != ARB_NONE && any->of[g->st.cards[c].def] && (!any->face_up || g->st.cards[c].face_up))
                return 1;
        }
    }
    return 0;
}

/* An add's bonus for the actor's card: the plus of each bonus of every
 * other card of the bonus's zones (the player's, or shared ones) that
 * reaches the card while its player value says so. */
static int64_t bonus_of(const arb_game *g, const step_bonus *b, const actor *a)
{
    int64_t sum = 0;
    if (a->def < 0) return 0;
    for (int k = 0; k < b->n; k++) {
        const arbi_zone *z = zone_walked(g, b->zh[k], b->zone[k], a->p);
        for (int i = 0, n = z ? arbi_zone_places(z) : 0; i < n; i++) {
            arb_card_id c = arbi_place_at(&g->st, z, i);
            if (c == ARB_NONE || c == a->c) continue;
            int d = g->st.cards[c].def;
            for (int j = b->first[d]; j < b->first[d] + b->count[d]; j++) {
                const bonus_spec *sp = &b->spec[j];
                if (sp->to[a->def] && arbi_player_text_is(g, a->p, sp->if_value, sp->is, sp->negate)) sum += sp->plus;
            }
        }
    }
    return sum;
}

/* How many cards player p's zone named in step s's if_cards holds, or the
 * shared one of that name (0: none of that name). */
static int cards_in(const arb_game *g, const step *s, int p)
{
    arb_zone_id z = zone_or_shared(g, s->czh, s->cards_in, p);
    return z == ARB_NONE ? 0 : g->st.zones[z].count;
}

#define HAS(c) (m & (1u << ARBI_C_##c))
int arbi_step_lookups_fail(const arb_game *g, const step *s, const arbi_actor *a)
{
    unsigned m = s->conds;
    return (HAS(ZERO_DEF) && (a->def < 0 || s->num_of[a->def] == 0))   /* unless_zero, by = "field" */
        || (HAS(WHEN) && (a->def < 0 || (s->when_of && !s->when_of[a->def])))
        || (HAS(IF_VALUE) && !value_set(g, a->p, s->if_value))
        || (HAS(IF_IN) && !card_in(g, a, s->if_in))
        || (HAS(UNLESS_IN) && card_in(g, a, s->unless_in))
        || (HAS(LEAST) && arbi_player_value(g, a->p, s->least_of) < s->least)
        || (HAS(CARDS) && cards_in(g, s, a->p) < s->cards)
        || (HAS(ANY) && any_card(g, s->any, a) == s->any->negate);
}
#undef HAS

/* Whether step s is left out for actor a (most steps have no condition:
 * s->conds). */
static inline int skipped(const arb_game *g, const step *s, const actor *a)
{
    return s->conds && arbi_step_left_out(g, s, a);
}

/* ---- for the kernel's own runner (stepflow.c) -------------------------------- */

/* The actor of program pr run for option o -- its player and card, in an
 * abilities family the ability `slot`, in a targets family its target. */
arbi_actor arbi_option_actor(const arb_game *g, const arbi_prog *pr, const arbi_option *o, uint32_t slot)
{
    return pr->fam >= 0 ? target_actor(g, pr, o->player, o->slot / 2, o->card, o->slot & 1)
         : actor_for(g, pr, o->player, o->card, slot);
}

static int rule_in(const uint32_t *rules, int n, uint32_t rule)
{
    for (int i = 0; i < n; i++) if (rules[i] == rule) return 1;
    return 0;
}

uint32_t arbi_judge_refusal(const arb_game *g, int prog, int p, arb_card_id c, int64_t arg,
                            const uint32_t *rules, int nrules)
{
    const arbi_prog *pr = &g->progs[prog];
    actor a = actor_for(g, pr, p, c, 0);
    a.arg = arg;
    for (int i = 0; i < pr->n; i++) {
        const step *s = &pr->s[i];
        if ((s->if_rule && !rule_in(rules, nrules, s->if_rule))
            || (s->unless_rule && rule_in(rules, nrules, s->unless_rule)))
            continue;
        if (!arbi_step_left_out(g, s, &a)) return s->name;
    }
    return 0;
}

/* The actor of verb program pr called for player p, card c and arg. */
arbi_actor arbi_verb_actor(const arb_game *g, const arbi_prog *pr, int p, arb_card_id c, int64_t arg)
{
    actor a = actor_for(g, pr, p, c, 0);
    a.arg = arg;
    return a;
}


/* The steps of program p from *pc on that are done in C, one after
 * another in this one call (the runner's loop pays its way once per run of
 * them, not once per step): stops at the end (ARBI_STEPS_END), at a step
 * the runner does itself -- close, win, a question, again, each
 * (ARBI_STEPS_RUNNER) -- or at one that needs Lua (1) or fails (-1, -2),
 * with *pc at that step. */
/* The kinds the runner does itself (stepflow.c): a close, a win, a
 * question or a loop. */
#define RUNNER_KINDS ((1u << S_CLOSE) | (1u << S_WIN) | (1u << S_CHOOSE) | (1u << S_NUMBER) \
                      | (1u << S_AGAIN) | (1u << S_EACH) | (1u << S_PLAYER))

ARBI_INLINE int arbi_steps_c(lua_State *L, arb_game *g, const arbi_prog *p, int *pc, arbi_actor *a, char *err)
{
    for (int i = *pc; ; i++) {
        if (i >= p->n) return *pc = i, ARBI_STEPS_END;
        const step *s = &p->s[i];
        if (s->conds) {
            if ((s->conds & (1u << ARBI_C_SLOT)) && a->slot != s->slot_is) {
                i = s->slot_end - 1;           /* the run of steps for that other ability */
                continue;
            }
            if ((s->conds & (1u << ARBI_C_TARGET)) && (s->target_is == 2) != (a->c != ARB_NONE)) {
                i = s->target_end - 1;         /* ... for the other kind of target */
                continue;
            }
            if (arbi_step_left_out(g, s, a)) {
                if (s->looped) i = s->loop_end;    /* a loop whose condition fails as it begins */
                continue;
            }
        }
        if ((1u << s->kind) & RUNNER_KINDS) return *pc = i, ARBI_STEPS_RUNNER;
        int r = do_step(L, g, s, a, err);
        if (r) return *pc = i, r;
    }
}

void arbi_step_win(arb_game *g, const step *s, const arbi_actor *a)
{
    win(g, s, a);
}

/* A program's function, fn(g, p, card, slot | n) (a targets program's
 * fn(g, p, q, card, partial)), called from Lua: its steps run as frames of
 * the kernel's runner, inside this call.  With g->tramp set it is the unit
 * the runner made for the Lua of its top frame's step (stepflow.c). */
int arbi_steps_run(lua_State *L)
{
    ARBI_WRITES(L, "steps");
    arb_game *g = GAME(L);
    int prog = (int)lua_tointeger(L, lua_upvalueindex(2));
    if (g->tramp) return arbi_frames_call(L, g);
    return arbi_frames_lua(L, g, prog, actor_of(L, g, &g->progs[prog]));
}

/* c:verb(n): the steps run for the context's player and card, with n; the
 * stack is laid out as a card option's (g, p, card) with n after it. */
int arbi_verb_run(lua_State *L)
{
    ARBI_WRITES(L, "a verb");
    arb_game *g = GAME(L);
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_Integer n = luaL_optinteger(L, 2, 0);
    const arbi_prog *pr = &g->progs[lua_tointeger(L, lua_upvalueindex(2))];
    lua_settop(L, 1);
    lua_pushvalue(L, lua_upvalueindex(4));
    lua_rawget(L, 1);                           /* 2: c.player */
    lua_pushvalue(L, lua_upvalueindex(5));
    lua_rawget(L, 1);                           /* 3: c.card */
    int prog = (int)(pr - g->progs);
    arb_card_id c = arbi_check_card(L, g, 3);
    int p = arbi_check_player(L, g, 2, 0);
    if (!pr->pure) return arbi_frames_lua(L, g, prog, arbi_verb_actor(g, pr, p, c, n));
    char err[ERRLEN];                /* nothing calls Lua or asks: done here */
    if (run_verb(L, g, prog, p, c, n, err)) return luaL_error(L, "%s", err);
    return 0;
}
