"""Silence is a rule: no view shows a seat another seat's hand; the Support choice is secret
until revealed; the typed views hold to the same."""
from __future__ import annotations

import json

from gamebox.engine.checks import check_typed_views
from gamebox.engine.rng import Rng


def _played_states(gz, seats, seed, every=5):
    s = gz.new(seats, seed=seed)
    rng = Rng(seed)
    while not s.is_over():
        if len(s.log) % every == 0:
            yield s
        seat = s.to_act()[0]
        s.apply(seat, rng.choice(s.legal_actions(seat)))


def test_no_view_shows_another_seats_hand(gz):
    """- Players must keep the cards in their hands secret, and only the actions of players may
    give indication to their contents.
    Players must never discuss, reveal nor show their cards."""
    checked = 0
    for seats, seed in [(n, k) for n in (3, 4, 5) for k in range(4)]:
        for s in _played_states(gz, seats, seed):
            for seat in range(seats):
                view = s.view(seat)
                assert set(view["hands"]) == {seat}
                table = s.table_view(seat)
                for h in range(len(s.hands)):
                    zone = table.zone(f"hand/{h}")
                    assert zone.hidden == (h != seat)
                    if h != seat:
                        assert all(p.face is None for p in zone.pieces)
            assert s.view(None)["hands"] == {}
            check_typed_views(s)
            checked += 1
    assert checked > 20


def test_counting_the_piles_is_allowed(gz):
    """- If they want, players can count the number of cards remaining in the Trials Deck and/or
    in the Morale Reserve."""
    s = gz.new(4, seed=2)
    view = s.view(None)
    assert view["deck"] == len(s.deck) and view["reserve"] == len(s.reserve)
    assert s.table_view(None).zone("reserve").count == len(s.reserve)


def test_the_support_tile_stays_secret_until_revealed(gz):
    """The Support tile laid face down is its player's secret until the reveal: others see that
    one was laid, not which."""
    s = gz.position(4, hands={1: ["Rain + Shell"]}, tiles=[["LL", "R"], ["L"], ["L"], ["L"]])
    gz.act(s, "withdraw LL")
    for seat in (1, 2, 3, None):
        text = json.dumps(s.view(seat)) + repr(s.table_view(seat))
        assert "LL" not in text
    assert s.table_view(0).find("tiles/0/laid")[1].face["name"] == "LL"
    assert s.decision(1).secret


def test_the_threat_counts_show_before_a_third_is_played(gz):
    """No Man's Land with its active Threats counted by type (the table's `threats` zone)."""
    s = gz.position(4, nml=["Night + Shell", "Snow + Shell"], knocks={1: ["Trauma (Rain)"]})
    zone = s.table_view(0).zone("threats")
    counts = {p.face["name"]: p.count for p in zone.pieces}
    assert counts == {"Rain": 1, "Snow": 1, "Night": 1, "Gas Mask": 0, "Shell": 2, "Whistle": 0}
