/*
 * conformance.h -- the host protocol's conformance cases (docs/protocol.md)
 * and what they share.  Each case is one function that starts its own
 * `arbiter serve --stdio`, reads as a ruling and counts its checks with
 * CHECK (client.h); conformance.c runs them in order.  The cases live in
 * one file per subject: session.c, answers.c, history.c, visibility.c,
 * malformed.c; the helpers in shared.c.
 */
#ifndef PROTO_CONFORMANCE_H
#define PROTO_CONFORMANCE_H

#include "client.h"

/* The arbiter program and the source tree under test (main's arguments). */
extern char *arbiter, *root;

/* Starts `arbiter serve --stdio --root ROOT` with up to two more arguments
 * (NULL: none). */
void start(pclient *c, const char *extra1, const char *extra2);
/* The god view's state of the connection's game, as text (version and
 * step left out: only the game itself is compared); free() it. */
char *god_state(pclient *c);
/* A new game of ruleset with seed, joined at seat; checked to succeed.
 * Returns the reply (json_decref it). */
json_t *new_game(pclient *c, const char *ruleset, int seed, int seat);

/* session.c */
void test_hello(void);
void test_new(void);
void test_join_close(void);
void test_limits(void);
/* answers.c */
void test_answer(void);
void test_answer_refused(void);
void test_why_who(void);
void test_log_and_end(void);
void test_bots(void);
/* history.c */
void test_undo_redo(void);
void test_undo_within_memory(void);
void test_save_load_replay(void);
void test_eval(void);
/* visibility.c */
void test_hidden(void);
void test_grid(void);
void test_every_seat(void);
void test_secrets(void);
/* malformed.c */
void test_malformed(void);

#endif
