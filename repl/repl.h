/*
 * repl.h -- internals shared by the files of the `arbiter` program.
 *
 * The program is shaped like Lua's lua.c: main.c reads the command line,
 * input.c reads lines (readline when interactive, a file or stdin in batch),
 * commands.c dispatches each line to a small handler in one of the cmd_*.c
 * files, and show.c prints what the player must choose next.  All mutable
 * state lives in one repl_session; the only other static is the pointer
 * readline's callbacks need to find it (complete.c).  Everything here is
 * private to repl/ and uses the kernel only through arbiter.h.
 */
#ifndef REPL_H
#define REPL_H

#include "arbiter.h"
#include <stdarg.h>
#include <stdio.h>

#define REPL_MAX_LINE 65536           /* longer input lines are refused */
#define REPL_OUT_SIZE (1u << 20)      /* text a view or Lua chunk may return */

/* ---- text.c: strings ------------------------------------------------------ */

/* A growable string; p is always NUL-terminated once anything was added. */
typedef struct repl_buf {
    char *p;
    size_t n, cap;
} repl_buf;

void *repl_xmalloc(size_t n);           /* exits with a message on failure */
char *repl_xstrdup(const char *s);
void repl_buf_puts(repl_buf *b, const char *s);
void repl_buf_printf(repl_buf *b, const char *fmt, ...);
void repl_buf_free(repl_buf *b);

char *repl_trim(char *s);                /* in place; returns the new start */
char *repl_word(char **p);               /* next blank-separated word or NULL */
int repl_ieq(const char *a, const char *b);
int repl_iprefix(const char *s, const char *prefix);
int repl_isubstr(const char *s, const char *needle);
int repl_all_digits(const char *s);
/* Parses a decimal integer in [lo, hi]; 0 on success, -1 otherwise. */
int repl_parse_long(const char *s, long lo, long hi, long *out);
/* Parses "p2", "P2" or "2" as a player in [lo, hi]; -1 if not one. */
int repl_parse_player(const char *s, int lo, int hi);
/* User text made safe to print: control bytes other than tab become '?',
 * and text longer than max bytes is cut with "...".  Returns a malloc'd copy. */
char *repl_printable(const char *s, size_t max);
/* Appends s as a Lua string literal. */
void repl_lua_quote(repl_buf *b, const char *s);
/* Appends s as Lua's %q writes it (how scripts' serialize() shows it). */
void repl_lua_quote_q(repl_buf *b, const char *s);
/* If s is exactly one Lua string literal (as the kernel serializes a
 * returned string), decodes it in place and returns 1; else returns 0. */
int repl_lua_unquote(char *s);

/* ---- match.c: finding what the user meant -------------------------------- */

/* Label i of a list, or NULL to leave item i out of the search. */
typedef const char *(*repl_label_fn)(void *ctx, int i);

#define REPL_MAX_CAND 8
typedef struct repl_match {
    int ncand;                  /* distinct candidates seen (ambiguity) */
    int cand[REPL_MAX_CAND];    /* the first of them */
    int more;                   /* how many more were not kept */
} repl_match;

/* Looks text up among n labels: exact match (case-insensitive), then unique
 * prefix, then unique substring.  Items with the very same label count as
 * one (the first is taken).  Returns the index, -1 if nothing matches, -2
 * if the text is ambiguous (m then lists the candidates). */
int repl_match_find(const char *text, int n, repl_label_fn fn, void *ctx, repl_match *m);
/* Formats "'text' is ambiguous: a, b, c" into b. */
void repl_match_describe(repl_buf *b, const char *text, const repl_match *m,
                         repl_label_fn fn, void *ctx);

/* ---- the session ------------------------------------------------------- */

/* How a game is started: from the command line, a #! directive, or `new`. */
typedef struct repl_config {
    char *game, *options, *root;
    char **cards;               /* extra card folders (--cards, repeatable) in load
                                   order, NULL-terminated; NULL when none */
    char **mods;                /* mods by name or folder (--mod, repeatable), the
                                   same way; they load before the --cards folders */
    int game_given;             /* --game was given (else a mod may name it) */
    int players;                /* 0: the ruleset's default */
    unsigned long long seed;
    int seat;                   /* 0: god; -1: not given */
} repl_config;

/* Flags that only make sense on the command line. */
typedef struct repl_flags {
    const char *batch;          /* file, "-" for stdin, or NULL */
    int stop_on_error;
    int no_history;
    const char *journal;        /* --journal FILE, or NULL */
    int no_journal, resume;     /* --no-journal, --resume */
    long undo_mib;              /* --undo-memory MiB (0: the kernel's default) */
    int help, version;
} repl_flags;

/* What the history notes about each step besides its snapshot. */
typedef struct repl_step {
    int turn;                   /* the game's turn there */
    int player;                 /* who decides there (0: the game is over) */
} repl_step;

/* Undo/redo: step cur is the present; steps cur+1 .. n-1 can be redone.
 * The kernel's history keeps them within the session's undo budget; n and
 * cur mirror its count and current step. */
typedef struct repl_history {
    arb_history *h;
    repl_step *step;            /* one per step */
    int n, cur, cap;
    size_t budget;              /* bytes (0: the kernel's default) */
} repl_history;

typedef struct repl_session {
    arb_game *g;
    repl_config cfg;            /* how g was started (for `new`) */
    char *loaded_from;          /* save file g came from, or NULL */
    int seat;                   /* point of view: 0 god, a player, or REPL_SEAT_AUTO */
    repl_history hist;
    int log_shown;              /* log lines already printed */
    char *out;                  /* REPL_OUT_SIZE bytes for views and Lua */
    char *lasterr;              /* full text of the last error (`trace`) */
    /* input */
    FILE *in;                   /* batch input, or NULL when interactive */
    int batch, interactive, stop_on_error, failed, quit;
    int line_has_nul;           /* the last line read held a NUL byte */
    char *peeked;               /* a batch line read ahead (the #! line) */
    char *histfile;             /* ~/.arbiter_history, or NULL */
    size_t comp_skip;           /* completion: bytes of the line not shown */
    char *autoplay[33];         /* per seat: the bot that answers for it, or NULL */
    arb_rng bot_rng;            /* the random bot's draws, seeded from the game */
    int generation;             /* counts the games the session has had */
    char **dirs;                /* the game's card folders: its mods', then --cards */
    FILE *journal;              /* the session journal, or NULL (journal.c) */
    char *journal_path;
    repl_buf more;              /* continuation lines the running command read */
} repl_session;

/* journal.c: the lines that changed the game, for `arbiter --resume` */
typedef struct repl_journal_mark_t {
    int gen, inputs, cur, seat;
    uint64_t hash, pool;
} repl_journal_mark_t;
char *repl_journal_default(void);
/* Opens path (append: keep what it holds, else start it with a `new` line). */
int repl_journal_start(repl_session *s, const char *path, int append);
/* Before a line runs: what the journal compares with after it. */
void repl_journal_mark(repl_session *s, repl_journal_mark_t *m);
/* After a line ran without error: appends it if it changed the game. */
void repl_journal_note(repl_session *s, const repl_journal_mark_t *m, const char *line);
/* Replays the journal at path (output hidden); -1 if it cannot be read. */
int repl_journal_resume(repl_session *s, const char *path);

/* ctrl_c.c: SIGINT interrupts the running script, or cancels the line */
void repl_ctrl_c_init(repl_session *s);
/* The game whose command runs now (NULL: none). */
void repl_ctrl_c_running(arb_game *g);
/* Whether a Ctrl-C came since the last call (and forgets it). */
int repl_ctrl_c_take(void);
int repl_ctrl_c_pending(void);           /* a Ctrl-C waits to be taken */

/* mods.c: a mod is a folder with manifest.lua, cards/ and tests/ */
typedef struct repl_mod {
    char *name, *version, *game;
    char *dir, *cards;          /* absolute: the mod's folder and its cards/ */
    char **depends;
    int ndeps;
} repl_mod;
typedef struct repl_mods {
    repl_mod *v;                /* dependencies before the mods that need them */
    int n;
} repl_mods;
/* Finds mod `name` (a folder, beside `near` if given, or ROOT/mods/name)
 * and reads its manifest; -1 with a one-line reason. */
int repl_mod_open(const char *root, const char *near, const char *name, repl_mod *m,
                  char *err, size_t errlen);
void repl_mod_free(repl_mod *m);
/* The mods named (NULL-terminated) with everything they depend on, each
 * once, in load order; all must be for `game`. */
int repl_mods_open(repl_mods *ms, const char *root, const char *game, char **names,
                   char *err, size_t errlen);
void repl_mods_free(repl_mods *ms);
/* The game the first named mod is for (a static buffer), or NULL. */
const char *repl_mods_game(const char *root, char **names, char *err, size_t errlen);
/* -1 with a reason if two mods that do not depend on each other define the
 * same card (base: the game without mods). */
int repl_mods_clash(const repl_mods *ms, const arb_config *base, char *err, size_t errlen);
/* Appends "ember 1.0, blaze 0.2": the mods game g loaded (its card folders
 * that are a mod's cards/), in load order; returns how many. */
int repl_mods_named(arb_game *g, const char *root, repl_buf *out);
/* The mod whose cards folder holds file, or -1. */
int repl_mods_dir_of(const repl_mods *ms, const char *file);

/* args.c */
void repl_config_defaults(repl_config *c);
void repl_config_copy(repl_config *dst, const repl_config *src);
void repl_config_free(repl_config *c);
/* Parses options; flags may be NULL (then run flags are refused, as in
 * `new`).  Returns 0, or -1 with a one-line reason in err. */
int repl_args_parse(repl_config *c, repl_flags *f, int argc, char **argv,
                    char *err, size_t errlen);
/* Adds an extra card folder; "" clears the list. */
void repl_cards_add(repl_config *c, const char *dir);
/* Adds a folder to a NULL-terminated list (malloc'd); "" clears it. */
void repl_list_add(char ***list, const char *dir);
void repl_cards_clear(repl_config *c);
/* Appends the folders joined by sep ("" when none). */
void repl_cards_join(repl_buf *b, const repl_config *c, const char *sep);
/* Splits a line into words (double quotes group); *argv is malloc'd, the
 * words point into line.  Returns the count. */
int repl_split(char *line, char ***argv);
void repl_usage(FILE *f);

/* session.c */
void repl_session_init(repl_session *s);
void repl_session_free(repl_session *s);
/* Starts a new game from c; on failure keeps the current game, writes a
 * one-line reason to err and returns -1. */
int repl_session_start(repl_session *s, const repl_config *c, char *err, size_t errlen);
/* Replaces the current game with g (a loaded one). */
void repl_session_adopt(repl_session *s, arb_game *g, const char *from);
const char *repl_seat_name(int seat, char *buf, size_t n);
/* Appends "a, b, c": the games under root/scripts, sorted ("none" if none). */
void repl_list_games(const char *root, repl_buf *b);
/* Hot seat: the view follows the player who must decide now. */
#define REPL_SEAT_AUTO (-2)
/* The seat the table is shown from now (auto resolved; 0 once the game is over). */
int repl_view_seat(const repl_session *s);

/* history.c */
void repl_hist_free(repl_history *h);
int repl_hist_reset(repl_session *s);
int repl_hist_push(repl_session *s);
/* Moves n steps back (n < 0) or forward; returns steps moved or -1. */
int repl_hist_move(repl_session *s, int n);
/* Moves to step `to` (clamped); returns steps moved or -1. */
int repl_hist_goto(repl_session *s, int to);
/* Appends a snapshot of g as the newest step (loading a game); -1 if out of memory. */
int repl_hist_append(repl_history *h, arb_game *g);
/* From step `from`, the nearest step in direction dir (-1, 1) where a person
 * decides rather than an autoplay bot (the first or last step at the ends). */
int repl_hist_person(const repl_session *s, int from, int dir);
/* The step where the turn of step `from` began (dir -1; if `from` is such a
 * step, the previous turn's), or where the next turn begins (dir 1). */
int repl_hist_turn_start(const repl_session *s, int from, int dir);

/* show.c */
int repl_error(repl_session *s, const char *fmt, ...);
int repl_kernel_error(repl_session *s, const char *what);
void repl_show_decision(repl_session *s);
void repl_show_change(repl_session *s);
void repl_show_who(repl_session *s);
/* "tutorial: 2 players, seed 3; seat god", then the log and the decision. */
void repl_show_banner(repl_session *s);
/* Prints text with every line indented by prefix. */
void repl_print_block(const char *prefix, const char *text);
/* Prints s->out (what a view or Lua chunk returned), noting a cut. */
void repl_print_out(repl_session *s);

/* play.c: answering and changing the game */
int repl_answer_text(repl_session *s, const char *text, int player, int quiet);
/* Runs src as a recorded edit; out receives its results.  Returns 0 and
 * sets *recorded when the game changed, or -1 after printing the error. */
int repl_edit(repl_session *s, const char *src, int *recorded);
/* Runs src as a query; returns its text (decoded if one string), or NULL
 * after printing the error. */
char *repl_query(repl_session *s, const char *src);
const char *repl_option_label_any(void *ctx, int i);
/* cmd_play.c: label i of the actions the rules refuse now (for matching). */
const char *repl_refusal_label(void *ctx, int i);

/* input.c */
void repl_input_init(repl_session *s);
void repl_input_done(repl_session *s);
/* Next command line (malloc'd), or NULL at end of input.  Batch mode echoes
 * it as "> line" and skips blank lines and # comments. */
char *repl_read_line(repl_session *s);
/* A continuation line for multi-line Lua, or NULL at end of input. */
char *repl_read_more(repl_session *s);
/* Reads the first batch line if it is a "#!" directive (malloc'd), else NULL. */
char *repl_read_directive(repl_session *s);

/* complete.c */
void repl_complete_init(repl_session *s);
/* Completions of the whole line so far: full lines that begin with it
 * (malloc'd, NULL-terminated).  *skip is how much of each is context (the
 * command word) rather than the completed argument. */
char **repl_completions(repl_session *s, const char *line, size_t *skip);

/* luacheck.c */
enum { REPL_LUA_OK, REPL_LUA_INCOMPLETE, REPL_LUA_BAD };
int repl_lua_check(const char *src);

/* commands.c */
typedef enum repl_argkind {
    REPL_ARG_NONE, REPL_ARG_TEXT, REPL_ARG_CARD, REPL_ARG_OPTION,
    REPL_ARG_FILE, REPL_ARG_COMMAND, REPL_ARG_SEAT
} repl_argkind;

typedef struct repl_command {
    const char *name, *alias;
    int (*run)(repl_session *s, char *args);
    repl_argkind arg;
    const char *usage, *summary, *help;
} repl_command;

const repl_command *repl_command_find(const char *name);
const repl_command *repl_command_at(int i);
/* For commands that take nothing: 0 if args is empty, else -1 after saying so. */
int repl_no_args(repl_session *s, const char *cmd, const char *args);
/* Runs every command line until the input ends or `quit`; nonzero if any
 * command failed. */
int repl_run(repl_session *s);

/* The handlers, one file per group. */
int repl_cmd_answer(repl_session *s, char *args);
int repl_cmd_as(repl_session *s, char *args);
int repl_cmd_options(repl_session *s, char *args);
int repl_cmd_who(repl_session *s, char *args);
int repl_cmd_why(repl_session *s, char *args);
int repl_cmd_undo(repl_session *s, char *args);
int repl_cmd_redo(repl_session *s, char *args);
int repl_cmd_board(repl_session *s, char *args);
int repl_cmd_view(repl_session *s, char *args);
int repl_cmd_seat(repl_session *s, char *args);
int repl_cmd_log(repl_session *s, char *args);
int repl_cmd_cards(repl_session *s, char *args);
int repl_cmd_state(repl_session *s, char *args);
int repl_cmd_status(repl_session *s, char *args);
int repl_cmd_zones(repl_session *s, char *args);
int repl_cmd_zone(repl_session *s, char *args);
int repl_cmd_card(repl_session *s, char *args);
int repl_cmd_lua(repl_session *s, char *args);
int repl_cmd_put(repl_session *s, char *args);
int repl_cmd_move(repl_session *s, char *args);
int repl_cmd_reload(repl_session *s, char *args);
int repl_cmd_hash(repl_session *s, char *args);
int repl_cmd_save(repl_session *s, char *args);
int repl_cmd_load(repl_session *s, char *args);
int repl_cmd_replay(repl_session *s, char *args);
int repl_cmd_new(repl_session *s, char *args);
int repl_cmd_bot(repl_session *s, char *args);
int repl_cmd_autoplay(repl_session *s, char *args);
int repl_cmd_capture(repl_session *s, char *args);
/* Lets autoplay seats answer while the pending decision is theirs. */
int repl_run_autoplay(repl_session *s);
/* Answers option i (0-based) as a person would: undo step, changes shown. */
int repl_answer_index(repl_session *s, int i);

/* place.c: "in ZONE [of pN] [at top|bottom|K]" */
typedef struct repl_place {
    char *zone;                 /* the zone's name */
    int owner;                  /* 0: shared */
    char *pos;                  /* "top", "bottom", a number, or NULL */
} repl_place;

/* Reads the phrase from the end of args.  With joined, it must read
 * "HEAD in ZONE ..." and *head gets HEAD (malloc'd); without, args is just
 * "ZONE ...".  Returns 0; -1 after printing an error; -2 if the shape is
 * wrong (the caller prints its usage). */
int repl_place_parse(repl_session *s, char *args, int joined, repl_place *pl, char **head);
void repl_place_free(repl_place *pl);
const char *repl_place_name(const repl_place *pl, char *buf, size_t n);
/* Appends "local z = g:zone(...) or error(...) " to b. */
void repl_place_lua(repl_buf *b, const repl_place *pl);
void repl_place_pos_lua(repl_buf *b, const repl_place *pl);
/* 0 if the zone exists, else -1 after a one-line error naming the zones. */
int repl_place_check(repl_session *s, const repl_place *pl);

/* cards.c: card names */
/* Resolves a card name the user typed to the exact name, or NULL after
 * printing why not. */
const char *repl_card_resolve(repl_session *s, const char *text);
/* cmd_inspect.c: reads "12" or "#12" as a card id, or -1 after an error. */
int repl_card_id(repl_session *s, const char *text);

/* Dispatch targets of `arbiter test ...` and `arbiter sim ...`. */
int repl_test_main(int argc, char **argv);
int repl_check_main(int argc, char **argv);      /* `arbiter check MOD...` */
int repl_new_card_main(int argc, char **argv);   /* `arbiter new-card GAME NAME` */
int repl_sim_main(int argc, char **argv);

#endif /* REPL_H */
