"""Where the hard bot searches: only where its rollouts can see a fight coming.

The hard bot is the search as a second opinion on the normal bot (`playout.HeuristicPlayout`,
docs/rules/ggt.md, Bots). A rollout lasts `depth` actions; far from any foe it ends before
anyone fights, every action's score is the same standing plus noise, and an overrule there
plays noise (in the Suicide Woods it shoved a log along the path instead of into its side
pocket, and 8% of its games there stalled to the round limit). So beyond `judge_steps`
steps on foot from every foe it plays the normal bot's choice without searching."""
from __future__ import annotations

from gamebox.engine.protocol import Action
from gamebox.engine.search import Budget
from gamebox.games.ggt.bots import GgtBot
from gamebox.games.ggt.game import GAME
from gamebox.games.ggt.playout import FAR, HeuristicPlayout, foe_steps


def long_corridor(brawl):
    """A one-hex-wide path along row 3 of a 20-wide map, a Fallen Log at 4,3 with a side
    pocket at 4,2 beside it."""
    open_cells = {(c, 3) for c in range(20)} | {(4, 2)}
    blocked = [(c, r) for c in range(20) for r in range(7) if (c, r) not in open_cells]
    return brawl.arena(width=20, blocked=blocked, things=[("Fallen Log", (4, 3), 5)])


def test_foe_steps_counts_the_walk_round_the_trees(brawl):
    """A foe is as far as the walk round the trees, not as the crow flies; a Monster not
    yet on the map has no foe in reach."""
    wall = [(4, r) for r in range(1, 7)]  # column 4, open only at the top
    state = brawl.fight(cells=((2, 5), (6, 5)), facings=(1, 4),
                        arena=brawl.arena(blocked=wall))
    assert state.distance(state.cell[0], state.cell[1]) == 4
    assert foe_steps(state, 0) == foe_steps(state, 1) > 4
    assert foe_steps(brawl.chosen(), 0) == FAR


def test_far_from_any_foe_the_hard_bot_plays_the_normal_bots_turn_without_searching(brawl):
    """Beyond `judge_steps` from every foe, a whole turn of the hard bot's (heave the log,
    play a card, shove it into the side pocket, rest) is the normal bot's, with no
    iteration spent; with the gate lifted the search spends its budget on each."""
    state = brawl.fight(cells=((3, 3), (18, 3)), facings=(1, 4), arena=long_corridor(brawl),
                        hands={0: ["K", "2"], 1: []}, tops={0: ["3"]})
    assert foe_steps(state, 0) > HeuristicPlayout.judge_steps
    hard = GAME.make_bot(0, "hard", 3, think=Budget(iterations=40))
    normal = GgtBot(0, "normal", 3)
    played = []
    while list(state.to_act()) == [0] and len(played) < 12:
        legal = state.legal_actions(0)
        action = hard.decide(state, legal)
        assert action == normal.choose(state.view(0), legal)
        assert hard.last.iterations == 0
        played.append(str(action))
        state.apply(0, action)
    # the King kept for a fight, the log into the pocket, a card drawn far from the foe
    assert played == ["heave 0", "play 1", "shove 4 2", "rest", "end"]
    assert state.things == [(4, 2)]

    searching = GAME.make_bot(0, "hard", 3, think=Budget(iterations=40))
    searching.playout.judge_steps = FAR
    fresh = brawl.fight(cells=((3, 3), (18, 3)), facings=(1, 4), arena=long_corridor(brawl),
                        hands={0: ["K", "2"], 1: []}, tops={0: ["3"]})
    searching.decide(fresh, fresh.legal_actions(0))
    assert searching.last.iterations == 40


def test_near_a_foe_the_hard_bot_still_searches_and_may_overrule(brawl):
    """Within reach of a foe the search is a second opinion as before: it spends its
    budget on every choice of several actions."""
    state = brawl.fight(hands={0: ["4", "J"], 1: ["3", "9"]})
    assert foe_steps(state, 0) == 1
    hard = GAME.make_bot(0, "hard", 5, think=Budget(iterations=40))
    hard.decide(state, state.legal_actions(0))
    assert hard.last.iterations == 40
    assert sum(hard.last.visits.values()) == 40
    assert Action("end") in state.legal_actions(0)


def test_a_table_thinking_in_slices_plays_the_unsearched_choice(brawl):
    """The table thinks a hard bot's decision a slice a frame (`Match.bot_think`) and
    plays it only if the seat is still offered the same actions: a choice made without a
    search (the Monster, chosen before any foe is near) is one of those actions and is
    played at once, with a thinking time as with an iteration budget."""
    from gamebox.engine.match import Match, SeatSpec

    for think in (Budget(ms=200), Budget(iterations=40)):
        match = Match.start(GAME, [SeatSpec("bot", "hard"), SeatSpec("bot", "hard")],
                            {"map": "suicide_woods"}, 4, think=think)
        chosen = 0
        for _ in range(20):
            if match.bot_think(0.01) == "acted":
                chosen += 1
            if chosen == 2:
                break
        assert chosen == 2, "both Monsters chosen within a few frames"
        assert all(a.kind == "choose" for _, a in match.state.log[:2])
