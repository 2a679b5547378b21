-- tutorial/schema.lua -- what a Sparks card file may hold (kernel/lua/schema.c
-- checks every card against it as it loads; an unknown field is a typo).
return {
  required = { "name" },
  fields = {
    name = "string",              -- what players type: `play Spark`
    text = "string",              -- the card's rules text, for people
    on_play = "function",         -- on_play(g, self, p): the tutorial calls it
    on = "table",                 -- triggers: { event = "handler name" }
    handlers = "table",           -- the functions triggers and effects name
    reconstruction = "boolean",   -- the text is not the printed card's
  },
}
