-- arena_flat.lua -- a bare 10 x 10 table top, WALL edges: the simplest
-- arena (digest 19.1).  A map returns a function of the builder
-- (arena.lua): size, edge, box, cells.
return function(A)
  A.size(10, 10, 5)
  A.edge("wall")
end
