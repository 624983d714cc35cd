"""Traps and Luck (a module, on by default)."""
from __future__ import annotations


def test_a_trap_draws_and_plays_the_next_trial(gz):
    """The Traps
    When a Grizzled or a Recruit plays a Threat card from their hand that has a Trap symbol,
    they must draw another card from the Trials Deck and immediately play it.
    - · A Threat card is added to No Man's Land.
    If a new Trap is revealed, it will be ignored."""
    s = gz.position(4, hands={0: ["Snow + Whistle (Trap)"]},
                    deck_top=["Night + Shell (Trap)", "Rain + Gas Mask"])
    gz.play(s, "Snow + Whistle (Trap)")
    assert [s.cards.names[c] for c in s.nml] == ["Snow + Whistle (Trap)", "Night + Shell (Trap)"]
    assert s.cards.names[s.deck[-1]] == "Rain + Gas Mask", "the drawn Trap is ignored"


def test_a_trap_hard_knock_goes_to_the_player_who_triggered_it(gz):
    """- · A Hard Knock card is assigned to the Grizzled who triggered the Trap, or to the
    Mission Leader if it was a Recruit (even if the Mission Leader has already Withdrawn)."""
    s = gz.position(4, hands={1: ["Snow + Whistle (Trap)"]}, deck_top=["Wounded"], turn=1)
    gz.play(s, "Snow + Whistle (Trap)")
    assert [s.cards.names[c] for c in s.knocks[1]] == ["Wounded"]


def test_luck_in_no_mans_land_cancels_one_trap(gz):
    """Luck Symbol ---
    Some Threat cards have a Luck symbol.
    If these are present in No Man's Land, they can keep Traps from triggering.
    Each Luck symbol cancels one Trap symbol."""
    s = gz.position(4, hands={0: ["Snow + Whistle (Trap)"], 1: ["Night + Shell (Trap)"]},
                    nml=["Rain (Luck)"], deck_top=["Wounded", "Mute"])
    deck = len(s.deck)
    gz.play(s, "Snow + Whistle (Trap)")
    assert len(s.deck) == deck and s.knocks[0] == []
    gz.play(s, "Night + Shell (Trap)")
    assert [s.cards.names[c] for c in s.knocks[1]] == ["Wounded"], "one Luck, one Trap"


def test_traps_off_ignores_trap_symbols(gz):
    """Traps as the default-on module option: without it no Trap triggers."""
    s = gz.position(4, hands={0: ["Snow + Whistle (Trap)"]}, traps=False)
    deck = len(s.deck)
    gz.play(s, "Snow + Whistle (Trap)")
    assert len(s.deck) == deck and len(s.nml) == 1


def test_an_empty_trials_deck_draws_nothing(gz):
    """- When the Trials Deck is empty (the Peace card is visible), any card which should be
    drawn from it is ignored (following the effects of a Hard Knock, for example)."""
    s = gz.position(4, hands={0: ["Snow + Whistle (Trap)"]}, deck_size=0)
    events = gz.play(s, "Snow + Whistle (Trap)")
    assert any("empty" in e.text for e in events) and len(s.nml) == 1


def test_aggressive_makes_a_trap_play_two(gz):
    """Aggressive: a Trap makes its player draw and play two Trials instead of one."""
    s = gz.position(4, hands={0: ["Snow + Whistle (Trap)"]}, knocks={0: ["Aggressive"]},
                    deck_top=["Rain + Gas Mask", "Night + Shell"])
    gz.play(s, "Snow + Whistle (Trap)")
    assert len(s.nml) == 3


def test_a_luck_card_discarded_by_a_charm_takes_its_cancellation_with_it(gz):
    """House rule: a Luck card that leaves No Man's Land takes its unused cancellation."""
    s = gz.position(4, hands={1: ["Snow + Whistle (Trap)"]}, nml=["Rain (Luck)"],
                    deck_top=["Wounded"])
    s.grizzled[0] = s.cards.grizzled.index("Charles Saulière")  # Rain
    s.touch()
    gz.act(s, f"charm {s.nml[0]}")
    assert s.lucks == 0
    gz.play(s, "Snow + Whistle (Trap)")
    assert [s.cards.names[c] for c in s.knocks[1]] == ["Wounded"]
