"""How a Grizzled card reads on the table (issue 23, "Cards that read from the couch"): a
Hard Knock says its effect in two or three words under its name, from the pack."""
from __future__ import annotations

import functools

import pytest

from gamebox.games.grizzled import cards
from gamebox.games.grizzled.game import GAME
from gamebox.games.grizzled.look import LOOK, knock_words
from gamebox.ui import card, theme


def _knocks() -> list[dict]:
    data, _ = cards.load_content_data()
    table = cards.TrialTable(data)
    return [table.faces[c] for c in range(len(table)) if table.faces[c]["type"] == "Hard Knock"]


def test_every_hard_knock_says_its_effect_in_a_few_words_from_the_pack():
    """"A Hard Knock: its effect in two or three words, e.g. "Whistle +1", "2 more
    cards", "no Speech", from the card data": each of the 23 has a keyword of one to three
    words; a Phobia's or a Trauma's is its Threat (the pack needs none); the others' are
    the pack's `keyword`; Threat cards have none (their symbols say it)."""
    data, _ = cards.load_content_data()
    knocks = _knocks()
    assert len(knocks) == 23
    by_name = {k["name"]: k for k in data["hard_knocks"]}
    for face in knocks:
        words = knock_words(face)
        assert words and 1 <= len(words.split()) <= 3, face["name"]
        source = by_name[face["name"]]
        if source.get("threat"):
            assert words == f"{source['threat']} +1"
        else:
            assert words == source["keyword"]
    assert knock_words(next(k for k in knocks if k["name"] == "Mute")) == "No Speech"
    assert knock_words(next(k for k in knocks if k["name"] == "Frenzied")) == "2 more cards"
    assert knock_words(next(k for k in knocks if k["name"] == "Phobia (Whistle)")) == \
        "Whistle +1"
    assert knock_words({"type": "Threat", "threats": ["Rain", "Shell"], "keyword": "x"}) == ""


@pytest.mark.parametrize("width", (150, 153, 160))
def test_a_hard_knock_in_the_hand_writes_its_keyword_at_the_figure(width):
    """"So a Hard Knock ... in a hand reads at the figure": on a card of the hand (150 px
    and more at 1920x1080) each Hard Knock writes its keyword at 22 px or more, whole,
    inside the card, instead of its rules at 11 px (the inspector has them)."""
    theme.configure("normal")
    size = (width, card.card_height(width))
    for face in _knocks():
        lay = card.face_layout(LOOK, face, size)
        said = [ln for ln in lay.lines if ln.colour == card.KEYWORD_INK]
        assert lay.keyword and not lay.shows_rules, face["name"]
        assert " ".join(ln.text for ln in said) == knock_words(face)
        assert min(ln.px for ln in said) >= 22, (face["name"], [(ln.text, ln.px) for ln in said])
        assert all(0 <= ln.box.top and ln.box.bottom <= size[1] for ln in lay.lines)


@pytest.fixture
def box(pack_copies):
    """`edit(old, new)`: one change to a copy of the shipped trials.yaml."""
    return functools.partial(pack_copies, "trials.yaml")


def test_a_keyword_too_long_to_read_is_named_with_its_file_line_and_field(box):
    """The pack's `keyword` is validated like the rest: longer than 18 characters (more
    than a card writes large in two lines) it is refused, naming the file, the line and
    the field."""
    path = box("keyword: No Speech", "keyword: You may not make any Speech at all")
    (problem,) = GAME.validate_file(path)
    assert problem.path == str(path) and problem.line > 0
    assert problem.field.startswith("hard_knocks[") and problem.field.endswith("].keyword")


def test_a_hard_knock_without_a_keyword_still_loads_and_shows_its_picture(box):
    """A pack's Hard Knock may leave its keyword out (a user's own card): it loads, and its
    card shows its picture under the name as before."""
    path = box("    keyword: No Speech\n", "")
    assert GAME.validate_file(path) == []
    data, _ = cards.load_content_data()
    table = cards.TrialTable(data)
    mute = next(table.faces[c] for c in range(len(table)) if table.names[c] == "Mute")
    assert knock_words(mute) == ""
    theme.configure("normal")
    lay = card.face_layout(LOOK, mute, (153, card.card_height(153)))
    assert not lay.keyword
