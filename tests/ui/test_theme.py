"""The theme: the colour-blind-safe palette gives the seats its own colours."""
from __future__ import annotations


def test_colour_blind_palette_changes_seat_colours(app):
    from gamebox.ui import theme

    theme.configure(colour_blind=False)
    plain = theme.seat_colour("#e4572e", 0)
    theme.configure(colour_blind=True)
    try:
        assert theme.seat_colour("#e4572e", 0) == theme.rgb(theme.SEAT_COLOURS_SAFE[0]) != plain
    finally:
        theme.configure()
