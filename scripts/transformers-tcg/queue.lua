-- transformers-tcg/queue.lua -- the trigger queue of digest section 10, on the kernel's queue.
--
-- The rules raise an event with g:raise (TC.raise): the kernel finds the
-- listeners (cards in the trigger zones whose `on` names the event) and
-- each card queues the abilities the event wakes with g:enqueue -- one
-- batch per event.  Actions, abilities, Upgrade placements and KOs are
-- g:resolving units (TC.resolving): while one resolves nothing else does;
-- when the outermost ends, the ruleset's queue settles (values with the
-- expiry "effect" end -- digest 11's protected cards --, KO check) and the
-- batches resolve newest first (10.3), each in the queue's "apnap" order:
-- the active player's abilities first, in the order they choose, then the
-- other player's (10.2).  A queued ability names its card and its index,
-- so it resolves after the card flipped, was KO'd or left (10.1).

local TC = include "core"
local K = TC.K

-- Is ability ab of card self (in mode m) woken by this event?  Roles:
-- cardlib.lua's TC.ROLES (who the event is about).  `any_mode`: whatever its card's mode
-- (a delayed effect of a card that may have flipped since: chartriggers.lua).
local function wakes(g, self, ab, ev)
  if ab.on ~= "ko" then
    local z, o = g:where(self), g:owner(self)
    if z ~= TC.z(g, "battlefield", o) and z ~= TC.z(g, "upgrades", o) and z ~= TC.z(g, "stratagems", o)
       and not (ab.secret and z == TC.z(g, "secret", o))
       and not (ab.ko_zone and z == TC.z(g, "ko", o))
       and not (ab.scrap_zone and z == TC.z(g, "scrap", o))
       and not (ab.played_zone and z == TC.z(g, "played", o)) then return false end
  end
  if ab.mode and not ab.any_mode and ab.mode ~= (g:cget(self, K.mode) or 1) then return false end
  if ab.role and not TC.ROLES[ab.role](g, self, ev) then return false end
  if ab.when and not ab.when(g, self, ev) then return false end
  return true
end

-- The `on` handler every card gets for each event its abilities name: it
-- only queues (the ability index and the card the event was about, in
-- the effect's data) -- except on answers.lua's events (TC.AT_ONCE),
-- where the ability acts at once.
function TC.collect(g, self, ev, event)
  local abs = g:def(self).abilities
  for i = 1, #abs do
    local ab = abs[i]
    if ab.on == event and ab.run and wakes(g, self, ab, ev) then
      local subject = ab.subject and ab.subject(g, self, ev) or ev.card
      if TC.AT_ONCE[event] then g:use(self, nil, ab.run, subject)   -- answers.lua: no waiting
      else g:enqueue(self, "resolve", i + 256 * (subject or 0)) end
    end
  end
end

function TC.raise(g, event, args) g:raise(event, args or {}) end
function TC.resolving(g, fn, ...) return g:resolving(fn, ...) end

-- The handler each queued ability runs through (CardDef.handlers.resolve),
-- with the card's context, as one resolution of its own (the kernel's).
function TC.resolve(c, _, effect)
  local g = c.g
  local i, subject = effect.data % 256, effect.data // 256
  local ab = g:def(c.card).abilities[i]
  g:log("%s's ability resolves: %s", g:name(c.card), ab.text or "")
  TC.use(g, c.card, c.player, ab.run, subject ~= 0 and subject or nil)   -- sources.lua: the damage's source
end

-- The ruleset's queue (kernel): order, how a waiting ability is named, and
-- what settles when an outermost resolution ends.
TC.QUEUE = {
  order = "apnap",
  prompt = "Order triggers: which ability resolves next?",
  reason = "digest 10.2: the active player orders theirs, then the other player",
  label = function(g, c, effect)
    local ab = g:def(c).abilities[effect.data % 256]
    return g:name(c) .. ": " .. (ab.text or "ability")
  end,
  settle = function(g)
    g:expire(K.effect)
    TC.check_ko(g)
  end,
}

return TC
