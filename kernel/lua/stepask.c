/*
 * stepask.c -- the questions steps ask: the cards a choose step offers (of
 * some zones, the actor's own or shared ones) and its decision, worded for
 * the actor's player and card; the numbers a choose_number step offers
 * (from `lo` to the argument, or `most`, less `less`) and its decision.
 * The kernel's runner (stepflow.c) asks them and takes their answers.
 */
#include "steprun.h"

/* (A choose step names no other zone: its first three are found through
 * the step's hints, zh.) */
int arbi_choose_zones(arb_game *g, const step *s, int p, arb_zone_id *z, char *err)
{
    int32_t (*zh)[ARBI_ZH] = (int32_t (*)[ARBI_ZH])s->zh;
    for (int i = 0; i < s->nzones; i++) {
        z[i] = i < 3 ? arbi_zone_of_hinted(g, zh[i], s->zones[i], p, err) : arbi_zone_of(g, s->zones[i], p, err);
        if (z[i] == ARB_NONE) return -1;
    }
    return 0;
}

/* A step's prompt and reason, worded for actor a ({n}: n). */
static void wording(arb_game *g, const step *s, const arbi_actor *a, long n, char *prompt, char *reason)
{
    arbi_format_line(g, s->text, a, n, prompt);
    reason[0] = 0;
    if (s->text2) arbi_format_line(g, s->text2, a, n, reason);
}

int arbi_ask_step(arb_game *g, const step *s, const arbi_actor *a, const arb_zone_id *z, long n)
{
    char prompt[512], reason[512];
    wording(g, s, a, n, prompt, reason);
    return arbi_ask_cards_c(g, a->p, prompt, reason, z, s->nzones, s->optional,
                            s->none ? arbi_atom_str(&g->atoms, s->none) : NULL, s->where);
}

void arbi_number_range(const step *s, const arbi_actor *a, int64_t *lo, int64_t *hi)
{
    *lo = s->lo;
    *hi = (s->has_most ? s->most : a->arg) - s->less;
}

int arbi_ask_number(arb_game *g, const step *s, const arbi_actor *a, int64_t lo, int64_t hi)
{
    char prompt[512], reason[512];
    wording(g, s, a, 0, prompt, reason);
    return arbi_ask_numbers_c(g, a->p, prompt, reason, lo, hi);
}
