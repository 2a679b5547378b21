/*
 * test_hostile_budget.c -- rulings on hostile scripts that tried to escape
 * the budget (the issue "Hostile cards, mods and saves").
 *
 * Each case is one defect: it sets up a tutorial game, lets a hostile edit
 * or card file act, and asserts the outcome: a clear error that names the
 * file and line, and a game exactly as before.  Before the fixes most of
 * these hung; ctest runs each case as its own test with a timeout, so a
 * hang fails instead of blocking the suite.
 * Usage: test_hostile_budget ROOT CASE
 */
#include "arbiter.h"
#include "../../unit/check.h"
#include "../../unit/newgame.h"
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>

static const char *root;

static arb_game *start(void)
{
    return new_game((arb_config){ .root = root, .game = "tutorial", .seed = 1,
                                  .instr_limit = 2000000 });
}

/* Runs an edit that must fail with `want` and leave the game unchanged. */
static int refused(const char *src, arb_status want, const char *msg)
{
    arb_game *g = start();
    if (!g) return 0;
    char out[256];
    uint64_t h = arb_state_hash(g);
    arb_status st = arb_eval(g, src, 1, out, sizeof out);
    int ok = st == want && strstr(arb_errmsg(g), msg) && arb_state_hash(g) == h
          && arb_answer(g, 0) == ARB_OK;
    if (!ok) printf("status %d, error: %s\n", st, arb_errmsg(g));
    arb_game_free(g);
    return ok;
}

/* Runs a query that must succeed with the result `want`. */
static int answers(const char *src, const char *want)
{
    arb_game *g = start();
    if (!g) return 0;
    char out[4096];
    arb_status st = arb_eval(g, src, 0, out, sizeof out);
    int ok = st == ARB_OK && !strcmp(out, want);
    if (!ok) printf("status %d, result '%s', error: %s\n", st, st ? "" : out, arb_errmsg(g));
    arb_game_free(g);
    return ok;
}

/* Starting a game with a mod folder must fail with an error holding both. */
static int start_refused(const char *mod, const char *msg, const char *where)
{
    char err[4096] = "";
    arb_game *g = arb_game_new(&(arb_config){ .root = root, .game = "tutorial", .seed = 1,
                                              .instr_limit = 2000000, .extra_cards = mod },
                               err, sizeof err);
    int ok = !g && strstr(err, msg) && strstr(err, where);
    if (!ok) printf("started: %s; error: %s\n", g ? "yes" : "no", err);
    arb_game_free(g);
    return ok;
}

static void pcall_swallows_budget(void)
{
    CHECK(refused("while true do pcall(function() while true do end end) end",
                  ARB_EBUDGET, "edit:1: instruction budget exceeded"),
          "pcall cannot catch the budget error: the loop around it is stopped");
    CHECK(refused("while true do xpcall(function() while true do end end, function(e) return 'caught' end) end",
                  ARB_EBUDGET, "instruction budget exceeded"),
          "xpcall cannot catch it either, and its handler cannot rewrite the message");
    CHECK(refused("while true do pcall(string.rep, ('x'):rep(1e7), 100) end",
                  ARB_EBUDGET, "not enough memory"),
          "pcall cannot catch the memory cap");
}

static void table_error_impersonates_budget(void)
{
    CHECK(answers("local fake = setmetatable({}, { __tostring = function() return 'instruction budget exceeded' end })\n"
                  "local ok, e = pcall(error, fake) return ok, e == fake", "false, true"),
          "a table error that looks like the budget error is caught as any other error");
    CHECK(answers("return pcall(error, 'instruction budget exceeded', 0)",
                  "false, \"instruction budget exceeded\""),
          "so is a string that says the same words");
    CHECK(refused("error(setmetatable({}, { __tostring = function() return 'instruction budget exceeded' end }))",
                  ARB_ESCRIPT, "error object is not a string"),
          "an uncaught table error is a script error, not a budget error");
    CHECK(answers("local ok, n = pcall(function() return 6 * 7 end) return ok, n", "true, 42"),
          "pcall still returns the results of a call that succeeds");
}

static void gc_finalizer(void)
{
    CHECK(refused("setmetatable({}, { __gc = function() while true do end end })",
                  ARB_ESCRIPT, "edit:1: setmetatable: scripts may not set __gc"),
          "a finalizer (which would run without the budget) is refused where it is set");
    CHECK(refused("setmetatable({}, { __gc = function(g) g:padd(1, 'points', 5) end })",
                  ARB_ESCRIPT, "may not set __gc"),
          "a finalizer that changes the game is refused");
    CHECK(refused("setmetatable({}, { __mode = 'k' })", ARB_ESCRIPT, "may not set __mode"),
          "a weak table (whose contents depend on the collector) is refused");
    CHECK(refused("local x <close> = setmetatable({}, { __close = function() end })",
                  ARB_ESCRIPT, "may not set __close"),
          "a to-be-closed metatable is refused");
    CHECK(answers("local t = setmetatable({}, { __index = function(_, k) return k * 2 end }) return t[21]",
                  "42"),
          "ordinary metatables still work");
}

/* A metatable a script keeps could gain __mode, __close or __gc after
 * setmetatable checked it: the table used as a metatable is sealed. */
static void metatable_changed_later(void)
{
    CHECK(refused("local mt = {} local t = setmetatable({}, mt) mt.__mode = 'k'", ARB_ESCRIPT,
                  "edit:1: setmetatable: scripts may not set __mode"),
          "a weak mode added to a metatable already in use is refused");
    CHECK(refused("local mt = {} local x = setmetatable({}, mt) mt.__close = function() end "
                  "do local y <close> = x end", ARB_ESCRIPT, "may not set __close"),
          "a __close added later is refused before any block can close on it");
    CHECK(refused("local t = setmetatable({}, {}) getmetatable(t).__gc = function() end",
                  ARB_ESCRIPT, "may not set __gc"),
          "a metatable reached through getmetatable is sealed too");
    CHECK(answers("local mt = {} local t = setmetatable({}, mt) "
                  "mt.__index = function(_, k) return k .. '!' end return t.hi", "\"hi!\""),
          "other fields may still be added to a metatable in use");
    CHECK(answers("local Base = { hi = function() return 'hi' end } Base.__index = Base "
                  "local Derived = setmetatable({}, Base) Derived.__index = Derived "
                  "local o = setmetatable({}, Derived) Derived.more = 1 "
                  "return o.hi(), o.more, getmetatable(Derived) == Base", "\"hi\", 1, true"),
          "inheritance works: a metatable with a metatable of its own keeps it");
    CHECK(refused("local Base = {} Base.__index = Base local Derived = setmetatable({}, Base) "
                  "setmetatable({}, Derived) Derived.__mode = 'k'", ARB_ESCRIPT, "may not set __mode"),
          "and that metatable is sealed too");
    CHECK(refused("local mt = {} setmetatable({}, mt) setmetatable(mt, {})", ARB_ESCRIPT,
                  "already the metatable of another table"),
          "a metatable in use keeps its own metatable, with a message that says why");
    CHECK(refused("local m = {} m.__index = m setmetatable(m, m)", ARB_ESCRIPT,
                  "may not be its own metatable"),
          "a table may not be its own metatable (nothing could then seal it)");
    CHECK(answers("local t = setmetatable({}, string) return getmetatable(t) == string", "true"),
          "a frozen table (read-only already) serves as a metatable as it is");
}

static void include_then_loop(void)
{
    CHECK(refused("include('ruleset') while true do end", ARB_EBUDGET,
                  "edit:1: instruction budget exceeded"),
          "an edit that includes a file and then loops is stopped");
    char mod[1024];
    snprintf(mod, sizeof mod, "%s/tests/fixtures/hostile-budget/include_loop", root);
    CHECK(start_refused(mod, "instruction budget exceeded", "include_loop.lua:4"),
          "a card file that includes the ruleset and then loops stops the start-up, naming its line");
}

static void pattern_backtracking(void)
{
    CHECK(refused("return ('a'):rep(3e4):find(('a*'):rep(25) .. 'b')", ARB_ESCRIPT,
                  "edit:1: string.find: the pattern"),
          "an exponential pattern is refused before it runs");
    CHECK(refused("return string.match(('a'):rep(3e4), ('a*'):rep(25) .. 'b')", ARB_ESCRIPT,
                  "string.match: the pattern"),
          "string.match is bounded too");
    CHECK(refused("return ('a'):rep(3e4):gsub(('a-'):rep(25) .. 'b', '')", ARB_ESCRIPT,
                  "string.gsub: the pattern"),
          "string.gsub is bounded too");
    CHECK(refused("for x in ('a'):rep(3e4):gmatch(('a?'):rep(40) .. ('a*'):rep(6) .. 'b') do end",
                  ARB_ESCRIPT, "string.gmatch: the pattern"),
          "string.gmatch is bounded too");
    CHECK(refused("return ('a'):rep(1e6):find(('a'):rep(5e5) .. 'b', 1, true)", ARB_ESCRIPT,
                  "string.find: "),
          "a plain search whose naive cost is huge is refused too");
    CHECK(answers("return (''):rep(1e15), ('-'):rep(3, '')", "\"\", \"---\""),
          "repeating an empty string 10^15 times (a C loop) returns at once");
    CHECK(answers("local s = '  Spark of p1  ' return s:match('^%s*(.-)%s*$'), s:find('of', 1, true), "
                  "(s:gsub('%a+', string.upper)), select(2, s:gsub('p', ''))",
                  "\"Spark of p1\", 9, \"  SPARK OF P1  \", 2"),
          "ordinary patterns work as before");
}

static void index_loop_at_load(void)
{
    char mod[1024];
    snprintf(mod, sizeof mod, "%s/tests/fixtures/hostile-budget/index_loop", root);
    CHECK(start_refused(mod, "instruction budget exceeded", "index_loop.lua:3"),
          "a definition whose __index loops stops the start-up, naming the file and line");
}

static void tostring_loop_in_result(void)
{
    CHECK(answers("local mt = { __tostring = function() while true do end end }\n"
                  "return {[setmetatable({}, mt)] = 1, [setmetatable({}, mt)] = 1}",
                  "{ [{...}] = 1, [{...}] = 1 }"),
          "printing a result runs no metamethod: a looping __tostring is never called");
    CHECK(answers("return setmetatable({ a = 1 }, { __index = function() while true do end end, "
                  "__pairs = function() while true do end end })", "{ a = 1 }"),
          "nor a looping __index or __pairs");
    arb_game *g = start();
    char out[4096];
    arb_status st = g ? arb_eval(g, "local t = {} for i = 1, 60 do t[i] = t end return t", 0,
                                 out, sizeof out) : ARB_EARG;
    CHECK(g && st == ARB_EARG && strstr(arb_errmsg(g), "does not fit"),
          "a cyclic table printed 60^8 times over is cut short and refused, not printed for hours");
    arb_game_free(g);
}

/* C loops of the table library whose length a script controls (__len). */
static void table_c_loops(void)
{
    const char *huge = "local t = setmetatable({}, { __len = function() return 1e15 // 1 end }) ";
    char src[512];
    static const char *const calls[][2] = {
        { "table.insert(t, 1, 'x')", "table.insert: the call would touch" },
        { "table.remove(t, 1)", "table.remove: the call would touch" },
        { "table.move({}, 1, 1e15 // 1, 2)", "table.move: the call would touch" },
        { "table.move(t, 1, #t, 2, {})", "table.move: the call would touch" },
        { "setmetatable(t, { __len = getmetatable(t).__len, __index = rawlen }) return table.concat(t)",
          "table.concat: the call would touch" },
        { "return table.concat({}, '', 1, 1e15 // 1)", "table.concat: the call would touch" },
        { "setmetatable(t, { __len = function() return 2^31 // 1 - 2 end, __index = rawlen }) "
          "table.sort(t)", "table.sort: the call would touch" },
    };
    for (size_t i = 0; i < sizeof calls / sizeof *calls; i++) {
        snprintf(src, sizeof src, "%s%s", huge, calls[i][0]);
        CHECK(refused(src, ARB_ESCRIPT, calls[i][1]), calls[i][0]);
    }
    CHECK(refused("return string.rep('x', 1e15 // 1)", ARB_ESCRIPT, "resulting string too large"),
          "string.rep with a huge count is refused at once");
    CHECK(refused("return string.rep('xy', 1 << 29, 'z')", ARB_EBUDGET, "not enough memory"),
          "string.rep of 1.5 GB fails at once for the memory cap (it allocates its result first)");
    CHECK(refused("local s = ('\\u{7FF}'):rep(1 << 22) return select('#', utf8.codepoint(s, 1, -1))",
                  ARB_ESCRIPT, "string slice too long"),
          "utf8.codepoint refuses a slice too long for the stack");
    CHECK(answers("local s = ('\\u{7FF}'):rep(1 << 22) return utf8.len(s, 1, -1), utf8.offset(s, 1e15 // 1), "
                  "#utf8.char(65, 66)", "4194304, nil, 2"),
          "utf8 walks at most its subject (bounded by the cap): 4 million characters answer at once");
    CHECK(answers("local t = {3, 1, 2} table.insert(t, 1, 0) table.insert(t, 9) table.remove(t, 2) "
                  "table.sort(t) local u = table.move(t, 1, 4, 2, {}) "
                  "return table.concat(t, ','), table.concat(u, ',', 2, 5), table.concat(t, '-', 2, 3)",
                  "\"0,1,2,9\", \"0,1,2,9\", \"1-2\""),
          "the table functions work as before on ordinary tables");
}

/* arb_interrupt from a signal handler (as the REPL's Ctrl-C) stops a
 * script that the budget would let run for minutes. */
static arb_game *alarm_game;
static void on_alarm(int sig) { (void)sig; arb_interrupt(alarm_game); }

static void interrupt(void)
{
    arb_game *g = new_game((arb_config){ .root = root, .game = "tutorial", .seed = 1,
                                         .instr_limit = 1L << 40 });
    if (!g) { CHECK(0, "the tutorial starts"); return; }
    char out[256];
    CHECK(arb_interrupt(g) == ARB_EOVER, "with no script running there is nothing to interrupt");
    CHECK(arb_eval(g, "return 6 * 7", 0, out, sizeof out) == ARB_OK && !strcmp(out, "42"),
          "and the next script runs as usual");
    uint64_t h = arb_state_hash(g);
    alarm_game = g;
    signal(SIGALRM, on_alarm);
    struct itimerval it = { {0, 200000}, {0, 200000} };   /* again, in case one is lost */
    setitimer(ITIMER_REAL, &it, NULL);
    arb_status st = arb_eval(g, "g:gset('x', 1) while true do pcall(function() while true do end end) end",
                             1, out, sizeof out);
    struct itimerval off = {{0, 0}, {0, 0}};
    setitimer(ITIMER_REAL, &off, NULL);
    if (st != ARB_EBUDGET) printf("status %d: %s\n", st, arb_errmsg(g));
    CHECK(st == ARB_EBUDGET && strstr(arb_errmsg(g), "edit:1: interrupted"),
          "an endless loop inside pcall is interrupted, naming the line");
    CHECK(arb_state_hash(g) == h && arb_input_count(g) == 0, "the edit is rolled back");
    CHECK(arb_answer(g, 0) == ARB_OK && arb_eval(g, "return 1", 0, out, sizeof out) == ARB_OK,
          "the game goes on, and the next script is not interrupted");
    arb_game_free(g);
}

static const struct { const char *name; void (*run)(void); } cases[] = {
    { "interrupt", interrupt },
    { "table_c_loops", table_c_loops },
    { "pcall_swallows_budget", pcall_swallows_budget },
    { "table_error_impersonates_budget", table_error_impersonates_budget },
    { "gc_finalizer", gc_finalizer },
    { "metatable_changed_later", metatable_changed_later },
    { "include_then_loop", include_then_loop },
    { "pattern_backtracking", pattern_backtracking },
    { "index_loop_at_load", index_loop_at_load },
    { "tostring_loop_in_result", tostring_loop_in_result },
};

int main(int argc, char **argv)
{
    root = argc > 1 ? argv[1] : ".";
    const char *which = argc > 2 ? argv[2] : "";
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
        if (!strcmp(which, cases[i].name)) { cases[i].run(); return check_done(); }
    printf("no case '%s'\n", which);
    return 2;
}
