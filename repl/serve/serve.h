/*
 * serve.h -- internals of `arbiter serve`: the host protocol (JSON lines
 * over stdio, or JSON messages over WebSocket) that lets any client, bot or
 * person drive games the kernel runs.  docs/protocol.md is the schema.
 *
 * The pieces: a table of games (games.c), each with its undo history and
 * the answers that led there; the state of a game as one seat sees it, as
 * JSON (state.c); the message handlers (proto*.c, bots.c) that turn one
 * request object into one reply object and change nothing when they refuse;
 * seats held by bots (bots.c); and
 * two transports, stdio (stdio.c) and HTTP + WebSocket (http.c), which
 * enforce the message size and rate limits.  Everything here reads the
 * kernel through arbiter.h only; hidden information is filtered with the
 * kernel's one visibility test, arb_card_known.
 */
#ifndef SERVE_H
#define SERVE_H

#include "arbiter.h"
#include <jansson.h>

#define SERVE_PROTOCOL "arbiter/1"
#define SERVE_MAX_PLAYERS 32

/* ---- limits (serve_limits_default) --------------------------------------- */
typedef struct serve_limits {
    size_t max_message;     /* bytes in one request (default 64 KiB) */
    double rate;            /* requests per second a connection may send, sustained */
    double burst;           /* ... and in one burst */
    int max_games;          /* games the server holds at once */
    int max_clients;        /* WebSocket connections at once */
    size_t undo_memory;     /* bytes of undo snapshots per game (arb_history) */
    int log_tail;           /* log lines a state carries */
} serve_limits;
void serve_limits_default(serve_limits *l);

/* ---- games.c: the table of games ----------------------------------------- */
typedef struct serve_game {
    char id[16];                /* "g1", "g2", ... */
    arb_game *g;
    char *game, *options;       /* how it was made (for `info`) */
    uint64_t seed;
    arb_history *hist;          /* step cur is the present; after it, redo */
    int *actions;               /* actions[k]: the option taken from step k (-1: edit) */
    int nsnap, cur, cap;        /* nsnap: the history's steps */
    long version;               /* grows on every change, for clients' caches */
    arb_rng bot_rng;            /* the "random" bot's draws (bots.c) */
} serve_game;

typedef struct serve_server {
    serve_game **games;
    int ngames, next_id;
    serve_limits lim;
    char *root;                 /* scripts/ and cards/ live here */
    int allow_files;            /* stdio: save/load may name files */
    /* Called after a game changed, so a transport can push updates to the
     * other clients on it (NULL: nobody to tell). */
    void (*changed)(struct serve_server *sv, serve_game *sg, void *except);
    void *ud;
} serve_server;

void serve_server_init(serve_server *sv, const char *root);
void serve_server_free(serve_server *sv);
serve_game *serve_game_find(serve_server *sv, const char *id);
/* Adds g (taking it over) to the table; NULL if the table is full (g freed). */
serve_game *serve_game_add(serve_server *sv, arb_game *g, const char *game,
                           const char *options, uint64_t seed);
void serve_game_drop(serve_server *sv, serve_game *sg);
/* Records the present as a new step reached by option `action` (-1: not an
 * answer), dropping the steps that could have been redone.  -1 when memory
 * runs out: the game keeps its new position, but undo from it goes back to
 * the step before. */
int serve_game_push(serve_server *sv, serve_game *sg, int action);
/* Moves n steps (negative: undo); returns the steps moved or -1 (errmsg). */
int serve_game_move(serve_game *sg, int n);
void serve_game_set_history(serve_game *sg, arb_history *h);

/* bots.c: lets bots answer while the decision is a bot's seat's, one step
 * each; *answered counts them.  -1 on a bot's or a script's failure. */
int serve_game_bots(serve_server *sv, serve_game *sg, long *answered);

/* ---- state.c: what a seat sees, as JSON ---------------------------------- */
/* seat: 0 is the god view (everything), 1..n a player. */
json_t *serve_state_json(serve_game *sg, int seat, int log_tail);
json_t *serve_decision_json(arb_game *g, int seat);
json_t *serve_log_json(arb_game *g, int from, int to);
/* The card that wrote each of those lines, as this seat may know it, or null. */
json_t *serve_log_cards_json(arb_game *g, int seat, int from, int to);
/* A JSON string of s (NULL: null); bytes that are not UTF-8 become "?". */
json_t *serve_str(const char *s);

/* ---- proto.c: one request, one reply ------------------------------------- */
/* A client's connection: the game it is on and the seat it sees from. */
typedef struct serve_conn {
    serve_server *sv;
    char game[16];              /* "" until new/join */
    int seat;                   /* 0: god view */
    double tokens, last;        /* the rate limit's bucket */
    int closing;
} serve_conn;

void serve_conn_init(serve_conn *c, serve_server *sv);
/* Handles one request of len bytes; returns the reply (caller frees with
 * free()).  Never fails to reply: bad input gets an error object. */
char *serve_handle(serve_conn *c, const char *msg, size_t len);
/* An error reply for input the transport refused before parsing. */
char *serve_error_text(const char *code, const char *message);
/* An error reply to a request the transport refused to handle (the rate
 * limit): it still echoes the request's type and id when they can be read. */
char *serve_refuse(const char *msg, size_t len, const char *code, const char *message);
/* 0 if the connection may send another message now, else -1 (rate limit). */
int serve_rate_take(serve_conn *c);

/* Helpers the handlers share (proto.c). */
json_t *serve_err(const char *code, const char *fmt, ...);
/* The seat a request names ("seat": 0-n, "god", "p2"), else the connection's. */
int serve_req_seat(serve_conn *c, serve_game *sg, json_t *req, json_t **err);
serve_game *serve_req_game(serve_conn *c, json_t *req, json_t **err);

/* The handlers (proto_play.c, proto_game.c). */
typedef json_t *(*serve_handler)(serve_conn *c, json_t *req);
json_t *serve_h_hello(serve_conn *c, json_t *req);
json_t *serve_h_new(serve_conn *c, json_t *req);
json_t *serve_h_join(serve_conn *c, json_t *req);
json_t *serve_h_games(serve_conn *c, json_t *req);
json_t *serve_h_state(serve_conn *c, json_t *req);
json_t *serve_h_decision(serve_conn *c, json_t *req);
json_t *serve_h_answer(serve_conn *c, json_t *req);
json_t *serve_h_undo(serve_conn *c, json_t *req);
json_t *serve_h_redo(serve_conn *c, json_t *req);
json_t *serve_h_why(serve_conn *c, json_t *req);
json_t *serve_h_who(serve_conn *c, json_t *req);
json_t *serve_h_log(serve_conn *c, json_t *req);
json_t *serve_h_view(serve_conn *c, json_t *req);
json_t *serve_h_history(serve_conn *c, json_t *req);
json_t *serve_h_save(serve_conn *c, json_t *req);
json_t *serve_h_load(serve_conn *c, json_t *req);
json_t *serve_h_replay(serve_conn *c, json_t *req);
json_t *serve_h_close(serve_conn *c, json_t *req);
json_t *serve_h_bot(serve_conn *c, json_t *req);
json_t *serve_h_eval(serve_conn *c, json_t *req);
/* The reply to a change (proto_play.c): the log lines since log_before, the
 * state or (brief) the decision; the other clients are told.  With bots,
 * the bots answer first (bots.c). */
json_t *serve_changed(serve_conn *c, serve_game *sg, int seat, json_t *req, int log_before, int bots);

/* ---- transports ----------------------------------------------------------- */
int serve_stdio(serve_server *sv);
/* Returns 2 when the build has no WebSocket support. */
int serve_http(serve_server *sv, const char *host, int port, const char *web);
int serve_main(int argc, char **argv);

#endif /* SERVE_H */
