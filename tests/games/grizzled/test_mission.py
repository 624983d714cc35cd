"""A Mission: the Intensity and the deal, the four actions, and how a Mission ends."""
from __future__ import annotations

from gamebox.engine.protocol import Action, IllegalAction

import pytest


def _to_intensity(gz, seats=4, seed=1, deck=None):
    """A state at the Leader's choice of Intensity (Mission 2), hands empty."""
    s = gz.position(seats, seed=seed, deck_size=deck)
    s.phase = "intensity"
    s.touch()
    return s


def test_leader_chooses_intensity_and_cards_are_dealt_one_at_a_time_from_the_leader(gz):
    """The Mission Leader chooses the Intensity of the Mission, which determines the number of
    cards each player will be dealt (except for the first Mission of a Chapter, which is
    determined by its Briefing).
    These starting cards are dealt from the Trials Deck one at a time, starting with the
    Mission Leader and proceeding clockwise."""
    s = _to_intensity(gz)
    s.leader = 2
    s.touch()
    assert s.to_act() == (2,)
    assert gz.legal(s)[0] == "intensity 1"
    top = s.deck[::-1][:8]
    gz.act(s, "intensity 2")
    # one at a time: Leader (2), 3, 0, 1, then again
    assert s.hands[2] == [top[0], top[4]]
    assert s.hands[3] == [top[1], top[5]]
    assert s.hands[0] == [top[2], top[6]]
    assert s.hands[1] == [top[3], top[7]]
    assert s.turn == 2 and s.phase == "play"


def test_dealing_stops_when_the_deck_runs_out(gz):
    """If the Trials Deck runs out when dealing starting cards, simply stop dealing further
    cards.
    Some players may have less cards in hand than others."""
    s = _to_intensity(gz, deck=5)
    gz.act(s, "intensity 3")
    assert sorted(len(h) for h in s.hands) == [1, 1, 1, 2]
    assert s.deck == []


def test_mission_won_with_a_depleted_deck_once_every_card_is_played(gz):
    """With a depleted Trials Deck on the table, if players manage to play all their cards
    without failing, they will win the Mission!
    The players win the Chapter at the end of a successful Mission when the Peace card is
    visible AND they no longer have any cards in hand.
    3.
    Check Chapter Victory Condition
    If the Trials Deck is empty, the Peace card is visible, and the players no longer have any
    cards in hand, the Chapter ends in Victory!
    The game is played normally, where your goal is to reach the Peace card and get rid of all
    the Trial cards."""
    s = gz.position(3, hands={0: ["Rain + Snow + Night"]}, deck_size=0)
    assert s.table_view(0).zone("trials").label == "Peace"
    gz.play(s, "Rain + Snow + Night")
    for _ in range(3):
        gz.act(s, "withdraw L")
    assert s.is_over() and s.won
    assert s.result().winners == (0, 1, 2)


def test_play_threat_to_no_mans_land_and_hard_knock_onto_yourself(gz):
    """During each player's turn, they will have to choose and perform 1 of the actions below:
    Play a Trial card from their hand
    There are 2 types of Trials card:
    Threats: are played in No Man's Land.
    Hard Knocks: are assigned to the player and immediately take effect.
    Players will play their cards faceup into the empty area in the middle of the table called
    No Man's Land.
    and 6 types of Threats:"""
    s = gz.position(4, hands={0: ["Snow + Whistle", "Wounded"], 1: ["Trauma (Rain)"]})
    events = gz.play(s, "Snow + Whistle")
    assert [s.cards.names[c] for c in s.nml] == ["Snow + Whistle"]
    assert s.counts == [0, 1, 0, 0, 0, 1]
    assert events[0].to is None, "played face up for all to see"
    assert s.turn == 1
    gz.play(s, "Trauma (Rain)")
    assert [s.cards.names[c] for c in s.knocks[1]] == ["Trauma (Rain)"]
    assert s.counts[0] == 1, "its effect is immediate: Rain counts now"


def test_charm_discards_a_matching_card_and_flips_the_grizzled(gz):
    """Use a Good Luck Charm
    The player discards 1 of the cards from No Man's Land bearing the same type of Threat as
    their Good Luck Charm.
    The player's Grizzled card is then flipped facedown.
    To be able to reuse their Good Luck Charm, they'll have to recover it (see Support, p.7)."""
    s = gz.position(4, hands={0: ["Rain + Shell"]}, nml=["Night + Shell", "Rain + Whistle"])
    s.grizzled[0] = s.cards.grizzled.index("Félix Moreau")  # Night
    s.touch()
    night = [a for a in s.legal_actions(0) if a.kind == "charm"]
    assert [s.cards.names[a.args[0]] for a in night] == ["Night + Shell"]
    gz.act(s, str(night[0]))
    assert [s.cards.names[c] for c in s.nml] == ["Rain + Whistle"]
    assert s.charm_up[0] is False and s.counts[4] == 0
    s.turn = 0
    s.touch()
    assert not any(a.kind == "charm" for a in s.legal_actions(0))


def test_speech_lets_the_others_discard_one_card_with_that_threat(gz):
    """Make a Speech
    If a player has a Speech token, it allows them to encourage their comrades and protect
    them from 1 of the 6 Threats.
    The active player chooses a Threat and announces it to the other players.
    All the players, except the one making the Speech, can then discard a single card (Threat
    or Hard Knock) from their hand which contains that specific Threat.
    If a player has more than 1 of those Threats, they can choose only 1 of them.
    The Speech token is then discarded
    - Speech tokens allow players to discard from their hand a Trauma or a Phobia with the
    corresponding Threat.
    - The Speech tokens are all equivalent.
    The illustration is only used as inspiration."""
    s = gz.position(4, hands={0: ["Gas Mask (Luck)"], 1: ["Gas Mask + Shell", "Rain + Gas Mask"],
                              2: ["Phobia (Gas Mask)"], 3: ["Snow + Rain"]},
                    speech=[1, 0, 0, 0])
    assert "speech gas" in gz.legal(s)
    gz.act(s, "speech gas")
    assert s.speech == [0, 0, 0, 0]
    assert s.to_act() == (1,)
    assert sorted(gz.legal(s))[-1] == "keep"
    assert len(gz.legal(s)) == 3  # one of two cards, or nothing
    first = s.legal_actions(1)[0]
    gz.act(s, str(first))
    assert len(s.hands[1]) == 1
    assert s.to_act() == (2,)  # the Phobia counts too
    gz.act(s, f"discard {s.hands[2][0]}")
    assert s.hands[2] == [] and len(s.hands[0]) == 1, "the speaker discards nothing"
    assert s.to_act() == (3,) and gz.legal(s) == ["keep"], \
        "asked too, though he holds no Gas Mask: being asked tells no one what he holds"
    gz.act(s, "keep")
    assert s.turn == 1 and not s.pending


def test_withdrawn_players_do_not_benefit_from_a_speech(gz):
    """Players who have already withdrawn do not benefit from the Speech."""
    s = gz.position(4, hands={0: ["Rain (Luck)"], 1: ["Rain + Shell"], 2: ["Rain + Whistle"]},
                    speech=[1, 0, 0, 0])
    s.withdrawn[1] = True
    s.touch()
    gz.act(s, "speech rain")
    assert s.to_act() == (2,) and [p[1] for p in s.pending] == [2]
    gz.act(s, "keep")
    assert len(s.hands[1]) == 1 and len(s.hands[2]) == 1


def test_withdraw_lays_a_tile_face_down_in_secret(gz):
    """Withdraw...
    By Withdrawing, the player chooses to no longer take part in the Mission and will thus no
    longer be able to take actions.
    ...and choose a Support tile
    The player must secretly choose which player they will give Support to.
    To do this, they secretly choose 1 of their Support tiles (if any remain), which they
    place facedown on their own Grizzled card.
    All of the played Support tiles will be revealed at the end of the Mission.
    - The players can verbally recommend a specific Grizzled to be supported, but the tile
    played must remain secret."""
    s = gz.position(4, hands={0: ["Rain + Shell"], 1: ["Snow + Shell"]},
                    tiles=[["L", "R", "LL"], ["L", "R"], ["L", "R"], ["L", "R"]])
    assert {"withdraw L", "withdraw R", "withdraw LL"} <= set(gz.legal(s))
    events = gz.act(s, "withdraw LL")
    public = [e for e in events if e.to is None]
    assert all("LL" not in e.text for e in public)
    assert [e.to for e in events if "LL" in e.text] == [frozenset({0})]
    assert s.withdrawn[0] and s.played[0] == "LL"
    assert s.view(1)["actors"][0]["tile_laid"] is True
    assert "LL" not in str(s.view(1)) and "LL" in str(s.view(0)["mine"])
    assert s.turn == 1
    # a withdrawn player never acts again in this Mission
    gz.act(s, "withdraw L")
    gz.act(s, "withdraw L")
    assert s.turn == 3 or s.phase != "play"


def test_withdraw_without_tiles_is_still_possible(gz):
    """A player who no longer has any Support tiles can still Withdraw.
    They simply won't play a Support tile.
    - A player who no longer has any Support tiles can always Withdraw.
    The player simply doesn't play a Support tile."""
    s = gz.position(4, hands={0: ["Rain + Shell"]}, tiles=[[], ["L"], ["L"], ["L"]])
    assert "withdraw" in gz.legal(s)
    gz.act(s, "withdraw")
    assert s.withdrawn[0] and s.played[0] == "none"


def test_cards_in_hand_stay_there_when_withdrawing(gz):
    """If the player still has cards in hand, they can place them facedown on their Grizzled
    card to represent their withdrawal.
    Remove the respective miniature from No Man's Land and place it on its Grizzled card."""
    s = gz.position(4, hands={0: ["Rain + Shell", "Snow + Shell"]})
    gz.act(s, "withdraw L")
    assert len(s.hands[0]) == 2
    assert s.view(1)["actors"][0]["withdrawn"] and s.view(1)["actors"][0]["hand"] == 2


def test_all_withdrawn_is_success(gz):
    """The Mission can end in 1 of 2 ways:
    • either all of the players have withdrawn, in which case the Mission is then Successful.
    At the beginning of a Mission, the players place the Miniature of their Grizzled near No
    Man's Land to show they are active in the Mission."""
    s = gz.position(3, hands={0: ["Rain + Shell"], 1: ["Snow + Shell"], 2: ["Snow + Rain"]})
    assert s.in_mission() == [0, 1, 2]
    events = []
    for _ in range(3):
        events += gz.act(s, gz.legal(s)[-1])
    assert [e.data["success"] for e in events if e.kind == "end"] == [True]
    assert s.mission == 3


def test_three_identical_threats_fail_counting_phobias_of_those_still_in(gz):
    """• or 3 identical Threats are present in No Man's Land, including the Phobias and
    Traumas of the non-withdrawn players, in which case the Mission is a Failure.
    During the Mission, players will try to succeed by playing all their cards to No Man's
    Land without having 3 identical active Threats revealed."""
    s = gz.position(4, hands={0: ["Rain + Shell"]}, nml=["Night + Shell"],
                    knocks={2: ["Phobia (Shell)"]})
    assert s.counts[4] == 2
    events = gz.play(s, "Rain + Shell")
    assert [e.data["success"] for e in events if e.kind == "end"] == [False]


def test_a_withdrawn_players_phobia_no_longer_counts(gz):
    """- The Hard Knock cards of a player who has Withdrawn no longer have an effect on the
    current Mission (ex: Trauma, Fragile, etc.).
    All Hard Knocks they possess have no effect on the current Mission."""
    s = gz.position(4, hands={0: ["Rain + Shell"], 2: ["Snow + Rain"]},
                    nml=["Night + Shell"], knocks={2: ["Phobia (Shell)"]}, turn=2)
    gz.act(s, "withdraw L")
    assert s.counts[4] == 1
    s.turn = 0
    s.touch()
    events = gz.play(s, "Rain + Shell")
    assert not any(e.kind == "end" for e in events)
    assert s.counts[4] == 2


def test_illegal_actions_are_refused(gz):
    """Players must never discuss, reveal nor show their cards."""
    s = gz.position(4, hands={0: ["Rain + Shell"], 1: ["Snow + Shell"]})
    other = s.hands[1][0]
    with pytest.raises(IllegalAction):
        s.apply(0, Action("play", (other,)))
    with pytest.raises(IllegalAction):
        s.apply(1, Action("withdraw", ("L",)))


def test_intensity_choices_run_from_one_to_six(gz):
    """House rule: the Leader deals 1 to 6 cards to each Grizzled (the rulebook sets no top)."""
    s = _to_intensity(gz)
    assert gz.legal(s) == [f"intensity {k}" for k in range(1, 7)]


def test_traumas_alone_can_fail_a_mission_as_it_starts(gz):
    """House rule: three identical Threats from the Phobias and Traumas of the Grizzled who
    begin a Mission fail it at once (the rulebook counts them as present in No Man's Land).
    The shipped set has one Trauma per weather; a pack of one's own may have more."""
    from gamebox.engine.content import Content
    from gamebox.games.grizzled.game import GAME

    data = dict(gz.content.data)
    extra = [{**k, "name": f"Trauma (Rain) {n}"} for n in (2, 3)
             for k in data["hard_knocks"] if k["name"] == "Trauma (Rain)"]
    data["hard_knocks"] = data["hard_knocks"] + extra
    s = GAME.new_state(3, {}, 1, Content.of(data))
    for a, name in enumerate(["Trauma (Rain)", "Trauma (Rain) 2", "Trauma (Rain) 3"]):
        card = s.cards.names.index(name)
        gz.take(s, card)
        s.knocks[a].append(card)
    s.touch()
    events = []
    s._start_mission(events)
    assert s.phase == "intensity"
    events = gz.act(s, "intensity 1")
    assert [e.data["success"] for e in events if e.kind == "end"] == [False]


def test_copies_of_a_card_are_one_choice(gz):
    """House rule: two copies of one card in hand are offered as one move."""
    s = gz.position(4, hands={0: ["Snow + Whistle", "Snow + Whistle", "Rain + Shell"]})
    plays = [a for a in gz.legal(s) if a.startswith("play")]
    assert len(plays) == 2
