-- Another Kindle.
return card { name = "Kindle", on_play = function(g, self, p) gain(g, p, 1) end }
