"""The easy and normal bots, the search levels, and what a bot may see."""
from __future__ import annotations

from gamebox.engine import simulate
from gamebox.engine.search import Budget, SearchBot
from gamebox.games.ggt.bots import GgtBot
from gamebox.games.ggt.game import GAME


def test_levels_are_served_by_the_right_bots():
    """easy and normal decide from the view; hard and expert search."""
    assert isinstance(GAME.make_bot(0, "easy", 1), GgtBot)
    assert isinstance(GAME.make_bot(0, "normal", 1), GgtBot)
    assert isinstance(GAME.make_bot(0, "hard", 1), SearchBot)
    assert isinstance(GAME.make_bot(0, "expert", 1, think=Budget(iterations=5)), SearchBot)


def test_normal_beats_easy_most_of_the_time():
    """The normal bot closes in, faces its foe and fights: it beats the easy bot."""
    report = simulate.run(GAME, 24, seed=7, seats="bot:normal,bot:easy", rotate=True)
    assert report.failures == []
    assert report.wins_by_bot.get(0, 0) >= 0.7 * report.games


def test_two_normal_bots_finish_their_games():
    """Normal bots end games: few reach the round limit."""
    report = simulate.run(GAME, 20, seed=3, seats="bot:normal,bot:normal")
    assert report.failures == [] and report.no_winner <= 3


def test_the_normal_bot_attacks_what_stands_in_front_and_plays_royals_in_combat(brawl):
    """Attacks a foe in its front hexes; in a clash it plays its best card, a royal."""
    state = brawl.fight(hands={0: ["4", "J"], 1: ["3"]})
    bot = GGT_BOT(0)
    action = bot.choose(state.view(0), state.legal_actions(0))
    assert str(action) == "attack 1"
    state.apply(0, action)
    card = bot.choose(state.view(0), state.legal_actions(0))
    assert str(card) == f"play {brawl.card('J')}"


def test_the_normal_bot_keeps_royals_out_of_escapes(brawl):
    """In an Escape it plays its best number, not its royal."""
    state = brawl.fight(hands={0: ["4", "J"], 1: ["3"]})
    brawl.act(state, "escape 1 strength")
    assert str(GGT_BOT(0).choose(state.view(0), state.legal_actions(0))) == \
        f"play {brawl.card('4')}"


def test_the_normal_bot_heals_when_low_and_turns_to_face_its_foe(brawl):
    """Heals a pool at half or less; turns towards a foe beside it but not in front."""
    state = brawl.fight(power=[4, 0])
    state.pool[0] = 4
    state.touch()
    assert GGT_BOT(0).choose(state.view(0), state.legal_actions(0)).kind == "heal"
    state = brawl.fight(facings=(4, 4))  # its back to the Skitterjaw
    action = GGT_BOT(0).choose(state.view(0), state.legal_actions(0))
    assert str(action) == "turn 3"


def test_a_bot_decides_from_its_own_view_only(brawl):
    """The other seat's hand changes nothing in what a bot picks."""
    one = brawl.fight(hands={0: ["4", "J"], 1: ["3"]})
    two = brawl.fight(hands={0: ["4", "J"], 1: ["K"]})
    assert one.view(0)["hand"] == two.view(0)["hand"]
    for state in (one, two):
        state.apply(0, GGT_BOT(0).choose(state.view(0), state.legal_actions(0)))
    assert GGT_BOT(0).choose(one.view(0), one.legal_actions(0)) == \
        GGT_BOT(0).choose(two.view(0), two.legal_actions(0))


def test_the_search_bot_plays_a_legal_move_from_a_determinized_state(brawl):
    """The hard level searches determinized states (never the real hands)."""
    state = brawl.fight(hands={0: ["4", "J"], 1: ["3"]})
    bot = GAME.make_bot(0, "expert", 1, think=Budget(iterations=20))
    action = bot.decide(state, state.legal_actions(0))
    assert action in state.legal_actions(0)


def GGT_BOT(seat: int) -> GgtBot:
    return GgtBot(seat, "normal", 1)


def _poisoned(state):
    """`state` with every hidden field scrambled: the other seat's hand swapped for cards
    from its draw pile, every draw pile in another order, and another RNG."""
    from gamebox.engine.rng import Rng

    bad = state.clone()
    other = bad.hand[1]
    deck = bad.deck[1]
    swap = min(len(other), len(deck))
    bad.hand[1], bad.deck[1] = deck[:swap] + other[swap:], other[:swap] + deck[swap:]
    bad.deck = [d[::-1] for d in bad.deck]
    bad.rng = Rng(424242)
    bad.touch()
    return bad


def test_the_hard_bot_never_peeks_at_hands_or_draw_piles(brawl):
    """It never peeks: with the other seat's hand and every draw pile scrambled, the hard
    bot's choice and how often it tried each action stay the same."""
    state = brawl.fight(hands={0: ["4", "J"], 1: ["3", "9"]})
    bad = _poisoned(state)
    assert bad.hand[1] != state.hand[1] and bad.deck[0] != state.deck[0]
    assert bad.view(0) == state.view(0)
    bad.check_invariants()
    legal = state.legal_actions(0)
    choices = []
    for s in (state, bad):
        bot = GAME.make_bot(0, "hard", 5, think=Budget(iterations=60))
        choices.append((bot.decide(s, legal), bot.last.visits))
    assert choices[0] == choices[1]
