/*
 * test_decision.c -- the pending decision: texts kept in one reused buffer,
 * options and refusals read back intact after the buffer grows, copies are
 * independent, and the hash sees the prompt and every label.
 */
#include "../../kernel/src/internal.h"
#include "check.h"
#include <stdio.h>
#include <string.h>

int main(void)
{
    arbi_decision d, e;
    memset(&d, 0, sizeof d);
    memset(&e, 0, sizeof e);
    CHECK(arbi_decision_begin(&d, 2, "Main Phase", "it is p2's turn") == 0, "1. a decision begins");
    char label[64];
    for (int i = 0; i < 500; i++) {
        snprintf(label, sizeof label, "option number %d", i);
        arbi_decision_option(&d, label, i % 2 ? 2 : 3);
    }
    arbi_decision_refusal(&d, "buy Battle Blob (6)", "Battle Blob costs 6 Trade and you have 3");
    CHECK(d.nopt == 500 && !strcmp(ARBI_DTEXT(&d, d.opt[499].label), "option number 499"),
          "2. labels survive the text buffer growing");
    CHECK(!strcmp(ARBI_DTEXT(&d, d.prompt), "Main Phase") && d.opt[2].player == 3,
          "3. the prompt and each option's player are kept");
    CHECK(!strcmp(ARBI_DTEXT(&d, d.ref[0].reason), "Battle Blob costs 6 Trade and you have 3"),
          "4. a refusal keeps its reason");
    CHECK(arbi_decision_copy(&e, &d) == 0 && arbi_decision_hash(&e) == arbi_decision_hash(&d),
          "5. a copy hashes like the original");
    uint64_t h = arbi_decision_hash(&d);
    arbi_decision_begin(&d, 1, "Discard a card", "");
    arbi_decision_option(&d, "Scout", 1);
    CHECK(arbi_decision_hash(&d) != h, "6. another decision hashes differently");
    CHECK(!strcmp(ARBI_DTEXT(&e, e.opt[7].label), "option number 7"), "7. the copy is independent");
    arbi_decision_free(&d);
    arbi_decision_free(&e);
    return check_done();
}
