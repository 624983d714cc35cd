"""Direct control in the Grungeon (issue 23): while a seat queues its turn, its arrow keys
or its own pad's d-pad queue the move that way (up is north, as the room is drawn); a wall
of its room or a move already queued is refused in words and queues nothing; attack and
use have keys of their own (A and U; the pad's right and left triggers); the list puts the
moves first and is reached by Tab and the shoulder buttons; nothing of one seat's direct
input shows on another seat's screen.

The rule behind the refusal of a second move: "During a turn, you can queue each of the
below actions up to one time"."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from gamebox.engine.match import Match, SeatSpec  # noqa: E402
from gamebox.engine.protocol import Action  # noqa: E402
from gamebox.games.grungeon.game import GAME  # noqa: E402
from gamebox.games.grungeon.maze import DIRS  # noqa: E402
from gamebox.input.intents import InputRouter  # noqa: E402

from scene_helpers import Driver, look, run_bots  # noqa: E402

ANN, BO = 0, 1
PAD = 21
KEY_OF = {"up": pygame.K_UP, "down": pygame.K_DOWN, "left": pygame.K_LEFT,
          "right": pygame.K_RIGHT}
DPAD_OF = {"up": pygame.CONTROLLER_BUTTON_DPAD_UP, "down": pygame.CONTROLLER_BUTTON_DPAD_DOWN,
           "left": pygame.CONTROLLER_BUTTON_DPAD_LEFT,
           "right": pygame.CONTROLLER_BUTTON_DPAD_RIGHT}


def open_table(app, seats=None, seed=5):
    seats = seats or [SeatSpec("human", "kbd", "Ann"), SeatSpec("bot", "normal", "Bo"),
                      SeatSpec("bot", "normal", "Cy")]
    match = Match.start(GAME, seats, {"turn_seconds": 0}, seed)
    table = app.open_match(match, autosave=False)
    app.apply_pending()
    return table


def to_play(table, seats=(ANN,)) -> None:
    """Bots play and the people take their first moves until play begins."""
    state = table.match.state
    while state.phase != "play":
        run_bots(table)
        for seat in seats:
            if state.phase != "play" and seat in state.to_act():
                state.apply(seat, state.legal_actions(seat)[0])
                table.match.revision += 1
    table._views.clear()


def give(table, items, seat=ANN) -> None:
    """`seat` carries `items` from now on (a hand edit: the caches are told)."""
    table.match.state.inv[seat] = list(items)
    table.match.state.touch()
    table.match.revision += 1
    table._views.clear()
    table._built_for = None


def sides(table, seat=ANN) -> dict:
    return table.match.state.view(seat)["room"]["sides"]


def open_way(table, seat=ANN) -> str:
    return next(d for d in DIRS if sides(table, seat)[d] != "wall")


def walled_way(table, seat=ANN) -> str:
    return next(d for d in DIRS if sides(table, seat)[d] == "wall")


def mine(table, seat=ANN) -> list[str]:
    return [str(a) for s, a in table.match.state.log if s == seat]


def started(app, seed=5):
    table = open_table(app, seed=seed)
    to_play(table)
    look(table, ANN)
    return table


# ---- the arrows walk ----------------------------------------------------------------------
def test_an_arrow_queues_the_move_that_way(app):
    table = started(app)
    way = open_way(table)
    Driver(app).key(KEY_OF[way])
    assert table.match.state.q_move[ANN] == way
    assert mine(table)[-1] == f"move {way}" and table.notice == ""


def test_an_arrow_into_a_wall_is_refused_and_queues_nothing(app):
    """A start corner has two outer walls: walking into one says so, and nothing is queued
    (the seat sees its own room's walls; walking into one stays in the list of moves)."""
    table = started(app)
    way = walled_way(table)
    before = list(table.match.state.log)
    Driver(app).key(KEY_OF[way])
    assert table.match.state.log == before and table.match.state.q_move[ANN] is None
    assert table.notice == f"A wall: there is no way {way} from this room."
    assert Action("move", (way,)) in table.legal_for(ANN), "the list still offers it"


def test_a_second_move_is_refused_with_the_rule(app):
    table = started(app)
    way = open_way(table)
    drive = Driver(app)
    drive.key(KEY_OF[way])
    other = next(d for d in DIRS if d != way and sides(table)[d] != "wall") \
        if sum(sides(table)[d] != "wall" for d in DIRS) > 1 else way
    before = list(table.match.state.log)
    drive.key(KEY_OF[other])
    assert table.match.state.log == before and table.match.state.q_move[ANN] == way
    assert table.notice.startswith("You already queued a move this turn.")
    assert "up to one time" in table.notice and "Backspace takes it back" in table.notice


def test_the_mouse_wheel_still_scrolls_the_list(app):
    table = started(app)
    table.layout()
    index = table.ring.index
    app.step(dt=0.0, events=[pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False,
                                                precise_x=0.0, precise_y=-1.0)])
    table.layout()
    assert table.match.state.q_move[ANN] is None and table.ring.index == index + 1


def test_tab_moves_along_the_list_while_the_arrows_walk(app):
    table = started(app)
    table.layout()
    index = table.ring.index
    Driver(app).key(pygame.K_TAB)
    table.layout()
    assert table.ring.index == index + 1 and table.match.state.q_move[ANN] is None


def test_the_arrows_move_the_focus_outside_play(app):
    """Before play (the corners) the arrows move the focus as on every other table."""
    table = open_table(app)
    state = table.match.state
    while not (state.phase == "corners" and ANN in state.to_act()):
        run_bots(table)
        if state.phase == "preview" and ANN in state.to_act():
            state.apply(ANN, state.legal_actions(ANN)[0])
            table.match.revision += 1
    look(table, ANN)
    table.layout()
    index = table.ring.index
    Driver(app).key(pygame.K_DOWN)
    table.layout()
    assert table.ring.index != index and state.corner_of[ANN] is None


# ---- the move list -------------------------------------------------------------------------
def test_the_moves_come_first_in_the_list(app):
    table = started(app)
    give(table, ["iron_axe", "potion"])
    legal = table.legal_for(ANN)
    kinds = [a.kind for a in legal]
    assert kinds[:4] == ["move"] * 4 and kinds[4:] == ["attack", "use", "commit"]
    assert sorted(legal, key=str) == sorted(table.match.state.legal_actions(ANN), key=str)
    table.layout()
    shown = [b for b in table.action_buttons]
    assert [b.label for b in shown[:4]] == [f"Move {d}" for d in DIRS]
    assert table.match.state.legal_actions(ANN)[0].kind == "attack", \
        "the rules' own list is left as it is"


# ---- attack and use have keys of their own -------------------------------------------------
def test_the_attack_key_queues_the_one_weapon_and_the_use_key_the_one_item(app):
    table = started(app)
    give(table, ["iron_axe", "potion"])
    drive = Driver(app)
    drive.key(pygame.K_a)
    drive.key(pygame.K_u)
    assert (table.match.state.q_attack[ANN], table.match.state.q_use[ANN]) == \
        ("iron_axe", "potion")
    drive.key(pygame.K_a)
    assert table.notice.startswith("You already queued an attack this turn")


def test_with_two_weapons_the_attack_key_goes_through_them_and_confirm_queues(app):
    table = started(app)
    give(table, ["iron_axe", "iron_lance"])
    drive = Driver(app)
    legal = table.legal_for(ANN)
    drive.key(pygame.K_a)
    table.layout()
    first = legal[table.ring.focused.value[1]]
    assert first.kind == "attack" and table.match.state.q_attack[ANN] is None
    assert table.banner_line().startswith("Which weapon? A again: the next")
    drive.key(pygame.K_a)
    table.layout()
    second = legal[table.ring.focused.value[1]]
    assert second.kind == "attack" and second != first
    drive.key(pygame.K_RETURN)
    assert table.match.state.q_attack[ANN] == second.args[0]


def test_with_nothing_to_use_the_keys_say_so(app):
    table = started(app)
    give(table, [])
    drive = Driver(app)
    drive.key(pygame.K_a)
    assert table.notice == "You carry no weapon to attack with."
    drive.key(pygame.K_u)
    assert table.notice == "You carry nothing you can use."
    assert table.match.state.q_attack[ANN] is None and table.match.state.q_use[ANN] is None


def test_the_keys_are_told_under_the_panel_and_in_the_guide(app):
    table = started(app)
    tips = table.key_tips("kbd")
    assert tips[:4] == ["Arrows: walk", "A/U: attack/use", "Enter: choose", "Tab: list"]
    guide = " ".join(table.walkthrough_lines(ANN))
    assert "the arrow keys queue a move that way" in guide and "A an attack" in guide


# ---- a pad: its own seat only -----------------------------------------------------------
def two_people(app):
    """Ann on the keyboard, Bo on pad 1, both queueing their turn."""
    app.input.add_pad(PAD, "Xbox Controller")
    table = open_table(app, [SeatSpec("human", "kbd", "Ann"),
                             SeatSpec("human", "pad1", "Bo"),
                             SeatSpec("bot", "normal", "Cy")])
    to_play(table, seats=(ANN, BO))
    return table


def test_the_d_pad_walks_for_its_own_seat_only(app):
    table = two_people(app)
    drive = Driver(app)
    look(table, BO)
    way = open_way(table, BO)
    drive.key(KEY_OF[way])  # the keyboard is Ann's, not Bo's
    assert table.match.state.q_move[BO] is None
    drive.pad(PAD, DPAD_OF[way])
    assert table.match.state.q_move[BO] == way
    assert table.key_tips("pad1")[:2] == ["D-pad: walk", "RT/LT: attack/use"]
    table.lower()
    look(table, ANN)
    ann_way = open_way(table, ANN)
    drive.pad(PAD, DPAD_OF[ann_way])  # Bo's pad while Ann looks: nothing, not a word
    assert table.match.state.q_move[ANN] is None and table.notice == ""


def test_the_pads_right_trigger_attacks(app):
    table = two_people(app)
    give(table, ["iron_axe"], seat=BO)
    look(table, BO)
    axis = pygame.CONTROLLER_AXIS_TRIGGERRIGHT

    def pull(value):
        app.step(dt=0.0, events=[pygame.event.Event(pygame.CONTROLLERAXISMOTION,
                                                    instance_id=PAD, axis=axis, value=value)])

    pull(30000)
    assert table.match.state.q_attack[BO] == "iron_axe"


def test_a_refusal_is_not_shown_to_the_next_seat(app):
    """Secret queues: the wall Ann walked into is her room's; Bo's screen never says so."""
    table = two_people(app)
    look(table, ANN)
    Driver(app).key(KEY_OF[walled_way(table, ANN)])
    assert table.notice.startswith("A wall")
    table.lower()
    look(table, BO)
    assert table.notice == ""


# ---- the input layer -------------------------------------------------------------------------
def test_keys_and_triggers_become_attack_and_use_intents():
    router = InputRouter()
    router.add_pad(3, "PS4 Controller")
    down = [router.translate(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0))[0].kind
            for k in (pygame.K_a, pygame.K_u)]
    assert down == ["attack", "use"]

    def axis(value, which=pygame.CONTROLLER_AXIS_TRIGGERLEFT):
        return [i.kind for i in router.translate(pygame.event.Event(
            pygame.CONTROLLERAXISMOTION, instance_id=3, axis=which, value=value))]

    assert axis(32767) == ["use"]
    assert axis(30000) == [], "one pull, one press"
    assert axis(0) == [] and axis(25000) == ["use"]
    assert router.prompt("pad1", "attack") == "R2" and router.prompt("kbd", "use") == "U"
