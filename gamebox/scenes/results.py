"""Results: who won and why, the story of the game, and the rematch choices.

The story is the game's own (`GameState.story`): by default its public events, since a seat's
private events (its deal, its draws) were written for that seat's eyes.
"""
from __future__ import annotations

import pygame

from ..engine.match import Match, SeatSpec
from ..engine.summary import summarize
from ..errors import ContentError
from ..ui import theme
from ..ui.score_chart import draw_chart
from ..ui.text import draw_text, draw_wrapped, measure, wrap
from ..ui.widgets import Button, panel
from .base import MenuScene

GRACE_SECONDS = 1.0
"""For this long after the results open, a confirm, click or back does nothing: the people
tapping Enter (or clicking Skip) to hurry the bots are still tapping (QA: the press after the
one that ended the game started "Play again" and the results were gone)."""
GUARDED = ("confirm", "click", "back", "menu")
"""The intents the grace time swallows: the ones that act or leave."""
STEERING = ("up", "down", "left", "right")
"""The intents that show the focus when none is shown yet (a deliberate move)."""
PICK_HINT = "Pick with the arrows, the d-pad or the mouse, then confirm."
"""Written at the foot of the seat column, beside the buttons, while none has the focus."""


def story(match: Match) -> list[str]:
    """The game's own telling of the finished match (`GameState.story`)."""
    return match.state.story(match.history)


def rematch_seats(match: Match, rotate: bool,
                  seated: list[SeatSpec] | None = None) -> list[SeatSpec]:
    """The seats of the rematch, as they were set up (`seated`, before any hand-over from
    the pause menu), or everyone moved one seat on.

    A person who handed their seat to a bot gets it back, on the controller they set up
    with; a person who took over a bot's seat keeps it, on the controller they play with
    now: a rematch never puts a bot where a person sat. A bot seat nobody took keeps the
    level it was set up with. Names and colours stay with the seat.
    """
    now = match.seats
    before = seated if seated is not None and len(seated) == len(now) else now
    seats = []
    for first, last in zip(before, now):
        spec = last if not last.is_bot else first
        seats.append(SeatSpec(spec.kind, spec.controller, last.name, last.colour))
    return rotated(seats, rotate)


def rotated(items: list, rotate: bool) -> list:
    """`items` per seat in the rematch's seat order: everyone one seat on when rotating.

    >>> rotated(["Ann", "Bea", "Cid"], True)
    ['Bea', 'Cid', 'Ann']
    """
    return items[1:] + items[:1] if rotate else list(items)


def rematch_taught(taught: set[int], count: int, rotate: bool) -> set[int]:
    """The rematch's seats whose people had the first-turn guide in the finished game:
    it is not shown to them again (they just played a whole game), only to the others.

    >>> sorted(rematch_taught({0}, 3, rotate=True))
    [2]
    """
    had = rotated([seat in taught for seat in range(count)], rotate)
    return {seat for seat, yes in enumerate(had) if yes}


class ResultsScene(MenuScene):
    """The end of a match."""

    def __init__(self, app, match: Match, seated: list[SeatSpec] | None = None,
                 taught: set[int] | None = None) -> None:
        super().__init__(app)
        self.match = match
        self.seated = seated
        """The seats as they were set up (the table's memory); None: as they are now."""
        self.taught = set(taught or ())
        """The seats that had the first-turn guide in this game (the table's memory)."""
        self.outcome = match.state.result()
        self.lines = story(match)
        self.summary = summarize(match.state, match.history)
        """The score over the rounds and the highlights (`engine/summary.py`)."""
        self.page = "summary" if self.summary.worth_showing else "log"
        """What the right-hand panel shows: the summary, or the full log (one press away:
        the Full log button, or F1 / X)."""
        self.error = ""
        """Why "Play again" was refused, if it was."""
        self.scroll = len(self.lines)
        """First story line shown; past the end means "the last page" (clamped when used)."""
        self._wrapped: tuple | None = None
        """(story, width, text size, lines) of `shown_lines`, kept while the window keeps
        its size."""
        self.age = 0.0
        """Seconds the results have been on screen (`GRACE_SECONDS`)."""
        self.focus_shown = False
        """False until someone moves the focus (arrows, d-pad, the mouse over a button):
        until then no button has it, so a stray confirm plays nothing."""

    def update(self, dt: float) -> None:
        self.age += dt

    def build(self, surface: pygame.Surface) -> list[Button]:
        u = theme.unit(surface)
        w, h = surface.get_size()
        m = round(6 * u)
        bw, bh, gap = round(40 * u), round(6 * u), round(1.5 * u)
        y = h - m - bh
        x = w - m - 3 * bw - 2 * gap
        buttons = [Button(pygame.Rect(x, y, bw, bh), "Play again", ("again",),
                          detail="same seats, new deal", colour=theme.ACCENT),
                   Button(pygame.Rect(x + bw + gap, y, bw, bh), "Rotate seat order",
                          ("rotate",), detail="everyone moves one seat on"),
                   Button(pygame.Rect(x + 2 * (bw + gap), y, bw, bh), "Back to launcher",
                          ("launcher",))]
        if self.summary.worth_showing:
            box = self.story_box(surface)[0]
            rect = pygame.Rect(0, 0, round(24 * u), round(4.4 * u))
            rect.topright = (box.right - round(u), box.top + round(u))
            label = "Full log" if self.page == "summary" else "Summary"
            buttons.append(Button(rect, label, ("page",), short="Log"))
        return buttons

    def story_box(self, surface: pygame.Surface) -> tuple[pygame.Rect, int, int]:
        """The story panel, the y of its first line and how many lines fit in it."""
        u = theme.unit(surface)
        w, h = surface.get_size()
        m = round(6 * u)
        sx = m + round(44 * u) + round(4 * u)
        box = pygame.Rect(sx, round(22 * u), w - sx - m, h - round(22 * u) - m - round(9 * u))
        line = theme.font(theme.text_px(surface, 1.8)).get_linesize()
        first = box.top + round(5.5 * u)
        return box, first, max(1, (box.bottom - first - round(u)) // line)

    def shown_lines(self, surface: pygame.Surface) -> list[tuple[str, bool]]:
        """The story as it is drawn, (text, continued) per line: a line too long for the
        panel goes on over the next ones, indented, rather than being cut."""
        u = theme.unit(surface)
        body = theme.text_px(surface, 1.8)
        width = self.story_box(surface)[0].width - round(4 * u)
        key = (id(self.lines), width, body)
        if self._wrapped is None or self._wrapped[0] != key:
            indent = round(3 * u)
            shown: list[tuple[str, bool]] = []
            for text in self.lines:
                first, *rest = wrap(text, body, width, split_words=True) or [""]
                shown.append((first, False))
                if rest:
                    shown += [(more, True) for more in
                              wrap(" ".join(rest), body, width - indent, split_words=True)]
            self._wrapped = (key, shown)
        return self._wrapped[1]

    def first_line(self, surface: pygame.Surface) -> int:
        """The first story line on screen (the scroll position, kept within the story), at
        the start of an entry: a page never opens on the rest of a wrapped entry."""
        rows = self.story_box(surface)[2]
        shown = self.shown_lines(surface)
        first = max(0, min(self.scroll, len(shown) - rows))
        while 0 < first < len(shown) - 1 and shown[first][1]:
            first += 1
        return first

    def turn_page(self) -> None:
        """Between the summary and the full log (a game with no summary has only the log)."""
        if self.summary.worth_showing:
            self.page = "log" if self.page == "summary" else "summary"
            self.invalidate()

    def handle(self, intent) -> bool:
        if intent.kind == "hint":
            self.turn_page()
            return True
        steps = {"up": -3, "down": 3, "next": None, "previous": None}
        wheel = intent.kind in ("up", "down") and intent.text == "wheel"
        if intent.kind in GUARDED and self.age < GRACE_SECONDS:
            return True  # a tap meant for the table that has just closed
        if not wheel and not self.focus_shown and self.steer(intent):
            return True
        if wheel or intent.kind in ("next", "previous"):
            surface = self.app.surface
            rows = self.story_box(surface)[2]
            step = steps[intent.kind] or (max(1, rows - 2) * (1 if intent.kind == "next" else -1))
            # Every press moves what is on screen: start from the line shown, not from a
            # position past either end.
            shown = self.shown_lines(surface)
            top = max(0, min(len(shown) - rows, self.first_line(surface) + step))
            while step < 0 and top > 0 and shown[top][1]:
                top -= 1  # up to the start of the entry (`first_line` snaps down)
            self.scroll = top
            return True
        return super().handle(intent)

    def steer(self, intent) -> bool:
        """While no button shows the focus: a direction shows it on "Play again" (where it
        starts) without moving it, a confirm does nothing, and the mouse over a button
        shows it there. True when `intent` was used up here."""
        self.layout()
        kind = intent.kind
        if kind in STEERING:
            self.focus_shown = True
            return True
        if kind == "confirm":
            return True
        if kind in ("point", "click") and self.ring.at(intent.pos) is not None:
            self.focus_shown = True  # and the base class moves the focus onto it
        return False

    def choose(self, button: Button) -> None:
        kind = button.value[0]
        if kind == "page":
            self.turn_page()
            return
        if kind == "launcher":
            self.back()
            return
        self.rematch(rotate=kind == "rotate")

    def rematch(self, rotate: bool) -> Match | None:
        """A new match of the same game and options with a new seed; None, with the reason
        on screen, when those options no longer start (the map file broke during the game):
        the box stays open and the seat setup is a click away."""
        state = self.match.state
        seats = rematch_seats(self.match, rotate, self.seated)
        try:
            match = Match.start(self.match.game, seats, dict(state.options),
                                (state.seed * 7919 + 1) % 1_000_000_007)
        except (ValueError, ContentError) as exc:
            self.error = f"Play again cannot start: {exc} Choose the game on the launcher."
            self.app.cue("failure")
            self.invalidate()
            return None
        self.app.pop()
        table = self.app.open_match(match)
        # the table is entered on the next frame: it greets only people new to the couch
        table.taught |= rematch_taught(self.taught, len(seats), rotate)
        return match

    def back(self) -> None:
        from .launcher import LauncherScene

        self.app.reset(LauncherScene(self.app, self.match.game.id))

    def winner_text(self) -> str:
        outcome = self.outcome
        if outcome is None:
            return "The game ended."
        names = [self.match.seats[s].name for s in outcome.winners]
        if not names:
            return "Nobody won."
        if len(names) == len(self.match.seats) and len(names) > 1:
            return "Everybody won!"
        return (" and ".join(names)) + (" wins!" if len(names) == 1 else " win!")

    def draw(self, surface: pygame.Surface) -> None:
        u, w, h, m = self.draw_backdrop(surface)
        draw_text(surface, self.match.game.name, (m, round(4 * u)), theme.text_px(surface, 2.4),
                  theme.MUTED)
        draw_text(surface, self.winner_text(), (m, round(8 * u)), theme.title_px(surface, 6),
                  theme.ACCENT, bold=True, max_width=w - 2 * m)
        y = round(17 * u)
        if self.outcome is not None:
            draw_text(surface, self.outcome.reason, (m, y), theme.text_px(surface, 2.3),
                      theme.TEXT, max_width=w - 2 * m)
        y += round(5 * u)
        scores = self.outcome.scores if self.outcome else None
        size = theme.text_px(surface, 2.2)
        col_w = round(44 * u)
        for i, spec in enumerate(self.match.seats):
            row = pygame.Rect(m, y, col_w, round(4.6 * u))
            won = self.outcome is not None and i in self.outcome.winners
            panel(surface, row, theme.PANEL_RAISED if won else theme.PANEL, alpha=255)
            pygame.draw.circle(surface, theme.seat_colour(spec.colour, i),
                               (row.left + round(2 * u), row.centery), round(u))
            label = spec.name + (" (bot)" if spec.is_bot else "")
            score = str(scores[i]) if scores is not None and i < len(scores) else ""
            # the name gives way to the score ("19/20 HP" at huge text ran over it)
            score_w = measure(score, size, True)[0] + round(u) if score else 0
            draw_text(surface, label, (row.left + round(4 * u), row.centery), size,
                      theme.TEXT, bold=won, anchor="midleft",
                      max_width=min(round(30 * u), row.width - round(6 * u) - score_w))
            if score:
                draw_text(surface, score, (row.right - round(2 * u), row.centery),
                          size, theme.ACCENT if won else theme.TEXT, bold=True,
                          anchor="midright")
            y += row.height + round(u)
        # under the seats, above the buttons: the refusal, or how to choose
        below = pygame.Rect(m, y + round(2 * u), col_w,
                            min(b.rect.top for b in self.ring.buttons if b.value != ("page",))
                            - round(2 * u)
                            - y - round(2 * u))
        if self.error:
            small = theme.text_px(surface, 1.8)
            lines = max(1, below.height // theme.font(small).get_linesize())
            draw_wrapped(surface, self.error, below, small, theme.BAD, max_lines=lines)
        elif not self.focus_shown:
            self.draw_pick_hint(surface, below)
        box, ly, rows = self.story_box(surface)
        panel(surface, box, theme.PANEL, alpha=220)
        if self.page == "summary":
            self.draw_summary(surface, box)
            self.ring.draw(surface, theme.text_px(surface, 2.1), show_focus=self.focus_shown)
            return
        draw_text(surface, "How it went", (box.left + round(2 * u), box.top + round(1.5 * u)),
                  theme.text_px(surface, 2.2), theme.MUTED, bold=True)
        body = theme.text_px(surface, 1.8)
        line = theme.font(body).get_linesize()
        start = self.first_line(surface)
        shown = self.shown_lines(surface)
        if len(shown) > rows:
            where = f"lines {start + 1}\u2013{start + rows} of {len(shown)} \u00b7 " \
                    "Page Up/Down or the wheel: scroll"
            draw_text(surface, where, (box.right - round(2 * u), box.top + round(1.9 * u)),
                      theme.text_px(surface, 1.5), theme.FAINT, anchor="topright")
        for text_line, continued in shown[start:start + rows]:
            x = box.left + round(2 * u) + (round(3 * u) if continued else 0)
            draw_text(surface, text_line, (x, ly), body, theme.TEXT)
            ly += line
        self.ring.draw(surface, theme.text_px(surface, 2.1), show_focus=self.focus_shown)

    def draw_summary(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """The highlights over the chart of the score, in the story's panel."""
        u = theme.unit(surface)
        pad = round(2 * u)
        x = box.left + pad
        draw_text(surface, "Highlights", (x, box.top + round(1.5 * u)),
                  theme.text_px(surface, 2.2), theme.MUTED, bold=True)
        body = theme.text_px(surface, 2.0)
        line = theme.font(body).get_linesize()
        series = self.summary.series
        chart_h = round(box.height * 0.48) if series is not None else 0
        y = box.top + round(6 * u)
        room = pygame.Rect(x, y, box.width - 2 * pad, box.bottom - chart_h - y - pad)
        for text in self.summary.highlights:
            lines = wrap(text, body, room.width - round(3 * u), split_words=True)
            if y + line * len(lines) > room.bottom:
                break
            draw_text(surface, "\u2022", (x, y), body, theme.ACCENT, bold=True)
            for text_line in lines:
                draw_text(surface, text_line, (x + round(3 * u), y), body, theme.TEXT)
                y += line
            y += round(0.8 * u)
        if series is not None:
            area = pygame.Rect(x, box.bottom - chart_h - round(2.6 * u), box.width - 2 * pad,
                               chart_h)
            seats = self.match.seats
            draw_chart(surface, area, f"{series.name} over the {series.round_word}s",
                       list(series.rounds), [series.of(s) for s in range(len(seats))],
                       [theme.seat_colour(spec.colour, i) for i, spec in enumerate(seats)],
                       winners=self.outcome.winners if self.outcome else (),
                       round_word=series.round_word)
        hint = "F1 / X or the Full log button: every event of the game"
        draw_text(surface, hint, (box.right - pad, box.bottom - round(0.8 * u)),
                  theme.text_px(surface, 1.4), theme.FAINT, anchor="bottomright",
                  max_width=box.width - 2 * pad)

    @staticmethod
    def draw_pick_hint(surface: pygame.Surface, area: pygame.Rect) -> None:
        """How to choose while no button has the focus, wrapped at the bottom of `area`
        (the foot of the seat column, beside the buttons)."""
        size = theme.text_px(surface, 1.8)
        step = theme.font(size).get_linesize()
        lines = wrap(PICK_HINT, size, area.width)
        y = max(area.top, area.bottom - len(lines) * step)
        for line in lines:
            draw_text(surface, line, (area.left, y), size, theme.MUTED)
            y += step
