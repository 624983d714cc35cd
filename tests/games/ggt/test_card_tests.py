"""The card Test: secret cards revealed together, attributes added, royals, ties, no cards."""
from __future__ import annotations

from gamebox.games.ggt.contest import compare


def _clash(brawl, a: str, b: str, hands=None, tops=None):
    """Gristlehorn (Strength 7, seat 0) attacks the Skitterjaw (Strength 4, seat 1) and both
    play the named cards."""
    state = brawl.fight(hands=hands or {0: [a], 1: [b]}, tops=tops)
    brawl.act(state, "attack 1")
    assert set(state.to_act()) == {0, 1}
    brawl.act(state, f"play {brawl.card(a)}", 0)
    events = brawl.act(state, f"play {brawl.card(b)}", 1)
    return state, events


def test_a_test_is_run_when_something_stands_in_the_way(brawl):
    """When your Monster wants to accomplish a task, but something is preventing it from
    accomplishing that task, you run a Test to see what happens. This kind of situation
    happens most often in combat or when one Monster is trying to get away from another
    Monster."""
    for action in ("attack 1", "escape 1 speed", "push 1"):
        state = brawl.fight(hands={0: ["7"], 1: ["3"]})
        brawl.act(state, action)
        assert state.test is not None and state.decision(0).kind == "commit"


def test_both_choose_a_card_face_down_at_once_and_reveal_together(brawl):
    """During a Test you select a card from your hand and place it face-down on the table.
    Your opponent does the same. Reveal both cards simultaneously."""
    state = brawl.fight(hands={0: ["7"], 1: ["3", "9"]})
    brawl.act(state, "attack 1")
    assert state.to_act() == (0, 1)
    assert state.decision(0).secret and state.decision(1).secret
    brawl.act(state, f"play {brawl.card('7')}", 0)
    # the other seat sees that a card lies there, never which
    other = state.view(1)["test"]["commits"][0]
    assert other == {"seat": 0, "ready": True, "card": None}
    assert state.view(0)["test"]["commits"][0]["card"]["name"] == "7 of Clubs"
    assert "7 of Clubs" not in repr(state.table_view(1))
    events = brawl.act(state, f"play {brawl.card('9')}", 1)
    reveal = next(e for e in events if e.kind == "reveal")
    assert reveal.reveals and reveal.to is None
    assert "7 of Clubs" in reveal.text and "9 of Clubs" in reveal.text


def test_the_attribute_is_added_and_the_highest_total_wins(brawl):
    """If you’re testing an attribute, like Strength, add the atribute you’re testing to the
    card you play. The player with the highest total wins."""
    state, events = _clash(brawl, "3", "5")  # 7 + 3 = 10 against 4 + 5 = 9
    assert "total 10" in events[-4].text or any("total 10" in e.text for e in events)
    assert any(e.kind == "victory" and e.data["seat"] == 0 for e in events)


def test_aces_count_one_and_numbers_their_value(brawl):
    """During a Test, Aces count for 1, and numbered cards add their printed value."""
    state, events = _clash(brawl, "A", "4")  # 7 + 1 = 8 against 4 + 4 = 8: a tie
    assert any(e.kind == "tie" for e in events)
    assert state.test["sum"] == [1, 4]


def test_a_royal_beats_any_number(brawl):
    """A royal card automatically beats any numbered card it’s played against."""
    state, events = _clash(brawl, "10", "J")  # 17 against 4, but the Jack wins
    assert any(e.kind == "victory" and e.data["seat"] == 1 for e in events)


def test_kings_beat_queens_and_jacks_and_queens_beat_jacks():
    """Kings and Queens beat Jacks, and Kings beat Queens."""
    assert compare((0, 0), (1, 3)) == (1, 3, 0)  # a King beats a Jack
    assert compare((0, 0), (1, 2)) == (1, 2, 0)  # a Queen beats a Jack
    assert compare((0, 0), (2, 3)) == (1, 3, 0)  # a King beats a Queen
    assert compare((0, 9), (2, 1)) == (0, 2, 0)  # whatever the totals


def test_nothing_beats_a_king(brawl):
    """Nothing beats a King."""
    for other in (0, 1, 2):
        assert compare((20, 0), (other, 3)).winner == 1
    assert compare((0, 0), (3, 3)).winner is None  # two Kings: a tie
    state, events = _clash(brawl, "K", "Kh", hands={0: ["K", "2"], 1: ["Kh", "3"]})
    assert any(e.kind == "tie" for e in events) and state.test is not None


def test_a_tie_asks_both_for_another_card_added_to_the_total(brawl):
    """If there’s a tie, then both players select another card and add it to the total."""
    state, _ = _clash(brawl, "A", "4", hands={0: ["A", "5"], 1: ["4", "2"]})
    assert state.to_act() == (0, 1)
    brawl.act(state, f"play {brawl.card('5')}", 0)
    events = brawl.act(state, f"play {brawl.card('2')}", 1)
    # 7 + 1 + 5 = 13 against 4 + 4 + 2 = 10
    assert any("total 13" in e.text and "total 10" in e.text for e in events)
    assert any(e.kind == "damage" and e.data["damage"] == 3 for e in events)


def test_with_no_cards_a_seat_may_pay_a_health_point_for_the_top_card(brawl):
    """If you have no cards and you need to play a card, you may spend a point of Health to
    take the top card from your draw pile and play it at the instant that card is needed."""
    state = brawl.fight(hands={0: ["7"], 1: []}, tops={1: ["9"]})
    brawl.act(state, "attack 1")
    assert brawl.legal(state, 1) == ["blind", "yield"]
    brawl.act(state, f"play {brawl.card('7')}", 0)
    pool = state.pool[1]
    events = brawl.act(state, "blind", 1)
    assert state.pool[1] < pool  # the point paid (and the clash's damage)
    assert any("9 of Clubs" in e.text for e in events if e.kind == "reveal")


def test_playing_nothing_loses_to_any_card(brawl):
    """House rule: a seat with no card that will not pay plays nothing, which adds nothing."""
    state = brawl.fight(hands={0: ["2"], 1: []})
    brawl.act(state, "attack 1")
    brawl.act(state, f"play {brawl.card('2')}", 0)
    events = brawl.act(state, "yield", 1)
    assert any(e.kind == "victory" and e.data["seat"] == 0 for e in events)
