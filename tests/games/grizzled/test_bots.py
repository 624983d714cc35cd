"""The bots: never a third identical Threat, withdraw in time, support the neediest; they read
only their view."""
from __future__ import annotations

from gamebox.engine.match import parse_seats
from gamebox.engine import simulate
from gamebox.games.grizzled.bots import GrizzledBot, support_plan
from gamebox.games.grizzled.game import GAME


def _choose(s, level="normal"):
    seat = s.to_act()[0]
    bot = GrizzledBot(seat, level, 1)
    return str(bot.choose(s.view(seat), s.legal_actions(seat)))


def test_normal_never_plays_a_third_identical_threat(gz):
    s = gz.position(4, hands={0: ["Rain + Shell", "Snow + Whistle"]},
                    nml=["Night + Shell", "Snow + Shell"])
    assert _choose(s) == f"play {s.hands[0][1]}"


def test_normal_withdraws_when_nothing_is_safe(gz):
    s = gz.position(4, hands={0: ["Rain + Shell"]}, nml=["Night + Shell", "Snow + Shell"])
    s.charm_up[0] = False
    s.touch()
    assert _choose(s).startswith("withdraw")


def test_normal_supports_the_neediest(gz):
    s = gz.position(4, hands={0: ["Rain + Shell"]}, nml=["Night + Shell", "Snow + Shell"],
                    knocks={3: ["Wounded"], 1: ["Mute"]}, tiles=[["L", "R"], [], [], []])
    s.charm_up[0] = False
    s.touch()
    assert _choose(s) == "withdraw R"  # to the right is actor 3, with two Hard Knocks


def test_normal_answers_a_speech_with_a_phobia_first(gz):
    s = gz.position(4, hands={0: ["Gas Mask (Luck)"], 1: ["Rain + Gas Mask", "Phobia (Gas Mask)"]},
                    speech=[1, 0, 0, 0])
    gz.act(s, "speech gas")
    assert _choose(s) == f"discard {gz.ids(s, 'Phobia (Gas Mask)')[0]}"


def test_bots_read_only_their_view(gz):
    """A bot decides from `view(seat)`; poisoning the other hands changes nothing."""
    s = gz.position(4, hands={0: ["Rain + Shell", "Snow + Whistle"], 1: ["Night + Whistle"]},
                    nml=["Night + Shell"])
    view = s.view(0)
    assert set(view["hands"]) == {0}
    before = _choose(s)
    s.hands[1] = [s.hands[1][0]] * 1
    s.touch()
    assert _choose(s) == before


def test_normal_bots_finish_games_at_every_seat_count():
    content = GAME.load_content()
    for seats in (1, 2, 3, 4, 5):
        specs = parse_seats(",".join(["bot:normal"] * seats))
        for seed in range(3):
            match = simulate.play_one(GAME, specs, seed, None, content)
            assert match.state.is_over()


def test_hard_is_the_search_bot_with_the_normal_sense_in_its_rollouts():
    from gamebox.engine.bots import PLAYOUT_SENSE
    from gamebox.engine.search import SearchBot
    from gamebox.games.grizzled.playout import HeuristicPlayout

    for level in ("hard", "expert"):
        bot = GAME.make_bot(0, level, 1)
        assert isinstance(bot, SearchBot) and bot.level == "hard"
        assert isinstance(bot.playout, HeuristicPlayout)
    assert GAME.make_bot(0, "normal", 1).level == "normal"
    assert not GAME.make_bot(0, PLAYOUT_SENSE, 1).searches


def test_the_hard_bot_never_peeks_at_hidden_hands(gz):
    """The search reads the state only through `determinize`: other hands and the deck
    swapped among themselves change nothing of its choice."""
    from gamebox.engine.rng import Rng
    from gamebox.engine.search import Budget

    state = gz.new(4, seed=5)
    seat = state.to_act()[0]
    bad = state.clone()
    others = [h for h in range(4) if h != seat]
    pool = [c for h in others for c in bad.hands[h]] + bad.deck
    pool = pool[::-1]
    for h in others:
        size = len(bad.hands[h])
        bad.hands[h], pool = pool[:size], pool[size:]
    bad.deck = pool
    bad.rng = Rng(424242)
    bad.touch()
    assert bad.view(seat) == state.view(seat) and bad.hands != state.hands
    bad.check_invariants()
    legal = state.legal_actions(seat)
    choices = []
    for s in (state, bad):
        bot = GAME.make_bot(seat, "hard", 5, think=Budget(iterations=60))
        choices.append((bot.decide(s, legal), bot.last.visits))
    assert choices[0] == choices[1]


def test_normal_speaks_while_comrades_hold_cards(gz):
    s = gz.position(4, hands={0: ["Rain + Shell"], 1: ["Snow + Rain"], 2: ["Night + Whistle"]},
                    nml=["Night + Shell"], speech=[1, 0, 0, 0])
    choice = _choose(s)
    assert choice.startswith("speech ") and choice in ("speech night", "speech shell")
    s.hands[2], s.reserve = [], s.reserve + s.hands[2]
    s.touch()
    assert not _choose(s).startswith("speech"), "one listener is not worth the turn"


def test_normal_out_of_reach_of_the_neediest_follows_the_support_plan(gz):
    """Actor 2 is the neediest; actor 0 reaches only 1 and 3. By the plan every normal bot
    computes alike, actor 0 backs actor 1 and the neediest himself backs actor 3, so neither
    of them draws level with actor 2's two tiles."""
    s = gz.position(4, hands={0: ["Rain + Shell"]}, nml=["Night + Shell", "Snow + Shell"],
                    knocks={2: ["Wounded"], 1: ["Mute"]}, tiles=[["L", "R"], [], [], []])
    s.charm_up[0] = False
    s.touch()
    assert _choose(s) == "withdraw L"  # actor 1
    assert support_plan(4, 2) == [1, 2, 3, 2]


def test_support_plan_leaves_the_target_alone_at_the_top():
    """Those beside the target back him; everyone else spreads his tile so that no other
    comrade gets as many tiles as he does."""
    for n in (3, 4, 5):
        for target in range(n):
            plan = support_plan(n, target)
            for a, b in enumerate(plan):
                assert b in ((a + 1) % n, (a - 1) % n), "a plain L or R tile reaches it"
            backed = [plan.count(b) for b in range(n)]
            assert all(backed[b] < backed[target] for b in range(n) if b != target)


def test_normal_chooses_the_order_that_asks_least(gz):
    """An advantage before a restriction; never a minimum that would crowd the hands."""
    from tests.games.grizzled.test_orders import with_orders

    s = with_orders(gz, gz.position(4, orders="normal"),
                    offer=["Silence in the Ranks", "Leave Granted"])
    s.phase = "order"
    s.touch()
    assert _choose(s) == f"order {s.cards.orders.by_name['Leave Granted']}"
    s.hands[0] += [c for c in s.reserve[:9]]
    del s.reserve[:9]
    s.touch()  # 9 cards in hand: Leave Granted asks 2 each, Silence 1
    assert _choose(s) == f"order {s.cards.orders.by_name['Silence in the Ranks']}"


def test_normal_plays_the_recruits_calmest_card_or_withdraws_him(gz):
    from tests.games.grizzled.test_recruits import with_recruit

    s = gz.position(4, leader=0, turn=0, nml=["Night + Shell", "Snow + Shell"])
    with_recruit(gz, s, "Louis Chabert", hand=["Rain + Shell", "Gas Mask (Luck)"], after=0)
    gz.act(s, "withdraw L")
    assert _choose(s) == f"recruit_play {s.recruit_hand[1]}", "never the third Shell"
    s.recruit_hand.pop()
    s.reserve.append(gz.ids(s, "Gas Mask (Luck)")[0])
    s.touch()
    assert _choose(s) == "recruit_withdraw"


def test_normal_bots_play_every_module_from_their_view():
    content = GAME.load_content()
    options = {"orders": "hard", "recruits": True, "helping_hands": True}
    for seats in (1, 2, 4):
        specs = parse_seats(",".join(["bot:normal"] * seats))
        for seed in range(3):
            match = simulate.play_one(GAME, specs, seed, options, content)
            assert match.state.is_over()
            match.state.check_invariants()
