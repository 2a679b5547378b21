/*
 * test_atom.c -- interned strings: one number per string, stable, and the
 * name hash that makes the state hash independent of interning order.
 */
#include "../../kernel/src/internal.h"
#include "check.h"
#include <stdio.h>
#include <string.h>

int main(void)
{
    arbi_atoms a;
    arbi_atoms_init(&a);
    uint32_t x = arbi_atom(&a, "authority"), y = arbi_atom(&a, "trade");
    CHECK(x && y && x != y, "1. different strings get different atoms");
    CHECK(arbi_atom(&a, "authority") == x, "2. the same string gets the same atom");
    CHECK(!strcmp(arbi_atom_str(&a, y), "trade"), "3. an atom gives back its string");
    CHECK(arbi_atom_find(&a, "combat") == 0, "4. find does not intern");
    char name[32];
    int stable = 1;
    for (int i = 0; i < 5000; i++) {
        snprintf(name, sizeof name, "k%d", i);
        arbi_atom(&a, name);
    }
    for (int i = 0; i < 5000; i++) {
        snprintf(name, sizeof name, "k%d", i);
        stable &= !strcmp(arbi_atom_str(&a, arbi_atom_find(&a, name)), name);
    }
    CHECK(stable && arbi_atom_find(&a, "authority") == x, "5. atoms stay valid as the table grows");
    arbi_atoms b;
    arbi_atoms_init(&b);
    arbi_atom(&b, "trade");
    uint32_t x2 = arbi_atom(&b, "authority");
    CHECK(a.hash[x] == b.hash[x2], "6. the name hash does not depend on interning order");
    arbi_atoms_free(&a);
    arbi_atoms_free(&b);
    return check_done();
}
