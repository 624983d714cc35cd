"""Found in a third hand-played pass of the Guts of Glory table: a plate card clicked while
chewing did nothing at all; with huge text on a three-seat table at 1280x720 the boards'
headers, the take-back button and the move buttons were cut or broken in awkward places and
a three-line card name sat on its power mark; and a spewed card waiting for its target was
shown nowhere on the table, while the card shown large wrote its last line on its border."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from scene_helpers import record_text  # noqa: E402

from gamebox.engine.match import SeatSpec  # noqa: E402
from gamebox.engine.protocol import Action  # noqa: E402
from gamebox.games.guts import scene as guts_scene  # noqa: E402
from gamebox.input.intents import Intent  # noqa: E402
from gamebox.ui import theme, widgets  # noqa: E402
from gamebox.ui.text import fit  # noqa: E402

from .test_scene import _scene, app  # noqa: E402,F401

NAMES = ["Player 1", "Bartholomew the Ra", "Player 3", "Player 4"]
ELLIPSIS = "\u2026"


@pytest.fixture
def huge():
    """Huge text for the test (the app's own settings are read when it starts)."""
    theme.configure(text_size="huge")
    yield
    theme.configure()


def _table(app, state, seats: int, size=(1280, 720)):
    """The table for `state` with a human in seat 0 and bots elsewhere (long name in seat 1),
    take-backs allowed, drawn once; returns the scene and the surface."""
    specs = [SeatSpec("human", "kbd", NAMES[0])] + [
        SeatSpec("bot", "normal", NAMES[s]) for s in range(1, seats)]
    scene = _scene(app, state, seats, specs, undo=True)
    scene.walkthrough = None
    surface = pygame.Surface(size)
    app.draw(surface)
    return scene, surface


def _redraw(app, scene, surface):
    scene._board_cache = None
    scene._built_for = None
    app.draw(surface)


# ---- a plate card clicked while chewing -----------------------------------------------------
def test_a_plate_card_clicked_while_chewing_says_why(app, gx):
    """During the chew step a click on a plate card did nothing: no message, no sound. Now
    it is refused in red like any other refused click, in the turn's own words: a plate card
    is fed at the start of the turn, and now it is time to chew."""
    state = gx.table(2, mouths={0: {0: "Jawbreaker"}}, plate=["Tapeworm", "Motor Oil"],
                     deck=["Water"], phase="chew")
    scene, _surface = _table(app, state, 2)
    lay = scene._layout
    assert scene.view_for(0)["phase"] == "chew"
    before = (list(state.plate), state.chews_left)
    scene.handle_seat(Intent("click", pos=lay.plate[1].center), 0)
    assert "start of your turn" in scene.notice and "time to chew" in scene.notice, \
        scene.notice
    assert (list(state.plate), state.chews_left) == before  # nothing was played
    # a plate card that can be fed still feeds, with no refusal (clicked twice: it has
    # three free slots to go to, the first click only picks it)
    state = gx.table(2, plate=["Tapeworm", "Motor Oil"], deck=["Water"])
    scene, _surface = _table(app, state, 2)
    for _ in range(2):
        scene.handle_seat(Intent("click", pos=scene._layout.plate[1].center), 0)
    assert scene.notice == "" and state.view(0)["phase"] == "chew"


# ---- huge text, three seats, 1280x720 --------------------------------------------------------
def _header_texts(written, lay, seat):
    """The lines written in `seat`'s header, as shown (cut to their `max_width`)."""
    header = lay.headers[seat]
    return [{**w, "text": _shown(w)} for w in written if header.colliderect(w["rect"])]


def _shown(w: dict) -> str:
    """A recorded line's text as it reached the screen (`draw_text` cuts to `max_width`)."""
    if w.get("max_width") is None:
        return w["text"]
    return fit(w["text"], w["size"], w["max_width"], w.get("bold", False))


@pytest.mark.parametrize("seats", [3, 4])
def test_huge_text_headers_show_whole_facts(app, gx, monkeypatch, huge, seats):
    """With huge text the seat headers were cut mid-word ("Player 1 · 0 glory · 2
    chews/tur…", "Bartholomew the Ra · 0 glory · 2…"). Every fact shown is now whole: written
    shorter, or left out when even that does not fit; the glory always shows, and the name
    too, but for a long one cut short to keep "protected" or the chews to place in view
    (hands-on QA: a protected mouth showed no sign of it)."""
    state = gx.table(seats, mouths={1: {2: "Laser Teeth", 3: "Bleach"}},
                     plate=["Tapeworm", "Tapeworm", "Side Jaw"], deck=["Water"] * 3)
    scene, surface = _table(app, state, seats)
    scene.match.act(0, Action("feed", (0, 0)))  # chewing now: "2 to place" joins the facts
    written = record_text(monkeypatch, guts_scene)
    _redraw(app, scene, surface)
    lay = scene._layout
    for s in range(seats):
        texts = _header_texts(written, lay, s)
        line = " ".join(w["text"] for w in texts)
        assert "0 glory" in line, line
        if NAMES[s] not in line:
            # a long name is cut short only to keep a fact that changes what may be done
            # now (Bleach protects seat 1's mouth)
            name, _ = line.split(ELLIPSIS, 1)
            assert len(name) >= 6 and NAMES[s].startswith(name), line
            assert "protected" in line or "to place" in line, line
            line = line.replace(name + ELLIPSIS, NAMES[s])
        assert ELLIPSIS not in line, line
        assert all(lay.boards[s].contains(w["rect"]) for w in texts), line
        words = line.replace("\u00b7", " ").split()
        for word in words:  # every word is one a whole fact is made of
            assert word in NAMES[s].split() + ["0", "glory", "2", "chews/turn", "2/turn",
                                               "per", "card", "2/card", "protected", "to",
                                               "place"], line
    first = " ".join(w["text"] for w in _header_texts(written, lay, 0))
    assert "2 to place" in first, "the chews still to place come first"


def test_a_move_never_wraps_inside_its_brackets(app, gx, monkeypatch, huge):
    """With huge text the feeds wrapped as "Feed Tapeworm (plate" over "1) into mouth card
    1". A bracketed group now stays on one line: "Feed Tapeworm (plate 1)" over "into mouth
    card 1", every word shown."""
    state = gx.table(3, plate=["Tapeworm", "Tapeworm", "Side Jaw"], deck=["Water"] * 3)
    scene, surface = _table(app, state, 3)
    wrapped = [b for b in scene.action_buttons if b.detail]
    assert wrapped, "the feeds are too long for one line with huge text"
    for b in wrapped:
        assert b.label.count("(") == b.label.count(")"), (b.label, b.detail)
    written = record_text(monkeypatch, widgets)
    for b in scene.action_buttons:
        b.draw(surface, b is scene.ring.focused, theme.text_px(surface, 1.9))
    assert not any(ELLIPSIS in w["text"] for w in written)
    assert widgets.split_label("Feed Tapeworm (plate 1) into mouth card 1", 20, 10 ** 4) \
        == ("Feed Tapeworm (plate 1)", "into mouth card 1")


def test_the_take_back_button_is_never_cut_mid_move(app, gx, monkeypatch, huge):
    """With huge text the take-back read "Take back: Feed / Tapeworm (plate 1) into mouth
    c…". It now shows whole words only: the move on two lines when they hold it, else just
    "Take back"."""
    state = gx.table(3, plate=["Tapeworm", "Tapeworm", "Side Jaw"], deck=["Water"] * 3)
    scene, surface = _table(app, state, 3)
    scene.match.act(0, Action("feed", (0, 0)))
    _redraw(app, scene, surface)
    full = f"Take back: {state.undo_description(0)}"
    assert "(plate 1)" in full
    for width in (None, 0.6):  # as laid out, and in a narrower panel
        undo = next(b for b in scene.ring.buttons if b.value == ("undo",))
        if width is not None:
            undo = widgets.Button(pygame.Rect(undo.rect.left, undo.rect.top,
                                              round(undo.rect.width * width), undo.rect.height),
                                  full, ("undo",), short="Take back")
            type(scene).wrap_long_moves(surface, [undo])
        written = record_text(monkeypatch, widgets)
        undo.draw(surface, False, theme.text_px(surface, 1.9))
        shown = " ".join(w["text"] for w in written)
        assert ELLIPSIS not in shown, shown
        assert shown in (full, "Take back"), shown


def test_a_long_card_name_stays_clear_of_its_power_mark(app, gx, monkeypatch, huge):
    """With huge text (small cards) "Right / Hand / Glove" sat on its "S" mark. The name
    now ends above the mark, a little smaller if it must, every word still shown."""
    state = gx.table(3, mouths={2: {4: "Right Hand Glove"}}, plate=["Tapeworm"],
                     deck=["Water"] * 3)
    scene, surface = _table(app, state, 3)
    written = record_text(monkeypatch, guts_scene)
    _redraw(app, scene, surface)
    card = scene._layout.slots[(2, 4)]
    on_card = [{**w, "text": _shown(w)} for w in written if card.contains(w["rect"])]
    mark = next(w for w in on_card if w["text"] == "S")
    name = [w for w in on_card if w.get("bold") and w is not mark
            and w["text"] not in ("2",)]
    assert " ".join(w["text"] for w in name) == "Right Hand Glove"
    for w in name:
        assert w["rect"].bottom < mark["rect"].top, (w["text"], w["rect"], mark["rect"])


# ---- a spewed card waiting for its target ----------------------------------------------------
@pytest.mark.parametrize("seats,size", [(3, (1280, 720)), (4, (1920, 1080))])
def test_a_spewed_card_waits_on_the_board_while_its_target_is_picked(app, gx, monkeypatch,
                                                                     seats, size):
    """While its spewer picked who a spewed card flies at, the card was drawn nowhere on the
    table, only named in the card shown large. It now waits on the spewer's board, framed in
    red, in a place no other card holds, until it flies. (At two seats nobody is asked: the
    card flies in the same move as the spew.)"""
    state = gx.table(seats, mouths={0: {0: "Jawbreaker", 1: "Shiny Thing"}},
                     plate=["Wedding Cake", "Time Machine"], deck=["Water"] * 3)
    scene, surface = _table(app, state, seats, size)
    scene.match.act(0, Action.parse("feed 0"))
    scene.match.act(0, Action.parse("spew 1"))  # the Cake goes where the Shiny Thing was
    assert state.view(0)["task"]["kind"] == "target"
    written = record_text(monkeypatch, guts_scene)
    _redraw(app, scene, surface)
    lay = scene._layout
    board = lay.boards[0]
    names = [w for w in written if w["text"] in ("Shiny", "Thing", "Shiny Thing")
             and board.contains(w["rect"])]
    assert names, "the spewed card is drawn on its spewer's board"
    where = names[0]["rect"]
    others = [r for (s, x), r in lay.slots.items() if s == 0 and state.view(0)["mouths"][0]
              ["slots"][x] is not None]
    assert not any(r.colliderect(where) for r in others), "it covers no card in the mouth"
    assert not lay.headers[0].colliderect(where)
    # once thrown it is in the target's mouth, no longer waiting on the spewer's board
    scene.match.act(0, Action.parse("at 1"))
    scene.update(5.0)
    written.clear()
    _redraw(app, scene, surface)
    assert not [w for w in written if w["text"] in ("Shiny", "Thing", "Shiny Thing")
                and board.contains(w["rect"])]


def test_the_card_shown_large_keeps_a_margin_under_its_text(app, gx, monkeypatch):
    """At 1280x720 the card shown large for a spewed Right Hand Glove wrote its last line
    ("...chews and all.") on the panel's bottom border. Its text now ends with a margin
    under it much like the one above it."""
    state = gx.table(3, mouths={0: {2: "Right Hand Glove", 3: "Bleach", 4: "Laser Teeth"}},
                     plate=["Motor Oil"], deck=["Water"] * 3)
    scene, surface = _table(app, state, 3)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (-1, -1))
    scene.match.act(0, Action.parse("feed 0"))
    scene.match.act(0, Action.parse("spew 2"))
    assert "Right Hand Glove" in state.view(0)["task"]["text"]
    written = record_text(monkeypatch, guts_scene)
    _redraw(app, scene, surface)
    shown = scene._shown_large[2]
    inside = [w["rect"] for w in written if shown.contains(w["rect"])]
    assert inside and any("all" in w["text"] for w in written if shown.contains(w["rect"]))
    above = min(r.top for r in inside) - shown.top
    below = shown.bottom - max(r.bottom for r in inside)
    assert below >= 0.6 * above, (above, below)
