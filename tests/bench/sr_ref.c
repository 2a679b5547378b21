/*
 * sr_ref.c -- reference Star Realms (Core Set) random playout in plain C11.
 *
 * The benchmark's yardstick: the rules, the Main Phase action list and every
 * choice inside an effect mirror the scripted engine (scripts/star-realms/
 * actions.lua, ruleset.lua, core.lua, combat.lua, ctx.lua, formats.lua and
 * the 49 Core Set cards in cards/star-realms/), so that both random bots face
 * the same options in the same situations.  Zones are small arrays of card
 * ids kept in the engine's order (index n-1 is the top; listings go top
 * first, as g:cards does); the 49 cards are a static table of small effect
 * functions written with the verbs of ctx.lua.  Comments of the form
 * "(file:line)" point at the Lua being mirrored.  Card creation order, zone
 * order, shuffles and the two random streams follow the engine and
 * `arbiter sim` as well, which makes whole games reproducible across the two
 * (see sr_ref.h); the rules do not depend on it.
 */
#include "sr_ref.h"

#include <stdio.h>
#include <string.h>

/* ---- random numbers: xoshiro256** seeded by splitmix64, Lemire bounds ---- */

typedef struct { uint64_t s[4]; } rng;

static uint64_t splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static void rng_seed(rng *r, uint64_t seed)
{
    for (int i = 0; i < 4; i++) r->s[i] = splitmix64(&seed);
}

static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

static uint64_t rng_next(rng *r)
{
    uint64_t *s = r->s;
    uint64_t result = rotl(s[1] * 5, 7) * 9, t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return result;
}

/* Uniform integer in [0, n), n >= 1, without modulo bias. */
static uint32_t rng_below(rng *r, uint32_t n)
{
    uint64_t m = (rng_next(r) >> 32) * n;
    if ((uint32_t)m < n) {
        uint32_t threshold = (uint32_t)(-n) % n;
        while ((uint32_t)m < threshold) m = (rng_next(r) >> 32) * n;
    }
    return (uint32_t)(m >> 32);
}

/* ---- game state ---------------------------------------------------------- */

#define NCARDS 110          /* Core Set: 80 trade deck + 10 Explorers + 20 starters */
#define NDEFS 49
#define NO_COPY 0xff
#define BOT_SEED_MIX 0x5eedb0751234abcdULL   /* as `arbiter sim` seeds its bots */
#define MAX_OPTS 640       /* 50 plays, 3 per card in play, 6 buys, 2 per target */

enum { ZK_DECK, ZK_HAND, ZK_DISCARD, ZK_SHIPS, ZK_BASES, ZK_N };
enum { Z_TRADE_DECK = 2 * ZK_N, Z_ROW, Z_EXPLORERS, Z_SCRAP, NZONES };
#define PZ(p, k) ((p) * ZK_N + (k))

/* Per-card "turn" values (used_<slot>, ally_on), cleared at the end of turn. */
enum { U_PRIM = 1, U_ALLY = 2, U_SCRAP = 4, ALLY_ON = 8 };

typedef struct { int n; uint8_t c[NCARDS]; } zone;   /* c[n-1] is the top */

typedef struct {
    int authority, trade, combat;
    int pending;        /* discard_pending: discards owed at turn start */
    int played_blob;    /* played_Blob this turn (Blob World) */
    int next_top_ship;  /* next_top_ship = "may" this turn */
} player;

typedef struct game {
    zone z[NZONES];
    uint8_t def[NCARDS], where[NCARDS], flags[NCARDS], damage[NCARDS], copy[NCARDS];
    player pl[2];
    rng deal;           /* shuffles and the first player: the game's own RNG */
    rng bot;            /* the random bots' answers */
    long decisions, max_decisions;
    int turn, active, over, winner;
    sr_ref_stats *stats;
    int auth_gain[2], auth_lost[2];   /* funnels watched by the check mode */
} game;

/* ---- decisions ------------------------------------------------------------ */

/* One question to a random bot with n >= 1 options (g:choose without auto,
 * prelude.lua:226): it is asked, and counted, even with a single option,
 * and the bot draws a number for it as `arbiter sim`'s does. */
static int decide(game *g, int n, int kind)
{
    if (g->decisions >= g->max_decisions) return 0;   /* see main_phase */
    g->decisions++;
    if (g->stats) { g->stats->count[kind]++; g->stats->options[kind] += n; }
    return (int)rng_below(&g->bot, (uint32_t)n);
}

/* g:choose with auto = true: a single option is taken without asking. */
static int decide_auto(game *g, int n, int kind)
{
    return n == 1 ? 0 : decide(g, n, kind);
}

/* ---- card table (filled in below the effects) ---------------------------- */

enum { FB = 1, FM = 2, FS = 4, FT = 8, FALL = 15 };  /* faction bits */
enum { CF_ALL = 1, CF_COPIES = 2, CF_EXPLORER = 4, CF_FLEET_HQ = 8 };
enum { R_TRADE, R_EXPLORER, R_PERSONAL };

typedef void (*effect_fn)(game *g, int p, int self);

typedef struct {
    const char *name;
    uint8_t faction, base, outpost, cost, defense, count, role, cflags;
    effect_fn prim, ally, scrap;
} card_def;

static const card_def DEFS[NDEFS];
enum { D_EXPLORER = 19, D_SCOUT = 37, D_VIPER = 47 };   /* indexes in DEFS */

static const card_def *def_of(const game *g, int c) { return &DEFS[g->def[c]]; }

/* The definition whose abilities a card uses: Stealth Needle copies (core.lua:41). */
static const card_def *adef(const game *g, int c)
{
    return &DEFS[g->copy[c] != NO_COPY ? g->copy[c] : g->def[c]];
}

/* ---- zones ---------------------------------------------------------------- */

static void zone_push(game *g, int zi, int c)
{
    zone *z = &g->z[zi];
    z->c[z->n++] = (uint8_t)c;
    g->where[c] = (uint8_t)zi;
}

/* Takes c out of its zone, keeping the others in order (card.c take_out). */
static void zone_remove(game *g, int c)
{
    zone *z = &g->z[g->where[c]];
    int i = z->n - 1;
    while (z->c[i] != c) i--;
    for (z->n--; i < z->n; i++) z->c[i] = z->c[i + 1];
}

/* g:move(c, z): onto the top of z. */
static void move(game *g, int c, int zi)
{
    zone_remove(g, c);
    zone_push(g, zi, c);
}

static int top(const game *g, int zi) { return g->z[zi].c[g->z[zi].n - 1]; }

static void shuffle(game *g, int zi)
{
    zone *z = &g->z[zi];
    for (int i = z->n - 1; i > 0; i--) {
        int j = (int)rng_below(&g->deal, (uint32_t)i + 1);
        uint8_t t = z->c[i];
        z->c[i] = z->c[j];
        z->c[j] = t;
    }
}

/* Copies zone zi's cards, top first (g:cards), after out[n]; returns the new n. */
static int list_top_first(const game *g, int zi, uint8_t *out, int n)
{
    const zone *z = &g->z[zi];
    for (int i = z->n - 1; i >= 0; i--) out[n++] = z->c[i];
    return n;
}

/* ---- core mechanics (core.lua, combat.lua) -------------------------------- */

static void gain_authority(game *g, int p, int n)
{
    g->pl[p].authority += n;
    g->auth_gain[p] += n;
}

/* Draws one card, reshuffling the discard pile into an empty deck (core.lua:87). */
static int draw_one(game *g, int p)
{
    zone *deck = &g->z[PZ(p, ZK_DECK)], *dis = &g->z[PZ(p, ZK_DISCARD)];
    if (deck->n == 0) {
        if (dis->n == 0) return 0;
        for (int i = dis->n - 1; i >= 0; i--) zone_push(g, PZ(p, ZK_DECK), dis->c[i]);
        dis->n = 0;
        shuffle(g, PZ(p, ZK_DECK));
    }
    move(g, top(g, PZ(p, ZK_DECK)), PZ(p, ZK_HAND));
    return 1;
}

static int draw(game *g, int p, int n)
{
    int got = 0;
    while (got < n && draw_one(g, p)) got++;
    return got;
}

/* Trade Row back to 5 cards while the Trade Deck lasts (core.lua:119). */
static void refill(game *g)
{
    while (g->z[Z_ROW].n < 5 && g->z[Z_TRADE_DECK].n > 0)
        move(g, top(g, Z_TRADE_DECK), Z_ROW);
}

/* To the Scrap Heap, or an Explorer back to its pile (core.lua:138). */
static void scrap_card(game *g, int c)
{
    int from = g->where[c];
    move(g, c, def_of(g, c)->cflags & CF_EXPLORER ? Z_EXPLORERS : Z_SCRAP);
    if (from == Z_ROW) refill(g);
    g->copy[c] = NO_COPY;
}

enum { TO_DISCARD, TO_DECK_TOP };

/* Acquires c for p (core.lua:165-197): a pending "next ship on top" is
 * spent, with a yes/no question, on the next ship bound for the discard pile. */
static void acquire(game *g, int p, int c, int paid, int dest)
{
    int from = g->where[c];
    g->pl[p].trade -= paid;
    if (dest == TO_DISCARD && g->pl[p].next_top_ship && !def_of(g, c)->base) {
        g->pl[p].next_top_ship = 0;
        if (decide(g, 2, SR_REF_K_TOP_OF_DECK) == 0) dest = TO_DECK_TOP;
    }
    move(g, c, PZ(p, dest == TO_DECK_TOP ? ZK_DECK : ZK_DISCARD));
    if (from == Z_ROW) refill(g);
}

/* Factions a card counts as for Ally purposes (core.lua:47, 208-222). */
static unsigned factions(const game *g, int c)
{
    const card_def *d = def_of(g, c);
    unsigned m = d->faction;
    if (g->copy[c] != NO_COPY) m |= DEFS[g->copy[c]].faction;
    if (d->cflags & CF_ALL) m |= FALL;
    return m;
}

/* Cards p has in play: ships, then bases, each top first (core.lua:28). */
static int in_play(const game *g, int p, uint8_t *out)
{
    return list_top_first(g, PZ(p, ZK_BASES), out, list_top_first(g, PZ(p, ZK_SHIPS), out, 0));
}

/* Unlocks Ally abilities whose condition holds now; they stay unlocked for
 * the turn (core.lua:225-245).  No Core Set card has a Double Ally. */
static void refresh_allies(game *g, int p)
{
    uint8_t c[NCARDS];
    unsigned m[NCARDS];
    int n = in_play(g, p, c), locked = 0;
    if (n < 2) return;
    for (int i = 0; i < n; i++) {
        m[i] = factions(g, c[i]);
        locked |= m[i] && !(g->flags[c[i]] & ALLY_ON);
    }
    for (int i = 0; i < n && locked; i++) {
        if (g->flags[c[i]] & ALLY_ON || !m[i]) continue;
        for (int j = 0; j < n; j++)
            if (j != i && m[j] & m[i]) { g->flags[c[i]] |= ALLY_ON; break; }
    }
}

static int has_outpost(const game *g, int q)
{
    const zone *z = &g->z[PZ(q, ZK_BASES)];
    for (int i = 0; i < z->n; i++)
        if (DEFS[g->def[z->c[i]]].outpost) return 1;
    return 0;
}

/* Bases of q that may be attacked or targeted, top first (combat.lua:41-62). */
static int targetable_bases(const game *g, int q, uint8_t *out)
{
    const zone *z = &g->z[PZ(q, ZK_BASES)];
    int guarded = has_outpost(g, q), n = 0;
    for (int i = z->n - 1; i >= 0; i--)
        if (!guarded || DEFS[g->def[z->c[i]]].outpost) out[n++] = z->c[i];
    return n;
}

static void destroy_base(game *g, int b)
{
    g->damage[b] = 0;
    move(g, b, PZ(g->where[b] / ZK_N, ZK_DISCARD));
}

static int min_int(int a, int b) { return a < b ? a : b; }

/* The most Combat an attack on base b can use: what p has, up to what the
 * base still needs this turn (combat.lua:78-90). */
static int base_most(const game *g, int p, int b)
{
    return min_int(g->pl[p].combat, def_of(g, b)->defense - g->damage[b]);
}

/* p assigns `spend` Combat to base b; damage adds up within the turn. */
static void attack_base(game *g, int p, int b, int spend)
{
    g->pl[p].combat -= spend;
    if (g->damage[b] + spend >= def_of(g, b)->defense) destroy_base(g, b);
    else g->damage[b] = (uint8_t)(g->damage[b] + spend);
}

/* The most Combat worth spending on player q: up to their Authority
 * (actions.lua:124). */
static int player_most(const game *g, int p, int q)
{
    return min_int(g->pl[p].combat, g->pl[q].authority > 1 ? g->pl[q].authority : 1);
}

static void attack_player(game *g, int p, int q, int amount)
{
    g->pl[p].combat -= amount;
    g->pl[q].authority -= amount;
    g->auth_lost[q] += amount;
    if (g->pl[q].authority <= 0) { g->over = 1; g->winner = p + 1; }
}

/* ---- effect verbs (ctx.lua) ------------------------------------------------ */

static void trade(game *g, int p, int n) { g->pl[p].trade += n; }
static void combat(game *g, int p, int n) { g->pl[p].combat += n; }

/* c:choose{A, B}: two options, never auto (ctx.lua:31). */
static int choose2(game *g) { return decide(g, 2, SR_REF_K_CHOOSE); }

/* Target opponent discards n at the start of their next turn (ctx.lua:41-70;
 * the only target in a 2-player game is taken with auto, no question). */
static void opp_discard(game *g, int p, int n) { g->pl[1 - p].pending += n; }

enum { FROM_HAND, FROM_HAND_DISCARD, FROM_ROW };

/* The cards a scrap may take, in pool_of's order (ctx.lua:77). */
static int pool_of(const game *g, int p, int from, uint8_t *out)
{
    if (from == FROM_ROW) return list_top_first(g, Z_ROW, out, 0);
    int n = list_top_first(g, PZ(p, ZK_HAND), out, 0);
    return from == FROM_HAND ? n : list_top_first(g, PZ(p, ZK_DISCARD), out, n);
}

/* c:scrap_cards{from, max, optional} (ctx.lua:97): each step offers every
 * card (plus "stop" when optional); returns how many were scrapped. */
static int scrap_cards(game *g, int p, int from, int max, int optional)
{
    int done = 0;
    uint8_t opts[NCARDS];
    for (int k = 0; k < max; k++) {
        int n = pool_of(g, p, from, opts);
        if (n == 0) break;
        int i = decide(g, n + optional, SR_REF_K_SCRAP);
        if (i >= n) break;
        scrap_card(g, opts[i]);
        done++;
    }
    return done;
}

/* c:destroy_base{optional} (ctx.lua:118): no auto, so an optional one with no
 * target still asks ("destroy none" alone); a compulsory one with none does not. */
static void destroy_target(game *g, int p, int optional)
{
    uint8_t opts[NCARDS];
    int n = targetable_bases(g, 1 - p, opts);
    if (n + optional == 0) return;
    int i = decide(g, n + optional, SR_REF_K_DESTROY);
    if (i < n) destroy_base(g, opts[i]);
}

/* c:acquire_free{kind = "ship", to = "deck_top"} (ctx.lua:134), compulsory:
 * Trade Row ships, then the Explorer on top of its pile. */
static void acquire_free_ship_to_top(game *g, int p)
{
    uint8_t opts[NCARDS + 1];
    int n = 0;
    const zone *row = &g->z[Z_ROW];
    for (int i = row->n - 1; i >= 0; i--)
        if (!DEFS[g->def[row->c[i]]].base) opts[n++] = row->c[i];
    if (g->z[Z_EXPLORERS].n) opts[n++] = (uint8_t)top(g, Z_EXPLORERS);
    if (n == 0) return;
    acquire(g, p, opts[decide(g, n, SR_REF_K_ACQUIRE_FREE)], 0, TO_DECK_TOP);
}

/* c:next_acquired_to_top{kind = "ship", optional = true} (ctx.lua:153). */
static void next_ship_to_top(game *g, int p) { g->pl[p].next_top_ship = 1; }

/* c:discard_then_draw{max} (ctx.lua:168-185, choose_many in prelude.lua:248):
 * each step offers every hand card plus "done". */
static void discard_then_draw(game *g, int p, int max)
{
    zone *hand = &g->z[PZ(p, ZK_HAND)];
    int n = 0;
    while (n < max && hand->n > 0) {
        int i = decide(g, hand->n + 1, SR_REF_K_DISCARD_HAND);
        if (i >= hand->n) break;
        move(g, hand->c[hand->n - 1 - i], PZ(p, ZK_DISCARD));
        n++;
    }
    if (n > 0) draw(g, p, n);
}

/* c:copy_ship() (ctx.lua:208): copy another ship in play (auto when only
 * one), gain its faction, and resolve its primary now. */
static void copy_ship(game *g, int p, int self)
{
    uint8_t opts[NCARDS];
    int n = 0;
    const zone *ships = &g->z[PZ(p, ZK_SHIPS)];
    for (int i = ships->n - 1; i >= 0; i--) {
        int x = ships->c[i];
        if (x != self && !(def_of(g, x)->cflags & CF_COPIES)) opts[n++] = (uint8_t)x;
    }
    if (n == 0) return;
    int x = opts[decide_auto(g, n, SR_REF_K_COPY)];
    g->copy[self] = g->def[x];
    refresh_allies(g, p);
    if (def_of(g, x)->prim) def_of(g, x)->prim(g, p, self);
}

/* ---- the 49 Core Set cards (one .lua file each in cards/star-realms/) ------- */

#define FX(name) static void name(game *g, int p, int self)
#define UNUSED_SELF (void)self

FX(c_combat1) { UNUSED_SELF; combat(g, p, 1); }
FX(c_combat2) { UNUSED_SELF; combat(g, p, 2); }
FX(c_combat3) { UNUSED_SELF; combat(g, p, 3); }
FX(c_combat4) { UNUSED_SELF; combat(g, p, 4); }
FX(c_combat5) { UNUSED_SELF; combat(g, p, 5); }
FX(c_combat7) { UNUSED_SELF; combat(g, p, 7); }
FX(c_combat8) { UNUSED_SELF; combat(g, p, 8); }
FX(c_trade1) { UNUSED_SELF; trade(g, p, 1); }
FX(c_trade2) { UNUSED_SELF; trade(g, p, 2); }
FX(c_trade3) { UNUSED_SELF; trade(g, p, 3); }
FX(c_trade4) { UNUSED_SELF; trade(g, p, 4); }
FX(c_draw1) { UNUSED_SELF; draw(g, p, 1); }
FX(c_auth4) { UNUSED_SELF; gain_authority(g, p, 4); }
FX(c_auth5) { UNUSED_SELF; gain_authority(g, p, 5); }
FX(c_opp_discard1) { UNUSED_SELF; opp_discard(g, p, 1); }
FX(c_next_ship_top) { UNUSED_SELF; next_ship_to_top(g, p); }
FX(c_destroy) { UNUSED_SELF; destroy_target(g, p, 0); }
FX(c_scrap_hd) { UNUSED_SELF; scrap_cards(g, p, FROM_HAND_DISCARD, 1, 0); }
FX(c_acquire_ship_top) { UNUSED_SELF; acquire_free_ship_to_top(g, p); }
FX(c_combat4_scrap_row) { UNUSED_SELF; combat(g, p, 4); scrap_cards(g, p, FROM_ROW, 1, 1); }
FX(c_destroy_scrap_row)
{
    UNUSED_SELF;
    destroy_target(g, p, 1);
    scrap_cards(g, p, FROM_ROW, 1, 1);
}
FX(c_blob_world)
{
    UNUSED_SELF;
    if (choose2(g) == 0) combat(g, p, 5);
    else draw(g, p, g->pl[p].played_blob);
}
FX(c_combat6) { UNUSED_SELF; combat(g, p, 6); }
FX(c_combat6_draw1) { UNUSED_SELF; combat(g, p, 6); draw(g, p, 1); }
FX(c_battle_mech) { UNUSED_SELF; combat(g, p, 4); scrap_cards(g, p, FROM_HAND_DISCARD, 1, 1); }
FX(c_missile_bot) { UNUSED_SELF; combat(g, p, 2); scrap_cards(g, p, FROM_HAND_DISCARD, 1, 1); }
FX(c_supply_bot) { UNUSED_SELF; trade(g, p, 2); scrap_cards(g, p, FROM_HAND_DISCARD, 1, 1); }
FX(c_trade_bot) { UNUSED_SELF; trade(g, p, 1); scrap_cards(g, p, FROM_HAND_DISCARD, 1, 1); }
FX(c_brain_world)
{
    UNUSED_SELF;
    int n = scrap_cards(g, p, FROM_HAND_DISCARD, 2, 1);
    if (n > 0) draw(g, p, n);
}
FX(c_junkyard) { UNUSED_SELF; scrap_cards(g, p, FROM_HAND_DISCARD, 1, 0); }
FX(c_machine_base) { UNUSED_SELF; draw(g, p, 1); scrap_cards(g, p, FROM_HAND, 1, 0); }
FX(c_missile_mech) { UNUSED_SELF; combat(g, p, 6); destroy_target(g, p, 1); }
FX(c_patrol_mech)
{
    UNUSED_SELF;
    if (choose2(g) == 0) trade(g, p, 3);
    else combat(g, p, 5);
}
FX(c_stealth_needle) { copy_ship(g, p, self); }
FX(c_combat5_draw1) { UNUSED_SELF; combat(g, p, 5); draw(g, p, 1); }
FX(c_draw1_destroy_opt) { UNUSED_SELF; draw(g, p, 1); destroy_target(g, p, 1); }
FX(c_corvette) { UNUSED_SELF; combat(g, p, 1); draw(g, p, 1); }
FX(c_dreadnaught) { UNUSED_SELF; combat(g, p, 7); draw(g, p, 1); }
FX(c_imperial_fighter) { UNUSED_SELF; combat(g, p, 2); opp_discard(g, p, 1); }
FX(c_imperial_frigate) { UNUSED_SELF; combat(g, p, 4); opp_discard(g, p, 1); }
FX(c_recycling_station)
{
    UNUSED_SELF;
    if (choose2(g) == 0) trade(g, p, 1);
    else discard_then_draw(g, p, 2);
}
FX(c_survey_ship) { UNUSED_SELF; trade(g, p, 1); draw(g, p, 1); }
FX(c_barter_world)
{
    UNUSED_SELF;
    if (choose2(g) == 0) gain_authority(g, p, 2);
    else trade(g, p, 2);
}
FX(c_central_office) { UNUSED_SELF; trade(g, p, 2); next_ship_to_top(g, p); }
FX(c_command_ship) { UNUSED_SELF; gain_authority(g, p, 4); combat(g, p, 5); draw(g, p, 2); }
FX(c_cutter) { UNUSED_SELF; gain_authority(g, p, 4); trade(g, p, 2); }
FX(c_defense_center)
{
    UNUSED_SELF;
    if (choose2(g) == 0) gain_authority(g, p, 3);
    else combat(g, p, 2);
}
FX(c_embassy_yacht)
{
    UNUSED_SELF;
    gain_authority(g, p, 3);
    trade(g, p, 2);
    if (g->z[PZ(p, ZK_BASES)].n >= 2) draw(g, p, 2);
}
FX(c_trade_escort) { UNUSED_SELF; gain_authority(g, p, 4); combat(g, p, 4); }
FX(c_trading_post)
{
    UNUSED_SELF;
    if (choose2(g) == 0) gain_authority(g, p, 1);
    else trade(g, p, 1);
}

/* name, faction, base, outpost, cost, defense, copies, role, flags,
 * primary, ally, scrap.  In the engine's load order (file names, A to Z),
 * which is the order its setup creates the cards in. */
static const card_def DEFS[NDEFS] = {
    {"Barter World", FT, 1, 0, 4, 4, 2, R_TRADE, 0, c_barter_world, NULL, c_combat5},
    {"Battle Blob", FB, 0, 0, 6, 0, 1, R_TRADE, 0, c_combat8, c_draw1, c_combat4},
    {"Battle Mech", FM, 0, 0, 5, 0, 1, R_TRADE, 0, c_battle_mech, c_draw1, NULL},
    {"Battle Pod", FB, 0, 0, 2, 0, 2, R_TRADE, 0, c_combat4_scrap_row, c_combat2, NULL},
    {"Battle Station", FM, 1, 1, 3, 5, 2, R_TRADE, 0, NULL, NULL, c_combat5},
    {"Battlecruiser", FS, 0, 0, 6, 0, 1, R_TRADE, 0, c_combat5_draw1, c_opp_discard1,
     c_draw1_destroy_opt},
    {"Blob Carrier", FB, 0, 0, 6, 0, 1, R_TRADE, 0, c_combat7, c_acquire_ship_top, NULL},
    {"Blob Destroyer", FB, 0, 0, 4, 0, 2, R_TRADE, 0, c_combat6, c_destroy_scrap_row, NULL},
    {"Blob Fighter", FB, 0, 0, 1, 0, 3, R_TRADE, 0, c_combat3, c_draw1, NULL},
    {"Blob Wheel", FB, 1, 0, 3, 5, 3, R_TRADE, 0, c_combat1, NULL, c_trade3},
    {"Blob World", FB, 1, 0, 8, 7, 1, R_TRADE, 0, c_blob_world, NULL, NULL},
    {"Brain World", FM, 1, 1, 8, 6, 1, R_TRADE, 0, c_brain_world, NULL, NULL},
    {"Central Office", FT, 1, 0, 7, 6, 1, R_TRADE, 0, c_central_office, c_draw1, NULL},
    {"Command Ship", FT, 0, 0, 8, 0, 1, R_TRADE, 0, c_command_ship, c_destroy, NULL},
    {"Corvette", FS, 0, 0, 2, 0, 2, R_TRADE, 0, c_corvette, c_combat2, NULL},
    {"Cutter", FT, 0, 0, 2, 0, 3, R_TRADE, 0, c_cutter, c_combat4, NULL},
    {"Defense Center", FT, 1, 1, 5, 5, 1, R_TRADE, 0, c_defense_center, c_combat2, NULL},
    {"Dreadnaught", FS, 0, 0, 7, 0, 1, R_TRADE, 0, c_dreadnaught, NULL, c_combat5},
    {"Embassy Yacht", FT, 0, 0, 3, 0, 2, R_TRADE, 0, c_embassy_yacht, NULL, NULL},
    {"Explorer", 0, 0, 0, 2, 0, 10, R_EXPLORER, CF_EXPLORER, c_trade2, NULL, c_combat2},
    {"Federation Shuttle", FT, 0, 0, 1, 0, 3, R_TRADE, 0, c_trade2, c_auth4, NULL},
    {"Flagship", FT, 0, 0, 6, 0, 1, R_TRADE, 0, c_combat5_draw1, c_auth5, NULL},
    {"Fleet HQ", FS, 1, 0, 8, 8, 1, R_TRADE, CF_FLEET_HQ, NULL, NULL, NULL},
    {"Freighter", FT, 0, 0, 4, 0, 2, R_TRADE, 0, c_trade4, c_next_ship_top, NULL},
    {"Imperial Fighter", FS, 0, 0, 1, 0, 3, R_TRADE, 0, c_imperial_fighter, c_combat2, NULL},
    {"Imperial Frigate", FS, 0, 0, 3, 0, 3, R_TRADE, 0, c_imperial_frigate, c_combat2, c_draw1},
    {"Junkyard", FM, 1, 1, 6, 5, 1, R_TRADE, 0, c_junkyard, NULL, NULL},
    {"Machine Base", FM, 1, 1, 7, 6, 1, R_TRADE, 0, c_machine_base, NULL, NULL},
    {"Mech World", FM, 1, 1, 5, 6, 1, R_TRADE, CF_ALL, NULL, NULL, NULL},
    {"Missile Bot", FM, 0, 0, 2, 0, 3, R_TRADE, 0, c_missile_bot, c_combat2, NULL},
    {"Missile Mech", FM, 0, 0, 6, 0, 1, R_TRADE, 0, c_missile_mech, c_draw1, NULL},
    {"Mothership", FB, 0, 0, 7, 0, 1, R_TRADE, 0, c_combat6_draw1, c_draw1, NULL},
    {"Patrol Mech", FM, 0, 0, 4, 0, 2, R_TRADE, 0, c_patrol_mech, c_scrap_hd, NULL},
    {"Port of Call", FT, 1, 1, 6, 6, 1, R_TRADE, 0, c_trade3, NULL, c_draw1_destroy_opt},
    {"Ram", FB, 0, 0, 3, 0, 2, R_TRADE, 0, c_combat5, c_combat2, c_trade3},
    {"Recycling Station", FS, 1, 1, 4, 4, 2, R_TRADE, 0, c_recycling_station, NULL, NULL},
    {"Royal Redoubt", FS, 1, 1, 6, 6, 1, R_TRADE, 0, c_combat3, c_opp_discard1, NULL},
    {"Scout", 0, 0, 0, 0, 0, 16, R_PERSONAL, 0, c_trade1, NULL, NULL},
    {"Space Station", FS, 1, 1, 4, 4, 2, R_TRADE, 0, c_combat2, c_combat2, c_trade4},
    {"Stealth Needle", FM, 0, 0, 4, 0, 1, R_TRADE, CF_COPIES, c_stealth_needle, NULL, NULL},
    {"Supply Bot", FM, 0, 0, 3, 0, 3, R_TRADE, 0, c_supply_bot, c_combat2, NULL},
    {"Survey Ship", FS, 0, 0, 3, 0, 3, R_TRADE, 0, c_survey_ship, NULL, c_opp_discard1},
    {"The Hive", FB, 1, 0, 5, 5, 1, R_TRADE, 0, c_combat3, c_draw1, NULL},
    {"Trade Bot", FM, 0, 0, 1, 0, 3, R_TRADE, 0, c_trade_bot, c_combat2, NULL},
    {"Trade Escort", FT, 0, 0, 5, 0, 1, R_TRADE, 0, c_trade_escort, c_draw1, NULL},
    {"Trade Pod", FB, 0, 0, 2, 0, 3, R_TRADE, 0, c_trade3, c_combat2, NULL},
    {"Trading Post", FT, 1, 1, 3, 4, 2, R_TRADE, 0, c_trading_post, NULL, c_combat3},
    {"Viper", 0, 0, 0, 0, 0, 4, R_PERSONAL, 0, c_combat1, NULL, NULL},
    {"War World", FS, 1, 1, 5, 4, 1, R_TRADE, 0, c_combat3, c_combat4, NULL},
};

/* ---- playing and using cards (actions.lua) -------------------------------- */

static int fleet_hq_in_play(const game *g, int p)
{
    const zone *z = &g->z[PZ(p, ZK_BASES)];
    for (int i = 0; i < z->n; i++)
        if (DEFS[g->def[z->c[i]]].cflags & CF_FLEET_HQ) return 1;
    return 0;
}

/* A.play (actions.lua:19): into play, count the faction, unlock Allies; a
 * ship fires ship_played (Fleet HQ) and resolves its primary at once. */
static void play(game *g, int p, int c)
{
    const card_def *d = def_of(g, c);
    move(g, c, PZ(p, d->base ? ZK_BASES : ZK_SHIPS));
    if (d->faction == FB) g->pl[p].played_blob++;
    refresh_allies(g, p);
    if (d->base) return;
    if (fleet_hq_in_play(g, p)) combat(g, p, 1);
    if (d->prim) d->prim(g, p, c);
    refresh_allies(g, p);
}

/* "play all" (actions.lua:66): the hand as listed when offered, top first;
 * cards that left the hand meanwhile are skipped, cards drawn are not played. */
static void play_all(game *g, int p)
{
    uint8_t hand[NCARDS];
    int n = list_top_first(g, PZ(p, ZK_HAND), hand, 0);
    for (int i = 0; i < n && !g->over; i++)
        if (g->where[hand[i]] == PZ(p, ZK_HAND)) play(g, p, hand[i]);
}

/* A.use (actions.lua:36): mark the slot, scrap the card first for "scrap". */
static void use(game *g, int p, int c, int slot)
{
    const card_def *d = adef(g, c);
    effect_fn fn = slot == U_PRIM ? d->prim : slot == U_ALLY ? d->ally : d->scrap;
    g->flags[c] |= (uint8_t)slot;
    if (slot == U_SCRAP) scrap_card(g, c);
    fn(g, p, c);
}

/* ---- the Main Phase (actions.lua:179) -------------------------------------- */

enum { O_PLAY, O_PLAY_ALL, O_USE, O_BUY, O_ATTACK_PLAYER, O_ATTACK_BASE, O_END };

typedef struct { uint8_t kind, card, slot; } action;

static int add(action *a, int n, int kind, int card, int slot)
{
    a[n].kind = (uint8_t)kind;
    a[n].card = (uint8_t)card;
    a[n].slot = (uint8_t)slot;
    return n + 1;
}

/* "play <name>" once per name, top first; "play all" with 2+ cards. */
static int add_plays(const game *g, int p, action *a, int n)
{
    const zone *hand = &g->z[PZ(p, ZK_HAND)];
    uint64_t seen = 0;
    for (int i = hand->n - 1; i >= 0; i--) {
        uint64_t bit = 1ULL << g->def[hand->c[i]];
        if (!(seen & bit)) { seen |= bit; n = add(a, n, O_PLAY, hand->c[i], 0); }
    }
    return hand->n > 1 ? add(a, n, O_PLAY_ALL, 0, 0) : n;
}

/* Per card in play: base primary, ally (unlocked), scrap; each once a turn. */
static int add_abilities(const game *g, int p, action *a, int n)
{
    uint8_t c[NCARDS];
    int k = in_play(g, p, c);
    for (int i = 0; i < k; i++) {
        const card_def *d = adef(g, c[i]);
        int f = g->flags[c[i]];
        if (d->prim && def_of(g, c[i])->base && !(f & U_PRIM)) n = add(a, n, O_USE, c[i], U_PRIM);
        if (d->ally && (f & ALLY_ON) && !(f & U_ALLY)) n = add(a, n, O_USE, c[i], U_ALLY);
        if (d->scrap && !(f & U_SCRAP)) n = add(a, n, O_USE, c[i], U_SCRAP);
    }
    return n;
}

/* "buy <name>" once per affordable Trade Row name, then the Explorer. */
static int add_buys(const game *g, int p, action *a, int n)
{
    const zone *row = &g->z[Z_ROW];
    int have = g->pl[p].trade;
    uint64_t seen = 0;
    for (int i = row->n - 1; i >= 0; i--) {
        uint64_t bit = 1ULL << g->def[row->c[i]];
        if (seen & bit) continue;
        seen |= bit;
        if (def_of(g, row->c[i])->cost <= have) n = add(a, n, O_BUY, row->c[i], 0);
    }
    if (g->z[Z_EXPLORERS].n && DEFS[D_EXPLORER].cost <= have)
        n = add(a, n, O_BUY, top(g, Z_EXPLORERS), 0);
    return n;
}

enum { ALL_OF_IT, PARTIAL };

/* The opponent unless an Outpost guards them, then each base that may be
 * targeted: each with the most Combat worth spending and, when that is 2 or
 * more, a "partial attack" (actions.lua:124); nothing without Combat. */
static int add_attacks(const game *g, int p, action *a, int n)
{
    int q = 1 - p;
    if (g->pl[p].combat == 0) return n;
    if (!has_outpost(g, q)) {
        n = add(a, n, O_ATTACK_PLAYER, 0, ALL_OF_IT);
        if (player_most(g, p, q) > 1) n = add(a, n, O_ATTACK_PLAYER, 0, PARTIAL);
    }
    uint8_t b[NCARDS];
    int k = targetable_bases(g, q, b);
    for (int i = 0; i < k; i++) {
        n = add(a, n, O_ATTACK_BASE, b[i], ALL_OF_IT);
        if (base_most(g, p, b[i]) > 1) n = add(a, n, O_ATTACK_BASE, b[i], PARTIAL);
    }
    return n;
}

/* A.amount (actions.lua:50): a partial attack asks for 1 .. most-1, auto
 * when that leaves a single amount. */
static int attack_amount(game *g, int most, int how)
{
    return how == ALL_OF_IT ? most : 1 + decide_auto(g, most - 1, SR_REF_K_AMOUNT);
}

static int list_actions(const game *g, int p, action *a)
{
    int n = add_plays(g, p, a, 0);
    n = add_abilities(g, p, a, n);
    n = add_buys(g, p, a, n);
    n = add_attacks(g, p, a, n);
    return add(a, n, O_END, 0, 0);
}

static void do_action(game *g, int p, action a)
{
    switch (a.kind) {
    case O_PLAY: play(g, p, a.card); break;
    case O_PLAY_ALL: play_all(g, p); break;
    case O_USE: use(g, p, a.card, a.slot); break;
    case O_BUY: acquire(g, p, a.card, def_of(g, a.card)->cost, TO_DISCARD); break;
    case O_ATTACK_PLAYER:
        attack_player(g, p, 1 - p, attack_amount(g, player_most(g, p, 1 - p), a.slot));
        break;
    case O_ATTACK_BASE:
        attack_base(g, p, a.card, attack_amount(g, base_most(g, p, a.card), a.slot));
        break;
    default: break;
    }
}

/* ---- invariants (check mode) ----------------------------------------------- */

typedef struct {
    const char *why;    /* first violation, or NULL */
    int auth[2], combat;
} checker;

static const char *check_cards(const game *g)
{
    uint8_t seen[NCARDS] = {0};
    int total = 0, per_def[NDEFS] = {0};
    for (int zi = 0; zi < NZONES; zi++) {
        for (int i = 0; i < g->z[zi].n; i++) {
            int c = g->z[zi].c[i];
            if (seen[c]++) return "a card is in two places";
            if (g->where[c] != zi) return "a card's zone disagrees with the zone's contents";
            per_def[g->def[c]]++;
            total++;
        }
    }
    if (total != NCARDS) return "the card count is not 110";
    for (int d = 0; d < NDEFS; d++)
        if (per_def[d] != DEFS[d].count) return "a card was duplicated or lost";
    return NULL;
}

/* Where each kind of card may be; starters are the last 20 ids, p1's first. */
static const char *check_places(const game *g)
{
    for (int c = 0; c < NCARDS; c++) {
        const card_def *d = def_of(g, c);
        int zi = g->where[c], in_base_zone = zi < Z_TRADE_DECK && zi % ZK_N == ZK_BASES;
        if (d->role != R_TRADE && (zi == Z_TRADE_DECK || zi == Z_ROW))
            return "a card that is not a trade card is in the Trade Row or Deck";
        if ((d->role == R_EXPLORER) != (zi == Z_EXPLORERS) && (zi == Z_EXPLORERS || zi == Z_SCRAP))
            return "an Explorer is in the Scrap Heap, or another card in the Explorer pile";
        if (d->role == R_PERSONAL && zi < Z_TRADE_DECK && zi / ZK_N != (c >= NCARDS - 10))
            return "a starting card changed owner";
        if (g->damage[c] && (!in_base_zone || g->damage[c] >= d->defense))
            return "damage on a card that is not a base in play, or a destroyed base kept";
        if (g->copy[c] != NO_COPY && zi != PZ(g->active, ZK_SHIPS))
            return "a Stealth Needle copy outside play";
    }
    if (g->z[Z_ROW].n != 5 && g->z[Z_TRADE_DECK].n) return "the Trade Row is not full";
    return NULL;
}

static const char *check_pools(const game *g)
{
    int q = 1 - g->active;
    for (int p = 0; p < 2; p++) {
        const player *pl = &g->pl[p];
        if (pl->trade < 0 || pl->combat < 0 || pl->pending < 0 || pl->played_blob < 0)
            return "a pool or counter is negative";
    }
    if (g->pl[q].trade || g->pl[q].combat || g->z[PZ(q, ZK_SHIPS)].n)
        return "the inactive player has pools or ships in play";
    return NULL;
}

static void check_begin(const game *g, checker *k)
{
    for (int p = 0; p < 2; p++) k->auth[p] = g->pl[p].authority;
    k->combat = g->pl[g->active].combat;
}

/* Authority moves only through abilities (gains, active player) and attacks
 * on the player (losses, by the whole Combat pool, inactive player). */
static const char *check_authority(const game *g, const checker *k, int kind)
{
    int p = g->active, q = 1 - p;
    if (g->auth_lost[p] || g->auth_gain[q] || g->auth_gain[p] < 0)
        return "Authority moved the wrong way";
    if (g->pl[p].authority != k->auth[p] + g->auth_gain[p])
        return "the active player's Authority moved outside an ability";
    if (g->pl[q].authority != k->auth[q] - g->auth_lost[q])
        return "the opponent's Authority moved outside an attack";
    int spent = k->combat - g->pl[p].combat;
    if (g->auth_lost[q] && (kind != O_ATTACK_PLAYER || g->auth_lost[q] != spent))
        return "an attack on the player did not spend exactly the Combat it dealt";
    if (g->auth_gain[p] && kind != O_PLAY && kind != O_PLAY_ALL && kind != O_USE)
        return "Authority was gained without an ability";
    return NULL;
}

/* Runs every check after an action (kind) or a phase (kind = O_END);
 * returns nonzero on a violation, which stops the game. */
static int check_after(game *g, checker *k, int kind)
{
    const char *why = check_cards(g);
    if (!why) why = check_places(g);
    if (!why) why = check_pools(g);
    if (!why) why = check_authority(g, k, kind);
    k->why = why;
    g->auth_gain[0] = g->auth_gain[1] = g->auth_lost[0] = g->auth_lost[1] = 0;
    check_begin(g, k);
    return why != NULL;
}

/* ---- the turn (ruleset.lua) ------------------------------------------------ */

/* Start: discards owed (the target picks, auto with one card), then Allies
 * already met by bases in play (ruleset.lua:109). */
static void start_phase(game *g, int p)
{
    zone *hand = &g->z[PZ(p, ZK_HAND)];
    int n = g->pl[p].pending;
    g->pl[p].pending = 0;
    for (int k = 0; k < n && hand->n > 0; k++) {
        int i = decide_auto(g, hand->n, SR_REF_K_DISCARD_START);
        move(g, hand->c[hand->n - 1 - i], PZ(p, ZK_DISCARD));
    }
    refresh_allies(g, p);
}

/* The Main Phase: ask, act, until "end turn" (1), the end of the game or the
 * decision cap (0).  `arbiter sim` stops at the cap even inside an action;
 * here that action is finished with unasked, uncounted first options, which
 * changes nothing that is reported (no effect can end the game). */
static int main_phase(game *g, int p, checker *k)
{
    action a[MAX_OPTS];
    for (;;) {
        if (g->decisions >= g->max_decisions) return 0;
        int n = list_actions(g, p, a);
        action pick = a[decide(g, n, SR_REF_K_MAIN)];
        if (pick.kind == O_END) return 1;
        do_action(g, p, pick);
        if ((k && check_after(g, k, pick.kind)) || g->over) return 0;
    }
}

/* D1-D4, then the Draw Phase and the end of the "turn" values. */
static void end_turn(game *g, int p)
{
    zone *ships = &g->z[PZ(p, ZK_SHIPS)], *hand = &g->z[PZ(p, ZK_HAND)];
    g->pl[p].trade = g->pl[p].combat = 0;
    while (ships->n) {
        int c = ships->c[ships->n - 1];
        g->copy[c] = NO_COPY;
        move(g, c, PZ(p, ZK_DISCARD));
    }
    while (hand->n) move(g, hand->c[hand->n - 1], PZ(p, ZK_DISCARD));
    draw(g, p, 5);
    memset(g->flags, 0, sizeof g->flags);
    memset(g->damage, 0, sizeof g->damage);
    for (int q = 0; q < 2; q++) g->pl[q].played_blob = g->pl[q].next_top_ship = 0;
}

/* Cards, shuffled decks, Trade Row, 50 Authority, random first player with
 * 3 cards, the other with 5 (ruleset.lua:60-96, formats.lua:66). */
static void setup(game *g, uint64_t seed, long max_decisions)
{
    memset(g, 0, sizeof *g);
    g->max_decisions = max_decisions;
    memset(g->copy, NO_COPY, sizeof g->copy);
    rng_seed(&g->deal, seed);
    rng_seed(&g->bot, seed ^ BOT_SEED_MIX);
    int c = 0;
    for (int d = 0; d < NDEFS; d++) {
        if (DEFS[d].role == R_PERSONAL) continue;
        for (int k = 0; k < DEFS[d].count; k++, c++) {
            g->def[c] = (uint8_t)d;
            zone_push(g, DEFS[d].role == R_TRADE ? Z_TRADE_DECK : Z_EXPLORERS, c);
        }
    }
    for (int p = 0; p < 2; p++) {
        for (int k = 0; k < 10; k++, c++) {
            g->def[c] = (uint8_t)(k < 8 ? D_SCOUT : D_VIPER);
            zone_push(g, PZ(p, ZK_DECK), c);
        }
        shuffle(g, PZ(p, ZK_DECK));
        g->pl[p].authority = 50;
    }
    shuffle(g, Z_TRADE_DECK);
    refill(g);
    g->active = (int)rng_below(&g->deal, 2);
    draw(g, g->active, 3);
    draw(g, 1 - g->active, 5);
    g->turn = 1;
}

static sr_ref_result run(game *g, checker *k)
{
    for (;;) {
        int p = g->active;
        start_phase(g, p);
        if ((k && check_after(g, k, O_END)) || !main_phase(g, p, k)) break;
        end_turn(g, p);
        g->active = 1 - p;
        if (k && check_after(g, k, O_END)) break;
        g->turn++;
    }
    sr_ref_result res = { g->winner, g->turn, g->decisions };
    return res;
}

sr_ref_result sr_ref_play_capped(uint64_t seed, long max_decisions)
{
    game g;
    setup(&g, seed, max_decisions);
    return run(&g, NULL);
}

sr_ref_result sr_ref_play(uint64_t seed)
{
    return sr_ref_play_capped(seed, SR_REF_MAX_DECISIONS);
}

sr_ref_result sr_ref_play_stats(uint64_t seed, sr_ref_stats *st)
{
    game g;
    setup(&g, seed, SR_REF_MAX_DECISIONS);
    g.stats = st;
    return run(&g, NULL);
}

int sr_ref_check(uint64_t seed, sr_ref_result *out, char *why, size_t whylen)
{
    game g;
    checker k = { NULL, {0, 0}, 0 };
    setup(&g, seed, SR_REF_MAX_DECISIONS);
    check_begin(&g, &k);
    sr_ref_result res = check_after(&g, &k, O_END) ? (sr_ref_result){0, 1, 0} : run(&g, &k);
    if (out) *out = res;
    if (!k.why && (res.winner == 0) != (res.decisions >= SR_REF_MAX_DECISIONS))
        k.why = "the game stopped without a winner before the decision cap";
    if (!k.why) return 0;
    if (why && whylen)
        snprintf(why, whylen, "%s (turn %d, decision %ld)", k.why, res.turns, res.decisions);
    return -1;
}
