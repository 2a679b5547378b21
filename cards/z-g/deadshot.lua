-- Deadshot!!: Named by the source: a Time 6 - Damage maneuver, unusable on a 0-match test. Its effect is unknown: playing it only fires the zg_maneuver event (a hook).
return card {
  name = "Deadshot!!",
  kind = "mode",
  reconstruction = true,
  maneuver_time = 6,
}
