-- A second mod's Spark for the two --cards transcript: it gains 5 points,
-- and replaces the first mod's Spark because this folder is loaded later.
return card {
  name = "Spark",
  on_play = function(g, self, p) gain(g, p, 5) end,
}
