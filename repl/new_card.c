/*
 * new_card.c -- `arbiter new-card GAME NAME [--mod DIR]`: a card file and a
 * scenario file to start from.
 *
 * The card goes to ROOT/cards/GAME/<slug>.lua, or DIR/cards/<slug>.lua for a
 * mod; its rulings to ROOT/tests/rules/GAME/<slug>.lua, or DIR/tests/.  The
 * card's text comes from the game's template, scripts/GAME/card_template.lua
 * (every NAME replaced by the card's name, which may therefore hold no
 * quote or backslash), or a plain card{} where the game has
 * none.  Existing files are never overwritten.  The new card is then loaded
 * in a game, so a template that does not pass the game's schema is caught
 * at once; the scenario skeleton checks the card loads and marks with TODO
 * what the author must write (`arbiter check` reports a TODO left in).
 */
#define _XOPEN_SOURCE 700             /* realpath */
#include "repl.h"
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define ERRLEN 4096

/* "Blob Miner" -> "blob_miner" (malloc'd). */
static char *slug(const char *name)
{
    char *s = repl_xmalloc(strlen(name) + 1), *d = s;
    for (const char *p = name; *p; p++) {
        if (isalnum((unsigned char)*p)) *d++ = (char)tolower((unsigned char)*p);
        else if (d > s && d[-1] != '_') *d++ = '_';
    }
    while (d > s && d[-1] == '_') d--;
    *d = 0;
    return s;
}

/* The template with every NAME replaced by name, or a plain card. */
static void card_text(repl_buf *b, const char *root, const char *game, const char *name)
{
    repl_buf path = {0}, q = {0};
    repl_buf_printf(&path, "%s/scripts/%s/card_template.lua", root, game);
    repl_lua_quote(&q, name);
    char *t = NULL;
    FILE *f = fopen(path.p, "r");
    if (f) {
        repl_buf all = {0};
        char buf[4096];
        size_t got;
        while ((got = fread(buf, 1, sizeof buf - 1, f)) > 0) { buf[got] = 0; repl_buf_puts(&all, buf); }
        fclose(f);
        t = all.p;
    }
    if (!t) {
        repl_buf_printf(b, "-- %s: TODO what the card says.\nreturn card {\n  name = %s,\n}\n", name, q.p);
    } else {
        for (char *p = t; *p; ) {
            char *hit = strstr(p, "NAME");
            if (!hit) { repl_buf_puts(b, p); break; }
            repl_buf_printf(b, "%.*s%s", (int)(hit - p), p, name);
            p = hit + 4;
        }
        free(t);
    }
    repl_buf_free(&path);
    repl_buf_free(&q);
}

static void test_text(repl_buf *b, const char *game, const char *name, const char *card,
                      int in_mod, int has_hand)
{
    repl_buf_printf(b, "-- Rulings for %s (%s).\n-- Each scenario states one ruling, sets up "
                       "the position, acts and checks;\n-- run them with `arbiter test` on this "
                       "file.\n\n", name, card);
    repl_buf_printf(b, "scenario(\"%s: TODO the ruling, as a sentence\", function()\n", name);
    repl_buf_printf(b, "  local g = game{ game = \"%s\", seed = 1%s }\n", game,
                    in_mod ? ", cards = \"../cards\"" : "");
    if (has_hand)
        repl_buf_printf(b, "  g:edit(\"return g:new_card('%s', 1, g:zone('hand', 1))\")\n", name);
    repl_buf_printf(b, "  ok(g:get(\"g:card_def('%s') ~= nil\"), \"the card is loaded\")\n", name);
    repl_buf_printf(b, "  -- TODO: act (g:act(\"play %s\")) and check what the card says happens:\n"
                       "  -- eq(g:get(\"...\"), ..., \"...\")\n"
                       "end)\n", name);
}

static int write_new(const char *path, const char *text)
{
    if (access(path, F_OK) == 0) {
        fprintf(stderr, "arbiter new-card: %s exists; not overwritten\n", path);
        return -1;
    }
    FILE *f = fopen(path, "w");
    int bad = !f || fputs(text, f) < 0;
    if (f && fclose(f)) bad = 1;
    if (bad) fprintf(stderr, "arbiter new-card: cannot write %s\n", path);
    return bad ? -1 : 0;
}

/* Starts GAME with the new card's folder; says whether it has a hand zone. */
static int try_card(const char *root, const char *game, const char *dir, int *has_hand, char *err)
{
    const char *dirs[] = { dir, NULL };
    arb_config c = { .root = root, .game = game, .seed = 1, .more_cards = dir ? dirs : NULL };
    arb_game *g = arb_game_new(&c, err, ERRLEN);
    if (!g) return -1;
    *has_hand = arb_zone_find(g, "hand", 1) >= 0;
    arb_game_free(g);
    return 0;
}

int repl_new_card_main(int argc, char **argv)
{
    const char *env = getenv("ARBITER_ROOT");
    const char *root = env && *env ? env : ARB_DEFAULT_ROOT, *mod = NULL;
    if (argc == 5 && !strcmp(argv[3], "--mod")) mod = argv[4];
    if ((argc != 3 && !mod) || !*argv[2]) {
        fputs("usage: arbiter new-card GAME NAME [--mod DIR]\n"
              "Writes a card skeleton (ROOT/cards/GAME/SLUG.lua, or DIR/cards/ for a mod)\n"
              "and a scenario skeleton (ROOT/tests/rules/GAME/SLUG.lua, or DIR/tests/).\n", stderr);
        return 2;
    }
    const char *game = argv[1], *name = argv[2];
    if (strpbrk(name, "\"'\\\n") || strchr(game, '/')) {
        fprintf(stderr, "arbiter new-card: a card name may not hold quotes, backslashes or "
                        "newlines, nor a game name a slash\n");
        return 2;
    }
    char *s = slug(name), err[ERRLEN];
    repl_buf card = {0}, test = {0}, cdir = {0}, tdir = {0}, ctext = {0}, ttext = {0};
    if (mod) repl_buf_printf(&cdir, "%s/cards", mod), repl_buf_printf(&tdir, "%s/tests", mod);
    else repl_buf_printf(&cdir, "%s/cards/%s", root, game), repl_buf_printf(&tdir, "%s/tests/rules/%s", root, game);
    repl_buf_printf(&card, "%s/%s.lua", cdir.p, s);
    repl_buf_printf(&test, "%s/%s.lua", tdir.p, s);
    mkdir(mod ? mod : cdir.p, 0777);
    mkdir(cdir.p, 0777);
    mkdir(tdir.p, 0777);
    int has_hand = 0, rc = 0;
    char *abs = NULL;
    card_text(&ctext, root, game, name);
    if (write_new(card.p, ctext.p)) rc = 1;
    else if (try_card(root, game, mod ? (abs = realpath(cdir.p, NULL)) : NULL, &has_hand, err)) {
        fprintf(stderr, "arbiter new-card: the new card does not load: %s\n", err);
        rc = 1;
    }
    if (!rc) test_text(&ttext, game, name, card.p, mod != NULL, has_hand);
    if (!rc && write_new(test.p, ttext.p)) rc = 1;
    if (!rc) printf("wrote %s\nwrote %s\nnext: fill in the card, then the ruling; run "
                    "`arbiter test %s`\n", card.p, test.p, test.p);
    free(s);
    free(abs);
    repl_buf_free(&card); repl_buf_free(&test); repl_buf_free(&cdir);
    repl_buf_free(&tdir); repl_buf_free(&ctext); repl_buf_free(&ttext);
    return rc;
}
