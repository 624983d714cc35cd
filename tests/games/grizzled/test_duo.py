"""The Duo: two players, two Grizzled each, played as four."""
from __future__ import annotations


def test_duo_two_grizzled_each_played_consecutively_as_four(gz):
    """Duo Mode: Campaign or One-shot
    To play the Campaign or an One-Shot Game with 2 players, each player takes on the role of 2
    Grizzled, which they place side-by-side in front of themselves, and whose turns are played
    consecutively.
    Treat it as if it were a 4-player game (for the number of cards to be dealt on the Order of
    the Day, for example, or for Support).
    Each Grizzled is assigned a hand of cards.
    For a 2-player game setup and special rules see Duo-Mode (p.15)."""
    s = gz.new(2, seed=3)
    assert s.n == 4 and s.owner == (0, 0, 1, 1) and len(s.hands) == 4
    assert all(len(h) == 3 for h in s.hands)
    assert s.speech_pool == 5
    assert any(t in ("LL", "RR") for seed in range(20) for tiles in gz.new(2, seed=seed).tiles
               for t in tiles), "doubles are used as with four"


def test_duo_one_hand_visible_at_a_time(gz):
    """However, each player can only look at one hand at a time, unless a special situation
    occurs (Speech tokens, some Missions, etc.).
    Thus, on the turn of one Grizzled, the player cannot look at the cards of their other
    Grizzled.
    Once they've played, they set their hand aside facedown and pick up the cards of their
    other Grizzled."""
    s = gz.position(2, hands={0: ["Rain + Shell"], 1: ["Snow + Rain"], 2: ["Night + Whistle"],
                              3: ["Snow + Shell"]}, turn=0)
    assert list(s.view(0)["hands"]) == [0]
    table = s.table_view(0)
    assert table.zone("hand/1").hidden and not table.zone("hand/0").hidden
    gz.play(s, "Rain + Shell")
    assert s.turn == 1 and list(s.view(0)["hands"]) == [1]
    assert list(s.view(1)["hands"]) == [2]


def test_duo_morale_drop_at_most_seven(gz):
    """Morale Drop -----
    The maximum Morale Drop is 7 cards (instead of 6 cards)."""
    names = (["Snow + Whistle"] * 3 + ["Night + Shell"] * 3 + ["Rain + Gas Mask"] * 3)
    s = gz.position(2, hands={0: names[:5], 2: names[5:9]}, tiles=[["L"]] * 4)
    events = []
    while s.phase == "play":
        events += gz.act(s, "withdraw L")
    assert [e.data["moved"] for e in events if e.kind == "morale"] == [7]


def test_duo_speech_helps_only_the_other_players_grizzled(gz):
    """Speeches
    When a player chooses the Speech action for one of their Grizzled, despite all of the
    eloquence at hand, only the Grizzled of the other player can benefit from it.
    The other Grizzled belonging to the player making the Speech will not benefit from it."""
    s = gz.position(2, hands={0: ["Rain (Luck)"], 1: ["Rain + Shell"], 2: ["Rain + Whistle"],
                              3: ["Snow + Rain"]}, speech=[1, 0, 0, 0])
    gz.act(s, "speech rain")
    assert [p[1] for p in s.pending] == [2, 3]


def test_duo_support_may_go_to_ones_own_other_grizzled(gz):
    """Support
    A Grizzled can thus support the other Grizzled of the same player but, as always, only the
    Grizzled who has received the most tiles benefits from Support."""
    s = gz.position(2, knocks={1: ["Wounded"]}, tiles=[["L"], ["L"], ["RR"], ["L"]])
    while s.phase == "play":
        gz.act(s, "withdraw " + s.tiles[s.turn][0])  # 0->1, 1->2, 2->0, 3->0
    assert not s.pending, "0 has two; its Hard Knocks are none, so nothing to shed"
    s = gz.position(2, knocks={1: ["Wounded"]}, tiles=[["L"], ["R"], ["R"], ["RR"]])
    while s.phase == "play":
        gz.act(s, "withdraw " + s.tiles[s.turn][0])  # 0->1, 1->0, 2->1, 3->1
    assert s.pending[0][:2] == ("shed", 1) and s.to_act() == (0,)
