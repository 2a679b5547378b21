"""gen_tcg_round7b.py -- round 7 (second half): redirected attack damage, a trigger's continuation.

gen_tcg_cards.py hooks this module in with install(G), as it does the
modules of the earlier rounds.  The verbs are in
scripts/transformers-tcg/redirect.lua (Omega Supreme - Autobot Defense
Base's redirection) and verbs2.lua (SCRAP any# cards, which returns the
count).  The rule of the first passes holds: a clause is translated whole
or not at all, and nothing is guessed.
"""

import csv
import re

FIREDRIVE = (r"ON\(host_attacks\) => SCRAP any# cards <-own_hand ; "
             r"PER one scrapped SELF way, HOST \+= ATK\+(\d+) \[EOT\]")
OMEGA = (r"IF\(own_other_char take (\d+) or_more ATK_dmg\) => INSTEAD OPT HAS SELF take \1 damage "
         r"& other character take rest")


def install(G):
    s = G.lua_str

    def redirect(text, upgrade):
        """Omega Supreme's "INSTEAD OPT HAS SELF take 2 damage & other character take rest"."""
        m = re.fullmatch(OMEGA, text)
        return f"redirect_attack_damage({s(text)}, {m[1]})" if m and not upgrade else None
    G.STATIC_RULES.append(redirect)

    PRANKSTER = (r"ON\(self_defends & flipped>=\{WH\}\) => OPT CHOOSE own_other_char ; "
                 r"=> if_done: damage from SELF attack done -> character INSTEAD")

    def defense_redirect(g):
        """Skywarp - Sneaky Prankster: the attack's damage to another own character (redirect.lua)."""
        text = " ; ".join(g)
        if not re.fullmatch(PRANKSTER, text):
            return None
        return G.make("on_defend", text, "c:redirect_attack_to_other()", "B6", "flipped { WH = 1 }")
    G.GROUP_RULES.append(defense_redirect)

    # Private Firedrive's upgrade side: "PER one scrapped SELF way" continues the scrap before it.
    G.CONTINUES.append(lambda c: c.startswith("PER one scrapped SELF way, "))

    def scrap_then_per(g):
        text = " ; ".join(g)
        m = re.fullmatch(FIREDRIVE, text)
        if not m:
            return None
        return G.make("on_host_attack", text, f"c:boost(c:char(), \"atk\", {m[1]} * c:scrap_any_from_hand())")
    G.GROUP_RULES.append(scrap_then_per)

    SKYWARP = r"ONCE_PER_TURN ON\(PLAY or FLIP BC HAS no icon\) => (.+)"

    def once_play_or_flip(g):
        """Skywarp - Teleporting Seeker: two heads (a play, a battle flip), one use a turn (onceturn.lua)."""
        text = " ; ".join(g)
        m = re.fullmatch(SKYWARP, g[0])
        code = m and G.effects([m[1]] + g[1:])
        if not code:
            return None
        fn = "function(c) " + "; ".join(code) + " end"
        return [f"once_per_turn({head}({s(text)}, {fn}, TC.no_icon))" for head in ("on_own_bc_played", "on_own_bc_flipped")]
    G.GROUP_RULES.append(once_play_or_flip)

    rows = csv.DictReader(open(G.CSV, newline="", encoding="utf-8"))
    full_names = {r["name"] + (" - " + r["subtitle"] if r["subtitle"] else "") for r in rows}

    def scaled(text):
        """Revenge: '"<Name>" Bold(scaled by own dmg_ctr: 1-5=>1, 6-10=>2, 11+=>3)' (scaled.lua)."""
        m = re.fullmatch(r'"([^"]+)" (Bold|Tough|Pierce)\(scaled by own dmg_ctr: (.+)\)', text)
        name = m and m[1].replace(", ", " - ", 1)
        if not m or name not in full_names:
            return None
        steps = [re.fullmatch(r"(\d+)(?:-\d+|\+)=>(\d+)", part) for part in m[3].split(", ")]
        if not all(steps):
            return None
        scale = ", ".join(f"{{ {r[1]}, {r[2]} }}" for r in steps)
        return f'while_({s(text)}, "each_own", {{ {m[2]} = 1 }}, named_exactly({s(name)}), damage_scale({{ {scale} }}))'
    G.STRATAGEM_RULES.append(scaled)
