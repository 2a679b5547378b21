/*
 * client.h -- a tiny client of `arbiter serve --stdio` for the protocol's
 * conformance tests: start a server as a child process, send it one line,
 * read its one-line reply as JSON.  Any server that speaks the protocol on
 * stdin/stdout can be tested this way.
 */
#ifndef PROTO_CLIENT_H
#define PROTO_CLIENT_H

#include <jansson.h>
#include <stdio.h>

typedef struct pclient {
    int pid;
    FILE *to, *from;
} pclient;

/* Starts argv[0] with argv; exits the test on failure. */
void pc_start(pclient *c, char *const argv[]);
/* Closes the server's input and waits for it; returns its exit status,
 * which is checked to be 0. */
int pc_stop(pclient *c);
/* Sends text (a newline is added) and returns the reply parsed, or NULL
 * if the server's reply is not one JSON object on one line. */
json_t *pc_send(pclient *c, const char *text);
/* pc_send of a request built with json_pack's format. */
json_t *pc_call(pclient *c, const char *fmt, ...);

/* Test accounting: CHECK(cond, what) counts and reports a failure. */
extern int pc_failures, pc_checks;
#define CHECK(cond, ...) pc_check((cond) != 0, __FILE__, __LINE__, __VA_ARGS__)
void pc_check(int ok, const char *file, int line, const char *fmt, ...);

/* Helpers over replies. */
int pc_ok(json_t *rep);                         /* "ok": true */
const char *pc_code(json_t *rep);               /* the error code, or "" */
json_t *pc_path(json_t *j, const char *path);   /* "state.decision.player" */
char *pc_dump(json_t *j);                       /* compact, sorted keys; free() it */

#endif
