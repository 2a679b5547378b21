-- Fleet HQ (Core Set): Star Empire base, cost 8, defense 8; copies: Core Set 1.
-- Data note: post-errata wording (publisher FAQ): only ships played while Fleet HQ is in play give the bonus; older lists show a static +1 to all ships
-- Reading: the post-errata trigger, as the publisher list gives it: each ship you play
-- while Fleet HQ is in play gives 1 Combat; ships played before it came into play do not.
return base {
  name = "Fleet HQ", faction = "Star Empire", cost = 8, defense = 8,
  sets = { core = 1 },
  text = "Whenever you play a ship while this base is in play, gain 1 Combat.",
  on = { ship_played = { combat = 1 } },      -- (the ruleset's events: only your ships)
}
