"""gen_tcg_effects2.py -- round 5's notation rules for effects (not triggers).

gen_tcg_cards.py hooks this module in with install(G), as it does
gen_tcg_more.py: effect atoms ("CHOOSE ..." and "FLIP ..." sequences, the
starting team's conditions, plays counted by name), Actions that cost
something to play (ACTION_RULES: the play's `req` refuses the option while
the cost cannot be paid), "PLAY_REQ(you've played "X" [turn])", the
Omnibots' first-turn plays and two statics.  The verbs are in
scripts/transformers-tcg/effects2.lua.  The rule of the first passes
holds: a clause is translated whole or not at all, and nothing is guessed.
"""
import re

SLOT = r"(Weapon|Armor|Utility)"
FACTION = r"(Autobot|Decepticon)s?"


def install(G):
    s = G.lua_str

    def mode_is(*names):
        test = " or ".join(f"TC.mode_name(g, x) == \"{n}\"" for n in names)
        return f"function(g, x) return {test} end"

    def start_team(m):
        e = G.atom(m[3])
        return f"if c:start_team(\"{m[1]}\", \"{m[2]}\") then {e} end" if e else None

    G.ATOMS.extend([
        # the starting team: "was Autobots" (all of them), "had Autobot characters" (one)
        (r"IF\(start_team (was|had) " + FACTION + r"(?: characters)?\) => (.+)", start_team),
        (r"OPP CHOOSE opp_char & does one damage -> IT ; IF\(start_team was " + FACTION
         + r"\) => OPP does 1 more damage -> chosen character",
         lambda m: (f"local x = c:pick(c:opp(), \"Choose one of your characters to take 1 damage\", "
                    f"TC.characters(c.g, c:opp())); c:damage(x, 1); "
                    f"if x and c:on_bf(x) and c:start_team(\"was\", \"{m[1]}\") then c:damage(x, 1) end")),
        # plays counted by name this turn (the played area)
        (r"IF\(SELF third \"?[^\")]+\"? you've played \[turn\]\) => (.+)",
         lambda m: f"if c:played_self_count() == 3 then {G.atom(m[1])} end" if G.atom(m[1]) else None),
        (r"OPT PLAY another War Attrition", lambda m: "c:play_named(\"War Of Attrition\")"),
        (r"PER\(\"([^\"]+)\" you've played \[turn\]\) => own_char \+= (Bold|Tough|Pierce)\((\d+)\) \[EOT\]",
         lambda m: f"c:grant(c:own_char(), \"{m[2]}\", {m[3]} * c:played_named({s(m[1])}))"),
        # CHOOSE ...
        (r"CHOOSE enemy ; MOVE (\d+) dmg_ctr from each_own:(\w+) -> enemy",
         lambda m: f"local e = c:enemy(); if e then c:move_damage_each_own({s(m[2])}, e, {m[1]}) end"),
        (r"CHOOSE enemy \[(bot|alt)\] ; OPP FLIP IT too (alt|bot) mode",
         lambda m: f"c:opp_flip_to(c:enemy_where({mode_is(m[1])}), \"{m[2]}\")"),
        (r"CHOOSE mode ; dmg (\d+) -> EACH character in mode", lambda m: f"c:damage_each_in_chosen_mode({m[1]})"),
        (r"CHOOSE own:(\w+), IT \+= ATK\+(\d+) \[EOT\] ; CHOOSE enemy (\w+) IT \+= DEF-(\d+) \[EOT\]",
         lambda m: (f"c:boost(c:own_answering({s(m[1])}), \"atk\", {m[2]}); "
                    f"c:boost(c:enemy_where(function(g, x) return TC.answers_to(g, x, {s(m[3])}) end), \"def\", -{m[4]})")),
        (r"CHOOSE own_char ; OPT PLAY Weapon, Armor, & Utility onto IT",
         lambda m: ("local x = c:own_char(); if x then for _, slot in ipairs({ \"weapon\", \"armor\", \"utility\" }) do "
                    "c:play_upgrade_from_hand(nil, slot, x) end end")),
        (r"CHOOSE 2 characters ; IF they share trait, repair (\d+) <- each them",
         lambda m: (f"local a, b = c:two_characters(); if a and b and TC.share_trait(c.g, a, b) then "
                    f"c:repair(a, {m[1]}); c:repair(b, {m[1]}) end")),
        (r"CHOOSE_ONE\(characters\) => IT \+= ATK\+(\d+) \[EOT\] PER " + FACTION + r" ([\w-]+) @own_KO ; "
         r"IF HAS (\w+) @bf, chosen character also \+= (Bold|Tough|Pierce)\((\d+)\) \[EOT\]",
         lambda m: (f"local x = c:any_char(); if x then c:boost(x, \"atk\", {m[1]} * c:ko_count(\"{m[2]}\", {s(m[3])})); "
                    f"if c:has_on_bf({s(m[4])}) then c:grant(x, \"{m[5]}\", {m[6]}) end end")),
        # FLIP ...
        (r"FLIP each_own_char from bot mode -> (\w+) mode ; for each_own:(\w+) NOT upgraded Amor, PUT Armor on IT from scape pile",
         lambda m: (f"c:flip_each_own_to(\"bot\", {s(m[1])}); c:armor_each_own_from_scrap({s(m[2])})"
                    if m[2] in (m[1], m[1] + "s") else None)),
        (r"FLIP own:(\w+) ->(bot|alt) ; FLIP IT back ->(bot|alt)",
         lambda m: f"c:flip_own_there_and_back({s(m[1])}, \"{m[2]}\", \"{m[3]}\")"),
        (r"FLIP own_char -> another mode ; FLIP IT -> another mode", lambda m: "c:flip_own_twice()"),
        # the deck and Upgrades
        (r"SCRAP own_deck\.top\(1\) ; OPT PLAY card ; SCRAP another card from top own_deck ; OPT PLAY card",
         lambda m: "c:mill_may_play(); c:mill_may_play()"),
        # "Unleashed Potential": the card "Unleash Potential", whose text names this one ("Ancient Wisdom")
        (r"SCRAP own_deck\.top\((\d+)\) ; PUT Action & Upgrade scrapped SELF way ->own_hand ; OPT PLAY Unleashed Potential",
         lambda m: f"c:mill_take({m[1]}, TC.is_battle_play); c:play_named(\"Unleash Potential\")"),
        (r"SCRAP Upgrades ; repair (\d+) <- each character PER Upgrade scrapped from IT", lambda m: f"c:salvage({m[1]})"),
        (r"OPT PLAY " + SLOT + r" onto own:(\w+)", lambda m: f"c:play_slot_onto(\"{m[1].lower()}\", {s(m[2])})"),
    ])

    # ---- statics -----------------------------------------------------------
    def statics(text, upgrade):
        m = re.fullmatch(r"HOST HAS ATK\+(\d+) for each_own_other:tapped (\w+)", text)
        if m and upgrade:
            return f"while_({s(text)}, \"host\", {{ atk = {m[1]} }}, nil, per_own_other_tapped({s(m[2])}))"
        if text == "enemies CANNOT repaired" and not upgrade:
            return f"denies({s(text)}, {{ \"repair\" }})"
        return None
    G.STATIC_RULES.append(statics)

    # ---- abilities of a group ------------------------------------------------
    def first_turn(g):
        """ON start_of(own_first_turn) => X: the player's first turn (the game's turn 1 or 2)."""
        m = re.fullmatch(r"ON start_of\(own_first_turn\) => (.+)", g[0])
        b = m and G.effects([m[1]] + g[1:])
        if not b:
            return None
        return f"at_turn_start({s(' ; '.join(g))}, function(c) " + "; ".join(b) + " end, nil, own_first_turn())"

    def play_req(g):
        """PLAY_REQ(you've played "X" [turn]): playable only after X this turn."""
        m = re.fullmatch(r"PLAY_REQ\(you've played \"([^\"]+)\" \[turn\]\)", g[0])
        if not m or len(g) > 1 or m[1] not in G.CARD_NAMES:
            return None
        return f"play_req({s(g[0])}, played_this_turn({s(m[1])}))"
    G.GROUP_RULES.extend([first_turn, play_req])

    # ---- Actions with a cost: COST(X) => Y --------------------------------
    # cost -> (req, pay): pay sets `x` (a character) or `u, h, slot` (an Upgrade scrapped, its
    # character and slot); the effect then names them.
    def tap_test(trait, stars):
        parts = []
        if trait:
            parts.append(f"TC.answers_to(g, x, {s(trait)})")
        if stars:
            parts.append(f"(g:def(x).stars or 0) >= {stars}")
        return "function(g, x) return " + " and ".join(parts) + " end"

    def cost(text):
        m = re.fullmatch(r"TAP own:untapped (?:(\w+?)s? )?(?:characters )?HAS stars>=(\d+)", text)
        if m:
            t = tap_test(m[1] if m[1] != "character" else None, m[2])
            return f"tap_cost({t})", f"local x = c:tap_own_where({t})"
        m = re.fullmatch(r"TAP own:untapped (\w+) characters", text)
        if m:
            t = tap_test(m[1], None)
            return f"tap_cost({t})", f"local x = c:tap_own_where({t})"
        m = re.fullmatch(r"TAP own_char \[(\w+)\]", text)
        if m:
            return f"tap_cost({mode_is(m[1])})", f"local x = c:tap_own_where({mode_is(m[1])})"
        m = re.fullmatch(r"FLIP own_char (bot|alt)->(bot|alt)", text)
        if m:
            return (f"flip_cost(\"{m[1]}\", \"{m[2]}\")",
                    f"local x = c:pick(c:me(), \"Flip which character (the cost)?\", c:own_in_mode(\"{m[1]}\", \"{m[2]}\")); "
                    f"if x and not c:flip_to(x, \"{m[2]}\") then x = nil end")
        up = {"SCRAP Upgrade from character": ("function() return true end", "false"),
              "SCRAP Weapon or Armor": ("function(g, u) local sl = TC.slot_of(g, u) return sl == \"weapon\" or sl == \"armor\" end",
                                        "false"),
              "SCRAP own:Upgrades": ("function() return true end", "true")}
        if text in up:
            t, own = up[text]
            return f"upgrade_cost({t}, {own})", f"local u, h, slot = c:scrap_upgrade_where({t}, {own})"
        return None

    EFFECTS = [
        (r"draw\((\d+)\)", "x", lambda m: f"c:draw({m[1]})"),
        (r"dmg (\d+) -> enemy", "x", lambda m: f"c:damage_enemy({m[1]})"),
        (r"TAP untapped enemy character HAS same number stars or_fewer", "x",
         lambda m: ("c:tap(c:enemy_where(function(g, y) return not TC.tapped(g, y) and "
                    "(g:def(y).stars or 0) <= (g:def(x).stars or 0) end))")),
        (r"TAP enemy HAS stars<=(\d+) & \[bot\] or body mode", "x",
         lambda m: (f"c:tap(c:enemy_where(function(g, y) return (g:def(y).stars or 0) <= {m[1]} and "
                    f"(TC.mode_name(g, y) == \"bot\" or TC.mode_name(g, y) == \"body\") end))")),
        (r"MOVE (\d+) dmg_ctr from IT -> enemy \[(alt|bot)\]", "x",
         lambda m: f"c:move_damage(x, c:enemy_where({mode_is(m[2])}), {m[1]})"),
        (r"repair (\d+) <- character", "u", lambda m: f"c:repair(h, {m[1]})"),
        (r"owner draws card", "u", lambda m: "TC.draw(c.g, c.g:owner(u), 1)"),
        (r"SCRAP <=(\d+) enemy Upgrades same type as scrapped Upgrade", "u",
         lambda m: f"c:scrap_enemy_upgrades_upto({m[1]}, slot)"),
    ]

    def costed_action(text):
        m = re.fullmatch(r"COST\((.+?)\) => (.+)", text)
        c = m and cost(m[1])
        if not c:
            return None
        for rx, var, fn in EFFECTS:
            e = re.fullmatch(rx, m[2])
            if e and (var == "u") == ("local u" in c[1]):
                body = f"{c[1]}; if {var} then {fn(e)} end"
                return f"{{ text = {s(text)}, req = {c[0]}, run = function(c) {body} end }}"
        return None
    G.ACTION_RULES.append(costed_action)
    install_second(G)


def install_second(G):
    """The second batch: an Action's "[turn]" bonus for the character it chose,
    statics (a typo'd WHILE, Pierce equal to attack, Stealth against factions,
    Bumpers, Conversion Engine), tap abilities whose three scrapped cards may
    share a name, a named teammate that flips, Dual-Wield, Counterespionage."""
    s = G.lua_str

    def named(word):
        """"Runabout" -> "Raider Runabout": the one card name ending with the word."""
        hits = [n for n in G.CARD_NAMES if n == word or n.endswith(" " + word)]
        return hits[0] if len(hits) == 1 else None

    G.CONTINUES.append(lambda c: bool(re.match(r"IF \d+ scrapped cards HAS same NAME, |IF HAS \w+ @bf, (?:FLIP|repair)", c)))
    G.STARTS.append(lambda c: c.startswith("dmg_ctr CANNOT moved"))
    G.ATOMS.extend([
        (r"IF HAS (\w+) @bf, FLIP IT from (alt|bot) mode ->(bot|alt)",
         lambda m: (f"c:flip_if_in(c:own_named({s(named(m[1]))}), \"{m[2]}\", \"{m[3]}\")" if named(m[1]) else None)),
        (r"IF HAS (\w+) @bf, repair (\d+) <- IT, & FLIP IT (bot|alt)->(alt|bot)",
         lambda m: (f"local x = c:own_named({s(named(m[1]))}); if x then c:repair(x, {m[2]}); "
                    f"c:flip_if_in(x, \"{m[3]}\", \"{m[4]}\") end" if named(m[1]) else None)),
        (r"own_char \+= extra (Weapon|Armor|Utility) slot \[EOT\] ; IF\(character (\w+)\) => OPT PLAY \1 <-own_scrap onto IT",
         lambda m: (f"local x = c:own_char(); c:extra_slot(x, \"{m[1].lower()}\"); "
                    f"if x and TC.answers_to(c.g, x, {s(m[2])}) then c:play_from_scrap_onto(x, \"{m[1].lower()}\") end")),
        (r"NAME Action ; PEEK opp_hand & each face-down enemy Secret Action ; OPP SCRAP each card from among them NAME",
         lambda m: "c:name_action_scrap()"),
    ])

    def statics(text, upgrade):
        m = re.fullmatch(r"COST\(Whie (.+)\) => SELF HAS (.+)", text)     # the data's typo for WHILE(...)
        if m and not upgrade and G.cond_fn(m[1]) and G.bonus(m[2]):
            return f"while_({s(text)}, \"self\", {G.kw_lua(G.bonus(m[2]))}, {G.cond_fn(m[1])})"
        if text == "SELF HAS Pierce == IT ATK" and not upgrade:
            return f"while_({s(text)}, \"self\", {{ Pierce = 1 }}, nil, per_attack)"
        m = re.fullmatch(r"Stealth against (\w+) & (\w+)", text)
        if m and not upgrade:
            return (f"while_({s(text)}, \"self\", {{ Stealth = 1 }}, function(g, c) local a = TC.attacker(g) "
                    f"return a ~= nil and (TC.has_trait(g, a, {s(m[1])}) or TC.has_trait(g, a, {s(m[2])})) end)")
        if text == "dmg_ctr CANNOT moved from other characters -> HOST" and upgrade:
            return f"while_({s(text)}, \"host\", {{ no_move_in = 1 }})"
        if text == "PUT on character HAS > one alt mode" and upgrade:
            return f"attach_req({s(text)}, function(g, x) return TC.alt_modes(g, x) > 1 end)"
        return None
    G.STATIC_RULES.append(statics)

    def same_name_tap(g):
        """COST(TAP_ABILITY => SCRAP n {XX} cards <-own_hand) => X ; IF n scrapped cards HAS same
        NAME, Y (or "INSTEAD character += K(m) [EOT]" after "own_char += K(k) [EOT]")."""
        m = re.fullmatch(r"COST\((?:TAP_ABILITY => |\{TAP\] )SCRAP (\d+) \{(OR|BL|WH|GR|BK)\} cards <-own_hand\) => (.+)", g[0])
        if not m or len(g) != 2:
            return None
        y = re.fullmatch(r"IF (\d+) scrapped cards HAS same NAME, (.+)", g[1])
        if not y or y[1] != m[1]:
            return None
        pay = f"local names = c:scrap_icon_cost_names(\"{m[2]}\", {m[1]}); if names then "
        ins = re.fullmatch(r"INSTEAD character \+= (Bold|Tough|Pierce)\((\d+)\) \[EOT\]", y[2])
        own = re.fullmatch(r"own_char \+= (Bold|Tough|Pierce)\((\d+)\) \[EOT\]", m[3])
        if ins and own and ins[1] == own[1]:
            body = f"c:grant(c:own_char(), \"{own[1]}\", TC.all_same(names) and {ins[2]} or {own[2]})"
        else:
            x, z = G.atom(m[3]), G.atom(y[2])
            if not x or not z or "INSTEAD" in y[2]:
                return None
            body = f"{x}; if TC.all_same(names) then {z} end"
        return (f"tap_ability({s(' ; '.join(g))}, function(c) {pay}{body} end end, "
                f"scrap_icon_cost(\"{m[2]}\", {m[1]}))")
    G.GROUP_RULES.append(same_name_tap)

    def stacks(text, upgrade):
        """STACK_LIMIT("X"s xN in <Slot>_slot) (LV Gamma's: COST(STACK_LIMIT(LV Gamma) => Disruptor
        Launchers x2 in Weapon_slot)), "<=3 "Cargo Trailer"s can fit in Utility slot": up to N
        copies of this card share its slot (each of these clauses names its own card), and
        "HOST HAS ATK+1 PER "Cargo Trailer" on IT" (each copy counts them all)."""
        if not upgrade:
            return None
        m = (re.fullmatch(r'STACK_LIMIT\("?([^"]+?)"?s x(\d+) in (Weapon|Armor|Utility)_slot\)', text)
             or re.fullmatch(r'COST\(STACK_LIMIT\(LV Gamma\) => (Disruptor Launcher)s x(\d+) in (Weapon)_slot\)', text)
             or re.fullmatch(r'<=(?P<n>\d+) "([^"]+)"s can fit in (Weapon|Armor|Utility) slot', text))
        if m:
            n = m["n"] if "n" in m.re.groupindex else m[2]
            return f"stack_limit({s(text)}, {n})"
        m = re.fullmatch(r'HOST HAS ATK\+(\d+) PER "([^"]+)" on IT', text)
        if m and m[2] in G.CARD_NAMES:
            return f"while_({s(text)}, \"host\", {{ atk = {m[1]} }}, nil, per_named_upgrade({s(m[2])}))"
        return None
    G.STATIC_RULES.append(stacks)

    def replace_req(g):
        """PLAY_REQ(replace Armor on character HAS no empty Armor slots): onto a full slot only."""
        m = re.fullmatch(r"PLAY_REQ\(replace (Weapon|Armor|Utility) on character HAS no empty \1 slots\)", g[0])
        return f"play_req({s(g[0])}, replaces)" if m and len(g) == 1 else None
    G.GROUP_RULES.append(replace_req)

    def chosen_for_turn(text):
        """An Action's bonus for the character it chose, while a condition holds, this turn."""
        m = re.fullmatch(r"CHOOSE own_char ; IT \+= (ATK|DEF)\+(\d+) while attacking \[(alt|bot)\] \[turn\]", text)
        if m:
            return (f"{{ text = {s(text)}, run = function(c) c:choose_for_turn(c:own_char()) end, "
                    f"chosen = chosen_static({{ {m[1].lower()} = {m[2]} }}, function(g, c) "
                    f"return TC.attacker(g) == c and TC.mode_name(g, c) == \"{m[3]}\" end) }}")
        m = re.fullmatch(r"own_char \+= ATK\+(\d+) \[EOT\] ; WHILE IT's attacking enemy (?:\[turn\] )?stars([<>])IT\.stars, "
                         r"IT (?:HAS|\+=) (Pierce|Bold)\((\d+)\)", text)
        if m:
            return (f"{{ text = {s(text)}, run = function(c) local x = c:own_char(); c:boost(x, \"atk\", {m[1]}); "
                    f"c:choose_for_turn(x) end, chosen = chosen_static({{ {m[3]} = {m[4]} }}, function(g, c) "
                    f"local d = TC.defender(g) return TC.attacker(g) == c and d ~= nil and "
                    f"(g:def(d).stars or 0) {m[2]} (g:def(c).stars or 0) end) }}")
        return None
    G.ACTION_RULES.append(chosen_for_turn)
    install_third(G)


def install_third(G):
    """The third batch: tap abilities (COST(TAP) with no other cost, a milled
    Upgrade), and a scrapped card's other icons."""
    G.CONTINUES.append(lambda c: c.startswith("IF scrapped card HAS no other icon, "))
    G.ATOMS.extend([
        (r"SCRAP own_deck\.top\((\d+)\) ; PUT Upgrades scrapped from own_deck SELF way ->own_hand",
         lambda m: f"c:mill_take({m[1]}, TC.is_upgrade)"),
        (r"REVEAL own_deck\.top\(1\) ; repair (\d+) <- each_own_char PER different color among card's icon",
         lambda m: f"local x = c:reveal_top(); if x then c:repair_each_own({m[1]} * TC.colors(c.g, x)) end"),
        (r"OPT SCRAP \{(OR|BL|WH|GR|BK)\} card <-own_hand ; => if_done: repair (\d+) <- each_own_char ; "
         r"IF scrapped card HAS no other icon, repair (\d+) <- each_own_char",
         lambda m: (f"local x = c:scrap_one_from_hand(function(g, y) return TC.has_icon(g, y, \"{m[1]}\") end); "
                    f"if x then c:repair_each_own({m[2]}); if TC.colors(c.g, x) == 1 then c:repair_each_own({m[3]}) end end")),
    ])

    def tap_only(g):
        """COST(TAP) => X: a tap ability with no other cost."""
        m = re.fullmatch(r"COST\(TAP\) => (.+)", g[0])
        b = m and G.effects([m[1]] + g[1:])
        return f"tap_ability({G.lua_str(' ; '.join(g))}, function(c) " + "; ".join(b) + " end)" if b else None
    G.GROUP_RULES.append(tap_only)
    install_fourth(G)


def install_fourth(G):
    """The fourth batch: extra flips when attacking, Brunt's cap, a second
    Action, a KO'd character back for the turn, Quartermaster."""
    s = G.lua_str

    def statics(text, upgrade):
        if upgrade:
            return None
        m = re.fullmatch(r"WHEN SELF attacking, FLIP (\d+) more BC PER other (\w+) start_team had", text)
        if m:
            return (f"while_({s(text)}, \"self\", {{ att_flips = {m[1]} }}, function(g, c) return TC.attacker(g) == c end, "
                    f"per_start_team_other({s(m[2])}))")
        if text == "each_enemy's Bold total & Tough total CANNOT > 1":
            return f"denies({s(text)}, {{ \"over1_Bold\", \"over1_Tough\" }})"
        if text == "EXTRA_ACTION_PLAY each own turn":
            return f"while_({s(text)}, \"self\", {{ extra_action = 1 }})"
        return None
    G.STATIC_RULES.append(statics)
    G.ACTION_RULES.append(chosen_trigger)
    G.ATOMS.extend([
        (r"RETURN own:KOd characters HAS stars<=(\d+) ->bf & repair (\d+) <- IT ; @turn_end, KO\(IT\)",
         lambda m: f"local x = c:return_ko_char({m[1]}); if x then c:repair(x, {m[2]}); c:at_turn_end(x, \"ko\") end"),
        (r"CHOOSE_ONE: MOVE Upgrade from own_char -> another one ; OR PUT Battle Master Upgrade @own_KO onto own_char",
         lambda m: ("c:choose_one({ { \"MOVE Upgrade from own_char -> another one\", function() c:move_any_own_upgrade() end }, "
                    "{ \"PUT Battle Master Upgrade @own_KO onto own_char\", function() c:put_battle_master_from_ko() end } })")),
    ])


CHOSEN_TRIGGERS = [
    # trigger regex -> (timing, condition, effect of the match; `it` is the chosen character)
    (r"ON\(IT attacks \[turn\] & NOT HAS (Weapon|Armor|Utility)\) => IT \+= ATK\+(\d+) \[EOB\], & SCRAP DEFENDER's Weapons",
     lambda m: ("nil", f"it_without(\"{m[1].lower()}\")",
                f"c:boost_battle(it, \"atk\", {m[2]}); c:scrap_weapons(c:defender())")),
    (r"ON\(IT attacks \[turn\] & flipped_any\) => IT \+= ATK\+(\d+) \[EOB\] PER different color among icon flipped",
     lambda m: ("\"B4\"", "flipped_any()", f"c:boost_battle(it, \"atk\", {m[1]} * c:flipped_colors())")),
    (r"ON\(IT does ATK_dmg \[turn\] -> enemy HAS fewer stars than IT\) => dmg (\d+) -> each_enemy HAS fewer stars than character",
     lambda m: ("\"damage\"", "attack_damage_to_fewer_stars()", f"c:damage_each_enemy_fewer_stars({m[1]}, it)")),
]


def chosen_trigger(text):
    """CHOOSE own_char ; ON(IT ... [turn]) => X: the Action keeps the character it chose and
    wakes, from its played area, when that character attacks this turn (effects2.lua's on_chosen)."""
    m = re.fullmatch(r"CHOOSE own_char ; (ON\(.+)", text)
    if not m:
        return None
    for rx, fn in CHOSEN_TRIGGERS:
        t = re.fullmatch(rx, m[1])
        if t:
            timing, cond, eff = fn(t)
            q = '"' + m[1].replace('\\', '\\\\').replace('"', '\\"') + '"'
            play = '{ text = "' + text.replace('"', '\\"') + '", run = function(c) c:choose_for_turn(c:own_char()) end }'
            return play, [f"on_chosen({q}, function(c, it) {eff} end, {timing}, {cond})"]
    return None
