/*
 * proto_game.c -- requests about whole games: hello, new, join, games,
 * save, load, replay and close.
 *
 * A game is made from a ruleset under the server's root (its name is
 * checked to be a plain folder name, so no request reaches outside the
 * root).  Saves travel inside the messages as text ("data"); only the
 * stdio server, whose client already owns the files, may also name a
 * "path".  A save holds every answer and the seed, so it reveals all
 * hidden information: saving and the action history are for the god view.
 */
#include "serve.h"
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define ERRLEN 4096
#define SAVE_MAX (16u << 20)

static json_t *limits_json(const serve_limits *l)
{
    return json_pack("{s:I, s:f, s:f, s:i, s:I, s:i}", "max_message", (json_int_t)l->max_message,
                     "rate", l->rate, "burst", l->burst, "max_games", l->max_games,
                     "undo_memory", (json_int_t)l->undo_memory, "max_clients", l->max_clients);
}

static int by_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The rulesets under root/scripts (folders holding a ruleset.lua), sorted. */
static json_t *rulesets(const char *root)
{
    char path[4096], *names[256];
    int n = 0;
    snprintf(path, sizeof path, "%s/scripts", root);
    DIR *d = opendir(path);
    for (struct dirent *e; d && n < 256 && (e = readdir(d));) {
        snprintf(path, sizeof path, "%s/scripts/%s/ruleset.lua", root, e->d_name);
        if (e->d_name[0] != '.' && access(path, R_OK) == 0) names[n++] = strdup(e->d_name);
    }
    if (d) closedir(d);
    qsort(names, (size_t)n, sizeof *names, by_str);
    json_t *a = json_array();
    for (int i = 0; i < n; i++) { json_array_append_new(a, serve_str(names[i])); free(names[i]); }
    return a;
}

json_t *serve_h_hello(serve_conn *c, json_t *req)
{
    json_t *p = json_object_get(req, "protocol");
    if (p && (!json_is_string(p) || strncmp(json_string_value(p), "arbiter/1", 9)))
        return serve_err("version", "this server speaks %s", SERVE_PROTOCOL);
    return json_pack("{s:s, s:s, s:o, s:o, s:b}", "protocol", SERVE_PROTOCOL, "version", ARB_VERSION,
                     "rulesets", rulesets(c->sv->root), "limits", limits_json(&c->sv->lim),
                     "files", c->sv->allow_files);
}

/* The reply when a connection joins a game: its id, the seat, the state. */
static json_t *joined(serve_conn *c, serve_game *sg, int seat)
{
    snprintf(c->game, sizeof c->game, "%s", sg->id);
    c->seat = seat;
    return json_pack("{s:s, s:i, s:i, s:o}", "game", sg->id, "seat", seat, "players",
                     arb_player_count(sg->g), "state", serve_state_json(sg, seat, c->sv->lim.log_tail));
}

static int plain_name(const char *s)
{
    if (!*s || strlen(s) > 64) return 0;
    for (; *s; s++)
        if (!(*s >= 'a' && *s <= 'z') && !(*s >= '0' && *s <= '9') && *s != '-' && *s != '_') return 0;
    return 1;
}

/* Reads new's fields into cfg; NULL, or the error. */
static json_t *read_config(json_t *req, arb_config *cfg)
{
    json_t *r = json_object_get(req, "ruleset"), *s = json_object_get(req, "seed");
    json_t *p = json_object_get(req, "players"), *o = json_object_get(req, "options");
    if (!json_is_string(r) || !plain_name(json_string_value(r)))
        return serve_err("bad_request", "\"ruleset\" names a folder under scripts/ (see 'hello')");
    if ((s && !json_is_integer(s)) || (p && !json_is_integer(p)) || (o && !json_is_string(o)))
        return serve_err("bad_request", "\"seed\" and \"players\" are integers, \"options\" is \"key=value,...\"");
    if (p && (json_integer_value(p) < 0 || json_integer_value(p) > SERVE_MAX_PLAYERS))
        return serve_err("bad_request", "\"players\" runs from 1 to %d", SERVE_MAX_PLAYERS);
    cfg->game = json_string_value(r);
    cfg->seed = s ? (uint64_t)json_integer_value(s) : 1;
    cfg->players = p ? (int)json_integer_value(p) : 0;
    cfg->options = o ? json_string_value(o) : NULL;
    return NULL;
}

/* Makes a game as new and replay describe it; NULL with *err. */
static serve_game *make(serve_conn *c, json_t *req, json_t **err)
{
    arb_config cfg = {0};
    char msg[ERRLEN];
    if ((*err = read_config(req, &cfg))) return NULL;
    cfg.root = c->sv->root;
    arb_game *g = arb_game_new(&cfg, msg, sizeof msg);
    if (!g) { *err = serve_err("bad_game", "%s", msg); return NULL; }
    serve_game *sg = serve_game_add(c->sv, g, cfg.game, cfg.options, cfg.seed);
    if (!sg) *err = serve_err("full", "the server holds %d games already: close one", c->sv->lim.max_games);
    return sg;
}

/* The seat a new game is seen from: the request's, else god. */
static int new_seat(serve_game *sg, json_t *req, json_t **err)
{
    serve_conn tmp = {0};
    return serve_req_seat(&tmp, sg, req, err);
}

/* Joins the connection to a game it has just made, from the request's
 * seat; a bad seat drops the game again. */
static json_t *adopt(serve_conn *c, serve_game *sg, json_t *req)
{
    json_t *err = NULL;
    int seat = new_seat(sg, req, &err);
    if (err) { serve_game_drop(c->sv, sg); return err; }
    return joined(c, sg, seat);
}

json_t *serve_h_new(serve_conn *c, json_t *req)
{
    json_t *err = NULL;
    serve_game *sg = make(c, req, &err);
    return sg ? adopt(c, sg, req) : err;
}

json_t *serve_h_join(serve_conn *c, json_t *req)
{
    json_t *err = NULL;
    if (!json_is_string(json_object_get(req, "game")))
        return serve_err("bad_request", "'join' takes \"game\" (an id from 'games') and \"seat\"");
    serve_game *sg = serve_req_game(c, req, &err);
    if (!sg) return err;
    int seat = new_seat(sg, req, &err);
    return err ? err : joined(c, sg, seat);
}

json_t *serve_h_games(serve_conn *c, json_t *req)
{
    (void)req;
    json_t *a = json_array();
    for (int i = 0; i < c->sv->ngames; i++) {
        serve_game *sg = c->sv->games[i];
        json_array_append_new(a, json_pack("{s:s, s:o, s:i, s:I, s:b, s:i}", "game", sg->id, "ruleset",
                                           serve_str(sg->game), "players", arb_player_count(sg->g),
                                           "seed", (json_int_t)sg->seed, "over", arb_over(sg->g) != 0,
                                           "step", sg->cur));
    }
    return json_pack("{s:o}", "games", a);
}

json_t *serve_h_close(serve_conn *c, json_t *req)
{
    json_t *err = NULL;
    serve_game *sg = serve_req_game(c, req, &err);
    if (!sg) return err;
    if (serve_req_seat(c, sg, req, &err) != 0 || err)
        return err ? err : serve_err("god_only", "only the god view may close a game");
    json_t *o = json_pack("{s:s}", "game", sg->id);
    if (!strcmp(c->game, sg->id)) c->game[0] = 0;
    serve_game_drop(c->sv, sg);
    return o;
}

/* A private temporary file's name (the caller unlinks it), or -1. */
static int temp_name(char *buf, size_t n)
{
    const char *dir = getenv("TMPDIR");
    snprintf(buf, n, "%s/arbiter-serve-XXXXXX", dir && *dir ? dir : "/tmp");
    int fd = mkstemp(buf);
    if (fd < 0) return -1;
    close(fd);
    return 0;
}

/* The whole of a file (malloc'd), at most SAVE_MAX bytes; NULL otherwise. */
static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    char *buf = f ? malloc(SAVE_MAX + 1) : NULL;
    size_t n = buf ? fread(buf, 1, SAVE_MAX + 1, f) : 0;
    if (f) fclose(f);
    if (buf && n <= SAVE_MAX) { buf[n] = 0; return buf; }
    free(buf);
    return NULL;
}

/* A "path" the request names, if files are allowed; NULL, or *err. */
static const char *req_path(serve_conn *c, json_t *req, json_t **err)
{
    json_t *p = json_object_get(req, "path");
    *err = NULL;
    if (!p) return NULL;
    if (!json_is_string(p)) *err = serve_err("bad_request", "\"path\" is a file name");
    else if (!c->sv->allow_files)
        *err = serve_err("files_disabled", "this server reads and writes no files: use \"data\"");
    return *err ? NULL : json_string_value(p);
}

json_t *serve_h_save(serve_conn *c, json_t *req)
{
    json_t *err = NULL;
    char tmp[4096];
    serve_game *sg = serve_req_game(c, req, &err);
    if (!sg) return err;
    if (serve_req_seat(c, sg, req, &err) != 0 || err)
        return err ? err : serve_err("god_only", "a save holds every answer and the seed: ask from the god view");
    const char *path = req_path(c, req, &err);
    if (err) return err;
    if (!path && temp_name(tmp, sizeof tmp)) return serve_err("io", "cannot make a temporary file");
    if (arb_save(sg->g, path ? path : tmp) != ARB_OK) {
        if (!path) unlink(tmp);
        return serve_err("io", "%s", arb_errmsg(sg->g));
    }
    json_t *o = json_pack("{s:s, s:i}", "game", sg->id, "inputs", arb_input_count(sg->g));
    if (path) json_object_set_new(o, "path", serve_str(path));
    char *data = path ? NULL : slurp(tmp);
    if (!path) unlink(tmp);
    if (!path && !data) { json_decref(o); return serve_err("io", "the save could not be read back"); }
    if (data) json_object_set_new(o, "data", serve_str(data));
    free(data);
    return o;
}

static const char *status_code(arb_status st)
{
    return st == ARB_EIO ? "io" : st == ARB_EMISMATCH ? "mismatch" : st == ARB_ENOMEM ? "nomem" : "format";
}

/* The positions of a save being loaded, one per step (arb_load_game_steps),
 * become the loaded game's undo history. */
static int keep_step(void *ctx, arb_game *g)
{
    return arb_history_push(ctx, g) == ARB_OK ? 0 : -1;
}

/* Loads a save from "data" or "path" as a new game, with every position of
 * the save as an undo step; NULL with *err. */
static serve_game *load(serve_conn *c, json_t *req, json_t **err)
{
    char tmp[4096], msg[ERRLEN];
    json_t *d = json_object_get(req, "data");
    const char *path = req_path(c, req, err);
    if (*err) return NULL;
    if (!path && !json_is_string(d)) {
        *err = serve_err("bad_request", "give the save as \"data\" (the text 'save' returned)");
        return NULL;
    }
    if (!path && temp_name(tmp, sizeof tmp)) { *err = serve_err("io", "cannot make a temporary file"); return NULL; }
    FILE *f = path ? NULL : fopen(tmp, "wb");
    if (f) { fwrite(json_string_value(d), 1, json_string_length(d), f); fclose(f); }
    arb_game *g = NULL;
    arb_history *h = arb_history_new(c->sv->lim.undo_memory);
    arb_status st = h ? arb_load_game_steps(c->sv->root, NULL, path ? path : tmp, keep_step, h, &g,
                                            msg, sizeof msg)
                      : ARB_ENOMEM;
    if (!path) unlink(tmp);
    if (st != ARB_OK) {
        arb_history_free(h);
        *err = h ? serve_err(status_code(st), "%s", msg) : serve_err("nomem", "out of memory");
        return NULL;
    }
    serve_game *sg = serve_game_add(c->sv, g, "loaded", NULL, 0);
    if (!sg) *err = serve_err("full", "the server holds %d games already: close one", c->sv->lim.max_games);
    if (!sg) { arb_history_free(h); return NULL; }
    serve_game_set_history(sg, h);                        /* takes it over */
    return sg;
}

json_t *serve_h_load(serve_conn *c, json_t *req)
{
    json_t *err = NULL;
    serve_game *sg = load(c, req, &err);
    json_t *o = sg ? adopt(c, sg, req) : err;
    if (!json_object_get(o, "error")) json_object_set_new(o, "inputs", json_integer(arb_input_count(sg->g)));
    return o;
}

/* Answers each of "actions" in turn, one undo step each; NULL, or the error. */
static json_t *play_actions(serve_conn *c, serve_game *sg, json_t *actions)
{
    size_t k;
    json_t *a;
    json_array_foreach(actions, k, a) {
        json_int_t i = json_is_integer(a) ? json_integer_value(a) : -1;
        if (i < 0 || i >= arb_option_count(sg->g) || arb_over(sg->g))
            return serve_err("bad_option", "action %zu (%lld) is not an option there", k, (long long)i);
        arb_status st = arb_answer(sg->g, (int)i);
        if (st != ARB_OK) return serve_err("illegal", "action %zu: %s", k, arb_errmsg(sg->g));
        if (serve_game_push(c->sv, sg, (int)i)) return serve_err("nomem", "out of memory");
    }
    return NULL;
}

json_t *serve_h_replay(serve_conn *c, json_t *req)
{
    json_t *err = NULL, *actions = json_object_get(req, "actions");
    if (actions && !json_is_array(actions))
        return serve_err("bad_request", "\"actions\" is a list of option indices");
    serve_game *sg = actions ? make(c, req, &err) : load(c, req, &err);
    if (!sg) return err;
    if (actions && (err = play_actions(c, sg, actions))) { serve_game_drop(c->sv, sg); return err; }
    json_t *o = adopt(c, sg, req);
    if (!!json_object_get(o, "error")) return o;
    char hash[17];
    snprintf(hash, sizeof hash, "%016llx", (unsigned long long)arb_state_hash(sg->g));
    json_object_set_new(o, "hash", json_string(hash));
    json_object_set_new(o, "inputs", json_integer(arb_input_count(sg->g)));
    return o;
}
