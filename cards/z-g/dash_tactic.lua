-- Dash Tactic: The tactic Mode card the source mentions with Dash; its text is unknown, so it does nothing (a hook).
return card {
  name = "Dash Tactic",
  kind = "mode",
  reconstruction = true,
  tactic = "dash",
}
