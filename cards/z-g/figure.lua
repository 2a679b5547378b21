-- Figure: a player's InterAction Figure, a card in the arena's layer grids (digest 19.2).
return card { name = "Figure", kind = "figure" }
