-- star-realms/schema.lua -- what a Star Realms card file may hold (the
-- fields ship{} and base{} in ctx.lua read): kernel/lua/schema.c checks
-- every card against it as it loads, so a typo (`aly = ...`), an unknown
-- faction or a missing name, text or box count is refused with the file
-- and the line.  ship{} and base{} add `type` (and `role`'s default).
local fn, bool, num, str, tab = "function", "boolean", "number", "string", "table"
return {
  required = { "name", "text", "sets" },
  fields = {
    name = str, text = str, sets = tab, cost = num, defense = num, outpost = bool,
    faction = { "Blob", "Machine Cult", "Star Empire", "Trade Federation" },
    role = { "trade_deck", "explorer_pile", "personal_deck" },
    explorer = bool, copies = bool, counts_as = str, reconstruction = bool,
    primary = fn, ally = fn, ally2 = fn, scrap = fn,      -- abilities (c: the card's context)
    on = tab, handlers = tab,                             -- triggers and effect handlers
  },
  derived = { "type" },
}
