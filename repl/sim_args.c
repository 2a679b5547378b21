/*
 * sim_args.c -- the command line of `arbiter sim`.
 *
 *   arbiter sim [--game G] [--players N] [--options k=v,...] [--cards DIR]
 *               [--games N] [--seed S] [--workers W] [--bots b1,b2,...]
 *               [--out FILE] [--report] [--progress] [--shard K/N] [--plot FILE.svg]
 *               [--compare OLD NEW] [--without CARD[=BASELINE]]... [--without-seat N]
 *
 * Bots are given per seat; the last one named plays the remaining seats.
 */
#include "sim.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void usage(void)
{
    fprintf(stderr,
        "usage: arbiter sim [--game G] [--players N] [--options k=v,...] [--cards DIR]... [--root DIR]\n"
        "                   [--games N] [--seed S] [--workers W] [--bots random,greedy,...]\n"
        "                   [--out FILE] [--report] [--progress] [--max-decisions N] [--check]\n"
        "Plays N complete games with seeds S..S+N-1 and writes one JSON line per game,\n"
        "then a summary line; bots are per seat (random or a bot of the ruleset).\n"
        "A game still running after --max-decisions (default 100000) is reported as aborted.\n"
        "--check verifies the kernel's invariants after every answer (a soak test).\n"
        "--shard K/N plays only games i with i mod N = K-1 (seeds S+i as always);\n"
        "  `arbiter sim merge FILES...` joins the shards' outputs into the summary and\n"
        "  report one run would give, byte for byte (docs/balance.md).\n"
        "--plot FILE.svg draws each card's win rate with its 95%% interval (with --report).\n"
        "--compare OLD NEW plays the same seeds twice, with the card folder OLD and then\n"
        "  NEW (a card's old and new script), and reports each card's change in win rate\n"
        "  with its 95%% interval, the cards NEW defines first.\n"
        "--without CARD[=BASELINE] (repeatable; CARD may be `all`) plays every seed twice,\n"
        "  as is and with CARD swapped for BASELINE wherever the game makes it (default:\n"
        "  the commonest card of the same cost beside it; `CARD=` removes it), and reports\n"
        "  the paired change in win rate of the seats that bought or played CARD, with a\n"
        "  95%% interval from the pairs (docs/balance.md).\n"
        "--without-seat N swaps only the copies made for seat N (its own deck) and\n"
        "  reports seat N's change in win rate over every game.\n");
}

static int split_bots(char *list, sim_opts *o)
{
    o->nbots = 0;
    for (char *t = strtok(list, ","); t && o->nbots < SIM_MAX_BOTS; t = strtok(NULL, ","))
        o->bots[o->nbots++] = t;
    return o->nbots ? 0 : -1;
}

static int positive(const char *flag, const char *v, long *out)
{
    char *end;
    long n = strtol(v, &end, 10);
    if (*end || n < 1) {
        fprintf(stderr, "arbiter sim: %s needs a positive number, not '%s'\n", flag, v);
        return -1;
    }
    *out = n;
    return 0;
}

/* --without CARD, CARD=BASELINE, CARD= (removed), or all. */
static int without(sim_opts *o, const char *v)
{
    const char *eq = strchr(v, '=');
    size_t n = eq ? (size_t)(eq - v) : strlen(v);
    if (!n) {
        fprintf(stderr, "arbiter sim: --without needs a card's name, not '%s'\n", v);
        return -1;
    }
    if (!eq && !strcmp(v, "all")) { o->without_all = 1; return 0; }
    char *card = strndup(v, n);
    int rc = card ? sim_without_add(o, card, eq && eq[1] ? eq + 1 : NULL, eq && !eq[1]) : -1;
    free(card);
    if (rc) fprintf(stderr, "arbiter sim: --without: '%s' is named twice, or too many cards\n", v);
    return rc;
}

int sim_parse(int argc, char **argv, sim_opts *o)
{
    memset(o, 0, sizeof *o);
    const char *root = getenv("ARBITER_ROOT");
    o->cfg.root = root && *root ? root : ARB_DEFAULT_ROOT;
    o->cfg.game = "star-realms";
    o->games = 100;
    o->max_decisions = 100000;
    o->workers = (int)sysconf(_SC_NPROCESSORS_ONLN);
    if (o->workers < 1) o->workers = 1;
    o->bots[0] = "random";
    o->nbots = 1;
    for (int i = 1; i < argc; i++) {       /* argv[0] is "sim" */
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        long n;
        if (!strcmp(a, "--report")) { o->report = 1; continue; }
        if (!strcmp(a, "--progress")) { o->progress = 1; continue; }
        if (!strcmp(a, "--check")) { o->check = 1; continue; }
        if (!strcmp(a, "--help")) { usage(); return -1; }
        if (!strcmp(a, "--compare")) {
            if (i + 2 >= argc) { fprintf(stderr, "arbiter sim: --compare needs OLD and NEW\n"); return -1; }
            o->compare_old = argv[++i];
            o->compare_new = argv[++i];
            o->report = 1;
            continue;
        }
        if (!v) { fprintf(stderr, "arbiter sim: %s needs a value\n", a); usage(); return -1; }
        if (!strcmp(a, "--without")) { i++; if (without(o, v)) return -1; continue; }
        i++;
        if (!strcmp(a, "--game")) o->cfg.game = v;
        else if (!strcmp(a, "--root")) o->cfg.root = v;
        else if (!strcmp(a, "--options")) o->cfg.options = v;
        else if (!strcmp(a, "--cards")) {
            if (o->ncards == SIM_MAX_BOTS) { fprintf(stderr, "arbiter sim: too many --cards\n"); return -1; }
            o->cards[o->ncards++] = v;
            o->cfg.more_cards = o->cards;
        }
        else if (!strcmp(a, "--out")) o->out = v;
        else if (!strcmp(a, "--plot")) { o->plot = v; o->report = 1; }
        else if (!strcmp(a, "--shard")) {
            char *end;
            o->shard_k = (int)strtol(v, &end, 10);
            o->shard_n = *end == '/' ? (int)strtol(end + 1, &end, 10) : 0;
            if (*end || o->shard_n < 1 || o->shard_k < 1 || o->shard_k > o->shard_n) {
                fprintf(stderr, "arbiter sim: --shard takes K/N with 1 <= K <= N, not '%s'\n", v);
                return -1;
            }
        }
        else if (!strcmp(a, "--seed")) o->seed = strtoull(v, NULL, 10);
        else if (!strcmp(a, "--bots")) { if (split_bots(argv[i], o)) return -1; }
        else if (!strcmp(a, "--players")) { if (positive(a, v, &n)) return -1; o->cfg.players = (int)n; }
        else if (!strcmp(a, "--games")) { if (positive(a, v, &n)) return -1; o->games = (int)n; }
        else if (!strcmp(a, "--workers")) { if (positive(a, v, &n)) return -1; o->workers = (int)n; }
        else if (!strcmp(a, "--max-decisions")) { if (positive(a, v, &n)) return -1; o->max_decisions = n; }
        else if (!strcmp(a, "--without-seat")) { if (positive(a, v, &n)) return -1; o->without_seat = (int)n; }
        else { fprintf(stderr, "arbiter sim: unknown option '%s'\n", a); usage(); return -1; }
    }
    if (o->workers > o->games) o->workers = o->games;
    if (o->without_seat && !o->nwithout && !o->without_all) {
        fprintf(stderr, "arbiter sim: --without-seat needs --without CARD\n");
        return -1;
    }
    if ((o->nwithout || o->without_all) && o->compare_old) {
        fprintf(stderr, "arbiter sim: --without and --compare are two studies: run them apart\n");
        return -1;
    }
    return 0;
}
