-- transformers-dbg/view.lua -- what the table looks like, from one seat.
--
-- board: the supplies and piles, the Matrix as a grid (faceup cards by
-- name and cost, facedown cards hidden unless the seat knows them -- a
-- peek -- standees by player, Energon sitting on cards, cards kept under
-- cards), then each player: character and mode, position, Energon, VP,
-- Damage, hand (hidden from other seats: only its size), played cards with
-- their remaining Power/Move, cards in play, a facedown Assist (hidden from
-- other seats), deck/discard/Vault sizes.  Seat 0 is the god view.
-- card: the rules text and stats of a card by name.  Views only read.

local TF = include "core"
local fmt = string.format
local Z = TF.z
local V = {}

local function knows(g, seat, c) return g:sees(seat, c) end

local function names(g, cs, seat)
  local out = {}
  for i, c in ipairs(cs) do out[i] = knows(g, seat, c) and g:name(c) or "facedown card" end
  return table.concat(out, ", ")
end

local function cell_text(g, seat, r, c)
  local x = TF.cell(g, r, c)
  local t
  if not x then t = "(empty)"
  elseif g:face_up(x) then
    local d = g:def(x)
    t = g:name(x) .. (d.cost and fmt(" [%d]", d.cost) or "")
    if TF.is_adversary(g, x) then t = t .. " ADV" end
    local e = g:cget(x, "energon_on")
    if e and e > 0 then t = t .. fmt(" e%d", e) end
    local n = #TF.under(g, x)
    if n > 0 then t = t .. fmt(" +%d under", n) end
  elseif seat ~= 0 and g:knows(seat, x) then t = "fd:" .. g:name(x)
  elseif seat == 0 then t = "fd:" .. g:name(x)
  else t = "facedown" end
  local who = TF.players_at(g, r, c)
  if #who > 0 then
    local ps = {}
    for i, q in ipairs(who) do ps[i] = "P" .. q end
    t = t .. " <" .. table.concat(ps, ",") .. ">"
  end
  return t
end

local function played_text(g, c)
  local pw, mv = g:cget(c, "pw") or 0, g:cget(c, "mv") or 0
  local extra = {}
  if pw > 0 then extra[#extra + 1] = pw .. " Power R" .. TF.range(g, c) end
  if mv > 0 then extra[#extra + 1] = mv .. " Move" .. (g:def(c).flight and " (Flight)" or "") end
  return g:name(c) .. (#extra > 0 and (" (" .. table.concat(extra, ", ") .. ")") or "")
end

local function player_lines(g, p, seat)
  local out = {}
  local ch = TF.character(g, p)
  local r, c = TF.pos(g, p)
  local coop = TF.coop(g)
  out[1] = fmt("p%d%s %s (%s Mode) %s  Energon %d%s  Damage %d  deck %d  discard %d  Vault %d",
    p, p == g:active() and " *" or "  ", ch and g:name(ch) or "?", TF.bot(g, p) and "Bot" or "Alt",
    r and ("at " .. TF.space(r, c)) or "off the board", TF.energon(g, p), coop and "" or fmt("  VP %d", TF.vp(g, p)),
    TF.damage_count(g, p), g:size(Z("deck", p)), g:size(Z("discard", p)), g:size(Z("vault", p)))
  local hand = g:cards(Z("hand", p))
  if seat == 0 or seat == p then
    out[#out + 1] = "    hand: " .. (#hand > 0 and names(g, hand, 0) or "(empty)")
  else
    out[#out + 1] = fmt("    hand: %d card%s", #hand, #hand == 1 and "" or "s")
  end
  local played = g:cards(Z("played", p))
  if #played > 0 then
    local t = {}
    for i, x in ipairs(played) do t[i] = played_text(g, x) end
    out[#out + 1] = "    played: " .. table.concat(t, ", ")
  end
  local front = g:cards(Z("front", p))
  if #front > 0 then out[#out + 1] = "    in play: " .. names(g, front, 0) end
  if p == g:active() then
    local extra = {}
    local cp, sp, am = g:pget(p, "cpw") or 0, g:pget(p, "spw") or 0, TF.alt_move(g, p)
    if cp > 0 then extra[#extra + 1] = cp .. " character Power" end
    if sp > 0 then extra[#extra + 1] = sp .. " Bot-text Power" .. (TF.bot(g, p) and "" or " (Bot side only)") end
    if am > 0 then extra[#extra + 1] = am .. " Alt Move" end
    if #extra > 0 then out[#out + 1] = "    also: " .. table.concat(extra, ", ") end
  end
  local assist = g:cards(Z("assist", p))
  if #assist > 0 then out[#out + 1] = "    Assist: " .. names(g, assist, seat == p and 0 or seat) end
  if seat == 0 or seat == p then
    local v = g:cards(Z("vault", p))
    if #v > 0 then out[#out + 1] = "    Vault: " .. names(g, v, 0) end
  end
  return out
end

function V.board(g, seat)
  seat = seat or 0
  local o = g:options()
  local lines = {
    fmt("Transformers Deck-Building Game (%s%s, %d player%s) - turn %d, %s's %s phase",
        o.mode, o.expert and " expert" or "", g:players(), g:players() == 1 and "" or "s",
        g:turn(), TF.pname(g:active()), g:phase_name()),
    fmt("main deck %d  main discard %d  Bosses gone %d/3  Encounters %d (discard %d)  Roll Out! %d  Damage %d",
        g:size(Z("main_deck")), g:size(Z("main_discard")), g:gget("bosses_gone") or 0,
        g:size(Z("encounters")), g:size(Z("encounter_discard")), g:size(Z("rollout")), g:size(Z("damage"))),
  }
  local rows, cols = TF.dims(g)
  -- Each column is as wide as its longest cell: no cell is cut, so names,
  -- Energon, cards under and the player markers always show.
  local text, width = {}, {}
  for c = 0, cols - 1 do width[c] = #("col " .. c) end
  for r = 0, rows - 1 do
    text[r] = {}
    for c = 0, cols - 1 do
      text[r][c] = cell_text(g, seat, r, c)
      if #text[r][c] > width[c] then width[c] = #text[r][c] end
    end
  end
  local head = { "     " }
  for c = 0, cols - 1 do head[#head + 1] = fmt("%-" .. (width[c] + 2) .. "s", "col " .. c) end
  lines[#lines + 1] = (table.concat(head, ""):gsub("%s+$", ""))
  for r = 0, rows - 1 do
    local row = { fmt("r%-3d ", r) }
    for c = 0, cols - 1 do row[#row + 1] = fmt("%-" .. (width[c] + 2) .. "s", text[r][c]) end
    lines[#lines + 1] = (table.concat(row, ""):gsub("%s+$", ""))
  end
  for p = 1, g:players() do
    for _, l in ipairs(player_lines(g, p, seat)) do lines[#lines + 1] = l end
  end
  if g:over() then lines[#lines + 1] = "Game over." end
  return table.concat(lines, "\n")
end

local RECON = "  [RECONSTRUCTED in part or whole: not the printed card]"

local function ability_text(a)
  local tag = a.tag and (a.tag:sub(1, 1):upper() .. a.tag:sub(2) .. " ") or ""
  return fmt("%sEnergon %d: %s%s", tag, a.cost, a.text, a.any_turn and " (any player's turn)" or "")
end

function V.card(g, _, name)
  name = name and name:match("^%s*(.-)%s*$") or ""
  local d = g:card_def(name)
  if not d then return "no card named '" .. name .. "'" end
  local lines = {}
  if d.is.character then
    lines[1] = d.name .. " - Character" .. (d.reconstruction and RECON or "")
    lines[#lines + 1] = "Bot Mode: " .. (d.bot.text or "")
    for _, a in ipairs(d.bot.energon) do lines[#lines + 1] = "  " .. ability_text(a) end
    lines[#lines + 1] = fmt("Alt Mode: Move %d. %s  (Alt Mode: -%d Power when battling)", d.alt.move,
                            d.alt.text or "", d.alt.penalty)
    if d.unknown then lines[#lines + 1] = "Not in the sources: " .. d.unknown end
    return table.concat(lines, "\n")
  end
  local head = d.name .. " - " .. table.concat(d.types, " / ")
  if d.faction then head = head .. " (" .. d.faction .. ")" end
  if d.level then head = head .. ", Level " .. d.level end
  if d.reconstruction then head = head .. RECON end
  lines[1] = head
  local stats = {}
  if d.cost then stats[#stats + 1] = "cost " .. d.cost end
  stats[#stats + 1] = "Power " .. d.power
  stats[#stats + 1] = "Range " .. d.range
  stats[#stats + 1] = "Move " .. d.move .. (d.flight and " (Flight)" or "")
  if d.copies and d.copies > 1 then stats[#stats + 1] = d.copies .. " copies" end
  lines[#lines + 1] = table.concat(stats, ", ")
  if d.text ~= "" then lines[#lines + 1] = d.text end
  for _, a in ipairs(d.energon) do lines[#lines + 1] = "  [" .. ability_text(a) .. "]" end
  if d.reward_text then lines[#lines + 1] = "Reward: " .. d.reward_text end
  if d.vault_vp then lines[#lines + 1] = "Vault: " .. d.vault_vp .. " VP" end
  if d.unknown then lines[#lines + 1] = "Not in the sources: " .. d.unknown end
  return table.concat(lines, "\n")
end

return V
