"""gen_tcg_answers.py -- the card generator's round-6 rules: Secret Actions that answer an Action.

gen_tcg_cards.py translates the data's notation (TFN) into card Lua; this
module adds the reveal conditions that name an Action being played
("SECRET_REVEAL_ON(OPP plays {BL} Action)", "OPP plays Action & IT's second
Action they played [turn]") and the effects that answer it ("SCRAP Action &
IT NEGATED", "OPP CANNOT PLAY Actions [turn]").  They become secret_on
abilities on the event "answer" that scripts/transformers-tcg/answers.lua
defines (between an Action's arrival in the played area and its text).
A clause is translated whole or not at all, as in the first passes.
"""


def install(G):
    G.SECRET_CONDS.extend([
        (r"OPP plays \{(OR|BL|WH|GR|BK)\} Action", lambda m: f"\"answer\", \"opp_plays\", answer_icon(\"{m[1]}\")"),
        (r"OPP plays Action & IT's second Action they played \[turn\]",
         lambda m: "\"answer\", \"opp_plays\", answer_nth(2)"),
    ])
    G.ATOMS[:0] = [
        (r"SCRAP Action & IT NEGATED", lambda m: "c:negate_answered()"),
        (r"OPP CANNOT PLAY Actions \[turn\]", lambda m: "c:forbid_actions()"),
    ]
