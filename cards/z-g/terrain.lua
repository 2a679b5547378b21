-- Terrain: one SOLID cell of a terrain piece of the arena map (digest 19.1).
return card { name = "Terrain", kind = "terrain" }
