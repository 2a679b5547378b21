/*
 * fuzz_api.c -- libFuzzer target: random Lua API calls as edits, queries,
 * answers, undo and snapshots, with the kernel's invariants after each.
 *
 * The input is read as a sequence of operations, each a byte choosing the
 * operation and bytes for its arguments.  Edits are formatted from a table
 * of API calls with those arguments.  After every operation arb_check must
 * pass, and an operation that failed must leave the state hash as it was.
 */
#include "arbiter.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const edits[] = {
    "g:new_card('Spark', %d, g:zone('hand', %d))",
    "g:new_card('Flare', %d, g:zone('deck', %d))",
    "g:move(%d, g:zone('play', %d))",
    "g:move(%d, g:zone('deck', %d), 'bottom')",
    "g:shuffle(g:zone('deck', %d + %d))",
    "g:gset('k%d', %d)",
    "g:padd(%d, 'points', %d)",
    "g:cset(%d, 'mark', %d)",
    "g:flip(%d, %d > 1)",
    "g:reveal(%d, %d)",
    "g:set_controller(%d, %d)",
    "g:new_zone('z%d', %d, { rows = %d, cols = 3 })",
    "g:log(string.rep('x', %d * %d))",
    "g:expire('turn') return %d + %d",
    "g:set_active(%d + %d)",
    "g:add_effect('card_played', %d, 'on_play', { data = %d })",
    "for i = 1, %d do g:gadd('n', %d) end",
    "error('boom %d %d')",
    "local t = {} for i = 1, %d * 1000 do t[i] = i end return #t + %d",
};
static const char *const queries[] = {
    "return g:cards(g:zone('hand', %d)), %d",
    "return g:where(%d), g:name(%d)",
    "return g:vars('player', %d), %d",
    "return g:size(g:zone('deck', %d)) + %d",
    "return g:zone_info(%d), %d",
    "return g:effects(), %d, %d",
    "return g:cards(g:zone('hand', %d), { face_up = true, has = 'points.' .. %d })",
    "return g:first(g:zone('play', %d), { value = 'mark', has = string.rep('a.', %d) })",
};

#define N(a) ((int)(sizeof a / sizeof *a))

static void must_check(arb_game *g)
{
    if (arb_check(g) != ARB_OK) { fprintf(stderr, "%s\n", arb_errmsg(g)); abort(); }
}

int LLVMFuzzerTestOneInput(const unsigned char *d, size_t n)
{
    char err[1024], src[512], out[4096];
    arb_config cfg = { .root = ARB_FUZZ_ROOT, .game = "tutorial", .seed = n, .instr_limit = 200000,
                       .mem_limit = 64u << 20 };
    arb_game *g = arb_game_new(&cfg, err, sizeof err);
    if (!g) abort();
    arb_snapshot *snap = arb_snapshot_take(g);
    for (size_t i = 0; i + 2 < n && i < 300; i += 3) {
        int op = d[i] % 8, a = d[i + 1] % 40 - 4, b = d[i + 2] % 40 - 4;
        uint64_t before = arb_state_hash(g);
        arb_status st = ARB_OK;
        if (op <= 2) {
            snprintf(src, sizeof src, edits[(d[i] / 8) % N(edits)], a, b, a + b);
            st = arb_eval(g, src, 1, out, sizeof out);
        } else if (op == 3) {
            snprintf(src, sizeof src, queries[(d[i] / 8) % N(queries)], a, b);
            st = arb_eval(g, src, 0, out, sizeof out);
            if (arb_state_hash(g) != before) abort();     /* a query changes nothing */
        } else if (op == 4 && arb_option_count(g) > 0) {
            st = arb_answer(g, (d[i + 1] + 256 * d[i + 2]) % (arb_option_count(g) + 1));
        } else if (op == 5) {
            arb_snapshot_free(snap);
            snap = arb_snapshot_take(g);
        } else if (op == 6 && snap) {
            st = arb_snapshot_restore(g, snap);
        } else if (op == 7) {
            for (int k = 0; k < arb_option_count(g); k++) arb_option_label(g, k);
        }
        if (st != ARB_OK && arb_state_hash(g) != before) {
            fprintf(stderr, "op %d failed (%d: %s) and changed the game\n", op, st, arb_errmsg(g));
            abort();
        }
        must_check(g);
    }
    arb_snapshot_free(snap);
    arb_game_free(g);
    return 0;
}
