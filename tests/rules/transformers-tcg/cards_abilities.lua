-- Representative card abilities, generated from the data's notation and played out: each scenario
-- names the card and its text, sets up the state, acts, and checks what the text says happens.
local H = require "lib.tcg"

local function defend_with(p1secret)
  -- p2 attacks p1's F Wall; p1 holds a face-down Secret Action.
  return H.at_main{ active = 2, p1 = { chars = { "F Wall" }, secret = { p1secret }, hand = {}, deck = H.list(12, "F Blank") },
                    p2 = { chars = { { "F Striker", atk = 3 } }, deck = H.list(8, "F Blank") } }
end

scenario("Hull Down (Secret Action): revealed when your character defends; DEFENDER += Tough(4): 6 flips", function()
  local g = defend_with("Hull Down")
  H.attack(g, "F Striker", "F Wall")
  eq(H.count_log(g, "p1 reveals Hull Down"), 1, "revealed at A5")
  eq(H.count_log(g, "p1 flips"), 6, "2 + Tough 4")
  eq(H.count_log(g, "without effect"), 0, "not scrapped unresolved")
end)

scenario("Battlefield Report (Secret Action): on defense, draw 2 then put a card from hand on top of the deck", function()
  local g = defend_with("Battlefield Report")
  g:act("end main phase"); g:act("F Striker"); g:act("F Wall")
  eq(g:prompt(), "Put a card from your hand on top of your deck?", "p1 is asked")
  eq(g:player(), 1, "the Secret Action's owner")
  g:act(1)
  eq(H.count_log(g, "p1 draws 2"), 1, "drew 2")
  eq(H.size(g, "hand", 1), 2, "put 1 back (then drew 1 at the start of p1's turn)")
end)

scenario("Optimus Prime - Autobot Leader: ON(flip_to_mode) => draw(1), only when flipped to that mode", function()
  local g = H.at_main{ p1 = { chars = { { "Optimus Prime - Autobot Leader", mode = 2 } }, hand = {}, deck = H.list(5, "F Blank") },
                       p2 = { chars = { "F Wall" } } }
  g:act("flip Optimus Prime - Autobot Leader to alt")
  eq(H.size(g, "hand", 1), 1, "drew 1 (the alt mode's ability)")
  local h = H.at_main{ p1 = { chars = { "Optimus Prime - Autobot Leader" }, hand = {}, deck = H.list(5, "F Blank") },
                       p2 = { chars = { "F Wall" } } }
  h:act("flip Optimus Prime - Autobot Leader to bot")
  eq(H.size(h, "hand", 1), 0, "the bot mode has no flip ability")
  eq(H.get(h, "TC.kw(g, T.char(g, 1, 'Optimus Prime - Autobot Leader'), 'Bold')"), 1, "bot mode: Bold(1)")
end)

scenario("Medic's Protective Field: ON(attach) => repair 1 <- IT ; Safeguard(3)", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", dmg = 2 } }, hand = { "Medic's Protective Field" } },
                       p2 = { chars = { "F Wall" } } }
  g:act("play Medic's Protective Field on F Striker")
  eq(H.dmg(g, 1, "F Striker"), 1, "repaired 1")
  eq(H.get(g, "TC.kw(g, T.char(g, 1, 'F Striker'), 'Safeguard')"), 3, "Safeguard 3")
end)

scenario("Upgrade slots: a second weapon replaces the first, which is scrapped", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", upgrades = { "F Bold Weapon" } } }, hand = { "Combat Dagger" }, scrap = {} },
                       p2 = { chars = { "F Wall" } } }
  g:act("play Combat Dagger on F Striker")
  eq(table.concat(H.names(g, "upgrades", 1), ","), "Combat Dagger", "one weapon")
  eq(table.concat(H.names(g, "scrap", 1), ","), "F Bold Weapon", "the old one scrapped")
end)

scenario("Megatron - Arrogant Ruler (bot): ON(self_attacks) => OPT SCRAP Upgrade <-own_hand ; => if_done: draw(2)", function()
  local g = H.at_main{ p1 = { chars = { { "Megatron - Arrogant Ruler", mode = 2 } }, hand = { "F Upgrade" }, deck = H.list(8, "F Blank") },
                       p2 = { chars = { "F Wall" } } }
  H.attack(g, "Megatron", "F Wall")
  g:act("F Upgrade")
  eq(H.size(g, "hand", 1), 2, "scrapped 1, drew 2")
end)

scenario("Force Field: 5 or more attack damage to its host becomes 4, and Force Field is scrapped", function()
  local g = H.at_main{ p1 = { chars = { "F Wall" }, hand = { "Force Field" }, deck = H.list(8, "F Blank") },
                       p2 = { chars = { { "F Striker", atk = 7 } }, deck = H.list(8, "F Blank") } }
  g:act("play Force Field on F Wall")
  g:act("end main phase"); g:act("F Wall"); g:act("F Striker")  -- p1 attacks (0 damage); p2's turn next
  g:act("end main phase"); g:act("F Striker"); g:act("F Wall")
  eq(H.dmg(g, 1, "F Wall"), 4, "7 damage became 4")
  ok(table.concat(H.names(g, "scrap", 1), ","):find("Force Field"), "Force Field scrapped")
end)

scenario("Upgrade slots with upgrade_replace=false: a full slot is not offered", function()
  local g = H.at_main({ p1 = { chars = { { "F Striker", upgrades = { "F Bold Weapon" } }, "F Tapper" }, hand = { "Combat Dagger" } },
                        p2 = { chars = { "F Wall" } } }, "upgrade_replace=false")
  ok(not H.has(g, "play Combat Dagger on F Striker"), "F Striker's weapon slot is full")
  ok(H.has(g, "play Combat Dagger on F Tapper"), "F Tapper's is free")
end)

scenario("Barrage - Merciless Insecticon (bot): WHILE(SELF attacking damaged enemy) => SELF HAS Bold(2)", function()
  local g = H.at_main{ p1 = { chars = { { "Barrage - Merciless Insecticon", mode = 2 } }, deck = H.list(8, "F Blank") },
                       p2 = { chars = { { "F Wall", dmg = 1 }, "F Omega" }, deck = H.list(8, "F Blank") } }
  H.attack(g, "Barrage", "F Wall")
  eq(H.count_log(g, "p1 flips"), 4, "Bold 2 against a damaged defender")
  local h = H.at_main{ p1 = { chars = { { "Barrage - Merciless Insecticon", mode = 2 } }, deck = H.list(8, "F Blank") },
                       p2 = { chars = { "F Wall", "F Omega" }, deck = H.list(8, "F Blank") } }
  H.attack(h, "Barrage", "F Wall")
  eq(H.count_log(h, "p1 flips"), 2, "no Bold against an undamaged one")
end)

scenario("Private Fixit: SELF HAS Stealth while_untapped: not chosen as defender while untapped and another can be", function()
  local g = H.at_main{ p1 = { chars = { "F Striker" }, deck = H.list(8, "F Blank") },
                       p2 = { chars = { "Private Fixit - Rescue Patrol, Medic", "F Wall" }, deck = H.list(8, "F Blank") } }
  g:act("end main phase"); g:act("F Striker")
  ok(H.has(g, "F Wall") and not H.has(g, "Private Fixit"), "hidden while untapped")
  local h = H.at_main{ p1 = { chars = { "F Striker" }, deck = H.list(8, "F Blank") },
                       p2 = { chars = { { "Private Fixit - Rescue Patrol, Medic", tapped = true }, { "F Wall", tapped = true } },
                              deck = H.list(8, "F Blank") } }
  h:act("end main phase"); h:act("F Striker")
  ok(H.has(h, "Private Fixit"), "tapped: no Stealth")
end)

scenario("Windcharger - Autobot Warrior (bot): ON(flip_to_mode) => draw(1) ; Plan(1): a card from hand goes on top of the deck", function()
  local g = H.at_main{ p1 = { chars = { "Windcharger - Autobot Warrior" }, hand = { "F Action X" }, deck = { "F Blank", "F Orange2" } },
                       p2 = { chars = { "F Wall" } } }
  g:act("flip Windcharger - Autobot Warrior to bot")
  eq(g:prompt(), "Plan: put a card from your hand on top of your deck", "Plan asks")
  g:act("F Action X")
  eq(H.get(g, "g:name(g:top(TC.z(g, 'deck', 1)))"), "F Action X", "on top of the deck")
  eq(table.concat(H.names(g, "hand", 1), ","), "F Blank", "the drawn card stays in hand")
end)

scenario("Omega Supreme - Autobot Defense Base (alt): ON(flip_to_mode) => CHOOSE_ONE: draw(1) / dmg 1 -> enemy", function()
  local g = H.at_main{ p1 = { chars = { { "Omega Supreme - Autobot Defense Base", mode = 2 } }, hand = {}, deck = H.list(3, "F Blank") },
                       p2 = { chars = { "F Wall" } } }
  g:act("flip Omega Supreme - Autobot Defense Base to alt")
  eq(g:prompt(), "Choose one", "a modal choice")
  g:act("dmg 1 -> enemy")
  eq(H.dmg(g, 2, "F Wall"), 1, "the only enemy took 1")
  eq(H.size(g, "hand", 1), 0, "and p1 drew nothing")
end)

scenario("Enforcement Batons: ON(attach) => SCRAP enemy Weapon", function()
  local g = H.at_main{ p1 = { chars = { "F Striker" }, hand = { "Enforcement Batons" } },
                       p2 = { chars = { { "F Wall", upgrades = { "F Bold Weapon", "F Upgrade" } } }, scrap = {} } }
  g:act("play Enforcement Batons on F Striker")
  eq(table.concat(H.names(g, "scrap", 2), ","), "F Bold Weapon", "the enemy weapon, not the armor")
end)

scenario("Chromia - Special Ops (bot): ON(self_attacks & flipped>={WH+WH}) => draw(2), at B4 after the attacker's flips", function()
  local g = H.at_main{ p1 = { chars = { { "Chromia - Special Ops", mode = 2 } }, hand = {},
                              deck = { "F White", "F White", "F Blank", "F Blank", "F Blank", "F Blank", "F Blank" } },
                       p2 = { chars = { "F Wall" }, deck = H.list(8, "F Blank") } }
  H.attack(g, "Chromia", "F Wall")
  eq(H.count_log(g, "p1 draws 2"), 1, "two white icons: draw 2")
  local lines = g:log()
  local drew, p2flip
  for i, l in ipairs(lines) do
    if l:find("p1 draws 2", 1, true) then drew = i end
    if l:find("p2 flips", 1, true) and not p2flip then p2flip = i end
  end
  ok(drew < p2flip, "before the defender flips (B4)")
  local h = H.at_main{ p1 = { chars = { { "Chromia - Special Ops", mode = 2 } }, hand = {},
                              deck = { "F White", "F Blank", "F Blank", "F Blank", "F Blank", "F Blank" } },
                       p2 = { chars = { "F Wall" }, deck = H.list(8, "F Blank") } }
  H.attack(h, "Chromia", "F Wall")
  eq(H.count_log(h, "p1 draws 2"), 0, "one white icon: nothing")
end)

scenario("Hazardous Shield: REVENGE => SCRAP enemy Weapon or Armor, when its character is KO'd (the Upgrade goes too)", function()
  local g = H.at_main{ p1 = { chars = { { "F Striker", atk = 5, upgrades = { "F Bold Weapon" } } }, deck = H.list(8, "F Blank"), scrap = {} },
                       p2 = { chars = { { "F Wall", dmg = 9, upgrades = { "Hazardous Shield" } }, "F Omega" },
                              deck = H.list(8, "F Blank"), scrap = {} } }
  H.attack(g, "F Striker", "F Wall")
  eq(table.concat(H.names(g, "ko", 2), ","), "F Wall", "KO'd")
  ok(table.concat(H.names(g, "scrap", 2), ","):find("Hazardous Shield"), "its Upgrade went to scrap")
  ok(table.concat(H.names(g, "scrap", 1), ","):find("F Bold Weapon"), "Revenge scrapped p1's weapon")
  eq(H.count_log(g, "Hazardous Shield's ability resolves"), 1, "once")
end)
