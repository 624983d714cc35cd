"""Bots act at a pace people can follow (with a skip); a game's timer runs only while the seat
is looking, and its expiry plays the game's own timeout action."""
from __future__ import annotations

import pygame

from gamebox.engine.match import Match, SeatSpec
from gamebox.engine.protocol import Option
from gamebox.scenes.table import TableScene, timer_seconds


def table_with(app, game, seats, seed=3):
    table = TableScene(app, Match.start(game, seats, None, seed))
    app.push(table)
    app.apply_pending()
    return table


def test_bots_wait_for_the_pace_setting(app, drive, highcard):
    app.settings.bot_speed = "slow"
    table = table_with(app, highcard, [SeatSpec("bot", "easy"), SeatSpec("bot", "easy")])
    delay = app.settings.bot_delay
    drive.frame(delay * 0.5)
    assert not table.match.state.log
    drive.frame(delay * 0.6)
    assert len(table.match.state.log) == 1


def test_skip_hurries_the_bot(app, drive, highcard):
    app.settings.bot_speed = "slow"
    table = table_with(app, highcard, [SeatSpec("bot", "easy"), SeatSpec("bot", "easy")])
    drive.key(pygame.K_k, dt=0.01)
    assert len(table.match.state.log) == 1, "skip: the bot acts on the next frame"


def timed_game(highcard, seconds):
    class TimedHighCard(type(highcard)):
        id = "highcard_timed"
        options = (Option("turn_timer", seconds, "Turn timer (s)", minimum=0, maximum=120),)

    return TimedHighCard()


def test_timer_runs_only_while_the_seat_is_looking(app, drive, highcard):
    game = timed_game(highcard, 20)
    table = table_with(app, game, [SeatSpec("human", "kbd", "Ann"),
                                   SeatSpec("human", "kbd", "Bea")])
    assert timer_seconds(table.match) == 20
    drive.frame(30.0)
    assert not table.match.state.log, "behind the curtain the clock does not run"
    drive.hold_key()
    drive.key(pygame.K_BACKSPACE, dt=0.0)  # the first-turn guide: reading it is free
    drive.frame(10.0)
    drive.key(pygame.K_ESCAPE)
    drive.settle()
    drive.frame(30.0)  # paused: the pause scene is on top, the table gets no time
    assert not table.match.state.log
    app.pop()
    drive.settle()
    drive.hold_key()
    left = table.clock_left[0]
    assert 9.0 < left < 10.0
    drive.frame(left + 0.1)
    assert len(table.match.state.log) == 1
    seat, _ = table.match.state.log[0]
    assert seat == 0


def test_timeout_plays_the_games_timeout_action(app, drive, highcard):
    game = timed_game(highcard, 5)
    table = table_with(app, game, [SeatSpec("human", "kbd", "Ann"),
                                   SeatSpec("human", "kbd", "Bea")])
    drive.hold_key()
    drive.key(pygame.K_BACKSPACE, dt=0.0)  # close the first-turn guide
    expected = table.match.state.timeout_action(0)
    drive.frame(5.5)
    _, action = table.match.state.log[0]
    assert action == expected


def test_no_timer_option_means_no_clock(app, drive, highcard):
    table = table_with(app, highcard, [SeatSpec("human", "kbd"), SeatSpec("human", "kbd")])
    assert timer_seconds(table.match) == 0
    drive.hold_key()
    drive.frame(50.0)
    assert not table.match.state.log


def test_illegal_action_is_refused_with_the_rules_message(app, drive, highcard, rendered):
    from gamebox.engine.protocol import Action

    table = table_with(app, highcard, [SeatSpec("human", "kbd"), SeatSpec("human", "kbd")])
    drive.hold_key()
    assert not table.act(0, Action("play", ("nope",)))
    drive.frame()
    assert "You can only play a card from your hand." in rendered


def test_hint_lists_every_legal_action_in_words(app, drive, highcard, rendered):
    table = table_with(app, highcard, [SeatSpec("human", "kbd"), SeatSpec("human", "kbd")])
    drive.hold_key()
    drive.key(pygame.K_F1)
    assert table.hint_open
    for action in table.match.state.legal_actions(0):
        assert "\u2022 " + table.match.state.describe(action, 0) in rendered


def test_a_state_may_set_its_own_clock_per_phase(app, drive, highcard):
    class PhasedHighCard(type(highcard)):
        id = "highcard_phased"

        class state_class(type(highcard).state_class):
            def timer_seconds(self, seat):
                return 4 if self.round == 1 else 0

    table = table_with(app, PhasedHighCard(), [SeatSpec("human", "kbd"),
                                               SeatSpec("human", "kbd")])
    assert timer_seconds(table.match, 0) == 4
    drive.hold_key()
    drive.key(pygame.K_BACKSPACE, dt=0.0)  # close the first-turn guide
    drive.frame(4.5)
    assert len(table.match.state.log) == 1, "round 1 is timed by the state's own clock"


def test_queueing_steps_of_one_decision_does_not_restart_the_clock(app, drive, highcard):
    """Found in the Grungeon: every queued action reset "Time left" to the full 30 s, so
    queue-and-clear could stall the table for ever. A seat that is still to act keeps its
    clock; the next decision starts afresh."""
    from gamebox.engine.protocol import Action

    class QueueingHighCard(type(highcard)):
        id = "highcard_queueing"
        hidden_information = False
        options = (Option("turn_timer", 20, "Turn timer (s)", minimum=0, maximum=120),)

        class state_class(type(highcard).state_class):
            def legal_actions(self, seat):
                cards = super().legal_actions(seat)
                return cards + [Action("wait", ())] if cards else cards

            def _apply(self, seat, action):
                if action.kind == "wait":
                    return []  # a step that leaves the seat still to act
                return super()._apply(seat, action)

    table = table_with(app, QueueingHighCard(), [SeatSpec("human", "kbd", "Ann"),
                                                 SeatSpec("bot", "easy")])
    drive.frame(0.0)
    drive.key(pygame.K_BACKSPACE, dt=0.0)  # close the first-turn guide
    drive.frame(6.0)
    assert 13.5 < table.clock_left[0] <= 14.0
    wait = len(table.legal_for(0)) - 1
    assert table.act(0, table.legal_for(0)[wait])
    drive.frame(1.0)
    assert 12.5 < table.clock_left[0] <= 13.0, "a queued step keeps the clock running"
    assert table.act(0, table.legal_for(0)[0])  # a card: Ann's decision is over
    drive.settle()
    drive.frame(1.0)
    assert table.match.state.round == 2
    assert 18.5 < table.clock_left[0] <= 19.0, "the next decision gets the full time"


def test_the_clock_waits_while_the_first_turn_guide_is_open(app, drive, highcard):
    """Found in the Grungeon: the guide covered half the maze while the preview clock ran."""
    game = timed_game(highcard, 5)
    table = table_with(app, game, [SeatSpec("human", "kbd", "Ann"),
                                   SeatSpec("human", "kbd", "Bea")])
    drive.hold_key()
    assert table.walkthrough == 0
    drive.frame(30.0)
    assert not table.match.state.log, "reading the guide costs no time"
    drive.key(pygame.K_BACKSPACE, dt=0.0)
    drive.frame(5.5)
    assert len(table.match.state.log) == 1
