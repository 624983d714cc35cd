"""Hunger and anger: said in secret by every seat at once, then revealed together.

The house rule (docs/rules/guts.md, "Saying how hungry and angry you are") fills "Play begins
with the hungriest player. If there is a tie, play begins with the angriest player." Before,
the seats said theirs one after another in the open, and the last to speak could always
outbid the rest.
"""
from __future__ import annotations

import json

import pytest

from gamebox.engine import checks
from gamebox.engine.protocol import Action, GameState, IllegalAction
from gamebox.engine.rng import Rng
from gamebox.games.guts import rules
from gamebox.games.guts.game import GAME

MARK = "LEAK-7-ME"


def _say(state, seat: int, hunger: int, anger: int) -> list:
    events = state.apply(seat, Action("hunger", (hunger,)))
    state.check_invariants()
    events += state.apply(seat, Action("anger", (anger,)))
    state.check_invariants()
    return events


def test_every_seat_chooses_at_once_in_any_order(gx):
    """House rule: every seat says its hunger, then its anger, at the same time; nobody waits
    for another seat (the order they finish in changes nothing)."""
    state = gx.new(3)
    assert state.to_act() == (0, 1, 2)
    for seat in range(3):
        assert [str(a) for a in state.legal_actions(seat)] == [f"hunger {n}" for n in range(11)]
    _say(state, 2, 9, 0)
    assert state.to_act() == (0, 1)
    state.apply(0, Action("hunger", (1,)))
    assert state.to_act() == (0, 1)
    assert state.legal_actions(0)[0].kind == "anger"
    assert state.legal_actions(1)[0].kind == "hunger"
    assert state.legal_actions(2) == []
    with pytest.raises(IllegalAction):
        state.apply(2, Action("anger", (3,)))


def test_a_choice_is_in_its_own_seats_view_only(gx):
    """House rule: a seat's hunger and anger are hidden from the other seats' views, the
    public table and the typed tables until every seat has chosen."""
    state = gx.new(3)
    _say(state, 0, 7, 3)
    state.apply(1, Action("hunger", (2,)))
    mine = state.view(0)
    assert mine["hunger"][0] == 7 and mine["anger"][0] == 3
    assert mine["hunger"][1] == -1, "seat 1's hunger is not seat 0's to see"
    for other in (1, 2, None):
        view = state.view(other)
        assert view["hunger"][0] == -1 and view["anger"][0] == -1
        assert state.table_view(other).facts["hunger"][0] == -1
    assert state.view(1)["hunger"][1] == 2 and state.view(2)["hunger"][1] == -1
    assert state.view(None)["declared"] == [True, False, False]


def test_a_later_seat_sees_the_same_whatever_an_earlier_one_chose(gx):
    """House rule: what a seat chose tells the others nothing before the reveal (so the last
    to choose can no longer outbid the rest)."""
    low, high = gx.new(2), gx.new(2)
    low_events = _say(low, 0, 0, 0)
    high_events = _say(high, 0, 10, 10)
    assert low.view(1) == high.view(1) and low.view(None) == high.view(None)
    assert low.legal_actions(1) == high.legal_actions(1)
    assert [(e.text, e.data) for e in low_events] == [(e.text, e.data) for e in high_events]
    assert all(e.to is None and not e.reveals for e in low_events)


def test_the_last_anger_reveals_every_choice_in_one_event(gx):
    """House rule: once every seat has chosen, one event shows every hunger and anger, then
    the turn order is set. Play begins with the hungriest player."""
    state = gx.new(3)
    _say(state, 1, 8, 0)
    _say(state, 2, 5, 5)
    state.apply(0, Action("hunger", (2,)))
    events = state.apply(0, Action("anger", (9,)))
    reveals = [e for e in events if e.kind == "reveal"]
    assert len(reveals) == 1 and reveals[0].reveals
    assert reveals[0].data == {"hunger": [2, 8, 5], "anger": [9, 0, 5]}
    assert reveals[0].text == ("Revealed: Player 1 2/10 hungry, 9/10 angry; Player 2 8/10 "
                               "hungry, 0/10 angry; Player 3 5/10 hungry, 5/10 angry.")
    kinds = [e.kind for e in events]
    assert kinds.index("reveal") < kinds.index("order")
    assert state.cur == 1
    for seat in (0, 1, 2, None):
        assert state.view(seat)["hunger"] == [2, 8, 5]


def test_a_tie_said_out_of_seat_order_goes_to_the_angriest(gx):
    """If there is a tie, play begins with the angriest player. (Whoever finishes first.)"""
    state = gx.new(3)
    _say(state, 2, 7, 3)
    _say(state, 1, 7, 6)
    _say(state, 0, 7, 1)
    assert state.cur == 1


def test_a_choice_can_be_taken_back_until_the_reveal_only(gx):
    """House rule: a seat may take back its hunger or anger while the choices are secret;
    the reveal ends that."""
    state = gx.new(2)
    state.undo_enabled = True
    state.apply(0, Action("hunger", (3,)))
    assert state.can_undo(0)
    state.undo(0)
    assert state.hunger[0] == -1 and state.legal_actions(0)[0].kind == "hunger"
    _say(state, 0, 6, 2)
    state.undo(0)  # the anger
    assert state.anger[0] == -1 and state.to_act() == (0, 1)
    state.apply(0, Action("anger", (4,)))
    state.apply(1, Action("hunger", (1,)))
    state.apply(1, Action("anger", (1,)))
    assert state.phase != rules.DECLARE
    assert not state.can_undo(1) and not state.can_undo(0)


def test_old_saves_said_in_seat_order_still_load(gx):
    """Saves made when the seats spoke in turn (``hunger``, ``anger`` by seat 0, then seat 1)
    replay unchanged: those entries are legal in the same order now, and reach the same
    first seat; a snapshot saved mid-declaration reads back with the seats still to act."""
    fresh = gx.new(2, seed=4)
    data = fresh.to_json()
    data.pop("snapshot")
    data["log"] = [[0, "hunger 4"], [0, "anger 4"], [1, "hunger 6"], [1, "anger 1"]]
    loaded = GameState.from_json(GAME, data, gx.content)
    assert loaded.cur == 1 and loaded.hunger == [4, 6] and loaded.phase != rules.DECLARE
    loaded.check_invariants()
    half = gx.new(2, seed=4)
    half.apply(0, Action("hunger", (4,)))
    again = GameState.from_json(GAME, json.loads(json.dumps(half.to_json())), gx.content)
    assert again.to_act() == (0, 1) and again.legal_actions(0)[0].kind == "anger"
    assert again.view(1)["hunger"] == [-1, -1]
    again.check_invariants()


def test_the_leak_check_finds_a_planted_choice_only_in_its_own_view(gx):
    """House rule: hidden until the reveal. The simulator's leak check plants a marker as a
    seat's pending hunger: its own view shows it, nobody else's view, table, actions or
    events do."""
    state = gx.new(3)
    state.apply(1, Action("hunger", (5,)))
    checks.check_no_leak(state)
    probe = state.clone()
    assert probe.plant_private_marker(1, MARK)
    assert MARK in json.dumps(probe.view(1))
    assert all(MARK not in json.dumps(probe.view(s)) for s in (0, 2, None))
    assert all(MARK not in repr(probe.table_view(s)) for s in (0, 2, None))


def test_the_leak_check_would_catch_a_view_that_shows_the_choices(gx, monkeypatch):
    """The check above can fail: a view that shows every seat's choice is caught."""
    state = gx.new(2)
    monkeypatch.setattr(type(state), "view",
                        lambda self, seat: {"hunger": list(self.hunger)})
    with pytest.raises(AssertionError, match="leaks"):
        checks.check_no_leak(state)


def test_a_search_bot_sees_the_others_choices_redrawn(gx):
    """Bots choose from their own view: the states a search bot imagines keep its own
    choice and draw the others' afresh."""
    state = gx.new(3)
    _say(state, 0, 10, 10)
    state.apply(2, Action("hunger", (4,)))
    imagined = {tuple(state.determinize(2, Rng(n)).hunger) for n in range(20)}
    assert all(h[2] == 4 and h[1] == -1 for h in imagined)
    assert len({h[0] for h in imagined}) > 1, "seat 0's secret hunger is not kept"
    for det in (state.determinize(2, Rng(n)) for n in range(5)):
        assert det.view(2) == state.view(2)
        det.check_invariants()


def _table_scene(app, state, specs):
    from gamebox.engine.match import Match
    from gamebox.games.guts import scene as guts_scene

    match = Match.start(GAME, specs, None, state.seed, state.content)
    match.state = state
    scene = guts_scene.Scene(app, match)
    app.push(scene)
    app.apply_pending()
    return scene


def test_the_curtain_hides_each_human_seats_choice_until_the_reveal(app, gx):
    """House rule: with more than one person at the screen, each chooses behind the curtain
    (the others look away); after the reveal the table is public again."""
    from gamebox.engine.match import SeatSpec

    state = gx.new(2)
    scene = _table_scene(app, state, [SeatSpec("human", "kbd"), SeatSpec("human", "kbd")])
    curtain = scene.curtain
    assert curtain.private and curtain.down_for() == 0 and curtain.eyes() is None
    curtain.lift(0)
    scene.on_eyes_changed()
    assert curtain.eyes() == 0
    scene.act(0, Action("hunger", (6,)))
    assert curtain.eyes() == 0, "the seat keeps the screen for its anger"
    scene.act(0, Action("anger", (2,)))
    assert curtain.eyes() is None and curtain.down_for() == 1, "the curtain fell for seat 1"
    curtain.lift(1)
    scene.on_eyes_changed()
    assert scene.view_for(1)["hunger"] == [-1, -1]
    scene.act(1, Action("hunger", (3,)))
    scene.act(1, Action("anger", (3,)))
    assert state.phase != rules.DECLARE and not curtain.private


def test_a_lone_human_with_bots_chooses_without_a_curtain(app, gx):
    """Nobody to hide from: one person and bots (which read their own views only)."""
    from gamebox.engine.match import SeatSpec

    state = gx.new(2)
    scene = _table_scene(app, state, [SeatSpec("human", "kbd"), SeatSpec("bot", "normal")])
    assert not scene.curtain.private and scene.curtain.eyes() == 0


def _picker(app, gx, size=(1280, 720)):
    import pygame
    from gamebox.engine.match import SeatSpec

    state = gx.new(2, seed=4)
    scene = _table_scene(app, state, [SeatSpec("human", "kbd"), SeatSpec("human", "kbd")])
    scene.curtain.lift(0)
    scene.on_eyes_changed()
    scene.walkthrough = None
    surface = pygame.Surface(size)
    app.draw(surface)
    return scene, state, surface


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_hunger_is_picked_on_a_row_of_numbers_all_in_sight(app, gx, size):
    """House rule (the screen): hunger and anger are two quick pickers, 0 to 10 in rows of
    number chips beside the prompt, every number in sight, none scrolled away."""
    scene, state, surface = _picker(app, gx, size)
    chips = scene.action_buttons
    assert [b.label for b in chips] == [str(n) for n in range(11)]
    assert scene.more_moves is None
    panel = surface.get_rect()
    assert all(panel.contains(b.rect) for b in chips)
    rows = sorted({b.rect.top for b in chips})
    assert len(rows) == 2 and all(b.rect.width < b.rect.height * 4 for b in chips)
    lefts = [b.rect.left for b in chips if b.rect.top == rows[0]]
    assert lefts == sorted(lefts), "the numbers read left to right"
    assert all(not a.colliderect(b) for i, a in enumerate(r.rect for r in chips)
               for b in (r.rect for r in chips[i + 1:]))


def test_a_click_on_a_number_picks_it(app, gx):
    """The pickers by mouse: a click on 7 says hunger 7; the anger picker follows."""
    from gamebox.input.intents import Intent

    scene, state, surface = _picker(app, gx)
    seven = scene.action_buttons[7].rect
    scene.handle_seat(Intent("click", pos=seven.center), 0)
    assert str(state.log[-1][1]) == "hunger 7"
    app.draw(surface)
    assert [b.label for b in scene.action_buttons] == [str(n) for n in range(11)]
    assert state.legal_actions(0)[0].kind == "anger"
    scene.handle_seat(Intent("click", pos=scene.action_buttons[2].rect.center), 0)
    assert str(state.log[-1][1]) == "anger 2"
    assert state.view(1)["hunger"] == [-1, -1]


def test_the_arrow_keys_and_enter_pick_a_number(app, gx):
    """The pickers by keys (or a pad's d-pad): right moves to the next number, left back,
    Enter picks the one in focus."""
    from gamebox.input.intents import Intent

    scene, state, surface = _picker(app, gx)
    assert scene.ring.index == 0
    for _ in range(4):
        scene.handle_seat(Intent("right"), 0)
    scene.handle_seat(Intent("left"), 0)
    assert scene.ring.focused.label == "3"
    scene.handle(Intent("confirm"))
    assert str(state.log[-1][1]) == "hunger 3"


def test_the_decisions_are_two_secret_steps(gx):
    """House rule: hunger then anger, one secret choice in two steps, asked of every seat at
    once."""
    state = gx.new(2)
    first = state.decision(1)
    assert (first.kind, first.secret, first.progress) == ("commit", True, "step 1 of 2")
    assert "hungry" in first.prompt
    state.apply(1, Action("hunger", (5,)))
    second = state.decision(1)
    assert (second.kind, second.secret, second.progress) == ("commit", True, "step 2 of 2")
    assert "angry" in second.prompt and state.decision(0).progress == "step 1 of 2"
