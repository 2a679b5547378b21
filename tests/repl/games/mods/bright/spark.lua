-- A modded Spark for the REPL's --cards transcript: it gains 3 points.
return card {
  name = "Spark",
  on_play = function(g, self, p) gain(g, p, 3) end,
}
