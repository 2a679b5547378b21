/*
 * test_effect.c -- effects as data: ids are unique and increasing, removal
 * keeps the others in creation order, an expiry tag drops exactly its own.
 */
#include "../../kernel/src/internal.h"
#include "check.h"
#include <string.h>

static uint32_t add(arbi_state *s, uint32_t hook, uint32_t expiry)
{
    arbi_effect e;
    memset(&e, 0, sizeof e);
    e.hook = hook;
    e.expiry = expiry;
    return arbi_effect_add(s, &e);
}

int main(void)
{
    arbi_state s;
    arbi_state_init(&s);
    uint32_t ids[40];
    for (int i = 0; i < 40; i++) ids[i] = add(&s, (uint32_t)(i % 3 + 1), i % 2 ? 9 : 0);
    int increasing = 1;
    for (int i = 1; i < 40; i++) increasing &= ids[i] > ids[i - 1];
    CHECK(s.h.neffects == 40 && increasing, "1. effects get unique, increasing ids");
    CHECK(arbi_effect_remove(&s, ids[10]) == 0 && s.h.neffects == 39, "2. an effect can be removed by id");
    CHECK(arbi_effect_remove(&s, ids[10]) != 0, "3. removing it again is refused");
    int ordered = 1;
    for (int i = 1; i < s.h.neffects; i++) ordered &= s.effects[i].id > s.effects[i - 1].id;
    CHECK(ordered, "4. the others keep their creation order");
    CHECK(arbi_effect_expire(&s, 9) == 20 && s.h.neffects == 19, "5. an expiry tag drops exactly its effects");
    int none_left = 1;
    for (int i = 0; i < s.h.neffects; i++) none_left &= s.effects[i].expiry != 9;
    CHECK(none_left, "6. none with that tag is left");
    arbi_state_free(&s);
    return check_done();
}
