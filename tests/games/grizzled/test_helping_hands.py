"""The Helping Hands module (option ``helping_hands``): draw 2 keep 1 in secret, Actions on a
turn, Events when they come, Friendships for the whole game, their precedence."""
from __future__ import annotations

from collections import Counter

from gamebox.engine.rng import Rng
from tests.games.grizzled.test_orders import with_orders


def with_help(gz, s, held=None, friends=()):
    """Give each actor the named Helping Hands (`held`: actor -> names); the rest of the 23
    make the deck."""
    table = s.cards.helping
    s.help_all = tuple(range(len(table)))
    s.help_held = [[table.by_name[n] for n in (held or {}).get(a, ())] for a in range(s.n)]
    s.help_aside = [[] for _ in range(s.n)]
    s.help_used = []
    s.help_friends = [table.by_name[n] for n in friends]
    taken = {c for h in s.help_held for c in h} | set(s.help_friends)
    s.help_deck = [c for c in s.help_all if c not in taken]
    s.pending = [p for p in s.pending if p[0] != "help"]
    s.touch()
    s.check_invariants()
    return s


def names(s, cards):
    return [s.cards.names[c] for c in cards]


def test_each_grizzled_draws_two_and_keeps_one_in_secret(gz):
    """Each player draws 2 Helping Hand cards, and chooses 1 to keep, and play accordingly
    (see p.9) discarding the other.
    These cards are kept facedown.
    23 Helping Hand Cards"""
    s = gz.new(4, seed=6, helping_hands=True)
    assert len(s.cards.helping) == 23
    assert [len(h) for h in s.help_held] == [2, 2, 2, 2] and len(s.help_deck) == 15
    assert [p[0] for p in s.pending] == ["help"] * 4
    while s.pending:
        a = s.pending[0][1]
        seat = s.to_act()[0]
        assert s.to_act() == (s.owner[a],)
        decision = s.table_module.decision(s, seat)
        assert decision.secret
        first = s.help_held[a][0]
        events = s.apply(seat, s.legal_actions(seat)[0])
        public = [e for e in events if e.to is None]
        if s.cards.helping.category[first] != "friendship":
            assert s.help_held[a] == [first] and len(s.help_aside[a]) == 1
            assert all(s.cards.helping.names[first] not in e.text for e in public), \
                "the others learn only that he kept one"
    for seat in range(4):
        view = s.view(seat)["helping"]
        assert set(view["held"]) == {seat}, "a seat sees its own Helping Hand only"
        assert view["counts"] == [len(h) for h in s.help_held]
    s.check_invariants()


def test_each_grizzled_of_the_duo_and_solo_keeps_one(gz):
    """House rule: "each player" is each Grizzled (the Duo's players keep two, the Solo
    three)."""
    assert [p[0] for p in gz.new(2, helping_hands=True).pending] == ["help"] * 4
    assert [p[1] for p in gz.new(1, helping_hands=True).pending] == [0, 1, 2]


def test_helping_hands_are_not_cards_in_hand(gz):
    """Helping Hand cards in a player's hand are ignored for Chapter Defeat Conditions
    purposes."""
    s = gz.position(4)
    with_help(gz, s, held={0: ["A Steady Hand"], 1: ["Covering Fire"], 2: ["Letter Burned"]})
    assert s.cards_in_hands() == 0
    reserve = len(s.reserve)
    s._end_mission(True, [])
    while s.pending:
        gz.act(s, gz.legal(s)[-1])
    assert reserve - len(s.reserve) == 3, "the Morale Drop's least, not 6"


def test_an_action_replaces_the_turn_and_never_after_withdrawing(gz):
    """Each Helping Hand card is an advantage for the player who has it.
    The Helping Hand cards are divided into 3 categories:
    Action Helping Hands: Playing this type of Helping Hand card replaces the player's action.
    A player who has Withdrawn can thus no longer play an Action Helping Hand card."""
    s = gz.position(4, hands={0: ["Rain (Luck)"], 1: ["Snow (Luck)"]},
                    nml=["Night + Shell", "Rain + Shell"])
    with_help(gz, s, held={0: ["A Steady Hand"], 1: ["Covering Fire"]})
    legal = gz.legal(s)
    shell = s.nml[0]
    assert f"help {s.cards.helping.by_name['A Steady Hand']} {shell}" in legal
    gz.act(s, f"help {s.cards.helping.by_name['A Steady Hand']} {shell}")
    assert shell not in s.nml and s.counts[4] == 1 and s.acting_actor() == 1, "his turn is over"
    assert s.help_held[0] == [] and s.cards.helping.names[s.help_used[0]] == "A Steady Hand"
    gz.act(s, "withdraw L")
    assert s.withdrawn[1] and s.help_held[1], "he still holds his card, but cannot play it"
    assert not any(a.startswith("help") for a in gz.legal(s))


def test_the_action_cards(gz):
    """Action Helping Hands: shed one's own Hard Knock, drop a card from hand, turn the
    charm up."""
    s = gz.position(4, hands={0: ["Rain (Luck)", "Snow (Luck)"]}, knocks={0: ["Mute"]})
    s.charm_up[0] = False
    with_help(gz, s, held={0: ["A Field Dressing", "Left Behind", "A Lucky Find"]})
    h = s.cards.helping.by_name
    mute = s.knocks[0][0]
    gz.act(s, f"help {h['A Field Dressing']} {mute}")
    assert s.knocks[0] == [] and mute in s.discard
    s.turn = 0
    s.touch()
    rain = s.hands[0][0]
    gz.act(s, f"help {h['Left Behind']} {rain}")
    assert names(s, s.hands[0]) == ["Snow (Luck)"] and rain in s.discard
    s.turn = 0
    s.touch()
    gz.act(s, f"help {h['A Lucky Find']}")
    assert s.charm_up[0]


def test_a_helping_hand_takes_precedence_over_other_rules(gz):
    """NOTE: In case of conflict with another rule, the effects of a Helping Hand card take
    precedence.
    They will always help the players.
    A Mute Grizzled under Silence in the Ranks still makes the free Speech of a Helping Hand;
    Watch Your Step cancels a Trap whatever Double Time says."""
    s = gz.position(4, hands={0: ["Rain (Luck)"], 1: ["Rain + Gas Mask", "Snow (Luck)"]},
                    knocks={0: ["Mute"]}, orders="normal")
    with_orders(gz, s, in_play=["Silence in the Ranks"])
    with_help(gz, s, held={0: ["A Song in the Trench"]})
    song = s.cards.helping.by_name["A Song in the Trench"]
    assert f"help {song} rain" in gz.legal(s)
    gz.act(s, f"help {song} rain")
    assert s.pending and s.pending[0][:2] == ("respond", 1)
    t = gz.position(4, hands={0: ["Snow + Whistle (Trap)"]}, knocks={0: ["Aggressive"]},
                    deck_top=["Rain + Gas Mask", "Night + Whistle"], orders="hard")
    with_orders(gz, t, in_play=["Double Time"])
    with_help(gz, t, held={0: ["Watch Your Step"]})
    gz.play(t, "Snow + Whistle (Trap)")
    assert names(t, t.nml) == ["Snow + Whistle (Trap)"] and not t.help_held[0]


def test_event_cards_are_played_when_their_event_comes(gz):
    """Event Helping Hands: This Helping Hand can be played during a specific event, as
    explained on the card.
    House rule: it is played the first time its event comes."""
    s = gz.position(4, hands={0: ["Snow + Whistle (Trap)"]}, deck_top=["Mute"])
    with_help(gz, s, held={0: ["A Near Miss"]})
    gz.play(s, "Snow + Whistle (Trap)")
    assert s.knocks[0] == [] and "Mute" in names(s, s.discard)
    f = gz.position(4, hands={0: ["Rain + Shell"]}, nml=["Night + Shell", "Snow + Shell"])
    with_help(gz, f, held={2: ["Orderly Retreat"]})
    land = f.nml + [c for c in f.hands[0]]
    gz.play(f, "Rain + Shell")
    assert not f.last_success and f.help_held[2] == []
    assert all(c in f.discard for c in land), "No Man's Land did not go back into the deck"
    m = gz.position(4, hands={0: ["Rain (Luck)"], 1: ["Snow (Luck)"], 2: ["Night (Luck)"],
                              3: ["Whistle (Luck)"]})
    with_help(gz, m, held={1: ["Leave Papers"]})
    reserve = len(m.reserve)
    m._end_mission(True, [])
    while m.pending:
        gz.act(m, gz.legal(m)[-1])
    assert reserve - len(m.reserve) == 4 - 2


def test_a_friendship_is_played_at_once_and_lasts_the_game(gz):
    """Friendship Helping Hands: Unlike the other Helping Hand cards, which are single-use, the
    Friendship cards are used immediately and remain in play for all subsequent Chapters (see
    Saving the Game, p.13)."""
    s = gz.new(4, seed=1, helping_hands=True)
    table = s.cards.helping
    friend = table.by_name["Back to Back"]
    a = s.pending[0][1]
    other = s.help_held[a][0]
    s.help_deck.remove(friend)
    s.help_held[a] = [friend, other]
    s.help_all = tuple(sorted(s.help_deck + [c for h in s.help_held for c in h]))
    s.touch()
    events = gz.act(s, f"keep_help {friend}")
    assert s.help_friends == [friend] and s.help_held[a] == []
    assert any(e.kind == "friendship" and e.to is None for e in events), "face up to all"
    assert s.counts[5] == -1
    s.check_invariants()
    while s.pending:
        gz.act(s, gz.legal(s)[0])
    s._end_mission(True, [])
    while s.pending:
        gz.act(s, gz.legal(s)[-1])
    assert s.counts[5] == -1, "still in play in the next Mission"


def test_the_helping_hands_others_hold_are_hidden_to_the_search(gz):
    """`determinize` deals again what a seat has not seen: the others' Helping Hands, those set
    aside and the deck; its own stay."""
    s = gz.new(4, seed=8, helping_hands=True)
    while s.pending:
        gz.act(s, gz.legal(s)[0])
    seat = s.to_act()[0]
    held = Counter()
    for k in range(30):
        det = s.determinize(seat, Rng(k))
        assert det.help_held[seat] == s.help_held[seat]
        assert [len(h) for h in det.help_held] == [len(h) for h in s.help_held]
        assert det.view(seat) == s.view(seat) and det.legal_actions(seat) == s.legal_actions(seat)
        det.check_invariants()
        other = (seat + 1) % 4
        held[tuple(det.help_held[other])] += 1
        assert all(det.cards.helping.category[c] != "friendship" for c in det.help_held[other])
    assert len(held) > 5


def test_every_module_together(gz):
    """You will need all of the Trial cards, Order of the Day cards, Recruits cards, and
    Helping Hand cards.
    The three modules play together: a game with all of them runs to its end."""
    s = gz.new(4, seed=2, orders="normal", recruits=True, helping_hands=True)
    rng = Rng(5)
    while not s.is_over():
        seat = s.to_act()[0]
        s.apply(seat, rng.choice(s.legal_actions(seat)))
        s.check_invariants()
    assert s.result() is not None
