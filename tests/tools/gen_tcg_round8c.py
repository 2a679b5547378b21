"""gen_tcg_round8c.py -- round 8 (part c): replacements ("INSTEAD"), Secret Actions, redirections, hidden cards.

gen_tcg_cards.py hooks this module in with install(G), as it does the
modules of the earlier rounds.  Each row is one whole clause of the data (or
an Action's whole text), written out exactly, with the Lua it becomes; the
rules are in scripts/transformers-tcg/: scrapcause.lua (an Upgrade's scrap a
card causes), iconplay.lua (icons counted otherwise), guard.lua (damage taken
by another, reflected; a defender replaced), flipped.lua (a battle's flipped
cards), undercards.lua (cards put under a character), swapups.lua,
deckplay.lua (Major Shockwave), keepdown.lua (Spymaster's Ruse) and
upgradetrig.lua (Sabotage).  The readings are in docs/transformers-tcg.md,
"Round 8c".
"""


def fn(body):
    return "function(c) " + body + " end"


# A character's or an Upgrade's clause -> its abilities (one expression, or several).
CLAUSES = {
    "IF(opp_card cause Upgrade -> scrapped from SELF) => INSTEAD OPT SCRAP Upgrade same type <-own_hand":
        'hand_scrap_instead({t}, "same")',
    "IF(own:cards cause Weapon or Armor -> scrapped from HOST) => SCRAP THIS_CARD INSTEAD":
        'scrapped_instead({t}, "own")',
    "IF(opp_card cause Weapon or Armor -> scrapped from HOST) => SCRAP THIS_CARD INSTEAD":
        'scrapped_instead({t}, "opp")',
    "IF(opp_card cause SELF -> scrapped from character) => OPT SCRAP Armor <-own_hand INSTEAD":
        'hand_scrap_instead({t}, "armor")',
    "IF(opp_card cause SELF -> scrapped from character) => OPT SCRAP Weapon <-own_hand INSTEAD":
        'hand_scrap_instead({t}, "weapon")',
    "character's Upgrade CANNOT scrapped by opp_card": "upgrades_kept_from_opp({t})",
    "IF(other characters take ATK_dmg) => INSTEAD HOST takes damage": "heroism({t})",
    "IF(HOST take damage) => INSTEAD Metroplex takes damage": "metroplex_takes({t})",
    "other characters CANNOT take NA_dmg from opp_card": 'while_({t}, "each_own_other", { no_opp_na = 1 })',
    "IF(SELF defend) => INSTEAD OPT CHOOSE own_other:Stunticons -> defend": 'defend_instead({t}, "Stunticon")',
    "ON(self_battles & HAS no BC under IT) => After battle, PUT own:flipped BC HAS no icon under THIS_CARD "
    "INSTEAD into own_scrap": 'on_battle({t}, ' + fn("c:flipped_blank_under()") + ', "P1", no_bc_under)',
    "ON(self_battles) => INSTEAD swapping card <-own_hand own:flipped {GR} cards after battle, OPT PUT one "
    "those {GR} cards ->own_hand": 'on_battle({t}, ' + fn("c:flipped_green_to_hand()") + ', "P1")',
    "COST(Safeguard(3) When shuffle own_deck & SELF NOT HAS BC under IT) => PUT own_deck.bottom(1) face down "
    "under IT": ['while_({t}, "self", { Safeguard = 3 })',
                 "on_reshuffle_empty({t}, " + fn("c:put_under_from_deck(1, true)") + ")"],
    "WHILE(SELF HAS BC under IT) => OPT PLAY another action on each_own:turns":
        'while_({t}, "self", { extra_action = 1 }, has_bc_under)',
    "COST(TAP_ABILITY => SCRAP {WH} card <-own_hand) => CHOOSE 2 characters & SWAP Upgrades":
        'tap_ability({t}, ' + fn('if c:scrap_icon_cost("WH", 1) then c:swap_upgrades() end') + ', scrap_icon_cost("WH", 1))',
    "OPT PEEK own_deck.top(1) anytime": "peek_anytime({t})",
    "WHILE(own_deck.top(1) Decepticon card or Secret Action) => OPT PLAY IT as_if_in_hand": "play_top_as_hand({t})",
}

# An Action's whole text -> the body of its `play`.
ACTIONS = {
    "COST([EOT]) => Each {BL} either player FLIP during battle {OR} INSTEAD": 'c:icons_as("bl_as_or", "turn")',
    "OPT PLAY Secret Action ; WHILE card face down, THIS_CARD & card aren't scrapped at end turns": "c:ruse()",
    "IF(HAS Blaster or Soundwave @bf) => OPT PUT own:Mini-Cassettes from battlefield under IT ; => if_done: "
    "repair 2 <- own_char, PUT THIS_CARD @own_KO": 'c:recover_cassette({ "Blaster", "Soundwave" }, "Mini-Cassette")',
}

SABOTAGE = ('WHILE(HAS "Autobot Gears, Transport and Reconnaissance" @bf) => Enemies being upgraded CANNOT '
            'cause abilities opp_card -> trigger')


def install(G):
    s = G.lua_str

    def clause(g):
        text = " ; ".join(g)
        lua = CLAUSES.get(text)
        if lua is None:
            return None
        return [x.replace("{t}", s(text)) for x in lua] if isinstance(lua, list) else lua.replace("{t}", s(text))
    G.GROUP_RULES.insert(0, clause)

    def action(text):
        body = ACTIONS.get(text)
        return body and f"{{ text = {s(text)}, run = {fn(body)} }}"
    G.ACTION_RULES.append(action)

    # Secret Actions: reveal conditions (event, role, condition) and ON_REVEAL texts.
    G.SECRET_CONDS.extend([
        (r"enemy attacks & OPP FLIP 7 or_more BC", lambda m: "\"battle_flip\", \"opp_plays\", seventh_attack_flip()"),
        (r"IF\(exactly own_char take NA_dmg from opp_card\)", lambda m: "\"answer_reflect\", \"own_turn\""),
    ])
    G.ATOMS[:0] = [
        (r"Each \{OR\} either PLAY FLIP \[battle\] \{BL\} INSTEAD", lambda m: 'c:icons_as("or_as_bl", "combat")'),
        (r"\[battle\] \{OR\} NOT add -> ATK & \{BK\} NOT give Pierce", lambda m: "c:overheat()"),
        (r"INSTEAD do same_amount NA_dmg -> enemy", lambda m: "c:reflect_damage()"),
    ]

    G.STRATAGEM_RULES.append(
        lambda text: text == SABOTAGE and f"sabotage({s(text)}, \"Autobot Gears - Transport and Reconnaissance\")")
