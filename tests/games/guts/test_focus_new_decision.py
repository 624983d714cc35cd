"""A new kind of decision opens on its first move. The focus used to keep its place from the
list before: after "I am 7/10 hungry" the anger picker opened on its 7, so a player
counting presses from the top declared the wrong number, and a spew's target list opened
wherever the spew list's focus had been."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from scene_helpers import look  # noqa: E402

from gamebox.engine.protocol import Action  # noqa: E402

from .test_scene import _scene  # noqa: E402


def _play_focused(scene, index: int, seat: int = 0) -> None:
    """Focus move `index` of `seat`'s list and play it, as Enter would."""
    scene.layout()
    scene.ring.index = index
    button = scene.ring.buttons[index]
    assert button.value == ("act", index)
    scene.choose(button, seat)
    scene.layout()


def test_the_anger_list_opens_on_its_first_move(app, gx):
    scene = _scene(app, gx.new(2, seed=4), 2)
    match = scene.match
    look(scene, 0)
    _play_focused(scene, 7)
    assert str(match.state.log[-1][1]) == "hunger 7"
    assert match.state.legal_actions(0)[0].kind == "anger"
    assert scene.ring.index == 0 and scene.ring.buttons[0].label == "0"  # the anger picker's 0


def test_a_spew_target_list_opens_on_its_first_move(app, gx):
    state = gx.table(3, mouths={0: {0: "Jawbreaker", 2: ("Hot Hot Hot Sauce", 1)},
                                1: {0: "Wedding Cake"},
                                2: {0: "Shiny Thing", 2: "Vitamin Z", 3: "Laser Teeth"}},
                     phase="chew")
    scene = _scene(app, state, 3)
    match = scene.match
    match.act(0, Action.parse("chew 0 2"))  # the Sauce is swallowed: someone must spew
    match.act(0, Action.parse("force 2"))
    look(scene, 2)
    _play_focused(scene, 2, seat=2)  # seat 3 spews its third card, the Laser Teeth
    assert [str(a) for a in state.legal_actions(2)] == ["at 0", "at 1"]
    assert scene.ring.index == 0


def test_chews_in_one_turn_keep_their_place(app, gx):
    """Within one kind of decision (the chews of a turn) the focus stays about where it was,
    as before."""
    state = gx.table(2, mouths={0: {0: "Jawbreaker", 1: "Shiny Thing", 2: "Bleach"}},
                     phase="chew")
    scene = _scene(app, state, 2)
    look(scene, 0)
    _play_focused(scene, 2)
    assert state.legal_actions(0)[0].kind == "chew" and scene.ring.index != 0
