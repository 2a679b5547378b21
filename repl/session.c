/*
 * session.c -- the one repl_session: creating it, starting or replacing its
 * game, and freeing everything at the end.
 *
 * Before asking the kernel for a game, the REPL checks the two paths a user
 * most often gets wrong, so the error names the fix instead of a file the
 * kernel could not open: the ruleset folder (listing the games the root
 * has) and the mod folder, which the kernel reads relative to the root and
 * which people usually mean relative to where they are.
 */
#include "repl.h"
#include <dirent.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

void repl_session_init(repl_session *s)
{
    memset(s, 0, sizeof *s);
    repl_config_defaults(&s->cfg);
    s->out = repl_xmalloc(REPL_OUT_SIZE);
    s->seat = REPL_SEAT_AUTO;   /* players at one keyboard see only their own cards */
    s->out[0] = 0;
}

void repl_session_free(repl_session *s)
{
    repl_hist_free(&s->hist);
    arb_game_free(s->g);
    repl_config_free(&s->cfg);
    free(s->loaded_from);
    free(s->out);
    free(s->lasterr);
    free(s->peeked);
    free(s->histfile);
    if (s->journal) fclose(s->journal);
    free(s->journal_path);
    repl_buf_free(&s->more);
    for (int p = 0; p <= 32; p++) free(s->autoplay[p]);
    repl_list_add(&s->dirs, "");
    memset(s, 0, sizeof *s);
}

static int is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static int is_file(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

/* "a, b, c": the games under root/scripts, sorted. */
void repl_list_games(const char *root, repl_buf *b)
{
    char path[PATH_MAX + 64];
    snprintf(path, sizeof path, "%s/scripts", root);
    struct dirent **names;
    int n = scandir(path, &names, NULL, alphasort);
    int shown = 0;
    for (int i = 0; i < n; i++) {
        char rules[PATH_MAX + 512];
        snprintf(rules, sizeof rules, "%s/%s/ruleset.lua", path, names[i]->d_name);
        if (names[i]->d_name[0] != '.' && is_file(rules))
            repl_buf_printf(b, "%s%s", shown++ ? ", " : "", names[i]->d_name);
        free(names[i]);
    }
    if (n >= 0) free(names);
    if (!shown) repl_buf_puts(b, "none");
}

static int check_game(const repl_config *c, char *err, size_t errlen)
{
    char path[PATH_MAX + 512];
    snprintf(path, sizeof path, "%s/scripts/%s/ruleset.lua", c->root, c->game);
    if (is_file(path)) return 0;
    if (!is_dir(c->root)) {
        snprintf(err, errlen, "the root folder %s does not exist (see --root)", c->root);
        return -1;
    }
    repl_buf b = {0};
    repl_list_games(c->root, &b);
    snprintf(err, errlen, "no game '%s' in the root folder (it has: %s)", c->game, b.p);
    repl_buf_free(&b);
    return -1;
}

/* The kernel reads a relative mod folder under the root; one that only
 * exists relative to the current directory is made absolute. */
static int check_dir(const repl_config *c, char **dir, char *err, size_t errlen)
{
    char path[PATH_MAX + 512], abs[PATH_MAX];
    if ((*dir)[0] == '/') {
        if (is_dir(*dir)) return 0;
    } else {
        snprintf(path, sizeof path, "%s/%s", c->root, *dir);
        if (is_dir(path)) return 0;
        if (is_dir(*dir) && getcwd(abs, sizeof abs)) {
            repl_buf b = {0};
            repl_buf_printf(&b, "%s/%s", abs, *dir);
            free(*dir);
            *dir = b.p;
            return 0;
        }
    }
    snprintf(err, errlen, "no card folder '%s' (a relative one is looked for under "
             "the root, then here)", *dir);
    return -1;
}

static int check_cards(repl_config *c, char *err, size_t errlen)
{
    for (char **d = c->cards; d && *d; d++)
        if (check_dir(c, d, err, errlen)) return -1;
    return 0;
}

static void set_game(repl_session *s, arb_game *g)
{
    repl_hist_free(&s->hist);
    arb_game_free(s->g);
    s->g = g;
    s->generation++;
    s->log_shown = 0;
    if (s->seat > arb_player_count(g)) s->seat = 0;
    repl_hist_reset(s);
    arb_rng_seed(&s->bot_rng, arb_state_hash(g));   /* transcripts stay deterministic */
    for (int p = 0; p <= 32; p++) { free(s->autoplay[p]); s->autoplay[p] = NULL; }
}

/* The mods of c (and what they need), checked not to clash, then the
 * --cards folders: the card folders of the game, in *dirs. */
static int mod_dirs(repl_config *c, const arb_config *base, char ***dirs, char *err, size_t errlen)
{
    repl_mods ms;
    if (repl_mods_open(&ms, c->root, c->game, c->mods, err, errlen)) return -1;
    int rc = ms.n > 1 ? repl_mods_clash(&ms, base, err, errlen) : 0;
    for (int i = 0; !rc && i < ms.n; i++) repl_list_add(dirs, ms.v[i].cards);
    for (char **d = c->cards; !rc && d && *d; d++) repl_list_add(dirs, *d);
    repl_mods_free(&ms);
    return rc;
}

/* A mod names its game when --game was not given. */
static int mods_game(repl_config *c, char *err, size_t errlen)
{
    if (!c->mods || c->game_given) return 0;
    const char *game = repl_mods_game(c->root, c->mods, err, errlen);
    if (!game) return -1;
    free(c->game);
    c->game = repl_xstrdup(game);
    return 0;
}

/* Checks the paths in c (fixing a mod folder's) and creates the game; its
 * card folders go to *dirs. */
static arb_game *new_game(repl_config *c, char ***dirs, char *err, size_t errlen)
{
    arb_config ac = {0};
    if (mods_game(c, err, errlen) || check_game(c, err, errlen) || check_cards(c, err, errlen))
        return NULL;
    ac.root = c->root;
    ac.game = c->game;
    ac.seed = c->seed;
    ac.players = c->players;
    ac.options = c->options;
    if (mod_dirs(c, &ac, dirs, err, errlen)) return NULL;
    ac.more_cards = (const char *const *)*dirs;
    arb_game *g = arb_game_new(&ac, err, errlen);
    if (g && c->seat > arb_player_count(g)) {
        snprintf(err, errlen, "there is no seat p%d: the game has %d players", c->seat,
                 arb_player_count(g));
        arb_game_free(g);
        g = NULL;
    }
    return g;
}

/* A player count the game refused may be one its options allow: point to
 * the game's page, which lists them (the REPL knows no game's options). */
static void players_hint(const repl_config *c, char *err, size_t errlen)
{
    char path[PATH_MAX + 512];
    snprintf(path, sizeof path, "%s/docs/%s.md", c->root, c->game);
    size_t n = strlen(err);
    if (!strstr(err, " players, not ") || !is_file(path) || n + 120 >= errlen) return;
    snprintf(err + n, errlen - n, " (with --options the game may take more: docs/%s.md lists them)",
             c->game);
}

int repl_session_start(repl_session *s, const repl_config *c, char *err, size_t errlen)
{
    repl_config nc;
    char **dirs = NULL;
    repl_config_copy(&nc, c);
    arb_game *g = new_game(&nc, &dirs, err, errlen);
    if (!g) {
        err[strcspn(err, "\n")] = 0;
        players_hint(&nc, err, errlen);
        repl_config_free(&nc);
        repl_list_add(&dirs, "");
        return -1;
    }
    repl_list_add(&s->dirs, "");
    s->dirs = dirs;
    if (nc.seat >= 0) s->seat = nc.seat;
    repl_config_free(&s->cfg);
    s->cfg = nc;
    free(s->loaded_from);
    s->loaded_from = NULL;
    set_game(s, g);
    return 0;
}

void repl_session_adopt(repl_session *s, arb_game *g, const char *from)
{
    free(s->loaded_from);
    s->loaded_from = repl_xstrdup(from);
    set_game(s, g);
}

int repl_view_seat(const repl_session *s)
{
    return s->seat == REPL_SEAT_AUTO ? arb_decision_player(s->g) : s->seat;
}

const char *repl_seat_name(int seat, char *buf, size_t n)
{
    if (seat == REPL_SEAT_AUTO) return "auto";
    if (seat == 0) return "god";
    snprintf(buf, n, "p%d", seat);
    return buf;
}
