"""Per-step checks of a running game, shared by `gamebox simulate --check` and the tests.

Modelled on OpenSpiel's random-simulation test: after every action the state must clone to
an equal state, survive a JSON round trip, keep its invariants, offer a legal action to every
seat that must act, and keep each seat's secrets out of every other seat's view. At the end,
replaying the log from the seed must give the same state.
"""
from __future__ import annotations

import json

from .protocol import GameState
from .table import check_hidden_ids

MARKER = "ZZ-PRIVATE-MARKER"


class CheckFailed(AssertionError):
    """A broken invariant, with the game, seed and step where it broke."""


def _fail(state: GameState, what: str) -> None:
    raise CheckFailed(f"{state.game.id} seed {state.seed} after {len(state.log)} actions: {what}")


ROUND_TRIP_EVERY = 8
"""Past the opening, the JSON round trip runs every this many actions: it serialises the
whole log, so running it at every step makes a long game's check quadratic in its length."""
OPENING = 64


def check_step(state: GameState, leaks: bool = True, round_trip: bool | None = None) -> None:
    """Every per-step check on `state` (which is left unchanged).

    `round_trip` forces the JSON round trip on or off; by default it runs at every step of the
    opening and every `ROUND_TRIP_EVERY` actions after it.
    """
    try:
        state.check_invariants()
    except AssertionError as exc:
        _fail(state, f"invariant broken: {exc}")
    copy = state.clone()
    if copy != state:
        _fail(state, "clone() is not equal to the original")
    steps = len(state.log)
    if round_trip is None:
        round_trip = steps < OPENING or steps % ROUND_TRIP_EVERY == 0
    if round_trip:
        data = json.loads(json.dumps(state.to_json()))
        back = type(state).from_json(state.game, data, state.content)
        if back != state:
            _fail(state, "the JSON round trip changed the state")
    if not state.is_over():
        acting = state.to_act()
        if not acting:
            _fail(state, "the game is not over but nobody may act")
        for seat in acting:
            if not state.legal_actions(seat):
                _fail(state, f"seat {seat} must act but has no legal action")
    for seat in range(state.seats):
        json.dumps(state.view(seat))
    check_typed_views(state)
    if leaks:
        check_no_leak(state)


def has_typed_views(state: GameState) -> bool:
    """Whether the game draws on the table kit (has a `GameState.table_module`)."""
    return state.table_module is not None


def check_typed_views(state: GameState) -> None:
    """The table kit's reading of `state` holds together: every seat and the public table
    have a typed view whose pieces have ids of their own and whose face-down cards are named
    by their place; every seat to act has a decision with a prompt and no other seat has one;
    and every legal action touches only pieces, places and zones on its seat's table."""
    if not has_typed_views(state):
        return
    acting = set() if state.is_over() else set(state.to_act())
    for seat in list(range(state.seats)) + [None]:
        table = state.table_view(seat)
        ids = [piece.id for _, piece in table.pieces()]
        if len(ids) != len(set(ids)):
            twice = sorted({i for i in ids if ids.count(i) > 1})
            _fail(state, f"two pieces share an id on the table of seat {seat}: {twice}")
        try:
            check_hidden_ids(table)
        except AssertionError as exc:
            _fail(state, f"{'the public table' if seat is None else f'seat {seat}'}: {exc}")
        if seat is None:
            continue
        decision = state.decision(seat)
        if decision is None and seat in acting:
            _fail(state, f"seat {seat} is to act but has no decision")
        if decision is not None and seat not in acting:
            _fail(state, f"seat {seat} has a decision but is not to act")
        if decision is not None and (decision.seat != seat or not decision.prompt):
            _fail(state, f"seat {seat}'s decision is not its own or has no prompt: {decision}")
        if seat not in acting:
            continue
        zones = {zone.name for zone in table.zones}
        pieces = {piece.id for _, piece in table.pieces()}
        for action in state.legal_actions(seat):
            for touched in state.touches(action, seat):
                if touched in pieces or touched in zones or touched.split("#")[0] in zones:
                    continue
                _fail(state, f"seat {seat}'s move {action} touches {touched!r}, which is not "
                             "on its table")


def check_no_leak(state: GameState) -> None:
    """Plant a marker in each seat's private state; no other seat's view may show it."""
    for seat in range(state.seats):
        probe = state.clone()
        marker = f"{MARKER}-{seat}"
        if not probe.plant_private_marker(seat, marker):
            continue
        if marker not in json.dumps(probe.view(seat)):
            _fail(state, f"the marker planted for seat {seat} is not in its own view "
                         "(plant_private_marker must touch what the seat sees)")
        for other in [s for s in range(state.seats) if s != seat] + [None]:
            if marker in json.dumps(probe.view(other)):
                who = "the public view" if other is None else f"seat {other}'s view"
                _fail(state, f"seat {seat}'s private marker leaks into {who}")
            if has_typed_views(probe) and marker in repr(probe.table_view(other)):
                who = "the public table" if other is None else f"seat {other}'s table"
                _fail(state, f"seat {seat}'s private marker leaks into {who}")
            if other is not None:
                for action in probe.legal_actions(other):
                    if marker in str(action) or marker in probe.describe(action, other):
                        _fail(state, f"seat {seat}'s marker leaks into seat {other}'s actions")
        _check_events_keep_marker(state, probe, seat, marker)


def _check_events_keep_marker(state: GameState, probe: GameState, seat: int, marker: str,
                              tries: int = 3) -> None:
    """Another seat's next decisions must not tell anyone else what `seat` holds.

    Events flagged `reveals` are the rules' deliberate disclosures (a card turned face up at
    resolution) and may carry it; every other event seen by someone other than `seat` may not.
    """
    for actor in probe.to_act():
        if actor == seat:
            continue
        for action in probe.legal_actions(actor)[:tries]:
            trial = probe.clone()
            try:
                events = trial.apply_unchecked(actor, action)
            except Exception:  # the planted marker may make a later rule step meaningless
                continue
            for event in events:
                if event.reveals or event.to == frozenset({seat}):
                    continue
                if marker in event.text or marker in json.dumps(event.data):
                    _fail(state, f"seat {seat}'s private marker leaks into the event "
                                 f"{event.kind!r} seen by others after {actor} plays {action}")


def check_end(state: GameState) -> None:
    """Checks once a game is over: a result, and an exact replay."""
    if state.is_over() and state.result() is None:
        _fail(state, "the game is over but has no result")
    if state.replay() != state:
        _fail(state, "replaying the log from the seed gives a different state")
