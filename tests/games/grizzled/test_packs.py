"""The content packs: the shipped set validates; broken packs name file, line and field."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from gamebox.engine.paths import CONTENT_DIR
from gamebox.errors import ContentError
from gamebox.games.grizzled.cards import load_content_data
from gamebox.games.grizzled.game import GAME
from gamebox.packs import discovery

SHIPPED = CONTENT_DIR / "packs" / "grizzled"


@pytest.fixture
def box(tmp_path, monkeypatch):
    """A content root holding a copy of the shipped packs, made the box's shipped content;
    `edit(file, old, new)` changes one of them."""
    folder = tmp_path / "content" / "packs" / "grizzled"
    folder.mkdir(parents=True)
    for name in ("grizzled.yaml", "trials.yaml"):
        shutil.copy(SHIPPED / name, folder / name)
    monkeypatch.setattr(discovery, "content_roots", lambda: [tmp_path / "content"])

    def edit(name: str, old: str, new: str) -> Path:
        path = folder / name
        text = path.read_text(encoding="utf-8")
        assert old in text
        path.write_text(text.replace(old, new, 1), encoding="utf-8")
        return path
    edit.folder = folder
    edit.root = tmp_path / "content"
    return edit


def test_the_shipped_packs_validate():
    """The six Grizzled with their charms, the 68 Trials, the tiles and the tokens."""
    for path in sorted(SHIPPED.glob("*.yaml")):
        assert GAME.validate_file(path) == []
    data, _ = load_content_data()
    charms = {g["name"]: g["charm"] for g in data["grizzled"]}
    assert charms == {"Félix Moreau": "Night", "Gustave Bidau": "Snow",
                      "Charles Saulière": "Rain", "Gaston Fayard": "Shell",
                      "Lazare Bonticelli": "Whistle", "Anselme Perrin": "Gas Mask"}
    assert all(len(g["bio"].split()) >= 15 for g in data["grizzled"])


def test_an_unknown_threat_names_file_line_and_field(box):
    path = box("trials.yaml", "{threats: [Rain, Night]}", "{threats: [Rain, Nite]}")
    (problem,) = GAME.validate_file(path)
    assert problem.path == str(path) and problem.line > 0
    assert problem.field.startswith("threat_cards[") and problem.field.endswith("].threats")
    assert "'Nite' is not a Threat" in problem.message and "did you mean 'Night'" in problem.message


def test_an_unknown_hard_knock_effect_is_named(box):
    path = box("trials.yaml", "effect: wounded", "effect: wonded")
    (problem,) = GAME.validate_file(path)
    assert problem.field.endswith(".effect") and "did you mean 'wounded'" in problem.message
    with pytest.raises(ContentError, match="wonded"):
        GAME.load_content([box.root])


def test_a_phobia_needs_an_attack(box):
    path = box("trials.yaml", "threat: Gas Mask\n", "threat: Rain\n")
    (problem,) = GAME.validate_file(path)
    assert problem.field.endswith(".threat") and "not an attack" in problem.message


def test_a_set_that_cannot_build_68_trials_is_refused(box):
    path = box("trials.yaml", "  - {threats: [Snow, Whistle], copies: 3}\n",
               "  - {threats: [Snow, Whistle], copies: 2}\n")
    (problem,) = GAME.validate_file(path)
    assert "67 Trial cards" in problem.message and "need 68" in problem.message
    assert problem.line > 0
    with pytest.raises(ContentError, match="cannot build the one-shot game"):
        GAME.load_content([box.root])


def test_an_unknown_support_tile_and_a_charm_are_named(box):
    path = box("grizzled.yaml", "  LL: 2\n", "  LX: 2\n")
    problems = GAME.validate_file(path)
    assert any(p.field == "support_tiles.LX" for p in problems)
    path = box("grizzled.yaml", "charm: Night", "charm: Fog")
    assert any(p.field.endswith(".charm") and "'Fog'" in p.message
               for p in GAME.validate_file(path))


@pytest.mark.parametrize("name, old, new", [
    ("recruits.yaml", "name: Louis Chabert", "name: Émile Garnier"),
    ("orders.yaml", "name: Winter Coats Issued", "name: Dry Billets"),
])
def test_a_name_given_twice_names_where_it_was_first(pack_copies, name, old, new):
    """Names are how the Recruits, Orders and Trials are told apart (a save and the log name
    them): the second definition of a name is refused, naming the file of the first."""
    path = pack_copies(name, old, new)
    problems = [p for p in GAME.validate_file(path) if "already defined" in p.message]
    (problem,) = problems
    assert problem.path == str(path) and problem.line > 0 and problem.field.endswith(".name")
    assert f"is already defined in {path}" in problem.message
