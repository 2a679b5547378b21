-- arena_chasm.lua -- two 4 cl plateaus split by a 2 cl wide chasm, FALL
-- edges: jumping with Z-G, falls and the table edge (digest 10.3, 19.4).
return function(A)
  A.size(10, 8, 7)
  A.edge("fall")
  A.box("west plateau", 0, 0, 0, 4, 8, 4)
  A.box("east plateau", 6, 0, 0, 4, 8, 4)
end
