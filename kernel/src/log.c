/*
 * log.c -- the game log and the input list, as persistent linked lists.
 *
 * Both only ever grow at the tail, and a snapshot needs "the list as it was":
 * so each is a chain of immutable, reference-counted nodes and a snapshot
 * keeps a counted pointer to its tail.  Taking or restoring a snapshot costs
 * one increment, whatever the length of the game.
 */
#include "internal.h"
#include <stdlib.h>
#include <string.h>

arbi_logline *arbi_log_push(arbi_logline *tail, const char *text, int32_t card)
{
    size_t n = strlen(text) + 1;
    arbi_logline *l = malloc(sizeof *l + n);
    if (!l) return NULL;
    l->prev = tail;          /* the new node takes over the caller's reference */
    l->refs = 1;
    l->n = tail ? tail->n + 1 : 1;
    l->bytes = (tail ? tail->bytes : 0) + sizeof *l + n;
    l->card = card;
    memcpy(l->text, text, n);
    return l;
}

void arbi_log_retain(arbi_logline *l)
{
    if (l) l->refs++;
}

void arbi_log_release(arbi_logline *l)
{
    while (l && --l->refs == 0) {
        arbi_logline *prev = l->prev;
        free(l);
        l = prev;
    }
}

/* A block of answers' nodes: `live` counts the nodes cut from it that are
 * not freed (spares included), plus one while it is the block being cut. */
struct arbi_input_block {
    size_t live;
    unsigned char mem[];       /* nodes of ANSWER_SIZE bytes: a node and its "" */
};
#define ANSWER_SIZE ((sizeof(arbi_input) + 1 + 15) / 16 * 16)

static arbi_input *node_at(arbi_input_block *b, int i)
{
    return (arbi_input *)(void *)(b->mem + ANSWER_SIZE * (size_t)i);
}

static void block_drop(arbi_input_block *b)
{
    if (--b->live == 0) free(b);
}

/* A node for an answer: a spare, else the next of the current block. */
static arbi_input *answer_node(arbi_input_spares *sp)
{
    if (sp->list) {
        arbi_input *in = sp->list;
        sp->list = in->prev;
        sp->n--;
        return in;
    }
    if (!sp->block || sp->cut == ARBI_INPUT_BLOCK) {
        arbi_input_block *b = malloc(sizeof *b + ANSWER_SIZE * ARBI_INPUT_BLOCK);
        if (!b) return NULL;
        b->live = 1;                        /* (the cutting's own) */
        if (sp->block) block_drop(sp->block);
        sp->block = b;
        sp->cut = 0;
    }
    arbi_input *in = node_at(sp->block, sp->cut++);
    in->block = sp->block;
    sp->block->live++;
    return in;
}

/* An input node of an answer (src "") is taken from the game's spares
 * when there is one, else cut from a block (see arbi_input_spares). */
arbi_input *arbi_input_push(arbi_input_spares *sp, arbi_input *tail, int kind,
                            int answer, const char *src)
{
    size_t n = (src[0] ? strlen(src) : 0) + 1;
    arbi_input *in;
    if (n == 1 && sp) {
        if (!(in = answer_node(sp))) return NULL;
    } else if (!(in = malloc(sizeof *in + n))) return NULL;
    else in->block = NULL;
    in->prev = tail;
    in->refs = 1;
    in->n = tail ? tail->n + 1 : 1;
    in->bytes = (tail ? tail->bytes : 0) + arbi_input_bytes(n - 1);
    in->kind = kind;
    in->answer = answer;
    if (n == 1) in->src[0] = 0;         /* (an answer's: at every decision) */
    else memcpy(in->src, src, n);
    return in;
}

void arbi_input_retain(arbi_input *in)
{
    if (in) in->refs++;
}

/* Drops a reference; nodes nobody holds any more are freed, or kept as
 * spares (sp not NULL: answers' nodes, all of one size, up to a cap). */
void arbi_input_drop(arbi_input_spares *sp, arbi_input *in)
{
    while (in && --in->refs == 0) {
        arbi_input *prev = in->prev;
        if (sp && in->block && sp->n < ARBI_INPUT_SPARES) {
            in->prev = sp->list;
            sp->list = in;
            sp->n++;
        } else if (in->block) {
            block_drop(in->block);
        } else {
            free(in);
        }
        in = prev;
    }
}

void arbi_input_release(arbi_input *in)
{
    arbi_input_drop(NULL, in);
}

void arbi_input_spares_free(arbi_input_spares *sp)
{
    while (sp->list) {
        arbi_input *next = sp->list->prev;
        block_drop(sp->list->block);
        sp->list = next;
    }
    sp->n = 0;
    if (sp->block) block_drop(sp->block);
    sp->block = NULL;
    sp->cut = 0;
}
