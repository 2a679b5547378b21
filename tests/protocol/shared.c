/*
 * shared.c -- what the conformance cases share: the server they start
 * (`arbiter serve --stdio` from the tree under test), the god view's state
 * of a game as text, and a new game joined at a seat.
 */
#include "conformance.h"

char *arbiter, *root;

void start(pclient *c, const char *extra1, const char *extra2)
{
    char *argv[] = {arbiter, "serve", "--stdio", "--root", root, (char *)extra1, (char *)extra2, NULL};
    pc_start(c, argv);
}

/* The god view's state of the connection's game, as text (version and
 * step left out: only the game itself is compared). */
char *god_state(pclient *c)
{
    json_t *r = pc_call(c, "{s:s, s:i}", "type", "state", "seat", 0);
    json_t *st = pc_path(r, "state");
    json_object_del(st, "version");
    char *s = pc_dump(st);
    json_decref(r);
    return s;
}

json_t *new_game(pclient *c, const char *ruleset, int seed, int seat)
{
    json_t *r = pc_call(c, "{s:s, s:s, s:i, s:i}", "type", "new", "ruleset", ruleset, "seed", seed, "seat", seat);
    CHECK(pc_ok(r), "new %s: %s", ruleset, pc_code(r));
    return r;
}
