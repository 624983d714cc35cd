"""Text helpers: the last rows of a log, wrapped and whole; a drawn line's height; a long path
broken after a slash."""
from __future__ import annotations

import pygame

from gamebox.ui import text

from scene_helpers import joined


def test_last_rows_keeps_the_newest_whole_and_marks_a_giant_entry(app):
    size = 16
    width = 200
    short = ["one", "two", "three"]
    assert text.last_rows(short, size, width, 2) == [("two", 0), ("three", 0)]
    assert text.last_rows(short, size, width, 0) == []
    giant = " ".join(["word"] * 200)
    rows = text.last_rows(short + [giant], size, width, 4, indent=10)
    assert len(rows) == 4 and rows[-1][0].endswith("\u2026"), "the newest entry's start, cut"
    assert [dx for _, dx in rows] == [0, 10, 10, 10], "its continued rows hang indented"
    assert all(text.measure(r, size)[0] + dx <= width for r, dx in rows)


def test_a_drawn_line_is_never_taller_than_its_line_height():
    """`line_height` is what a line of the box's words takes on the screen (a "y" reaches a pixel
    below the font's height), at every size the text setting and window can give: the layouts that
    leave a line's room by it never lose a row of pixels."""
    from gamebox.ui import text, theme

    for size in range(8, 60):
        for bold in (False, True):
            for words in ("A: choose  \u00b7  X: hint  \u00b7  Y: hurry the bots",
                          "Agjpqy (Grungeon) | glory"):
                drawn = text.render(words, size, theme.TEXT, bold).get_height()
                assert drawn <= text.line_height(size, bold), (size, bold, words)


def test_a_long_path_breaks_after_a_slash():
    pygame.font.init()
    size = 20
    path = "/home/someone-with-a-rather-long-name/.local/share/gamebox/content/maps"
    width = text.measure(path, size)[0] // 2
    lines = text.wrap(f"go in {path}, or not", size, width, split_words=True)
    assert all(text.measure(line, size)[0] <= width for line in lines)
    assert joined(lines) == f"go in {path}, or not"
    path_lines = [line for line in lines if "/" in line]
    assert len(path_lines) > 1 and all(line.endswith("/") for line in path_lines[:-1]), lines
