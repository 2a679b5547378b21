-- transformers-tcg/invasion.lua -- Relentless Invasion: Trypticon's crew back for one turn.
--
-- "IF(HAS "Trypticon, Assault Base" @bf) => PUT "Full-Tilt", "Wipe-Out", & Brunt @own_KO ->bf fully
-- repaired ; characters PUT ->bf SELF way attack [turn] ; @turn_end, PUT each those characters
-- that's still @bf under Trypticon" (the card data; the digest is silent).  Readings
-- (docs/transformers-tcg.md, "Round 8d"): with the player's Trypticon on the battlefield, each of
-- the three that lies in the player's KO area enters the battlefield untapped, with no damage
-- counters, in the mode it was KO'd in; "can attack this turn" needs no rule (a character that
-- enters the battlefield may attack the same turn in these rules).  Each is marked with the card
-- value `invaded` (expiry turn, naming the Trypticon), the Action `invading`.  At the end of the
-- turn (E1, the event "end_turn") the Action -- still in its player's played area -- puts each marked character that
-- is still on the battlefield face down under that Trypticon, if it is still on the battlefield
-- (its Upgrades are scrapped, its head deploys, as when a character becomes a card under another).

local TC = include "core"
local K = TC.K
local Z = TC.z
local L = include "cardlib"
local Ctx = include "ctx"
include "combine2"

-- "IF(HAS <base> @bf) => PUT <crew> @own_KO ->bf fully repaired ; ...".
function Ctx.relentless_invasion(c, base, crew)
  local g, p = c.g, c.player
  local t
  for _, x in ipairs(TC.characters(g, p)) do if g:name(x) == base then t = x end end
  if not t then return end
  g:cset(c.card, "invading", true, K.turn)         -- its end-of-turn part (not a copy flipped in battle)
  for _, name in ipairs(crew) do
    for _, x in ipairs(g:cards(Z(g, "ko", p))) do
      if TC.is_character(g, x) and TC.named(g, x, name) then
        g:move(x, Z(g, "battlefield", p))
        g:cset(x, K.dmg, nil); g:cset(x, K.tapped, nil)
        g:cset(x, "invaded", t, K.turn)
        g:log("%s returns from the KO area to the battlefield, fully repaired", g:name(x))
        break
      end
    end
  end
end

-- At end of turn: the marked characters still on the battlefield go under their Trypticon.
function Ctx.invasion_ends(c)
  local g, p = c.g, c.player
  for _, x in ipairs(TC.characters(g, p)) do
    local t = g:cget(x, "invaded")
    if t and g:where(t) == Z(g, "battlefield", p) then
      for _, u in ipairs(TC.upgrades_of(g, x)) do TC.scrap(g, u) end
      for _, h in ipairs(TC.attached(g, x, "heads")) do TC.deploy(g, h) end
      g:move(x, Z(g, "under", p))
      g:cset(x, K.host, t); g:cset(x, K.tapped, nil); g:cset(x, "invaded", nil)
      g:log("%s goes face down under %s", g:name(x), g:name(t))
    end
  end
end
-- The part of the Action's text that waits for the end of the turn (in the played area, where
-- battle flips go too: only the copy whose play found Trypticon).
function L.at_end_played(text, fn)
  return { on = "end_turn", role = "own_turn", played_zone = true, part = true, text = text, run = fn,
           when = function(g, self) return g:cget(self, "invading") == true end }
end

return TC
