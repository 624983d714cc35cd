"""Pick up and drop on the table kit (`scenes/kit_drag.py`), in Guts and the Grizzled.

With the mouse a card that can be picked up is pressed, dragged (it follows the pointer,
drawn on top, its destinations lit) and dropped on a lit destination to play that move; a
drop anywhere else, its own place included, puts it back with no move. A click (press and
release where it was) is the kit's pointing as before, and the keys and a pad pick up with
confirm, move between the lit destinations with the arrows and drop with confirm, Back
putting it down. While held, the card stays in sight and the prompt bar names it.
"""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from gamebox.engine.match import Match, SeatSpec  # noqa: E402
from gamebox.engine.table import place_id  # noqa: E402
from gamebox.games.grizzled.game import GAME as GRIZZLED  # noqa: E402
from gamebox.games.guts import scene as guts_scene  # noqa: E402
from gamebox.games.guts.game import GAME as GUTS  # noqa: E402
from gamebox.scenes import kit_drag  # noqa: E402

from games.grizzled.conftest import Grizzled  # noqa: E402
from games.guts.conftest import Table as GutsPositions  # noqa: E402
from scene_helpers import look  # noqa: E402

PLATE = ["Motor Oil", "Vitamin Z", "Tapeworm"]


@pytest.fixture
def app(tmp_path):
    from gamebox.app import App
    from gamebox.ui import theme

    made = App(size=(1280, 720), settings_file=tmp_path / "settings.json",
               start_devices=False)
    made.settings.pace = "instant"
    made.settings.bot_speed = "instant"
    made.settings.forced_moves = False
    yield made
    made.close()
    theme.configure()


def guts_table(app, plate=PLATE, mouths=None):
    """Guts with a person in seat 0 (feeding) and a bot in seat 1, drawn once."""
    state = GutsPositions().table(2, mouths=mouths, plate=plate, deck=["Water"] * 3)
    match = Match.start(GUTS, [SeatSpec("human", "kbd", "Ann"), SeatSpec("bot", "normal")],
                        None, state.seed, state.content)
    state.undo_enabled = True
    match.state = state
    scene = guts_scene.Scene(app, match)
    app.push(scene)
    app.apply_pending()
    look(scene, 0)
    frame(app)
    return scene


def grizzled_table(app, **position):
    state = Grizzled().position(3, **position)
    match = Match.start(GRIZZLED, [SeatSpec("human", "kbd", "P1"), SeatSpec("bot", "normal"),
                                   SeatSpec("bot", "normal")], None, 4)
    match.state = state
    from gamebox.app import scene_class_for

    scene = scene_class_for("grizzled")(app, match)
    app.push(scene)
    app.apply_pending()
    look(scene, 0)
    frame(app)
    return scene


def frame(app) -> None:
    app.dirty = True
    app.step(dt=0.0, events=[])


def mouse(app, kind, pos, button=1) -> None:
    """One real mouse event through the app (its router turns it into intents)."""
    if kind == pygame.MOUSEMOTION:
        event = pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
    else:
        event = pygame.event.Event(kind, pos=pos, button=button)
    app.step(dt=0.0, events=[event])


def press_and_move(app, start, to) -> None:
    """Press at `start` and move the pointer to `to` in a few steps (button still down)."""
    mouse(app, pygame.MOUSEBUTTONDOWN, start)
    for k in (1, 2, 3):
        mouse(app, pygame.MOUSEMOTION, (start[0] + (to[0] - start[0]) * k // 3,
                                        start[1] + (to[1] - start[1]) * k // 3))


def log_of(scene) -> list[str]:
    """What the person in seat 0 played (the bots play on after it)."""
    return [str(a) for seat, a in scene.match.state.log if seat == 0]


# ---- Guts: a plate card dragged into a mouth slot -----------------------------------------
def test_a_plate_card_dragged_onto_a_lit_slot_is_fed_into_it(app):
    """The feed's two steps (the card, then its slot) are one gesture: press on Motor Oil,
    drag it onto Condiment slot 4 of your mouth, let go."""
    scene = guts_table(app)
    card = scene.hits[place_id("plate", 0)]
    slot = scene.hits[place_id("mouth/0", 4)]
    press_and_move(app, card.center, slot.center)
    assert scene.drag is not None and scene.drag.moving
    assert set(scene.drag.drops) == {place_id("mouth/0", x) for x in (2, 3, 4)}
    mouse(app, pygame.MOUSEBUTTONUP, slot.center)
    assert log_of(scene) == ["feed 0", "place 4"]
    assert scene.drag is None


def test_the_dragged_card_is_drawn_under_the_pointer_and_named_in_the_prompt(app,
                                                                             monkeypatch):
    """While dragged the card is drawn on top at the pointer (the last card drawn in the
    frame), at its own size; its slots light up; the prompt bar says what to do with it."""
    scene = guts_table(app)
    card = scene.hits[place_id("plate", 0)]
    to = (card.centerx + 200, card.centery + 150)
    press_and_move(app, card.center, to)
    drawn = []
    original = kit_drag.draw_card

    def recording(surface, rect, look, face, *args, **kwargs):
        drawn.append((face["name"] if face else None, rect.copy()))
        return original(surface, rect, look, face, *args, **kwargs)

    monkeypatch.setattr(kit_drag, "draw_card", recording)
    frame(app)
    assert drawn and drawn[-1][0] == "Motor Oil"
    assert scene.floating is not None and scene.floating[0] == place_id("plate", 0)
    rect = scene.floating[1]
    assert rect.size == card.size and rect.collidepoint(to)
    assert scene.banner_line().startswith("Motor Oil: drop it on a lit place")
    assert scene.lit_now(scene.targets(0)) == {place_id("mouth/0", x) for x in (2, 3, 4)}


def test_a_drop_outside_puts_the_card_back_with_no_move(app):
    scene = guts_table(app)
    card = scene.hits[place_id("plate", 0)]
    nowhere = (scene.board_rect.left + 5, scene.board_rect.bottom - 5)
    press_and_move(app, card.center, nowhere)
    mouse(app, pygame.MOUSEBUTTONUP, nowhere)
    assert log_of(scene) == [] and scene.picked is None and scene.drag is None
    frame(app)
    assert scene.floating is None, "nothing is drawn under the pointer any more"
    assert scene.banner_line() == "Take a card from the plate to feed on (step 1 of 2)"


def test_a_drop_back_on_its_own_place_and_back_during_a_drag_make_no_move(app):
    scene = guts_table(app)
    card = scene.hits[place_id("plate", 2)]
    press_and_move(app, card.center, (card.centerx + 120, card.centery))
    mouse(app, pygame.MOUSEMOTION, (card.centerx + 3, card.centery))
    mouse(app, pygame.MOUSEBUTTONUP, (card.centerx + 3, card.centery))
    assert log_of(scene) == []
    slot = scene.hits[place_id("mouth/0", 0)]
    press_and_move(app, card.center, slot.center)
    mouse(app, pygame.MOUSEBUTTONDOWN, slot.center, button=3)  # a right click: Back
    assert scene.drag is None
    mouse(app, pygame.MOUSEBUTTONUP, slot.center)
    assert log_of(scene) == []


def test_a_click_still_takes_the_card_and_a_second_click_puts_it_in(app):
    """Press and release in place is a click: the feed's first step, then the slot's."""
    scene = guts_table(app)
    card = scene.hits[place_id("plate", 0)]
    mouse(app, pygame.MOUSEBUTTONDOWN, card.center)
    assert log_of(scene) == [], "nothing is played on the press"
    mouse(app, pygame.MOUSEMOTION, (card.centerx + 2, card.centery + 1))  # a shaky hand
    mouse(app, pygame.MOUSEBUTTONUP, (card.centerx + 2, card.centery + 1))
    assert log_of(scene) == ["feed 0"]
    frame(app)
    assert scene.banner_line().startswith("Put Motor Oil into a free slot")
    slot = scene.hits[place_id("mouth/0", 3)]
    mouse(app, pygame.MOUSEBUTTONDOWN, slot.center)
    mouse(app, pygame.MOUSEBUTTONUP, slot.center)
    assert log_of(scene) == ["feed 0", "place 3"]


def test_after_a_click_took_the_card_its_slot_is_one_click_away(app):
    """After a click took it, the card lies in "Being fed": it is no target of the slot's
    step (the slot is), so pressing on it drags nothing, and a click on a slot puts it in."""
    scene = guts_table(app)
    mouse(app, pygame.MOUSEBUTTONDOWN, scene.hits[place_id("plate", 0)].center)
    mouse(app, pygame.MOUSEBUTTONUP, scene.hits[place_id("plate", 0)].center)
    frame(app)
    held = scene.hits[place_id("mouth/0", 2)]
    # the slots are the targets; the card in "Being fed" is no target and is not dragged
    fed = scene.hits[place_id("held", 0)]
    press_and_move(app, fed.center, held.center)
    mouse(app, pygame.MOUSEBUTTONUP, held.center)
    assert log_of(scene) == ["feed 0"], "a card that is no target is not dragged"
    mouse(app, pygame.MOUSEBUTTONDOWN, held.center)
    mouse(app, pygame.MOUSEBUTTONUP, held.center)
    assert log_of(scene) == ["feed 0", "place 2"]


# ---- the Grizzled: a Trial dragged onto No Man's Land -----------------------------------
def trial_position(app):
    return grizzled_table(app, hands={0: ["Rain + Shell", "Snow + Whistle"],
                                      1: ["Night + Shell"], 2: ["Snow + Rain"]}, turn=0)


def hand_card(scene) -> str:
    state = scene.match.state
    return f"t{state.hands[0][0]}"


def test_a_trial_dragged_onto_no_mans_land_is_played_there(app):
    """A hand card's one move has a destination (`touches`: the card, then No Man's Land):
    dragged onto that zone it is played; No Man's Land is ringed as the place to go."""
    scene = trial_position(app)
    card = hand_card(scene)
    assert scene.targets(0).destinations(card) == {
        "nml": (next(a for a in scene.legal_for(0) if a.kind == "play"
                     and f"t{a.args[0]}" == card),)}
    start = scene.hits[card].center
    nml = scene.zone_areas["nml"]
    press_and_move(app, start, nml.center)
    assert scene.holding() == card and scene.picked == card
    frame(app)
    assert scene.floating is not None and scene.floating[0] == card
    name = scene.table_for(0).find(card)[1].name
    assert scene.banner_line().startswith(f"{name}: drop it")
    assert scene.under_pointer() == "nml"
    mouse(app, pygame.MOUSEBUTTONUP, nml.center)
    assert log_of(scene)[-1] == f"play {card[1:]}"


def test_a_trial_dropped_back_on_the_hand_is_not_played(app):
    scene = trial_position(app)
    card = hand_card(scene)
    start = scene.hits[card].center
    other = scene.hits[f"t{scene.match.state.hands[0][1]}"].center
    press_and_move(app, start, (start[0], start[1] - 400))
    mouse(app, pygame.MOUSEMOTION, other)
    mouse(app, pygame.MOUSEBUTTONUP, other)
    assert log_of(scene) == [] and scene.picked is None and scene.holding() is None


def test_a_click_on_a_trial_still_plays_it_at_once(app):
    """One move, one click (the kit's pointing), as before drag and drop."""
    scene = trial_position(app)
    card = hand_card(scene)
    mouse(app, pygame.MOUSEBUTTONDOWN, scene.hits[card].center)
    mouse(app, pygame.MOUSEBUTTONUP, scene.hits[card].center)
    assert log_of(scene)[-1] == f"play {card[1:]}"


# ---- keys and pads: confirm picks, arrows aim, confirm drops, Back puts down ------------
def speech_position(app):
    return grizzled_table(app, hands={0: ["Snow + Whistle"], 1: ["Rain + Shell"],
                                      2: ["Night + Shell"]}, speech=[1, 0, 0], turn=0)


def focus_on(scene, object_id) -> None:
    scene.layout()
    scene.ring.index = next(i for i, b in enumerate(scene.ring.buttons)
                            if b.tags.get("board") == object_id)
    scene._built_for = None


def key(app, k) -> None:
    app.step(dt=0.0, events=[pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="",
                                                scancode=0),
                             pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="",
                                                scancode=0)])


def test_confirm_picks_up_the_arrows_aim_at_destinations_and_confirm_drops(app):
    """The Speech token (its moves all name a Threat): Enter picks it up and the focus goes
    to a lit Threat; the arrows move between the lit Threats only (never into the panel);
    Enter makes that Speech. While held it is named in the prompt bar and drawn selected."""
    scene = speech_position(app)
    focus_on(scene, "speech/0")
    key(app, pygame.K_RETURN)
    assert scene.picked == "speech/0" and log_of(scene) == []
    frame(app)
    lit = scene.targets(0).ids
    assert lit and all(k.startswith("threat/") for k in lit)
    scene.layout()
    assert scene.focused_object() in lit, "the focus went to a destination"
    assert scene.banner_line().endswith("choose where  \u00b7  Backspace: put it back")
    seen = {scene.focused_object()}
    for k in (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_LEFT, pygame.K_DOWN, pygame.K_UP):
        key(app, k)
        scene.layout()
        assert scene.focused_object() in lit, "the arrows stay on the destinations"
        seen.add(scene.focused_object())
    assert len(seen) > 1 or len(lit) == 1
    aimed = scene.focused_object()
    key(app, pygame.K_RETURN)
    assert log_of(scene)[-1] == f"speech {aimed.split('/')[1]}"


def test_back_puts_down_what_the_keys_picked_up(app):
    scene = speech_position(app)
    focus_on(scene, "speech/0")
    key(app, pygame.K_RETURN)
    assert scene.picked == "speech/0"
    key(app, pygame.K_BACKSPACE)
    assert scene.picked is None and log_of(scene) == []


def test_nothing_stays_held_for_the_next_eyes(app):
    """The curtain falls (Hide): what was picked up is put down, so no seat finds another's
    choice half made."""
    scene = speech_position(app)
    focus_on(scene, "speech/0")
    key(app, pygame.K_RETURN)
    assert scene.picked == "speech/0"
    scene.lower()
    assert scene.picked is None and scene.drag is None
