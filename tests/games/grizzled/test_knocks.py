"""Every Hard Knock's effect, and the Clarifications about Hard Knocks."""
from __future__ import annotations

from collections import Counter

import pytest

from gamebox.games.grizzled.knocks import EFFECTS


def test_every_effect_of_the_vocabulary_is_on_a_card(gz):
    """The Hard Knocks' effects as data: each effect a shipped card uses, and no card without
    a rules text; Phobias carry attacks and Traumas weather."""
    s = gz.new(4)
    used = Counter(e for e in s.cards.effect if e)
    assert set(used) == set(EFFECTS)
    assert used["phobia"] == 3 and used["trauma"] == 3
    assert all(s.cards.text[c] for c in range(len(s.cards)) if s.cards.effect[c])


def test_printed_card_numbers(gz):
    """Card numbers where the rulebook prints them."""
    s = gz.new(4)
    numbers = {s.cards.names[c]: s.cards.number[c] for c in range(len(s.cards))
               if s.cards.number[c] is not None}
    assert numbers == {"Panicked": 56, "Selfish": 57, "Frenzied": 58, "Absent-Minded": 61,
                       "Tyrannical": 105, "Mute": 107, "Aggressive": 147}


def test_merry_christmas_discards_a_hard_knock_of_anyone_and_weighs_nothing(gz):
    """Hard Knocks: are assigned to the player and immediately take effect."""
    s = gz.position(4, hands={0: ["Merry Christmas"]}, knocks={2: ["Wounded"], 0: ["Mute"]})
    gz.play(s, "Merry Christmas")
    assert s.to_act() == (0,)
    assert {s.cards.names[a.args[0]] for a in s.legal_actions(0)} == {"Wounded", "Mute"}
    gz.act(s, f"christmas {gz.ids(s, 'Wounded')[0]}")
    assert s.knocks[2] == [] and s.weight(0) == 1 and s.turn == 1


def test_mute_cannot_speak_but_still_supports(gz):
    """- Mute Hard Knock: the player cannot play a Speech but can play a Support."""
    s = gz.position(4, hands={0: ["Rain + Shell"]}, knocks={0: ["Mute"]}, speech=[1, 0, 0, 0])
    assert not any(a.startswith("speech") for a in gz.legal(s))
    from gamebox.engine.protocol import Action, IllegalAction

    with pytest.raises(IllegalAction, match="cannot play a Speech"):
        s.apply(0, Action("speech", ("rain",)))
    assert "withdraw L" in gz.legal(s)


def test_tyrannical_keeps_the_leader_token_and_no_speech_token_is_given(gz):
    """Tyrannical: the holder leads every Mission to come; no Speech token is handed out."""
    s = gz.position(4, leader=0, knocks={2: ["Tyrannical"]}, tiles=[["L"]] * 4)
    while s.phase == "play":
        gz.act(s, "withdraw L")
    assert s.leader == 2 and s.speech == [0, 0, 0, 0]


def test_demoralized_drops_one_more(gz):
    """Demoralized: the Morale Drop moves one more card (at least 4)."""
    s = gz.position(4, knocks={1: ["Demoralized"]}, tiles=[["L"]] * 4)
    events = []
    while s.phase == "play":
        events += gz.act(s, "withdraw L")
    assert [e.data["moved"] for e in events if e.kind == "morale"] == [4]


def test_fragile_keeps_the_others_in_while_they_hold_cards(gz):
    """Fragile: while its holder is in, the others withdraw only with an empty hand.
    - When a player no longer has any cards in hand, they can always Withdraw, no matter what
    Hard Knocks are active."""
    s = gz.position(4, hands={0: ["Rain + Shell"]}, knocks={1: ["Fragile"]})
    assert not any(a.startswith("withdraw") for a in gz.legal(s))
    s.hands[0].clear()
    s.reserve.append(gz.ids(s, "Rain + Shell")[0])
    s.touch()
    assert any(a.startswith("withdraw") for a in gz.legal(s))
    s.hands[0].append(s.reserve.pop())
    s.withdrawn[1] = True
    s.touch()
    assert any(a.startswith("withdraw") for a in gz.legal(s)), "a withdrawn Fragile is idle"


def test_fearful_must_withdraw_with_two_identical_threats(gz):
    """Fearful: on your turn with two identical Threats active you must withdraw.
    - The effect of a Hard Knock can sometimes force a player's action, which might compel
    them to Withdraw or perhaps make the Mission fail."""
    s = gz.position(4, hands={0: ["Rain + Shell"]}, nml=["Night + Shell"], knocks={0: ["Fearful"]})
    assert any(a.startswith("play") for a in gz.legal(s))
    s.nml.append(gz.ids(s, "Snow + Shell")[0])
    gz.take(s, s.nml[-1])
    s.nml.append(gz.ids(s, "Snow + Shell")[0])
    s.touch()
    assert all(a.startswith("withdraw") for a in gz.legal(s))


def test_conflicts_first_played_wins_on_one_player(gz):
    """- In case of a conflict between the Hard Knocks:
    - on the same player, the priority goes to the card that was played first."""
    two = ["Rain + Shell", "Snow + Rain"]
    nml = ["Night + Shell", "Snow + Shell"]
    first_fearful = gz.position(4, hands={0: two}, nml=nml, knocks={0: ["Fearful", "Hardheaded"]})
    assert all(a.startswith("withdraw") for a in gz.legal(first_fearful))
    first_hard = gz.position(4, hands={0: two}, nml=nml, knocks={0: ["Hardheaded", "Fearful"]})
    legal = gz.legal(first_hard)
    assert not any(a.startswith("withdraw") for a in legal) and legal


def test_conflicts_active_players_card_wins_between_players(gz):
    """- on different players, priority is applied to cards played by the active player."""
    s = gz.position(4, hands={0: ["Rain + Shell"]}, nml=["Night + Shell", "Snow + Shell"],
                    knocks={0: ["Fearful"], 1: ["Fragile"]})
    assert all(a.startswith("withdraw") for a in gz.legal(s))


def test_panicked_tile_is_drawn_at_random(gz):
    """Panicked: the Support tile is drawn at random from one's own."""
    seen = set()
    for seed in range(12):
        s = gz.position(4, seed=seed, knocks={0: ["Panicked"]}, tiles=[["L", "R", "LL"]] + [["L"]] * 3)
        assert gz.legal(s) == ["withdraw random"]
        gz.act(s, "withdraw random")
        seen.add(s.played[0])
    assert seen == {"L", "R", "LL"}


def test_frenzied_is_dealt_two_more(gz):
    """Frenzied: at a Mission's start the holder is dealt two more cards."""
    s = gz.position(4, knocks={3: ["Frenzied"]})
    s.phase = "intensity"
    s.touch()
    gz.act(s, "intensity 2")
    assert [len(h) for h in s.hands] == [2, 2, 2, 4]


def test_selfish_support_goes_to_oneself(gz):
    """Selfish: whatever tile is played, the Support goes to its player."""
    s = gz.position(4, knocks={0: ["Selfish", "Mute"]}, tiles=[["L"], ["L"], ["L"], ["L"]])
    s.charm_up[0] = False
    s.touch()
    while s.phase == "play":
        gz.act(s, "withdraw L")
    # 0 -> 0 (Selfish), 1 -> 2, 2 -> 3, 3 -> 0: actor 0 has two
    assert s.pending and s.pending[0][1] == 0 and s.charm_up[0]


def test_hardheaded_and_prideful_limit_withdrawing(gz):
    """Hardheaded: no withdrawing with two cards or more. Prideful: only with an empty hand or
    as the last one in."""
    s = gz.position(4, hands={0: ["Rain + Shell", "Snow + Rain"]}, knocks={0: ["Hardheaded"]})
    assert not any(a.startswith("withdraw") for a in gz.legal(s))
    s.reserve.append(s.hands[0].pop())
    s.touch()
    assert any(a.startswith("withdraw") for a in gz.legal(s))
    p = gz.position(4, hands={0: ["Rain + Shell"]}, knocks={0: ["Prideful"]})
    assert not any(a.startswith("withdraw") for a in gz.legal(p))
    p.withdrawn[1:] = [True, True, True]
    p.touch()
    assert any(a.startswith("withdraw") for a in gz.legal(p)), "the last one in"


def test_clumsy_plays_the_next_trial_after_withdrawing_without_its_trap(gz):
    """- Clumsy Hard Knock: The effect of the Clumsy Hard Knock does not trigger a Trap."""
    s = gz.position(4, knocks={0: ["Clumsy"]}, deck_top=["Snow + Whistle (Trap)"])
    deck = len(s.deck)
    gz.act(s, "withdraw L")
    assert [s.cards.names[c] for c in s.nml] == ["Snow + Whistle (Trap)"]
    assert len(s.deck) == deck - 1, "its Trap drew nothing"


def test_clumsy_can_fail_the_mission(gz):
    """Clumsy's card counts like any other: a third identical Threat fails the Mission."""
    s = gz.position(4, nml=["Night + Shell", "Snow + Shell"], knocks={0: ["Clumsy"]},
                    deck_top=["Rain + Shell"])
    events = gz.act(s, "withdraw L")
    assert [e.data["success"] for e in events if e.kind == "end"] == [False]


def test_absent_minded_loses_a_tile_before_withdrawing(gz):
    """Absent-Minded: before withdrawing, a Support tile of one's own leaves the game."""
    s = gz.position(4, knocks={0: ["Absent-Minded"]}, tiles=[["L", "R"], ["L"], ["L"], ["L"]])
    assert sorted(gz.legal(s)) == ["withdraw L R", "withdraw R L"]
    gz.act(s, "withdraw R L")
    assert s.played[0] == "R" and s.tiles[0] == []
    lone = gz.position(4, knocks={0: ["Absent-Minded"]}, tiles=[["L"], ["L"], ["L"], ["L"]])
    assert gz.legal(lone) == ["withdraw none L"]


def test_exhausted_cannot_use_the_charm(gz):
    """Exhausted: no Good Luck Charm."""
    s = gz.position(4, hands={0: ["Rain + Snow + Night"]}, nml=["Rain + Shell", "Night + Whistle",
                                                                "Snow + Gas Mask"],
                    knocks={0: ["Exhausted"]})
    assert not any(a.startswith("charm") for a in gz.legal(s))


def test_distrustful_receives_support_that_counts_for_nobody(gz):
    """Distrustful: the tiles given to the holder count for nobody."""
    s = gz.position(4, knocks={1: ["Distrustful"], 2: ["Mute"]},
                    tiles=[["L"], ["L"], ["L"], ["L"]])
    while s.phase == "play":
        gz.act(s, "withdraw L")  # 0->1 (void), 1->2, 2->3, 3->0: a tie of ones
    assert s.tiles[1] == ["L"], "the tile is still given"
    s = gz.position(4, knocks={1: ["Distrustful"], 2: ["Mute"]},
                    tiles=[["L"], ["L"], ["R"], ["L"]])
    while s.phase == "play":
        gz.act(s, "withdraw " + s.tiles[s.turn][0])  # 0->1 (void), 1->2, 2->1 (void), 3->0
    assert not s.pending, "actor 0 and 2 tie with one each"
