-- Traits a Stratagem's static adds (scripts/transformers-tcg/traits.lua): while the condition
-- holds, the character has the trait as if printed in its mode; TC.has_trait (and everything
-- that reads traits through it) sees it.  Each scenario names the card, sets up the state and
-- checks the trait with and without the Stratagem, in and out of the named mode.
local H = require "lib.tcg"

local function blanks() return H.list(8, "F Blank") end
local function trait(g, p, name, t) return H.get(g, "TC.has_trait(g, T.char(g, %d, %q), %q)", p, name, t) end
local function board(chars) return H.at_main{ p1 = { chars = chars, deck = blanks() }, p2 = { chars = { "F Wall" }, deck = blanks() } } end

local TRACKS = "Tracks - Autobot Warrior"
scenario("Aerial Enhancements: WHILE(\"Tracks, Autobot Warrior\" [alt]) => IT ADD_TRAIT(Plane)", function()
  local g = board{ { TRACKS, mode = 1 }, "Aerial Enhancements" }
  eq(trait(g, 1, TRACKS, "Plane"), true, "in alt mode: a Plane")
  eq(trait(g, 1, TRACKS, "Planes"), true, "the plural reads the same")
  eq(trait(g, 1, TRACKS, "Car"), true, "its printed trait stays")
  g = board{ { TRACKS, mode = 2 }, "Aerial Enhancements" }
  eq(trait(g, 1, TRACKS, "Plane"), false, "in bot mode: not a Plane")
  g = board{ { TRACKS, mode = 1 } }
  eq(trait(g, 1, TRACKS, "Plane"), false, "without the Stratagem: not a Plane")
end)

local BLITZ = "Blitzwing - Relentless Foe"
scenario("Master Converter: WHILE(\"Blitzwing, Relentless Foe\" [any alt]) => IT ADD_TRAITS(Tank,Plane)", function()
  local g = board{ { BLITZ, mode = 1 }, "Master Converter" }
  eq(trait(g, 1, BLITZ, "Plane"), true, "alt1 (a Tank): also a Plane")
  g = board{ { BLITZ, mode = 3 }, "Master Converter" }
  eq(trait(g, 1, BLITZ, "Tank"), true, "alt2 (a Plane): also a Tank")
  g = board{ { BLITZ, mode = 2 }, "Master Converter" }
  eq(trait(g, 1, BLITZ, "Tank"), false, "bot mode: neither")
  eq(trait(g, 1, BLITZ, "Plane"), false, "bot mode: neither")
  g = board{ { BLITZ, mode = 1 } }
  eq(trait(g, 1, BLITZ, "Plane"), false, "without the Stratagem: alt1 is no Plane")
end)

scenario("Me Grimlock, You Grimlock!: WHILE(Clobber [head]) => character IT's on ADD_TRAIT(Dinobot)", function()
  local g = board{ { "F Striker", head = "Clobber" }, "F Wall", "Me Grimlock, You Grimlock!" }
  eq(trait(g, 1, "F Striker", "Dinobot"), true, "the character Clobber is on: a Dinobot")
  eq(trait(g, 1, "F Wall", "Dinobot"), false, "another character: not")
  g = board{ { "F Striker", head = "Clobber" } }
  eq(trait(g, 1, "F Striker", "Dinobot"), false, "without the Stratagem: not")
end)
