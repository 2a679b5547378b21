-- T01 — Standard setup: a new 2-player game gives each player 50 Authority and a 10-card Personal Deck (8 Scouts, 2 Vipers), 16 Explorers face up, a 5-card Trade Row from the shuffled 80-card Trade Deck, and hands of 3 (first player) and 5 (second player).
-- The digest describes the Frontiers box, so these games use set=frontiers.

local function count_names(g, zone, p)
  return g:get(([[(function()
    local t = {}
    for _, c in ipairs(g:cards(g:zone(%q, %d))) do t[g:name(c)] = (t[g:name(c)] or 0) + 1 end
    return t end)()]]):format(zone, p))
end

local function size(g, zone, p) return g:get(("g:size(g:zone(%q, %d))"):format(zone, p or 0)) end

scenario("T01 — Standard setup: each player starts at 50 Authority with a Personal Deck of exactly 8 Scouts and 2 Vipers", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  for p = 1, 2 do
    eq(g:get(("SR.authority(g, %d)"):format(p)), 50, "p" .. p .. "'s Authority")
    local deck, hand = count_names(g, "deck", p), count_names(g, "hand", p)
    local all = {}
    for _, t in ipairs({ deck, hand }) do for k, v in pairs(t) do all[k] = (all[k] or 0) + v end end
    eq(all, { Scout = 8, Viper = 2 }, "p" .. p .. "'s starting cards (deck + hand)")
    eq(size(g, "discard", p), 0, "p" .. p .. "'s discard pile")
    eq(size(g, "ships", p) + size(g, "bases", p), 0, "p" .. p .. "'s cards in play")
    eq(g:get(("SR.pool(g, %d, 'trade') + SR.pool(g, %d, 'combat')"):format(p, p)), 0, "p" .. p .. "'s pools")
  end
end)

scenario("T01 — Standard setup: 16 Explorers face up, and a Trade Row of 5 dealt from the shuffled 80-card Trade Deck (20 per faction)", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  eq(size(g, "explorers"), 16, "Explorer pile")
  eq(g:get("(select(3, g:zone_info(g:zone('explorers', 0))))"), "public", "the Explorer pile is face up")
  eq(g:get("(function() for _, c in ipairs(g:cards(g:zone('explorers', 0))) do if g:name(c) ~= 'Explorer' then return false end end return true end)()"),
     true, "only Explorers in the Explorer pile")
  eq(size(g, "trade_row"), 5, "Trade Row")
  eq(size(g, "trade_deck"), 75, "Trade Deck after dealing the row")
  eq(g:get("(select(3, g:zone_info(g:zone('trade_deck', 0))))"), "hidden", "the Trade Deck is face down")
  eq(g:get("(select(3, g:zone_info(g:zone('trade_row', 0))))"), "public", "the Trade Row is face up")
  eq(size(g, "scrap"), 0, "Scrap Heap")
  local factions = g:get([[(function()
    local t = {}
    for _, z in ipairs({ g:zone('trade_deck', 0), g:zone('trade_row', 0) }) do
      for _, c in ipairs(g:cards(z)) do
        local f = g:def(c).faction or 'Unaligned'
        t[f] = (t[f] or 0) + 1
      end
    end
    return t end)()]])
  eq(factions, { Blob = 20, ["Machine Cult"] = 20, ["Star Empire"] = 20, ["Trade Federation"] = 20 },
     "Trade Deck + Trade Row by faction (80 cards, no Scouts, Vipers or Explorers)")
end)

scenario("T01 — Standard setup: the first player is chosen at random and holds 3 cards; the second holds 5", function()
  local firsts = {}
  for seed = 1, 12 do
    local g = game{ seed = seed, options = "set=frontiers" }
    local a = g:active()
    local b = 3 - a
    firsts[a] = true
    eq(size(g, "hand", a), 3, "seed " .. seed .. ": first player's hand")
    eq(size(g, "hand", b), 5, "seed " .. seed .. ": second player's hand")
    eq(size(g, "deck", a), 7, "seed " .. seed .. ": first player's deck")
    eq(size(g, "deck", b), 5, "seed " .. seed .. ": second player's deck")
    eq(g:player(), a, "seed " .. seed .. ": the first decision is the first player's")
    eq(g:turn(), 1, "turn number")
  end
  ok(firsts[1] and firsts[2], "over 12 seeds both seats go first at least once")
end)

scenario("T01 — Standard setup: the same seed gives the same shuffles; another seed gives another Trade Row", function()
  local row = "(function() local t = {} for _, c in ipairs(g:cards(g:zone('trade_row', 0))) do t[#t+1] = g:name(c) end return t end)()"
  local a, b = game{ seed = 7, options = "set=frontiers" }, game{ seed = 7, options = "set=frontiers" }
  eq(a:get(row), b:get(row), "same seed, same Trade Row")
  eq(a:hash(), b:hash(), "same seed, same state")
  local differs = false
  for seed = 8, 12 do
    local c = game{ seed = seed, options = "set=frontiers" }
    if c:hash() ~= a:hash() then differs = true end
  end
  ok(differs, "other seeds shuffle differently")
end)
