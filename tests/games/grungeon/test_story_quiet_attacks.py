"""The results story leaves out attacks that hit nobody (no run of lines such as "DMO 2
swung the Diamond Axe at thin air in H7").

House rules, "The story on the results screen": "An attack that hit nobody - no player, not
the Grunkletaur - is left out: a swing at thin air changes nothing. A turn with nothing else
in it counts as quiet."
"""
from __future__ import annotations

from gamebox.games.grungeon.story import hit_nobody, tell

from .conftest import DMO1, DMO2, EC

START = "Start: Player 1 in A1 (NW), Player 2 in O1 (NE) and Player 3 in A15 (SW)."
INDENT = " " * 10


def test_a_run_of_swings_at_thin_air_folds_into_the_quiet_turns(sc):
    """DMO 2 walks the dark swinging every turn: those turns read as quiet ones, folded into
    one line, and the turn where something did happen is told as before."""
    state = sc.state(sc.arena(spikes=["B5"]), seed=3, options={"turn_limit": 20})
    sc.place(state, DMO2, "B1", inv=["diamond_axe"])
    for _ in range(3):
        sc.turn(state, dmo2="attack diamond_axe; move down")
    sc.turn(state, dmo2="attack diamond_axe; move down")  # into B5's spikes
    while not state.is_over():
        sc.turn(state, dmo2="attack diamond_axe")
    lines = state.story([])
    assert not any("thin air" in line for line in lines)
    assert sum(hit_nobody(fact) for fact in state.chronicle) == 20, "the chronicle keeps them"
    assert lines == [
        START,
        "Turns 1-3: everyone wandered the dark.",
        "Turn 4: Player 1 stepped on spikes in B5 (18 HP).",
        "Turns 5-20: everyone groped along the walls.",
        "The end: the Grungeon collapsed after turn 20. The Grunkletaur still stood (14 HP).",
    ]


def test_a_swing_at_thin_air_beside_real_news_leaves_only_the_news(sc):
    """In the same turn one player swings alone and two others trade blows: the exchange is
    told, the empty swing is not."""
    state = sc.state(sc.arena(), seed=3)
    sc.place(state, DMO2, "C3", inv=["iron_lance"])
    sc.place(state, DMO1, "F6", inv=["steel_axe"])
    sc.place(state, EC, "F6", inv=["iron_sword"])
    sc.turn(state, dmo2="attack iron_lance", dmo1="attack steel_axe", ec="attack iron_sword")
    assert tell(state) == [
        START,
        "Turn 1: Player 2 (Steel Axe) hit Player 3 for 3 in F6; Player 3 (Iron Sword)",
        " " * 10 + "hit back for 4.",
    ]


def test_an_attack_that_hit_only_the_grunkletaur_is_still_told(sc):
    """A blow on the Grunkletaur is no swing at thin air, even with no player in the room."""
    state = sc.state(sc.arena(), seed=1)
    sc.place(state, DMO2, "H8", inv=["steel_sword"])
    sc.turn(state, dmo2="attack steel_sword")
    assert not any(hit_nobody(fact) for fact in state.chronicle)
    assert tell(state)[1] == "Turn 1: Player 1 (Steel Sword) hit the Grunkletaur for 5 in H8."

