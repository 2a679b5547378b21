-- T17 — Free acquisition: given P1 uses Burrower's Scrap Ability ("acquire a card of cost 4 or less for free"), when P1 takes a cost-4 card from the Trade Row, then P1 spends no Trade, the card goes to P1's Discard Pile, and the row refills.

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names

scenario("T17 — Free acquisition: Burrower's Scrap takes a cost-4 card without Trade, into the Discard Pile, and the row refills", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, trade_row = { "Moonwurm Hatchling", "Blob Alpha", "Swarm Cluster", "Stinger", "Hive Queen" },
           trade_deck = { "Patrol Boat", "Cargo Craft" },
           p1 = { hand = { "Burrower" }, discard = {}, trade = 1, combat = 0 } }
  g:act("play Burrower")
  g:act("scrap Burrower")
  local opts = g:options()
  has(opts, "Moonwurm Hatchling (cost 4)", "cost 4 is offered")
  has(opts, "Stinger (cost 1)", "cost 1 is offered")
  has(opts, "Explorer (cost 2)", "an Explorer is offered")
  lacks(opts, "acquire nothing", "the acquisition is compulsory (no \"?\" in the card data)")
  lacks(opts, "Blob Alpha (cost 6)", "cost 6 is not offered")
  lacks(opts, "Swarm Cluster (cost 8)", "cost 8 is not offered")
  lacks(opts, "Hive Queen (cost 7)", "cost 7 is not offered")
  g:act("Moonwurm Hatchling (cost 4)")
  eq(pool(g, 1, "trade"), 1, "no Trade spent")
  eq(names(g, "discard", 1), { "Moonwurm Hatchling" }, "P1's discard pile")
  eq(size(g, "ships", 1), 0, "the acquired card is not in play (and Burrower was scrapped)")
  eq(names(g, "scrap"), { "Burrower" }, "Burrower is in the Scrap Heap")
  eq(size(g, "trade_row"), 5, "Trade Row refilled")
  has(names(g, "trade_row"), "Patrol Boat", "with the top of the Trade Deck")
  eq(pool(g, 1, "combat"), 5, "Burrower's primary only")
end)
