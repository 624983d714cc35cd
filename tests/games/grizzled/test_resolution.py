"""Mission Resolution, in the rulebook's order: Support, Hard Knocks, victory, Morale Drop,
defeat, the next Mission."""
from __future__ import annotations


def _all_withdraw(gz, s, tiles):
    """Every actor still in withdraws in turn with the tile given for it."""
    events = []
    while s.phase == "play" and not s.pending:
        a = s.turn
        events += gz.act(s, f"withdraw {tiles[a]}" if tiles[a] else "withdraw")
    return events


def test_success_reveals_support_and_the_most_supported_sheds_two_and_recovers_charm(gz):
    """Mission Resolution
    1.
    Reveal Support
    The players reveal the Support tiles they played on their Grizzled cards when they
    withdrew, and give them to their chosen player.
    If the Mission was Successful:
    The cards in No Man's Land are discarded.
    If a player has received more Support than any others, that player benefits from the help
    of the group and can then:
    Get rid of up to 2 Hard Knocks cards affecting their character AND recover their Good Luck
    Charm, flipping their Grizzled card faceup again.
    Players keep the Support tiles they have received.
    Support tiles are given to the Grizzled designated by the arrows."""
    s = gz.position(4, nml=["Rain + Shell"], knocks={1: ["Mute", "Wounded", "Fragile"]},
                    tiles=[["L"], ["L"], ["R"], ["LL"]])
    s.charm_up[1] = False
    s.touch()
    events = _all_withdraw(gz, s, ["L", "L", "R", "LL"])  # 0->1, 1->2, 2->1, 3->1
    reveals = [e for e in events if e.kind == "reveal"]
    assert len(reveals) == 4 and all(e.to is None and e.reveals for e in reveals)
    assert s.discard[-1] == gz.ids(s, "Rain + Shell")[0] and s.nml == []
    assert s.charm_up[1] is True
    assert sorted(s.tiles[1]) == ["L", "LL", "R"] and s.tiles[2] == ["L"]
    assert s.to_act() == (1,) and s.pending[0][:3] == ("shed", 1, 2)
    gz.act(s, f"shed {gz.ids(s, 'Wounded')[0]}")
    gz.act(s, f"shed {gz.ids(s, 'Mute')[0]}")
    assert [s.cards.names[c] for c in s.knocks[1]] == ["Fragile"]
    assert s.phase == "intensity" and s.mission == 3


def test_a_tie_for_the_most_support_helps_no_one(gz):
    """In case of a tie, the effects are cancelled and no one gets support."""
    s = gz.position(4, knocks={1: ["Mute"], 3: ["Wounded"]},
                    tiles=[["L"], ["R"], ["R"], ["L"]])
    s.charm_up[1] = s.charm_up[3] = False
    s.touch()
    events = _all_withdraw(gz, s, ["L", "R", "R", "L"])  # 0->1, 1->0, 2->1, 3->0
    assert any(e.kind == "tie" for e in events)
    assert s.charm_up[1] is False and len(s.knocks[1]) == 1 and not s.pending


def test_failure_shuffles_no_mans_land_back_and_counts_only_withdrawn_tiles(gz):
    """If the Mission was a Failure:
    The No Man's Land cards are shuffled into the Trials Deck and will have to be faced again.
    Only the tiles from players who have already Withdrawn are revealed and taken into account.
    In this case, if a player received more Support than any of the others, they may:
    Get rid of a single Hard Knock card AND recover their Good Luck Charm, flipping their
    Grizzled card faceup again.
    - When a card is discarded, it is set aside for the remainder of the Chapter."""
    s = gz.position(4, hands={3: ["Rain + Shell"]}, nml=["Night + Shell", "Snow + Shell"],
                    knocks={0: ["Mute", "Wounded"]}, turn=1,
                    tiles=[["L"], ["R"], ["R"], ["L"]])
    s.charm_up[0] = False
    s.touch()
    gz.act(s, "withdraw R")  # 1 -> 0
    gz.act(s, "withdraw R")  # 2 -> 1
    faced = list(s.nml) + [s.hands[3][0]]
    events = gz.play(s, "Rain + Shell")
    assert [e.data["success"] for e in events if e.kind == "end"] == [False]
    assert all(c in s.deck for c in faced) and s.nml == []
    # 0 and 1 got one tile each... but 2's tile went to 1 and 1's to 0: a tie
    assert any(e.kind == "tie" for e in events)
    s2 = gz.position(4, hands={3: ["Rain + Shell"]}, nml=["Night + Shell", "Snow + Shell"],
                     knocks={0: ["Mute", "Wounded"]}, turn=1,
                     tiles=[["L"], ["R"], ["RR"], ["L"]])
    s2.charm_up[0] = False
    s2.touch()
    gz.act(s2, "withdraw R")  # 1 -> 0
    gz.act(s2, "withdraw RR")  # 2 -> 0
    gz.play(s2, "Rain + Shell")
    assert s2.charm_up[0] and s2.pending[0][:3] == ("shed", 0, 1)
    assert "done" in gz.legal(s2)
    gz.act(s2, f"shed {gz.ids(s2, 'Wounded')[0]}")
    assert [s2.cards.names[c] for c in s2.knocks[0]] == ["Mute"]
    assert gz.ids(s2, "Wounded")[0] in s2.discard


def test_four_hard_knocks_end_the_game_after_support(gz):
    """2.
    Check Hard Knocks Defeat Condition:
    After the resolution of Support, any player with 4 or more Hard Knocks causes the group to
    fail and immediately ends the Chapter."""
    s = gz.position(4, hands={0: ["Demoralized"]}, knocks={0: ["Mute", "Wounded"]},
                    tiles=[["L"], ["L"], ["L"], ["L"]])
    gz.play(s, "Demoralized")
    assert s.weight(0) == 4
    _all_withdraw(gz, s, ["L", "L", "L", "L"])  # each supports the next: a tie
    assert s.is_over() and s.defeat == "knocks" and s.result().winners == ()
    saved = gz.position(4, hands={0: ["Demoralized"]}, knocks={0: ["Mute", "Wounded"]},
                        tiles=[["L"], ["R"], ["LL"], ["L"]])
    gz.play(saved, "Demoralized")
    _all_withdraw(gz, saved, ["L", "R", "LL", "L"])  # 1->0, 2->0, 3->0, 0->1
    gz.act(saved, f"shed {gz.ids(saved, 'Wounded')[0]}")
    gz.act(saved, "done")
    assert not saved.is_over() and saved.weight(0) == 2


MANY = (["Snow + Whistle"] * 3 + ["Night + Shell"] * 3 + ["Rain + Gas Mask"] * 3
        + ["Snow + Shell"] * 2 + ["Night + Whistle"] * 2 + ["Rain + Whistle"] * 2)
"""Fifteen plain Threat cards (no Trap, no Luck) to fill hands with."""


def test_morale_drop_counts_cards_in_hand_between_three_and_six(gz):
    """4.
    Morale Drop
    If the Chapter isn't over yet, the group's Morale drops: Add up the total number of cards
    remaining in the players' hands.
    Transfer that number of cards from the Morale Reserve to the Trials Deck, with a minimum of
    3 cards and a maximum of 6.
    If the conclusion of the Mission did not trigger the end of the Chapter, Morale will Drop
    and cards will be transferred from the Morale Reserve to the Trials Deck and a new Mission
    will be played.
    When the Mission is over, the unplayed cards are kept in hand, and the Hard Knocks remain
    assigned to each Grizzled."""
    for held, moved in ((1, 3), (4, 4), (8, 6)):
        hands = {0: MANY[:held]}
        s = gz.position(4, hands=hands, tiles=[["L"]] * 4)
        reserve = len(s.reserve)
        events = _all_withdraw(gz, s, ["L"] * 4)
        (drop,) = [e for e in events if e.kind == "morale"]
        assert drop.data["moved"] == moved and len(s.reserve) == reserve - moved
        assert len(s.hands[0]) == held


def test_monument_showing_loses(gz):
    """5.
    Check Chapter Defeat Conditions
    · As soon as the group's Morale Reserve is empty and the Monument card becomes visible,
    the Chapter is lost!
    The players lose the Chapter, if during a Morale Drop phase, the Monument card becomes
    visible OR if the players have 13 or more cards in hand, collectively."""
    s = gz.position(3, tiles=[["L"]] * 3)
    s.deck += s.reserve[3:]
    del s.reserve[3:]
    _all_withdraw(gz, s, ["L"] * 3)
    assert s.is_over() and s.defeat == "monument" and s.reserve == []


def test_thirteen_cards_in_hand_lose(gz):
    """• If the players have a combined total of 13 or more cards in hand, they abandon all hope
    and the Chapter is lost!
    If the players ever have 13 or more cards in hand collectively, the game is lost!"""
    names = MANY
    s = gz.position(4, hands={0: names[:6], 1: names[6:12]}, tiles=[["L"]] * 4)
    _all_withdraw(gz, s, ["L"] * 4)
    assert not s.is_over(), "twelve is not yet"
    s = gz.position(4, hands={0: names[:7], 1: names[7:13]},
                    tiles=[["L"]] * 4)
    _all_withdraw(gz, s, ["L"] * 4)
    assert s.is_over() and s.defeat == "hands"


def test_next_leader_to_the_left_and_former_leader_gets_a_speech_token(gz):
    """6.
    Next Mission
    If not, the Mission Leader token moves to the next player to the left.
    The former Mission Leader gets a Speech token.
    A new Mission begins..."""
    s = gz.position(4, leader=2, turn=0, tiles=[["L"]] * 4)
    pool = s.speech_pool
    _all_withdraw(gz, s, ["L"] * 4)
    assert s.leader == 3 and s.speech[2] == 1 and s.speech_pool == pool - 1
    assert s.phase == "intensity" and s.to_act() == (3,)
    s.speech_pool = 0
    s.phase = "play"
    s.touch()
    _all_withdraw(gz, s, ["L"] * 4)
    assert s.leader == 0 and s.speech[3] == 0, "no token left in play"
