/*
 * test_var.c -- the variable table: set, get, delete, expire and growth,
 * checked against a plain array model under thousands of random operations
 * (backward-shift deletion is where such tables usually go wrong), with
 * expiries of many values at once and of a few (removed one by one), and
 * the count of tagged values an expiry relies on to stop early.
 */
#include "../../kernel/src/internal.h"
#include "check.h"
#include <string.h>

#define KEYS 300

typedef struct model { int present; int64_t value; uint32_t expiry; } model;

static void random_ops(arbi_state *s, model *m, arb_rng *r, int n)
{
    for (int k = 0; k < n; k++) {
        int key = (int)arb_rng_below(r, KEYS), op = (int)arb_rng_below(r, 10);
        uint32_t scope = ARBI_SCOPE(ARBI_SCOPE_CARD, key % 7), atom = (uint32_t)key + 1;
        if (op < 6) {
            int64_t v = (int64_t)arb_rng_below(r, 1000);
            uint32_t exp = arb_rng_below(r, 12) == 0 ? 88 : arb_rng_below(r, 3) == 0 ? 77 : 0;
            arbi_var_set(s, scope, atom, ARBI_VINT, v, exp);
            m[key] = (model){ 1, v, exp };
        } else if (op < 9) {
            arbi_var_del(s, scope, atom);
            m[key].present = 0;
        } else {
            uint32_t tag = arb_rng_below(r, 2) ? 77 : 88;   /* 88: a few values, removed one by one */
            arbi_var_expire(s, tag);
            for (int i = 0; i < KEYS; i++) if (m[i].expiry == tag) m[i].present = 0;
        }
    }
}

static int agrees(const arbi_state *s, const model *m)
{
    int count = 0, tagged = 0;
    for (int key = 0; key < KEYS; key++) {
        tagged += m[key].present && m[key].expiry;
        arbi_var *v = arbi_var_get(s, ARBI_SCOPE(ARBI_SCOPE_CARD, key % 7), (uint32_t)key + 1);
        if (!!v != m[key].present) return 0;
        if (v && v->value != m[key].value) return 0;
        count += m[key].present;
    }
    return count == s->h.nvars && tagged == s->h.nexpiring;
}

int main(void)
{
    arbi_state s;
    arbi_state_init(&s);
    CHECK(arbi_var_get(&s, 0, 1) == NULL, "1. an empty table holds nothing");
    arbi_var_set(&s, ARBI_SCOPE(ARBI_SCOPE_PLAYER, 1), 5, ARBI_VINT, 50, 0);
    arbi_var *v = arbi_var_get(&s, ARBI_SCOPE(ARBI_SCOPE_PLAYER, 1), 5);
    CHECK(v && v->value == 50, "2. a value set can be read back");
    CHECK(arbi_var_get(&s, ARBI_SCOPE(ARBI_SCOPE_PLAYER, 2), 5) == NULL, "3. scopes keep values apart");
    arbi_var_del(&s, ARBI_SCOPE(ARBI_SCOPE_PLAYER, 1), 5);
    CHECK(s.h.nvars == 0, "4. deleting the only value empties the table");
    model m[KEYS];
    memset(m, 0, sizeof m);
    arb_rng r;
    arb_rng_seed(&r, 42);
    int ok = 1;
    for (int round = 0; round < 50 && ok; round++) {
        random_ops(&s, m, &r, 400);
        ok = agrees(&s, m);
    }
    CHECK(ok, "5. the table agrees with a plain model after 20000 random operations");
    arbi_state copy;
    arbi_state_init(&copy);
    arbi_state_copy(&copy, &s);
    CHECK(agrees(&copy, m), "6. a copy of the table holds the same values");
    arbi_state_free(&copy);
    arbi_state_free(&s);
    arbi_state_init(&s);
    arbi_var_set(&s, 0, 1, ARBI_VINT, 1, 77);                 /* tagged first, */
    for (uint32_t k = 2; k < 202; k++) arbi_var_set(&s, 0, k, ARBI_VINT, 1, 0);   /* then 200 that last */
    arbi_var_set(&s, 0, 300, ARBI_VINT, 1, 77);
    CHECK(arbi_var_expire(&s, 77) == 2 && !arbi_var_get(&s, 0, 1) && !arbi_var_get(&s, 0, 300)
          && s.h.nvars == 200 && s.h.nexpiring == 0,
          "7. an expiry finds a tagged value however early it was made, and keeps the others");
    arbi_var_set(&s, 0, 2, ARBI_VINT, 1, 77);
    arbi_var_set(&s, 0, 2, ARBI_VINT, 1, 0);
    CHECK(s.h.nexpiring == 0 && arbi_var_expire(&s, 77) == 0 && arbi_var_get(&s, 0, 2),
          "8. a value set again without its tag no longer expires");
    s.dirty.nvars = 0;
    arbi_var_set(&s, 0, 3, ARBI_VINT, 1, 0);
    CHECK(s.dirty.nvars == 0, "9. a value set to what it holds (type, value, tag) is no write: nothing to copy back");
    arbi_var_set(&s, 0, 3, ARBI_VBOOL, 1, 0);
    arbi_var_set(&s, 0, 4, ARBI_VINT, 1, 77);
    v = arbi_var_get(&s, 0, 3);
    CHECK(s.dirty.nvars == 2 && v && v->type == ARBI_VBOOL && s.h.nexpiring == 1,
          "10. another type, or another tag, is a write");
    arbi_state_free(&s);
    return check_done();
}
