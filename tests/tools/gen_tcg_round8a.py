"""gen_tcg_round8a.py -- round 8a: the last effects of Actions and Upgrades.

gen_tcg_cards.py hooks this module in with install(G), as it does the
modules of the earlier rounds.  Each row below is one card's clause, word
for word as the data writes it, and the Lua it becomes; the verbs are in
scripts/transformers-tcg/teamwide.lua, movedamage.lua, flipicons.lua and
upgradeplays.lua, and docs/transformers-tcg.md ("Round 8a") gives the
reading adopted for each (the notation of these cards is too loose for a
general pattern, so the rows are exact texts: a clause translated whole or
not at all).
"""


def run(code):
    return f"function(c) {code} end"


# An Action's whole text -> the body of its play.
ACTIONS = {
    "TAP characters": "c:tap_all()",
    "CHOOSE 2 characters ; SWAP Upgrades": "c:swap_upgrades()",
    "UNTAP own:tapped characters ; TAP own:untapped characters": "c:swap_taps()",
    "FLIP each_own_char from bot mode -> Car mode ; UNTAP own:Cars": 'c:flip_bots_to("Car"); c:untap_own_trait("Car")',
    "FLIP each_own_char from bot mode -> Motorcycle mode ; EXTRA_ATTACK[turn], but Motorcycle can attack SELF way":
        "c:wheelie()",
    "characters += Bold(3) & Tough(3) [EOT]": "c:grant_all({ Bold = 3, Tough = 3 })",
    "TAP own:untapped Autobots ; Add ATK total -> own:untapped Autobots [EOT]": 'c:team_up("Autobot")',
    "each_own:untapped Transformers can attack [turn]": "c:all_out()",
    "IF(start_team had Decepticon characters) => repair 1 <- each_own_char ; dmg 1 -> each Autobot": "c:bad_attitude()",
    "For each_enemy any_SecretAction, dmg 1 -> each_enemy": "c:decipher()",
    "FLIP BC PER Insecticon behand game ; PER {OR} FLIP, OPP CHOOSE opp_char & dmg 1 -> IT ; "
    "PER {BL} FLIP, repair 1 <- own_char": 'c:swarm("Insecticon")',
    "EACH_PLAYER CHOOSE 2 cards <-opp_hand & SCRAP rest ; EACH_PLAYER < 2 cards @hand draws cards == difference":
        "c:fog_of_war()",
    "COST(dmg 1 -> character) => owner draw(2)": "c:scout()",
    "MOVE <=5 dmg_ctr from own:Decepticon leaders HAS stars>=8 -> own_other_char":
        'c:move_from_leader("Decepticon", 8, 5)',
    "MOVE any# dmg_ctr from own_char -> own_other_char, but not enough -> KO(IT)": "c:energy_transfer()",
    "CHOOSE equal number Autobots & Decepticons ; PER those Autobots, MOVE 1 dmg_ctr from IT -> one Decepticons "
    "haven't moved counter -> SELF way": 'c:turn_the_tide("Autobot", "Decepticon")',
    "CHOOSE own_char ; RETURN another character HAS same number stars or_fewer @own_KO ->bf fully repaired ; "
    "MOVE dmg_ctr & Upgrades from chosen character -> returned character ; KO chosen character": "c:promote()",
    "repair 1 <- own_char ; IF HAS more stars characters @own_KO than HAS @bf, repair 2 <- character":
        "c:emergency_maintenance()",
    "dmg 1 -> enemy ; IF IT's KOd SELF way, repair 1 <- own:Deceptipcons":
        'c:damage_then_if_ko(1, function() c:repair(c:own_where("Decepticon"), 1) end)',
}

CONTRACT = ("CHOOSE own_char ; IT += ATK+2 [EOT] ; ON(chosen character does 4 or_more ATK_dmg -> enemy [turn] "
            "without KO'ing IT) => use BOUNTY(of chosen)")
WHEEL = "CHOOSE own_char ; [EOT], base ATK 7 as long as IT's Truck"

BOW = run('c:icons_add("BL", "attack")')
ABSORB = run('c:icons_add("OR", "defense")')
TANDEM = run('c:play_named_from_scrap("Tandem Targeting System")')
PODS = run('c:scrap_pods("Multi-Missile Pod")')
CHOOSE_BOOST = run('local x = c:own_char(); c:boost(x, "atk", 2); c:choose_for_turn(x)')

# An Upgrade's clause group -> its abilities (each a function of the text).
GROUPS = {
    "ON(HOST battling) => Each {OR} FLIP becomes {BL} ; Each {BL} FLIP becomes {OR}":
        lambda s, t: [f"inverts_flips({s(t)})"],
    "ON(HOST battling) => FLIP 1 more BC ; SCRAP one cards flipped without using IT's icon":
        lambda s, t: [f"on_host_battle({s(t)}, {run('c:more_flips_battle(1)')})",
                      f"on_host_attack({s(t)}, {run('c:scrap_one_flip()')}, \"B4\")",
                      f"on_host_defend({s(t)}, {run('c:scrap_one_flip()')}, \"B6\")"],
    "ON(HOST attack & flipped>=an equal number {OR} & {BL}) => Each those {BL} adds -> attack total":
        lambda s, t: [f"on_host_attack({s(t)}, {BOW}, \"B4\", "
                      "flipped_equal(\"OR\", \"BL\"))"],
    "ON(host_defends & flipped>=an equal number {BL} & {OR}) => Each those {OR} adds -> Armor total":
        lambda s, t: [f"on_host_defend({s(t)}, {ABSORB}, \"B6\", "
                      "flipped_equal(\"BL\", \"OR\"))"],
    "ON(PLAY SELF on Specialist) => SCRAP own_deck.top(1) ; OPT PLAY card":
        lambda s, t: [f"on_played_on({s(t)}, {run('c:mill_then_may_play()')}, \"Specialist\")"],
    'ON(PLAY SELF <-own_hand) => OPT PLAY "Tandem Targeting System" <-own_scrap':
        lambda s, t: [f"on_played_from_hand({s(t)}, {TANDEM})"],
    'ON(host_attacks) => OPT SCRAP SELF ; => if_done: dmg(X) -> each_enemy == # "Multi-Missile Pod"s scrapped '
    'from HOST [battle]':
        lambda s, t: [f"on_host_attack({s(t)}, {PODS})"],
    "ON(host_KOd during OPP's turn) => Do damage == attack total -> tapped enemy":
        lambda s, t: [f"on_host_ko_opp_turn({s(t)}, {run('c:crash()')})"],
}

# An Upgrade's static clause -> a `while_` (on the host).
STATICS = {
    "HOST HAS Pierce == armor": lambda s, t: f"while_({s(t)}, \"host\", {{ Pierce = 1 }}, nil, per_defense)",
    "ON(there Melee character) => IT HAS ATK+2":
        lambda s, t: f"while_({s(t)}, \"host\", {{ atk = 2 }}, function(g, c) return TC.has_trait(g, c, \"Melee\") end)",
}


def install(G):
    s = G.lua_str

    def action(text):
        if text in ACTIONS:
            return f"{{ text = {s(text)}, run = {run(ACTIONS[text])} }}"
        if text == WHEEL:
            return (f"{{ text = {s(text)}, run = {run('c:choose_for_turn(c:own_char())')}, chosen = chosen_static("
                    "{ atk = 1 }, function(g, c) return TC.has_trait(g, c, \"Truck\") end, base_attack_to(7)) }")
        if text == CONTRACT:
            play = (f"{{ text = {s(text)}, run = {CHOOSE_BOOST} }}")
            head = "ON(chosen character does 4 or_more ATK_dmg -> enemy [turn] without KO'ing IT) => use BOUNTY(of chosen)"
            return play, [f"on_chosen({s(head)}, function(c, it) c:use_bounty(it) end, \"damage\", "
                          "attack_damage_without_ko(4))"]
        return None
    G.ACTION_RULES.append(action)

    def group(g):
        text = " ; ".join(g)
        return GROUPS[text](s, text) if text in GROUPS else None
    G.GROUP_RULES.append(group)

    def static(text, upgrade):
        return STATICS[text](s, text) if upgrade and text in STATICS else None
    G.STATIC_RULES.append(static)
