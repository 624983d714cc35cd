"""The three seats of the Death Match, named and ordered as in the rulebook."""
from __future__ import annotations

SEAT_NAMES = ("DMO 2", "DMO 1", "EC")
"""Seat order is the rulebook's: DMO 2 picks a corner first and wins simultaneous escapes."""
