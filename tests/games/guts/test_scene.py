"""The table scene: draws every seat count headless; clicks pick the matching legal action."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from scene_helpers import pairs, record_text  # noqa: E402

from gamebox.engine.match import Match, SeatSpec  # noqa: E402
from gamebox.engine.protocol import Action  # noqa: E402
from gamebox.games.guts import scene as guts_scene  # noqa: E402
from gamebox.games.guts.rules import GAME  # noqa: E402


@pytest.fixture
def app(tmp_path):
    from gamebox.app import App

    made = App(size=(1280, 720), settings_file=tmp_path / "settings.json", start_devices=False)
    yield made
    made.close()


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
    """Found by hand: "0 to place" (or "1 to place") sat in the header while a spew was owed."""
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
    """The flight used to go from board centre to board centre. It now starts at the slot the
    card was spewed from and ends at the slot it lands in; a card that hits a full mouth flies
    to that mouth's middle (it bumps a card out, and lands in that card's slot)."""
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
