-- transformers-tcg/uicon.lua -- the data's unexplained icon token, read as an option.
--
-- Cerebros - City Commander (body): "ON(self_battles & flipped>={WH+OR+BL+U?}) => OPT PLAY
-- Upgrade <-own_scrap onto SELF".  `U?` stands for an icon token `[U]` that no source explains
-- (tests/data/SOURCES-transformers-tcg.md, "Known gap"), so the card is a reconstruction (its
-- file says so).  Read: when Cerebros battles (attacking, after its side's flips at B4;
-- defending, at B6) and its side flipped a white, an orange and a blue icon -- and, with option
-- cerebros_u_icon set to a colour (white, orange, blue, black, green), one more icon of that
-- colour; "none", the default, requires nothing more -- its controller may play an Upgrade of
-- any slot from their scrap pile onto it.

local TC = include "core"
local L = include "cardlib"
local Ctx = include "ctx"

local CODE = { white = "WH", orange = "OR", blue = "BL", black = "BK", green = "GR" }

TC.choice("cerebros_u_icon", { "none", "white", "orange", "blue", "black", "green" })

-- "flipped>={... + U?}": the icons req, and the option's colour for U?.
function L.flipped_u(req)
  return function(g, self)
    local full, extra = {}, CODE[TC.opt(g, "cerebros_u_icon")]
    for icon, n in pairs(req) do full[icon] = n end
    if extra then full[extra] = (full[extra] or 0) + 1 end
    return L.flipped(full)(g, self)
  end
end

-- "OPT PLAY Upgrade <-own_scrap onto SELF": an Upgrade of any slot it can carry.
function Ctx.play_upgrade_from_scrap(c) return Ctx.play_from_scrap_onto(c, Ctx.char(c), nil) end

return TC
