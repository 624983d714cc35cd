"""How the normal bot finds its way on a map: round trees, through objects in a path, out
of a hold it cannot fight, and never into a game nobody can finish."""
from __future__ import annotations

from gamebox.engine import simulate
from gamebox.engine.match import Match, SeatSpec
from gamebox.engine.search import Budget
from gamebox.games.ggt.bots import GgtBot
from gamebox.games.ggt.game import GAME


def bot_plays(state, seats=(0, 1), until=None, steps: int = 60):
    """Let normal bots decide for `seats` (the others end their turns) for up to `steps`
    decisions, or until `until(state)` holds."""
    bots = {s: GgtBot(s, "normal", 1) for s in range(state.seats)}
    for _ in range(steps):
        if until is not None and until(state):
            return
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        if seat in seats:
            action = bots[seat].choose(state.view(seat), legal)
        else:
            action = next(a for a in legal if a.kind in ("end", "refuse", "yield", "stop"))
        state.apply(seat, action)
        state.check_invariants()


def test_the_normal_bot_walks_round_a_wall_of_trees(brawl):
    """The bot measures a foe by the steps round the trees, not as the crow flies: a wall
    between it and its foe with a gap at one end, it walks to the gap and through."""
    wall = [(4, r) for r in range(1, 7)]  # column 4, open only at the top
    arena = brawl.arena(blocked=wall)
    state = brawl.fight(cells=((2, 5), (6, 5)), facings=(1, 4), arena=arena)
    grid = arena.grid

    def met(s):
        return grid.distance(s.cell[0], s.cell[1]) == 1

    bot_plays(state, seats=(0,), until=met, steps=80)
    assert met(state)


def corridor(brawl, pocket: bool = True):
    """A one-hex-wide path along row 3 with a Fallen Log at 4,3 and, when `pocket`, a
    side pocket at 4,2 beside it."""
    open_cells = {(c, 3) for c in range(9)} | ({(4, 2)} if pocket else set())
    blocked = [(c, r) for c in range(9) for r in range(7) if (c, r) not in open_cells]
    return brawl.arena(blocked=blocked, things=[("Fallen Log", (4, 3), 5)])


def test_the_normal_bot_heaves_a_log_out_of_its_path_into_a_side_pocket(brawl):
    """Push: "If you win, you may move your target into a vacant space that's adjacent to
    it." A log blocking
    the only path is heaved, and shoved into the side pocket rather than further along
    the path, where it would block again."""
    state = brawl.fight(cells=((3, 3), (7, 3)), facings=(1, 4), arena=corridor(brawl),
                        hands={0: ["K", "2"], 1: []}, tops={0: ["3"]})
    bot = GgtBot(0, "normal", 1)
    action = bot.choose(state.view(0), state.legal_actions(0))
    assert str(action) == "heave 0"
    state.apply(0, action)
    state.apply(0, bot.choose(state.view(0), state.legal_actions(0)))  # its card
    shoves = [str(a) for a in state.legal_actions(0)]
    assert "shove 5 3" in shoves and "shove 4 2" in shoves
    assert str(bot.choose(state.view(0), state.legal_actions(0))) == "shove 4 2"


def test_the_normal_bot_does_not_heave_a_log_that_has_nowhere_to_go(brawl):
    """A log with a Monster behind it and trees round it cannot move: heaving it would only
    spend cards, so the bot does something else."""
    state = brawl.fight(cells=((3, 3), (5, 3)), facings=(1, 4),
                        arena=corridor(brawl, pocket=False), hands={0: ["K", "2"], 1: []})
    action = GgtBot(0, "normal", 1).choose(state.view(0), state.legal_actions(0))
    assert action.kind != "heave"


def test_a_cardless_bot_does_not_trade_ties_with_an_equal_foe(brawl):
    """Two Monsters with no cards and equal Strength only tie in combat (a tie is played
    again with more cards, and there are none): the bot asks to rest for cards instead."""
    state = brawl.fight(monsters=("quillback", "gibbergeist"), hands={0: [], 1: []})
    state.pool[0] = 3
    state.touch()
    assert state.stat(0, 1) == state.stat(1, 1)
    action = GgtBot(0, "normal", 1).choose(state.view(0), state.legal_actions(0))
    assert str(action) == "rest"


def test_a_held_cardless_bot_escapes_by_its_best_attribute_and_steps_away(brawl):
    """Escape: "If you win, you may immediately take a free Move or Turn action". Held with
    no cards by a slower
    foe, the bot escapes by Speed and spends the free step getting out of reach, where it
    may rest."""
    state = brawl.fight(monsters=("skitterjaw", "quillback"), hands={0: [], 1: []})
    state.pool[0] = state.pool[1] = 3
    state.touch()
    log_start = len(state.log)
    bot_plays(state, seats=(0, 1), until=lambda s: s.free_steps == 0 and s.acted
              and s.arena.grid.distance(s.cell[0], s.cell[1]) > 1, steps=12)
    done = [str(a) for _, a in state.log[log_start:]]
    assert done[:2] == ["rest", "refuse"]  # held: the Quillback will not let it rest
    assert done[2] == "escape 1 speed" and done[-1] == "move back"
    assert state.arena.grid.distance(state.cell[0], state.cell[1]) > 1
    bot_plays(state, seats=(0, 1), steps=1)
    assert str(state.log[-1][1]) == "rest"  # out of reach, it draws a card


def test_a_bot_does_not_rip_off_the_last_legs_when_nobody_else_can_move():
    """Nobody can act: when no Monster standing has Speed the game ends unwon. A ripper with
    no Speed of its own keeps its victim's last leg and takes another limb."""
    leg = {"limb": 1, "name": "Leg", "speed": 1, "strength": 0, "smarts": 0, "health": 1}
    fist = {"limb": 2, "name": "Fist", "speed": 0, "strength": 1, "smarts": 0, "health": 1}
    view = {
        "combat": {"victim": 1},
        "monsters": [
            {"alive": True, "stats": {"speed": 0, "strength": 3, "smarts": 2, "health": 5}},
            {"alive": True, "stats": {"speed": 1, "strength": 3, "smarts": 2, "health": 5},
             "spots": [{"spot": "leg", "limb": leg}, {"spot": "arm", "limb": fist}]},
        ],
    }
    from gamebox.engine.protocol import Action

    legal = [Action("rip", (0,)), Action("rip", (1,))]
    assert str(GgtBot(0, "normal", 1).choose(view, legal)) == "rip 1"
    view["monsters"][0]["stats"]["speed"] = 2  # it can still come and finish the job
    assert str(GgtBot(0, "normal", 1).choose(view, legal)) == "rip 0"


def test_normal_bots_finish_their_games_on_every_shipped_map():
    """The round limit (a house rule: the crowd goes home) is a last resort: on every map
    that ships, with two, three and four normal bots, almost every game has a winner."""
    for map_id in ("arena", "suicide_woods", "quarry"):
        for seats in (2, 3, 4):
            report = simulate.run(GAME, 8, seed=100, seats=",".join(["bot:normal"] * seats),
                                  options={"map": map_id})
            assert report.failures == []
            assert report.no_winner <= 1, (map_id, seats)


def test_a_seeded_game_with_hard_bots_plays_the_same_twice():
    """The hard level searches for its budget (`think`): with an iteration budget, the same
    seed plays the same game."""
    def play() -> list:
        match = Match.start(GAME, [SeatSpec("bot", "hard"), SeatSpec("bot", "normal")],
                            {"map": "arena"}, 11, think=Budget(iterations=6))
        for _ in range(150):
            if match.state.is_over():
                break
            match.bot_step(single=True)
        return [(s, str(a)) for s, a in match.state.log]

    assert play() == play()


def test_the_normal_bot_enters_at_any_valid_start_space(brawl):
    """Placement: "Any unoccupied space on the edge of the board at least 5 spaces away from
    another monster is a valid starting space." The normal bot takes one at random: entering
    nearest the middle set the first two Monsters (the most Smarts) side by side while the
    last came in late on the winner (the Quarry, three seats: the Cragback won 72%)."""
    state = brawl.chosen(("gristlehorn", "skitterjaw"))
    seat = state.to_act()[0]
    legal = state.legal_actions(seat)
    picks = {GgtBot(seat, "normal", seed).choose(state.view(seat), legal)
             for seed in range(12)}
    assert picks <= set(legal) and len(picks) > 3
