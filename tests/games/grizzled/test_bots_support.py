"""The normal bots' tile plan: the Support tiles as the table knows them (`tile_plan`), and a
bot laying its tile so that one comrade, not two, has the most Support.

Rulebook: "The player who receives the most Support tiles [...] may discard up to 2 Hard
Knocks [...] In the case of a tie, no player receives Support." Silence: "Players must never
discuss, reveal nor show their cards": a bot plans from public facts only (the tiles revealed
so far and each Grizzled's tile count), never from another seat's tiles.
"""
from __future__ import annotations

from gamebox.engine.speed import new_event
from gamebox.games.grizzled import tile_plan
from gamebox.games.grizzled.bots import GrizzledBot


def reveal(actor: int, tile: str, target: int):
    """The public event of a Support tile revealed, as the rules make it."""
    return new_event("reveal", ("{}'s tile ({}) supports {}.", actor, tile, target),
                     (("actor", "tile", "target"), actor, tile, target), reveals=True)


def _choose(s, bot):
    seat = s.to_act()[0]
    return str(bot.choose(s.view(seat), s.legal_actions(seat)))


def _far_comrade_holds_only_to_the_right(gz):
    """Four Grizzled; actor 2 (Wounded) is the neediest and to act, with nothing safe to play.
    The table saw actor 0 lay his To the Left on actor 1, so actor 0, down to one tile, holds
    only To the Right: his tile will land on actor 3."""
    s = gz.position(4, hands={2: ["Rain + Shell"]}, nml=["Night + Shell", "Snow + Shell"],
                    knocks={2: ["Wounded"]}, turn=2,
                    tiles=[["R"], ["L", "R", "L"], ["L", "R"], ["L", "R"]])
    s.charm_up[2] = False
    s.touch()
    return s


def test_the_ledger_follows_the_reveals_and_counts_the_unknown_tiles():
    """Everyone starts with To the Left and To the Right (the third tile is unseen); a tile
    revealed leaves its player and joins the comrade it supports."""
    ledger = tile_plan.TileLedger(4)
    ledger.reveal(0, "L", 1)
    ledger.reveal(3, "LL", 1)  # actor 3's unseen third tile, now seen
    actors = [{"tiles": t, "tile_laid": False} for t in (2, 5, 3, 2)]
    assert ledger.public(actors) == [(("R",), 1), (("L", "LL", "R"), 1), (("L", "R"), 1),
                                     (("L", "R"), 0)]


def test_the_ledger_forgets_a_grizzled_whose_count_falls_below_what_is_known():
    """Absent-Minded: a tile is removed before withdrawing, seen by its player alone; the
    table no longer knows which tiles that Grizzled holds."""
    ledger = tile_plan.TileLedger(3)
    actors = [{"tiles": t, "tile_laid": False} for t in (1, 3, 3)]
    assert ledger.public(actors)[0] == ((), 1)
    laid = [{"tiles": 1, "tile_laid": True}] + actors[1:]
    ledger2 = tile_plan.TileLedger(3)
    assert ledger2.public(laid)[0] == (("L", "R"), 0), "a tile laid face down is still his"


def test_the_plan_keeps_the_two_free_tiles_apart():
    """Four Grizzled, actor 2 the one to back: his neighbours back him; the far comrade (0)
    can only reach actor 3, so actor 2's own tile must go to actor 1, or 3 would draw level."""
    worth = (0.01, 0.01, 2.01, 0.01)
    layers = (("pick", (3,), ()), ("pick", (0, 2), ()), ("pick", (1, 3), ()),
              ("pick", (0, 2), ()))
    assert tile_plan.plan(4, worth, (True,) * 4, layers) == (3, 2, 1, 2)


def test_the_plan_weighs_a_comrade_whose_tiles_are_unknown():
    """Three Grizzled: actor 1's tiles are unknown to the table, so his tile lands on actor 0
    or 2 at random; backing actor 2 from both others is then worth more than a plan that
    ties whenever the unknown tile goes astray."""
    worth = (0.01, 0.01, 2.01)
    layers = (("pick", (1, 2), ()), ("pick", (), (0, 2)), ("pick", (0, 1), ()))
    plan = tile_plan.plan(3, worth, (True,) * 3, layers)
    assert plan[0] == 2
    value = tile_plan.expected(3, worth, (True,) * 3, layers, ((0, 2), (2, plan[2])))
    assert value > tile_plan.expected(3, worth, (True,) * 3, layers, ((0, 1), (2, plan[2])))


def test_a_distrustful_comrade_is_not_backed():
    """Distrustful: "Support tiles given to him count for nobody"."""
    worth = (0.01, 3.01, 2.01)
    layers = (("pick", (1, 2), ()), ("pick", (0, 2), ()), ("pick", (0, 1), ()))
    plan = tile_plan.plan(3, worth, (True, False, True), layers)
    assert plan[0] == 2 and plan[1] == 2


def test_normal_lays_its_tile_where_the_public_plan_avoids_a_tie(gz):
    """The neediest (actor 2) withdrawing: by the old plan he backs actor 3 (To the Left);
    but the table saw actor 0 give his To the Left away, so actor 0's tile lands on actor 3:
    a bot that saw it backs actor 1 (To the Right) and leaves actor 2 alone at the top."""
    s = _far_comrade_holds_only_to_the_right(gz)
    told = GrizzledBot(2, "normal", 1)
    told.observe([reveal(0, "L", 1)])
    assert _choose(s, told) == "withdraw R"
    untold = GrizzledBot(2, "normal", 1)  # a bot told nothing keeps the fixed plan
    assert _choose(s, untold) == "withdraw L"


def test_the_tile_plan_reads_no_other_seats_tiles(gz):
    """Silence: the others' real tiles swapped for other ones (their counts kept) change
    nothing of the bot's choice; it knows them only from what the table saw."""
    s = _far_comrade_holds_only_to_the_right(gz)
    bot = GrizzledBot(2, "normal", 1)
    bot.observe([reveal(0, "L", 1)])
    before = _choose(s, bot)
    s.tiles = [["LL"], ["RR", "RR", "LL"], s.tiles[2], ["LL", "RR"]]
    s.touch()
    assert _choose(s, bot) == before


def test_normal_bots_tie_less_with_the_public_ledger():
    """Over seeded four-seat games, bots that follow the public reveals leave fewer Missions
    in a Support tie than bots told nothing (the fixed `support_plan`)."""
    from gamebox.games.grizzled.game import GAME

    content = GAME.load_content()
    ties = {}
    for told in (True, False):
        count = 0
        for seed in range(20):
            state = GAME.new_state(4, {}, seed, content)
            bots = [GrizzledBot(seat, "normal", seed) for seat in range(4)]
            for bot in bots if told else ():
                bot.observe(state.initial_events())
            while not state.is_over():
                seat = state.to_act()[0]
                action = bots[seat].choose(state.view(seat), state.legal_actions(seat))
                events = state.apply(seat, action)
                count += sum(1 for e in events if e.kind == "tie")
                for b in bots if told else ():
                    b.observe([e for e in events if e.visible_to(b.seat)])
        ties[told] = count
    assert ties[True] < ties[False] * 0.8, ties


def test_a_seated_normal_bot_is_told_the_reveals():
    """In a match every normal bot (and the hard bot's prior) hears the public reveals, so
    its ledger follows the tiles as they move."""
    from gamebox.engine.match import Match, SeatSpec
    from gamebox.games.grizzled.game import GAME

    match = Match.start(GAME, [SeatSpec("bot", "normal") for _ in range(3)], None, 3)
    assert all(bot.listens for bot in match.bots.values())
    revealed = []
    while not match.state.is_over() and not revealed:
        match.bot_step()
        revealed = match.bots[0]._reveals
    assert revealed and all(len(r) == 3 for r in revealed)
    assert GAME.make_bot(0, "hard", 1).listens, "the hard bot's prior hears them too"
