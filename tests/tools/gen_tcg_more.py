"""gen_tcg_more.py -- the card generator's third pass of notation rules.

gen_tcg_cards.py translates the data's notation (TFN) into card Lua; this
module adds the rules learned in its third pass, as table entries and
group rules that gen_tcg_cards.install_more() hooks in: effect atoms (one
clause -> Lua statements), whole effect sequences whose later clauses name
IT (the thing the first clause chose), static clauses (slots, team auras
of an Upgrade), and triggers about other characters (an own or enemy
character attacks, battles or is KO'd, a card is played, a host flips or
is upgraded).  The verbs they write are in scripts/transformers-tcg/:
ittriggers.lua, conditions.lua, flipcounts.lua, fieldverbs.lua,
pileverbs.lua, oppverbs.lua, upgradeverbs.lua.  The rule of the first passes holds:
a clause is translated whole or not at all, and nothing is guessed.
"""
import re

ICONS = ("WH", "OR", "BL", "BK", "GR")
SLOT = r"(Weapon|Armor|Utility)"
NUM = {"one": 1, "two": 2, "three": 3}


def icon_req(spec):
    """"OR+OR+BL" -> Lua table { OR = 2, BL = 1 } (None if a token is unknown)."""
    req = {}
    for i in spec.split("+"):
        if i not in ICONS:
            return None
        req[i] = req.get(i, 0) + 1
    return "{ " + ", ".join(f"{k} = {v}" for k, v in sorted(req.items())) + " }"


def install(G):
    s = G.lua_str

    # ---- effect atoms (a clause -> statements) --------------------------
    G.ATOMS.extend([
        (r"SELF \+= (ATK|DEF)\+(\d+) \[EOT\] PER character @own_KO",
         lambda m: f"c:boost(c:char(), \"{m[1].lower()}\", {m[2]} * c:ko_characters(c:me()))"),
        (r"SELF \+= (ATK|DEF)\+(\d+) \[EOT\] PER character (?:ni|in) OPP's KO area",
         lambda m: f"c:boost(c:char(), \"{m[1].lower()}\", {m[2]} * c:ko_characters(c:opp()))"),
        (r"draw\((\d+)\) for each_own_other:(\w+)",
         lambda m: f"c:draw({m[1]} * c:count_own({s(m[2])}, true))"),
        (r"dmg\(X\) -> enemy == # other (\w+) HAS",
         lambda m: f"c:damage_enemy(c:count_own({s(m[1])}, true))"),
        (r"([A-Z][a-z]+) \+= (Bold|Tough|Pierce)\((\d+)\) \[EOT\]",
         lambda m: f"c:grant_each_named({s(m[1])}, \"{m[2]}\", {m[3]})" if m[1] in G.CARD_NAMES else None),
        (r"SCRAP Upgrades from SELF", lambda m: "c:scrap_own_upgrades()"),
        (r"OPT PLAY \{(OR|BL|WH|GR|BK)\} card", lambda m: f"c:play_card_from_hand(\"{m[1]}\")"),
        (r"RETURN card HAS no icon <-own_scrap ->own_hand", lambda m: "c:return_scrap_where(TC.no_icon, \"card with no icon\")"),
        (r"REVEAL own_deck\.top\(1\) ; OPT PLAY IT", lambda m: "c:reveal_top_play(TC.is_battle_play)"),
        (r"RETURN card HAS exactly (\d+) stars <-own_scrap ->own_hand",
         lambda m: f"c:return_scrap_where(TC.stars_exactly({m[1]}), \"card with exactly {m[1]} stars\")"),
        (r"PUT (Weapon|Armor|Utility) or (Weapon|Armor|Utility) <-own_scrap onto SELF",
         lambda m: f"c:scrap_to_upgrade({{ \"{m[1].lower()}\", \"{m[2].lower()}\" }})"),
        (r"REVEAL own_deck\.top\((\d+)\) ; PUT Upgrades from among them ->own_hand ; SCRAP rest",
         lambda m: f"c:reveal_take({m[1]}, TC.is_upgrade)"),
        (r"PER card @opp_scrap w/>= \{([A-Z+]+)\}, repair (\d+) <- SELF",
         lambda m: f"c:repair(c:char(), {m[2]} * c:opp_scrap_count({icon_req(m[1])}))" if icon_req(m[1]) else None),
        (r"PER card @opp_scrap w/>= \{([A-Z+]+)\}, OPP CHOOSE opp_char & dmg (\d+) -> IT",
         lambda m: (f"for _ = 1, c:opp_scrap_count({icon_req(m[1])}) do c:opp_chooses_damage({m[2]}) end"
                    if icon_req(m[1]) else None)),
        (r"OPP SCRAP number cards from top opp_deck == SELF's DEF total",
         lambda m: "c:opp_mill(TC.defense(c.g, c:char()))"),
        (r"OPP SCRAP opp_deck\.top\((\d+)\)", lambda m: f"c:opp_mill({m[1]})"),
        (r"OPT MOVE (Weapon|Armor) from own_char -> another one", lambda m: f"c:move_own_upgrade(\"{m[1].lower()}\")"),
        (r"OPT MOVE Upgrade from own_other_char -> SELF one", lambda m: "c:move_upgrade_to_self(true)"),
        (r"RETURN Upgrade on enemy -> owner's hand", lambda m: "c:return_upgrade(c:opp())"),
        (r"RETURN [Uu]pgrades on character -> owner's hand", lambda m: "c:return_upgrades(c:any_char())"),
        (r"RETURN one (?:DEFENDER's|defending character's) Upgrades -> owner's hand",
         lambda m: "c:return_upgrade(nil, c:defender())"),
        (r"PEEK opp_hand & SCRAP (Action|Upgrade) from IT", lambda m: f"c:peek_opp_hand_scrap(TC.is_{m[1].lower()})"),
        (r"TAP each_enemy", lambda m: "c:tap_each_enemy()"),
        (r"dmg (\d+) -> each non-defending enemy",
         lambda m: f"c:damage_each_enemy_where({m[1]}, function(g, x) return x ~= TC.defender(g) end)"),
        (r"dmg (\d+) -> enemy NOT (\w+) or (\w+)",
         lambda m: (f"c:damage(c:enemy_where(function(g, x) return not TC.answers_to(g, x, {s(m[2])}) "
                    f"and not TC.answers_to(g, x, {s(m[3])}) end), {m[1]})")),
        (r"dmg (\d+) -> enemy \[(bot|alt)\]",
         lambda m: f"c:damage(c:enemy_where(function(g, x) return TC.mode_name(g, x) == \"{m[2]}\" end), {m[1]})"),
        (r"(\d+) damage -> SELF", lambda m: f"c:damage(c:char(), {m[1]})"),
        (r"FLIP SELF ->(alt|bot)", lambda m: f"c:flip_self_to(\"{m[1]}\")"),
        (r"FLIP HOST -> another mode", lambda m: "c:flip_self()"),
        (r"UNTAP character", lambda m: "c:untap(c:char())"),
        (r"SCRAP enemy Weapon, Armors?, or Utilit(?:y|ies)", lambda m: "c:scrap_enemy_upgrade()"),
        (r"OPP CHOOSE one Upgrades & SCRAP IT", lambda m: "c:opp_scraps_upgrade()"),
        (r"draw\((\d+)\) PER character HAS @bf \[bot\] or body mode",
         lambda m: f"c:draw({m[1]} * c:count_own(nil, false, {{ bot = true, body = true }}))"),
        (r"draw\((\d+)\) PER character HAS @bf", lambda m: f"c:draw({m[1]} * c:count_own())"),
        (r"each_own_char \+= (ATK|DEF)\+(\d+) \[EOT\] PER Upgrade on IT",
         lambda m: f"c:boost_each_own_per_upgrade(\"{m[1].lower()}\", {m[2]})"),
        (r"dmg (\d+) -> EACH (\w+)", lambda m: f"c:damage_each_trait({m[1]}, {s(m[2])})" if m[2] != "character" else None),
        (r"IF HAS < (\d+) cards @hand, draw cards == difference", lambda m: f"c:draw_up_to({m[1]})"),
        (r"OPP CHOOSE (\d+) cards <-opp_hand & SCRAP rest", lambda m: f"c:opp_keeps({m[1]})"),
        (r"OPP CHOOSE (\d+) cards <-opp_hand & REVEAL them ; SCRAP one them", lambda m: f"c:opp_shows_scrap_one({m[1]})"),
        (r"OPT PLAY Secret Action", lambda m: "c:play_secret_from_hand()"),
        (r"OPT PLAY Secret Action ; OPT PLAY another Secret Action",
         lambda m: "c:play_secret_from_hand(); c:play_secret_from_hand()"),
        (r"SCRAP own_deck\.top\((\d+)\) ; PUT Upgrades scrapped SELF way ->own_hand",
         lambda m: f"c:mill_take({m[1]}, TC.is_upgrade)"),
        (r"SCRAP own_deck\.top\(1\) ; IF IT's (Upgrade|Action), OPT PLAY IT",
         lambda m: f"local x = c:mill(1)[1]; if x and TC.is_{m[1].lower()}(c.g, x) then c:offer_play(x) end"),
        (r"REVEAL own_deck\.top\((\d+)\) ; IF include >= \{([A-Z+]+)\}, PUT them ->own_hand ; OTHERWISE SCRAP them",
         lambda m: f"c:reveal_all_or_none({m[1]}, {icon_req(m[2])})" if icon_req(m[2]) else None),
        (r"CHOOSE own_char & enemy ; dmg (\d+) -> each them",
         lambda m: f"local a, b = c:own_char(), c:enemy(); c:damage(a, {m[1]}); c:damage(b, {m[1]})"),
        (r"draw\((\d+)\) ; if HAS fewer cards @hand than OPP, draw\((\d+)\)",
         lambda m: f"c:draw({m[1]}); if c:hand_size(c:me()) < c:hand_size(c:opp()) then c:draw({m[2]}) end"),
        (r"own_char \+= (ATK|DEF)\+(\d+) \[EOT\] ; IF IT HAS (Weapon|Armor|Utility), INSTEAD IT \+= \1\+(\d+) \[EOT\]",
         lambda m: (f"local x = c:own_char(); if x then c:boost(x, \"{m[1].lower()}\", "
                    f"TC.has_slot(c.g, x, \"{m[3].lower()}\") and {m[4]} or {m[2]}) end")),
        (r"repair (\d+) <- own_char ; IF IT's (\w+), Plan\((\d+)\)",
         lambda m: (f"local x = c:own_char(); c:repair(x, {m[1]}); "
                    f"if x and TC.answers_to(c.g, x, {s(m[2])}) then c:plan({m[3]}) end")),
        (r"dmg (\d+) -> enemy ; IF IT HAS (\d+) Stars fewer, TAP IT",
         lambda m: (f"local x = c:enemy(); c:damage(x, {m[1]}); "
                    f"if x and c:on_bf(x) and (c.g:def(x).stars or 0) <= {m[2]} then c:tap(x) end")),
        (r"CHOOSE own_char ; IF IT (\w+), repair (\d+) <- IT ; IF IT (\w+), draw\((\d+)\)",
         lambda m: (f"local x = c:own_char(); if x and TC.answers_to(c.g, x, {s(m[1].capitalize())}) then "
                    f"c:repair(x, {m[2]}) end; if x and TC.answers_to(c.g, x, {s(m[3].capitalize())}) then c:draw({m[4]}) end")),
        (r"IF\(HAS (\w+) @bf\) => draw\((\d+)\) PER character HAS @bf",
         lambda m: f"if c:has_on_bf({s(m[1])}) then c:draw({m[2]} * c:count_own()) end"),
        (r"IF\(HAS (\w+) character @bf\) => dmg (\d+) -> enemy \[(bot|alt)\]",
         lambda m: (f"if c:has_on_bf({s(m[1])}) then c:damage(c:enemy_where(function(g, x) "
                    f"return TC.mode_name(g, x) == \"{m[3]}\" end), {m[2]}) end")),
    ])

    # ---- conditions of statics (WHILE / ON(cond) => X HAS) ----------------
    G.CONDS.extend([
        (r"HOST battling enemy HAS same number stars as IT",
         lambda m: "TC.foe(g, c) ~= nil and g:def(TC.foe(g, c)).stars == g:def(c).stars"),
        (r"HAS (\w+) in own_scrap", lambda m: f"TC.scrap_has(g, g:controller(c), {s(m[1])})"),
    ])

    # ---- static clauses ------------------------------------------------------
    def relabel(lua, text):
        """A static translated through its WHILE(...) form keeps the data's text."""
        if not lua:
            return None
        m = re.match(r'while_\(("(?:[^"\\]|\\.)*")', lua)
        return f"while_({s(text)}" + lua[m.end():]

    def statics(text, upgrade):
        me = "host" if upgrade else "self"
        m = re.fullmatch(r"SELF HAS (\d+) " + SLOT + r" slots", text)
        if m and not upgrade:
            return f"while_({s(text)}, \"self\", {{ slot_{m[2].lower()} = {int(m[1]) - 1} }}, nil)"
        m = re.fullmatch(r"SELF (\d) Weapon slots, (\d) Armor slots, & (\d) Utility slots", text)
        if m and not upgrade:
            return (f"while_({s(text)}, \"self\", {{ slot_armor = {int(m[2]) - 1}, slot_utility = {int(m[3]) - 1}, "
                    f"slot_weapon = {int(m[1]) - 1} }}, nil)")
        m = re.fullmatch(r"HOST HAS extra " + SLOT + " slot", text)
        if m and upgrade:
            return f"while_({s(text)}, \"host\", {{ slot_{m[1].lower()} = 1 }}, nil)"
        m = re.fullmatch(r"each_own_char HAS stars>=(\d+) HAS (.+)", text)
        if m and G.bonus(m[2]):
            return (f"while_({s(text)}, \"{'team' if upgrade else 'each_own'}\", {G.kw_lua(G.bonus(m[2]))}, "
                    f"function(g, c) return (g:def(c).stars or 0) >= {m[1]} end)")
        m = re.fullmatch(r"([A-Z][a-z]+) HAS (.+)", text)         # "Metroplex HAS Bold(1)": a named teammate
        if m and m[1] in G.CARD_NAMES and G.bonus(m[2]):
            return (f"while_({s(text)}, \"{'team' if upgrade else 'each_own'}\", {G.kw_lua(G.bonus(m[2]))}, "
                    f"function(g, c) return TC.named(g, c, {s(m[1])}) end)")
        m = re.fullmatch(r"each_own:(\w+) HAS (.+)", text)
        if m and upgrade and G.bonus(m[2]):
            return f"while_({s(text)}, \"team\", {G.kw_lua(G.bonus(m[2]))}, function(g, c) return TC.has_trait(g, c, {s(m[1])}) end)"
        m = re.fullmatch(r"WHILE\(SELF on (\w+)\) => each_own_other_char HAS (.+)", text)
        if m and upgrade and G.bonus(m[2]):
            return (f"while_({s(text)}, \"team_other\", {G.kw_lua(G.bonus(m[2]))}, "
                    f"function(g, c, u) return TC.answers_to(g, TC.host(g, u), {s(m[1])}) end)")
        m = re.fullmatch(r"PER\((\S+) HAS @bf\) => HOST HAS (.+)", text)
        if m and upgrade and G.bonus(m[2]):
            return f"while_({s(text)}, \"host\", {G.kw_lua(G.bonus(m[2]))}, nil, per_own({s(m[1])}))"
        m = re.fullmatch(r"SELF HAS (.+) PER any_SecretAction HAS", text)
        if m and G.bonus(m[1]) and not upgrade:
            return f"while_({s(text)}, \"self\", {G.kw_lua(G.bonus(m[1]))}, nil, per_secret)"
        m = re.fullmatch(r"ON\((.+)\) => (SELF|IT|HOST) HAS (.+)", text)   # "ON(SELF HAS Armor) => IT HAS Tough(2)": a static
        if m and not re.search(r"attacks|defends|battles|flip|PLAY|KOd|taps", m[1]):
            return relabel(G.static(f"WHILE({m[1]}) => {m[2]} HAS {m[3]}", upgrade), text)
        return None
    G.STATIC_RULES.append(statics)

    # clauses that start an ability of their own after a keyword clause
    G.STARTS.append(lambda c: bool(re.match(r"(each_own|Metroplex HAS|HOST HAS|After HOST attacks, )", c)))

    # ---- triggers ------------------------------------------------------------
    def body(parts):
        b = G.effects(parts)
        return "; ".join(b) if b else None

    def make(verb, text, code, timing=None, cond=None, it=False):
        fn = f"function(c{', it' if it else ''}) {code} end"
        extra = ""
        if timing or cond:
            extra = f", {s(timing) if timing else 'nil'}" + (f", {cond}" if cond else "")
        return f"{verb}({s(text)}, {fn}{extra})"
    G.make = make                                   # for later passes (gen_tcg_triggers2.py)

    def it_atom(t):
        """Effects naming IT, the character the trigger is about (`it`)."""
        rules = [
            (r"repair (\d+) <- IT", lambda m: f"c:repair(it, {m[1]})"),
            (r"dmg (\d+) -> IT", lambda m: f"c:damage(it, {m[1]})"),
            (r"MOVE (\d+) (?:damage|dmg_ctr) from IT -> DEFENDER", lambda m: f"c:move_damage(it, c:defender(), {m[1]})"),
            (r"OPT MOVE (\d+) dmg_ctr from IT -> SELF", lambda m: f"c:move_damage_opt(it, c:char(), {m[1]})"),
            (r"IT \+= (ATK|DEF)\+(\d+) & (ATK|DEF)\+(\d+) \[EOB\]",
             lambda m: f"c:boost_battle(it, \"{m[1].lower()}\", {m[2]}); c:boost_battle(it, \"{m[3].lower()}\", {m[4]})"),
            (r"IT \+= (Bold|Tough|Pierce)\((\d+)\) \[EOT\]", lambda m: f"c:grant(it, \"{m[1]}\", {m[2]})"),
            (r"IT \+= (ATK|DEF)-(\d+) \[EOT\]", lambda m: f"c:boost(it, \"{m[1].lower()}\", -{m[2]})"),
        ]
        for rx, fn in rules:
            m = re.fullmatch(rx, t.strip())
            if m:
                return fn(m)
        a = G.atom(t)
        return a if a and not re.search(r"\bIT\b", t) else None

    def it_body(parts):
        out = []
        for p in parts:
            a = it_atom(p)
            if a is None:
                return None
            out.append(a)
        return "; ".join(out)

    FLIPPED = r"(?: & flipped>=\{([A-Z+]+)\})?"

    def other_char(g):
        """ON(own:<T> attacks|battles [& flipped>=...]), ON(enemy <T> attacks),
        ON(<Name> attacks), ON(own_other_char attacks): `it` is that character."""
        text = " ; ".join(g)
        m = re.fullmatch(r"ON\((own:([\w -]+?)|own_other_char|enemy (\w+)|([A-Z][a-z]+)) (attacks|battles)" + FLIPPED + r"\) => (.+)", g[0])
        if not m:
            return None
        who, trait = m[1], m[2] or m[3] or m[4]
        if m[4] and m[4] not in G.CARD_NAMES:
            return None
        code = it_body([m[7]] + g[1:])
        if code is None:
            return None
        side = "enemy" if who.startswith("enemy") else "own"
        cond = [f"char_is({s(trait.capitalize() if m[3] else trait)})"] if trait else []
        if who == "own_other_char":
            cond.append("other_than_self()")
        timing = None
        if m[6]:
            if not icon_req(m[6]):
                return None
            cond.append("flipped " + icon_req(m[6]))
            timing = "B4" if m[5] == "attacks" else "B6"
        verb = {("own", "attacks"): "on_own_char_attack", ("enemy", "attacks"): "on_enemy_attack",
                ("own", "battles"): "on_own_char_battle"}.get((side, m[5]))
        if not verb:
            return None
        c = cond[0] if len(cond) == 1 else (f"both({', '.join(cond)})" if cond else None)
        return make(verb, text, code, timing, c, it=True)

    def other_ko(g):
        """ON(own:<T> KOd), ON(enemy KOd), ON(own_other_char KOd during OPP's turn)."""
        m = re.fullmatch(r"ON\((own:(\w+)|enemy|own_other_char) KOd( during OPP's turn)?\) => (.+)", g[0])
        code = m and it_body([m[4]] + g[1:])
        if not code:
            return None
        side = "enemy" if m[1] == "enemy" else "own"
        cond = [f"char_is({s(m[2])})"] if m[2] else []
        if m[3]:
            cond.append("opp_turn()")
        c = cond[0] if len(cond) == 1 else (f"both({', '.join(cond)})" if cond else None)
        return make("on_enemy_ko" if side == "enemy" else "on_own_ko", " ; ".join(g), code, None, c, it=True)

    # Trigger heads: regex -> (verb, timing, condition of the match, how the effect reads IT):
    # the last group is the effect, the clause group's other clauses follow it.  IT: None (the
    # effect does not name it), "it" (the character the trigger is about), or a word it stands
    # for ("HOST": "ON(HOST NOT Ironhide & IT attacks) => dmg 2 -> IT").
    heads = [
        (r"After HOST attacks, (.+)", "on_host_attack", "P1", None, None),
        (r"ON\(FLIP HOST -> another mode\) => (.+)", "on_host_flip", None, None, None),
        (r"ON end_of\(own_turn\) => (.+)", "at_turn_end", None, None, None),
        (r"ON\(upgrade SELF (Weapon|Armor|Utility)\) => (.+)", "on_upgraded", None,
         lambda m: f"upgrade_slot(\"{m[1].lower()}\")", "SELF"),
        (r"ON\(upgrade own:(\w+)\) => (.+)", "on_own_upgraded", None, lambda m: f"host_is({s(m[1])})", None),
        (r"ON\(PUT SELF or another Upgrade on HOST\) => (.+)", "on_host_upgraded", None, None, "HOST"),
        (r"ON\(SELF on ([\w ]+?)(?: character)? & IT attacks\) => (.+)", "on_host_attack", None,
         lambda m: f"host_answers({s(m[1])})", None),
        (r"ON\(HOST NOT (\w+) & IT attacks\) => (.+)", "on_host_attack", None,
         lambda m: f"host_answers({s(m[1])}, true)", "HOST"),
        (r"ON\(host_attacks enemy from different faction\) => (.+)", "on_host_attack", None,
         lambda m: "foe_other_faction()", None),
        (r"ON\(self_attacks enemy HAS (Weapon|Armor|Utility)\) => (.+)", "on_attack", None,
         lambda m: f"foe_has_slot(\"{m[1].lower()}\")", None),
    ]

    def by_heads(table):
        def rule(g):
            for rx, verb, timing, cond, it in table:
                m = re.fullmatch(rx, g[0])
                if not m:
                    continue
                eff = m[m.lastindex]
                if it and it != "it":
                    eff = re.sub(r"\bIT\b", it, eff)
                code = it_body([eff] + g[1:]) if it == "it" else body([eff] + g[1:])
                if code:
                    return make(verb, " ; ".join(g), code, timing, cond(m) if cond else None, it == "it")
            return None
        return rule
    host_triggers = by_heads(heads)

    def played(g):
        """ON(PLAY <kind>), WHEN PLAY Action, ON(OPP plays Action): a card played
        (from hand or by an effect; a moved Upgrade is not played)."""
        text = " ; ".join(g)
        m = re.fullmatch(r"ON\(PLAY BC HAS exactly (\d+) stars\) => (.+)", g[0])
        code = m and body([m[2]] + g[1:])
        if code:
            return make("on_card_played", text, code, None, f"played_stars({m[1]}, \"own\")")
        m = (re.fullmatch(r"ON\(PLAY (Secret Action|Action|Upgrade|\{(?:OR|BL|WH|GR|BK)\} card)\) => (.+)", g[0])
             or re.fullmatch(r"WHEN PLAY (Action), (.+)", g[0]))
        who = "own"
        if not m:
            m = re.fullmatch(r"ON\(OPP plays (Action)\) => They CHOOSE opp_char & (dmg \d+) -> IT", g[0])
            if not m or len(g) > 1:
                return None
            return make("on_card_played", text, f"c:opp_chooses_damage({m[2].split()[1]})", None,
                        "played_is(\"Action\", \"opp\")")
        parts = [re.sub(r"^THIS_CARD \+=", "SELF +=", m[2])] + g[1:]
        code = body(parts)
        if not code:
            return None
        k = m[1]
        kind = f"\"{k[1:3]}\"" if k.startswith("{") else s(k)
        return make("on_card_played", text, code, None, f"played_is({kind}, \"{who}\")")

    def cond_flip(g):
        """ON(flip_to_mode & <hand or board condition>) => ..."""
        text = " ; ".join(g)
        conds = [
            (r"ON\(flip_to_mode & HAS no cards @hand\) => (.+)", lambda m: "hand_at_most(0)"),
            (r"ON\(flip_to_mode & HAS < (\d+) cards @hand\) => (.+)", lambda m: f"hand_at_most({int(m[1]) - 1})"),
            (r"ON\(HAS (\d+) or_more cards @hand & flip_to_mode\) => (.+)", lambda m: f"with_hand({m[1]})"),
            (r"ON\(flip_to_mode & HAS (\w+) @bf\) => (.+)", lambda m: f"on_bf({s(m[1])})"),
        ]
        for rx, fn in conds:
            m = re.fullmatch(rx, g[0])
            if not m:
                continue
            eff = m[m.lastindex]
            if eff == "Draw cards == difference" and m.re.pattern.startswith(r"ON\(flip_to_mode & HAS <"):
                return make("on_flip", text, f"c:draw_up_to({m[1]})", None, fn(m))
            code = body([eff] + g[1:])
            return make("on_flip", text, code, None, fn(m)) if code else None
        return None

    def static_in_trigger(g):
        """"ON(flip_to_mode) => OPP CHOOSE one <Faction> & dmg 1 -> IT ; SELF HAS ATK+3 while
        attacking <Faction>": a trigger, then a static of the same mode."""
        m = re.fullmatch(r"ON\(flip_to_mode\) => OPP CHOOSE one (\w+) & dmg (\d+) -> IT", g[0])
        if not m or len(g) != 2:
            return None
        st = re.fullmatch(r"SELF HAS (.+) while attacking (\w+)", g[1])
        if not st or not G.bonus(st[1]):
            return None
        trait = m[1]
        return [make("on_flip", g[0], f"c:opp_chooses_damage_of({m[2]}, {s(trait)})"),
                relabel(G.static(f"WHILE(SELF attacking {st[2]}) => SELF HAS {st[1]}", False), g[1])]

    G.GROUP_RULES.extend([other_char, other_ko, host_triggers, played, cond_flip, static_in_trigger])
    install_second(G, make, body, by_heads)

    # "ON(self_attacks & flipped>={...}) => FLIP SELF ->alt after attack" reads like "after battle"
    G.AFTER_WORDS.append(" after attack")


def install_second(G, make, body, by_heads):
    """The rules' second batch: clauses that continue the one before (IF
    CANNOT, IF IT's ..., OTHERWISE), flip-result conditions (colours,
    counts), taps and damage of other characters, KO'd characters that
    flip, combat limits (flip caps, no Pierce, any defender), delayed
    end-of-turn effects, and a few more effects."""
    s = G.lua_str
    G.CONTINUES.append(lambda c: bool(re.match(r"IF (CANNOT|they CANNOT|IT|IT's|didn't|enemy HAS \d+ DEF)\b|OTHERWISE", c)))
    pred = {"Action": "TC.is_action", "Upgrade": "TC.is_upgrade"}
    G.ATOMS.extend([
        (r"SCRAP enemy (Weapon|Armor|Utility) ; IF CANNOT, draw\((\d+)\)",
         lambda m: f"if not c:scrap_enemy_slot(\"{m[1].lower()}\") then c:draw({m[2]}) end"),
        (r"OPP CHOOSE card <-opp_hand & SCRAP IT ; IF they CANNOT, draw\((\d+)\)",
         lambda m: f"if c:hand_size(c:opp()) == 0 then c:draw({m[1]}) else c:opp_scraps_from_hand(1) end"),
        (r"(REVEAL|PEEK) own_deck\.top\(1\) ; IF IT's (Action|Upgrade), OPT PLAY IT",
         lambda m: f"c:top_may_play({pred[m[2]]}, {'true' if m[1] == 'REVEAL' else 'false'})"),
        (r"REVEAL own_deck\.top\(1\) ; IF IT HAS icon >= (\d+) different colors, OPT PLAY IT",
         lambda m: f"c:top_may_play(function(g, x) return TC.colors(g, x) >= {m[1]} end, true)"),
        (r"REVEAL own_deck\.top\(1\) ; IF IT's (Armor|Weapon|weapon|armor), PLAY IT onto HOST",
         lambda m: f"c:top_play_onto(\"{m[1].lower()}\")"),
        (r"REVEAL own_deck\.top\(1\) ; IF IT's \{(OR|BL|WH|GR|BK)\} card, draw\((\d+)\) ; OTHERWISE, draw\((\d+)\)",
         lambda m: f"local x = c:reveal_top(); c:draw(x and TC.has_icon(c.g, x, \"{m[1]}\") and {m[2]} or {m[3]})"),
        (r"OPP REVEAL card at random <-opp_hand ; IF IT's (Action|Upgrade), SCRAP IT",
         lambda m: f"local x = c:opp_reveal_random(); if x and {pred[m[1]]}(c.g, x) then c:scrap_card(x) end"),
        (r"own_char \+= ATK\+(\d+) \[EOT\] ; IF IT shares trait SELF, IT \+= ATK\+(\d+) \[EOT\] INSTEAD",
         lambda m: f"local x = c:own_char(); if x then c:boost(x, \"atk\", c:shares_trait(x) and {m[2]} or {m[1]}) end"),
        (r"dmg (\d+) -> enemy ; IF enemy HAS (\d+) DEF or_more, dmg (\d+) -> IT INSTEAD",
         lambda m: f"local x = c:enemy(); if x then c:damage(x, TC.defense(c.g, x) >= {m[2]} and {m[3]} or {m[1]}) end"),
        (r"SELF \+= Pierce\((\d+)\) until after attack", lambda m: f"c:combat_bonus(\"c_pierce\", {m[1]})"),
        (r"OPP CHOOSE one thier (Weapon|Armor|Utility)s & SCRAP IT", lambda m: f"c:opp_scraps_upgrade(\"{m[1].lower()}\")"),
        (r"CHOOSE icon color ; PEEK opp_hand & SCRAP card from IT HAS icon color",
         lambda m: "local icon = c:choose_color(); c:peek_opp_hand_scrap(function(g, x) return TC.has_icon(g, x, icon) end)"),
        (r"OPP REVEAL opp_deck\.top\((\d+)\) ; OPT HAS OPP SCRAP those cards", lambda m: f"c:opp_reveal_top_may_scrap({m[1]})"),
        (r"RETURN <=(\d+) Secret Actions HAS different names <-own_scrap ->own_hand", lambda m: f"c:return_secrets({m[1]})"),
        (r"RETURN card lets Plan <-own_scrap ->own_hand", lambda m: "c:return_scrap_where(TC.has_plan, \"card with Plan\")"),
        (r"PEEK own_deck\.top\((\d+)\) ; OPT REVEAL Secret Action from among them & PUT IT ->own_hand ; PUT rest back on top in order",
         lambda m: f"c:peek_take_secret({m[1]})"),
        (r"MOVE Upgrade from enemy -> another enemy", lambda m: "c:move_enemy_upgrade()"),
        (r"draw\((\d+)\), SCRAP enemy Upgrade, & OPP CHOOSE card <-opp_hand & SCRAP IT",
         lambda m: f"c:draw({m[1]}); c:scrap_enemy_upgrade(); c:opp_scraps_from_hand(1)"),
        (r"OPT PLAY \{(OR|BL|WH|GR|BK)\} (Weapon|Armor|Utility) <-own_scrap onto SELF",
         lambda m: f"c:play_from_scrap(\"{m[1]}\", \"{m[2].lower()}\")"),
        (r"CHOOSE own_char ; IF IT's (\w+), OPP CHOOSE (\d+) cards <-opp_hand & SCRAP them ; IF IT's (\w+), OPP CHOOSE opp_char & dmg (\d+) -> IT",
         lambda m: (f"local x = c:own_char(); if x and TC.answers_to(c.g, x, {s(m[1])}) then c:opp_scraps_from_hand({m[2]}) end; "
                    f"if x and TC.answers_to(c.g, x, {s(m[3])}) then c:opp_chooses_damage({m[4]}) end")),
        (r"EACH_PLAYER REVEAL hands & SCRAP upgrades from IT", lambda m: "c:each_reveal_scrap_upgrades()"),
        (r"EACH_PLAYER CHOOSE Weapon on opp_char & SCRAP IT ; EACH_PLAYER CHOOSE card in hand & SCRAP IT",
         lambda m: "c:each_scrap_enemy_weapon(); c:each_scrap_from_hand()"),
        (r"own_char \+= ATK\+(\d+) \[EOT\] ; @turn_end, dmg (\d+) -> IT",
         lambda m: f"local x = c:own_char(); c:boost(x, \"atk\", {m[1]}); c:at_turn_end(x, \"dmg\", {m[2]})"),
        (r"own_char \+= ATK\+(\d+) \[EOT\] ; KO\(IT\) @turn_end",
         lambda m: f"local x = c:own_char(); c:boost(x, \"atk\", {m[1]}); c:at_turn_end(x, \"ko\")"),
        (r"own_char \+= ATK\+(\d+) \[EOT\] ; IT may_target_untapped\[turn\]",
         lambda m: f"local x = c:own_char(); c:boost(x, \"atk\", {m[1]}); c:may_target_untapped(x)"),
        (r"SELF may_target_untapped\[turn\]", lambda m: "c:may_target_untapped(c:char())"),
        (r"OPT KO own_other_char ; => if_done: SELF \+= ATK\+(\d+) \[EOT\] OR repair (\d+) <- SELF",
         lambda m: (f"if c:ko_own(nil, true) then c:choose_one({{ {{ \"SELF += ATK+{m[1]} [EOT]\", function() "
                    f"c:boost(c:char(), \"atk\", {m[1]}) end }}, {{ \"repair {m[2]} <- SELF\", function() c:repair(c:char(), {m[2]}) end }} }}) end")),
        (r"OPT KO own:(\w+) ; => if_done: TAP enemy HAS stars<=(\d+)",
         lambda m: (f"if c:ko_own({s(m[1])}) then c:tap(c:enemy_where(function(g, x) "
                    f"return (g:def(x).stars or 0) <= {m[2]} end)) end")),
        (r"dmg\(X\) -> ATTACKER == # Upgrades on attacker",
         lambda m: "local a = c:attacker(); if a then c:damage(a, #TC.upgrades_of(c.g, a)) end"),
        (r"FLIP character ->(alt|bot)", lambda m: f"c:flip_to(c:defender(), \"{m[1]}\")"),
        (r"EACH_PLAYER CANNOT FLIP > (\d+) BC during \[battle\]", lambda m: f"c:flip_cap(1, {m[1]}); c:flip_cap(2, {m[1]})"),
        (r"OPP CANNOT FLIP > (\d+) BC during \[battle\]", lambda m: f"c:flip_cap(c:opp(), {m[1]})"),
        (r"OPT FLIP character @own_KO ->other_mode", lambda m: "c:flip_ko_char()"),
        (r"OPT FLIP (\w+) @own_KO (bot|alt)->(bot|alt) ; => if_done: FLIP IT back ->(bot|alt)",
         lambda m: f"local x = c:flip_ko_char({s(m[1])}, \"{m[2]}\", \"{m[3]}\"); if x then c:flip_to(x, \"{m[4]}\") end"),
        (r"IF flipped >= \{([A-Z+]+)\}, SCRAP THIS_CARD ; IF didn't, HOST \+= ATK\+(\d+) \[EOT\] PER \{(WH|OR|BL|BK|GR)\} flipped",
         lambda m: (f"if c:flipped_at_least({icon_req(m[1])}) then c:scrap_self(false) else "
                    f"c:boost(c:char(), \"atk\", {m[2]} * c:flipped_count(\"{m[3]}\")) end") if icon_req(m[1]) else None),
        (r"PEEK own_deck\.top\(1\) ; OPT SCRAP IT", lambda m: "c:peek(1); c:may_scrap_top()"),
        (r"SELF \+= DEF\+(\d+) \[EOB\] PER \{(WH|OR|BL|BK|GR)\} flipped",
         lambda m: f"c:boost_battle(c:char(), \"def\", {m[1]} * c:flipped_count(\"{m[2]}\"))"),
        (r"IT \+= DEF\+(\d+) \[EOB\] PER \{(WH|OR|BL|BK|GR)\} FLIP, up -> DEF\+(\d+)",
         lambda m: f"c:boost_battle(c:char(), \"def\", math.min({m[3]}, {m[1]} * c:flipped_count(\"{m[2]}\")))"),
        (r"SELF \+= DEF\+(\d+) \[EOB\] PER different color among icon flipped",
         lambda m: f"c:boost_battle(c:char(), \"def\", {m[1]} * c:flipped_colors())"),
        (r"SELF \+= Pierce\((\d+)\) \[EOB\] PER different color among icon flipped",
         lambda m: f"c:combat_bonus(\"c_pierce\", {m[1]} * c:flipped_colors())"),
        (r"UNTAP IT", lambda m: "c:untap(c:char())"),
        (r"dmg\(X\) -> enemy == # (Weapon|Armor|Utility)s HAS @bf", lambda m: f"c:damage_enemy(c:own_slot_count(\"{m[1].lower()}\"))"),
        (r"OPT SCRAP cards <-own_hand == # stars on DEFENDER ; => if_done: KO DEFENDER",
         lambda m: "local d = c:defender(); if d and c:scrap_n_from_hand(c.g:def(d).stars or 0) then c:ko(d) end"),
        (r"RETURN Upgrade on character -> owner's hand", lambda m: "c:return_upgrade(0)"),
    ])
    G.CONDS.extend([
        (r"HOST attacking (\w+) (\w+)",
         lambda m: (f"TC.attacker(g) == c and TC.defender(g) ~= nil and TC.has_trait(g, TC.defender(g), {s(m[1])}) "
                    f"and TC.has_trait(g, TC.defender(g), {s(m[2])})")),
    ])

    def statics(text, upgrade):
        if upgrade:
            m = re.fullmatch(r"ON\(HOST attacking\) => IT HAS (Pierce)\((\d+)\) attack PER blue icon FLIP", text)
            if m:
                return (f"while_({s(text)}, \"host\", {{ Pierce = {m[2]} }}, function(g, c) return TC.attacker(g) == c end, "
                        f"per_flipped(\"BL\"))")
            return None
        m = re.fullmatch(r"SELF's (?:ATK|Power) == # (cards HAS @hand|dmg_ctr on IT)", text)
        if m:
            per = "per_hand" if m[1].startswith("cards") else "per_damage"
            return f"while_({s(text)}, \"self\", {{ atk = 1 }}, nil, {per})"
        return None
    G.STATIC_RULES.append(statics)

    FLIP_TIMING = {"self_attacks": ("on_attack", "B4"), "self_defends": ("on_defend", "B6"),
                   "self_battles": ("on_battle", "B6"), "host_attacks": ("on_host_attack", "B4"),
                   "host_attacks or defends": ("on_host_battle", "B6")}

    def flip_results(g):
        """ON(<who> & flipped>=N different icon | icon exactly N different colors | flipped_any) and
        ON(self_defends|attacks enemy HAS more Stars than IT & flipped_any), ON(self_defends against
        A, B, or C, & flipped>={XX}): resolved after the flips (B4 / B6)."""
        text = " ; ".join(g)
        m = re.fullmatch(r"ON\((self_attacks|self_battles) & flipped>=(?:(\d+) different icon|icon exactly (\d+) different colors)\) => (.+)", g[0])
        if m:
            code = body([m[4]] + g[1:])
            verb, timing = FLIP_TIMING[m[1]]
            cond = f"flipped_colors({m[2]}, false)" if m[2] else f"flipped_colors({m[3]}, true)"
            return make(verb, text, code, timing, cond) if code else None
        m = re.fullmatch(r"ON\((self_attacks|self_defends|host_attacks) (?:enemy HAS more Stars than IT )?& flipped_any\) => (.+)", g[0])
        if m:
            code = body([m[2]] + g[1:])
            verb, timing = FLIP_TIMING[m[1]]
            cond = "flipped_colors(1, false)"
            if "more Stars" in g[0]:
                cond = "both(flipped_colors(1, false), foe_more_stars())"
            return make(verb, text, code, timing, cond) if code else None
        m = re.fullmatch(r"ON\(self_defends against ((?:\w+, )+\w+), or (\w+), & flipped>=\{([A-Z+]+)\}\) => (.+)", g[0])
        if m and icon_req(m[3]):
            code = body([m[4]] + g[1:])
            words = [w.capitalize() for w in m[1].split(", ") + [m[2]]]
            cond = f"both(foe_any({{ {', '.join(s(w) for w in words)} }}), flipped {icon_req(m[3])})"
            return make("on_defend", text, code, "B6", cond) if code else None
        return None

    more_heads = [
        (r"COST\(TAP_ABILITY ?=>\) => (.+)", "tap_ability", None, None, None),     # a tap ability with no other cost
        (r"ON\(SELF @own_KO & flip_to_mode\) => (.+)", "on_ko_flip", None, None, None),
        (r"ON\(SELF HAS \{(OR|BL|WH|GR|BK)\} Upgrade & flip_to_mode\) => (.+)", "on_flip", None,
         lambda m: f"upgrade_icon(\"{m[1]}\")", None),
        (r"ON\(host_attacks & HAS (\d+) ATK or_less\) => (.+)", "on_host_attack", None,
         lambda m: f"attack_at_most({m[1]})", None),
        (r"ON\(host_attacks or defends\) => (.+)", "on_host_battle", None, None, None),
        (r"ON\(own:([\w -]+?) taps\) => (.+)", "on_own_tap", None, lambda m: f"char_is({s(m[1])})", "it"),
        (r"ON\(enemy stars([<>])IT\.stars taps\) => (.+)", "on_enemy_tap", None,
         lambda m: f"stars_than_self(\"{m[1]}\")", "it"),
        (r"ON\(enemy takes NA_dmg\) => (.+)", "on_enemy_damaged", None, lambda m: "non_attack()", "it"),
        (r"ON\(PLAY third Action during turn\) => (.+)", "on_card_played", None,
         lambda m: "both(played_is(\"Action\", \"own\"), nth_action(3))", None),
    ]

    G.GROUP_RULES.extend([flip_results, by_heads(more_heads)])
