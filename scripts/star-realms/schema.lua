-- star-realms/schema.lua -- what a Star Realms card file may hold (the
-- fields ship{} and base{} in ctx.lua read): kernel/lua/schema.c checks
-- every card against it as it loads, so a typo (`aly = ...`), an unknown
-- faction or a missing name, text or box count is refused with the file
-- and the line.  ship{} and base{} add `type` (and `role`'s default).
local bool, num, str, tab = "boolean", "number", "string", "table"
local ability = "function|table"    -- a function of c, or verbs as data: { combat = 3 }
return {
  required = { "name", "text", "sets" },
  fields = {
    name = str, text = str, sets = tab, cost = num, defense = num, outpost = bool,
    faction = { "Blob", "Machine Cult", "Star Empire", "Trade Federation" },
    role = { "trade_deck", "explorer_pile", "personal_deck" },
    explorer = bool, copies = bool, counts_as = str, reconstruction = bool,
    primary = ability, ally = ability, ally2 = ability, scrap = ability,   -- abilities
    on = tab, handlers = tab,                             -- triggers and effect handlers
  },
  derived = { "type" },
}
