"""The Orders of the Day module (option ``orders``): the choice, the minimum, the effects, how
long an Order lasts, its priority over the Hard Knocks, the one-shot deck, bad packs."""
from __future__ import annotations

import functools
from collections import Counter

import pytest

from gamebox.engine.protocol import Action
from gamebox.engine.rng import Rng
from gamebox.games.grizzled.game import GAME
from gamebox.games.grizzled.orders import DIFFICULTIES, ONE_SHOT_CHART, ORDER_EFFECTS


def with_orders(gz, s, in_play=(), offer=()):
    """Put the named Orders in play (oldest first) or on offer; the rest of the 36 make the
    Order deck (so that every Order is still somewhere)."""
    table = s.cards.orders
    s.order_all = tuple(range(len(table)))
    s.orders = [table.by_name[n] for n in in_play]
    s.offer = [table.by_name[n] for n in offer]
    s.order_deck = [o for o in s.order_all if o not in s.orders and o not in s.offer]
    s.order_discard = []
    s.order_known = 0
    s.touch()
    s.check_invariants()
    return s


def names(s, cards):
    return [s.cards.names[c] for c in cards]


def order_names(s, orders):
    return [s.cards.orders.names[o] for o in orders]


def test_the_leader_chooses_one_of_two_orders_at_each_missions_start(gz):
    """From now on, at the beginning of each Mission, the Mission Leader must choose an Order
    of the Day card which will impose directives for the upcoming Mission:
    Mission Start -----
    Place the chosen Order of the Day card in No Man's Land.
    During each Mission, an Order of the Day card will be added to No Man's Land"""
    s = gz.new(4, seed=3, orders="normal")
    assert s.phase == "order" and s.to_act() == (s.owner[s.leader],)
    legal = s.legal_actions(s.to_act()[0])
    assert [a.kind for a in legal] == ["order", "order"], "the house rule: two offered"
    assert s.cards_in_hands() == 0, "the Order comes before the deal"
    chosen, other = legal[0].args[0], legal[1].args[0]
    deck = len(s.order_deck)
    s.apply(s.to_act()[0], legal[0])
    assert s.orders == [chosen] and s.order_deck[0] == other and len(s.order_deck) == deck + 1
    assert s.order_known == 1, "everyone saw the refused Order go under the deck"
    assert s.phase == "play"
    dealt = max(3, s.cards.orders.minimum[chosen][4])
    assert all(len(h) == dealt for h in s.hands), "the first Mission: 3, or the minimum"
    assert s.view(None)["orders"]["in_play"][0][0] == chosen


def test_without_the_option_no_order_is_drawn(gz):
    """The module is off by default: the base game's first Mission is dealt at once."""
    s = gz.new(4, seed=3)
    assert s.phase == "play" and s.order_all == () and s.view(None)["orders"] is None
    assert "orders" not in s.view(None)["modules"]


def test_the_order_sets_the_least_intensity_by_player_count(gz):
    """- the minimum number of Trial cards to be dealt
    Minimum Intensity of the Mission
    This card shows the **minimum** amount of Trial cards each player receives, which varies
    according to the number of players.
    The Mission Leader may choose to increase this value to distribute more cards."""
    s = with_orders(gz, gz.position(4, orders="normal"), offer=["Leave Granted", "Dry Billets"])
    s.phase = "order"
    s.touch()
    gz.act(s, f"order {s.cards.orders.by_name['Leave Granted']}")
    assert s.phase == "intensity" and s.min_intensity() == 2
    assert [a.args[0] for a in s.legal_actions(s.to_act()[0])] == [2, 3, 4, 5, 6]
    s3 = with_orders(gz, gz.position(3, orders="normal"), offer=["Extra Rations"])
    s3.phase = "order"
    s3.touch()
    gz.act(s3, f"order {s3.cards.orders.by_name['Extra Rations']}")
    assert s3.min_intensity() == 3, "the same card asks 3 of three players"


def test_the_solo_fills_its_hand_to_the_minimum(gz):
    """House rule: in the Solo the minimum for 1 player is the number of cards the hand is
    filled to at the Mission's start (the refills during it still stop at 3)."""
    s = gz.new(1, seed=2, orders="normal")
    table = s.cards.orders
    four = [a for a in s.legal_actions(0) if table.minimum[a.args[0]][1] == 4]
    three = [a for a in s.legal_actions(0) if table.minimum[a.args[0]][1] == 3]
    action = (four or three)[0]
    s.apply(0, action)
    assert len(s.hands[0]) == table.minimum[action.args[0]][1]


def test_an_order_adds_its_threat_to_no_mans_land(gz):
    """This Order of the Day adds a Shell to No Man's Land until the Cancellation Condition has
    been met."""
    s = gz.position(4, hands={0: ["Night + Shell"], 1: ["Rain + Shell"]}, orders="hard")
    with_orders(gz, s, in_play=["Under the Guns"])
    assert s.counts[4] == 1
    gz.play(s, "Night + Shell")
    assert s.phase == "play" and s.counts[4] == 2
    gz.play(s, "Rain + Shell")
    assert s.last_success is False and s.mission == 3, "three Shells: the Mission fails"
    assert s.counts[4] == 1, "the Order is still in play in the next Mission"


def test_an_easy_order_takes_one_threat_away(gz):
    """The Order of the Day card also describes an ongoing effect for the Mission.
    Ongoing effect for the Mission"""
    s = gz.position(4, hands={0: ["Rain + Gas Mask"], 1: ["Rain + Whistle"],
                                    2: ["Rain + Shell"]}, orders="easy")
    with_orders(gz, s, in_play=["Dry Billets"])
    for name in ("Rain + Gas Mask", "Rain + Whistle", "Rain + Shell"):
        gz.play(s, name)
    assert s.phase == "play" and s.counts[0] == 2, "three Rains count as two"


def test_a_withdrawing_player_may_draw_to_cancel_an_order(gz):
    """However, some cards remain in play until specific conditions are met.
    Such conditions are shown in the card's Cancellation condition box, as shown below:
    Cancellation Condition
    Example: When Withdrawing, a player can draw 3 cards from the Trials Deck to discard this
    Order of the Day.
    These cards will impact the Chapter Defeat Condition!
    Don't forget the Chapter Defeat Conditions!
    If the players ever have 13 or more cards in hand collectively, the game is lost!"""
    s = gz.position(4, hands={0: ["Rain (Luck)"], 1: ["Snow (Luck)"]}, orders="hard",
                    deck_top=["Night + Whistle", "Snow + Shell", "Gas Mask + Whistle"])
    with_orders(gz, s, in_play=["Under the Guns"])
    gz.act(s, "withdraw L")
    assert gz.legal(s) == [f"cancel {s.cards.orders.by_name['Under the Guns']}", "leave"]
    gz.act(s, f"cancel {s.cards.orders.by_name['Under the Guns']}")
    assert names(s, s.hands[0]) == ["Rain (Luck)", "Night + Whistle", "Snow + Shell",
                                     "Gas Mask + Whistle"], \
        "the drawn cards go to his hand, where they count at the Morale Drop and towards 13"
    assert s.orders == [] and s.counts[4] == 0 and s.order_discard
    s.check_invariants()


def test_leaving_the_order_keeps_it(gz):
    """The withdrawing player may also leave the Order in play (drawing is a choice)."""
    s = gz.position(4, hands={0: ["Rain (Luck)"], 1: ["Snow (Luck)"]}, orders="hard")
    with_orders(gz, s, in_play=["Gas Alert"])
    gz.act(s, "withdraw L")
    gz.act(s, "leave")
    assert order_names(s, s.orders) == ["Gas Alert"] and names(s, s.hands[0]) == ["Rain (Luck)"]


def test_an_order_is_cancelled_even_if_the_deck_is_short(gz):
    """When meeting the Cancellation Condition, if the Trials Deck doesn't contain enough
    cards, the Order of the Day is still cancelled."""
    s = gz.position(4, hands={0: ["Rain (Luck)"], 1: ["Snow (Luck)"]}, orders="hard",
                    deck_top=["Night + Whistle"], deck_size=0)
    with_orders(gz, s, in_play=["Gas Alert"])
    gz.act(s, "withdraw L")
    gz.act(s, f"cancel {s.cards.orders.by_name['Gas Alert']}")
    assert s.orders == [] and names(s, s.hands[0]) == ["Rain (Luck)", "Night + Whistle"] and not s.deck


def _finish_mission(gz, s, success=True):
    """Everyone withdraws (success) from a position where every hand is empty."""
    while s.phase == "play" and s.mission == 2:
        legal = gz.legal(s)
        gz.act(s, "leave" if "leave" in legal else next(a for a in legal
                                                        if a.startswith("withdraw")))
    while s.pending:
        gz.act(s, gz.legal(s)[-1])


def test_orders_without_a_condition_are_discarded_after_the_support(gz):
    """Duration of the Order of the Day
    Most Order of the Day cards last as long as the Mission itself and are discarded after
    the Support phase.
    If there is no Cancellation Condition, discard the Mission card after the Support."""
    s = gz.position(4, orders="normal")
    with_orders(gz, s, in_play=["Silence in the Ranks", "Mud to the Knees", "Gas Alert"])
    s.last_success = False
    events = []
    s._orders_after_support(events)
    assert order_names(s, s.orders) == ["Mud to the Knees", "Gas Alert"], \
        "after a failure the 'until a Mission succeeds' Order stays"
    s.last_success = True
    s._orders_after_support(events)
    assert order_names(s, s.orders) == ["Gas Alert"], "a draw Order stays until cancelled"
    assert order_names(s, s.order_discard) == ["Silence in the Ranks", "Mud to the Knees"]


def test_new_orders_stack_on_those_still_in_play(gz):
    """A new Order of the Day card is drawn at the start of every Mission, even if the
    previous one wasn't discarded, stacking their effects."""
    s = gz.position(4, orders="hard")
    with_orders(gz, s, in_play=["Gas Alert"], offer=["Under the Guns", "Double Time"])
    s.phase = "order"
    s.touch()
    gz.act(s, f"order {s.cards.orders.by_name['Under the Guns']}")
    assert order_names(s, s.orders) == ["Gas Alert", "Under the Guns"]
    assert s.counts[3] == 1 and s.counts[4] == 1
    s.check_invariants()


def test_a_missions_start_counts_the_orders_still_in_play(gz):
    """An Order that outlasts its Mission counts in the next one from its start."""
    s = gz.position(4, orders="hard")
    with_orders(gz, s, in_play=["Moonless Watch"])
    events = []
    s._end_mission(True, events)
    while s.pending:
        gz.act(s, gz.legal(s)[-1])
    assert s.mission == 3 and s.counts[2] == 1


def test_orders_win_over_hard_knocks_on_withdrawing(gz):
    """In case of conflict with a Hard Knock, the Order of the Day has priority."""
    s = gz.position(4, hands={0: ["Rain (Luck)", "Snow (Luck)"], 1: ["Night (Luck)"]},
                    knocks={0: ["Hardheaded"]},
                    orders="normal")
    assert not s.withdraw_rights(0)[0]
    with_orders(gz, s, in_play=["Leave Granted"])
    assert s.withdraw_rights(0) == (True, False), "Leave Granted beats Hardheaded"
    # a restriction beats a Hard Knock that forces: a Fearful Grizzled holding too much stays
    f = gz.position(4, hands={0: ["Rain (Luck)", "Snow (Luck)", "Gas Mask (Luck)"],
                              1: ["Night (Luck)"]},
                    knocks={0: ["Fearful"]}, nml=["Night + Shell", "Rain + Shell"],
                    orders="normal")
    assert f.withdraw_rights(0) == (True, True)
    with_orders(gz, f, in_play=["Hold Until Dusk"])
    assert f.withdraw_rights(0) == (False, False)
    assert not any(a.startswith("withdraw") for a in gz.legal(f))
    assert "Order of the Day keeps you in" in f.why_illegal(0, Action.parse("withdraw L"))


def test_an_order_wins_over_selfish_and_distrustful(gz):
    """In case of conflict with a Hard Knock, the Order of the Day has priority: with Stand by
    Each Other a Selfish Grizzled's tile goes where it points, and counts for a Distrustful
    one."""
    s = gz.position(4, knocks={0: ["Selfish"], 1: ["Distrustful"]}, orders="normal",
                    tiles=[["L", "R"], ["L", "R"], ["L", "R"], ["L", "R"]])
    with_orders(gz, s, in_play=["Stand by Each Other"])
    assert s.tile_target(0, "L") == 1
    for tile in ("withdraw L", "withdraw R", "withdraw R", "withdraw R"):
        gz.act(s, tile)
    assert s.pending and s.pending[0][:2] == ("shed", 1), "Distrustful is supported"


def test_restrictions_forbid_speeches_and_charms(gz):
    """Advantage or Restriction: Silence in the Ranks forbids Speeches, Kit Inspection the
    Good Luck Charms."""
    s = gz.position(4, hands={0: ["Rain (Luck)"]}, nml=["Night (Luck)"], speech=[1, 0, 0, 0],
                    orders="normal")
    s.grizzled[0] = s.cards.grizzled.index("Félix Moreau")  # his charm is Night
    s.touch()
    legal = gz.legal(s)
    assert any(a.startswith("speech") for a in legal) and any(a.startswith("charm")
                                                              for a in legal)
    with_orders(gz, s, in_play=["Silence in the Ranks", "Kit Inspection"])
    legal = gz.legal(s)
    assert not any(a.startswith(("speech", "charm")) for a in legal)
    assert "Order of the Day" in s.why_illegal(0, Action.parse("speech rain"))


def test_morale_orders_change_the_morale_drop(gz):
    """An Order's Morale effect counts at the Morale Drop of its Mission, though the Order is
    discarded after the Support (the step before)."""
    drops = {}
    for order in ("Rest Behind the Lines", "Reduced Rations", None):
        s = gz.position(4, orders="normal")
        with_orders(gz, s, in_play=[order] if order else [])
        reserve = len(s.reserve)
        s._end_mission(True, [])
        while s.pending:
            gz.act(s, gz.legal(s)[-1])
        drops[order] = reserve - len(s.reserve)
        assert s.orders == []
    assert drops == {"Rest Behind the Lines": 1, "Reduced Rations": 5, None: 3}


def test_trap_orders(gz):
    """A Calm Night: no Trap triggers (Aggressive neither); Double Time: a Trap plays two
    Trials."""
    s = gz.position(4, hands={0: ["Snow + Whistle (Trap)"]}, knocks={0: ["Aggressive"]},
                    deck_top=["Rain + Gas Mask", "Night + Whistle"], orders="easy")
    with_orders(gz, s, in_play=["A Calm Night"])
    gz.play(s, "Snow + Whistle (Trap)")
    assert names(s, s.nml) == ["Snow + Whistle (Trap)"]
    d = gz.position(4, hands={0: ["Snow + Whistle (Trap)"]},
                    deck_top=["Rain + Gas Mask", "Night + Whistle"], orders="hard")
    with_orders(gz, d, in_play=["Double Time"])
    gz.play(d, "Snow + Whistle (Trap)")
    assert names(d, d.nml) == ["Snow + Whistle (Trap)", "Rain + Gas Mask",
                                "Night + Whistle"]


def test_support_orders(gz):
    """Field Hospital: the most-supported sheds one more Hard Knock; Orders Crossed: the
    Support helps no one."""
    tiles = [["L", "R"], ["L", "R"], ["L", "R"], ["L", "R"]]
    knocks = {1: ["Exhausted", "Mute", "Selfish"]}
    s = gz.position(4, knocks=knocks, orders="easy", tiles=tiles)
    with_orders(gz, s, in_play=["Field Hospital"])
    for tile in ("withdraw L", "withdraw R", "withdraw R", "withdraw R"):
        gz.act(s, tile)
    assert s.pending[0] == ("shed", 1, 3)
    s = gz.position(4, knocks=knocks, orders="normal", tiles=tiles)
    with_orders(gz, s, in_play=["Orders Crossed"])
    for tile in ("withdraw L", "withdraw R", "withdraw R", "withdraw R"):
        gz.act(s, tile)
    assert not s.pending and s.mission == 3 and len(s.knocks[1]) == 3


def test_orders_acting_when_chosen(gz):
    """Parcels at the Post turns the charms up; A Word from the Captain gives the Leader a
    Speech token; Letters from Home lets the Leader discard a Hard Knock; Preparatory Barrage
    plays the top Trial after the deal."""
    def choose(name, **kw):
        s = with_orders(gz, gz.position(4, orders="normal", **kw), offer=[name])
        s.phase = "order"
        s.touch()
        gz.act(s, f"order {s.cards.orders.by_name[name]}")
        return s
    s = gz.position(4, orders="easy")
    s.charm_up = [False] * 4
    with_orders(gz, s, offer=["Parcels at the Post"])
    s.phase = "order"
    s.touch()
    gz.act(s, f"order {s.cards.orders.by_name['Parcels at the Post']}")
    assert s.charm_up == [True] * 4
    s = choose("A Word from the Captain", speech=[0, 0, 0, 0])
    pool = s.speech_pool
    assert s.speech[0] == 1 and pool == s.cards.speech_tokens[4] - 1
    s = choose("Letters from Home", knocks={0: ["Mute", "Wounded"]})
    assert gz.legal(s)[-1] == "done" and len(gz.legal(s)) == 3
    gz.act(s, gz.legal(s)[1])
    assert names(s, s.knocks[0]) == ["Mute"] and s.phase == "intensity" and not s.pending
    s = choose("Preparatory Barrage")
    after_deal = s.deck[-(4 * 2 + 1)]
    gz.act(s, "intensity 2")
    assert s.nml == [after_deal] or s.knocks[0][-1:] == [after_deal], \
        "the Trial under the deal goes to No Man's Land, or onto the Leader"


def test_the_one_shot_deck_of_twelve_by_difficulty(gz):
    """36 Order of the Day Cards
    Order of the Day: Depending on the difficulty level desired, create the Order of the Day
    Deck (12 cards) according to the following chart:
    Orders of the Day Easy Normal Hard 4 8 0 4 4 4 2 4 6 Easy 4 Easy Normal 4 8
    (the chart's layout was lost: its rows read Easy 4/8/0, Normal 4/4/4, Hard 2/4/6)
    During setup, depending on the Briefing's instructions, you will create a Deck made up of
    Order of the Day cards.
    The Order of the Day cards are classified in 3 categories: Easy/Normal/Hard, but that has
    no influence on the Campaign."""
    table = gz.new(4).cards.orders
    assert len(table) == 36 and Counter(table.difficulty) == {0: 12, 1: 12, 2: 12}
    assert ONE_SHOT_CHART == {"easy": (4, 8, 0), "normal": (4, 4, 4), "hard": (2, 4, 6)}
    for level, chart in ONE_SHOT_CHART.items():
        for seed in range(3):
            s = gz.new(4, seed=seed, orders=level)
            every = s.order_deck + s.offer
            assert len(every) == 12 and len(set(every)) == 12
            got = Counter(table.difficulty[o] for o in every)
            assert tuple(got.get(d, 0) for d in range(3)) == chart


def test_every_order_has_an_advantage_or_a_restriction_and_minimums(gz):
    """Difficulty and Name of the Order of the Day
    Advantage or Restriction
    - an advantage or restriction
    Every shipped Order names its difficulty, its type, a known effect and a minimum for each
    player count 1 to 5."""
    table = gz.new(4).cards.orders
    for o in range(len(table)):
        assert DIFFICULTIES[table.difficulty[o]] in DIFFICULTIES
        assert table.effect[o] in ORDER_EFFECTS
        assert set(table.minimum[o]) == {1, 2, 3, 4, 5}
        assert table.text[o]
    used = set(table.effect)
    assert used == set(ORDER_EFFECTS), "every effect of the vocabulary is on some card"


def test_the_order_deck_is_hidden_but_the_refused_offers(gz):
    """The Order deck's order is drawn afresh by `determinize`, but for the refused Orders at
    its bottom that everyone saw go there; views and legal actions are unchanged."""
    s = gz.new(4, seed=5, orders="hard")
    s.apply(s.to_act()[0], s.legal_actions(s.to_act()[0])[0])
    seat = s.to_act()[0]
    tops = set()
    for k in range(20):
        det = s.determinize(seat, Rng(k))
        assert det.order_deck[0] == s.order_deck[0]
        assert sorted(det.order_deck) == sorted(s.order_deck)
        assert det.view(seat) == s.view(seat) and det.legal_actions(seat) == s.legal_actions(seat)
        tops.add(det.order_deck[-1])
    assert len(tops) > 1


def test_the_table_shows_the_orders(gz):
    """Typed views: the Orders offered and in play are face up to everyone, the Order deck is
    a pile of backs."""
    s = gz.new(4, seed=5, orders="normal")
    t = s.table_module.table(s, None)
    zones = {z.name: z for z in t.zones}
    assert len(zones["order_offer"].pieces) == 2 and zones["order_deck"].hidden
    assert zones["order_deck"].count == 10 and zones["orders"].pieces == ()
    s.apply(s.to_act()[0], s.legal_actions(s.to_act()[0])[0])
    zones = {z.name: z for z in s.table_module.table(s, 1).zones}
    assert len(zones["orders"].pieces) == 1 and zones["orders"].pieces[0].face["type"] == \
        "Order of the Day"


# ---- bad packs -----------------------------------------------------------------------------
@pytest.fixture
def packs(pack_copies):
    """`edit(old, new)`: one change to a copy of the shipped orders.yaml."""
    return functools.partial(pack_copies, "orders.yaml")


def test_an_order_without_a_minimum_for_five_players_is_named(packs):
    path = packs('{"1": 3, "2": 1, "3": 1, "4": 1, "5": 1}', '{"1": 3, "2": 1, "3": 1, "4": 1}')
    (problem,) = GAME.validate_file(path)
    assert problem.path == str(path) and problem.line == 14
    assert problem.field == "orders_of_the_day[0].minimum"
    assert "no minimum for 5 players" in problem.message


def test_an_unknown_order_effect_is_named(packs):
    path = packs("effect: no_speech", "effect: no_speach")
    (problem,) = GAME.validate_file(path)
    assert problem.field.endswith(".effect") and problem.line > 0
    assert "did you mean 'no_speech'" in problem.message


def test_a_set_that_cannot_build_the_order_deck_is_refused(packs):
    path = packs("difficulty: Normal", "difficulty: Hard")
    for _ in range(5):
        packs("difficulty: Normal", "difficulty: Hard")
    (problem,) = GAME.validate_file(path)
    assert problem.field == "orders_of_the_day" and problem.line > 0
    assert "6 Normal" in problem.message and "at least 8 Normal" in problem.message
