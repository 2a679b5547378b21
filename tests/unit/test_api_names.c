/*
 * test_api_names.c -- every method on `g` is documented, and nothing else is.
 *
 * Creates a tutorial game, lists the keys of the API table `g` (the C
 * bindings of kernel/lua/lapi.c plus the methods the kernel's prelude (kernel/lua/prelude.lua) adds to
 * the same table), and compares them with the `function Game:NAME(`
 * declarations in the API stubs: scripts/meta/arbiter.lua and the parts its
 * "-- PART <file>.lua" lines name.  Exits 1 naming each difference, so a new
 * binding cannot land without its documentation; a file in scripts/meta/
 * that arbiter.lua does not list is a difference too (gen_api.lua would
 * leave it out of docs/api.md).
 *
 * The names are listed by running Lua in the game's sandbox (arb_eval), so
 * the test sees exactly the `g` that scripts see.
 */
#include "arbiter.h"
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef ARB_SOURCE_DIR
#error "ARB_SOURCE_DIR must name the source tree (set by tests/unit/CMakeLists.txt)"
#endif

#define META ARB_SOURCE_DIR "/scripts/meta/"
#define STUBS "scripts/meta/*.lua"
#define MAX_NAMES 512
#define NAME_LEN 64

typedef struct names { int n; char v[MAX_NAMES][NAME_LEN]; } names;

static void add(names *s, const char *name, size_t len)
{
    if (s->n >= MAX_NAMES || len >= NAME_LEN) {
        fprintf(stderr, "test_api_names: too many or too long names (%.*s)\n", (int)len, name);
        exit(2);
    }
    memcpy(s->v[s->n], name, len);
    s->v[s->n][len] = 0;
    s->n++;
}

static int has(const names *s, const char *name)
{
    for (int i = 0; i < s->n; i++)
        if (!strcmp(s->v[i], name)) return 1;
    return 0;
}

static int cmp_name(const void *a, const void *b)
{
    return strcmp((const char *)a, (const char *)b);
}

/* Keys of `g` whose value is a function, listed by a query in the sandbox.
 * The query returns one string; arb_eval writes it as a quoted Lua literal. */
static int methods_on_g(arb_game *g, names *out)
{
    static const char src[] =
        "local t = {} for k, v in pairs(g) do "
        "if type(v) == 'function' then t[#t + 1] = k end end "
        "return table.concat(t, ' ')";
    static char text[1 << 16];
    if (arb_eval(g, src, 0, text, sizeof text) != ARB_OK) {
        fprintf(stderr, "test_api_names: listing g failed: %s\n", arb_errmsg(g));
        return -1;
    }
    size_t n = strlen(text);
    if (n < 2 || text[0] != '"' || text[n - 1] != '"') {
        fprintf(stderr, "test_api_names: unexpected query result: %s\n", text);
        return -1;
    }
    text[n - 1] = 0;
    for (char *p = text + 1; *p;) {
        size_t len = strcspn(p, " ");
        if (len) add(out, p, len);
        p += len;
        p += strspn(p, " ");
    }
    qsort(out->v, (size_t)out->n, NAME_LEN, cmp_name);
    return 0;
}

/* Names declared as `function Game:NAME(` at the start of a line of stub
 * file f, added to out; in arbiter.lua (parts != NULL), the files its
 * "-- PART " lines name, added to parts.  Returns the number of names
 * declared twice. */
static int methods_in_file(FILE *f, names *out, names *parts)
{
    static const char prefix[] = "function Game:", part[] = "-- PART ";
    char line[1024];
    int dups = 0;
    while (fgets(line, sizeof line, f)) {
        if (parts && !strncmp(line, part, sizeof part - 1)) {
            add(parts, line + sizeof part - 1, strcspn(line + sizeof part - 1, " \t\r\n"));
            continue;
        }
        if (strncmp(line, prefix, sizeof prefix - 1)) continue;
        const char *name = line + sizeof prefix - 1;
        size_t len = strspn(name, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_");
        if (len == 0 || name[len] != '(') continue;
        char buf[NAME_LEN];
        snprintf(buf, sizeof buf, "%.*s", (int)len, name);
        if (has(out, buf)) {
            printf("Game:%s is declared twice in " STUBS "\n", buf);
            dups++;
            continue;
        }
        add(out, name, len);
    }
    return dups;
}

/* Reads scripts/meta/<name> into out (and parts, see methods_in_file).
 * Returns the names declared twice, or -1 when the file cannot be read. */
static int methods_in(const char *name, names *out, names *parts)
{
    char path[4096];
    snprintf(path, sizeof path, META "%s", name);
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "test_api_names: cannot read %s\n", path);
        return -1;
    }
    int dups = methods_in_file(f, out, parts);
    fclose(f);
    return dups;
}

/* The stubs: arbiter.lua, then each part it lists.  Returns the names
 * declared twice, or -1 when a file cannot be read. */
static int methods_in_stubs(names *out, names *parts)
{
    int dups = methods_in("arbiter.lua", out, parts);
    for (int i = 0; dups >= 0 && i < parts->n; i++) {
        int d = methods_in(parts->v[i], out, NULL);
        dups = d < 0 ? -1 : dups + d;
    }
    qsort(out->v, (size_t)out->n, NAME_LEN, cmp_name);
    return dups;
}

/* The .lua files of scripts/meta/ that arbiter.lua does not list as parts:
 * prints each, returns how many. */
static int unlisted_stubs(const names *parts)
{
    DIR *d = opendir(META);
    if (!d) {
        printf("cannot list %s\n", META);
        return 1;
    }
    int bad = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        size_t n = strlen(e->d_name);
        if (n < 5 || strcmp(e->d_name + n - 4, ".lua") || !strcmp(e->d_name, "arbiter.lua")) continue;
        if (has(parts, e->d_name)) continue;
        printf("scripts/meta/%s is not listed as a PART in scripts/meta/arbiter.lua\n", e->d_name);
        bad++;
    }
    closedir(d);
    return bad;
}

int main(void)
{
    static names on_g, in_stubs;
    arb_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.root = ARB_SOURCE_DIR;
    cfg.game = "tutorial";
    cfg.seed = 1;
    char err[4096];
    arb_game *g = arb_game_new(&cfg, err, sizeof err);
    if (!g) {
        fprintf(stderr, "test_api_names: cannot create the tutorial game: %s\n", err);
        return 2;
    }
    int listed = methods_on_g(g, &on_g);
    arb_game_free(g);
    if (listed) return 2;

    static names parts;
    int bad = methods_in_stubs(&in_stubs, &parts);
    if (bad < 0) return 2;
    bad += unlisted_stubs(&parts);

    for (int i = 0; i < on_g.n; i++) {
        if (has(&in_stubs, on_g.v[i])) continue;
        printf("g:%s exists on g but is not documented in " STUBS "\n", on_g.v[i]);
        bad++;
    }
    for (int i = 0; i < in_stubs.n; i++) {
        if (has(&on_g, in_stubs.v[i])) continue;
        printf("Game:%s is documented in " STUBS " but g has no such method\n",
               in_stubs.v[i]);
        bad++;
    }
    if (bad) {
        printf("%d difference%s: update " STUBS ", then run "
               "`lua5.4 tests/tools/gen_api.lua` to regenerate docs/api.md\n",
               bad, bad == 1 ? "" : "s");
        return 1;
    }
    printf("ok: %d methods on g, all documented\n", on_g.n);
    return 0;
}
