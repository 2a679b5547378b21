-- Damage -- Basic card (20 in the supply).  Gained faceup in front of the
-- character.  Its printed text, if any, is not in the sources.
return tfcard {
  name = "Damage", types = { "Damage" },
  text = "(Damage: -1 VP per 2 at the end; forces Assists to be resolved.)",
}
