-- hand-written: Anticipation Engine (Wave 3 #1), the digest's TF-42 example (keep: the generator skips this file).
-- ON(host_attacks) => REVEAL own_deck.top(1) ; IF IT's Action, OPT PLAY IT
return battle {
  name = "Anticipation Engine", type = "Upgrade",
  slot = "weapon",
  faction = "", max_copies = 3,
  icons = { white = 1 },
  abilities = {
    on_host_attack("ON(host_attacks) => REVEAL own_deck.top(1) ; IF IT's Action, OPT PLAY IT",
      function(c) c:reveal_top_play(TC.is_action) end),
  },
}
