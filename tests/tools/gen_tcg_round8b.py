"""gen_tcg_round8b.py -- round 8 (8b): characters' and Stratagems' triggers, the untap and removal events.

gen_tcg_cards.py hooks this module in with install(G), as it does the
modules of the earlier rounds.  Every row is a whole clause (or a whole
group of clauses, a whole Stratagem's or Action's text) of the card data,
mapped to the Lua it becomes; the verbs are in scripts/transformers-tcg/
chartriggers.lua, charverbs.lua, untap.lua and removal.lua, and the reading adopted for
each is a row of docs/transformers-tcg.md ("Round 8b").  A text that is
not a row is left as it was: nothing is guessed from a pattern.
"""

# A group's whole text (clauses joined by " ; ") -> the ability (or abilities); {t} is the text.
GROUPS = {
    "ON(own:Sports Car Patrols untaps) => repair 1 <- IT":
        'on_own_untap({t}, function(c, it) c:repair(it, 1) end, "Sports Car Patrol")',
    "ON(SELF removed from character) => dmg 3 -> IT":
        "on_removed({t}, function(c, it) if it and c:on_bf(it) then c:damage(it, 3) end end)",
    "ON(SELF damages enemy) => repair 1 <- own:Insecticons":
        'on_damages_enemy({t}, function(c) c:repair_each_own(1, "Insecticon") end)',
    "ON(own:Wreckers takes 1 or_more damage during turn) => IT += same_amount +ATK [EOT]":
        'on_own_damaged({t}, function(c, it) c:boost_by_damage_taken(it) end, "Wrecker")',
    "ON(repair damage) => SELF += ATK+1 [EOT] PER damage repaired":
        "on_own_repair({t}, function(c) c:boost_by_repaired() end)",
    "ON(SELF or another character KOd) => dmg 1 -> EACH other character":
        "on_any_ko({t}, function(c) c:damage_each_other(1) end)",
    "ON(OPP draws card, IF they've already drawn card [turn]) => OPP CHOOSE opp_char & dmg 1 -> IT":
        "on_opp_draws_again({t}, function(c) c:opp_chooses_damage(1) end)",
    "ON(SELF KOs_enemy_by_attack_exact) => UNTAP SELF":
        "on_kos_by_attack({t}, function(c) c:untap(c:char()) end, exact_ko())",
    "ON(SELF KOs_enemy_by_attack) => use BOUNTY ; BOUNTY => PLAY Action from opp_scrap":
        "on_bounty({t}, function(c) c:play_action_from_opp_scrap() end)",
    "ON(SELF does > enough ATK_dmg -> KO enemy) => OPP CHOOSE one other characters & puts extra damage on IT":
        "on_attack_excess({t}, function(c) c:excess_to_other() end)",
    "ON(flip_to_mode) => CHOOSE & enemy ; IF KOd [turn], draw(2)": [
        'on_flip("ON(flip_to_mode) => CHOOSE & enemy", function(c) c:mark_enemy() end)',
        'on_marked_ko("IF KOd [turn], draw(2)", function(c) c:draw(2) end)'],
    "ON(self_battles & flipped>={WH+OR+BL+U?}) => OPT PLAY Upgrade <-own_scrap onto SELF": [
        'on_attack({t}, function(c) c:play_upgrade_from_scrap() end, "B4", flipped_u { WH = 1, OR = 1, BL = 1 })',
        'on_defend({t}, function(c) c:play_upgrade_from_scrap() end, "B6", flipped_u { WH = 1, OR = 1, BL = 1 })'],
    "ON(self_attacks & flipped>={WH+OR+BL}) => FLIP IT ->bot":
        'on_attack({t}, function(c) c:flip_self_to("bot") end, "B4", flipped { WH = 1, OR = 1, BL = 1 })',
    "ON(SELF attacking) => FLIP extra BC == IT's Armor":
        "on_attack({t}, function(c) c:more_flips_per_armor() end)",
    "ON(flip_to_mode) => MOVE 2 dmg_ctr from SELF -> own:Battle Master characters":
        'on_flip({t}, function(c) c:move_damage_to_own(2, "Battle Master") end)',
    "ON(flip_to_mode) => OPT MOVE Weapon from SELF -> own_other_char ; => if_done: characters += ATK+1 [EOT]":
        'on_flip({t}, function(c) if c:move_weapon_to_other() then c:boost_each_own("atk", 1) end end)',
    "ON(flip_to_mode) => REVEAL own_deck.top(1) ; PER Black Icon IT HAS, MOVE dmg_ctr from own:Planes -> enemy":
        "on_flip({t}, function(c) c:move_plane_damage_per_black() end)",
    "ON(flip_to_mode) => EACH_PLAYER REVEAL opp_deck.top(1)":
        "on_flip({t}, function(c) c:each_reveal_opp_top() end)",
    "ON(self_attacks) => repair 1 <- own_char ; if HAS fewer characters @bf than OPP, repair 1 <- character":
        "on_attack({t}, function(c) c:repair_own_then_if_fewer() end)",
    "ON(self_attacks & HAS Weapon) => OPT SWAP Weapon {BL} Weapon <-own_hand":
        'on_attack({t}, function(c) c:swap_weapon_from_hand("BL") end, nil, with_slot("weapon"))',
    "ON(attach) => draw(1) PER character HAS @bf ; OPT PLAY Upgrade onto each_own_char":
        "on_attach({t}, function(c) c:cog() end)",
    "COST(TAP_ABILITY => SCRAP 3 {GR} cards <-own_hand) => OPP CHOOSE 3 cards <-opp_hand & SCRAP them ; "
    "IF 3 cards scrapped HAS same NAME as each other, draw(3)":
        'tap_ability({t}, function(c) c:visper() end, scrap_icon_cost("GR", 3))',
    'ON(self_defends & flipped>={WH+BL}) => dmg 1 -> ATTACKER ; SELF begins "Cerebros, City Commander" on IT [head]': [
        'on_defend("ON(self_defends & flipped>={WH+BL}) => dmg 1 -> ATTACKER", '
        'function(c) c:damage(c.g:gget("att"), 1) end, "B6", flipped { WH = 1, BL = 1 })',
        'begins_head("SELF begins \\"Cerebros, City Commander\\" on IT [head]", "Cerebros - City Commander")'],
}
# Clauses that continue the group before them (they start with IF / PER).
JOINED = ("IF KOd [turn], draw(2)", "IF 3 cards scrapped HAS same NAME as each other, draw(3)",
          "PER Black Icon IT HAS, MOVE dmg_ctr from own:Planes -> enemy")
STATICS = {
    "SELF HAS ATK+3 during first turn game": 'while_({t}, "self", { atk = 3 }, first_turn_of_game())',
}
STRATAGEMS = {
    'ONCE_PER_GAME ON("Windcharger, Autobot Warrior" attacks & character @bf) => IT += +3 [EOB] ; FLIP SELF':
        'once_per_game(on_own_attack({t}, function(c) c:boost_battle(c:attacker(), "atk", 3) end, nil, '
        'attacker_is("Windcharger - Autobot Warrior")))',
    "ON(Springer, Aerial Defense @bf & flipped>=IT -> another mode) => repair 1 <- IT":
        'on_own_named_flip_any({t}, function(c, it) c:repair(it, 1) end, "Autobot Springer - Aerial Defense")',
    'ON("Sergeant Kup, Veteran Sergeant" upgraded Weapon, Armor, & Utility, & IT does enough ATK_dmg -> KO defender) '
    "=> UNTAP IT":
        'on_own_named_kos({t}, function(c, it) c:untap(it) end, "Sergeant Kup - Veteran Sergeant")',
    "Replace text 'stars<=12' on \"Autobot Cosmos, Recon and Communication\" 'stars<=21.'":
        'while_({t}, "each_own", { stars_12_is = 21 }, is_named("Autobot Cosmos - Recon and Communication"))',
}
OVERWHELMING = ("PER Decepticon HAS @bf, Plan(1) ; ON(own_char attacks [turn], IF Upgrades include >= "
                "{WH+OR+BK+BL+GR} & flipped>={WH+OR+BK+BL+GR}) => dmg 15 -> enemy")


def install(G):
    s = G.lua_str

    def row(table, text):
        v = table.get(text)
        if v is None:
            return None
        return [x.replace("{t}", s(text)) for x in v] if isinstance(v, list) else v.replace("{t}", s(text))

    G.CONTINUES.append(lambda c: c in JOINED)
    G.GROUP_RULES.append(lambda g: row(GROUPS, " ; ".join(g)))
    G.STATIC_RULES.append(lambda text, upgrade: None if upgrade else row(STATICS, text))
    G.STRATAGEM_RULES.append(lambda text: row(STRATAGEMS, text))

    def overwhelming(text):
        if text != OVERWHELMING:
            return None
        play = f'{{ text = {s(text)}, run = function(c) c:plan(c:count_faction_on_bf("Decepticon")) end }}'
        return play, [f"on_own_attack_all_colors({s(text)}, function(c) c:damage_enemy(15) end)"]
    G.ACTION_RULES.append(overwhelming)

    # Lose the Initiative: its reveal condition on untap.lua's answer point, and its text.
    G.SECRET_CONDS.append((r"IF\(opp_card cause exactly opp_char -> UNTAP\)",
                           lambda m: "\"answer_untap\", nil, answer_untap_opp()"))
    G.ATOMS[:0] = [(r"INSTEAD UNTAP own_char HAS same number Stars or_fewer", lambda m: "c:untap_instead()")]
