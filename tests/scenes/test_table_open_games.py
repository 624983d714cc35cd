"""The table in a game with open information (no curtain), such as Guts of Glory: the first seat is
greeted at once, focus lands on the first move of each new decision, and the on-screen tips never
offer to hide a view that has nothing to hide."""
from __future__ import annotations

import pygame

from gamebox.engine.match import Match, SeatSpec
from gamebox.engine.protocol import Action
from gamebox.scenes.table import TableScene


def open_game(highcard, waits: int = 0):
    """High Card with everything public, and `waits` free "wait" moves in the first round
    (each seat can use each once, so a wait shortens its list of moves)."""

    class OpenHighCard(type(highcard)):
        id = "highcard_open"
        hidden_information = False

        class state_class(type(highcard).state_class):
            def setup(self):
                super().setup()
                self.waited: set[tuple[int, int]] = set()

            def legal_actions(self, seat):
                cards = super().legal_actions(seat)
                if not cards or self.round > 1:
                    return cards
                return cards + [Action("wait", (n,)) for n in range(waits)
                                if (seat, n) not in self.waited]

            def _apply(self, seat, action):
                if action.kind == "wait":
                    self.waited.add((seat, action.args[0]))
                    return []
                return super()._apply(seat, action)

    return OpenHighCard()


def open_table(app, game, seats):
    table = TableScene(app, Match.start(game, seats, None, 3))
    app.push(table)
    app.apply_pending()
    return table


def test_the_first_seat_of_an_open_game_gets_its_walkthrough_and_recap(app, drive, highcard,
                                                                        rendered):
    table = open_table(app, open_game(highcard), [SeatSpec("human", "kbd", "Ann"),
                                                 SeatSpec("bot", "easy")])
    drive.frame()
    assert table.curtain.down_for() is None, "no curtain in an open game"
    assert table.walkthrough == 0, "Ann acts first: her guide shows on the very first frame"
    assert table.recap_seat == 0
    assert "Your first turn" in rendered
    assert any(t.startswith("You were dealt") for t in rendered), "her recap is listed"


def test_focus_stays_on_a_move_when_the_list_of_moves_shrinks(app, drive, highcard):
    """When the list of moves shrinks after a move, the focus stays on a move (an old index falling
    on the Hint button would make Enter open and close the hint for ever)."""
    table = open_table(app, open_game(highcard, waits=3), [SeatSpec("human", "kbd", "Ann"),
                                                           SeatSpec("bot", "easy")])
    drive.frame()
    drive.key(pygame.K_BACKSPACE)  # close the guide
    for _ in range(5):
        drive.key(pygame.K_DOWN)
    table.layout()
    assert table.ring.focused.value == ("act", 5)  # the last wait
    drive.key(pygame.K_RETURN)
    table.layout()
    assert len(table.legal_for(0)) == 5, "that wait is used up: one move fewer"
    assert table.ring.focused.value == ("act", 4), "still on a move, not on a tool button"
    hint_before, moves = table.hint_open, len(table.match.state.log)
    drive.key(pygame.K_RETURN)
    assert table.hint_open == hint_before
    assert len(table.match.state.log) == moves + 1, "Enter played a move"


def test_a_new_decision_focuses_its_first_move(app, drive, highcard):
    table = open_table(app, open_game(highcard), [SeatSpec("human", "kbd", "Ann"),
                                                 SeatSpec("bot", "easy")])
    drive.frame()
    drive.key(pygame.K_BACKSPACE)
    drive.key(pygame.K_DOWN)
    drive.key(pygame.K_DOWN)
    drive.key(pygame.K_RETURN)  # Ann plays her third card; the bot has played: round 2
    drive.settle()
    assert table.match.state.round == 2 and 0 in table.match.state.to_act()
    table.layout()
    assert table.ring.focused.value == ("act", 0)


def test_focus_stays_while_the_seats_moves_do_not_change(app, drive, highcard):
    table = open_table(app, open_game(highcard), [SeatSpec("human", "kbd", "Ann"),
                                                 SeatSpec("human", "kbd", "Bea")])
    drive.frame()
    drive.key(pygame.K_BACKSPACE)
    drive.key(pygame.K_DOWN)
    table.layout()
    assert table.ring.focused.value == ("act", 1)
    table.match.act(1, table.match.state.legal_actions(1)[0])  # Bea commits meanwhile
    table.after_change(table.curtain.eyes())
    table.layout()
    assert table.ring.focused.value == ("act", 1), "someone else's move keeps Ann's focus"


def test_open_game_tips_offer_skip_not_hide(app, drive, highcard, rendered):
    open_table(app, open_game(highcard), [SeatSpec("human", "kbd", "Ann"),
                                          SeatSpec("bot", "easy")])
    drive.frame()
    assert any("K: hurry the bots" in t for t in rendered)
    assert not any("H: hide" in t for t in rendered), "nothing is private in an open game"


def test_the_menu_keeps_an_open_games_recap(app, drive, highcard):
    table = open_table(app, open_game(highcard), [SeatSpec("human", "kbd", "Ann"),
                                                 SeatSpec("bot", "easy")])
    drive.frame()
    recap = list(table.recap)
    assert recap
    drive.key(pygame.K_ESCAPE)
    drive.key(pygame.K_ESCAPE)
    assert app.top is table and table.recap == recap


def test_events_without_words_leave_no_blank_lines_in_the_recap(app, drive, highcard):
    """An event that carries only data leaves no empty line in "Since you last looked", in a
    continued game too."""
    from gamebox.engine.protocol import Event

    table = open_table(app, open_game(highcard), [SeatSpec("human", "kbd", "Ann"),
                                                 SeatSpec("bot", "easy")])
    table.match.take_recap = lambda seat: [Event("a", "One."), Event("data", ""),
                                           Event("b", "Two.")]
    table.on_eyes_changed()
    assert table.recap == ["One.", "Two."]


def test_take_back_a_move_with_the_button_or_backspace(app, drive, highcard):
    """Board Game Arena's policy: your own last decision can be taken back while nothing new
    was revealed and nothing random happened; the panel offers it and Backspace does it."""
    game = open_game(highcard, waits=2)
    app.open_match(Match.start(game, [SeatSpec("human", "kbd", "Ann"),
                                      SeatSpec("human", "kbd", "Bea")], None, 3), autosave=False)
    app.apply_pending()
    table = app.top
    drive.frame()
    drive.key(pygame.K_BACKSPACE)  # close the guide (nothing to take back yet)
    assert table.match.state.log == []
    table.act(0, Action("wait", (0,)))
    table.layout()
    undo = [b for b in table.ring.buttons if b.value == ("undo",)]
    assert len(undo) == 1 and undo[0].label.startswith("Take back:")
    drive.click(undo[0].rect.center)
    assert table.match.state.log == [] and Action("wait", (0,)) in table.legal_for(0)
    table.act(0, Action("wait", (1,)))
    drive.key(pygame.K_BACKSPACE)
    assert table.match.state.log == []
    # a played card is revealed at the end of the round: once Bea's card goes down too,
    # neither seat can take anything back
    table.act(0, table.legal_for(0)[0])
    table.act(1, table.match.state.legal_actions(1)[0])
    table.layout()
    assert not table.match.can_undo(0) and not table.match.can_undo(1)
    assert not [b for b in table.ring.buttons if b.value == ("undo",)]
