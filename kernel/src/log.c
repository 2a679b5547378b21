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

arbi_input *arbi_input_push(arbi_input *tail, int kind, int answer,
                            const char *src)
{
    size_t n = strlen(src) + 1;
    arbi_input *in = malloc(sizeof *in + n);
    if (!in) return NULL;
    in->prev = tail;
    in->refs = 1;
    in->n = tail ? tail->n + 1 : 1;
    in->kind = kind;
    in->answer = answer;
    memcpy(in->src, src, n);
    return in;
}

void arbi_input_retain(arbi_input *in)
{
    if (in) in->refs++;
}

void arbi_input_release(arbi_input *in)
{
    while (in && --in->refs == 0) {
        arbi_input *prev = in->prev;
        free(in);
        in = prev;
    }
}
