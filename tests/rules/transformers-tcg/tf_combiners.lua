-- Combiners (combiners.lua).  The digest is silent; the card data gives the combined forms
-- ("formed during play; not chosen for a team") and the texts that make them: the Enigma
-- Actions ("IF(HAS 5 Stunticons [bot] @bf and/or @own_KO) => COMBINE them into "Menasor,
-- Menacing Colossus"") and pairs (Dreadwind and Blackwing).  The readings are
-- docs/transformers-tcg.md's ("Combiners").
local H = require "lib.tcg"

local MENASOR = "Menasor - Menacing Colossus"
local S = { "Breakdown - Paranoid Scout", "Dead End - Doomed Loner", "Motormaster - Stunticon Leader",
            "Offroad - All-Terrain Soldier", "Decepticon Drag Strip - Cutthroat Warrior" }

local function stunticons(opts, chars, ko)
  return H.at_main({ p1 = { chars = chars or { { S[1], mode = 2, dmg = 1 }, { S[2], mode = 2, dmg = 2, tapped = true },
                                               { S[3], mode = 2 } },
                            ko = ko or { S[4], S[5] }, hand = { "Stunticon Enigma", "Stunticon Enigma" },
                            deck = H.list(8, "F Blank") },
                     p2 = { chars = { "F Wall" }, deck = H.list(8, "F Blank") } }, opts)
end

scenario("Stunticon Enigma: five Stunticons (bot mode on the battlefield and/or KO'd) combine into Menasor", function()
  local g = stunticons()
  g:act("play Stunticon Enigma")
  eq(H.names(g, "battlefield", 1)[1], MENASOR, "Menasor is p1's only character")
  eq(H.size(g, "battlefield", 1), 1, "the parts left the battlefield")
  eq(H.size(g, "under", 1), 5, "all five under it")
  eq(H.size(g, "ko", 1), 0, "the KO'd ones came back")
  eq(H.dmg(g, 1, MENASOR), 3, "the damage counters of the parts on the battlefield (1 + 2)")
  ok(H.cval(g, 1, MENASOR, "tapped"), "tapped: one part was")
  eq(H.get(g, "TC.health(g, T.char(g, 1, %q))", MENASOR), 35, "its own health")
  eq(H.get(g, "TC.kw(g, T.char(g, 1, %q), 'Pierce')", MENASOR), 1, "its own keywords (Bold 1, Tough 1, Pierce 1)")
  eq(H.count_log(g, MENASOR .. "'s ability resolves: ON(SELF combined) => draw(2)"), 1, "ON(SELF combined) after the Action")
  eq(H.size(g, "hand", 1), 3, "one Enigma left + 2 drawn")
end)

scenario("Combining: four Stunticons are not enough, and alt-mode ones on the battlefield do not count", function()
  local g = stunticons(nil, nil, { S[4] })
  g:act("play Stunticon Enigma")
  eq(H.size(g, "battlefield", 1), 3, "no combination with four")
  local h = stunticons(nil, { { S[1], mode = 2 }, { S[2], mode = 2 }, S[3] })
  h:act("play Stunticon Enigma")
  eq(H.size(h, "battlefield", 1), 3, "Motormaster in alt mode does not count")
end)

scenario("Combining: option combine_keeps_damage=false starts the form undamaged", function()
  local g = stunticons("combine_keeps_damage=false")
  g:act("play Stunticon Enigma")
  eq(H.dmg(g, 1, MENASOR), 0, "undamaged")
end)

scenario("Combined form: never flips; a second Enigma draws (IF(HAS Menasor @bf) => draw(2)) and combines nothing", function()
  local g = stunticons()
  g:act("play Stunticon Enigma")
  ok(not H.has(g, "flip " .. MENASOR), "no flip offered")
  g:edit("g:pset(1, 'm_action', nil) return true")
  local before = H.size(g, "hand", 1)
  g:act("play Stunticon Enigma")
  eq(H.size(g, "hand", 1), before - 1 + 2, "drew 2")
  eq(H.size(g, "battlefield", 1), 1, "still one Menasor")
end)

scenario("Combined form KO'd: it and its parts go to the KO area", function()
  local g = stunticons()
  g:act("play Stunticon Enigma")
  g:edit("TC.place_damage(g, T.char(g, 1, 'Menasor - Menacing Colossus'), 40, false) return true")
  eq(H.size(g, "ko", 1), 6, "Menasor and five Stunticons")
  eq(H.size(g, "under", 1), 0, "nothing left under anything")
  ok(g:over(), "p1 has no character left")
end)

scenario("Dreadwind and Blackwing: at the end of their owner's turn, scrapping 3 cards combines them into Dreadwing", function()
  local g = H.at_main{ p1 = { chars = { { "Dreadwind - Air Defense", mode = 2 }, { "Blackwing - Aerial Attacker", mode = 2 } },
                              hand = { "F Blank", "F Blank", "F Blank" }, deck = H.list(8, "F Blank") },
                       p2 = { chars = { "F Wall" }, deck = H.list(8, "F Blank") } }
  g:act("end main phase")
  g:act("Dreadwind")
  g:act("F Wall")
  for _ = 1, 12 do
    local pr = g:prompt()
    if pr:match("^Scrap 3 cards") then g:act("yes")
    elseif pr:match("^Order triggers") or pr:match("^Scrap which card") then g:act(1)
    elseif g:turn() > 3 or g:over() then break
    else g:act(1) end
  end
  eq(H.names(g, "battlefield", 1)[1], "Dreadwing - Sky Destroyer", "combined")
  eq(H.size(g, "under", 1), 2, "Dreadwind and Blackwing under it")
end)
