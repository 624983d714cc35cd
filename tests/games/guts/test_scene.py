"""The Guts of Glory table: it draws every seat count at every window and text size with every
word whole, clicks pick the matching legal move (or say why not), animations come and go
without covering a word, the card shown large says what the card is (and any decision about
it) without covering a board, and the side panel keeps refusals, recap and moves readable."""
from __future__ import annotations

import copy

import pygame
import pytest
from scene_helpers import pairs, record_text, resize

from gamebox.engine.match import Match, SeatSpec
from gamebox.engine.protocol import Action
from gamebox.games.guts import scene as guts_scene
from gamebox.games.guts.rules import GAME
from gamebox.input.intents import Intent
from gamebox.ui import theme, widgets
from gamebox.ui.text import fit


def _scene(app, state, seats: int, specs: list | None = None, undo: bool = False):
    """The table scene for the hand-made `state`: humans in every seat unless `specs` says
    otherwise; with `undo`, decisions may be taken back."""
    from gamebox.games.guts.scene import Scene

    specs = specs or [SeatSpec("human", "kbd") for _ in range(seats)]
    match = Match.start(GAME, specs, None, state.seed, state.content)
    state.undo_enabled = undo
    match.state = state
    scene = Scene(app, match)
    app.push(scene)
    app.apply_pending()
    return scene


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_table_draws_every_seat_count(app, gx, seats):
    state = gx.table(seats, mouths={0: {0: ("Jawbreaker", 2, 1), 2: "Laser Teeth"},
                                    1: {1: "Tapeworm", 4: "Side Jaw", 5: "Bleach"}},
                     plate=["Wedding Cake", "Vitamin Z", "Toast...er"], deck=["Water"])
    scene = _scene(app, state, seats)
    surface = pygame.Surface((1280, 720))
    app.draw(surface)
    lay = scene._layout
    assert len(lay.boards) == seats
    # the Side Jaw opened a fourth Condiment slot on seat 1's board, seat 0 shows three
    assert (1, 5) in lay.slots and (0, 5) not in lay.slots
    # a card is drawn where the layout says: its colour (Food blue) shows at its centre
    food = surface.get_at(lay.slots[(0, 0)].center)[:3]
    assert food[2] > food[0]


def test_clicks_pick_the_matching_legal_action(app, gx):
    state = gx.table(3, mouths={0: {0: "Jawbreaker", 1: "Shiny Thing"}},
                     plate=["Wedding Cake", "Vitamin Z"])
    scene = _scene(app, state, 3)
    app.draw(pygame.Surface((1280, 720)))
    lay = scene._layout
    view = state.view(0)
    legal = state.legal_actions(0)
    # a click on the cake: no Food slot is free, so the feed that spews for room
    assert scene.action_at(lay.plate[0].center, legal, view, 0) == Action("feed", (0,))
    # a click on an empty Condiment slot feeds the Vitamin Z there
    assert scene.action_at(lay.slots[(0, 3)].center, legal, view, 0) == Action("feed", (1, 3))
    assert scene.action_at((1, 1), legal, view, 0) is None
    state.apply(0, Action("feed", (0,)))
    legal = state.legal_actions(0)
    view = state.view(0)
    app.draw(pygame.Surface((1280, 720)))
    assert scene.action_at(lay.slots[(0, 1)].center, legal, view, 0) == Action("spew", (1,))
    state.apply(0, Action("spew", (1,)))
    legal, view = state.legal_actions(0), state.view(0)
    app.draw(pygame.Surface((1280, 720)))
    lay = scene._layout
    assert scene.action_at(lay.boards[1].center, legal, view, 0) == Action("at", (1,))
    assert scene.board_highlights(Action("at", (1,)), view, 0) == [lay.boards[1]]
    state.apply(0, Action("at", (1,)))
    legal, view = state.legal_actions(0), state.view(0)
    app.draw(pygame.Surface((1280, 720)))
    lay = scene._layout
    assert scene.action_at(lay.slots[(0, 0)].center, legal, view, 0) == Action("chew", (0, 0))
    assert scene.board_highlights(Action("chew", (0, 0)), view, 0) == [lay.slots[(0, 0)]]


def test_the_focused_card_opens_large(app, gx):
    state = gx.table(2, plate=["Wedding Cake", "Vitamin Z"])
    scene = _scene(app, state, 2)
    app.draw(pygame.Surface((1280, 720)))
    scene.ring.index = [i for i, b in enumerate(scene.ring.buttons)
                        if b.value[0] == "act" and str(state.legal_actions(0)[b.value[1]])
                        .startswith("feed 1")][0]
    card = scene.detail_card(state.view(0), 0, scene._layout)
    assert card["name"] == "Vitamin Z"


def test_chews_swallows_and_spews_animate(app, gx):
    state = gx.table(2, mouths={0: {0: ("Jawbreaker", 4), 1: "Shiny Thing"}},
                     plate=["Wedding Cake"], phase="chew")
    scene = _scene(app, state, 2)
    surface = pygame.Surface((1280, 720))
    app.draw(surface)
    before = surface.copy()
    scene.match.act(0, Action("chew", (0, 0)))  # swallows the Jawbreaker
    scene.update(0.01)
    kinds = [a[0] for a in scene.anims]
    assert "chew" in kinds and "swallow" in kinds and scene.animating()
    app.draw(surface)
    assert surface.get_at(scene._layout.slots[(0, 0)].midtop) != \
        before.get_at(scene._layout.slots[(0, 0)].midtop)
    scene.update(1.0)
    assert not any(a[0] in ("chew", "swallow") for a in scene.anims)


# ---- what a couch sees at every window size -----------------------------------------------
SIZES = [(1920, 1080), (1280, 720), (960, 540)]


def _busy_table(gx, seats):
    """Every seat at 0 glory, a full chew pool, long header facts, chewed cards, glory
    cards, two copies of a card on the plate."""
    mouths = {0: {0: ("Jawbreaker", 2, 1), 2: ("Laser Teeth", 1), 3: "Bleach", 4: "Side Jaw"},
              1: {0: ("Wedding Cake", 3, 3), 1: ("Jawbreaker", 4, 2), 4: "Side Jaw",
                  5: ("Bleach", 1)}}
    for s in range(2, seats):
        mouths[s] = {0: ("Toast...er", 1), 1: ("Water", 1, 2)}
    return gx.table(seats, mouths=mouths, plate=["Tapeworm", "Tapeworm", "Vitamin Z"],
                    deck=["Water"])


@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("text_size", ["normal", "huge"])
def test_track_caption_headers_and_cards_fit_every_size(app, gx, monkeypatch, seats,
                                                        text_size):
    """The glory track's caption stays on the board (not over the side panel), every pawn
    sits inside its space, each board's header keeps its name and glory whole, and no card
    (glory-card tabs included) pokes out of its board."""
    from gamebox.games.guts.scene import pawn_spots, track_cells
    from gamebox.ui import theme
    from gamebox.ui.text import measure

    state = _busy_table(gx, seats)
    state.pool = 150  # the longest caption the game can show
    scene = _scene(app, state, seats)
    scene.walkthrough = None
    drawn = record_text(monkeypatch, guts_scene)
    theme.configure(text_size=text_size)
    try:
        for size in SIZES:
            drawn.clear()
            scene._board_cache = None
            surface = pygame.Surface(size)
            app.draw(surface)
            lay = scene._layout
            u = theme.unit(surface)
            caption = [r for t, r in pairs(drawn) if "Chew" in t and "pool" in t or "Chews" in t]
            assert caption and all(lay.top.contains(r) for r in caption), (size, caption)
            number_h = measure("0", theme.text_px(surface, 1.4))[1]
            for cell in track_cells(lay.track):
                assert lay.top.contains(cell)
                for count in range(1, seats + 1):
                    r, spots = pawn_spots(cell, count, u, number_h)
                    assert r >= 2
                    for x, y in spots:
                        assert cell.contains(pygame.Rect(x - r, y - r, 2 * r, 2 * r)), size
            for s, board in enumerate(lay.boards):
                lead = f"{scene.seat_name(s)}  \u00b7  0 glory"
                head = [(t, r) for t, r in pairs(drawn) if t.startswith(scene.seat_name(s))]
                assert head and head[0][0].startswith(lead), (size, head)
                assert all(lay.headers[s].contains(r) or lay.headers[s].width < r.width
                           for _, r in head)
                assert all(board.contains(r) for _, r in head)
                for (seat, _), rect in lay.slots.items():
                    if seat == s:
                        tabs = rect.inflate(0, 0)
                        tabs.height += round(3 * 0.6 * u)
                        assert board.contains(tabs), (size, s)
                        assert not rect.colliderect(lay.headers[s])
    finally:
        theme.configure()


@pytest.mark.parametrize("size", SIZES)
def test_buttons_name_which_copy_and_are_never_cut(app, gx, size):
    """Two Tapeworms on the plate: every button reads differently, and a label too long for
    its button goes on two lines rather than ending in "..."."""
    from gamebox.ui import theme
    from gamebox.ui.text import measure

    state = _busy_table(gx, 2)
    scene = _scene(app, state, 2)
    scene.walkthrough = None
    surface = pygame.Surface(size)
    app.draw(surface)
    texts = [(b.label, b.detail) for b in scene.action_buttons]
    assert len(texts) == len(set(texts)) == len(state.legal_actions(0))
    assert ("Feed Tapeworm (plate 1)", "into mouth card 2") in texts or \
        ("Feed Tapeworm (plate 1) into mouth card 2", "") in texts
    px = theme.text_px(surface, 1.9)
    for b in scene.action_buttons:
        inner = b.rect.width - 2 * round(theme.unit(surface) * 1.6)
        assert measure(b.label, px, True)[0] <= inner, (size, b.label)
        if b.detail:
            assert measure(b.detail, max(8, round(px * 0.72)))[0] <= inner, (size, b.detail)


@pytest.mark.parametrize("size", SIZES)
def test_animations_never_cover_names_or_headers(app, gx, monkeypatch, size):
    """A chew's ring stays on the card's token strip (its name stays readable); "Gulp!"
    stays inside the swallowed card's place (the boards' names and glory stay readable)."""
    from gamebox.games.guts.scene import chew_spots
    from gamebox.ui import theme

    state = _busy_table(gx, 4)
    scene = _scene(app, state, 4)
    scene.walkthrough = None
    drawn = record_text(monkeypatch, guts_scene)
    surface = pygame.Surface(size)
    app.draw(surface)
    lay = scene._layout
    names = [r for t, r in pairs(drawn) if t in ("Laser", "Teeth", "Laser Teeth", "Bleach",
                                           "Jawbreaker", "Wedding", "Cake", "Wedding Cake")]
    assert names
    keep = names + [lay.headers[s] for s in range(4)]
    calm = [pygame.image.tobytes(surface.subsurface(r), "RGB") for r in keep]
    # the chew tokens lying on cards sit clear of the names too
    u = theme.unit(surface)
    for s, x in [(0, 0), (0, 2), (1, 0), (1, 1), (1, 5)]:
        slot = lay.slots[(s, x)]
        card = state.view(0)["mouths"][s]["slots"][x]
        dot, spots = chew_spots(slot, card["chews"], u, scene.token_room(slot, card, u))
        for cx, cy in spots:
            token = pygame.Rect(cx - dot, cy - dot, 2 * dot, 2 * dot)
            assert not any(token.colliderect(r) for r in names), (size, s, x)
    for age in (0.0, 0.15, 0.35, 0.6):
        scene.anims = [["chew", {"owner": 0, "slot": 2}, age],
                       ["chew", {"owner": 1, "slot": 5}, age],
                       ["unchew", {"owner": 1, "slot": 0}, age]]
        # a swallowed card has left its place: "Gulp!" shows in the empty place
        scene.anims += [["swallow", {"seat": s, "slot": x}, age]
                        for s, x in [(0, 1), (1, 2), (2, 2), (3, 2)]]
        scene.anims += [["land", {"seat": 2, "slot": 3}, age]]
        app.draw(surface)
        busy = [pygame.image.tobytes(surface.subsurface(r), "RGB") for r in keep]
        assert busy == calm, (size, age)
        gulps = [r for t, r in pairs(drawn) if t == "Gulp!"]
        places = [lay.slots[key] for key in [(0, 1), (1, 2), (2, 2), (3, 2)]]
        assert len(gulps) == 4 and all(any(p.contains(g) for p in places) for g in gulps)
        drawn.clear()


def test_the_header_counts_chews_to_place_only_while_chewing(app, gx, monkeypatch):
    """The header counts the chews to place only while chewing: no "0 to place" (or "1 to place")
    while a spew is owed."""
    state = gx.table(2, mouths={0: {0: "Tapeworm", 1: "Jawbreaker", 2: "Motor Oil"}},
                     phase="chew")
    scene = _scene(app, state, 2)
    seen = []
    draw_header = type(scene).draw_header

    def spy(self, surface, lay, s, glory, facts, acting):
        seen.append((s, list(facts)))
        return draw_header(self, surface, lay, s, glory, facts, acting)

    monkeypatch.setattr(type(scene), "draw_header", spy)
    app.draw(pygame.Surface((1280, 720)))
    assert ["2 chews/turn", "2 to place"] in [f for s, f in seen if s == 0]
    scene.match.act(0, Action.parse("chew 0 2"))  # Motor Oil is swallowed: spew first
    assert state.tasks
    seen.clear()
    app.draw(pygame.Surface((1280, 720)))
    assert seen and not any("to place" in fact for s, f in seen for fact in f)


def test_a_spewed_card_flies_from_the_slot_it_left_to_the_slot_it_lands_in(app, gx,
                                                                          monkeypatch):
    """A spewed card's flight starts at the slot it was spewed from and ends at the slot it lands
    in (not board centre to board centre); a card that hits a full mouth flies to that mouth's
    middle (it bumps a card out, and lands in that card's slot)."""
    state = gx.table(3, mouths={0: {0: "Tapeworm", 1: "Shiny Thing"},
                                1: {0: "Jawbreaker", 1: ("Mystery Meat", 2)}},
                     plate=["Wedding Cake"])
    scene = _scene(app, state, 3)
    flights = []
    monkeypatch.setattr(scene, "draw_flight",
                        lambda surface, lay, start, end, p, u: flights.append((start, end)))
    surface = pygame.Surface((1280, 720))
    for text in ("feed 0", "spew 0", "at 1", "bump 1"):  # (seat 2, the last to hit: no "at 2")
        scene.match.act(state.to_act()[0], Action.parse(text))
        scene.update(0.01)
        app.draw(surface)
    lay = scene._layout
    ways = [a[1] for a in scene.anims if a[0] == "spew_at"]
    # the Tapeworm left seat 0's first mouth card and hit seat 1's full mouth; Mystery Meat,
    # bumped out of seat 1's second mouth card, landed in seat 2's first
    assert ways == [{"seat": 0, "target": 1, "from": (0, 0)},
                    {"seat": 1, "target": 2, "from": (1, 1), "to": (2, 0)}]
    assert (lay.slots[(0, 0)].center, lay.boards[1].center) in flights
    assert flights[-1] == (lay.slots[(1, 1)].center, lay.slots[(2, 0)].center)


# ---- clicks ------------------------------------------------------------------------------
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


def test_a_plate_card_clicked_while_chewing_says_why(app, gx):
    """During the chew step a click on a plate card is refused in red like any other refused click
    (never silently ignored), in the turn's own words: a plate card is fed at the start of the
    turn, and now it is time to chew."""
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


def test_a_refused_click_says_why(app, gx):
    """A click on a card already chewed this turn, or on an opponent's card, shows the refusal,
    quoting the rule ("Each card may only receive one chew per turn"), so a player can tell a
    refused move from a missed click."""
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


def test_a_click_on_the_card_shown_large_never_reaches_a_card_under_it(app, gx,
                                                                       monkeypatch):
    """A card with rules too long for the top strip (a pack may hold one) still covers part of a
    mouth board. A click on the card shown large lands on the panel and plays nothing, never
    picking the card or slot hidden under it; the mouse resting on the panel keeps that card shown
    (not the hidden one under the pointer)."""
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


# ---- animations --------------------------------------------------------------------------
def _pixels(surface: pygame.Surface, rects: list) -> list[bytes]:
    return [pygame.image.tobytes(surface.subsurface(r), "RGB") for r in rects]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [2, 4])
def test_a_spew_in_flight_leaves_every_word_readable(app, gx, monkeypatch, size,
                                                    seats):
    """A spew's flight passes under every word on the table (card names, board headers), which
    stays pixel for pixel as it was, and the flight still shows on the table."""
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
def test_a_chew_landing_stays_inside_its_card(app, gx, monkeypatch, size):
    """What marks a chew landing or leaving stays inside the card (the token sits by the card's
    bottom-left corner, and its ring never grows out of the card's left edge): everything around
    the card is untouched, and it does show on it."""
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


def _board_pixels(surface: pygame.Surface, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(rect), "RGB")


def test_the_last_frame_of_an_animation_never_stays_on_screen(app, gx):
    """The step that ends an animation draws a clean frame, so no "Gulp!" stays on the empty slot
    (nor a spew's trail and marker, nor an un-chew's ring) until the next key press: the loop stops
    drawing when nothing animates. The idle table then draws nothing more."""
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


# ---- boards at every size ----------------------------------------------------------------
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
    """With huge text every fact in a seat header is whole ("Player 1 · 0 glory · 2 chews/tur…"
    never shows): written shorter, or left out when even that does not fit. The glory always shows,
    and the name too, but for a long one cut short to keep "protected" (else a protected mouth
    shows no sign of it) or the chews to place in view."""
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


def test_a_long_card_name_stays_clear_of_its_power_mark(app, gx, monkeypatch, huge):
    """With huge text (small cards) a three-line name ("Right / Hand / Glove") ends above its "S"
    mark, a little smaller if it must, every word still shown."""
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


@pytest.mark.parametrize("seats,size", [(3, (1280, 720)), (4, (1920, 1080))])
def test_a_spewed_card_waits_on_the_board_while_its_target_is_picked(app, gx, monkeypatch,
                                                                     seats, size):
    """While its spewer picks who a spewed card flies at, the card waits on the spewer's board (not
    only named in the card shown large), framed in red, in a place no other card holds, until it
    flies. (At two seats nobody is asked: the card flies in the same move as the spew.)"""
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


@pytest.mark.parametrize("seats", [2, 4])
def test_an_empty_well_names_its_kind_whole_with_huge_text(app, gx, monkeypatch,
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
def test_the_banner_lines_never_write_over_each_other(app, gx, monkeypatch,
                                                      text_size):
    """The last event under the banner's title shares the banner only while both lines fit (with
    huge text it would be written across the title's lower half); otherwise the event is left to
    the side panel's recap, which shows it too."""
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


def guts_layout_at(app, size):
    """Guts of Glory's board layout for a two-seat table in a window of `size`."""
    from gamebox.app import scene_class_for
    from gamebox.engine import registry

    game = registry.get("guts")
    match = Match.start(game, [SeatSpec("human", "kbd", "Ann"), SeatSpec("bot", "easy", "Bo")],
                        None, 3)
    table = scene_class_for("guts")(app, match)
    app.push(table)
    resize(app, size)
    app.dirty = True
    app.step(dt=0.0, events=[])
    return table.board_rect, table.lay(app.surface, table.board_rect, match.state.view(0))


def test_guts_top_row_stays_on_the_board_in_tall_and_square_windows(app):
    """The deck, discard and plate cards shrink to leave the glory track about two cards' width,
    inside the board, in tall and square windows: sized from the board's height alone, plate 3 and
    the track would be drawn past a 700x900 window's right edge, and a 1024x768 window would
    squeeze the track to its 10-pixel minimum."""
    for size in ((700, 900), (1024, 768), (800, 600), (960, 540)):
        board, lay = guts_layout_at(app, size)
        for card in [lay.deck, lay.discard, *lay.plate]:
            assert board.contains(card), (size, card, board)
        assert lay.track.right <= board.right, size
        assert lay.track.width >= 2 * lay.deck.width - 2, (size, lay.track, lay.deck)


# ---- the card shown large ----------------------------------------------------------------
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("text_size", ["normal", "huge"])
def test_the_card_shown_large_keeps_its_rules_whole(app, gx, monkeypatch, size,
                                                    text_size):
    """Pointing at a card shows every word of its rules in the card shown large, inside the window,
    at every size (Bleach's "In mouth: opponents' powers cannot touch the cards in your mouth.
    Swallow..." is never cut, or the player could not read what it does)."""
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


def test_the_card_shown_large_grows_only_when_its_rules_need_it(app, gx):
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


def test_the_card_shown_large_keeps_a_margin_under_its_text(app, gx, monkeypatch):
    """The card shown large ends its text with a margin under it much like the one above it (a
    spewed Right Hand Glove's last line, "...chews and all.", never sits on the panel's bottom
    border)."""
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
@pytest.mark.parametrize("text_size", ["normal", "large", "huge"])
def test_no_card_shown_large_covers_a_mouth_board(app, gx, monkeypatch, size,
                                                  text_size):
    """Every card of the set, shown large, stays clear of every board (its header and the top of
    its cards), at every window size and text size."""
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
def test_a_long_decision_is_held_up_over_the_track_not_over_a_board(
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
def test_the_card_shown_large_always_says_what_the_card_is(app, gx, monkeypatch,
                                                            size, text_size, prompt):
    """Every card of the set, fresh or chewed with a glory card, under the longest decision ("...
    must spew a Food to make room for Humble Pie") or none, shows its name, type, toughness, glory
    and rules whole in the card shown large (only the flavour may go), inside the window and clear
    of every board."""
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


def test_the_highlighted_move_names_the_card_shown_not_a_resting_pointer(
        app, gx, monkeypatch):
    """The card shown large is the highlighted move's, under the decision ("Player 1 must spew a
    Condiment" never sits above Humble Pie, a Food, while "Spew your Sneaky Fork" is highlighted
    and the pointer merely rests on the pie). The card under the pointer takes its place only when
    the mouse moves, and is then shown without the decision (which is not about it); a key moving
    the highlight brings the move's card back."""
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


@pytest.mark.parametrize("size", SIZES)
def test_a_decision_says_what_it_is_beside_its_card(app, gx, monkeypatch, size):
    """A waiting decision is written above the card shown large: after swallowing Motor Oil Player
    1 has one button, "Spew your Shiny Thing", and the words "must spew a card" say why (they are
    never hidden behind the card shown)."""
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


# ---- the side panel: refusals, recap and moves -------------------------------------------
@pytest.mark.parametrize("size", SIZES)
def test_a_refusal_is_shown_whole_with_its_rule(app, gx, monkeypatch, size):
    """A refusal is written whole, with the rule it quotes ("You can only chew an opponent's card
    with..."), in the side panel above the buttons, the recap keeping rows above it."""
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


def test_a_refusal_leaves_once_the_player_takes_back_or_acts(app, gx, monkeypatch):
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


def test_a_chew_taken_back_leaves_the_recap(app, gx):
    """Taking back a decision takes its lines out of the recap too: after Backspace takes back
    "Player 1 chews Shiny Thing (2/3)", "Since you last looked" does not list that chew (it would
    tell of something that no longer happened)."""
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
def test_moves_out_of_sight_are_counted(app, gx, monkeypatch, size):
    """When the panel cannot show every move (the first decision offers "I am 0/10 hungry" to
    "10/10"), it says how many moves are above and below, and how to reach them, so a mouse player
    does not take the buttons shown for every choice there is."""
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


def test_a_move_never_wraps_inside_its_brackets(app, gx, monkeypatch, huge):
    """With huge text a bracketed group stays on one line: "Feed Tapeworm (plate 1)" over "into
    mouth card 1" (never "...(plate" over "1) ..."), every word shown."""
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
    """With huge text the take-back shows whole words only ("Take back: Feed / Tapeworm (plate 1)
    into mouth c..." never shows): the move on two lines when they hold it, else just "Take back".
    """
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


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_a_move_on_two_lines_reads_like_the_moves_on_one(app, gx, monkeypatch,
                                                         size):
    """A move on two lines ("Feed Tapeworm (plate 1)" over "into mouth card 2") is drawn like the
    one-line moves beside it: both lines centred, in their size and weight (not a bold title at the
    left over a caption)."""
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


def test_with_huge_text_a_long_move_is_wrapped_whole_not_cut(app, gx, monkeypatch):
    """With huge text at 1280x720 a move that does not fit two lines at full size takes two lines
    at up to a quarter smaller size, and every word of it shows ("Feed Tapeworm (plate 1) i..."
    never does)."""
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
def test_the_tool_buttons_and_key_tips_are_never_cut(app, gx, monkeypatch,
                                                     text_size):
    """The tool buttons and the key tips are never cut ("Skip..." or "K: hurry the b..."): the
    button shows its short label "Skip" when "Skip bots" does not fit, and the key tips under the
    panel drop whole tips from the end."""
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


def test_a_table_without_bots_offers_no_way_to_hurry_them(app, gx, monkeypatch):
    """Two people and no bots: the panel offers no "Skip bots", and neither the key tips nor the
    first-turn guide say "K: hurry the bots"; they come back once a seat is handed to a bot."""
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
