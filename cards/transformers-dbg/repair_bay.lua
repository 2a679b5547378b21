-- Repair Bay -- Site (main deck, unique).
-- From the sources [CLAR]: its text refers to "any player in your space", which
-- includes yourself (one of them if several).  The type Site is likely but
-- not confirmed.
-- RECONSTRUCTION: the payment and effect.
return tfcard {
  name = "Repair Bay", types = { "Site" },
  reconstruction = true,
  unknown = "type, payment, effect",
  text = "Spend 1 Move: any player in your space (you included) returns a Damage to the supply.",
  site = { {
    text = "spend 1 Move: a player in your space returns a Damage", pay = { move = 1 },
    fn = function(c)
      local q = c:pick_player(c:players_near(0), "which player in your space repairs a Damage?")
      if q then TF.return_damage(c.g, q) end
    end,
  } },
}
