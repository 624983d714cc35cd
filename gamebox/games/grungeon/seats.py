"""The three seats of the Death Match: friendly default names, and the rulebook's roles.

The rulebook names the seats by role (DMO 2, DMO 1, EC); the role decides who picks a start
corner first and who goes first when several escape in one turn. The role is the seat's
place, not its name: the setup and the table show it under the name, with what it means."""
from __future__ import annotations

SEAT_NAMES = ("Player 1", "Player 2", "Player 3")
"""Default names; seat order is the rulebook's role order (`SEAT_ROLES`)."""

SEAT_ROLES = ("DMO 2", "DMO 1", "EC")
"""The rulebook's role of each seat, in seat order: DMO 2 picks a corner first and wins
simultaneous escapes ("DMO 2 > DMO 1 > EC wins"). Saves from before the friendly names
kept these as the seats' names, and still load with them."""

ROLE_MEANINGS = ("picks a corner first, wins ties at the exit",
                 "picks a corner second, beats EC at the exit",
                 "picks a corner last, loses ties at the exit")
"""What each role means for its seat, in player's words (`SEAT_ROLES`' order)."""


def role_subtitles(seats: int) -> list[str]:
    """The subtitle of each seat: its role and what it means.

    >>> role_subtitles(3)[0]
    'DMO 2 \u00b7 picks a corner first, wins ties at the exit'
    """
    return [f"{role} \u00b7 {meaning}"
            for role, meaning in zip(SEAT_ROLES[:seats], ROLE_MEANINGS)]
