"""Content packs: declared fields, and every problem named by file, line, column and field."""
from __future__ import annotations

import pytest

from gamebox.errors import ContentError
from gamebox.errors import Problem
from gamebox.packs import (Field, ListOf, MapOf, Record, check_file, check_references,
                           load_file, load_game_packs, packs_checked_with, parse_text)

CARD = Record("card", {
    "name": Field(str, "The card's name."),
    "type": Field(str, "Food or Condiment.", choices=("Food", "Condiment")),
    "toughness": Field(int, "Chews to swallow.", minimum=1, maximum=9),
    "glory": Field(int, "Glory when swallowed.", required=False, default=0, minimum=0),
    "tags": Field(ListOf(str), "Free words.", required=False, default=[]),
})
PACK = Record("pack", {
    "cards": Field(ListOf(CARD, min_items=1), "The cards."),
    "decks": Field(MapOf(ListOf(str)), "Named deck lists.", required=False, default={}),
})

GOOD = """\
cards:
  - name: Toast
    type: Food
    toughness: 2
    glory: 1
  - name: Hot Sauce
    type: Condiment
    toughness: 1
decks:
  first: [Toast, Hot Sauce]
"""


def problems_of(text: str) -> list:
    with pytest.raises(ContentError) as err:
        parse_text(text, "cards.yaml", PACK)
    return err.value.problems


def test_a_good_pack_loads_with_defaults_and_positions():
    loaded = parse_text(GOOD, "cards.yaml", PACK)
    assert loaded.data["cards"][1]["glory"] == 0
    assert loaded.where("cards", 1, "toughness") == (8, 16)


def test_broken_yaml_names_line_and_column():
    [problem] = problems_of("cards:\n  - name: Toast\n   type: Food\n")
    assert problem.path == "cards.yaml" and problem.line == 3
    assert "not valid YAML" in problem.message


def test_unknown_field_gets_a_did_you_mean_hint():
    [problem] = problems_of(GOOD.replace("    glory: 1", "    glroy: 1"))
    assert (problem.line, problem.column) == (5, 5)
    assert problem.field == "cards[0].glroy"
    assert "did you mean 'glory'?" in problem.message
    assert str(problem).startswith("cards.yaml:5:5: cards[0].glroy: unknown field")


def test_wrong_type_range_and_choice_are_all_reported_at_once():
    text = GOOD.replace("toughness: 2", "toughness: two").replace(
        "type: Condiment", "type: Condimnet").replace("toughness: 1", "toughness: -1")
    found = {p.field: p for p in problems_of(text)}
    assert "expected a whole number" in found["cards[0].toughness"].message
    assert "did you mean 'Condiment'" in found["cards[1].type"].message
    assert "expected at least 1" in found["cards[1].toughness"].message


def test_missing_field_says_what_is_needed():
    [problem] = problems_of(GOOD.replace("    toughness: 2\n", ""))
    assert problem.field == "cards[0].toughness"
    assert "missing; a card needs a whole number (Chews to swallow.)" in problem.message


def test_duplicate_keys_and_wrong_shapes():
    found = problems_of(GOOD.replace("    glory: 1", "    glory: 1\n    glory: 2"))
    assert "appears twice (first on line 5)" in found[0].message
    [shape] = problems_of("cards: Toast\n")
    assert "expected a list of a card" in shape.message


def test_empty_file_is_an_error():
    [problem] = problems_of("")
    assert "empty" in problem.message


def test_dangling_reference_is_named():
    loaded = parse_text(GOOD.replace("[Toast, Hot Sauce]", "[Toast, Hot Suace]"), "c.yaml", PACK)
    names = {c["name"] for c in loaded.data["cards"]}
    refs = [(("decks", "first", i), n) for i, n in enumerate(loaded.data["decks"]["first"])]
    [problem] = check_references(loaded, refs, names, "card")
    assert problem.field == "decks.first[1]" and problem.line == 10
    assert "no card called 'Hot Suace' (did you mean 'Hot Sauce'?)" in problem.message


def test_yaml_cannot_build_python_objects():
    [problem] = problems_of("cards: !!python/object/apply:os.system ['true']\n")
    assert "YAML" in problem.message or "expected" in problem.message


def test_broken_user_pack_is_skipped_but_a_broken_shipped_pack_disables_the_game(tmp_path):
    shipped, user = tmp_path / "shipped", tmp_path / "user"
    (shipped / "packs" / "demo").mkdir(parents=True)
    (user / "packs" / "demo").mkdir(parents=True)
    (shipped / "packs" / "demo" / "base.yaml").write_text(GOOD)
    (user / "packs" / "demo" / "mine.yaml").write_text("cards: [oops\n")

    def load(path):
        return load_file(path, PACK)

    result = load_game_packs("demo", load, [shipped, user])
    assert len(result.packs) == 1 and len(result.skipped) == 1
    assert result.skipped[0].path.endswith("mine.yaml")
    (shipped / "packs" / "demo" / "base.yaml").write_text("cards: []\n")
    with pytest.raises(ContentError, match="base.yaml:1:8: cards: expected at least 1"):
        load_game_packs("demo", load, [shipped, user])


def test_a_user_pack_failing_the_check_across_packs_is_skipped_alone(tmp_path):
    """The check across packs (here: no card name twice) leaves out a user pack at fault and
    checks the rest again; a shipped pack at fault still disables the game."""
    shipped, user = tmp_path / "shipped", tmp_path / "user"
    for root in (shipped, user):
        (root / "packs" / "demo").mkdir(parents=True)
    (shipped / "packs" / "demo" / "base.yaml").write_text(GOOD)
    (user / "packs" / "demo" / "a.yaml").write_text(GOOD.replace("Hot Sauce", "Mustard"))
    (user / "packs" / "demo" / "b.yaml").write_text(GOOD.replace("Toast", "Bagel")
                                                    .replace("Hot Sauce", "Jam"))

    def load(path):
        return load_file(path, PACK)

    def no_name_twice(packs):
        seen, problems = set(), []
        for pack in packs:
            for card in pack.data["cards"]:
                if card["name"] in seen:
                    problems.append(Problem(pack.path, 1, 1, f"{card['name']} twice"))
                seen.add(card["name"])
        return problems

    result = load_game_packs("demo", load, [shipped, user], check=no_name_twice)
    assert [p.path.rsplit("/", 1)[1] for p in result.packs] == ["base.yaml", "b.yaml"]
    assert [p.message for p in result.skipped] == ["Toast twice"]
    (shipped / "packs" / "demo" / "more.yaml").write_text(GOOD)
    with pytest.raises(ContentError, match="Toast twice"):
        load_game_packs("demo", load, [shipped, user], check=no_name_twice)


def test_a_pack_outside_the_content_roots_is_checked_with_its_folder(tmp_path):
    folder = tmp_path / "packs" / "demo"
    folder.mkdir(parents=True)
    for name in ("b.yaml", "a.yml", "notes.txt"):
        (folder / name).write_text(GOOD)
    assert [p.name for p in packs_checked_with("demo", folder / "b.yaml")] == ["a.yml",
                                                                                "b.yaml"]


def test_a_draft_pack_is_checked_with_the_shipped_packs_it_will_join(tmp_path):
    """A pack outside the content roots (a draft) comes after the shipped
    packs, with its own folder's files, the set it joins once copied in; a pack in the
    content roots is checked with the set the game loads."""
    from gamebox.engine.paths import CONTENT_DIR

    folder = tmp_path / "content" / "packs" / "guts"
    folder.mkdir(parents=True)
    for name in ("b.yaml", "a.yml"):
        (folder / name).write_text(GOOD)
    shipped = sorted((CONTENT_DIR / "packs" / "guts").glob("*.yaml"))
    assert packs_checked_with("guts", folder / "b.yaml") == shipped + [folder / "a.yml",
                                                                       folder / "b.yaml"]
    assert packs_checked_with("guts", shipped[0]) == shipped


def test_unreadable_file_is_reported(tmp_path):
    with pytest.raises(ContentError, match="cannot be read"):
        load_file(tmp_path / "nope.yaml", PACK)
    (tmp_path / "latin.yaml").write_bytes(b"name: caf\xe9\n")
    with pytest.raises(ContentError, match="not UTF-8"):
        load_file(tmp_path / "latin.yaml", PACK)


# ---- scalars, list bounds, cross-field checks and unreadable files (found by mutants) ------
SCALARS = Record("scalars", {
    "weight": Field(float, "A number."),
    "label": Field(str, "Text."),
    "count": Field(int, "A whole number."),
    "tags": Field(ListOf(str, max_items=2), "At most two.", required=False, default=[]),
}, check=lambda d: [("count", "count must be below weight")] if d["count"] >= d["weight"]
   else [])


def test_numbers_and_text_are_read_as_a_person_writes_them():
    """A whole number is a fine decimal; a bare number is fine as text; yes/no is never a
    number."""
    loaded = parse_text("weight: 2\nlabel: 42\ncount: 1\n", "s.yaml", SCALARS)
    assert loaded.data["weight"] == 2.0 and isinstance(loaded.data["weight"], float)
    assert loaded.data["label"] == "42"
    with pytest.raises(ContentError) as err:
        parse_text("weight: 2\nlabel: x\ncount: true\n", "s.yaml", SCALARS)
    assert "count: expected" in str(err.value) and "'true'" in str(err.value)


def test_a_list_may_hold_exactly_its_most_items():
    assert parse_text("weight: 2\nlabel: x\ncount: 1\ntags: [a, b]\n", "s.yaml",
                      SCALARS).data["tags"] == ["a", "b"]
    with pytest.raises(ContentError, match="at most 2 item"):
        parse_text("weight: 2\nlabel: x\ncount: 1\ntags: [a, b, c]\n", "s.yaml", SCALARS)


def test_a_cross_field_problem_points_at_its_field():
    with pytest.raises(ContentError) as err:
        parse_text("weight: 2\nlabel: x\ncount:     5\n", "s.yaml", SCALARS)
    [problem] = err.value.problems
    assert (problem.line, problem.column, problem.field) == (3, 12, "count")


def test_files_that_cannot_be_read_as_text_say_so(tmp_path):
    with pytest.raises(ContentError) as err:
        parse_text("", "empty.yaml", SCALARS)
    assert str(err.value).startswith("empty.yaml:1:1: the file is empty")
    binary = tmp_path / "cards.yaml"
    binary.write_bytes(b"name: \xff\xfe\n")
    with pytest.raises(ContentError) as err:
        load_file(binary, SCALARS)
    assert str(err.value) == f"{binary}: is not UTF-8 text"  # a whole file's: no place


def test_a_checked_file_keeps_what_is_right_beside_its_problems(tmp_path):
    """`check_file` returns the document with its faulty values marked, so the checks across
    files run on the rest in the same go: an author sees every problem at once, not in
    rounds."""
    path = tmp_path / "cards.yaml"
    path.write_text(GOOD.replace("toughness: 2", "toughness: two")
                    .replace("  - name: Hot Sauce\n    type: Condiment\n",
                             "  - name: Hot Sauce\n"), encoding="utf-8")
    loaded, problems = check_file(path, PACK)
    assert [p.field for p in problems] == ["cards[0].toughness", "cards[1].type"]
    assert loaded.data["cards"][0]["name"] == "Toast" and loaded.is_sound("cards", 0, "name")
    assert not loaded.is_sound("cards", 0, "toughness") and not loaded.is_sound("cards", 0)
    assert not loaded.is_sound("cards", 1, "type") and loaded.is_sound("cards", 1, "toughness")
    assert loaded.is_sound("decks") and not loaded.is_sound()
    # a problem with what holds a value makes the value unsound too
    path.write_text("cards: Toast\n", encoding="utf-8")
    shape, [problem] = check_file(path, PACK)
    assert problem.field == "cards" and not shape.is_sound("cards", 0, "name")
    assert parse_text(GOOD, "c.yaml", PACK).faulty == frozenset()
