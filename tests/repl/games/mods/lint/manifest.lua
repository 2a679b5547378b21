-- A mod whose card luacheck warns about (an unused local), for `arbiter check`.
return { name = "lint", version = "1.0", game = "tutorial" }
