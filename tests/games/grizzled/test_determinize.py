"""`determinize`: a state a seat cannot tell from the real one, its unseen cards drawn afresh.

Over many seeds a determinized state gives the seat exactly the same view and legal actions,
and over many draws the hidden cards spread over every place still possible."""
from __future__ import annotations

from collections import Counter

import pytest

from gamebox.engine.rng import Rng
from gamebox.games.grizzled.tile_plan import TileLedger


def _states(gz, seats, seed, every=3):
    s = gz.new(seats, seed=seed)
    rng = Rng(seed * 7 + 1)
    while not s.is_over():
        if len(s.log) % every == 0:
            yield s
        seat = s.to_act()[0]
        s.apply(seat, rng.choice(s.legal_actions(seat)))


@pytest.mark.parametrize("seats", [1, 2, 3, 4, 5])
def test_same_view_and_legal_actions_over_many_seeds(gz, seats):
    checked = 0
    for seed in range(12):
        for state in _states(gz, seats, seed):
            seat = state.to_act()[0]
            det = state.determinize(seat, Rng(seed * 1000 + checked))
            assert det.view(seat) == state.view(seat)
            assert det.view(None) == state.view(None)
            assert det.legal_actions(seat) == state.legal_actions(seat)
            assert det.to_act() == state.to_act()
            det.check_invariants()
            assert det.rng.state != state.rng.state
            _keeps_the_known_tiles(state, det, seat)
            checked += 1
    assert checked > 30


def test_hidden_cards_spread_over_other_hands_and_the_deck(gz):
    state = gz.new(4, seed=9)
    seat = state.to_act()[0]
    mine = set(state.hands[seat])
    places = Counter()
    for k in range(200):
        det = state.determinize(seat, Rng(k))
        assert set(det.hands[seat]) == mine
        for h in range(4):
            if h != seat:
                places.update(("hand", c) for c in det.hands[h])
        places.update(("deck", c) for c in det.deck)
    unseen = [c for c in range(len(state.cards)) if c not in mine
              and (c in state.deck or c in state.reserve or any(c in h for h in state.hands))]
    assert sum(1 for c in unseen if places[("hand", c)] > 0) > 0.9 * len(unseen)
    assert sum(1 for c in unseen if places[("deck", c)] > 0) > 0.9 * len(unseen)


def test_the_duo_redraws_the_seats_own_other_hand(gz):
    state = gz.new(2, seed=4)
    seat = state.to_act()[0]
    held = state.hand_of[state.held[seat]]
    other = next(h for h in range(4) if state.owner[h] == seat and h != held)
    draws = {tuple(state.determinize(seat, Rng(k)).hands[other]) for k in range(20)}
    assert len(draws) > 1, "the hand it may not look at is unknown to it"


def _tiles_and_laid(state, a: int) -> Counter:
    laid = state.played[a]
    return Counter(state.tiles[a] + ([laid] if laid not in ("", "none") else []))


def _keeps_the_known_tiles(state, det, seat: int) -> None:
    """Every other Grizzled keeps, in the determinized state, the tiles the table knows he
    holds (laid face down or not); the seat's own are its own."""
    counts = [sum(_tiles_and_laid(state, a).values()) for a in range(state.n)]
    holdings = TileLedger.of(state.n, state.tile_reveals).holdings(counts)
    for a in range(state.n):
        if state.owner[a] == seat:
            assert det.tiles[a] == state.tiles[a] and det.played[a] == state.played[a]
            continue
        got = _tiles_and_laid(det, a)
        assert sum(got.values()) == counts[a]
        assert not Counter(holdings[a][0]) - got, (a, holdings[a], got)


def _four_with_both_doubles_to_the_left_seen(gz):
    """Four Grizzled; the table saw actor 1 lay To the Left x2 on actor 3 and seat 0's
    actor lay To the Left x2 on actor 2 (the game's only two), each one's unseen third tile.
    Actors 2 and 3 still hold an unseen third tile: To the Left, To the Right or To the
    Right x2 (here both of those)."""
    s = gz.new(4, seed=3)
    s.tiles = [["L", "R"], ["L", "R"], ["L", "R", "RR", "LL"], ["L", "R", "RR", "LL"]]
    s.tile_reveals = [(1, "LL", 3), (0, "LL", 2)]
    s.touch()
    return s


def test_tiles_the_table_has_seen_are_never_drawn_again_elsewhere(gz):
    """The Support tiles revealed pin down what each Grizzled holds: a Grizzled keeps the
    tiles the table knows are his, and his unseen tile is drawn only from the tiles nobody
    can place, never one the table saw go to someone else."""
    state = _four_with_both_doubles_to_the_left_seen(gz)
    thirds = Counter()
    for k in range(300):
        det = state.determinize(0, Rng(k))
        assert det.tiles[0] == ["L", "R"]
        assert sorted(det.tiles[1]) == ["L", "R"], "he laid his unseen tile: none is left"
        for a in (2, 3):
            rest = Counter(det.tiles[a]) - Counter(["L", "R", "LL"])
            assert sum(rest.values()) == 1, det.tiles[a]
            thirds.update(rest)
    assert "LL" not in thirds, "both To the Left x2 are known to be elsewhere"
    # every still-possible third tile turns up: the pool is L x2, R x2, RR x2
    assert set(thirds) == {"L", "R", "RR"}


def test_a_tile_laid_face_down_is_any_of_the_layers_tiles(gz):
    """A Grizzled who withdrew laid one of his tiles face down, unseen: over many draws it
    is each of the tiles he may hold, and with it he holds what the table knows."""
    state = _four_with_both_doubles_to_the_left_seen(gz)
    state.tiles[2] = ["L", "RR", "LL"]
    state.played[2] = "R"
    state.withdrawn[2] = True
    state.touch()
    laid = Counter()
    for k in range(300):
        det = state.determinize(0, Rng(k))
        held = Counter(det.tiles[2] + [det.played[2]])
        assert not Counter(["L", "R", "LL"]) - held and sum(held.values()) == 4
        laid[det.played[2]] += 1
    assert set(laid) == {"L", "R", "LL", "RR"}


def test_every_still_possible_layout_appears_over_many_draws(gz):
    """Three Grizzled (no doubles): the table saw actor 1 lay To the Left on actor 2 and To
    the Right on actor 0. Actor 1 holds one unseen tile, actor 2 his two starting tiles, the
    To the Left received and his own unseen third; every layout of those two unseen tiles
    (each To the Left or To the Right) turns up."""
    s = gz.new(3, seed=5)
    s.tiles = [["L", "R", "L", "R"], ["R"], ["L", "R", "L", "L"]]
    s.tile_reveals = [(1, "L", 2), (1, "R", 0)]
    s.touch()
    layouts = Counter()
    for k in range(300):
        det = s.determinize(0, Rng(k))
        assert Counter(["L", "L", "R"]) - Counter(det.tiles[2]) == Counter()
        layouts[(tuple(det.tiles[1]), tuple(sorted(det.tiles[2])))] += 1
    assert set(layouts) == {(("L",), ("L", "L", "L", "R")), (("L",), ("L", "L", "R", "R")),
                            (("R",), ("L", "L", "L", "R")), (("R",), ("L", "L", "R", "R"))}


def test_the_others_real_tiles_steer_nothing_of_the_draw(gz):
    """Silence: the search may know the others' tiles only from what the table saw. Their
    real tiles swapped for other ones (counts and the public record kept) give the very same
    determinizations."""
    checked = 0
    for seats, seed in ((3, 2), (4, 3), (5, 4), (2, 5)):
        for state in _states(gz, seats, seed, every=2):
            if not state.tile_reveals or state.is_over():
                continue
            seat = state.to_act()[0]
            bad = state.clone()
            for a in range(state.n):
                if state.owner[a] != seat:
                    bad.tiles[a] = ["RR" if t == "L" else "L" for t in bad.tiles[a]]
                    if bad.played[a] not in ("", "none"):
                        bad.played[a] = "LL"
            bad._views, bad._legal_seat = None, -1  # (cached views and legal actions)
            assert bad.view(seat) == state.view(seat)
            for k in range(3):
                one, two = state.determinize(seat, Rng(k)), bad.determinize(seat, Rng(k))
                assert (one.tiles, one.played) == (two.tiles, two.played)
            checked += 1
    assert checked > 10
