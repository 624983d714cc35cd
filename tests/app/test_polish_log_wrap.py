"""The side panel's log lines wrap instead of ending in an ellipsis (found in QA at 960x540):
a long entry takes two or three rows, the newest stay whole at the bottom and the oldest
scroll off the top, at every window size, in both games' tables and the generic one."""
from __future__ import annotations

import pygame
import pytest

from gamebox.app import scene_class_for
from gamebox.engine import registry
from gamebox.engine.protocol import Event
from gamebox.screenshot import seeded_match
from gamebox.ui import text, theme

SIZES = [(960, 540), (1280, 720), (1920, 1080)]
LONG = ("{n:02d}: Player 2 gulps the Tapeworm Burrito, spews onto Player 3's plate and takes "
        "a Glory card.")


@pytest.fixture
def drawn(monkeypatch):
    """(text as shown, rect) of every line the table draws through `draw_text`, in order."""
    seen: list[tuple[str, pygame.Rect]] = []
    original = text.draw_text

    def recording(surface, value, pos, size, *args, **kwargs):
        rect = original(surface, value, pos, size, *args, **kwargs)
        if kwargs.get("max_width") is not None:  # what reaches the screen: maybe cut
            value = text.fit(value, size, kwargs["max_width"], kwargs.get("bold", False))
        seen.append((value, rect))
        return rect

    from gamebox.scenes import table_drawing

    monkeypatch.setattr(table_drawing, "draw_text", recording)
    return seen


def side_rows(drawn, side: pygame.Rect, after: str) -> list[tuple[str, pygame.Rect]]:
    """The rows drawn inside the side panel after the heading `after`."""
    texts = [t for t, _ in drawn]
    start = texts.index(after) + 1
    return [(t, r) for t, r in drawn[start:] if side.contains(r)]


def check_rows(rows, side, entries):
    """No row is cut with an ellipsis or leaves the panel, the newest entry is whole, and
    what is shown is a run of whole entries ending with the newest."""
    assert rows, "the log shows something"
    for value, rect in rows:
        assert not value.endswith("\u2026"), value
        assert side.contains(rect), (value, rect, side)
    shown = " ".join(t for t, _ in rows)
    assert shown.endswith(entries[-1]), "the newest entry is shown whole, last"
    whole = [e for e in entries if e in shown]
    assert whole == entries[-len(whole):], "older entries scroll off the top, whole"
    assert len(whole) >= 2
    return whole


@pytest.mark.parametrize("game_id", ["guts"])
@pytest.mark.parametrize("size", SIZES)
def test_public_log_wraps_at_every_size(app, drawn, game_id, size):
    game = registry.get(game_id)
    table = scene_class_for(game_id)(app, seeded_match(game, 3))
    app.push(table)
    app.apply_pending()
    entries = [LONG.format(n=n) for n in range(1, 13)]
    table.match.history.extend(Event("story", e, {}) for e in entries)
    surface = pygame.Surface(size)
    app.draw(surface)
    side = table.regions(surface)[2]
    rows = side_rows(drawn, side, "What happened")
    assert len(rows) > len(check_rows(rows, side, entries)), "long entries take several rows"


@pytest.mark.parametrize("game_id", ["guts", "grungeon"])
@pytest.mark.parametrize("size", SIZES)
def test_recap_wraps_at_every_size(app, drawn, game_id, size):
    """The seat's "Since you last looked" list: before, each entry kept two rows and the
    newest ones were dropped when the list was full."""
    game = registry.get(game_id)
    table = scene_class_for(game_id)(app, seeded_match(game, 3))
    seat = table.match.state.to_act()[0]
    table.match.take_seat(seat, "kbd")
    table.curtain.lift(seat)
    app.push(table)
    app.apply_pending()
    table.walkthrough = None
    entries = [LONG.format(n=n) for n in range(1, 13)]
    table.recap = list(entries)
    table.recap_seat = seat
    surface = pygame.Surface(size)
    app.draw(surface)
    side = table.regions(surface)[2]
    rows = side_rows(drawn, side, "Since you last looked")
    limit = side.top + round(side.height * 0.42)
    rows = [(t, r) for t, r in rows if r.bottom <= limit]
    check_rows(rows, side, entries)


@pytest.mark.parametrize("text_size", ["normal", "huge"])
def test_a_word_wider_than_the_panel_is_broken_not_spilled(app, drawn, text_size):
    theme.configure(text_size=text_size)
    game = registry.get("guts")
    table = scene_class_for("guts")(app, seeded_match(game, 3))
    app.push(table)
    app.apply_pending()
    word = "Aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaarg!"
    table.match.history.append(Event("story", f"Player 1 shouts {word}", {}))
    surface = pygame.Surface((960, 540))
    app.draw(surface)
    side = table.regions(surface)[2]
    rows = side_rows(drawn, side, "What happened")
    assert "".join(t for t, _ in rows).endswith(word)
    assert all(side.contains(r) for _, r in rows)


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
