-- transformers-tcg/undercards.lua -- battle cards and Mini-Cassettes put under a character (round 8c).
--
-- The digest is silent; the card data's notation and these readings:
--   * Private Hot Rod - Infantry, Soldier (alt): "COST(Safeguard(3) When shuffle own_deck & SELF
--     NOT HAS BC under IT) => PUT own_deck.bottom(1) face down under IT": Safeguard 3 (a
--     keyword the data wrote inside the clause), and when its controller's deck is reshuffled
--     (digest 11, the rules' one shuffle of a deck during play) while no battle card is
--     under it, the deck's bottom card goes face down under it.
--     (bot): "WHILE(SELF HAS BC under IT) => OPT PLAY another action on each_own:turns": while
--     a battle card is under it, its controller may play a second Action in each of their
--     main phases (the static `extra_action`, effects2.lua, as Menasor's).
--   * Recover Cassette (Action): "IF(HAS Blaster or Soundwave @bf) => OPT PUT own:Mini-Cassettes
--     from battlefield under IT ; => if_done: repair 2 <- own_char, PUT THIS_CARD @own_KO":
--     with Blaster or Soundwave on its player's battlefield (the player picks one if both),
--     the player may put any number of their Mini-Cassettes from the battlefield face down
--     under it (as they start the game: untapped, no counters; their Upgrades are scrapped);
--     if at least one went, one of the player's characters is repaired by 2 and Recover
--     Cassette goes to its owner's KO area (not the scrap pile).  Blaster's and Soundwave's
--     bot flips deploy them again (teamunder.lua).

local TC = include "core"
local K = TC.K
local Z = TC.z
local L = include "cardlib"
local Ctx = include "ctx"

-- "When shuffle own_deck & SELF NOT HAS BC under IT".
function L.on_reshuffle_empty(text, fn)
  return { on = "reshuffle", role = "own_turn", text = text, run = fn, when = L.no_bc_under }
end
-- "WHILE(SELF HAS BC under IT)": a static's condition.
function L.has_bc_under(g, c) return not L.no_bc_under(g, c) end

local function named_any(g, x, names)
  for _, n in ipairs(names) do if TC.named(g, x, n) then return true end end
  return false
end

-- Character x leaves the battlefield face down under host h.
local function tuck(g, x, h)
  for _, u in ipairs(TC.upgrades_of(g, x)) do TC.scrap(g, u) end
  g:move(x, Z(g, "under", g:owner(x)))
  g:cset(x, K.host, h)
  g:cset(x, K.dmg, nil)
  g:cset(x, K.tapped, nil)
  g:log("%s goes face down under %s", g:name(x), g:name(h))
end

function Ctx.recover_cassette(c, names, trait)
  local g, p = c.g, c.player
  local hosts, tapes = {}, {}
  for _, x in ipairs(TC.characters(g, p)) do
    if named_any(g, x, names) then hosts[#hosts + 1] = x end
  end
  if #hosts == 0 then return g:log("p%d has no %s on the battlefield", p, table.concat(names, " or ")) end
  local h = g:choose(p, "Put Mini-Cassettes under which character?", hosts, { auto = true })
  for _, x in ipairs(TC.characters(g, p)) do
    if x ~= h and TC.has_trait(g, x, trait) then tapes[#tapes + 1] = x end
  end
  local picked = #tapes > 0 and g:choose_many(p, "Put which of your " .. trait .. "s under " .. g:name(h) .. "?", tapes, #tapes) or {}
  if #picked == 0 then return end
  for _, x in ipairs(picked) do tuck(g, x, h) end
  Ctx.repair(c, Ctx.own_char(c), 2)
  if g:where(c.card) == Z(g, "played", g:owner(c.card)) then
    g:move(c.card, Z(g, "ko", g:owner(c.card)))
    g:log("%s goes to p%d's KO area", g:name(c.card), g:owner(c.card))
  end
end

return TC
