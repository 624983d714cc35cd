"""Seeded randomness: the only source of chance in any game.

A splitmix64 generator: its whole state is one integer, so cloning a game and saving it are
cheap and exact, and the same seed gives the same game on every machine and Python version
(Python's own `random` makes no such promise across versions for `shuffle` and `choice`).
"""
from __future__ import annotations

import hashlib
from typing import MutableSequence, Sequence, TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1


class Rng:
    """A small deterministic random number generator.

    `draws` counts the numbers drawn so far; the engine uses it to know whether an action
    involved chance (which ends the chance to undo).

    >>> a, b = Rng(7), Rng(7)
    >>> [a.randbelow(100) for _ in range(3)] == [b.randbelow(100) for _ in range(3)]
    True
    """

    __slots__ = ("state", "draws")

    def __init__(self, seed: int = 0):
        self.state = seed & _MASK
        self.draws = 0

    @staticmethod
    def derive(*parts: object) -> int:
        """A stable seed from any parts (game seed, seat, bot level, a label).

        >>> Rng.derive(1, "bot", 0) == Rng.derive(1, "bot", 0) != Rng.derive(1, "bot", 1)
        True
        """
        text = "\x1f".join(str(p) for p in parts).encode()
        return int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "little")

    def clone(self) -> "Rng":
        new = Rng.__new__(Rng)
        new.state = self.state
        new.draws = self.draws
        return new

    def next64(self) -> int:
        """The next 64-bit number."""
        self.draws += 1
        self.state = z = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randbelow(self, n: int) -> int:
        """A whole number in ``range(n)``."""
        if n <= 0:
            raise ValueError("randbelow needs a positive bound")
        # next64 written out: this is the hottest call of every simulation
        self.draws += 1
        self.state = z = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return ((z ^ (z >> 31)) * n) >> 64

    def randint(self, low: int, high: int) -> int:
        """A whole number from `low` to `high`, both included."""
        return low + self.randbelow(high - low + 1)

    def random(self) -> float:
        """A float in [0, 1)."""
        self.draws += 1  # next64 written out, as in randbelow
        self.state = z = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return ((z ^ (z >> 31)) >> 11) * (1.0 / (1 << 53))

    def chance(self, probability: float) -> bool:
        """True with the given probability."""
        return self.random() < probability

    def choice(self, items: Sequence[T]) -> T:
        """One item, uniformly."""
        if not items:
            raise IndexError("cannot choose from an empty sequence")
        self.draws += 1  # randbelow written out, as there
        self.state = z = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return items[((z ^ (z >> 31)) * len(items)) >> 64]

    def shuffle(self, items: MutableSequence) -> None:
        """Shuffle in place (Fisher-Yates), drawing as `randbelow(i + 1)` would for each i."""
        # randbelow written out, with the state in a local: a game's setup shuffles its decks
        # here, one call per card, and random playouts start thousands of games a second
        z = self.state
        n = len(items) - 1
        for i in range(n, 0, -1):
            z = (z + 0x9E3779B97F4A7C15) & _MASK
            r = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            r = ((r ^ (r >> 27)) * 0x94D049BB133111EB) & _MASK
            j = ((r ^ (r >> 31)) * (i + 1)) >> 64
            items[i], items[j] = items[j], items[i]
        if n > 0:
            self.state = z
            self.draws += n

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        """`k` distinct items in random order."""
        pool = list(items)
        self.shuffle(pool)
        return pool[:k]
