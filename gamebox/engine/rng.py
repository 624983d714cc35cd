"""Seeded randomness: the only source of chance in any game.

A splitmix64 generator: its whole state is one integer, so cloning a game and saving it are
cheap and exact, and the same seed gives the same game on every machine and Python version
(Python's own `random` makes no such promise across versions for `shuffle` and `choice`).
"""
from __future__ import annotations

import functools
import hashlib
import struct
from typing import MutableSequence, Sequence, TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15
"""splitmix64's step: the state after k draws is the seed plus k times this (mod 2**64)."""


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
        """Shuffle in place (Fisher-Yates), drawing as `randbelow(i + 1)` would for each i
        from the last index down.

        splitmix64's k-th number depends only on `state + k * GAMMA`, so the numbers for a
        whole shuffle are mixed at once, side by side in one big integer (see `_lanes`): a
        handful of big-integer operations instead of a dozen small ones per card, which
        halves the cost of a game's setup (random playouts start thousands of games a second).
        """
        n = len(items) - 1
        if n <= 0:
            return
        ones, ramp, mask = _lanes(n)
        z = (self.state * ones + ramp) & mask
        z = ((z ^ (z >> 30)) & mask) * 0xBF58476D1CE4E5B9 & mask
        z = ((z ^ (z >> 27)) & mask) * 0x94D049BB133111EB & mask
        z = (z ^ (z >> 31)) & mask
        i = n
        for r in struct.unpack(f"<{2 * n}Q", z.to_bytes(16 * n, "little"))[::2]:  # low halves
            j = (r * (i + 1)) >> 64
            items[i], items[j] = items[j], items[i]
            i -= 1
        self.state = (self.state + n * _GAMMA) & _MASK
        self.draws += n

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        """`k` distinct items in random order."""
        pool = list(items)
        self.shuffle(pool)
        return pool[:k]


@functools.lru_cache(maxsize=64)
def _lanes(n: int) -> tuple[int, int, int]:
    """Constants to mix `n` splitmix64 draws at once in 128-bit lanes of one big integer.

    Lane k (bits 128k to 128k+127) carries draw k+1. Each value fits the lane's low 64 bits,
    so a product with a 64-bit constant fits the lane and never carries into the next, a right
    shift brings only bits above 64 from the next lane, and a mask with every lane's low half
    (the third constant) is the per-draw ``& _MASK``. The first two constants make the lanes'
    states: ``state * ones + ramp`` puts ``state + (k+1) * GAMMA`` in lane k.
    """
    ones = sum(1 << (128 * k) for k in range(n))
    ramp = _GAMMA * sum((k + 1) << (128 * k) for k in range(n))
    return ones, ramp, _MASK * ones
