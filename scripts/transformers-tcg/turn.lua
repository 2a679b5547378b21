-- transformers-tcg/turn.lua -- start of turn (digest 5.1 step 1) and end of turn (digest 9).
--
-- Start: the active player draws 1 (TF.START.DRAW, no first-turn
-- exemption, 17.10), then "at the start of your turn" abilities
-- (TF.START.ABILITIES).  End: E1 "at end of turn" abilities, once per turn
-- (17.12); E2 every face-up card of both played areas to its owner's
-- scrap pile, and the defending player's face-down Secret Actions to scrap
-- face up without effect; E3 "until end of turn" values expire (a health
-- bonus ending may KO); E4 repeat E2-E3 while they left anything behind.

local TC = include "core"
include "queue"
local Z = TC.z

function TC.start_phase(g)
  local p = g:active()
  TC.draw(g, p, 1)
  TC.raise(g, "start", { player = p })
end

local function cleanup(g)
  local moved = 0
  for q = 1, 2 do
    for _, c in ipairs(g:cards(Z(g, "played", q))) do      -- an opponent's card played (Nightbird): its owner's
      if not TC.kept_at_end(g, c) then g:move(c, Z(g, "scrap", g:owner(c))); moved = moved + 1 end    -- keepdown.lua
    end
  end
  local d = TC.other(g, g:active())
  for _, c in ipairs(g:cards(Z(g, "secret", d))) do
    if TC.kept_at_end(g, c) then goto kept end
    g:move(c, Z(g, "scrap", d))
    g:log("p%d's face-down %s is scrapped without effect", d, g:name(c))
    moved = moved + 1
    ::kept::
  end
  return moved
end

function TC.end_phase(g)
  TC.raise(g, "end_turn", { player = g:active() })           -- E1
  TC.at_end(g)                                              -- E1: "@turn_end" effects (fieldverbs.lua)
  for _ = 1, 10 do
    if g:over() then return end
    local before = #TC.characters(g, 1) + #TC.characters(g, 2)
    local moved = cleanup(g)                                -- E2
    g:expire("turn")                                        -- E3
    g:expire("combat")
    TC.check_ko(g)
    local after = #TC.characters(g, 1) + #TC.characters(g, 2)
    if moved == 0 and before == after then break end        -- E4
  end
end

return TC
