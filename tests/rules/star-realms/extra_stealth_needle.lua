-- Extra (§5.3 [data], reading A24): Stealth Needle (Core Set, Machine Cult) copies another ship
-- played this turn: it gains that ship's abilities and its faction, and counts as Machine Cult
-- plus the copied faction for Allies.

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names
local OPTS = "set=both"

scenario("Stealth Needle copies faction and abilities: copying Stinger gives Stinger's primary, Ally and Scrap, and makes both Blob allies", function()
  local g = game{ seed = 1, options = OPTS }
  g:setup{ active = 1, p1 = { hand = { "Stinger", "Stealth Needle" }, combat = 0, trade = 0 } }
  g:act("play Stinger")
  ok(not g:can("ally Stinger"), "Stinger alone")
  g:act("play Stealth Needle")             -- only one ship to copy: chosen without asking
  eq(pool(g, 1, "combat"), 6, "Stinger 3 + the copy's primary 3")
  ok(g:can("ally Stinger"), "the Needle counts as Blob for Stinger")
  ok(g:can("ally Stealth Needle"), "the Needle has Stinger's Ally, with Stinger as its Blob partner")
  g:act("ally Stealth Needle")
  eq(pool(g, 1, "combat"), 9, "the copied Ally")
  g:act("scrap Stealth Needle")
  eq(pool(g, 1, "trade"), 1, "the copied Scrap Ability (1 Trade)")
  eq(names(g, "scrap"), { "Stealth Needle" }, "the Needle itself goes to the Scrap Heap")
end)

scenario("Stealth Needle copies faction and abilities: the copy keeps Machine Cult too", function()
  local g = game{ seed = 1, options = OPTS }
  g:setup{ active = 1, p1 = { hand = { "Stinger", "Stealth Needle", "Plasma Bot" } } }
  g:act("play Stinger")
  g:act("play Stealth Needle")
  g:act("play Plasma Bot")                  -- hand now empty: nothing to scrap, no question
  ok(g:can("ally Plasma Bot"), "the Needle counts as Machine Cult for Plasma Bot")
end)

scenario("Stealth Needle copies faction and abilities: the player chooses which ship, and the Needle is itself again next turn", function()
  local g = game{ seed = 1, options = OPTS }
  g:setup{ active = 1, p1 = { hand = { "Stinger", "Frontier Runner", "Stealth Needle" }, deck = {}, discard = {}, trade = 0, authority = 50 } }
  g:act("play Stinger")
  g:act("play Frontier Runner")
  g:act("play Stealth Needle")
  local opts = g:options()
  table.sort(opts)
  eq(opts, { "Frontier Runner", "Stinger" }, "ships played this turn")
  g:act("Frontier Runner")
  eq(pool(g, 1, "trade"), 4, "two Frontier Runner primaries")
  eq(auth(g, 1), 54, "Authority")
  g:act("end turn")
  local copy = g:get("(function() for _, c in ipairs(g:cards(g:zone('hand', 1))) do if g:name(c) == 'Stealth Needle' then return g:cget(c, 'copy_of') or 'none' end end end)()")
  eq(copy, "none", "back in P1's hand (reshuffled), the Needle copies nothing")
end)

scenario("Stealth Needle copies faction and abilities: with no other ship played it copies nothing", function()
  local g = game{ seed = 1, options = OPTS }
  g:setup{ active = 1, p1 = { hand = { "Stealth Needle" }, combat = 0, trade = 0 } }
  g:act("play Stealth Needle")
  eq(pool(g, 1, "combat") + pool(g, 1, "trade"), 0, "nothing gained")
  ok(g:can("end turn"), "play goes on")
end)
