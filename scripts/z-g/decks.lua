-- z-g/decks.lua -- the characters a player can bring (digest 2.1): a
-- 10-card zGear deck, a character card (basic play) and a Mode deck
-- (advanced play).  Every card is in cards/z-g/; see docs/z-g.md for
-- which are named by the source and which are reconstructions.
return {
  Vanguard = {
    character = "Vanguard",
    gear = { "Firefight Frontgear", "T-Laser", "Blue Footgear L", "Blue Footgear R",
             "Maneuvering Footgear", "Vanguard Ulster", "Vanguard Jetgear",
             "Vanguard Shoulder Cannon", "Vanguard Arm Blade", "Vanguard Shield Arm" },
    modes = { "Deadshot!!", "Supercharge!!", "Hero Drive", "Retest Drive", "Augment Drive",
              "Bolster Drive", "Dash Tactic" },
  },
  Striker = {
    character = "Striker",
    gear = { "Magnetron Generator", "Reaction Armor Frontgear", "Red Footgear L", "Red Footgear R",
             "Striker Ulster", "Striker Z-G Wings", "Striker Blaster", "Striker Claw",
             "Striker Tailgear", "Striker Visor" },
    modes = { "Deadshot!!", "Supercharge!!", "Hero Drive", "Retest Drive", "Augment Drive",
              "Bolster Drive", "Dash Tactic" },
  },
}
