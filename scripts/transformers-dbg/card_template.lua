-- NAME: TODO the card's type, faction and source.
-- (Written by `arbiter new-card`; the fields are those defs.lua describes and
-- scripts/transformers-dbg/schema.lua lists.  A card whose text is not known
-- keeps reconstruction = true and is listed in docs/transformers-dbg.md.)
return tfcard {
  name = "NAME", types = { "Ally" },
  reconstruction = true,
  cost = 1,
  text = "TODO",
  on_play = function(c) c:energon(1) end,     -- TODO: what the card does
}
