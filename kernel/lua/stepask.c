/*
 * stepask.c -- the questions steps ask: the cards a choose step offers (of
 * some zones, the actor's own or shared ones) and its decision, worded for
 * the actor's player and card; the numbers a choose_number step offers
 * (from `lo` to the argument, or `most`, less `less`) and its decision;
 * the players a choose_player step offers (the other players in seat
 * order, the actor's first if it says so, none out or of the actor's team)
 * and its decision.  The kernel's runner (stepflow.c) asks them and takes
 * their answers.
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
void arbi_step_text(arb_game *g, const step *s, const arbi_actor *a, long n, char *prompt, char *reason)
{
    arbi_format_line(g, s->text, a, n, prompt);
    reason[0] = 0;
    if (s->text2) arbi_format_line(g, s->text2, a, n, reason);
}

/* The question just set is worded when somebody reads it (a simulation
 * asks often and reads never): from the frame that waits on it. */
int arbi_asked_wording_later(arb_game *g, int rc)
{
    if (rc == 0) {
        g->dec.lazy_prompt = ARBI_PROMPT_STEP;
        g->labels_pending = 1;
    }
    return rc;
}

int arbi_ask_step(arb_game *g, const step *s, const arbi_actor *a, const arb_zone_id *z)
{
    return arbi_asked_wording_later(g, arbi_ask_cards_c(g, a->p, "", "", z, s->nzones, s->optional,
                                            s->none ? arbi_atom_str(&g->atoms, s->none) : NULL, s->where));
}

void arbi_number_range(const step *s, const arbi_actor *a, int64_t *lo, int64_t *hi)
{
    *lo = s->lo;
    *hi = (s->has_most ? s->most : a->arg) - s->less;
}

int arbi_ask_number(arb_game *g, const arbi_actor *a, int64_t lo, int64_t hi)
{
    return arbi_asked_wording_later(g, arbi_ask_numbers_c(g, a->p, "", "", lo, hi));
}

/* Player q's value `key` when it is an integer, else `or`. */
static int64_t int_or(const arb_game *g, int q, uint32_t key, int64_t or)
{
    const arbi_var *v = key ? arbi_var_get(&g->st, ARBI_SCOPE(ARBI_SCOPE_PLAYER, q), key) : NULL;
    return v && v->type == ARBI_VINT ? v->value : or;
}

int arbi_player_choices(const arb_game *g, const step *s, int p, int *q)
{
    int n = 0, np = g->st.h.nplayers;   /* (seat order, as a targets family lists them) */
    int64_t team = int_or(g, p, s->team_value, p);
    if (s->self_too) q[n++] = p;
    for (int o = 1; o <= np; o++) {
        if (o == p) continue;
        const arbi_var *out = s->skip_flag ? arbi_var_get(&g->st, ARBI_SCOPE(ARBI_SCOPE_PLAYER, o), s->skip_flag) : NULL;
        if ((out && out->value != 0) || (s->team_value && int_or(g, o, s->team_value, o) == team)) continue;
        q[n++] = o;
    }
    return n;
}

int arbi_ask_player(arb_game *g, const arbi_actor *a, const int *q, int n)
{
    return arbi_asked_wording_later(g, arbi_ask_players_c(g, a->p, "", "", q, n));
}
