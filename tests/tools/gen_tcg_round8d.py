"""gen_tcg_round8d.py -- round 8 (d): cards from outside the game, and combinings.

gen_tcg_cards.py hooks this module in with install(G), as it does the
modules of the earlier rounds.  The verbs are in scripts/transformers-tcg/:
outside.lua (the player's collection: TC.from_outside), combine2.lua (named
parts combined by a trigger: Skytread, Omega Supreme (Tank), Sky Shadow
Sync), fleet.lua (Tidal Wave - Dark Fleet) and invasion.lua (Relentless
Invasion).  The readings are in docs/transformers-tcg.md, "Round 8d".  A
clause is translated whole or not at all.
"""

import re

Q = r'"([^"]+)"'


def install(G):
    s = G.lua_str

    def names(*ns):
        return "{ " + ", ".join(s(n) for n in ns) + " }"

    G.ATOMS[:0] = [
        # Grimlock - Powerful Commander
        (r"CHOOSE (\w+) own <-outside_game ; PUT @own_KO \[alt\]", lambda m: f"c:outside_to_ko({s(m[1])}, 1)"),
        # Valuable Contract's Bounty, Unleash Potential
        (r"CHOOSE BC own <-outside_game HAS (?:exactly )?(\d+) stars? & PUT IT ->own_hand",
         lambda m: f"c:outside_to_hand({m[1]})"),
        (r"IF\(you've played " + Q + r" \[turn\]\) => (.+)",
         lambda m: G.atom(m[2]) and f"if c:played_named({s(m[1])}) > 0 then {G.atom(m[2])} end"),
    ]

    def sentinels(g):
        """Optimus Prime - Gleaming Commander: up to n different <Trait>s from outside the game."""
        text = " ; ".join(g)
        m = re.fullmatch(r"ON\(pregame & HAS (\w+) characters\) => CHOOSE <=(\d+) different (\w+?)s own "
                         r"<-outside_game ; PUT them @own_KO \[alt\]", text)
        if not m or m[1] != m[3]:
            return None
        return f"pregame({s(text)}, function(c) c:outside_to_ko({s(m[1])}, {m[2]}, true) end)"
    G.GROUP_RULES.append(sentinels)

    def revenge_combine(g):
        """Skytread: KO'd, it may combine with its partner, then cards from hand go under the form."""
        text = " ; ".join(g)
        m = re.fullmatch(r"REVENGE => IF HAS " + Q + r" @bf or @own_KO, OPT COMBINE SELF IT into " + Q
                         + r" ; => if_done: PUT cards <-own_hand face down under " + Q, text)
        if not m or m[2] != m[3]:
            return None
        return (f"on_ko({s(text)}, function(c) c:hand_under(c:combine_named({{ c.g:name(c.card), {s(m[1])} }}, "
                f"{s(m[2])}, true)) end)")
    G.GROUP_RULES.append(revenge_combine)

    def reshuffle_combine(g):
        """Omega Supreme (Tank): the opponent's reshuffle combines the three."""
        text = " ; ".join(g)
        m = re.fullmatch(r"ON\(OPP reshuffles opp_deck, IF HAS " + Q + " & " + Q
                         + r" @bf or @own_KO\) => COMBINE them into " + Q, text)
        if not m:
            return None
        return (f"on_opp_reshuffle({s(text)}, function(c) c:combine_named({{ c.g:name(c.card), {s(m[1])}, "
                f"{s(m[2])} }}, {s(m[3])}) end)")
    G.GROUP_RULES.append(reshuffle_combine)

    def carried(g):
        """Tidal Wave's parts: three heads of one deploy; its extra attack is a rule the attack head carries out."""
        text = " ; ".join(g)
        if text == "IF SELF attacking EXTRA_ATTACK[turn], but deployed character":
            return f"rule {s(text)}"
        if text != "ON(self_attacks, combines, or KOd) => Deploy character under IT ->bf [alt]":
            return None
        return [f"on_attack({s(text)}, function(c) c:deploy_carried_and_attack() end)",
                f"on_combines({s(text)}, function(c) c:deploy_carried() end)",
                f"on_ko({s(text)}, function(c) c:deploy_carried() end)"]
    G.GROUP_RULES.append(carried)

    def combined_turn_attack(g):
        """Volcanicus: attacking on the turn it combined, 1 damage to the defender per card flipped with an orange icon."""
        text = " ; ".join(g)
        if text != "ON(self_attacks on turn IT's combined) => PER BC FLIP w/>= {OR}, dmg 1 -> DEFENDER":
            return None
        return (f"on_attack({s(text)}, function(c) c:damage(c:defender(), c:flips_with(\"orange\")) end, "
                f"\"B4\", combined_this_turn)")
    G.GROUP_RULES.append(combined_turn_attack)

    def second_ko(g):
        """Tidal Wave (Battleship): the game's second KO combines the three."""
        text = " ; ".join(g)
        m = re.fullmatch(r"ON\(second character KOd \[game\] & had " + Q + " & " + Q
                         + r" on start_team\) => COMBINE them SELF into " + Q, text)
        parts = m and [G.quoted(m[1]), G.quoted(m[2])]
        if not m or not all(parts):
            return None
        return (f"on_second_ko({s(text)}, function(c) c:combine_named({{ {s(parts[0])}, {s(parts[1])}, "
                f"c.g:name(c.card) }}, {s(m[3].replace(', ', ' - ', 1))}) end, {names(*parts)})")
    G.GROUP_RULES.append(second_ko)

    def sky_shadow(text):
        """Sky Shadow Sync: either KO'd, the two combine with Ominus from outside the game as head."""
        m = re.fullmatch(r"ON\(" + Q + " or " + Q + r" KOd & HAS (\w+) outside_game\) => COMBINE them into "
                         + Q + r" \3 \[head\]", text)
        if not m or not G.quoted(m[1]) or not G.quoted(m[2]):
            return None
        pair = names(G.quoted(m[1]), G.quoted(m[2]))
        form = m[4].replace(", ", " - ", 1)
        return (f"on_own_named_ko({s(text)}, function(c) c:combine_with_outside_head({pair}, {s(form)}, "
                f"{s(m[3])}) end, {pair})")
    G.STRATAGEM_RULES.append(sky_shadow)

    INVASION = (r"IF\(HAS " + Q + r" @bf\) => PUT " + Q + ", " + Q + r", & (\w[\w-]*) @own_KO ->bf fully repaired ; "
                r"characters PUT ->bf SELF way attack \[turn\] ; (@turn_end, PUT each those characters "
                r"that's still @bf under \w+)")

    def invasion(text):
        """Relentless Invasion: the play, and its end-of-turn part (an ability waiting in the played area)."""
        m = re.fullmatch(INVASION, text)
        if not m or G.quoted(m[1]) != "Trypticon - Assault Base":
            return None
        crew = names(G.quoted(m[2]) or m[2], G.quoted(m[3]) or m[3], m[4])
        play = f"{{ text = {s(text)}, run = function(c) c:relentless_invasion({s(G.quoted(m[1]))}, {crew}) end }}"
        return play, [f"at_end_played({s(m[5])}, function(c) c:invasion_ends() end)"]
    G.ACTION_RULES.append(invasion)
