/*
 * effect.c -- effects registered while the game runs.
 *
 * A card's definition lists the events it always listens to; an effect is
 * the other kind: "until end of turn, whenever you play a ship, ...".  It is
 * kept as data -- the event, the card whose definition holds the handler, the
 * handler's name, an expiry tag -- never as a Lua closure, so it is part of
 * the snapshot like everything else.  Effects keep their creation order.
 */
#include "internal.h"
#include <stdlib.h>
#include <string.h>

uint32_t arbi_effect_add(arbi_state *s, const arbi_effect *e)
{
    if (s->h.neffects >= s->effect_cap) {
        int ncap = s->effect_cap ? s->effect_cap * 2 : 16;
        arbi_effect *ne = realloc(s->effects, sizeof *ne * (size_t)ncap);
        if (!ne) return 0;
        s->effects = ne;
        s->effect_cap = ncap;
    }
    arbi_effect *d = &s->effects[s->h.neffects++];
    *d = *e;
    d->id = ++s->h.stamp;
    return d->id;
}

static void remove_index(arbi_state *s, int i)
{
    memmove(&s->effects[i], &s->effects[i + 1],
            sizeof *s->effects * (size_t)(s->h.neffects - i - 1));
    s->h.neffects--;
}

int arbi_effect_remove(arbi_state *s, uint32_t id)
{
    for (int i = 0; i < s->h.neffects; i++)
        if (s->effects[i].id == id) { remove_index(s, i); return 0; }
    return -1;
}

int arbi_effect_expire(arbi_state *s, uint32_t expiry)
{
    int n = 0;
    for (int i = s->h.neffects - 1; i >= 0; i--)
        if (s->effects[i].expiry == expiry) { remove_index(s, i); n++; }
    return n;
}
