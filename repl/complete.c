/*
 * complete.c -- tab completion for the interactive prompt.
 *
 * Card names and option labels contain spaces ("play Blob Miner"), so the
 * completer does not work word by word: it sees the whole line so far and
 * offers whole lines that begin with it -- a command name or an option label
 * at the start, then, after a command, what that command takes (card names,
 * labels, seats, command names).  The list readline shows leaves out the
 * command word.  File names after save/load/replay use readline's own
 * word-wise file completion.  repl_completions() is plain C with no readline
 * in it, so it can be tested; only the hooks below touch readline, and the
 * pointer they need is this file's one static.
 */
#include "repl.h"
#include <ctype.h>
#include <readline/readline.h>
#include <stdlib.h>
#include <string.h>

static repl_session *rl_session;   /* readline's hooks take no context */

typedef struct cands {
    char **v;
    int n, cap;
    const char *line;               /* keep only candidates starting so */
} cands;

static void add(cands *c, const char *prefix, const char *tail)
{
    repl_buf b = {0};
    repl_buf_printf(&b, "%s%s", prefix, tail);
    int dup = !repl_iprefix(b.p, c->line);
    for (int i = 0; i < c->n && !dup; i++) dup = !strcmp(c->v[i], b.p);
    if (dup) { repl_buf_free(&b); return; }
    if (c->n + 2 > c->cap) {
        c->cap = c->cap ? c->cap * 2 : 32;
        char **v = repl_xmalloc(sizeof *v * (size_t)c->cap);
        if (c->n) memcpy(v, c->v, sizeof *v * (size_t)c->n);
        free(c->v);
        c->v = v;
    }
    c->v[c->n++] = b.p;
    c->v[c->n] = NULL;
}

static void add_options(cands *c, arb_game *g, const char *prefix, int player)
{
    for (int i = 0; i < arb_option_count(g); i++)
        if (!player || arb_option_player(g, i) == player) add(c, prefix, arb_option_label(g, i));
}

static void add_commands(cands *c, const char *prefix)
{
    const repl_command *cmd;
    for (int i = 0; (cmd = repl_command_at(i)) != NULL; i++) add(c, prefix, cmd->name);
}

static void add_cards(cands *c, arb_game *g, const char *prefix)
{
    for (int i = 0; i < arb_card_name_count(g); i++) add(c, prefix, arb_card_name(g, i));
}

static void add_seats(cands *c, arb_game *g, const char *prefix)
{
    char p[16];
    add(c, prefix, "god");
    add(c, prefix, "auto");
    for (int i = 1; i <= arb_player_count(g); i++) {
        snprintf(p, sizeof p, "p%d", i);
        add(c, prefix, p);
    }
}

/* After "as ": the players holding options, then their labels. */
static void add_as(cands *c, arb_game *g, const char *line, size_t *skip)
{
    char prefix[32];
    int p = 0;
    size_t n = 0;
    if (sscanf(line, "as p%d %zn", &p, &n) >= 1 && n > 0 && line[n - 1] == ' ') {
        snprintf(prefix, sizeof prefix, "%.*s", (int)n, line);
        *skip = n;
        add_options(c, g, prefix, p);
        return;
    }
    for (int q = 1; q <= arb_player_count(g); q++) {
        snprintf(prefix, sizeof prefix, "as p%d ", q);
        for (int i = 0; i < arb_option_count(g); i++)
            if (arb_option_player(g, i) == q) { add(c, prefix, ""); break; }
    }
}

/* The ruleset's view names (arb_ruleset_names). */
static void add_view_names(cands *c, repl_session *s, const char *prefix)
{
    char names[1024];
    if (arb_ruleset_names(s->g, "views", names, sizeof names) != ARB_OK) return;
    for (char *w = strtok(names, ","); w; w = strtok(NULL, ",")) add(c, prefix, w);
}

/* After "view ": the views; after "view NAME ": card names (what `view
 * card` and most views take). */
static void add_view(cands *c, repl_session *s, const char *prefix, size_t *skip)
{
    const char *rest = c->line + strlen(prefix);
    size_t n = strcspn(rest, " ");
    if (!rest[n]) { add_view_names(c, s, prefix); return; }
    char more[128];
    size_t k = strlen(prefix) + n + strspn(rest + n, " ");
    snprintf(more, sizeof more, "%.*s", (int)(k < sizeof more - 1 ? k : sizeof more - 1), c->line);
    *skip = strlen(more);
    add_cards(c, s->g, more);
}

/* After "new": the options `new` takes, and the games after --game. */
static void add_new(cands *c, repl_session *s, const char *prefix, size_t *skip)
{
    static const char *const opts[] = { "--game ", "--players ", "--seed ", "--options ",
                                        "--cards ", "--seat ", NULL };
    const char *line = c->line, *last = strrchr(line, ' ');
    char head[256];
    size_t k = last ? (size_t)(last - line) + 1 : 0;
    snprintf(head, sizeof head, "%.*s", (int)(k < sizeof head - 1 ? k : sizeof head - 1), line);
    *skip = strlen(head);
    if (k >= 7 && !strncmp(line + k - 7, "--game ", 7)) {
        repl_buf games = {0};
        repl_list_games(s->cfg.root, &games);
        for (char *w = strtok(games.p, ", "); w; w = strtok(NULL, ", ")) add(c, head, w);
        repl_buf_free(&games);
        return;
    }
    (void)prefix;
    for (int i = 0; opts[i]; i++) add(c, head, opts[i]);
}

static void add_arguments(cands *c, repl_session *s, const repl_command *cmd,
                          const char *prefix, size_t *skip)
{
    arb_game *g = s->g;
    if (!strcmp(cmd->name, "view")) { add_view(c, s, prefix, skip); return; }
    if (!strcmp(cmd->name, "new")) { add_new(c, s, prefix, skip); return; }
    switch (cmd->arg) {
    case REPL_ARG_CARD: add_cards(c, g, prefix); break;
    case REPL_ARG_COMMAND: add_commands(c, prefix); break;
    case REPL_ARG_SEAT: add_seats(c, g, prefix); break;
    case REPL_ARG_OPTION:
        if (!strcmp(cmd->name, "as")) { add_as(c, g, c->line, skip); break; }
        add_options(c, g, prefix, 0);
        for (int i = 0; !strcmp(cmd->name, "why") && i < arb_refusal_count(g); i++)
            add(c, prefix, arb_refusal_label(g, i));
        break;
    default: break;
    }
}

char **repl_completions(repl_session *s, const char *line, size_t *skip)
{
    cands c = { NULL, 0, 0, line };
    char word[24], prefix[64];
    size_t n = strcspn(line, " ");
    snprintf(word, sizeof word, "%.*s", (int)(n < 23 ? n : 23), line);
    const repl_command *cmd = line[n] ? repl_command_find(word) : NULL;
    *skip = 0;
    if (!line[n]) add_commands(&c, "");
    if (!cmd) {
        add_options(&c, s->g, "", arb_decision_player(s->g));
        return c.v;
    }
    size_t k = n + strspn(line + n, " ");
    snprintf(prefix, sizeof prefix, "%.*s", (int)(k < 63 ? k : 63), line);
    *skip = strlen(prefix);
    add_arguments(&c, s, cmd, prefix, skip);
    return c.v;
}

/* ---- readline hooks ------------------------------------------------------ */

static int is_file_command(const char *line)
{
    char word[24];
    size_t n = strcspn(line, " ");
    if (!line[n] || n >= sizeof word) return 0;
    snprintf(word, sizeof word, "%.*s", (int)n, line);
    const repl_command *cmd = repl_command_find(word);
    return cmd && cmd->arg == REPL_ARG_FILE;
}

static char *word_breaks(void)
{
    static char blanks[] = " \t", none[] = "";
    return is_file_command(rl_line_buffer) ? blanks : none;
}

static void display(char **matches, int n, int max)
{
    size_t skip = rl_session->comp_skip;
    char **shown = repl_xmalloc(sizeof *shown * (size_t)(n + 2));
    for (int i = 0; i <= n; i++)
        shown[i] = matches[i] + (strlen(matches[i]) >= skip ? skip : strlen(matches[i]));
    shown[n + 1] = NULL;
    rl_display_match_list(shown, n, max - (int)skip);
    free(shown);
    rl_forced_update_display();
}

/* readline's match array: [0] the common beginning, then the matches. */
static char **to_matches(char **v)
{
    int n = 0;
    while (v[n]) n++;
    char **m = repl_xmalloc(sizeof *m * (size_t)(n + 2));
    size_t common = strlen(v[0]);
    for (int i = 1; i < n; i++) {
        size_t k = 0;
        while (k < common && v[i][k] && tolower((unsigned char)v[i][k])
                                         == tolower((unsigned char)v[0][k])) k++;
        common = k;
    }
    m[0] = repl_xmalloc(common + 1);
    memcpy(m[0], v[0], common);
    m[0][common] = 0;
    memcpy(m + 1, v, sizeof *v * (size_t)(n + 1));
    free(v);
    if (n == 1) { free(m[0]); m[0] = m[1]; m[1] = NULL; }
    return m;
}

static char **attempt(const char *text, int start, int end)
{
    (void)text;
    (void)start;
    if (is_file_command(rl_line_buffer)) return NULL;
    rl_attempted_completion_over = 1;
    char *line = repl_xmalloc((size_t)end + 1);
    memcpy(line, rl_line_buffer, (size_t)end);
    line[end] = 0;
    char **v = repl_completions(rl_session, line, &rl_session->comp_skip);
    free(line);
    rl_completion_display_matches_hook = display;
    return v ? to_matches(v) : NULL;
}

void repl_complete_init(repl_session *s)
{
    rl_session = s;
    rl_attempted_completion_function = attempt;
    rl_completion_word_break_hook = word_breaks;
    rl_variable_bind("completion-ignore-case", "on");
}
