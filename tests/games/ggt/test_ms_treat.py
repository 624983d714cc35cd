"""Ms. Treat's initiative cards (the ``ms_treat`` option; our own design, see
``docs/rules/ggt.md``): the deal, every effect of her vocabulary, what views show and what
`gamebox validate` says of a broken card."""
from __future__ import annotations

import json

import pytest

from gamebox.engine.protocol import Action
from gamebox.games.ggt.game import GAME
from gamebox.games.ggt.pack import Roster, load_pack_data
from gamebox.games.ggt.treats import VOCABULARY

from .conftest import Brawl


def number_of(name: str) -> int:
    """The number of the shipped Ms. Treat card called `name`."""
    return next(t.number for t in Roster(load_pack_data()[0]).ms_treat if t.name == name)


SUGAR_RUSH, SHORT_LEASH = number_of("Sugar Rush"), number_of("Short Leash")
RATTLED_BARS, FRESH_MEAT = number_of("Rattled Bars"), number_of("Fresh Meat")
BUCKET, SALVE = number_of("Bucket of Chum"), number_of("Keeper's Salve")
GRISTLE, SCOLDING = number_of("Gristle Chew"), number_of("Scolding")


class TreatBrawl(Brawl):
    """`Brawl` with the ``ms_treat`` option on: `fight` sets the position up as ever, then
    hands the seats the Ms. Treat cards named (``cards``: seat -> number) and starts the
    current seat's turn again, so its card's start-of-turn effects are the only ones done."""

    def new(self, seats: int = 2, arena=None, seed: int = 1, **options):
        state = super().new(seats, arena, seed, ms_treat=True, **options)
        self.treats, state.treats = state.treats, None  # (off while `fight` sets up)
        return state

    def fight(self, *args, cards=None, **kwargs):
        state = super().fight(*args, **kwargs)
        state.treats = self.treats
        for s, number in (cards or {}).items():
            state.init[s] = number
        self.started = state.begin_turn(state.cur)
        state.touch()
        state.check_invariants()
        return state


@pytest.fixture
def treat():
    return TreatBrawl()


def _placed(seats: int = 2, seed: int = 1, ms_treat: bool = True, told=None):
    """A game on the Pit with `seats` Monsters chosen and placed: round 1 is dealt (its
    events added to `told` when given)."""
    state = GAME.new_state(seats, {"ms_treat": ms_treat, "map": "arena"}, seed)
    monsters = ("gristlehorn", "bilespitter", "skitterjaw", "gibbergeist")[:seats]
    for s, m in enumerate(monsters):
        state.apply(s, Action("choose", (m,)))
    while state.phase == "place":
        seat = state.to_act()[0]
        events = state.apply(seat, state.legal_actions(seat)[0])
        if told is not None:
            told += events
    return state


def test_ms_treat_is_an_option_off_by_default_and_unlisted_while_off():
    """House rule: the ``ms_treat`` option is off by default and, while off, left out of
    the resolved options, so a plain game (its saves, its transcripts) reads as before."""
    option = next(o for o in GAME.options if o.key == "ms_treat")
    assert option.default is False and option.text(True) == "on"
    assert GAME.default_options()["ms_treat"] is False  # (where the seat setup starts)
    assert "ms_treat" not in GAME.resolve_options({})
    assert "ms_treat" not in GAME.new_state(2, GAME.default_options(), 1).options
    assert "ms_treat" not in GAME.resolve_options({"ms_treat": False})
    assert GAME.resolve_options({"ms_treat": True})["ms_treat"] is True
    told: list = []
    plain = _placed(ms_treat=False, told=told)
    assert sorted(plain.init) == [1, 2] and "treats" not in plain.view(0)
    assert plain.treat_of(0) is None and not any(e.kind.startswith("treat") for e in told)


def test_her_whole_deck_is_shuffled_each_round_and_the_lowest_goes_to_the_most_smarts():
    """At the start of each round, pass out the initiative cards. The lowest card goes to
    the Monster with the most Smarts, the next-lowest card to the Monster with the
    second-most Smarts, and so on. House rule: with Ms. Treat her whole deck is shuffled
    each round and one card drawn per Monster standing."""
    numbers = {t.number for t in Roster(load_pack_data()[0]).ms_treat}
    hands = set()
    for seed in range(12):
        told: list = []
        state = _placed(4, seed, told=told)
        by_smarts = state.ranking(range(4))
        dealt = [state.init[s] for s in by_smarts]
        assert dealt == sorted(dealt) and len(set(dealt)) == 4 and set(dealt) <= numbers
        assert state.order == by_smarts  # the lowest card goes first, as ever
        hands.add(tuple(dealt))
        dealt_events = [e for e in told if e.kind == "treat_dealt"]
        assert [e.data for e in dealt_events] == [{"seat": s, "card": state.init[s]}
                                                   for s in by_smarts]
        assert all(e.to is None and state.treat_of(e.data["seat"]).name in e.text
                   for e in dealt_events)  # face up, for every seat
    assert len(hands) > 6  # the draw, not a fixed deal


def test_the_deal_and_its_treats_replay_from_the_seed_and_the_log():
    """House rule: Ms. Treat's shuffle comes from the game's seed, so a saved game (options,
    seed, action log) replays to the same cards and effects."""
    from gamebox.engine.bots import RandomBot

    state = _placed(3, seed=5)
    bots = [RandomBot(s, "easy", 9) for s in range(3)]
    for _ in range(400):
        if state.is_over():
            break
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state.view(seat), state.legal_actions(seat)))
    again = type(state).from_json(GAME, json.loads(json.dumps(state.to_json())), replay=True)
    assert again.snapshot() == state.snapshot() and again.init == state.init
    assert again.view(None)["treats"] == state.view(None)["treats"]


def test_more_actions_and_no_rest(treat):
    """Sugar Rush: 1 more action on your turn; you may not Rest this round."""
    state = treat.fight(cards={0: SUGAR_RUSH}, hands={0: ["5"]})
    speed = state.stat(0, 0)
    assert state.actions_left == speed + 1
    assert len(state.hand[0]) < state.stat(0, 2) and "rest" not in treat.legal(state)
    assert "Sugar Rush" in treat.started[0].text
    plain = treat.fight(cards={0: GRISTLE}, hands={0: ["5"]})
    assert "rest" in treat.legal(plain) and plain.actions_left == speed


def test_one_action_fewer_and_power_from_the_supply(treat):
    """Short Leash: 1 action fewer on your turn; gain 1 Power as your turn starts (from the
    supply everyone shares)."""
    state = treat.fight(("skitterjaw", "gristlehorn"), cards={0: SHORT_LEASH}, power=[0, 0])
    assert state.actions_left == state.stat(0, 0) - 1
    assert state.power[0] == 1 and state.supply == 15 * 2 - 1
    powers = [e for e in treat.started if e.kind == "treat_power"]
    assert powers and powers[0].data == {"seat": 0, "amount": 1}


def test_lose_action_never_goes_below_none(treat):
    """House rule: a card that takes an action away leaves a Monster with no Speed at none."""
    state = treat.fight(cards={0: SHORT_LEASH})
    for limb in list(state.limbs_of(0)):  # tear the legs off: no Speed left
        if state.part(limb).stats[0]:
            state.slots[0][state.slots[0].index(limb)] = -1
    state.touch()
    state.begin_turn(0)
    assert state.stat(0, 0) == 0 and state.actions_left == 0


def test_a_free_turn_more(treat):
    """Rattled Bars: 1 more free Turn on your turn (besides the first Turn, always free)."""
    state = treat.fight(cards={0: RATTLED_BARS}, cells=((1, 1), (6, 5)))
    assert state.free_turns == 2
    actions = state.actions_left
    treat.act(state, "turn 1")
    treat.act(state, "turn 1")
    assert state.actions_left == actions and state.free_turns == 0
    treat.act(state, "turn 1")
    assert state.actions_left == actions - 1


def test_drawing_past_smarts_discards_at_random_down_to_it(treat):
    """Some effects may cause you to draw cards in excess of your Smarts. If this happens,
    draw the cards, then discard cards at random until the number of cards in your hand
    equals your Smarts."""
    state = treat.fight(cards={0: FRESH_MEAT}, hands={0: ["2", "3"]}, tops={0: ["K"]})
    assert state.stat(0, 2) == 2  # the Gristlehorn's Smarts: its hand was full
    assert len(state.hand[0]) == 2 and len(state.discard[0]) == 1
    assert sorted(state.hand[0] + state.discard[0]) == sorted(
        treat.card(c) for c in ("2", "3", "K"))
    drew = [e for e in treat.started if e.kind == "drew"]
    assert drew and drew[0].to == frozenset({0}) and "K of Clubs" in drew[0].text
    public = [e for e in treat.started if e.kind == "treat_draw"]
    assert public and public[0].to is None and "K of" not in public[0].text
    kept = treat.fight(cards={0: FRESH_MEAT}, hands={0: ["2"]}, tops={0: ["K"]})
    assert sorted(kept.hand[0]) == [treat.card("2"), treat.card("K")] and not kept.discard[0]


def test_healing_as_the_turn_starts_stops_at_the_health(treat):
    """Bucket of Chum: heal 1 as your turn starts (never more than the Monster's Health)."""
    state = treat.fight(cards={0: BUCKET})
    assert state.pool[0] == state.stat(0, 3)  # full: nothing to heal, nothing said
    assert not [e for e in treat.started if e.kind == "treat_heal"]
    state.pool[0] = 3
    events = state.begin_turn(0)
    assert state.pool[0] == 4 and [e.data for e in events if e.kind == "treat_heal"] == \
        [{"seat": 0, "amount": 1}]
    state = treat.fight(cards={0: SALVE})  # Keeper's Salve: a card and a point of Health
    state.pool[0] = state.stat(0, 3) - 2
    state.begin_turn(0)
    assert state.pool[0] == state.stat(0, 3) - 1


def test_power_as_the_turn_starts_is_what_the_supply_has_left(treat):
    """Gristle Chew: gain 1 Power as your turn starts; a gain the supply cannot cover gives
    what is left."""
    state = treat.fight(cards={0: GRISTLE}, power=[0, 0])
    assert state.power[0] == 1
    state.power[1] += state.supply
    state.supply = 0
    state.begin_turn(0)
    assert state.power[0] == 1


def test_the_first_clash_won_this_round_deals_more_damage(treat):
    """Scolding: 1 action fewer; the first clash you win this round deals 2 more damage
    (after every reduction); the second deals as ever."""
    state = treat.fight(cards={0: SCOLDING}, hands={0: ["5", "6"], 1: ["3", "4"]},
                        power=[0, 0])
    assert state.actions_left == state.stat(0, 0) - 1
    treat.act(state, "attack 1")
    events = treat.act(state, f"play {treat.card('5')}", 0)
    events += treat.act(state, f"play {treat.card('3')}", 1)
    # 7 + 5 against 4 + 3: 5 damage, and 2 more
    assert {e.data["seat"]: e.data["damage"] for e in events if e.kind == "damage"} == {1: 7}
    assert [e.data for e in events if e.kind == "treat_blow"] == [{"seat": 0, "amount": 2}]
    assert state.view(1)["treats"][0]["blow_used"] is True
    treat.act(state, "press", 0)
    treat.act(state, "press", 1)
    events = treat.act(state, f"play {treat.card('6')}", 0)
    events += treat.act(state, f"play {treat.card('4')}", 1)
    assert {e.data["seat"]: e.data["damage"] for e in events if e.kind == "damage"} == {1: 5}


def test_the_first_blow_serves_a_defender_too_and_a_lost_clash_keeps_it(treat):
    """House rule: the first blow is the first clash its holder wins, attacking or
    defending; losing a clash does not use it up."""
    state = treat.fight(cards={0: SUGAR_RUSH, 1: SCOLDING},
                        hands={0: ["2", "3"], 1: ["A", "9"]}, power=[0, 0])
    treat.act(state, "attack 1")
    treat.act(state, f"play {treat.card('2')}", 0)
    events = treat.act(state, f"play {treat.card('A')}", 1)  # 7 + 2 against 4 + 1
    assert not any(e.kind == "treat_blow" for e in events)
    assert state.combat["step"] == "more" and not state.blows
    treat.act(state, "press", 0)
    treat.act(state, "press", 1)
    treat.act(state, f"play {treat.card('3')}", 0)
    events = treat.act(state, f"play {treat.card('9')}", 1)
    # 4 + 9 = 13 against 7 + 3 = 10: 3, less 2 for the losing attacker, and 2 more
    assert {e.data["seat"]: e.data["damage"] for e in events if e.kind == "damage"} == {0: 3}
    assert state.blows == 0b10


def test_every_primitive_of_the_vocabulary_is_on_a_shipped_card():
    """Ms. Treat's deck (our design): 8-12 cards, unique numbers, and every effect the rules
    implement used by at least one card."""
    cards = Roster(load_pack_data()[0]).ms_treat
    assert 8 <= len(cards) <= 12 and len({c.number for c in cards}) == len(cards)
    assert {k for c in cards for k, _ in c.effects} == set(VOCABULARY)


def test_her_cards_are_public_in_views_and_on_the_initiative_column():
    """House rule: Ms. Treat's cards are dealt face up: every seat's view and the
    initiative column show each card's name and effect words; no hand leaks."""
    state = _placed(2, seed=3)
    views = [state.view(s)["treats"] for s in (0, 1)] + [state.view(None)["treats"]]
    assert views[0] == views[1] == views[2]
    for s in range(2):
        face = next(p.face for p in state.table_view(1 - s).zone("initiative").pieces
                    if p.id == f"init/{s}")
        card = state.treat_of(s)
        assert face["name"] == card.name and face["effect"] == card.short
        assert face["rules"] == card.words and face["number"] == state.init[s]
    # what the cards add to a view is the same for every seat, and no hand rides along
    assert state.view(0)["treats"] == state.view(None)["treats"]
    assert state.plant_private_marker(0, "SECRET-MARKER")
    assert "SECRET-MARKER" not in json.dumps(state.view(1)) + repr(state.table_view(1))


CARD = """\
ms_treat:
  - number: 1
    name: Test Treat
    line: A line.
    effects:
      - {effect: heal, amount: 1}
"""


def test_a_card_with_an_unknown_effect_names_file_line_and_field(pack_problems):
    """Bad input: an unknown effect of one of Ms. Treat's cards; `gamebox validate` names
    file, line and field, with a hint."""
    problems = pack_problems(CARD.replace("effect: heal", "effect: heel"), "treats.yaml")
    assert len(problems) >= 1
    p = next(p for p in problems if "heel" in p.message)
    assert p.path.endswith("treats.yaml") and p.line == 6
    assert p.field == "ms_treat[0].effects[0].effect" and "heal" in p.message


def test_a_card_without_a_number_names_file_line_and_field(pack_problems):
    """Bad input: one of Ms. Treat's cards without its number."""
    problems = pack_problems(CARD.replace("  - number: 1\n    name", "  - name"), "treats.yaml")
    p = next(p for p in problems if "number" in (p.field or "") + p.message)
    assert p.path.endswith("treats.yaml") and p.line == 2 and p.field.startswith("ms_treat[0]")


def test_a_card_with_a_wrong_amount_names_file_line_and_field(pack_problems):
    """Bad input: an effect's amount out of range, or an amount where it takes none."""
    problems = pack_problems(CARD.replace("amount: 1", "amount: 7"))
    assert [(p.line, p.field) for p in problems if "out of range" in p.message] == \
        [(6, "ms_treat[0].effects[0].amount")]
    problems = pack_problems(CARD.replace("{effect: heal, amount: 1}",
                                          "{effect: no_rest, amount: 1}"))
    assert any("takes no amount" in p.message and p.line == 6 for p in problems)


def test_the_normal_bot_fights_on_while_her_first_blow_is_to_land(treat):
    """House rule (bots): deciding whether to fight on, the normal bot counts its Ms. Treat
    card's first blow, while it is still to land, as that much more Strength: a little
    weaker than its foe, it presses on with it and stops without it."""
    from gamebox.games.ggt.bots import GgtBot

    def after_a_loss(card):
        state = treat.fight(("skitterjaw", "bilespitter"), cards={0: card},
                            hands={0: ["5", "9"], 1: ["8", "9"]}, power=[0, 0])
        treat.act(state, "attack 1")
        treat.act(state, f"play {treat.card('5')}", 0)
        treat.act(state, f"play {treat.card('8')}", 1)  # 4 + 5 against 5 + 8: a loss
        assert state.combat["step"] == "more" and state.pool[1] > 3
        return GgtBot(0, "normal", 1).choose(state.view(0), state.legal_actions(0))

    assert after_a_loss(SCOLDING) == Action("press")  # 4 - 5 + 2: an edge
    assert after_a_loss(GRISTLE) == Action("stop")


def test_the_normal_bot_spends_the_extra_action(treat):
    """Sugar Rush's extra action is the bot's to use: it takes one more action this turn."""
    from gamebox.games.ggt.bots import GgtBot

    counts = []
    for card in (SUGAR_RUSH, GRISTLE):
        state = treat.fight(("gristlehorn", "skitterjaw"), cells=((1, 1), (7, 5)),
                            facings=(0, 3), cards={0: card})
        bot = GgtBot(0, "normal", 1)
        taken = 0
        while state.cur == 0 and state.to_act() == (0,) and not state.ask:
            before = state.actions_left
            state.apply(0, bot.choose(state.view(0), state.legal_actions(0)))
            taken += state.actions_left < before
        counts.append(taken)
    assert counts[0] == counts[1] + 1


def test_ms_treat_games_of_normal_bots_end_and_replay():
    """Whole games with Ms. Treat's cards, checked as the random-simulation test checks
    every game (invariants, clones, JSON round trips, no planted private marker in another
    seat's view or events, the log replayed at the end): normal bots finish them."""
    from gamebox.engine import simulate

    report = simulate.run(GAME, 2, seed=4, seats="bot:normal,bot:easy",
                          options={"ms_treat": True}, check=True)
    assert report.failures == [] and report.games == 2 and report.no_winner == 0


def test_the_cards_page_shows_her_cards_after_the_monsters():
    """The rules screen's cards page: after the Monsters, Ms. Treat's cards, each with its
    number, name, whole rules text and line."""
    roster = Roster(load_pack_data()[0])
    sections = GAME.reference_cards()
    assert len(sections) == len(roster.monsters) + 1
    section = sections[-1]
    assert "Ms. Treat" in section.heading and "our own design" in section.note
    assert [(f["number"], f["name"], f["rules"], f["character"]) for f in section.faces] == \
        [(t.number, t.name, t.words, t.line) for t in roster.ms_treat]


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_initiative_column_names_her_cards_and_pointing_shows_one_whole(app, size):
    """Screen: each row of the initiative column names the Monster, its card and the card's
    effect in a few words; pointing at a row shows the card's whole text over the map."""
    import pygame

    from gamebox.engine.match import Match, SeatSpec
    from gamebox.games.ggt.scene import Scene
    from gamebox.input.intents import Intent
    from scene_helpers import look, run_bots, use_size

    use_size(app, size)
    match = Match.start(GAME, [SeatSpec("human", "kbd", "Ana"), SeatSpec("bot", "normal")],
                        {"ms_treat": True, "map": "arena"}, 4)
    scene = Scene(app, match)
    app.push(scene)
    app.apply_pending()
    while match.state.phase != "play" or 0 not in match.state.to_act():
        run_bots(scene)
        if 0 in match.state.to_act():
            scene.act(0, match.state.legal_actions(0)[0])
    look(scene, 0)
    app.draw(app.surface)
    rows = scene._init_rows
    assert sorted(rows) == ["init/0", "init/1"]
    area = scene.zone_areas["initiative"]
    assert all(area.contains(r) for r in rows.values())
    plain = app.surface.copy()
    scene.handle(Intent("point", "kbd", rows["init/1"].center))
    assert scene._pointed == "init/1"
    app.draw(app.surface)
    above = pygame.Rect(area.left, scene.board_rect.top, area.width, area.top -
                        scene.board_rect.top)
    changed = sum(1 for x in range(above.left, above.right, 7)
                  for y in range(above.top, above.bottom, 7)
                  if plain.get_at((x, y)) != app.surface.get_at((x, y)))
    assert changed > 20  # the card's box, drawn over the map above the column
    scene.handle(Intent("point", "kbd", (1, 1)))
    assert scene._pointed is None
