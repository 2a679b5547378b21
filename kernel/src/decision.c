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
    d->player = 0;
    d->mixed = d->lazy_prompt = d->lazy_reason = 0;
    d->nopt = d->nref = 0;
    d->tlen = 0;
    if (d->tcap) {                          /* offset 0: "" */
        d->text[0] = '\0';
        d->tlen = 1;
        d->prompt = d->reason = 0;
    } else {
        d->prompt = d->reason = arbi_decision_text(d, "");
    }
}

void arbi_decision_free(arbi_decision *d)
{
    free(d->opt);
    free(d->ref);
    free(d->text);
    memset(d, 0, sizeof *d);
}

size_t arbi_decision_bytes(const arbi_decision *d)
{
    return sizeof *d->opt * (size_t)d->optcap + sizeof *d->ref * (size_t)d->refcap + d->tcap;
}

/* Appends a string to the text buffer; returns its offset, or (size_t)-1. */
size_t arbi_decision_text(arbi_decision *d, const char *s)
{
    size_t n = strlen(s) + 1;
    if (d->tlen + n > d->tcap) {
        size_t ncap = d->tcap ? d->tcap * 2 : 1024;
        while (ncap < d->tlen + n) ncap *= 2;
        char *nt = realloc(d->text, ncap);
        if (!nt) return (size_t)-1;
        d->text = nt;
        d->tcap = ncap;
    }
    size_t at = d->tlen;
    memcpy(d->text + at, s, n);
    d->tlen += n;
    return at;
}

ARBI_INLINE int arbi_decision_begin(arbi_decision *d, int player, const char *prompt, const char *reason)
{
    arbi_decision_clear(d);
    d->player = player;
    d->prompt = *prompt ? arbi_decision_text(d, prompt) : 0;     /* offset 0: "" */
    d->reason = *reason ? arbi_decision_text(d, reason) : 0;
    return d->prompt == (size_t)-1 || d->reason == (size_t)-1 ? -1 : 0;
}

/* Adds an option labelled `label`; NULL leaves the label empty (text
 * offset 0 is always "", see arbi_decision_clear) for a label made when
 * somebody reads it. */
int arbi_decision_option(arbi_decision *d, const char *label, int player)
{
    arbi_option *o = arbi_decision_new(d, label);
    if (!o) return -1;
    o->player = player;
    return 0;
}

/* Appends an option labelled `label` (NULL: made when read) for no family,
 * card or ability, and returns it for the caller to fill in; NULL when out
 * of memory.  Filled in place: an option built on the stack and copied
 * whole would be loaded back wide from the narrow stores that built it,
 * which the CPU cannot forward (measured: a fifth of a decision's time). */
arbi_option *arbi_decision_new(arbi_decision *d, const char *label)
{
    if (d->nopt >= d->optcap) {
        int ncap = d->optcap ? d->optcap * 2 : 16;
        arbi_option *no = realloc(d->opt, sizeof *no * (size_t)ncap);
        if (!no) return NULL;
        d->opt = no;
        d->optcap = ncap;
    }
    size_t at = label ? arbi_decision_text(d, label) : 0;
    if (at == (size_t)-1) return NULL;
    arbi_option *n = &d->opt[d->nopt++];
    *n = (arbi_option){ .label = at, .fam = -1, .card = -1, .slot = -1 };
    return n;
}

static arbi_refusal *new_refusal(arbi_decision *d)
{
    if (d->nref >= d->refcap) {
        int ncap = d->refcap ? d->refcap * 2 : 8;
        arbi_refusal *nr = realloc(d->ref, sizeof *nr * (size_t)ncap);
        if (!nr) return NULL;
        d->ref = nr;
        d->refcap = ncap;
    }
    arbi_refusal *r = &d->ref[d->nref];
    *r = (arbi_refusal){ .fam = -1, .card = -1, .slot = -1, .detail_card = -1 };
    return r;
}

int arbi_decision_refusal(arbi_decision *d, const char *label, const char *reason)
{
    arbi_refusal *r = new_refusal(d);
    if (!r) return -1;
    size_t l = arbi_decision_text(d, label), why = arbi_decision_text(d, reason);
    if (l == (size_t)-1 || why == (size_t)-1) return -1;
    r->label = l;
    r->reason = why;
    d->nref++;
    return 0;
}

arbi_refusal *arbi_decision_lazy_refusal(arbi_decision *d, int fam, int card, int slot,
                                         const char *why)
{
    arbi_refusal *r = new_refusal(d);
    if (!r) return NULL;
    r->lazy = 1;
    r->fam = fam;
    r->card = card;
    r->slot = slot;
    r->why = why;
    d->nref++;
    return r;
}

int arbi_decision_copy(arbi_decision *dst, const arbi_decision *src)
{
    arbi_decision_clear(dst);
    dst->tlen = 0;
    if (src->tlen && (arbi_decision_text(dst, "") == (size_t)-1)) return -1;
    if (dst->tcap < src->tlen) {
        char *nt = realloc(dst->text, src->tlen);
        if (!nt) return -1;
        dst->text = nt;
        dst->tcap = src->tlen;
    }
    if (src->tlen) memcpy(dst->text, src->text, src->tlen);
    dst->tlen = src->tlen;
    if (dst->optcap < src->nopt) {
        arbi_option *no = realloc(dst->opt, sizeof *no * (size_t)src->nopt);
        if (!no) return -1;
        dst->opt = no;
        dst->optcap = src->nopt;
    }
    if (dst->refcap < src->nref) {
        arbi_refusal *nr = realloc(dst->ref, sizeof *nr * (size_t)src->nref);
        if (!nr) return -1;
        dst->ref = nr;
        dst->refcap = src->nref;
    }
    if (src->nopt) memcpy(dst->opt, src->opt, sizeof *src->opt * (size_t)src->nopt);
    if (src->nref) memcpy(dst->ref, src->ref, sizeof *src->ref * (size_t)src->nref);
    dst->nopt = src->nopt;
    dst->nref = src->nref;
    dst->player = src->player;
    dst->mixed = src->mixed;
    dst->lazy_prompt = src->lazy_prompt;
    dst->lazy_reason = src->lazy_reason;
    dst->prompt = src->prompt;
    dst->reason = src->reason;
    return 0;
}

uint64_t arbi_decision_hash(const arbi_decision *d)
{
    uint64_t h = arbi_fnv(&d->player, sizeof d->player, ARBI_FNV_SEED);
    const char *p = ARBI_DTEXT(d, d->prompt);
    h = arbi_fnv(p, strlen(p), h);
    for (int i = 0; i < d->nopt; i++) {
        const char *l = ARBI_DTEXT(d, d->opt[i].label);
        h = arbi_fnv(l, strlen(l), h);
    }
    return h;
}
