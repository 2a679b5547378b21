-- transformers-tcg/main.lua -- the main phase (digest 6) and playing cards.
--
-- The main phase is one window with four Lua-list families -- mode flips,
-- cards from hand, tap abilities -- and a fixed "end main phase".  The
-- budget of 6.1 (one flip, one Action, one Upgrade, one tap ability) is
-- player values with the expiry "turn" (m_flip, m_action, m_upgrade,
-- m_tap); the first turn of the game allows no card from hand, the second
-- one Action or one Upgrade.  Plays made by card effects (Brainstorm,
-- Rapid Conversion) call the same TC.play_action / TC.mode_flip and do not
-- spend the budget (17.6).

local TC = include "core"
local K = TC.K
include "queue"
local Z = TC.z

local FLIPPABLE = { alt = true, alt1 = true, alt2 = true, bot = true, body = true }

-- The modes character c may flip into now (6.2, 17.8).
function TC.flip_targets(g, c)
  local d = g:def(c)
  if d.no_flip then return {} end
  local cur = g:cget(c, K.mode) or 1
  if not FLIPPABLE[d.modes[cur][1]] then return {} end
  local out = {}
  local triple = #d.modes >= 3
  for i, m in ipairs(d.modes) do
    if i ~= cur and FLIPPABLE[m[1]] then
      if not triple or TC.opt(g, "triple_changer_any_to_any") or cur == 1 or i == 1 then
        out[#out + 1] = i
      end
    end
  end
  return out
end

-- Flip character c to mode index `to` (an effect or the main-phase flip).
function TC.mode_flip(g, c, to)
  to = to or TC.flip_targets(g, c)[1]
  if not to then return false end
  g:cset(c, K.mode, to)
  g:cadd(c, "flips_t", 1, K.turn)                   -- per-turn count (perturn.lua)
  g:log("%s flips to %s mode", g:name(c), g:def(c).modes[to][1])
  TC.raise(g, "flip", { card = c })
  return true
end

-- Upgrade slots (weapon / armor / utility) and attach restrictions.
local function slot_of(g, u) return TC.slot_of(g, u) end

-- attach_only: the host answers to one of the words ("Planes or
-- Helicopters"; a name or a trait; "damaged": has damage); attach_not:
-- to none; attach_min_stars, attach_max_stars: its stars.
local function answers(g, c, t)
  if t == "damaged" then return TC.damage(g, c) > 0 end
  return TC.answers_to(g, c, t)
end
function TC.can_host(g, u, c)
  local d = g:def(u)
  local only = d.attach_only
  if only and #only > 0 then
    local fits = false
    for _, t in ipairs(only) do fits = fits or answers(g, c, t) end
    if not fits then return false end
  end
  for _, t in ipairs(d.attach_not or {}) do
    if answers(g, c, t) then return false end
  end
  for _, ab in ipairs(d.abilities) do                      -- "PUT on character HAS ..." (effects2.lua)
    if ab.attach_req and not ab.attach_req(g, c) then return false end
  end
  local stars = g:def(c).stars or 0
  return stars >= (d.attach_min_stars or 0) and stars <= (d.attach_max_stars or stars)
end

-- A slot is full when it holds 1 + the character's extra slots of that
-- kind (statics "slot_weapon"..., this turn's "slot_weapon_t"); copies of
-- a card with a STACK_LIMIT of n (effects2.lua) take one slot up to n.
-- The oldest Upgrade in it is returned.
local function slot_full(g, u, c)
  local s = slot_of(g, u)
  local first, n, same = nil, 0, true
  for _, old in ipairs(TC.upgrades_of(g, c)) do
    if old ~= u and slot_of(g, old) == s then
      first, n, same = first or old, n + 1, same and g:name(old) == g:name(u)
    end
  end
  local cap = 1 + TC.static(g, c, "slot_" .. s) + (g:cget(c, "slot_" .. s .. "_t") or 0)
  if same then cap = cap - 1 + TC.stack_limit(g, u) end
  if n > 0 and n >= cap then return first end
end

TC.slot_full = slot_full

-- The characters of p that Upgrade u may go on (a full slot only when the
-- old Upgrade may be replaced: option upgrade_replace).
function TC.hosts_for(g, p, u)
  local out = {}
  local replace = TC.opt(g, "upgrade_replace")
  for _, c in ipairs(TC.characters(g, p)) do
    if TC.can_host(g, u, c) and (replace or not slot_full(g, u, c)) then out[#out + 1] = c end
  end
  return out
end

-- Attach Upgrade u to character c: a full slot's old Upgrade is scrapped.
-- Unless `put` ("PUT ... onto", a move), it is a play: event "played".
function TC.attach(g, p, u, c, put)
  local played = not put and g:where(u) ~= Z(g, "upgrades", g:owner(u))
  if played and not TC.count_play(g, p, u, c) then return false end   -- playrules.lua
  TC.resolving(g, function()
    TC.pick_slot(g, p, u, c)                  -- a slot of another kind (slots.lua)
    local old = slot_full(g, u, c)
    while old do                              -- a stack of copies goes as a whole
      g:log("%s replaces %s", g:name(u), g:name(old))
      TC.scrap(g, old)
      old = slot_full(g, u, c)
    end
    TC.removing(g, u, c)                      -- removal.lua: moved off another character
    g:move(u, Z(g, "upgrades", g:owner(c)))
    g:cset(u, K.host, c)
    g:log("p%d attaches %s to %s", p, g:name(u), g:name(c))
    TC.raise(g, "attach", { card = u, host = c, player = p })
    if played then TC.raise(g, "played", { card = u, player = p }) end
  end)
end

-- Play Action c: into the played area face up (a Secret Action: face down
-- into the secret zone, only its owner sees it), then resolve its text.
function TC.play_action(g, p, c)
  local d = g:def(c)
  if g:pget(p, "no_actions") then                         -- answers.lua: "OPP CANNOT PLAY Actions [turn]"
    return g:log("p%d cannot play Actions this turn: %s stays", p, g:name(c))
  end
  if not TC.count_play(g, p, c) then return false end                -- playrules.lua
  g:padd(p, "n_actions", 1, K.turn)                       -- "ON(PLAY third Action during turn)"
  if d.type == "Secret Action" then
    g:move(c, Z(g, "secret", p))
    g:log("p%d plays a Secret Action face down", p)
    TC.raise(g, "secret_played", { card = c, player = p })
    TC.raise(g, "played", { card = c, player = p })
    return
  end
  TC.resolving(g, function()
    g:move(c, Z(g, "played", p))
    g:log("p%d plays %s", p, g:name(c))
    if TC.answered(g, c, p) then return end                 -- answers.lua: negated before its text
    TC.raise(g, "action_played", { card = c, player = p })   -- waits: resolving (10.1)
    TC.raise(g, "played", { card = c, player = p })
    if d.play and d.play.run then TC.use(g, c, p, d.play.run) end       -- sources.lua: the damage's source
    TC.raise(g, "action_complete", { card = c, player = p })
  end)
end

-- Reveal a face-down Secret Action and resolve it (its reveal condition met).
function TC.reveal_secret(g, c)
  local p = g:owner(c)
  TC.resolving(g, function()
    g:move(c, Z(g, "played", p))
    g:log("p%d reveals %s", p, g:name(c))
    TC.raise(g, "reveal", { card = c, player = p })
    local d = g:def(c)
    TC.raise(g, "action_played", { card = c, player = p })
    if d.play and d.play.run then TC.use(g, c, p, d.play.run) end
  end)
end

---------------------------------------------------------------------------
-- The window's families
---------------------------------------------------------------------------

-- A second Action this turn ("EXTRA_ACTION_PLAY each own turn", effects2.lua).
local function extra_action(g, p) return not g:pget(p, "m_action2") and TC.extra_actions(g, p) > 0 end

local function hand_refusal(g, p, kind)
  local t = g:turn()
  if t == 1 then return "6.1: the first player plays no card from hand on the first turn" end
  if kind == "m_action" and g:pget(p, "no_actions") then return "an effect: no Actions this turn" end   -- answers.lua
  if g:pget(p, kind) and not (kind == "m_action" and extra_action(g, p)) then
    return "6.1: one " .. (kind == "m_action" and "Action" or "Upgrade") .. " per turn"
  end
  if t == 2 and (g:pget(p, K.m_action) or g:pget(p, K.m_upgrade)) then
    return "6.1: on the game's second turn, one Action or one Upgrade, never both"
  end
end
TC.hand_refusal = hand_refusal                -- deckplay.lua: a play from the deck's top

-- A card's own condition to be played (effects2.lua): an Action's cost
-- (`play.req`) or a "PLAY_REQ(...)" ability (`play_req`), each req(g, p,
-- card, host) (host: the character an Upgrade would go on).
local function req_refusal(g, p, c, h)
  local d = g:def(c)
  if d.play and d.play.req and not d.play.req(g, p, c) then return "its cost cannot be paid: " .. d.play.text end
  for _, ab in ipairs(d.abilities) do
    if ab.play_req and not ab.play_req(g, p, c, h) then return "not playable now: " .. ab.text end
  end
end
TC.req_refusal = req_refusal

-- Offers `label` (taking it spends budget value `key`, then runs fn), or
-- refuses it with the reason `why`.
local function offer(g, p, acts, label, why, key, fn)
  if why then acts:refuse(label, why); return end
  acts:add(label, function()
    g:pset(p, key, true, K.turn)
    fn()
  end)
end
TC.offer = offer

local function flips(g, p, acts)
  local why = g:pget(p, K.m_flip) and "6.1: one mode flip per turn"
  for _, c in ipairs(TC.characters(g, p)) do
    for _, m in ipairs(TC.flip_targets(g, c)) do
      offer(g, p, acts, "flip " .. g:name(c) .. " to " .. g:def(c).modes[m][1], why, "m_flip",
            function() TC.mode_flip(g, c, m) end)
    end
  end
end

-- One option per distinct card name in hand (copies are the same play).
local function plays(g, p, acts)
  local seen = {}
  for _, c in ipairs(g:cards(Z(g, "hand", p))) do
    local name = g:name(c)
    if seen[name] then
      -- a copy of a card already offered
    elseif TC.is_action(g, c) then
      offer(g, p, acts, "play " .. name, hand_refusal(g, p, "m_action") or TC.play_refusal(g, p, c),
            g:pget(p, K.m_action) and "m_action2" or "m_action",
            function() TC.play_action(g, p, c) end)
    elseif TC.is_upgrade(g, c) then
      local why = hand_refusal(g, p, "m_upgrade")
      for _, h in ipairs(TC.hosts_for(g, p, c)) do
        offer(g, p, acts, "play " .. name .. " on " .. g:name(h), why or TC.play_refusal(g, p, c, h), "m_upgrade",
              function() TC.attach(g, p, c, h) end)
      end
    end
    seen[name] = true
  end
end

local function taps(g, p, acts)
  for _, c in ipairs(TC.characters(g, p)) do
    local abs = g:def(c).abilities
    for i = 1, #abs do
      local ab = abs[i]
      if ab.on == "tap" and ab.run and ab.mode == (g:cget(c, K.mode) or 1) then
        local why = (g:pget(p, K.m_tap) and "6.1: one tap ability per turn")
                    or (TC.tapped(g, c) and "6.3: only an untapped character")
                    or (ab.cost and not ab.cost.can(g, p) and ab.cost.text)
        offer(g, p, acts, "tap " .. g:name(c) .. ": " .. ab.text, why or nil, "m_tap", function()
          TC.tap(g, c)
          TC.resolving(g, function()
            TC.use(g, c, p, ab.run)
            TC.raise(g, "tap_used", { card = c, player = p })   -- waits for the ability (sources.lua)
          end)
        end)
      end
    end
  end
end

TC.MAIN = {
  { list = flips },
  { list = plays },
  { list = taps },
  { label = "end main phase", active = true, run = function() return true end },
}

return TC
