/*
 * client.c -- the conformance tests' stdio client (client.h): a child
 * process on two pipes, one JSON line each way.
 */
#include "client.h"
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

int pc_failures, pc_checks;

void pc_check(int ok, const char *file, int line, const char *fmt, ...)
{
    pc_checks++;
    if (ok) return;
    pc_failures++;
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "%s:%d: FAILED: ", file, line);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

void pc_start(pclient *c, char *const argv[])
{
    int in[2], out[2];
    if (pipe(in) || pipe(out)) { perror("pipe"); exit(2); }
    c->pid = fork();
    if (c->pid < 0) { perror("fork"); exit(2); }
    if (c->pid == 0) {
        dup2(in[0], 0);
        dup2(out[1], 1);
        close(in[0]); close(in[1]); close(out[0]); close(out[1]);
        execv(argv[0], argv);
        perror(argv[0]);
        _exit(127);
    }
    close(in[0]);
    close(out[1]);
    c->to = fdopen(in[1], "w");
    c->from = fdopen(out[0], "r");
}

int pc_stop(pclient *c)
{
    int st = 0;
    fclose(c->to);
    fclose(c->from);
    waitpid(c->pid, &st, 0);
    int rc = WIFEXITED(st) ? WEXITSTATUS(st) : 128;
    CHECK(rc == 0, "the server exits with status 0 (a sanitizer's report exits non-zero), not %d", rc);
    return rc;
}

json_t *pc_send(pclient *c, const char *text)
{
    char *line = NULL;
    size_t cap = 0;
    fputs(text, c->to);
    fputc('\n', c->to);
    fflush(c->to);
    ssize_t n = getline(&line, &cap, c->from);
    json_t *j = n > 0 ? json_loads(line, 0, NULL) : NULL;
    free(line);
    if (!json_is_object(j)) { json_decref(j); return NULL; }
    return j;
}

json_t *pc_call(pclient *c, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    json_t *req = json_vpack_ex(NULL, 0, fmt, ap);
    va_end(ap);
    char *text = json_dumps(req, JSON_COMPACT);
    json_decref(req);
    json_t *rep = text ? pc_send(c, text) : NULL;
    free(text);
    return rep;
}

int pc_ok(json_t *rep) { return json_is_true(json_object_get(rep, "ok")); }

const char *pc_code(json_t *rep)
{
    const char *s = json_string_value(json_object_get(json_object_get(rep, "error"), "code"));
    return s ? s : "";
}

json_t *pc_path(json_t *j, const char *path)
{
    char key[64];
    while (j && *path) {
        size_t n = strcspn(path, ".");
        snprintf(key, sizeof key, "%.*s", (int)n, path);
        j = json_is_array(j) ? json_array_get(j, (size_t)atoi(key)) : json_object_get(j, key);
        path += n + (path[n] == '.');
    }
    return j;
}

char *pc_dump(json_t *j)
{
    return j ? json_dumps(j, JSON_COMPACT | JSON_SORT_KEYS) : strdup("null");
}
