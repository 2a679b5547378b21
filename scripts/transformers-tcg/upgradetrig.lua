-- transformers-tcg/upgradetrig.lua -- an Upgrade attached to an enemy wakes no ability of its side (round 8c).
--
-- Sabotage (a Stratagem): "WHILE(HAS "Autobot Gears, Transport and Reconnaissance" @bf) =>
-- Enemies being upgraded CANNOT cause abilities opp_card -> trigger".  The digest is silent.
-- Read: while its owner has Autobot Gears on the battlefield, an Upgrade attached to one of
-- the opponent's characters (played, put or moved: the event "attach") wakes no ability of
-- the opponent's cards -- the Upgrade's own "ON(attach)", the character's "when upgraded",
-- their other cards' "ON(own_char upgraded)"; the Stratagem owner's cards still wake.  The
-- trigger queue's TC.collect (queue.lua) is where the abilities are woken.

local TC = include "core"
local Z = TC.z
local L = include "cardlib"

function L.sabotage(text, name) return { on = "none", text = text, sabotage = name } end

-- Does player q's opponent hold an active Sabotage?
local function sabotaged(g, q)
  local o = TC.other(g, q)
  local sz = Z(g, "stratagems", o)
  if g:size(sz) == 0 then return false end
  for _, s in ipairs(g:cards(sz)) do
    local ab = TC.marked(g, s, "sabotage")
    if ab and not g:cget(s, "used") then
      for _, x in ipairs(TC.characters(g, o)) do
        if g:name(x) == ab.sabotage then return true end
      end
    end
  end
  return false
end

local collect = TC.collect
function TC.collect(g, self, ev, event)
  if event == "attach" and ev.host and g:controller(self) == g:controller(ev.host)
     and sabotaged(g, g:controller(ev.host)) then return end
  return collect(g, self, ev, event)
end

return TC
