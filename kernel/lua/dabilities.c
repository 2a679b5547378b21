/*
 * dabilities.c -- card abilities written as data.  A card's ability (a
 * field an ability step or an abilities family names: primary, ally...)
 * may be, instead of a Lua function, the ruleset's kernel verbs (verb{})
 * with their arguments:
 *   ally = { combat = 2 },                               one verb
 *   primary = { { trade = 2 }, { draw = 1 } },           verbs in order
 *   primary = { choose = { { "gain 3 Trade", trade = 3 },   a choice among
 *                          { "gain 5 Combat", combat = 5 } } }   verbs
 * Each is compiled once, after the cards load, against the ruleset's card
 * context; the kernel then runs it in C for the player the ability acts
 * for and the card (steprun.c), with no Lua call and no unit.  A verb with
 * a step that asks (choose: "scrap a card from your hand") or calls Lua for
 * that argument (Star Realms' authority: only a loss does) runs as a frame
 * of the kernel's runner (stepflow.c), which waits on its question as data
 * and calls only that step's Lua: the other verbs still run in C.  A
 * choice asks "Card: choose one" there too, a branch per label, each one
 * verb (one that asks runs as a frame too).  A name that is
 * no verb of the kernel's
 * is refused at load, naming the card's file.  g:use(card, p, ability)
 * runs one from Lua as well (context.c).
 */
#include "steps.h"
#include "options.h"
#include "lapi.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_SLOTS 32          /* ability names a ruleset uses */

/* The ability names: those an ability step or an abilities family uses. */
static int ability_slots(const arb_game *g, uint32_t *out)
{
    int n = 0;
    for (int i = 0; i < g->nprogs + g->nfams; i++) {
        const arbi_prog *p = i < g->nprogs ? &g->progs[i] : NULL;
        const arbi_family *f = p ? NULL : &g->fams[i - g->nprogs];
        int m = p ? p->n : f->kind == ARBI_FAM_ABILITIES ? f->nslots : 0;
        for (int k = 0; k < m; k++) {
            uint32_t a = p ? (p->s[k].kind == S_ABILITY ? p->s[k].name : 0) : f->slot[k];
            int seen = 0;
            for (int j = 0; j < n && !seen; j++) seen = out[j] == a;
            if (a && !seen && n < MAX_SLOTS) out[n++] = a;
        }
    }
    return n;
}

/* Where an ability is, for its errors: definition d's field slot. */
typedef struct where { arb_game *g; int d; uint32_t slot; } where;

/* Raises "file:line: slot: what", the line where the card file sets the
 * field (read again from the file: only when refusing it). */
static int refuse(lua_State *L, const where *w, const char *fmt, ...)
{
    const arbi_def *def = &w->g->defs[w->d];
    const char *slot = arbi_atom_str(&w->g->atoms, w->slot), *dot = strrchr(slot, '.');
    size_t n;
    char *src = def->file ? arbi_script_text(w->g, def->file, &n) : NULL;
    int line = src ? arbi_field_line(src, dot ? dot + 1 : slot) : 0;   /* (on.event: the event's line) */
    free(src);
    va_list ap;
    va_start(ap, fmt);
    lua_pushvfstring(L, fmt, ap);
    va_end(ap);
    return luaL_error(L, "%s:%d: %s: %s", def->file ? def->file : def->name, line, slot, lua_tostring(L, -1));
}

/* The program of verb `name` of the card context (the table at `verbs`), or
 * -1 when it is none of the kernel's. */
static int verb_prog(arb_game *g, lua_State *L, int verbs, const char *name)
{
    int prog = -1;
    lua_getfield(L, verbs, name);
    if (lua_tocfunction(L, -1) == arbi_verb_run && lua_getupvalue(L, -1, 1)) {
        if (lua_touserdata(L, -1) == g && lua_getupvalue(L, -2, 2)) {
            prog = (int)lua_tointeger(L, -1);
            lua_pop(L, 1);
        }
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    return prog >= 0 && prog < g->nprogs && g->progs[prog].verb ? prog : -1;
}

/* Pushes "a, b, c": the verbs of the context (at `verbs`) that the kernel
 * runs, in name order, or "none" (for the error that names a wrong one). */
static void push_verb_names(arb_game *g, lua_State *L, int verbs)
{
    int n = 0;
    arbi_push_real(L, verbs);                             /* (a frozen table's own keys) */
    const char **names = arbi_sorted_keys(L, lua_gettop(L), &n);
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    int k = 0;
    for (int i = 0; names && i < n; i++) {
        if (verb_prog(g, L, verbs, names[i]) < 0) continue;
        if (k++) luaL_addstring(&b, ", ");
        luaL_addstring(&b, names[i]);
    }
    free(names);
    if (!k) luaL_addstring(&b, "none");
    luaL_pushresult(&b);
    lua_remove(L, -2);
}

/* The verb of `name` = n (the key and value on top of L): its program. */
static int verb_of(arb_game *g, lua_State *L, int verbs, const where *w)
{
    const char *name = lua_tostring(L, -2);
    if (!lua_isinteger(L, -1)) refuse(L, w, "%s needs a whole number", name);
    int prog = verb_prog(g, L, verbs, name);
    if (prog < 0) {
        push_verb_names(g, L, verbs);
        refuse(L, w, "'%s' is no verb the kernel runs (those are: %s); write this ability as a function",
               name, lua_tostring(L, -1));
    }
    return prog;
}

/* The branches of a choice, the list on top of L: { "label", verb = n }
 * each (a verb that asks or calls Lua runs as a frame of its own, as a
 * call's does).  Returns the first's index. */
static int64_t add_branches(arb_game *g, lua_State *L, int verbs, int *cap, const where *w)
{
    arbi_push_real(L, -1);
    int t = lua_gettop(L);
    lua_Integer n = lua_istable(L, t) ? luaL_len(L, t) : 0;
    if (n < 1 || n > ARBI_MAX_DCALLS) refuse(L, w, "choose = { { \"label\", verb = n }, ... } (1 to %d)", ARBI_MAX_DCALLS);
    int64_t first = g->ndbranches;
    for (lua_Integer i = 1; i <= n; i++) {
        if (lua_rawgeti(L, t, i) != LUA_TTABLE) refuse(L, w, "each branch of a choice is { \"label\", verb = n }");
        arbi_push_real(L, -1);
        int b = lua_gettop(L);
        if (lua_rawgeti(L, b, 1) != LUA_TSTRING) refuse(L, w, "a branch of a choice starts with its label");
        uint32_t label = arbi_atom(&g->atoms, lua_tostring(L, -1));
        lua_pop(L, 1);
        int verb = 0;
        lua_pushnil(L);
        while (lua_next(L, b)) {
            if (lua_type(L, -2) == LUA_TSTRING) {
                if (verb++) refuse(L, w, "a branch of a choice runs one verb");
                int prog = verb_of(g, L, verbs, w);
                int64_t arg = lua_tointeger(L, -1);
                uint8_t pure = (uint8_t)arbi_prog_pure_for(&g->progs[prog], arg);
                if (arbi_grow((void **)&g->dbranches, cap, g->ndbranches + 1, sizeof *g->dbranches)) luaL_error(L, "out of memory");
                g->dbranches[g->ndbranches++] = (arbi_dbranch){ label, prog, arg, i == n, pure };
            }
            lua_pop(L, 1);
        }
        if (!verb) refuse(L, w, "a branch of a choice runs one verb: { \"label\", verb = n }");
        lua_settop(L, t);
    }
    lua_settop(L, t - 1);
    return first;
}

/* One call, the table at e: { verb = n }, or { choose = { branches } }.
 * Raises what is wrong. */
static void add_call(arb_game *g, lua_State *L, int verbs, int e, int caps[3], const where *w)
{
    arbi_push_real(L, e);
    int t = lua_gettop(L);
    lua_pushnil(L);
    if (!lua_next(L, t) || lua_type(L, -2) != LUA_TSTRING) refuse(L, w, "each verb call is { verb = n }");
    lua_pushvalue(L, -2);                       /* one key only, whatever order lua_next walks in */
    if (lua_next(L, t)) refuse(L, w, "one verb per call: { { a = 1 }, { b = 2 } }");
    arbi_dcall call;
    if (!strcmp(lua_tostring(L, -2), "choose")) {
        call = (arbi_dcall){ ARBI_DCHOICE, add_branches(g, L, verbs, &caps[2], w), 0 };
    } else {
        int prog = verb_of(g, L, verbs, w);
        int64_t arg = lua_tointeger(L, -1);
        call = (arbi_dcall){ prog, arg, (uint8_t)arbi_prog_pure_for(&g->progs[prog], arg) };
    }
    if (arbi_grow((void **)&g->dcalls, &caps[1], g->ndcalls + 1, sizeof *g->dcalls)) luaL_error(L, "out of memory");
    g->dcalls[g->ndcalls++] = call;
    lua_settop(L, t - 1);
}

/* Where each definition's abilities start in g->dabs (made in definition
 * order), so that finding one is a look at its few, not a search. */
static int index_dabs(arb_game *g)
{
    free(g->dab_first);
    g->dab_defs = 0;
    if (!(g->dab_first = malloc(sizeof *g->dab_first * (size_t)(g->ndefs + 1)))) return -1;
    for (int d = 0, i = 0; d <= g->ndefs; d++) {
        while (i < g->ndabs && g->dabs[i].def < d) i++;
        g->dab_first[d] = i;
    }
    g->dab_defs = g->ndefs;
    return 0;
}

/* Definition d's ability `slot`, the table on top of L: one verb call, or
 * a list of them. */
static void add_ability(arb_game *g, lua_State *L, int verbs, int d, uint32_t slot, int caps[3])
{
    where w = { g, d, slot };
    arbi_push_real(L, -1);
    int t = lua_gettop(L), first = g->ndcalls;
    if (lua_rawgeti(L, t, 1) == LUA_TTABLE) {
        lua_Integer n = luaL_len(L, t);
        if (n > ARBI_MAX_DCALLS) refuse(L, &w, "at most %d verb calls", ARBI_MAX_DCALLS);
        for (lua_Integer i = 1; i <= n; i++) {
            if (lua_rawgeti(L, t, i) != LUA_TTABLE) refuse(L, &w, "each verb call is { verb = n }");
            add_call(g, L, verbs, lua_gettop(L), caps, &w);
            lua_pop(L, 1);
        }
    } else {
        add_call(g, L, verbs, t, caps, &w);
    }
    if (arbi_grow((void **)&g->dabs, &caps[0], g->ndabs + 1, sizeof *g->dabs)) luaL_error(L, "out of memory");
    int pure = 1;
    for (int i = first; i < g->ndcalls; i++) pure &= g->dcalls[i].pure;
    g->dabs[g->ndabs++] = (arbi_dab){ d, slot, first, g->ndcalls - first, pure, lua_topointer(L, t) };
    lua_settop(L, t - 1);
}

/* The handlers of definition d (on top of L) written as verbs, on[event]
 * a table: each its data ability of slot "on.event" (g->event_on). */
static void add_handlers(arb_game *g, lua_State *L, int verbs, int d, int caps[3])
{
    if (lua_getfield(L, -1, "on") == LUA_TTABLE) {
        arbi_push_real(L, -1);
        for (int k = 0; k < g->nevents; k++) {
            if (!(g->def_on[d] >> k & 1)) continue;
            if (lua_getfield(L, -1, arbi_atom_str(&g->atoms, g->events[k])) == LUA_TTABLE)
                add_ability(g, L, verbs, d, g->event_on[k], caps);
            lua_pop(L, 1);
        }
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
}

/* The slot each event's handlers written as verbs have: "on.event". */
static void name_handlers(arb_game *g)
{
    for (int k = 0; k < g->nevents; k++) {
        const char *e = arbi_atom_str(&g->atoms, g->events[k]);
        char name[300];
        snprintf(name, sizeof name, "on.%s", e);
        g->event_on[k] = arbi_atom(&g->atoms, name);
    }
}

int arbi_compile_dabs(arb_game *g)
{
    arbi_free_dabs(g);
    g->dabs_made++;                /* frames kept in snapshots name the old ones */
    uint32_t slot[MAX_SLOTS];
    int ns = ability_slots(g, slot), caps[3] = { 0, 0, 0 };
    name_handlers(g);
    if (!ns && !g->nevents) return 0;
    lua_State *L = g->L;
    int top = lua_gettop(L);
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->ctx_ref);
    lua_rawgeti(L, -1, 0);                       /* the contexts' metatable */
    lua_getfield(L, -1, "__index");              /* the ruleset's verbs */
    int verbs = lua_gettop(L);
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->raw_ref);
    for (int d = 0; d < g->ndefs; d++) {
        lua_rawgeti(L, -1, d + 1);
        for (int k = 0; k < ns; k++) {
            if (lua_getfield(L, -1, arbi_atom_str(&g->atoms, slot[k])) == LUA_TTABLE)
                add_ability(g, L, verbs, d, slot[k], caps);
            lua_pop(L, 1);
        }
        if (g->def_on[d]) add_handlers(g, L, verbs, d, caps);
        lua_pop(L, 1);
    }
    lua_settop(L, top);
    return index_dabs(g);
}

void arbi_free_dabs(arb_game *g)
{
    free(g->dab_first);
    g->dab_first = NULL;
    g->dab_defs = 0;
    free(g->dabs);
    free(g->dcalls);
    free(g->dbranches);
    g->dabs = NULL;
    g->dcalls = NULL;
    g->dbranches = NULL;
    g->ndabs = g->ndcalls = g->ndbranches = 0;
}

/* The labels of choice call k (at most ARBI_MAX_DCALLS) into labels, if
 * not NULL; returns how many branches it has. */
static int branch_labels(const arb_game *g, const arbi_dcall *k, uint32_t *labels)
{
    int n = 0;
    for (const arbi_dbranch *b = &g->dbranches[k->arg];; b++) {
        if (labels) labels[n] = b->label;
        n++;
        if (b->last) return n;
    }
}

int arbi_ask_branches_c(arb_game *g, const arbi_dcall *k, int p)
{
    uint32_t labels[ARBI_MAX_DCALLS];
    int n = branch_labels(g, k, labels);
    return arbi_asked_wording_later(g, arbi_ask_labels_c(g, p, "", "", labels, n));
}

void arbi_branch_text(const arb_game *g, arb_card_id c, char *prompt, char *reason)
{
    snprintf(prompt, 512, "%s: choose one", g->defs[g->st.cards[c].def].name);
    strcpy(reason, "the ability offers a choice; take exactly one");
}

const arbi_dbranch *arbi_branch(const arb_game *g, const arbi_dcall *k, int b)
{
    return b >= 1 && b <= branch_labels(g, k, NULL) ? &g->dbranches[k->arg + b - 1] : NULL;
}

const arbi_dab *arbi_dab_find(const arb_game *g, int def, uint32_t slot)
{
    if (def < 0 || def >= g->dab_defs) return NULL;
    for (int i = g->dab_first[def]; i < g->dab_first[def + 1]; i++)
        if (g->dabs[i].slot == slot) return &g->dabs[i];
    return NULL;
}

const arbi_dab *arbi_dab_of(const arb_game *g, const void *real)
{
    for (int i = 0; i < g->ndabs; i++) if (g->dabs[i].real == real) return &g->dabs[i];
    return NULL;
}
