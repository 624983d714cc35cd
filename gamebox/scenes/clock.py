"""How long a seat has for its decision: the game's own clock, or its timer option."""
from __future__ import annotations

DEFAULT_TIMER = 60


def timer_seconds(match, seat: int | None = None) -> float:
    """Seconds `seat` has for its decision now, or 0 when the game is untimed.

    A state that defines ``timer_seconds(seat)`` decides (games whose clock differs by
    phase); otherwise a game option whose key contains "timer" gives it: a number of
    seconds, or yes/no for `DEFAULT_TIMER` seconds.
    """
    if seat is not None:
        value = match.state.timer_seconds(seat)
        if value is not None:
            return float(value)
    # the match's own resolved options, not the game's `Option` list: a game may build
    # that list from files (the Grizzled's scenarios), and this runs every frame
    for key, value in match.state.options.items():
        if "timer" in key:
            if isinstance(value, bool):
                return DEFAULT_TIMER if value else 0
            if isinstance(value, (int, float)) and value > 0:
                return int(value)
    return 0
