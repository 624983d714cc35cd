"""GGT on the kit's shared parts: the draw pile answers to its own name when a seat with no
cards pays Health for its top card, the Monster Monitors are the kit's status panels drawn
from the table's facts, and a Test's reveal is the kit's flip, on the places where the
face-down cards lay (after the cards a tie left face up)."""
from __future__ import annotations

from gamebox.engine.match import Match, SeatSpec
from gamebox.engine.protocol import Action
from gamebox.games.ggt.game import GAME
from gamebox.games.ggt.scene import Scene

from scene_helpers import look, use_size


def _scene(app, state):
    match = Match.start(GAME, [SeatSpec("human", "kbd", "Ana"),
                               SeatSpec("human", "kbd", "Bo")], None, 1)
    match.state = state
    scene = Scene(app, match)
    app.push(scene)
    app.apply_pending()
    return scene


def test_paying_health_for_the_top_card_points_at_the_pile_by_its_name(app, drive, brawl):
    """"If you have no cards and you need to play a card, you may spend a point of Health to
    take the top card from your draw pile": the kit lights the pile as ``deck/<seat>``."""
    use_size(app, (1920, 1080))
    state = brawl.fight(hands={0: ["7"], 1: []}, tops={1: ["9"]})
    brawl.act(state, "attack 1")
    scene = _scene(app, state)
    look(scene, 1)
    app.draw(app.surface)
    assert "deck/1" in scene.targets(1).ids and "deck/1" in scene.hits
    assert not any(k.startswith("deck/1/") for k in scene.hits), "no id of the hidden top"
    drive.click(scene.hits["deck/1"].center)
    assert scene.match.state.log[-1] == (1, Action("blind"))


def test_each_monitor_is_drawn_from_its_status_facts(app, brawl):
    use_size(app, (1280, 720))
    state = brawl.fight(hands={0: ["7"], 1: ["3"]})
    scene = _scene(app, state)
    look(scene, 0)
    app.draw(app.surface)
    table = scene.table_for(0)
    for seat in (0, 1):
        status = table.facts["status"][f"monitor/{seat}"]
        assert status.active == (seat == 0)
        drawn = [i for i in status.ids() if i in scene.hits]
        assert set(drawn) == set(status.ids()), "every fact is drawn and can be pointed at"
        assert scene.zone_areas[f"monitor/{seat}"].contains(scene.hits[f"pool/{seat}"])


def test_after_a_tie_the_second_reveal_flips_beside_the_cards_left_face_up(app, brawl):
    """"If there's a tie, then both players select another card and add it to the total":
    the two cards of the tie lie face up; the next two turn over after them."""
    use_size(app, (1920, 1080))
    state = brawl.fight(hands={0: ["A", "5"], 1: ["4", "2"]})
    brawl.act(state, "attack 1")
    scene = _scene(app, state)
    app.settings.pace = "normal"
    card = brawl.card
    for seat, rank in ((0, "A"), (1, "4"), (0, "5")):
        scene.act(seat, Action("play", (card(rank),)))
        scene.take_events()
        scene.end_beats()  # (what it showed is over)
    assert len(scene.match.state.test["played"]) == 2, "the tie left two cards face up"
    look(scene, 1)
    scene.keep_shown()
    app.draw(app.surface)
    played = [scene.hits[f"test#{n}"] for n in (0, 1)]
    scene.act(1, Action("play", (card("2"),)))
    for _ in range(100):
        if scene.flipping:
            break
        scene.update(0.05)
        app.draw(app.surface)
    reveal = [e for e in scene.match.history if e.kind == "reveal"]
    assert [scene.played_before(e) for e in reveal] == [0, 2]
    faces, rects, _ = scene.flipping[0]
    assert [f["name"] for f in faces] == ["5 of Clubs", "2 of Clubs"]
    assert rects[0].left >= played[1].right, "it turns after the cards of the tie"
