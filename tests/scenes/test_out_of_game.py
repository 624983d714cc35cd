"""The kit's seats that leave a game while it goes on (`GameState.out_of_game`): each is told
once and never asked again; when only bots still play, the table asks "Watch" or "Skip to
the end" (keyboard, gamepad, mouse), and skipping plays the bots out at once and shows the
results, with nothing of the game shown on the way."""
from __future__ import annotations

import pygame
import pytest

from gamebox.engine.bots import Bot
from gamebox.engine.match import Match, SeatSpec
from gamebox.engine.protocol import Action, Event, Game, GameState, Outcome
from gamebox.scenes.results import ResultsScene
from gamebox.scenes.table import TableScene
from gamebox.ui import moments

from scene_helpers import button, focus

STAY, LEAVE = Action("stay"), Action("leave")
ROUNDS = 8


class StandState(GameState):
    """Last Stand, a toy game: the seats still in take turns, in seat order, to stay or to
    leave; a seat that leaves is out for good. After `ROUNDS` rounds the seats still in win."""

    def setup(self) -> None:
        self.out = [False] * self.seats
        self.turn = 0
        self.round = 1

    def to_act(self) -> tuple[int, ...]:
        return () if self.is_over() else (self.turn,)

    def out_of_game(self, seat: int) -> bool:
        return self.out[seat] and not self.is_over()

    def legal_actions(self, seat: int) -> list[Action]:
        return [STAY, LEAVE] if seat in self.to_act() else []

    def _apply(self, seat: int, action: Action) -> list[Event]:
        if action == LEAVE:
            self.out[seat] = True
        verb = "leaves the game" if action == LEAVE else "stays"
        event = Event(action.kind, f"{self.seat_name(seat)} {verb}.", {"seat": seat})
        for _ in range(self.seats):
            seat += 1
            if seat == self.seats:
                seat, self.round = 0, self.round + 1
            if not self.out[seat]:
                break
        self.turn = seat
        return [event]

    def is_over(self) -> bool:
        return self.round > ROUNDS or all(self.out)

    def result(self) -> Outcome | None:
        if not self.is_over():
            return None
        return Outcome(tuple(s for s in range(self.seats) if not self.out[s]),
                       "The seats still in after the last round win.",
                       tuple("out" if o else "in" for o in self.out))

    def view(self, seat: int | None) -> dict:
        return {"round": self.round, "out": list(self.out)}

    def snapshot(self) -> dict:
        return {"out": list(self.out), "turn": self.turn, "round": self.round}

    def restore(self, data: dict) -> None:
        self.out, self.turn, self.round = list(data["out"]), data["turn"], data["round"]


class StayBot(Bot):
    """Always stays: the game runs its full length."""

    def choose(self, view, legal):
        return STAY


class LastStand(Game):
    id = "laststand"
    name = "Last Stand (test)"
    pitch = "Stay or leave."
    hidden_information = False
    min_seats = 2
    max_seats = 4
    state_class = StandState

    def make_bot(self, seat, level, seed, think=None):
        return StayBot(seat, level, seed)


class SecretStand(LastStand):
    id = "secretstand"
    hidden_information = True


def stand_table(app, drive, people: int, bots: int, game=None):
    seats = [SeatSpec("human", "kbd", name) for name in ("Ann", "Bea", "Cy")[:people]]
    seats += [SeatSpec("bot", "easy", f"Bot {n + 1}") for n in range(bots)]
    match = Match.start(game or LastStand(), seats, None, 3)
    table = TableScene(app, match)
    app.push(table)
    app.apply_pending()
    drive.settle()
    return table


def leave(table, drive, seat: int) -> None:
    table.act(seat, LEAVE)
    drive.settle()


def test_a_seat_that_leaves_is_told_once_and_never_asked_again(app, drive, monkeypatch):
    """A person's seat out of the game gets one moment ("You are out: the table goes on
    without you.", with its name, on the public table) and is never the seat to act."""
    table = stand_table(app, drive, people=2, bots=1)
    leave(table, drive, 0)
    assert table.moment is not None
    moment = table.moment[0]
    assert moment.seat == 0 and "the table goes on without you" in moment.headline
    drawn = []
    monkeypatch.setattr(moments, "draw_moment", lambda surface, board, headline, kind, age,
                        total, who, rgb: drawn.append((headline, who)))
    app.draw()
    assert drawn == [(moment.headline, "Ann")]  # the public table says whom it happens to
    assert table.out_told == {0}
    table.moment = None
    for _ in range(6):  # rounds go by: Ann is never called and never told again
        drive.frame(0.5)
        assert table.curtain.called() != 0 and table.moment is None
        if 1 in table.curtain.humans_to_act():
            table.act(1, STAY)
    assert table.bots_only is None, "Bea still plays: nothing to offer"


def test_a_hidden_game_never_passes_the_screen_to_a_seat_that_left(app, drive, rendered):
    """Behind a curtain: after Ann leaves, "Pass to Ann" never shows; the curtain says once
    that Ann is out, and the next person lifting it clears that line."""
    table = stand_table(app, drive, people=2, bots=0, game=SecretStand())
    drive.hold_key()
    assert table.curtain.looking == 0
    table.act(0, LEAVE)
    drive.settle()
    assert table.curtain.down_for() == 1
    assert table.out_news == "Ann is out of the game."
    rendered.clear()
    app.draw()
    assert "Ann is out of the game." in rendered and "Pass to Bea" in rendered
    drive.hold_key()
    assert table.curtain.looking == 1 and table.out_news == ""
    for _ in range(5):  # Bea's turns follow each other: the screen stays hers
        table.act(1, STAY)
        drive.settle()
        assert table.curtain.looking == 1 and table.curtain.called() == 1
    assert table.out_told == {0} and table.bots_only is None


def test_only_bots_left_asks_watch_or_skip_and_the_bots_wait(app, drive, rendered):
    """When every person's seat is out, the panel holds "Watch" and "Skip to the end" and
    the bots do nothing until one is chosen; Watch lets them play on at the pace."""
    table = stand_table(app, drive, people=1, bots=2)
    leave(table, drive, 0)
    assert table.only_bots_left() and table.bots_only == "ask"
    revision = table.match.revision
    for _ in range(5):
        drive.frame(1.0)
    assert table.match.revision == revision, "the bots wait for the choice"
    rendered.clear()
    app.draw()
    assert "Watch" in rendered and "Skip to the end" in rendered
    assert any("Only bots are left" in text for text in rendered)
    drive.key(pygame.K_RETURN)  # the focus starts on Watch
    assert table.bots_only == "watch"
    for _ in range(10):
        drive.frame(1.0)
    assert table.match.revision > revision, "watching: the bots play on"


def test_skip_to_the_end_plays_the_bots_out_and_shows_the_results(app, drive):
    """"Skip to the end" (arrow down, then Enter) ends the game at once and the results
    show what they always show: the outcome of the whole game."""
    table = stand_table(app, drive, people=1, bots=2)
    leave(table, drive, 0)
    drive.key(pygame.K_DOWN)
    assert table.ring.focused.value == ("to_end",)
    drive.key(pygame.K_RETURN)
    match = table.match
    assert match.state.is_over() and match.state.round == ROUNDS + 1
    assert match.state.result().winners == (1, 2)
    drive.settle()
    assert isinstance(app.top, ResultsScene)
    assert not table.beats.playing, "no step of the skipped game is shown"


def test_a_click_on_skip_to_the_end_works_too(app, drive):
    table = stand_table(app, drive, people=1, bots=2)
    leave(table, drive, 0)
    drive.click(button(table, ("to_end",)).rect.center)
    drive.settle()
    assert table.match.state.is_over() and isinstance(app.top, ResultsScene)


def test_the_gamepad_picks_watch_or_skip_from_any_pad(app, drive):
    """Nobody plays any more, so any controller may choose: the d-pad moves, A picks."""
    table = stand_table(app, drive, people=1, bots=2)
    app.input.add_pad(11, "Xbox Controller")
    leave(table, drive, 0)
    drive.pad(11, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    drive.pad(11, pygame.CONTROLLER_BUTTON_A)
    drive.settle()
    assert table.match.state.is_over() and isinstance(app.top, ResultsScene)


def test_a_table_of_bots_only_is_never_asked(app, drive):
    """Nobody played from the start (a bots-only table is watched already): no question."""
    table = stand_table(app, drive, people=0, bots=2)
    drive.frame(1.0)
    assert not table.only_bots_left() and table.bots_only is None


@pytest.mark.parametrize("people", [1, 2])
def test_a_game_without_seats_out_never_asks(app, drive, people, highcard):
    """The default hook (`GameState.out_of_game` is False): no seat is ever out."""
    seats = [SeatSpec("human", "kbd", "Ann"), SeatSpec("bot", "easy", "Rob")]
    if people == 2:
        seats[1] = SeatSpec("human", "kbd", "Bea")
    match = Match.start(highcard, seats, None, 5)
    assert not any(match.state.out_of_game(s) for s in range(2))
    table = TableScene(app, match)
    app.push(table)
    app.apply_pending()
    drive.settle()
    assert not table.only_bots_left() and table.out_told == set()


def test_focus_moves_between_watch_and_skip_with_tab(app, drive):
    table = stand_table(app, drive, people=1, bots=2)
    leave(table, drive, 0)
    focus(table, ("watch",))
    drive.key(pygame.K_TAB)
    assert table.ring.focused.value == ("to_end",)
