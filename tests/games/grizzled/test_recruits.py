"""The Recruits module (option ``recruits``): arrival, seat, the Leader's choice of the Recruit's
action, withdrawal and Morale tokens, departure and advantage, no victory while one is in play."""
from __future__ import annotations

import functools
from collections import Counter

import pytest

from gamebox.engine.rng import Rng
from gamebox.games.grizzled.game import GAME
from gamebox.games.grizzled.recruits import MORALE_TOKENS, ONE_SHOT_RECRUITS


def free(gz, s, name):
    """A card of that name still in the Trials Deck or the Morale Reserve, lifted from it."""
    c = next(c for c in gz.ids(s, name) if c in s.deck or c in s.reserve)
    gz.take(s, c)
    return c


def with_recruit(gz, s, name=None, hand=(), after=3, deck=(), tokens=0, out=False):
    """Put the named Recruit in play, sitting after actor `after`, with the named cards face
    up in his hand; `deck`: the Recruit deck (names, its top last)."""
    table = s.cards.recruits
    s.recruit = table.by_name[name] if name else -1
    s.recruit_hand = [free(gz, s, n) for n in hand]
    s.recruit_after = after
    s.recruit_tokens = tokens
    s.recruit_out = out
    s.recruit_turn = False
    s.recruit_deck = [table.by_name[n] for n in deck]
    s.recruit_discard = []
    s.recruit_all = tuple(sorted(s.recruit_deck + ([s.recruit] if name else [])))
    s.touch()
    s.check_invariants()
    return s


def test_a_one_shot_recruit_deck_is_five_random_recruits(gz):
    """21 Recruit Cards
    To play with Recruits, create a Recruit Deck using 5 random Recruit cards.
    Playing with Recruits is optional."""
    assert len(gz.new(4).cards.recruits) == 21
    assert gz.new(4).recruit_all == (), "off by default"
    decks = set()
    for seed in range(6):
        s = gz.new(4, seed=seed, recruits=True)
        every = s.recruit_deck + [s.recruit] * (s.recruit >= 0)
        assert len(set(every)) == ONE_SHOT_RECRUITS
        decks.add(tuple(sorted(every)))
    assert len(decks) > 1


def test_a_recruit_arrives_after_the_deal_to_the_leaders_right(gz):
    """At the start of a Mission, after the Trial cards are dealt, a Recruit enters play if the
    following conditions are met:
    The Recruit card is placed between the Mission Leader and the player to their right.
    Take the Recruit token and place it in No Man's Land to indicate the Recruit is currently
    in play.
    The Recruit's starting hand is drawn from the Trials Deck and placed faceup behind the
    Recruit.
    Starting Hand: 3 cards.
    Recruit Cards
    1 Recruit token"""
    s = gz.new(4, seed=4, recruits=True)
    r = s.recruit
    assert r >= 0 and s.recruit_after == (s.leader - 1) % 4
    assert len(s.recruit_hand) == s.cards.recruits.hand[r]
    assert s.cards_in_hands() == 12, "the Grizzled were dealt first"
    assert len(s.deck) == 30 - 12 - len(s.recruit_hand)
    for seat in (None, 0, 1, 2, 3):
        assert [e[0] for e in s.view(seat)["recruit"]["hand"]] == s.recruit_hand, "face up"
    assert s.view(None)["recruit"]["in_play"] == r and not s.view(None)["recruit"]["withdrawn"]


def test_a_recruit_arrives_only_when_the_conditions_are_met(gz):
    """- · There are no Recruits in play
    - · The Recruits Deck isn't empty
    - There are enough cards left in the Trials Deck to create the Recruit's starting hand"""
    s = with_recruit(gz, gz.position(4), "Émile Garnier", hand=["Rain (Luck)"],
                     deck=["Louis Chabert"])
    s._recruit_arrives([])
    assert s.recruit == s.cards.recruits.by_name["Émile Garnier"], "one already in play"
    s = with_recruit(gz, gz.position(4), deck=[])
    s._recruit_arrives([])
    assert s.recruit == -1, "the deck is empty"
    s = with_recruit(gz, gz.position(4, deck_size=2), deck=["Louis Chabert"])
    s._recruit_arrives([])
    assert s.recruit == -1, "two Trials left, his hand is three"
    s = with_recruit(gz, gz.position(4, deck_size=3), deck=["Louis Chabert"])
    s._recruit_arrives([])
    assert s.recruit >= 0 and not s.deck


def test_the_recruit_acts_after_everyone_and_keeps_his_seat(gz):
    """On their turn, the Recruit will choose an action, just like the other Grizzled.
    For example, during the Mission in which the Recruit arrives, they are placed to the right
    of the Mission Leader.
    Therefore they will take their first action after all the other players.
    The Recruit remains in that position, even when the Mission Leader changes.
    The current Mission Leader decides what action the Recruit will choose from among the
    following:"""
    s = with_recruit(gz, gz.position(4, leader=0, turn=0), "Louis Chabert",
                     hand=["Rain (Luck)", "Snow (Luck)"], after=3)
    for a in range(4):
        assert s.acting_actor() == a and not s.recruit_turn
        gz.act(s, "withdraw L")
    assert s.recruit_turn and s.to_act() == (s.owner[0],), "the Leader's seat decides"
    assert gz.legal(s)[-1] == "recruit_withdraw"
    gz.act(s, "recruit_withdraw")
    assert s.mission == 3 and s.leader == 1 and s.recruit_after == 3
    s.phase = "play"  # skip the deal: who acts, in order
    s.touch()
    order = []
    while s.phase == "play" and s.mission == 3:
        order.append("R" if s.recruit_turn else s.acting_actor())
        gz.act(s, "recruit_withdraw" if s.recruit_turn else
               next(a for a in gz.legal(s) if a.startswith("withdraw")))
    assert order == [1, 2, 3, "R", 0]


def test_the_recruit_plays_threats_to_no_mans_land_and_hard_knocks_onto_the_leader(gz):
    """Play a card from their hand:
    - · A Threat card is added to the No Man's Land.
    - A Hard Knock is assigned to the Mission Leader (a Hard Knock is never assigned to a
    Recruit)."""
    s = with_recruit(gz, gz.position(4, leader=1, turn=0,
                                     hands={1: ["Snow (Luck)", "Night (Luck)"]}),
                     "Louis Chabert", hand=["Rain + Shell", "Mute", "Gas Mask (Luck)"], after=0)
    gz.act(s, "withdraw L")
    assert s.recruit_turn
    rain = s.recruit_hand[0]
    gz.act(s, f"recruit_play {rain}")
    assert s.nml == [rain] and s.counts[0] == 1
    gz.play(s, "Snow (Luck)")  # the Leader stays in
    while not s.recruit_turn:
        gz.act(s, "withdraw L")
    mute = s.recruit_hand[0]
    gz.act(s, f"recruit_play {mute}")
    assert mute in s.knocks[1], "onto the Leader"


def test_no_hard_knock_from_the_recruit_once_the_leader_has_withdrawn(gz):
    """Be careful: if the Mission Leader has already Withdrawn, the Hard Knock cannot be played
    during this Mission."""
    s = with_recruit(gz, gz.position(4, leader=0, turn=0), "Louis Chabert",
                     hand=["Mute", "Snow (Luck)"], after=0)
    gz.act(s, "withdraw L")
    assert s.recruit_turn and s.withdrawn[0]
    legal = gz.legal(s)
    assert f"recruit_play {s.recruit_hand[0]}" not in legal
    assert f"recruit_play {s.recruit_hand[1]}" in legal


def test_a_withdrawing_recruit_takes_a_morale_token_that_counts_at_the_drop(gz):
    """Withdraw:
    - · Remove the Recruit token and place it on their card to indicate they have Withdrawn.
    - · A Morale token is placed on the Recruit, and they no longer take part in the current
    Mission.
    - · During the Morale Drop, Morale tokens placed on the Recruit are counted as remaining
    cards in the hands of the Grizzled.
    However, the cards in The Recruit's hand are ignored.
    Morale Tokens: This recruit has no Morale tokens.
    5 Morale Tokens"""
    s = gz.position(4, hands={0: ["Rain (Luck)"], 1: ["Snow (Luck)"], 2: ["Night (Luck)"]})
    with_recruit(gz, s, "Henri Vasseur", hand=["Rain + Shell", "Night + Whistle"], after=3)
    assert s.recruit_tokens == 0 and s.cards.recruits.morale[s.recruit] == 0
    for _ in range(4):
        gz.act(s, next(a for a in gz.legal(s) if a.startswith("withdraw")))
    reserve = len(s.reserve)
    events = gz.act(s, "recruit_withdraw")
    assert any(e.kind == "recruit_withdraw" for e in events)
    assert s.recruit_tokens == 1 and s.mission == 3
    assert reserve - len(s.reserve) == 4, "3 cards in hand and 1 token; his 2 cards ignored"
    s.recruit_tokens = MORALE_TOKENS
    s.recruit_out = False
    s._act_recruit_withdraw(0, None, [])
    assert s.recruit_tokens == MORALE_TOKENS, "the box holds five"


def test_no_token_when_the_mission_fails_before_the_recruit_withdraws(gz):
    """If a Mission fails and the Recruit has not yet Withdrawn, no Morale token is added to
    the Recruit."""
    s = gz.position(4, hands={0: ["Rain + Shell"]}, nml=["Night + Shell", "Snow + Shell"])
    with_recruit(gz, s, "Louis Chabert", hand=["Rain (Luck)"], after=3)
    gz.play(s, "Rain + Shell")
    assert s.mission == 3 and s.recruit_tokens == 0 and not s.last_success


def test_the_recruit_is_not_dealt_nor_supported_nor_heartened(gz):
    """The Recruit is not dealt cards at the start of a Mission.
    The Recruit isn't affected by Support.
    Simply ignore it when giving out Support tiles.
    Speeches have no effect on Recruits."""
    s = gz.position(4, hands={0: ["Rain (Luck)"], 1: ["Snow (Luck)"]}, speech=[1, 0, 0, 0])
    with_recruit(gz, s, "Henri Vasseur", hand=["Rain + Shell"], after=3)
    assert s.tile_target(3, "L") == 0 and s.tile_target(0, "R") == 3
    gz.act(s, "speech rain")
    assert all(task[0] == "respond" and task[1] in (1,) for task in s.pending)
    while s.pending:
        gz.act(s, gz.legal(s)[-1])
    hand = list(s.recruit_hand)
    s.phase = "intensity"
    s.touch()
    gz.act(s, "intensity 2")
    assert s.recruit_hand == hand


def test_the_recruit_leaves_with_his_last_card_and_the_group_gains_his_advantage(gz):
    """When the Recruit plays its last card, its training is over and it is transferred to a
    new sector.
    The Recruit card is discarded and the players immediately gain the Advantage described on
    the card.
    Advantage: Bonus gained when the Recruit has played all of the cards in their hand.
    Recruit's Actions Recruit's Departure"""
    s = gz.position(4, leader=0, turn=0)
    with_recruit(gz, s, "Émile Garnier", hand=["Rain (Luck)"], after=0,
                 deck=["Louis Chabert"])
    assert s.counts[5] == 1
    gz.act(s, "withdraw L")
    deck, reserve = len(s.deck), len(s.reserve)
    gz.act(s, f"recruit_play {s.recruit_hand[0]}")
    assert s.recruit == -1 and s.recruit_discard == [s.cards.recruits.by_name["Émile Garnier"]]
    assert len(s.deck) == deck - 2 and len(s.reserve) == reserve + 2, "his advantage"
    assert s.counts[5] == 0, "his effect is gone with him"


def test_a_new_recruit_comes_at_the_next_missions_start(gz):
    """At the beginning of the next Mission, if the arrival conditions are met, a new Recruit
    enters play."""
    s = gz.position(4, leader=0, turn=0)
    with_recruit(gz, s, "Émile Garnier", hand=["Rain (Luck)"], after=0,
                 deck=["Louis Chabert"])
    gz.act(s, "withdraw L")
    gz.act(s, f"recruit_play {s.recruit_hand[0]}")
    while s.mission == 2:
        gz.act(s, next(a for a in gz.legal(s) if a.startswith("withdraw")))
    while s.pending:
        gz.act(s, gz.legal(s)[-1])
    assert s.recruit == -1 and s.phase == "intensity"
    gz.act(s, "intensity 1")
    assert s.cards.recruits.names[s.recruit] == "Louis Chabert"
    assert s.recruit_after == (s.leader - 1) % 4


def test_a_recruits_effect_holds_while_he_is_in_play(gz):
    """Recruit's Effect: Special rule to be applied while this Recruit is in play."""
    s = gz.position(4, hands={0: ["Rain (Luck)"]}, speech=[1, 0, 0, 0])
    assert any(a.startswith("speech") for a in gz.legal(s))
    with_recruit(gz, s, "Louis Chabert", hand=["Snow (Luck)"], after=3)
    assert not any(a.startswith("speech") for a in gz.legal(s)), "he talks over everyone"


def test_no_victory_while_a_recruit_is_in_play(gz):
    """As long as a Recruit is in play, the game cannot be won."""
    def last_mission(recruit):
        s = gz.position(4, deck_size=0, leader=0, turn=0)
        with_recruit(gz, s, "Louis Chabert" if recruit else None,
                     hand=["Snow (Luck)"] if recruit else (), after=3)
        while s.mission == 2 and not s.is_over():
            gz.act(s, "recruit_withdraw" if s.recruit_turn else
                   next(a for a in gz.legal(s) if a.startswith("withdraw")))
        while s.pending:
            gz.act(s, gz.legal(s)[-1])
        return s
    assert last_mission(False).won
    s = last_mission(True)
    assert not s.won and not s.is_over() and s.mission == 3, "the war goes on: a Morale Drop"


def test_a_recruits_trap_gives_its_hard_knock_to_the_withdrawn_leader(gz):
    """- · A Hard Knock card is assigned to the Grizzled who triggered the Trap, or to the
    Mission Leader if it was a Recruit (even if the Mission Leader has already Withdrawn)."""
    s = gz.position(4, leader=0, turn=0, deck_top=["Mute"])
    with_recruit(gz, s, "Louis Chabert", hand=["Snow + Whistle (Trap)", "Rain (Luck)"],
                 after=0)
    gz.act(s, "withdraw L")
    gz.act(s, f"recruit_play {s.recruit_hand[0]}")
    assert [s.cards.names[c] for c in s.knocks[0]] == ["Mute"]


def test_the_recruit_deck_is_hidden_to_the_search(gz):
    """`determinize` draws which Recruits the deck holds among those not seen; the view and
    legal actions stay the same."""
    s = gz.new(4, seed=4, recruits=True)
    seat = s.to_act()[0]
    decks = Counter()
    for k in range(30):
        det = s.determinize(seat, Rng(k))
        assert det.recruit == s.recruit and det.recruit_hand == s.recruit_hand
        assert len(det.recruit_deck) == len(s.recruit_deck) and s.recruit not in det.recruit_deck
        assert det.view(seat) == s.view(seat) and det.legal_actions(seat) == s.legal_actions(seat)
        det.check_invariants()
        decks[tuple(det.recruit_deck)] += 1
    assert len(decks) > 20


def test_the_table_shows_the_recruit_and_his_face_up_hand(gz):
    s = gz.new(4, seed=4, recruits=True)
    for seat in (None, 0, 2):
        zones = {z.name: z for z in s.table_module.table(s, seat).zones}
        assert [p.id for p in zones["recruit_hand"].pieces] == [f"t{c}" for c in s.recruit_hand]
        assert zones["recruit"].pieces[0].face["type"] == "Recruit"
        assert zones["recruit_deck"].hidden and zones["recruit_deck"].count == 4


@pytest.fixture
def packs(pack_copies):
    """`edit(old, new)`: one change to a copy of the shipped recruits.yaml."""
    return functools.partial(pack_copies, "recruits.yaml")


def test_an_unknown_recruit_effect_or_advantage_is_named(packs):
    path = packs("effect: no_speech", "effect: no_speeches")
    (problem,) = GAME.validate_file(path)
    assert problem.field.startswith("recruits[") and problem.field.endswith(".effect")
    assert problem.line > 0 and "did you mean 'no_speech'" in problem.message
    path = packs("advantage: speech_token", "advantage: speech")
    problems = GAME.validate_file(path)
    assert any(p.field.endswith(".advantage") for p in problems)
