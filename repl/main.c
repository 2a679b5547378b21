/* placeholder: random playout smoke driver */
#include "arbiter.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(int argc, char **argv)
{
    arb_config cfg = {0};
    cfg.root = ARB_DEFAULT_ROOT;
    cfg.game = argc > 1 ? argv[1] : "tutorial";
    cfg.seed = argc > 2 ? strtoull(argv[2], 0, 10) : 1;
    char err[4096];
    arb_game *g = arb_game_new(&cfg, err, sizeof err);
    if (!g) { fprintf(stderr, "%s\n", err); return 1; }
    arb_rng r; arb_rng_seed(&r, 7);
    int steps = 0;
    while (!arb_over(g) && steps < 100000) {
        int n = arb_option_count(g);
        printf("p%d %s [%s]:", arb_decision_player(g), arb_decision_prompt(g), arb_decision_reason(g));
        for (int i = 0; i < n; i++) printf(" %d)%s", i + 1, arb_option_label(g, i));
        int pick = (int)arb_rng_below(&r, (uint32_t)n);
        printf(" -> %d\n", pick + 1);
        if (arb_answer(g, pick) != ARB_OK) { fprintf(stderr, "error: %s\n", arb_errmsg(g)); return 1; }
        steps++;
    }
    for (int i = 0; i < arb_log_count(g); i++) printf("log: %s\n", arb_log_line(g, i));
    printf("%s, hash %016llx\n", arb_result(g), (unsigned long long)arb_state_hash(g));
    arb_game_free(g);
    return 0;
}
