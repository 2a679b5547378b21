"""gen_tcg_round7a.py -- the card generator's round-7 rules (part a): Secret Actions that replace.

As whole-clause rows (scripts/transformers-tcg/answers2.lua holds the verbs
and the answer points):
  * Hijack: "SECRET_REVEAL_ON(IF(OPP draw second card during turn))" on the
    event "answer_draw", "IF OPP draw(1) [turn], draw(1) INSTEAD";
  * Take Cover: "IF(one or_more characters take NA_dmg during OPP's turn)"
    on "answer_na", "INSTEAD characters CANNOT take NA_dmg [turn]";
  * Intrusion Countermeasures Software: "IF(opp_card cause -> SCRAP one
    or_more cards <-own_hand during turn)" on "answer_hand_scrap",
    "INSTEAD draw(2)";
  * Scavenge the Battlefield: "own_char KOd" on "answer_ko" (core.lua's KO,
    before the Upgrades go), "INSTEAD scrapping character's Upgrades, OPT
    PUT any# them onto own_other_char";
  * Coup: "SECRET_REVEAL_ON(character KOd)" on the trigger queue's "ko",
    "use BOUNTY(any own card @bf)";
  * Mining Pick: "ON(PUT card <-own_hand ->own_deck.top) => <effect>"
    (ctx.lua's Plan raises "hand_to_top").
"""
import re


def install(G):
    s = G.lua_str

    G.SECRET_CONDS.extend([
        (r"IF\(OPP draw second card during turn\)", lambda m: "\"answer_draw\", \"opp_plays\""),
        (r"IF\(one or_more characters take NA_dmg during OPP's turn\)",
         lambda m: "\"answer_na\", nil, answer_na_opp_turn()"),
        (r"character KOd", lambda m: "\"ko\""),
        (r"own_char KOd", lambda m: "\"answer_ko\", \"own_ko\""),
        (r"IF\(opp_card cause -> SCRAP one or_more cards <-own_hand during turn\)",
         lambda m: "\"answer_hand_scrap\", nil, answer_own_hand()"),
    ])
    G.ATOMS[:0] = [
        (r"IF OPP draw\(1\) \[turn\], draw\(1\) INSTEAD", lambda m: "c:draw_instead(1)"),
        (r"INSTEAD characters CANNOT take NA_dmg \[turn\]", lambda m: "c:no_na_this_turn()"),
        (r"INSTEAD draw\((\d+)\)", lambda m: f"c:keep_and_draw({m[1]})"),
        (r"INSTEAD scrapping character's Upgrades, OPT PUT any# them onto own_other_char", lambda m: "c:scavenge_upgrades()"),
        (r"use BOUNTY\(any own card @bf\)", lambda m: "c:use_own_bounty()"),
    ]

    def hand_to_top(g):
        text = " ; ".join(g)
        m = re.fullmatch(r"ON\(PUT card <-own_hand ->own_deck\.top\) => (.+)", text)
        b = m and G.effects([m[1]])
        return b and f"on_hand_to_top({s(text)}, function(c) {'; '.join(b)} end)"
    G.GROUP_RULES.append(hand_to_top)
