-- Small Energon Mine -- Site (main deck, unique).
-- From the sources [EX-TURN]: when revealed, 8 Energon from the supply are
-- placed on it; collecting it needs Move spent on its space.
-- RECONSTRUCTION: the rate (1 Move: 2 Energon).
return tfcard {
  name = "Small Energon Mine", types = { "Site" },
  reconstruction = true,
  unknown = "collection rate",
  text = "When revealed, place 8 Energon on this card. Spend 1 Move: take 2 Energon from this card.",
  on_reveal = function(c) c.g:cset(c.card, "energon_on", 8); c:log("8 Energon are placed on Small Energon Mine") end,
  site = { {
    text = "spend 1 Move: take 2 Energon from this card", pay = { move = 1 },
    usable = function(g, x, p)
      if (g:cget(x, "energon_on") or 0) > 0 then return true end
      return false, "no Energon is left on it"
    end,
    fn = function(c)
      local g = c.g
      local left = g:cget(c.card, "energon_on") or 0
      local n = math.min(2, left)
      g:cset(c.card, "energon_on", left - n)
      c:energon(n)
    end,
  } },
}
