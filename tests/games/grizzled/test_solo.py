"""The Solo one-shot: three Grizzled, one hand of three, refills, the four Solo tiles."""
from __future__ import annotations

from gamebox.games.grizzled.knocks import EFFECTS


def test_solo_setup(gz):
    """In the Solo game, you will play 3 Grizzled in turn, but you will have only a single hand
    of cards.
    - Choose 3 Grizzled cards and place them faceup in front of you with their Good Luck Charm
    faceup.
    - Shuffle the 4 Solo Support tiles.
    Set aside all of the game's Support tiles and take the 4 Solo version special Support
    tiles.
    - Remove the following Hard Knock cards: Panicked (56), Selfish (57), Frenzied (58),
    Absent-Minded (61), Tyrannical (105), and Mute (107).
    Then create the Trials Deck with 30 cards.
    Assign the Mission Leader token to a Grizzled who will be the active Grizzled, and draw 3
    cards to create your starting hand.
    4 Support Tiles for the Solo version
    To do this, you will need all of the Trial cards contained in the Campaign.
    - Take the Grizzled miniatures that match the chosen cards."""
    s = gz.new(1, seed=4)
    assert s.n == 3 and len(s.hands) == 1 and len(s.hands[0]) == 3
    assert s.charm_up == [True] * 3 and s.tiles == [[], [], []]
    assert sorted(s.solo_tiles) == ["Center", "Left", "None", "Right"]
    cards = s.deck + s.reserve + s.hands[0]
    assert len(s.deck) + 3 == 30 and len(cards) == 62
    gone = {s.cards.names[c] for c in range(len(s.cards)) if c not in cards}
    assert gone == {"Panicked", "Selfish", "Frenzied", "Absent-Minded", "Tyrannical", "Mute"}
    assert s.turn == s.leader
    assert set(EFFECTS)  # (every other effect stays in the Solo deck)


def test_solo_actions_rotate_and_no_speeches(gz):
    """Follow the Basic Rules (see p.4) with Traps, but without Speeches.
    You play 1 action for the active Grizzled, then the Mission Leader token moves on to the
    next Grizzled and so on, until all of the Grizzled have Withdrawn or the Mission has
    failed.
    To represent a Grizzled who has Withdrawn, retrieve the miniature and place on the
    respective Grizzled card."""
    s = gz.position(1, hands={0: ["Rain + Shell", "Snow + Rain", "Night + Whistle"]},
                    speech=[1, 1, 1])
    assert not any(a.startswith("speech") for a in gz.legal(s))
    assert s.options["traps"] is True
    gz.play(s, "Rain + Shell")
    gz.act(s, "stop")
    assert s.turn == 1
    gz.act(s, "withdraw")
    assert s.turn == 2


def test_solo_refill_or_not(gz):
    """After playing a card, you can choose to refill your hand back up to 3 cards or not.
    If you do not do so, you will no longer be able to do so for this Mission, which will then
    end quite quickly."""
    s = gz.position(1, hands={0: ["Rain + Shell", "Snow + Rain", "Night + Whistle"]})
    gz.play(s, "Rain + Shell")
    assert gz.legal(s) == ["refill", "stop"]
    gz.act(s, "refill")
    assert len(s.hands[0]) == 3
    gz.play(s, "Snow + Rain")
    gz.act(s, "stop")
    gz.play(s, "Night + Whistle")
    assert not s.pending and len(s.hands[0]) == 1, "no more refills this Mission"


def test_solo_support_tile_designates_a_grizzled_or_none(gz):
    """During the Support phase, draw 1 of the Solo Support tiles, which designates the Grizzled
    who will benefit from the Support (up to 2 Hard Knock cards discarded, and the Good Luck
    Charm is recovered) then discard this tile.
    One of these tiles designates no Grizzled.
    This means that no Support is given and the tile is discarded.
    When all 4 tiles have been drawn, shuffle them again.
    Center
    Right"""
    s = gz.position(1, knocks={1: ["Wounded", "Demoralized"]})
    s.solo_tiles = ["Left", "Right", "None", "Center"]
    s.charm_up[1] = False
    s.touch()
    for _ in range(3):
        gz.act(s, "withdraw")
    assert s.solo_tiles == ["Left", "Right", "None"]
    assert s.pending[0][:3] == ("shed", 1, 2) and s.charm_up[1]
    gz.act(s, "done")
    for tile in ("None", "Right", "Left"):
        s.phase, s.withdrawn = "play", [False] * 3
        s.touch()
        events = []
        for _ in range(3):
            events += gz.act(s, "withdraw")
        assert [e.data["tile"] for e in events if e.kind == "reveal"] == [tile]
        if s.pending:
            gz.act(s, "done")
    assert s.solo_tiles == []
    s.phase, s.withdrawn = "play", [False] * 3
    s.touch()
    for _ in range(3):
        gz.act(s, "withdraw")
    assert len(s.solo_tiles) == 3, "all four were shuffled again and one drawn"


def test_solo_failure_draws_a_tile_and_sheds_one(gz):
    """House rule: after a failed Solo Mission a Solo tile is drawn too; its Grizzled sheds one
    Hard Knock and recovers his charm. The next Mission starts with the Grizzled to the left."""
    s = gz.position(1, hands={0: ["Rain + Shell"]}, nml=["Night + Shell", "Snow + Shell"],
                    knocks={2: ["Wounded", "Demoralized"]}, leader=0)
    s.solo_tiles = ["Right"]
    s.charm_up[2] = False
    s.touch()
    gz.play(s, "Rain + Shell")
    assert s.pending[0][:3] == ("shed", 2, 1) and s.charm_up[2]
    gz.act(s, f"shed {gz.ids(s, 'Wounded')[0]}")
    assert s.knocks[2] == [gz.ids(s, "Demoralized")[0]]
    assert s.leader == 1 and s.turn == 1 and len(s.hands[0]) == 3
