/*
 * mods.c -- mods as packages: `--mod NAME`.
 *
 * A mod is a folder holding manifest.lua, its cards in cards/ and its
 * rulings in tests/:
 *
 *   return { name = "bright", version = "1.0", game = "tutorial",
 *            depends = { "dim" } }
 *
 * NAME is a folder (relative to here or absolute), else ROOT/mods/NAME; a
 * dependency is looked for the same way and beside the mod that names it.
 * The manifest is data: it is read in a bare Lua state with no libraries
 * and a small instruction budget, and every field is checked.  Mods load
 * after the game's own cards, dependencies first, each once; a mod for
 * another game, a missing dependency and a cycle are errors.  A mod may
 * replace the game's own cards and those of a mod it depends on; two mods
 * that do not depend on each other may not define the same card name --
 * each mod has its own names, so loading two never silently picks one's
 * card over the other's (mods_clash below checks it with a probe game per
 * mod).  A save names the mods' card folders, as it names any card folder.
 */
#define _XOPEN_SOURCE 700             /* realpath */
#include "repl.h"
#include <lauxlib.h>
#include <lua.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define MANIFEST "manifest.lua"
#define MAX_MODS 32

static int is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static void stop(lua_State *L, lua_Debug *ar)
{
    (void)ar;
    luaL_error(L, "the manifest runs too long (it should be a plain table)");
}

/* Field k of the manifest table on top: a string, or NULL (then *bad says
 * whether it was there but not a string). */
static char *text_field(lua_State *L, const char *k, int *bad)
{
    lua_getfield(L, -1, k);
    char *v = lua_type(L, -1) == LUA_TSTRING ? repl_xstrdup(lua_tostring(L, -1)) : NULL;
    if (!v && !lua_isnil(L, -1)) *bad = 1;
    lua_pop(L, 1);
    return v;
}

static int read_fields(lua_State *L, repl_mod *m, char *err, size_t errlen)
{
    static const char *const known[] = { "name", "version", "game", "depends", "description", NULL };
    int bad = 0;
    lua_pushnil(L);
    while (lua_next(L, -2)) {
        lua_pop(L, 1);
        int ok = 0;
        for (int i = 0; known[i] && lua_type(L, -1) == LUA_TSTRING; i++)
            ok |= !strcmp(known[i], lua_tostring(L, -1));
        if (!ok) {
            snprintf(err, errlen, "%s/%s: unknown field '%s' (a manifest has name, version, "
                     "game, depends, description)", m->dir, MANIFEST, luaL_tolstring(L, -1, NULL));
            return -1;
        }
    }
    m->name = text_field(L, "name", &bad);
    m->version = text_field(L, "version", &bad);
    m->game = text_field(L, "game", &bad);
    if (bad || !m->name || !m->version || !m->game) {
        snprintf(err, errlen, "%s/%s: a manifest needs name, version and game, as strings",
                 m->dir, MANIFEST);
        return -1;
    }
    lua_getfield(L, -1, "depends");
    int n = lua_istable(L, -1) ? (int)lua_rawlen(L, -1) : 0;
    if (!lua_isnil(L, -1) && !lua_istable(L, -1)) n = -1;
    m->depends = repl_xmalloc(sizeof *m->depends * (size_t)(n > 0 ? n + 1 : 1));
    m->ndeps = 0;
    for (int i = 1; i <= n; i++) {
        lua_rawgeti(L, -1, i);
        if (lua_type(L, -1) == LUA_TSTRING) m->depends[m->ndeps++] = repl_xstrdup(lua_tostring(L, -1));
        else n = -1;
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    if (n < 0) {
        snprintf(err, errlen, "%s/%s: depends must be a list of mod names", m->dir, MANIFEST);
        return -1;
    }
    return 0;
}

/* Reads dir/manifest.lua into m (m->dir already set). */
static int read_manifest(repl_mod *m, char *err, size_t errlen)
{
    repl_buf path = {0};
    repl_buf_printf(&path, "%s/%s", m->dir, MANIFEST);
    lua_State *L = luaL_newstate();
    int rc = -1;
    if (!L) snprintf(err, errlen, "out of memory");
    else if (luaL_loadfilex(L, path.p, "t") != LUA_OK) {
        snprintf(err, errlen, "%s", lua_tostring(L, -1));
    } else {
        lua_sethook(L, stop, LUA_MASKCOUNT, 100000);
        if (lua_pcall(L, 0, 1, 0) != LUA_OK) snprintf(err, errlen, "%s: %s", path.p, lua_tostring(L, -1));
        else if (!lua_istable(L, -1)) snprintf(err, errlen, "%s must return a table", path.p);
        else rc = read_fields(L, m, err, errlen);
    }
    if (L) lua_close(L);
    repl_buf_free(&path);
    return rc;
}

void repl_mod_free(repl_mod *m)
{
    free(m->name);
    free(m->version);
    free(m->game);
    free(m->dir);
    free(m->cards);
    for (int i = 0; i < m->ndeps; i++) free(m->depends[i]);
    free(m->depends);
    memset(m, 0, sizeof *m);
}

/* The folder of mod `name`: itself, beside `near` (a mod naming it), or
 * under root/mods.  NULL if none holds a manifest. */
static char *find_mod(const char *root, const char *near, const char *name)
{
    repl_buf b = {0};
    for (int k = 0; k < 3; k++) {
        b.n = 0;
        if (k == 0) repl_buf_printf(&b, "%s", name);
        else if (k == 1 && near) repl_buf_printf(&b, "%s/../%s", near, name);
        else if (k == 2) repl_buf_printf(&b, "%s/mods/%s", root, name);
        else continue;
        repl_buf_printf(&b, "/%s", MANIFEST);
        struct stat st;
        if (stat(b.p, &st) == 0 && S_ISREG(st.st_mode)) {
            b.p[b.n - sizeof MANIFEST] = 0;
            char *abs = realpath(b.p, NULL);
            repl_buf_free(&b);
            return abs;
        }
    }
    repl_buf_free(&b);
    return NULL;
}

int repl_mod_open(const char *root, const char *near, const char *name, repl_mod *m,
                  char *err, size_t errlen)
{
    memset(m, 0, sizeof *m);
    m->dir = find_mod(root, near, name);
    if (!m->dir) {
        snprintf(err, errlen, "no mod '%s' (a folder holding %s, here or in the root's mods "
                 "folder)", name, MANIFEST);
        return -1;
    }
    if (read_manifest(m, err, errlen)) { repl_mod_free(m); return -1; }
    repl_buf b = {0};
    repl_buf_printf(&b, "%s/cards", m->dir);
    m->cards = b.p;
    if (!is_dir(m->cards)) {
        snprintf(err, errlen, "mod %s has no cards folder (%s)", m->name, m->cards);
        repl_mod_free(m);
        return -1;
    }
    return 0;
}

/* ---- a set of mods, dependencies first -------------------------------------- */

static int find_loaded(const repl_mods *ms, const char *name)
{
    for (int i = 0; i < ms->n; i++)
        if (!strcmp(ms->v[i].name, name)) return i;
    return -1;
}

/* Adds mod `name` after its dependencies; `path` holds the names being
 * added (a cycle check). */
static int add_mod(repl_mods *ms, const char *root, const char *game, const char *near,
                   const char *name, const char **path, int depth, char *err, size_t errlen)
{
    repl_mod m;
    for (int i = 0; i < depth; i++)
        if (!strcmp(path[i], name))
            return snprintf(err, errlen, "the mods depend on each other in a cycle (%s ... %s)",
                            path[0], name), -1;
    if (depth >= MAX_MODS || ms->n >= MAX_MODS)
        return snprintf(err, errlen, "more than %d mods", MAX_MODS), -1;
    if (repl_mod_open(root, near, name, &m, err, errlen)) return -1;
    if (find_loaded(ms, m.name) >= 0) { repl_mod_free(&m); return 0; }
    if (strcmp(m.game, game)) {
        snprintf(err, errlen, "mod %s is for %s, not %s (start with --game %s)", m.name, m.game,
                 game, m.game);
        repl_mod_free(&m);
        return -1;
    }
    path[depth] = name;
    for (int i = 0; i < m.ndeps; i++)
        if (add_mod(ms, root, game, m.dir, m.depends[i], path, depth + 1, err, errlen)) {
            repl_mod_free(&m);
            return -1;
        }
    ms->v[ms->n++] = m;
    return 0;
}

void repl_mods_free(repl_mods *ms)
{
    for (int i = 0; i < ms->n; i++) repl_mod_free(&ms->v[i]);
    free(ms->v);
    memset(ms, 0, sizeof *ms);
}

int repl_mods_open(repl_mods *ms, const char *root, const char *game, char **names,
                   char *err, size_t errlen)
{
    const char *path[MAX_MODS];
    memset(ms, 0, sizeof *ms);
    ms->v = repl_xmalloc(sizeof *ms->v * MAX_MODS);
    for (char **n = names; n && *n; n++)
        if (add_mod(ms, root, game, NULL, *n, path, 0, err, errlen)) {
            repl_mods_free(ms);
            return -1;
        }
    return 0;
}

/* Whether mod i depends on mod j, directly or not. */
static int depends_on(const repl_mods *ms, int i, int j, int depth)
{
    if (depth > MAX_MODS) return 0;
    for (int d = 0; d < ms->v[i].ndeps; d++) {
        int k = find_loaded(ms, ms->v[i].depends[d]);
        if (k == j || (k >= 0 && depends_on(ms, k, j, depth + 1))) return 1;
    }
    return 0;
}

const char *repl_mods_game(const char *root, char **names, char *err, size_t errlen)
{
    static char game[256];
    repl_mod m;
    if (!names || !*names) return NULL;
    if (repl_mod_open(root, NULL, names[0], &m, err, errlen)) return NULL;
    snprintf(game, sizeof game, "%s", m.game);
    repl_mod_free(&m);
    return game;
}

int repl_mods_dir_of(const repl_mods *ms, const char *file)
{
    for (int i = 0; i < ms->n; i++) {
        size_t k = strlen(ms->v[i].cards);
        if (!strncmp(file, ms->v[i].cards, k) && file[k] == '/') return i;
    }
    return -1;
}

/* The card names mod i defines: a game with the mod and what it depends
 * on; names whose file lies in the mod's folder.  Returns them joined by
 * "\n" (malloc'd), or NULL after err. */
static char *mod_names(const repl_mods *ms, int i, const arb_config *base, char *err, size_t errlen)
{
    const char *dirs[MAX_MODS + 1];
    int n = 0;
    for (int j = 0; j < ms->n; j++)
        if (j == i || depends_on(ms, i, j, 0)) dirs[n++] = ms->v[j].cards;
    dirs[n] = NULL;
    arb_config c = *base;
    c.more_cards = dirs;
    arb_game *g = arb_game_new(&c, err, errlen);
    if (!g) return NULL;
    repl_buf b = {0};
    repl_buf_puts(&b, "\n");
    for (int d = 0; d < arb_card_name_count(g); d++)
        if (repl_mods_dir_of(ms, arb_card_file(g, d)) == i)
            repl_buf_printf(&b, "%s\n", arb_card_name(g, d));
    arb_game_free(g);
    return b.p;
}

int repl_mods_clash(const repl_mods *ms, const arb_config *base, char *err, size_t errlen)
{
    char **names = repl_xmalloc(sizeof *names * (size_t)(ms->n ? ms->n : 1));
    int rc = 0, made = 0;
    for (; made < ms->n && !rc; made++)
        if (!(names[made] = mod_names(ms, made, base, err, errlen))) rc = -1;
    for (int i = 0; !rc && i < ms->n; i++)
        for (int j = i + 1; !rc && j < ms->n; j++) {
            if (depends_on(ms, i, j, 0) || depends_on(ms, j, i, 0)) continue;
            for (char *p = names[i] + 1; !rc && *p; p += strcspn(p, "\n") + 1) {
                repl_buf key = {0};
                repl_buf_printf(&key, "\n%.*s\n", (int)strcspn(p, "\n"), p);
                if (strstr(names[j], key.p))
                    rc = snprintf(err, errlen, "mods %s and %s both define the card '%.*s' (a mod "
                                  "may replace only the game's cards and those of a mod it "
                                  "depends on)", ms->v[i].name, ms->v[j].name,
                                  (int)strcspn(p, "\n"), p) ? -1 : -1;
                repl_buf_free(&key);
            }
        }
    for (int i = 0; i < made; i++) free(names[i]);
    free(names);
    return rc;
}

/* ---- naming the mods a game uses ------------------------------------------- */

int repl_mods_named(arb_game *g, const char *root, repl_buf *out)
{
    int n = 0;
    for (const char *const *d = arb_card_folders(g); d && *d; d++) {
        size_t k = strlen(*d);
        if (k < 6 || strcmp(*d + k - 6, "/cards")) continue;     /* MOD/cards */
        repl_buf dir = {0};
        if ((*d)[0] != '/') repl_buf_printf(&dir, "%s/", root);
        repl_buf_printf(&dir, "%.*s", (int)(k - 6), *d);
        repl_mod m;
        char err[256];
        if (!repl_mod_open(root, NULL, dir.p, &m, err, sizeof err)) {
            repl_buf_printf(out, "%s%s %s", n++ ? ", " : "", m.name, m.version);
            repl_mod_free(&m);
        }
        repl_buf_free(&dir);
    }
    return n;
}
