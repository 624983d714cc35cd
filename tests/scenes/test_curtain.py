"""The curtain: who may lift it, how, and everything that lowers it again; what it says is
written whole at every text size."""
from __future__ import annotations

import pygame
import pytest

from gamebox.engine.match import Match, SeatSpec
from gamebox.scenes import table_drawing
from gamebox.scenes.pause import PauseScene
from gamebox.scenes.table import TableScene
from gamebox.ui import theme

from scene_helpers import record_text


def table_with(app, game, seats, seed=7):
    match = Match.start(game, seats, None, seed)
    table = TableScene(app, match)
    app.push(table)
    app.apply_pending()
    return table


def two_people(app, highcard, second="kbd"):
    return table_with(app, highcard, [SeatSpec("human", "kbd", "Ann"),
                                      SeatSpec("human", second, "Bea")])


def test_curtain_says_pass_to_name_before_any_private_view(app, drive, highcard, rendered):
    table = two_people(app, highcard)
    drive.frame()
    assert table.curtain.down_for() == 0
    assert "Pass to Ann" in rendered
    assert table.curtain.eyes() is None


def test_a_press_is_not_enough_on_the_shared_keyboard(app, drive, highcard):
    table = two_people(app, highcard)
    drive.key(pygame.K_RETURN)
    drive.frame(1.0)
    assert table.curtain.looking is None, "a tap could be a friend's fumble"
    drive.hold_key(pygame.K_RETURN)
    assert table.curtain.looking == 0


def test_holding_the_mouse_button_lifts_it_too(app, drive, highcard):
    table = two_people(app, highcard)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(400, 300), button=1))
    for _ in range(4):
        drive.frame(0.2)
    assert table.curtain.looking == 0


def test_only_the_seats_own_pad_lifts_its_curtain(app, drive, highcard):
    table = table_with(app, highcard, [SeatSpec("human", "pad1", "Ann"),
                                       SeatSpec("human", "kbd", "Bea")])
    app.input.add_pad(11, "Xbox Controller")
    app.input.add_pad(12, "PS4 Controller")
    drive.hold_key(pygame.K_RETURN)
    assert table.curtain.looking is None, "the keyboard is not Ann's controller"
    drive.pad(12, pygame.CONTROLLER_BUTTON_A)
    assert table.curtain.looking is None, "pad 2 is not Ann's controller"
    drive.pad(11, pygame.CONTROLLER_BUTTON_A)
    assert table.curtain.looking == 0, "Ann's own pad lifts it with one press"


def test_hide_now_lowers_it(app, drive, highcard):
    table = two_people(app, highcard)
    drive.hold_key()
    assert table.curtain.looking == 0
    drive.key(pygame.K_h)
    assert table.curtain.looking is None and table.curtain.down_for() == 0


def test_pad_back_button_hides(app, drive, highcard):
    table = table_with(app, highcard, [SeatSpec("human", "pad1", "Ann"),
                                       SeatSpec("human", "kbd", "Bea")])
    app.input.add_pad(3, "Gamepad")
    drive.pad(3, pygame.CONTROLLER_BUTTON_A)
    assert table.curtain.looking == 0
    drive.pad(3, pygame.CONTROLLER_BUTTON_BACK)
    assert table.curtain.looking is None


def test_pause_lowers_it_and_resume_keeps_it_down(app, drive, highcard):
    table = two_people(app, highcard)
    drive.hold_key()
    drive.key(pygame.K_ESCAPE)
    drive.settle()
    assert isinstance(app.top, PauseScene)
    assert table.curtain.looking is None
    drive.key(pygame.K_RETURN)  # "Resume" has focus
    drive.settle()
    assert app.top is table and table.curtain.down_for() == 0


def test_focus_loss_lowers_it(app, drive, highcard):
    table = two_people(app, highcard)
    drive.hold_key()
    app.step(dt=0.0, events=[pygame.event.Event(pygame.WINDOWFOCUSLOST)])
    assert table.curtain.looking is None


def test_inactivity_lowers_it(app, drive, highcard):
    table = two_people(app, highcard)
    drive.hold_key()
    drive.frame(30.0)
    assert table.curtain.looking == 0
    drive.frame(31.0)
    assert table.curtain.looking is None, "60 s without input"


def test_curtain_falls_when_the_seat_is_done_and_calls_the_next(app, drive, highcard):
    table = two_people(app, highcard)
    drive.hold_key()
    drive.key(pygame.K_RETURN)
    assert 0 not in table.match.state.to_act()
    drive.frame()
    assert table.curtain.looking is None and table.curtain.down_for() == 1


def test_recap_shows_the_seats_own_events_since_it_last_looked(app, drive, highcard,
                                                                 rendered):
    table = two_people(app, highcard)
    drive.hold_key()
    assert any(line.startswith("You were dealt") for line in table.recap)
    hand = table.match.state.view(0)["hand"]
    assert any(", ".join(hand) in t for t in rendered)
    drive.key(pygame.K_h)
    drive.hold_key()
    assert table.recap == [], "already seen: nothing new since the last look"


def test_bot_turns_show_the_public_table(app, drive, highcard, monkeypatch):
    seen = []
    original = TableScene.draw_board
    monkeypatch.setattr(TableScene, "draw_board",
                        lambda self, s, r, v, seat: (seen.append(seat), original(self, s, r, v,
                                                                                   seat)))
    app.settings.bot_speed = "slow"
    table = table_with(app, highcard, [SeatSpec("bot", "easy"), SeatSpec("bot", "hard")])
    drive.frame()
    assert seen and set(seen) == {None}
    assert table.curtain.down_for() is None


def test_open_information_game_never_shows_a_curtain(app, drive, highcard, rendered):
    class OpenHighCard(type(highcard)):
        hidden_information = False

    table = table_with(app, OpenHighCard(), [SeatSpec("human", "kbd", "Ann"),
                                             SeatSpec("human", "kbd", "Bea")])
    for _ in range(8):
        assert table.curtain.down_for() is None
        drive.key(pygame.K_RETURN)
        if table.match.state.is_over():
            break
    assert not any(t.startswith("Pass to") for t in rendered)
    assert len(table.match.state.log) >= 2


def test_clicking_an_action_button_acts(app, drive, highcard):
    table = two_people(app, highcard)
    drive.hold_key()
    table.layout()
    first = next(b for b in table.ring.buttons if b.value == ("act", 0))
    legal = table.match.state.legal_actions(0)
    drive.click(first.rect.center)
    _, action = table.match.state.log[-1]
    assert action == legal[0]


def test_another_seats_keyboard_cannot_act_for_a_pad_seat(app, drive, highcard):
    table = table_with(app, highcard, [SeatSpec("human", "pad1", "Ann"),
                                       SeatSpec("human", "kbd", "Bea")])
    app.input.add_pad(21, "Gamepad")
    drive.pad(21, pygame.CONTROLLER_BUTTON_A)
    drive.key(pygame.K_RETURN)
    assert not table.match.state.log, "the keyboard is Bea's, and it is Ann who is looking"
    legal = table.match.state.legal_actions(0)
    drive.pad(21, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    drive.pad(21, pygame.CONTROLLER_BUTTON_A)
    assert table.match.state.log[0] == (0, legal[1]), "the pad moved focus, then chose"


@pytest.mark.parametrize("first_human", [0, 1])
def test_single_person_against_bots_keeps_looking_between_turns(app, drive, highcard,
                                                                 first_human):
    seats = [SeatSpec("bot", "easy"), SeatSpec("bot", "easy")]
    seats[first_human] = SeatSpec("human", "kbd", "Solo")
    table = table_with(app, highcard, seats)
    drive.hold_key()
    assert table.curtain.looking == first_human
    drive.key(pygame.K_RETURN)
    for _ in range(3):
        drive.frame(0.1)
    assert table.curtain.looking == first_human, "nobody else to pass to"


def test_first_turn_walkthrough_shows_once_per_seat(app, drive, highcard, rendered):
    table = two_people(app, highcard)
    drive.hold_key()
    assert "Your first turn" in rendered
    assert table.walkthrough == 0
    drive.key(pygame.K_BACKSPACE)
    assert table.walkthrough is None
    rendered.clear()
    drive.key(pygame.K_RETURN)  # Ann plays; the curtain calls Bea, who gets her own guide
    drive.hold_key()
    assert table.curtain.looking == 1 and table.walkthrough == 1
    assert any(t.startswith("Welcome, Bea.") for t in rendered)
    assert not any(t.startswith("Welcome, Ann.") for t in rendered)
    drive.key(pygame.K_RETURN)  # Bea plays round 1, and round 2 asks her first again
    assert table.curtain.looking == 1 and table.walkthrough is None, "one guide per seat"
    drive.key(pygame.K_RETURN)
    drive.frame()
    assert table.curtain.down_for() == 0
    drive.hold_key()
    assert table.curtain.looking == 0 and table.walkthrough is None, "Ann had hers"


def test_run_launcher_and_run_play_open_a_window_and_return_zero(monkeypatch, highcard):
    from gamebox.app import run_launcher, run_play

    monkeypatch.setenv("GAMEBOX_EXIT_AFTER_FIRST_FRAME", "1")
    assert run_launcher() == 0
    assert run_play("highcard", [SeatSpec("human", "kbd"), SeatSpec("bot", "easy")], {}, 4) == 0


def test_long_action_lists_scroll_with_the_focus(app, drive, highcard):
    from gamebox.engine.protocol import Action

    class ManyChoices(type(highcard)):
        id = "highcard_many"

        class state_class(type(highcard).state_class):
            def legal_actions(self, seat):
                if seat not in self.to_act():
                    return []
                return [Action("play", (c,)) for c in self.hands[seat]] + [
                    Action("wait", (n,)) for n in range(30)]

            def _apply(self, seat, action):
                if action.kind == "wait":
                    return []
                return super()._apply(seat, action)

    table = table_with(app, ManyChoices(), [SeatSpec("human", "kbd"), SeatSpec("human", "kbd")])
    drive.hold_key()
    table.layout()
    visible = [b for b in table.ring.buttons if b.value[0] == "act" and b.rect.left >= 0]
    assert 3 <= len(visible) < 33
    for _ in range(len(visible) + 2):
        drive.key(pygame.K_DOWN)
    table.layout()
    focused = table.ring.focused
    assert focused.value == ("act", len(visible) + 2)
    assert focused.rect.left >= 0, "the focused action is scrolled into view"
    drive.key(pygame.K_RETURN)
    _, action = table.match.state.log[-1]
    assert action == Action("wait", (len(visible) - 1,))


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_the_curtain_says_how_to_look_in_full_at_huge_text(app, drive, monkeypatch, highcard,
                                                            size):
    """At huge text the curtain's "hold Enter (or hold the mouse button) to look." is written
    whole, smaller if it must be: it is how a person gets to their move."""
    match = Match.start(highcard, [SeatSpec("human", "kbd", "Player 1"),
                                   SeatSpec("human", "kbd", "Player 2")], None, 3)
    table = app.open_match(match, autosave=False)
    drive.settle()
    theme.configure("huge")
    surface = pygame.Surface(size)
    written = record_text(monkeypatch, table_drawing)
    table.draw_curtain(surface, 0)
    how = [w for w in written if "to look" in w["text"]]
    from gamebox.ui.text import measure

    assert how and measure(how[0]["text"], how[0]["size"])[0] <= how[0]["max_width"], how
