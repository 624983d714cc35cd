"""The kit's card chip (`gamebox.ui.card_chip`): a card too small to read from the couch drawn
as a strip of its frame colour with its name and power in a word at the readable figure
(issue 23, "Cards that read from the couch"), its badges and counters at the ends, answering
to the same ids as a row of cards."""
from __future__ import annotations

import pygame
import pytest

from gamebox.engine.table import Piece, Zone, place_id
from gamebox.ui import card_chip, text, theme
from gamebox.ui.card_chip import chip_column, chip_words, draw_chip_list
from gamebox.ui.card_look import Badge, CardLook, MarkStyle
from gamebox.ui.highlights import Highlights
from gamebox.ui.zones import draw_row


def keyword(face) -> str:
    return str(face.get("keyword") or "")


LOOK = CardLook("chiptest", frames=(("Food", (58, 104, 176)),),
                badges=(Badge("toughness", "top_right"),
                        Badge("glory", "top_left", "coin", (236, 190, 64), (24, 20, 20)),
                        Badge("number", "bottom_right")),
                marks=(MarkStyle("chews"),), keyword=keyword, chip_badges=("toughness", "glory"))


def face(name: str, word: str = "", **more) -> dict:
    return {"name": name, "type": "Food", "keyword": word, **more}


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()
    theme.configure("normal")
    yield
    theme.configure("normal")


def test_a_chip_says_name_and_keyword_on_one_line_when_they_fit():
    """The fewest lines that say both: ``name · keyword`` on one line, else the name over
    the keyword, a long name on two lines."""
    wide = chip_words("Mute", "No Speech", 22, 400, 3)
    assert wide.lines == (("both", "Mute \u00b7 No Speech"),)
    room = text.measure("Always Leader", 22, True)[0] + 2
    two = chip_words("Tyrannical", "Always Leader", 22, room, 3)
    assert two.lines == (("name", "Tyrannical"), ("keyword", "Always Leader"))
    room = max(text.measure(w, 22, True)[0] for w in ("Mustard of", "Chews now +2")) + 2
    three = chip_words("Mustard of Momentum", "Chews now +2", 22, room, 3)
    assert [k for k, _ in three.lines] == ["name", "name", "keyword"]
    assert all(text.measure(t, 22, True)[0] <= room for _, t in three.lines)


def test_a_chip_too_short_for_both_says_the_one_preferred():
    """"If the panel is short of room, decide what gives": on one line a chip says its
    keyword (what the card does), or its name when the keyword does not fit, or with
    ``prefer="name"`` the other way round; nothing at all when neither fits whole."""
    room = text.measure("Gas Mask +1", 22, True)[0] + 2
    assert chip_words("Phobia (Gas Mask)", "Gas Mask +1", 22, room, 1).lines == \
        (("keyword", "Gas Mask +1"),)
    room = text.measure("Fearful", 22, True)[0] + 30
    assert chip_words("Fearful", "2 alike: withdraw", 22, room, 1).lines == \
        (("name", "Fearful"),)
    room = text.measure("Phobia (Gas Mask)", 22, True)[0] + 2
    assert chip_words("Phobia (Gas Mask)", "Gas Mask +1", 22, room, 1,
                      prefer="name").lines == (("name", "Phobia (Gas Mask)"),)
    assert chip_words("Fearful", "2 alike: withdraw", 22, 20, 1) is None


def _zone(n_cards: int, size: int = 5) -> Zone:
    names = ["Mustard of Momentum", "Tire of Doom", "Hot Hot Hot Sauce", "Box of Spiders",
             "Right Hand Glove", "Side Jaw"]
    words = ["Chews now +2", "Chews -1", "Make spew", "Make spew", "Steal", "Slot +1"]
    pieces = tuple(Piece(place_id("mouth/1", i), face(names[i], words[i], toughness=4,
                                                      glory=1, number=61),
                         at=i, marks={"chews": i % 4})
                   for i in range(n_cards))
    return Zone("mouth/1", "row", pieces, 1, label="Bo's mouth", size=size)


def test_a_column_of_chips_gives_way_caption_first_then_lines_then_size():
    """When the chips do not all fit: words written larger than the figure (a larger text
    size) shrink toward it first, then the caption goes, then the chip on the most lines
    says less, then the words shrink under the figure, only when even one line each does
    not fit. Nothing is drawn past the rect."""
    surface = pygame.Surface((1920, 1080))
    floor = theme.floor_px(surface)
    zone = _zone(4, 4)
    rect = pygame.Rect(0, 0, 300, 1000)
    roomy = chip_column(surface, rect, zone, LOOK, caption_text="Hard Knocks")
    assert roomy.caption and roomy.px == floor and all(n >= 2 for *_, n in roomy.rows)
    need = sum(r.height for _, _, r, _ in roomy.rows) + 3 * 3
    tight = chip_column(surface, pygame.Rect(0, 0, 300, need), zone, LOOK,
                        caption_text="Hard Knocks")
    assert not tight.caption and tight.px == floor
    fewer = chip_column(surface, pygame.Rect(0, 0, 300, need - 30), zone, LOOK,
                        caption_text="Hard Knocks")
    assert fewer.px == floor and not fewer.caption
    assert max(n for *_, n in fewer.rows) < max(n for *_, n in roomy.rows) or \
        sum(n for *_, n in fewer.rows) < sum(n for *_, n in roomy.rows)
    one_line = card_chip.chip_height(floor, 1) * 4
    small = chip_column(surface, pygame.Rect(0, 0, 300, one_line - 8), zone, LOOK)
    assert small.px < floor and all(n == 1 for *_, n in small.rows)
    for layout, height in ((tight, need), (fewer, need - 30), (small, one_line - 8)):
        assert all(r.bottom <= height for _, _, r, _ in layout.rows)
    # a larger text size: its words shrink toward the figure before the caption goes
    theme.configure("huge")
    fits = pygame.Rect(0, 0, 300, roomy.rows[-1][2].bottom + 2)
    huge = chip_column(surface, fits, zone, LOOK, caption_text="Hard Knocks")
    assert huge.caption and floor <= huge.px < theme.readable_px(surface)
    assert [n for *_, n in huge.rows] == [n for *_, n in roomy.rows]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("text_size", ["normal", "huge"])
def test_a_chip_list_answers_to_the_ids_a_row_of_cards_would(size, text_size):
    """The chips are the row's places: each piece's id and each empty place's
    `place_id`; every word lies inside its chip, at the figure or larger where there is
    room (a larger text size never smaller)."""
    theme.configure(text_size)
    surface = pygame.Surface(size)
    u = theme.unit(surface)
    rect = pygame.Rect(10, 10, round(24 * u), round(34 * u))
    zone = _zone(3)
    lit = Highlights(targets=frozenset({place_id("mouth/1", 4)}), focus=place_id("mouth/1", 0))
    with text.recording() as seen:
        hits = draw_chip_list(surface, rect, zone, LOOK, lit, labels=["Food"] * 5,
                              details=[f"slot {i}" for i in range(5)])
    row = draw_row(pygame.Surface(size), rect, zone, LOOK, lit)
    assert list(hits) == list(row)
    assert all(rect.contains(r) for r in hits.values())
    for key, box in hits.items():
        lines = [d for d in seen if d.box == box]
        assert lines, key
        assert all(box.contains(d.rect) for d in lines), key
        if key in {p.id for p in zone.pieces}:
            assert min(d.size for d in lines) >= theme.floor_px(surface), key


def test_a_chip_shows_the_badges_its_look_names_and_its_counters():
    """`CardLook.chip_badges` picks the badges a chip shows (a card's number left out);
    its counters (a dot per chew) stand beside them."""
    left, right = card_chip._ends(LOOK, face("Jaw", toughness=4, glory=2, number=61),
                                  {"chews": 2}, lines=2)
    assert [c[1] for c in left] == ["2"]
    assert [(c[0], c[1]) for c in right] == [("badge", "4"), ("dots", 2)]
    everything = CardLook("chiptest2", badges=LOOK.badges)
    _, right = card_chip._ends(everything, face("Jaw", toughness=4, number=61), {})
    assert [c[1] for c in right] == ["4", "61"]


def test_a_chip_never_writes_a_keyword_its_name_already_says():
    """"A chip should not print the same word twice": Guts' "A Cloud", whose power in a
    word is "Cloud", is a chip that reads "A Cloud", on one line where "A Cloud · Cloud"
    needed two; so is a card whose keyword is its name or stands in it as whole words,
    case aside. A keyword that says more than the name ("Glory +1" under "Gravy of
    Glory") or only part of a word of it ("Cloud" in "Cloudy Day") is still written."""
    from gamebox.games.guts.look import LOOK as GUTS

    cloud = {"name": "A Cloud", "type": "Food", "toughness": 4, "glory": 2,
             "powers": ["cloud"]}
    assert GUTS.keyword(cloud) == "Cloud"
    surface = pygame.Surface((600, 200))
    wide = card_chip.draw_chip(surface, pygame.Rect(0, 0, 500, 60), GUTS, cloud, px=22)
    assert wide.lines == (("name", "A Cloud"),)
    both = text.measure("A Cloud", 22, True)[0] + text.measure(" \u00b7 Cloud", 22, True)[0]
    side, _ = card_chip.pads(22)
    ends = card_chip.plan_chip(GUTS, cloud, None, 500, 1, 22)
    narrow = both - 10 + 2 * side + ends.left + ends.right + 2 * max(2, 22 // 4)
    assert card_chip.lines_needed(GUTS, cloud, None, narrow, 22) == 1
    assert card_chip.plan_chip(GUTS, cloud, None, narrow, 1, 22).words.lines == \
        (("name", "A Cloud"),)
    for name, word, said in (("Mute", "mute", ("name",)),
                             ("Phobia (Gas Mask)", "gas MASK", ("name",)),
                             ("Mystery Meat", "Mystery Meat", ("name",)),
                             ("Cloudy Day", "Cloud", ("both",)),
                             ("Gravy of Glory", "Glory +1", ("both",))):
        plan = card_chip.plan_chip(LOOK, face(name, word), None, 500, 1, 22)
        assert tuple(kind for kind, _ in plan.words.lines) == said, (name, word)
        assert plan.words.lines[0][1].startswith(name)
