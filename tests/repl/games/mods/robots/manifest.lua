-- A mod for another game.
return { name = "robots", version = "1.0", game = "transformers-dbg" }
