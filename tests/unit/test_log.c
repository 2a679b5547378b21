/*
 * test_log.c -- the persistent lists behind the log and the inputs: a kept
 * tail survives while the live list moves on, and everything is freed
 * (run under ASan/LSan in CI).
 */
#include "../../kernel/src/internal.h"
#include "check.h"
#include <string.h>

int main(void)
{
    arbi_logline *log = NULL;
    log = arbi_log_push(log, "one", -1);
    log = arbi_log_push(log, "two", -1);
    arbi_logline *kept = log;
    arbi_log_retain(kept);
    log = arbi_log_push(log, "three", -1);
    CHECK(log->n == 3 && !strcmp(log->text, "three"), "1. lines are numbered from 1");
    arbi_log_release(log);
    CHECK(kept->n == 2 && !strcmp(kept->text, "two") && !strcmp(kept->prev->text, "one"),
          "2. a kept tail survives after the live list is dropped");
    arbi_log_release(kept);
    arbi_input *in = arbi_input_push(NULL, NULL, ARBI_IN_ANSWER, 3, "");
    in = arbi_input_push(NULL, in, ARBI_IN_EDIT, 0, "return 1");
    CHECK(in->n == 2 && in->kind == ARBI_IN_EDIT && !strcmp(in->src, "return 1"),
          "3. inputs record edits with their source");
    CHECK(in->prev->answer == 3, "4. and answers with their index");
    arbi_input_release(in);

    arbi_input_spares sp = { NULL, 0, NULL, 0 };
    arbi_input *a = arbi_input_push(&sp, NULL, ARBI_IN_ANSWER, 1, "");
    arbi_input *e = arbi_input_push(&sp, a, ARBI_IN_EDIT, 0, "return 2");
    arbi_input_drop(&sp, e);
    CHECK(sp.n == 1 && sp.list == a, "5. a dropped answer's node is kept as a spare, an edit's is freed");
    arbi_input *b = arbi_input_push(&sp, NULL, ARBI_IN_ANSWER, 7, "");
    CHECK(b == a && sp.n == 0 && b->answer == 7 && b->n == 1 && b->refs == 1 && !b->prev,
          "6. the next answer reuses the spare, made anew");
    for (int k = 0; k < 2 * ARBI_INPUT_SPARES; k++) b = arbi_input_push(&sp, b, ARBI_IN_ANSWER, k, "");
    arbi_input_drop(&sp, b);
    CHECK(sp.n == ARBI_INPUT_SPARES, "7. spares are capped, the rest freed");
    arbi_input_spares_free(&sp);
    CHECK(sp.n == 0 && !sp.list && !sp.block, "8. and freed with the game");
    /* A snapshot may keep a game's answers after the game: their block
     * goes only with the last of them (ASan would see it otherwise). */
    arbi_input_spares game = { NULL, 0, NULL, 0 };
    arbi_input *kept_in = NULL;
    for (int k = 0; k < ARBI_INPUT_BLOCK + 3; k++) kept_in = arbi_input_push(&game, kept_in, ARBI_IN_ANSWER, k, "");
    arbi_input_retain(kept_in);                  /* (the snapshot's) */
    arbi_input_drop(&game, kept_in);             /* (the game's) */
    arbi_input_spares_free(&game);               /* the game ends */
    CHECK(kept_in->n == ARBI_INPUT_BLOCK + 3 && kept_in->answer == ARBI_INPUT_BLOCK + 2
          && kept_in->prev->answer == ARBI_INPUT_BLOCK + 1, "9. answers a snapshot keeps outlive their game");
    arbi_input_release(kept_in);
    return check_done();
}
