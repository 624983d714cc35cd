"""Setting up a one-shot game: decks, Leader, charms, Support tiles, Speech tokens, seats."""
from __future__ import annotations

from collections import Counter

import pytest

from gamebox.games.grizzled.cards import DECK_SIZE
from gamebox.games.grizzled.missions import FIRST_INTENSITY


def test_trials_deck_of_30_on_peace_and_the_rest_as_morale_reserve(gz):
    """- Shuffle the Trial cards to create the following 2 Decks:
    - Trials Deck: place it on top of the Peace card
    - Morale Reserve: place it on top of the Monument card
    Place the number of cards specified on the Briefing card on top of the Peace card,
    forming the TRIALS DECK.
    The rest of the cards form the MORALE RESERVE, which is placed on top of the Monument
    card.
    Preparation of the Trials Deck: 30 cards Morale Reserve: Remainder of the cards (38 cards)
    To play a game outside the Campaign, follow the Basic Rules (see p.4), and play until the
    Victory or Defeat conditions are met.
    68 Trial Cards 45 Threat Cards 23 Hard Knock Cards
    The quantity of Trial cards on each of those 2 Decks will always be specified on the
    Briefing card of each Chapter."""
    s = gz.new(4, seed=5)
    dealt = FIRST_INTENSITY * 4
    assert len(s.deck) + dealt == DECK_SIZE
    assert len(s.reserve) == 38
    assert len(s.cards) == 68
    assert Counter(s.cards.kind) == {0: 45, 1: 23}
    other = gz.new(4, seed=6)
    assert s.reserve != other.reserve, "shuffled from the seed"
    assert s.view(None)["reserve"] == 38


def test_leader_is_random_and_charms_face_up(gz):
    """- Randomly determine a player to take the Mission Leader token.
    - Each player places their Grizzled card in front of them with their Good Luck Charm
    faceup.
    At the beginning of each Chapter, each player chooses a Grizzled card and takes the
    Grizzled miniature that matches their card."""
    leaders = {gz.new(4, seed=seed).leader for seed in range(30)}
    assert leaders == {0, 1, 2, 3}
    s = gz.new(5, seed=2)
    assert s.charm_up == [True] * 5
    assert len(set(s.grizzled)) == 5


def test_each_player_gets_left_right_and_one_random_tile(gz):
    """Each player gets 3 Support tiles:
    - 1 To the Left tile
    - 1 To the Right tile
    - 1 tile randomly drawn from the rest.
    16 Support Tiles"""
    assert sum(gz.new(4).cards.tiles.values()) == 16
    thirds = Counter()
    for seed in range(40):
        s = gz.new(4, seed=seed)
        for tiles in s.tiles:
            assert tiles[:2] == ["L", "R"] and len(tiles) == 3
            thirds[tiles[2]] += 1
    assert set(thirds) == {"L", "R", "LL", "RR"}


def test_no_double_tiles_with_three_players(gz):
    """Note: When playing with 3 players, the double tiles are not used."""
    for seed in range(40):
        s = gz.new(3, seed=seed)
        assert all(t in ("L", "R") for tiles in s.tiles for t in tiles)


@pytest.mark.parametrize("seats,tokens", [(2, 5), (3, 5), (4, 4), (5, 3), (1, 0)])
def test_speech_tokens_in_play_by_player_count(gz, seats, tokens):
    """- Place the Speech tokens near the play area.
    5 Speech Tokens"""
    s = gz.new(seats)
    assert s.speech_pool == tokens and sum(s.speech) == 0


@pytest.mark.parametrize("seats,actors", [(1, 3), (2, 4), (3, 3), (4, 4), (5, 5)])
def test_seat_counts_one_is_solo_two_is_duo(gz, seats, actors):
    """The Solo Mode allows you to play a single game by yourself."""
    s = gz.new(seats)
    assert s.n == actors
    assert s.solo == (seats == 1) and s.duo == (seats == 2)


def test_without_traps_aggressive_leaves_the_deck(gz):
    """We strongly suggest you use the Traps, but for beginner games, you can ignore them.
    If you do, the **Aggressive** Hard Knock (147) must also be removed."""
    with_traps = gz.new(4)
    aggressive = gz.ids(with_traps, "Aggressive")[0]
    assert with_traps.cards.number[aggressive] == 147
    assert with_traps.options["traps"] is True
    s = gz.new(4, traps=False)
    everywhere = s.deck + s.reserve + [c for h in s.hands for c in h]
    assert aggressive not in everywhere and len(everywhere) == 67
    s.check_invariants()


def test_first_mission_deals_three_cards_each(gz):
    """At the start of each Mission, players will be dealt a number of cards from the Trials
    Deck.
    A Chapter is composed of successive Missions."""
    s = gz.new(5, seed=3)
    assert s.mission == 1 and s.phase == "play"
    assert [len(h) for h in s.hands] == [FIRST_INTENSITY] * 5
    assert s.turn == s.leader
