-- All-Out Assault -- Decepticon Scheme (main deck, unique).
-- From the sources [RB Confrontations], [CLAR]: battles against non-Boss
-- Adversaries follow the Confrontation rules; thwarted by a Block with enough
-- Range to cancel an Attack on another player; cannot be thwarted in Solo.
-- RECONSTRUCTION: the Vault VP.
return tfcard {
  name = "All-Out Assault", types = { "Decepticon Scheme" },
  reconstruction = true,
  unknown = "Vault VP",
  vault_vp = 3,
  battles_are_confrontations = true,
  thwarted_by_blocking_for_another = true,
  unthwartable_solo = true,
  text = "Ongoing: Battles against non-Boss Adversaries are Confrontations. Thwart: Block an Attack against another player. Vault: 3 VP.",
}
