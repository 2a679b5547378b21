"""gen_tcg_triggers2.py -- the card generator's round-5 rules for triggered abilities.

gen_tcg_cards.py translates the data's notation (TFN) into card Lua; this
module adds one group rule, `triggers2`, for clauses that start with a
trigger (ON(, AFTER(, WHILE(, a Secret Action's SECRET_REVEAL_ON) whose
head or effect the earlier passes do not read: one row per notation, each
a whole-clause pattern and the Lua ability it becomes.  The verbs,
triggers and conditions it writes are in scripts/transformers-tcg/
triggers2.lua.  The rule of the first passes holds: a clause is translated
whole or not at all, and nothing is guessed -- a notation read in a way
the text does not settle stays `todo` (docs/transformers-tcg.md lists
them).
"""
import re

from gen_tcg_more import icon_req as req   # "OR+BL" -> "{ BL = 1, OR = 1 }" (None if a token is not an icon)


def install(G):
    s = G.lua_str

    ab = G.make                                     # gen_tcg_more.py's ability maker

    def body(parts):
        b = G.effects(parts)
        return "; ".join(b) if b else None

    def flips(spec):
        r = req(spec)
        return f"flipped {r}" if r else None

    KW = {"Tough", "Bold", "Focus", "Pierce"}
    SPEAK = {"defends": "on_own_char_defend", "battles": "on_own_char_battle", "attacks": "on_own_char_attack"}

    def omnibots(m, t):
        # "ON(own Omnibots Armor defends) => IT += Tough [EOB] == # Omnibots HAS Armor"
        if m[1] != m[6] or m[2] != m[7] or m[4] not in KW:
            return None
        n = f"c:count_with_slot({s(m[1])}, \"{m[2].lower()}\")"
        grant = (f"c:grant_battle(it, \"{m[4]}\", {n})" if m[5] == "EOB" else f"c:grant(it, \"{m[4]}\", {n})")
        return ab(SPEAK[m[3]], t, grant, None, f"char_with_slot({s(m[1])}, \"{m[2].lower()}\")", True)

    def split_after(m, t, now, later):
        # "ON(self_attacks & flipped>={OR+BL}) => X ; <after battle> Y": X at B4, Y after the attack.
        f = flips(m[1])
        return f and [ab("on_attack", t, now, "B4", f), ab("on_attack", t, later, "P1", f)]

    def with_body(verb, cond, timing=None):
        def rule(m, t):
            b = body(m[m.lastindex].split(" ; "))
            return b and ab(verb, t, b, timing, cond(m) if cond else None)
        return rule

    is_pred = {"Action": "TC.is_action", "Upgrade": "TC.is_upgrade"}

    def icon_pred(icons):
        tests = " or ".join(f"TC.has_icon(g, x, \"{i}\")" for i in icons)
        return f"function(g, x) return {tests} end"

    def both_sides(verbs, t, code, f, it=False, cond=None):
        # "FLIP n more BC" once the flips show the icons: the attacker's side at B4, the defender's at B6.
        c = f"both({cond}, {f})" if cond else f
        return f and [ab(verbs[0], t, code, "B4", c, it), ab(verbs[1], t, code, "B6", c, it)]

    ROWS = [
        # ---- more flips ----
        (r"ON\(self_attacks or defends & flipped>=\{([A-Z+]+)\}\) => FLIP (\d+) more BC",
         lambda m, t: both_sides(("on_attack", "on_defend"), t, f"c:flip_more(c:char(), {m[2]})", flips(m[1]))),
        (r"ON\(self_battles & flipped>=your first \{WH\}\) => FLIP 3 extra BC for \{WH\} INSTEAD 2",
         lambda m, t: both_sides(("on_attack", "on_defend"), t, "c:flip_more(c:char(), 1)", "flipped { WH = 1 }")),
        (r"ON\(host_battles & flipped>=your first \{WH\}\) => FLIP (\d+) extra BC",
         lambda m, t: both_sides(("on_host_attack", "on_host_defend"), t, f"c:flip_more(c:char(), {m[1]})", "flipped { WH = 1 }")),
        (r"ON\(own:([\w -]+?) battles & flipped>=\{([A-Z+]+)\}\) => FLIP (\d+) more BC",
         lambda m, t: both_sides(("on_own_char_attack", "on_own_char_defend"), t, f"c:flip_more(it, {m[3]})", flips(m[2]),
                                 True, f"char_is({s(m[1])})")),
        (r"ON\(self_battles\) => draw\((\d+)\) ; OPT REVEAL Upgrade <-own_hand & PUT IT ->own_deck\.top ; "
         r"=> if_done: FLIP one more BC \[battle\]",
         lambda m, t: ab("on_battle", t, f"c:draw({m[1]}); if c:reveal_upgrade_to_top() then c:more_flips_battle(1) end")),
        # ---- ON(flip_to_mode) ----
        (r"ON\(flip_to_mode\) => draw\((\d+)\) ; OPP CHOOSE cards <-opp_hand & SCRAP IT",
         lambda m, t: ab("on_flip", t, f"c:draw({m[1]}); c:opp_scraps_from_hand(1)")),
        (r"ON\(flip_to_mode\) => PEEK own_deck\.top\((\d+)\) ; OPT SCRAP them",
         lambda m, t: ab("on_flip", t, f"c:peek({m[1]}); c:may_scrap_top_n({m[1]})")),
        (r"ON\(flip_to_mode\) => own:(Battle Master) characters \+= (ATK|DEF)\+(\d+) \[EOT\]",
         lambda m, t: ab("on_flip", t, f"for _, x in ipairs(c:own_chars({s(m[1])})) do c:boost(x, \"{m[2].lower()}\", {m[3]}) end")),
        (r"ON\(flip_to_mode\) => PEEK opp_hand & PUT (Action|Upgrade) from IT into KO area",
         lambda m, t: ab("on_flip", t, f"c:peek_opp_hand_to_ko({is_pred[m[1]]})")),
        (r"ON\(flip_to_mode\) => SCRAP cards <-own_hand ; draw many cards",
         lambda m, t: ab("on_flip", t, "c:cycle_hand()")),
        (r"ON\(flip_to_mode\) => draw\(1\) PER card under SELF & PER Upgrade IT HAS ; SCRAP many cards <-own_hand",
         lambda m, t: ab("on_flip", t, "c:draw_then_scrap_per_under_upgrade()")),
        (r"ON\(flip_to_mode\) => MOVE (\d+) dmg_ctr from another character -> SELF one",
         lambda m, t: ab("on_flip", t, f"c:move_damage_from(c:all_chars(), c:char(), {m[1]})")),
        (r"ON\(flip_to_mode\) => MOVE any# dmg_ctr from other (\w+) -> SELF one",
         lambda m, t: ab("on_flip", t, f"c:move_damage_any(c:all_chars({s(m[1])}), c:char())")),
        (r"ON\(flip_to_mode\) => MOVE any# dmg_ctr from own_other_char -> SELF, but not enough -> KO IT",
         lambda m, t: ab("on_flip", t, "c:move_damage_any(c:own_chars(), c:char(), true)")),
        (r"ON\(flip_to_mode\) => OPT PLAY BC from under SELF",
         lambda m, t: ab("on_flip", t, "c:play_from_under()")),
        (r"ON\(flip_to_mode\) => OPT discard own_hand ; => if_done: & those cards HAS icon exactly (\d) different colors, "
         r"dmg (\d+) -> enemy",
         lambda m, t: ab("on_flip", t, f"if c:discard_hand_colors() == {m[1]} then c:damage_enemy({m[2]}) end")),
        (r"ON\(flip_to_mode\) => NAME card ; REVEAL own_deck\.top\(1\) ; IF IT's named card, draw\((\d+)\)",
         lambda m, t: ab("on_flip", t, f"c:name_and_reveal({m[1]})")),
        (r"ON\(flip_to_mode\) => REVEAL own_deck\.top\((\d+)\) ; OPP separates those cards into 2 piles ; "
         r"PUT 1 pile ->own_hand & other under SELF face down",
         lambda m, t: ab("on_flip", t, f"c:piles({m[1]})")),
        # ---- ON(self_attacks ...) ----
        (r"ON\(self_attacks & OPP HAS (\d+) or_more Actions in KO area\) => (.+)",
         with_body("on_attack", lambda m: f"opp_ko_actions({m[1]})")),
        (r"ON\(self_attacks & flipped>=\{([A-Z+]+)\}\) => SELF \+= Pierce\((\d+)\) until after attack",
         lambda m, t: flips(m[1]) and ab("on_attack", t, f"c:combat_bonus(\"c_pierce\", {m[2]})", "B4", flips(m[1]))),
        (r"ON\(self_attacks enemy in (Combiner) mode\) => (.+)",
         with_body("on_attack", lambda m: f"foe_in_mode(\"{m[1].lower()}\")")),
        (r"ON\(self_attacks & flipped>=one Black Icon\) => OPP CHOOSE number cards <-opp_hand == # Black Icons flipped "
         r"& REVEAL them ; SCRAP one them",
         lambda m, t: ab("on_attack", t, "c:opp_shows_scrap_one(c:flipped_count(\"BK\"))", "B4", "flipped { BK = 1 }")),
        (r"ON\(self_attacks\) => OPT PUT face down card from under SELF ->own_hand ; => if_done: MOVE (\d+) dmg_ctr "
         r"from SELF -> DEFENDER",
         lambda m, t: ab("on_attack", t, f"if c:under_to_hand() then c:move_damage(c:char(), c:defender(), {m[1]}) end")),
        (r"ON\(self_attacks\) => OPT SCRAP (\d+) cards <-own_hand ; => if_done: SCRAP DEFENDER's Upgrades, "
         r"dmg (\d+) -> each_enemy",
         lambda m, t: ab("on_attack", t, f"if c:scrap_n_from_hand({m[1]}) then c:scrap_upgrades_of(c:defender()); "
                                         f"c:damage_each_enemy({m[2]}) end")),
        (r"ON\(self_attacks\) => OPT SCRAP Weapon <-own_hand HAS \+ATK in stat box ; => if_done: SELF \+= same_amount "
         r"\+ATK \[EOT\]",
         lambda m, t: ab("on_attack", t, "local n = c:scrap_weapon_for_attack(); if n then c:boost(c:char(), \"atk\", n) end")),
        (r"ON\(self_attacks & flipped>=\{([A-Z+]+)\}\) => dmg (\d+) -> each_enemy ; FLIP SELF ->(alt|bot) after battle",
         lambda m, t: split_after(m, t, f"c:damage_each_enemy({m[2]})", f"c:flip_self_to(\"{m[3]}\")")),
        (r"ON\(self_attacks & flipped>=\{([A-Z+]+)\}\) => draw\((\d+)\) ; After battle, FLIP SELF -> one IT's other modes",
         lambda m, t: split_after(m, t, f"c:draw({m[2]})", "c:flip_self_choose()")),
        (r"ON\(self_attacks & flipped>=one Upgrade\) => OPT PUT one Upgrades flipped ->own_hand after battle",
         lambda m, t: ab("on_attack", t, "c:flip_to_hand(TC.is_upgrade)", "P1", "flipped_card(TC.is_upgrade)")),
        (r"ON\(self_attacks & flipped>=\{([A-Z+]+)\}\) => OPT PLAY own:flipped Upgrades onto SELF after battle",
         lambda m, t: flips(m[1]) and ab("on_attack", t, "while c:play_flip(TC.is_upgrade, c:char()) do end", "P1",
                                         flips(m[1]))),
        (r"AFTER\(self_attacks\) => PUT BC flipped SELF attack w/>= \{(OR|BL|WH|GR|BK)\} ->own_hand",
         lambda m, t: ab("on_attack", t, f"c:flips_to_hand({icon_pred([m[1]])})", "P1")),
        (r"AFTER\(FLIP BC for SELF's attack & before defense FLIP\) => OPT PLAY one (?:\{(OR|BL|WH|GR|BK)\} )?Actions flipped",
         lambda m, t: ab("on_attack", t, "c:play_flip(" + (f"function(g, x) return TC.is_action(g, x) and TC.has_icon(g, x, \"{m[1]}\") end"
                                                           if m[1] else "TC.is_action") + ")", "B4")),
        (r"ON\(self_battles\) => draw\((\d+)\) Plan\((\d+)\)",
         lambda m, t: ab("on_battle", t, f"c:draw({m[1]}); c:plan({m[2]})")),
        (r"ON\(self_attacks\) => IF had >= (\d+) (\w+) on start_team, MOVE (\d+) dmg_ctr from SELF -> DEFENDER ; "
         r"OTHERWISE, MOVE (\d+) dmg_ctr from SELF -> DEFENDER",
         lambda m, t: ab("on_attack", t, f"c:move_damage(c:char(), c:defender(), "
                                         f"c:start_team_count({s(m[2])}) >= {m[1]} and {m[3]} or {m[4]})")),
        (r"ON\(self_attacks for first time each turn & flipped>=\{([A-Z+]+)\}\) => UNTAP SELF",
         lambda m, t: flips(m[1]) and ab("on_attack", t, "c:untap(c:char())", "B4", f"both(first_attack_turn(), {flips(m[1])})")),
        (r"ON\(self_attacks or defends & flipped>=your first \{WH\} \[turn\]\) => (.+)",
         lambda m, t: body([m[1]]) and both_sides(("on_attack", "on_defend"), t, body([m[1]]), "first_white_turn()")),
        # ---- defending ----
        (r"ON\(self_defends\) => FLIP (\d+) more BC PER (\w+) was on start_team",
         lambda m, t: ab("on_defend", t, f"c:more_flips_battle({m[1]} * c:start_team_count({s(m[2])}))")),
        (r"ON\(self_defends\) => IT \+= Tough \[EOB\] == IT's Bold total",
         lambda m, t: ab("on_defend", t, "c:grant_battle(c:char(), \"Tough\", TC.kw(c.g, c:char(), \"Bold\"))")),
        (r"ON\(self_defends against enemy NOT HAS (Pierce) & flipped>=\{([A-Z+]+)\}\) => SELF CANNOT take > (\d+) damage SELF attack",
         lambda m, t: flips(m[2]) and ab("on_defend", t, f"c:cap_battle_damage(c:char(), {m[3]})", "B6",
                                         f"both(foe_without(\"{m[1]}\"), {flips(m[2])})")),
        (r"ON\(own_other_char defends & flipped>=\{([A-Z+]+)\}\) => character CANNOT take > (\d+) ATK_dmg \[battle\]",
         lambda m, t: flips(m[1]) and ab("on_own_char_defend", t, f"c:cap_battle_damage(it, {m[2]})", "B6",
                                         f"both(other_than_self(), {flips(m[1])})", True)),
        # ---- Upgrades: host_attacks / host_defends ----
        (r"ON\(host_attacks & OPP HAS more cards @hand than\) => (.+)",
         with_body("on_host_attack", lambda m: "opp_more_cards()")),
        (r"ON\(host_attacks & don't FLIP \{(OR|BL|WH|GR|BK)\}\) => SCRAP THIS_CARD after battle",
         lambda m, t: ab("on_host_attack", t, "c:scrap_self(false)", "P1", f"not_flipped(\"{m[1]}\")")),
        (r"ON\(host_defends\) => SCRAP THIS_CARD after battle ; if flipped >= \{(BK|OR|BL|WH|GR)\} battle, dmg (\d+) -> theattacker",
         lambda m, t: ab("on_host_defend", t, f"local hit = c:flipped_count(\"{m[1]}\") > 0; c:scrap_self(false); "
                                              f"if hit then c:damage(c:attacker(), {m[2]}) end", "P1")),
        (r"ON\(host_attacks\) => CHOOSE icon color ; OPP REVEAL opp_deck\.top\(1\) ; IF IT HAS icon chosen color, "
         r"HOST \+= ATK\+(\d+) \[EOB\]",
         lambda m, t: ab("on_host_attack", t, "local icon = c:choose_color(); local x = c:opp_reveal_top(); "
                                              f"if x and TC.has_icon(c.g, x, icon) then c:boost_battle(c:char(), \"atk\", {m[1]}) end")),
        (r"ON\(host_attacks\) => MOVE 1 dmg_ctr from IT -> SELF ; if SELF HAS (\d+) or_more dmg_ctr, SCRAP IT",
         lambda m, t: ab("on_host_attack", t, f"c:absorb_host_damage(1, {m[1]})")),
        (r"ON\(host_attacks\) => SCRAP any# cards <-own_hand",
         lambda m, t: ab("on_host_attack", t, "c:scrap_any_from_hand()")),
        (r"ON\(host_attacks & flipped>=more colors icon than OPP FLIP\) => HOST \+= ATK\+(\d+) \[EOB\]",
         lambda m, t: ab("on_host_attack", t, f"c:boost_battle(c:char(), \"atk\", {m[1]})", "B6", "more_colors_than_opp()")),
        (r"ON\(host_attacks & flipped>=\{([A-Z+]+)\}\) => DEFENDER's base DEF becomes 0 during \[battle\]",
         lambda m, t: flips(m[1]) and ab("on_host_attack", t, "c:zero_base_defense(c:defender())", "B4", flips(m[1]))),
        (r"ON\(host_attacks & flipped>=\{([A-Z+]+)\}\) => After battle, OPT PLAY one \{(OR|BL|WH|GR|BK)\} or "
         r"\{(OR|BL|WH|GR|BK)\} card flipped",
         lambda m, t: flips(m[1]) and ab("on_host_attack", t, f"c:play_flip({icon_pred([m[2], m[3]])})", "P1", flips(m[1]))),
        (r"ON\(host_defends & flipped>=icon >= (\d+) different colors\) => character CANNOT take > (\d+) ATK_dmg \[battle\]",
         lambda m, t: ab("on_host_defend", t, f"c:cap_battle_damage(c:char(), {m[2]})", "B6", f"flipped_colors({m[1]}, false)")),
        (r"ON\(FLIP HOST -> another mode\) => IT \+= (Bold|Tough|Pierce)\((\d+)\) \[EOT\]",
         lambda m, t: ab("on_host_flip", t, f"c:grant(it, \"{m[1]}\", {m[2]})", None, None, True)),
        (r"ON\(PUT SELF on (Autobot|Decepticon)\) => OPP REVEAL hand, CHOOSE (Autobot|Decepticon) card from IT, & SCRAP card",
         lambda m, t: ab("on_attach", t, f"c:opp_hand_reveal_scrap(function(g, x) return g:def(x).faction == {s(m[2])} end)",
                         None, f"host_is({s(m[1])})")),
        # ---- other characters, players, events ----
        (r"ON\(own:(\w+) (Armor|Weapon|Utility) (defends|battles|attacks)\) => IT \+= (\w+) \[(EOB|EOT)\] == # (\w+) HAS "
         r"(Armor|Weapon|Utility)", omnibots),
        (r"ON\(own_other_char attacks\) => OPT TAP SELF ; => if_done: ATTACKER \+= \+ATK \[EOT\] == SELF's ATK total",
         lambda m, t: ab("on_own_char_attack", t, "if c:may_tap_self() then c:boost(it, \"atk\", TC.attack(c.g, c:char())) end",
                         None, "other_than_self()", True)),
        (r"ON\(SELF or own_other:(\w+) KOd\) => OPP CHOOSE (\d+) cards <-opp_hand ans SCRAP them",
         lambda m, t: f"on_self_or_own_other_ko({s(t)}, function(c) c:opp_scraps_from_hand({m[2]}) end, {s(m[1])})"),
        (r"ON\(SELF KOd\) => SCRAP own_deck\.top\(1\) ; OPT PLAY IT ; SCRAP another card from top own_deck ; OPT PLAY IT",
         lambda m, t: ab("on_ko", t, "for _ = 1, 2 do local x = c:mill(1)[1]; "
                                     "if x and TC.is_battle_play(c.g, x) then c:offer_play(x) end end")),
        (r"ON\(OPP reshuffles opp_deck\) => They CHOOSE opp_char & dmg\(X\) -> IT == SELF's ATK total",
         lambda m, t: ab("on_opp_reshuffle", t, "c:opp_chooses_damage(TC.attack(c.g, c:char()))")),
        (r"ON\(reshuffle own_deck while SELF attacking\) => KO DEFENDER if IT HAS stars<=(\d+)",
         lambda m, t: ab("on_own_reshuffle_attacking", t, f"c:ko_defender_upto({m[1]})")),
        (r"ON\(FLIP own_other:(\w+) ->(bot|alt)\) => (.+)",
         lambda m, t: body(m[3].split(" ; ")) and f"on_own_other_flip_to({s(t)}, function(c) {body(m[3].split(' ; '))} end, {s(m[1])}, \"{m[2]}\")"),
        (r"ON\(card scrapped from opp_hand\) => OPP CHOOSE opp_char & dmg (\d+) -> IT",
         lambda m, t: ab("on_opp_hand_scrapped", t, f"c:opp_chooses_damage({m[1]})")),
        (r'ON\(FLIP "([^"]+)" while SELF battling\) => (.+)',
         lambda m, t: m[1] in G.CARD_NAMES and body([m[2]]) and
         f"on_battle_flip_named({s(t)}, function(c) {body([m[2]])} end, {s(m[1])})"),
        (r"ON\(Upgrade scrapped from enemy\) => dmg (\d+) -> enemy",
         lambda m, t: ab("on_enemy_upgrade_scrapped", t, f"c:damage_enemy({m[1]})")),
    ]

    def triggers2(g):
        text = " ; ".join(g)
        for rx, fn in ROWS:
            m = re.fullmatch(rx, text)
            if m:
                return fn(m, text) or None
        return None

    G.GROUP_RULES.append(triggers2)

    # Statics: "WHILE(SELF HAS Battle Master Upgrade)"; the Pierce reductions of Upgrades.
    G.CONDS.append((r"SELF HAS Battle Master Upgrade", lambda m: "TC.has_battle_master_upgrade(g, c)"))

    def pierce_minus(text, upgrade):
        m = re.fullmatch(r"WHILE\(HOST defending against (\w+) (\w+)\) => Reduce \2's Pierce total by (\d+)", text)
        if m and upgrade:
            return (f"while_({s(text)}, \"host\", {{ pierce_minus = {m[3]} }}, function(g, c) local a = TC.attacker(g) "
                    f"return TC.defender(g) == c and a ~= nil and TC.has_trait(g, a, {s(m[1])}) "
                    f"and TC.has_trait(g, a, {s(m[2])}) end)")
        m = re.fullmatch(r"WHILE\(HOST defending against enemy HAS (Pierce)\) => Reduce enemy's Pierce total by (\d+)", text)
        if m and upgrade:
            return (f"while_({s(text)}, \"host\", {{ pierce_minus = {m[2]} }}, function(g, c) local a = TC.attacker(g) "
                    f"return TC.defender(g) == c and a ~= nil and TC.kw(g, a, \"Pierce\") > 0 end)")
        return None
    G.STATIC_RULES.append(pierce_minus)

    # Secret Actions: "own_char defends & flipped_any" (after both sides' flips, B6), its text, and
    # Hold the Line's battle cap.
    G.SECRET_CONDS.append((r"own_char defends & flipped_any", lambda m: "\"B6\", \"own_defends\", flipped_colors(1, false)"))
    G.ATOMS.extend([
        (r"DEFENDER \+= DEF\+(\d+) \[EOB\] PER \{(OR|BL|WH|GR|BK)\} flipped",
         lambda m: f"c:combat_bonus(\"c_def\", {m[1]} * c:flipped_count(\"{m[2]}\"))"),
        (r"repair (\d+) <- DEFENDER ; IT CANNOT take more ATK_dmg \[battle\] than # Stars ATTACKER HAS",
         lambda m: (f"local d, a = c:defender(), c:attacker(); c:repair(d, {m[1]}); "
                    f"if d and a then c:cap_battle_damage(d, c.g:def(a).stars or 0) end")),
    ])

    # Stratagems naming a character ("Name, Subtitle") or a trait: gen_tcg_cards.stratagem() first, then these.
    q = r'"([^"]+)"'

    def named(x):
        return G.quoted(x)

    STRATAGEMS = [
        (r"ON\(" + q + r" defends\) => IT \+= DEF\+1 \[EOB\] == ATTACKER's Bold total",
         lambda m, t: named(m[1]) and ab("on_own_char_defend", t, "c:boost_battle(it, \"def\", c:attacker_kw(\"Bold\"))",
                                         None, f"char_is({s(named(m[1]))})", True)),
        (r"ON\(" + q + r" attacks enemy HAS fewer Stars than IT\) => (\w+) \+= Bold \[EOB\] == Star difference",
         lambda m, t: named(m[1]) and named(m[1]).startswith(m[2] + " - ") and ab(
             "on_own_char_attack", t, "c:grant_battle(it, \"Bold\", c:star_difference(it))", None,
             f"both(char_is({s(named(m[1]))}), defender_fewer_stars())", True)),
        (r"ON\(own:(\w+) attacks while HAS " + q + r" @bf & flipped>=\{([A-Z+]+)\}\) => (\w+) \+= ATK\+(\d+) \[EOB\]",
         lambda m, t: named(m[2]) and flips(m[3]) and m[1].startswith(m[4]) and ab(
             "on_own_char_attack", t, f"c:boost_battle(it, \"atk\", {m[5]})", "B4",
             f"both(char_is({s(m[1])}), both(on_bf({s(named(m[2]))}), {flips(m[3])}))", True)),
        (r"ON\(" + q + r" attacks & don't FLIP BC HAS > (\d+) icon\) => PUT one cards flipped ->own_hand after battle",
         lambda m, t: named(m[1]) and ab("on_own_char_attack", t, "c:flip_to_hand_one()", "P1",
                                         f"both(char_is({s(named(m[1]))}), no_flip_with_icons_over({m[2]}))", True)),
        (r"ON\(HAS " + q + r" @bf & Upgrade scrapped from own_char\) => PUT Upgrade under (\w+)",
         lambda m, t: named(m[1]) and named(m[1]).startswith(m[2] + " - ") and
         f"on_own_scrapped_while({s(t)}, function(c, it) c:put_under_host(it, c:own_named({s(named(m[1]))})) end, "
         f"on_bf({s(named(m[1]))}))"),
    ]
    before = G.stratagem

    def stratagem2(text):
        r = before(text)
        if r:
            return r
        for rx, fn in STRATAGEMS:
            m = re.fullmatch(rx, text)
            if m:
                return fn(m, text) or None
        return None
    G.stratagem = stratagem2
