-- arena_ledges.lua -- 12 x 8 with WALL edges: ledges 1, 2 and 3 cl high
-- along the west side, a 3 cl pillar and a 3 x 2 x 1 crate: for climbing,
-- drops, falls onto foes, high ground and knockback over ledges.
return function(A)
  A.size(12, 8, 6)
  A.edge("wall")
  A.box("ledge1", 0, 0, 0, 2, 3, 1)
  A.box("ledge2", 0, 3, 0, 2, 2, 2)
  A.box("ledge3", 0, 5, 0, 2, 3, 3)
  A.box("pillar", 8, 4, 0, 1, 1, 3)
  A.box("crate", 5, 6, 0, 3, 2, 1)
end
