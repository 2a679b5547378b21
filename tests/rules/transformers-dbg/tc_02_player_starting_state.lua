-- TC-02 Player starting state.
-- Given any mode. When PA.1-PA.7 finish.
-- Then each player: character Alt side up, standee OFF_BOARD, Energon 2, VP 0, 10 owned cards
-- (6 Courage, Firepower, Patrol, Fix, Reserves) with 5 in hand and 5 in deck, empty
-- discard/Vault/in-front.

local H = require "lib.tf"
local new, names, size, energon, vp, pos, sorted =
  H.new, H.names, H.size, H.energon, H.vp, H.pos, H.sorted

local function check(g, n)
  for p = 1, n do
    eq(g:get(("TF.mode(g, %d)"):format(p)), "alt", "p" .. p .. " starts in Alt Mode")
    eq(pos(g, p), "off", "p" .. p .. "'s standee is off the board")
    eq(energon(g, p), 2, "p" .. p .. "'s Energon")
    eq(vp(g, p), 0, "p" .. p .. "'s VP")
    eq(size(g, "hand", p), 5, "p" .. p .. "'s hand")
    eq(size(g, "deck", p), 5, "p" .. p .. "'s deck")
    local all = names(g, "hand", p)
    for _, x in ipairs(names(g, "deck", p)) do all[#all + 1] = x end
    eq(sorted(all), sorted{ "Courage", "Courage", "Courage", "Courage", "Courage", "Courage",
                             "Firepower", "Patrol", "Fix", "Reserves" }, "p" .. p .. "'s 10 starters")
    for _, z in ipairs({ "discard", "vault", "front", "played" }) do
      eq(size(g, z, p), 0, "p" .. p .. "'s " .. z)
    end
    eq(size(g, "character", p), 1, "p" .. p .. " has a character card")
  end
end

scenario("TC-02 Every player starts Alt side up, off the board, 2 Energon, 5 in hand and 5 in deck", function()
  check(new{ players = 3 }, 3)
  check(new{ players = 2, options = "mode=coop" }, 2)
  check(new{ players = 1, options = "mode=solo" }, 1)
end)
