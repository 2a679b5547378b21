-- A mod that also defines Kindle, without depending on ember: they clash.
return { name = "ashes", version = "1.0", game = "tutorial" }
