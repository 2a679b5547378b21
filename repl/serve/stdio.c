/*
 * stdio.c -- the protocol over standard input and output, one JSON object
 * per line each way (like Pokemon Showdown's simulator on stdin).  A line
 * longer than the message limit is read to its end, thrown away and
 * answered with a "too_large" error; blank lines are skipped.  The replies
 * come in the order of the requests, one line each, flushed at once.
 */
#include "serve.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Reads one line into buf (cap bytes); returns its length, -2 if it was
 * longer than cap (the rest is skipped), -1 at the end of input. */
static long read_line(FILE *in, char *buf, size_t cap)
{
    size_t n = 0;
    int ch, over = 0;
    while ((ch = getc(in)) != EOF && ch != '\n') {
        if (n < cap) buf[n++] = (char)ch;
        else over = 1;
    }
    if (ch == EOF && n == 0 && !over) return -1;
    if (over) return -2;
    while (n && buf[n - 1] == '\r') n--;
    return (long)n;
}

static void reply(char *text)
{
    fputs(text, stdout);
    fputc('\n', stdout);
    fflush(stdout);
    free(text);
}

int serve_stdio(serve_server *sv)
{
    serve_conn c;
    serve_conn_init(&c, sv);
    char *buf = malloc(sv->lim.max_message + 1);
    if (!buf) return 1;
    for (long n; (n = read_line(stdin, buf, sv->lim.max_message)) != -1;) {
        if (n == -2) {
            char msg[128];
            snprintf(msg, sizeof msg, "a message may hold %zu bytes", sv->lim.max_message);
            reply(serve_error_text("too_large", msg));
            continue;
        }
        size_t k = 0;
        while (k < (size_t)n && (buf[k] == ' ' || buf[k] == '\t')) k++;
        if (k == (size_t)n) continue;
        reply(serve_handle(&c, buf, (size_t)n));
    }
    free(buf);
    return 0;
}
