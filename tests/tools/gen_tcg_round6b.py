"""gen_tcg_round6b.py -- round 6's notation rules: extra turns, a win by an effect, per-turn counts.

gen_tcg_cards.py hooks this module in with install(G), as it does the
modules of the earlier rounds.  The verbs are in
scripts/transformers-tcg/outcome.lua (extra turns, winning) and
scripts/transformers-tcg/perturn.lua (a card's own flips this turn).  The
rule of the first passes holds: a clause is translated whole or not at
all, and nothing is guessed.
"""

import re

import gen_tcg_effects2

FACTION = r"(Autobot|Decepticon)s?"

# "CHOOSE own_char ; ON(IT ...)" triggers that read a per-turn count (perturn.lua):
# (timing, on_chosen condition, effect) as in gen_tcg_effects2.CHOSEN_TRIGGERS.
CHOSEN_TRIGGERS = [
    (r"ON\(IT attacks for first time \[turn\] & flipped>=one icon\) => repair (\d+) <- IT "
     r"PER different color among icon flipped",
     lambda m: ("\"B4\"", "first_attack_flipped()", f"c:repair(it, {m[1]} * c:flipped_colors())")),
    (r"ON\(IT does > enough ATK_dmg -> KO enemy \[turn\]\) => OPP CHOOSE one other characters & "
     r"puts extra damage on IT",
     lambda m: ("\"damage\"", "attack_damage_kos_with_excess()", "c:excess_to_other()")),
]


def slot_statics(text, upgrade):
    """Slots of another kind (slots.lua): an Upgrade that may take them, a character or a host
    whose Armor / Utility slot may hold a Weapon."""
    m = re.fullmatch(r"SELF can in (Weapon|Armor|Utility) or (Weapon|Armor|Utility) slot", text)
    if m and upgrade:
        return f'also_slots("{text}", {{ "{m[1].lower()}", "{m[2].lower()}" }})'
    m = re.fullmatch(r"SELF can upgraded Weapon in IT's (Armor|Utility) and/or (Armor|Utility) slots", text)
    if m and not upgrade:
        return (f'while_("{text}", "self", {{ weapon_in_{m[1].lower()} = 1, weapon_in_{m[2].lower()} = 1 }}, nil)')
    m = re.fullmatch(r"HOST can HAS Weapon or Armor in IT's Armor slot", text)
    if m and upgrade:
        return f'while_("{text}", "host", {{ weapon_in_armor = 1 }}, nil)'
    return None


def deck_extra(text):
    """"own_deck can HAS <=1 extra Star Actions & <=1 extra Star Upgrades" and its kin
    (Science Officer, Weapons Cache, Stealth Mission, Heroic / Villainous Spotlight):
    extra stars of those battle cards in the deck (deckstars.lua)."""
    m = re.fullmatch(r"(?:IF\(start_team (Autobot|Decepticon)s\) => )?own_deck can HAS (.+)", text)
    if not m:
        return None
    parts = []
    for p in m[2].split(" & "):
        a = re.fullmatch(r"<=(\d+) extra Stars? (Actions|Upgrades|Weapons|Armors|Secret Actions|\{(?:BL|OR)\} cards)", p)
        if not a:
            return None
        parts.append(f'{{ "{a[2]}", {a[1]} }}')
    faction = f', "{m[1]}"' if m[1] else ""
    return f'deck_extra("{text}", {{ {", ".join(parts)} }}{faction})'


def play_limit(text, upgrade):
    """"OPP CANNOT PLAY > 2 cards during turn" (Private Turbo Board): a cap on the opponent's
    plays in a turn, from hand or by an effect (playrules.lua)."""
    m = re.fullmatch(r"OPP CANNOT PLAY > (\d+) cards during turn", text)
    return f'opp_play_limit("{text}", {m[1]})' if m and not upgrade else None


def install(G):
    G.STATIC_RULES.append(play_limit)
    G.STRATAGEM_RULES.append(deck_extra)
    G.STARTS.append(lambda c: c.startswith("HOST can HAS "))
    G.STATIC_RULES.append(slot_statics)
    gen_tcg_effects2.CHOSEN_TRIGGERS.extend(CHOSEN_TRIGGERS)
    # Twin Twist - Demolitions: the clause replaces the flip trigger's effect it follows
    G.CONTINUES.append(lambda c: bool(re.match(r"IF flipped SELF >= \d+ times \[turn\], INSTEAD ", c)))
    G.ATOMS.extend([
        (r"OPP CHOOSE opp_char & dmg (\d+) -> IT ; IF flipped SELF >= (\d+) times \[turn\], INSTEAD dmg (\d+) -> each_enemy",
         lambda m: (f"if c:flipped_self_times({m[2]}) then c:damage_each_enemy({m[3]}) "
                    f"else c:opp_chooses_damage({m[1]}) end")),
        # Peace through Tyranny
        (r"OPT KO own_char HAS stars>=(\d+) ; => if_done: take extra turn after SELF one",
         lambda m: f"if c:ko_own_stars({m[1]}) then c:extra_turn() end"),
        # Daring Escape
        (r"PER " + FACTION + r" HAS @bf, PUT own_deck\.top\(1\) @own_KO face up ; "
         r"IF\(own_deck & SCRAP pile empty\) => win game",
         lambda m: f"c:deck_to_ko_per(\"{m[1]}\"); c:win_if_no_deck()"),
    ])
