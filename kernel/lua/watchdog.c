/*
 * watchdog.c -- arming the instruction budget only for slices that run long.
 *
 * While any Lua count hook is set, the VM checks it on every instruction and
 * every return, which costs about 20% of a simulation.  So a script slice
 * (one resume of the driver, one edit, view or load) starts without a hook.
 * Each thread that runs slices has a timer on its own CPU time that ticks
 * every ARBI_TICK_MS; a tick that finds the same slice still running as at
 * the previous tick sets the count hook on it, and from then on the slice
 * has its instruction budget exactly as before.  Setting a hook from a signal
 * handler is what lua_sethook is made for (lua.c stops scripts on Ctrl-C
 * that way).  So a runaway script is stopped after one to two ticks of CPU
 * plus its budget, and a normal slice never pays for a hook.
 *
 * Where a per-thread CPU timer cannot be made, and under ARBITER_PROFILE
 * (whose sampler is the hook), every slice is hooked from its start.
 */
#define _GNU_SOURCE                  /* SIGEV_THREAD_ID, sigev_notify_thread_id */
#include "game.h"
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#define ARBI_TICK_MS 20

#ifndef sigev_notify_thread_id       /* glibc before 2.37 names it only so */
#define sigev_notify_thread_id _sigev_un._tid
#endif

typedef struct {
    volatile sig_atomic_t seq;       /* odd while a slice runs */
    sig_atomic_t seen;               /* seq at the previous tick */
    volatile sig_atomic_t hooked;    /* the running slice has its hook */
    lua_State *volatile running;
    arb_game *volatile game;
    int ready;                       /* 1: timer made, -1: no timer here */
    timer_t timer;
} arbi_watch;

static _Thread_local arbi_watch W;
static pthread_once_t once = PTHREAD_ONCE_INIT;
static pthread_key_t exit_key;
static int signo;

static void hook_now(arb_game *g, lua_State *L)
{
    g->instr_left = g->instr_limit;
    lua_sethook(L, arbi_budget_hook, LUA_MASKCOUNT,
                g->profile ? ARBI_HOOK_PROFILE : ARBI_HOOK_STEP);
}

static void on_tick(int sig)
{
    (void)sig;
    sig_atomic_t s = W.seq;
    if ((s & 1) && s == W.seen && !W.hooked && W.running && W.game) {
        W.hooked = 1;
        hook_now(W.game, W.running);
    }
    W.seen = s;
}

static void thread_gone(void *timer)
{
    timer_delete(*(timer_t *)timer);
}

static void install(void)
{
    signo = SIGRTMIN + 4;
    struct sigaction sa = {0};
    sa.sa_handler = on_tick;
    sa.sa_flags = SA_RESTART;
    sigemptyset(&sa.sa_mask);
    if (sigaction(signo, &sa, NULL) != 0 || pthread_key_create(&exit_key, thread_gone) != 0)
        signo = 0;
}

/* Makes this thread's CPU-time timer; -1 when the system has none. */
static int start_timer(void)
{
    pthread_once(&once, install);
    if (!signo) return -1;
    struct sigevent ev = {0};
    ev.sigev_notify = SIGEV_THREAD_ID;
    ev.sigev_signo = signo;
    ev.sigev_notify_thread_id = (pid_t)syscall(SYS_gettid);
    if (timer_create(CLOCK_THREAD_CPUTIME_ID, &ev, &W.timer) != 0) return -1;
    struct itimerspec its = {{0, ARBI_TICK_MS * 1000000L}, {0, ARBI_TICK_MS * 1000000L}};
    if (timer_settime(W.timer, 0, &its, NULL) != 0) {
        timer_delete(W.timer);
        return -1;
    }
    pthread_setspecific(exit_key, &W.timer);
    return 1;
}

void arbi_arm(arb_game *g, lua_State *co)
{
    if (!W.ready) W.ready = start_timer();
    g->budget_hit = 0;
    g->atom_mark = g->atoms.n;
    W.game = g;
    W.running = co;
    W.hooked = 0;
    if (W.ready < 0 || g->profile) {
        W.hooked = 1;
        hook_now(g, co);
    }
    W.seq = W.seq + 1;               /* odd: the slice runs */
}

void arbi_disarm(lua_State *co)
{
    W.seq = W.seq + 1;               /* even: no tick may hook it now */
    W.running = NULL;
    if (W.hooked) lua_sethook(co, NULL, 0, 0);
    W.hooked = 0;
    arb_game *g = W.game;
    if (g && g->budget_hit == 3) arbi_atoms_truncate(&g->atoms, g->atom_mark);
}

void arbi_doom(arb_game *g, lua_State *L)
{
    g->budget_hit = 3;
    W.hooked = 1;
    lua_sethook(L, arbi_budget_hook, LUA_MASKCOUNT, 1);
    if (W.running && W.running != L) lua_sethook(W.running, arbi_budget_hook, LUA_MASKCOUNT, 1);
}
