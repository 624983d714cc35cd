"""Grunt, Growl and Tear on the table kit: the map, the Monitors, the hand and the Test are
drawn inside the board for 2 to 4 seats on every shipped map at 1920x1080 and 1280x720;
pointing plays each kind of action; a whole game is played by pointing; a hand is drawn
only for its own seat; the reveal turns the Test's cards over; the rules screen's cards
page shows the Monsters."""
from __future__ import annotations

import random

import pygame
import pytest

from gamebox.engine.match import Match, SeatSpec
from gamebox.engine.table import place_id
from gamebox.games.ggt.arenas import load_arenas
from gamebox.games.ggt.game import GAME
from gamebox.games.ggt.scene import Scene

from scene_helpers import draw_frame, look, moves_of, run_bots, use_size

MAPS = sorted(load_arenas())
NAMES = ("Ana", "Bo", "Cy", "Di")


def _table(app, seats=2, mapname="arena", seed=4, humans=1):
    specs = [SeatSpec("human", "kbd", NAMES[s]) if s < humans else
             SeatSpec("bot", "normal", NAMES[s]) for s in range(seats)]
    match = Match.start(GAME, specs, {"map": mapname}, seed)
    scene = Scene(app, match)
    app.push(scene)
    app.apply_pending()
    return scene




def _play_until(scene, seat, wanted, rnd, limit=400):
    """Seat `seat` plays random legal moves (the bots theirs) until `wanted(legal)` holds."""
    for _ in range(limit):
        run_bots(scene)
        state = scene.match.state
        assert not state.is_over(), "the game ended first"
        legal = scene.legal_for(seat)
        if legal and wanted(legal):
            return legal
        if legal:
            scene.act(seat, rnd.choice(legal))
    raise AssertionError("never reached")


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("mapname", MAPS)
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_every_zone_and_piece_is_drawn_inside_the_board(app, size, mapname, seats):
    use_size(app, size)
    scene = _table(app, seats, mapname, seed=seats)
    _play_until(scene, 0, lambda legal: legal[0].kind not in ("choose", "place"),
                random.Random(seats))
    look(scene, 0)
    draw_frame(app)
    board = scene.board_rect
    for name, rect in scene.zone_areas.items():
        assert board.contains(rect), f"{name} {rect} leaves the board {board}"
    table = scene.match.state.table_view(0)
    for zone in table.zones:
        if zone.name.startswith(("monitor/", "board")) or zone.name == "hand/0":
            assert zone.name in scene.zone_areas, zone.name
        for piece in zone.pieces:
            if zone.name == "board" or zone.name.startswith("monitor/") \
                    or zone.name == "hand/0":
                assert piece.id in scene.hits, f"{piece.id} was not drawn"
                assert board.contains(scene.hits[piece.id].clip(board)) and \
                    scene.hits[piece.id].colliderect(board), piece.id
    # the Monitors do not overlap one another or the map
    areas = [r for n, r in scene.zone_areas.items() if n.startswith("monitor/")] + \
        [scene.zone_areas["board"]]
    for i, a in enumerate(areas):
        for b in areas[i + 1:]:
            assert not a.colliderect(b)


def _point(app, drive, scene, object_id):
    """Click `object_id` where the last frame drew it (a hexagon at its centre)."""
    if object_id.startswith("board#") and object_id not in scene._arrows:
        cell = tuple(int(v) for v in object_id.split("#")[1].split(","))
        at = scene.map_art().board.cell_center(scene.zone_areas["board"], cell)
        drive.click((round(at[0]), round(at[1])))
    else:
        drive.click(scene.hits[object_id].center)


def _play_by_pointing(app, drive, scene, action) -> None:
    """Play `action` of seat 0 by clicking what it touches, in order."""
    touched = scene.match.state.touches(action, 0)
    assert touched, action
    before = moves_of(scene, 0)
    for object_id in touched:
        draw_frame(app)
        if moves_of(scene, 0) > before:
            break
        if scene.targets(0).pick(object_id).choices:
            # two moves share one hexagon (step back, turn about): the list names them
            scene.act(0, action)
            return
        _point(app, drive, scene, object_id)
    assert moves_of(scene, 0) == before + 1, (action, scene.notice)
    assert scene.match.state.log[-1] == (0, action) or any(
        entry == (0, action) for entry in scene.match.state.log[before:])


def test_pointing_at_a_hex_places_moves_and_turns_and_a_card_plays_in_a_test(app, drive):
    use_size(app, (1920, 1080))
    scene = _table(app, 2, "arena", seed=7)
    rnd = random.Random(3)
    seen = set()
    for _ in range(300):
        if scene.match.state.is_over():
            break
        run_bots(scene)
        if scene.match.state.is_over():
            break
        look(scene, 0)
        legal = scene.legal_for(0)
        if not legal:
            continue
        pointable = [a for a in legal if scene.match.state.touches(a, 0)]
        fresh = [a for a in pointable if a.kind not in seen]
        pool = fresh or pointable
        if not pool:
            scene.act(0, rnd.choice(legal))
            continue
        action = rnd.choice(pool)
        _play_by_pointing(app, drive, scene, action)
        seen.add(action.kind)
        if {"choose", "place", "move", "turn", "play", "attack"} <= seen:
            break
    assert {"choose", "place", "move", "turn", "play"} <= seen, seen


def test_a_limb_on_the_map_then_a_spot_on_the_monitor_attaches_it(app, drive, brawl):
    """Attach Limb by pointing: the limb lying under the Monster is picked up, the open
    spots light up on the seat's Monitor, pointing at one attaches it."""
    use_size(app, (1920, 1080))
    limb = 5  # the Gristlehorn's Ham Fist, lying under the Gibbergeist (see test_attach)
    state = brawl.fight(("gibbergeist", "gristlehorn"), cells=((2, 3), (7, 3)),
                        facings=(1, 4), power=[6, 0])
    state.slots[1][state.slots[1].index(limb)] = -1
    state.limb_cell[limb] = (2, 3)
    state.limb_from[limb] = 1
    state.touch()
    state.pool = [min(p, state.stat(s, 3)) for s, p in enumerate(state.pool)]
    match = Match.start(GAME, [SeatSpec("human", "kbd", "Ana"),
                               SeatSpec("human", "kbd", "Bo")], None, 1)
    match.state = state
    scene = Scene(app, match)
    app.push(scene)
    app.apply_pending()
    look(scene, 0)
    attach = [a for a in scene.legal_for(0) if a.kind == "attach"]
    assert attach
    draw_frame(app)
    assert f"limb/{limb}" in scene.hits
    _play_by_pointing(app, drive, scene, attach[0])
    assert scene.match.state.slots[0][attach[0].args[1]] == limb


def test_a_whole_game_is_played_by_pointing(app, drive):
    use_size(app, (1280, 720))
    scene = _table(app, 2, "arena", seed=11)
    app.settings.bot_speed = "instant"
    rnd = random.Random(5)
    pointed = 0
    for _ in range(3000):
        if scene.match.state.is_over():
            break
        run_bots(scene)
        if scene.match.state.is_over():
            break
        look(scene, 0)
        legal = scene.legal_for(0)
        if not legal:
            continue
        pointable = [a for a in legal if scene.match.state.touches(a, 0)]
        # fights end games: lean on attacks, else any pointable move, else the panel
        attacks = [a for a in pointable if a.kind in ("attack", "shoot", "rip", "play")]
        choice = rnd.choice(attacks or pointable) if pointable else None
        if choice is None or (choice.kind in ("turn", "move") and rnd.random() < 0.3):
            panel = [a for a in legal if not scene.match.state.touches(a, 0)]
            if panel and choice is None or (panel and rnd.random() < 0.5):
                scene.act(0, rnd.choice(panel))
                continue
        if choice is None:
            scene.act(0, rnd.choice(legal))
            continue
        _play_by_pointing(app, drive, scene, choice)
        pointed += 1
    assert scene.match.state.is_over() and pointed > 10


def test_a_hand_is_drawn_only_for_its_own_seat(app, drive):
    """Hands are private: the table of the seat looking draws its own hand face up and no
    other seat's cards at all, and between two people the curtain falls first."""
    use_size(app, (1920, 1080))
    scene = _table(app, 2, "arena", seed=3, humans=2)
    rnd = random.Random(1)
    for _ in range(200):
        state = scene.match.state
        if state.phase == "play" and all(state.hand):
            break
        seat = state.to_act()[0]
        scene.act(seat, rnd.choice(scene.legal_for(seat)))
    state = scene.match.state
    for seat in (0, 1):
        look(scene, seat)
        draw_frame(app)
        other = 1 - seat
        mine = {f"card/{seat}/{c}" for c in state.hand[seat]}
        assert mine <= set(scene.hits)
        assert not any(k.startswith((f"card/{other}/", f"hand/{other}")) for k in scene.hits)
        assert f"hand/{other}" not in scene.zone_areas
    assert GAME.hidden_information  # (what makes the table drop its curtain between people)


def test_the_reveal_turns_the_tests_cards_over_where_they_lay(app):
    use_size(app, (1920, 1080))
    scene = _table(app, 2, "arena", seed=5)
    rnd = random.Random(2)
    legal = _play_until(scene, 0, lambda legal: legal[0].kind in ("play", "blind", "yield"),
                        rnd)
    app.settings.pace = "normal"  # (the steps of the reveal play one by one from here)
    look(scene, 0)
    scene.keep_shown()
    draw_frame(app)
    assert any(k.startswith("test#") or k.startswith("card/0/") for k in scene.hits)
    scene.act(0, legal[0])
    for _ in range(200):
        if scene.flipping:
            break
        scene.update(0.05)
        draw_frame(app)
    assert scene.flipping, "no reveal played"
    faces, rects, _ = scene.flipping[0]
    assert len(faces) == len(rects) >= 1
    assert all("suit" in face for face in faces)
    assert scene.zone_areas["test"].contains(rects[0]), "it turns where it lay, in the Test"


def test_the_rules_cards_page_shows_every_monster_torso_and_limbs():
    from gamebox.games.ggt.pack import Roster, load_pack_data

    roster = Roster(load_pack_data()[0])
    sections = GAME.reference_cards()
    # (then Ms. Treat's cards: test_ms_treat.py)
    assert [s.heading for s in sections][:len(roster.monsters)] == \
        [m.name for m in roster.monsters]
    for section, monster in zip(sections, roster.monsters):
        assert len(section.faces) == 1 + len(monster.limbs)
        torso = section.faces[0]
        assert torso["type"] == "torso" and torso["look"]["spots"] == list(monster.spots)
        for face, limb in zip(section.faces[1:], monster.limbs):
            assert (face["speed"], face["strength"], face["smarts"], face["health"]) == \
                limb.stats
    assert GAME.card_look().game == "ggt-parts"


def test_a_torn_off_limb_shows_as_a_stump_on_the_monster():
    from gamebox.games.ggt.art import STUMP, monster_picture

    pygame.init()
    look_ = {"body": "hulk", "skin": "#8a6a4e", "accent": "#d9c08c", "features": []}
    spots = ["arm", "arm", "leg", "leg", "head"]
    whole = monster_picture(look_, spots, [dict(look_, kind=s) for s in spots], 96)
    torn = monster_picture(look_, spots, [None] + [dict(look_, kind=s) for s in spots[1:]],
                           96)

    def reds(picture):
        return sum(1 for x in range(96) for y in range(96)
                   if _near(picture.get_at((x, y))[:3], STUMP) and picture.get_at((x, y))[3])

    assert reds(torn) > reds(whole) + 5
    assert pygame.image.tobytes(whole, "RGBA") != pygame.image.tobytes(torn, "RGBA")


def _near(a, b, tolerance=30):
    return all(abs(x - y) <= tolerance for x, y in zip(a, b))


def test_a_click_on_a_hex_edge_names_the_hex_under_it_not_a_neighbours_box(app):
    use_size(app, (1920, 1080))
    scene = _table(app, 2, "arena", seed=2)
    _play_until(scene, 0, lambda legal: legal[0].kind not in ("choose", "place"),
                random.Random(4))
    look(scene, 0)
    draw_frame(app)
    area = scene.zone_areas["board"]
    board = scene.map_art().board
    grid = scene.match.state.arena.grid
    for cell in [(5, 5), (6, 4), (7, 7)]:
        cx, cy = board.cell_center(area, cell)
        lay = board.layout(area)
        # just inside the hexagon's top corner: inside the box of the row above too
        y = cy - grid.tile_height * lay.scale * 0.42
        assert scene.object_at((round(cx), round(y))) == place_id("board", cell)


def _scene_on(app, state):
    match = Match.start(GAME, [SeatSpec("human", "kbd", "Ana"),
                               SeatSpec("human", "kbd", "Bo")], None, 1)
    match.state = state
    scene = Scene(app, match)
    app.push(scene)
    app.apply_pending()
    look(scene, 0)
    return scene


def test_a_turn_towards_a_hex_past_the_maps_edge_is_pointed_at_by_its_arrow(app, drive, brawl):
    """Turn: the Monster on the west edge facing east turns about to face west, off the
    map: that hexagon has an arrow to point at (the kit draws no cell there)."""
    use_size(app, (1920, 1080))
    state = brawl.fight(("gristlehorn", "skitterjaw"), cells=((0, 3), (6, 3)), facings=(1, 4))
    scene = _scene_on(app, state)
    about = next(a for a in scene.legal_for(0) if a.kind == "turn" and a.args[0] == 3)
    (target,) = state.touches(about, 0)
    assert not state.arena.grid.contains((-1, 3)) and target == place_id("board", (-1, 3))
    draw_frame(app)
    assert target in scene.hits and target in {b.tags.get("board") for b in
                                                 scene.board_buttons(0)}
    _play_by_pointing(app, drive, scene, about)
    assert scene.match.state.facing[0] == 4


def test_damage_and_a_rip_are_shown_big_to_the_monster_hurt():
    from gamebox.engine.protocol import Event

    scene = Scene.__new__(Scene)
    hit = Event("damage", "Bo's Gristlehorn takes 3 damage.", {"seat": 1, "damage": 3})
    rip = Event("rip", "Ana's Quillback rips off Bo's Gristlehorn's Ham Fist.",
                {"seat": 0, "victim": 1, "limb": 5})
    step = Event("move", "Ana's Quillback steps forward.", {"seat": 0, "cell": [1, 1]})
    assert [(m.seat, m.kind) for m in scene.moments(hit)] == [(1, "hit")]
    assert [(m.seat, m.kind) for m in scene.moments(rip)] == [(1, "hit")]
    assert scene.moments(step) == ()


def test_a_stepping_monster_flies_as_itself_not_as_a_card(app, monkeypatch):
    """A Monster's step flies its own picture from where it stood (its piece id is the
    move's source) and, while it flies or stands where it landed, the held board does not
    draw it at its old hex too."""
    import gamebox.scenes.kit_board as kit_board
    from gamebox.engine.table import Move

    scene = _table(app, seats=2, humans=0)
    for _ in range(200):  # the bots choose and place their Monsters
        if scene.match.state.phase == "play":
            break
        scene.update(0.0)
    draw_frame(app)
    seat = next(s for s in range(2) if scene.match.state.monster[s] >= 0
                and f"monster/{s}" in scene.hits)
    pawn = f"monster/{seat}"
    start = scene.hits[pawn]
    cards = []
    monkeypatch.setattr(kit_board, "draw_card", lambda *a, **k: cards.append(a))
    move = Move(pawn, pawn, place_id("board", (0, 0)), None, "pawn")
    scene.draw_flying(app.surface, start, move)
    assert cards == [], "a Monster is not drawn as a card in flight"
    scene.landed = {pawn: (move, start)}
    draw_frame(app)
    assert pawn not in scene.hits, "the held board leaves the moving Monster to its flight"


def test_ending_the_turn_is_listed_last_so_a_stray_confirm_does_not_end_it(app):
    """The panel lists "End your turn" after every action (`Scene.LISTED_LAST`): the focus
    starts on the first button, and a confirm pressed once too often must not throw away
    the rest of a turn. The rules' own order, which the bots choose from, is unchanged."""
    scene = _table(app, 2, "arena", seed=7)
    legal = _play_until(scene, 0, lambda legal: any(a.kind == "end" for a in legal),
                        random.Random(5))
    look(scene, 0)
    rules_order = scene.match.state.legal_actions(0)
    assert legal[-1].kind == "end" and legal[0].kind != "end"
    assert sorted(map(repr, legal)) == sorted(map(repr, rules_order))
    assert rules_order[0].kind == "end", "the rules list it first; only the panel moves it"
    draw_frame(app)
    focused = scene.ring.focused
    assert focused is not None and focused.value[0] == "act"
    assert scene.legal_for(0)[focused.value[1]].kind != "end"


# ---- a card of the hand dragged onto the Test -------------------------------------------
def _test_table(app, brawl, bot_first: bool = True):
    """Seat 0 (a person) attacked seat 1 (a bot): both play a card face down in the Test;
    the bot's lies there already (`bot_first`), or the bot waits until the test deletes
    the match's `bot_to_act` stand-in."""
    use_size(app, (1920, 1080))
    app.settings.pace = "instant"
    app.settings.bot_speed = "instant"
    app.settings.forced_moves = False
    state = brawl.fight(hands={0: ["7", "K"], 1: ["3", "Q"]})
    brawl.act(state, "attack 1")
    match = Match.start(GAME, [SeatSpec("human", "kbd", "Ana"), SeatSpec("bot", "normal")],
                        None, 1)
    match.state = state
    scene = Scene(app, match)
    app.push(scene)
    app.apply_pending()
    if bot_first:
        run_bots(scene)
    else:
        match.bot_to_act = lambda: None
    look(scene, 0)
    draw_frame(app)
    return scene


def _mouse(app, kind, pos) -> None:
    if kind == pygame.MOUSEMOTION:
        event = pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
    else:
        event = pygame.event.Event(kind, pos=pos, button=1)
    app.step(dt=0.0, events=[event])


def _played_cards(scene) -> list[str]:
    return [str(a) for s, a in scene.match.state.log if s == 0 and a.kind == "play"]


def _drag_to(app, start, end) -> None:
    """Press at `start`, move in three steps to `end` (the button held)."""
    _mouse(app, pygame.MOUSEBUTTONDOWN, start)
    for k in (1, 2, 3):
        _mouse(app, pygame.MOUSEMOTION, (start[0] + (end[0] - start[0]) * k // 3,
                                         start[1] + (end[1] - start[1]) * k // 3))


def test_a_card_dragged_onto_the_test_is_played_there(app, brawl):
    """"Each player plays a card face down": the card's `play` touches the card, then the
    Test (the zone: its first free place moves as the other seat commits), so a card of
    the hand is dragged onto the Test and dropped there to play it (the kit's drag and
    drop)."""
    scene = _test_table(app, brawl)
    king = f"card/0/{brawl.card('K')}"
    play = next(a for a in scene.legal_for(0) if a.kind == "play"
                and a.args[0] == brawl.card("K"))
    assert scene.match.state.touches(play, 0) == (king, "test")
    assert scene.targets(0).destinations(king) == {"test": (play,)}
    place = scene.zone_areas["test"]
    _drag_to(app, scene.hits[king].center, place.center)
    assert scene.drag is not None and scene.drag.moving
    assert scene.under_pointer() == "test"
    _mouse(app, pygame.MOUSEBUTTONUP, place.center)
    assert _played_cards(scene) == [str(play)]


def test_a_drag_onto_the_test_still_plays_when_the_bot_commits_meanwhile(app, brawl):
    """Both seats choose their Test card at the same time, so the bot may commit while a
    person is still dragging: the drop plays the dragged card all the same (the kit reads
    the destinations again when the table changes under a drag)."""
    scene = _test_table(app, brawl, bot_first=False)
    match = scene.match
    assert match.state.test["commit"][1] is None, "the bot has not committed yet"
    king = f"card/0/{brawl.card('K')}"
    place = scene.zone_areas["test"]
    _drag_to(app, scene.hits[king].center, place.center)
    assert scene.drag is not None and scene.drag.moving
    del match.bot_to_act  # the bot commits during the drag
    revision = match.revision
    run_bots(scene)
    assert match.revision != revision and scene.match.state.test["commit"][1] is not None
    draw_frame(app)
    _mouse(app, pygame.MOUSEMOTION, (place.centerx + 2, place.centery))
    assert scene.drag is not None and scene.under_pointer() == "test"
    _mouse(app, pygame.MOUSEBUTTONUP, place.center)
    assert _played_cards(scene) == [f"play {brawl.card('K')}"]


def test_a_card_dropped_off_the_test_is_not_played_and_a_click_plays_it(app, brawl):
    """A drag that ends away from the Test plays nothing; a click on a card (its one
    move) still plays it at once, as before."""
    scene = _test_table(app, brawl)
    seven = f"card/0/{brawl.card('7')}"
    start = scene.hits[seven].center
    away = (start[0], start[1] - 300)
    _mouse(app, pygame.MOUSEBUTTONDOWN, start)
    for k in (1, 2, 3):
        _mouse(app, pygame.MOUSEMOTION, (start[0], start[1] - 100 * k))
    _mouse(app, pygame.MOUSEBUTTONUP, away)
    assert _played_cards(scene) == []
    draw_frame(app)
    _mouse(app, pygame.MOUSEBUTTONDOWN, scene.hits[seven].center)
    _mouse(app, pygame.MOUSEBUTTONUP, scene.hits[seven].center)
    assert _played_cards(scene) == [f"play {brawl.card('7')}"]
