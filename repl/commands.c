/*
 * commands.c -- the command table, the dispatcher and `help`.
 *
 * A line that is a number answers the pending decision.  Otherwise its first
 * word names a command; if it names none, the whole line is tried as the
 * label of an option ("play spark", "pass").  Commands win over labels: an
 * option whose label starts with a command word is answered with `answer`.
 * Each handler gets the rest of the line, trimmed, and returns 0 or -1 after
 * printing a one-line error.
 */
#include "repl.h"
#include <stdlib.h>
#include <string.h>

static int cmd_help(repl_session *s, char *args);
static int cmd_quit(repl_session *s, char *args);
static int cmd_trace(repl_session *s, char *args);

static const repl_command commands[] = {
    {"answer", "pick", repl_cmd_answer, REPL_ARG_OPTION, "answer N|LABEL",
     "answer the pending decision",
     "A bare number or label does the same; use `answer` when the label begins\n"
     "with a command word.  Labels match exactly (ignoring case), then by unique\n"
     "prefix, then by unique substring."},
    {"as", NULL, repl_cmd_as, REPL_ARG_OPTION, "as pN N|LABEL",
     "take player N's option (out of turn, in a shared window)", NULL},
    {"options", "show", repl_cmd_options, REPL_ARG_NONE, "options",
     "show the pending decision again", NULL},
    {"who", NULL, repl_cmd_who, REPL_ARG_NONE, "who", "who may act now, and why", NULL},
    {"why", NULL, repl_cmd_why, REPL_ARG_OPTION, "why ACTION",
     "why an action is refused, or who may take it now", NULL},
    {"board", NULL, repl_cmd_board, REPL_ARG_NONE, "board",
     "the table, as the current seat sees it", NULL},
    {"view", NULL, repl_cmd_view, REPL_ARG_TEXT, "view NAME [ARGS]",
     "a view of the ruleset, e.g. `view card Blob Miner`", NULL},
    {"seat", NULL, repl_cmd_seat, REPL_ARG_SEAT, "seat [auto|N|god]",
     "see as the player to decide (auto), as player N, or as god",
     "`seat` alone names the current seat.  `auto` (the default) follows the player\n"
     "who must decide, for players sharing one keyboard; `god` shows everything,\n"
     "for adjudicators.  The seat changes what `board`,\n"
     "`view`, `zone` and `card` show and which options are listed by label."},
    {"log", NULL, repl_cmd_log, REPL_ARG_NONE, "log [N|all]",
     "the last N log lines (default 20), numbered", NULL},
    {"undo", NULL, repl_cmd_undo, REPL_ARG_NONE, "undo [N|turn|all]",
     "go back N decisions (answers or edits; default 1)",
     "`undo turn` goes back to where the current turn began (from there, to\n"
     "where the previous one began); `undo all` to the start of the game.  A\n"
     "loaded game keeps every step of the save.  Steps where a seat played by\n"
     "`autoplay` decides are passed over: undo stops where a person decides.\n"
     "Every step stays reachable: past `--undo-memory` (default 128 MiB) the\n"
     "older steps keep no snapshot, and undo rebuilds them by replaying the\n"
     "answers since a kept one (`status` says how many are kept)."},
    {"redo", NULL, repl_cmd_redo, REPL_ARG_NONE, "redo [N|turn|all]",
     "go forward again after undo, until a new input",
     "`redo turn` goes forward to where the next turn begins."},
    {"hash", NULL, repl_cmd_hash, REPL_ARG_NONE, "hash",
     "the state hash (equal states hash equal)", NULL},
    {"status", NULL, repl_cmd_status, REPL_ARG_NONE, "status",
     "game, turn, phase, inputs and undo position", NULL},
    {"state", NULL, repl_cmd_state, REPL_ARG_NONE, "state",
     "the game's and every player's counters and secrets", NULL},
    {"zones", NULL, repl_cmd_zones, REPL_ARG_NONE, "zones",
     "every zone with its owner, visibility and size", NULL},
    {"zone", NULL, repl_cmd_zone, REPL_ARG_TEXT, "zone NAME [of pN]",
     "the cards of a zone, top first, with their ids", NULL},
    {"card", NULL, repl_cmd_card, REPL_ARG_NONE, "card ID",
     "one card: name, owner, controller, place, counters", NULL},
    {"cards", NULL, repl_cmd_cards, REPL_ARG_CARD, "cards [FILTER]",
     "names of the card definitions loaded", NULL},
    {"lua", NULL, repl_cmd_lua, REPL_ARG_TEXT, "lua CODE",
     "run Lua with `g` bound; a change is a recorded edit",
     "The code is tried as an expression first (`lua g:turn()`).  An unfinished\n"
     "chunk continues on the next lines.  If the code changes the game it is\n"
     "recorded as an edit: undo, save and replay keep it.  It may not ask for\n"
     "decisions.  Results are printed as Lua values."},
    {"put", NULL, repl_cmd_put, REPL_ARG_CARD,
     "put CARD in ZONE [of pN] [at top|bottom|K]",
     "create a new card instance anywhere (a recorded edit)",
     "Without `of pN` the zone is a shared one (owner 0).  The new card is owned\n"
     "by the zone's owner.  Example: put Spark in hand of p1 at top"},
    {"move", NULL, repl_cmd_move, REPL_ARG_NONE,
     "move ID to ZONE [of pN] [at top|bottom|K]",
     "move a card anywhere (a recorded edit)",
     "Card ids are those `zone` and `card` show.  Example: move 12 to play of p2"},
    {"reload", NULL, repl_cmd_reload, REPL_ARG_CARD, "reload CARD",
     "read a card's file again; the state is untouched", NULL},
    {"save", NULL, repl_cmd_save, REPL_ARG_FILE, "save FILE",
     "write the game (settings and inputs) to FILE", NULL},
    {"load", NULL, repl_cmd_load, REPL_ARG_FILE, "load FILE",
     "replace the game with a saved one",
     "The undo history holds every step of the saved game: `undo` walks back\n"
     "through it, `undo turn` to the start of the turn."},
    {"replay", NULL, repl_cmd_replay, REPL_ARG_FILE, "replay FILE",
     "load FILE, check its hash, and step through it from the start",
     "After the replay checked the save, the game goes back to its first step;\n"
     "`redo [N|turn|all]` steps forward and `undo [N|turn|all]` back."},
    {"capture", NULL, repl_cmd_capture, REPL_ARG_FILE, "capture FILE",
     "write the session as a scenario test (a ruling) to FILE",
     "The game's setup and every input so far (answers by label, edits) become\n"
     "a scenario for `arbiter test`.  Then the checks the present position\n"
     "suggests are listed -- the options offered, the counters, each zone with\n"
     "cards -- and two questions follow on the next lines: which checks to\n"
     "keep (`1 3-5`, `all`, `none`), and the ruling as a sentence.  An\n"
     "existing FILE gets the scenario appended."},
    {"new", "restart", repl_cmd_new, REPL_ARG_TEXT, "new [--game G --players N --seed S ...]",
     "start a new game; options not given stay as they were",
     "Takes --game, --players, --seed, --options, --root, --cards and --seat.\n"
     "With another --game, the previous game's --options, --players and --cards\n"
     "are not carried over (it says so); --seed, --root and --seat are."},
    {"bot", NULL, repl_cmd_bot, REPL_ARG_TEXT, "bot NAME [N|end]",
     "let a bot answer the next N decisions (default 1), or all to the end",
     "NAME is `random` or a bot of the ruleset (Star Realms: `greedy`).  Each\n"
     "answer is shown as `bot picks: LABEL` and can be undone like any other."},
    {"autoplay", NULL, repl_cmd_autoplay, REPL_ARG_TEXT, "autoplay pN NAME|off",
     "let a bot play seat N from now on (play against the computer)",
     "After each of your commands, the bot answers while the decision is its\n"
     "seat's.  `autoplay pN off` gives the seat back."},
    {"trace", NULL, cmd_trace, REPL_ARG_NONE, "trace",
     "the whole last error, with the script traceback", NULL},
    {"help", "?", cmd_help, REPL_ARG_COMMAND, "help [COMMAND]", "this list", NULL},
    {"quit", "exit", cmd_quit, REPL_ARG_NONE, "quit", "leave (end of input does too)", NULL},
};

#define USAGE_WIDTH 18
#define NCOMMANDS ((int)(sizeof commands / sizeof commands[0]))

const repl_command *repl_command_at(int i)
{
    return i >= 0 && i < NCOMMANDS ? &commands[i] : NULL;
}

const repl_command *repl_command_find(const char *name)
{
    for (int i = 0; i < NCOMMANDS; i++) {
        const repl_command *c = &commands[i];
        if (repl_ieq(c->name, name) || (c->alias && repl_ieq(c->alias, name))) return c;
    }
    return NULL;
}

/* The line names no option: if it names an action the rules refuse now,
 * says why (as `why` does); else it is an unknown command. */
static int unknown(repl_session *s, const char *line)
{
    repl_match m;
    int i = arb_over(s->g) ? -1
          : repl_match_find(line, arb_refusal_count(s->g), repl_refusal_label, s->g, &m);
    if (i >= 0)
        return repl_error(s, "'%s' is refused: %s", arb_refusal_label(s->g, i),
                          arb_refusal_reason(s->g, i));
    char *t = repl_printable(line, 80);
    repl_error(s, "unknown command or option '%s' (type 'help' for commands, "
               "'options' for the choices)", t);
    free(t);
    return -1;
}

/* Runs one line; returns 0, or -1 if it failed (the error was printed). */
static int execute(repl_session *s, char *line)
{
    if (s->line_has_nul) return repl_error(s, "the line holds a NUL byte");
    size_t len = strlen(line);
    if (len > REPL_MAX_LINE)
        return repl_error(s, "the line is too long (%zu bytes; the limit is %d)", len, REPL_MAX_LINE);
    if (repl_all_digits(line)) return repl_answer_text(s, line, 0, 0);
    char word[24];
    size_t n = strcspn(line, " \t");
    const repl_command *c = NULL;
    if (n < sizeof word) {
        memcpy(word, line, n);
        word[n] = 0;
        c = repl_command_find(word);
    }
    if (c) return c->run(s, repl_trim(line + n));
    if (arb_over(s->g)) return unknown(s, line);
    int rc = repl_answer_text(s, line, 0, 1);
    return rc == -2 ? unknown(s, line) : rc;
}

int repl_run(repl_session *s)
{
    char *line;
    while (!s->quit && (line = repl_read_line(s)) != NULL) {
        repl_journal_mark_t m;
        repl_journal_mark(s, &m);
        char *typed = repl_xstrdup(line);    /* commands may cut their line up */
        repl_ctrl_c_running(s->g);
        int rc = execute(s, line);
        repl_ctrl_c_running(s->g);
        if (!rc && s->g) rc = repl_run_autoplay(s);
        repl_ctrl_c_running(NULL);
        if (!rc) repl_journal_note(s, &m, typed);
        free(typed);
        free(line);
        if (rc && s->stop_on_error) break;
    }
    fflush(stdout);
    return s->failed;
}

static int help_one(repl_session *s, const char *name)
{
    const repl_command *c = repl_command_find(name);
    if (!c) {
        char *t = repl_printable(name, 40);
        repl_error(s, "no command '%s' (type 'help' for the list)", t);
        free(t);
        return -1;
    }
    printf("%s\n  %s\n", c->usage, c->summary);
    if (c->alias) printf("  (also: %s)\n", c->alias);
    if (c->help) repl_print_block("  ", c->help);
    return 0;
}

static int cmd_help(repl_session *s, char *args)
{
    if (*args) return help_one(s, args);
    printf("A number or an option's label answers the pending decision.\n");
    for (int i = 0; i < NCOMMANDS; i++) {
        const repl_command *c = &commands[i];
        if (strlen(c->usage) > USAGE_WIDTH) printf("  %s\n  %-*s", c->usage, USAGE_WIDTH, "");
        else printf("  %-*s", USAGE_WIDTH, c->usage);
        printf(" %s\n", c->summary);
    }
    printf("Type 'help COMMAND' for more.\n");
    return 0;
}

int repl_no_args(repl_session *s, const char *cmd, const char *args)
{
    if (!*args) return 0;
    return repl_error(s, "%s takes no arguments (see 'help %s')", cmd, cmd);
}

static int cmd_quit(repl_session *s, char *args)
{
    (void)args;
    s->quit = 1;
    return 0;
}

static int cmd_trace(repl_session *s, char *args)
{
    if (repl_no_args(s, "trace", args)) return -1;
    if (!s->lasterr) printf("no error yet\n");
    else repl_print_block("", s->lasterr);
    return 0;
}
