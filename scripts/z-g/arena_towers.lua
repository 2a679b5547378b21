-- arena_towers.lua -- 12 x 12 with WALL edges: two towers, a low wall and
-- a crate, for climbing, high ground and cover (digest 19).
return function(A)
  A.size(12, 12, 7)
  A.edge("wall")
  A.box("tower", 3, 4, 0, 1, 1, 4)        -- a 4 cl pillar
  A.box("keep", 8, 7, 0, 2, 2, 3)         -- a 2 x 2 tower, 3 cl high
  A.box("low wall", 5, 2, 0, 3, 1, 1)     -- 1 cl high, 3 long
  A.box("crate", 2, 9, 0, 1, 1, 1)
end
