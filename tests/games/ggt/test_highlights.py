"""Grunt, Growl and Tear's end-of-game summary: each Monster's health pool round by round,
and highlights picked from the public events (`games/ggt/highlights.py`)."""
from __future__ import annotations

from gamebox.engine import registry
from gamebox.engine.events import Event
from gamebox.engine.match import Match, SeatSpec
from gamebox.engine.summary import score_series, summarize
from gamebox.games.ggt.highlights import highlights

CLOSE = ((3, 3), (4, 3))
NAMES = ["Ann", "Bob", "Cy"]
MONSTERS = ["Gristlehorn", "Skitterjaw", "Mawkling"]
LIMBS = ["Horned Head", "Raking Claw", "Swivel Head"]


def _clash(brawl, a_card, b_card, state=None):
    """Seat 0 attacks seat 1 and both play the named cards; the events, round 1 first (the
    round's own event, as `begin_round` writes it)."""
    state = state or brawl.fight(hands={0: [a_card], 1: [b_card]}, power=[0, 0])
    events = [Event("round", "Round 1.", {"round": 1, "order": [0, 1]})]
    events += brawl.act(state, "attack 1")
    events += brawl.act(state, f"play {brawl.card(a_card)}", 0)
    events += brawl.act(state, f"play {brawl.card(b_card)}", 1)
    return state, events


def _finished(seed: int = 3, seats: int = 3):
    match = Match.start(registry.get("ggt"), [SeatSpec("bot", "normal", n)
                                              for n in NAMES[:seats]], None, seed)
    while not match.state.is_over():
        match.bot_step()
    return match


def test_the_hardest_blow_is_named_with_its_damage_and_round(brawl):
    """A Jack that wins the clash deals 9: the hardest blow names who dealt it, to whom and
    in which round."""
    state, events = _clash(brawl, "J", "10")
    assert state.highlights(events)[0] == ("Hardest blow: Player 1's Gristlehorn hit Player "
                                           "2's Skitterjaw for 9 damage, round 1.")


def test_a_losing_attacker_is_hit_by_the_defender(brawl):
    """The damage after a clash is dealt by its winner, even when that is the defender."""
    state, events = _clash(brawl, "2", "Q")  # the attacker loses to a Queen: 7 - 2
    assert state.highlights(events) == [
        "Hardest blow: Player 2's Skitterjaw hit Player 1's Gristlehorn for 5 damage, round 1."]


def test_a_limb_torn_off_is_named(brawl):
    """More than nine damage in one blow tears a limb off: the highlight names the limb."""
    state, events = _clash(brawl, "10", "A")  # 12 damage: a limb comes off
    limb = state.slots[1][0]
    name = state.part(limb).name
    events += brawl.act(state, "rip 0")
    assert state.highlights(events)[-1] == (f"One limb torn off: Player 2's Skitterjaw's {name}, "
                                            f"by Player 1's Gristlehorn in round 1.")


def test_limbs_torn_off_are_counted_with_who_tore_most_and_the_first():
    history = [Event("round", "", {"round": 2}),
               Event("rip", "", {"seat": 1, "victim": 0, "limb": 1}),
               Event("round", "", {"round": 3}),
               Event("rip", "", {"seat": 2, "victim": 0, "limb": 0}),
               Event("rip", "", {"seat": 2, "victim": 1, "limb": 2})]
    assert highlights(NAMES, MONSTERS, LIMBS, history) == [
        "3 limbs torn off, 2 by Cy's Mawkling; the first: Ann's Gristlehorn's Raking Claw, "
        "round 2."]


def test_the_final_blow_names_who_was_pulped_by_whom_and_when(brawl):
    """6) R.I.P.? ... your opponent has stomped you into a bloody pulp. You're out of the
    game. With one Monster left standing, that stomp is the final blow."""
    state = brawl.fight(hands={0: ["9"], 1: ["2"]})
    state.slots[1] = [-1] * 6  # a torso alone
    state.touch()
    state.pool[1] = 4
    _, events = _clash(brawl, "9", "2", state)
    assert state.is_over() and state.score_now() == [state.pool[0], 0]
    assert state.highlights(events)[0] == ("Final blow: Player 1's Gristlehorn pulped Player "
                                           "2's Skitterjaw in round 1.")


def test_pulps_before_the_final_blow_are_told_with_it_and_without_a_winner_only_listed():
    history = [Event("round", "", {"round": 4}),
               Event("rip_pulp", "", {"seat": 0, "victim": 2}),
               Event("round", "", {"round": 9}),
               Event("rip_pulp", "", {"seat": 1, "victim": 0})]
    won = highlights(NAMES, MONSTERS, LIMBS, history + [Event("over", "", {"winners": [1]})])
    assert won == ["Final blow: Bob's Skitterjaw pulped Ann's Gristlehorn in round 9. Earlier: "
                   "Ann's Gristlehorn pulped Cy's Mawkling in round 4."]
    limit = highlights(NAMES, MONSTERS, LIMBS, history[:2] + [Event("over", "", {"winners": []})])
    assert limit == ["Ann's Gristlehorn pulped Cy's Mawkling in round 4."]


def _test_round(first: int, second: int, ties: int) -> list[Event]:
    """One Test between two Monsters that ties `ties` times before it is settled."""
    out = [Event("attack", "", {"seat": first, "target": second, "ranged": False})]
    for _ in range(ties):
        out += [Event("commit", "", {"seat": first}), Event("commit", "", {"seat": second}),
                Event("reveal", "", {"cards": ["a", "b"], "totals": [9, 9]}),
                Event("tie", "", {})]
    return out + [Event("reveal", "", {"cards": ["a", "b"], "totals": [9, 8]}),
                  Event("victory", "", {"seat": first})]


def test_the_longest_run_of_ties_in_one_test_is_named():
    history = [Event("round", "", {"round": 2})] + _test_round(0, 1, 1) + \
        [Event("round", "", {"round": 3})] + _test_round(2, 0, 3) + _test_round(1, 2, 2)
    assert highlights(NAMES, MONSTERS, LIMBS, history) == [
        "Longest standoff: 3 ties in a row in one Test, Cy's Mawkling against Ann's "
        "Gristlehorn, round 3."]


def test_ties_in_separate_tests_are_no_run():
    """A run of ties ends with its Test: two Tests that each tie once are two standoffs."""
    history = [Event("round", "", {"round": 2})] + _test_round(0, 1, 1) + \
        [Event("round", "", {"round": 5})] + _test_round(1, 2, 1)
    assert highlights(NAMES, MONSTERS, LIMBS, history) == [
        "Standoffs: 2 Tests tied; the first, Ann's Gristlehorn against Bob's Skitterjaw, "
        "round 2."]


def test_events_for_one_seat_alone_are_never_read():
    """Highlights are shown to everyone: an event addressed to some seats counts for
    nothing."""
    secret = [Event("round", "", {"round": 1}),
              Event("victory", "", {"seat": 0}, to=frozenset({0})),
              Event("damage", "", {"seat": 1, "damage": 12}, to=frozenset({0})),
              Event("rip", "", {"seat": 0, "victim": 1, "limb": 0}, to=frozenset({1}))]
    assert highlights(NAMES, MONSTERS, LIMBS, secret) == []


def test_the_series_is_each_monsters_health_pool_round_by_round_a_pulp_at_zero():
    match = _finished()
    state = match.state
    series = score_series(state)
    assert series.name == "Health" and series.round_word == "round" and series.race
    assert list(series.values[-1]) == state.score_now()
    assert series.rounds == tuple(range(state.round + 1))
    fresh = state.game.new_state(state.seats, state.options, state.seed, state.content,
                                 state.names)
    for seat, action in state.log:
        fresh.apply(seat, action)
        if fresh.phase == "place":
            break
    assert series.values[0] == tuple(fresh.pool)  # the full pools, before round 1
    for s in range(state.seats):
        assert series.values[-1][s] == (state.pool[s] if state.alive[s] else 0)
    assert 0 in series.values[-1]  # the Monsters pulped on the way


def test_the_summary_names_no_card_a_seat_kept_hidden():
    """Nothing hidden: a seat's hand, its draws and its face-down cards never reach the
    summary; the highlights are the same with the private events left out, and a marker
    planted in the private events and in a hand shows nowhere."""
    match = _finished(seed=2)
    state = match.state
    public = [e for e in match.history if e.to is None]
    marker = "SECRET-CARD-7x"
    secret = [Event("drew", f"You draw {marker}.", {"seat": 0, "card": marker,
                                                   "damage": 99, "victim": 1},
                    to=frozenset({0}), reveals=True),
              Event("damage", marker, {"seat": 1, "damage": 99}, to=frozenset({0}))]
    state.hand[0].append(marker)
    summary = summarize(state, match.history + secret)
    assert summary.highlights and summary.series is not None
    assert state.highlights(public) == state.highlights(match.history + secret)
    told = " ".join(summary.highlights) + summary.series.name
    assert marker not in told and "99" not in told
    assert not any(name in told for name in state.roster.card_names)
