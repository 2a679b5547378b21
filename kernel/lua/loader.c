/*
 * loader.c -- reading the prelude, a ruleset and its cards from disk.
 *
 * Every file is hashed as it is read (FNV-1a 64 of its bytes); the hashes
 * make up the card pool's identity, go into saved games, and let a replay
 * refuse to run against scripts that changed.  Card files are loaded in
 * sorted order so that definition numbers do not depend on the directory.
 * Extra card folders (mods) load after the game's own, in the order given,
 * each card replacing a loaded one of the same name.  Every card is checked
 * against the game's schema, if it has one (schema.c).
 */
#include "steps.h"
#include "options.h"
#include <dirent.h>
#include <lauxlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char *arbi_read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap + 1);
    while (buf) {
        size_t got = fread(buf + n, 1, cap - n, f);
        n += got;
        if (n < cap) break;
        char *nb = realloc(buf, cap * 2 + 1);
        if (!nb) { free(buf); buf = NULL; break; }
        buf = nb;
        cap *= 2;
    }
    fclose(f);
    if (!buf) return NULL;
    buf[n] = 0;
    if (len) *len = n;
    return buf;
}

static char *join(const char *a, const char *b)
{
    size_t n = strlen(a) + strlen(b) + 2;
    char *p = malloc(n);
    if (p) snprintf(p, n, "%s/%s", a, b);
    return p;
}

/* Paths are relative to the root unless absolute (a mod folder may be). */
static char *resolve(const arb_game *g, const char *rel)
{
    return rel[0] == '/' ? arbi_strdup(rel) : join(g->root, rel);
}

static void note_script(arb_game *g, const char *file, uint64_t h)
{
    if (g->nscripts >= g->scriptcap) {
        int ncap = g->scriptcap ? g->scriptcap * 2 : 16;
        arbi_script *ns = realloc(g->scripts, sizeof *ns * (size_t)ncap);
        if (!ns) return;
        g->scripts = ns;
        g->scriptcap = ncap;
    }
    char *copy = arbi_strdup(file);
    if (!copy) return;                     /* out of memory: a save will not list it */
    g->scripts[g->nscripts].file = copy;
    g->scripts[g->nscripts].hash = h;
    g->nscripts++;
}

/* Calls the function below its nargs arguments on g->L under the budget:
 * everything a script controls at load time (the file itself, the __index
 * of a definition it returned, the ruleset's options function) runs so. */
static int call_budgeted(arb_game *g, int nargs, int nres)
{
    arbi_arm(g, g->L);
    int rc = lua_pcall(g->L, nargs, nres, 0);
    arbi_disarm(g->L);
    return rc == LUA_OK ? 0 : -1;
}

char *arbi_script_text(arb_game *g, const char *rel, size_t *n)
{
    for (int i = 0; i < g->nsources; i++) {
        if (strcmp(g->sources[i].file, rel)) continue;
        char *copy = malloc(g->sources[i].len + 1);
        if (!copy) return NULL;
        memcpy(copy, g->sources[i].src, g->sources[i].len);
        copy[g->sources[i].len] = 0;
        *n = g->sources[i].len;
        return copy;
    }
    char *path = resolve(g, rel);
    char *src = path ? arbi_read_file(path, n) : NULL;
    free(path);
    return src;
}

/* Runs src, the content of rel, as a sandboxed chunk with no arguments.
 * Leaves its first result on the stack; -1 with g->err set. */
static int run_text(arb_game *g, const char *rel, const char *src, size_t n, int env_ref)
{
    char chunk[512];
    snprintf(chunk, sizeof chunk, "@%s", rel);
    int rc = arbi_load_chunk(g, src, n, chunk, env_ref);
    if (rc == 0) rc = call_budgeted(g, 0, 1);
    if (rc) {
        arbi_fail(g, ARB_ESCRIPT, "%s", lua_tostring(g->L, -1));
        lua_pop(g->L, 1);
        return -1;
    }
    return 0;
}

/* The prelude is compiled into the kernel (kernel/lua/embed.cmake); its
 * hash is part of the pool like any script's. */
extern const unsigned char arbi_prelude_src[];
extern const size_t arbi_prelude_src_len;
#define PRELUDE_NAME "kernel/lua/prelude.lua"

static int run_prelude(arb_game *g)
{
    const char *src = (const char *)arbi_prelude_src;
    size_t n = arbi_prelude_src_len;
    note_script(g, PRELUDE_NAME, arbi_fnv(src, n, ARBI_FNV_SEED));
    if (arbi_load_chunk(g, src, n, "@" PRELUDE_NAME, LUA_NOREF) == 0
        && lua_pcall(g->L, 0, 1, 0) == LUA_OK) return 0;
    arbi_fail(g, ARB_ESCRIPT, "%s", lua_tostring(g->L, -1));
    lua_pop(g->L, 1);
    return -1;
}

/* Runs the script rel (see run_text) and records its hash. */
static int run_file(arb_game *g, const char *rel, int env_ref)
{
    size_t n;
    char *src = arbi_script_text(g, rel, &n);
    if (!src) { arbi_fail(g, ARB_EIO, "cannot read %s/%s", g->root, rel); return -1; }
    note_script(g, rel, arbi_fnv(src, n, ARBI_FNV_SEED));
    int rc = run_text(g, rel, src, n, env_ref);
    free(src);
    return rc;
}

/* include(name): loads scripts/<game>/<name>.lua once, in the sandbox;
 * include("lib/name") loads scripts/lib/<name>.lua, the helpers every
 * ruleset may share (a deck-file parser).  Nothing else is reachable. */
static int l_include(lua_State *L)
{
    arb_game *g = lua_touserdata(L, lua_upvalueindex(1));
    const char *name = luaL_checkstring(L, 1);
    int lib = !strncmp(name, "lib/", 4);
    const char *file = lib ? name + 4 : name;
    if (!*file || strstr(file, "..") || strchr(file, '/'))
        return luaL_error(L, "include takes a plain file name or lib/<name>, not '%s'", name);
    lua_getfield(L, LUA_REGISTRYINDEX, ARBI_REG);
    lua_getfield(L, -1, "included");
    if (lua_getfield(L, -1, name) != LUA_TNIL) return 1;
    lua_pop(L, 1);
    char rel[512];
    snprintf(rel, sizeof rel, "scripts/%s/%s.lua", lib ? "lib" : g->game, file);
    if (run_file(g, rel, g->env_ref)) return luaL_error(L, "%s", g->err);
    lua_pushvalue(L, -1);
    lua_setfield(L, -3, name);
    return 1;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Sorted list of the *.lua files in dir (NULL-terminated), or NULL. */
static char **list_lua(const char *dir, int *count)
{
    DIR *d = opendir(dir);
    if (!d) return NULL;
    int n = 0, cap = 64, oom = 0;
    char **v = malloc(sizeof *v * (size_t)cap);
    struct dirent *e;
    while (v && !oom && (e = readdir(d))) {
        size_t len = strlen(e->d_name);
        if (len < 5 || strcmp(e->d_name + len - 4, ".lua")) continue;
        if (n + 1 >= cap) {
            char **nv = realloc(v, sizeof *v * (size_t)(cap *= 2));
            if (!nv) { oom = 1; break; }
            v = nv;
        }
        if (!(v[n] = arbi_strdup(e->d_name))) oom = 1;
        else n++;
    }
    closedir(d);
    if (!v || oom) {                       /* never a silently shorter card list */
        for (int i = 0; v && i < n; i++) free(v[i]);
        free(v);
        *count = -1;
        return NULL;
    }
    qsort(v, (size_t)n, sizeof *v, cmp_str);
    v[n] = NULL;
    *count = n;
    return v;
}

/* ---- definitions by name ---------------------------------------------------
 * An open-addressing table of def positions keyed by their name hash (at
 * most half full), so that loading n cards and every g:card_def or
 * g:new_card by name cost one probe or two, not a scan of every name. */

static void def_index_put(arb_game *g, int i)
{
    uint32_t mask = (uint32_t)g->def_index_cap - 1;
    uint32_t k = g->defs[i].name_hash & mask;
    while (g->def_index[k] >= 0) k = (k + 1) & mask;
    g->def_index[k] = i;
}

/* Makes room for one more definition; rebuilds the table when it grows. */
static int def_index_room(arb_game *g)
{
    if (2 * (g->ndefs + 1) <= g->def_index_cap) return 0;
    int cap = g->def_index_cap ? 2 * g->def_index_cap : 256;
    int32_t *t = malloc(sizeof *t * (size_t)cap);
    if (!t) return -1;
    free(g->def_index);
    g->def_index = t;
    g->def_index_cap = cap;
    for (int k = 0; k < cap; k++) t[k] = -1;
    for (int i = 0; i < g->ndefs; i++) def_index_put(g, i);
    return 0;
}

int arbi_def_find(const arb_game *g, const char *name)
{
    if (!g->def_index_cap) return -1;
    uint32_t h = (uint32_t)arbi_fnv(name, strlen(name), ARBI_FNV_SEED);
    uint32_t mask = (uint32_t)g->def_index_cap - 1;
    for (uint32_t k = h & mask;; k = (k + 1) & mask) {
        int i = g->def_index[k];
        if (i < 0) return -1;
        if (g->defs[i].name_hash == h && !strcmp(g->defs[i].name, name)) return i;
    }
}

int arbi_def_borrowed_slow(const arb_game *g, arb_card_id c, uint32_t key)
{
    const arbi_var *v = arbi_var_get(&g->st, ARBI_SCOPE(ARBI_SCOPE_CARD, c), key);
    return v && v->type == ARBI_VSTR ? arbi_def_find(g, arbi_atom_str(&g->atoms, (uint32_t)v->value)) : -1;
}

static int add_def_slot(arb_game *g)
{
    if (g->ndefs < g->defcap) return 0;
    int ncap = g->defcap ? g->defcap * 2 : 128;
    arbi_def *nd = realloc(g->defs, sizeof *nd * (size_t)ncap);
    if (!nd) return -1;
    g->defs = nd;
    uint32_t *nh = realloc(g->def_hash, sizeof *nh * (size_t)ncap);
    if (!nh) return -1;
    g->def_hash = nh;
    g->defcap = ncap;
    return 0;
}

/* The definition's file (taken) and content: taken as the one the game
 * began with, or (a reload) left to the caller. */
static void set_def_text(arbi_def *d, char *file, char *src, size_t n, int mode)
{
    free(d->file);
    d->file = file;
    d->hash = arbi_fnv(src, n, ARBI_FNV_SEED);
    if (mode == ARBI_DEF_RELOAD) return;
    free(d->src);
    d->src = src;
    d->srclen = n;
}

int arbi_load_def_text(arb_game *g, const char *rel, char *src, size_t n, int mode)
{
    lua_State *L = g->L;
    int replace = mode != ARBI_DEF_NEW;
    int bad = run_text(g, rel, src, n, g->env_ref);
    if (!bad && arbi_schema_check(g, rel, src)) {
        lua_pop(L, 1);                     /* the definition the schema refused */
        bad = 1;
    }
    if (bad) {
        if (mode != ARBI_DEF_RELOAD) free(src);
        return -1;
    }
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->prelude_ref);
    lua_getfield(L, -1, "card_loaded");
    lua_remove(L, -2);
    lua_insert(L, -2);
    lua_pushstring(L, rel);
    if (call_budgeted(g, 2, 2)) {
        arbi_fail(g, ARB_ESCRIPT, "%s", lua_tostring(L, -1));
        lua_pop(L, 1);
        if (mode != ARBI_DEF_RELOAD) free(src);
        return -1;
    }
    const char *name = lua_tostring(L, -2);
    if (!arbi_nesting_ok(L, lua_gettop(L), ARBI_MAX_NESTING)) {
        arbi_fail(g, ARB_ESCRIPT, "%s: the definition of %s nests tables more than %d deep", rel, name,
                  ARBI_MAX_NESTING);
        if (mode != ARBI_DEF_RELOAD) free(src);
        lua_pop(L, 2);
        return -1;
    }
    int i = arbi_def_find(g, name);
    int twice = i >= 0 && (!replace || (mode == ARBI_DEF_REPLACE && g->defs[i].folder == g->folder));
    if (twice || (i < 0 && mode == ARBI_DEF_RELOAD) || (i < 0 && (add_def_slot(g) || def_index_room(g)))) {
        if (i >= 0) arbi_fail(g, ARB_ESCRIPT, "%s: a card named '%s' is already defined by %s", rel, name, g->defs[i].file);
        else if (mode == ARBI_DEF_RELOAD) arbi_fail(g, ARB_ESCRIPT, "%s: no card named '%s' is loaded (a reload may not rename a card)", rel, name);
        else arbi_fail(g, ARB_ENOMEM, "out of memory");
        if (mode != ARBI_DEF_RELOAD) free(src);
        lua_pop(L, 2);
        return -1;
    }
    char *copy = i < 0 ? arbi_strdup(name) : NULL, *file = arbi_strdup(rel);
    if ((i < 0 && !copy) || !file) {            /* out of memory: nothing registered */
        free(copy);
        free(file);
        if (mode != ARBI_DEF_RELOAD) free(src);
        lua_pop(L, 2);
        return arbi_fail(g, ARB_ENOMEM, "out of memory"), -1;
    }
    if (i < 0) {
        i = g->ndefs++;
        memset(&g->defs[i], 0, sizeof g->defs[i]);
        g->defs[i].name = copy;
    }
    int added = copy != NULL;               /* a new definition: into the index */
    if (mode != ARBI_DEF_RELOAD) g->defs[i].folder = g->folder;
    set_def_text(&g->defs[i], file, src, n, mode);
    g->defs[i].name_hash = (uint32_t)arbi_fnv(name, strlen(name), ARBI_FNV_SEED);
    g->def_hash[i] = g->defs[i].name_hash;
    if (added) def_index_put(g, i);
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->raw_ref);
    lua_pushvalue(L, -2);                  /* the definition */
    lua_rawseti(L, -2, i + 1);
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->defs_ref);
    lua_pushnil(L);                        /* its view: made when first read */
    lua_rawseti(L, -2, i + 1);
    lua_pop(L, 4);
    return 0;
}

static int load_card_dir(arb_game *g, const char *reldir, int replace)
{
    char *dir = resolve(g, reldir);
    int n = 0;
    char **files = dir ? list_lua(dir, &n) : NULL;
    g->folder++;                           /* a later folder may replace a card; this one may not twice */
    free(dir);
    if (!dir || n < 0) return arbi_fail(g, ARB_ENOMEM, "out of memory listing %s", reldir), -1;
    if (!files) return 0;                  /* no cards: a ruleset may have none */
    int rc = 0;
    for (int i = 0; i < n; i++) {
        char *rel = rc ? NULL : join(reldir, files[i]);
        size_t len;
        char *src = rel ? arbi_script_text(g, rel, &len) : NULL;
        if (rel && !src) {
            arbi_fail(g, ARB_EIO, "cannot read %s/%s", g->root, rel);
            rc = -1;
        } else if (src && arbi_load_def_text(g, rel, src, len, replace ? ARBI_DEF_REPLACE : ARBI_DEF_NEW)) rc = -1;
        free(rel);
        free(files[i]);
    }
    free(files);
    return rc;
}

/* An extra card folder (a mod) must exist: a mistyped one is an error,
 * not a game silently without its mod. */
static int load_extra_dir(arb_game *g, const char *reldir)
{
    char *dir = resolve(g, reldir);
    DIR *d = dir ? opendir(dir) : NULL;
    free(dir);
    if (!d) return arbi_fail(g, ARB_EIO, "no card folder '%s' (a relative one is read under %s)",
                             reldir, g->root), -1;
    closedir(d);
    return load_card_dir(g, reldir, 1);
}

static int l_traceback(lua_State *L)
{
    const char *msg = lua_tostring(L, 1);
    luaL_traceback(L, L, msg ? msg : "(error object is not a string)", 1);
    return 1;
}

/* Prelude, ruleset, cards.  Returns -1 with g->err set on failure. */
int arbi_load_all(arb_game *g)
{
    lua_State *L = g->L;
    lua_getfield(L, LUA_REGISTRYINDEX, ARBI_REG);
    lua_newtable(L); lua_setfield(L, -2, "included");
    lua_newtable(L);
    g->defs_ref = luaL_ref(L, LUA_REGISTRYINDEX);   /* g:def reads it by number */
    lua_newtable(L);
    g->raw_ref = luaL_ref(L, LUA_REGISTRYINDEX);    /* the kernel reads these */
    lua_pushlightuserdata(L, g);
    lua_pushcclosure(L, l_include, 1);
    lua_setfield(L, -2, "include");
    lua_pushcfunction(L, l_traceback);
    lua_setfield(L, -2, "traceback");
    arbi_open_shield(L, lua_gettop(L));
    arbi_open_freeze(L, lua_gettop(L));
    lua_pushcfunction(L, arbi_serialize);
    lua_setfield(L, -2, "serialize");
    arbi_open_steps(L, g);
    arbi_open_filter(L, lua_gettop(L), g);
    lua_setglobal(L, "__arbiter");          /* the prelude takes it and clears it */
    if (run_prelude(g)) return -1;
    g->prelude_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->prelude_ref);
    lua_getfield(L, -1, "freeze");
    g->freeze_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_pop(L, 1);
    lua_getfield(L, LUA_REGISTRYINDEX, ARBI_REG);
    lua_getfield(L, -1, "G");                /* frozen by the prelude */
    g->G_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_pop(L, 1);
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->prelude_ref);
    lua_getfield(L, -1, "env");
    g->env_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_pop(L, 1);
    char rel[512];
    snprintf(rel, sizeof rel, "scripts/%s/ruleset.lua", g->game);
    if (run_file(g, rel, g->env_ref) || arbi_check_options(g, lua_gettop(L))
        || arbi_secret_views(g, lua_gettop(L))) return -1;
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->prelude_ref);
    lua_getfield(L, -1, "set_ruleset");
    lua_remove(L, -2);
    lua_insert(L, -2);
    lua_pushstring(L, g->options ? g->options : "");
    lua_pushinteger(L, g->players);
    lua_pushboolean(L, g->quiet);
    if (call_budgeted(g, 4, 2)) {
        arbi_fail(g, ARB_ESCRIPT, "%s", lua_tostring(L, -1));
        lua_pop(L, 1);
        return -1;
    }
    g->players = (int)lua_tointeger(L, -2);
    if (arbi_read_phases(g)) return lua_pop(L, 1), -1;
    lua_pop(L, 1);
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->prelude_ref);
    lua_getfield(L, -1, "acts");
    g->acts_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    if (arbi_read_reactions(g)) return lua_pop(L, 1), -1;
    int rc = arbi_read_trigger_zones(g) || arbi_read_derived(g) || arbi_read_statics(g) || arbi_read_context(g)
             || arbi_read_layout(g);
    if (!rc && arbi_read_next_seat(g)) return lua_pop(L, 1), -1;
    lua_pop(L, 1);
    if (rc) return arbi_fail(g, ARB_ENOMEM, "out of memory"), -1;
    if (arbi_schema_open(g)) return -1;
    snprintf(rel, sizeof rel, "cards/%s", g->game);
    if (load_card_dir(g, rel, 0)) return -1;
    for (int i = 0; i < g->nextras; i++)
        if (load_extra_dir(g, g->extras[i])) return -1;
    return arbi_compile_defs(g) || arbi_compile_layout(g) ? -1 : 0;
}
