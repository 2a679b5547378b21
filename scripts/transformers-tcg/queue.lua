-- transformers-tcg/queue.lua -- the trigger queue of digest section 10.
--
-- An event the rules raise (TC.raise) opens a batch: the kernel finds the
-- listeners (cards in the trigger zones whose `on` names the event,
-- events.c) and each matching ability is put in the batch as a kernel
-- effect hooked to "tf_q<level>" (state in the kernel: undo, save and
-- replay keep the queue).  While an Action, an ability or an Upgrade's
-- placement resolves (game value `busy` > 0) nothing resolves; when it
-- returns to 0 the queue drains: the newest batch first (10.3); inside a
-- batch the kernel emits "tf_q<level>" and the trigger order below puts
-- the active player's abilities first, in the order they choose, then the
-- other player's (10.2).  A batch made while one resolves sits above it and
-- is drained before the rest of the older batch.  An ability resolves even
-- if its card flipped, was KO'd or left (10.1): the effect's source is the
-- card wherever it is, and the ability index was fixed when it triggered.

local TC = include "core"
local K = TC.K

-- Is ability ab of card self (in mode m) woken by this event?  Roles:
-- cardlib.lua's TC.ROLES (who the event is about).
local function wakes(g, self, ab, ev)
  if ab.on ~= "ko" then
    local z, o = g:where(self), g:owner(self)
    if z ~= TC.z(g, "battlefield", o) and z ~= TC.z(g, "upgrades", o)
       and not (ab.secret and z == TC.z(g, "secret", o)) then return false end
  end
  if ab.mode and ab.mode ~= (g:cget(self, K.mode) or 1) then return false end
  if ab.role and not TC.ROLES[ab.role](g, self, ev) then return false end
  if ab.when and not ab.when(g, self, ev) then return false end
  return true
end

local function enqueue(g, self, i, subject)
  local level = g:gget(K.q_open)
  g:add_effect { hook = "tf_q" .. level, source = self, handler = "resolve",
                 player = g:controller(self), data = i + 256 * (subject or 0) }
end

-- The `on` handler every card gets for each event its abilities name:
-- it only queues (resolution waits for the drain).
function TC.collect(g, self, ev, event)
  local abs = g:def(self).abilities
  for i = 1, #abs do
    local ab = abs[i]
    if ab.on == event and ab.run and wakes(g, self, ab, ev) then
      local subject = ab.subject and ab.subject(g, self, ev) or ev.card
      enqueue(g, self, i, subject)
    end
  end
end

-- Raise a game event: one batch, drained at once unless something resolves.
function TC.raise(g, event, args)
  local level = g:gadd(K.qtop, 1)
  local outer = g:gget(K.q_open)
  g:gset(K.q_open, level)
  g:emit(event, args or {})
  g:gset(K.q_open, outer)
  if #g:effects("tf_q" .. level) == 0 and g:gget(K.qtop) == level then g:gadd(K.qtop, -1) end
  if (g:gget(K.busy) or 0) == 0 then TC.drain(g, 0) end
end

-- Resolves every batch above level `floor` -- and above the batch being
-- emitted now (q_emit), which its own emit finishes -- newest first.
function TC.drain(g, floor)
  floor = math.max(floor, g:gget(K.q_emit) or 0)
  while (g:gget(K.qtop) or 0) > floor and not g:over() do
    local level = g:gget(K.qtop)
    local outer = g:gget(K.q_emit)
    g:gset(K.q_emit, level)
    g:emit("tf_q" .. level)
    g:gset(K.q_emit, outer)
    if g:gget(K.qtop) == level then g:gadd(K.qtop, -1) end
  end
end

-- Runs fn(...) as one resolving unit (an Action, an ability, a placement):
-- new triggers wait; when the outermost unit ends, "effect"-scoped values
-- expire (digest 11's protected cards) and the queue drains above `floor`.
function TC.resolving(g, floor, fn, ...)
  g:gadd(K.busy, 1)
  fn(...)
  local b = g:gadd(K.busy, -1)
  if b == 0 then
    g:expire("effect")
    TC.check_ko(g)
    TC.drain(g, floor or 0)
  end
end

-- The handler each queued ability runs through (CardDef.handlers.resolve).
function TC.resolve(g, self, _, effect)
  if not g:remove_effect(effect.id) then return end    -- resolved already
  local i, subject = effect.data % 256, effect.data // 256
  local ab = g:def(self).abilities[i]
  local level = tonumber(effect.hook:sub(5))
  g:log("%s's ability resolves: %s", g:name(self), ab.text or "")
  TC.resolving(g, level, function()
    g:use(self, effect.player, ab.run, subject ~= 0 and subject or nil)
  end)
end

-- The trigger order (a kernel policy given as a function, events.c): the
-- queue's batches are ordered active player first, each player choosing
-- the sequence of their own; raw events only queue, in zone order.
local function choose_order(g, p, hs, out)
  while #hs > 1 do
    local opts = {}
    for i, h in ipairs(hs) do
      local ab = g:def(h.card).abilities[h.effect.data % 256]
      opts[i] = { label = g:name(h.card) .. ": " .. (ab.text or "ability"), value = i }
    end
    local i = g:choose(p, "Order triggers: which ability resolves next?", opts,
                       { reason = "digest 10.2: the active player orders theirs, then the other player" })
    out[#out + 1] = table.remove(hs, i)
  end
  if hs[1] then out[#out + 1] = hs[1] end
end

function TC.trigger_order(g, hs, event)
  if event:sub(1, 4) ~= "tf_q" then return end
  local a = g:active()
  local mine, theirs, out = {}, {}, {}
  for _, h in ipairs(hs) do
    if h.player == a then mine[#mine + 1] = h else theirs[#theirs + 1] = h end
  end
  choose_order(g, a, mine, out)
  choose_order(g, TC.other(g, a), theirs, out)
  for i = 1, #out do hs[i] = out[i] end
end

return TC
