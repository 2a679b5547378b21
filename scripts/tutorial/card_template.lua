-- NAME: TODO the card's text, as printed.
-- (Written by `arbiter new-card`; see docs/authoring.md, "What a card file
-- looks like".  The fields are those scripts/tutorial/schema.lua lists.)
return card {
  name = "NAME",
  text = "TODO",
  on_play = function(g, self, p)
    gain(g, p, 1)                -- TODO: what the card does when played
  end,
}
