-- arena_crawl.lua -- 8 x 8 with WALL edges: a low table, a 3 x 2 slab
-- 1 cl above the floor on two walls, so the cells under it are a 1 cl gap
-- whose underside a figure on the floor reaches with a concave turn (19.4),
-- and a 2 cl high shelf beside it, above a figure's head.
return function(A)
  A.size(8, 8, 5)
  A.edge("wall")
  A.box("west leg", 1, 2, 0, 1, 2, 1)
  A.box("slab", 2, 2, 1, 3, 2, 1)
  A.box("shelf", 2, 5, 2, 3, 1, 1)
  A.box("shelf post", 1, 5, 0, 1, 1, 3)
end
