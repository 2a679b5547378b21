#!/usr/bin/env python3
"""gen_tcg_cards.py -- writes cards/transformers-tcg/*.lua from the card data.

Usage: python3 tests/tools/gen_tcg_cards.py [ROOT]

One file per row of tests/data/transformers-tcg-cards.csv (named after its
card_id).  The facts (name, stars, health, faction, icons, stat modifiers,
modes with attack, defense and traits) are copied; each ability clause of
the data's notation (TFN) is translated into the ruleset's verbs
(scripts/transformers-tcg/cardlib.lua and ctx.lua) when every part of it
matches a rule below, and is otherwise written as `todo "<clause>"`: it
never fires, and docs/transformers-tcg.md counts these.  Nothing is
guessed: a clause is translated whole or not at all.  A file whose first
line contains "hand-written" is left alone (the cards of the digest's
examples are written by hand).  Rows the data marks UNVERIFIED say so.
"""
import csv
import os
import re
import sys

import gen_tcg_more
import gen_tcg_effects2
import gen_tcg_round6b
import gen_tcg_round7b
import gen_tcg_triggers2
import gen_tcg_round6
import gen_tcg_round7a
import gen_tcg_round8c
import gen_tcg_round8a
import gen_tcg_round8d
import gen_tcg_round8b

ROOT = sys.argv[1] if len(sys.argv) > 1 else "."
CSV = os.path.join(ROOT, "tests/data/transformers-tcg-cards.csv")
OUT = os.path.join(ROOT, "cards/transformers-tcg")
KW = ("Bold", "Tough", "Pierce", "Focus", "Safeguard")
DENY_KW = r"(Bold|Tough|Pierce|Focus|Safeguard|Stealth|Brave)"   # "CANNOT use <keyword>"


def lua_str(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def full_name(r):
    return r["name"] + (" - " + r["subtitle"] if r["subtitle"] else "")


def trait(t):
    t = t.strip()
    return re.sub(r" characters?$", "", t)


# The cards' names (without subtitles): "OPT PLAY another Triangulator" names one.
CARD_NAMES = {r["name"] for r in csv.DictReader(open(CSV, newline="", encoding="utf-8"))}

# Effect atoms: regex -> Lua statement (a function of the match; None: not translated).
ATOMS = [
    (r"draw\((\d+)\)", lambda m: f"c:draw({m[1]})"),
    (r"dmg (\d+) -> enemy", lambda m: f"c:damage_enemy({m[1]})"),
    (r"dmg (\d+) -> each_enemy", lambda m: f"c:damage_each_enemy({m[1]})"),
    (r"dmg (\d+) -> ATTACKER", lambda m: f"c:damage(c.g:gget(\"att\"), {m[1]})"),
    (r"dmg (\d+) -> DEFENDER", lambda m: f"c:damage(c.g:gget(\"dfd\"), {m[1]})"),
    (r"repair (\d+) <- (?:SELF|HOST|IT)", lambda m: f"c:repair(c:char(), {m[1]})"),
    (r"repair (\d+) <- own_char", lambda m: f"c:repair(c:own_char(), {m[1]})"),
    (r"repair (\d+) <- each_own_char", lambda m: f"c:repair_each_own({m[1]})"),
    (r"repair (\d+) <- each_own:(\w+)", lambda m: f"c:repair_each_own({m[1]}, {lua_str(m[2])})"),
    (r"(?:SELF|HOST) \+= ATK\+(\d+) & DEF\+(\d+) \[EOT\]",
     lambda m: f"c:boost(c:char(), \"atk\", {m[1]}); c:boost(c:char(), \"def\", {m[2]})"),
    (r"(?:SELF|HOST) \+= (ATK|DEF)\+(\d+) \[EOT\]",
     lambda m: f"c:boost(c:char(), \"{m[1].lower()}\", {m[2]})"),
    (r"own_char \+= (ATK|DEF)\+(\d+) \[EOT\]",
     lambda m: f"c:boost(c:own_char(), \"{m[1].lower()}\", {m[2]})"),
    (r"own_char \+= (Bold|Tough|Pierce)\((\d+)\) \[EOT\]",
     lambda m: f"c:grant(c:own_char(), \"{m[1]}\", {m[2]})"),
    (r"(?:SELF|HOST) \+= (Bold|Tough|Pierce)\((\d+)\) \[EOT\]",
     lambda m: f"c:grant(c:char(), \"{m[1]}\", {m[2]})"),
    (r"each_own_char (?:HAS|\+=) (Bold|Tough|Pierce)\((\d+)\) \[EOT\]",
     lambda m: f"c:grant_each_own(\"{m[1]}\", {m[2]})"),
    (r"each_own:(\w+) (?:HAS|\+=) (Bold|Tough|Pierce)\((\d+)\) \[EOT\]",
     lambda m: f"c:grant_each_own(\"{m[2]}\", {m[3]}, {lua_str(m[1])})"),
    (r"own:(\w+) (?:HAS|\+=) (Bold|Tough|Pierce)\((\d+)\) \[EOT\]",
     lambda m: f"c:grant_each_own(\"{m[2]}\", {m[3]}, {lua_str(m[1])})"),
    (r"each_own_char \+= (ATK|DEF)\+(\d+) \[EOT\]", lambda m: f"c:boost_each_own(\"{m[1].lower()}\", {m[2]})"),
    (r"(?:DEFENDER|character) \+= (Tough|Bold)\((\d+)\) \[EOB\]", lambda m: f"c:grant(c:defender(), \"{m[1]}\", {m[2]})"),
    (r"(?:DEFENDER|character) \+= DEF\+(\d+) \[EOB\]", lambda m: f"c:combat_bonus(\"c_def\", {m[1]})"),
    (r"repair (\d+) <- DEFENDER", lambda m: f"c:repair(c:defender(), {m[1]})"),
    (r"dmg (\d+) -> EACH character", lambda m: f"c:damage_each_char({m[1]})"),
    (r"SCRAP enemy (Weapon|Armor|Utility)", lambda m: f"c:scrap_enemy_slot(\"{m[1].lower()}\")"),
    (r"SCRAP enemy (Weapon|Armor|Utility) or (Weapon|Armor|Utility)",
     lambda m: f"c:scrap_enemy_slot(\"{m[1].lower()}\", \"{m[2].lower()}\")"),
    (r"SCRAP own_hand", lambda m: "c:scrap_hand()"),
    (r"SCRAP (\d+) cards <-own_hand", lambda m: f"c:discard({m[1]})"),
    (r"FLIP own_char (bot|alt)->(bot|alt)", lambda m: f"c:flip_own_from(\"{m[1]}\", \"{m[2]}\")"),
    (r"OPT PLAY upgrade", lambda m: "c:play_upgrade_from_hand()"),
    (r"(own_char|SELF|HOST) \+= (ATK|DEF)\+(\d+) & (Bold|Tough|Pierce)\((\d+)\) \[EOT\]",
     lambda m: (f"local x = {'c:own_char()' if m[1] == 'own_char' else 'c:char()'}; "
                f"c:boost(x, \"{m[2].lower()}\", {m[3]}); c:grant(x, \"{m[4]}\", {m[5]})")),
    (r"RETURN (Weapon|Armor|Utility|Upgrade|Action|card) <-own_scrap ->own_hand",
     lambda m: f"c:return_from_scrap(\"{m[1]}\")"),
    (r"MOVE (\d+) dmg_ctr from SELF -> enemy", lambda m: f"c:move_damage(c:char(), c:enemy(), {m[1]})"),
    (r"MOVE (\d+) dmg_ctr from SELF -> DEFENDER", lambda m: f"c:move_damage(c:char(), c:defender(), {m[1]})"),
    (r"OPP CHOOSE opp_char & dmg (\d+) -> IT", lambda m: f"c:opp_chooses_damage({m[1]})"),
    (r"EACH_PLAYER draw\((\d+)\)", lambda m: f"c:each_player_draw({m[1]})"),
    (r"UNTAP (?:SELF|HOST)", lambda m: "c:untap(c:char())"),
    (r"dmg (\d+) -> tapped enemy",
     lambda m: f"c:damage(c:enemy_where(function(g, x) return TC.tapped(g, x) end), {m[1]})"),
    (r"dmg (\d+) -> (?:(\w+) enemy|enemy (\w+))",
     lambda m: f"c:damage(c:enemy_where(function(g, x) return TC.has_trait(g, x, {lua_str(m[2] or m[3])}) end), {m[1]})"),
    (r"dmg (\d+) -> IT", lambda m: f"c:damage(c:char(), {m[1]})"),
    (r"repair (\d+) <- own:(\w+)(?: characters?)?", lambda m: f"c:repair(c:own_where({lua_str(m[2])}), {m[1]})"),
    (r"repair (\d+) <- own_other_char", lambda m: f"c:repair(c:own_char(false, true), {m[1]})"),
    (r"(OPT )?SCRAP THIS_CARD", lambda m: f"c:scrap_self({'true' if m[1] else 'false'})"),
    (r"(OPT )?SCRAP (?:\{(OR|BL|WH|GR|BK)\} card <-own_hand|card <-own_hand w/>= \{(OR|BL|WH|GR|BK)\})",
     lambda m: (f"c:scrap_from_hand({'true' if m[1] else 'false'}, "
                f"function(g, x) return TC.has_icon(g, x, \"{m[2] or m[3]}\") end)")),
    (r"OPT SCRAP (\d+) cards <-own_hand", lambda m: f"c:scrap_n_from_hand({m[1]})"),
    (r"Plan\((\d+)\)", lambda m: f"c:plan({m[1]})"),
    (r"(?:PEEK|REVEAL) own_deck\.top\((\d+)\)", lambda m: f"c:peek({m[1]})"),
    (r"(?:IT|SELF|HOST) \+= (ATK|DEF)\+(\d+) & (ATK|DEF)\+(\d+) \[EOB\]",
     lambda m: f"c:boost_battle(c:char(), \"{m[1].lower()}\", {m[2]}); c:boost_battle(c:char(), \"{m[3].lower()}\", {m[4]})"),
    (r"(?:IT|SELF|HOST) \+= (ATK|DEF)\+(\d+) \[EOB\]", lambda m: f"c:boost_battle(c:char(), \"{m[1].lower()}\", {m[2]})"),
    (r"IT \+= (ATK|DEF)\+(\d+) \[EOT\]", lambda m: f"c:boost(c:char(), \"{m[1].lower()}\", {m[2]})"),
    (r"each_own_char \+= (Bold|Tough|Pierce)\((\d+)\) \[EOT\]", lambda m: f"c:grant_each_own(\"{m[1]}\", {m[2]})"),
    (r"(OPT )?PUT card <-own_hand ->own_deck\.top", lambda m: f"c:hand_to_deck_top({'true' if m[1] else 'false'})"),
    (r"FLIP own_char ->other_mode", lambda m: "c:flip_own_char()"),
    (r"FLIP SELF", lambda m: "c:flip_self()"),
    (r"OPT PLAY (?:another )?Action", lambda m: "c:play_action_from_hand()"),
    (r"OPT PLAY Upgrade", lambda m: "c:play_upgrade_from_hand()"),
    (r"(OPT )?SCRAP card <-own_hand", lambda m: f"c:scrap_from_hand({'true' if m[1] else 'false'})"),
    (r"(OPT )?SCRAP Upgrade <-own_hand",
     lambda m: f"c:scrap_from_hand({'true' if m[1] else 'false'}, TC.is_upgrade)"),
    (r"(OPT )?SCRAP Action <-own_hand",
     lambda m: f"c:scrap_from_hand({'true' if m[1] else 'false'}, TC.is_action)"),
    (r"SCRAP enemy Upgrade", lambda m: "c:scrap_enemy_upgrade()"),
    (r"MOVE (\d+) dmg_ctr from own_char -> enemy", lambda m: f"c:move_damage(c:own_char(), c:enemy(), {m[1]})"),
    (r"UNTAP own_char HAS (?:stars<=(\d+)|(\d+) Stars or lower)", lambda m: f"c:untap_own_upto({m[1] or m[2]})"),
    (r"FLIP each_own_char (bot|alt)->(bot|alt)", lambda m: f"c:flip_each_own_from(\"{m[1]}\", \"{m[2]}\")"),
    (r"EACH_PLAYER SCRAP hand & draw\((\d+)\)", lambda m: f"c:each_player_scrap_hand(); c:each_player_draw({m[1]})"),
    (r"OPP CHOOSE (\d+) cards <-opp_hand & SCRAP them", lambda m: f"c:opp_scraps_from_hand({m[1]})"),
    (r"SCRAP ATTACKER's Weapons", lambda m: "c:scrap_weapons(c:attacker())"),
    (r"OPP CHOOSE card <-opp_hand & SCRAP IT", lambda m: "c:opp_scraps_from_hand(1)"),
    (r"OPT PLAY \{(OR|BL|WH|GR|BK)\} Action", lambda m: f"c:play_action_from_hand(\"{m[1]}\")"),
    (r"OPT PLAY \{(OR|BL|WH|GR|BK)\} (Weapon|Armor|Utility|weapon|armor|utility)",
     lambda m: f"c:play_upgrade_from_hand(\"{m[1]}\", \"{m[2].lower()}\")"),
    (r"RETURN (?:\{(OR|BL|WH|GR|BK)\} (Action|Upgrade|card)|card w/>= \{(OR|BL|WH|GR|BK)\}) <-own_scrap ->own_hand",
     lambda m: f"c:return_from_scrap(\"{m[2] or 'card'}\", \"{m[1] or m[3]}\")"),
    (r"OPT PLAY (Weapon|Armor|Utility) onto (IT|SELF|DEFENDER)",
     lambda m: f"c:play_upgrade_from_hand(nil, \"{m[1].lower()}\", "
               f"{'c:defender()' if m[2] == 'DEFENDER' else 'c:char()'})"),
    (r"OPT PLAY another \"?([A-Z][\w' -]*\w)\"?",
     lambda m: f"c:play_named({lua_str(m[1])})" if m[1] in CARD_NAMES else None),
    (r"dmg (\d+) -> (?:HOST|SELF)", lambda m: f"c:damage(c:char(), {m[1]})"),
    (r"draw\(1\) for each_own:Upgrades", lambda m: "c:draw(c:own_upgrade_count())"),
    (r"UNTAP each_own:(\w+(?: \w+)?)", lambda m: f"c:untap_each_own({lua_str(m[1])})"),
    (r"dmg (\d+) -> enemy HAS no Upgrades",
     lambda m: f"c:damage(c:enemy_where(function(g, x) return #TC.upgrades_of(g, x) == 0 end), {m[1]})"),
]

# "<effect> if HAS <Name> @bf" and "IF(HAS <Name or Trait>[ character] @bf) => <effect>":
# the effect happens only while one of your characters is so named or has the trait.
CONDITIONAL = [r"(?P<e>.+) if HAS (?P<w>\w+) @bf", r"IF\(HAS (?P<w>\w+)(?: character)? @bf\) => (?P<e>.+)"]

TRIGGERS = [
    (r"ON\(flip_to_mode\) => (.+)", "on_flip", None),
    (r"ON\(self_attacks\) => (.+)", "on_attack", None),
    (r"ON\(host_attacks\) => (.+)", "on_host_attack", None),
    (r"ON\(self_defends\) => (.+)", "on_defend", None),
    (r"ON\(host_defends\) => (.+)", "on_host_defend", None),
    (r"ON\((?:self_battles|self_attacks or defends)\) => (.+)", "on_battle", None),
    (r"ON\((?:host_battles|host_attacks or defends)\) => (.+)", "on_host_battle", None),
    (r"ON\(attach\) => (.+)", "on_attach", None),
    (r"ON\(upgrade SELF\) => (.+)", "on_upgraded", None),
    (r"ON\(?\s*start_of\(own_turn\)\)? => (.+)", "at_turn_start", None),
    (r"TAP_ABILITY => (.+)", "tap_ability", None),
    (r"REVENGE => (.+)", "on_ko", None),
    (r"ON\(host_KOd\) => (.+)", "on_ko", None),
    (r"AFTER\(host_attacks\) => (.+)", "on_host_attack", "P1"),
    (r"AFTER\(host_defends\) => (.+)", "on_host_defend", "P1"),
]

# Triggers that read flip results: "ON(self_attacks & flipped>={WH+WH}) => ..."
# resolve at B4 (the attacker's own flips) or B6 (a defender's, or both).
FLIP_TRIG = {"self_attacks": ("on_attack", "B4"), "host_attacks": ("on_host_attack", "B4"),
             "self_defends": ("on_defend", "B6"), "host_defends": ("on_host_defend", "B6"),
             "self_battles": ("on_battle", "B6"), "host_battles": ("on_host_battle", "B6"),
             "self_attacks or defends": ("on_battle", "B6"), "host_attacks or defends": ("on_host_battle", "B6")}


AFTER_WORDS = [" after battle"]     # more: gen_tcg_more.py


def after_battle(parts):
    """A battle trigger whose whole effect happens "after battle" resolves
    after the attack (P1) instead: -> (parts without the words, whether)."""
    for w in AFTER_WORDS:
        if len(parts) == 1 and parts[0].endswith(w):
            return [parts[0][:-len(w)]], True
    return parts, False


BATTLE_VERBS = ("on_attack", "on_host_attack", "on_defend", "on_host_defend", "on_battle", "on_host_battle")


def flip_trigger(g):
    head = re.sub(r"flipped>=one \{(\w\w)\} pip", r"flipped>={\1}", g[0])   # "flipped>=one {OR} pip"
    m = re.fullmatch(r"ON\((self_attacks or defends|host_attacks or defends|\w+) & flipped>=\{([A-Z+]+)\}\) => (.+)", head)
    if not m or m[1] not in FLIP_TRIG or not all(i in ("WH", "OR", "BL", "BK", "GR") for i in m[2].split("+")):
        return None
    req = {}
    for i in m[2].split("+"):
        req[i] = req.get(i, 0) + 1
    parts, after = after_battle([m[3]] + g[1:])
    body = effects(parts)
    if body is None:
        return None
    verb, timing = FLIP_TRIG[m[1]]
    if after:
        timing = "P1"
    cond = "flipped { " + ", ".join(f"{k} = {v}" for k, v in sorted(req.items())) + " }"
    return (f"{verb}({lua_str(' ; '.join(g))}, function(c) " + "; ".join(body)
            + f" end, \"{timing}\", {cond})")


KW_RE = re.compile(r"^(Bold|Tough|Pierce|Focus|Safeguard)\((\d+)\)$")


# Static abilities: "WHILE(cond) => X HAS bonus", "SELF HAS bonus", team auras.
BONUS = {"ATK": "atk", "DEF": "def", "HP": "hp"}
CONDS = [
    (r"SELF (?:character )?@bf", lambda m: None),
    (r"SELF attacking damaged enemy",
     lambda m: "TC.attacker(g) == c and TC.defender(g) ~= nil and TC.damage(g, TC.defender(g)) > 0"),
    (r"(?:SELF|HOST) (?:attacking|attack) (\w+)(?: characters?| enemy)?",
     lambda m: f"TC.attacker(g) == c and TC.defender(g) ~= nil and TC.has_trait(g, TC.defender(g), {lua_str(m[1])})"),
    (r"(?:SELF|HOST) defending against (\w+)(?: characters?| enemy)?",
     lambda m: f"TC.defender(g) == c and TC.attacker(g) ~= nil and TC.has_trait(g, TC.attacker(g), {lua_str(m[1])})"),
    (r"(?:SELF|HOST) attacking", lambda m: "TC.attacker(g) == c"),
    (r"(?:SELF|HOST) defending", lambda m: "TC.defender(g) == c"),
    (r"(?:SELF|HOST) HAS (Weapon|Armor|Utility)", lambda m: f"TC.has_slot(g, c, {lua_str(m[1].lower())})"),
    (r"HOST \[(bot|alt)\]", lambda m: f"TC.mode_name(g, c) == {lua_str(m[1])}"),
    (r"HOST HAS stars>=(\d+)", lambda m: f"g:def(c).stars >= {m[1]}"),
    (r"SELF HAS \{(OR|BL|WH|GR|BK)\} Upgrade", lambda m: f"TC.upgrade_with_icon(g, c, \"{m[1]}\")"),
    (r"SELF attacking enemy HAS more Stars than IT",
     lambda m: "TC.attacker(g) == c and TC.defender(g) ~= nil and g:def(TC.defender(g)).stars > g:def(c).stars"),
    (r"SELF defending against enemy HAS fewer Stars than IT",
     lambda m: "TC.defender(g) == c and TC.attacker(g) ~= nil and g:def(TC.attacker(g)).stars < g:def(c).stars"),
    (r"HAS any_SecretAction", lambda m: "g:size(TC.z(g, \"secret\", g:controller(c))) > 0"),
    (r"OPP HAS no cards @hand", lambda m: "g:size(TC.z(g, \"hand\", TC.other(g, g:controller(c)))) == 0"),
    (r"SELF HAS (\d+) or_more dmg_ctr", lambda m: f"TC.damage(g, c) >= {m[1]}"),
    (r"SELF HAS (\d+) -> (\d+) dmg_ctr", lambda m: f"TC.damage(g, c) >= {m[1]} and TC.damage(g, c) <= {m[2]}"),
    (r"SELF undamaged", lambda m: "TC.damage(g, c) == 0"),
]


def bonus(text):
    out = {}
    for part in re.split(r" & |, ", text.strip()):
        part = part.strip()
        m = re.fullmatch(r"(ATK|DEF|HP)\+(\d+)", part)
        k = re.fullmatch(r"(Bold|Tough|Pierce|Focus|Safeguard)\((\d+)\)", part)
        if m:
            out[BONUS[m[1]]] = out.get(BONUS[m[1]], 0) + int(m[2])
        elif k:
            out[k[1]] = out.get(k[1], 0) + int(k[2])
        elif part in ("Stealth", "Brave"):
            out[part] = 1
        else:
            return None
    return out or None


def cond_expr(text):
    """A condition's Lua expression of (g, c); "" when always true; None if unknown."""
    for rx, fn in CONDS:
        m = re.fullmatch(rx, text.strip())
        if m:
            return fn(m) or ""
    return None


def cond_fn(text):
    e = cond_expr(text)
    return None if e is None else "nil" if e == "" else f"function(g, c) return {e} end"


def static(text, upgrade):
    """A static clause as a `while_` expression, or None."""
    me = "host" if upgrade else "self"
    for rule in STATIC_RULES:
        r = rule(text, upgrade)
        if r:
            return r
    if re.fullmatch(r"(?:SELF|HOST) HAS Stealth while_[Uu]ntapped", text):
        return f"while_({lua_str(text)}, \"{me}\", {{ Stealth = 1 }}, function(g, c) return not TC.tapped(g, c) end)"
    m = re.fullmatch(r"WHILE\(SELF on (\w+)\) => IT HAS (.+)", text)      # an Upgrade on a named host
    if m and upgrade and bonus(m[2]):
        return (f"while_({lua_str(text)}, \"host\", {kw_lua(bonus(m[2]))}, "
                f"function(g, c) return TC.answers_to(g, c, {lua_str(m[1])}) end)")
    m = re.fullmatch(r"WHILE\((.+)\) => (?:SELF|IT|HOST) HAS (.+)", text)
    if m:
        cond, b = cond_fn(m[1]), bonus(m[2])
        if cond and b:
            return f"while_({lua_str(text)}, \"{me}\", {kw_lua(b)}, {cond})"
        return None
    m = re.fullmatch(r"WHILE\((.+)\) => (each_own_char|each_own:([\w-]+(?: [\w-]+)*)) HAS (.+)", text)
    if m and cond_expr(m[1]) and bonus(m[4]):
        e = cond_expr(m[1])
        if m[3]:
            e = f"TC.has_trait(g, c, {lua_str(m[3])}) and {e}"
        return f"while_({lua_str(text)}, \"each_own\", {kw_lua(bonus(m[4]))}, function(g, c) return {e} end)"
    m = re.fullmatch(r"(each_own_char|each_own_other_char|each_own:([\w-]+(?: [\w-]+)*)) HAS ([^\[]+)", text)
    if m and bonus(m[3]):
        scope = "each_own_other" if m[1] == "each_own_other_char" else "each_own"
        cond = f"function(g, c) return TC.has_trait(g, c, {lua_str(m[2])}) end" if m[2] else "nil"
        return f"while_({lua_str(text)}, \"{scope}\", {kw_lua(bonus(m[3]))}, {cond})"
    m = re.fullmatch(r"HOST HAS (.+) PER Upgrade on IT", text)
    if m and upgrade and bonus(m[1]):
        return f"while_({lua_str(text)}, \"host\", {kw_lua(bonus(m[1]))}, nil, per_upgrade)"
    m = re.fullmatch(r"SELF HAS (.+) PER ([\w -]+) @own_KO", text)
    if m and bonus(m[1]):
        return f"while_({lua_str(text)}, \"{me}\", {kw_lua(bonus(m[1]))}, nil, per_ko({lua_str(m[2])}))"
    m = re.fullmatch(r"(?:SELF|HOST) HAS ([^\[]+)", text)
    if m and bonus(m[1]):
        return f"while_({lua_str(text)}, \"{me}\", {kw_lua(bonus(m[1]))}, nil)"
    return None


def atom(text):
    text = text.strip()
    for rx, fn in ATOMS:
        m = re.fullmatch(rx, text)
        if m and fn(m):
            return fn(m)
    m = re.fullmatch(r"COST\(dmg (\d+) -> own_char\) => (.+)", text)   # an Action's cost, then its effect
    e = m and atom(m[2])
    if e:
        return f"c:damage(c:own_char(), {m[1]}); {e}"
    for rx in CONDITIONAL:
        m = re.fullmatch(rx, text)
        e = m and atom(m["e"])
        if e:
            return f"if c:has_on_bf({lua_str(m['w'])}) then {e} end"
    return None


def effects(parts):
    """Translate a list of effect parts (with '=> if_done:' chains) or None."""
    whole = len(parts) > 1 and atom(" ; ".join(p.strip() for p in parts))
    if whole:                             # a sequence whose later clauses name IT
        return [whole]
    out = []
    for p in parts:
        p = p.strip()
        if p.startswith("=> if_done:"):
            rest = atom(p[len("=> if_done:"):])
            if rest is None or not out:
                return None
            cond = out.pop()
            out.append(f"if {cond} then {rest} end")
            continue
        if p.startswith("CHOOSE_ONE: "):
            branches = []
            for b in p[len("CHOOSE_ONE: "):].split(" / "):
                a = atom(b)
                if a is None:
                    return None
                branches.append(f"{{ {lua_str(b.strip())}, function() {a} end }}")
            out.append("c:choose_one({ " + ", ".join(branches) + " })")
            continue
        a = atom(p)
        if a is not None:                 # an atom whose text holds " & "
            out.append(a)
            continue
        sub = re.split(r" & ", p)
        if any(atom(s) is None for s in sub) and "," in p:
            sub = re.split(r", ", p)          # "draw(2), PUT card <-own_hand ->own_deck.top"
        for s in sub:
            a = atom(s)
            if a is None:
                return None
            out.append(a)
    return out


def ability(head, parts, text, timing=None):
    if head in BATTLE_VERBS and not timing:
        parts, after = after_battle(parts)
        timing = "P1" if after else None
    body = effects(parts)
    if body is None:
        return None
    fn = "function(c) " + "; ".join(body) + " end"
    return f"{head}({lua_str(text)}, {fn}{f', {lua_str(timing)}' if timing else ''})"


# Battle triggers with a condition on the board (cardlib's condition makers,
# read when the trigger fires): head regex -> (verb, condition).
COND_TRIGGERS = [
    (r"ON\(SELF HAS>= (one|\d+) Upgrades? & (attacks|defends|[Bb]attles)\) => (.+)",
     lambda m: ({"attacks": "on_attack", "defends": "on_defend"}.get(m[2], "on_battle"),
                f"with_upgrades({1 if m[1] == 'one' else m[1]})")),
    (r"ON\(self_attacks & HAS (\d+) or_more cards @hand\) => (.+)", lambda m: ("on_attack", f"with_hand({m[1]})")),
    (r"ON\(self_attacks & HAS fewer cards in own_hand than OPP\) => (.+)",
     lambda m: ("on_attack", "with_fewer_cards()")),
    (r"ON start_of\(own_turn, IF SELF HAS (\d+) or_more Upgrades\) => (.+)",
     lambda m: ("at_turn_start", f"with_upgrades({m[1]})")),
    # IT would be the attacker, which the effect atoms do not name: only effects without IT
    (r"ON\(own:(\w+) attacks\) => ((?:(?!\bIT\b).)+)", lambda m: ("on_own_attack", f"attacker_is({lua_str(m[1])})")),
]


def cond_trigger(g):
    for rx, fn in COND_TRIGGERS:
        m = re.fullmatch(rx, g[0])
        if m:
            body = effects([m[m.lastindex]] + g[1:])
            if not body:
                return None
            verb, cond = fn(m)
            return f"{verb}({lua_str(' ; '.join(g))}, function(c) " + "; ".join(body) + f" end, nil, {cond})"
    return None


def attach_to(g):
    """"ON(PUT SELF on <Trait or Name>[ character]) => effects": an on_attach
    that happens only when the new host answers to the word."""
    m = re.fullmatch(r"ON\(PUT SELF on (\w+)(?: [Cc]haracter)?\) => (.+)", g[0])
    body = m and effects([m[2]] + g[1:])
    if not body:
        return None
    return (f"on_attach({lua_str(' ; '.join(g))}, function(c) " + "; ".join(body)
            + f" end, nil, host_is({lua_str(m[1])}))")


def tap_with_cost(g):
    """"COST(TAP_ABILITY => SCRAP [n] {XX} card(s) <-own_hand) => effects": a
    tap ability that scraps the cards first (refused while it cannot)."""
    m = re.fullmatch(r"COST\(TAP_ABILITY ?=> ?SCRAP (?:(\d+) )?\{(OR|BL|WH|GR|BK)\} cards? <-own_hand\) => (.+)", g[0])
    body = m and effects([m[3]] + g[1:])
    if not body:
        return None
    n = m[1] or "1"
    return (f"tap_ability({lua_str(' ; '.join(g))}, function(c) if c:scrap_icon_cost(\"{m[2]}\", {n}) then "
            + "; ".join(body) + f" end end, scrap_icon_cost(\"{m[2]}\", {n}))")


def clauses(text):
    """Group the notation's clauses: a clause that does not start an ability
    continues the one before (its effect list)."""
    groups = []
    for c in [c.strip() for c in text.split(" ; ") if c.strip()]:
        starts = (c.startswith(("ON", "WHILE", "IF", "TAP_ABILITY", "REVENGE", "BOUNTY", "ATTACH_",
                                "PLAY_REQ", "SECRET", "COST", "GRANT", "REPLACE", "START_", "STACK_",
                                "AFTER", "BEFORE", "PER", "ONCE", "CHOOSE_ONE"))
                  or KW_RE.match(c) or c in ("Stealth", "Brave") or any(f(c) for f in STARTS))
        if groups and (not starts or any(f(c) for f in CONTINUES)):
            groups[-1].append(c)
        else:
            groups.append([c])
    return groups


# --- Kinds and keywords: Battle Masters, Titan Masters, Weaponizers, Brave, Bounty,
# cards under characters, Secret Actions' other reveal conditions
# (scripts/transformers-tcg/kinds.lua and keywords.lua).

KIND_ATOMS = [
    (r"PUT own_deck\.(bottom|top)\((\d+)\) face down under (?:SELF|IT)",
     lambda m: f"c:put_under_from_deck({m[2]}, {'true' if m[1] == 'bottom' else 'false'})"),
    (r"own_char \+= Stealth \[EOT\]", lambda m: "c:grant(c:own_char(), \"Stealth\", 1)"),
    (r"FLIP character ->(alt|bot)", lambda m: f"c:flip_defender_to(\"{m[1]}\")"),         # a Secret Action's defender
    (r"TAP enemy", lambda m: "c:tap_enemy()"),
    (r"Deploy character from under SELF ->bf", lambda m: "c:deploy_under()"),
    (r"Deploy ([\w-]+) from under SELF ->bf \[(alt|bot)\] on_done, (.+)",           # teamunder.lua
     lambda m: (f"if c:deploy_under(nil, {lua_str(m[1])}, \"{m[2]}\") then {atom(m[3])} end"
                if m[1] not in ("character",) and atom(m[3]) else None)),
    (r"PEEK opp_hand & CHOOSE card from IT ; OPP puts card ->opp_deck\.top", lambda m: "c:opp_hand_card_to_top()"),
    (r"PLAY own_deck\.top\(1\)", lambda m: "c:play_top()"),
    (r'Deploy character from under "([^"]+)" ->bf',
     lambda m: f"c:deploy_under(c:own_named({lua_str(quoted(m[1]))}))" if quoted(m[1]) else None),
    (r"([A-Z][\w-]+) \+= (Bold|Tough|Pierce)\((\d+)\) \[EOT\]",
     lambda m: f"c:grant(c:own_named({lua_str(m[1])}), \"{m[2]}\", {m[3]})" if m[1] in CARD_NAMES else None),
    (r"RETURN SELF ->own_hand", lambda m: "c:return_self_to_hand()"),
    (r"SCRAP enemy weapon", lambda m: "c:scrap_enemy_slot(\"weapon\")"),      # the data's lower case
    (r"OPT PLAY card", lambda m: "c:play_card_from_hand()"),
    # The Constructicons' Tower (tower.lua).
    (r"PUT height counter on Tower", lambda m: "c:tower_up()"),
    (r"IF [Tt]ower (\d+) or higher, (.+)",
     lambda m: f"if c:tower() >= {m[1]} then {atom(m[2])} end" if "INSTEAD" not in m[2] and atom(m[2]) else None),
    (r"dmg (\d+) -> enemy ; IF Tower (\d+) or higher, dmg (\d+) -> enemy INSTEAD",
     lambda m: f"c:damage_enemy(c:tower() >= {m[2]} and {m[3]} or {m[1]})"),
    (r"PUT (Weapon|Armor|Utility|Upgrade|Action|card) <-own_scrap ->own_deck\.top",
     lambda m: f"c:scrap_to_deck_top(\"{m[1]}\")"),
    # "CANNOT use <keyword>": one mechanism (keywords.lua's deny_* verbs, core.lua's TC.denied).
    (r"Enemies CANNOT use " + DENY_KW + r"(?: or " + DENY_KW + r")? \[turn\]",
     lambda m: "c:deny_enemies(" + ", ".join(lua_str(k) for k in (m[1], m[2]) if k) + ")"),
    (r"(Autobot|Decepticon)s & (Autobot|Decepticon)s CANNOT use " + DENY_KW + r" \[turn\]",
     lambda m: f"c:deny_factions({{ {lua_str(m[1])}, {lua_str(m[2])} }}, {lua_str(m[3])})"),
    (r"ATTACKER CANNOT use " + DENY_KW + r" \[battle\]", lambda m: f"c:deny_attacker({lua_str(m[1])})"),
    (r"own:(\w+) \+= Brave \[EOB\]", lambda m: f"c:grant_each_own_battle(\"Brave\", {lua_str(m[1])})"),
    (r"dmg\(X\) -> ATTACKER == # Upgrades on attacker", lambda m: "local a = c:attacker(); if a then c:damage(a, #TC.upgrades_of(c.g, a)) end"),
]
ATOMS.extend(KIND_ATOMS)
TRIGGERS.append((r"ON\(reshuffle own_scrap into own_deck\) => (.+)", "on_reshuffle", None))
TRIGGERS.append((r"ON\(SELF combined\) => (.+)", "on_combined", None))

# Combined forms by name: "Superion, Sky Protector" and "Dreadwing Sky Destroyer" name "Superion - Sky Protector".
FORMS = {r["name"]: full_name(r) for r in csv.DictReader(open(CSV, newline="", encoding="utf-8"))
         if r["kind"] == "combined_form"}


def form_name(s):
    s = s.strip().strip('"')
    return next((full for n, full in FORMS.items() if s == n or s.startswith(n + ",") or s.startswith(n + " ")), None)


def enigma(text):
    """An Enigma Action: "IF(HAS <form> @bf) => effects ; IF(HAS n <Trait> [bot] @bf and/or @own_KO) =>
    COMBINE them into <form>" -> its play expression, or None."""
    out = []
    for g in clauses(text):
        m = re.fullmatch(r'IF\(HAS (\d+) (\w+) \[bot\] @bf and/or @own_KO\) => COMBINE them into "([^"]+)"', g[0])
        if m and len(g) == 1 and form_name(m[3]):
            out.append(f"c:combine_trait({m[1]}, {lua_str(m[2])}, {lua_str(form_name(m[3]))})")
            continue
        m = re.fullmatch(r'IF\(HAS "?([\w ]+?)"? @bf\) => (.+)', g[0])
        if not m:
            return None
        it = re.fullmatch(r"IT \+= (Bold|Tough|Pierce)\((\d+)\) \[EOT\]", m[2])
        rp = re.fullmatch(r"repair (\d+) <- IT, (.+)", m[2])
        if it and len(g) == 1:
            body = [f"c:grant(c:own_named({lua_str(m[1])}), \"{it[1]}\", {it[2]})"]
        elif rp and len(g) == 1 and atom(rp[2]):            # Constructicon Enigma
            body = [f"c:repair(c:own_named({lua_str(m[1])}), {rp[1]})", atom(rp[2])]
        else:
            body = effects([re.sub(r"\bweapon or armor\b", "Weapon or Armor", p) for p in [m[2]] + g[1:]])
        if not body:
            return None
        out.append(f"if c:own_named({lua_str(m[1])}) then " + "; ".join(body) + " end")
    return f"{{ text = {lua_str(text)}, run = function(c) " + "; ".join(out) + " end }"

# Clauses the rules of kinds.lua carry out: written as `rule "<clause>"` (never fire).
RULE_CLAUSES = [r"REPLACE\(leave_bf => own_KO\)", r"IF\(SELF leave battlefield\) => PUT IT @own_KO INSTEAD",
                r"PLAY_REQ\(\"?MTX-[\w -]+\"?\)", r"PLAY_REQ\(\"?TTC-[\w -]+\"?\)",
                r"START_ASSEMBLED\(\"[\w -]+\"\)"]

# "SECRET_REVEAL_ON(<cond>)": cond -> the arguments of cardlib's secret_on (event, role, when).
SECRET_CONDS = [
    (r"own_char \[(bot|alt)\] defends", lambda m: f"\"A5\", \"own_defends\", defender_in(\"{m[1]}\")"),
    (r"own:character defends", lambda m: "\"A5\", \"own_defends\""),
    (r"AFTER\(OPP CHOOSE attacker & before they CHOOSE defender\)", lambda m: "\"A3\", \"opp_attacks\""),
]


REPLACE_STATICS = {
    "IF(HOST take NA_dmg) => INSTEAD IT takes same_amount damages minus one": "na_dmg_minus",
    "IF(damage repaired from HOST) => INSTEAD repair same_amount damage plus 1": "repair_plus",
}


def tower_clause(g, whole):
    """The Tower's clauses on Scrapper and Devastator (tower.lua) as a Lua ability, or None."""
    if whole == "ON start_of(game) => PUT Tower tracker @own_KO height counter on IT":
        return f"start_tower({lua_str(whole)}, 1)"
    m = re.fullmatch(r"ON\(SELF or own_other:(\w+) KOd while SELF @bf or @own_KO\) => (.+)", g[0])
    body = m and effects([m[2]] + g[1:])
    if body:
        return (f"on_self_or_own_ko({lua_str(whole)}, function(c) " + "; ".join(body)
                + f" end, {lua_str(m[1])})")
    if whole == "WHEN SELF combined, repair amount damage from IT == height tower":
        return f"on_combined({lua_str(whole)}, function(c) c:repair(c:char(), c:tower()) end)"
    m = re.fullmatch(r"WHILE Tower (\d+) or higher, SELF HAS (.+)", whole)
    if m and bonus(m[2]):
        return f"while_({lua_str(whole)}, \"self\", {kw_lua(bonus(m[2]))}, tower_at_least({m[1]}))"
    m = re.fullmatch(r"WHILE Tower (\d+) or higher, change SELF's base ATK from (\d+) -> (\d+)", whole)
    if m:
        return f"while_({lua_str(whole)}, \"self\", {{ atk = {int(m[3]) - int(m[2])} }}, tower_at_least({m[1]}))"
    return None


def kind_clause(g, upgrade):
    """A clause group of the kinds and keywords above as a Lua ability, or None."""
    whole = " ; ".join(g)
    if all(any(re.fullmatch(rx, c) for rx in RULE_CLAUSES) for c in g):
        return f"rule {lua_str(whole)}"
    m = re.fullmatch(r"START_ASSEMBLED\(\"[\w -]+\"\) ; SELF can in Armor or Utility slot", whole)
    if m:
        return f"rule({lua_str(whole)}, {{ \"armor\", \"utility\" }})"
    m = re.fullmatch(r"GRANT (.+)", whole)                      # a head's bonus to its character
    if m and bonus(m[1]):
        return f"while_({lua_str(whole)}, \"host\", {kw_lua(bonus(m[1]))}, nil)"
    m = re.fullmatch(r"SELF HAS (.+) PER card under IT", whole)
    if m and bonus(m[1]):
        return f"while_({lua_str(whole)}, \"self\", {kw_lua(bonus(m[1]))}, nil, per_under)"
    m = re.fullmatch(r"ON end_of\(own_turn, IF HAS (\w+) [\w ]+ \[bot\] @bf @own_KO\) => OPT SCRAP (\d+) cards <-own_hand"
                     r" ; => if_done: COMBINE \w+ & \w+ into (.+)", whole)
    if m and form_name(m[3]):                                   # Dreadwind and Blackwing
        return (f"at_turn_end({lua_str(whole)}, function(c) local x = c:partner({lua_str(m[1])}); "
                f"if x and c:scrap_n_from_hand({m[2]}) then c:combine_with(x, {lua_str(form_name(m[3]))}) end end)")
    tc = tower_clause(g, whole)
    if tc:
        return tc
    m = re.fullmatch(r"ON\(SELF scrapped from character\) => (.+)", whole)
    body = m and upgrade and effects([m[1]])
    if body:
        return f"on_self_scrapped({lua_str(whole)}, function(c) " + "; ".join(body) + " end)"
    m = re.fullmatch(r"SELF CANNOT take > (\d+) ATK_dmg from single (?:(\w+) character's )?attack", whole)
    if m and not upgrade:
        return f"attack_damage_cap({lua_str(whole)}, {m[1]}" + (f", {lua_str(m[2])})" if m[2] else ")")
    if upgrade and whole in REPLACE_STATICS:                    # "INSTEAD" on an Upgrade (replace.lua)
        return f"while_({lua_str(whole)}, \"host\", {{ {REPLACE_STATICS[whole]} = 1 }}, nil)"
    if upgrade and whole == "IF(HOST take ATK_dmg) => INSTEAD IT takes half same_amount damage rounded down, & SCRAP THIS_CARD":
        return f"host_attack_damage_instead({lua_str(whole)}, halve_and_scrap)"
    if upgrade and whole == "IF(host_defends & take even amount ATK_dmg) => INSTEAD IT takes no ATK_dmg":
        return f"host_attack_damage_instead({lua_str(whole)}, none_if_even)"
    if upgrade and whole == "ON(host_defends & takes no ATK_dmg) => SCRAP THIS_CARD":
        return f"on_host_defend({lua_str(whole)}, function(c) c:scrap_self(false) end, \"P1\", took_no_attack_damage)"
    if whole == "ON(deploy HOST's head) => PUT SELF & other Upgrades were on HOST onto deployed character":
        return f"on_host_head_deploy({lua_str(whole)}, function(c, it) c:upgrades_to_deployed(it) end)"
    m = re.fullmatch(r"starting stars limit increases by (\d+) PER (\w[\w-]*) on start_team ; "
                     r"SELF starts game \2s on start_team under IT", whole)
    if m and not upgrade:                                       # teamunder.lua
        return f"team_under({lua_str(whole)}, {{ traits = {{ {lua_str(m[2])} }}, all = true, per = {m[1]} }})"
    m = re.fullmatch(r"SELF starts game ((?:\w+,? )+)under IT costs stars<=(\d+)", whole)
    if m and not upgrade:
        traits = [t for t in re.split(r",? (?:or )?|, ", m[1].strip()) if t and t != "or"]
        return (f"team_under({lua_str(whole)}, {{ traits = {{ " + ", ".join(lua_str(t) for t in traits)
                + f" }}, max_stars = {m[2]} }})")
    m = re.fullmatch(r"START_UNDER\((.+)\)", whole)
    names = m and [quoted(n) for n in re.findall(r'"([^"]+)"', m[1])]
    if names and all(names):
        return f"start_under({lua_str(whole)}, {{ " + ", ".join(lua_str(n) for n in names) + " })"
    m = re.fullmatch(r"([A-Z][\w-]+) HAS (.+)", whole)                 # a named teammate's bonus
    if m and m[1] in CARD_NAMES and bonus(m[2]):
        return f"while_({lua_str(whole)}, \"each_own\", {kw_lua(bonus(m[2]))}, is_named({lua_str(m[1])}))"
    m = re.fullmatch(r"ON\(([A-Z][\w-]+) attacks\) => (.+)", whole)
    body = m and m[1] in CARD_NAMES and effects([m[2]])
    if body:
        return (f"on_own_attack({lua_str(whole)}, function(c) " + "; ".join(body)
                + f" end, nil, attacker_is({lua_str(m[1])}))")
    m = re.fullmatch(r"ON\(deploy SELF from under \w+\) => (.+)", whole)
    body = m and effects(m[1].split(" ; "))
    if body:
        return f"on_deployed({lua_str(whole)}, function(c) " + "; ".join(body) + " end)"
    m = re.fullmatch(r"Enemies CANNOT use " + DENY_KW + r"(?: or " + DENY_KW + r")?( against HOST)?", whole)
    if m and (m[3] is not None) == bool(upgrade):       # a character's side; an Upgrade's host
        kws = "{ " + ", ".join(lua_str(k) for k in (m[1], m[2]) if k) + " }"
        return f"{'denies_against' if m[3] else 'denies'}({lua_str(whole)}, {kws})"
    m = re.fullmatch(r"(SELF|HOST) HAS Brave while_tapped", whole)
    if m:
        return (f"while_({lua_str(whole)}, \"{'host' if m[1] == 'HOST' else 'self'}\", {{ Brave = 1 }}, "
                f"function(g, c) return TC.tapped(g, c) end)")
    if whole == "ON(Upgrade scrapped from SELF) => PUT IT under IT":      # the scrapped Upgrade goes under
        return f"on_scrapped_from({lua_str(whole)}, function(c, x) c:put_under(x) end)"
    m = re.fullmatch(r"ON\(Upgrade scrapped from own_char\) => (.+)", whole)
    body = m and effects(m[1].split(" ; "))
    if body:
        return f"on_own_scrapped({lua_str(whole)}, function(c) " + "; ".join(body) + " end)"
    m = re.fullmatch(r"ON\((SELF|HOST) KOs_enemy_by_attack\) => use BOUNTY ; BOUNTY => (.+)", whole)
    body = m and effects(m[2].split(" ; "))
    if body:
        verb = "on_bounty" if m[1] == "SELF" else "on_host_bounty"
        return f"{verb}({lua_str(whole)}, function(c) " + "; ".join(body) + " end)"
    return None


def split_under(groups):
    """A trailing "SELF HAS ... PER card under IT", and a leading keyword list, are clauses of their own."""
    out = []
    for g in groups:
        if len(g) > 1 and re.fullmatch(r"SELF HAS .+ PER card under IT", g[-1]):
            out += [g[:-1], g[-1:]]
        elif len(g) > 1 and re.fullmatch(r"(?:(?:Bold|Tough|Pierce|Focus|Safeguard)\(\d+\)(?:, |$))+", g[0]):
            out += [g[:1], g[1:]]                # a keyword list is a clause of its own (Menasor)
        elif len(g) > 1 and (g[0].startswith("START_UNDER(") or re.fullmatch(r"[A-Z][\w-]+ HAS .+", g[-1])
                             and g[-1].split(" ")[0] in CARD_NAMES):
            out += [g[:-1], g[-1:]]              # "... ; Metroplex HAS Bold(1)": a static of its own
        else:
            out.append(g)
    return out


def merge_bounty(groups):
    """"ON(... KOs_enemy_by_attack) => use BOUNTY" and the "BOUNTY => ..." group after it are one ability."""
    out = []
    for g in groups:
        if out and g[0].startswith("BOUNTY => ") and out[-1][0].endswith("=> use BOUNTY"):
            out[-1] = out[-1] + g
        else:
            out.append(g)
    return out


def secret_cond(cond):
    for rx, fn in SECRET_CONDS:
        m = re.fullmatch(rx, cond)
        if m:
            return fn(m)
    return None


def translate(text, action=False, upgrade=False):
    """-> (kw dict, list of Lua ability expressions, attach_only list, play expr or None)"""
    kw, abil, attach, play = {}, [], [], None
    if not text:
        return kw, abil, attach, play
    groups = split_under(merge_bounty(clauses(text)))
    if action and groups and groups[0][0].startswith("SECRET_REVEAL_ON"):
        # A Secret Action: its reveal condition, then ON_REVEAL's text.
        cond = re.fullmatch(r"SECRET_REVEAL_ON\((own_char|own:character|own:(\w+)) defends\)", groups[0][0])
        rest = [p for g in groups[1:] for p in g]
        if rest and rest[0].startswith("ON_REVEAL => "):
            rest[0] = rest[0][len("ON_REVEAL => "):]
        body = effects(rest) if rest else None
        other = secret_cond(groups[0][0][len("SECRET_REVEAL_ON("):-1])
        if cond and body is not None:
            tr = f", {lua_str(cond[2])}" if cond[2] else ""
            abil.append(f"secret_reveal({lua_str(groups[0][0])}{tr})")
            play = f"{{ text = {lua_str(text)}, run = function(c) " + "; ".join(body) + " end }"
        elif other and body is not None:
            abil.append(f"secret_on({lua_str(groups[0][0])}, {other})")
            play = f"{{ text = {lua_str(text)}, run = function(c) " + "; ".join(body) + " end }"
        else:
            abil.append(f"todo {lua_str(text)}")
        return kw, abil, attach, play
    if action and "COMBINE them into" in text and enigma(text):
        return kw, abil, attach, enigma(text)
    ruled = action and next((r for r in (rule(text) for rule in ACTION_RULES) if r), None)
    if ruled:                  # the play, or (the play, abilities that are part of its text)
        return (kw, abil + ruled[1], attach, ruled[0]) if isinstance(ruled, tuple) else (kw, abil, attach, ruled)
    if action:
        # An Action's text resolves when it is played (keyword clauses aside).
        plain = [g for g in groups if not (KW_RE.match(g[0]) or g[0].startswith(("ATTACH_", "PLAY_REQ")))]
        flat = [p for g in plain for p in g]
        body = effects(flat) if flat else None
        if flat and body is not None:
            play = f"{{ text = {lua_str(text)}, run = function(c) " + "; ".join(body) + " end }"
        elif flat:
            play = f"todo {lua_str(text)}"
    for g in groups:
        whole = " ; ".join(g)
        head = g[0]
        m = KW_RE.match(head)
        if m and len(g) == 1:
            kw[m[1]] = kw.get(m[1], 0) + int(m[2])
            continue
        kl = re.fullmatch(r"((?:Bold|Tough|Pierce|Focus|Safeguard)\(\d+\)(?:,? |$))+", head + " ")
        if kl and len(g) == 1:
            for k, n in re.findall(r"(Bold|Tough|Pierce|Focus|Safeguard)\((\d+)\)", head):
                kw[k] = kw.get(k, 0) + int(n)
            continue
        if head in ("Stealth", "Brave") and len(g) == 1:
            kw[head] = 1
            continue
        m = re.fullmatch(r"ATTACH_(ONLY|NOT)\((.+)\)", head)     # ATTACH_NOT: "!<trait>"
        st = m and re.fullmatch(r"characters HAS stars(>=|<=)(\d+)", m[2])    # a star bound: ">=<n>", "<=<n>"
        if st and m[1] == "ONLY" and len(g) == 1:
            attach.append(st[1] + st[2])
            continue
        if m and len(g) == 1 and re.fullmatch(r"[\w ,\"-]+", m[2]):
            attach += [("!" if m[1] == "NOT" else "") + trait(t).strip('"') for t in re.split(r",| or ", m[2]) if t.strip()]
            continue
        if action:
            continue
        kc = kind_clause(g, upgrade)
        if kc:
            abil.append(kc)
            continue
        st = [static(c, upgrade) for c in g]   # "SELF HAS ... ; each_own:... HAS ...": statics side by side
        if all(st):
            abil += st
            continue
        ft = (flip_trigger(g) or tap_with_cost(g) or attach_to(g) or cond_trigger(g)
              or next((r for r in (rule(g) for rule in GROUP_RULES) if r), None))
        if ft:
            abil += ft if isinstance(ft, list) else [ft]     # a group rule may give several abilities
            continue
        done = False
        for rx, fn, timing in TRIGGERS:
            m = re.fullmatch(rx, head)
            if m:
                a = ability(fn, [m[1]] + g[1:], whole, timing)
                if a:
                    abil.append(a)
                    done = True
                break
        if not done:
            abil.append(f"todo {lua_str(whole)}")
    return kw, abil, attach, play


def kw_lua(kw):
    return "{ " + ", ".join(f"{k} = {v}" for k, v in sorted(kw.items())) + " }" if kw else "{}"


def abil_lua(abil, indent):
    if not abil:
        return "{}"
    pad = " " * indent
    return "{\n" + "".join(f"{pad}  {a},\n" for a in abil) + pad + "}"


def num(v):
    return str(int(v)) if re.fullmatch(r"[-+]?\d+", v or "") else None


def header(r, what):
    lines = [f"-- {full_name(r)}: {what} ({r['printings']}).",
             "-- Generated by tests/tools/gen_tcg_cards.py from tests/data/transformers-tcg-cards.csv:",
             "-- the data's notation is in each ability's text; `todo` marks what is not implemented."]
    if "UNVERIFIED" in r["notes"]:
        lines.append(f"-- UNVERIFIED in the data: {r['notes']}")
    elif r["notes"]:
        lines.append(f"-- Data note: {r['notes']}")
    return "\n".join(lines) + "\n"


def character(r):
    modes = []
    for i in (1, 2, 3):
        mode = r[f"m{i}_mode"]
        if not mode:
            continue
        kw, abil, _, _ = translate(r[f"m{i}_ability"], upgrade=mode.startswith("upgrade:") or mode == "head")
        atk = num(r[f"m{i}_atk"])
        traits = [t.strip() for t in r[f"m{i}_traits"].split(",") if t.strip()]
        modes.append(f"    {{ {lua_str(mode)}, atk = {atk if atk is not None else lua_str(r[f'm{i}_atk'] or '*')}, "
                     f"def = {num(r[f'm{i}_def']) or 0},\n"
                     f"      traits = {{ {', '.join(lua_str(t) for t in traits)} }}, kw = {kw_lua(kw)},\n"
                     f"      abilities = {abil_lua(abil, 6)} }},\n")
    unverified = "  unverified = true,\n" if "UNVERIFIED" in r["notes"] else ""
    if any("U?" in r[f"m{i}_ability"] for i in (1, 2, 3)):      # the data's unexplained icon token
        unverified += ("  -- Reconstruction: the icon token [U] (\"U?\") is explained by no source; the condition\n"
                       "  -- reads it as option cerebros_u_icon says (scripts/transformers-tcg/uicon.lua).\n"
                       "  reconstruction = true,\n")
    return (header(r, f"{r['faction'] or 'no faction'} {r['kind'].replace('_', ' ')}, {r['stars']} stars")
            + "return character {\n"
            f"  name = {lua_str(full_name(r))}, kind = {lua_str(r['kind'])},\n"
            f"  stars = {num(r['stars']) or 0}, health = {num(r['health']) or 0}, "
            f"faction = {lua_str(r['faction'])}, max_copies = {num(r['count']) or 1},\n"
            + unverified + "  modes = {\n" + "".join(modes) + "  },\n}\n")


def battle(r):
    t = r["card_type"]
    typ, slot = t, None
    if t.startswith("Upgrade-"):
        typ, slot = "Upgrade", t.split("-", 1)[1].split("+")[0].lower()
    action = typ in ("Action", "Secret Action")
    kw, abil, attach, play = translate(r["ability"], action, typ == "Upgrade")
    icons = ", ".join(f"{c} = {r['icons_' + c]}" for c in ("orange", "blue", "white", "green", "black")
                      if r["icons_" + c] not in ("", "0"))
    fields = [f"  name = {lua_str(full_name(r))}, type = {lua_str(typ)},"]
    if slot:
        fields.append(f"  slot = {lua_str(slot)},")
    fields.append(f"  faction = {lua_str(r['faction'])}, max_copies = {num(r['count']) or 3},")
    if num(r["stars"]):
        fields.append(f"  stars = {r['stars']},")                  # a battle card's star cost
    fields.append(f"  icons = {{ {icons} }},")
    for k in ("atk_mod", "def_mod", "hp_mod"):
        if num(r[k]):
            fields.append(f"  {k} = {r[k]},")
    if kw:
        fields.append(f"  kw = {kw_lua(kw)},")
    only, never = [a for a in attach if a[0] not in "!<>"], [a[1:] for a in attach if a[0] == "!"]
    for a in attach:
        if a[0] in "<>":
            fields.append(f"  attach_{'min' if a[0] == '>' else 'max'}_stars = {a[2:]},")
    if only:
        fields.append(f"  attach_only = {{ {', '.join(lua_str(a) for a in only)} }},")
    if never:
        fields.append(f"  attach_not = {{ {', '.join(lua_str(a) for a in never)} }},")
    if play:
        fields.append(f"  play = {play},")
    if abil:
        fields.append(f"  abilities = {abil_lua(abil, 2)},")
    if "UNVERIFIED" in r["notes"]:
        fields.append("  unverified = true,")
    return header(r, t) + "return battle {\n" + "\n".join(fields) + "\n}\n"


# --- Stratagems (scripts/transformers-tcg/stratagems.lua): a character named in quotes,
# "Name, Subtitle", is the card "Name - Subtitle".
FULL_NAMES = {full_name(r) for r in csv.DictReader(open(CSV, newline="", encoding="utf-8"))}


def quoted(s):
    n = s.strip().strip('"').replace(", ", " - ", 1)
    return n if n in FULL_NAMES else None


def stratagem(text):
    """A Stratagem's text as one Lua ability, or None."""
    q = r'"([^"]+)"'
    m = re.fullmatch(q + r" HAS (.+)", text)
    if m and quoted(m[1]) and bonus(m[2]):
        return f"while_({lua_str(text)}, \"each_own\", {kw_lua(bonus(m[2]))}, is_named({lua_str(quoted(m[1]))}))"
    m = re.fullmatch(r"WHILE\(" + q + r" upgraded " + q + r"\) => IT HAS (.+)", text)
    if m and quoted(m[1]) and bonus(m[3]):
        return (f"while_({lua_str(text)}, \"each_own\", {kw_lua(bonus(m[3]))}, "
                f"named_with_upgrade({lua_str(quoted(m[1]))}, {lua_str(m[2])}))")
    m = re.fullmatch(r"WHILE\(own_char other than " + q + r" HAS been KOd \[game\]\) => " + q + r" HAS (.+)", text)
    if m and m[1] == m[2] and quoted(m[1]) and bonus(m[3].replace(", & ", ", ")):
        return (f"while_({lua_str(text)}, \"each_own\", {kw_lua(bonus(m[3].replace(', & ', ', ')))}, "
                f"named_after_ko({lua_str(quoted(m[1]))}))")
    m = re.fullmatch(r"ON\(upgrade " + q + r"\) => (.+)", text)
    body = m and quoted(m[1]) and effects(m[2].split(" ; "))
    if body:
        return f"when_upgraded({lua_str(text)}, {lua_str(quoted(m[1]))}, function(c) " + "; ".join(body) + " end)"
    m = re.fullmatch(r"ON\(own:(\w+) attacks & HAS " + q + r" on battle\w*\) => (.+)", text)
    body = m and quoted(m[2]) and effects([m[3]])
    if body:
        return (f"on_own_attack({lua_str(text)}, function(c) " + "; ".join(body)
                + f" end, nil, attacker_with({lua_str(m[1])}, {lua_str(quoted(m[2]))}))")
    return once_per_game(text) or next((x for x in (f(text) for f in STRATAGEM_RULES) if x), None)


# "ONCE_PER_GAME ON(<trigger>) => X ; FLIP SELF" (stratagems.lua): triggers and effects (the
# effect returns whether it was done, for "=> if_done: FLIP SELF" / "on_done, FLIP SELF").
ONCE_EFFECTS = {
    "OPT PLAY <=2 Secret Actions": "return c:play_secrets_upto(2)",
    "MOVE 1 dmg_ctr from IT -> each_enemy": "c:move_damage_each_enemy(it, 1)",
    "OPT SWAP head own_other:character's heads": "return c:swap_heads(it)",
    "RETURN IT ->bf upgrading own_char": "return c:return_upgrading(it)",
}


def once_per_game(text):
    m = re.fullmatch(r"ONCE_PER_GAME ON\((.+?)\) => (.+?)( ; => if_done:| on_done,| ;) FLIP SELF", text)
    if not m or m[2] not in ONCE_EFFECTS:
        return None
    fn = f"function(c, it) {ONCE_EFFECTS[m[2]]} end"
    t = re.fullmatch(r'FLIP "([^"]+)" ->(alt|bot)( & IT HAS number dmg_ctr == or greater than # enemies @bf)?', m[1])
    if t and quoted(t[1]):
        cond = ", damage_at_least_enemies" if t[3] else ""
        trig = f"on_own_named_flip({lua_str(text)}, {fn}, {lua_str(quoted(t[1]))}, \"{t[2]}\"{cond})"
    elif m[1] == "FLIP own_char HAS character on IT [head]":
        trig = f"on_own_headed_flip({lua_str(text)}, {fn})"
    elif m[1] == "own:Weaponizers in Upgrade mode PUT @own_KO":
        trig = f"on_own_weaponizer_to_ko({lua_str(text)}, {fn})"
    else:
        return None
    return f"once_per_game({trig}{', true' if m[3] != ' ;' else ''})"


def other(r):
    """Stratagems: their text translated when stratagem() knows it, else `todo`."""
    ab = stratagem(r["ability"]) or f"todo {lua_str(r['ability'] or 'no text')}"
    return (header(r, r["card_type"] or r["kind"]) + "return battle {\n"
            f"  name = {lua_str(full_name(r))}, kind = {lua_str(r['kind'])}, type = \"Stratagem\",\n"
            f"  faction = {lua_str(r['faction'])},\n"
            f"  stars = {num(r['stars']) or 0}, max_copies = {num(r['count']) or 1},\n"
            f"  abilities = {{ {ab} }},\n}}\n")


# The third pass's rules (gen_tcg_more.py) extend these tables.
STATIC_RULES, STARTS, GROUP_RULES, CONTINUES = [], [], [], []
ACTION_RULES = []          # an Action's whole text -> its `play` expression (gen_tcg_effects2.py)
STRATAGEM_RULES = []       # a Stratagem's whole text -> its ability (gen_tcg_round6b.py)
# A static "Enemies CANNOT use <keyword>[ against HOST]" is its own ability (Stunticon Swagger).
STARTS.append(lambda c: bool(re.fullmatch(r"Enemies CANNOT use [\w ]+", c)))
gen_tcg_more.install(sys.modules[__name__])
gen_tcg_effects2.install(sys.modules[__name__])
gen_tcg_triggers2.install(sys.modules[__name__])    # round 5: triggered abilities
gen_tcg_round6.install(sys.modules[__name__])       # round 6: answers to an Action, added traits
gen_tcg_round6b.install(sys.modules[__name__])       # round 6: extra turns, winning, per-turn counts
gen_tcg_round7a.install(sys.modules[__name__])       # round 7: Secret Actions that replace (INSTEAD)
gen_tcg_round7b.install(sys.modules[__name__])       # round 7: redirected attack damage, Firedrive
gen_tcg_round8c.install(sys.modules[__name__])       # round 8c: replacements, Secret Actions, hidden cards
gen_tcg_round8a.install(sys.modules[__name__])       # round 8a: the last effects of Actions and Upgrades
gen_tcg_round8d.install(sys.modules[__name__])       # round 8d: outside the game, combinings
gen_tcg_round8b.install(sys.modules[__name__])       # round 8b: characters' triggers, untap and removal events


def main():
    rows = list(csv.DictReader(open(CSV, newline="", encoding="utf-8")))
    os.makedirs(OUT, exist_ok=True)
    written = kept = 0
    for r in rows:
        path = os.path.join(OUT, r["card_id"] + ".lua")
        if os.path.exists(path):
            with open(path, encoding="utf-8") as f:
                if "hand-written" in f.readline():
                    kept += 1
                    continue
        if r["kind"] == "battle":
            text = battle(r)
        elif r["kind"] == "stratagem":
            text = other(r)
        else:
            text = character(r)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        written += 1
    print(f"{written} card files written, {kept} hand-written files kept")


if __name__ == "__main__":
    main()
