/*
 * test_save_paths.c -- rulings on saves that point outside the game's folders.
 *
 * Defect: a save's `game ../../..` line and its `extra /any/dir` line were
 * used as paths as they stood, so loading a save ran scripts from anywhere
 * on disk.  Ruling: a save's game is a plain name with a ruleset under
 * ROOT/scripts/; its extra card folder must lie under the root or be the
 * folder the caller allows (arb_load_game's `cards`).  Anything else is
 * refused with ARB_EFORMAT before a line of it runs.
 */
#include "hostile.h"
#include <unistd.h>

static char *root, *outside;
static char err[4096];

static void write_at(const char *dir, const char *rel, const char *text)
{
    char path[1024], cmd[1100];
    snprintf(path, sizeof path, "%s/%s", dir, rel);
    snprintf(cmd, sizeof cmd, "mkdir -p \"$(dirname %s)\"", path);
    if (system(cmd) != 0) exit(2);
    spit(path, text);
}

/* Saves a game started with extra card folder `cards` to path. */
static int save_with(const char *cards, const char *path)
{
    arb_game *g = new_game((arb_config){ .root = root, .game = "tutorial", .seed = 2,
                                         .extra_cards = cards });
    if (!g) return -1;
    arb_answer(g, 0);
    int rc = arb_save(g, path) == ARB_OK ? 0 : -1;
    arb_game_free(g);
    return rc;
}

/* Rewrites the line of path starting with `prefix` to `with`. */
static void replace_line(const char *path, const char *prefix, const char *with)
{
    char *text = slurp(path), *at = strstr(text, prefix), *end = strchr(at, '\n');
    char *out = malloc(strlen(text) + strlen(with) + 2);
    sprintf(out, "%.*s%s%s", (int)(at - text), text, with, end);
    spit(path, out);
    free(out);
    free(text);
}

static arb_status try_load(const char *cards, const char *path)
{
    arb_game *g = NULL;
    arb_status st = load(root, cards, path, &g, err, sizeof err);
    arb_game_free(g);
    return st;
}

int main(int argc, char **argv)
{
    if (argc < 2) { fprintf(stderr, "usage: hostile_save_paths ROOT\n"); return 2; }
    root = scratch_root(argv[1]);
    outside = scratch_root(argv[1]);
    write_at(outside, "evil/ruleset.lua", "error('EVIL RULESET RAN')\n");
    write_at(outside, "evilmod/evil.lua", "error('EVIL CARD RAN')\n");
    write_at(outside, "goodmod/glow.lua", "return card { name = 'Glow', on_play = function(g, self, p) gain(g, p, 1) end }\n");
    write_at(root, "mods/bright/glow.lua", "return card { name = 'Glow', on_play = function(g, self, p) gain(g, p, 1) end }\n");
    char path[1024], good[1024], evil[1024], line[2048];
    snprintf(path, sizeof path, "%s/game.arb", root);
    snprintf(good, sizeof good, "%s/goodmod", outside);
    snprintf(evil, sizeof evil, "%s/evilmod", outside);

    CHECK(save_with("mods/bright", path) == 0 && try_load(NULL, path) == ARB_OK,
          "1. a save naming a card folder under the root loads");

    CHECK(save_with(good, path) == 0, "2. a game with an absolute mod folder saves");
    CHECK(try_load(good, path) == ARB_OK, "3. it loads when the caller allows that folder");
    CHECK(try_load(NULL, path) == ARB_EFORMAT && strstr(err, good) && strstr(err, "outside"),
          "4. it is refused when the caller does not, naming the folder");

    snprintf(line, sizeof line, "extra %s", evil);
    replace_line(path, "extra ", line);
    CHECK(try_load(good, path) == ARB_EFORMAT && !strstr(err, "EVIL") && strstr(err, "outside"),
          "5. a save naming another absolute folder is refused before its cards run");
    snprintf(line, sizeof line, "extra ../%s/evilmod", strrchr(outside, '/') + 1);
    replace_line(path, "extra ", line);
    CHECK(try_load(NULL, path) == ARB_EFORMAT && !strstr(err, "EVIL") && strstr(err, "outside"),
          "6. a relative folder that climbs out of the root is refused");
    char link[1024];
    snprintf(link, sizeof link, "%s/mods/link", root);
    CHECK(symlink(evil, link) == 0, "7. a link inside the root points outside");
    replace_line(path, "extra ", "extra mods/link");
    CHECK(try_load(NULL, path) == ARB_EFORMAT && !strstr(err, "EVIL") && strstr(err, "outside"),
          "8. a folder under the root that links outside it is refused");

    replace_line(path, "extra ", "extra ");
    snprintf(line, sizeof line, "game ../../%s/evil", strrchr(outside, '/') + 1);
    replace_line(path, "game ", line);
    CHECK(try_load(NULL, path) == ARB_EFORMAT && !strstr(err, "EVIL") && strstr(err, "plain name"),
          "9. a game that is a path is refused before its ruleset runs");
    replace_line(path, "game ", "game ../../..");
    CHECK(try_load(NULL, path) == ARB_EFORMAT && strstr(err, "plain name"),
          "10. game ../../.. is refused");
    replace_line(path, "game ", "game nope");
    CHECK(try_load(NULL, path) == ARB_EFORMAT && strstr(err, "no game 'nope'"),
          "11. a plain name without a ruleset under the root is refused by name");

    remove_tree(root);
    remove_tree(outside);
    free(root);
    free(outside);
    return check_done();
}
