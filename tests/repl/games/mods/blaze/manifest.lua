-- A mod that builds on ember: it replaces the game's Spark and ember's Kindle.
return { name = "blaze", version = "0.2", game = "tutorial", depends = { "ember" } }
