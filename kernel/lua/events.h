/*
 * events.h -- what finding an event's handlers (events.c) gives running
 * them (emit.c): the handlers found, the trigger orders, the event's own
 * declaration.
 */
#ifndef ARBI_EVENTS_H
#define ARBI_EVENTS_H

#include "game.h"

/* A handler found: a card's on[event] (effect < 0) or effect `effect`
 * (its index in the state's effects); the player it is for; its place in
 * turn order from the active player (seat); its card's or effect's stamp. */
typedef struct found { int32_t card, effect, player, seat; uint32_t stamp; } found;

/* The trigger-order policies; the two that let players choose are sorted
 * first (oldest, active first) and then asked (emit.c). */
enum { ARBI_OLDEST, ARBI_NEWEST, ARBI_ACTIVE_FIRST, ARBI_ACTIVE_CHOOSES, ARBI_APNAP, ARBI_BY_FUNCTION };

/* The handlers of event a, in its trigger order, kept in g->found: with
 * flags (a declared event's own, see arbi_event_own), only its listeners
 * -- whose: the cards of player p (numbered: p is a number) and shared
 * ones; face_up: face-up cards.  How many (-1: out of memory), and the
 * order's policy in *policy. */
int arbi_event_handlers(arb_game *g, uint32_t a, int flags, lua_Integer p, int numbered, int *policy);
/* The index of event a's own declaration in g->ev_decl (not a pattern's),
 * or -1; arbi_event_decl: its own, or that of a pattern "prefix*" it
 * matches. */
int arbi_event_own(const arb_game *g, uint32_t a);
int arbi_event_decl(const arb_game *g, uint32_t a);
/* Pushes the function of a handler of event a: card c's on[event], or
 * (e not NULL) the handler e names in its source's `handlers`, read raw;
 * raises an error naming the card when that is no function. */
void arbi_push_event_fn(lua_State *L, arb_game *g, arb_card_id c, uint32_t a, const arbi_effect *e);

#endif
