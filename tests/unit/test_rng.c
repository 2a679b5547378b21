/*
 * test_rng.c -- the generator: the same seed gives the same numbers, and
 * bounded draws are in range and roughly uniform.
 */
#include "arbiter.h"
#include "check.h"

int main(void)
{
    arb_rng a, b;
    arb_rng_seed(&a, 123);
    arb_rng_seed(&b, 123);
    int same = 1;
    for (int i = 0; i < 1000; i++) same &= arb_rng_next(&a) == arb_rng_next(&b);
    CHECK(same, "1. the same seed gives the same sequence");
    arb_rng_seed(&b, 124);
    CHECK(arb_rng_next(&a) != arb_rng_next(&b), "2. another seed gives another sequence");
    int count[6] = {0}, in_range = 1;
    for (int i = 0; i < 60000; i++) {
        uint32_t v = arb_rng_below(&a, 6);
        in_range &= v < 6;
        if (v < 6) count[v]++;
    }
    CHECK(in_range, "3. bounded draws stay below the bound");
    int uniform = 1;
    for (int i = 0; i < 6; i++) uniform &= count[i] > 9400 && count[i] < 10600;
    CHECK(uniform, "4. each of six faces comes up about a sixth of the time");
    CHECK(arb_rng_below(&a, 1) == 0, "5. a bound of one always gives zero");
    return check_done();
}
