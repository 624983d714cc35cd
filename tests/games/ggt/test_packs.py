"""The Monsters pack: the shipped roster, and what `gamebox validate` says of a broken pack."""
from __future__ import annotations


from gamebox.games.ggt.game import GAME
from gamebox.games.ggt.pack import LIMB_TYPES, Roster, load_pack_data

GOOD = """\
monsters:
  - id: testbeast
    name: Test Beast
    character: A beast made for a test.
    look: {body: blob, skin: "#112233", accent: "#445566"}
    torso: {name: Lump, speed: 1, strength: 1, smarts: 1, health: 3}
    spots: [arm, leg]
    limbs:
      - {name: Limb A, type: arm, speed: 0, strength: 1, smarts: 0, health: 1}
"""


def test_the_shipped_roster_has_eight_monsters_of_torso_and_limbs():
    """The box's own Monsters: at least eight, each a torso with limbs of the six types,
    a name, a line of character and a look; attributes sum torso and limbs."""
    data, sources = load_pack_data()
    roster = Roster(data)
    assert len(roster.monsters) >= 8 and len({m.id for m in roster.monsters}) == \
        len(roster.monsters)
    types = {limb.type for m in roster.monsters for limb in m.limbs}
    assert types <= set(LIMB_TYPES) and len(types) >= 5
    assert any(limb.ranged for m in roster.monsters for limb in m.limbs)
    assert any(limb.free_turn for m in roster.monsters for limb in m.limbs)
    for m in roster.monsters:
        assert m.name and m.character and m.look["body"]
        assert all(t >= 1 for t in m.totals())
    assert len(roster.initiative) >= 4 and roster.deck_size == 52
    assert roster.power_tokens >= 15


def test_the_poker_deck_counts_aces_one_and_has_three_royals():
    """The poker deck of the pack: 52 cards, Aces 1, Jack, Queen and King royal."""
    roster = Roster(load_pack_data()[0])
    assert roster.card_value[0] == 1 and roster.card_names[0] == "A of Clubs"
    assert [roster.card_royal[c] for c in (10, 11, 12)] == [1, 2, 3]
    assert [roster.card_damage[c] for c in (10, 11, 12)] == [9, 7, 5]


def test_a_good_pack_of_ones_own_validates(pack_problems):
    """A user's Monster that follows the schema has no problem."""
    assert pack_problems(GOOD) == []


def test_an_unknown_limb_type_names_file_line_and_field(pack_problems):
    """A limb with an unknown type: file, line and field, with a hint."""
    problems = pack_problems(GOOD.replace("type: arm", "type: armm"))
    assert len(problems) == 1
    p = problems[0]
    assert p.path.endswith("mine.yaml") and p.line == 9 and p.field == \
        "monsters[0].limbs[0].type"
    assert "did you mean 'arm'" in p.message


def test_a_negative_attribute_is_refused(pack_problems):
    """A Monster with a negative attribute: file, line and field."""
    problems = pack_problems(GOOD.replace("speed: 1, strength: 1", "speed: -1, "
                                                "strength: 1"))
    assert [(p.line, p.field) for p in problems] == [(6, "monsters[0].torso.speed")]
    assert "at least 0" in problems[0].message


def test_a_spot_of_no_known_type_and_limbs_that_do_not_fit(pack_problems):
    """Spots must name limb types, and the starting limbs must fit them."""
    problems = pack_problems(GOOD.replace("spots: [arm, leg]", "spots: [leg, tial]"))
    fields = {p.field for p in problems}
    assert "monsters[0].spots[1]" in fields or "monsters[0].limbs" in fields
    assert any("tail" in p.message for p in problems)


def test_an_ability_needs_its_own_parameter_in_range(pack_problems):
    """Abilities are data in a small vocabulary, each with its parameter checked."""
    text = GOOD.replace("smarts: 0, health: 1}", "smarts: 0, health: 1,\n"
                        "         abilities: [{effect: ranged, amount: 2}]}")
    problems = pack_problems(text)
    assert any(p.field.endswith("abilities[0].amount") for p in problems)
    assert any(p.field.endswith("abilities[0].range") for p in problems)


def test_a_monster_id_used_twice_is_named(pack_problems):
    """Monster ids are unique across the shipped packs and the user's."""
    problems = pack_problems(GOOD.replace("testbeast", "mawkling"))
    assert any("already a Monster" in p.message for p in problems)


def test_the_content_keeps_the_packs_and_the_arena():
    """A match's content is the packs and its arena as plain data (a save keeps them)."""
    content = GAME.load_content()
    assert set(content.data) == {"pack", "arena"}
    assert content.data["arena"]["grid"]["staggeraxis"] in ("x", "y")
