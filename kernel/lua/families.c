/*
 * families.c -- option families, read from the ruleset once at load.
 *
 * A window's `options` (options.h says what each kind offers) become C
 * records here, their functions kept in one registry table; and, once the
 * cards are loaded (and after a reload), what the families need of each
 * definition -- its cost, the abilities it has -- is read once, since
 * definitions never change.  Listing them is options.c.
 */
#include "options.h"
#include "steps.h"
#include "lapi.h"
#include <stdlib.h>
#include <string.h>

/* ---- reading the declarations ------------------------------------------- */

uint32_t arbi_field_atom(arb_game *g, lua_State *L, int t, const char *k)
{
    uint32_t a = 0;
    if (lua_getfield(L, t, k) == LUA_TSTRING) a = arbi_atom(&g->atoms, lua_tostring(L, -1));
    lua_pop(L, 1);
    return a;
}

static int field_bool(lua_State *L, int t, const char *k)
{
    lua_getfield(L, t, k);
    int b = lua_toboolean(L, -1);
    lua_pop(L, 1);
    return b;
}

/* Keeps t[k] (a function, or nothing) at fam_ref[base + slot]. */
static void keep_fn(arb_game *g, lua_State *L, int t, const char *k, int index)
{
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->fam_ref);
    lua_getfield(L, t, k);
    if (!lua_isfunction(L, -1)) lua_pop(L, 1), lua_pushboolean(L, 0);
    lua_rawseti(L, -2, index);
    lua_pop(L, 1);
}

static int slot_index(arb_game *g, arbi_family *f, const char *name)
{
    uint32_t a = arbi_atom(&g->atoms, name);
    for (int i = 0; i < f->nslots; i++) if (f->slot[i] == a) return i;
    if (f->nslots == ARBI_MAX_SLOTS) return -1;
    char used[128];
    snprintf(used, sizeof used, "used_%s", name);
    f->slot[f->nslots] = a;
    f->used[f->nslots] = arbi_atom(&g->atoms, used);
    return f->nslots++;
}

/* abilities = { { "zone", "slot", ... }, ... }, need = { slot = "value" } */
static const char *read_abilities(arb_game *g, lua_State *L, int t, arbi_family *f)
{
    lua_getfield(L, t, "abilities");
    int n = lua_istable(L, -1) ? (int)luaL_len(L, -1) : 0;
    if (n < 1 || n > ARBI_MAX_AB_ZONES) return "abilities = { {zone, slot...}, ... } (1 to 4 zones)";
    for (int i = 1; i <= n; i++) {
        lua_geti(L, -1, i);                   /* (a declaration may be frozen) */
        int m = lua_istable(L, -1) ? (int)luaL_len(L, -1) : 0;
        arbi_ab_zone *z = &f->zones[f->nzones++];
        for (int j = 1; j <= m; j++) {
            lua_geti(L, -1, j);
            const char *s = lua_tostring(L, -1);
            if (j == 1) z->zone = s ? arbi_atom(&g->atoms, s) : 0;
            else if (s && z->nslots < ARBI_MAX_SLOTS) {
                int k = slot_index(g, f, s);
                if (k < 0) return "an abilities family knows at most 8 abilities";
                z->slot[z->nslots++] = (uint8_t)k;
            }
            lua_pop(L, 1);
        }
        lua_pop(L, 1);
        if (!z->zone) return "each abilities entry starts with a zone name";
    }
    lua_pop(L, 1);
    lua_getfield(L, t, "need");
    for (int i = 0; lua_istable(L, -1) && i < f->nslots; i++) {
        lua_getfield(L, -1, arbi_atom_str(&g->atoms, f->slot[i]));
        if (lua_type(L, -1) == LUA_TSTRING) f->need[i] = arbi_atom(&g->atoms, lua_tostring(L, -1));
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    f->borrow = arbi_field_atom(g, L, t, "borrow");
    f->once = arbi_field_atom(g, L, t, "once");
    return NULL;
}

/* targets = "zone" (or false: players only), players, pool, skip, need,
 * spent, guard, allow (targets.c says what they mean): a function, or data
 * { team = "value", need = "value" }. */
static const char *read_targets(arb_game *g, lua_State *L, int t, arbi_family *f)
{
    f->players = (uint8_t)field_bool(L, t, "players");
    f->skip = arbi_field_atom(g, L, t, "skip");
    f->cost = arbi_field_atom(g, L, t, "need");
    f->spent = arbi_field_atom(g, L, t, "spent");
    f->guard = arbi_field_atom(g, L, t, "guard");
    if (!f->pool) return "a targets family needs pool = \"value\" (what attacking spends)";
    if (!f->zone && !f->players) return "a targets family targets a zone's cards, players, or both";
    int kind = lua_getfield(L, t, "allow");
    if (kind == LUA_TTABLE) {
        f->allow_data = 1;
        f->team = arbi_field_atom(g, L, lua_gettop(L), "team");
        f->need_value = arbi_field_atom(g, L, lua_gettop(L), "need");
    }
    lua_pop(L, 1);
    return kind == LUA_TFUNCTION || kind == LUA_TTABLE ? NULL
         : "a targets family needs allow = function(g, p, q) or { team = \"value\", need = \"value\" }";
}

static int field_fn(lua_State *L, int t, const char *k)
{
    int fn = lua_getfield(L, t, k) == LUA_TFUNCTION;
    lua_pop(L, 1);
    return fn;
}

/* at = { "row", "col" }: the player values of a grid or walk family's cell. */
static const char *read_grid_cell(arb_game *g, lua_State *L, int t, arbi_family *f, int walk)
{
    lua_getfield(L, t, "at");
    for (int i = 0; i < 2 && lua_istable(L, -1); i++) {
        if (lua_geti(L, -1, i + 1) == LUA_TSTRING) f->at[i] = arbi_atom(&g->atoms, lua_tostring(L, -1));
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    if (f->at[0] && f->at[1]) return NULL;
    return walk ? "a walk family needs at = { \"row value\", \"column value\" }"
                : "a grid family needs at = { \"row value\", \"column value\" }";
}

/* A list's while_any = { zone = "name", has = "field", face_up =, shared =,
 * at = { "row", "col" } }. */
static const char *read_while_any(arb_game *g, lua_State *L, int t, arbi_family *f)
{
    int ty = lua_getfield(L, t, "while_any"), at = 0;
    const char *bad = NULL;
    if (ty == LUA_TTABLE) {
        int w = lua_gettop(L);
        f->any_zone = arbi_field_atom(g, L, w, "zone");
        f->any_has = arbi_field_atom(g, L, w, "has");
        f->any_face_up = (uint8_t)field_bool(L, w, "face_up");
        f->any_shared = (uint8_t)field_bool(L, w, "shared");
        at = lua_getfield(L, w, "at") != LUA_TNIL;
        lua_pop(L, 1);
        if (at) bad = read_grid_cell(g, L, w, f, 0);
    }
    lua_pop(L, 1);
    if (bad) return "a list family's while_any.at = { \"row value\", \"column value\" }";
    if (ty == LUA_TNIL || (f->any_zone && f->any_has)) return NULL;
    return "a list family's while_any = { zone = \"zone\", has = \"field\", face_up =, shared =, at = }";
}

/* player = "active" or "others" (pool: a player value, optional). */
static const char *read_player(lua_State *L, int t, arbi_family *f)
{
    lua_getfield(L, t, "player");
    const char *who = lua_tostring(L, -1);
    int ok = who && (!strcmp(who, "active") || !strcmp(who, "others"));
    f->others = (uint8_t)(ok && !strcmp(who, "others"));
    lua_pop(L, 1);
    return ok ? NULL : "a player family needs player = \"active\" or \"others\"";
}

/* A grid or walk family's base: a function (kept), or data (psum.c). */
static const char *read_base(arb_game *g, lua_State *L, int t, arbi_family *f)
{
    keep_fn(g, L, t, "base", f->fn + ARBI_FN_BASE);
    int ty = lua_getfield(L, t, "base");
    f->has_base = ty == LUA_TFUNCTION;
    const char *why = ty == LUA_TTABLE ? arbi_read_psum(g, L, lua_gettop(L), f)
                    : ty == LUA_TNIL || ty == LUA_TFUNCTION ? NULL
                    : "a family's base is a function(g, p) or a list of terms { value = ... }";
    lua_pop(L, 1);
    return why;
}

/* The index of field a among a grid family's in_play, added if new;
 * -1 when there is no room. */
static int in_play_index(arbi_family *f, uint32_t a)
{
    for (int k = 0; k < f->nin_play; k++) if (f->in_play[k] == a) return k;
    if (f->nin_play == ARBI_MAX_IN_PLAY) return -1;
    f->in_play[f->nin_play] = a;
    return f->nin_play++;
}

/* A grid family's judge_while = { in_play_field = "judged_field", ... }:
 * each key joins in_play (if it is not there). */
static const char *read_judge_while(arb_game *g, lua_State *L, int t, arbi_family *f)
{
    static const char *bad = "a grid family's judge_while = { field = \"field\", ... } (with in_play, 4 fields at most)";
    int ty = lua_getfield(L, t, "judge_while"), n = 0;
    if (ty == LUA_TNIL) return lua_pop(L, 1), NULL;
    if (ty == LUA_TTABLE) arbi_push_real(L, lua_gettop(L)), lua_remove(L, -2);   /* (its own keys) */
    const char **key = ty == LUA_TTABLE ? arbi_sorted_keys(L, lua_gettop(L), &n) : NULL;
    const char *why = ty != LUA_TTABLE || !key || n < 1 || n > ARBI_MAX_IN_PLAY ? bad : NULL;
    for (int i = 0; i < n && !why; i++) {
        int k = in_play_index(f, arbi_atom(&g->atoms, key[i]));
        if (k < 0 || lua_getfield(L, -1, key[i]) != LUA_TSTRING) why = bad;
        else f->jw_key[f->njw] = (uint8_t)k, f->jw_field[f->njw++] = arbi_atom(&g->atoms, lua_tostring(L, -1));
        if (k >= 0) lua_pop(L, 1);
    }
    free(key);
    lua_pop(L, 1);
    return why;
}

/* A grid family's in_play = { "field", ... }: what its judge is told. */
static const char *read_in_play(arb_game *g, lua_State *L, int t, arbi_family *f)
{
    int ty = lua_getfield(L, t, "in_play");
    int k = ty == LUA_TTABLE ? (int)luaL_len(L, -1) : 0;
    for (int i = 1; i <= k && i <= ARBI_MAX_IN_PLAY; i++) {
        if (lua_geti(L, -1, i) == LUA_TSTRING) f->in_play[f->nin_play++] = arbi_atom(&g->atoms, lua_tostring(L, -1));
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    if (ty == LUA_TNIL || (ty == LUA_TTABLE && k <= ARBI_MAX_IN_PLAY && f->nin_play == k)) return read_judge_while(g, L, t, f);
    return "a grid family's in_play = { 1 to 4 definition fields }";
}

/* grid = "zone", at = { "row", "col" }, reach = { zones = { ... }, value =,
 * range =, bonus = }, buy =, cost =, cost_value =, judge =, rules = (grid.c
 * says what they mean); the reach's zones are kept as an abilities
 * family's are (f->zones). */
static const char *read_grid(arb_game *g, lua_State *L, int t, arbi_family *f)
{
    const char *bad = read_grid_cell(g, L, t, f, 0);
    if (bad) return bad;
    if (lua_getfield(L, t, "reach") != LUA_TTABLE) return "a grid family needs reach = { zones =, value =, range = }";
    int r = lua_gettop(L);
    f->reach_value = arbi_field_atom(g, L, r, "value");
    f->reach_bonus = arbi_field_atom(g, L, r, "bonus");
    f->range = arbi_field_atom(g, L, r, "range");
    lua_getfield(L, r, "zones");
    int n = lua_istable(L, -1) ? (int)luaL_len(L, -1) : 0;
    for (int i = 1; i <= n && f->nzones < ARBI_MAX_AB_ZONES; i++) {
        if (lua_geti(L, -1, i) == LUA_TSTRING) f->zones[f->nzones++].zone = arbi_atom(&g->atoms, lua_tostring(L, -1));
        lua_pop(L, 1);
    }
    lua_pop(L, 2);
    if (n < 1 || n > ARBI_MAX_AB_ZONES || f->nzones != n || !f->reach_value || !f->range)
        return "a grid family's reach = { zones = { 1 to 4 zone names }, value = \"card value\", range = \"field\" }";
    f->buy = arbi_field_atom(g, L, t, "buy");
    f->cost_value = arbi_field_atom(g, L, t, "cost_value");
    f->judge = arbi_field_atom(g, L, t, "judge");
    f->rules = arbi_field_atom(g, L, t, "rules");
    f->cost_mods = arbi_field_atom(g, L, t, "cost_mods");
    f->supply = arbi_field_atom(g, L, t, "supply");
    if ((f->buy || f->supply) && !f->cost) return "a grid family that buys needs cost = \"field\"";
    bad = arbi_read_grid_act(g, L, t, f);
    return bad ? bad : read_in_play(g, L, t, f);
}

/* NULL when every if_rule and unless_rule of grid family f's judge_steps
 * names one of its in_play fields, else what is wrong (in why[0..n)). */
static const char *rules_named(arb_game *g, const arbi_family *f, char *why, size_t n)
{
    const arbi_prog *pr = &g->progs[f->judge_prog - 1];
    for (int i = 0; i < pr->n; i++) {
        uint32_t r[2] = { pr->s[i].if_rule, pr->s[i].unless_rule };
        for (int j = 0; j < 2; j++) {
            int k = 0;
            while (r[j] && k < f->nin_play && f->in_play[k] != r[j]) k++;
            if (r[j] && k == f->nin_play) {
                snprintf(why, n, "step %d: %s = \"%s\" is none of the family's in_play fields", i + 1,
                         j ? "unless_rule" : "if_rule", arbi_atom_str(&g->atoms, r[j]));
                return why;
            }
        }
    }
    return NULL;
}

/* A grid family's judge: judge_steps, refuse steps the kernel reads, and
 * judge_fn, Lua, which judges instead while an in_play rule is in play
 * (grid.c).  NULL, or what is wrong (maybe written into why[0..n)). */
static const char *read_judge(arb_game *g, lua_State *L, int t, arbi_family *f, char *why, size_t n)
{
    keep_fn(g, L, t, "judge_fn", f->fn + ARBI_FN_JUDGE);
    f->has_judge = lua_getfield(L, t, "judge_fn") == LUA_TFUNCTION;
    f->has_rules = lua_getfield(L, t, "list") == LUA_TFUNCTION;
    int steps = lua_getfield(L, t, "judge_steps");
    const char *bad = NULL;
    if (steps == LUA_TTABLE) bad = arbi_judge_compile(g, L, -1, why, n, &f->judge_prog);
    else if (steps != LUA_TNIL) bad = "judge_steps = { { refuse = \"reason\", ... }, ... }";
    lua_pop(L, 3);
    if (bad) return bad;
    if (f->judge_prog && !f->judge) return "judge_steps judge the cards whose definitions have judge = \"field\"";
    if (f->judge_prog && (bad = rules_named(g, f, why, n))) return bad;
    if ((f->judge || f->njw) && !f->has_judge && !f->judge_prog)
        return "a grid family with judge = \"field\" needs judge_fn = function(g, p, card, distance, reach, "
               "in_play) or judge_steps";
    if (f->rules && !f->has_rules) return "a grid family with rules = \"field\" needs list = function(g, p, acts)";
    return NULL;
}

/* A family's run: a function, or a list of kernel steps (steps.c),
 * compiled into the function that runs them. */
static const char *read_run(arb_game *g, lua_State *L, int t, arbi_family *f, char *why, size_t n)
{
    int kind = lua_getfield(L, t, "run");
    const char *bad = NULL;
    if (kind == LUA_TTABLE) {
        if (f->kind == ARBI_FAM_LIST || f->kind == ARBI_FAM_GRID || f->kind == ARBI_FAM_WALK
            || f->kind == ARBI_FAM_PLAYER || f->kind == ARBI_FAM_COSTED)
            bad = "steps run a cards, abilities, fixed or targets family";
        else if (!(bad = arbi_steps_compile(g, L, -1, why, n))) {
            f->prog = g->nprogs;           /* the kernel runs it (driver.c) */
            if (f->kind == ARBI_FAM_TARGETS) g->progs[f->prog - 1].fam = (int)(f - g->fams);
            else bad = arbi_untargeted(&g->progs[f->prog - 1], why, n);
            lua_rawgeti(L, LUA_REGISTRYINDEX, g->fam_ref);
            lua_insert(L, -2);
            lua_rawseti(L, -2, f->fn + ARBI_FN_RUN);
            lua_pop(L, 1);
        }
    } else if (kind == LUA_TFUNCTION && lua_tocfunction(L, -1) == arbi_steps_run
               && f->kind != ARBI_FAM_TARGETS && f->kind != ARBI_FAM_LIST && f->kind != ARBI_FAM_GRID
               && f->kind != ARBI_FAM_WALK && f->kind != ARBI_FAM_PLAYER && f->kind != ARBI_FAM_COSTED) {
        lua_getupvalue(L, -1, 1);             /* a function steps{...} made: its program */
        lua_getupvalue(L, -2, 2);
        if (lua_touserdata(L, -2) == g) f->prog = (int)lua_tointeger(L, -1) + 1;
        lua_pop(L, 2);
    } else if (kind != LUA_TFUNCTION && f->kind != ARBI_FAM_LIST) {
        bad = "a family needs run = function(g, p, ...) or a list of steps";
    }
    lua_pop(L, 1);
    return bad;
}

/* One family, the table at index t.  Returns NULL or what is wrong (maybe
 * written into why[0..n)). */
static const char *read_family(arb_game *g, lua_State *L, int t, arbi_family *f, char *why, size_t n)
{
    memset(f, 0, sizeof *f);
    static const char *const key[] = { "cards", "abilities", "list", "targets", "grid", "walk", "player", "costed" };
    static const uint8_t kind[] = { ARBI_FAM_CARDS, ARBI_FAM_ABILITIES, ARBI_FAM_LIST, ARBI_FAM_TARGETS,
                                    ARBI_FAM_GRID, ARBI_FAM_WALK, ARBI_FAM_PLAYER, ARBI_FAM_COSTED };
    int kinds = 0, list = 0;
    for (int i = 0; i < 8; i++) {
        if (lua_getfield(L, t, key[i]) != LUA_TNIL) kinds++, f->kind = kind[i], list |= i == 2;
        lua_pop(L, 1);
    }
    if (f->kind == ARBI_FAM_GRID && list) kinds--;   /* a grid family's list lists it under its rules */
    if (!kinds) f->kind = ARBI_FAM_FIXED;
    if (kinds > 1)
        return "a family is one of cards =, abilities =, targets =, grid =, walk =, player =, costed =, list = "
               "or a fixed label";
    f->zone = arbi_field_atom(g, L, t, f->kind == ARBI_FAM_CARDS ? "cards"
                                  : f->kind == ARBI_FAM_TARGETS ? "targets"
                                  : f->kind == ARBI_FAM_GRID ? "grid"
                                  : f->kind == ARBI_FAM_WALK ? "walk"
                                  : f->kind == ARBI_FAM_COSTED ? "costed" : "zone");
    f->shared = field_bool(L, t, "shared");
    f->distinct = field_bool(L, t, "distinct");
    f->top = field_bool(L, t, "top");
    f->active_only = field_bool(L, t, "active");
    f->reaches = field_bool(L, t, "reaches");
    if (f->reaches && f->kind != ARBI_FAM_CARDS) return "reaches = true is a cards family's";
    f->cost = arbi_field_atom(g, L, t, "cost");
    f->pool = arbi_field_atom(g, L, t, "pool");
    lua_getfield(L, t, "min");
    f->min_cards = (int32_t)lua_tointeger(L, -1);
    lua_pop(L, 1);
    if (f->kind == ARBI_FAM_ABILITIES) {
        const char *why = read_abilities(g, L, t, f);
        if (why) return why;
    }
    if (f->kind == ARBI_FAM_FIXED) {
        f->text = arbi_field_atom(g, L, t, "label");
        if (!f->text) return "a fixed option needs label = \"text\"";
    }
    if (f->kind == ARBI_FAM_TARGETS) {
        const char *why = read_targets(g, L, t, f);
        if (why) return why;
    }
    if (f->kind == ARBI_FAM_GRID) {
        const char *why = read_grid(g, L, t, f);
        if (why) return why;
    }
    if (f->kind == ARBI_FAM_WALK) {
        const char *why = read_grid_cell(g, L, t, f, 1);
        if (why || (why = arbi_read_walk(g, L, t, f))) return why;
    }
    if (f->kind == ARBI_FAM_PLAYER) {
        const char *why = read_player(L, t, f);
        if (why) return why;
    }
    if (f->kind == ARBI_FAM_LIST) {
        const char *why = read_while_any(g, L, t, f);
        if (why) return why;
    }
    if (f->kind == ARBI_FAM_COSTED) {
        const char *why = arbi_read_costed(g, L, t, f);
        if (why) return why;
    }
    f->fn = g->nfams * ARBI_FN_COUNT;
    keep_fn(g, L, t, "run", f->fn + ARBI_FN_RUN);
    keep_fn(g, L, t, "label", f->fn + ARBI_FN_LABEL);
    keep_fn(g, L, t, "refuse", f->fn + ARBI_FN_REFUSE);
    keep_fn(g, L, t, f->kind == ARBI_FAM_TARGETS ? "allow" : "list", f->fn + ARBI_FN_LIST);
    f->has_refuse = lua_getfield(L, t, "refuse") == LUA_TFUNCTION;
    lua_pop(L, 1);
    if (f->kind == ARBI_FAM_WALK || f->kind == ARBI_FAM_GRID) {
        const char *why = read_base(g, L, t, f);
        if (why) return why;
    }
    if ((f->kind == ARBI_FAM_WALK || f->kind == ARBI_FAM_PLAYER || f->kind == ARBI_FAM_COSTED) && !field_fn(L, t, "label"))
        return f->kind == ARBI_FAM_WALK ? "a walk family needs label = function(g, row, col)"
             : f->kind == ARBI_FAM_PLAYER ? "a player family needs label = function(g, q)"
             : "a costed family needs label = function(g, card, i)";
    if (f->kind == ARBI_FAM_GRID) {
        const char *bad = read_judge(g, L, t, f, why, n);
        if (bad) return bad;
    }
    const char *bad = read_run(g, L, t, f, why, n);
    if (!bad) {                   /* the run, where the driver takes it in one call */
        lua_rawgeti(L, LUA_REGISTRYINDEX, g->fam_ref);
        lua_rawgeti(L, -1, f->fn + ARBI_FN_RUN);
        f->run_ref = luaL_ref(L, LUA_REGISTRYINDEX);
        lua_pop(L, 1);
    }
    return bad;
}

static int add_family(arb_game *g)
{
    if (g->nfams < g->famcap) return 0;
    int ncap = g->famcap ? g->famcap * 2 : 16;
    arbi_family *nf = realloc(g->fams, sizeof *nf * (size_t)ncap);
    if (!nf) return -1;
    g->fams = nf;
    g->famcap = ncap;
    return 0;
}

/* A window's who, prompt, reason: a function (kept) or a text (an atom). */
static void read_text_or_fn(arb_game *g, lua_State *L, int t, const char *k, int *fn, uint32_t *text)
{
    int ty = lua_getfield(L, t, k);
    if (ty == LUA_TFUNCTION) {
        *fn = ++g->nwinfns;
        lua_rawgeti(L, LUA_REGISTRYINDEX, g->fam_ref);
        lua_pushvalue(L, -2);
        lua_rawseti(L, -2, -*fn);
        lua_pop(L, 1);
    } else if (ty == LUA_TSTRING && text) {
        *text = arbi_atom(&g->atoms, lua_tostring(L, -1));
    }
    lua_pop(L, 1);
}

/* Reads window w, its table on top of L: a phase's, or (what = "window")
 * one asked in the middle of a procedure; `name` names it. */
int arbi_read_window(arb_game *g, arbi_window *w, const char *what, const char *name)
{
    lua_State *L = g->L;
    int t = lua_gettop(L);
    memset(w, 0, sizeof *w);
    read_text_or_fn(g, L, t, "who", &w->who, NULL);
    read_text_or_fn(g, L, t, "prompt", &w->prompt, &w->prompt_text);
    if (!w->prompt && !w->prompt_text) {
        char text[300];
        snprintf(text, sizeof text, "%s: choose an action", name);
        w->prompt_text = arbi_atom(&g->atoms, text);
    }
    read_text_or_fn(g, L, t, "reason", &w->reason, &w->reason_text);
    lua_getfield(L, t, "families");
    w->first = g->nfams;
    int n = (int)luaL_len(L, -1);
    for (int i = 1; i <= n; i++) {
        if (add_family(g)) return arbi_fail(g, ARB_ENOMEM, "out of memory"), -1;
        lua_geti(L, -1, i);
        char buf[200];
        const char *why = read_family(g, L, lua_gettop(L), &g->fams[g->nfams], buf, sizeof buf);
        lua_settop(L, t + 1);
        if (why) {
            arbi_fail(g, ARB_ESCRIPT, "the ruleset's %s '%s', option family %d: %s", what, name, i, why);
            return -1;
        }
        const arbi_family *nf = &g->fams[g->nfams];   /* (a walk family's base is Lua, and so may a costed one's usable be) */
        if (nf->reaches && strcmp(what, "window")) {
            arbi_fail(g, ARB_ESCRIPT, "the ruleset's %s '%s', option family %d: reaches = true needs the distance "
                      "a window is asked with (g:window(name, p, d)); a phase's window has none", what, name, i);
            return -1;
        }
        w->has_list |= nf->kind == ARBI_FAM_LIST || nf->kind == ARBI_FAM_GRID || (nf->kind == ARBI_FAM_WALK && nf->has_base)
                       || (nf->kind == ARBI_FAM_COSTED && nf->usable);
        w->has_targets |= g->fams[g->nfams].kind == ARBI_FAM_TARGETS && !g->fams[g->nfams].allow_data;
        if (nf->kind == ARBI_FAM_WALK) arbi_walk_group(g, w->first, g->nfams);
        g->nfams++;
    }
    w->count = g->nfams - w->first;
    lua_settop(L, t);
    return 0;
}

/* ---- what the kernel knows of each definition ------------------------------ */

/* A list's while_any: whether each definition has the field (the raw
 * definitions on top of L). */
static int compile_while_any(arb_game *g, lua_State *L, arbi_family *f)
{
    uint8_t *marks = realloc(f->grid_of, (size_t)(g->ndefs ? g->ndefs : 1));
    if (!marks) return -1;
    f->grid_of = marks;
    for (int d = 0; d < g->ndefs; d++) {
        lua_rawgeti(L, -1, d + 1);
        lua_getfield(L, -1, arbi_atom_str(&g->atoms, f->any_has));
        marks[d] = (uint8_t)lua_toboolean(L, -1);
        lua_pop(L, 2);
    }
    return 0;
}

/* After the cards are loaded (and after a reload): each family's costs and
 * abilities per definition, read once -- definitions never change. */
int arbi_compile_families(arb_game *g)
{
    lua_State *L = g->L;
    uint32_t *atoms = realloc(g->def_atom, sizeof *atoms * (size_t)(g->ndefs ? g->ndefs : 1));
    if (!atoms) return -1;
    g->def_atom = atoms;
    for (int d = 0; d < g->ndefs; d++) g->def_atom[d] = arbi_atom(&g->atoms, g->defs[d].name);
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->raw_ref);
    for (int i = 0; i < g->nfams; i++) {
        arbi_family *f = &g->fams[i];
        if (f->cost) {
            int32_t *c = realloc(f->cost_of, sizeof *c * (size_t)(g->ndefs ? g->ndefs : 1));
            if (!c) return lua_pop(L, 1), -1;
            f->cost_of = c;
            f->min_cost = INT32_MAX;
        }
        if (f->kind == ARBI_FAM_ABILITIES) {
            for (int zi = 0; zi < f->nzones; zi++) {
                uint8_t *o = realloc(f->zones[zi].order_of, (size_t)(g->ndefs ? g->ndefs : 1));
                if (!o) return lua_pop(L, 1), -1;
                f->zones[zi].order_of = o;
            }
        }
        if (f->guard) {
            uint8_t *s = realloc(f->guard_of, (size_t)(g->ndefs ? g->ndefs : 1));
            if (!s) return lua_pop(L, 1), -1;
            f->guard_of = s;
        }
        if (f->kind == ARBI_FAM_GRID && arbi_compile_grid(g, L, f)) return lua_pop(L, 1), -1;
        if (f->kind == ARBI_FAM_WALK && arbi_compile_walk(g, L, f)) return lua_pop(L, 1), -1;
        if (f->any_has && compile_while_any(g, L, f)) return lua_pop(L, 1), -1;
        if (f->kind == ARBI_FAM_COSTED && arbi_compile_costed(g, L, f)) return lua_pop(L, 1), -1;
        for (int d = 0; d < g->ndefs; d++) {
            lua_rawgeti(L, -1, d + 1);
            if (f->cost) {
                lua_getfield(L, -1, arbi_atom_str(&g->atoms, f->cost));
                f->cost_of[d] = lua_isinteger(L, -1) ? (int32_t)lua_tointeger(L, -1) : INT32_MIN;
                if (f->cost_of[d] != INT32_MIN && f->cost_of[d] < f->min_cost) f->min_cost = f->cost_of[d];
                lua_pop(L, 1);
            }
            if (f->guard) {
                lua_getfield(L, -1, arbi_atom_str(&g->atoms, f->guard));
                f->guard_of[d] = (uint8_t)lua_toboolean(L, -1);
                lua_pop(L, 1);
            }
            if (f->kind == ARBI_FAM_ABILITIES) {
                unsigned has = 0;               /* a bit per slot of the family's it has */
                for (int s = 0; s < f->nslots; s++) {
                    lua_getfield(L, -1, arbi_atom_str(&g->atoms, f->slot[s]));
                    if (lua_isfunction(L, -1) || lua_istable(L, -1))   /* (a table: verbs as data) */
                        has |= 1u << s;
                    lua_pop(L, 1);
                }
                for (int zi = 0; zi < f->nzones; zi++) {
                    arbi_ab_zone *az = &f->zones[zi];
                    az->order_of[d] = 0;
                    for (int j = 0; j < az->nslots; j++)
                        if (has & (1u << az->slot[j])) az->order_of[d] |= (uint8_t)(1u << j);
                }
            }
            lua_pop(L, 1);
        }
    }
    lua_pop(L, 1);
    return 0;
}

void arbi_free_families(arb_game *g)
{
    for (int i = 0; i < g->nfams; i++) {
        free(g->fams[i].cost_of);
        for (int zi = 0; g->fams[i].kind == ARBI_FAM_ABILITIES && zi < g->fams[i].nzones; zi++)
            free(g->fams[i].zones[zi].order_of);
        free(g->fams[i].guard_of);
        free(g->fams[i].grid_of);
        free(g->fams[i].range_of);
        free(g->fams[i].in_play_of);
        free(g->fams[i].jw_of);
        free(g->fams[i].act_of);
        arbi_free_cost_mods(&g->fams[i]);
        free(g->fams[i].ab_first);
        free(g->fams[i].ab_n);
        free(g->fams[i].ab_price);
        free(g->fams[i].ab_marks);
    }
    free(g->fams);
    free(g->wins);
    free(g->def_atom);
}

