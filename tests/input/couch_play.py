"""Playing the app the way a person on the couch does: move the focus, confirm, lift the
curtain, with one controller only (a virtual pad, or the keyboard).

Nothing here clicks a coordinate or calls a scene's action directly: menus are crossed with
next (RB / Tab), the table's moves with up/down (d-pad / arrows), and a move is made by
confirming it (A / Enter). What the tests read of the screens is which button or move has the
focus (`focused_value`, `focused_move`): the one thing a player looks at, kept in these two
functions so a new widget kit changes them and nothing else. Which move to make is decided
by the game's own bot for that seat (`Advisor`), so a game driven this way ends as a bot game
does, in a few dozen decisions.
"""
from __future__ import annotations

from typing import Callable, Protocol

import pygame

from gamebox.engine.protocol import Action
from gamebox.scenes.curtain import HOLD_SECONDS


class Hands(Protocol):
    """One controller in one person's hands."""

    def press(self, kind: str) -> None:
        """Press what means `kind` (confirm, up, down, left, right, next, menu...) and let go;
        the app runs the frames that takes."""

    def lift_curtain(self) -> None:
        """Lift the curtain the way this controller must (a pad presses, the shared keyboard
        holds)."""


PAD_BUTTON_FOR = {"confirm": "a", "back": "b", "hint": "x", "skip": "y", "hide": "back",
                  "menu": "start", "up": "up", "down": "down", "left": "left",
                  "right": "right", "previous": "lb", "next": "rb"}
"""The pad button a player presses for each intent (`gamebox.input.intents.PAD_BUTTONS`)."""


class PadHands:
    """A virtual pad (`virtual_pad.VirtualPad`) pressed by intent."""

    def __init__(self, pad) -> None:
        self.pad = pad

    def press(self, kind: str) -> None:
        self.pad.press(PAD_BUTTON_FOR[kind])

    def lift_curtain(self) -> None:
        self.pad.press("a")  # a seat's own pad lifts its curtain with one press


KEY_FOR = {"confirm": pygame.K_RETURN, "back": pygame.K_BACKSPACE, "hint": pygame.K_F1,
           "skip": pygame.K_k, "hide": pygame.K_h, "menu": pygame.K_ESCAPE,
           "up": pygame.K_UP, "down": pygame.K_DOWN, "left": pygame.K_LEFT,
           "right": pygame.K_RIGHT, "next": pygame.K_TAB, "previous": pygame.K_PAGEUP}
"""The key a player presses for each intent (`gamebox.input.intents.KEYS`)."""


class KeyboardHands:
    """The shared keyboard, pressed by intent through posted KEYDOWN / KEYUP events, each
    followed by a frame of `step(dt)`."""

    def __init__(self, step: Callable[[float], None]) -> None:
        self.step = step

    def key(self, key: int, down: bool) -> None:
        kind = pygame.KEYDOWN if down else pygame.KEYUP
        pygame.event.post(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0))

    def press(self, kind: str) -> None:
        self.key(KEY_FOR[kind], True)
        self.step(0.016)
        self.key(KEY_FOR[kind], False)
        self.step(0.016)

    def lift_curtain(self) -> None:
        # a press on the shared keyboard could be anyone's fumble: the curtain wants a hold
        self.key(pygame.K_RETURN, True)
        for _ in range(4):
            self.step((HOLD_SECONDS + 0.1) / 4)
        self.key(pygame.K_RETURN, False)
        self.step(0.016)


def frames_of(app) -> Callable[[float], None]:
    """A `frame(dt)` for `play` and `KeyboardHands`: one frame of `app`, `dt` seconds long."""
    return lambda dt: app.step(dt=dt)


def fixed_seed(monkeypatch, seed: int) -> None:
    """Seat setup seeds its match from the clock; from now on it starts from `seed`, so a
    game played through the screens goes the same way every run (and a failure replays)."""
    from gamebox.scenes.setup import SeatSetupScene

    start = SeatSetupScene.start

    def seeded(scene, chosen=None):
        return start(scene, seed if chosen is None else chosen)

    monkeypatch.setattr(SeatSetupScene, "start", seeded)


# ---- what the player looks at ------------------------------------------------------------
def focused_value(scene):
    """The value of the button a menu screen (launcher, seat setup, pause...) has focused,
    or None."""
    scene.layout()
    focused = scene.ring.focused
    return None if focused is None else focused.value


def focused_move(table, seat: int) -> Action | None:
    """The move the table's focus is on for `seat` (None: a tool such as Menu, or nothing),
    by the table's contract that a move's button holds ``("act", index into
    legal_for(seat))``."""
    table.layout()
    focused = table.ring.focused
    if focused is None or focused.value[0] != "act":
        return None
    legal = table.legal_for(seat)
    index = focused.value[1]
    return legal[index] if index < len(legal) else None


# ---- moving the focus ------------------------------------------------------------------------
def focus_on(scene, hands: Hands, value, presses: int = 80) -> None:
    """Press next until the menu `scene` has the button `value` focused. Next follows the
    screen's list order, so every button is reached whatever the layout."""
    for _ in range(presses):
        if focused_value(scene) == value:
            return
        hands.press("next")
    raise AssertionError(f"next never reached {value!r} on {type(scene).__name__}")


def choose(scene, hands: Hands, value) -> None:
    """Focus the button `value` on a menu screen and confirm it."""
    focus_on(scene, hands, value)
    hands.press("confirm")


def list_keys(table, seat: int) -> tuple[str, str]:
    """What moves the focus along the list of moves: up/down, or previous/next (Tab, the
    shoulder buttons) where the arrows are the board's own (the Grungeon's seat walks with
    them while it queues its turn)."""
    walking = getattr(table, "queueing", None)
    return ("previous", "next") if walking is not None and walking(seat) else ("up", "down")


def steer_to(table, hands: Hands, seat: int, target: Action) -> None:
    """Move the table's focus onto the move `target` with up/down (`list_keys`), the shortest
    way when the focus is on a move already (it starts on a move for each new decision)."""
    for _ in range(4 * len(table.legal_for(seat)) + 10):
        here = focused_move(table, seat)
        if here == target:
            return
        legal = table.legal_for(seat)
        if target not in legal:
            return  # the moves changed under the focus (another seat acted): decide again
        back, on = list_keys(table, seat)
        if here is not None and legal.index(here) > legal.index(target):
            hands.press(back)
        else:
            hands.press(on)
    raise AssertionError(f"up/down never reached {target} (focus on "
                         f"{focused_move(table, seat)})")


class Advisor:
    """Decides for the seat a person plays, as the game's own bot at `level` would from that
    seat's view and events; the person then makes that move with their controller."""

    def __init__(self, match, seat: int, level: str = "normal") -> None:
        self.match = match
        self.seat = seat
        self.bot = match.game.make_bot(seat, level, match.state.seed)
        self.seen = 0
        """How much of the match's history the bot has been shown."""

    def choose(self, legal: list[Action]) -> Action:
        """The move to make from `legal` (the seat's moves now)."""
        history = self.match.history
        fresh = [e for e in history[self.seen:] if e.visible_to(self.seat)]
        self.seen = len(history)
        if fresh:
            self.bot.observe(fresh)
        return self.match.bot_choice(self.bot, self.seat, legal)


def ready(table, hands: Hands, seat: int) -> bool:
    """Whether `seat` has a decision in front of it now, lifting its curtain first when the
    curtain waits for it."""
    curtain = table.curtain
    if curtain.down_for() == seat:
        hands.lift_curtain()
        assert curtain.eyes() == seat, "the seat's own controller lifts its curtain"
    return curtain.eyes() == seat and seat in curtain.humans_to_act()


def wait_for_turn(app, hands: Hands, seat: int, frame: Callable[[float], None],
                  frames: int = 400) -> None:
    """Run the app (frames of a tenth of a second) until `seat` has a decision in front of
    it, lifting its curtain with `hands` when it falls."""
    for _ in range(frames):
        if ready(app.top, hands, seat):
            return
        frame(0.1)
    raise AssertionError(f"seat {seat} was never called")


def play(app, hands: Hands, seat: int, frame: Callable[[float], None],
         moves: int | None = None, limit: int = 600) -> list[Action]:
    """Play `seat` at the table on top of `app` with `hands` alone, until the results screen
    (or until `hands` made `moves` moves); return the moves made, in order.

    Each decision: lift the curtain if it waits for this seat, steer the focus to the move
    the seat's `Advisor` picks, confirm, and check the match logged exactly that move for the
    seat. While others act the app runs frames of a tenth of a second (the bots are hurried
    by the settings; the table shows the final position a moment before the results). Fails
    after `limit` moves without an end.
    """
    from gamebox.scenes.results import ResultsScene
    from gamebox.scenes.table import TableScene

    advisor = None
    made: list[Action] = []
    for _ in range(limit * 4):
        top = app.top
        if isinstance(top, ResultsScene) or (moves is not None and len(made) >= moves):
            return made
        assert isinstance(top, TableScene), f"{type(top).__name__} came over the table"
        match = top.match
        if advisor is None or advisor.match is not match:
            advisor = Advisor(match, seat)
        if not ready(top, hands, seat):
            frame(0.1)
            continue
        assert len(made) < limit, f"no end after {limit} moves of seat {seat}"
        target = advisor.choose(top.legal_for(seat))
        steer_to(top, hands, seat, target)
        if focused_move(top, seat) != target:
            continue
        logged = len(match.state.log)
        hands.press("confirm")
        mine = [action for who, action in match.state.log[logged:] if who == seat]
        assert mine[:1] == [target], f"confirming {target} made {mine[:1]} for seat {seat}"
        made.append(target)
    raise AssertionError(f"no results screen after {len(made)} moves of seat {seat}")
