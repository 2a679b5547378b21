/*
 * decision.c -- the pending decision: who must choose, and among what.
 *
 * Options are plain labels; the script that asked keeps the meaning of each
 * (it is re-created when a unit is replayed).  Refusals record actions the
 * rules considered and rejected, with the reason, for the REPL's `why`.
 */
#include "internal.h"
#include <stdlib.h>
#include <string.h>

void arbi_decision_clear(arbi_decision *d)
{
    for (int i = 0; i < d->nopt; i++) free(d->opt[i].label);
    for (int i = 0; i < d->nref; i++) {
        free(d->ref[i].label);
        free(d->ref[i].reason);
    }
    free(d->prompt);
    free(d->reason);
    d->prompt = d->reason = NULL;
    d->nopt = d->nref = 0;
    d->player = 0;
}

int arbi_decision_option(arbi_decision *d, const char *label, int player)
{
    if (d->nopt >= d->optcap) {
        int ncap = d->optcap ? d->optcap * 2 : 16;
        arbi_option *no = realloc(d->opt, sizeof *no * (size_t)ncap);
        if (!no) return -1;
        d->opt = no;
        d->optcap = ncap;
    }
    char *l = arbi_strdup(label);
    if (!l) return -1;
    d->opt[d->nopt].label = l;
    d->opt[d->nopt].player = player;
    d->nopt++;
    return 0;
}

int arbi_decision_refusal(arbi_decision *d, const char *label, const char *reason)
{
    if (d->nref >= d->refcap) {
        int ncap = d->refcap ? d->refcap * 2 : 8;
        arbi_refusal *nr = realloc(d->ref, sizeof *nr * (size_t)ncap);
        if (!nr) return -1;
        d->ref = nr;
        d->refcap = ncap;
    }
    char *l = arbi_strdup(label), *r = arbi_strdup(reason);
    if (!l || !r) { free(l); free(r); return -1; }
    d->ref[d->nref].label = l;
    d->ref[d->nref].reason = r;
    d->nref++;
    return 0;
}

int arbi_decision_copy(arbi_decision *dst, const arbi_decision *src)
{
    arbi_decision_clear(dst);
    dst->player = src->player;
    dst->prompt = src->prompt ? arbi_strdup(src->prompt) : NULL;
    dst->reason = src->reason ? arbi_strdup(src->reason) : NULL;
    for (int i = 0; i < src->nopt; i++)
        if (arbi_decision_option(dst, src->opt[i].label, src->opt[i].player)) return -1;
    for (int i = 0; i < src->nref; i++)
        if (arbi_decision_refusal(dst, src->ref[i].label, src->ref[i].reason)) return -1;
    return 0;
}

uint64_t arbi_decision_hash(const arbi_decision *d)
{
    uint64_t h = arbi_fnv(&d->player, sizeof d->player, ARBI_FNV_SEED);
    if (d->prompt) h = arbi_fnv(d->prompt, strlen(d->prompt), h);
    for (int i = 0; i < d->nopt; i++)
        h = arbi_fnv(d->opt[i].label, strlen(d->opt[i].label), h);
    return h;
}
