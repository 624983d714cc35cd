"""The card packs: the shipped set validates; broken packs name file, line and field."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from gamebox.engine import registry
from gamebox.engine.paths import CONTENT_DIR
from gamebox.errors import ContentError
from gamebox.games.guts.game import GAME
from gamebox.packs import discovery

SHIPPED = CONTENT_DIR / "packs" / "guts"


def _pack_dir(tmp_path: Path, replace: tuple[str, str] | None = None,
              first_game: bool = True) -> Path:
    """A content root holding a copy of the shipped packs, optionally edited."""
    folder = tmp_path / "content" / "packs" / "guts"
    folder.mkdir(parents=True)
    text = (SHIPPED / "cards.yaml").read_text(encoding="utf-8")
    if replace:
        assert replace[0] in text
        text = text.replace(replace[0], replace[1], 1)
    (folder / "cards.yaml").write_text(text, encoding="utf-8")
    if first_game:
        shutil.copy(SHIPPED / "first-game.yaml", folder / "first-game.yaml")
    return folder


@pytest.fixture
def as_shipped(monkeypatch):
    """Make a folder the box's shipped content: the checks across a set are tested on an
    edited copy of the shipped folder, or on a set of the test's own (a pack elsewhere is a
    draft, checked with the real shipped cards it would join)."""
    def use(root: Path) -> None:
        monkeypatch.setattr(discovery, "content_roots", lambda: [root])
    return use


@pytest.fixture
def own_box(tmp_path, as_shipped):
    """`tmp_path`, whose ``content/`` is the box's shipped content."""
    as_shipped(tmp_path / "content")
    return tmp_path


def _problems(folder: Path, name: str = "cards.yaml") -> list:
    return GAME.validate_file(folder / name)


def _index_of(name: str) -> int:
    text = (SHIPPED / "cards.yaml").read_text(encoding="utf-8")
    names = [line.split("name: ", 1)[1] for line in text.splitlines()
             if line.startswith("  - name: ")]
    return names.index(name)


def _line_of(path: Path, needle: str) -> int:
    lines = path.read_text(encoding="utf-8").splitlines()
    return next(i + 1 for i, line in enumerate(lines) if needle in line)


def test_shipped_packs_validate_and_load():
    for path in sorted(SHIPPED.glob("*.yaml")):
        assert GAME.validate_file(path) == [], path
    content = GAME.load_content()
    assert len(content.data["cards"]) >= 14 and content.data["first_game"]


def test_negative_toughness_names_file_line_and_field(own_box):
    folder = _pack_dir(own_box, ("toughness: 3\n    glory: 1\n    copies: 2\n    flavour: "
                                  "Somebody", "toughness: -3\n    glory: 1\n    copies: 2\n"
                                  "    flavour: Somebody"))
    problems = _problems(folder)
    assert len(problems) == 1
    p = problems[0]
    assert p.path == str(folder / "cards.yaml") and p.field == "cards[0].toughness"
    assert p.line == _line_of(folder / "cards.yaml", "toughness: -3")
    assert "too small" in p.message and "at least 1" in p.message


def test_unknown_power_has_a_did_you_mean_hint(own_box):
    folder = _pack_dir(own_box, ("effect: chew_stack", "effect: chew_stak"))
    (p,) = _problems(folder)
    assert p.field.endswith(".powers[0].effect") and "chew_stak" in p.message
    assert "did you mean 'chew_stack'" in p.message
    assert p.line == _line_of(folder / "cards.yaml", "chew_stak")


def test_missing_field_is_named(own_box):
    folder = _pack_dir(own_box, ("    flavour: Pew. Pew. Crunch.\n", ""))
    (p,) = _problems(folder)
    assert p.field.endswith(".flavour") and "missing" in p.message
    assert p.line == _line_of(folder / "cards.yaml", "name: Laser Teeth")  # the card's line


def test_deck_that_cannot_be_built_for_four_seats_names_the_file(own_box):
    folder = own_box / "content" / "packs" / "guts"
    folder.mkdir(parents=True)
    small = folder / "small.yaml"
    small.write_text("cards:\n"
                     "  - name: Lonely Pea\n    type: Food\n    toughness: 1\n    glory: 1\n"
                     "    copies: 8\n    flavour: Just the one pea. Eight times.\n"
                     "  - name: Salt\n    type: Condiment\n    toughness: 1\n    copies: 8\n"
                     "    flavour: A pinch.\n    rules: 'Swallow: gain 1 glory.'\n"
                     "    powers:\n      - effect: gain_glory\n        amount: 1\n",
                     encoding="utf-8")
    (p,) = GAME.validate_file(small)
    assert p.path == str(small) and p.field == "cards" and p.line == 2
    assert "cannot be built for four seats" in p.message and str(small) in p.message
    with pytest.raises(ContentError, match="four seats"):
        GAME.load_content([own_box / "content"])


def _copies(total: int) -> list[int]:
    """`total` split into card copies of at most 8 (the most a card may have)."""
    return [8] * (total // 8) + ([total % 8] if total % 8 else [])


@pytest.mark.parametrize("foods,condiments,buildable", [(20, 27, False), (19, 28, False),
                                                        (20, 28, True)])
def test_a_four_seat_deck_needs_both_kinds(own_box, foods, condiments, buildable):
    """Shuffle each deck separately, and deal out 5 Foods and 7 Condiments per player: four
    seats need 20 Foods and 28 Condiments, and one kind short is enough to refuse the set."""
    folder = own_box / "content" / "packs" / "guts"
    folder.mkdir(parents=True)
    text = "cards:\n"
    for i, copies in enumerate(_copies(foods)):
        text += (f"  - name: Pea {i}\n    type: Food\n    toughness: 1\n    glory: 1\n"
                 f"    copies: {copies}\n    flavour: A pea.\n")
    for i, copies in enumerate(_copies(condiments)):
        text += (f"  - name: Salt {i}\n    type: Condiment\n    toughness: 1\n"
                 f"    copies: {copies}\n    flavour: A pinch.\n"
                 "    rules: 'Swallow: gain 1 glory.'\n"
                 "    powers:\n      - effect: gain_glory\n        amount: 1\n")
    pack = folder / "pairs.yaml"
    pack.write_text(text, encoding="utf-8")
    problems = GAME.validate_file(pack)
    assert [p.field for p in problems] == ([] if buildable else ["cards"])
    if not buildable:
        assert f"{foods} Foods and {condiments} Condiments" in problems[0].message


@pytest.mark.parametrize("old,new,field,words", [
    ("type: Condiment\n    toughness: 2\n    copies: 3\n    flavour: Runs",
     "type: Condiment\n    toughness: 2\n    glory: 2\n    copies: 3\n    flavour: Runs",
     ("De-Masticator", "glory"), "no glory coin"),
    ("      - effect: chew_stack\n        amount: 2", "      - effect: chew_stack",
     ("Laser Teeth", "powers[0].amount"), "needs an amount"),
    ("      - effect: steal", "      - effect: steal\n        amount: 1",
     ("Right Hand Glove", "powers[0].amount"), "takes no amount"),
    ("      - effect: extra_slot\n        amount: 1",
     "      - effect: extra_slot\n        amount: 3",
     ("Side Jaw", "powers[0].amount"), "out of range"),
    ("type: Food\n    toughness: 3\n    glory: 1\n    copies: 2\n    flavour: Somebody",
     "type: Snack\n    toughness: 3\n    glory: 1\n    copies: 2\n    flavour: Somebody",
     ("Dentures", "type"), "expected one of"),
    ("name: Snack Product", "name: Dentures", ("Snack Product", "name"), "already defined"),
])
def test_other_card_mistakes(own_box, old, new, field, words):
    card, rest = field
    folder = _pack_dir(own_box, (old, new))
    problems = _problems(folder)
    assert [p.field for p in problems] == [f"cards[{_index_of(card)}].{rest}"]
    assert words in problems[0].message and problems[0].line > 0


def test_condiment_without_power_is_refused(own_box):
    folder = _pack_dir(own_box, ('    rules: "Swallow: take another turn after this one."\n'
                                  "    powers:\n      - effect: extra_turn\n", ""))
    problems = _problems(folder)
    assert [p.field for p in problems] == [f"cards[{_index_of('Time Machine')}].powers"]


def test_first_game_deck_references_are_checked(own_box):
    folder = _pack_dir(own_box)
    first = folder / "first-game.yaml"
    first.write_text(first.read_text().replace("Shiny Thing: 1", "Shiny Thingy: 1")
                     .replace("Vitamin Z: 2", "Vitamin Z: 9"), encoding="utf-8")
    problems = GAME.validate_file(first)
    messages = {p.field: p.message for p in problems}
    assert "did you mean 'Shiny Thing'" in messages["first_game.foods.Shiny Thingy"]
    assert "the set has 3" in messages["first_game.condiments.Vitamin Z"]
    assert all(p.path == str(first) and p.line > 0 for p in problems)


def test_first_game_top_cards_must_be_in_its_deck(own_box):
    """with the 2 tapeworms and 1 of the Right Hand Gloves on top of the deck: a card put on
    top must be in the first-game deck, at most as often as it is there."""
    folder = _pack_dir(own_box)
    first = folder / "first-game.yaml"
    first.write_text(first.read_text().replace(
        "on_top: [Tapeworm, Tapeworm, Right Hand Glove]",
        "on_top: [Tapeworm, Right Hand Glove, Tapeworm, Tapeworm, Water]"), encoding="utf-8")
    problems = GAME.validate_file(first)
    assert [(p.field, p.message) for p in problems] == [
        ("first_game.on_top[3]", "'Tapeworm' is not in the first-game deck that often"),
        ("first_game.on_top[4]", "'Water' is not in the first-game deck that often")]


def test_broken_user_pack_is_skipped_and_the_game_still_plays(tmp_path, user_data):
    user = user_data / "content" / "packs" / "guts"
    user.mkdir(parents=True)
    (user / "mine.yaml").write_text("cards:\n  - name: Oops\n    toughness: -1\n")
    content = GAME.load_content()
    assert "Oops" not in [c["name"] for c in content.data["cards"]]
    state = GAME.new_state(2, None, 1, content)
    assert state.legal_actions(0)


def _user_giant_jaw(user_data) -> None:
    """A user's pack with one card: Giant Jaw, a Condiment that opens two more slots."""
    user = user_data / "content" / "packs" / "guts"
    user.mkdir(parents=True)
    (user / "mine.yaml").write_text(
        "cards:\n  - name: Giant Jaw\n    type: Condiment\n    toughness: 3\n    copies: 1\n"
        "    flavour: Room for everything.\n    rules: 'In mouth: two more Condiment slots.'\n"
        "    powers:\n      - effect: extra_slot\n        amount: 2\n")


def test_user_pack_adds_cards(tmp_path, user_data):
    _user_giant_jaw(user_data)
    content = GAME.load_content()
    assert "Giant Jaw" in [c["name"] for c in content.data["cards"]]


def test_losing_two_slots_at_once_forces_a_spew(tmp_path, user_data, gx):
    """House rule: a mouth left with more Condiments than slots spews one (the seat picks),
    once: settling the mouth again before the spew is chosen (as a longer chain of powers
    might; no shipped card can) asks for no second one."""
    _user_giant_jaw(user_data)
    gx.content = GAME.load_content()
    state = gx.table(2, mouths={0: {0: "Jawbreaker", 2: ("Giant Jaw", 2), 3: "Vitamin Z",
                                    4: "Laser Teeth", 5: "Bleach", 6: "Motor Oil"}},
                     phase="chew")
    gx.act(state, "chew 0 2")
    assert state.tasks[-1][0] == "spewpick" and len(gx.legal(state)) == 4
    tasks = list(state.tasks)
    assert state._settle(0) == [] and state.tasks == tasks
    gx.act(state, "spew 3")
    assert state.cond_capacity(0) == 3 and len(state.cards_of(0, 1)) == 3


def test_extra_slots_stop_at_five_condiment_slots(user_data, gx):
    """House rule: a mouth has at most five Condiment slots (the three printed ones and the
    board's two spare places), however many extra slots its cards add."""
    _user_giant_jaw(user_data)
    gx.content = GAME.load_content()
    state = gx.table(2, mouths={0: {2: "Giant Jaw", 3: "Side Jaw"}}, phase="feed")
    assert state.cond_capacity(0) == 5
    assert state.free_slots(0, 1) == (4, 5, 6)


def test_content_round_trips_through_a_save():
    content = GAME.load_content()
    again = GAME.content_from_data(content.data)
    assert again.digest == content.digest
    a = GAME.new_state(3, None, 9, content)
    b = GAME.new_state(3, None, 9, again)
    assert a == b and registry.get("guts") is GAME


def _table_rows(text: str, header: str) -> list[list[str]]:
    """The rows of the Markdown table whose header line starts with `header`, as cells."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(header))
    rows = []
    for line in lines[start + 2:]:
        if not line.startswith("|"):
            break
        rows.append([cell.strip() for cell in line.strip("|").split("|")])
    return rows


def test_the_pack_authors_guide_matches_the_checker():
    """docs/packs.md lists every card field (and whether it is required, as the checker
    decides) and every effect with the limits the pack checker applies, so a pack written
    from it validates."""
    from gamebox.engine.paths import DOCS_DIR
    from gamebox.games.guts.cards import CARD
    from gamebox.games.guts.effects import VOCABULARY

    text = (DOCS_DIR / "packs.md").read_text(encoding="utf-8")
    rows = {row[0].strip("`"): row for row in _table_rows(text, "| field |")}
    assert list(rows) == list(CARD.fields)
    required = {name: row[2] for name, row in rows.items()}
    for name, field in CARD.fields.items():
        assert (required[name] == "yes") == field.required, name
        assert field.required or required[name].startswith("no"), name
    assert required["glory"] == f"no: {CARD.fields['glory'].default} when left out"
    # the two fields the card's own check asks for in some cards
    assert CARD.check({"type": "Food", "glory": 0, "rules": "", "powers": [{}]}) == [
        ("rules", "a card with powers needs a rules text saying what they do")]
    assert required["rules"] == "no; yes when it has powers"
    assert [f for f, _ in CARD.check({"type": "Condiment", "glory": 0, "rules": "",
                                      "powers": []})] == ["powers"]
    assert required["powers"] == "no; yes on a Condiment"
    fields = {name: row[3] for name, row in rows.items()}
    for name in ("toughness", "glory", "copies"):
        field = CARD.fields[name]
        assert fields[name] == f"{field.minimum} to {field.maximum}", name
    assert fields["powers"].startswith(f"up to {CARD.fields['powers'].kind.max_items};")
    assert "40 characters" in fields["name"]
    effects = {row[0].strip("`"): row[1:] for row in _table_rows(text, "| effect |")}
    assert list(effects) == list(VOCABULARY)
    for name, (when, amount, summary) in effects.items():
        spec = VOCABULARY[name]
        assert when == spec.timing.replace("_", " "), name
        assert amount == ("-" if spec.amount is None else "{} to {}".format(*spec.amount)), name
        assert summary == spec.summary, name


def test_the_guides_example_pack_validates_and_joins_the_set(user_data):
    """The example in docs/packs.md, saved as a pack of the user's, is accepted as it is (it
    joins the shipped cards, so one card is enough) and plays."""
    from gamebox.engine.paths import DOCS_DIR

    text = (DOCS_DIR / "packs.md").read_text(encoding="utf-8")
    folder = user_data / "content" / "packs" / "guts"
    folder.mkdir(parents=True)
    (folder / "mine.yaml").write_text(text.split("```yaml\n", 1)[1].split("```", 1)[0],
                                      encoding="utf-8")
    assert GAME.validate_file(folder / "mine.yaml") == []
    assert "Giant Jaw" in [c["name"] for c in GAME.load_content().data["cards"]]


def test_a_user_card_named_like_a_shipped_one_leaves_only_its_pack_out(user_data):
    """House rule: a broken pack of yours disables only itself, also when the fault is a
    clash with the shipped cards (a name defined twice); the game plays with the rest."""
    folder = user_data / "content" / "packs" / "guts"
    folder.mkdir(parents=True)
    mine = folder / "mine.yaml"
    mine.write_text("cards:\n  - name: Dentures\n    type: Food\n    toughness: 2\n"
                    "    glory: 1\n    copies: 1\n    flavour: Mine.\n", encoding="utf-8")
    (problem,) = GAME.validate_file(mine)
    assert problem.path == str(mine) and problem.line == 2
    assert "'Dentures' is already defined in" in problem.message
    content = GAME.load_content()
    assert [c["name"] for c in content.data["cards"]].count("Dentures") == 1
    assert str(mine) not in content.sources
    assert GAME.new_state(2, None, 1, content).legal_actions(0)


def test_the_checks_across_the_set_run_beside_the_field_problems(user_data):
    """A pack with field problems (a wrong toughness, a missing `copies`) also reports its
    name clash with a shipped card ("'Dentures' is already defined") in the same go: the
    checks across the set run on the values that are right:
    a faulty card with a right name is checked for clashes too, and a card whose fields are all
    right still gets its own check (powers without a rules text)."""
    folder = user_data / "content" / "packs" / "guts"
    folder.mkdir(parents=True)
    mine = folder / "mine.yaml"
    mine.write_text(
        "cards:\n"
        "  - name: Rotten Egg\n    type: Food\n    toughness: -1\n    copies: 1\n"
        "    flavour: Smells.\n"
        "  - name: Quiet Soup\n    type: Food\n    toughness: 2\n    copies: 1\n"
        "    flavour: Hm.\n    powers:\n      - effect: gain_glory\n        amount: 1\n"
        "  - name: Dentures\n    type: Food\n    toughness: 2\n    copies: 1\n"
        "    flavour: Mine.\n"
        "  - name: Laser Teeth\n    type: Food\n    toughness: 0\n    flavour: Mine too.\n",
        encoding="utf-8")
    problems = GAME.validate_file(mine)
    assert [(p.field, p.line) for p in problems] == [
        ("cards[0].toughness", 4), ("cards[1].rules", _line_of(mine, "Quiet Soup")),
        ("cards[3].toughness", _line_of(mine, "toughness: 0")),
        ("cards[3].copies", _line_of(mine, "Laser Teeth")),
        ("cards[2].name", _line_of(mine, "Dentures")),
        ("cards[3].name", _line_of(mine, "Laser Teeth"))]
    assert "'Dentures' is already defined in" in problems[-2].message
    assert "'Laser Teeth' is already defined in" in problems[-1].message


def test_a_check_that_needs_a_wrong_value_waits_for_it(tmp_path, as_shipped):
    """A first-game card whose own type or copies is wrong is not reported as unknown (its
    file's other cards still answer for theirs), and the four-seat deck is not counted while a
    card's copies is wrong: fixing those values decides them (the checks that cannot run in
    the same go)."""
    as_shipped(tmp_path / "content")
    folder = _pack_dir(tmp_path, ("name: Shiny Thing\n    type: Food\n",
                                  "name: Shiny Thing\n    type: Fod\n"))
    first = folder / "first-game.yaml"
    assert "Shiny Thing" in first.read_text()
    assert GAME.validate_file(first) == []
    first.write_text(first.read_text().replace("Vitamin Z: 2", "Vitamin Z: 9"), encoding="utf-8")
    assert [p.field for p in GAME.validate_file(first)] == ["first_game.condiments.Vitamin Z"]
    (p,) = _problems(folder)
    assert p.field == f"cards[{_index_of('Shiny Thing')}].type"
    small = tmp_path / "small" / "content" / "packs" / "guts"
    small.mkdir(parents=True)
    as_shipped(tmp_path / "small" / "content")
    pea = small / "pea.yaml"
    pea.write_text("cards:\n  - name: Lonely Pea\n    type: Food\n    toughness: 1\n"
                   "    copies: 80\n    flavour: Peas.\n", encoding="utf-8")
    assert [p.field for p in GAME.validate_file(pea)] == ["cards[0].copies"]
    pea.write_text(pea.read_text().replace("copies: 80", "copies: 8"), encoding="utf-8")
    assert [p.field for p in GAME.validate_file(pea)] == ["cards"]  # now it can be counted


def test_the_house_rules_card_table_is_the_shipped_set():
    """docs/rules/guts.md lists every shipped card as the pack defines it (its texts had
    drifted from the cards' before the table was checked)."""
    from gamebox.engine.paths import DOCS_DIR, content_roots
    from gamebox.games.guts.cards import CARD_TABLE_HEAD, card_rows

    doc = (DOCS_DIR / "rules" / "guts.md").read_text(encoding="utf-8")
    table = doc[doc.index(CARD_TABLE_HEAD):].split("\n\n")[0].splitlines()[2:]
    cards = GAME.load_content(roots=content_roots()[:1]).data["cards"]
    assert table == card_rows(cards)


def test_the_rules_screen_lists_the_cards_of_your_own_packs(user_data):
    """A pack author sees their cards on the in-game Rules screen, drawn as cards in a group
    of their own after the shipped ones; without packs of their own the group is not there."""
    from gamebox.scenes.rules_scene import CARDS_TITLE, rules_pages

    def groups():
        page = next(p for p in rules_pages(GAME) if p.title == CARDS_TITLE)
        return {s.heading: [f["name"] for f in s.faces] for s in page.sections}

    assert list(groups()) == ["Foods", "Condiments"]
    _user_giant_jaw(user_data)
    found = groups()
    assert list(found) == ["Foods", "Condiments", "Cards from your own packs"]
    assert found["Cards from your own packs"] == ["Giant Jaw"]
    assert "Giant Jaw" not in found["Condiments"]
