/*
 * serve.c -- `arbiter serve`: the command line of the protocol server.
 *
 *   arbiter serve --stdio                 JSON lines on stdin/stdout
 *   arbiter serve --http PORT [--host A]  WebSocket at /ws and the web board
 *
 * The HTTP server listens on 127.0.0.1 unless --host says otherwise: it
 * trusts its clients' seat claims, so it is meant for a table of people on
 * one machine or a trusted network, not the open internet.
 */
#include "serve.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef ARB_DEFAULT_ROOT
#define ARB_DEFAULT_ROOT "."
#endif

static void usage(FILE *f)
{
    fputs("usage: arbiter serve --stdio | --http PORT [options]\n"
          "  --stdio            the protocol as JSON lines on stdin/stdout (docs/protocol.md)\n"
          "  --http PORT        WebSocket at ws://HOST:PORT/ws and the web board at / (0: any free port)\n"
          "  --host ADDR        address to listen on (default 127.0.0.1: this machine only)\n"
          "  --root DIR         folder holding scripts/ and cards/\n"
          "  --web DIR          the board's files (default ROOT/repl/web)\n"
          "  --max-message N    bytes in one message (default 65536)\n"
          "  --rate N           messages per second per connection (default 200; burst --burst)\n"
          "  --burst N          messages in one burst (default 400)\n"
          "  --max-games N      games held at once (default 64)\n"
          "  --max-clients N    WebSocket connections at once (default 256; more are closed)\n"
          "  --undo-memory MiB  undo snapshots per game (default 32; past it older steps are\n"
          "                     rebuilt by replay when undo reaches them)\n"
          "  --no-files         stdio: refuse save/load by path (the HTTP server never allows them)\n", f);
}

/* A positive number for flag; 0 on success. */
static int number(const char *flag, const char *s, double lo, double hi, double *out)
{
    char *end;
    double v = s ? strtod(s, &end) : 0;
    if (!s || *end || v < lo || v > hi) {
        fprintf(stderr, "arbiter serve: %s takes a number from %g to %g\n", flag, lo, hi);
        return -1;
    }
    *out = v;
    return 0;
}

typedef struct serve_args {
    int stdio, http, port, no_files;
    const char *host, *root, *web;
} serve_args;

static int parse(int argc, char **argv, serve_args *a, serve_limits *l)
{
    double v;
    for (int i = 1; i < argc; i++) {
        const char *f = argv[i], *next = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(f, "--stdio")) a->stdio = 1;
        else if (!strcmp(f, "--no-files")) a->no_files = 1;
        else if (!strcmp(f, "--help") || !strcmp(f, "-h")) { usage(stdout); exit(0); }
        else if (!strcmp(f, "--host") && next) { a->host = next; i++; }
        else if (!strcmp(f, "--root") && next) { a->root = next; i++; }
        else if (!strcmp(f, "--web") && next) { a->web = next; i++; }
        else if (!strcmp(f, "--http")) { if (number(f, next, 0, 65535, &v)) return -1; a->port = (int)v; a->http = 1; i++; }
        else if (!strcmp(f, "--max-message")) { if (number(f, next, 64, 16 << 20, &v)) return -1; l->max_message = (size_t)v; i++; }
        else if (!strcmp(f, "--rate")) { if (number(f, next, 0.1, 1e6, &v)) return -1; l->rate = v; i++; }
        else if (!strcmp(f, "--burst")) { if (number(f, next, 1, 1e6, &v)) return -1; l->burst = v; i++; }
        else if (!strcmp(f, "--max-games")) { if (number(f, next, 1, 100000, &v)) return -1; l->max_games = (int)v; i++; }
        else if (!strcmp(f, "--undo-memory")) { if (number(f, next, 1, 1 << 20, &v)) return -1; l->undo_memory = (size_t)v << 20; i++; }
        else if (!strcmp(f, "--max-clients")) { if (number(f, next, 1, 100000, &v)) return -1; l->max_clients = (int)v; i++; }
        else {
            fprintf(stderr, "arbiter serve: unknown option '%s'\n", f);
            usage(stderr);
            return -1;
        }
    }
    if (a->stdio == a->http) {
        fputs("arbiter serve: give one of --stdio or --http PORT\n", stderr);
        return -1;
    }
    return 0;
}

int serve_main(int argc, char **argv)
{
    serve_args a = {0};
    serve_server sv;
    serve_limits lim;
    serve_limits_default(&lim);
    if (parse(argc, argv, &a, &lim)) return 2;
    serve_server_init(&sv, a.root ? a.root : ARB_DEFAULT_ROOT);
    sv.lim = lim;
    int rc;
    if (a.stdio) {
        sv.allow_files = !a.no_files;
        rc = serve_stdio(&sv);
    } else {
        char web[4096];
        snprintf(web, sizeof web, "%s/repl/web", sv.root);
        rc = serve_http(&sv, a.host ? a.host : "127.0.0.1", a.port, a.web ? a.web : web);
    }
    serve_server_free(&sv);
    return rc;
}
