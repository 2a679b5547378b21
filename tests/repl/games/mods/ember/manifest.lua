-- A mod package for the tutorial: one new card.
return { name = "ember", version = "1.0", game = "tutorial",
         description = "Kindle, a card that gains 2 points" }
