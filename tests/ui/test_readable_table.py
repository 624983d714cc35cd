"""Issue 23, "Cards that read from the couch": every game's table and screens keep each line
of text inside its box at every text size, window size and seat count; a larger text size
never makes the cards smaller; the inspector writes at least the readable figure; the seat
setup writes a seat's role whole; a card with no words draws no empty text box.

The boxes come from `gamebox.ui.text.recording` (see `text_fit_helpers`)."""
from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

from gamebox.engine.table import Piece, place_id
from gamebox.ui import card, text, theme
from gamebox.ui.inspector import draw_inspector

sys.path.insert(0, str(Path(__file__).parent))
import text_fit_helpers as H  # noqa: E402

GAMES = tuple(H.SEATS)


@pytest.fixture
def fast(app):
    """The app with bots and steps instant (nothing waits for a beat)."""
    app.settings.bot_speed = "instant"
    app.settings.pace = "instant"
    yield app
    theme.configure("normal")
    card.clear()


@pytest.mark.parametrize("game_id", GAMES)
def test_every_table_keeps_its_text_in_its_boxes(fast, game_id):
    """"Labels never run over their boxes at any size or seat count": at each text size, at
    1280x720 and 1920x1080, with the fewest and the most seats, no line leaves the window,
    its zone, its card line's box or its allowed width, and no two lines run over each
    other."""
    problems = []
    for count in H.SEATS[game_id]:
        match = H.played(game_id, count)
        for size in H.SIZES:
            for text_size in H.TEXT_SIZES:
                H.set_window(fast, size, text_size)
                H.table_scene(fast, match)
                lines = H.drawn_lines(fast)
                assert any(d.where == "screen" for d in lines)
                problems += [f"{count} seats {size} {text_size}: {p}"
                             for p in H.overflows(lines, size) + H.collisions(lines)]
    assert not problems, "\n".join(problems[:20])


@pytest.mark.parametrize("game_id", GAMES)
def test_every_screen_keeps_its_text_in_its_boxes(fast, game_id):
    """The same for the seat setup, the rules, the pause menu and the results (a whole game
    played by bots) of each game."""
    count = H.SEATS[game_id][0]
    match = H.played(game_id, count)
    done = H.finished(game_id, max(2, count) if game_id != "grungeon" else 3)
    problems = []
    for kind in H.SCREENS:
        for size in H.SIZES:
            for text_size in H.TEXT_SIZES:
                H.set_window(fast, size, text_size)
                H.screen_scene(fast, game_id, kind, done if kind == "results" else match)
                lines = H.drawn_lines(fast)
                problems += [f"{kind} {size} {text_size}: {p}"
                             for p in H.overflows(lines, size) + H.collisions(lines)]
    assert not problems, "\n".join(problems[:20])


def test_the_check_finds_a_label_that_leaves_its_box(fast):
    """The recorder is no test that cannot fail: a line wider than its zone, or run over
    another, is reported."""
    surface = pygame.Surface((400, 300))
    with text.recording() as seen:
        with text.within(pygame.Rect(10, 10, 60, 40), surface):
            text.draw_text(surface, "far too long for its zone", (12, 12), 20)
        text.draw_text(surface, "overlap", (14, 16), 20)
    found = H.overflows(seen, (400, 300))
    assert any("leaves its box" in p for p in found)
    assert H.collisions(seen)


@pytest.mark.parametrize("game_id", ("guts", "grizzled", "ggt"))
def test_a_larger_text_size_never_makes_the_cards_smaller(fast, game_id):
    """"The text-size setting makes cards and their text larger, never smaller (today "huge"
    shrinks the mouth cards)": the smallest and the largest card a table draws are no
    smaller at each text size than at the one before it (the first seat's own cards on
    the table)."""
    for count in H.SEATS[game_id]:
        match = H.played(game_id, count, looking=True)
        assert 0 in match.state.to_act()
        for size in H.SIZES:
            seen = []
            for text_size in H.TEXT_SIZES:
                H.set_window(fast, size, text_size)
                H.table_scene(fast, match)
                widths = H.card_widths(fast)
                assert widths
                seen.append((text_size, min(widths), max(widths)))
            for (was, low, high), (now, low2, high2) in zip(seen, seen[1:]):
                assert low2 >= low and high2 >= high, (count, size, seen)


READABLE_CARDS = {
    # (game, seats): {zones: (least card width, the figure its names reach where they fit,
    # the figure its keywords reach)}, at 1920x1080 and normal text, the first seat looking
    # (docs/table-kit.md, "Readable from the couch": the per-game decisions)
    ("guts", 4): {("plate", "held"): (140, 22, 18), ("mouth/0",): (120, 20, None)},
    ("guts", 2): {("plate", "held"): (140, 22, 18), ("mouth/0",): (150, 26, None)},
    ("grizzled", 5): {("hand/0",): (150, 26, 22)},
    ("grizzled", 1): {("hand/0",): (150, 26, 22)},
    ("ggt", 4): {("hand/0",): (110, None, None)},
}


def _fits(name: str, px: int, width: int) -> bool:
    """Whether `name` goes on a card `width` wide at `px` in at most two lines with its
    words whole, or three with a word longer than a line broken by a hyphen ("De-Mas-" /
    "ticator"): a name that does not is shrunk to fit, and is no broken promise."""
    room = width - 2 * max(2, round(width * 0.045)) - 2 * max(1, round(width * 0.03))
    words = name.split()
    if all(text.measure(w, px, True)[0] <= room for w in words):
        return len(text.wrap(name, px, room, bold=True)) <= 2
    broken = card.hyphenated(name, px, room)
    return broken is not None and len(broken) <= 3


@pytest.mark.parametrize("game_id,count", sorted(READABLE_CARDS))
def test_the_cards_that_matter_now_are_large_and_their_names_readable(fast, game_id, count):
    """"On the table a card shows its name, numbers and its power in words at a size
    readable at 1920x1080 from two metres": the cards a seat plays from (Guts' plate and
    its own mouth, the Grizzled's hand, GGT's hand) are at least as wide as promised, and
    a name that fits at the figure is written at it (`theme.BODY_UNITS` 22 px for a
    14-centimetre plate card, `NAME_UNITS` 26 px from 150 px), at a few positions."""
    problems = []
    for seed in (3, 4, 5):
        match = H.played(game_id, count, seed=seed, moves=12, looking=True)
        H.set_window(fast, (1920, 1080), "normal")
        scene = H.table_scene(fast, match)
        fast.draw(fast.surface)
        for zones, (least, figure, said) in READABLE_CARDS[(game_id, count)].items():
            for name, width, name_px, word_px in H.face_sizes(scene, zones):
                if width < least:
                    problems.append(f"seed {seed} {zones}: {name} is {width} px wide")
                if figure and name_px < figure and _fits(name, figure, width):
                    problems.append(f"seed {seed} {zones}: {name!r} at {name_px} px")
                if not said:
                    continue
                face = next(p.face for z in scene.table_for(0).zones for p in z.pieces
                            if p.face and p.face.get("name") == name)
                if scene.look.keyword(face) and word_px < said:
                    problems.append(f"seed {seed} {zones}: {name!r} says its power at "
                                    f"{word_px} px")
    assert not problems, problems


def test_a_long_word_breaks_with_a_hyphen_rather_than_shrink():
    """"Names with one long word ("De-Masticator" at 15 px on a 141-px plate card) and
    three-line names ("Mustard of Momentum" at 18 px)": on Guts' plate card (141 px at
    1920x1080) such a name is written at the figure (22 px) or larger, its long word
    broken with a hyphen, every piece inside the card, and the card's keyword still
    written under it; a name whose words fit is never broken."""
    from gamebox.games.guts.look import LOOK

    theme.configure("normal")
    size = (141, card.card_height(141))
    for name, powers, amounts, whole in (
            ("De-Masticator", ["unchew"], (), "De-Masticator"),
            ("Mustard of Momentum", ["chews_now"], (2,), "Mustard of Momentum"),
            ("Mystery Meat", [], (), "Mystery Meat")):
        face = {"name": name, "type": "Condiment", "toughness": 2, "powers": powers,
                "amounts": amounts, "rules": "Swallow: something long enough to be cut."}
        lay = card.face_layout(LOOK, face, size)
        names = [ln for ln in lay.lines if ln.colour == card.NAME_INK]
        assert min(ln.px for ln in names) >= 22, (name, [(ln.text, ln.px) for ln in names])
        joined = " ".join(ln.text for ln in names).replace("- ", "-").replace("-", "")
        assert joined.replace(" ", "") == whole.replace("-", "").replace(" ", ""), names
        assert all(pygame.Rect(0, 0, *size).contains(ln.box) for ln in lay.lines)
        assert all(text.measure(ln.text, ln.px, ln.bold)[0] <= ln.box.width for ln in lay.lines)
        assert lay.keyword == bool(powers), name
        if name == "Mystery Meat":
            assert [ln.text for ln in names] == ["Mystery", "Meat"]


def test_a_word_breaks_between_syllables_and_at_its_own_hyphen():
    """A word too long for a line breaks where a reader expects it: at a hyphen it has
    ("De-" / "Masticator"), else between syllables ("Momen-" / "tum", never "Mome-" /
    "ntum"), each piece no wider than the line; nothing breaks when nothing fits."""
    theme.configure("normal")
    assert card._breaks("De-Masticator") == [3]
    assert card._breaks("Momentum") == [2, 5]  # Mo-mentum, Momen-tum
    width = text.measure("Momen-", 22, True)[0]
    pieces = card.hyphenated("Momentum", 22, width)
    assert pieces == ["Momen-", "tum"]
    lines = card.hyphenated("De-Masticator", 22, text.measure("Masticator", 22, True)[0])
    assert lines == ["De-", "Masticator"]
    assert card.hyphenated("Momentum", 22, text.measure("Mo", 22, True)[0]) is None


@pytest.mark.parametrize("count", (2, 4))
def test_your_own_guts_mouth_never_shrinks_at_a_larger_text_size(fast, count):
    """"The text-size setting makes cards and their text larger, never smaller (today
    "huge" shrinks the mouth cards)": the places of the first seat's own mouth (its cards
    and its empty slots) are as wide at large and huge text as at normal, at 1280x720 and
    1920x1080, with two and four seats."""
    match = H.played("guts", count, looking=True)
    for size in H.SIZES:
        widths = {}
        for text_size in H.TEXT_SIZES:
            H.set_window(fast, size, text_size)
            scene = H.table_scene(fast, match)
            fast.draw(fast.surface)
            mine = [r.width for key, r in scene.hits.items()
                    if key.startswith("mouth/0#") or key in
                    {p.id for p in scene.table_for(0).zone("mouth/0").pieces}]
            assert len(mine) >= 5, (size, text_size, sorted(scene.hits))
            widths[text_size] = min(mine)
        assert widths["large"] >= widths["normal"] and widths["huge"] >= widths["normal"], \
            (count, size, widths)
        if size == (1920, 1080):
            assert widths["huge"] >= 120, widths


def test_a_compact_card_says_its_power_in_a_word_under_its_name():
    """"Cards far away may use a compact face that still says name, numbers and the power
    in a word or two": a Guts card on the table too small for its rules at a readable size
    writes its keyword (`CardLook.keyword`: Guts' power words with their amounts) large
    under its name; the inspector's full card has the rules."""
    from gamebox.games.guts.look import LOOK

    face = {"name": "Side Jaw", "type": "Condiment", "toughness": 2, "glory": 0,
            "rules": "In mouth: you have a fourth Condiment slot. Swallow: lose 1 glory; "
                     "the slot closes.", "powers": ["extra_slot", "gain_glory"],
            "amounts": (1, -1)}
    lay = card.face_layout(LOOK, face, (141, card.card_height(141)))
    words = [ln for ln in lay.lines if ln.colour == card.KEYWORD_INK]
    assert lay.keyword and not lay.shows_rules
    assert " ".join(ln.text for ln in words) == "Slot +1 \u00b7 Glory -1"
    assert min(ln.px for ln in words) >= 15  # (the figure at 1280x720; 18 here)
    full = card.face_layout(LOOK, face, (400, 560))
    assert full.shows_rules and not full.keyword


LONG_CARD = {"name": "Fridge of Virtue", "type": "Food", "toughness": 5, "glory": 3,
             "rules": "In mouth: opponents' powers cannot touch the cards in your mouth. "
                      "Swallow: lose 2 glory.",
             "flavour": "Cold, clean and morally superior to everything inside it.",
             "powers": ["protect"]}


@pytest.mark.parametrize("size", H.SIZES)
def test_the_inspector_writes_at_least_the_readable_figure(fast, size):
    """"The inspector shows everything large": every word it writes is at least the
    readable figure (`theme.BODY_UNITS`, 22 px at 1920x1080) at every text size, and no
    smaller at a larger text size."""
    from gamebox.games.guts.look import LOOK

    floor = H.readable_floor(size)
    before = 0
    for text_size in H.TEXT_SIZES:
        H.set_window(fast, size, text_size)
        surface = fast.surface
        u = theme.unit(surface)
        rect = pygame.Rect(0, 0, round(46 * u), round(58 * u))  # the Guts column's
        with text.recording() as seen:
            draw_inspector(surface, rect, LOOK, Piece("c1", LONG_CARD),
                           heading="Put it into a free slot of your mouth")
        sizes = [d.size for d in seen if d.where == "screen"]
        assert sizes and min(sizes) >= floor, (text_size, sorted(set(sizes)))
        assert min(sizes) >= before
        before = min(sizes)
        assert not H.overflows(seen, size)
    assert floor == (22 if size == (1920, 1080) else 15)


@pytest.mark.parametrize("size", H.SIZES)
def test_seat_setup_writes_each_role_whole(fast, size):
    """"Seat setup: ... no text cut off": the Grungeon's role subtitle ("DMO 2 · picks a
    corner first, wins ties at the exit") is written whole under its seat's row; its name
    button keeps the short role ("DMO 2")."""
    from gamebox.games.grungeon.seats import role_subtitles

    roles = role_subtitles(3)
    for text_size in H.TEXT_SIZES:
        H.set_window(fast, size, text_size)
        H.screen_scene(fast, "grungeon", "setup")
        fast.top.layout()
        lines = H.drawn_lines(fast)
        written = {d.text for d in lines}
        assert set(roles) <= written, (text_size, written)
        assert {r.split(" \u00b7 ")[0] for r in roles} <= written
        assert not any(d.cut and d.asked in roles for d in lines)
        assert not H.overflows(lines, size) and not H.collisions(lines)


def test_a_card_without_words_draws_no_empty_text_box():
    """GGT's "limb cards without abilities show an empty text box": a full card with no
    rules and no flavour has no parchment box; its art takes the room. A card with words
    keeps its box."""
    from gamebox.games.ggt.look import PART_LOOK

    limb = {"name": "Ham Fist", "type": "arm", "speed": 0, "strength": 2, "smarts": 0,
            "health": 1, "rules": ""}
    bare = card.face_layout(PART_LOOK, limb, (260, 364))
    worded = card.face_layout(PART_LOOK, {**limb, "rules": "Grab: hold a foe."}, (260, 364))
    assert bare.tier == "full" and bare.text_box is None
    assert worded.text_box is not None
    assert bare.art.height > worded.art.height
    assert all(pygame.Rect(0, 0, 260, 364).contains(line.box) for line in bare.lines)


# ---- cards far away, drawn as chips (`gamebox.ui.card_chip`) --------------------------------
def _said(lines) -> str:
    """What a chip's lines say, without the spaces, dots and hyphens that split them."""
    return "".join(d.text for d in lines).replace(" ", "").replace("\u00b7", "").replace("-", "")


def _unreadable_mouths(scene, table, seats, lines) -> list[str]:
    """What a chip column of each of `seats`' mouths fails to say at the figure: each card's
    name and power whole at >= 22 px (a six-place mouth: at least one of them), every place
    pointable."""
    problems = []
    for seat in seats:
        zone = table.zone(f"mouth/{seat}")
        for x in table.facts["mouth_orders"][seat]:
            if place_id(zone.name, x) not in scene.hits:
                problems.append(f"{seat}: place {x} cannot be pointed at")
        for piece in zone.pieces:
            name, word = piece.face["name"], scene.look.keyword(piece.face)
            said = H.chip_lines(lines, scene.hits[piece.id])
            if not said or min(d.size for d in said) < 22:
                problems.append(f"{seat}: {name} at {[d.size for d in said]} px")
            whole = [_bare(w) in _said(said) for w in (name, word) if w]
            if not (all(whole) if zone.size <= 5 else any(whole)):
                problems.append(f"{seat}: {name} says {_said(said)!r}")
    return problems


def _bare(words: str) -> str:
    return words.replace(" ", "").replace("\u00b7", "").replace("-", "")


def _pointed_shows(scene, key: str) -> bool:
    """Whether pointing at `key` (hovering it) puts its card in the inspector."""
    from gamebox.input.intents import Intent

    scene.handle(Intent("point", pos=scene.hits[key].center))
    piece, _ = scene.inspected(scene.table_for(0), 0)
    return piece is not None and piece.id == key


def _knock_names(match) -> list[str]:
    return sorted({f["name"] for f in match.state.cards.faces if f.get("type") == "Hard Knock"})


KNOCKS_SHOWN = 4
"""The most Hard Knocks a panel promises to write at the readable figure: "After the
resolution of Support, any player with 4 or more Hard Knocks causes the group to fail", so
four lie on a panel at the end of a lost war, and during a Mission (the check waits for
the Support) a Grizzled may hold four before the Support takes two away."""


@pytest.mark.parametrize("count", (1, 2, 3, 4, 5))
def test_the_hard_knocks_on_each_panel_read_from_the_couch(fast, count):
    """"A player across the room needs to know which Hard Knocks weigh on each partner":
    with 1 to 5 seats, every Hard Knock of the pack (up to four on a panel: the count that
    ends the war) is a chip on its Grizzled's panel that writes its keyword or its name
    whole at the readable figure (22 px at 1920x1080, 15 at 1280x720) or larger, both where
    the panel has room, and pointing at it shows the card in the inspector."""
    names = _knock_names(H.played("grizzled", count))
    problems, shown = [], set()
    start = 0
    each = KNOCKS_SHOWN
    while start < len(names):
        match = H.played("grizzled", count, looking=True)
        n = match.state.n
        knocks = {a: names[start + each * a:start + each * a + each] for a in range(n)}
        start += each * n
        H.give_knocks(match, knocks, alone=True)
        for size in H.SIZES:
            H.set_window(fast, size, "normal")
            figure = H.readable_floor(size)
            scene = H.table_scene(fast, match)
            lines = H.drawn_lines(fast)
            for a in range(n):
                for piece in scene.table_for(0).facts["status"][f"grizzled/{a}"].cards.pieces:
                    name, word = piece.face["name"], scene.look.keyword(piece.face)
                    said = H.chip_lines(lines, scene.hits[piece.id])
                    if not said or min(d.size for d in said) < figure:
                        problems.append(f"{count} seats {size}: {name} at "
                                        f"{[d.size for d in said]} px")
                    if _bare(word) not in _said(said) and _bare(name) not in _said(said):
                        problems.append(f"{count} seats {size}: {name} says {_said(said)!r}")
                    shown.add(name)
        key = scene.table_for(0).facts["status"]["grizzled/0"].cards.pieces[0].id
        assert _pointed_shows(scene, key)
    assert shown == set(names)
    assert not problems, problems


RIVALS = {
    1: {0: ("Mystery Meat", 2), 2: ("Mustard of Momentum", 1), 3: ("Hot Hot Hot Sauce", 0),
        4: ("Right Hand Glove", 0), 1: ("Box of Spiders", 3)},
    2: {0: ("Weirdest Thing", 1), 2: ("Side Jaw", 0), 3: ("De-Masticator", 2),
        4: ("Bleach", 0), 5: ("Sour Grapes", 1), 1: ("Fridge of Virtue", 0)},
    3: {0: ("Toast...er", 0), 2: ("Gravy of Glory", 0), 1: ("Leftover Pizza", 4)},
}
"""Three other mouths: five cards with the longest names, six places (a Side Jaw's fourth
slot), and a few cards among empty places."""


def test_the_other_mouths_at_four_seats_read_from_the_couch(fast):
    """"A player must see what each rival has in its mouth (the card names and their
    powers in a word)": at a four-seat Guts table each other mouth is a column of chips;
    at 1920x1080 a mouth of five places writes each card's name and its power whole at the
    readable figure (22 px) or larger, a mouth of six at least one of them; each chip
    answers to its card's id (pointing shows the card in the inspector), each empty place
    to its place id, as the thumbnails did."""
    match = H.fill_mouths(H.played("guts", 4, looking=True), RIVALS)
    H.set_window(fast, (1920, 1080), "normal")
    scene = H.table_scene(fast, match)
    lines = H.drawn_lines(fast)
    assert scene.chipped == {"mouth/1", "mouth/2", "mouth/3"}
    assert not _unreadable_mouths(scene, scene.table_for(0), RIVALS, lines)
    assert _pointed_shows(scene, "mouth/1#2")


@pytest.mark.parametrize("count", (2, 3))
def test_two_and_three_seat_guts_tables_keep_their_cards(fast, count):
    """Only a four-seat table draws the other mouths as chips: with two and three seats
    every mouth keeps its cards (as large as before)."""
    match = H.played("guts", count, looking=True)
    H.set_window(fast, (1920, 1080), "normal")
    scene = H.table_scene(fast, match)
    fast.draw(fast.surface)
    assert not scene.chipped
    widths = [w for _, w, _, _ in H.face_sizes(scene, ("mouth/",))]
    assert widths and min(widths) >= (150 if count == 2 else 100), widths


def test_far_cards_never_leave_their_chips(fast):
    """"Labels never run over their boxes at any size or seat count": the Grizzled's panels
    with three and six Hard Knocks (1 to 5 seats; six: more than the figure is promised
    for), a four-seat Guts table's other mouths full of long names and tables of three and
    four bots' mouths, at every text size, 1280x720 and 1920x1080: no line leaves its chip, its
    zone or the window, and none runs over another."""
    problems = []
    long_knocks = ["Demoralized", "Clumsy", "Phobia (Gas Mask)", "Fearful", "Panicked",
                   "Hardheaded", "Selfish", "Tyrannical", "Merry Christmas", "Absent-Minded"]
    staged = []
    for count in (1, 2, 3, 4, 5):
        match = H.played("grizzled", count, looking=True)
        n = match.state.n
        staged.append((f"grizzled {count}", H.give_knocks(match, {
            a: long_knocks[(2 * a) % 8:(2 * a) % 8 + (6 if a == 0 else 3)] for a in range(n)})))
    for count in (2, 3, 4):
        mouths = {s: RIVALS[s] for s in range(1, count)}
        staged.append((f"guts {count}", H.fill_mouths(H.played("guts", count, looking=True),
                                                      mouths)))
    for count in (3, 4):
        staged.append((f"guts {count} bots", H.fill_mouths(_bots_only("guts", count), {
            s: RIVALS[1 + s % 3] for s in range(count)})))
    for label, match in staged:
        for size in H.SIZES:
            for text_size in H.TEXT_SIZES:
                H.set_window(fast, size, text_size)
                H.table_scene(fast, match, eyes=None if "bots" in label else 0)
                lines = H.drawn_lines(fast)
                problems += [f"{label} {size} {text_size}: {p}"
                             for p in H.overflows(lines, size) + H.collisions(lines)]
    assert not problems, "\n".join(problems[:20])


def _bots_only(game_id: str, count: int, moves: int = 8):
    """A match of bots in every seat (people watching), `moves` decisions in."""
    from gamebox.engine.match import Match, SeatSpec

    match = Match.start(H.registry.get(game_id), [SeatSpec("bot", "normal", f"Bartholomew {n}")
                                                  for n in range(1, count + 1)], None, 3)
    for _ in range(moves):
        match.bot_step()
    return match


@pytest.mark.parametrize("count", (3, 4))
def test_a_table_of_bots_shows_every_mouth_readable(fast, count):
    """A Guts table of bots only (people watching: nobody's mouth is their own) draws every
    mouth as the other mouths of a four-seat table are drawn, a column of chips: at
    1920x1080 a mouth of five places writes each card's name and power whole at the
    readable figure (22 px) or larger, a mouth of six at least one of them; each chip
    answers to its card's id, each empty place to its place id."""
    mouths = {s: RIVALS[1 + s % 3] for s in range(count)}
    match = H.fill_mouths(_bots_only("guts", count), mouths)
    H.set_window(fast, (1920, 1080), "normal")
    scene = H.table_scene(fast, match, eyes=None)
    lines = H.drawn_lines(fast)
    assert scene.chipped == {f"mouth/{s}" for s in range(count)}
    assert not _unreadable_mouths(scene, scene.table_for(None), mouths, lines)


def test_a_person_at_the_table_keeps_the_home_row(fast):
    """With a person at a four-seat table the bots' mouths are still the chips and the
    person's mouth keeps its row of cards, on the public table (a bot's turn) too."""
    match = H.played("guts", 4)
    H.set_window(fast, (1920, 1080), "normal")
    scene = H.table_scene(fast, match, eyes=None)
    fast.draw(fast.surface)
    assert scene.chipped == {"mouth/1", "mouth/2", "mouth/3"}


def test_a_three_line_name_leaves_its_keyword_readable():
    """"Mustard of Momentum leaves its keyword at 14 px": on Guts' plate card (141 px at
    1920x1080) a name on three lines keeps its size (24 px) and the keyword its own (18 px,
    the keyword's share of the card), the timing glyph giving up its row for the
    bottom-left corner beside the keyword's short last line; at a larger text size the
    name grows only while the keyword keeps that size. Every line stays inside the card and
    clear of the glyph."""
    from gamebox.games.guts.look import LOOK

    size = (141, card.card_height(141))
    faces = (("Mustard of Momentum", ["chews_now"], (2,)),
             ("Hot Hot Hot Sauce", ["force_spew"], ()),
             ("De-Masticator", ["unchew"], ()), ("Bleach", ["protect", "gain_glory"], (0, -2)))
    try:
        for text_size in H.TEXT_SIZES[1:]:
            theme.configure(text_size)
            for name, powers, amounts in faces:
                face = {"name": name, "type": "Condiment", "toughness": 2, "powers": powers,
                        "amounts": amounts, "rules": "Swallow: a rule long enough to be cut."}
                lay = card.face_layout(LOOK, face, size)
                names = [ln.px for ln in lay.lines if ln.colour == card.NAME_INK]
                words = [ln for ln in lay.lines if ln.colour == card.KEYWORD_INK]
                assert min(names) >= 24 and words and min(ln.px for ln in words) >= 18, \
                    (text_size, name, [(ln.text, ln.px) for ln in lay.lines])
                assert all(pygame.Rect(0, 0, *size).contains(ln.box) for ln in lay.lines)
                for glyph, (gx, gy), r in lay.glyphs:
                    spot = pygame.Rect(gx - r, gy - r, 2 * r, 2 * r)
                    for ln in lay.lines:
                        width = text.measure(ln.text, ln.px, ln.bold)[0]
                        ink = pygame.Rect(ln.box.centerx - width // 2, ln.box.top, width,
                                          ln.box.height)
                        assert not spot.colliderect(ink), (text_size, name, ln.text)
    finally:
        theme.configure("normal")


def _header_lines(lines, rect) -> list:
    return [d for d in lines if d.where == "screen" and rect.contains(d.rect)
            and d.rect.top < rect.top + rect.height // 4]


@pytest.mark.parametrize("size", H.SIZES)
def test_who_leads_and_each_seats_glory_show_at_every_text_size(fast, size):
    """"A player must still see who leads and each seat's glory at every text size": at
    1280x720 and 1920x1080, at each text size, the Grizzled's Mission Leader's panel says
    "Leader" whole (five seats), and each mouth's header of a four-seat Guts table says its
    seat's glory whole (the seats' names are long); the other mouths' facts left out of
    their title line are said on a second line where their chips keep their size."""
    problems = []
    griz = H.played("grizzled", 5, looking=True)
    guts = H.fill_mouths(H.played("guts", 4, looking=True),
                         {1: RIVALS[3], 2: {0: ("Mystery Meat", 1)}, 3: {}})
    for text_size in H.TEXT_SIZES:
        H.set_window(fast, size, text_size)
        scene = H.table_scene(fast, griz)
        lines = H.drawn_lines(fast)
        leader = scene.table_for(0).facts["leader"]
        panel = scene.zone_areas[f"grizzled/{leader}"]
        said = [d for d in lines if d.where == "screen" and panel.contains(d.rect)]
        if not any(d.text == "Leader" and not d.cut for d in said):
            problems.append(f"{text_size}: the Leader's panel says "
                            f"{[d.text for d in said][:6]}")
        scene = H.table_scene(fast, guts)
        lines = H.drawn_lines(fast)
        table = scene.table_for(0)
        for seat in range(4):
            area = scene.zone_areas[f"mouth/{seat}"]
            head = " ".join(d.text for d in _header_lines(lines, area))
            if f"{table.facts['glory'][seat]} glory" not in head:
                problems.append(f"{text_size}: mouth {seat} says {head!r}")
            if seat == 3 and "/turn" not in head:
                problems.append(f"{text_size}: mouth {seat} leaves its chews out: {head!r}")
    assert not problems, problems
