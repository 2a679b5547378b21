"""gen_tcg_round6.py -- round 6's notation rules: extra turns, a win by an effect, per-turn counts.

gen_tcg_cards.py hooks this module in with install(G), as it does the
modules of the earlier rounds.  The verbs are in
scripts/transformers-tcg/outcome.lua (extra turns, winning) and
scripts/transformers-tcg/perturn.lua (a card's own flips this turn).  The
rule of the first passes holds: a clause is translated whole or not at
all, and nothing is guessed.
"""

FACTION = r"(Autobot|Decepticon)s?"


def install(G):
    G.ATOMS.extend([
        # Peace through Tyranny
        (r"OPT KO own_char HAS stars>=(\d+) ; => if_done: take extra turn after SELF one",
         lambda m: f"if c:ko_own_stars({m[1]}) then c:extra_turn() end"),
        # Daring Escape
        (r"PER " + FACTION + r" HAS @bf, PUT own_deck\.top\(1\) @own_KO face up ; "
         r"IF\(own_deck & SCRAP pile empty\) => win game",
         lambda m: f"c:deck_to_ko_per(\"{m[1]}\"); c:win_if_no_deck()"),
    ])
