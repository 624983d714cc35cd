"""Found in a hand-played QA pass of the Guts of Glory table: what stays on screen between
moves (the last frame of an animation, a refusal already answered) and which card the card
shown large is about."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from scene_helpers import pairs, record_text  # noqa: E402

from gamebox.engine.protocol import Action  # noqa: E402
from gamebox.games.guts import scene as guts_scene  # noqa: E402
from gamebox.input.intents import Intent  # noqa: E402

from .test_qa_table import _refusing_table  # noqa: E402
from .test_scene import _scene, app  # noqa: E402,F401


def _board_pixels(surface: pygame.Surface, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(rect), "RGB")


def test_the_last_frame_of_an_animation_never_stays_on_screen(app, gx):  # noqa: F811
    """A swallow left "Gulp!" on the empty slot (a spew its trail and marker, an un-chew its
    ring) until the next key press: the loop stops drawing when nothing animates, and the
    animation ended without asking for the clean frame. The step that ends it now draws
    one, and the idle table then draws nothing more."""
    state = gx.table(2, mouths={0: {0: ("Jawbreaker", 4), 1: "Shiny Thing"}},
                     plate=["Wedding Cake"], phase="chew")
    scene = _scene(app, state, 2)
    scene.walkthrough = None
    app.step(dt=0.0, events=[])
    assert scene.act(0, Action("chew", (0, 0)))  # chewed to its toughness: swallowed
    app.step(dt=0.0, events=[])  # the first frame of the animation
    assert {"chew", "swallow"} <= {a[0] for a in scene.anims}
    frames = app.frames
    for _ in range(100):
        if not scene.anims:
            break
        frames = app.frames
        app.step(dt=0.05, events=[])
    assert not scene.anims
    assert app.frames > frames, "the step that ended the animation drew no clean frame"
    clean = pygame.Surface(app.surface.get_size())
    scene._board_cache = None
    app.draw(clean)
    board = scene.board_rect
    assert _board_pixels(app.surface, board) == _board_pixels(clean, board)
    idle = app.frames
    for _ in range(5):
        app.step(dt=0.05, events=[])
    assert app.frames == idle, "the idle table keeps drawing"


def _red_lines(monkeypatch, app, scene) -> list[str]:
    """The side panel's lines drawn in the refusal colour on a fresh frame."""
    from gamebox.scenes import table_drawing

    drawn = []
    original = table_drawing.draw_text

    def recording(surface, text, pos, size_px, colour=None, *args, **kwargs):
        drawn.append((text, colour))
        return original(surface, text, pos, size_px, colour, *args, **kwargs)

    monkeypatch.setattr(table_drawing, "draw_text", recording)
    app.draw(pygame.Surface((1280, 720)))
    monkeypatch.setattr(table_drawing, "draw_text", original)
    return [t for t, c in drawn if c == table_drawing.theme.BAD]


def test_a_refusal_leaves_once_the_player_takes_back_or_acts(app, gx, monkeypatch):  # noqa: F811
    """"You can only chew an opponent's card with a power that allows it." stayed red in the
    side panel through two take-backs and onto the next set of moves. A refusal answers
    one try: taking back, like any move that plays, clears it."""
    state, scene = _refusing_table(app, gx)
    assert scene.act(0, Action("chew", (0, 0)))
    assert not scene.act(0, Action("chew", (1, 0)))  # an opponent's card: refused
    assert "opponent" in scene.notice and _red_lines(monkeypatch, app, scene)
    assert scene.match.can_undo(0)
    log = len(scene.match.state.log)
    scene.handle_seat(Intent("back"), 0)  # Backspace: the chew is taken back
    assert len(scene.match.state.log) == log - 1
    assert scene.notice == "" and not _red_lines(monkeypatch, app, scene)
    # refused again, then a move that plays
    assert not scene.act(0, Action("chew", (1, 0)))
    assert scene.notice
    assert scene.act(0, Action("chew", (0, 0)))
    assert scene.notice == "" and not _red_lines(monkeypatch, app, scene)


LONG_DECISION = ("Wilhelmina Wolfe-W has a full mouth and must spew a Condiment to make "
                 "room for Right Hand Glove")


def _stat_words(card: dict) -> list[str]:
    """What the card shown large must say besides its name and rules."""
    words = [card["type"], f"toughness {card['toughness']}"]
    if card["type"] == "Food":
        words.append(f"{card['glory']} glory")
    if card.get("chews"):
        words.append(f"{card['chews']} chewed")
    return words


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
@pytest.mark.parametrize("text_size", ["normal", "huge"])
@pytest.mark.parametrize("prompt", ["", LONG_DECISION], ids=["alone", "decision"])
def test_the_card_shown_large_always_says_what_the_card_is(app, gx, monkeypatch,  # noqa: F811
                                                            size, text_size, prompt):
    """At 1280x720 a decision ("... must spew a Food to make room for Humble Pie") left
    only "Leftover Pizza" in the card shown large, and without a decision Humble Pie lost
    its type and toughness line. Every card of the set, fresh or chewed with a glory card,
    under the longest decision or none, now shows its name, type, toughness, glory and
    rules whole (only the flavour may go), inside the window and clear of every board."""
    from gamebox.games.guts.cards import table_of
    from gamebox.ui import theme

    state = gx.table(2, plate=["Bleach"])
    scene = _scene(app, state, 2)
    scene.walkthrough = None
    theme.configure(text_size=text_size)
    try:
        surface = pygame.Surface(size)
        app.draw(surface)
        lay = scene._layout
        u = theme.unit(surface)
        infos = table_of(state.content).infos
        worn = [{**c, "chews": max(1, c["toughness"] - 1), "glory_cards": 1} for c in infos]
        drawn = record_text(monkeypatch, guts_scene)
        for card in list(infos) + worn:
            drawn.clear()
            shown = scene.draw_detail(surface, lay.detail, card, u, floor=lay.rect.bottom,
                                      prompt=prompt, held=lay.held)
            texts = [t for t, _ in pairs(drawn)]
            what = (size, text_size, bool(prompt), card["name"], texts)
            cut = [t for t in texts if "\u2026" in t  # (the flavour may be cut short)
                   and t.rstrip("\u2026").rstrip() not in card["flavour"]]
            assert not cut, what
            flat = " ".join(texts)
            assert " ".join(card["name"].split()) in flat, what
            for stat in _stat_words(card):
                assert stat in flat, what
            words = flat.split()
            for word in (card["rules"] + " " + prompt).split():
                assert word in words, what
            assert surface.get_rect().contains(shown), what
            assert not any(shown.colliderect(b) for b in lay.boards), what
            assert all(shown.contains(r) for _, r in pairs(drawn)), what
    finally:
        theme.configure()


def _room_decision(app, gx):
    """Seat 0 fed Bleach into a full mouth and must spew a Condiment (De-Masticator,
    Sneaky Fork or Vitamin Z); its Foods are Leftover Pizza and Humble Pie."""
    state = gx.table(2, mouths={0: {0: "Leftover Pizza", 1: "Humble Pie", 2: "De-Masticator",
                                    3: "Sneaky Fork", 4: "Vitamin Z"}}, plate=["Bleach"])
    scene = _scene(app, state, 2)
    state.undo_enabled = True
    scene.walkthrough = None
    return state, scene


def test_the_highlighted_move_names_the_card_shown_not_a_resting_pointer(  # noqa: F811
        app, gx, monkeypatch):
    """"Player 1 must spew a Condiment" sat above Humble Pie (a Food) while "Spew your
    Sneaky Fork" was highlighted: the mouse pointer merely rested on Humble Pie. The card
    shown large is the highlighted move's, under the decision; the card under the pointer
    takes its place only when the mouse moves, and is then shown without the decision
    (which is not about it); a key moving the highlight brings the move's card back."""
    state, scene = _room_decision(app, gx)
    surface = pygame.Surface((1280, 720))
    app.draw(surface)
    lay = scene._layout
    pointer = [lay.slots[(0, 1)].center]  # resting on Humble Pie
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: pointer[0])
    app.draw(surface)
    assert scene.act(0, Action("feed", (0,)))
    task = state.view(0)["task"]["text"]
    assert "must spew a Condiment" in task

    drawn = record_text(monkeypatch, guts_scene)

    def shown() -> tuple[str, bool]:
        """The card shown large on a fresh frame, and whether the decision heads it."""
        drawn.clear()
        app.draw(surface)
        card = scene.detail_card(state.view(0), 0, lay)
        flat = " ".join(" ".join(t for t, _ in pairs(drawn)).split())
        return card["name"], " ".join(task.split()) in flat

    first = str(scene.legal_for(0)[0])
    assert first == "spew 2"
    assert shown() == ("De-Masticator", True)  # the first move's card, under the decision
    scene.handle(Intent("down"))
    assert str(scene.focused_action(0)) == "spew 3"
    assert shown() == ("Sneaky Fork", True)
    pointer[0] = lay.slots[(0, 1)].move(2, 0).center  # the mouse moves (still on the pie)
    assert shown() == ("Humble Pie", False)  # read alone: the decision is not about it
    scene.handle(Intent("down"))
    assert shown() == ("Vitamin Z", True)
    scene.handle(Intent("point", pos=lay.slots[(0, 0)].center))
    pointer[0] = lay.slots[(0, 0)].center
    assert shown() == ("Leftover Pizza", False)
