"""Found in a hand-played QA pass of the Guts of Glory table: a spew's flight crossed the names
on the boards it passed, a chew's ring poked out past its card's left edge, and with huge
text the card shown large covered the top of the first mouth board, where clicks still
reached the cards hidden under it."""
from __future__ import annotations

import copy
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from scene_helpers import pairs, record_text  # noqa: E402

from gamebox.games.guts import scene as guts_scene  # noqa: E402

from .test_scene import SIZES, _busy_table, _scene, app  # noqa: E402,F401


def _pixels(surface: pygame.Surface, rects: list) -> list[bytes]:
    return [pygame.image.tobytes(surface.subsurface(r), "RGB") for r in rects]


def _record_panels(monkeypatch, scene) -> list[pygame.Rect]:
    """Where the scene draws the card shown large, draw after draw: the raised panels that
    are not a board (the board of the seat to act is raised too)."""
    from gamebox.ui import theme

    drawn: list[pygame.Rect] = []
    original = guts_scene.panel

    def recording(surface, rect, colour=theme.PANEL, *args, **kwargs):
        boards = scene._layout.boards if scene._layout is not None else []
        if colour == theme.PANEL_RAISED and rect not in boards:
            drawn.append(pygame.Rect(rect))
        return original(surface, rect, colour, *args, **kwargs)

    monkeypatch.setattr(guts_scene, "panel", recording)
    return drawn


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [2, 4])
def test_a_spew_in_flight_leaves_every_word_readable(app, gx, monkeypatch, size,  # noqa: F811
                                                    seats):
    """The flight was a line drawn over everything between two boards' centres: it crossed
    the card names and board headers on its way. It now passes under every word on the
    table, which stays pixel for pixel as it was, and it still shows on the table."""
    state = _busy_table(gx, seats)
    scene = _scene(app, state, seats)
    scene.walkthrough = None
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (-1, -1))
    drawn = record_text(monkeypatch, guts_scene)
    surface = pygame.Surface(size)
    app.draw(surface)
    lay = scene._layout
    words = [r for t, r in pairs(drawn) if t.strip() and any(b.contains(r) for b in lay.boards)]
    assert len(words) > 10 * seats
    calm_words = _pixels(surface, words)
    calm_table = _pixels(surface, [lay.rect])
    flights = [(a, b) for a in range(seats) for b in range(seats) if a != b]
    for a, b in flights:
        for age in (0.1, 0.25, 0.4, 0.55):
            scene.anims = [["spew_at", {"seat": a, "target": b}, age]]
            app.draw(surface)
            assert _pixels(surface, words) == calm_words, (size, a, b, age)
            assert _pixels(surface, [lay.rect]) != calm_table, "the flight shows"


@pytest.mark.parametrize("size", SIZES)
def test_a_chew_landing_stays_inside_its_card(app, gx, monkeypatch, size):  # noqa: F811
    """The ring around a newly placed chew token grew out of the card's left edge (the token
    sits by the card's bottom-left corner). What marks a chew landing or leaving now stays
    inside the card: everything around the card is untouched, and it does show on it."""
    from gamebox.ui import theme

    state = _busy_table(gx, 4)
    scene = _scene(app, state, 4)
    scene.walkthrough = None
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (-1, -1))
    surface = pygame.Surface(size)
    app.draw(surface)
    lay = scene._layout
    u = theme.unit(surface)
    calm = surface.copy()
    animated = [("chew", 0, 2), ("chew", 1, 0), ("unchew", 1, 5), ("chew", 0, 0)]
    for kind, owner, slot in animated:
        card = lay.slots[(owner, slot)]
        around = card.inflate(round(6 * u), round(6 * u)).clip(surface.get_rect())
        for age in (0.0, 0.1, 0.25, 0.45, 0.65):
            scene.anims = [[kind, {"owner": owner, "slot": slot}, age]]
            app.draw(surface)
            before, after = calm.subsurface(around).copy(), surface.subsurface(around).copy()
            inside = card.move(-around.left, -around.top)
            assert pygame.image.tobytes(before.subsurface(inside), "RGB") != \
                pygame.image.tobytes(after.subsurface(inside), "RGB"), "it shows on the card"
            before.fill((0, 0, 0), inside)
            after.fill((0, 0, 0), inside)
            assert pygame.image.tobytes(before, "RGB") == pygame.image.tobytes(after, "RGB"), \
                (size, kind, owner, slot, age)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("text_size", ["normal", "large", "huge"])
def test_no_card_shown_large_covers_a_mouth_board(app, gx, monkeypatch, size,  # noqa: F811
                                                  text_size):
    """With huge text at 1280x720 the card shown large grew down over the first mouth board
    (its header and the top of its cards). Every card of the set, shown large, now stays
    clear of every board, at every window size and text size."""
    from gamebox.games.guts.cards import table_of
    from gamebox.ui import theme

    state = gx.table(2, mouths={0: {0: ("Jawbreaker", 1), 2: "Laser Teeth"},
                                1: {0: "Wedding Cake"}}, plate=["Bleach"])
    scene = _scene(app, state, 2)
    scene.walkthrough = None
    panels = _record_panels(monkeypatch, scene)
    theme.configure(text_size=text_size)
    try:
        surface = pygame.Surface(size)
        app.draw(surface)
        lay = scene._layout
        cards = table_of(state.content).infos
        for card in cards:
            monkeypatch.setattr(type(scene), "detail_card", lambda *a, card=card: card)
            panels.clear()
            scene._board_cache = None
            app.draw(surface)
            assert len(panels) == 1, card["name"]
            assert not any(panels[0].colliderect(b) for b in lay.boards), \
                (size, text_size, card["name"], panels[0])
            assert surface.get_rect().contains(panels[0])
    finally:
        theme.configure()


def _bump_table(gx, seats: int = 3):
    """Seat 0 has spewed Sour Grapes at seat 1, whose Condiment slots are full: seat 1 must
    spew a Condiment, and the decision ("... has a full mouth and must spew a Condiment to
    make room for Sour Grapes") heads the card its first move names (Bleach). Long names
    make the decision as long as it gets."""
    state = gx.table(seats, mouths={0: {0: "Tapeworm", 1: "Shiny Thing", 2: "Sour Grapes",
                                        3: "Time Machine", 4: "Sneaky Fork"},
                                    1: {0: "Dentures", 1: ("Mystery Meat", 2), 2: "Bleach",
                                        3: "Laser Teeth", 4: "Right Hand Glove"}},
                     plate=["Gravy of Glory"])
    state.names = ["Bartholomew Jones", "Wilhelmina Wolfe-W", "Maximilian Ashby"][:seats]
    state._names = tuple(state.names)
    for text in ("feed 0", "spew 2", "at 1"):
        gx.act(state, text)
    return state


@pytest.mark.parametrize("size", SIZES)
def test_a_long_decision_is_held_up_over_the_track_not_over_a_board(  # noqa: F811
        app, gx, monkeypatch, size):
    """A decision heading the card shown large makes it taller still than any card alone:
    it then moves up over the glory track (the top strip) instead of down over the boards,
    whose headers stay readable."""
    from gamebox.ui import theme

    state = _bump_table(gx)
    assert "has a full mouth" in state.view(1)["task"]["text"]
    scene = _scene(app, state, 3)
    scene.walkthrough = None
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (-1, -1))
    panels = _record_panels(monkeypatch, scene)
    theme.configure(text_size="huge")
    try:
        surface = pygame.Surface(size)
        app.draw(surface)
        lay = scene._layout
        assert len(panels) == 1
        shown = panels[0]
        assert shown.height > lay.detail.height  # it did need more room than it has
        assert not any(shown.colliderect(b) for b in lay.boards), (size, shown)
        assert lay.top.contains(shown)
    finally:
        theme.configure()


def test_a_click_on_the_card_shown_large_never_reaches_a_card_under_it(app, gx,  # noqa: F811
                                                                       monkeypatch):
    """A card with rules too long for the top strip (a pack may hold one) still covers part
    of a mouth board. A click on the card shown large then picked the card or slot hidden
    under it: now it lands on the panel and plays nothing; the mouse resting on the panel
    keeps that card shown (not the hidden one under the pointer)."""
    from gamebox.engine.content import Content
    from gamebox.input.intents import Intent
    from gamebox.ui import theme

    data = copy.deepcopy(gx.content.data)
    long_card = next(c for c in data["cards"] if c["name"] == "Dentures")
    long_card["rules"] = " ".join([long_card["rules"]] * 12)  # too long even at smaller text
    gx.content = Content.of(data)
    state = gx.table(2, mouths={0: {0: "Jawbreaker", 1: "Shiny Thing", 2: "Bleach",
                                    3: "Laser Teeth", 4: "Right Hand Glove"}},
                     plate=["Dentures"], phase="feed")
    scene = _scene(app, state, 2)
    scene.walkthrough = None
    theme.configure(text_size="huge")
    try:
        surface = pygame.Surface((1280, 720))
        app.draw(surface)
        lay = scene._layout
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: lay.plate[0].center)
        scene._board_cache = None
        panels = _record_panels(monkeypatch, scene)
        app.draw(surface)
        assert panels and panels[-1].height > lay.detail.height
        shown = panels[-1]
        covered = [(key, r.clip(shown)) for key, r in lay.slots.items() if r.colliderect(shown)]
        assert covered, "the long card covers some of a board's cards"
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        view = state.view(seat)
        for key, part in covered:
            point = part.center
            assert scene.action_at(point, legal, view, seat) is None, key
            # the pointer moving onto the panel keeps the long card shown
            monkeypatch.setattr(pygame.mouse, "get_pos", lambda p=point: p)
            assert scene.detail_card(view, seat, lay)["name"] == "Dentures"
        log = len(state.log)
        scene.handle_seat(Intent("click", pos=covered[0][1].center), seat)
        assert len(scene.match.state.log) == log and not scene.notice
    finally:
        theme.configure()


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_a_move_on_two_lines_reads_like_the_moves_on_one(app, gx, monkeypatch,  # noqa: F811
                                                         size):
    """ "Feed Tapeworm (plate 1)" over "into mouth card 2" was drawn bold and at the left,
    as a title over a caption, beside centred regular one-line moves. Both its lines are
    now centred, in the size and weight of the one-line moves."""
    from gamebox.ui import theme, widgets

    state = _busy_table(gx, 2)
    scene = _scene(app, state, 2)
    scene.walkthrough = None
    surface = pygame.Surface(size)
    app.draw(surface)
    calls = []
    original = widgets.draw_text

    def recording(surf, text, pos, px, colour=theme.TEXT, bold=False, *args, **kwargs):
        rect = original(surf, text, pos, px, colour, bold, *args, **kwargs)
        calls.append((text, rect, px, bold))
        return rect

    monkeypatch.setattr(widgets, "draw_text", recording)
    focused = scene.ring.focused
    two = [b for b in scene.action_buttons if b.detail]
    one = [b for b in scene.action_buttons if not b.detail]
    assert two and one and all(b.wrapped for b in two)
    px = theme.text_px(surface, 1.9)
    for b in scene.action_buttons:
        calls.clear()
        b.draw(surface, b is focused, px)
        lines = [(t, r, s, bold) for t, r, s, bold in calls]
        assert [t for t, *_ in lines] == ([b.label, b.detail] if b.detail else [b.label])
        for _text, rect, line_px, bold in lines:
            assert line_px == px and bold == (b is focused)
            assert abs(rect.centerx - b.rect.centerx) <= 1 and b.rect.contains(rect)


@pytest.mark.parametrize("seats", [2, 4])
def test_an_empty_well_names_its_kind_whole_with_huge_text(app, gx, monkeypatch,  # noqa: F811
                                                          seats):
    """With huge text at 1280x720 the empty Condiment wells read "Condim…": the kind is
    what tells a player which card may go there, so it is written smaller instead."""
    from gamebox.ui import theme
    from gamebox.ui.text import measure

    theme.configure(text_size="huge")
    try:
        scene = _scene(app, gx.table(seats), seats)
        scene.walkthrough = None
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (-1, -1))
        written = record_text(monkeypatch, guts_scene)
        app.draw(pygame.Surface((1280, 720)))
    finally:
        theme.configure(text_size="normal")
    kinds = [(w["text"], w["size"], w.get("max_width")) for w in written
             if w["text"] in ("Condiment", "Food")]
    assert len(kinds) >= 5 * seats
    for text, size, room in kinds:
        assert measure(text, size)[0] <= room, (text, size, room)


@pytest.mark.parametrize("text_size", ["normal", "large", "huge"])
def test_the_banner_lines_never_write_over_each_other(app, gx, monkeypatch,  # noqa: F811
                                                      text_size):
    """With huge text the last event under the banner's title was written across the title's
    lower half. The two lines now share the banner only while both fit; otherwise the event
    is left to the side panel's recap, which shows it too."""
    from gamebox.scenes import table_drawing
    from gamebox.ui import theme

    theme.configure(text_size=text_size)
    try:
        scene = _scene(app, gx.table(3), 3)
        scene.walkthrough = None
        monkeypatch.setattr(scene, "last_public", lambda: "Player 1 chews Toast (1/3).")
        written = record_text(monkeypatch, table_drawing)
        app.draw(pygame.Surface((1280, 720)))
    finally:
        theme.configure(text_size="normal")
    lines = [(w["text"], w["rect"], w["size"]) for w in written]
    title = next(rect for text, rect, _ in lines if text == scene.turn_text())
    under = [(rect, size) for text, rect, size in lines
             if text == "Player 1 chews Toast (1/3)." and rect.left == title.left]
    if text_size == "normal":
        assert under, "with normal text the event shows under the title"
    for rect, size in under:
        assert rect.top >= title.bottom - theme.font(size).get_height() // 4, (title, rect)


def test_with_huge_text_a_long_move_is_wrapped_whole_not_cut(app, gx, monkeypatch):  # noqa: F811
    """With huge text at 1280x720 the moves read "Feed Tapeworm (plate 1) i…": two lines at
    full size did not fit the button, so the label was cut. A move now takes two lines at up
    to a quarter smaller size, and every word of it shows."""
    from gamebox.ui import theme, widgets

    theme.configure(text_size="huge")
    try:
        state = _busy_table(gx, 2)
        scene = _scene(app, state, 2)
        scene.walkthrough = None
        surface = pygame.Surface((1280, 720))
        app.draw(surface)
        written = record_text(monkeypatch, widgets)
        px = theme.text_px(surface, 1.9)
        for b in scene.action_buttons:
            written.clear()
            b.draw(surface, False, px)
            assert " ".join(w["text"] for w in written) == scene.action_label(
                scene.legal_for(scene.curtain.humans_to_act()[0])[b.tags["index"]], 0)
    finally:
        theme.configure(text_size="normal")


@pytest.mark.parametrize("text_size", ["normal", "huge"])
def test_the_tool_buttons_and_key_tips_are_never_cut(app, gx, monkeypatch,  # noqa: F811
                                                     text_size):
    """With huge text the panel read "Skip…" and "K: hurry the b…". The button now shows its
    short label "Skip" when "Skip bots" does not fit, and the key tips under the panel drop
    whole tips from the end instead of cutting one."""
    from gamebox.scenes import table_drawing
    from gamebox.ui import theme
    from gamebox.ui.text import measure

    theme.configure(text_size=text_size)
    try:
        scene = _scene(app, _busy_table(gx, 2), 2)
        scene.match.hand_to_bot(1)  # a bot to hurry
        scene.walkthrough = None
        written = record_text(monkeypatch, table_drawing)
        surface = pygame.Surface((1280, 720))
        app.draw(surface)
        tips = [(w["text"], w["size"], w.get("max_width")) for w in written
                if "choose" in w["text"]]
        px = theme.text_px(surface, 1.9)
        pad = round(1.6 * theme.unit(surface))
        tools = [b for b in scene.ring.buttons if b.value[0] in ("skip", "hint", "menu")]
        assert len(tools) == 3
        shown = [b.shown_label(px, b.rect.width - 2 * pad) for b in tools]
        for b, label in zip(tools, shown):
            assert measure(label, px)[0] <= b.rect.width - 2 * pad, label
        assert tools[0].label == "Skip bots" and tools[0].value == ("skip",)
        assert shown[0] == ("Skip bots" if text_size == "normal" else "Skip")
        (text, size, room), = tips
        assert measure(text, size)[0] <= room
        assert "\u2026" not in text and text.split("  \u00b7  ")[0].endswith(": choose")
        if text_size == "normal":
            assert text.endswith("hurry the bots")
    finally:
        theme.configure(text_size="normal")


def test_a_table_without_bots_offers_no_way_to_hurry_them(app, gx, monkeypatch):  # noqa: F811
    """Two people and no bots: the panel showed "Skip bots", and the key tips and the
    first-turn guide said "K: hurry the bots". They now leave that out, and come back once a
    seat is handed to a bot."""
    from gamebox.scenes import table_drawing

    scene = _scene(app, _busy_table(gx, 2), 2)
    seat = scene.curtain.humans_to_act()[0]
    written = record_text(monkeypatch, table_drawing)
    surface = pygame.Surface((1280, 720))
    app.draw(surface)
    assert [b.label for b in scene.ring.buttons if b.value[0] in ("skip", "hint", "menu")] \
        == ["Hint", "Menu"]
    assert not any("hurry the bots" in w["text"] for w in written)
    assert not any("hurry the bots" in line for line in scene.walkthrough_lines(seat))
    assert any("pause, rules, settings" in line for line in scene.walkthrough_lines(seat))
    scene.match.hand_to_bot(1 - seat)
    scene._built_for = None
    scene.layout()
    assert scene.ring.buttons[-3].label == "Skip bots"
    assert any("hurry the bots" in line for line in scene.walkthrough_lines(seat))
