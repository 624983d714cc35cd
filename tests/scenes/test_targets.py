"""Pointing at the table: which objects light up and what pointing at one does."""
from __future__ import annotations

from gamebox.engine import registry
from gamebox.engine.protocol import Action
from gamebox.scenes.targets import Targets

FEED = [Action("feed", (0, 2)), Action("feed", (0, 3)), Action("feed", (1,)), Action("rest")]
TOUCHES = [("c4", "mouth/0#2"), ("c4", "mouth/0#3"), ("c7",), ()]


def test_first_touches_light_up_and_untouching_moves_do_not():
    assert Targets(FEED, TOUCHES).ids == {"c4", "c7"}


def test_a_sole_move_plays_at_once():
    assert Targets(FEED, TOUCHES).pick("c7").action == Action("feed", (1,))


def test_an_object_with_destinations_is_picked_up_and_they_light_up():
    targets = Targets(FEED, TOUCHES)
    assert targets.pick("c4").picked == "c4"
    held = targets.holding("c4")
    assert held.ids == {"mouth/0#2", "mouth/0#3"}
    assert held.pick("mouth/0#3").action == Action("feed", (0, 3))


def test_pointing_at_nothing_legal_is_refused():
    targets = Targets(FEED, TOUCHES)
    assert targets.pick("c9").refused
    assert targets.holding("c4").pick("c7").refused


def test_moves_sharing_an_object_without_destinations_are_offered_as_choices():
    legal = [Action("attack", ("axe",)), Action("throw", ("axe",))]
    pick = Targets(legal, [("item/0",), ("item/0",)]).pick("item/0")
    assert pick.choices == tuple(legal) and pick.action is None


def test_a_focused_move_lights_up_all_it_touches():
    assert Targets(FEED, TOUCHES).lit_by(FEED[1]) == ("c4", "mouth/0#3")


def test_every_guts_feed_is_reached_by_card_then_slot():
    state = registry.get("guts").new_state(2, seed=5)
    while True:
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        if legal[0].kind == "feed":
            break
        state.apply(seat, legal[0])
    targets = Targets(legal, [state.touches(a, seat) for a in legal])
    reached = set()
    for card in targets.ids:
        pick = targets.pick(card)
        if pick.action is not None:
            reached.add(pick.action)
            continue
        held = targets.holding(pick.picked)
        reached.update(held.pick(slot).action for slot in held.ids)
    assert reached == set(legal)
