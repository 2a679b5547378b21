/*
 * match.c -- turning what the user typed into one item of a list of labels.
 *
 * Used for option labels ("play spark"), refusals (`why`) and card names
 * (`put`, `reload`).  Three tiers, tried in order: the whole label equal to
 * the text ignoring case, then labels the text begins, then labels that
 * contain it.  The first tier with any hit decides; it must name a single
 * label.  Several items with the very same label (two copies of a card in
 * hand) are one candidate: the first is taken, since the user could not
 * tell them apart by name anyway, and a number picks any of them.
 */
#include "repl.h"
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

typedef int (*tier_fn)(const char *label, const char *text);

static int tier_exact(const char *label, const char *text) { return repl_ieq(label, text); }
static int tier_prefix(const char *label, const char *text) { return repl_iprefix(label, text); }
static int tier_substr(const char *label, const char *text) { return repl_isubstr(label, text); }

/* Copies text with blank runs squeezed to one space and ends trimmed. */
static char *squeeze(const char *text)
{
    char *out = repl_xmalloc(strlen(text) + 1), *d = out;
    for (const char *p = text; *p; p++) {
        if (isspace((unsigned char)*p)) {
            if (d > out && d[-1] != ' ') *d++ = ' ';
        } else {
            *d++ = *p;
        }
    }
    if (d > out && d[-1] == ' ') d--;
    *d = 0;
    return out;
}

/* Records candidate i unless an earlier candidate has the same label. */
static void add_candidate(repl_match *m, int i, repl_label_fn fn, void *ctx)
{
    for (int k = 0; k < m->ncand && k < REPL_MAX_CAND; k++)
        if (repl_ieq(fn(ctx, m->cand[k]), fn(ctx, i))) return;
    if (m->ncand < REPL_MAX_CAND) m->cand[m->ncand] = i;
    else m->more++;
    m->ncand++;
}

static int run_tier(tier_fn tier, const char *text, int n, repl_label_fn fn,
                    void *ctx, repl_match *m)
{
    memset(m, 0, sizeof *m);
    for (int i = 0; i < n; i++) {
        const char *label = fn(ctx, i);
        if (label && tier(label, text)) add_candidate(m, i, fn, ctx);
    }
    if (m->ncand == 0) return -1;
    return m->ncand == 1 ? m->cand[0] : -2;
}

int repl_match_find(const char *text, int n, repl_label_fn fn, void *ctx, repl_match *m)
{
    static const tier_fn tiers[] = { tier_exact, tier_prefix, tier_substr };
    char *t = squeeze(text);
    int found = -1;
    memset(m, 0, sizeof *m);
    if (*t) {
        for (size_t k = 0; k < sizeof tiers / sizeof tiers[0] && found == -1; k++)
            found = run_tier(tiers[k], t, n, fn, ctx, m);
    }
    free(t);
    return found;
}

void repl_match_describe(repl_buf *b, const char *text, const repl_match *m,
                         repl_label_fn fn, void *ctx)
{
    char *shown = repl_printable(text, 80);
    repl_buf_printf(b, "'%s' is ambiguous: ", shown);
    free(shown);
    int kept = m->ncand < REPL_MAX_CAND ? m->ncand : REPL_MAX_CAND;
    for (int k = 0; k < kept; k++)
        repl_buf_printf(b, "%s%s", k ? ", " : "", fn(ctx, m->cand[k]));
    if (m->more) repl_buf_printf(b, " and %d more", m->more);
}
