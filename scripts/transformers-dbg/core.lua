-- transformers-dbg/core.lua -- the shared vocabulary of the ruleset.
--
-- One table, TF, that every other module extends.  This file holds what
-- everything needs: zone ids (computed from the fixed creation order of
-- setup, so no lookup by name is needed in hot paths), player values
-- (Energon, VP, position, mode), Matrix geometry (orthogonal distance,
-- 0-based (row, col) as in the digest), the card-type predicates of digest
-- 1.5 (Adversary, buyable, Boss, Robot), and the basic card movements of
-- digest 2.4 (draw with shuffle-when-needed, destroy, acquire, Damage).
-- The end of the game stops every procedure at once (g:halt: the kernel
-- unwinds what runs), so no caller checks whether the game went on.
-- Nothing here keeps state in Lua: every value lives in the kernel.

local TF = {}
local fmt, abs = string.format, math.abs

---------------------------------------------------------------------------
-- Zones: created in this exact order by setup.lua, so ids are arithmetic.
---------------------------------------------------------------------------

TF.SHARED = { "matrix", "main_deck", "main_discard", "rollout", "damage",
              "encounters", "encounter_discard", "encounter_active", "box",
              "removed", "under", "stack1", "stack2", "stack3", "stack4" }
TF.PERSONAL = { "deck", "hand", "discard", "played", "front", "vault", "assist",
                "character" }
local SH, PE = {}, {}
for i, n in ipairs(TF.SHARED) do SH[n] = i end
for i, n in ipairs(TF.PERSONAL) do PE[n] = i end
local NSH, NPE = #TF.SHARED, #TF.PERSONAL
TF.SHARED_INDEX, TF.PERSONAL_INDEX = SH, PE

-- Zone id of a shared zone (p nil/0) or of player p's zone.
function TF.z(name, p)
  if p and p > 0 then return NSH + (p - 1) * NPE + PE[name] end
  return SH[name]
end
local Z = TF.z

-- The ids of one personal zone for every player: TF.zones("hand")[p].
-- Modules keep those they read on every decision, instead of calling TF.z.
function TF.zones(name)
  local ids = {}
  for p = 1, 8 do ids[p] = Z(name, p) end
  return ids
end

local MATRIX = SH.matrix
local FRONT, CHARACTER = TF.zones("front"), TF.zones("character")
local DECK, HAND, DISCARD = TF.zones("deck"), TF.zones("hand"), TF.zones("discard")
local VAULT = TF.zones("vault")
local MAIN_DISCARD, REMOVED, DAMAGE_SUPPLY = SH.main_discard, SH.removed, SH.damage

-- Zone name and owner of a zone id (no kernel call).
function TF.zname(zid)
  if zid <= NSH then return TF.SHARED[zid], 0 end
  local k = zid - NSH - 1
  return TF.PERSONAL[k % NPE + 1], k // NPE + 1
end

-- Name and owner of the zone card c is in.
function TF.zone_of(g, c)
  local zid = g:where(c)
  if not zid then return nil, 0 end
  return TF.zname(zid)
end

---------------------------------------------------------------------------
-- Options and modes
---------------------------------------------------------------------------

function TF.coop(g) return g:options().mode ~= "competitive" end
function TF.solo(g) return g:options().mode == "solo" end
function TF.expert(g) return g:options().expert == true end
function TF.flag(g, k) return g:options()[k] end

-- Player names and space names are made once: logs and labels use them often.
local PNAMES = {}
for p = 0, 8 do PNAMES[p] = "p" .. p end

function TF.pname(p) return PNAMES[p] or ("p" .. p) end


---------------------------------------------------------------------------
-- Game end
---------------------------------------------------------------------------

-- Ends the game now (TF.finish is set by score.lua); the kernel stops
-- whatever runs (g:halt), so nothing of the procedure goes on.
function TF.end_game(g, reason, detail)
  if not g:over() then TF.finish(g, reason, detail) end
  g:halt()
end

---------------------------------------------------------------------------
-- Card definitions and predicates (digest 1.2, 1.5)
---------------------------------------------------------------------------

local function def(g, c) return g:def(c) end
TF.def = def

function TF.is(g, c, t) return def(g, c).is[t] == true end
function TF.is_boss(g, c) return def(g, c).is.boss == true end
function TF.is_robot(g, c) return def(g, c).is.robot == true end
function TF.is_scheme(g, c) local i = def(g, c).is return i.dscheme or i.cscheme or false end
function TF.is_decepticon(g, c)
  local d = def(g, c)
  return d.is.boss or d.faction == "Decepticon"
end
function TF.faction(g, c) return def(g, c).faction end

-- Cards that come from the main deck (destroyed ones go to its discard):
-- the definition says (defs.lua), for the end of turn's steps too.
function TF.main_deck_origin(g, c) return def(g, c).main_deck_origin end

-- Faceup cards in the Matrix whose Ongoing text changes the rules
-- (Divided Loyalties, All-Out Assault): returns the first such card.
local RULES = {}
for _, key in ipairs({ "all_robots_adversary", "battles_are_confrontations", "thwarted_by_blocking_for_another" }) do
  RULES[key] = filter{ face_up = true, has = key }
end

function TF.matrix_rule(g, key)
  return g:first(MATRIX, RULES[key] or { face_up = true, has = key })
end

function TF.divided(g) return TF.matrix_rule(g, "all_robots_adversary") ~= nil end

-- Digest 1.5 is_adversary; dl = TF.divided(g) when the caller has it.
function TF.is_adversary(g, c, dl)
  if g:where(c) ~= MATRIX or not g:face_up(c) then return false end
  local d = def(g, c)
  if d.is.boss then return true end
  if not d.is.robot then return false end
  if d.faction == "Decepticon" then return true end
  if dl == nil then dl = TF.divided(g) end
  return dl
end

-- Printed cost, or nil for cards without one.
-- ("cost_set" is a per-card override used by tests for FIXTURE costs.)
-- d: c's definition, when the caller has it.
function TF.cost(g, c, d) return g:cget(c, "cost_set") or (d or def(g, c)).cost end

---------------------------------------------------------------------------
-- Player values
---------------------------------------------------------------------------

function TF.energon(g, p) return g:pget(p, "energon") or 0 end

function TF.gain_energon(g, p, n, why)
  if n == 0 then return end
  local v = TF.energon(g, p) + n
  if v < 0 then v = 0 end
  g:pset(p, "energon", v)
  g:log("%s %s %d Energon%s (now %d)", TF.pname(p), n > 0 and "gains" or "loses",
        math.abs(n), why and (" (" .. why .. ")") or "", v)
end

function TF.pay_energon(g, p, n)
  local e = TF.energon(g, p)
  if e < n then error(fmt("%s cannot pay %d Energon (has %d)", TF.pname(p), n, e)) end
  g:pset(p, "energon", e - n)
end

function TF.vp(g, p) return g:pget(p, "vp") or 0 end

-- "Gain/lose N VP": Energon in co-op (CO.1), nothing in expert co-op (CO.8).
function TF.gain_vp(g, p, n, why)
  if n == 0 then return end
  if TF.coop(g) then
    if TF.expert(g) then
      g:log("%s would %s %d VP: nothing happens (expert co-op)", TF.pname(p),
            n > 0 and "gain" or "lose", math.abs(n))
      return
    end
    return TF.gain_energon(g, p, n, (why and why .. ", " or "") .. "VP is Energon in co-op")
  end
  local v = TF.vp(g, p) + n
  if v < 0 then v = 0 end
  g:pset(p, "vp", v)
  g:log("%s %s %d VP%s (now %d)", TF.pname(p), n > 0 and "gains" or "loses", math.abs(n),
        why and (" (" .. why .. ")") or "", v)
end

function TF.character(g, p) return g:top(CHARACTER[p]) end
function TF.mode(g, p) return g:pget(p, "mode") or "alt" end
function TF.bot(g, p) return TF.mode(g, p) == "bot" end

-- The side table (bot/alt) of p's character that is showing.
function TF.side(g, p, mode)
  local ch = TF.character(g, p)
  if not ch then return nil end
  return def(g, ch)[mode or TF.mode(g, p)]
end

-- The Damage cards in front of p: how many, or whether any (asked of the kernel).
local DAMAGE = filter{ has = "is.damage" }
function TF.damage_count(g, p) return #g:cards(FRONT[p], DAMAGE) end
function TF.damaged(g, p) return g:first(FRONT[p], DAMAGE) ~= nil end

---------------------------------------------------------------------------
-- Geometry: 0-based (row, col); orthogonal distance.
---------------------------------------------------------------------------

function TF.dims(g)
  local sz = TF.SIZES[g:players()]
  return sz.rows, sz.cols
end

-- Position of p's standee, or nil while it is off the board.
function TF.pos(g, p)
  local r = g:pget(p, "row")
  if r == nil then return nil end
  return r, g:pget(p, "col")
end

function TF.placed(g, p) return g:pget(p, "row") ~= nil end

function TF.set_pos(g, p, r, c)
  g:pset(p, "row", r)
  g:pset(p, "col", c)
end

function TF.cell(g, r, c) return g:cell(MATRIX, r + 1, c + 1) end

-- Matrix position of card c (0-based), or nil if it is not in the Matrix.
function TF.card_pos(g, c)
  local zid, r, col = g:where(c)
  if zid ~= MATRIX then return nil end
  return r - 1, col - 1
end

function TF.dist(r1, c1, r2, c2) return abs(r1 - r2) + abs(c1 - c2) end

-- Distance from p's standee to Matrix card c (nil if either is off the
-- board), as the kernel measures it for the Matrix family.
function TF.dist_to_card(g, p, c) return g:distance(p, c) end

function TF.dist_players(g, p, q)
  local r1, c1 = TF.pos(g, p)
  local r2, c2 = TF.pos(g, q)
  if not r1 or not r2 then return nil end
  return TF.dist(r1, c1, r2, c2)
end

local SPACES = {}                 -- SPACES[r][c] = "(r,c)"
for r = 0, 7 do
  SPACES[r] = {}
  for c = 0, 7 do SPACES[r][c] = fmt("(%d,%d)", r, c) end
end

function TF.space(r, c)
  local row = SPACES[r]
  return row and row[c] or fmt("(%d,%d)", r, c)
end

-- Players whose standees stand on (r, c), in turn order from the active player.
function TF.players_at(g, r, c)
  local out = {}
  for _, q in ipairs(TF.turn_order(g)) do
    local qr, qc = TF.pos(g, q)
    if qr == r and qc == c then out[#out + 1] = q end
  end
  return out
end

-- Players with a standee in the Matrix, in turn order from the active player.
function TF.in_matrix(g)
  local out = {}
  for _, q in ipairs(TF.turn_order(g)) do
    if TF.placed(g, q) then out[#out + 1] = q end
  end
  return out
end

-- ORDER[n][a]: the n players in turn order from player a; LEFT[n][p]: the
-- others clockwise from p's left (constant lists, made once: read only).
local ORDER, LEFT = {}, {}
for n = 1, 8 do
  ORDER[n], LEFT[n] = {}, {}
  for a = 1, n do
    ORDER[n][a], LEFT[n][a] = {}, {}
    for i = 0, n - 1 do ORDER[n][a][i + 1] = (a - 1 + i) % n + 1 end
    for i = 1, n - 1 do LEFT[n][a][i] = (a - 1 + i) % n + 1 end
  end
end

-- All players, in turn order starting with the active one (or `from`).
function TF.turn_order(g, from) return ORDER[g:players()][from or g:active()] end

-- The other players clockwise, starting at p's left.
function TF.clockwise_from_left(g, p) return LEFT[g:players()][p] end

---------------------------------------------------------------------------
-- Card movements (digest 2.4)
---------------------------------------------------------------------------

-- Moves the discard pile into the deck and shuffles it (PROC.DRAW).
function TF.reshuffle(g, p)
  local deck, disc = DECK[p], DISCARD[p]
  if g:size(disc) == 0 then return false end
  g:move_all(disc, deck)
  g:shuffle(deck)
  g:log("%s shuffles the discard pile into a new deck", TF.pname(p))
  return true
end

-- Top card of p's deck, shuffling only now that one is needed; nil if none.
function TF.deck_top(g, p)
  local deck = DECK[p]
  if g:size(deck) == 0 and not TF.reshuffle(g, p) then return nil end
  return g:top(deck)
end

function TF.draw(g, p, n)
  local got = 0
  for _ = 1, n do
    local c = TF.deck_top(g, p)
    if not c then break end                 -- AMB-45: draw what you can
    g:move(c, HAND[p])
    got = got + 1
  end
  if got > 0 then g:log("%s draws %d card%s", TF.pname(p), got, got == 1 and "" or "s") end
  return got
end

function TF.discard_card(g, c, p)
  g:move(c, DISCARD[p or g:controller(c)])
end

-- PROC.DESTROY: main-deck cards to the main-deck discard, the rest removed.
-- A destroyed Boss counts toward the end of the game.
function TF.destroy(g, c, why)
  local was_matrix = g:where(c) == MATRIX
  local boss = TF.is_boss(g, c)
  g:flip(c, true)
  if TF.main_deck_origin(g, c) then g:move(c, MAIN_DISCARD)
  else g:move(c, REMOVED) end
  TF.clear_card(g, c)
  g:log("%s is destroyed%s", g:name(c), why and (" (" .. why .. ")") or "")
  if was_matrix and TF.release_under then TF.release_under(g, c) end
  if boss then TF.boss_gone(g, c) end
end

-- Forgets a card's per-play values (Power, Move) when it changes place.
function TF.clear_card(g, c)
  g:cset(c, "pw", nil)
  g:cset(c, "mv", nil)
end

function TF.boss_gone(g, c)
  local n = g:gadd("bosses_gone", 1)
  g:log("Bosses defeated or destroyed: %d of 3", n)
  if n >= 3 then TF.end_game(g, "bosses") end
end

-- Gains a Damage card from the supply (nothing if the supply is empty).
function TF.gain_damage(g, p, n, why)
  for _ = 1, n or 1 do
    local d = g:top(DAMAGE_SUPPLY)
    if not d then
      g:log("the Damage supply is empty: %s gains no Damage", TF.pname(p))
      return
    end
    g:move(d, FRONT[p])
    g:log("%s gains a Damage%s (now %d)", TF.pname(p), why and (" (" .. why .. ")") or "",
          function() return TF.damage_count(g, p) end)     -- (worded only if the log is kept)
    if TF.coop(g) and TF.damage_count(g, p) >= 5 then
      TF.end_game(g, "coop_damage", TF.pname(p))
    end
  end
end

-- "Return" a Damage to the supply (not destroying it).
function TF.return_damage(g, p)
  for _, c in ipairs(g:cards(FRONT[p])) do
    if def(g, c).is.damage then
      g:move(c, DAMAGE_SUPPLY)
      g:log("%s returns a Damage to the supply", TF.pname(p))
      return true
    end
  end
  return false
end

-- PROC.ACQUIRE: where a bought or gained card goes.
function TF.acquire(g, p, c, kind)
  local d = def(g, c)
  local from_matrix = g:where(c) == MATRIX
  TF.clear_card(g, c)
  g:set_owner(c, p)
  g:log("%s %s %s", TF.pname(p), kind == "buy" and "buys" or "gains", g:name(c))
  g:padd(p, (kind == "buy" and "stat.bought." or "stat.gained.") .. g:name(c), 1)   -- for balance studies
  if from_matrix and TF.release_under then TF.release_under(g, c) end
  if d.on_acquire then
    if g:use(c, p, d.on_acquire, kind) then return end
  end
  if d.is.ally or d.is.damage then
    g:move(c, FRONT[p])
    if TF.refresh_static then TF.refresh_static(g, p) end
  else
    g:move(c, DISCARD[p])
  end
end

-- Puts c facedown into p's Vault (PROC.VAULT).
function TF.vault(g, p, c)
  TF.clear_card(g, c)
  g:move(c, VAULT[p])
  g:log("%s goes into %s's Vault", g:name(c), TF.pname(p))
end

return TF
