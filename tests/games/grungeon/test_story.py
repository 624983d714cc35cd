"""The results screen's story: the whole match told once it is over, from the state's chronicle.

"The full story is shown on the results screen" (docs/rules/grungeon.md, "What a seat sees");
during play nothing of it may show (the rulebook deletes every message).
"""
from __future__ import annotations

import json

from gamebox.engine.match import Match, SeatSpec
from gamebox.games.grungeon.game import GAME

from .conftest import DMO1, DMO2, EC

START = "Start: Player 1 in A1 (NW), Player 2 in O1 (NE) and Player 3 in A15 (SW)."


def _bot_match(seed: int) -> Match:
    match = Match.start(GAME, [SeatSpec("bot", "normal") for _ in range(3)], None, seed)
    while not match.state.is_over():
        match.bot_step()
    return match


def test_a_bot_games_story_tells_the_token_and_the_winners_escape():
    """Seeded bot game: the story names the start corners, the Token and the winner's escape,
    with room labels, in short lines and well under a screenful of scrolling."""
    match = _bot_match(4)
    state = match.state
    lines = state.story(match.history)
    winner = GAME.seat_names(3)[state.winners[0]]
    text = "\n".join(lines)
    assert lines[0].startswith("Start: ")
    assert f"{winner} walked out of the exit in H1 with the Token of Grunkle!" in lines[-1]
    assert "The Grunkletaur fell!" in text and "took the Token of Grunkle" in text
    assert "Turns 1-" in text  # quiet turns are folded
    assert len(lines) <= 60
    assert max(len(line) for line in lines) <= 90


def test_a_scripted_story_has_the_expected_lines(sc):
    """Spikes and a find, a two-way exchange, a Potion, quiet turns folded, the Grunkletaur's
    fall with its Token, and the escape."""
    state = sc.state(sc.arena(spikes=["B1"]), seed=3)
    state.floor[sc.room("B1")] = ("steel_sword",)
    sc.turn(state, dmo2="move right")
    sc.place(state, DMO1, "B1", inv=["iron_axe"])
    sc.place(state, EC, "A15", hp=10, inv=["potion"])
    sc.turn(state, dmo2="attack steel_sword", dmo1="attack iron_axe", ec="use potion")
    for _ in range(3):
        sc.turn(state)
    state.grunk_hp = 5
    sc.place(state, DMO2, "H8")
    sc.turn(state, dmo2="attack steel_sword")
    sc.place(state, DMO2, "H1")
    sc.turn(state, dmo2="move up")
    assert state.is_over()
    indent = " " * 10
    assert state.story([]) == [
        START,
        "Turn 1: Player 1 stepped on spikes in B1 (18 HP).",
        indent + "Player 1 found the Steel Sword in B1.",
        "Turn 2: Player 1 (Steel Sword) hit Player 2 for 6 in B1; Player 2 (Iron Axe)",
        indent + "hit back for 1.",
        indent + "Player 3 drank a Potion: 17/20 HP.",
        "Turns 3-5: everyone wandered the dark.",
        "Turn 6: Player 1 (Steel Sword) hit the Grunkletaur for 5 in H8.",
        indent + "The Grunkletaur struck Player 1 for 5.",
        indent + "The Grunkletaur fell! Player 1 took the Token of Grunkle.",
        "Turn 7: Player 1 walked out of the exit in H1 with the Token of Grunkle!",
    ]


def test_deaths_loot_teleports_and_the_collapse_are_told(sc):
    """A kill and its loot, a teleport with both rooms, a spike death leaving an item on the
    floor, the quiet end folded, and why nobody won."""
    state = sc.state(sc.arena(spikes=["C3"]), seed=5, options={"turn_limit": 20})
    sc.place(state, DMO2, "B2", inv=["steel_axe"])
    sc.place(state, DMO1, "B2", hp=4, inv=["iron_sword", "potion"])
    sc.place(state, EC, "C2", hp=2, inv=["teleporter", "hp_up"])
    sc.turn(state, dmo2="attack steel_axe", ec="use teleporter")
    sc.place(state, EC, "C2")
    sc.turn(state, ec="move down")
    while not state.is_over():
        sc.turn(state)
    indent = " " * 10
    assert state.story([]) == [
        START,
        "Turn 1: Player 1 (Steel Axe) hit Player 2 for 5 in B2.",
        indent + "Player 2 was slain by Player 1 in B2.",
        indent + "Player 1 looted a Potion and the Iron Sword from Player 2.",
        indent + "Player 3 teleported from C2 to E12.",
        "Turn 2: Player 3 died on the spikes in C3.",
        indent + "An HP Up stayed on the floor of C3.",
        "Turns 3-20: Player 1 wandered the dark alone.",
        "The end: the Grungeon collapsed after turn 20. The Grunkletaur still stood (14 HP).",
    ]


def test_the_chronicle_is_saved_but_never_in_a_view_during_play(sc):
    """The chronicle survives a save (snapshot and restore); no view shows it, and before the
    end the story is only the public events (no rooms)."""
    state = sc.state(sc.arena(), seed=2)
    sc.place(state, DMO2, "B2", inv=["steel_axe"])
    sc.place(state, DMO1, "B2")
    events = sc.turn(state, dmo2="attack steel_axe")
    assert state.chronicle
    back = GAME.new_state(3, None, 2, state.content)
    back.restore(json.loads(json.dumps(state.snapshot())))
    assert back.chronicle == state.chronicle and back == state
    for seat in (DMO2, DMO1, EC, None):
        shown = json.dumps(state.view(seat))
        assert "B2" not in shown and "chronicle" not in shown
    told = state.story(events)
    assert told and not any("B2" in line for line in told)
