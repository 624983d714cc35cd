"""Notes in red on the launcher and seat setup share the room they have: every note gets its
first line before any gets a second, the newest first."""
from __future__ import annotations

from gamebox.scenes.notes import share_lines


def test_the_notes_share_their_room_a_line_each_first():
    assert share_lines([3, 3, 3], 10, 0, 30) == [1, 1, 1]
    assert share_lines([3, 3, 3], 10, 0, 50) == [2, 2, 1]
    assert share_lines([3, 3, 3], 10, 0, 20) == [1, 1], "what fits, the newest first"
    assert share_lines([1, 2], 10, 0, 100) == [1, 2], "never more than a note needs"
