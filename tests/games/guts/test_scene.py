"""The Guts of Glory table on the kit: it draws every seat count at every window and text size
with every zone on the board and every header fact whole, pointing at a card or a slot plays
the matching legal move (or says why not, quoting the rule), moves fly and a swallow says
"Gulp!" without leaving a trace, the inspector shows the card a move is about (and the
decision about it) in its own column, and the side panel keeps refusals, recap and moves
readable."""
from __future__ import annotations

import pygame
import pytest
from scene_helpers import pairs, record_text, resize

from gamebox.engine.match import Match, SeatSpec
from gamebox.engine.protocol import Action
from gamebox.engine.table import Piece, place_id
from gamebox.games.guts import header as guts_header
from gamebox.games.guts import scene as guts_scene
from gamebox.games.guts.look import LOOK
from gamebox.games.guts.game import GAME
from gamebox.input.intents import Intent
from gamebox.scenes import kit_board
from gamebox.ui import card_chip, inspector, theme, tokens, widgets
from gamebox.ui import text as text_mod

SIZES = [(1920, 1080), (1280, 720), (960, 540)]
NAMES = ["Player 1", "Bartholomew the Ra", "Player 3", "Player 4"]
ELLIPSIS = "\u2026"


def _scene(app, state, seats: int, specs: list | None = None, undo: bool = False):
    """The table scene for the hand-made `state`: humans in every seat unless `specs` says
    otherwise; with `undo`, decisions may be taken back."""
    specs = specs or [SeatSpec("human", "kbd") for _ in range(seats)]
    match = Match.start(GAME, specs, None, state.seed, state.content)
    state.undo_enabled = undo
    match.state = state
    scene = guts_scene.Scene(app, match)
    app.push(scene)
    app.apply_pending()
    return scene


def _look(scene, seat: int) -> None:
    """`seat` lifts the curtain (as holding confirm does)."""
    scene.curtain.lift(seat)
    scene.on_eyes_changed()


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
    scene._built_for = None
    app.draw(surface)


def _id(scene, zone: str, place) -> str:
    """The id of what lies at `place` of `zone` (a card's, else the place's own)."""
    piece = scene.match.state.table_view(0).zone(zone).at(place)
    return piece.id if piece is not None else place_id(zone, place)


def _rect(scene, zone: str, place) -> pygame.Rect:
    """Where the last frame drew `place` of `zone`."""
    return scene.hits[_id(scene, zone, place)]


def _click(scene, rect_or_pos, seat: int = 0) -> None:
    pos = rect_or_pos.center if isinstance(rect_or_pos, pygame.Rect) else rect_or_pos
    # a click is a press and a release (a card that can be dragged acts on the release)
    scene.handle_seat(Intent("click", pos=pos), seat)
    scene.handle_seat(Intent("release", pos=pos), seat)


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


@pytest.fixture
def huge():
    """Huge text for the test (the app's own settings are read when it starts)."""
    theme.configure(text_size="huge")
    yield
    theme.configure()


# ---- the board ---------------------------------------------------------------------------
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_table_draws_every_seat_count(app, gx, seats):
    state = gx.table(seats, mouths={0: {0: ("Jawbreaker", 2, 1), 2: "Laser Teeth"},
                                    1: {1: "Tapeworm", 4: "Side Jaw", 5: "Bleach"}},
                     plate=["Wedding Cake", "Vitamin Z", "Toast...er"], deck=["Water"])
    scene = _scene(app, state, seats)
    surface = pygame.Surface((1280, 720))
    app.draw(surface)
    assert [n for n in scene.zone_areas if n.startswith("mouth/")] == \
        [f"mouth/{s}" for s in range(seats)]
    # the Side Jaw opened a fourth Condiment slot on seat 1's mouth, seat 0 shows three
    assert place_id("mouth/0", 5) not in scene.hits
    assert _id(scene, "mouth/1", 5) in scene.hits
    # a card is drawn where the hit map says: its colour (Food blue) shows on its frame,
    # left of its name (a large name may cover its centre)
    where = _rect(scene, "mouth/0", 0)
    food = surface.get_at((where.left + 3, where.centery))[:3]
    assert food[2] > food[0]


@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("text_size", ["normal", "huge"])
def test_zones_headers_and_cards_fit_every_size(app, gx, monkeypatch, seats, text_size):
    """Every zone lies on the board and apart from the others; each mouth's header keeps
    its name and glory whole inside its frame; no card pokes out of its mouth."""
    state = _busy_table(gx, seats)
    state.pool = 150  # the longest count the supply can show
    scene = _scene(app, state, seats)
    scene.walkthrough = None
    drawn = record_text(monkeypatch, tokens)
    theme.configure(text_size=text_size)
    try:
        for size in SIZES:
            drawn.clear()
            surface = pygame.Surface(size)
            app.draw(surface)
            board = scene.board_rect
            areas = dict(scene.zone_areas, inspector=scene.inspector_area)
            for name, rect in areas.items():
                assert board.contains(rect), (size, name, rect, board)
                others = [n for n, r in areas.items() if n != name and r.colliderect(rect)]
                assert not others, (size, name, others)
            for s in range(seats):
                mouth = scene.zone_areas[f"mouth/{s}"]
                head = [w for w in drawn if mouth.contains(w["rect"])]
                name, glory = head[0]["text"].split("  \u00b7  ")[:2]
                assert glory == "0 glory", (size, head)
                if name != scene.seat_name(s):
                    # cut short only to keep a fact that changes what may be done now
                    assert len(name) >= 7 and name.endswith(ELLIPSIS), (size, head)
                    assert any(f in " ".join(w["text"] for w in head)
                               for f in guts_header.MUST_SHOW), (size, head)
                # (a hand-made table may hold one card of the set twice, under one id)
                ids = [p.id for _, p in state.table_view(0).pieces()]
                for card in state.table_view(0).zone(f"mouth/{s}").pieces:
                    if ids.count(card.id) == 1:
                        assert mouth.contains(scene.hits[card.id]), (size, s, card.name)
    finally:
        theme.configure()


@pytest.mark.parametrize("size", [(700, 900), (1024, 768), (800, 600), (960, 540)])
def test_the_table_stays_on_the_board_in_tall_and_square_windows(app, size):
    """Deck, discard, plate, track and inspector stay inside the board in tall and square
    windows (the plate and the track once ran past a 700x900 window's right edge)."""
    match = Match.start(GAME, [SeatSpec("human", "kbd", "Ann"), SeatSpec("bot", "easy", "Bo")],
                        None, 3)
    table = guts_scene.Scene(app, match)
    app.push(table)
    resize(app, size)
    app.dirty = True
    app.step(dt=0.0, events=[])
    for name, rect in dict(table.zone_areas, inspector=table.inspector_area).items():
        assert table.board_rect.contains(rect), (size, name)
    for key, rect in table.hits.items():
        assert table.board_rect.contains(rect), (size, key)


def test_the_header_counts_chews_to_place_only_while_chewing(app, gx):
    """The header counts the chews to place only while chewing: no "0 to place" (or "1 to
    place") while a spew is owed."""
    state = gx.table(2, mouths={0: {0: "Tapeworm", 1: "Jawbreaker", 2: "Motor Oil"}},
                     phase="chew")
    scene = _scene(app, state, 2)
    facts = guts_header.mouth_facts(state.table_view(0), 0)
    assert facts[0] == "2 chews/turn" and facts[-1] == "2 to place", facts
    scene.match.act(0, Action.parse("chew 0 2"))  # Motor Oil is swallowed: spew first
    assert state.tasks
    assert not any("to place" in f for s in range(2)
                   for f in guts_header.mouth_facts(state.table_view(0), s))


def test_a_header_says_what_a_mouths_powers_add_up_to(app, gx):
    """Protection, chews a card and chews on opponents show in the header."""
    state = gx.table(2, mouths={0: {2: "Bleach", 3: "Laser Teeth"}, 1: {2: "Sneaky Fork"}})
    facts = [guts_header.mouth_facts(state.table_view(0), s) for s in range(2)]
    assert "protected" in facts[0]
    assert any("on opponents" in f for f in facts[0] + facts[1]) or \
        any("per card" in f for f in facts[0] + facts[1]), facts


@pytest.mark.parametrize("seats", [3, 4])
def test_huge_text_headers_show_whole_facts(app, gx, monkeypatch, huge, seats):
    """With huge text every fact in a mouth's header is whole ("2 chews/tur..." never
    shows): written shorter, or left out when even that does not fit. The glory always
    shows, and the name too, but for a long one cut short to keep "protected" or the
    chews to place in view, or where it and the glory do not fit the line together (the
    other seats' narrow mouths under the home seat's row, four seats at 1280x720)."""
    state = gx.table(seats, mouths={1: {2: "Laser Teeth", 3: "Bleach"}},
                     plate=["Tapeworm", "Tapeworm", "Side Jaw"], deck=["Water"] * 3)
    scene, surface = _table(app, state, seats)
    scene.match.act(0, Action("feed", (0,)))
    scene.match.act(0, Action("place", (0,)))  # chewing now: "2 to place" joins the facts
    written = record_text(monkeypatch, tokens)
    monkeypatch.setattr(guts_scene, "draw_text", tokens.draw_text)  # (a second line's facts)
    _redraw(app, scene, surface)
    for s in range(seats):
        mouth = scene.zone_areas[f"mouth/{s}"]
        head = [w for w in written if mouth.contains(w["rect"])][:2]
        title = head[0]["text"]
        facts = " ".join(w["text"] for w in head[1:]).lstrip("\u00b7 ")
        name, glory = title.split("  \u00b7  ")[:2]
        assert glory == "0 glory" and ELLIPSIS not in facts, (title, facts)
        if name != NAMES[s]:  # cut only for a fact that changes what may be done now
            assert name.endswith(ELLIPSIS) and len(name) >= 7, name
            assert NAMES[s].startswith(name[:-1].rstrip()), name
            whole = text_mod.measure(f"{NAMES[s]}  \u00b7  {glory}", head[0]["size"],
                                 head[0].get("bold", False))[0]
            assert "protected" in facts or "to place" in facts or \
                whole > mouth.width - 2 * round(theme.unit(surface)), (title, facts)
        for word in facts.replace("\u00b7", " ").split():
            assert word in ["0", "2", "chews/turn", "2/turn", "per", "card", "2/card",
                            "protected", "to", "place", "1", "on", "opponents", "glory",
                            "tax"], (title, facts)
        if s == 0:
            assert "2 to place" in facts, "the chews still to place are in view"


@pytest.mark.parametrize("seats", [2, 4])
def test_an_empty_well_names_its_kind_whole_with_huge_text(app, gx, monkeypatch, seats):
    """With huge text at 1280x720 the empty wells still read "Condiment" and "Food" whole:
    the kind tells a player which card may go there (a chip of another mouth at four
    seats writes it first, before the place's name: "Condiment · slot 2")."""
    theme.configure(text_size="huge")
    try:
        scene = _scene(app, gx.table(seats), seats)
        scene.walkthrough = None
        written = record_text(monkeypatch, text_mod)
        chips = record_text(monkeypatch, card_chip)  # (the other mouths' chips)
        app.draw(pygame.Surface((1280, 720)))
    finally:
        theme.configure(text_size="normal")
    written += chips
    kinds = [w["text"] for w in written
             if w["text"].split(" \u00b7 ")[0] in ("Condiment", "Food")]
    assert len(kinds) >= 5 * seats, kinds


# ---- pointing ------------------------------------------------------------------------------
def test_pointing_picks_the_matching_legal_action(app, gx):
    state = gx.table(3, mouths={0: {0: "Jawbreaker", 1: "Shiny Thing"}},
                     plate=["Wedding Cake", "Vitamin Z"])
    scene, surface = _table(app, state, 3)
    # a slot before any card is taken: the feed's first step is the plate card
    assert scene.point_at(0, place_id("mouth/0", 3)) is None
    assert scene.notice.startswith("That is not one of your moves now. Take a card")
    assert scene.point_at(0, _id(scene, "plate", 1)) == Action("feed", (1,))
    # the cake: no Food slot is free, so once taken a card must be spewed for room
    assert scene.point_at(0, _id(scene, "plate", 0)) == Action("feed", (0,))
    scene.match.act(0, Action("feed", (0,)))
    _redraw(app, scene, surface)
    assert scene.point_at(0, _id(scene, "mouth/0", 1)) == Action("spew", (1,))
    scene.match.act(0, Action("spew", (1,)))
    _redraw(app, scene, surface)
    assert scene.point_at(0, "mouth/1") == Action("at", (1,))
    assert scene.board_highlights(Action("at", (1,)), None, 0) == [scene.hits["mouth/1"]]
    scene.match.act(0, Action("at", (1,)))
    _redraw(app, scene, surface)
    chew = Action("chew", (0, 0))
    assert scene.point_at(0, _id(scene, "mouth/0", 0)) == chew
    assert scene.board_highlights(chew, None, 0) == [_rect(scene, "mouth/0", 0)]


def test_a_plate_card_pointed_at_while_chewing_says_why(app, gx):
    """During the chew step a click on a plate card is refused in the turn's own words: a
    plate card is fed at the start of the turn, and now it is time to chew."""
    state = gx.table(2, mouths={0: {0: "Jawbreaker"}}, plate=["Tapeworm", "Motor Oil"],
                     deck=["Water"], phase="chew")
    scene, _surface = _table(app, state, 2)
    before = (list(state.plate), state.chews_left)
    _click(scene, _rect(scene, "plate", 1))
    assert "start of your turn" in scene.notice and "time to chew" in scene.notice, \
        scene.notice
    assert (list(state.plate), state.chews_left) == before  # nothing was played
    # a plate card that can be fed is picked up, then fed, with no refusal
    state = gx.table(2, plate=["Tapeworm", "Motor Oil"], deck=["Water"])
    scene, surface = _table(app, state, 2)
    _click(scene, _rect(scene, "plate", 1))
    _redraw(app, scene, surface)
    _click(scene, _rect(scene, "mouth/0", 3))
    assert scene.notice == "" and state.view(0)["phase"] == "chew"


def test_a_card_of_the_wrong_kind_pointed_into_a_slot_quotes_the_rule(app, gx):
    """Motor Oil taken from the plate, then a Food slot: refused with the rule on slots."""
    state = gx.table(2, plate=["Motor Oil", "Vitamin Z"], deck=["Water"])
    scene, surface = _table(app, state, 2)
    _click(scene, _rect(scene, "plate", 0))
    _redraw(app, scene, surface)
    assert [str(a) for _, a in state.log] == ["feed 0"]
    _click(scene, _rect(scene, "mouth/0", 0))
    assert "Motor Oil is a Condiment" in scene.notice and "Rule:" in scene.notice
    assert [str(a) for _, a in state.log] == ["feed 0"]


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


def test_a_refused_point_says_why(app, gx):
    """Pointing at a card already chewed this turn, or at an opponent's card, shows the
    refusal quoting the rule ("Each card may only receive one chew per turn"), so a player
    can tell a refused move from a missed click."""
    state, scene = _refusing_table(app, gx)
    surface = pygame.Surface((1280, 720))
    app.draw(surface)
    assert scene.act(0, Action("chew", (0, 0)))
    app.draw(surface)
    log = len(state.log)
    _click(scene, _rect(scene, "mouth/0", 0))
    assert "one chew" in scene.notice.lower() or "already has its chew" in scene.notice
    assert len(state.log) == log
    _click(scene, _rect(scene, "mouth/1", 0))
    assert "opponent" in scene.notice and len(state.log) == log
    # a legal point still plays: the Gravy of Glory takes the second chew
    _click(scene, _rect(scene, "mouth/0", 2))
    assert len(state.log) == log + 1 and str(state.log[-1][1]) == "chew 0 2"


# ---- the inspector -----------------------------------------------------------------------
def _shown_name(scene, surface, app) -> tuple[str | None, str]:
    """The card the inspector shows on a fresh frame, and the heading over it."""
    scene._built_for = None
    app.draw(surface)
    key, heading = scene.shown
    found = scene.match.state.table_view(0).find(key) if key else None
    return (found[1].name if found else None), heading


def test_the_focused_move_opens_its_card_large(app, gx):
    state = gx.table(2, plate=["Wedding Cake", "Vitamin Z"])
    scene, surface = _table(app, state, 2)
    scene.ring.index = next(i for i, b in enumerate(scene.ring.buttons)
                            if b.value[0] == "act" and str(state.legal_actions(0)[b.value[1]])
                            .startswith("feed 1"))
    assert _shown_name(scene, surface, app) == ("Vitamin Z", scene.match.state.decision(0)
                                                .prompt)


def _room_decision(app, gx):
    """Seat 0 fed Bleach into a full mouth and must spew a Condiment (De-Masticator,
    Sneaky Fork or Vitamin Z); its Foods are Leftover Pizza and Humble Pie."""
    state = gx.table(2, mouths={0: {0: "Leftover Pizza", 1: "Humble Pie", 2: "De-Masticator",
                                    3: "Sneaky Fork", 4: "Vitamin Z"}}, plate=["Bleach"])
    scene = _scene(app, state, 2)
    state.undo_enabled = True
    scene.walkthrough = None
    return state, scene


def test_the_highlighted_move_names_the_card_shown_until_the_mouse_moves(app, gx):
    """The inspector shows the highlighted move's card under the decision ("must spew a
    Condiment" never sits above Humble Pie while "Spew your Sneaky Fork" is highlighted).
    The card under the mouse takes its place once the mouse moves onto it, read alone; a
    key moving the highlight brings the move's card back."""
    state, scene = _room_decision(app, gx)
    surface = pygame.Surface((1280, 720))
    app.draw(surface)
    assert scene.act(0, Action("feed", (0,)))
    task = state.view(0)["task"]["text"]
    assert "must spew a Condiment" in task
    assert str(scene.legal_for(0)[0]) == "spew 2"
    assert _shown_name(scene, surface, app) == ("De-Masticator", task)
    scene.handle(Intent("down"))
    assert _shown_name(scene, surface, app) == ("Sneaky Fork", task)
    scene.handle(Intent("point", pos=_rect(scene, "mouth/0", 1).center))  # onto the pie
    assert _shown_name(scene, surface, app) == ("Humble Pie", "")
    scene.handle(Intent("down"))
    assert _shown_name(scene, surface, app) == ("Vitamin Z", task)


@pytest.mark.parametrize("size", SIZES)
def test_a_decision_says_what_it_is_over_its_card(app, gx, monkeypatch, size):
    """After swallowing Motor Oil, Player 1 must spew a card: the words "must spew a card"
    head the inspector, over the card the one move names."""
    state = gx.table(2, mouths={0: {0: ("Shiny Thing", 1), 2: ("Motor Oil", 0)}},
                     plate=["Wedding Cake"], phase="chew")
    scene = _scene(app, state, 2)
    state.undo_enabled = True
    scene.walkthrough = None
    scene.act(0, Action("chew", (0, 2)))
    task = state.view(0)["task"]
    assert task and "must spew" in task["text"], task
    drawn = record_text(monkeypatch, inspector)
    surface = pygame.Surface(size)
    name, heading = _shown_name(scene, surface, app)
    assert name == "Shiny Thing" and "must spew" in heading
    words = " ".join(t for t, _ in pairs(drawn)).split()
    for word in task["text"].split():
        assert word in words, (size, word)


def test_a_decision_about_no_card_still_says_what_is_asked(app, gx, monkeypatch):
    """The first decision (how hungry) names no card: its prompt stands alone."""
    state = gx.new(2)
    scene = _scene(app, state, 2)
    scene.walkthrough = None
    _look(scene, 0)  # (hunger is secret: the seat lifts the curtain first)
    drawn = record_text(monkeypatch, inspector)
    app.draw(pygame.Surface((1280, 720)))
    assert any("hungry" in t for t, _ in pairs(drawn))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("text_size", ["normal", "huge"])
def test_the_inspector_keeps_a_cards_rules_whole(app, gx, monkeypatch, size, text_size):
    """Pointing at a card shows every word of its rules in the inspector, inside its
    column, at every size (Bleach's "In mouth: opponents' powers cannot touch..." is never
    cut, or the player could not read what it does)."""
    state = gx.table(2, plate=["Bleach", "Right Hand Glove", "Box of Spiders"])
    scene = _scene(app, state, 2)
    scene.walkthrough = None
    theme.configure(text_size=text_size)
    try:
        surface = pygame.Surface(size)
        app.draw(surface)
        for p in range(3):
            drawn = record_text(monkeypatch, inspector)
            scene.handle(Intent("point", pos=_rect(scene, "plate", p).center))
            name, _ = _shown_name(scene, surface, app)
            face = state.table_view(0).zone("plate").at(p).face
            assert name == face["name"]
            texts = [t for t, _ in pairs(drawn)]
            words = " ".join(texts).split()
            for word in face["rules"].split():
                assert word in words, (size, face["name"], word)
            assert not any(ELLIPSIS in t for t in texts if "Swallow" in t or "mouth" in t)
            assert all(scene.inspector_area.contains(r) for _, r in pairs(drawn))
    finally:
        theme.configure()


LONG_DECISION = ("Wilhelmina Wolfe-W has a full mouth and must spew a Condiment to make "
                 "room for Right Hand Glove")


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
@pytest.mark.parametrize("text_size", ["normal", "huge"])
@pytest.mark.parametrize("prompt", ["", LONG_DECISION], ids=["alone", "decision"])
def test_the_inspector_always_says_what_the_card_is(app, gx, monkeypatch, size, text_size,
                                                    prompt):
    """Every card of the set, fresh or chewed with a glory card, under the longest decision
    or none, shows its name, type, toughness, glory and rules whole in the inspector (only
    the flavour may go), inside its column."""
    from gamebox.games.guts.cards import table_of

    state = gx.table(2, plate=["Bleach"])
    scene = _scene(app, state, 2)
    scene.walkthrough = None
    theme.configure(text_size=text_size)
    try:
        surface = pygame.Surface(size)
        app.draw(surface)
        area = scene.inspector_area
        drawn = record_text(monkeypatch, inspector)
        for info in table_of(state.content).infos:
            face = dict(info, type=info["type"])
            for marks in ({}, {"chews": max(1, face["toughness"] - 1), "glory_cards": 1}):
                drawn.clear()
                inspector.draw_inspector(surface, area, LOOK, Piece("c1", face, marks=marks),
                                         heading=prompt)
                texts = [t for t, _ in pairs(drawn)]
                what = (size, text_size, bool(prompt), face["name"], texts)
                cut = [t for t in texts if ELLIPSIS in t
                       and t.rstrip(ELLIPSIS).rstrip() not in face["flavour"]]
                assert not cut, what
                flat = " ".join(texts)
                assert " ".join(face["name"].split()) in flat, what
                for stat in [face["type"], f"toughness {face['toughness']}"] + (
                        [f"glory {face['glory']}"] if face["type"] == "Food" else []) + (
                        [f"chews on it: {marks['chews']}"] if marks else []):
                    assert stat in flat, what
                for word in (face["rules"] + " " + prompt).split():
                    assert word in flat.split(), what
                assert all(area.contains(r) for _, r in pairs(drawn)), what
    finally:
        theme.configure()


# ---- what moves ----------------------------------------------------------------------------
def test_a_swallow_flies_to_the_discard_and_says_gulp(app, gx, monkeypatch):
    state = gx.table(2, mouths={0: {0: ("Jawbreaker", 4), 1: "Shiny Thing"}},
                     plate=["Wedding Cake"], phase="chew")
    scene, surface = _table(app, state, 2)
    jawbreaker = _id(scene, "mouth/0", 0)
    slot = _rect(scene, "mouth/0", 0)
    scene.match.act(0, Action("chew", (0, 0)))  # chewed to its toughness: swallowed
    scene.update(0.01)
    assert [(f[0].source, f[0].target) for f in scene.flights] == [(jawbreaker, "discard")]
    assert [f[:2] for f in scene.flashed] == [["Gulp!", place_id("mouth/0", 0)]]
    assert scene.animating()
    drawn = record_text(monkeypatch, kit_board)
    _redraw(app, scene, surface)
    gulps = [w["rect"] for w in drawn if w["text"] == "Gulp!"]
    assert gulps and slot.contains(gulps[0]), "Gulp! stays inside the place the card left"
    scene.update(1.0)
    assert not scene.flights and not scene.flashed and not scene.animating()


def test_the_last_frame_of_an_animation_never_stays_on_screen(app, gx):
    """The step that ends an animation draws a clean frame, so no "Gulp!" or flying card
    stays on screen until the next key press; the idle table then draws nothing more."""
    state = gx.table(2, mouths={0: {0: ("Jawbreaker", 4), 1: "Shiny Thing"}},
                     plate=["Wedding Cake"], phase="chew")
    scene = _scene(app, state, 2)
    scene.walkthrough = None
    app.step(dt=0.0, events=[])
    assert scene.act(0, Action("chew", (0, 0)))
    app.step(dt=0.0, events=[])
    assert scene.flights and scene.flashed
    frames = app.frames
    for _ in range(100):
        if not scene.animating():
            break
        frames = app.frames
        app.step(dt=0.05, events=[])
    assert not scene.animating()
    assert app.frames > frames, "the step that ended the animation drew no clean frame"
    clean = pygame.Surface(app.surface.get_size())
    app.draw(clean)
    board = scene.board_rect
    assert pygame.image.tobytes(app.surface.subsurface(board), "RGB") == \
        pygame.image.tobytes(clean.subsurface(board), "RGB")
    idle = app.frames
    for _ in range(5):
        app.step(dt=0.05, events=[])
    assert app.frames == idle, "the idle table keeps drawing"


def test_a_spewed_card_flies_from_its_slot_into_the_air_and_on_to_where_it_lands(app, gx):
    """A spewed card flies from the slot it left to the air above the plate while its
    target is picked, and from there into the slot it lands in; a card bumped out of a
    full mouth flies from its own slot."""
    state = gx.table(3, mouths={0: {0: "Tapeworm", 1: "Shiny Thing"},
                                1: {0: "Jawbreaker", 1: ("Mystery Meat", 2)}},
                     plate=["Wedding Cake"])
    scene, surface = _table(app, state, 3)
    ways = []
    for text in ("feed 0", "spew 0", "at 1", "bump 1"):
        before = dict(scene.hits)
        scene.match.act(state.to_act()[0], Action.parse(text))
        scene.update(0.01)
        _redraw(app, scene, surface)
        ways += [(f[0].source, f[1], f[0].target, before)
                 for f in scene.flights if f[2] == 0.0]  # (this step's)
    for source, start, _target, before in ways:
        if source in before:  # (a card leaving the air left a zone, not a drawn place)
            assert start == before[source], "a card leaves from where it was drawn"
    assert {place_id("mouth/0", 0), place_id("mouth/1", 1)} <= {w[0] for w in ways}
    table = state.table_view(0)
    assert "Tapeworm" in [p.name for p in table.zone("mouth/1").pieces]
    assert "Mystery Meat" in [p.name for p in table.zone("mouth/2").pieces]
    last = ways[-1][2]
    assert scene.rect_of(last) == scene.hits[last], "the last flight ends where its card lies"


@pytest.mark.parametrize("seats,size", [(3, (1280, 720)), (4, (1920, 1080))])
def test_a_spewed_card_waits_in_the_air_while_its_target_is_picked(app, gx, seats, size):
    """While its spewer picks whom a spewed card flies at, the card waits in the air above
    the plate (named "Spewed by ..."), covering no card, and the mouths it may fly at light
    up; once thrown it lies in the target's mouth."""
    state = gx.table(seats, mouths={0: {0: "Jawbreaker", 1: "Shiny Thing"}},
                     plate=["Wedding Cake", "Time Machine"], deck=["Water"] * 3)
    scene, surface = _table(app, state, seats, size)
    scene.match.act(0, Action.parse("feed 0"))
    scene.match.act(0, Action.parse("spew 1"))
    assert state.view(0)["task"]["kind"] == "target"
    _redraw(app, scene, surface)
    table = state.table_view(0)
    air = table.zone("air")
    assert [p.name for p in air.pieces] == ["Shiny Thing"] and "Spewed by" in air.label
    shiny = air.pieces[0].id
    where = scene.hits[shiny]
    assert scene.zone_areas["air"].contains(where)
    cards = {p.id for _, p in table.pieces() if p.kind == "card"} - {shiny}
    assert not any(r.colliderect(where) for k, r in scene.hits.items() if k in cards)
    assert {"mouth/1", "mouth/2"} <= scene.targets(0).ids
    assert scene.inspected(table, 0)[0].id == shiny
    scene.match.act(0, Action.parse("at 1"))
    scene.update(5.0)
    _redraw(app, scene, surface)
    assert "air" not in scene.zone_areas
    assert "Shiny Thing" in [p.name for p in state.table_view(0).zone("mouth/1").pieces]
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
    assert ("Feed Tapeworm (plate 1)", "") in texts and ("Feed Tapeworm (plate 2)", "") in texts
    px = theme.text_px(surface, 1.9)
    for b in scene.action_buttons:
        inner = b.rect.width - 2 * round(theme.unit(surface) * 1.6)
        assert measure(b.label, px, True)[0] <= inner, (size, b.label)
        if b.detail:
            assert measure(b.detail, max(8, round(px * 0.72)))[0] <= inner, (size, b.detail)



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
    scene.act(seat, scene.match.state.legal_actions(seat)[0])  # its slot
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
    """When the panel cannot show every move (the first decision, listed as sentences, offers
    "I am 0/10 hungry" to "10/10"), it says how many moves are above and below, and how to
    reach them, so a mouse player does not take the buttons shown for every choice there is."""
    from gamebox.scenes import table_drawing

    state = gx.new(2)
    state.undo_enabled = True
    scene = _scene(app, state, 2)
    scene.walkthrough = None
    # the kit's list of sentences, as a game without a number picker shows eleven moves
    monkeypatch.setattr(scene, "picks_a_number", lambda legal: False)
    _look(scene, 0)  # (hunger is secret: the seat lifts the curtain first)
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
    """With huge text a bracketed group stays on one line: "Spew your Tapeworm" over "(mouth card
    1)" (never "...(mouth" over "card 1)"), every word shown."""
    state = gx.table(3, mouths={0: {0: "Tapeworm", 1: "Tapeworm"}}, plate=["Wedding Cake"],
                     deck=["Water"] * 3)
    scene, surface = _table(app, state, 3)
    scene.match.act(0, Action("feed", (0,)))  # no Food slot free: a Tapeworm must go
    _redraw(app, scene, surface)
    wrapped = [b for b in scene.action_buttons if b.detail]
    assert wrapped, "the spews are too long for one line with huge text"
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
    scene.match.act(0, Action("feed", (0,)))
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


def test_a_move_on_two_lines_reads_like_the_moves_on_one(app, gx, monkeypatch, huge):
    """A move on two lines ("Spew your Hot Hot Hot" over "Sauce") is drawn like the one-line
    moves beside it: both lines centred, in their size and weight (not a bold title at the
    left over a caption)."""
    from gamebox.ui import theme, widgets

    size = (1280, 720)
    state = gx.table(3, mouths={0: {0: "Tapeworm", 1: "Fridge of Virtue", 2: "Hot Hot Hot Sauce",
                                    3: "Sour Grapes", 4: "De-Masticator"}},
                     plate=["Bleach"], deck=["Water"] * 3)
    state.apply(0, Action("feed", (0,)))  # no Condiment slot free: one must be spewed
    scene = _scene(app, state, 3)
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
            # both lines at one size: the full one, or up to a quarter smaller (huge text)
            assert line_px == lines[0][2] and round(px * 0.75) <= line_px <= px
            assert bold == (b is focused)
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
    assert [b.label for b in scene.ring.buttons if b.value == ("skip",)] == ["Skip bots"]
    assert any("hurry the bots" in line for line in scene.walkthrough_lines(seat))
