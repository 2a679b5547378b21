/*
 * bots.c -- seats held by bots: the `bot` request, and the bots' turns
 * after each change a person makes.
 *
 * A seat may be given to "random" or to a bot of the ruleset ("greedy"),
 * or back to a person (null).  After an answer (or a seat given to a bot)
 * the server lets bots answer while the pending decision is a bot's, one
 * undo step per answer with the option it took, so `history` and `replay`
 * see bot moves as any other.  Undo and redo do not wake the bots: walking
 * back past a bot's move leaves its decision pending, for a person to take
 * over or to answer as the bot (`bot` again, or `answer` from the god view).
 */
#include "serve.h"
#include <string.h>

#define BOT_MAX_STEPS 100000    /* answers in a row, e.g. a game of bots to its end */

/* The option the bot of the deciding player takes, or -1 with errmsg. */
static int pick(serve_game *sg, const char *bot)
{
    int choice = -1;
    if (!strcmp(bot, "random")) return (int)arb_rng_below(&sg->bot_rng, (uint32_t)arb_option_count(sg->g));
    return arb_policy(sg->g, bot, &choice) == ARB_OK ? choice : -1;
}

int serve_game_bots(serve_server *sv, serve_game *sg, long *answered)
{
    *answered = 0;
    while (!arb_over(sg->g) && *answered < BOT_MAX_STEPS) {
        const char *bot = arb_seat(sg->g, arb_decision_player(sg->g));
        if (!bot) break;
        int i = pick(sg, bot);
        if (i < 0 || arb_answer(sg->g, i) != ARB_OK) return -1;
        if (serve_game_push(sv, sg, i)) return -1;
        (*answered)++;
    }
    return 0;
}

json_t *serve_h_bot(serve_conn *c, json_t *req)
{
    json_t *err = NULL, *p = json_object_get(req, "player"), *b = json_object_get(req, "bot");
    serve_game *sg = serve_req_game(c, req, &err);
    if (!sg) return err;
    int seat = serve_req_seat(c, sg, req, &err);
    if (err) return err;
    int n = arb_player_count(sg->g);
    if (!json_is_integer(p) || json_integer_value(p) < 1 || json_integer_value(p) > n || (b && !json_is_string(b) && !json_is_null(b)))
        return serve_err("bad_request", "'bot' takes \"player\" (1 to %d) and \"bot\" (a name, or null for a person)", n);
    int player = (int)json_integer_value(p);
    if (seat && seat != player) return serve_err("bad_seat", "seat p%d may only hand its own seat to a bot", seat);
    if (arb_seat_set(sg->g, player, json_string_value(b)) != ARB_OK)
        return serve_err("bad_bot", "%s", arb_errmsg(sg->g));
    return serve_changed(c, sg, seat, req, arb_log_count(sg->g), 1);
}
