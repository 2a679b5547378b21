/*
 * optfile.c -- g:option_file(key): the text of a file that the game's options name.
 *
 * A host passes options as "k=v,k=v"; a value cannot hold a whole deck
 * list, so a ruleset that takes one (a deck file) asks for the file the
 * option names.  Only a file named by the options the host gave can be
 * read -- a script cannot choose a path -- so a card cannot read the
 * machine's files.  A relative path is tried from the current folder, then
 * from the game's root.  The text is capped at ARBI_OPTFILE_MAX bytes and
 * must hold no NUL byte.  Returns the text, or nil and a message naming the
 * key and the path.  A saved game records the option, not the file: a
 * replay reads the file again, and the replay's state hash check refuses a
 * file that changed.
 */
#include "game.h"
#include "lapi.h"
#include <lauxlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ARBI_OPTFILE_MAX (1u << 20)

/* Copies the value of option `key` from "k=v,k=v" text into buf; 0 if absent. */
static int option_value(const char *opts, const char *key, char *buf, size_t cap)
{
    size_t kn = strlen(key);
    for (const char *p = opts; p && *p; ) {
        const char *end = strchr(p, ',');
        size_t n = end ? (size_t)(end - p) : strlen(p);
        while (n && (*p == ' ')) { p++; n--; }
        if (n > kn && !strncmp(p, key, kn) && p[kn] == '=') {
            size_t vn = n - kn - 1;
            if (vn >= cap) vn = cap - 1;
            memcpy(buf, p + kn + 1, vn);
            buf[vn] = 0;
            return 1;
        }
        p = end ? end + 1 : NULL;
    }
    return 0;
}

static char *read_capped(const char *path, size_t *n)
{
    char *text = arbi_read_file(path, n);
    if (text && (*n > ARBI_OPTFILE_MAX || memchr(text, 0, *n))) { free(text); return NULL; }
    return text;
}

/* g:option_file(key) -> text | nil, message */
static int l_option_file(lua_State *L)
{
    arb_game *g = GAME(L);
    const char *key = luaL_checkstring(L, 2);
    char path[1024], full[2048];
    if (!option_value(g->options, key, path, sizeof path) || !path[0]) {
        lua_pushnil(L);
        lua_pushfstring(L, "no option '%s' names a file", key);
        return 2;
    }
    size_t n = 0;
    char *text = read_capped(path, &n);
    if (!text && path[0] != '/' && g->root) {
        snprintf(full, sizeof full, "%s/%s", g->root, path);
        text = read_capped(full, &n);
    }
    if (!text) {
        lua_pushnil(L);
        lua_pushfstring(L, "option %s: cannot read '%s' (missing, not text, or over %d bytes)",
                        key, path, (int)ARBI_OPTFILE_MAX);
        return 2;
    }
    arbi_check_strings(L, g, n);
    lua_pushlstring(L, text, n);
    free(text);
    return 1;
}

void arbi_open_optfile(lua_State *L, arb_game *g)
{
    lua_pushlightuserdata(L, g);
    lua_pushcclosure(L, l_option_file, 1);
    lua_setfield(L, -2, "option_file");
}
