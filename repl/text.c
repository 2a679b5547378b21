/*
 * text.c -- small string tools for the REPL: a growable buffer, trimming and
 * splitting, case-insensitive comparisons, number parsing, making user input
 * safe to echo, and quoting text into (and out of) Lua string literals.
 * Case folding is ASCII only: card names and labels are compared byte for
 * byte outside ASCII, which is deterministic and never splits a UTF-8
 * sequence.
 */
#include "repl.h"
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

void *repl_xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (!p) {
        fputs("arbiter: out of memory\n", stderr);
        exit(1);
    }
    return p;
}

char *repl_xstrdup(const char *s)
{
    size_t n = strlen(s) + 1;
    return memcpy(repl_xmalloc(n), s, n);
}

static void buf_reserve(repl_buf *b, size_t extra)
{
    if (b->n + extra + 1 <= b->cap) return;
    size_t cap = b->cap ? b->cap : 64;
    while (cap < b->n + extra + 1) cap *= 2;
    char *p = repl_xmalloc(cap);
    if (b->p) memcpy(p, b->p, b->n + 1);
    free(b->p);
    b->p = p;
    b->cap = cap;
}

void repl_buf_puts(repl_buf *b, const char *s)
{
    size_t n = strlen(s);
    buf_reserve(b, n);
    memcpy(b->p + b->n, s, n + 1);
    b->n += n;
}

void repl_buf_printf(repl_buf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n <= 0) return;
    buf_reserve(b, (size_t)n);
    va_start(ap, fmt);
    vsnprintf(b->p + b->n, (size_t)n + 1, fmt, ap);
    va_end(ap);
    b->n += (size_t)n;
}

void repl_buf_free(repl_buf *b)
{
    free(b->p);
    b->p = NULL;
    b->n = b->cap = 0;
}

char *repl_trim(char *s)
{
    while (isspace((unsigned char)*s)) s++;
    size_t n = strlen(s);
    while (n > 0 && isspace((unsigned char)s[n - 1])) s[--n] = 0;
    return s;
}

char *repl_word(char **p)
{
    char *s = *p;
    while (isspace((unsigned char)*s)) s++;
    if (!*s) { *p = s; return NULL; }
    char *w = s;
    while (*s && !isspace((unsigned char)*s)) s++;
    if (*s) *s++ = 0;
    *p = s;
    return w;
}

int repl_ieq(const char *a, const char *b)
{
    for (; *a && *b; a++, b++)
        if (tolower((unsigned char)*a) != tolower((unsigned char)*b)) return 0;
    return *a == *b;
}

int repl_iprefix(const char *s, const char *prefix)
{
    for (; *prefix; s++, prefix++)
        if (tolower((unsigned char)*s) != tolower((unsigned char)*prefix)) return 0;
    return 1;
}

int repl_isubstr(const char *s, const char *needle)
{
    for (; *s; s++)
        if (repl_iprefix(s, needle)) return 1;
    return !*needle;
}

int repl_all_digits(const char *s)
{
    if (!*s) return 0;
    for (; *s; s++)
        if (!isdigit((unsigned char)*s)) return 0;
    return 1;
}

int repl_parse_long(const char *s, long lo, long hi, long *out)
{
    if (!repl_all_digits(s)) return -1;
    errno = 0;
    long v = strtol(s, NULL, 10);
    if (errno || v < lo || v > hi) return -1;
    *out = v;
    return 0;
}

int repl_parse_player(const char *s, int lo, int hi)
{
    long v;
    if (*s == 'p' || *s == 'P') s++;
    return repl_parse_long(s, lo, hi, &v) ? -1 : (int)v;
}

char *repl_printable(const char *s, size_t max)
{
    size_t n = strlen(s), keep = n > max ? max : n;
    char *out = repl_xmalloc(keep + 4);
    for (size_t i = 0; i < keep; i++) {
        unsigned char c = (unsigned char)s[i];
        out[i] = (c < 0x20 && c != '\t') || c == 0x7f ? '?' : (char)c;
    }
    strcpy(out + keep, n > max ? "..." : "");
    return out;
}

void repl_lua_quote(repl_buf *b, const char *s)
{
    repl_buf_puts(b, "\"");
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\') repl_buf_printf(b, "\\%c", c);
        else if (c < 0x20 || c == 0x7f) repl_buf_printf(b, "\\%03d", c);
        else repl_buf_printf(b, "%c", c);
    }
    repl_buf_puts(b, "\"");
}

/* Lua's string.format("%q"), byte for byte: the text the sandbox's
 * serialize() shows for a string value.  Unlike repl_lua_quote (which keeps
 * the recorded edits' text as it always was) a newline stays a backslash
 * and a newline, and a control byte takes the fewest digits that are safe. */
void repl_lua_quote_q(repl_buf *b, const char *s)
{
    repl_buf_puts(b, "\"");
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\' || c == '\n') repl_buf_printf(b, "\\%c", c);
        else if (iscntrl(c)) repl_buf_printf(b, isdigit((unsigned char)s[1]) ? "\\%03d" : "\\%d", c);
        else repl_buf_printf(b, "%c", c);
    }
    repl_buf_puts(b, "\"");
}

/* One escape after a backslash; returns the bytes consumed or 0 if bad. */
static int unescape_one(const char *s, char *out)
{
    static const char from[] = "abfnrtv\\\"'\n", to[] = "\a\b\f\n\r\t\v\\\"'\n";
    const char *k = *s ? strchr(from, *s) : NULL;
    if (k) { *out = to[k - from]; return 1; }
    if (!isdigit((unsigned char)*s)) return 0;
    int v = 0, n = 0;
    while (n < 3 && isdigit((unsigned char)s[n])) v = v * 10 + (s[n++] - '0');
    if (v > 255) return 0;
    *out = (char)v;
    return n;
}

int repl_lua_unquote(char *s)
{
    size_t len = strlen(s);
    if (len < 2 || s[0] != '"' || s[len - 1] != '"') return 0;
    char *tmp = repl_xmalloc(len), *d = tmp;
    const char *p = s + 1, *end = s + len - 1;
    while (p < end) {
        if (*p == '"') break;
        if (*p != '\\') { *d++ = *p++; continue; }
        int used = p + 1 < end ? unescape_one(p + 1, d) : 0;
        if (!used) break;
        d++;
        p += 1 + used;
    }
    int ok = p == end;
    if (ok) { memcpy(s, tmp, (size_t)(d - tmp)); s[d - tmp] = 0; }
    free(tmp);
    return ok;
}
