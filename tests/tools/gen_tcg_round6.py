"""gen_tcg_round6.py -- the card generator's round-6 rules: answers to an Action, added traits.

gen_tcg_cards.py translates the data's notation (TFN) into card Lua; this
module adds, as whole-clause rows (a clause is translated whole or not at
all, as in the first passes):
  * Secret Actions that answer an Action being played: the reveal
    conditions "OPP plays {BL} Action" and "OPP plays Action & IT's second
    Action they played [turn]", the effects "SCRAP Action & IT NEGATED" and
    "OPP CANNOT PLAY Actions [turn]" (scripts/transformers-tcg/answers.lua:
    secret_on abilities on the event "answer"), and those that answer attack
    damage (Lucky Dodge, Heroic Resolve, Even the Score: "answer_damage");
  * Stratagems whose static adds traits: "WHILE("<Name>" [alt]) => IT
    ADD_TRAIT(<T>)", "[any alt]", "ADD_TRAITS(<T>,<U>)", "WHILE(<Name> [head])
    => character IT's on ADD_TRAIT(<T>)" (traits.lua: the bonus trait_<T>);
  * extra attacks (extra.lua): Pincer Movement's "ON(own:<T> attacks enemy
    [turn]) => EXTRA_ATTACK[turn], but own_other:<T> against same enemy" and
    Blurr's "ON(SELF does ATK_dmg -> tapped enemy while there's >= one
    untapped enemy) => SELF untaps & attacks untapped enemy";
  * "BEFORE(pregame) => OPT REVEAL <Name> from own_deck & PUT IT ->own_hand",
    "BEFORE(pregame) => OPT PUT "<Name>" from own_deck onto SELF" (pregame.lua);
  * the source of damage (sources.lua): "ON(SELF damages enemy) => ...",
    "ON(HOST does ATK_dmg -> enemy) => OPP FLIP enemy ->other_mode",
    "SELF/HOST CANNOT take NA_dmg from opp_card", "IF HOST take NA_dmg from
    opp_card ; INSTEAD HOST takes same_amount damage minus 1"; a tap ability
    used: "ON(use HOST's TAP_ABILITY =>ability) => UNTAP character & SCRAP
    THIS_CARD" (Micro-Capacitor); what caused a scrap: "WHILE(HAS "<Name>" @bf)
    => opp_card CANNOT cause -> SCRAP cards <-own_hand" (Data Protection).
"""
import re


def install(G):
    s = G.lua_str

    G.SECRET_CONDS.extend([
        (r"OPP plays \{(OR|BL|WH|GR|BK)\} Action", lambda m: f"\"answer\", \"opp_plays\", answer_icon(\"{m[1]}\")"),
        (r"OPP plays Action & IT's second Action they played \[turn\]",
         lambda m: "\"answer\", \"opp_plays\", answer_nth(2)"),
        (r"IF\(own_char defends & take odd amount ATK_dmg\)", lambda m: "\"answer_damage\", nil, answer_odd_damage()"),
        (r"IF\(own:(\w+) take enough attack damaged -> KOd\)",
         lambda m: f"\"answer_damage\", nil, answer_ko_damage({s(m[1])}, false)"),
        (r"own:(\w+) takes > enough ATK_dmg -> KOd", lambda m: f"\"answer_damage\", nil, answer_ko_damage({s(m[1])}, true)"),
    ])
    G.ATOMS[:0] = [
        (r"ON\(own:(\w+) attacks enemy \[turn\]\) => EXTRA_ATTACK\[turn\], but own_other:(\w+) against same enemy",
         lambda m: m[1] == m[2] and f"c:pincer({s(m[1])})"),
        (r"SCRAP Action & IT NEGATED", lambda m: "c:negate_answered()"),
        (r"INSTEAD character takes no ATK_dmg", lambda m: "c:answer_damage_to(0)"),
        (r"INSTEAD character takes enough ATK_dmg -> at 1 HP", lambda m: "c:answer_damage_to_one()"),
        (r"Do extra ATK_dmg -> ATTACKER", lambda m: "c:excess_to_attacker()"),
        (r"PUT THIS_CARD @own_KO", lambda m: "c:this_to_ko()"),
        (r"OPP CANNOT PLAY Actions \[turn\]", lambda m: "c:forbid_actions()"),
    ]

    def traits(spec):
        return "{ " + ", ".join(f"trait_{t.strip()} = 1" for t in spec.split(",")) + " }"

    def added_traits(text):
        m = re.fullmatch(r'WHILE\("([^"]+)" \[(any )?(alt|bot)\]\) => IT ADD_TRAITS?\(([\w, ]+)\)', text)
        if m and G.quoted(m[1]):
            return (f"while_({s(text)}, \"each_own\", {traits(m[4])}, "
                    f"named_in_mode({s(G.quoted(m[1]))}, \"{m[3]}\"))")
        m = re.fullmatch(r"WHILE\((\w+) \[head\]\) => character IT's on ADD_TRAIT\((\w+)\)", text)
        if m and G.quoted(m[1]):
            return f"while_({s(text)}, \"each_own\", {traits(m[2])}, headed_by({s(G.quoted(m[1]))}))"
        return None

    blurr = (r"ON\(SELF does ATK_dmg -> tapped enemy while there's >= one untapped enemy\) => "
             r"SELF untaps & attacks untapped enemy")

    def extra_attack(g):
        text = " ; ".join(g)
        if re.fullmatch(blurr, text):
            return G.make("on_attack", text, "c:untap_and_attack_untapped()", "P1", "hit_tapped_with_untapped_left()")
        return None
    G.GROUP_RULES.append(extra_attack)

    PREGAME = [(r"OPT REVEAL ([^\"]+) from own_deck & PUT IT ->own_hand", "tutor_to_hand"),
               (r'OPT PUT "([^"]+)" from own_deck onto SELF', "tutor_onto_self")]

    def pregame(g):
        text = " ; ".join(g)
        for rx, verb in PREGAME:
            m = re.fullmatch(r"BEFORE\(pregame\) => " + rx, text)
            if m and m[1] in G.CARD_NAMES:
                return f"pregame({s(text)}, function(c) c:{verb}({s(m[1])}) end)"
        return None
    G.GROUP_RULES.append(pregame)

    def it_body(t):
        if t == "SCRAP Upgrade on enemy":
            return "c:scrap_upgrade_on(it)"
        if t == "OPP FLIP enemy ->other_mode":
            return "c:opp_flips_other_mode(it)"
        return None        # Kickback's "repair 1 <- own:Insecticons" stays todo: one or each (the doc)

    EXACT = {   # whole clauses -> Lua (TEXT: the clause as a Lua string)
        "ON(use HOST's TAP_ABILITY =>ability) => UNTAP character & SCRAP THIS_CARD":
            "on_host_tap_used(TEXT, function(c, it) c:untap_and_scrap_self(it) end)",
        "IF HOST take NA_dmg from opp_card ; INSTEAD HOST takes same_amount damage minus 1":
            "while_(TEXT, \"host\", { opp_na_minus = 1 }, nil)",
    }

    def sources(g):
        text = " ; ".join(g)
        m = re.fullmatch(r"ON\((SELF|HOST) (?:damages?|does ATK_dmg ->) enemy\) => (.+)", text)
        b = m and it_body(m[2])
        if b:
            attack = "true" if "ATK_dmg" in text else "false"
            host = ", true" if m[1] == "HOST" else ""
            return f"on_damages_enemy({s(text)}, function(c, it) {b} end, {attack}{host})"
        lua = EXACT.get(text)
        return lua and lua.replace("TEXT", s(text))
    G.GROUP_RULES.append(sources)

    def no_opp_na(text, upgrade):
        m = re.fullmatch(r"(SELF|HOST) CANNOT take NA_dmg from opp_card", text)
        if m and (m[1] == "HOST") == bool(upgrade):
            return f"while_({s(text)}, \"{m[1].lower()}\", {{ no_opp_na = 1 }}, nil)"
        return None
    G.STATIC_RULES.append(no_opp_na)

    before = G.stratagem

    def player_rules(text):
        m = re.fullmatch(r'WHILE\(HAS "([^"]+)" @bf\) => opp_card CANNOT cause -> SCRAP cards <-own_hand', text)
        if m and G.quoted(m[1]):
            return f"player_rule({s(text)}, \"no_opp_hand_scrap\", on_bf({s(G.quoted(m[1]))}))"
        return None

    def stratagem6(text):
        return before(text) or added_traits(text) or player_rules(text)
    G.stratagem = stratagem6
