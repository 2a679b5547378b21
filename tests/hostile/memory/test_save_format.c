/*
 * test_save_format.c -- rulings on saved games that were damaged or forged.
 *
 * Defects: a `script` line shorter than a hash made the loader read past
 * the line's end (uninitialised memory); a save with its `hash` and `end`
 * lines removed, or cut at a line boundary, loaded silently as a shorter
 * game; a save with a `script` line deleted was accepted.  Ruling: each is
 * refused with ARB_EFORMAT and an error that names the line or the script.
 */
#include "hostile.h"

static const char *root;
static char good[] = "/tmp/arbiter-format-XXXXXX";
static char bad[] = "/tmp/arbiter-format-bad-XXXXXX";

/* Writes the good save with the n-th line (1-based) replaced by `with`
 * (NULL: deleted), or cut after line n when `cut` is set. */
static void forge(int n, const char *with, int cut)
{
    char *text = slurp(good);
    FILE *f = fopen(bad, "w");
    int line = 1;
    for (char *p = text; *p; line++) {
        char *end = strchr(p, '\n');
        size_t len = end ? (size_t)(end - p + 1) : strlen(p);
        if (line == n && with) fprintf(f, "%s\n", with);
        else if (line != n) fwrite(p, 1, len, f);
        if (cut && line == n) { fwrite(p, 1, len, f); break; }
        p += len;
    }
    fclose(f);
    free(text);
}

/* The 1-based number of the first line starting with prefix, or 0. */
static int line_of(const char *prefix)
{
    char *text = slurp(good);
    int line = 1, found = 0;
    for (char *p = text; *p && !found; line++) {
        if (!strncmp(p, prefix, strlen(prefix))) found = line;
        char *end = strchr(p, '\n');
        p = end ? end + 1 : p + strlen(p);
    }
    free(text);
    return found;
}

static arb_status load_bad(char *err, size_t errlen)
{
    arb_game *g = NULL;
    arb_status st = load(root, NULL, bad, &g, err, errlen);
    arb_game_free(g);
    return st;
}

int main(int argc, char **argv)
{
    if (argc < 2) { fprintf(stderr, "usage: hostile_save_format ROOT\n"); return 2; }
    root = argv[1];
    int fd = mkstemp(good);
    if (fd >= 0) fclose(fdopen(fd, "w"));
    fd = mkstemp(bad);
    if (fd >= 0) fclose(fdopen(fd, "w"));
    arb_game *g = tutorial(root);
    if (!g) return check_done();
    for (int i = 0; i < 6 && !arb_over(g); i++) arb_answer(g, 0);
    CHECK(arb_save(g, good) == ARB_OK, "1. the game saves");
    char err[4096], want[64];
    arb_game *l = NULL;
    CHECK(load(root, NULL, good, &l, err, sizeof err) == ARB_OK && arb_state_hash(l) == arb_state_hash(g),
          "2. the untouched save loads to the same state");
    arb_game_free(l);

    int first_script = line_of("script ");
    forge(first_script, "script 12", 0);
    snprintf(want, sizeof want, "line %d:", first_script);
    CHECK(load_bad(err, sizeof err) == ARB_EFORMAT && strstr(err, want) && strstr(err, "script"),
          "3. a script line too short for its hash is refused, naming the line");
    forge(first_script, "script 0123456789abcdef", 0);
    CHECK(load_bad(err, sizeof err) == ARB_EFORMAT && strstr(err, want),
          "4. a script line with a hash and no file is refused, naming the line");

    int hash = line_of("hash ");
    forge(hash - 1, NULL, 1);
    CHECK(load_bad(err, sizeof err) == ARB_EFORMAT && strstr(err, "'hash'") && strstr(err, "cut short"),
          "5. a save without its hash and end lines is refused as cut short");
    forge(hash - 3, NULL, 1);
    CHECK(load_bad(err, sizeof err) == ARB_EFORMAT && strstr(err, "cut short"),
          "6. a save cut at an earlier line boundary is refused as cut short");
    forge(hash, NULL, 1);
    CHECK(load_bad(err, sizeof err) == ARB_EFORMAT && strstr(err, "'end'"),
          "7. a save cut after its hash line is refused: the end line is missing");
    forge(hash + 1, "end\nanswer 1", 0);
    CHECK(load_bad(err, sizeof err) == ARB_EFORMAT && strstr(err, "after the 'end' line"),
          "8. lines after the end line are refused");

    char *text = slurp(good), *at = strstr(text, " cards/tutorial/spark.lua\n");
    int spark = 1;
    for (char *p = text; p < at; p++) spark += *p == '\n';
    free(text);
    forge(spark, NULL, 0);
    CHECK(load_bad(err, sizeof err) == ARB_EFORMAT && strstr(err, "does not list cards/tutorial/spark.lua"),
          "9. a save with a script line deleted is refused, naming the script");

    forge(line_of("answer "), "answer x", 0);
    snprintf(want, sizeof want, "line %d:", line_of("answer "));
    CHECK(load_bad(err, sizeof err) == ARB_EFORMAT && strstr(err, want),
          "10. an answer that is not a number is refused, naming the line");
    forge(line_of("players "), "bogus line", 0);
    snprintf(want, sizeof want, "line %d:", line_of("players "));
    CHECK(load_bad(err, sizeof err) == ARB_EFORMAT && strstr(err, want),
          "11. a line the format does not know is refused, naming the line");

    arb_game_free(g);
    remove(good);
    remove(bad);
    return check_done();
}
