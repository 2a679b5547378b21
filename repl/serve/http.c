/*
 * http.c -- the protocol over WebSocket, and the web board's files, with
 * libwebsockets (Debian's libwebsockets-dev).
 *
 * One thread runs the event loop and every game.  Each WebSocket
 * connection is a serve_conn: a message (reassembled from its fragments,
 * at most max_message bytes) is rate-limited, handled, and its reply
 * queued; when a game changes, every other connection on it gets an
 * "update" with the state as its own seat sees it.  Games outlive their
 * connections, so a client that reconnects sends `join` and has the game
 * back.  Any other URL is a file of the board (--web, plain HTML/CSS/JS).
 * Built without libwebsockets, serve_http says so and returns 2.
 */
#include "serve.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef ARB_HAVE_LWS
int serve_http(serve_server *sv, const char *host, int port, const char *web)
{
    (void)sv; (void)host; (void)port; (void)web;
    fputs("arbiter serve: this build has no WebSocket server (install libwebsockets-dev and rebuild)\n", stderr);
    return 2;
}
#else
#include <libwebsockets.h>
#include <signal.h>

typedef struct outmsg {
    struct outmsg *next;
    size_t len;
    unsigned char buf[];        /* LWS_PRE bytes of room, then the text */
} outmsg;

typedef struct session {
    serve_conn conn;
    struct lws *wsi;
    struct session *next;       /* every open connection (pushes) */
    outmsg *head, *tail;
    char *rx;                   /* the message being reassembled */
    size_t rxlen;
    int rx_over;                /* it passed the size limit */
    int queued;                 /* messages waiting to be sent */
} session;

#define MAX_QUEUED 256          /* a client that reads nothing is closed */

static session *sessions;
static int nsessions;
static volatile sig_atomic_t stopping;
static struct lws_context *context;

static void queue(session *s, char *text)
{
    size_t n = strlen(text);
    outmsg *m = malloc(sizeof *m + LWS_PRE + n);
    if (m) {
        memcpy(m->buf + LWS_PRE, text, n);
        m->len = n;
        m->next = NULL;
        if (s->tail) s->tail->next = m; else s->head = m;
        s->tail = m;
        s->queued++;
        lws_callback_on_writable(s->wsi);
    }
    free(text);
}

/* Tells the other connections on sg what changed, each from its own seat. */
static void push(serve_server *sv, serve_game *sg, void *except)
{
    for (session *s = sessions; s; s = s->next) {
        int seat = s->conn.seat;
        if (&s->conn == except || strcmp(s->conn.game, sg->id) || seat > arb_player_count(sg->g)) continue;
        json_t *o = json_pack("{s:s, s:b, s:s, s:o}", "type", "update", "ok", 1, "game", sg->id,
                              "state", serve_state_json(sg, seat, sv->lim.log_tail));
        char *t = json_dumps(o, JSON_COMPACT);
        json_decref(o);
        if (t) queue(s, t);
    }
}

static void unlink_session(session *s)
{
    for (session **p = &sessions; *p; p = &(*p)->next)
        if (*p == s) { *p = s->next; break; }
    while (s->head) { outmsg *m = s->head; s->head = m->next; free(m); }
    free(s->rx);
    s->rx = NULL;
}

/* A whole message arrived: limit, handle, queue the reply. */
static void received(session *s)
{
    serve_server *sv = s->conn.sv;
    char msg[96];
    if (s->rx_over) {
        snprintf(msg, sizeof msg, "a message may hold %zu bytes", sv->lim.max_message);
        queue(s, serve_error_text("too_large", msg));
    } else if (serve_rate_take(&s->conn)) {
        snprintf(msg, sizeof msg, "more than %g messages a second: slow down", sv->lim.rate);
        queue(s, serve_refuse(s->rx, s->rxlen, "rate_limited", msg));
    } else {
        queue(s, serve_handle(&s->conn, s->rx, s->rxlen));
    }
    s->rxlen = 0;
    s->rx_over = 0;
}

static int receive(session *s, const void *in, size_t len)
{
    size_t max = s->conn.sv->lim.max_message;
    if (!s->rx && !(s->rx = malloc(max))) return -1;
    if (s->rxlen + len > max) s->rx_over = 1;
    else { memcpy(s->rx + s->rxlen, in, len); s->rxlen += len; }
    if (lws_is_final_fragment(s->wsi) && !lws_remaining_packet_payload(s->wsi)) received(s);
    return 0;
}

static int writeable(session *s)
{
    outmsg *m = s->head;
    if (!m) return 0;
    if (lws_write(s->wsi, m->buf + LWS_PRE, m->len, LWS_WRITE_TEXT) < (int)m->len) return -1;
    s->head = m->next;
    if (!s->head) s->tail = NULL;
    s->queued--;
    free(m);
    if (s->head) lws_callback_on_writable(s->wsi);
    return 0;
}

static int callback(struct lws *wsi, enum lws_callback_reasons reason, void *user, void *in, size_t len)
{
    session *s = user;
    serve_server *sv = lws_context_user(lws_get_context(wsi));
    switch (reason) {
    case LWS_CALLBACK_ESTABLISHED:
        memset(s, 0, sizeof *s);
        if (nsessions >= sv->lim.max_clients) return -1;   /* closed at once */
        nsessions++;
        serve_conn_init(&s->conn, sv);
        s->wsi = wsi;
        s->next = sessions;
        sessions = s;
        return 0;
    case LWS_CALLBACK_RECEIVE:
        if (receive(s, in, len)) return -1;
        return s->queued > MAX_QUEUED ? -1 : 0;
    case LWS_CALLBACK_SERVER_WRITEABLE:
        return writeable(s);
    case LWS_CALLBACK_CLOSED:
        if (s->wsi) nsessions--;
        unlink_session(s);
        return 0;
    default:
        return lws_callback_http_dummy(wsi, reason, user, in, len);
    }
}

static void on_signal(int sig)
{
    (void)sig;
    stopping = 1;
    if (context) lws_cancel_service(context);
}

int serve_http(serve_server *sv, const char *host, int port, const char *web)
{
    static const struct lws_protocols protocols[] = {
        {"arbiter", callback, sizeof(session), 4096, 0, NULL, 0},
        {NULL, NULL, 0, 0, 0, NULL, 0}};
    static struct lws_http_mount mount;
    struct lws_context_creation_info info;
    memset(&info, 0, sizeof info);
    mount.mountpoint = "/";
    mount.mountpoint_len = 1;
    mount.origin = web;
    mount.def = "index.html";
    mount.origin_protocol = LWSMPRO_FILE;
    info.port = port;
    info.iface = host;
    info.protocols = protocols;
    info.mounts = &mount;
    info.user = sv;
    info.options = LWS_SERVER_OPTION_VALIDATE_UTF8;
    sv->changed = push;
    lws_set_log_level(LLL_ERR, NULL);
    if (!(context = lws_create_context(&info))) {
        fprintf(stderr, "arbiter serve: cannot listen on %s port %d\n", host, port);
        return 1;
    }
    struct lws_vhost *vh = lws_get_vhost_by_name(context, "default");
    fprintf(stderr, "arbiter serve: listening on http://%s:%d/ (WebSocket at /ws)\n", host,
            vh ? lws_get_vhost_listen_port(vh) : port);
    signal(SIGINT, on_signal);
    signal(SIGTERM, on_signal);
    signal(SIGPIPE, SIG_IGN);
    while (!stopping && lws_service(context, 0) >= 0) {}
    lws_context_destroy(context);
    context = NULL;
    return 0;
}
#endif
