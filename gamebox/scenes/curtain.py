"""Who may see what on the one shared screen: the curtain's rules, kept apart from drawing.

The table asks a `Curtain` whose eyes are on the screen. In a game with hidden information a
human seat's view is shown only after that seat lifted the curtain: by pressing confirm on its
own gamepad, or by holding confirm for `HOLD_SECONDS` on the shared keyboard or mouse (a
press alone could be a friend's fumble). The curtain falls when the seat is done acting (if
another person is at the table), on "hide now", pause, focus loss and inactivity.
"""
from __future__ import annotations

HOLD_SECONDS = 0.6


class Curtain:
    """The lifted-or-not state of the shared screen for one match."""

    def __init__(self, match, inactivity: float = 60.0) -> None:
        self.match = match
        self.looking: int | None = None
        """The seat whose private view is on screen, or None (public table or curtain)."""
        self.hold = 0.0
        self.holding: str | None = None
        self.idle = 0.0
        self.inactivity = inactivity

    @property
    def private(self) -> bool:
        """Whether the screen may show what one seat alone may see: always in a game with
        hidden information; in a public one while its state `keeps_secrets()` (Guts of Glory
        before hunger and anger are revealed) and more than one person is at the table."""
        if self.match.game.hidden_information:
            return True
        return self.match.state.keeps_secrets() and len(self.human_seats()) > 1

    def humans_to_act(self) -> list[int]:
        state = self.match.state
        if state.is_over():
            return []
        return [s for s in state.to_act() if s not in self.match.bots]

    def human_seats(self) -> list[int]:
        return [i for i in range(len(self.match.seats)) if i not in self.match.bots]

    def called(self) -> int | None:
        """The human seat whose turn the screen serves: the one looking, or the first to act."""
        humans = self.humans_to_act()
        if self.looking in humans:
            return self.looking
        return humans[0] if humans else None

    def eyes(self) -> int | None:
        """The seat whose view is drawn now (None: the public table)."""
        if not self.private:
            return self.called()
        return self.looking

    def down_for(self) -> int | None:
        """The seat the curtain waits for ("Pass to NAME"), or None when no curtain shows."""
        if not self.private or self.looking is not None:
            return None
        return self.called()

    def controller(self, seat: int) -> str:
        return self.match.seats[seat].controller

    def may_lift(self, source: str, seat: int) -> bool:
        """Only the seat's own controller lifts its curtain."""
        return self.controller(seat) == source

    def lift(self, seat: int) -> None:
        self.looking = seat
        self.hold = 0.0
        self.holding = None
        self.idle = 0.0

    def lower(self) -> None:
        """Hide now: nothing private stays on screen."""
        self.looking = None
        self.hold = 0.0
        self.holding = None

    def press(self, source: str) -> bool:
        """Confirm pressed while the curtain is down; True when it lifted at once (a pad)."""
        seat = self.down_for()
        if seat is None or not self.may_lift(source, seat):
            return False
        if source.startswith("pad"):
            self.lift(seat)
            return True
        self.holding = source
        self.hold = 0.0
        return False

    def release(self) -> None:
        self.holding = None
        self.hold = 0.0

    def tick(self, dt: float, held) -> bool:
        """Advance the hold and inactivity clocks; True when something changed on screen.

        `held(source)` says whether a controller still holds confirm down.
        """
        changed = False
        seat = self.down_for()
        if seat is not None and self.holding is not None:
            if held(self.holding) and self.may_lift(self.holding, seat):
                self.hold += dt
                changed = True
                if self.hold >= HOLD_SECONDS:
                    self.lift(seat)
            else:
                self.release()
                changed = True
        if self.looking is not None:
            self.idle += dt
            if self.idle >= self.inactivity:
                self.lower()
                changed = True
            elif self.looking not in self.humans_to_act() and len(self.human_seats()) > 1:
                # Done for now, and someone else is on the couch: the view must not linger.
                self.lower()
                changed = True
        return changed

    def poke(self) -> None:
        """Any input: the inactivity clock starts again."""
        self.idle = 0.0
