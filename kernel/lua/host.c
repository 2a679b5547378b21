/*
 * host.c -- creating, restarting, inspecting and freeing a game.
 *
 * arb_game_new reads the configuration, builds the sandboxed Lua state,
 * loads prelude, ruleset and cards, seeds the generator and runs the driver
 * to the first decision.  The inspection functions are thin reads of the
 * state or of the pending decision; none of them runs a script.
 */
#include "options.h"
#include "steps.h"
#include <lauxlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *dup_or_null(const char *s)
{
    return s ? arbi_strdup(s) : NULL;
}

static void release_lists(arb_game *g)
{
    arbi_log_release(g->log);
    arbi_log_release(g->ckpt_log);
    arbi_input_drop(&g->spares, g->inputs);
    arbi_input_drop(&g->spares, g->ckpt_inputs);
    g->log = g->ckpt_log = NULL;
    g->inputs = g->ckpt_inputs = NULL;
}

/* The card value key that borrows a definition (Star Realms' copy_of), as
 * the abilities families and derived flags declare it: the live state marks
 * the cards that hold one (var.c), for arbi_def_borrowed.  0: none. */
static uint32_t borrow_key(const arb_game *g)
{
    for (int i = 0; i < g->nfams; i++) if (g->fams[i].borrow) return g->fams[i].borrow;
    return arbi_derived_borrow(g);
}

void arbi_reset_state(arb_game *g)
{
    arbi_state_clear(&g->st);                 /* (their arrays kept: the same game is made again) */
    arbi_state_clear(&g->ckpt);
    release_lists(g);
    arbi_labels_forget(g);
    arbi_decision_clear(&g->dec);
    arbi_derived_forget(g);
    g->tzone_key = -1;                  /* (a new setup may lay the zones out otherwise) */
    arb_rng_seed(&g->st.h.rng, g->seed);
    g->st.h.nplayers = g->players;
    g->st.watch = borrow_key(g);
    g->st.h.active = 1;
}

static void copy_err(const arb_game *g, char *err, size_t errlen)
{
    if (err && errlen) snprintf(err, errlen, "%s", g->err ? g->err : "unknown error");
}

/* extra_cards, then more_cards, as the game's list of card folders. */
static int copy_extras(arb_game *g, const arb_config *cfg)
{
    int n = cfg->extra_cards ? 1 : 0;
    for (const char *const *m = cfg->more_cards; m && *m; m++) n++;
    if (!n) return 0;
    g->extras = calloc((size_t)n + 1, sizeof *g->extras);   /* NULL-terminated */
    if (!g->extras) return -1;
    if (cfg->extra_cards) g->extras[g->nextras++] = arbi_strdup(cfg->extra_cards);
    for (const char *const *m = cfg->more_cards; m && *m; m++) g->extras[g->nextras++] = arbi_strdup(*m);
    for (int i = 0; i < n; i++)
        if (!g->extras[i]) return -1;
    return 0;
}

/* The game with its configuration and an empty Lua state; nothing loaded. */
arb_game *arbi_game_alloc(const arb_config *cfg, char *err, size_t errlen)
{
    if (!cfg->game || !*cfg->game) {          /* the kernel knows no game of its own */
        if (err && errlen) snprintf(err, errlen, "no game named (arb_config.game: a folder under ROOT/scripts)");
        return NULL;
    }
    arb_game *g = calloc(1, sizeof *g);
    if (g) g->log_source = -1;
    if (!g) {
        if (err && errlen) snprintf(err, errlen, "out of memory");
        return NULL;
    }
    g->root = arbi_strdup(cfg->root ? cfg->root : ".");
    g->game = dup_or_null(cfg->game);
    g->options = dup_or_null(cfg->options);
    if (!g->root || !g->game || (cfg->options && !g->options) || copy_extras(g, cfg)) {
        if (err && errlen) snprintf(err, errlen, "out of memory");
        arb_game_free(g);
        return NULL;
    }
    g->seed = cfg->seed;
    g->players = cfg->players;
    g->quiet = cfg->quiet;
    arb_rng_seed(&g->bot_rng, cfg->seed ^ 0x5eedb0751234abcdULL);   /* until arb_seats_seed */
    g->mem_limit = cfg->mem_limit ? cfg->mem_limit : (size_t)256 << 20;
    g->instr_limit = cfg->instr_limit ? cfg->instr_limit : 50000000L;
    g->co_ref = g->env_ref = g->prelude_ref = LUA_NOREF;
    g->defs_ref = g->raw_ref = g->freeze_ref = g->fam_ref = g->acts_ref = g->G_ref = g->groups_ref = g->statics_decl_ref = g->ctx_ref = g->layout_ref = LUA_NOREF;
    arbi_atoms_init(&g->atoms);
    arbi_state_init(&g->st);
    arbi_state_init(&g->ckpt);
    g->L = arbi_new_lua(g);
    if (!g->L) {
        if (err && errlen) snprintf(err, errlen, "cannot create a Lua state");
        arb_game_free(g);
        return NULL;
    }
    arbi_open_api(g->L, g);
    return g;
}

/* Loads prelude, ruleset and cards and runs to the first decision; frees g
 * and returns NULL on failure. */
arb_game *arbi_game_boot(arb_game *g, char *err, size_t errlen)
{
    if (arbi_load_all(g)) {
        copy_err(g, err, errlen);
        arb_game_free(g);
        return NULL;
    }
    g->steps_closed = 1;                  /* steps{} only while loading */
    arbi_reset_state(g);
    if (arbi_start(g) != ARB_OK) {
        copy_err(g, err, errlen);
        arb_game_free(g);
        return NULL;
    }
    return g;
}

arb_game *arb_game_new(const arb_config *cfg, char *err, size_t errlen)
{
    arb_game *g = arbi_game_alloc(cfg, err, errlen);
    return g ? arbi_game_boot(g, err, errlen) : NULL;
}

arb_status arb_game_restart(arb_game *g, uint64_t seed)
{
    g->seed = seed;
    arbi_reloads_settle(g);
    arbi_reset_state(g);
    return arbi_start(g);
}

void arb_game_free(arb_game *g)
{
    if (!g) return;
    arbi_profile_report(g);
    if (g->L) lua_close(g->L);
    arbi_lua_alloc_free(g);
    arbi_state_free(&g->st);
    arbi_state_free(&g->ckpt);
    release_lists(g);
    arbi_input_spares_free(&g->spares);
    arbi_decision_free(&g->dec);
    arbi_reloads_free(g);
    for (int i = 0; i < g->ndefs; i++) {
        free(g->defs[i].name);
        free(g->defs[i].file);
        free(g->defs[i].src);
    }
    free(g->defs);
    free(g->swap);
    free(g->swap_owner);
    free(g->def_hash);
    free(g->def_index);
    free(g->phase_name);
    free(g->phase_window);
    free(g->phase_prog);
    free(g->frames);
    free(g->flist);
    arbi_free_families(g);
    arbi_forget_has(g);
    arbi_free_filters(g);
    arbi_free_steps(g);
    arbi_free_dabs(g);
    arbi_free_events(g);
    arbi_free_reactions(g);
    arbi_free_derived(g);
    arbi_free_statics(g);
    arbi_free_layout(g);
    arbi_seats_free(g);
    for (int i = 0; i < g->nscripts; i++) free(g->scripts[i].file);
    free(g->scripts);
    arbi_atoms_free(&g->atoms);
    free(g->logcache);
    arbi_log_release(g->logcache_of);
    free(g->err);
    free(g->load_note);
    free(g->root);
    free(g->game);
    free(g->options);
    for (int i = 0; i < g->nextras; i++) free(g->extras[i]);
    free(g->extras);
    free(g);
}

const char *arb_errmsg(const arb_game *g)
{
    return g->err ? g->err : "";
}

/* ---- the pending decision ------------------------------------------------- */

int arb_over(const arb_game *g) { return g->st.h.over; }
uint32_t arb_winners(const arb_game *g) { return g->st.h.winners; }

const char *arb_result(const arb_game *g)
{
    return g->st.h.over ? arbi_atom_str(&g->atoms, g->st.h.result) : "the game is in progress";
}

int arb_decision_player(const arb_game *g) { return g->st.h.over ? 0 : g->dec.player; }
const char *arb_decision_prompt(const arb_game *g)
{
    arbi_labels_ready((arb_game *)g, NULL);      /* a lazy prompt: a cache, not state */
    return g->dec.text ? ARBI_DTEXT(&g->dec, g->dec.prompt) : "";
}
const char *arb_decision_reason(const arb_game *g)
{
    arbi_labels_ready((arb_game *)g, NULL);      /* a lazy reason: a cache, not state */
    return g->dec.text ? ARBI_DTEXT(&g->dec, g->dec.reason) : "";
}
int arb_option_count(const arb_game *g) { return g->st.h.over ? 0 : g->dec.nopt; }

const char *arb_option_label(const arb_game *g, int i)
{
    if (i < 0 || i >= g->dec.nopt) return NULL;
    arbi_labels_ready((arb_game *)g, NULL);      /* lazy labels: a cache, not state */
    return ARBI_DTEXT(&g->dec, g->dec.opt[i].label);
}

int arb_option_player(const arb_game *g, int i)
{
    return i >= 0 && i < g->dec.nopt ? g->dec.opt[i].player : 0;
}

/* Refusals are worded when first read: a cache, not state. */
int arb_refusal_count(const arb_game *g)
{
    arbi_refusals_ready((arb_game *)g);
    return g->dec.nref;
}

const char *arb_refusal_label(const arb_game *g, int i)
{
    arbi_refusals_ready((arb_game *)g);
    return i >= 0 && i < g->dec.nref ? ARBI_DTEXT(&g->dec, g->dec.ref[i].label) : NULL;
}

const char *arb_refusal_reason(const arb_game *g, int i)
{
    arbi_refusals_ready((arb_game *)g);
    return i >= 0 && i < g->dec.nref ? ARBI_DTEXT(&g->dec, g->dec.ref[i].reason) : NULL;
}

/* ---- inspection ------------------------------------------------------------ */

int arb_player_count(const arb_game *g) { return g->st.h.nplayers; }
int arb_active_player(const arb_game *g) { return g->st.h.active; }
int arb_turn(const arb_game *g) { return g->st.h.turn; }
int arb_input_count(const arb_game *g) { return g->inputs ? g->inputs->n : 0; }
int arb_log_count(const arb_game *g) { return g->log ? g->log->n : 0; }

static const arbi_logline *log_at(const arb_game *g, int i)
{
    arb_game *m = (arb_game *)g;            /* the cache is not game state */
    int n = arb_log_count(g);
    if (i < 0 || i >= n) return NULL;
    if (m->logcache_cap < n) {
        int ncap = n * 2;
        const arbi_logline **nc = realloc(m->logcache, sizeof *nc * (size_t)ncap);
        if (!nc) return NULL;
        m->logcache = nc;
        m->logcache_cap = ncap;
    }
    if (m->logcache_of != g->log) {     /* the log changed since the index was built */
        /* Lines past the indexed ones, then the rest only if the log does not
         * run on from the indexed line (after an undo): a step costs its own
         * lines, not the whole log. */
        arbi_logline *old = m->logcache_of, *l = g->log;
        for (; l && (!old || l->n > old->n); l = l->prev) m->logcache[l->n - 1] = l;
        for (; l && l != old; l = l->prev) m->logcache[l->n - 1] = l;
        arbi_log_retain(g->log);
        arbi_log_release(m->logcache_of);
        m->logcache_of = g->log;
    }
    return m->logcache[i];
}

const char *arb_log_line(const arb_game *g, int i)
{
    const arbi_logline *l = log_at(g, i);
    return l ? l->text : NULL;
}

int arb_log_card(const arb_game *g, int i)
{
    const arbi_logline *l = log_at(g, i);
    return l ? l->card : ARB_NONE;
}

arb_status arb_check(arb_game *g)
{
    const char *why;
    if (arbi_state_check(&g->st, &why) == 0) return ARB_OK;
    return arbi_fail(g, ARB_EILLEGAL, "kernel invariant broken: %s", why);
}

uint64_t arb_state_hash(const arb_game *g)
{
    return arbi_state_hash(&g->st, &g->atoms, g->def_hash);
}

uint64_t arb_pool_hash(const arb_game *g)
{
    uint64_t h = ARBI_FNV_SEED;
    for (int i = 0; i < g->nscripts; i++) h = arbi_fnv(&g->scripts[i].hash, 8, h);
    for (int i = 0; i < g->ndefs; i++) h = arbi_fnv(&g->defs[i].hash, 8, h);
    return h;
}

size_t arb_memory(const arb_game *g)
{
    return g->mem_used + g->pool_bytes + arbi_strings_used(g) + arbi_state_bytes(&g->st)
         + sizeof *g->flist * (size_t)g->flist_cap;
}

int arb_card_name_count(const arb_game *g) { return g->ndefs; }

const char *arb_card_name(const arb_game *g, int i)
{
    return i >= 0 && i < g->ndefs ? g->defs[i].name : NULL;
}
