-- transformers-dbg/score.lua -- the end of the game (digest 6, 7.3).
--
-- TF.finish is called once, from TF.end_game, with the reason: "bosses"
-- (third Boss defeated or destroyed), "deck_out" (a card was needed from an
-- empty main deck), "coop_damage" (a co-op player reached 5 Damage).
-- Competitive: SCORE.1-6 (VP tokens + floor(vaulted Adversary costs / 5) +
-- floor(Energon / 5) + Relic/Scheme Vault VP - floor(Damage / 2); printed
-- costs, AMB-22; the total may be negative, AMB-18), tiebreakers Bosses in
-- the Vault, then Energon, then a shared victory.  Co-op: the team wins
-- only by the Bosses; any other end is a loss.

local TF = include "core"
local fmt = string.format
local Z = TF.z

-- Score breakdown of player p: total, and the parts.
function TF.score(g, p)
  local adv, vault_vp, bosses = 0, 0, 0
  for _, c in ipairs(g:cards(Z("vault", p))) do
    local d = g:def(c)
    if d.is.boss or d.is.robot and (d.faction == "Decepticon" or g:cget(c, "was_adversary")) then
      adv = adv + (TF.cost(g, c) or 0)
    end
    if d.is.boss then bosses = bosses + 1 end
    if (d.is.relic or d.is.dscheme) and d.vault_vp then vault_vp = vault_vp + d.vault_vp end
  end
  local parts = {
    tokens = TF.vp(g, p),
    adversaries = adv // 5,
    energon = TF.energon(g, p) // 5,
    vault = vault_vp,
    damage = -(TF.damage_count(g, p) // 2),
  }
  local total = parts.tokens + parts.adversaries + parts.energon + parts.vault + parts.damage
  return total, parts, bosses
end

local REASONS = {
  bosses = "the third Boss is gone",
  deck_out = "a card was needed from the empty main deck",
  coop_damage = "a player controls 5 Damage",
}

function TF.finish(g, reason, detail)
  local why = REASONS[reason] .. (detail and (" (" .. detail .. ")") or "")
  g:gset("end_reason", reason)
  if TF.coop(g) then
    if reason == "bosses" then
      local all = {}
      for p = 1, g:players() do all[p] = p end
      g:finish(all, "the Autobots win: " .. why)
    else
      g:finish({}, "the Autobots lose: " .. why)
    end
    g:log("game over: %s", why)
    return
  end
  local best, winners, lines = nil, {}, {}
  for p = 1, g:players() do
    local total, parts, bosses = TF.score(g, p)
    g:pset(p, "score", total)
    lines[#lines + 1] = fmt("p%d %d (tokens %d, Adversaries %d, Energon %d, Vault %d, Damage %d)",
      p, total, parts.tokens, parts.adversaries, parts.energon, parts.vault, parts.damage)
    local key = { total, bosses, TF.energon(g, p) }
    local cmp = 0
    if best then
      for i = 1, 3 do
        if key[i] ~= best[i] then cmp = key[i] > best[i] and 1 or -1; break end
      end
    end
    if not best or cmp > 0 then best, winners = key, { p }
    elseif cmp == 0 then winners[#winners + 1] = p end
  end
  local names = {}
  for i, w in ipairs(winners) do names[i] = TF.pname(w) end
  g:log("game over: %s. Scores: %s", why, table.concat(lines, "; "))
  g:finish(winners, fmt("%s win%s with %d VP: %s", table.concat(names, " and "),
                        #winners == 1 and "s" or "", best[1], why))
end

return TF
