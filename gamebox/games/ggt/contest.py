"""The card Test: two sides each play a card face down, reveal together, add an attribute.

Pure functions on small values, so the rules, the bots and the tests share one reading of
the rulebook's "Tests" section:

- a numbered card adds its value (Aces count 1) to the side's total: the attribute tested
  plus every numbered card that side played in this Test;
- a royal card beats any numbered card; King beats Queen and Jack, Queen beats Jack;
- the same royal on both sides, or equal totals, is a tie: both sides play another card,
  which adds to the totals (house rule: a royal card adds nothing to a total, it only wins
  the round it is played in);
- a side that plays nothing (no card, and it would not or could not pay Health for the top
  card of its draw pile) adds nothing that round.

A round's outcome is `Round`: the side that won (0 or 1), None for a tie, and how the win
was made (the royal rank of the winning card, or the difference of the totals).
"""
from __future__ import annotations

from typing import NamedTuple

NOTHING = -1
"""A side that played no card this round."""


class Round(NamedTuple):
    winner: int | None
    """0 or 1: the side that won; None: a tie (play again)."""
    royal: int
    """The winning card's royal rank (1 Jack, 2 Queen, 3 King), 0 when numbers decided."""
    margin: int
    """The difference of the totals when numbers decided (0 for a royal win or a tie)."""


def compare(totals: tuple[int, int], royals: tuple[int, int]) -> Round:
    """The outcome of one round, from the totals so far (attribute + numbered cards, this
    round's included) and this round's royal ranks (0 for a numbered card or none).

    >>> compare((7, 5), (0, 0))
    Round(winner=0, royal=0, margin=2)
    >>> compare((7, 5), (0, 1))          # a Jack beats any number
    Round(winner=1, royal=1, margin=0)
    >>> compare((3, 3), (3, 3)).winner is None   # King against King: nothing beats a King
    True
    """
    ra, rb = royals
    if ra or rb:
        if ra > rb:
            return Round(0, ra, 0)
        if rb > ra:
            return Round(1, rb, 0)
        return Round(None, 0, 0)
    a, b = totals
    if a > b:
        return Round(0, 0, a - b)
    if b > a:
        return Round(1, 0, b - a)
    return Round(None, 0, 0)
