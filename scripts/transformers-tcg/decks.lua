-- transformers-tcg/decks.lua -- the starter decks shipped with the game, as deck-list text.
--
-- Each is the plain-text format of scripts/lib/deckfile.lua (the same text a player
-- writes in a deck file; decks/*.txt (in this folder) hold copies for people to start
-- from).  Chosen with --options deck1=autobots,deck2=decepticons (or
-- specialists, masters, stunticons, constructicons).  The battle cards are among those whose
-- text is fully implemented.

local D = {}

D.autobots = [[
# Autobot starter: 25 stars.
[characters]
1 Optimus Prime - Autobot Leader      # 7 stars
1 Bumblebee - Brave Warrior           # 6
1 Ironhide - Veteran Autobot          # 6
1 Red Alert - Security Chief          # 6
[battle cards]
3 Armored Plating
3 Body Armor
3 Brass Knuckles
3 Combat Dagger
3 Data Pad
3 Energon Axe
3 Flamethrower
3 Handheld Blaster
3 Steady Shot
3 Brainstorm
3 Medic!
3 Pep Talk
3 Rapid Conversion
1 Zap
]]

D.decepticons = [[
# Decepticon starter: 23 stars.
[characters]
1 Starscream - Scheming Second-In-Command   # 10 stars
1 Chop Shop - Sneaky Insecticon             # 6
1 Barrage - Merciless Insecticon            # 7
[battle cards]
3 Reinforced Plating
3 Improvised Shield
3 Laser Cutlass
3 Power Sword
3 Primary Laser
3 Piercing Blaster
3 Data Bank
3 Plasma Burst
3 Ramming Speed
3 Repair Bay
3 Supercharge
3 Vaporize
3 Steady Shot
1 Zap
]]

D.specialists = [[
# Autobot specialists: 24 stars; the digest's example cards (Anticipation Engine,
# Data Pad, Force Field, Brainstorm, Treasure Hunt, Rapid Conversion) and Secret Actions.
[characters]
1 Captain Impactor - Special Ops, Wrecker   # 7 stars
1 Dinobot Snarl - Spiked Battler            # 7
1 Skydive - Air Warfare Specialist          # 5
1 Windblade - Defender of Truth             # 5
[battle cards]
3 Anticipation Engine
3 Data Pad
3 Force Field
3 Medic's Protective Field
3 Enforcement Batons
3 Electrified Spikes
3 Noble's Blaster
3 Brainstorm
3 Treasure Hunt
3 Rapid Conversion
3 Battlefield Report
3 Hull Down
3 Repair Bay
1 Testify
]]

D.masters = [[
# Autobot masters: 25 stars; a Weaponizer, a Battle Master, and a Titan Master
# that starts as Bumblebee's head (the kinds of docs/transformers-tcg.md).
[characters]
1 Sergeant Six-Gun                                 # 9 stars, Weaponizer
1 Private Firedrive - Ground Command, Artillery    # 7, Battle Master
1 Bumblebee - Brave Warrior                        # 6
1 Apex on Bumblebee - Brave Warrior                # 3, Titan Master: Bumblebee's head
[battle cards]
3 Armored Plating
3 Body Armor
3 Brass Knuckles
3 Combat Dagger
3 Data Pad
3 Energon Axe
3 Bravery
3 Handheld Blaster
3 Steady Shot
3 Brainstorm
3 Medic!
3 Pep Talk
3 Rapid Conversion
1 Zap
]]

D.stunticons = [[
# Stunticons: 25 stars; five Stunticons and the Enigma that combines them into Menasor.
[characters]
1 Motormaster - Stunticon Leader               # 5 stars
1 Breakdown - Paranoid Scout                   # 5
1 Dead End - Doomed Loner                      # 5
1 Decepticon Drag Strip - Cutthroat Warrior    # 5
1 Offroad - All-Terrain Soldier                # 5
[battle cards]
3 Stunticon Enigma
3 Reinforced Plating
3 Improvised Shield
3 Laser Cutlass
3 Power Sword
3 Primary Laser
3 Piercing Blaster
3 Data Bank
3 Plasma Burst
3 Ramming Speed
3 Repair Bay
3 Supercharge
3 Vaporize
1 Zap
]]

D.constructicons = [[
# Constructicons: 25 stars; Scrapper's Tower, five Constructicons and the Enigma that combines the six into Devastator.
[characters]
1 Scrapper - Constructicon Foreman             # 5 stars
1 Bonecrusher - Demolitions                    # 4
1 Hook - Surgical Engineer                     # 4
1 Longhaul - Transport                         # 4
1 Mixmaster - Materials Fabrication            # 4
1 Scavenger - Mining and Salvage               # 4
[battle cards]
3 Constructicon Enigma
3 Heavy Landing
3 Reclaim
3 Builder's Tools
3 Reinforced Plating
3 Improvised Shield
3 Laser Cutlass
3 Power Sword
3 Primary Laser
3 Piercing Blaster
3 Repair Bay
3 Supercharge
3 Vaporize
1 Zap
]]

D.cassettes = [[
# Cassettes: 25 stars (the limit is 28: Soundwave adds 1 per Mini-Cassette); the three Mini-Cassettes start under Soundwave.
[characters]
1 Soundwave - Communications                # 10 stars
1 Buzzsaw - Spy                             # 5, a Mini-Cassette: starts under Soundwave
1 Frenzy - Warrior                          # 5, a Mini-Cassette
1 Ravage - Saboteur                         # 5, a Mini-Cassette
[battle cards]
3 Reinforced Plating
3 Improvised Shield
3 Laser Cutlass
3 Power Sword
3 Primary Laser
3 Piercing Blaster
3 Data Bank
3 Plasma Burst
3 Ramming Speed
3 Repair Bay
3 Supercharge
3 Vaporize
3 Steady Shot
1 Zap
]]

return D
