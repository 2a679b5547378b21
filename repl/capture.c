/*
 * capture.c -- `capture FILE`: the session so far written as a scenario
 * test (a ruling), for `arbiter test`.
 *
 * The game's own save is the record of what happened: its header names the
 * game, players, seed, options and card folders, and its body the inputs in
 * order (answers by number, edits by their source).  An answer is written
 * by its label, read from the undo history's step before it (snap[k-1] is
 * the position input k answered), or by number where the label alone would
 * not pick the same option (a repeated label).  Then the checks the game
 * suggests at the present position -- the options offered (or the result),
 * every holder's counters, every zone that holds cards -- are listed by
 * number, and the adjudicator confirms which to keep and names the ruling,
 * on the next lines (typed, or the next lines of a batch file).  An
 * existing FILE gets the scenario appended, so one file collects rulings.
 */
#include "repl.h"
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct capture {
    repl_buf head;              /* game{ ... } */
    repl_buf body;              /* the inputs, as g:act / g:edit lines */
    char **check;               /* candidate checks: one Lua line each */
    char **what;                /* what each check says, for the list */
    int ncheck;
} capture;

static void add_check(capture *c, repl_buf *line, repl_buf *what)
{
    c->check = realloc(c->check, sizeof *c->check * (size_t)(c->ncheck + 1));
    c->what = realloc(c->what, sizeof *c->what * (size_t)(c->ncheck + 1));
    if (!c->check || !c->what) { fprintf(stderr, "arbiter: out of memory\n"); exit(1); }
    c->check[c->ncheck] = line->p;
    c->what[c->ncheck++] = what->p;
}

static void capture_free(capture *c)
{
    repl_buf_free(&c->head);
    repl_buf_free(&c->body);
    for (int i = 0; i < c->ncheck; i++) { free(c->check[i]); free(c->what[i]); }
    free(c->check);
    free(c->what);
}

/* Undoes the save format's escapes (\n, \\, \0) in place. */
static void unescape(char *s)
{
    char *d = s;
    for (; *s; s++) {
        if (*s == '\\' && (s[1] == 'n' || s[1] == '\\' || s[1] == '0')) {
            *d++ = s[1] == 'n' ? '\n' : s[1] == '\\' ? '\\' : 0;
            s++;
        } else *d++ = *s;
    }
    *d = 0;
}

/* Whether option i's label names it alone (no other option has it). */
static int unique_label(arb_game *g, int i)
{
    for (int j = 0; j < arb_option_count(g); j++)
        if (j != i && !strcmp(arb_option_label(g, j), arb_option_label(g, i))) return 0;
    return 1;
}

/* Answer number n (from 1) of input k, as a g:act line. */
static int add_answer(repl_session *s, capture *c, int k, long n)
{
    if (repl_hist_goto(s, k - 1) < 0) return -1;
    arb_game *g = s->g;
    if (n < 1 || n > arb_option_count(g))
        return repl_error(s, "capture: input %d answers option %ld of %d", k, n, arb_option_count(g));
    const char *label = arb_option_label(g, (int)n - 1);
    repl_buf_puts(&c->body, "  g:act(");
    if (unique_label(g, (int)n - 1)) repl_lua_quote(&c->body, label);
    else repl_buf_printf(&c->body, "%ld", n);
    repl_buf_printf(&c->body, ")%*s-- p%d: ", 1, "", arb_option_player(g, (int)n - 1));
    char *shown = repl_printable(unique_label(g, (int)n - 1) ? arb_decision_prompt(g) : label, 70);
    repl_buf_printf(&c->body, "%s\n", shown);
    free(shown);
    return 0;
}

static void add_header(capture *c, const char *key, const char *v, int *nextra)
{
    if (!strcmp(key, "game")) {
        repl_buf_puts(&c->head, "game = ");
        repl_lua_quote(&c->head, v);
    } else if (!strcmp(key, "players") || !strcmp(key, "seed")) {
        repl_buf_printf(&c->head, ", %s = %s", key, v);
    } else if (!strcmp(key, "options") && *v) {
        repl_buf_puts(&c->head, ", options = ");
        repl_lua_quote(&c->head, v);
    } else if (!strcmp(key, "extra") && *v) {
        repl_buf_puts(&c->head, (*nextra)++ ? ", " : ", cards = { ");
        repl_lua_quote(&c->head, v);
    }
}

/* One line of the save: a header field, an input, or nothing we write. */
static int read_line(repl_session *s, capture *c, char *line, int *k, int *nextra)
{
    char *sp = strchr(line, ' ');
    if (!sp) return 0;
    *sp = 0;
    char *v = sp + 1;
    if (!strcmp(line, "answer")) return add_answer(s, c, ++*k, strtol(v, NULL, 10));
    if (!strcmp(line, "edit")) {
        unescape(v);
        ++*k;
        repl_buf_puts(&c->body, "  g:edit(");
        repl_lua_quote(&c->body, v);
        repl_buf_puts(&c->body, ")\n");
    } else if (!strcmp(line, "reload")) {
        printf("(note: a card was reloaded in this game; the scenario uses the files as they are)\n");
    } else add_header(c, line, v, nextra);
    return 0;
}

/* Reads the game's save (written to a temporary file) into c. */
static int read_save(repl_session *s, capture *c)
{
    char path[] = "/tmp/arbiter-capture-XXXXXX";
    int fd = mkstemp(path);
    if (fd < 0) return repl_error(s, "capture: cannot make a temporary file");
    close(fd);
    int rc = arb_save(s->g, path) == ARB_OK ? 0 : repl_kernel_error(s, "capture");
    FILE *f = rc ? NULL : fopen(path, "r");
    char *line = NULL;
    size_t cap = 0;
    ssize_t n;
    int k = 0, nextra = 0;
    while (f && !rc && (n = getline(&line, &cap, f)) > 0) {
        if (line[n - 1] == '\n') line[n - 1] = 0;
        rc = read_line(s, c, line, &k, &nextra);
    }
    if (nextra) repl_buf_puts(&c->head, " }");
    free(line);
    if (f) fclose(f);
    unlink(path);
    return rc;
}

/* ---- the checks the present position suggests ----------------------------- */

static void check_line(capture *c, const char *lua, const char *what)
{
    repl_buf line = {0}, w = {0};
    repl_buf_printf(&line, "  %s", lua);
    repl_buf_puts(&w, what);
    add_check(c, &line, &w);
}

static void check_decision(capture *c, arb_game *g)
{
    repl_buf b = {0};
    if (arb_over(g)) {
        repl_buf_puts(&b, "eq(g:result(), ");
        repl_lua_quote(&b, arb_result(g));
        repl_buf_puts(&b, ", \"the result\")");
        check_line(c, b.p, "the game is over with this result");
        repl_buf_free(&b);
        return;
    }
    int p = arb_decision_player(g);
    repl_buf_printf(&b, "eq(g:player(), %d, \"who decides\"); eq(g:options(), {", p);
    for (int i = 0; i < arb_option_count(g); i++) {
        repl_buf_puts(&b, i ? ", " : " ");
        repl_lua_quote(&b, arb_option_label(g, i));
    }
    repl_buf_puts(&b, " }, \"the options offered\")");
    repl_buf w = {0};
    repl_buf_printf(&w, "p%d decides, offered %d option%s", p, arb_option_count(g),
                    arb_option_count(g) == 1 ? "" : "s");
    check_line(c, b.p, w.p);
    repl_buf_free(&b);
    repl_buf_free(&w);
}

/* Whether s can be written as a Lua field name (points = 3). */
static int is_name(const char *s)
{
    static const char *const reserved[] = { "and", "break", "do", "else", "elseif", "end",
        "false", "for", "function", "goto", "if", "in", "local", "nil", "not", "or", "repeat",
        "return", "then", "true", "until", "while", NULL };
    if (!*s || (*s >= '0' && *s <= '9')) return 0;
    for (const char *p = s; *p; p++)
        if (!(*p == '_' || (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9')))
            return 0;
    for (int i = 0; reserved[i]; i++)
        if (!strcmp(s, reserved[i])) return 0;
    return 1;
}

static void check_vars(capture *c, arb_game *g, arb_scope scope, int id)
{
    int n = arb_var_list(g, scope, id, NULL, 0);
    if (n <= 0) return;
    arb_var_info *v = repl_xmalloc(sizeof *v * (size_t)n);
    n = arb_var_list(g, scope, id, v, n);
    repl_buf b = {0}, w = {0};
    if (scope == ARB_SCOPE_GAME) repl_buf_puts(&b, "eq(g:vars(\"game\"), {");
    else repl_buf_printf(&b, "eq(g:vars(\"player\", %d), {", id);
    for (int i = 0; i < n; i++) {
        repl_buf_puts(&b, i ? ", " : " ");
        if (is_name(v[i].name)) repl_buf_printf(&b, "%s = ", v[i].name);
        else {
            repl_buf_puts(&b, "[");
            repl_lua_quote(&b, v[i].name);
            repl_buf_puts(&b, "] = ");
        }
        if (v[i].type == ARB_VAR_STRING) repl_lua_quote(&b, v[i].str);
        else if (v[i].type == ARB_VAR_BOOL) repl_buf_puts(&b, v[i].value ? "true" : "false");
        else repl_buf_printf(&b, "%lld", (long long)v[i].value);
    }
    if (scope == ARB_SCOPE_GAME) repl_buf_puts(&w, "the game's counters");
    else repl_buf_printf(&w, "p%d's counters", id);
    repl_buf_printf(&b, " }, \"%s\")", w.p);
    check_line(c, b.p, w.p);
    repl_buf_free(&b);
    repl_buf_free(&w);
    free(v);
}

static void check_zone(capture *c, arb_game *g, arb_zone_id z, const arb_zone_info *zi)
{
    arb_card_id *ids = repl_xmalloc(sizeof *ids * (size_t)zi->count);
    int n = arb_zone_cards(g, z, ids, zi->count);
    repl_buf b = {0}, w = {0};
    if (zi->owner) repl_buf_printf(&w, "%s of p%d", zi->name, zi->owner);
    else repl_buf_puts(&w, zi->name);
    repl_buf_puts(&b, "eq(g:zone_names(");
    repl_lua_quote(&b, zi->name);
    if (zi->owner) repl_buf_printf(&b, ", %d", zi->owner);
    repl_buf_puts(&b, "), {");
    for (int i = 0; i < n; i++) {
        arb_card_info ci;
        arb_card_get(g, ids[i], &ci);
        repl_buf_puts(&b, i ? ", " : " ");
        repl_lua_quote(&b, ci.name);
    }
    repl_buf_puts(&b, " }, ");
    repl_lua_quote(&b, w.p);
    repl_buf_puts(&b, ")");
    repl_buf_printf(&w, ": %d card%s", n, n == 1 ? "" : "s");
    check_line(c, b.p, w.p);
    repl_buf_free(&b);
    repl_buf_free(&w);
    free(ids);
}

static void suggest_checks(capture *c, arb_game *g)
{
    check_decision(c, g);
    check_vars(c, g, ARB_SCOPE_GAME, 0);
    for (int p = 1; p <= arb_player_count(g); p++) check_vars(c, g, ARB_SCOPE_PLAYER, p);
    arb_zone_info zi;
    for (int z = 0; arb_zone_get(g, z, &zi) == ARB_OK; z++)
        if (zi.count > 0) check_zone(c, g, z, &zi);
}

/* ---- asking, and writing the file ------------------------------------------ */

/* Reads "1 3-5", "all" or "none" into keep[]; -1 if it is not that. */
static int parse_keep(const char *text, int n, char *keep)
{
    memset(keep, 0, (size_t)n);
    if (repl_ieq(text, "all")) { memset(keep, 1, (size_t)n); return 0; }
    if (repl_ieq(text, "none")) return 0;
    const char *p = text;
    while (*p) {
        char *end;
        long a = strtol(p, &end, 10), b = a;
        if (end == p) return -1;
        if (*end == '-') { p = end + 1; b = strtol(p, &end, 10); if (end == p) return -1; }
        if (a < 1 || b > n || a > b) return -1;
        for (long i = a; i <= b; i++) keep[i - 1] = 1;
        p = end + strspn(end, " ,");
    }
    return 0;
}

/* Asks one question; the answer is the next line (malloc'd), or NULL. */
static char *ask(repl_session *s, const char *question)
{
    printf("%s\n", question);
    char *line = repl_read_more(s);
    if (line) memmove(line, repl_trim(line), strlen(repl_trim(line)) + 1);
    return line;
}

static int confirm(repl_session *s, capture *c, char *keep, char **ruling)
{
    for (int i = 0; i < c->ncheck; i++) printf("  %d) %s\n", i + 1, c->what[i]);
    char *a = ask(s, "Keep which checks? (numbers like 1 3-5, all, or none)");
    if (!a) return repl_error(s, "capture: no answer; nothing written");
    int bad = parse_keep(a, c->ncheck, keep);
    free(a);
    if (bad) return repl_error(s, "capture: checks are numbers 1 to %d, ranges, all or none; "
                               "nothing written", c->ncheck);
    *ruling = ask(s, "The ruling, as a sentence:");
    if (!*ruling || !**ruling) {
        free(*ruling);
        *ruling = NULL;
        return repl_error(s, "capture: a ruling needs a sentence; nothing written");
    }
    return 0;
}

static int write_file(repl_session *s, const char *path, capture *c, const char *keep,
                      const char *ruling)
{
    int exists = access(path, F_OK) == 0;
    FILE *f = fopen(path, "a");
    if (!f) return repl_error(s, "capture: cannot write %s", path);
    repl_buf b = {0};
    if (!exists)
        repl_buf_puts(&b, "-- Rulings captured at the arbiter REPL (`capture FILE`); run them with\n"
                          "-- `arbiter test FILE`.\n");
    repl_buf_puts(&b, "\nscenario(");
    repl_lua_quote(&b, ruling);
    repl_buf_printf(&b, ", function()\n  local g = game{ %s }\n%s", c->head.p, c->body.p ? c->body.p : "");
    for (int i = 0; i < c->ncheck; i++)
        if (keep[i]) repl_buf_printf(&b, "%s\n", c->check[i]);
    repl_buf_puts(&b, "end)\n");
    int bad = fputs(b.p, f) < 0;
    bad |= fclose(f) != 0;
    repl_buf_free(&b);
    if (bad) return repl_error(s, "capture: cannot write %s", path);
    return 0;
}

int repl_cmd_capture(repl_session *s, char *args)
{
    if (!*args) return repl_error(s, "usage: capture FILE");
    if (arb_input_count(s->g) != s->hist.cur)
        return repl_error(s, "capture: the undo history does not match the game's inputs");
    capture c = {0};
    int here = s->hist.cur, kept = 0;
    char *keep = NULL, *ruling = NULL;
    int rc = read_save(s, &c);
    if (repl_hist_goto(s, here) < 0) rc = -1;
    if (!rc) {
        suggest_checks(&c, s->g);
        keep = repl_xmalloc((size_t)c.ncheck + 1);
        rc = confirm(s, &c, keep, &ruling);
    }
    if (!rc) rc = write_file(s, args, &c, keep, ruling);
    for (int i = 0; !rc && i < c.ncheck; i++) kept += keep[i];
    if (!rc)
        printf("captured '%s' in %s: %d input%s, %d check%s\n", ruling, args, here,
               here == 1 ? "" : "s", kept, kept == 1 ? "" : "s");
    free(keep);
    free(ruling);
    capture_free(&c);
    return rc;
}
