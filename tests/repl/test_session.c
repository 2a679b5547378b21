/*
 * test_session.c -- the REPL under Ctrl-C and after a kill, driven as a
 * user would: the real `arbiter` in a child process, SIGINT sent to it.
 *
 *   ctrl_c_script  a batch command runs a script for a long time (far
 *                  under its budget); SIGINT interrupts it: the command
 *                  fails with "interrupted", the game is unchanged, and the
 *                  next commands run.
 *   ctrl_c_typing  on a terminal (a pseudo-terminal), Ctrl-C while typing
 *                  throws the line away and prompts again; the REPL lives.
 *   resume         a session with a journal is killed (SIGKILL) after some
 *                  answers and an edit; `arbiter --resume` comes back to the
 *                  same state hash.
 * Usage: test_session ARBITER ROOT CASE
 */
#define _XOPEN_SOURCE 700
#include "../unit/check.h"
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static const char *arbiter, *root;

static void nap(long us)
{
    struct timespec ts = { us / 1000000, (us % 1000000) * 1000 };
    nanosleep(&ts, NULL);
}

typedef struct child { pid_t pid; int in, out; } child;

/* Starts arbiter with args; its stdin and stdout are pipes, or (tty) both
 * one pseudo-terminal. */
static child spawn(char *const args[], int tty)
{
    child c = { -1, -1, -1 };
    int in[2], out[2], master = -1;
    char *slave = NULL;
    if (tty) {
        master = posix_openpt(O_RDWR | O_NOCTTY);
        if (master < 0 || grantpt(master) || unlockpt(master) || !(slave = ptsname(master))) return c;
    } else if (pipe(in) || pipe(out)) return c;
    c.pid = fork();
    if (c.pid == 0) {
        if (tty) {
            setsid();
            int fd = open(slave, O_RDWR);
            dup2(fd, 0); dup2(fd, 1); dup2(fd, 2);
        } else {
            dup2(in[0], 0); dup2(out[1], 1); dup2(out[1], 2);
            close(in[1]); close(out[0]);
        }
        execv(arbiter, args);
        _exit(127);
    }
    if (tty) { c.in = c.out = master; return c; }
    close(in[0]); close(out[1]);
    c.in = in[1]; c.out = out[0];
    return c;
}

static void say(child *c, const char *text) { if (write(c->in, text, strlen(text)) < 0) perror("write"); }

/* Reads what the child writes until want appears (or secs pass); appends to buf. */
static int wait_for(child *c, char *buf, size_t cap, const char *want, int secs)
{
    time_t end = time(NULL) + secs;
    size_t n = strlen(buf);
    fcntl(c->out, F_SETFL, O_NONBLOCK);
    while (!strstr(buf, want) && time(NULL) < end) {
        ssize_t got = n + 1 < cap ? read(c->out, buf + n, cap - n - 1) : 0;
        if (got > 0) { n += (size_t)got; buf[n] = 0; }
        else nap(20000);
    }
    return strstr(buf, want) != NULL;
}

static int finish(child *c)
{
    int status = 0;
    if (c->in != c->out) close(c->in);
    for (int i = 0; i < 250 && waitpid(c->pid, &status, WNOHANG) == 0; i++) nap(20000);
    if (waitpid(c->pid, &status, WNOHANG) == 0) { kill(c->pid, SIGKILL); waitpid(c->pid, &status, 0); return -1; }
    close(c->out);
    return status;
}

static char buf[1 << 20];

static void ctrl_c_script(void)
{
    char *args[] = { (char *)arbiter, "--root", (char *)root, "--game", "tutorial", "--batch", "-", NULL };
    child c = spawn(args, 0);
    buf[0] = 0;
    say(&c, "hash\nlua g:gset('x', 1) local n = 0 for i = 1, 1e12 do n = n + #string.rep('x', 1e5) end\n");
    CHECK(wait_for(&c, buf, sizeof buf, "> lua", 20), "1. the batch starts the long script");
    nap(300000);
    time_t t0 = time(NULL);
    kill(c.pid, SIGINT);
    CHECK(wait_for(&c, buf, sizeof buf, "interrupted", 20), "2. SIGINT interrupts it, saying so");
    CHECK(time(NULL) - t0 < 5, "3. at once, not when its budget runs out");
    say(&c, "hash\nstate\n");
    CHECK(wait_for(&c, buf, sizeof buf, "p2: points", 20), "4. the next commands run");
    char *h1 = strstr(buf, "> hash\n"), *h2 = h1 ? strstr(h1 + 1, "> hash\n") : NULL;
    CHECK(h1 && h2 && !strncmp(h1 + 7, h2 + 7, 16), "5. the state hash is what it was before");
    char *st = strstr(buf, "> state\n");
    CHECK(st && !strstr(st, "x = 1"), "6. the interrupted edit left nothing");
    int status = finish(&c);
    CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 1, "7. the batch ends, failing for the interrupted command");
    if (check_failed) printf("output:\n%s\n", buf);
}

static void ctrl_c_typing(void)
{
    char *args[] = { (char *)arbiter, "--root", (char *)root, "--game", "tutorial", "--no-history",
                     "--no-journal", NULL };
    child c = spawn(args, 1);
    buf[0] = 0;
    CHECK(wait_for(&c, buf, sizeof buf, "p1> ", 20), "8. the REPL prompts on a terminal");
    say(&c, "plai");
    CHECK(wait_for(&c, buf, sizeof buf, "plai", 5), "9. the user types part of a line");
    say(&c, "\003");                                   /* Ctrl-C: the terminal sends SIGINT */
    buf[0] = 0;                                        /* what comes after it */
    CHECK(wait_for(&c, buf, sizeof buf, "p1> ", 5), "10. Ctrl-C gives a new prompt");
    say(&c, "status\n");
    CHECK(wait_for(&c, buf, sizeof buf, "game: tutorial", 10), "11. the next line runs alone");
    CHECK(!strstr(buf, "unknown command"), "12. the cancelled text is gone");
    say(&c, "quit\n");
    int status = finish(&c);
    CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0, "13. the REPL was alive and quits normally");
    if (check_failed) printf("output:\n%s\n", buf);
}

static void resume(void)
{
    char journal[64];
    snprintf(journal, sizeof journal, "/tmp/arbiter-journal-%d", (int)getpid());
    char *args[] = { (char *)arbiter, "--root", (char *)root, "--game", "tutorial", "--seed", "5",
                     "--journal", journal, "--batch", "-", NULL };
    child c = spawn(args, 0);
    buf[0] = 0;
    say(&c, "1\nlua g:gset('x', 7)\nput Echo in hand of p1\nboard\n2\nundo\n1\nhash\n");
    CHECK(wait_for(&c, buf, sizeof buf, "> hash\n", 20) && wait_for(&c, buf, sizeof buf, "\n", 5),
          "14. a session answers, edits (put cuts its line up: the journal keeps it whole), undoes");
    char want[17] = "";
    char *h = strstr(buf, "> hash\n");
    if (h) wait_for(&c, buf, sizeof buf, "x", 0), memcpy(want, h + 7, 16);
    kill(c.pid, SIGKILL);
    finish(&c);
    char *args2[] = { (char *)arbiter, "--resume", "--journal", journal, "--batch", "-", NULL };
    c = spawn(args2, 0);
    buf[0] = 0;
    say(&c, "hash\nstate\n");
    CHECK(wait_for(&c, buf, sizeof buf, "p2: points", 20), "15. --resume starts");
    h = strstr(buf, "> hash\n");
    CHECK(strstr(buf, "resumed from") && h && want[0] && !strncmp(h + 7, want, 16),
          "16. and reaches the state hash the killed session had");
    CHECK(strstr(buf, "x = 7") != NULL, "17. the edit is there");
    finish(&c);
    if (check_failed) printf("output:\n%s\n", buf);
    unlink(journal);
}

int main(int argc, char **argv)
{
    if (argc < 4) { fprintf(stderr, "usage: test_session ARBITER ROOT CASE\n"); return 2; }
    arbiter = argv[1];
    root = argv[2];
    signal(SIGPIPE, SIG_IGN);
    if (!strcmp(argv[3], "ctrl_c_script")) ctrl_c_script();
    else if (!strcmp(argv[3], "ctrl_c_typing")) ctrl_c_typing();
    else if (!strcmp(argv[3], "resume")) resume();
    else { printf("no case '%s'\n", argv[3]); return 2; }
    return check_done();
}
