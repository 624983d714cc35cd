"""Notes in red on the launcher and seat setup: what is wrong with a file of the user's, a
save, a refused start. Written so every note is named even when room is short."""
from __future__ import annotations

import pygame

from ..ui import theme
from ..ui.text import draw_text, draw_wrapped, wrap


def shorter_paths(message: str) -> str:
    """`message` as a note shows it: a file in the user's content folder by its name alone
    (``my_maze.tmx:45:1``), a save as ``saves/NAME``, a file elsewhere in the data folder
    from there (``settings.json``). The folders are the same for every note (README and the
    Map option's help name them) and their full paths took the lines the reason needed.

    >>> import os
    >>> from gamebox.engine.paths import user_data_dir
    >>> maze = os.path.join(str(user_data_dir()), "content", "maps", "grungeon", "m.tmx")
    >>> shorter_paths(f"your file m.tmx is left out \u2014 {maze}:45:1: no exit")
    'your file m.tmx is left out \u2014 m.tmx:45:1: no exit'
    """
    import os

    from ..engine.paths import content_roots, user_data_dir

    for root in content_roots()[1:]:
        for kind in ("packs", "maps"):
            folder = os.path.join(str(root), kind, "")
            while folder in message:  # up to the game's folder, whatever its name
                start = message.index(folder)
                end = message.find(os.sep, start + len(folder))
                if end < 0:
                    break
                message = message[:start] + message[end + 1:]
    return message.replace(os.path.join(str(user_data_dir()), ""), "")


def notes_text(notes: list[str]) -> str:
    """Notes as one text to read in full (the Notes screen): where the user's data folder
    is, then every note whole, a blank line between."""
    from ..engine.paths import user_data_dir

    return "\n\n".join([f"Your data folder is {user_data_dir()} (the notes name files "
                         "in it from there)."] + [shorter_paths(n) for n in notes])


def show_all_notes(app, notes: list[str]) -> None:
    """Open the Notes screen over the current one (the launcher's and seat setup's Notes
    button): the notes their box could only count or cut, whole."""
    from .text_scene import TextScene

    app.push(TextScene(app, "Notes", notes_text(notes)))


def share_lines(wanted: list[int], line_h: int, gap: int, height: int,
                newest_whole: bool = False) -> list[int]:
    """How many lines each note gets in `height` pixels (notes `gap` apart), in order: one
    line each while they fit, then one more each, newest first, up to what each `wanted`.
    With `newest_whole` the newest (the first) takes all it wants first (as much as fits).

    >>> share_lines([3, 3, 2], 10, 2, 50)
    [2, 1, 1]
    >>> share_lines([3, 1], 10, 2, 100)
    [3, 1]
    >>> share_lines([4, 3, 2], 10, 2, 70, newest_whole=True)
    [4, 1, 1]
    >>> share_lines([9, 3], 10, 2, 50, newest_whole=True)
    [5]
    """
    shares: list[int] = []
    used = 0
    for i, want in enumerate(wanted):
        take = min(want, (height - used) // line_h) if i == 0 and newest_whole else 1
        if take < 1 or used + line_h > height:
            break
        shares.append(take)
        used += take * line_h + gap
    grown = True
    while grown:
        grown = False
        for i, want in enumerate(wanted[:len(shares)]):
            if shares[i] < want and used + line_h <= height:
                shares[i] += 1
                used += line_h
                grown = True
    return shares


def draw_notes(surface: pygame.Surface, notes: list[str], box: pygame.Rect,
               colour=theme.BAD, most: int = 3) -> int:
    """The notes from the top of `box`, the newest (the first) whole and every other up to
    `most` lines, as many as fit; return how many were drawn (the launcher's and seat
    setup's).

    When room is short the newest note (the refusal just made) is written whole first, then
    every other note keeps a line before any takes a second (a long note about a save must
    not push the note about a broken pack out of view); a note short of lines ends in an
    ellipsis. Notes with no room left are counted on the last line ("+ 2 more notes"), so
    none goes unmentioned. A long path breaks after a slash instead of leaving the box.
    """
    u = theme.unit(surface)
    size = theme.text_px(surface, 1.8)
    line_h = theme.font(size).get_linesize()
    gap = round(u)
    texts = [shorter_paths(note) for note in notes]
    lengths = [len(wrap(text, size, box.width, split_words=True)) for text in texts]
    wanted = lengths[:1] + [min(most, n) for n in lengths[1:]]
    shares = share_lines(wanted, line_h, gap, box.height, newest_whole=True)
    if len(shares) < len(notes):  # keep the last line to say how many are left out
        shares = share_lines(wanted, line_h, gap, box.height - line_h, newest_whole=True)
    y = box.top
    for text, lines in zip(texts, shares):
        y += draw_wrapped(surface, text, pygame.Rect(box.left, y, box.width, lines * line_h),
                          size, colour, max_lines=lines, split_words=True) + gap
    left_out = len(notes) - len(shares)
    if left_out and box.height >= line_h:
        more = "+ 1 more note" if left_out == 1 else f"+ {left_out} more notes"
        draw_text(surface, more, (box.left, y), size, colour, max_width=box.width)
    return len(shares)
