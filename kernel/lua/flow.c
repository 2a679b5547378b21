/*
 * flow.c -- inputs to a running game: answers, edits, rollback, snapshots.
 *
 * The driver (driver.c) runs the game as units -- a phase step, or the
 * option chosen at a window -- and lists a window's options before its
 * decision.  Setup and each window begin with a checkpoint: the places the
 * game can stop at the top level.  From that follow:
 *  - atomicity: a script error restores the checkpoint the failed input
 *    started from and replays the inputs before it, so the game is exactly
 *    as before;
 *  - snapshots: state (the flow included) + checkpoint + the inputs since
 *    it.  At a window nothing is suspended, so restoring is a copy and a
 *    new listing of the options; at a question of the kernel's own steps
 *    (stepflow.c) it is a copy too, their frames with it.  Inside a unit
 *    (a card waiting on a g:choose) restoring is "lazy": the game is re-run from the window's
 *    checkpoint with those inputs when the next answer or edit arrives, and
 *    the re-run must reach the same state hash, which also catches scripts
 *    that hide state in Lua.
 * An edit is applied between two decisions; a window is then listed again,
 * and a unit is resumed with 0, which tells g:choose to ask again.
 */
#include "lapi.h"
#include "steprun.h"
#include <lauxlib.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

arb_status arbi_fail(arb_game *g, arb_status st, const char *fmt, ...)
{
    char buf[4096];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    free(g->err);
    g->err = arbi_strdup(buf);
    return st;
}

/* A log line, written by the card whose text runs now (g->log_source,
 * set by the prelude's card contexts), or by the rules. */
void arbi_push_log(arb_game *g, const char *text)
{
    arbi_logline *l = arbi_log_push(g->log, text, g->log_source);
    if (l) g->log = l;
}

static void set_list(arbi_logline **dst, arbi_logline *src)
{
    arbi_log_retain(src);
    arbi_log_release(*dst);
    *dst = src;
}

static void set_inputs(arb_game *g, arbi_input **dst, arbi_input *src)
{
    arbi_input_retain(src);
    arbi_input_drop(&g->spares, *dst);
    *dst = src;
}

arb_status arbi_checkpoint(arb_game *g)
{
    if (arbi_state_sync(&g->ckpt, &g->st))      /* (the old one is left whole) */
        return arbi_fail(g, ARB_ENOMEM, "out of memory (taking the checkpoint)");
    g->ckpts++;
    set_list(&g->ckpt_log, g->log);
    set_inputs(g, &g->ckpt_inputs, g->inputs);
    return ARB_OK;
}

static arb_status replay_unit(arb_game *g, arbi_input *upto);

/* After a failed input: goes back to the checkpoint the input started from
 * and replays the unit's inputs up to `before`, the last good one, so the
 * game is exactly as it was before the failed answer or edit.  Keeps g->err. */
static arb_status rollback(arb_game *g, arb_status why, arbi_input *before)
{
    char *msg = g->err;
    g->err = NULL;
    if (replay_unit(g, before) != ARB_OK) {
        g->broken = 1;
        size_t n = strlen(msg) + strlen(arb_errmsg(g)) + 64;
        char *both = malloc(n);
        if (both) snprintf(both, n, "%s\n(and restoring the game failed too: %s)", msg, arb_errmsg(g));
        free(msg);
        msg = both;
    }
    free(g->err);
    g->err = msg;
    return why;
}

arb_status arbi_start(arb_game *g)
{
    g->broken = 0;
    g->log_source = -1;
    g->lazy = g->relist = 0;
    arbi_end_unit(g);
    arb_status st = g->st.h.nzones || g->st.h.ncards ? ARB_OK : arbi_lay_out(g);
    if (st == ARB_OK) st = arbi_drive(g);
    if (st != ARB_OK) g->broken = 1;
    return st;
}

/* Pushes an input and resumes the driver with `arg` (the 1-based answer, or
 * 0 after an edit).  On failure, rolls back when allowed. */
/* Takes input `in`, made on top of g->inputs (and owned by the caller
 * until now), and goes on with it. */
static arb_status feed_input(arb_game *g, arbi_input *in, int may_rollback)
{
    arbi_input *before = g->inputs;
    int kind = in->kind, answer = in->answer;
    arbi_input_retain(before);
    g->inputs = in;
    g->log_source = -1;           /* (a card's text that failed may have left it set) */
    arb_status st = ARB_OK;
    {
        arbi_labels_forget(g);        /* the answered decision's label functions */
        st = arbi_feed_unit(g, kind == ARBI_IN_ANSWER ? answer + 1 : 0);
        if (st != ARB_OK && may_rollback) st = rollback(g, st, before);
    }
    arbi_input_drop(&g->spares, before);
    return st;
}

static arb_status feed(arb_game *g, int kind, int answer, const char *src, int may_rollback)
{
    arb_status st = arbi_strings_room(g, arbi_input_size(src));
    if (st != ARB_OK) return st;
    arbi_input *in = arbi_input_push(&g->spares, g->inputs, kind, answer, src);
    if (!in) return arbi_fail(g, ARB_ENOMEM, "out of memory");
    return feed_input(g, in, may_rollback);
}

static arb_status run_edit(arb_game *g, const char *src, char *out, size_t outlen,
                           int may_change, int *changed);

static arb_status feed_edit(arb_game *g, const char *src, int may_rollback)
{
    arb_status st = run_edit(g, src, NULL, 0, 1, NULL);
    return st != ARB_OK ? st : feed(g, ARBI_IN_EDIT, 0, src, may_rollback);
}

/* Resets to the checkpoint and replays the inputs after it up to and
 * including `upto` (which must descend from the checkpoint's inputs). */
static arb_status replay_unit(arb_game *g, arbi_input *upto)
{
    int n = 0;
    for (arbi_input *in = upto; in && in != g->ckpt_inputs; in = in->prev) n++;
    arbi_input **todo = malloc(sizeof *todo * (size_t)(n ? n : 1));
    if (!todo) return arbi_fail(g, ARB_ENOMEM, "out of memory");
    arbi_input *in = upto;
    for (int k = n - 1; k >= 0; k--, in = in->prev) { todo[k] = in; arbi_input_retain(in); }
    arbi_state_copy(&g->st, &g->ckpt);
    set_list(&g->log, g->ckpt_log);
    set_inputs(g, &g->inputs, g->ckpt_inputs);
    arbi_drop_unit(g);
    arb_status st = arbi_drive(g);
    for (int k = 0; k < n && st == ARB_OK; k++)
        st = todo[k]->kind == ARBI_IN_EDIT ? feed_edit(g, todo[k]->src, 0)
                                           : feed(g, ARBI_IN_ANSWER, todo[k]->answer, "", 0);
    for (int k = 0; k < n; k++) arbi_input_drop(&g->spares, todo[k]);
    free(todo);
    return st;
}

/* After a snapshot taken inside a unit was restored: re-run the unit up to
 * the present, and check that the re-run reaches the same state.  If it
 * does not (a script keeps state outside the kernel) or fails, the game is
 * left exactly as restored, and marked so that only undo goes on. */
static arb_status replay_restored(arb_game *g)
{
    arbi_guard k;
    if (arbi_guard_begin(g, &k)) return arbi_fail(g, ARB_ENOMEM, "out of memory");
    arbi_decision dec = {0};
    arb_status st = arbi_decision_copy(&dec, &g->dec) ? arbi_fail(g, ARB_ENOMEM, "out of memory")
                                                      : replay_unit(g, g->inputs);
    if (st == ARB_OK && arb_state_hash(g) != k.hash)
        st = arbi_fail(g, ARB_ESCRIPT, "replaying this action from its checkpoint gave a "
                       "different state: some script keeps state outside the kernel "
                       "(undo, then reload the card)");
    if (st != ARB_OK) {
        arbi_guard_restore(g, &k);
        arbi_labels_forget(g);
        arbi_decision_copy(&g->dec, &dec);
        arbi_drop_unit(g);
        g->broken = 1;           /* the scripts can no longer be trusted here */
    }
    arbi_decision_free(&dec);
    arbi_guard_end(&k);
    return st;
}

/* Makes a restored game ready to go on: at a window its options are listed
 * again (their functions are not part of a snapshot); inside a unit the
 * unit is replayed. */
static arb_status materialize(arb_game *g)
{
    if (g->relist) {
        g->relist = 0;
        arb_status st = arbi_list_window(g);
        if (st != ARB_OK) g->broken = 1;
        return st;
    }
    if (!g->lazy) return ARB_OK;
    g->lazy = 0;
    return replay_restored(g);
}

arb_status arb_answer(arb_game *g, int i)
{
    if (g->st.h.over) return arbi_fail(g, ARB_EOVER, "the game is over: %s", arb_result(g));
    if (g->broken)
        return arbi_fail(g, ARB_ESCRIPT, "the game cannot continue from here (a script fails); undo or reload the card");
    arb_status st = materialize(g);
    if (st != ARB_OK) return st;
    if (i < 0 || i >= g->dec.nopt)
        return arbi_fail(g, ARB_EILLEGAL, "there is no option %d: choose 1 to %d", i + 1, g->dec.nopt);
    return feed(g, ARBI_IN_ANSWER, i, "", 1);
}

/* ---- edits, queries and views --------------------------------------------- */

/* Writes the values from stack index first to the top: as Lua literals
 * separated by ", " (results of edits and queries: `return ` + the text
 * reads them back), or with strings as plain text, tab-separated (views). */
static size_t append(char *out, size_t outlen, size_t used, const char *sep, const char *text)
{
    int n = snprintf(used < outlen ? out + used : NULL, used < outlen ? outlen - used : 0,
                     "%s%s", sep, text);
    return used + (n > 0 ? (size_t)n : 0);
}

/* Returns the length of the whole text, which may exceed outlen. */
static size_t write_results(arb_game *g, int first, char *out, size_t outlen, int literal)
{
    lua_State *L = g->L;
    size_t used = 0;
    out[0] = 0;
    for (int k = first; k <= lua_gettop(L); k++) {
        if (!literal && lua_type(L, k) == LUA_TSTRING) {
            used = append(out, outlen, used, k > first ? "\t" : "", lua_tostring(L, k));
            continue;
        }
        lua_rawgeti(L, LUA_REGISTRYINDEX, g->prelude_ref);
        lua_getfield(L, -1, "serialize");
        lua_remove(L, -2);
        lua_pushvalue(L, k);
        if (lua_pcall(L, 1, 1, 0) != LUA_OK) { lua_pop(L, 1); lua_pushliteral(L, "?"); }
        used = append(out, outlen, used, k > first ? ", " : "", lua_tostring(L, -1));
        lua_pop(L, 1);
    }
    return used;
}

/* Calls the function on top of L's stack with `g` as its only argument, under
 * the budget, writing tostring of the results to out.  `reader` names the
 * role of a script that may only read the game (NULL: an edit). */
static arb_status call_sandboxed(arb_game *g, char *out, size_t outlen, int literal,
                                 const char *reader)
{
    lua_State *L = g->L;
    int f = lua_gettop(L);                    /* the function to call */
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->prelude_ref);
    lua_getfield(L, -1, "traceback");
    lua_remove(L, -2);
    lua_insert(L, f);                         /* message handler below f */
    lua_getfield(L, LUA_REGISTRYINDEX, ARBI_REG);
    lua_getfield(L, -1, "G");
    lua_remove(L, -2);
    g->in_edit = 1;
    g->reader = reader;
    arbi_arm(g, L);
    int rc = lua_pcall(L, 1, LUA_MULTRET, f);
    arbi_disarm(L);
    g->in_edit = 0;
    g->reader = NULL;
    if (rc != LUA_OK) {
        arbi_fail(g, g->budget_hit ? ARB_EBUDGET : ARB_ESCRIPT, "%s", lua_tostring(L, -1));
        lua_settop(L, f - 1);
        return g->budget_hit ? ARB_EBUDGET : ARB_ESCRIPT;
    }
    size_t used = out && outlen ? write_results(g, f + 1, out, outlen, literal) : 0;
    lua_settop(L, f - 1);
    if (used >= outlen && out && outlen)
        return arbi_fail(g, ARB_EARG, "the result (%zu bytes) does not fit the caller's buffer "
                                      "(%zu bytes)", used, outlen);
    return ARB_OK;
}

/* A guard keeps the game as it was before a script whose failure must
 * leave no trace (an edit, a replay), so that a change can be seen and
 * undone.  Scripts that may only read need none: see ARBI_WRITES. */
int arbi_guard_begin(arb_game *g, arbi_guard *k)
{
    arbi_state_init(&k->before);
    if (arbi_state_copy(&k->before, &g->st)) {
        arbi_state_free(&k->before);
        return -1;
    }
    k->hash = arb_state_hash(g);
    k->log = g->log;
    arbi_log_retain(k->log);
    return 0;
}

int arbi_guard_changed(const arb_game *g, const arbi_guard *k)
{
    return arb_state_hash(g) != k->hash || g->log != k->log;
}

void arbi_guard_restore(arb_game *g, const arbi_guard *k)
{
    arbi_state_copy(&g->st, &k->before);
    set_list(&g->log, k->log);
}

void arbi_guard_end(arbi_guard *k)
{
    arbi_log_release(k->log);
    arbi_state_free(&k->before);
}

/* Runs src against the live state: a query (may_change 0) only reads, and
 * its first write is an error; an edit that fails leaves the state as it
 * was.  *changed (if not NULL) says whether the edit changed anything. */
static arb_status run_edit(arb_game *g, const char *src, char *out, size_t outlen,
                           int may_change, int *changed)
{
    lua_State *L = g->L;
    if (arbi_load_chunk(g, src, strlen(src), "=edit", g->env_ref)) {
        arb_status st = arbi_fail(g, ARB_ESCRIPT, "%s", lua_tostring(L, -1));
        lua_pop(L, 1);
        return st;
    }
    if (!may_change) return call_sandboxed(g, out, outlen, 1, "a query (an edit may write)");
    arbi_guard k;
    if (arbi_guard_begin(g, &k)) {
        lua_pop(L, 1);
        return arbi_fail(g, ARB_ENOMEM, "out of memory");
    }
    arb_status st = call_sandboxed(g, out, outlen, 1, NULL);
    if (st != ARB_OK) arbi_guard_restore(g, &k);
    else if (changed) *changed = arbi_guard_changed(g, &k);
    arbi_guard_end(&k);
    return st;
}

arb_status arb_eval(arb_game *g, const char *src, int record, char *out, size_t outlen)
{
    if (g->broken && record)
        return arbi_fail(g, ARB_ESCRIPT, "the game cannot continue from here; undo first");
    /* A query reads the restored state as it is; an edit is an input, so the
     * unit it joins must be running. */
    arb_status st = record ? materialize(g) : ARB_OK;
    if (st != ARB_OK) return st;
    if (!record) return run_edit(g, src, out, outlen, 0, NULL);
    /* The input is made first: running out of memory for it afterwards
     * would leave the edit applied but not recorded. */
    if ((st = arbi_strings_room(g, arbi_input_size(src))) != ARB_OK) return st;
    arbi_input *in = arbi_input_push(&g->spares, g->inputs, ARBI_IN_EDIT, 0, src);
    if (!in) return arbi_fail(g, ARB_ENOMEM, "out of memory");
    int changed = 0;
    st = run_edit(g, src, out, outlen, 1, &changed);
    if (st == ARB_OK && changed) return feed_input(g, in, 1);
    in->prev = NULL;              /* it never took g->inputs' place: its tail is not its own */
    arbi_input_drop(&g->spares, in);
    return st;
}

arb_status arb_view(arb_game *g, const char *view, int seat, const char *args,
                    char *out, size_t outlen)
{
    arb_status st;
    lua_State *L = g->L;
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->prelude_ref);
    lua_getfield(L, -1, "view_call");
    lua_remove(L, -2);
    lua_pushstring(L, view);
    lua_pushinteger(L, seat);
    lua_pushstring(L, args ? args : "");
    /* view_call(view, seat, args) returns a function of g */
    if (lua_pcall(L, 3, 1, 0) != LUA_OK) {
        st = arbi_fail(g, ARB_EARG, "%s", lua_tostring(L, -1));
        lua_pop(L, 1);
        return st;
    }
    return call_sandboxed(g, out, outlen, 0, "a view");
}

arb_status arb_ruleset_names(arb_game *g, const char *kind, char *out, size_t outlen)
{
    lua_State *L = g->L;
    if (!out || outlen == 0) return arbi_fail(g, ARB_EARG, "no buffer for the names");
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->prelude_ref);
    lua_getfield(L, -1, "names");
    lua_remove(L, -2);
    lua_pushstring(L, kind);
    if (lua_pcall(L, 1, 1, 0) != LUA_OK) {       /* reads the ruleset's tables only */
        arb_status st = arbi_fail(g, ARB_ENOMEM, "%s", lua_tostring(L, -1));
        lua_pop(L, 1);
        return st;
    }
    size_t n;
    const char *s = lua_tolstring(L, -1, &n);
    int fits = n < outlen;
    snprintf(out, outlen, "%s", s ? s : "");
    lua_pop(L, 1);
    return fits ? ARB_OK : arbi_fail(g, ARB_EARG, "the names (%zu bytes) do not fit the buffer", n);
}

arb_status arb_policy(arb_game *g, const char *name, int *choice)
{
    arb_status st;
    if (g->st.h.over || g->dec.nopt == 0) return arbi_fail(g, ARB_EOVER, "there is no decision to take");
    lua_State *L = g->L;
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->prelude_ref);
    lua_getfield(L, -1, "policy_call");
    lua_remove(L, -2);
    lua_pushstring(L, name);
    if (lua_pcall(L, 1, 1, 0) != LUA_OK) {
        st = arbi_fail(g, ARB_EARG, "%s", lua_tostring(L, -1));
        lua_pop(L, 1);
        return st;
    }
    char out[64];
    st = call_sandboxed(g, out, sizeof out, 1, "a bot");
    if (st != ARB_OK) return st;
    int i = atoi(out);
    if (i < 1 || i > g->dec.nopt)
        return arbi_fail(g, ARB_ESCRIPT, "bot '%s' chose option %s of %d", name, out, g->dec.nopt);
    *choice = i - 1;
    return ARB_OK;
}

/* ---- snapshots ------------------------------------------------------------ */

struct arb_snapshot {
    arbi_state st, ckpt;        /* packed (arbi_state_pack); at a window whose
                                 * checkpoint is the state, no ckpt (same_ckpt) */
    int same_ckpt;
    arbi_logline *log, *ckpt_log;
    arbi_input *inputs, *ckpt_inputs;
    arbi_decision dec;
    int broken;
    /* At a question of the kernel's own steps (stepflow.c), their frames:
     * restored into the same game, the question stands again as it was,
     * with no re-run. */
    const arb_game *of; int dabs_made;
    struct arbi_frame *frames; int nframes, frames_kind;
    int32_t *flist; int nflist;     /* their each steps' cards */
};

/* Copies the frames of the steps waiting on a question: 0, or -1. */
static int copy_frames(struct arbi_frame **dst, int *nd, const struct arbi_frame *src, int n)
{
    *nd = 0;
    if (!n) return 0;
    if (!*dst && !(*dst = malloc(sizeof **dst * ARBI_MAX_FRAMES))) return -1;
    memcpy(*dst, src, sizeof *src * (size_t)n);
    *nd = n;
    return 0;
}

/* Copies n cards of each steps' lists into *dst (made to hold them, *cap
 * its size when given): 0, or -1. */
static int copy_list(int32_t **dst, int *cap, const int32_t *src, int n)
{
    if (!n) return 0;
    if (!cap || *cap < n) {
        int32_t *nl = realloc(*dst, sizeof *nl * (size_t)n);
        if (!nl) return -1;
        *dst = nl;
        if (cap) *cap = n;
    }
    memcpy(*dst, src, sizeof *src * (size_t)n);
    return 0;
}

arb_snapshot *arb_snapshot_take(arb_game *g)
{
    arb_snapshot *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    arbi_labels_ready(g, NULL);
    s->same_ckpt = arbi_state_is_synced(&g->ckpt, &g->st);
    if (arbi_state_pack(&s->st, &g->st) || (!s->same_ckpt && arbi_state_pack(&s->ckpt, &g->ckpt))
        || arbi_decision_copy(&s->dec, &g->dec)) {
        arb_snapshot_free(s);
        return NULL;
    }
    set_list(&s->log, g->log);
    set_list(&s->ckpt_log, g->ckpt_log);
    set_inputs(g, &s->inputs, g->inputs);
    set_inputs(g, &s->ckpt_inputs, g->ckpt_inputs);
    s->broken = g->broken;
    s->of = g;
    s->dabs_made = g->dabs_made;
    s->frames_kind = g->frames_kind;
    s->nflist = g->unit ? 0 : arbi_flist_used(g);
    if (!g->unit && (copy_frames(&s->frames, &s->nframes, g->frames, g->nframes)
                     || copy_list(&s->flist, NULL, g->flist, s->nflist))) {
        arb_snapshot_free(s);
        return NULL;
    }
    return s;
}

arb_status arb_snapshot_restore(arb_game *g, const arb_snapshot *s)
{
    arbi_labels_forget(g);
    g->tzone_key = -1;          /* (taken before a restart, its zones may be laid out otherwise) */
    /* (a checkpoint that is the state is synced from it, which also clears
     * the marks of what the live state wrote before the restore) */
    if (arbi_state_copy(&g->st, &s->st)
        || (s->same_ckpt ? arbi_state_sync(&g->ckpt, &g->st) : arbi_state_copy(&g->ckpt, &s->ckpt))
        || arbi_decision_copy(&g->dec, &s->dec))
        return arbi_fail(g, ARB_ENOMEM, "out of memory");
    set_list(&g->log, s->log);
    set_list(&g->ckpt_log, s->ckpt_log);
    set_inputs(g, &g->inputs, s->inputs);
    set_inputs(g, &g->ckpt_inputs, s->ckpt_inputs);
    arbi_end_unit(g);
    g->broken = s->broken;
    /* At a window nothing was suspended: the state is the whole game, and
     * only the options' functions must be listed again.  At a question of
     * the kernel's steps, their frames are put back too.  Inside a unit the
     * unit is re-run from its checkpoint when the game goes on. */
    int live = !g->st.h.over && !g->broken;
    int framed = s->nframes && s->of == g && s->dabs_made == g->dabs_made;
    if (framed && (copy_frames(&g->frames, &g->nframes, s->frames, s->nframes)
                   || copy_list(&g->flist, &g->flist_cap, s->flist, s->nflist)))
        return arbi_fail(g, ARB_ENOMEM, "out of memory");
    g->frames_kind = s->frames_kind;
    g->relist = live && g->st.h.flow == ARBI_FLOW_WINDOW;
    g->lazy = live && !g->relist && !framed;
    return ARB_OK;
}

size_t arb_snapshot_memory(const arb_snapshot *s)
{
    return sizeof *s + arbi_state_bytes(&s->st) + arbi_state_bytes(&s->ckpt)
         + arbi_decision_bytes(&s->dec) + (s->frames ? sizeof *s->frames * ARBI_MAX_FRAMES : 0)
         + sizeof *s->flist * (size_t)s->nflist;
}

const arbi_input *arbi_snapshot_inputs(const arb_snapshot *s) { return s->inputs; }

void arbi_adopt_input(arb_game *g, const arbi_input *same)
{
    arbi_input *mine = g->inputs, *it = (arbi_input *)same;   /* (retained, not changed) */
    if (!mine || !it || mine == it || mine->n != it->n || mine->kind != it->kind
        || mine->answer != it->answer || strcmp(mine->src, it->src))
        return;
    if (g->ckpt_inputs == mine) set_inputs(g, &g->ckpt_inputs, it);
    set_inputs(g, &g->inputs, it);
}

void arb_snapshot_free(arb_snapshot *s)
{
    if (!s) return;
    arbi_state_free(&s->st);
    arbi_state_free(&s->ckpt);
    arbi_log_release(s->log);
    arbi_log_release(s->ckpt_log);
    arbi_input_release(s->inputs);
    arbi_input_release(s->ckpt_inputs);
    arbi_decision_free(&s->dec);
    free(s->frames);
    free(s->flist);
    free(s);
}
