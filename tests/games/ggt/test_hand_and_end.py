"""Hand size follows Smarts; the last Monster standing wins; the round limit."""
from __future__ import annotations

from gamebox.engine import simulate
from gamebox.engine.match import parse_seats
from gamebox.games.ggt.game import GAME


def test_no_hand_ever_holds_more_than_smarts(brawl):
    """You can never have more cards in your hand than your Smarts."""
    match = simulate.play_one(GAME, parse_seats("bot:normal,bot:normal"), 1, check=True)
    assert match.state.is_over()  # check_invariants held after every step
    state = brawl.fight(cells=((0, 0), (6, 3)), hands={1: ["2", "3"]}, cur=1)
    assert "rest" not in brawl.legal(state)


def test_losing_smarts_discards_at_random_down_to_it(brawl):
    """Smarts (Sm): A smart Monster is a clever Monster. Clever Monsters use better tactics.
    When your Smarts drops below the number of cards in your hand, you must discard cards at
    random until the number of cards in your hand equals your Smarts."""
    kept = set()
    for seed in range(6):
        # the Gibbergeist (Smarts 4, a full hand) swaps its Lantern Head (Smarts 1) for a
        # Ham Fist lying under it
        state = brawl.fight(("gibbergeist", "gristlehorn"), cells=((2, 3), (7, 3)),
                            hands={0: ["A", "2", "3", "4"]}, power=[5, 0], seed=seed)
        state.slots[1][0] = -1
        state.limb_cell[5] = (2, 3)
        state.touch()
        state.pool[1] = state.stat(1, 3)
        events = brawl.act(state, "attach 5 0")
        assert state.stat(0, 2) == 3 and len(state.hand[0]) == 3
        thrown = [e for e in events if e.kind == "discard"]
        assert len(thrown) == 1 and thrown[0].reveals
        kept.add(tuple(state.hand[0]))
    assert len(kept) > 1  # at random, not always the same card


def test_the_last_monster_with_health_wins(brawl):
    """Winning If you’re the last Monster with points in your health pool, you win the game.
    Your goal is to completely dismember your opponent and grind his or her torso into a
    bloody pulp."""
    state = brawl.fight(hands={0: ["9"], 1: ["2"]})
    state.slots[1] = [-1] * 6
    state.touch()
    state.pool[1] = 4
    brawl.act(state, "attack 1")
    brawl.act(state, f"play {brawl.card('9')}", 0)
    brawl.act(state, f"play {brawl.card('2')}", 1)
    assert state.is_over() and state.result().winners == (0,)
    assert state.to_act() == () and state.legal_actions(0) == []
    assert state.result().scores == ("standing", "pulp")


def test_after_the_round_limit_nobody_wins(brawl):
    """House rule: after the round limit (an option, 60 by default) the game ends unwon."""
    state = brawl.fight(cells=((0, 0), (8, 6)))
    state.options = {**state.options, "round_limit": 2}
    for _ in range(5):
        if not state.is_over():
            brawl.act(state, "end")
    assert state.round == 2 and state.is_over() and state.result().winners == ()
    assert "2 rounds" in state.result().reason


def test_a_game_where_no_monster_can_act_ends_unwon(brawl):
    """House rule: when no Monster left standing has any Speed, nobody can take an action
    again (an Attack is one), so the game ends at once, unwon."""
    state = brawl.fight(("gristlehorn", "cragback"), cells=((3, 3), (4, 3)))
    for s in (0, 1):
        for k, limb in enumerate(state.slots[s]):
            if limb >= 0 and state.part(limb).stats[0]:
                state.slots[s][k] = -1
    state.touch()
    state.pool = [state.stat(s, 3) for s in (0, 1)]
    assert state.stat(0, 0) == state.stat(1, 0) == 0
    while not state.is_over():
        brawl.act(state, "end")
    assert state.result().winners == () and "Speed" in state.result().reason
