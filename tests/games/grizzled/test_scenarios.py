"""Scenario games: small YAML files naming the Order of the Day and Recruit decks."""
from __future__ import annotations

from collections import Counter

import pytest

from gamebox.engine.paths import CONTENT_DIR
from gamebox.games.grizzled import scenarios
from gamebox.games.grizzled.game import GAME

SHIPPED = CONTENT_DIR / "packs" / "grizzled" / "scenarios"


@pytest.fixture
def user(tmp_path, monkeypatch):
    """A user data folder for scenarios; `write(stem, text)` puts a file there."""
    folder = tmp_path / "content" / "packs" / "grizzled" / "scenarios"
    folder.mkdir(parents=True)
    monkeypatch.setattr(scenarios, "content_roots", lambda: [CONTENT_DIR, tmp_path / "content"])

    def write(stem: str, text: str):
        path = folder / f"{stem}.yaml"
        path.write_text(text, encoding="utf-8")
        return path
    return write


def test_scenario_games_set_both_decks(gz):
    """You can also create your own scenario-based games by creating the Order of the Day and
    Recruit Decks yourself."""
    s = GAME.new_state(4, {"scenario": "the_long_winter"}, 3)
    orders = s.cards.orders
    every = sorted(orders.names[o] for o in s.order_deck + s.offer)
    assert every == sorted(scenarios.check_scenario(SHIPPED / "the_long_winter.yaml")[0]
                           ["orders"])
    assert sorted(s.cards.recruits.names[r] for r in s.recruit_deck) == \
        ["Auguste Morel", "Fernand Giraud"]
    s = GAME.new_state(3, {"scenario": "first_days"}, 3)
    got = Counter(orders.difficulty[o] for o in s.order_deck + s.offer)
    assert got == {0: 8, 1: 4} and len(s.recruit_deck) == 5
    s.check_invariants()


def test_the_shipped_scenarios_validate_and_are_offered():
    for path in sorted(SHIPPED.glob("*.yaml")):
        assert GAME.validate_file(path) == []
    option = next(o for o in GAME.options if o.key == "scenario")
    assert option.choices == ("none", "first_days", "the_long_winter")
    assert option.text("the_long_winter") == "The Long Winter" and option.default == "none"


def test_a_users_scenario_appears_in_the_seat_setup(user):
    user("quiet_front", "name: A Quiet Front\nabout: Easy Orders only.\n"
                        "order_counts: {Easy: 6}\n")
    user("the_long_winter", "name: The Long Winter\nabout: My own copy.\n"
                            "recruit_count: 3\n")
    option = next(o for o in GAME.options if o.key == "scenario")
    assert "quiet_front" in option.choices and option.text("quiet_front") == "A Quiet Front"
    assert "user:the_long_winter" in option.choices, "a copy never hides the shipped one"
    assert option.text("user:the_long_winter") == "The Long Winter (yours)"
    s = GAME.new_state(4, {"scenario": "quiet_front"}, 1)
    assert len(s.order_deck) + len(s.offer) == 6 and s.recruit_all == ()
    assert s.content.data["scenario"]["order_counts"] == {"Easy": 6}, \
        "the match keeps its own copy of the decks (saves replay without the file)"


def test_the_scenarios_are_checked_once_per_version_of_their_file(user, monkeypatch):
    """The seat setup and the table ask for the scenarios every frame: a file is checked
    (which reads the whole content) when it is new or changed, not on every asking."""
    path = user("quiet_front", "name: A Quiet Front\nabout: Easy Orders only.\n"
                               "order_counts: {Easy: 6}\n")
    checked: list[str] = []
    real = scenarios.check_scenario

    def counting(p, content_data=None):
        checked.append(p.stem)
        return real(p, content_data)
    monkeypatch.setattr(scenarios, "check_scenario", counting)
    monkeypatch.setattr(scenarios, "_checked", {})
    first = scenarios.scan()
    assert "quiet_front" in checked and scenarios.scan() == first
    assert sorted(checked) == sorted(set(checked)), "a second scan checks nothing again"
    checked.clear()
    path.write_text("name: A Quieter Front\nabout: Still easy.\norder_counts: {Easy: 5}\n",
                    encoding="utf-8")
    assert checked == [] and scenarios.scan()["quiet_front"][0] == "A Quieter Front"
    assert checked == ["quiet_front"], "only the changed file is checked again"


def test_a_scenario_with_problems_is_left_out_and_named(user):
    path = user("broken", "name: Broken\nabout: A typo.\norders:\n  - Hard Frost\n"
                          "  - Moonles Watch\n")
    (problem,) = GAME.validate_file(path)
    assert problem.path == str(path) and problem.line == 5 and problem.field == "orders[1]"
    assert "did you mean 'Moonless Watch'" in problem.message
    assert "broken" not in next(o for o in GAME.options if o.key == "scenario").choices


def test_a_scenario_deck_that_cannot_be_built_is_named(user):
    path = user("greedy", "name: Greedy\nabout: Too many.\norder_counts: {Hard: 13}\n"
                          "recruit_count: 30\n")
    problems = GAME.validate_file(path)
    fields = {p.field for p in problems}
    assert "order_counts.Hard" in fields
    assert any("cannot be built" in p.message and "13 Hard" in p.message for p in problems)
    assert any(p.field == "recruit_count" for p in problems)
    path = user("empty", "name: Empty\nabout: Nothing.\n")
    (problem,) = GAME.validate_file(path)
    assert "names an Order of the Day deck, a Recruit deck, or both" in problem.message


def test_an_unknown_scenario_is_refused():
    with pytest.raises(ValueError, match="no scenario 'nowhere'"):
        GAME.new_state(4, {"scenario": "nowhere"}, 1)


def test_a_save_replays_its_scenario_without_the_file(user):
    """The match's content holds the scenario's decks: a save made with a user's scenario
    plays on after the file is gone."""
    path = user("mine", "name: Mine\nabout: Two Recruits.\nrecruits: [Paul Lemaire, René Duclos]\n")
    s = GAME.new_state(4, {"scenario": "mine"}, 2)
    content = GAME.content_from_data(s.content.data)
    path.unlink()
    again = GAME.new_state(4, {"scenario": "mine"}, 2, content)
    assert again.recruit_deck == s.recruit_deck and again.view(None) == s.view(None)
