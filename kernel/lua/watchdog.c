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
 * (whose sampler is the hook), every slice is hooked from its start.  So
 * is every slice under ThreadSanitizer, which delivers a signal only when
 * the thread next calls a function it intercepts: a script looping inside
 * the (uninstrumented) Lua VM would never see the tick.
 *
 * Slices nest: a script may load a file (include) or a C function may call
 * back into Lua while a slice runs.  A nested arm continues the running
 * slice -- same budget, same tick count -- on the state it runs on, and its
 * disarm hands the slice back to the outer state, hooked if it became long
 * meanwhile, so the rest of the outer slice stays watched.
 *
 * arb_interrupt (interrupt.c) hooks the running slice at once, the way a
 * long slice is hooked, with the game's `interrupted` flag set: the hook
 * then fails the slice.  The allocator asks whether a slice runs: the cap
 * binds scripts, not the kernel's own work between slices.
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
#define ARBI_NEST_MAX 64            /* deeper nests share the innermost state */

#ifndef sigev_notify_thread_id       /* glibc before 2.37 names it only so */
#define sigev_notify_thread_id _sigev_un._tid
#endif

typedef struct {
    volatile sig_atomic_t seq;       /* odd while a slice runs */
    sig_atomic_t seen;               /* seq at the previous tick */
    volatile sig_atomic_t hooked;    /* the running slice has its hook */
    lua_State *volatile running;
    int ready;                       /* 1: timer made, -1: no timer here */
    int depth;                       /* slices armed and not yet disarmed */
    lua_State *outer[ARBI_NEST_MAX]; /* the state each nested arm interrupted */
    timer_t timer;
} arbi_watch;

static _Thread_local arbi_watch W;
static pthread_once_t once = PTHREAD_ONCE_INIT;
static pthread_key_t exit_key;
static int signo;

/* The game whose allocator a state uses (safe in a signal handler). */
static arb_game *game_of(lua_State *L)
{
    void *ud;
    lua_getallocf(L, &ud);
    return ud;
}

static void set_hook(arb_game *g, lua_State *L)
{
    lua_sethook(L, arbi_budget_hook, LUA_MASKCOUNT | (arbi_profile_timed(g) ? LUA_MASKRET : 0),
                g->profile ? g->profile_every : ARBI_HOOK_STEP);
}

static void hook_now(arb_game *g, lua_State *L)
{
    g->instr_left = g->instr_limit;
    set_hook(g, L);
}

static void on_tick(int sig)
{
    (void)sig;
    sig_atomic_t s = W.seq;
    lua_State *L = W.running;
    if ((s & 1) && s == W.seen && !W.hooked && L) {
        W.hooked = 1;
        hook_now(game_of(L), L);
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
#if defined(__SANITIZE_THREAD__)
#define ARBI_TSAN 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define ARBI_TSAN 1
#endif
#endif

static int start_timer(void)
{
#ifdef ARBI_TSAN
    return -1;
#endif
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

/* Moves the running slice from state `from` to state `to` (a nested arm or
 * its disarm).  The tick handler ignores the slice while `running` is NULL;
 * a tick lost that way is made up by the next one. */
static void switch_state(lua_State *from, lua_State *to)
{
    W.running = NULL;
    if (W.hooked && from != to) {
        lua_sethook(from, NULL, 0, 0);
        if (game_of(from) == game_of(to)) set_hook(game_of(to), to);  /* same budget */
        else hook_now(game_of(to), to);
    }
    W.running = to;
}

void arbi_arm(arb_game *g, lua_State *co)
{
    if (g->profile) arbi_profile_pause(g);   /* (a resumed thread's wait is nobody's time) */
    if (W.depth++ > 0) {             /* nested: the running slice goes on */
        lua_State *from = W.running;
        if (W.depth - 2 < ARBI_NEST_MAX) W.outer[W.depth - 2] = from;
        switch_state(from, co);
        return;
    }
    if (!W.ready) W.ready = start_timer();
    g->budget_hit = 0;
    g->halted = 0;
    g->interrupted = 0;
    g->atom_mark = g->atoms.n;
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
    if (--W.depth > 0) {             /* back to the slice this one interrupted */
        lua_State *to = W.depth - 1 < ARBI_NEST_MAX ? W.outer[W.depth - 1] : co;
        switch_state(co, to ? to : co);
        return;
    }
    W.seq = W.seq + 1;               /* even: no tick may hook it now */
    W.running = NULL;
    if (W.hooked) lua_sethook(co, NULL, 0, 0);
    W.hooked = 0;
    arb_game *g = game_of(co);
    if (g && g->budget_hit == 3) arbi_atoms_truncate(&g->atoms, g->atom_mark);
}

void arbi_doom(arb_game *g, lua_State *L)
{
    g->budget_hit = 3;
    W.hooked = 1;
    lua_sethook(L, arbi_budget_hook, LUA_MASKCOUNT, 1);
    if (W.running && W.running != L) lua_sethook(W.running, arbi_budget_hook, LUA_MASKCOUNT, 1);
}

int arbi_slice_running(void)
{
    return W.depth > 0;
}

int arbi_watch_interrupt(arb_game *g)
{
    lua_State *L = W.running;
    if (!(W.seq & 1) || !L || game_of(L) != g) return 0;
    g->interrupted = 1;
    W.hooked = 1;
    lua_sethook(L, arbi_budget_hook, LUA_MASKCOUNT, 1);
    return 1;
}
