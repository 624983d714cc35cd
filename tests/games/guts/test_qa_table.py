"""Found by playing the table by hand: what a player reads on the Guts of Glory table."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from scene_helpers import pairs, record_text  # noqa: E402

from gamebox.engine.protocol import Action  # noqa: E402
from gamebox.games.guts import scene as guts_scene  # noqa: E402

from .test_scene import SIZES, _scene, app  # noqa: E402,F401


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("text_size", ["normal", "huge"])
def test_the_card_shown_large_keeps_its_rules_whole(app, gx, monkeypatch, size,  # noqa: F811
                                                    text_size):
    """Pointing at Bleach showed "In mouth: opponents' powers cannot touch the cards in your
    mouth. Swallow..." at 1280x720: the card's own rules were cut, so the player could not
    read what it does. Every word of the rules is written, inside the window."""
    from gamebox.ui import theme
    from gamebox.ui.text import wrap

    state = gx.table(2, plate=["Bleach", "Right Hand Glove", "Box of Spiders"])
    scene = _scene(app, state, 2)
    scene.walkthrough = None
    theme.configure(text_size=text_size)
    try:
        surface = pygame.Surface(size)
        app.draw(surface)
        lay = scene._layout
        for p, card in enumerate(state.view(0)["plate"]):
            drawn = record_text(monkeypatch, guts_scene)
            monkeypatch.setattr(pygame.mouse, "get_pos", lambda p=p: lay.plate[p].center)
            scene._board_cache = None
            app.draw(surface)
            texts = [t for t, _ in pairs(drawn)]
            words = " ".join(t for t in texts if t not in (card["name"],)).split()
            for word in card["rules"].split():
                assert word in words, (size, card["name"], word)
            assert not any("\u2026" in t for t in texts
                           if t in wrap(card["rules"], 20, 10 ** 6) or "Swallow" in t)
            rules_rects = [r for t, r in pairs(drawn) if t and t in " ".join(card["rules"].split())
                           and len(t) > 8]
            assert rules_rects and all(surface.get_rect().contains(r) for r in rules_rects)
    finally:
        theme.configure()


def test_the_card_shown_large_grows_only_when_its_rules_need_it(app, gx):  # noqa: F811
    """At 1920x1080 the space under the glory track holds all of Bleach (stats, rules,
    flavour) and stays where it is; with huge text at 1280x720 the rules alone do not fit
    there, so the panel grows down over the table just enough for them."""
    from gamebox.ui import theme

    state = gx.table(2, plate=["Bleach"])
    scene = _scene(app, state, 2)
    card = state.view(0)["plate"][0]
    try:
        for size, text_size, grows in (((1920, 1080), "normal", False),
                                       ((1280, 720), "huge", True)):
            theme.configure(text_size=text_size)
            surface = pygame.Surface(size)
            app.draw(surface)
            lay = scene._layout
            u = theme.unit(surface)
            shown, blocks = scene.detail_plan(surface, lay.detail, card, u, lay.rect.bottom)
            assert (shown.height > lay.detail.height) == grows, size
            assert [card["rules"].split()] == [" ".join(lines).split() for lines, *_ in blocks
                                               if "Swallow" in " ".join(lines)]
            assert shown.top == lay.detail.top and shown.bottom <= lay.rect.bottom
            blocks = [b for b in blocks if b[2] != theme.FAINT]  # the flavour fills what is left
            assert scene.detail_height(blocks) + round(u) + round(u) // 2 <= shown.height
    finally:
        theme.configure()


def test_a_chew_taken_back_leaves_the_recap(app, gx):  # noqa: F811
    """After Backspace took back "Player 1 chews Shiny Thing (2/3)", the side panel's "Since
    you last looked" still listed that chew: the recap said something happened that no
    longer had. Taking back a decision takes its lines out of the recap too."""
    state = gx.table(2, mouths={0: {0: ("Shiny Thing", 1)}, 1: {0: "Jawbreaker"}},
                     plate=["Motor Oil"])
    scene = _scene(app, state, 2)
    state.undo_enabled = True  # as Match.start does for a table with people at it
    scene.walkthrough = None
    app.draw(pygame.Surface((1280, 720)))
    seat = scene.match.state.to_act()[0]
    scene.on_eyes_changed()
    feed = next(a for a in scene.match.state.legal_actions(seat) if a.kind == "feed")
    scene.act(seat, feed)
    chew = next(a for a in scene.match.state.legal_actions(seat) if a.kind == "chew")
    scene.act(seat, chew)
    chewed = [t for t in scene.recap if " chews " in t]
    assert chewed, scene.recap
    kept = scene.recap[:scene.recap.index(chewed[-1])]
    assert scene.match.can_undo(seat)
    scene.take_back(seat)
    assert scene.recap == kept
    assert not any(" chews " in t for t in scene.recap)


@pytest.mark.parametrize("size", SIZES)
def test_a_decision_says_what_it_is_beside_its_card(app, gx, monkeypatch, size):  # noqa: F811
    """Swallowing Motor Oil left Player 1 with one button, "Spew your Shiny Thing", and the
    card shown large: nothing said the swallowed card made them spew ("must spew a card"
    was hidden behind the card shown). The waiting decision is written above the card."""
    state = gx.table(2, mouths={0: {0: ("Shiny Thing", 1), 2: ("Motor Oil", 0)}},
                     plate=["Wedding Cake"], phase="chew")
    scene = _scene(app, state, 2)
    state.undo_enabled = True
    scene.walkthrough = None
    seat = state.to_act()[0]
    chew = next(a for a in state.legal_actions(seat) if a.kind == "chew" and a.args == (0, 2))
    scene.act(seat, chew)
    task = state.view(seat)["task"]
    assert task and "must spew" in task["text"], task
    drawn = record_text(monkeypatch, guts_scene)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (-1, -1))
    surface = pygame.Surface(size)
    scene._board_cache = None
    app.draw(surface)
    lay = scene._layout
    texts = [t for t, _ in pairs(drawn)]
    assert scene.detail_card(state.view(seat), seat, lay) is not None
    words = " ".join(texts).split()
    for word in task["text"].split():
        assert word in words, (size, word)
    assert any("Shiny Thing" == t for t in texts)


def _refusing_table(app, gx):
    """Seat 0 to chew, with a card it can chew and one it will have chewed, beside an
    opponent's card: the state and its scene, undo on and the first-turn guide closed."""
    state = gx.table(2, mouths={0: {0: ("Shiny Thing", 1), 2: "Gravy of Glory"},
                                1: {0: "Jawbreaker"}},
                     plate=["Wedding Cake"], phase="chew")
    scene = _scene(app, state, 2)
    state.undo_enabled = True
    scene.walkthrough = None
    return state, scene


def test_a_refused_click_says_why(app, gx):  # noqa: F811
    """Clicking a card already chewed this turn, or an opponent's card, did nothing at all:
    the player could not tell a missed click from a refused move. Such a click now shows
    the refusal, quoting the rule ("Each card may only receive one chew per turn")."""
    state, scene = _refusing_table(app, gx)
    app.draw(pygame.Surface((1280, 720)))
    lay = scene._layout
    seat = state.to_act()[0]
    assert seat == 0
    scene.act(seat, Action("chew", (0, 0)))
    app.draw(pygame.Surface((1280, 720)))
    log = len(state.log)
    legal, view = scene.legal_for(seat), state.view(seat)
    picked = scene.action_at(lay.slots[(0, 0)].center, legal, view, seat)
    assert picked == Action("chew", (0, 0)) and picked not in legal
    assert not scene.act(seat, picked)
    assert "one chew" in scene.notice.lower() or "already has its chew" in scene.notice
    assert len(state.log) == log
    picked = scene.action_at(lay.slots[(1, 0)].center, legal, view, seat)
    assert not scene.act(seat, picked)
    assert "opponent" in scene.notice
    # a legal click still plays: the Gravy of Glory takes the second chew
    picked = scene.action_at(lay.slots[(0, 2)].center, legal, view, seat)
    assert picked == Action("chew", (0, 2)) and scene.act(seat, picked)


@pytest.mark.parametrize("size", SIZES)
def test_a_refusal_is_shown_whole_with_its_rule(app, gx, monkeypatch, size):  # noqa: F811
    """The refusal line under the recap was cut to one row ("You can only chew an
    opponent's card with..."), so the rule it quotes never showed. It is written whole,
    in the side panel, above the buttons."""
    from gamebox.scenes import table_drawing

    state, scene = _refusing_table(app, gx)
    scene.act(0, Action("chew", (0, 0)))
    assert not scene.act(0, Action("chew", (0, 0)))
    assert "Rule:" in scene.notice and len(scene.notice) > 60
    drawn = []
    original = table_drawing.draw_text

    def recording(surface, text, pos, size_px, colour=None, *args, **kwargs):
        rect = original(surface, text, pos, size_px, colour, *args, **kwargs)
        drawn.append((text, rect, colour))
        return rect

    monkeypatch.setattr(table_drawing, "draw_text", recording)
    surface = pygame.Surface(size)
    app.draw(surface)
    _banner, _board, side = scene.regions(surface)
    red = [(t, r) for t, r, c in drawn if c == table_drawing.theme.BAD]
    assert " ".join(t for t, _ in red).split() == scene.notice.split(), size
    buttons = min(b.rect.top for b in scene.ring.buttons)
    assert all(side.contains(r) and r.bottom <= buttons for _, r in red), size
    # the recap keeps rows above it
    assert any(c == table_drawing.theme.TEXT and r.bottom <= red[0][1].top
               for _t, r, c in drawn if side.contains(r))


@pytest.mark.parametrize("size", SIZES)
def test_moves_out_of_sight_are_counted(app, gx, monkeypatch, size):  # noqa: F811
    """The first decision offers "I am 0/10 hungry" to "10/10", but the panel showed five
    buttons and nothing else: a mouse player took them for every choice there was. The
    panel says how many moves are above and below, and how to reach them."""
    from gamebox.scenes import table_drawing

    state = gx.new(2)
    state.undo_enabled = True
    scene = _scene(app, state, 2)
    scene.walkthrough = None
    drawn = record_text(monkeypatch, table_drawing)
    surface = pygame.Surface(size)
    app.draw(surface)
    legal = scene.legal_for(0)
    shown = len(scene.action_buttons)
    assert len(legal) == 11 and shown < 11
    marks = [(t, r) for t, r in pairs(drawn) if "more below" in t]
    assert marks and f"{11 - shown} more below" in marks[0][0], (size, pairs(drawn)[-6:])
    assert "above" not in marks[0][0]
    last = scene.action_buttons[-1].rect
    tools = min(b.rect.top for b in scene.ring.buttons if b.value[0] != "act")
    assert marks[0][1].top >= last.bottom and marks[0][1].bottom <= tools, size
    for _ in range(10):
        scene.ring.step(1)
        scene._built_for = None
    drawn.clear()
    app.draw(surface)
    marks = [t for t, _ in pairs(drawn) if "more above" in t]
    assert marks and "below" not in marks[0], size
