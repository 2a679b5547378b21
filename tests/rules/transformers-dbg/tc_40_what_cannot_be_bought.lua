-- TC-40 What cannot be bought.
-- Given faceup in range: a Decepticon Robot, a Boss, a Site, a Decepticon Scheme; and a facedown
-- card. When the player tries to buy each. Then all are rejected.

local H = require "lib.tf"
local ready, pos, power = H.ready, H.pos, H.power

scenario("TC-40 Adversaries, Bosses, Sites, Schemes and facedown cards cannot be bought", function()
  local g = ready({}, { matrix = { ["0,1"] = { "Rumble", up = true }, ["1,0"] = { "Starscream", up = true },
                                   ["1,2"] = { "Repair Bay", up = true }, ["2,1"] = { "Energon Embargo", up = true },
                                   ["1,1"] = "Jazz" },
    p1 = { mode = "bot", pos = { 1, 1 }, hand = {}, played = { { "Helping Hand", power = 20 } } } })
  for _, o in ipairs(g:options()) do
    if o:sub(1, 4) == "buy " then eq(o:sub(1, 13), "buy Roll Out!", "the only buy is Roll Out!") end
  end
end)
