-- Every card loads, and every ability the card files implement runs in a scripted scenario:
-- the card is put in play (a character in the ability's mode, an Upgrade on a character, an
-- Action in hand; a tap ability's card with cards of every icon in hand to pay a cost), its
-- ability is queued or the Action played, and the decisions it asks
-- are answered with the first option until it has resolved.  A script error fails the test.
local H = require "lib.tcg"

scenario("every card of waves 1-5 is loaded (678 files)", function()
  local g = H.new()
  eq(g:get("(function() local n = 0 for _, d in ipairs(g:card_defs()) do " ..
           "if not d.name:match('^F ') then n = n + 1 end end return n end)()"),
     678, "cards loaded")
end)

local function board(entry)
  local name, idx, kind, typ, mode = entry[1], entry[2], entry[3], entry[4], entry[5]
  local p1 = { chars = { { "F Striker", upgrades = { "F Upgrade" }, dmg = 1 } },
               hand = { "F Action X", "F Upgrade", "F Blank" },
               deck = { "F Action Y", "F Upgrade", "F Blank", "F Blank", "F Blank", "F Blank", "F Blank", "F Blank" },
               scrap = { "F Upgrade", "F Action X" } }
  if entry[6] == "tap" then                  -- a tap ability's cost may scrap a card of an icon
    for _, x in ipairs({ "F Black2", "F Blue2", "F Orange2", "F White", "F Green", "F Green", "F Green" }) do
      p1.hand[#p1.hand + 1] = x
    end
  end
  if entry.costly then                       -- an Action with a cost: characters that can pay it
    p1.chars[#p1.chars + 1] = "F Payer"
    p1.chars[#p1.chars + 1] = "F Body"
  end
  if kind ~= "battle" then
    table.insert(p1.chars, 1, { name, mode = mode or 1, dmg = 1 })
  elseif typ == "Upgrade" then
    p1.chars[1].upgrades = { name }
  elseif typ == "Secret Action" and idx > 0 then
    p1.secret = { name }
  else
    p1.hand[#p1.hand + 1] = name
  end
  return H.at_main{ p1 = p1, p2 = { chars = { { "F Wall", upgrades = { "F Upgrade" } }, "F Omega" },
                                    deck = H.list(8, "F Blank") } }
end

local function settle(g, name)
  for _ = 1, 40 do
    if g:over() or H.count_log(g, name .. "'s ability resolves") > 0 and g:prompt():match("^Play a card, flip") then return end
    g:act(1)
  end
end

-- The list, 300 entries at a time (one answer of g:get holds at most 64 KiB).
local all, probe = {}, H.new()
local total = probe:get("#T.implemented(g)")
for from = 1, total, 300 do
  for _, e in ipairs(probe:get(string.format("(function() local t, o = T.implemented(g), {} " ..
                                             "for i = %d, math.min(%d, #t) do o[#o + 1] = t[i] end return o end)()", from, from + 299))) do
    all[#all + 1] = e
  end
end
local costly = {}                            -- Actions whose play has a cost (effects2.lua)
for _, n in ipairs(H.new():get("(function() local t = {} for _, d in ipairs(g:card_defs()) do " ..
                               "if d.play and d.play.req then t[#t + 1] = d.name end end return t end)()")) do
  costly[n] = true
end
for _, e in ipairs(all) do e.costly = e[2] == 0 and costly[e[1]] end
for _, e in ipairs(all) do
  scenario(string.format("%s: ability %d runs", e[1], e[2]), function()
    local g = board(e)
    if e[2] == 0 then
      g:act("play " .. e[1])
      ok(H.count_log(g, "plays " .. e[1]) == 1 or H.count_log(g, "Secret Action") == 1, "played")
      return
    end
    if e[6] == "static" then
      -- a static ability: every number of every character is computed in and out of combat
      local all = "(function() local n = 0 for p = 1, 2 do for _, c in ipairs(TC.characters(g, p)) do " ..
                  "n = n + TC.attack(g, c) + TC.defense(g, c) + TC.health(g, c) + TC.kw(g, c, 'Bold') " ..
                  "+ TC.kw(g, c, 'Stealth') end end return n end)()"
      ok(g:get(all) ~= nil, "out of combat")
      g:act("end main phase"); g:act(1); g:act(1)
      settle(g, "")
      ok(g:get(all) ~= nil, "after combat")
      return
    end
    if e[6] == "tap" then
      g:act("tap " .. e[1])
      -- the turn's tap ability is spent; the character stays tapped unless its ability untaps it
      ok(H.get(g, "g:pget(1, 'm_tap')"), "the main phase's tap ability is spent")
      local text = H.get(g, "g:def(T.char(g, 1, %q)).abilities[%d].text", e[1], e[2])
      ok(H.cval(g, 1, e[1], "tapped") or text:match("=> UNTAP own_char"), "tapped")
      return
    end
    local zone = e[3] == "stratagem" and "stratagems" or e[3] ~= "battle" and "battlefield"
                 or e[4] == "Upgrade" and "upgrades" or "secret"
    g:edit(string.format("local c for _, x in ipairs(g:cards(TC.z(g, %q, 1))) do if g:name(x) == %q then c = x end end " ..
                         "return T.queue(g, c, %d)", zone, e[1], e[2]))
    g:act("flip F Striker to bot")           -- a raise: the queue drains
    settle(g, e[1])
    ok(H.count_log(g, e[1] .. "'s ability resolves") >= 1, "resolved")
  end)
end
