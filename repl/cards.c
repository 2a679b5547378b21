/*
 * cards.c -- card names: listing the definitions loaded (`cards`), and
 * turning a name the user typed ("blob min") into the exact name the
 * kernel and scripts expect ("Blob Miner"), or reloading one (`reload`).
 */
#include "repl.h"
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static const char *card_label(void *ctx, int i)
{
    return arb_card_name(ctx, i);
}

const char *repl_card_resolve(repl_session *s, const char *text)
{
    repl_match m;
    int i = repl_match_find(text, arb_card_name_count(s->g), card_label, s->g, &m);
    if (i >= 0) return arb_card_name(s->g, i);
    if (i == -2) {
        repl_buf b = {0};
        repl_match_describe(&b, text, &m, card_label, s->g);
        repl_error(s, "%s", b.p);
        repl_buf_free(&b);
        return NULL;
    }
    char *t = repl_printable(text, 80);
    repl_error(s, "no card named '%s' is loaded (type 'cards' to list them)", t);
    free(t);
    return NULL;
}

static int by_name(const void *a, const void *b)
{
    const char *x = *(const char *const *)a, *y = *(const char *const *)b;
    int c = strcasecmp(x, y);
    return c ? c : strcmp(x, y);
}

int repl_cmd_cards(repl_session *s, char *args)
{
    int n = arb_card_name_count(s->g), k = 0;
    const char **v = repl_xmalloc(sizeof *v * (size_t)(n ? n : 1));
    for (int i = 0; i < n; i++)
        if (repl_isubstr(arb_card_name(s->g, i), args)) v[k++] = arb_card_name(s->g, i);
    qsort(v, (size_t)k, sizeof *v, by_name);
    for (int i = 0; i < k; i++) printf("  %s\n", v[i]);
    if (*args) printf("%d of %d cards match\n", k, n);
    else printf("%d card%s\n", n, n == 1 ? "" : "s");
    free(v);
    return 0;
}

int repl_cmd_reload(repl_session *s, char *args)
{
    if (!*args) return repl_error(s, "usage: reload CARD");
    const char *name = repl_card_resolve(s, args);
    if (!name) return -1;
    char *keep = repl_xstrdup(name);
    int rc = arb_reload_card(s->g, keep) == ARB_OK ? 0 : repl_kernel_error(s, NULL);
    if (!rc) printf("reloaded %s; the game state is unchanged\n", keep);
    free(keep);
    return rc;
}
