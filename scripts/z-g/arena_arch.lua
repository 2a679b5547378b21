-- arena_arch.lua -- 10 x 8 with WALL edges: an arch (two 3 cl pillars and
-- a span on top of them, 2 cl above the floor): for clinging to walls and
-- to the span's underside (6.1, 19.3).
return function(A)
  A.size(10, 8, 6)
  A.edge("wall")
  A.box("west pillar", 2, 3, 0, 1, 1, 3)
  A.box("east pillar", 5, 3, 0, 1, 1, 3)
  A.box("span", 3, 3, 2, 2, 1, 1)
end
