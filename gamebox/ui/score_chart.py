"""A small line chart of each seat's score over the rounds (the results' summary).

Takes only data: the rounds, each seat's values, their colours; draws axes, a line per seat
in its colour with a dot at each round, and the last value at the end of each line.
"""
from __future__ import annotations

import pygame

from . import theme
from .text import draw_text


def draw_chart(surface: pygame.Surface, rect: pygame.Rect, title: str, rounds: list[int],
               lines: list[list[int]], colours: list, winners=(), round_word: str = "round"
               ) -> None:
    """Each of `lines` (one per seat, a value per round) in its colour inside `rect`; the
    winners' lines drawn thicker and last (on top)."""
    u = theme.unit(surface)
    small = theme.text_px(surface, 1.5)
    draw_text(surface, title, (rect.left, rect.top), theme.text_px(surface, 2.0),
              theme.MUTED, bold=True)
    top = rect.top + round(3.6 * u)
    plot = pygame.Rect(rect.left + round(4 * u), top, rect.width - round(8 * u),
                       rect.bottom - top - round(3 * u))
    if plot.width < 10 or plot.height < 10 or not rounds:
        return
    high = max([max(line) for line in lines if line] + [1])
    low = min([min(line) for line in lines if line] + [0])
    span = max(1, high - low)
    pygame.draw.line(surface, theme.FAINT, plot.bottomleft, plot.bottomright, 1)
    pygame.draw.line(surface, theme.FAINT, plot.bottomleft, plot.topleft, 1)
    for value in (low, high):
        y = plot.bottom - round((value - low) / span * plot.height)
        draw_text(surface, str(value), (plot.left - round(0.8 * u), y), small, theme.FAINT,
                  anchor="midright")
    count = len(rounds)

    def point(i: int, value: int) -> tuple[int, int]:
        x = plot.left + (round(i * plot.width / (count - 1)) if count > 1 else plot.width // 2)
        return x, plot.bottom - round((value - low) / span * plot.height)

    draw_text(surface, f"{round_word} {rounds[0]}", (plot.left, plot.bottom + round(0.4 * u)), small,
              theme.FAINT)
    draw_text(surface, f"{round_word} {rounds[-1]}", (plot.right, plot.bottom + round(0.4 * u)),
              small, theme.FAINT, anchor="topright")
    order = [s for s in range(len(lines)) if s not in winners] + \
        [s for s in range(len(lines)) if s in winners]
    for seat in order:
        line = lines[seat]
        width = max(2, round(0.5 * u)) if seat in winners else max(1, round(0.3 * u))
        points = [point(i, v) for i, v in enumerate(line)]
        # seats level with each other would hide one another: nudge each a pixel or two
        nudge = (seat - (len(lines) - 1) / 2) * max(1, round(0.25 * u))
        points = [(x, round(y + nudge)) for x, y in points]
        if len(points) > 1:
            pygame.draw.lines(surface, colours[seat], False, points, width)
        for p in points:
            pygame.draw.circle(surface, colours[seat], p, max(2, round(0.35 * u)))
